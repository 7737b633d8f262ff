import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// Paths name a node by the layouts from the root down to it: type names, sublayout indices where
/// the parent has several, reuse identifiers in quotes.
@Suite("Layout paths")
struct LayoutPathTests {
    /// The profile card of the README.
    static let card = InsetLayout(
        insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
        viewReuseId: "card",
        sublayout: StackLayout(
            axis: .horizontal, spacing: 12,
            sublayouts: [
                SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
                StackLayout(
                    axis: .vertical, spacing: 2,
                    sublayouts: [
                        LabelLayout(text: "Ada Lovelace", viewReuseId: "name"),
                        LabelLayout(text: "Mathematician", numberOfLines: 2, viewReuseId: "subtitle"),
                    ]),
            ]))

    @Test("The root's path names the root alone")
    func root() {
        #expect(SizeLayout(width: 10, height: 10).arrangement().path.description == "SizeLayout")
        #expect(Self.card.arrangement(width: 320).path.description == #"InsetLayout "card""#)
    }

    @Test(
        "A descendant's path names every layout from the root, with indices only among several sublayouts",
        arguments: [
            ([0], #"InsetLayout "card" › StackLayout"#),
            ([0, 0], #"InsetLayout "card" › StackLayout › SizeLayout[0] "avatar""#),
            ([0, 1], #"InsetLayout "card" › StackLayout › StackLayout[1]"#),
            ([0, 1, 0], #"InsetLayout "card" › StackLayout › StackLayout[1] › LabelLayout[0] "name""#),
            ([0, 1, 1], #"InsetLayout "card" › StackLayout › StackLayout[1] › LabelLayout[1] "subtitle""#),
        ])
    func descendant(positions: [Int], expected: String) {
        var node = Self.card.arrangement(width: 320)
        for position in positions { node = node.sublayouts[position] }
        #expect(node.path.description == expected)
    }

    @Test("A path's components carry the type name, the shown index and the reuse id")
    func components() {
        let path = Self.card.arrangement(width: 320).sublayouts[0].sublayouts[0].path
        #expect(
            path.components == [
                LayoutPath.Component(typeName: "InsetLayout", viewReuseId: "card"),
                LayoutPath.Component(typeName: "StackLayout"),
                LayoutPath.Component(typeName: "SizeLayout", sublayoutIndex: 0, viewReuseId: "avatar"),
            ])
        #expect(path.depth == 2)
    }

    @Test("A reuse id is quoted as a Swift string literal")
    func quotedReuseId() {
        let path = LabelLayout(text: "x", viewReuseId: #"say "hi""#).arrangement().path
        #expect(path.description == #"LabelLayout "say \"hi\"""#)
    }

    @Test("A custom layout is named by its type name")
    func customLayout() {
        let badged = Badged(
            content: SizeLayout(width: 40, height: 40), badge: SizeLayout(width: 8, height: 8, viewReuseId: "badge"))
        let arrangement = badged.arrangement()
        #expect(arrangement.path.description == "Badged")
        #expect(arrangement.sublayouts[1].path.description == #"Badged › SizeLayout[1] "badge""#)
    }

    @Test("Right to left and a pixel scale do not change any path")
    func directionAndScale() {
        let plain = Self.card.arrangement(width: 320)
        let mirrored = Self.card.arrangement(width: 320, context: LayoutContext(direction: .rightToLeft, scale: 3))
        #expect(allPaths(mirrored) == allPaths(plain))
        #expect(allPaths(plain).count == 6)
    }

    @Test("After a stack dropped sublayouts, the kept ones keep their indices among its sublayouts")
    func indicesAfterDrop() {
        // Measured inflexible first: the two 20-point boxes fill the 30 points, the label is dropped.
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                LabelLayout(text: "dropped"), SizeLayout(width: 20, height: 10), SizeLayout(width: 20, height: 10),
            ])
        let arrangement = stack.arrangement(width: 30)
        #expect(
            arrangement.sublayouts.map(\.path.description) == [
                "StackLayout › SizeLayout[1]", "StackLayout › SizeLayout[2]",
            ])
    }

    @Test("A measurement node's path is written like an arrangement node's")
    func measurementPath() {
        let measurement = Self.card.measurement(within: CGSize(width: 320, height: 1000))
        #expect(
            measurement.sublayouts[0].sublayouts[1].sublayouts[1].path.description
                == #"InsetLayout "card" › StackLayout › StackLayout[1] › LabelLayout[1] "subtitle""#)
    }

    @Test("The innermost node of a chain 10,000 deep has a path of 10,001 layouts, computed without recursion")
    func deepChain() async {
        let depth = 10_000
        let path = await onSmallStackThread {
            var node = TreeWorkloads.deepChain(depth: depth).arrangement()
            while let child = node.sublayouts.first { node = child }
            return node.path
        }
        #expect(path.components.count == 10_001)
        #expect(path.description.hasPrefix("InsetLayout › InsetLayout › "))
        #expect(path.description.hasSuffix("InsetLayout › SizeLayout"))
    }

    /// Every node's path in pre-order.
    private func allPaths(_ root: LayoutArrangement) -> [String] {
        var paths: [String] = []
        var pending = [root]
        while let node = pending.popLast() {
            paths.append(node.path.description)
            pending.append(contentsOf: node.sublayouts.reversed())
        }
        return paths
    }
}
