import Foundation
import Testing

@testable import ValueLayout

/// A kind that computes its children's frames while measuring them keeps each frame's origin in
/// the child's measurement (`ResultTree.keepOrigin(_:of:)`), and copies of a measurement carry
/// what was kept with it.
@Suite("Origins kept with measurements")
struct KeptOriginTests {
    /// A measurement tree of a parent and two leaves, the leaves' origins kept; the layout node
    /// stays alive as long as `body` runs.
    static func withTree(_ body: (ResultTree<MeasuredSize>, _ parent: Int32, _ leaves: [Int32]) -> Void) {
        let layout = SizeLayout(width: 10, height: 10)
        let node = layout._layoutNode
        let tree = ResultTree<MeasuredSize>(capacity: 0)
        let parent = tree.reserve()
        var children = ChildList()
        var leaves: [Int32] = []
        for (index, origin) in [CGPoint(x: 1, y: 2), CGPoint(x: 30, y: 40)].enumerated() {
            let size = CGSize(width: 5 + CGFloat(index), height: 6)
            let leaf = tree.appendLeaf(node, MeasuredSize(size: size, maxSize: size))
            tree.keepOrigin(origin, of: leaf)
            tree.link(leaf, into: &children)
            leaves.append(leaf)
        }
        let size = CGSize(width: 50, height: 50)
        tree.complete(parent, node, MeasuredSize(size: size, maxSize: size), children: children)
        body(tree, parent, leaves)
        withExtendedLifetime(layout) {}
    }

    @Test("An origin kept with a measurement is read back")
    func keptOriginIsReadBack() {
        Self.withTree { tree, _, leaves in
            #expect(tree.keptOrigin(of: leaves[0]) == CGPoint(x: 1, y: 2))
            #expect(tree.keptOrigin(of: leaves[1]) == CGPoint(x: 30, y: 40))
        }
    }

    @Test("A copied subtree keeps its children's origins")
    func copiedSubtreeKeepsOrigins() {
        Self.withTree { tree, parent, _ in
            let copy = tree.copySubtree(parent)
            let copiedChildren = Array(tree.children(of: copy))
            #expect(copiedChildren.count == 2)
            #expect(copiedChildren.map { tree.keptOrigin(of: $0) } == [CGPoint(x: 1, y: 2), CGPoint(x: 30, y: 40)])
        }
    }

    @Test("An open copy of a tree keeps its origins")
    func openCopyKeepsOrigins() {
        Self.withTree { tree, _, leaves in
            let copy = tree.openCopy()
            #expect(leaves.map { copy.keptOrigin(of: $0) } == [CGPoint(x: 1, y: 2), CGPoint(x: 30, y: 40)])
        }
    }
}
