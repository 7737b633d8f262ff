import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `LayoutPrecomputer`: results in input order, equal cells laid out once, the first screenful
/// first, progress, and cancellation (by the task, by the progress, by a newer reload).
@Suite("Layout precomputer")
struct LayoutPrecomputerTests {
    /// Cells 100 points high whose widths say their position: `SizeLayout(width: i, height: 100)`.
    static func numberedCells(_ count: Int) -> [any Layout] {
        (0..<count).map { SizeLayout(width: CGFloat($0), height: 100, alignment: .topLeading) }
    }

    @Test("Arrangements come back in input order, equal to laying each cell out alone", arguments: [1, 2, 4, 7])
    func inputOrder(concurrency: Int) async throws {
        let layouts = (0..<200).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        let precomputer = LayoutPrecomputer(concurrency: concurrency)
        let arrangements = try await precomputer.arrangements(of: layouts, width: 375)
        #expect(arrangements.count == 200)
        for index in [0, 1, 99, 150, 199] {
            #expect(arrangements[index].snapshotText == layouts[index].arrangement(width: 375).snapshotText)
        }
        let numbered = try await precomputer.arrangements(of: Self.numberedCells(300), width: 1_000)
        #expect(numbered.map(\.frame.width) == (0..<300).map { CGFloat($0) })
    }

    @Test("An empty list gives no arrangements and no first screenful")
    func emptyList() async throws {
        let delivered = Counter()
        let arrangements = try await LayoutPrecomputer().arrangements(
            of: [], width: 375, firstScreenfulHeight: 100, onFirstScreenful: { _ in delivered.increment() })
        #expect(arrangements.isEmpty)
        #expect(delivered.value == 0)
    }

    @Test("Equal cells are laid out once: 100 cells of 10 values measure 10 cells' labels")
    func equalCellsOnce() async throws {
        let counting = CountingTextMeasurer()
        let layouts = (0..<100).map { FeedItemLayout.make(FeedItemData(index: $0 % 10)) }
        let arrangements = try await LayoutPrecomputer(concurrency: 2).arrangements(
            of: layouts, width: 375, context: LayoutContext(textMeasurer: counting))
        #expect(counting.sizeCallCount == 10 * 13)
        #expect(
            arrangements[57].snapshotText == layouts[7].arrangement(width: 375, context: .fixedAdvance).snapshotText)
    }

    @Test("Through a cache, a second run lays nothing out")
    func throughCache() async throws {
        let cache = ArrangementCache()
        let precomputer = LayoutPrecomputer(concurrency: 2, cache: cache)
        let layouts = (0..<30).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        _ = try await precomputer.arrangements(of: layouts, width: 375)
        let again = try await precomputer.arrangements(of: layouts, width: 375)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 30, misses: 30))
        #expect(again[29].snapshotText == layouts[29].arrangement(width: 375).snapshotText)
    }

    @Test(
        "The first screenful is the fewest cells from the top that fill the height, delivered before the end",
        arguments: [(250.0, 3), (300.0, 3), (0.0, 1), (10_000.0, 40)])
    func firstScreenful(height: Double, expectedCells: Int) async throws {
        let recorder = FirstScreenfulRecorder()
        let arrangements = try await LayoutPrecomputer(concurrency: 1).arrangements(
            of: Self.numberedCells(40), width: 1_000, firstScreenfulHeight: height,
            onFirstScreenful: { recorder.record($0) })
        recorder.markReturned()
        #expect(recorder.widths == [(0..<expectedCells).map { CGFloat($0) }])
        #expect(recorder.deliveredBeforeReturn)
        #expect(arrangements.count == 40)
    }

    @Test("On many threads, the first screenful is still the cells at the top, delivered once")
    func firstScreenfulConcurrent() async throws {
        for _ in 0..<20 {
            let recorder = FirstScreenfulRecorder()
            _ = try await LayoutPrecomputer(concurrency: 4).arrangements(
                of: Self.numberedCells(500), width: 1_000, firstScreenfulHeight: 2_000,
                onFirstScreenful: { recorder.record($0) })
            #expect(recorder.widths == [(0..<20).map { CGFloat($0) }])
        }
    }

    @Test("Progress counts every cell, equal cells included")
    func progressCounts() async throws {
        let progress = Progress(totalUnitCount: 0)
        let layouts = Self.numberedCells(50) + Self.numberedCells(50)
        _ = try await LayoutPrecomputer(concurrency: 3).arrangements(of: layouts, width: 1_000, progress: progress)
        #expect(progress.totalUnitCount == 100)
        #expect(progress.completedUnitCount == 100)
    }

    @Test("Cancelling the task stops the work before the next cell and throws CancellationError")
    func taskCancellation() async throws {
        let slow = SlowMeasurer()
        let layouts = (0..<400).map { LabelLayout(text: "cell \($0)") as any Layout }
        let precomputer = LayoutPrecomputer(concurrency: 2)
        let task = Task {
            try await precomputer.arrangements(of: layouts, width: 375, context: LayoutContext(textMeasurer: slow))
        }
        while slow.calls < 10 { try await Task.sleep(for: .milliseconds(1)) }
        task.cancel()
        await expectCancellation(task)
        let callsAtCancel = slow.calls
        try await Task.sleep(for: .milliseconds(50))
        #expect(slow.calls == callsAtCancel)
        #expect(slow.calls < 400)
    }

    @Test("Cancelling the progress stops the work as cancelling the task does")
    func progressCancellation() async throws {
        let slow = SlowMeasurer()
        let layouts = (0..<400).map { LabelLayout(text: "cell \($0)") as any Layout }
        let progress = Progress(totalUnitCount: 0)
        let precomputer = LayoutPrecomputer(concurrency: 2)
        let task = Task {
            try await precomputer.arrangements(
                of: layouts, width: 375, context: LayoutContext(textMeasurer: slow), progress: progress)
        }
        while slow.calls < 10 { try await Task.sleep(for: .milliseconds(1)) }
        progress.cancel()
        await expectCancellation(task)
        #expect(slow.calls < 400)
        #expect(progress.completedUnitCount < 400)
    }

    @Test("A Dispatch reload calls back on the main actor, the first screenful before the completion")
    @MainActor
    func dispatchReload() async {
        let precomputer = LayoutPrecomputer(concurrency: 2)
        let log = ReloadLog()
        await withCheckedContinuation { continuation in
            log.progress = precomputer.reload(
                Self.numberedCells(100), width: 1_000, firstScreenfulHeight: 350,
                onFirstScreenful: { cells in
                    MainActor.assertIsolated()
                    log.events.append("first screenful of \(cells.count)")
                },
                completion: { cells in
                    MainActor.assertIsolated()
                    let inOrder = cells.map(\.frame.width) == (0..<100).map { CGFloat($0) }
                    log.events.append("completion of \(cells.count), in order: \(inOrder)")
                    continuation.resume()
                })
        }
        #expect(log.events == ["first screenful of 4", "completion of 100, in order: true"])
        #expect(log.progress?.completedUnitCount == 100)
    }

    @Test("Under many overlapping reloads, only the latest completion runs, and no older callback ever does")
    @MainActor
    func overlappingReloads() async {
        let precomputer = LayoutPrecomputer(concurrency: 2)
        let log = ReloadLog()
        for round in 0..<60 {
            log.latestStarted = round
            let count = round % 7 == 0 ? 300 : 5 + round
            precomputer.reload(
                Self.numberedCells(count), width: 1_000, firstScreenfulHeight: 200,
                onFirstScreenful: { _ in
                    if round != log.latestStarted {
                        log.events.append("first screenful of \(round) after \(log.latestStarted) started")
                    }
                },
                completion: { cells in
                    if round != log.latestStarted {
                        log.events.append("completion of \(round) after \(log.latestStarted) started")
                    }
                    if cells.count != count { log.events.append("completion of \(round) with \(cells.count) cells") }
                    log.completed.append(round)
                })
            // Let some reloads finish in the background, and some deliveries run, before the next.
            if round % 3 == 0 { await Task.yield() }
            if round % 10 == 0 { try? await Task.sleep(for: .milliseconds(2)) }
        }
        while log.completed.last != 59 { try? await Task.sleep(for: .milliseconds(1)) }
        try? await Task.sleep(for: .milliseconds(20))
        #expect(log.events.isEmpty)
        #expect(log.completed.last == 59)
        #expect(Set(log.completed).count == log.completed.count)
    }

    /// A `Hashable` custom layout of a given size.
    struct Box: CustomLayout, Hashable {
        var side: CGFloat
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            CGSize(width: min(side, maxSize.width), height: side)
        }
    }

    @Test("Custom cells repeated among others each get their own value's arrangement")
    func repeatedCustomCells() async throws {
        // A custom layout's node is made each time it is read: an identity match must not outlive it.
        let layouts: [any Layout] = (0..<600).map { $0.isMultiple(of: 2) ? Box(side: 7) : Box(side: CGFloat(8 + $0)) }
        for concurrency in [1, 2] {
            let arrangements = try await LayoutPrecomputer(concurrency: concurrency).arrangements(
                of: layouts, width: 1_000)
            #expect(arrangements.map(\.frame.height) == layouts.map { $0.arrangement(width: 1_000).frame.height })
        }
    }

    /// An object whose lifetime shows whether a layout value is still held.
    final class Tracker: Sendable {}

    /// A custom layout that holds a tracker.
    struct Tracked: CustomLayout {
        let tracker: Tracker
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize { CGSize(width: 10, height: 10) }
    }

    @Test("A finished reload keeps nothing alive: not its layouts, not its callbacks")
    @MainActor
    func reloadReleasesItsJob() async {
        let precomputer = LayoutPrecomputer(concurrency: 2)
        weak var weakTracker: Tracker?
        await withCheckedContinuation { continuation in
            let tracker = Tracker()
            weakTracker = tracker
            precomputer.reload(
                [Tracked(tracker: tracker)] + Self.numberedCells(20), width: 100, firstScreenfulHeight: 50,
                onFirstScreenful: { _ in }, completion: { _ in continuation.resume() })
        }
        try? await Task.sleep(for: .milliseconds(20))
        #expect(weakTracker == nil)
    }

    @Test("Cancelling a reload's progress on the main actor means its completion never runs")
    @MainActor
    func progressCancelledReload() async {
        let precomputer = LayoutPrecomputer(concurrency: 2)
        let log = ReloadLog()
        for _ in 0..<20 {
            let progress = precomputer.reload(Self.numberedCells(50), width: 100) { _ in log.events.append("completion")
            }
            progress.cancel()
            try? await Task.sleep(for: .milliseconds(2))
        }
        try? await Task.sleep(for: .milliseconds(50))
        #expect(log.events.isEmpty)
    }

    @Test("cancel() stops the latest reload: its completion never runs")
    @MainActor
    func cancelReload() async {
        let precomputer = LayoutPrecomputer(concurrency: 2)
        var completions = 0
        precomputer.reload(Self.numberedCells(2_000), width: 1_000) { _ in completions += 1 }
        precomputer.cancel()
        try? await Task.sleep(for: .milliseconds(100))
        #expect(completions == 0)
    }
}

/// What the main-actor callbacks of reloads saw.
@MainActor
final class ReloadLog {
    var events: [String] = []
    var latestStarted = -1
    var completed: [Int] = []
    var progress: Progress?
}

/// Expects `task` to end with `CancellationError`.
func expectCancellation<Success>(
    _ task: Task<Success, any Error>, sourceLocation: SourceLocation = #_sourceLocation
) async {
    do {
        _ = try await task.value
        Issue.record("the task finished instead of being cancelled", sourceLocation: sourceLocation)
    } catch is CancellationError {
    } catch {
        Issue.record("the task threw \(error) instead of CancellationError", sourceLocation: sourceLocation)
    }
}

/// Records first-screenful deliveries from worker threads.
final class FirstScreenfulRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var deliveries: [[CGFloat]] = []
    private var returned = false
    private var deliveredFirst = false

    func record(_ arrangements: [LayoutArrangement]) {
        lock.lock()
        defer { lock.unlock() }
        deliveries.append(arrangements.map(\.frame.width))
        if !returned { deliveredFirst = true }
    }

    func markReturned() {
        lock.lock()
        defer { lock.unlock() }
        returned = true
    }

    var widths: [[CGFloat]] {
        lock.lock()
        defer { lock.unlock() }
        return deliveries
    }

    var deliveredBeforeReturn: Bool {
        lock.lock()
        defer { lock.unlock() }
        return deliveredFirst
    }
}

/// A measurer that takes a millisecond per label and counts its calls: slow enough to cancel a
/// precomputation part of the way through.
final class SlowMeasurer: TextMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private let base = FixedAdvanceTextMeasurer()

    var calls: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        Thread.sleep(forTimeInterval: 0.001)
        lock.lock()
        count += 1
        lock.unlock()
        return base.size(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func lines(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> [Substring]
    {
        base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
}
