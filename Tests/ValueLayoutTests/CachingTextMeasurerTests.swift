import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `CachingTextMeasurer`: each distinct text is measured once, the answers are the wrapped
/// measurer's, the cache stays within its capacity, and it is safe to share between threads.
@Suite("Caching text measurer")
struct CachingTextMeasurerTests {
    @Test("A second pass over the W1 feed item measures no text: all 13 labels are hits")
    func secondPassHits() {
        let counting = CountingTextMeasurer()
        let cache = CachingTextMeasurer(counting)
        let context = LayoutContext(textMeasurer: cache)
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        let first = layout.arrangement(width: 375, context: context)
        let second = layout.arrangement(width: 375, context: context)
        #expect(counting.sizeCallCount == 13)
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 13, misses: 13))
        #expect(first.snapshotText == FeedItemTests.item0)
        #expect(second.snapshotText == FeedItemTests.item0)
    }

    @Test("Answers are the wrapped measurer's, for every argument that can differ")
    func sameAnswers() {
        let base = FixedAdvanceTextMeasurer(advance: 6, lineHeight: 15)
        let cache = CachingTextMeasurer(base)
        let arguments: [(String, CGFloat?, Int, CGFloat)] = [
            ("poster title 0 with some longer stuff", nil, 0, 100),
            ("poster title 0 with some longer stuff", nil, 2, 100),
            ("poster title 0 with some longer stuff", 20, 0, 100),
            ("poster title 0 with some longer stuff", nil, 0, 60),
            ("", nil, 0, 100), ("a\nb", nil, 1, .infinity),
        ]
        for _ in 0..<2 {
            for (text, lineHeight, lines, width) in arguments {
                let expected = base.size(
                    of: text, font: .body, lineHeight: lineHeight, numberOfLines: lines, maxWidth: width)
                let actual = cache.size(
                    of: text, font: .body, lineHeight: lineHeight, numberOfLines: lines, maxWidth: width)
                #expect(actual == expected)
            }
        }
        // Each distinct argument list was a miss once, then a hit.
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 6, misses: 6))
    }

    @Test("A different font is another size")
    func fontIsPartOfTheKey() {
        let counting = CountingTextMeasurer()
        let cache = CachingTextMeasurer(counting)
        _ = cache.size(of: "abc", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        _ = cache.size(
            of: "abc", font: .system(size: 20, weight: .bold), lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        #expect(counting.sizeCallCount == 2)
    }

    @Test("It keeps at most its capacity, and keeps what was used since the last two turnovers")
    func boundedByCapacity() {
        let counting = CountingTextMeasurer()
        let cache = CachingTextMeasurer(counting, capacity: 4)
        func measure(_ text: String) {
            _ = cache.size(of: text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        }
        for text in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] {
            measure(text)
            #expect(cache.count <= 4)
        }
        // Generations of two: ["g", "h"] were turned over by "i", ["i", "j"] is current.
        #expect(cache.count == 4)
        measure("g")
        measure("j")
        #expect(counting.sizeCallCount == 10)
        // "a" was dropped two turnovers ago: measured again.
        measure("a")
        #expect(counting.sizeCallCount == 11)
        #expect(cache.count <= 4)
    }

    @Test("Forgetting everything keeps the counts")
    func removeAll() {
        let cache = CachingTextMeasurer(FixedAdvanceTextMeasurer())
        _ = cache.size(of: "abc", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        cache.removeAll()
        #expect(cache.count == 0)
        _ = cache.size(of: "abc", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 0, misses: 2))
    }

    @Test("Eight threads laying out twenty feed items through one cache get the measurer's frames")
    func sharedBetweenThreads() {
        let cache = CachingTextMeasurer(FixedAdvanceTextMeasurer(), capacity: 64)
        let context = LayoutContext(textMeasurer: cache)
        let items = (0..<20).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        let expected = items.map { $0.arrangement(width: 375, context: .fixedAdvance).snapshotText }
        let results = ConcurrencyTests.concurrently(8) { thread in
            (0..<60).map { step in
                let index = (thread * 7 + step) % items.count
                return items[index].arrangement(width: 375, context: context).snapshotText == expected[index]
            }
        }
        #expect(results.allSatisfy { $0.allSatisfy { $0 } })
        let statistics = cache.statistics
        #expect(statistics.hits + statistics.misses == 8 * 60 * 13)
        #expect(cache.count <= 64)
    }
}
