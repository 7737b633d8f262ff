import Foundation

/// One run of ``LayoutPrecomputer``: the cells to lay out and the state its workers share.
///
/// Workers claim cells in input order, a few at a time, lay them out without the lock, and store
/// them under it. Claiming in order is what lets the first screenful finish first: the cells at
/// the top are the first claimed by every worker. Cancellation is checked before each cell.
final class PrecomputationJob: @unchecked Sendable {
    let layouts: [any Layout]
    let width: CGFloat?
    let height: CGFloat?
    let context: LayoutContext
    let cache: ArrangementCache?
    /// The first screenful is the cells whose heights add up to at least this, or all cells.
    let firstScreenfulHeight: CGFloat
    /// Called once, on the worker that completes the first screenful, with its arrangements.
    let onFirstScreenful: (@Sendable ([LayoutArrangement]) -> Void)?
    let progress: Progress?

    // Guarded by `lock`.
    private let lock = NSLock()
    private var nextIndex = 0
    private var results: [LayoutArrangement?]
    private var completedCount = 0
    /// The cells `0..<prefixCount` are all laid out; their heights add up to `prefixHeight`.
    private var prefixCount = 0
    private var prefixHeight: CGFloat = 0
    private var firstScreenfulDelivered = false
    private var cancelled = false
    /// Serializes updates of `progress` without holding `lock`: an observer of the progress may
    /// cancel it, which takes `lock`.
    private let progressLock = NSLock()

    /// Cells claimed at a time before the first screenful is out (small, so that the cells at the
    /// top finish together) and after it (larger, so that workers take the lock less often).
    private static let firstScreenfulClaim = 4
    private static let laterClaim = 16

    init(
        layouts: [any Layout], width: CGFloat?, height: CGFloat?, context: LayoutContext, cache: ArrangementCache?,
        progress: Progress?, firstScreenfulHeight: CGFloat,
        onFirstScreenful: (@Sendable ([LayoutArrangement]) -> Void)?
    ) {
        self.layouts = layouts
        self.width = width
        self.height = height
        self.context = context
        self.cache = cache
        self.progress = progress
        self.firstScreenfulHeight = firstScreenfulHeight.isNaN ? 0 : firstScreenfulHeight
        self.onFirstScreenful = onFirstScreenful
        self.results = Array(repeating: nil, count: layouts.count)
        if let progress {
            progress.totalUnitCount = Int64(layouts.count)
            progress.completedUnitCount = 0
            progress.cancellationHandler = { [weak self] in self?.cancel() }
        }
        if layouts.isEmpty || onFirstScreenful == nil { firstScreenfulDelivered = true }
    }

    /// Stops the workers before their next cell; ``takeResults()`` then returns `nil`.
    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
    }

    /// Whether the job was cancelled.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Lays out cells until none is left or the job (or, through `shouldStop`, the caller) is
    /// cancelled. Run it on as many threads as there are workers.
    func work(shouldStop: () -> Bool) {
        var laidOut: [LayoutArrangement] = []
        laidOut.reserveCapacity(Self.laterClaim)
        while let range = claim() {
            laidOut.removeAll(keepingCapacity: true)
            for index in range {
                if shouldStop() {
                    cancel()
                    return
                }
                laidOut.append(arrange(layouts[index]))
            }
            let (completed, firstScreenful) = store(laidOut, at: range.lowerBound)
            report(completed)
            if let firstScreenful { onFirstScreenful?(firstScreenful) }
        }
    }

    /// The arrangements in input order, or `nil` if the job was cancelled. Call it after every
    /// worker has returned.
    func takeResults() -> [LayoutArrangement]? {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled, completedCount == results.count else { return nil }
        return results.compactMap { $0 }
    }

    private func arrange(_ layout: any Layout) -> LayoutArrangement {
        if let cache {
            return cache.arrangement(of: layout, width: width, height: height, context: context)
        }
        return layout.arrangement(width: width, height: height, context: context)
    }

    /// The next cells to lay out, or `nil` when none is left or the job is cancelled.
    private func claim() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled, nextIndex < results.count else { return nil }
        let size = firstScreenfulDelivered ? Self.laterClaim : Self.firstScreenfulClaim
        let range = nextIndex..<min(results.count, nextIndex + size)
        nextIndex = range.upperBound
        return range
    }

    /// Stores arrangements laid out from `start` on; returns how many cells are done, and the
    /// first screenful if these cells completed it.
    private func store(
        _ arrangements: [LayoutArrangement], at start: Int
    ) -> (completed: Int, firstScreenful: [LayoutArrangement]?) {
        lock.lock()
        defer { lock.unlock() }
        for (offset, arrangement) in arrangements.enumerated() {
            results[start + offset] = arrangement
        }
        completedCount += arrangements.count
        guard !firstScreenfulDelivered else { return (completedCount, nil) }
        // At least one cell, then cells until their heights fill the screen.
        while prefixCount < results.count, prefixCount == 0 || prefixHeight < firstScreenfulHeight,
            let cell = results[prefixCount]
        {
            prefixHeight += cell.frame.height
            prefixCount += 1
        }
        guard prefixCount > 0, prefixHeight >= firstScreenfulHeight || prefixCount == results.count else {
            return (completedCount, nil)
        }
        firstScreenfulDelivered = true
        return (completedCount, results[0..<prefixCount].compactMap { $0 })
    }

    /// Raises the progress's completed count to `completed` (workers report out of order).
    private func report(_ completed: Int) {
        guard let progress else { return }
        progressLock.lock()
        defer { progressLock.unlock() }
        progress.completedUnitCount = max(progress.completedUnitCount, Int64(completed))
    }
}
