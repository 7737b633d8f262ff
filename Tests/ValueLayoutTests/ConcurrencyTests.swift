import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// Layout on many threads at once: shared layout values, arrangements and measurements read from
/// other threads, shared text measurers, deep layouts competing for the deep-stack workers, and
/// per-thread storage reuse. Run under ThreadSanitizer in CI
/// (`swift test --sanitize=thread --filter Concurrency`), where any data race fails the run.
@Suite("Concurrency")
struct ConcurrencyTests {
    /// Runs `body(index)` for `count` indices on as many threads as Dispatch gives, and returns the
    /// results in index order.
    static func concurrently<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = LockedArray<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, body(index))
        }
        return results.values
    }

    static let feedItem = FeedItemLayout.make(FeedItemData(index: 3))

    @Test("One layout value laid out on eight threads at once gives eight identical arrangements")
    func sharedLayoutValue() {
        let expected = Self.feedItem.arrangement(width: 375).snapshotText
        let snapshots = Self.concurrently(8) { index in
            Self.feedItem.arrangement(width: 375, context: LayoutContext(direction: .leftToRight)).snapshotText
        }
        #expect(snapshots.allSatisfy { $0 == expected })
    }

    /// A custom layout that measures its child again while it places it.
    struct MeasuresAgainWhileArranging: CustomLayout {
        var child: any Layout
        var sublayouts: [any Layout] { [child] }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(within: maxSize)
        }

        func place(children: LayoutChildren, in bounds: CGRect) {
            children[0].measure(within: bounds.size)
            children[0].place(in: bounds)
        }
    }

    @Test("One finished measurement arranged on eight threads, by a layout that measures while arranging")
    func sharedMeasurementMeasuredAgain() {
        let rows = StackLayout(axis: .vertical, sublayouts: (0..<20).map { LabelLayout(text: "row \($0)") })
        let layout = SizeLayout(minWidth: 10, sublayout: MeasuresAgainWhileArranging(child: rows))
        let measurement = layout.measurement(within: size(300, 1_000), context: .fixedAdvance)
        #expect(measurement.size == size(42, 340))
        let expected = measurement.arrangement(within: rect(0, 0, 300, 340), context: .fixedAdvance).snapshotText
        #expect(expected.split(separator: "\n").count == 23)
        let snapshots = Self.concurrently(8) { _ in
            (0..<20).map { _ in
                measurement.arrangement(within: rect(0, 0, 300, 340), context: .fixedAdvance).snapshotText
            }
        }
        #expect(snapshots.allSatisfy { $0.allSatisfy { $0 == expected } })
        // The shared measurement itself is unchanged.
        #expect(measurement.sublayouts[0].sublayouts[0].sublayouts.count == 20)
    }

    @Test("Different contexts on different threads at once each get their own answer")
    func differentContexts() {
        let contexts: [LayoutContext] = [
            LayoutContext(), LayoutContext(direction: .rightToLeft), LayoutContext(scale: 2),
            LayoutContext(direction: .rightToLeft, scale: 3),
        ]
        let expected = contexts.map { Self.feedItem.arrangement(width: 320, context: $0).snapshotText }
        let snapshots = Self.concurrently(16) { index in
            Self.feedItem.arrangement(width: 320, context: contexts[index % 4]).snapshotText
        }
        for index in 0..<16 {
            #expect(snapshots[index] == expected[index % 4])
        }
    }

    @Test("An arrangement made on one thread is read on eight threads at once")
    func sharedArrangement() {
        let arrangement = Self.feedItem.arrangement(width: 375, context: LayoutContext(scale: 3))
        let expected = arrangement.snapshotText
        let readings = Self.concurrently(8) { _ in
            (arrangement.snapshotText, arrangement.nodeCount, arrangement.sublayouts.map(\.frame))
        }
        for (text, nodes, frames) in readings {
            #expect(text == expected)
            #expect(nodes == 25)
            #expect(frames == arrangement.sublayouts.map(\.frame))
        }
    }

    @Test("A measurement made on one thread is arranged on eight threads at once, with different contexts")
    func sharedMeasurement() {
        let measurement = Self.feedItem.measurement(within: CGSize(width: 375, height: CGFloat.infinity))
        let size = measurement.size
        let bounds = CGRect(origin: .zero, size: size)
        let expected = [
            measurement.arrangement(within: bounds).snapshotText,
            measurement.arrangement(within: bounds, context: LayoutContext(direction: .rightToLeft, scale: 2))
                .snapshotText,
        ]
        let snapshots = Self.concurrently(8) { index in
            let context = index.isMultiple(of: 2) ? LayoutContext() : LayoutContext(direction: .rightToLeft, scale: 2)
            return measurement.arrangement(within: bounds, context: context).snapshotText
        }
        for index in 0..<8 {
            #expect(snapshots[index] == expected[index % 2])
        }
        // The measurement itself is unchanged.
        #expect(measurement.size == size)
    }

    @Test("Layout values are compared and hashed on eight threads at once")
    func sharedEquality() {
        let other = FeedItemLayout.make(FeedItemData(index: 3))
        let results = Self.concurrently(8) { _ in
            (
                LayoutKey(Self.feedItem) == LayoutKey(other),
                LayoutKey(Self.feedItem).hashValue == LayoutKey(other).hashValue
            )
        }
        #expect(results.allSatisfy { $0.0 && $0.1 })
    }

    @Test("A counting text measurer shared by concurrent passes records every call")
    func sharedTextMeasurer() {
        let measurer = CountingTextMeasurer()
        let context = LayoutContext(textMeasurer: measurer)
        let snapshots = Self.concurrently(8) { _ in Self.feedItem.arrangement(width: 375, context: context).snapshotText
        }
        #expect(Set(snapshots).count == 1)
        // 13 labels, each measured once per pass.
        #expect(measurer.sizeCallCount == 8 * 13)
    }

    @Test("Deep layouts on eight threads at once share the deep-stack workers correctly")
    func deepLayoutsAtOnce() {
        // Deep enough that every pass continues on a deep-stack worker (the first switch is at 96
        // levels in a debug build, 640 in a release build), and shallow enough for
        // ThreadSanitizer, whose per-thread shadow call stack (64 Ki frames) overflows when one
        // thread runs much more than 5,000 levels (DeepTreeTests covers 100,000 levels).
        let chain = TreeWorkloads.deepChain(depth: 3_000)
        let frames = Self.concurrently(8) { _ in chain.arrangement().frame }
        #expect(frames.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 6_010, height: 6_010) })
    }

    @Test("Layout values built on one thread are released on others while still in use elsewhere")
    func releasedOnOtherThreads() {
        let values = (0..<8).map { FeedItemLayout.make(FeedItemData(index: $0)) as any Layout }
        let arrangements = Self.concurrently(8) { index -> LayoutArrangement in
            // Each thread lays out its own item and a neighbour's, then drops its references.
            let mine = values[index].arrangement(width: 375)
            _ = values[(index + 1) % 8].arrangement(width: 375)
            return mine
        }
        #expect(arrangements.map(\.nodeCount) == Array(repeating: 25, count: 8))
    }

    /// A custom layout that keeps the measurement of its child made in each pass, so that it
    /// outlives its pass.
    struct KeepingLayout: CustomLayout {
        let child: any Layout
        let kept: LockedArray<LayoutMeasurement?>
        var sublayouts: [any Layout] { [child] }
        var flexibility: Flexibility { child.flexibility }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            kept.set(0, child.measurement(within: maxSize, context: children.context))
            return children[0].measure(within: maxSize)
        }
    }

    @Test("A measurement kept past its pass is intact after the thread runs other passes")
    func keptMeasurementSurvivesLaterPasses() {
        let kept = LockedArray<LayoutMeasurement?>(count: 1)
        let layout = KeepingLayout(child: Self.feedItem, kept: kept)
        _ = layout.arrangement(width: 375)
        let measurement = kept.values[0]!
        let before = (measurement.size, measurement.sublayouts[0].sublayouts.map(\.size))
        // Other passes on the same thread, which may reuse the thread's measurement storage.
        for index in 0..<20 {
            _ = FeedItemLayout.make(FeedItemData(index: index)).arrangement(width: CGFloat(200 + index))
        }
        #expect(measurement.size == before.0)
        #expect(measurement.sublayouts[0].sublayouts.map(\.size) == before.1)
        #expect(measurement.layout is InsetLayout)
    }

    @Test("A measurement kept past its pass is read on other threads while its thread runs other passes")
    func keptMeasurementReadElsewhere() {
        let kept = LockedArray<LayoutMeasurement?>(count: 1)
        _ = KeepingLayout(child: Self.feedItem, kept: kept).arrangement(width: 375)
        let measurement = kept.values[0]!
        let expected = measurement.sublayouts[0].sublayouts.map(\.size)
        let sizes = Self.concurrently(8) { index -> [CGSize] in
            if index == 0 {
                for item in 0..<20 { _ = FeedItemLayout.make(FeedItemData(index: item)).arrangement(width: 300) }
            }
            return measurement.sublayouts[0].sublayouts.map(\.size)
        }
        #expect(sizes.allSatisfy { $0 == expected })
    }
}

/// A fixed-size array whose elements are set and read under a lock, for results computed on
/// several threads.
final class LockedArray<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Element) {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
    }

    /// Every element (all must have been set).
    var values: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
