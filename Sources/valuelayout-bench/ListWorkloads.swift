import Dispatch
import Foundation
import ValueLayout
import ValueLayoutWorkloads

// W5 and W6 of docs/workloads.md: lists through the library's list model, precomputation
// and cache.

extension Benchmarks {
    // MARK: W5

    /// One label changed in one cell of a 1,000-cell W1 list, re-laid out through the list model's
    /// batch-update API, against a full layout of the list in the same run.
    mutating func runIncrementalUpdate(count: Int) {
        let items = (0..<count).map(FeedItemData.init(index:))
        let sections = [
            ListSection<Int, Int>(
                id: 0, items: items.indices.map { ListItem(id: $0, layout: FeedItemLayout.make(items[$0])) })
        ]
        let width = CGFloat(FeedItemLayout.width)
        let context = self.context
        let list = LayoutList(sections: sections, width: width, context: context)
        var changed = items[count / 2]
        changed.actorComment = "an edited, longer actor comment"
        var newSections = sections
        newSections[0].items[count / 2].layout = FeedItemLayout.make(changed)
        let path = ListIndexPath(item: count / 2, section: 0)
        let updates = BatchUpdates(reloadItems: [path])
        func update() -> LayoutList<Int, Int> {
            // The old list stays alive (a view still shows it), so the update copies what it changes.
            var updated = list
            do {
                try updated.apply(updates, sections: newSections)
            } catch {
                fatalError("W5: \(error)")
            }
            return updated
        }
        let updated = update()
        let fresh = LayoutList(sections: newSections, width: width, context: context)
        check(
            (0..<count).allSatisfy {
                updated.frame(at: ListIndexPath(item: $0, section: 0))
                    == fresh.frame(at: ListIndexPath(item: $0, section: 0))
            } && updated.contentHeight == fresh.contentHeight,
            "W5: the updated list differs from the list laid out from scratch")
        check(
            updated.arrangement(at: path).snapshotText != list.arrangement(at: path).snapshotText,
            "W5: the edited cell's arrangement did not change")
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                { consume(update().contentHeight) },
                { consume(LayoutList(sections: newSections, width: width, context: context).contentHeight) },
            ], operations: 1)
        rows.append(
            ResultRow(
                workload: "W5 incremental update (list model)", size: "1 of \(count) cells", nodes: 25 * count,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[1],
                note: String(
                    format: "%.4f of a full layout of the list (%.0f ns, same run; goal ≤ 0.02)",
                    medians[0] / medians[1], medians[1])))
    }

    // MARK: W6

    /// 1,000 W1 cells through the precomputation API on all cores and on one core, with the
    /// hand-written W1 code run the same way as the control; and the time to the first screenful.
    mutating func runPrecomputation(count: Int) {
        let items = (0..<count).map(FeedItemData.init(index:))
        let layouts = items.map(FeedItemLayout.make)
        let width = CGFloat(FeedItemLayout.width)
        let context = self.context
        let measurer = self.measurer
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let allCores = LayoutPrecomputer(concurrency: cores)
        let oneCore = LayoutPrecomputer(concurrency: 1)
        let keptFrames = WorkerFrames(count: cores)
        let firstScreenful = FirstScreenfulClock()
        let screenHeight: CGFloat = 2_000
        let expected = layouts.map { $0.arrangement(width: width, context: context).frame }
        let precomputed = waitFor { try await allCores.arrangements(of: layouts, width: width, context: context) }
        check(precomputed.map(\.frame) == expected, "W6: precomputed arrangements differ from serial ones")
        // A speed-up is a ratio of two noisy medians (other tenants of a shared machine take its
        // cores at random), so this row takes more samples than the others.
        let parallelRepetitions = options.quick ? repetitions : max(repetitions, 101)
        let medians = interleavedMedians(
            repetitions: parallelRepetitions, warmUp: 2,
            bodies: [
                {
                    let arrangements = waitFor {
                        try await oneCore.arrangements(of: layouts, width: width, context: context)
                    }
                    consume(arrangements[0].frame.height)
                },
                {
                    let arrangements = waitFor {
                        // Timed from inside the task, as an async caller sees it: the hop from this
                        // synchronous benchmark into Swift concurrency is not the library's.
                        firstScreenful.start()
                        let arrangements = try await allCores.arrangements(
                            of: layouts, width: width, context: context, firstScreenfulHeight: screenHeight,
                            onFirstScreenful: { _ in firstScreenful.stop() })
                        firstScreenful.finish()
                        return arrangements
                    }
                    consume(arrangements[0].frame.height)
                },
                {
                    // The control keeps its results too, as the precomputer does: a list is laid
                    // out to be shown.
                    let frames = items.map { ManualFeedItemLayout.frames(for: $0, width: width, measurer: measurer) }
                    consume(frames[0].root.height)
                },
                {
                    DispatchQueue.concurrentPerform(iterations: cores) { worker in
                        var frames: [FeedItemFrames] = []
                        frames.reserveCapacity(items.count / cores + 1)
                        for index in stride(from: worker, to: items.count, by: cores) {
                            frames.append(
                                ManualFeedItemLayout.frames(for: items[index], width: width, measurer: measurer))
                        }
                        keptFrames.store(frames, for: worker)
                    }
                    consume(keptFrames.first.root.height)
                },
            ], operations: 1)
        let librarySpeedUp = medians[0] / medians[1]
        let controlSpeedUp = medians[2] / medians[3]
        rows.append(
            ResultRow(
                workload: "W6 precomputed on \(cores) cores", size: "\(count) cells", nodes: 25 * count,
                nanosecondsPerPass: medians[1], baselineNanosecondsPerPass: medians[3],
                note: String(
                    format:
                        "%.2f× faster than on one core (%.0f ns); hand-written code: %.2f×; ratio %.2f (goal ≥ 0.9)",
                    librarySpeedUp, medians[0], controlSpeedUp, librarySpeedUp / controlSpeedUp)))
        let fraction = firstScreenful.medianFraction
        rows.append(
            ResultRow(
                workload: "W6 first screenful (2,000 pt)", size: "\(count) cells", nodes: 25 * count,
                nanosecondsPerPass: fraction * medians[1],
                note: String(
                    format: "%.4f of the whole list's time, both timed inside the calling task (goal ≤ 0.05)",
                    fraction)))
    }

    /// A 1,000-cell list in which 10 distinct cells repeat, through the precomputation API with
    /// a new cache each pass, against 1,000 distinct cells through the same API; and the cost of
    /// one request answered by an ``ArrangementCache``.
    mutating func runRepeatingCells(count: Int, distinct: Int) {
        let width = CGFloat(FeedItemLayout.width)
        let context = self.context
        let distinctLayouts = (0..<distinct).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        // The same 10 values repeated (an app that keeps each cell's layout value), and 1,000
        // values built separately from 10 items' data (equal by value, compared node by node).
        let repeated = (0..<count).map { distinctLayouts[$0 % distinct] }
        let rebuilt = (0..<count).map { FeedItemLayout.make(FeedItemData(index: $0 % distinct)) }
        let allDistinct = (0..<count).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        // Timed inside the task, as an async caller sees it: the hop from this synchronous
        // benchmark into Swift concurrency (tens of microseconds here) is not the library's.
        let inTask = InTaskTimes()
        func precompute(
            _ layouts: [any Layout], timedAs name: String? = nil
        ) -> (arrangements: [LayoutArrangement], cache: ArrangementCache) {
            let cache = ArrangementCache()
            let precomputer = LayoutPrecomputer(concurrency: 1, cache: cache)
            let arrangements = waitFor {
                let start = now()
                let arrangements = try await precomputer.arrangements(of: layouts, width: width, context: context)
                if let name { inTask.record(Double(now() - start), as: name) }
                return arrangements
            }
            return (arrangements, cache)
        }
        let fresh = repeated.map { $0.arrangement(width: width, context: context).frame }
        for (name, layouts) in [("repeated", repeated), ("rebuilt", rebuilt)] {
            let (arrangements, cache) = precompute(layouts)
            check(arrangements.map(\.frame) == fresh, "cache: \(name) cells' arrangements differ from fresh ones")
            check(
                cache.statistics == ArrangementCache.Statistics(hits: 0, misses: distinct),
                "cache: \(name) cells: \(cache.statistics), expected \(distinct) layouts laid out")
        }
        let hitCache = ArrangementCache()
        _ = hitCache.arrangement(of: distinctLayouts[0], width: width, context: context)
        let hits = 1_000
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 2,
            bodies: [
                { consume(precompute(repeated, timedAs: "repeated").arrangements[0].frame.height) },
                { consume(precompute(rebuilt, timedAs: "rebuilt").arrangements[0].frame.height) },
                { consume(precompute(allDistinct, timedAs: "distinct").arrangements[0].frame.height) },
                {
                    for _ in 0..<hits {
                        consume(
                            hitCache.arrangement(of: distinctLayouts[0], width: width, context: context).frame.height)
                    }
                },
                {
                    for _ in 0..<hits {
                        consume(distinctLayouts[0].arrangement(width: width, context: context).frame.height)
                    }
                },
            ], operations: [1, 1, 1, hits, hits])
        let repeatedTime = inTask.median("repeated")
        let rebuiltTime = inTask.median("rebuilt")
        let distinctTime = inTask.median("distinct")
        rows.append(
            ResultRow(
                workload: "cache: \(distinct) distinct cells repeated", size: "\(count) cells", nodes: 25 * count,
                nanosecondsPerPass: repeatedTime, baselineNanosecondsPerPass: distinctTime,
                note: String(
                    format: "%.4f of %d distinct cells (%.0f ns; goal ≤ 0.05); one core, the same values repeated;"
                        + " timed inside the calling task (from outside: %.4f)",
                    repeatedTime / distinctTime, count, distinctTime, medians[0] / medians[2])))
        rows.append(
            ResultRow(
                workload: "cache: \(distinct) distinct cells rebuilt", size: "\(count) cells", nodes: 25 * count,
                nanosecondsPerPass: rebuiltTime, baselineNanosecondsPerPass: distinctTime,
                note: String(
                    format: "%.4f of %d distinct cells; equal values built separately, compared node by node",
                    rebuiltTime / distinctTime, count)))
        rows.append(
            ResultRow(
                workload: "cache: one ArrangementCache hit", size: "W1 cell", nodes: 25,
                nanosecondsPerPass: medians[3], baselineNanosecondsPerPass: medians[4],
                note: String(format: "%.4f of laying the cell out", medians[3] / medians[4])))
    }
}

/// Runs `body` on Swift concurrency's pool and waits for it: the benchmark's timed bodies are
/// synchronous.
func waitFor<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do {
            box.value = try await body()
        } catch {
            fatalError("benchmark: \(error)")
        }
        done.signal()
    }
    done.wait()
    return box.value!
}

/// The frames each worker of the hand-written control computed, kept until the next run (each
/// worker writes only its own slot; `concurrentPerform` returns after every worker has).
final class WorkerFrames: @unchecked Sendable {
    private var slots: [[FeedItemFrames]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ frames: [FeedItemFrames], for worker: Int) {
        slots.withUnsafeMutableBufferPointer { $0[worker] = frames }
    }

    var first: FeedItemFrames { slots[0][0] }
}

/// Durations measured inside tasks, by name.
final class InTaskTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [String: [Double]] = [:]

    func record(_ nanoseconds: Double, as name: String) {
        lock.lock()
        defer { lock.unlock() }
        times[name, default: []].append(nanoseconds)
    }

    func median(_ name: String) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return valuelayout_bench.median(times[name] ?? [])
    }
}

/// Times from the start of a precomputation to its first screenful, as a fraction of the whole.
final class FirstScreenfulClock: @unchecked Sendable {
    private let lock = NSLock()
    private var started: UInt64 = 0
    private var firstScreenful: UInt64 = 0
    private var fractions: [Double] = []

    func start() {
        lock.lock()
        defer { lock.unlock() }
        started = now()
    }

    func stop() {
        lock.lock()
        defer { lock.unlock() }
        firstScreenful = now()
    }

    func finish() {
        let finished = now()
        lock.lock()
        defer { lock.unlock() }
        fractions.append(Double(firstScreenful - started) / Double(finished - started))
    }

    var medianFraction: Double {
        lock.lock()
        defer { lock.unlock() }
        return median(fractions)
    }
}
