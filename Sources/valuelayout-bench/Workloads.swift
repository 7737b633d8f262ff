import Dispatch
import Foundation
import ValueLayout
import ValueLayoutWorkloads

/// The benchmark's settings.
struct Options {
    var quick = false
    var json = false
    var repetitions = 31
    var workloads: Set<String> = ["W1", "W2", "W3", "W4", "W5", "W6", "W8"]
}

/// Runs the workloads of docs/workloads.md.
struct Benchmarks {
    let options: Options
    let context = LayoutContext.fixedAdvance
    let measurer = FixedAdvanceTextMeasurer()
    var rows: [ResultRow] = []
    var failures: [String] = []

    init(options: Options) { self.options = options }

    var repetitions: Int { options.repetitions }

    /// Enough passes per timed sample that one sample lasts about `targetNanoseconds`.
    func batchSize(forNodes nodes: Int, nanosecondsPerNode: Double = 50) -> Int {
        let target = options.quick ? 200_000.0 : 2_000_000.0
        return max(1, Int(target / (Double(nodes) * nanosecondsPerNode)))
    }

    mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    // MARK: W1

    mutating func runFeedItem() {
        let data = FeedItemData(index: 0)
        let layout = FeedItemLayout.make(data)
        let width = CGFloat(FeedItemLayout.width)
        let arrangement = layout.arrangement(width: width, context: context)
        let manual = ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer)
        check(
            preOrderFrames(arrangement) == manual.all,
            "W1: the library's frames differ from the hand-written code's")
        let nodes = arrangement.nodeCount
        let batch = batchSize(forNodes: nodes)
        let context = self.context
        let measurer = self.measurer
        let text = TextReplay(recording: layout, width: width)
        let shape = StoredFrameTree.feedItemShape()
        defer { shape.deallocate() }
        let source = StoredFrameTree.Source(data)
        let stored = StoredFrameTree(frames: manual, shape: shape, source: source)
        check(
            stored.frames == manual.all && stored.parents == preOrderNodes(arrangement).map(\.parent),
            "W1: the stored hand-written tree differs from the library's arrangement")
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(layout.arrangement(width: width, context: context).frame.height)
                    }
                },
                {
                    for _ in 0..<batch {
                        consume(ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer).root.height)
                    }
                },
                {
                    for _ in 0..<batch { consume(text.measure(with: measurer)) }
                },
                {
                    for _ in 0..<batch {
                        let tree = StoredFrameTree.feedItem(
                            data, width: width, measurer: measurer, shape: shape, source: source)
                        consume(tree.frame(at: 0).height)
                    }
                },
            ], operations: batch)
        let allocations = AllocationDelta.ofPass { layout.arrangement(width: width, context: context) }
        let (storedAllocations, storedTree) = AllocationDelta.measure {
            StoredFrameTree.feedItem(data, width: width, measurer: measurer, shape: shape, source: source)
        }
        consume(storedTree.frame(at: 0).height)
        rows.append(
            ResultRow(
                workload: "W1 feed item", size: "1 cell", nodes: nodes, nanosecondsPerPass: medians[0],
                baselineNanosecondsPerPass: medians[1],
                allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes),
                note: String(
                    format: "the pass's \(text.count) text measurements alone: %.0f ns (%.2f× the hand-written pass); "
                        + "the library beyond them: %.0f ns; the hand-written frames stored as a heap tree "
                        + "(StoredFrameTree, %d allocation%@): %.0f ns (%.2f×)",
                    medians[2], medians[2] / medians[1], medians[0] - medians[2],
                    Int(storedAllocations.allocations), storedAllocations.allocations == 1 ? "" : "s", medians[3],
                    medians[3] / medians[1])))
    }

    /// What a cell costs an app: W1's value built from a prebuilt model and then arranged, beside
    /// the hand-written code given the same model, interleaved in one run; with building alone
    /// and arranging a built value alone in the same run.
    mutating func runFeedItemBuildAndArrange() {
        let data = FeedItemData(index: 0)
        let width = CGFloat(FeedItemLayout.width)
        let context = self.context
        let measurer = self.measurer
        let built = FeedItemLayout.make(data)
        check(
            preOrderFrames(FeedItemLayout.make(data).arrangement(width: width, context: context))
                == ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer).all,
            "W1 build + arrange: the library's frames differ from the hand-written code's")
        let nodes = built.arrangement(width: width, context: context).nodeCount
        let batch = batchSize(forNodes: nodes, nanosecondsPerNode: 150)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(FeedItemLayout.make(data).arrangement(width: width, context: context).frame.height)
                    }
                },
                {
                    for _ in 0..<batch {
                        consume(ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer).root.height)
                    }
                },
                { for _ in 0..<batch { consume(Double(FeedItemLayout.make(data).flexibility.horizontal ?? 0)) } },
                { for _ in 0..<batch { consume(built.arrangement(width: width, context: context).frame.height) } },
            ], operations: batch)
        let building = AllocationDelta.measure { FeedItemLayout.make(data) }.0
        rows.append(
            ResultRow(
                workload: "W1 build + arrange (what a cell costs)", size: "1 cell", nodes: nodes,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[1],
                allocationsPerNode: perNode(building.allocations, nodes),
                retainedBytesPerNode: perNode(building.retainedBytes, nodes),
                note: String(
                    format: "baseline: the hand-written code given the same model; building alone %.0f ns, "
                        + "arranging a built value %.0f ns, in the same run; allocations are building's "
                        + "(a node per layout and the arrays of children the cell's code makes)",
                    medians[2], medians[3])))
    }

    /// W1 with every stack and inset written as a custom layout (beyond docs/workloads.md),
    /// beside the built-in W1 and the hand-written code in the same run: what the custom-layout
    /// route costs. As the root of each pass, and under a built-in root that keeps the custom
    /// layouts' nodes between passes.
    mutating func runCustomFeedItem() {
        let data = FeedItemData(index: 0)
        let width = CGFloat(FeedItemLayout.width)
        let builtIn = FeedItemLayout.make(data)
        let custom = FeedItemLayout.makeWithCustomContainers(data)
        let kept = SizeLayout(sublayout: custom)
        let context = self.context
        let measurer = self.measurer
        let expected = preOrderFrames(builtIn.arrangement(width: width, context: context))
        check(
            preOrderFrames(custom.arrangement(width: width, context: context)) == expected,
            "W1 with custom containers: the frames differ from the built-in W1's")
        let nodes = custom.arrangement(width: width, context: context).nodeCount
        let batch = batchSize(forNodes: nodes)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                { for _ in 0..<batch { consume(custom.arrangement(width: width, context: context).frame.height) } },
                { for _ in 0..<batch { consume(builtIn.arrangement(width: width, context: context).frame.height) } },
                { for _ in 0..<batch { consume(kept.arrangement(width: width, context: context).frame.height) } },
                {
                    for _ in 0..<batch {
                        consume(ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer).root.height)
                    }
                },
            ], operations: batch)
        let allocations = AllocationDelta.ofPass { custom.arrangement(width: width, context: context) }
        rows.append(
            ResultRow(
                workload: "W1, custom stacks and insets (beyond workloads.md)", size: "1 cell", nodes: nodes,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[3],
                allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes),
                note: String(
                    format: "%.2f× the built-in W1 (%.0f ns) in the same run; under a built-in root, which keeps "
                        + "the custom layouts' nodes between passes: %.0f ns (%.2f×)",
                    medians[0] / medians[1], medians[1], medians[2], medians[2] / medians[1])))
    }

    /// Building W1's value (no layout pass) with the result builder against
    /// building it with initialisers and arrays, interleaved in one run; the goal is at most 1.1×.
    mutating func runFeedItemBuilding() {
        let data = FeedItemData(index: 0)
        let withInitialisers = FeedItemLayout.make(data)
        let withBuilder = FeedItemLayout.makeWithBuilder(data)
        check(
            LayoutKey(withBuilder) == LayoutKey(withInitialisers),
            "W1 built with the result builder differs from W1 built with initialisers")
        let nodes = withInitialisers.arrangement(width: CGFloat(FeedItemLayout.width), context: context).nodeCount
        let batch = batchSize(forNodes: nodes, nanosecondsPerNode: 100)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(Double(FeedItemLayout.makeWithBuilder(data).flexibility.horizontal ?? 0))
                    }
                },
                { for _ in 0..<batch { consume(Double(FeedItemLayout.make(data).flexibility.horizontal ?? 0)) } },
            ], operations: batch)
        let allocations = AllocationDelta.measure { FeedItemLayout.makeWithBuilder(data) }.0
        rows.append(
            ResultRow(
                workload: "W1 built with the result builder", size: "1 cell", nodes: nodes,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[1],
                allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes),
                note: String(
                    format: "building the value only, no pass; baseline: built with initialisers (%.0f ns), "
                        + "goal at most 1.1×", medians[1])))
    }

    /// A pass over a single fixed-size leaf (beyond docs/workloads.md): what every pass
    /// costs whatever its tree, which a feed pays once per cell.
    mutating func runSingleLeaf() {
        let leaf = SizeLayout(width: 50, height: 50)
        let context = self.context
        let width = CGFloat(FeedItemLayout.width)
        let batch = batchSize(forNodes: 1, nanosecondsPerNode: 150)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [{ for _ in 0..<batch { consume(leaf.arrangement(width: width, context: context).frame.height) } }],
            operations: batch)
        let allocations = AllocationDelta.ofPass { leaf.arrangement(width: width, context: context) }
        rows.append(
            ResultRow(
                workload: "one leaf (beyond workloads.md)", size: "1 node", nodes: 1, nanosecondsPerPass: medians[0],
                allocationsPerNode: perNode(allocations.allocations, 1),
                retainedBytesPerNode: perNode(allocations.retainedBytes, 1),
                note: "the cost of any pass: set-up, the arrangement's storage, finishing"))
    }

    mutating func runFeedList(count: Int) -> Double {
        let items = (0..<count).map(FeedItemData.init(index:))
        let layouts = items.map(FeedItemLayout.make)
        let width = CGFloat(FeedItemLayout.width)
        let context = self.context
        let measurer = self.measurer
        var nodes = 0
        for (item, layout) in zip(items, layouts) {
            let arrangement = layout.arrangement(width: width, context: context)
            nodes += arrangement.nodeCount
            if preOrderFrames(arrangement)
                != ManualFeedItemLayout.frames(for: item, width: width, measurer: measurer).all
            {
                failures.append("W1 list: cell \(item.posterName) differs from the hand-written code")
                break
            }
        }
        let batch = max(1, batchSize(forNodes: nodes))
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                {
                    for _ in 0..<batch {
                        for layout in layouts {
                            consume(layout.arrangement(width: width, context: context).frame.height)
                        }
                    }
                },
                {
                    for _ in 0..<batch {
                        for item in items {
                            consume(
                                ManualFeedItemLayout.frames(for: item, width: width, measurer: measurer).root.height)
                        }
                    }
                },
            ], operations: batch)
        rows.append(
            ResultRow(
                workload: "W1 feed list", size: "\(count) cells", nodes: nodes, nanosecondsPerPass: medians[0],
                baselineNanosecondsPerPass: medians[1]))
        return medians[0]
    }

    // MARK: W2, W3, W4

    mutating func runFlatList(count: Int) {
        let layout = TreeWorkloads.flatList(count: count)
        let width: CGFloat = 375
        let arrangement = layout.arrangement(width: width, context: context)
        let last = arrangement.sublayouts[arrangement.sublayouts.count - 1].frame
        check(last.origin.y == CGFloat(count - 1) * 20, "W2 \(count): the last leaf's y is \(last.origin.y)")
        let frames = UnsafeMutableBufferPointer<CGRect>.allocate(capacity: count)
        defer { frames.deallocate() }
        frames.initialize(repeating: .zero)
        ManualFlatListLayout.frames(count: count, width: width, into: frames)
        check(
            frames.elementsEqual(arrangement.sublayouts.map(\.frame)),
            "W2 \(count): the library's frames differ from the hand-written code's")
        let nodes = count + 1
        let batch = batchSize(forNodes: nodes)
        let context = self.context
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(layout.arrangement(width: width, context: context).frame.height)
                    }
                },
                {
                    for _ in 0..<batch {
                        ManualFlatListLayout.frames(count: count, width: width, into: frames)
                        consume(frames[count - 1].origin.y)
                    }
                },
            ], operations: batch)
        let allocations = AllocationDelta.ofPass { layout.arrangement(width: width, context: context) }
        rows.append(
            ResultRow(
                workload: "W2 flat list", size: "N = \(count)", nodes: nodes, nanosecondsPerPass: medians[0],
                baselineNanosecondsPerPass: medians[1],
                allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes)))
    }

    /// Building W2's value with a leaf of its own for each row (beyond the pass: what a list of
    /// rows costs to describe), beside the same list built with one leaf value repeated and
    /// beside a pass over it, interleaved in one run.
    mutating func runFlatListBuilding(count: Int) {
        let width: CGFloat = 375
        let context = self.context
        let built = TreeWorkloads.flatListOfDistinctLeaves(count: count)
        check(
            LayoutKey(built) == LayoutKey(TreeWorkloads.flatList(count: count)),
            "W2 build: a leaf per row differs from one leaf repeated")
        let nodes = count + 1
        let batch = batchSize(forNodes: nodes, nanosecondsPerNode: 300)
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(Double(TreeWorkloads.flatListOfDistinctLeaves(count: count).flexibility.vertical ?? 0))
                    }
                },
                { for _ in 0..<batch { consume(built.arrangement(width: width, context: context).frame.height) } },
                {
                    for _ in 0..<batch {
                        consume(Double(TreeWorkloads.flatList(count: count).flexibility.vertical ?? 0))
                    }
                },
            ], operations: batch)
        let building = AllocationDelta.measure { TreeWorkloads.flatListOfDistinctLeaves(count: count) }.0
        rows.append(
            ResultRow(
                workload: "W2 build (a leaf per row)", size: "N = \(count)", nodes: nodes,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[1],
                allocationsPerNode: perNode(building.allocations, nodes),
                retainedBytesPerNode: perNode(building.retainedBytes, nodes),
                note: String(
                    format: "baseline: a pass over the built list in the same run; one leaf value repeated: %.0f ns",
                    medians[2])))
    }

    mutating func runNestedTree(leafCount: Int) {
        // What the layout values themselves occupy: the memory each pass reads.
        let (building, layout) = AllocationDelta.measure { TreeWorkloads.nestedTree(leafCount: leafCount) }
        let arrangement = layout.arrangement(context: context)
        let nodes = arrangement.nodeCount
        let batch = batchSize(forNodes: nodes)
        let context = self.context
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                {
                    for _ in 0..<batch { consume(layout.arrangement(context: context).frame.height) }
                }
            ], operations: batch)
        let allocations = AllocationDelta.ofPass { layout.arrangement(context: context) }
        rows.append(
            ResultRow(
                workload: "W3 nested tree", size: "\(leafCount) leaves", nodes: nodes,
                nanosecondsPerPass: medians[0], allocationsPerNode: perNode(allocations.allocations, nodes),
                retainedBytesPerNode: perNode(allocations.retainedBytes, nodes),
                note: AllocationDelta.isAvailable
                    ? String(
                        format: "layout values: %.0f bytes per node in %.2f heap blocks per node",
                        Double(building.retainedBytes) / Double(nodes), Double(building.allocations) / Double(nodes))
                    : nil))
    }

    /// W3's linear scaling, measured side by side: the trees of `leafCounts` (smallest first)
    /// interleaved sample by sample, so that a quiet or busy moment of the machine affects every
    /// size alike. Reports the time per node of each size relative to the smallest. (Each sample
    /// of a tree follows the other trees' samples, which take some of its values out of the
    /// caches: the figures lie a little above those of the rows that time each size alone.)
    mutating func runNestedTreeScaling(leafCounts: [Int]) {
        let layouts = leafCounts.map { TreeWorkloads.nestedTree(leafCount: $0) }
        let (nodes, medians) = timedInRotation(layouts)
        rows.append(
            ResultRow(
                workload: "W3 scaling, interleaved", size: "\(leafCounts.last!) leaves", nodes: nodes.last!,
                nanosecondsPerPass: medians.last!,
                note: Self.perNodeComparison(
                    labels: leafCounts.map { "\($0) leaves" }, nanosecondsPerPass: medians, nodes: nodes)))
    }

    /// W3's tree of `leafCount` leaves built in each ``TreeWorkloads/AllocationOrder``, interleaved
    /// sample by sample: how much the time per node depends on where the values lie in memory.
    mutating func runNestedTreeAllocationOrders(leafCount: Int) {
        let orders = TreeWorkloads.AllocationOrder.allCases
        let layouts = orders.map { TreeWorkloads.nestedTree(leafCount: leafCount, allocationOrder: $0) }
        let context = self.context
        let snapshots = layouts.map { $0.arrangement(context: context).snapshotText }
        check(
            snapshots.allSatisfy { $0 == snapshots[0] },
            "W3 \(leafCount): the allocation orders gave different arrangements")
        let (nodes, medians) = timedInRotation(layouts)
        rows.append(
            ResultRow(
                workload: "W3 allocation orders", size: "\(leafCount) leaves", nodes: nodes[0],
                nanosecondsPerPass: medians[0],
                note: Self.perNodeComparison(
                    labels: orders.map(\.rawValue), nanosecondsPerPass: medians, nodes: nodes)))
    }

    /// Times a pass of each of `layouts` in rotation, sample by sample (each sample about as long
    /// as the others); returns each one's node count and median nanoseconds per pass.
    private func timedInRotation(_ layouts: [any Layout]) -> (nodes: [Int], nanosecondsPerPass: [Double]) {
        let context = self.context
        let nodes = layouts.map { $0.arrangement(context: context).nodeCount }
        let batches = nodes.map { batchSize(forNodes: $0) }
        let bodies: [() -> Void] = zip(layouts, batches).map { layout, batch in
            { for _ in 0..<batch { consume(layout.arrangement(context: context).frame.height) } }
        }
        let medians = interleavedMedians(repetitions: repetitions, warmUp: 2, bodies: bodies, operations: batches)
        return (nodes, medians)
    }

    /// "ns per node: first 20.1; second 25.3 (1.26×); …": each subject's time per node, and every
    /// subject's after the first relative to the first's.
    static func perNodeComparison(labels: [String], nanosecondsPerPass: [Double], nodes: [Int]) -> String {
        let perNode = zip(nanosecondsPerPass, nodes).map { $0 / Double($1) }
        let entries = zip(labels, perNode).enumerated().map { index, entry in
            index == 0
                ? String(format: "%@ %.1f", entry.0, entry.1)
                : String(format: "%@ %.1f (%.2f×)", entry.0, entry.1, entry.1 / perNode[0])
        }
        return "ns per node: " + entries.joined(separator: "; ")
    }

    mutating func runDeepChain(depth: Int) {
        let layout = TreeWorkloads.deepChain(depth: depth)
        let context = self.context
        let expected = CGFloat(10 + 2 * depth)
        // On a background queue, whose threads have small stacks (512 KiB on Apple platforms).
        let size = onBackgroundQueue { layout.arrangement(context: context).frame.size }
        check(
            size == CGSize(width: expected, height: expected),
            "W4 \(depth): root size \(size), expected \(expected) × \(expected)")
        let nodes = depth + 1
        let batch = max(1, batchSize(forNodes: nodes, nanosecondsPerNode: 100))
        let medians = interleavedMedians(
            repetitions: max(5, repetitions / 3), warmUp: 1,
            bodies: [
                {
                    consume(
                        onBackgroundQueue {
                            var height = 0.0
                            for _ in 0..<batch { height += layout.arrangement(context: context).frame.height }
                            return height
                        })
                }
            ], operations: batch)
        rows.append(
            ResultRow(
                workload: "W4 deep chain (background queue)", size: "D = \(depth)", nodes: nodes,
                nanosecondsPerPass: medians[0], note: "root \(Int(expected))×\(Int(expected)), no crash"))
    }

    // MARK: Helpers

    func perNode<Count: BinaryInteger>(_ value: Count, _ nodes: Int) -> Double? {
        AllocationDelta.isAvailable ? Double(value) / Double(nodes) : nil
    }
}

/// The nodes of an arrangement tree in pre-order: each one's frame, and its parent's position in
/// the same order (−1 for the root).
func preOrderNodes(_ arrangement: LayoutArrangement) -> [(frame: CGRect, parent: Int)] {
    var nodes: [(frame: CGRect, parent: Int)] = []
    var stack = [(arrangement, -1)]
    while let (node, parent) = stack.popLast() {
        let position = nodes.count
        nodes.append((node.frame, parent))
        stack.append(contentsOf: node.sublayouts.reversed().map { ($0, position) })
    }
    return nodes
}

/// The frames of an arrangement tree in pre-order.
func preOrderFrames(_ arrangement: LayoutArrangement) -> [CGRect] {
    preOrderNodes(arrangement).map(\.frame)
}

/// Runs `body` on a global Dispatch queue and waits for its result.
func onBackgroundQueue<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        box.value = body()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// Carries a result from a background queue to the waiting thread (the semaphore orders the
/// accesses).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// One slot per worker thread; each worker writes only its own slot.
final class WorkerResults: @unchecked Sendable {
    private var values: [Double]

    init(count: Int) { values = Array(repeating: 0, count: count) }

    func store(_ value: Double, for worker: Int) {
        values.withUnsafeMutableBufferPointer { $0[worker] = value }
    }

    var total: Double { values.reduce(0, +) }
}
