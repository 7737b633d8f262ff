import Dispatch
import Foundation

/// Lays out many layouts (a feed's cells) concurrently, on every core, ahead of when they are
/// shown: the arrangements come back in input order.
///
/// Two ways to run it:
///
/// - **Swift concurrency**: ``arrangements(of:width:height:context:progress:firstScreenfulHeight:onFirstScreenful:)``
///   is `async`; cancelling the calling task stops the work before the next cell and throws
///   `CancellationError`.
/// - **Dispatch**: ``reload(_:width:height:context:firstScreenfulHeight:onFirstScreenful:completion:)``
///   is called on the main actor and calls back on it. A newer reload cancels the older one, whose
///   callbacks then never run, as LayoutKit's `ReloadableViewLayoutAdapter` did for its background
///   reloads. Use one precomputer per list.
///
/// Both report to a Foundation `Progress` (cells done of the total; cancelling it cancels the
/// work) and can deliver the first screenful (the cells from the top until their heights fill a
/// given height) as soon as it is done, before the rest of the list.
///
/// Equal cells (equal as ``LayoutKey``s: the same value, or equal values) are laid out once and
/// share their arrangement. Layout values and arrangements are `Sendable`, and layout reads no
/// global state, so cells are laid out in parallel without locks; workers take a lock only to
/// claim the next few cells and to store what they laid out.
///
/// - Complexity: O(total size of the layouts) work, spread over ``concurrency`` threads.
public final class LayoutPrecomputer: @unchecked Sendable {
    /// How many threads lay out cells at once (at least 1).
    public let concurrency: Int
    /// The cache cells are laid out through, if any.
    public let cache: ArrangementCache?

    /// The reload whose callbacks may still run: the latest one, until it completes.
    @MainActor private var currentReload: PrecomputationJob?

    /// A precomputer that lays out on `concurrency` threads (by default one per active core),
    /// through `cache` if one is given.
    public init(concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, cache: ArrangementCache? = nil) {
        self.concurrency = max(1, concurrency)
        self.cache = cache
    }

    /// Lays out every layout at `width` × `height`, concurrently, and returns the arrangements in
    /// input order.
    ///
    /// - Parameters:
    ///   - layouts: The cells, each laid out as ``Layout/arrangement(origin:width:height:context:)``
    ///     does, at the origin.
    ///   - width: The width of every cell, in points, or `nil` for the width each needs.
    ///   - height: The height of every cell, in points, or `nil` (the default) for the height
    ///     each needs.
    ///   - context: The text measurer, direction and pixel scale.
    ///   - progress: Receives the number of cells (its total) and the cells done as they finish;
    ///     cancelling it stops the work as cancelling the task does.
    ///   - firstScreenfulHeight: The height, in points, that the first screenful fills.
    ///   - onFirstScreenful: Called once, on a worker thread, with the arrangements of the first
    ///     cells whose heights add up to at least `firstScreenfulHeight` (at least one cell; all of
    ///     them if the list is shorter), as soon as they are done and before this function returns.
    /// - Returns: One arrangement per layout, in the order of `layouts`.
    /// - Throws: `CancellationError` if the task or `progress` was cancelled before every cell was
    ///   laid out; the work stops before the next cell.
    public func arrangements(
        of layouts: [any Layout], width: CGFloat?, height: CGFloat? = nil, context: LayoutContext = .default,
        progress: Progress? = nil, firstScreenfulHeight: CGFloat = 0,
        onFirstScreenful: (@Sendable ([LayoutArrangement]) -> Void)? = nil
    ) async throws -> [LayoutArrangement] {
        let job = PrecomputationJob(
            layouts: layouts, width: width, height: height, context: context, cache: cache, progress: progress,
            firstScreenfulHeight: firstScreenfulHeight, onFirstScreenful: onFirstScreenful)
        let workers = min(concurrency, max(1, layouts.count))
        await withTaskCancellationHandler {
            await withTaskGroup(of: Void.self) { group in
                for _ in 1..<workers {
                    group.addTask { await job.work(shouldStop: { Task.isCancelled }) }
                }
                // The calling task is a worker too: it starts on the first cells at once, while
                // the others wait for threads.
                await job.work(shouldStop: { Task.isCancelled })
            }
        } onCancel: {
            job.cancel()
        }
        guard let arrangements = job.takeResults() else { throw CancellationError() }
        return arrangements
    }

    /// Starts laying out every layout at `width` × `height` on a background queue, concurrently,
    /// and cancels the reload this precomputer started before, if it is still running: its
    /// callbacks will not run.
    ///
    /// - Parameters:
    ///   - layouts: The cells, each laid out as ``Layout/arrangement(origin:width:height:context:)``
    ///     does, at the origin.
    ///   - width: The width of every cell, in points, or `nil` for the width each needs.
    ///   - height: The height of every cell, in points, or `nil` (the default) for the height
    ///     each needs.
    ///   - context: The text measurer, direction and pixel scale.
    ///   - firstScreenfulHeight: The height, in points, that the first screenful fills.
    ///   - onFirstScreenful: Called once on the main actor, before `completion`, with the
    ///     arrangements of the first cells whose heights add up to at least
    ///     `firstScreenfulHeight` (at least one cell; all of them if the list is shorter).
    ///   - completion: Called on the main actor with one arrangement per layout, in input order,
    ///     unless this reload is cancelled first (by a newer reload, ``cancel()`` or its
    ///     progress).
    /// - Returns: The reload's progress: cells done of the total. Cancelling it cancels the
    ///   reload.
    @MainActor @discardableResult
    public func reload(
        _ layouts: [any Layout], width: CGFloat?, height: CGFloat? = nil, context: LayoutContext = .default,
        firstScreenfulHeight: CGFloat = 0,
        onFirstScreenful: (@MainActor @Sendable ([LayoutArrangement]) -> Void)? = nil,
        completion: @escaping @MainActor @Sendable ([LayoutArrangement]) -> Void
    ) -> Progress {
        currentReload?.cancel()
        let progress = Progress(totalUnitCount: Int64(layouts.count))
        let deliverFirstScreenful: (@Sendable ([LayoutArrangement]) -> Void)?
        if let onFirstScreenful {
            // Set below, before any worker runs; read on the main actor only.
            let jobBox = JobBox()
            deliverFirstScreenful = { [self] firstScreenful in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let job = jobBox.job, self.currentReload === job, !job.isCancelled else { return }
                        onFirstScreenful(firstScreenful)
                    }
                }
            }
            let job = makeJob(layouts, width, height, context, progress, firstScreenfulHeight, deliverFirstScreenful)
            jobBox.job = job
            start(job, completion: completion)
        } else {
            let job = makeJob(layouts, width, height, context, progress, firstScreenfulHeight, nil)
            start(job, completion: completion)
        }
        return progress
    }

    /// Cancels the reload this precomputer started last, if it is still running: its callbacks
    /// will not run.
    @MainActor
    public func cancel() {
        currentReload?.cancel()
        currentReload = nil
    }

    private func makeJob(
        _ layouts: [any Layout], _ width: CGFloat?, _ height: CGFloat?, _ context: LayoutContext,
        _ progress: Progress, _ firstScreenfulHeight: CGFloat,
        _ onFirstScreenful: (@Sendable ([LayoutArrangement]) -> Void)?
    ) -> PrecomputationJob {
        PrecomputationJob(
            layouts: layouts, width: width, height: height, context: context, cache: cache, progress: progress,
            firstScreenfulHeight: firstScreenfulHeight, onFirstScreenful: onFirstScreenful)
    }

    @MainActor
    private func start(
        _ job: PrecomputationJob, completion: @escaping @MainActor @Sendable ([LayoutArrangement]) -> Void
    ) {
        currentReload = job
        let workers = min(concurrency, max(1, job.layouts.count))
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            if workers == 1 {
                job.work(shouldStop: { false })
            } else {
                DispatchQueue.concurrentPerform(iterations: workers) { _ in job.work(shouldStop: { false }) }
            }
            guard let arrangements = job.takeResults() else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    // The check and the call are both on the main actor, where reloads start, so a
                    // reload started after this one always stops this completion.
                    guard self.currentReload === job, !job.isCancelled else { return }
                    self.currentReload = nil
                    completion(arrangements)
                }
            }
        }
    }
}

/// Lets the first-screenful callback of a reload find its job, which is made after the callback.
/// Weak: the job holds the callback, which holds this box.
@MainActor
private final class JobBox: Sendable {
    weak var job: PrecomputationJob?
    nonisolated init() {}
}
