import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// Deep trees beyond `DeepTreeTests` (which lays out, compares and releases the 100,000-deep W4
/// chain on each kind of thread): the W4 chain 10,000 deep on each kind of thread too, chains of
/// every built-in kind and of mixed and custom kinds, the two-step API, releasing and comparing on
/// a Dispatch queue, and several deep layouts at once. Chains other than W4 are 20,000 to 30,000
/// deep: enough to cross several stack switches (the first after 128 KiB of the caller's stack,
/// then one after every 4 MiB of a worker's, a few thousand levels in a debug build) while
/// keeping the suite fast in a debug build.
@Suite("Deep trees, every kind and every thread")
struct DeepTreeReliabilityTests {
    /// Runs `body` on a new `Thread` with a stack of `stackSize` bytes (512 KiB by default, the size
    /// of an Apple background queue's threads) and returns its result.
    static func onThread<T: Sendable>(
        stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> T
    ) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    /// Runs `body` on `DispatchQueue.global()` and returns its result.
    static func onGlobalQueue<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }

    /// The root frame and the innermost frame (in root coordinates) of an arrangement that is a
    /// chain (following an overlay's primary, its middle child of three), and the chain's number of
    /// nodes.
    static func chainSummary(_ arrangement: LayoutArrangement) -> (root: CGRect, innermost: CGRect, nodes: Int) {
        var node = arrangement
        var origin = CGPoint.zero
        var nodes = 1
        while true {
            origin.x += node.frame.origin.x
            origin.y += node.frame.origin.y
            let children = node.sublayouts
            guard children.count == 1 || children.count == 3 else { break }
            node = children[children.count == 3 ? 1 : 0]
            nodes += 1
        }
        return (arrangement.frame, CGRect(origin: origin, size: node.frame.size), nodes)
    }

    static let w4Depth = 10_000
    static let w4Side = CGFloat(10 + 2 * w4Depth)

    // MARK: W4, 10,000 deep, on every kind of thread

    @Test("W4 10,000 deep lays out on the main actor")
    @MainActor
    func w4OnMainActor() {
        let summary = Self.chainSummary(TreeWorkloads.deepChain(depth: Self.w4Depth).arrangement())
        #expect(summary.root == rect(0, 0, Self.w4Side, Self.w4Side))
        #expect(summary.innermost == rect(10_000, 10_000, 10, 10))
        #expect(summary.nodes == Self.w4Depth + 1)
    }

    @Test("W4 10,000 deep lays out on DispatchQueue.global()")
    func w4OnGlobalQueue() async {
        let summary = await Self.onGlobalQueue {
            Self.chainSummary(TreeWorkloads.deepChain(depth: Self.w4Depth).arrangement())
        }
        #expect(summary.root == rect(0, 0, Self.w4Side, Self.w4Side))
        #expect(summary.innermost == rect(10_000, 10_000, 10, 10))
    }

    @Test("W4 10,000 deep lays out on a Thread with a 512 KiB stack")
    func w4OnSmallStack() async {
        let summary = await Self.onThread {
            Self.chainSummary(TreeWorkloads.deepChain(depth: Self.w4Depth).arrangement())
        }
        #expect(summary.root == rect(0, 0, Self.w4Side, Self.w4Side))
        #expect(summary.innermost == rect(10_000, 10_000, 10, 10))
    }

    @Test("W4 100,000 deep is released and compared on DispatchQueue.global()")
    func w4ReleasedAndComparedOnGlobalQueue() async {
        let (equal, unequal) = await Self.onGlobalQueue { () -> (Bool, Bool) in
            let first = TreeWorkloads.deepChain(depth: 100_000)
            let second = TreeWorkloads.deepChain(depth: 100_000)
            let deeper = InsetLayout(inset: 1, sublayout: first)
            return (LayoutKey(first) == LayoutKey(second), LayoutKey(deeper) == LayoutKey(second))
            // Both chains are released here, on the queue's thread.
        }
        #expect(equal)
        #expect(!unequal)
    }

    @Test("W4 100,000 deep: measured, then arranged from the measurement, on a 512 KiB stack")
    func w4TwoStep() async {
        let summary = await Self.onThread { () -> (root: CGRect, innermost: CGRect, nodes: Int) in
            let measurement = TreeWorkloads.deepChain(depth: 100_000)
                .measurement(within: CGSize(width: CGFloat.infinity, height: .infinity))
            return Self.chainSummary(
                measurement.arrangement(within: CGRect(origin: .zero, size: measurement.size)))
        }
        #expect(summary.root == rect(0, 0, 200_010, 200_010))
        #expect(summary.innermost == rect(100_000, 100_000, 10, 10))
        #expect(summary.nodes == 100_001)
    }

    @Test("An arrangement 30,000 deep is read and released on another thread than the one that made it")
    func deepArrangementCrossesThreads() async {
        let arrangement = await Self.onThread { TreeWorkloads.deepChain(depth: 30_000).arrangement() }
        let summary = await Self.onGlobalQueue { Self.chainSummary(arrangement) }
        #expect(summary.nodes == 30_001)
        #expect(summary.innermost == rect(30_000, 30_000, 10, 10))
    }

    @Test("The snapshot text of a chain 100,000 deep has one line per node and stays linear in size")
    func deepSnapshotText() async {
        let text = await Self.onThread { TreeWorkloads.deepChain(depth: 100_000).arrangement().snapshotText }
        let lines = text.split(separator: "\n")
        let indent = String(repeating: "  ", count: LayoutArrangement.snapshotIndentedLevels)
        #expect(lines.count == 100_001)
        // Levels beyond the indented ones keep the deepest indentation and name their depth.
        #expect(lines.last == Substring(indent + "[100000] SizeLayout (1, 1, 10, 10)"))
        #expect(lines[32] == Substring(indent + "InsetLayout (1, 1, 199946, 199946)"))
        #expect(lines[33] == Substring(indent + "[33] InsetLayout (1, 1, 199944, 199944)"))
        #expect(text.utf8.count < 100_001 * 120)
    }

    // MARK: Every kind of layout, deep

    /// A chain of `depth` layouts of one kind around a 10 × 10 leaf.
    static func chain(of kind: String, depth: Int) -> any Layout {
        var layout: any Layout = SizeLayout(width: 10, height: 10)
        for level in 0..<depth {
            switch kind {
            case "stack":
                layout = StackLayout(axis: level.isMultiple(of: 2) ? .vertical : .horizontal, sublayouts: [layout])
            case "overlay":
                layout = OverlayLayout(
                    primaryLayouts: [layout], backgroundLayouts: [SizeLayout()], overlayLayouts: [LabelLayout(text: "")]
                )
            case "size": layout = SizeLayout(minWidth: 10, minHeight: 10, sublayout: layout)
            case "inset":
                layout = InsetLayout(insets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0), sublayout: layout)
            default:
                // Mixed: every built-in kind in turn.
                switch level % 4 {
                case 0: layout = StackLayout(axis: .vertical, spacing: 3, sublayouts: [layout])
                case 1: layout = OverlayLayout(primaryLayouts: [layout])
                case 2: layout = SizeLayout(minSize: CGSize(width: 5, height: 5), sublayout: layout)
                default: layout = InsetLayout(inset: 0, sublayout: layout)
                }
            }
        }
        return layout
    }

    @Test(
        "A chain 20,000 deep of each kind lays out right to left and snapped on a 512 KiB stack, and is released",
        arguments: ["stack", "overlay", "size", "inset", "mixed"])
    func everyKind(_ kind: String) async {
        // 20,000 levels: several stacks' worth of nesting in a debug build (1–2.5 KiB a level).
        let (nodes, root, width) = await Self.onThread { () -> (Int, CGRect, CGFloat) in
            let arrangement = Self.chain(of: kind, depth: 20_000)
                .arrangement(width: 40_000, context: LayoutContext(direction: .rightToLeft, scale: 3))
            return (arrangement.nodeCount, arrangement.frame, Self.chainSummary(arrangement).innermost.width)
        }
        // Overlays add a background and an overlay at each level.
        #expect(nodes == (kind == "overlay" ? 60_001 : 20_001))
        #expect(root.width == 40_000)
        #expect(width == 10)
    }

    /// A custom layout that passes its child straight through: its node is in the tree, between
    /// the built-in layouts around and inside it.
    struct PassThrough: CustomLayout {
        var child: any Layout
        var sublayouts: [any Layout] { [child] }
        var flexibility: Flexibility { child.flexibility }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(within: maxSize)
        }
    }

    @Test("A chain 20,000 deep alternating custom and built-in layouts lays out on a 512 KiB stack")
    func customAndBuiltInAlternating() async {
        let summary = await Self.onThread { () -> (root: CGRect, innermost: CGRect, nodes: Int) in
            var layout: any Layout = SizeLayout(width: 10, height: 10)
            for level in 0..<20_000 {
                layout = level.isMultiple(of: 2) ? InsetLayout(inset: 1, sublayout: layout) : PassThrough(child: layout)
            }
            return Self.chainSummary(layout.arrangement())
        }
        #expect(summary.root == rect(0, 0, 20_010, 20_010))
        #expect(summary.innermost == rect(10_000, 10_000, 10, 10))
        #expect(summary.nodes == 20_001)
    }

    @Test("A chain 5,000 deep of custom layouts alone gets its nodes, lays out and is released")
    func customOnly() async {
        // Under a built-in root, so that its nodes are made when the root is built (past a few
        // dozen levels without recursion). Released on a thread with a main thread's stack: the
        // values themselves (structs holding structs) are released recursively by Swift.
        let summary = await Self.onThread(stackSize: 8 << 20) { () -> (root: CGRect, innermost: CGRect, nodes: Int) in
            var layout: any Layout = SizeLayout(width: 10, height: 10)
            for _ in 0..<5_000 { layout = PassThrough(child: layout) }
            return Self.chainSummary(InsetLayout(inset: 1, sublayout: layout).arrangement())
        }
        #expect(summary.root == rect(0, 0, 12, 12))
        #expect(summary.innermost == rect(1, 1, 10, 10))
        #expect(summary.nodes == 5_002)
    }

    @Test("Four chains 30,000 deep lay out at the same time on four threads")
    func concurrentDeepLayouts() async {
        let chain = TreeWorkloads.deepChain(depth: 30_000)
        let frames = await withTaskGroup(of: CGRect.self) { group in
            for _ in 0..<4 {
                group.addTask { await Self.onThread { chain.arrangement().frame } }
            }
            var frames: [CGRect] = []
            for await frame in group { frames.append(frame) }
            return frames
        }
        #expect(frames == Array(repeating: rect(0, 0, 60_010, 60_010), count: 4))
    }
}
