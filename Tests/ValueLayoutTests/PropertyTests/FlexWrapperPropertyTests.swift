import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// A custom layout that forwards to its one child: it measures the child within the maximum it is
/// given (exactly at its exact size when its parent measures it exactly) and takes the child's
/// size, fills the rectangle it is offered (alignment `.fill`) and places the child in its bounds
/// (the default `place`), with the child's flexibility and baselines; it answers a flex
/// container's content questions with the child's answers, as the custom-layout guide says a
/// layout whose content is its child's does.
struct ForwardingLayout: CustomLayout {
    let child: any Layout

    var sublayouts: [any Layout] { [child] }
    var flexibility: Flexibility { child.flexibility }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        if let exact = children.exactSize { return children[0].measure(exactly: exact) }
        return children[0].measure(within: maxSize)
    }

    var baselineSublayout: Int? { 0 }

    func minimumContentWidth(children: LayoutChildren) -> CGFloat? { children[0].minimumContentWidth }

    func contentInsets(children: LayoutChildren) -> EdgeInsets { children[0].contentInsets }

    /// `layout` with every node wrapped in a ``ForwardingLayout``: a flex container is rebuilt
    /// through its public API (its properties and `children`) around its items' layouts wrapped;
    /// an item without a layout stays an empty box; any other layout is wrapped whole.
    static func wrappingEveryNode(_ layout: any Layout) -> any Layout {
        guard let flex = layout as? FlexLayout else { return ForwardingLayout(child: layout) }
        let items = flex.children.map { item in
            FlexItem(
                item.layout.map(wrappingEveryNode), grow: item.grow, shrink: item.shrink, basis: item.basis,
                alignSelf: item.alignSelf, margin: item.margin, width: item.width, height: item.height,
                minWidth: item.minWidth, minHeight: item.minHeight, maxWidth: item.maxWidth, maxHeight: item.maxHeight,
                aspectRatio: item.aspectRatio, position: item.position, top: item.top, leading: item.leading,
                bottom: item.bottom, trailing: item.trailing)
        }
        return ForwardingLayout(
            child: FlexLayout(
                direction: flex.direction, wrap: flex.wrap, justifyContent: flex.justifyContent,
                alignItems: flex.alignItems, alignContent: flex.alignContent, rowGap: flex.rowGap,
                columnGap: flex.columnGap, padding: flex.padding, alignment: flex.alignment,
                flexibility: flex.flexibility, viewReuseId: flex.viewReuseId, view: flex.view, children: items))
    }
}

/// Random trees of flex containers (the FlexLayout registration's arguments), up to three
/// levels, around size layouts and labels; laid out left to right without a scale, so that the
/// frames with and without wrappers are computed by the same operations and compared exactly.
enum FlexTrees {
    static let baseSeed: UInt64 = 20_261_127
    static let count = 2_000

    static func spec(_ choices: inout SeededChoices, depth: Int) -> LayoutSpec {
        var children: [LayoutSpec] = []
        for _ in 0..<choices.int(0...4) {
            if depth < 2, choices.chance(35) {
                children.append(spec(&choices, depth: depth + 1))
            } else if choices.chance(50) {
                children.append(LayoutSpec(LabelLayoutRegistration.random(&choices, childCount: 0)))
            } else {
                children.append(LayoutSpec(SizeLayoutRegistration.random(&choices, childCount: 0)))
            }
        }
        return LayoutSpec(FlexLayoutRegistration.random(&choices, childCount: children.count), children: children)
    }

    static func scenario(seed: UInt64) -> SpecScenario {
        var choices = SeededChoices(seed: seed)
        let layout = spec(&choices, depth: 0)
        let width: CGFloat? = choices.chance(80) ? CGFloat(choices.int(0...400)) : nil
        let height: CGFloat? = choices.chance(30) ? CGFloat(choices.int(0...400)) : nil
        return SpecScenario(layout: layout, width: width, height: height)
    }

    /// Every node's frame in the root's coordinates, in pre-order, the wrappers left out.
    static func frames(_ arrangement: LayoutArrangement) -> [CGRect] {
        arrangement.flattened().filter { !($0.node.layout is ForwardingLayout) }.map(\.absoluteFrame)
    }

    /// How the tree of `scenario` wrapped node by node differs from it: one line for the first
    /// node whose frame differs, or `nil`.
    static func difference(_ scenario: SpecScenario) -> String? {
        let layout = scenario.layout.makeLayout()
        let plain = frames(scenario.scenario.arrangement(of: layout))
        let wrapped = frames(scenario.scenario.arrangement(of: ForwardingLayout.wrappingEveryNode(layout)))
        guard plain.count == wrapped.count else { return "\(wrapped.count) nodes wrapped, \(plain.count) plain" }
        // A wrapper keeps its measured size at the maximum length where its layout would add past
        // it; elsewhere the frames are the same up to floating-point noise (a wrapper's origin is
        // added to its child's).
        if plain.contains(where: { max($0.width, $0.height) >= LayoutLimits.maximumLength }) { return nil }
        func differs(_ a: CGRect, _ b: CGRect) -> Bool {
            let tolerance = 1e-11 * max(1, abs(a.minX), abs(a.minY), abs(a.maxX), abs(a.maxY))
            return abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance
                || abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
        }
        guard let index = plain.indices.first(where: { differs(plain[$0], wrapped[$0]) }) else { return nil }
        return "node \(index) (pre-order) is \(wrapped[index]) wrapped, \(plain[index]) plain"
    }
}

/// A flex tree wrapped node by node in forwarding custom layouts lays out as the tree does.
///
/// A FlexLayout reaches into its items' layouts through the engine: it measures each at exactly
/// its border box, asks its padding, its minimum content width and its text baselines, and tells
/// it whether its height is definite. A forwarding custom layout passes each of these on: it
/// measures its child exactly at ``LayoutChildren/exactSize`` when it is measured exactly, names
/// its child as its ``CustomLayout/baselineSublayout``, and forwards the padding and the minimum
/// content width (a child measured within its parent's own maximum inherits the definite
/// height). The property test shrinks and reports the first failure; the tests after it take each
/// question alone, with the frames both ways.
@Suite("Flex trees through forwarding custom layouts")
struct FlexWrapperPropertyTests {
    @Test("Wrapping every node of a random flex tree in a forwarding custom layout changes no frame")
    func wrappersAreTransparent() {
        var failing: [UInt64] = []
        for seed in FlexTrees.baseSeed..<(FlexTrees.baseSeed + UInt64(FlexTrees.count))
        where FlexTrees.difference(FlexTrees.scenario(seed: seed)) != nil {
            failing.append(seed)
        }
        guard let seed = failing.first else { return }
        var shrinker = PropertyShrinker(fails: { FlexTrees.difference($0) != nil })
        let shrunk = shrinker.shrink(FlexTrees.scenario(seed: seed))
        Issue.record(
            """
            \(failing.count) of \(FlexTrees.count) flex trees lay out otherwise wrapped, for example seed \(seed). \
            Shrunk to:
            \(shrunk)
            \(FlexTrees.difference(shrunk) ?? "")
            """)
    }

    /// The frames of `layout`'s nodes in the root's coordinates, and of the same tree wrapped
    /// node by node, the wrappers left out.
    static func bothWays(
        _ layout: FlexLayout, width: CGFloat? = nil, height: CGFloat? = nil
    ) -> (plain: [CGRect], wrapped: [CGRect]) {
        let plain = FlexTrees.frames(layout.arrangement(width: width, height: height, context: .fixedAdvance))
        let wrapped = FlexTrees.frames(
            ForwardingLayout.wrappingEveryNode(layout).arrangement(width: width, height: height, context: .fixedAdvance)
        )
        return (plain, wrapped)
    }

    @Test("An item's layout is framed at the item's border box, through a wrapper that passes its exact size on")
    func exactMeasurement() {
        // Grown to 100 points, the 10 × 10 size layout is framed 100 wide; wrapped, the wrapper
        // is measured exactly at the border box and measures the size layout exactly there too.
        let (plain, wrapped) = Self.bothWays(
            FlexLayout(children: [FlexItem(SizeLayout(width: 10, height: 10), grow: 1)]), width: 100)
        #expect(plain == [rect(0, 0, 100, 10), rect(0, 0, 100, 10)])
        #expect(wrapped == plain)
    }

    @Test("A label's baseline is its text's, through a wrapper that names it as its baseline sublayout")
    func baselines() {
        let layout = FlexLayout(
            alignItems: .firstBaseline,
            children: [
                FlexItem(LabelLayout(text: "a", lineHeight: 10)), FlexItem(LabelLayout(text: "b", lineHeight: 20)),
            ])
        let (plain, wrapped) = Self.bothWays(layout, width: 100)
        // Baselines 8 and 16, both ways.
        #expect(plain == [rect(0, 0, 100, 20), rect(0, 8, 7, 10), rect(7, 0, 7, 20)])
        #expect(wrapped == plain)
    }

    @Test("An item's border box is no smaller than its layout's padding, through a wrapper too")
    func padding() {
        let item = FlexItem(InsetLayout(inset: 10, sublayout: SizeLayout()), width: .points(5), height: .points(5))
        let (plain, wrapped) = Self.bothWays(FlexLayout(alignItems: .flexStart, children: [item]), width: 100)
        #expect(plain[1] == rect(0, 0, 20, 20))
        #expect(wrapped == plain)
    }

    @Test("A container's minimum content width is its own rule's, through a wrapper too")
    func minimumContentWidth() {
        // A wrapping row's minimum content width is its widest item's, 40 (its max-content width
        // is 70).
        let inner = FlexLayout(wrap: .wrap, children: [fixedItem(30, 10), fixedItem(40, 10)])
        let (plain, wrapped) = Self.bothWays(FlexLayout(children: [FlexItem(inner)]), width: 30)
        #expect(plain[1] == rect(0, 0, 40, 20))
        #expect(wrapped == plain)
    }

    @Test("An item's definite height is definite for its layout, through a wrapper too")
    func definiteHeight() {
        // The item's height, 50, is definite (§9.8): the column inside ends its item at 50.
        let inner = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixedItem(20, 10)])
        let (plain, wrapped) = Self.bothWays(FlexLayout(children: [FlexItem(inner, height: .points(50))]), width: 100)
        #expect(plain == [rect(0, 0, 100, 50), rect(0, 0, 20, 50), rect(0, 40, 20, 10)])
        #expect(wrapped == plain)
    }

    @Test("The root's given height is definite for a flex root, through a wrapper too")
    func definiteRootHeight() {
        let layout = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixedItem(20, 10)])
        let (plain, wrapped) = Self.bothWays(layout, width: 100, height: 50)
        #expect(plain == [rect(0, 0, 100, 50), rect(0, 40, 20, 10)])
        #expect(wrapped == plain)
    }
}

/// An empty item `width` × `height` points.
private func fixedItem(_ width: CGFloat, _ height: CGFloat) -> FlexItem {
    FlexItem(width: .points(width), height: .points(height))
}
