import Foundation
import ValueLayout
import ValueLayoutWorkloads

extension Benchmarks {
    // MARK: W1 with flex containers

    /// W1 with every stack written as a `FlexLayout` (beyond docs/workloads.md), beside the
    /// built-in W1 and the hand-written code in the same run: what the same cell costs when its
    /// containers run the CSS flexbox algorithm.
    mutating func runFlexFeedItem() {
        let data = FeedItemData(index: 0)
        let width = CGFloat(FeedItemLayout.width)
        let stacks = FeedItemLayout.make(data)
        let flex = FeedItemLayout.makeWithFlexContainers(data)
        let context = self.context
        let measurer = self.measurer
        let stackArrangement = stacks.arrangement(width: width, context: context)
        let flexArrangement = flex.arrangement(width: width, context: context)
        // The same tree, and the same frames but for the social actions' labels, which flexbox
        // frames at their equal slots (see FeedItemLayout.makeWithFlexContainers).
        let equalSlots: Set<String> = ["like", "comment", "share"]
        let differing = zip(preOrderArrangements(stackArrangement), preOrderArrangements(flexArrangement))
            .filter { $0.frame != $1.frame }
            .map { $0.1.viewReuseId ?? "?" }
        check(
            flexArrangement.nodeCount == stackArrangement.nodeCount && Set(differing) == equalSlots,
            "W1 with flex containers: frames differ from W1's beyond the social actions: \(differing)")
        let nodes = flexArrangement.nodeCount
        let batch = batchSize(forNodes: nodes, nanosecondsPerNode: 150)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                { for _ in 0..<batch { consume(flex.arrangement(width: width, context: context).frame.height) } },
                { for _ in 0..<batch { consume(stacks.arrangement(width: width, context: context).frame.height) } },
                {
                    for _ in 0..<batch {
                        consume(ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer).root.height)
                    }
                },
            ], operations: batch)
        let allocations = AllocationDelta.ofPass { flex.arrangement(width: width, context: context) }
        rows.append(
            ResultRow(
                workload: "W1, flex containers (beyond workloads.md)", size: "1 cell", nodes: nodes,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[2],
                allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes),
                note: String(
                    format: "%.2f× the built-in W1 with stacks (%.0f ns) in the same run", medians[0] / medians[1],
                    medians[1])))
    }

    // MARK: W8

    /// W8 at one size: the nested flex tree of `leafCount` leaves laid out at exactly 1,000 ×
    /// 1,000, after checking where its last leaf is.
    mutating func runNestedFlexTree(leafCount: Int) {
        let (building, layout) = AllocationDelta.measure { TreeWorkloads.nestedFlexTree(leafCount: leafCount) }
        let side = CGFloat(TreeWorkloads.nestedFlexTreeSide)
        let context = self.context
        let arrangement = layout.arrangement(width: side, height: side, context: context)
        let lastLeaf = Self.lastLeafFrame(of: arrangement)
        let expected = TreeWorkloads.nestedFlexTreeLastLeaf(leafCount: leafCount)
        check(lastLeaf == expected, "W8 \(leafCount): the last leaf is at \(lastLeaf), expected \(expected)")
        let nodes = arrangement.nodeCount
        let batch = batchSize(forNodes: nodes, nanosecondsPerNode: 500)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(layout.arrangement(width: side, height: side, context: context).frame.height)
                    }
                }
            ], operations: batch)
        let allocations = AllocationDelta.ofPass { layout.arrangement(width: side, height: side, context: context) }
        rows.append(
            ResultRow(
                workload: "W8 nested flex", size: "\(leafCount) leaves", nodes: nodes,
                nanosecondsPerPass: medians[0], allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes),
                note: AllocationDelta.isAvailable
                    ? String(
                        format:
                            "last leaf at (%g, %g); layout values: %.0f bytes per node in %.2f heap blocks per node",
                        lastLeaf.minX, lastLeaf.minY, Double(building.retainedBytes) / Double(nodes),
                        Double(building.allocations) / Double(nodes))
                    : String(format: "last leaf at (%g, %g)", lastLeaf.minX, lastLeaf.minY)))
    }

    /// W8's scaling, measured side by side: the trees of `leafCounts` (smallest first) interleaved
    /// sample by sample, as W3's scaling row does; reports the time per node of each size
    /// relative to the smallest (goal: within 1.3× at 65,536 leaves).
    mutating func runNestedFlexTreeScaling(leafCounts: [Int]) {
        let side = CGFloat(TreeWorkloads.nestedFlexTreeSide)
        let context = self.context
        let layouts = leafCounts.map { TreeWorkloads.nestedFlexTree(leafCount: $0) }
        let nodes = layouts.map { $0.arrangement(width: side, height: side, context: context).nodeCount }
        let batches = nodes.map { batchSize(forNodes: $0, nanosecondsPerNode: 500) }
        let bodies: [() -> Void] = zip(layouts, batches).map { layout, batch in
            {
                for _ in 0..<batch {
                    consume(layout.arrangement(width: side, height: side, context: context).frame.height)
                }
            }
        }
        let medians = interleavedMedians(repetitions: repetitions, warmUp: 2, bodies: bodies, operations: batches)
        rows.append(
            ResultRow(
                workload: "W8 scaling, interleaved", size: "\(leafCounts.last!) leaves", nodes: nodes.last!,
                nanosecondsPerPass: medians.last!,
                note: Self.perNodeComparison(
                    labels: leafCounts.map { "\($0) leaves" }, nanosecondsPerPass: medians, nodes: nodes)
                    + " (goal: within 1.3× at 65,536 leaves)"))
    }

    /// The frame of the last leaf of a W8 arrangement (the last child of the last child… of the
    /// root), in the root's coordinates.
    static func lastLeafFrame(of arrangement: LayoutArrangement) -> CGRect {
        var node = arrangement
        var origin = CGPoint.zero
        while let last = node.sublayouts.last {
            node = last
            origin.x += last.frame.minX
            origin.y += last.frame.minY
        }
        return CGRect(origin: origin, size: node.frame.size)
    }
}

/// The nodes of an arrangement tree in pre-order.
func preOrderArrangements(_ arrangement: LayoutArrangement) -> [LayoutArrangement] {
    var nodes: [LayoutArrangement] = []
    var stack = [arrangement]
    while let node = stack.popLast() {
        nodes.append(node)
        stack.append(contentsOf: node.sublayouts.reversed())
    }
    return nodes
}
