import Foundation
import ValueLayout
import ValueLayoutWorkloads

/// The README's main job: a feed of 1,000 W1 cells laid out in the background, as an app does
/// before it shows a list.
enum FeedDemo {
    static let cellCount = 1_000
    /// The height the first screenful fills, in points: two phone screens.
    static let screenHeight: CGFloat = 2_000

    static func run(textMeasurer: any TextMeasurer, description: String) async {
        let width = CGFloat(FeedItemLayout.width)
        let context = LayoutContext(textMeasurer: textMeasurer)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let layouts = (0..<cellCount).map { FeedItemLayout.make(FeedItemData(index: $0)) }
        print(
            "A feed of \(cellCount) W1 cells laid out at width \(Int(width)) in the background, on \(cores) cores,"
                + " text measured by \(description).")
        print(cellDescription)

        let arrangements = await layOut(layouts, width: width, context: context)
        print()
        print("The first cell:")
        print(arrangements[0].snapshotText, terminator: "")
        print()

        print("Time to lay out the feed (\(buildConfiguration) build, median of 5 runs after a warm-up):")
        let oneCore = await time(layouts, width: width, context: context, concurrency: 1)
        let allCores = await time(layouts, width: width, context: context, concurrency: cores)
        print(
            "  on 1 core:   first screenful (\(Int(screenHeight)) pt) \(format(oneCore.firstScreenful)),"
                + " whole feed \(format(oneCore.whole))")
        print(
            "  on \(cores) cores: first screenful (\(Int(screenHeight)) pt) \(format(allCores.firstScreenful)),"
                + " whole feed \(format(allCores.whole))"
                + String(format: " (%.2f× one core)", oneCore.whole / allCores.whole))
        print()

        await reloadWithOneChange(width: width, context: context)
        if let advice = debugBuildAdvice(cores: cores) {
            print()
            print(advice)
        }
    }

    /// What a W1 cell is, for a reader who has not read the workloads document.
    static let cellDescription =
        "A W1 cell is one post of a LinkedIn-style news feed, the cell of LayoutKit's own benchmark: an"
        + " action line, the poster's photo, name, headline and time, a comment, a shared link's image,"
        + " title and domain, Like, Comment and Share, and a reply (25 layouts, 13 of them labels)."

    /// The configuration this demo was compiled in, which its timings depend on.
    static var buildConfiguration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// In a debug build, where to get real figures; `nil` in a release build.
    static func debugBuildAdvice(cores: Int) -> String? {
        #if DEBUG
            "These timings come from a debug build: it runs several times slower, and its speed-up on"
                + " \(cores) cores means little.\nFor real figures: swift run -c release valuelayout-demo"
        #else
            nil
        #endif
    }

    /// Lays the feed out on every core: with a progress bar redrawn in place when standard output is
    /// a terminal, and with one plain line when it is a file or a pipe (a log gets no carriage
    /// returns).
    static func layOut(
        _ layouts: [any Layout], width: CGFloat, context: LayoutContext
    ) async -> [LayoutArrangement] {
        let progress = Progress(totalUnitCount: Int64(layouts.count))
        let precomputer = LayoutPrecomputer()
        let work = Task.detached {
            try await precomputer.arrangements(of: layouts, width: width, context: context, progress: progress)
        }
        let drawsProgressBar = isatty(STDOUT_FILENO) != 0
        if drawsProgressBar {
            while progress.completedUnitCount < progress.totalUnitCount {
                print("\r" + progressBar(progress.fractionCompleted), terminator: "")
                fflush(nil)  // every stream: `stdout` is a global that strict concurrency rejects
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        guard let arrangements = try? await work.value else {
            fatalError("valuelayout-demo: the layout was cancelled")
        }
        if drawsProgressBar {
            print("\r" + progressBar(1))
        } else {
            print("  laid out \(arrangements.count) of \(layouts.count) cells")
        }
        return arrangements
    }

    /// A 40-slot bar for a fraction between 0 and 1, such as `  [##########------…]  25 %`.
    static func progressBar(_ fraction: Double) -> String {
        let slots = 40
        let clamped = min(max(fraction, 0), 1)
        let filled = Int((clamped * Double(slots)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: slots - filled)
        return "  [\(bar)] \(String(format: "%3d", Int(clamped * 100))) %"
    }

    /// The median time to the first screenful and to the whole feed, in seconds.
    static func time(
        _ layouts: [any Layout], width: CGFloat, context: LayoutContext, concurrency: Int
    ) async -> (firstScreenful: Double, whole: Double) {
        let precomputer = LayoutPrecomputer(concurrency: concurrency)
        let clock = FirstScreenfulClock()
        var firstScreenfuls: [Double] = []
        var wholes: [Double] = []
        for run in 0..<6 {
            let start = ContinuousClock.now
            clock.reset()
            _ = try? await precomputer.arrangements(
                of: layouts, width: width, context: context, firstScreenfulHeight: screenHeight,
                onFirstScreenful: { _ in clock.mark() })
            let end = ContinuousClock.now
            guard run > 0, let firstScreenful = clock.marked else { continue }  // the first run warms up
            firstScreenfuls.append(seconds(firstScreenful - start))
            wholes.append(seconds(end - start))
        }
        return (median(firstScreenfuls), median(wholes))
    }

    /// Reloads the feed through a cache with one cell's text changed, and prints the cache's hit
    /// rate and the time: with every cell's layout value built again from its data, and with the
    /// unchanged cells' values kept.
    static func reloadWithOneChange(width: CGFloat, context: LayoutContext) async {
        let data = (0..<cellCount).map(FeedItemData.init(index:))
        let original = data.map(FeedItemLayout.make)
        var edited = data
        edited[cellCount / 2].actorComment = "an edited, longer actor comment"
        let rebuilt = edited.map(FeedItemLayout.make)
        var kept = original
        kept[cellCount / 2] = rebuilt[cellCount / 2]
        let full = await time(rebuilt, width: width, context: context, concurrency: LayoutPrecomputer().concurrency)
        print("Reloaded with one cell's text changed, through an ArrangementCache (median of 5 reloads):")
        for (values, description) in [
            (rebuilt, "every cell's layout value built again"), (kept, "unchanged values kept"),
        ] {
            let (statistics, elapsed) = await reload(original, with: values, width: width, context: context)
            let requests = statistics.hits + statistics.misses + statistics.uncacheable
            print(
                "  \(description): \(statistics.hits) of \(requests) cells from the cache"
                    + String(format: " (hit rate %.1f %%)", 100 * statistics.hitRate) + ", \(format(elapsed))")
        }
        print("  laying every cell out again, without the cache: \(format(full.whole))")
        print("  (equal values built separately are compared node by node; kept values, by identity)")
    }

    /// The cache's counts and the median time of reloading `values` into a cache that holds
    /// `original` as first laid out.
    static func reload(
        _ original: [any Layout], with values: [any Layout], width: CGFloat, context: LayoutContext
    ) async -> (ArrangementCache.Statistics, Double) {
        var reloads: [Double] = []
        var statistics = ArrangementCache.Statistics(hits: 0, misses: 0)
        for run in 0..<6 {
            let cache = ArrangementCache()
            let precomputer = LayoutPrecomputer(cache: cache)
            _ = try? await precomputer.arrangements(of: original, width: width, context: context)
            let before = cache.statistics
            let start = ContinuousClock.now
            _ = try? await precomputer.arrangements(of: values, width: width, context: context)
            let elapsed = seconds(ContinuousClock.now - start)
            let after = cache.statistics
            statistics = ArrangementCache.Statistics(
                hits: after.hits - before.hits, misses: after.misses - before.misses,
                uncacheable: after.uncacheable - before.uncacheable)
            if run > 0 { reloads.append(elapsed) }  // the first run warms up
        }
        return (statistics, median(reloads))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func format(_ seconds: Double) -> String {
        seconds < 0.001 ? String(format: "%.0f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}

/// When a precomputation delivered its first screenful (set from a worker thread).
final class FirstScreenfulClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant: ContinuousClock.Instant?

    func reset() {
        lock.lock()
        defer { lock.unlock() }
        instant = nil
    }

    func mark() {
        let now = ContinuousClock.now
        lock.lock()
        defer { lock.unlock() }
        instant = now
    }

    var marked: ContinuousClock.Instant? {
        lock.lock()
        defer { lock.unlock() }
        return instant
    }
}
