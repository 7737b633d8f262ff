import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `ArrangementCache`: what makes two requests the same, what it keeps, and that its answers are
/// the layout pass's.
@Suite("Arrangement cache")
struct ArrangementCacheTests {
    static let cell = FeedItemLayout.make(FeedItemData(index: 0))

    @Test("The same value asked for twice is laid out once; the answer is the layout pass's")
    func sameValueHits() {
        let counting = CountingTextMeasurer()
        let context = LayoutContext(textMeasurer: counting)
        let cache = ArrangementCache()
        let first = cache.arrangement(of: Self.cell, width: 375, context: context)
        let second = cache.arrangement(of: Self.cell, width: 375, context: context)
        #expect(counting.sizeCallCount == 13)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 1))
        #expect(first.snapshotText == FeedItemTests.item0)
        #expect(second.snapshotText == FeedItemTests.item0)
    }

    @Test("An equal value built separately is a hit")
    func equalValueHits() {
        let cache = ArrangementCache()
        _ = cache.arrangement(of: FeedItemLayout.make(FeedItemData(index: 3)), width: 375)
        let again = cache.arrangement(of: FeedItemLayout.make(FeedItemData(index: 3)), width: 375)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 1))
        #expect(again.snapshotText == FeedItemLayout.make(FeedItemData(index: 3)).arrangement(width: 375).snapshotText)
    }

    /// Requests that differ from `(cell, width 375, default context)` in one respect.
    static let differentRequests: [(String, @Sendable (ArrangementCache) -> LayoutArrangement)] = [
        ("another value", { $0.arrangement(of: FeedItemLayout.make(FeedItemData(index: 1)), width: 375) }),
        ("another width", { $0.arrangement(of: cell, width: 320) }),
        ("no width", { $0.arrangement(of: cell) }),
        ("a height", { $0.arrangement(of: cell, width: 375, height: 500) }),
        ("another origin", { $0.arrangement(of: cell, origin: CGPoint(x: 0, y: 10), width: 375) }),
        ("right to left", { $0.arrangement(of: cell, width: 375, context: LayoutContext(direction: .rightToLeft)) }),
        ("a pixel scale", { $0.arrangement(of: cell, width: 375, context: LayoutContext(scale: 3)) }),
        (
            "another measurer",
            {
                $0.arrangement(
                    of: cell, width: 375,
                    context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 8, lineHeight: 17)))
            }
        ),
    ]

    @Test("A request that differs in value, constraint, origin or context misses", arguments: differentRequests)
    func differentRequestMisses(_ name: String, _ request: @Sendable (ArrangementCache) -> LayoutArrangement) {
        let cache = ArrangementCache()
        _ = cache.arrangement(of: Self.cell, width: 375)
        let arrangement = request(cache)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 0, misses: 2), "\(name)")
        #expect(cache.count == 2)
        _ = arrangement
    }

    @Test("Each differing request is answered with its own frames, not the first request's")
    func differingRequestsGetTheirOwnFrames() {
        let cache = ArrangementCache()
        let wide = cache.arrangement(of: Self.cell, width: 375)
        let narrow = cache.arrangement(of: Self.cell, width: 320)
        let moved = cache.arrangement(of: Self.cell, origin: CGPoint(x: 5, y: 7), width: 375)
        #expect(wide.frame == CGRect(x: 0, y: 0, width: 375, height: wide.frame.height))
        #expect(narrow.frame.width == 320)
        #expect(moved.frame.origin == CGPoint(x: 5, y: 7))
        #expect(narrow.snapshotText == Self.cell.arrangement(width: 320).snapshotText)
    }

    @Test("Equal measurer values share arrangements; two instances of a class measurer do not")
    func measurerEquivalence() {
        let cache = ArrangementCache()
        _ = cache.arrangement(
            of: Self.cell, width: 375, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
        _ = cache.arrangement(
            of: Self.cell, width: 375, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 1))
        let counting = CountingTextMeasurer()
        _ = cache.arrangement(of: Self.cell, width: 375, context: LayoutContext(textMeasurer: counting))
        _ = cache.arrangement(of: Self.cell, width: 375, context: LayoutContext(textMeasurer: counting))
        _ = cache.arrangement(of: Self.cell, width: 375, context: LayoutContext(textMeasurer: CountingTextMeasurer()))
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 2, misses: 3))
    }

    /// A measurer that is neither `Equatable` nor a class: it cannot be compared.
    struct IncomparableMeasurer: TextMeasurer {
        let base = FixedAdvanceTextMeasurer()
        func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
            base.size(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        func lines(
            of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
        ) -> [Substring] {
            base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
    }

    @Test("A measurer that cannot be compared is laid out every time, counted as uncacheable and not kept")
    func incomparableMeasurerIsNotKept() {
        let cache = ArrangementCache()
        let context = LayoutContext(textMeasurer: IncomparableMeasurer())
        let first = cache.arrangement(of: Self.cell, width: 375, context: context)
        _ = cache.arrangement(of: Self.cell, width: 375, context: context)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 0, misses: 0, uncacheable: 2))
        #expect(cache.count == 0)
        #expect(first.snapshotText == FeedItemTests.item0)
    }

    /// A custom layout that is `Hashable`: equal values share arrangements.
    struct HashableBox: CustomLayout, Hashable {
        var side: CGFloat
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            CGSize(width: min(side, maxSize.width), height: side)
        }
    }

    /// A custom layout that is not `Equatable`: it equals only itself.
    struct OpaqueBox: CustomLayout {
        var side: CGFloat
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            CGSize(width: min(side, maxSize.width), height: side)
        }
    }

    @Test("A Hashable custom layout is served from the cache; one that is not Equatable is not")
    func customLayouts() {
        let cache = ArrangementCache()
        _ = cache.arrangement(of: HashableBox(side: 40), width: 100)
        let hit = cache.arrangement(of: HashableBox(side: 40), width: 100)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 1))
        #expect(hit.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        _ = cache.arrangement(of: OpaqueBox(side: 40), width: 100)
        _ = cache.arrangement(of: OpaqueBox(side: 40), width: 100)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 3))
    }

    @Test("It never keeps more than its capacity", arguments: [2, 3, 8, 64])
    func boundedByCapacity(capacity: Int) {
        let cache = ArrangementCache(capacity: capacity)
        for index in 0..<(capacity * 5) {
            _ = cache.arrangement(of: SizeLayout(width: CGFloat(index), height: 10), width: 1_000)
            #expect(cache.count <= capacity)
        }
        #expect(cache.statistics.misses == capacity * 5)
    }

    @Test("What was used since the last turnover survives the next one; what was not is dropped")
    func evictionKeepsRecentlyUsed() {
        let cache = ArrangementCache(capacity: 4)  // two generations of 2
        let layouts = (0..<5).map { SizeLayout(width: CGFloat($0), height: 10) }
        _ = cache.arrangement(of: layouts[0], width: 100)
        _ = cache.arrangement(of: layouts[1], width: 100)
        _ = cache.arrangement(of: layouts[2], width: 100)  // turnover: 0 and 1 become the previous generation
        _ = cache.arrangement(of: layouts[0], width: 100)  // found in the previous generation: moved back
        _ = cache.arrangement(of: layouts[3], width: 100)  // turnover: 1 is dropped
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 4))
        _ = cache.arrangement(of: layouts[0], width: 100)
        _ = cache.arrangement(of: layouts[2], width: 100)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 3, misses: 4))
        _ = cache.arrangement(of: layouts[1], width: 100)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 3, misses: 5))
    }

    @Test("removeAll empties the cache and keeps the counts")
    func removeAll() {
        let cache = ArrangementCache()
        _ = cache.arrangement(of: Self.cell, width: 375)
        cache.removeAll()
        #expect(cache.count == 0)
        _ = cache.arrangement(of: Self.cell, width: 375)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 0, misses: 2))
    }

    @Test("Shared by eight threads, every answer is right and every request is counted once")
    func threadSafe() {
        let cache = ArrangementCache(capacity: 16)
        let layouts = (0..<20).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        let expected = layouts.map { $0.arrangement(width: 375).snapshotText }
        let wrong = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<50 {
                let index = (worker * 7 + round) % layouts.count
                if cache.arrangement(of: layouts[index], width: 375).snapshotText != expected[index] {
                    wrong.increment()
                }
            }
        }
        #expect(wrong.value == 0)
        let statistics = cache.statistics
        #expect(statistics.hits + statistics.misses == 400)
        #expect(cache.count <= 16)
    }

    @Test("The hit rate is hits over all requests")
    func hitRate() {
        #expect(ArrangementCache.Statistics(hits: 3, misses: 1).hitRate == 0.75)
        #expect(ArrangementCache.Statistics(hits: 0, misses: 0).hitRate == 0)
        #expect(ArrangementCache.Statistics(hits: 1, misses: 1, uncacheable: 2).hitRate == 0.25)
    }
}

/// A count that threads can increment.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
