import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// W8, the nested flex tree of `docs/workloads.md`, at small sizes: laid out at exactly
/// 1,000 × 1,000, each level splits its main axis into four equal parts and stretches its items
/// across.
@Suite("W8 nested flex tree")
struct W8WorkloadTests {
    /// The arrangement of the tree of `leafCount` leaves at 1,000 × 1,000.
    static func arrangement(leafCount: Int) -> LayoutArrangement {
        TreeWorkloads.nestedFlexTree(leafCount: leafCount).arrangement(width: 1_000, height: 1_000)
    }

    /// The last leaf (the last child of the last child… of the root), in the root's coordinates.
    static func lastLeaf(of arrangement: LayoutArrangement) -> CGRect {
        var node = arrangement
        var origin = CGPoint.zero
        while let last = node.sublayouts.last {
            node = last
            origin.x += last.frame.minX
            origin.y += last.frame.minY
        }
        return CGRect(origin: origin, size: node.frame.size)
    }

    @Test(
        "The last leaf sits at (1,000 − w, 1,000 − h), w = 1,000 / 4^rows and h = 1,000 / 4^columns above it",
        arguments: [
            // One column: w = 1,000, h = 250.
            (4, CGRect(x: 0, y: 750, width: 1_000, height: 250)),
            // A column, then a row.
            (16, CGRect(x: 750, y: 750, width: 250, height: 250)),
            // Two columns and a row.
            (64, CGRect(x: 750, y: 937.5, width: 250, height: 62.5)),
            (256, CGRect(x: 937.5, y: 937.5, width: 62.5, height: 62.5)),
            (1_024, CGRect(x: 937.5, y: 984.375, width: 62.5, height: 15.625)),
        ])
    func lastLeaf(leafCount: Int, expected: CGRect) {
        let arrangement = Self.arrangement(leafCount: leafCount)
        #expect(arrangement.frame == CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
        #expect(Self.lastLeaf(of: arrangement) == expected)
        #expect(TreeWorkloads.nestedFlexTreeLastLeaf(leafCount: leafCount) == expected)
    }

    @Test("Every container splits its main axis into four equal parts and stretches its items across")
    func equalQuarters() {
        func check(_ node: LayoutArrangement, isColumn: Bool) {
            guard !node.sublayouts.isEmpty else { return }
            #expect(node.sublayouts.count == 4)
            let size = node.frame.size
            for (index, child) in node.sublayouts.enumerated() {
                let expected =
                    isColumn
                    ? CGRect(
                        x: 0, y: CGFloat(index) * size.height / 4, width: size.width, height: size.height / 4)
                    : CGRect(x: CGFloat(index) * size.width / 4, y: 0, width: size.width / 4, height: size.height)
                #expect(child.frame == expected, "child \(index) of a \(isColumn ? "column" : "row") \(node.frame)")
                check(child, isColumn: !isColumn)
            }
        }
        check(Self.arrangement(leafCount: 256), isColumn: true)
    }

    @Test("The tree has W3's shape: 341 nodes for 256 leaves, the leaves empty items")
    func shape() throws {
        let layout = TreeWorkloads.nestedFlexTree(leafCount: 256)
        #expect(layout.direction == .column)
        #expect(layout.children.allSatisfy { $0.grow == 1 && $0.shrink == 1 && $0.basis == .auto })
        #expect(Self.arrangement(leafCount: 256).nodeCount == 341)
        var node: FlexLayout = layout
        var depth = 0
        while let child = node.children.last, let container = child.layout as? FlexLayout {
            node = container
            depth += 1
            #expect(node.direction == (depth % 2 == 0 ? .column : .row))
        }
        #expect(depth == 3)
        #expect(node.children.allSatisfy { $0.layout == nil && $0.grow == 1 && $0.shrink == 1 && $0.basis == .auto })
    }

    @Test(
        "In one pass every node of W8 is measured once, probed at most once and arranged once",
        arguments: [16, 256])
    func questionsPerNode(leafCount: Int) throws {
        let trace = LayoutTrace()
        let context = LayoutContext(trace: trace)
        let arrangement = TreeWorkloads.nestedFlexTree(leafCount: leafCount).arrangement(
            width: 1_000, height: 1_000, context: context)
        let nodeCount = arrangement.nodeCount
        let summary = trace.summary
        #expect(trace.passCount == 1)
        #expect(summary.count == nodeCount)
        // A column item's base size is its height at its width (one probe, without a limit on its
        // height); a row item's base size is its max-content width, which a flex container answers
        // from its items without a measurement; a stretched row item in a row of definite height
        // is not probed for its height at all. Its real measurement is at its border box.
        #expect(summary.allSatisfy { $0.measureCount == 1 && $0.arrangeCount == 1 && $0.probeCount <= 1 })
        let probed = summary.filter { $0.probeCount == 1 }.count
        // The root, laid out at exactly 1,000 × 1,000, is never probed.
        #expect(summary.first { $0.path.components.count == 1 }?.probeCount == 0)
        #expect(probed < nodeCount)
        // A container is probed or has an answer read again at most twice: its height at a width
        // once, and its max-content width read by its parent's probe and real run.
        let leafDepth = summary.map(\.path.components.count).max()
        let containers = summary.filter { $0.path.components.count != leafDepth }
        #expect(containers.allSatisfy { $0.probeCount + $0.cacheHitCount <= 2 })
        // The leaves are empty items, whose answers their style gives: none of them is probed
        // or asked a question, only measured and arranged.
        let leaves = summary.filter { $0.path.components.count == leafDepth }
        #expect(leaves.count == leafCount)
        #expect(leaves.filter { $0.probeCount > 0 }.count == 0)
        #expect(leaves.allSatisfy { $0.probeCount == 0 && $0.cacheHitCount == 0 })
        #expect(leaves.map { $0.probeCount + $0.cacheHitCount }.reduce(0, +) <= 4 * leaves.count)
    }
}
