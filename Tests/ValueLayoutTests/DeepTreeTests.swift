import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// Runs `body` on a new `Thread` with a stack of `stackSize` bytes and returns its result.
func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(returning: body())
        }
        thread.stackSize = stackSize
        thread.start()
    }
}

/// Runs `body` on a new `Thread` with a 512 KiB stack (the size of an Apple background queue's
/// threads) and returns its result.
func onSmallStackThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await onThread(stackSize: 512 * 1024, body)
}

/// Very deep and very wide trees: W4 deep chains of 100,000 insets (laid out, compared and released
/// without overflowing even a small stack) and the W2 flat list of 100,000 leaves.
@Suite("Deep and wide trees")
struct DeepTreeTests {
    static let depth = 100_000
    /// One W4 chain 100,000 deep, built once and shared by the tests that only lay it out.
    static let chain = TreeWorkloads.deepChain(depth: depth)
    /// (10 + 2D) × (10 + 2D).
    static let rootFrame = rect(0, 0, CGFloat(10 + 2 * depth), CGFloat(10 + 2 * depth))

    /// The innermost frame, in the root's coordinates: (D, D, 10, 10).
    static func innermostAbsoluteFrame(_ arrangement: LayoutArrangement) -> CGRect {
        var node = arrangement
        var origin = CGPoint.zero
        while true {
            origin.x += node.frame.minX
            origin.y += node.frame.minY
            guard node.sublayouts.count == 1 else { break }
            node = node.sublayouts[0]
        }
        return CGRect(origin: origin, size: node.frame.size)
    }

    /// On Apple platforms the main actor is the main thread. (Under `swift test` on Linux the main
    /// actor runs on an executor thread, not the process's main thread; the next test covers a
    /// main-thread-sized 8 MiB stack explicitly.)
    @Test("A chain 100,000 deep lays out on the main actor")
    @MainActor
    func mainActor() {
        let arrangement = Self.chain.arrangement()
        #expect(arrangement.frame == Self.rootFrame)
        #expect(Self.innermostAbsoluteFrame(arrangement) == rect(CGFloat(Self.depth), CGFloat(Self.depth), 10, 10))
    }

    @Test("A chain 100,000 deep lays out on a thread with the main thread's 8 MiB stack")
    func mainSizedStackThread() async {
        let frame = await onThread(stackSize: 8 << 20) { Self.chain.arrangement().frame }
        #expect(frame == Self.rootFrame)
    }

    @Test("A chain 100,000 deep lays out on a thread with a 512 KiB stack")
    func smallStackThread() async {
        let (frame, innermost, nodes) = await onSmallStackThread { () -> (CGRect, CGRect, Int) in
            let arrangement = Self.chain.arrangement()
            return (arrangement.frame, Self.innermostAbsoluteFrame(arrangement), arrangement.nodeCount)
        }
        #expect(frame == Self.rootFrame)
        #expect(innermost == rect(CGFloat(Self.depth), CGFloat(Self.depth), 10, 10))
        #expect(nodes == Self.depth + 1)
    }

    @Test("A chain 100,000 deep lays out on a global Dispatch queue")
    func dispatchQueue() async {
        let frame = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Self.chain.arrangement().frame)
            }
        }
        #expect(frame == Self.rootFrame)
    }

    @Test("A chain 100,000 deep measures without arranging on a small stack")
    func measurementOnly() async {
        let size = await onSmallStackThread {
            Self.chain.measurement(within: CGSize(width: CGFloat.infinity, height: .infinity)).size
        }
        #expect(size == Self.rootFrame.size)
    }

    @Test("A chain 100,000 deep at a given width, right to left, snapped: laid out without a crash")
    func rightToLeftSnapped() async {
        let frame = await onSmallStackThread {
            Self.chain
                .arrangement(width: 300_000, context: LayoutContext(direction: .rightToLeft, scale: 3)).frame
        }
        #expect(frame == rect(0, 0, 300_000, CGFloat(10 + 2 * Self.depth)))
    }

    @Test("Building and releasing a chain 100,000 deep, and its arrangement, on a small stack does not crash")
    func release() async {
        // A crash (stack overflow in a recursive deinit) would end the test process.
        let frames = await onSmallStackThread { () -> [CGRect] in
            var frames: [CGRect] = []
            do {
                let layout = TreeWorkloads.deepChain(depth: Self.depth)
                let arrangement = layout.arrangement()
                frames.append(arrangement.frame)
            }
            // The layout tree and the arrangement have been released here; now a tree that was
            // never laid out, and a measurement on its own.
            do {
                let layout = TreeWorkloads.deepChain(depth: Self.depth)
                frames.append(
                    CGRect(origin: .zero, size: layout.measurement(within: CGSize(width: 1e9, height: 1e9)).size))
            }
            return frames
        }
        #expect(frames == [Self.rootFrame, Self.rootFrame])
    }

    @Test("Comparing and hashing two chains 100,000 deep on a small stack does not crash")
    func equality() async {
        let (equal, unequal, sameHash) = await onSmallStackThread { () -> (Bool, Bool, Bool) in
            let first = Self.chain as! InsetLayout
            let second = TreeWorkloads.deepChain(depth: Self.depth) as! InsetLayout
            let shorter = TreeWorkloads.deepChain(depth: Self.depth - 1) as! InsetLayout
            return (first == second, first == shorter, first.hashValue == second.hashValue)
        }
        #expect(equal)
        #expect(!unequal)
        #expect(sameHash)
    }

    @Test("Two chains 100,000 deep differing only in the innermost leaf are unequal")
    func equalityDeepDifference() async {
        let equal = await onSmallStackThread { () -> Bool in
            var first: any Layout = box(10, 10)
            var second: any Layout = box(10, 11)
            for _ in 0..<Self.depth {
                first = InsetLayout(inset: 1, sublayout: first)
                second = InsetLayout(inset: 1, sublayout: second)
            }
            return (first as! InsetLayout) == (second as! InsetLayout)
        }
        #expect(!equal)
    }

    @Test("W2: a flat list of 100,000 leaves puts the last leaf at y = (N − 1) × 20")
    func flatList() {
        let count = 100_000
        let arrangement = TreeWorkloads.flatList(count: count).arrangement(width: 375)
        #expect(arrangement.frame == rect(0, 0, 375, CGFloat(count * 20)))
        #expect(arrangement.sublayouts.count == count)
        #expect(arrangement.sublayouts[count - 1].frame == rect(137.5, CGFloat((count - 1) * 20), 100, 20))
        #expect(arrangement.sublayouts[0].frame == rect(137.5, 0, 100, 20))
    }

    @Test("W2 at smaller sizes", arguments: [100, 1_000, 10_000])
    func flatListSizes(_ count: Int) {
        let arrangement = TreeWorkloads.flatList(count: count).arrangement(width: 375)
        #expect(arrangement.sublayouts[count - 1].frame.minY == CGFloat((count - 1) * 20))
    }

    @Test("W4 at the workload's depths: root size (10 + 2D) × (10 + 2D)", arguments: [100, 1_000, 10_000])
    func deepChainSizes(_ depth: Int) {
        let arrangement = TreeWorkloads.deepChain(depth: depth).arrangement()
        #expect(arrangement.frame == rect(0, 0, CGFloat(10 + 2 * depth), CGFloat(10 + 2 * depth)))
    }

    @Test("W3: a balanced tree of 4,096 leaves alternates axes: 64 × 64 leaves of 10 points")
    func nestedTree() {
        let arrangement = TreeWorkloads.nestedTree(leafCount: 4_096).arrangement()
        #expect(arrangement.frame == rect(0, 0, 640, 640))
        #expect(arrangement.nodeCount == 4_096 + 1_024 + 256 + 64 + 16 + 4 + 1)
    }

    @Test(
        "W3 built in another allocation order is the same tree: equal values, equal frames",
        arguments: [TreeWorkloads.AllocationOrder.levelByLevel, .shuffledLeaves], [4, 256, 1_024])
    func nestedTreeInAnotherOrder(order: TreeWorkloads.AllocationOrder, leafCount: Int) {
        let depthFirst = TreeWorkloads.nestedTree(leafCount: leafCount)
        let reordered = TreeWorkloads.nestedTree(leafCount: leafCount, allocationOrder: order)
        #expect(LayoutKey(reordered) == LayoutKey(depthFirst))
        let expected = depthFirst.arrangement()
        let actual = reordered.arrangement()
        #expect(actual.nodeCount == expected.nodeCount)
        #expect(actual.snapshotText == expected.snapshotText)
    }
}
