import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness

/// The speed trees of every registered kind (`KindSpeedTrees`, behind
/// `valuelayout-bench --loop pass-flat:KIND` and `scripts/count-instructions.sh --kinds`): the
/// shapes their documentation gives, the same on every call, laid out without a diagnostic.
@Suite("Speed trees of every kind")
struct KindSpeedTreesTests {
    static let kindNames = LayoutKinds.all.map { KindSpeedTrees.subjectName(of: $0) }

    /// The leaves of `spec` (nodes without children) and the nodes of `kind`.
    private func census(_ spec: LayoutSpec, _ kind: any LayoutKindRegistration.Type) -> (leaves: Int, ofKind: Int) {
        var leaves = 0
        var ofKind = 0
        var pending = [spec]
        while let node = pending.popLast() {
            if node.children.isEmpty { leaves += 1 }
            if node.kind.name == kind.name { ofKind += 1 }
            pending += node.children
        }
        return (leaves, ofKind)
    }

    @Test("A kind is found by its name with or without Layout", arguments: kindNames)
    func names(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        #expect(KindSpeedTrees.kind(named: kind.name)?.name == kind.name)
        #expect(kind.name == name + "Layout")
        #expect(KindSpeedTrees.kind(named: "Nothing") == nil)
    }

    @Test("A kind's typical nodes take a count of children it allows", arguments: kindNames)
    func typicalChildCount(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        #expect(kind.childCounts.contains(kind.typicalChildCount))
    }

    @Test("The flat tree has 1,000 leaves side by side, made of the kind", arguments: kindNames)
    func flatShape(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        let tree = KindSpeedTrees.flat(kind)
        let (leaves, ofKind) = census(tree, kind)
        let childCount = kind.typicalChildCount
        if childCount == 0 {
            // A column of 1,000 nodes of the kind.
            #expect(tree.children.count == 1_000)
            #expect(leaves == 1_000)
            #expect(ofKind == 1_000)
        } else if kind.childCounts.contains(1_000) {
            // One node of the kind around 1,000 leaves.
            #expect(tree.kind.name == kind.name)
            #expect(tree.children.count == 1_000)
            #expect(leaves == 1_000)
        } else {
            // A column of ⌈1,000 / c⌉ nodes of the kind, each around c leaves.
            let nodes = (1_000 + childCount - 1) / childCount
            #expect(tree.children.count == nodes)
            #expect(ofKind == nodes)
            #expect(leaves == nodes * childCount)
            #expect(tree.nodeCount == 1 + nodes * (childCount + 1))
        }
    }

    @Test("The nested tree is balanced, with at least 256 leaves", arguments: kindNames)
    func nestedShape(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        let tree = KindSpeedTrees.nested(kind)
        let (leaves, ofKind) = census(tree, kind)
        switch kind.typicalChildCount {
        case 0:
            #expect(leaves == 256)
            #expect(tree.nodeCount == 341)
            #expect(ofKind >= 256)
        case 1:
            // A chain of 256 around one plain leaf.
            #expect(leaves == 1)
            #expect(ofKind == 256)
            #expect(tree.nodeCount == 257)
        case let childCount:
            #expect(leaves >= 256)
            #expect(leaves / childCount < 256)
            #expect(ofKind == tree.nodeCount - leaves)
        }
    }

    @Test("The trees are the same on every call", arguments: kindNames)
    func deterministic(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        #expect(KindSpeedTrees.flat(kind).swiftSource == KindSpeedTrees.flat(kind).swiftSource)
        #expect(KindSpeedTrees.nested(kind).swiftSource == KindSpeedTrees.nested(kind).swiftSource)
        #expect(LayoutKey(KindSpeedTrees.flat(kind).makeLayout()) == LayoutKey(KindSpeedTrees.flat(kind).makeLayout()))
    }

    @Test("The trees lay out without a diagnostic, the flat one at its width", arguments: kindNames)
    func noDiagnostics(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        let flat = KindSpeedTrees.flat(kind).makeLayout().arrangement(
            width: KindSpeedTrees.flatWidth, context: .fixedAdvance)
        #expect(flat.frame.width == KindSpeedTrees.flatWidth)
        let nested = KindSpeedTrees.nested(kind).makeLayout().arrangement(context: .fixedAdvance)
        for arrangement in [flat, nested] {
            #expect(arrangement.diagnostics.isEmpty, "\(arrangement.diagnostics.prefix(3))")
        }
    }

    @Test("A build plan builds the tree its spec builds", arguments: kindNames)
    func buildPlan(name: String) throws {
        let kind = try #require(KindSpeedTrees.kind(named: name))
        for tree in [KindSpeedTrees.flat(kind), KindSpeedTrees.nested(kind)] {
            let plan = LayoutBuildPlan(tree)
            #expect(plan.nodeCount == tree.nodeCount)
            #expect(LayoutKey(plan.build()) == LayoutKey(tree.makeLayout()))
        }
    }

    @Test("A build plan keeps its children's order")
    func buildPlanOrder() {
        let tree = LayoutSpec(
            StackLayoutRegistration(axis: .horizontal),
            children: [
                LayoutSpec(SizeLayoutRegistration(.exact(width: 1, height: 1))),
                LayoutSpec(
                    InsetLayoutRegistration(.all(1)),
                    children: [LayoutSpec(SizeLayoutRegistration(.exact(width: 2, height: 2)))]),
                LayoutSpec(SizeLayoutRegistration(.exact(width: 3, height: 3))),
            ])
        let arrangement = LayoutBuildPlan(tree).build().arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames.map(\.width) == [1, 4, 3])
    }
}
