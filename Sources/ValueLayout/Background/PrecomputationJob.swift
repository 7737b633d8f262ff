import Foundation

/// One run of ``LayoutPrecomputer``: the cells to lay out and the state its workers share.
///
/// Workers claim cells in input order, a few at a time, look their values up (equal cells are
/// laid out once: a cell whose value an earlier-registered cell has takes that one's
/// arrangement), lay the new ones out without the lock, and store them under it. Claiming in
/// order is what lets the first screenful finish first: the cells at the top are the first
/// claimed by every worker. Cancellation is checked before each layout.
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

    /// What the workers share, guarded by `lock` (one struct, so that each locked step is one
    /// access).
    private struct State {
        /// The next cell no worker has claimed.
        var nextCell = 0
        /// Each distinct layout seen so far, and the cell that lays it out.
        var firstCells: [LayoutKey: Int] = [:]
        /// The last layout seen in each of a few slots chosen by its node's address, and the cell
        /// that lays it out: a value repeated as is (a feed's separator, or a cell the app kept)
        /// is found by identity, without hashing. The slot holds the key, so the node stays
        /// alive and its address cannot be reused by another (a custom layout's node is made
        /// each time its key is).
        var recentKeys = [(key: LayoutKey?, cell: Int)](repeating: (nil, 0), count: 64)
        /// For each cell that lays out, the cells waiting for its arrangement.
        var waiting: [Int: [Int]] = [:]
        /// One slot per cell; a cell that takes another's arrangement gets it when that one is
        /// stored.
        var results: [LayoutArrangement?]
        var completedCells = 0
        /// The cells `0..<prefixCount` are all laid out; their heights add up to `prefixHeight`.
        var prefixCount = 0
        var prefixHeight: CGFloat = 0
        var firstScreenfulDelivered = false
        var cancelled = false
    }

    private let lock = NSLock()
    private var state: State
    /// Serializes updates of `progress` without holding `lock`: an observer of the progress may
    /// cancel it, which takes `lock`.
    private let progressLock = NSLock()

    /// Cells claimed at a time before the first screenful is out (one, so that the first worker
    /// to start lays out the top cells while the others are still waking up) and after it
    /// (more, so that workers take the lock less often).
    private static let firstScreenfulClaim = 1
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
        self.state = State(results: Array(repeating: nil, count: layouts.count))
        // Room for twice the cells: a lookup that misses compares fewer keys (see ArrangementCache).
        state.firstCells.reserveCapacity(2 * layouts.count)
        if let progress {
            progress.totalUnitCount = Int64(layouts.count)
            progress.completedUnitCount = 0
            progress.cancellationHandler = { [weak self] in self?.cancel() }
        }
        if layouts.isEmpty || onFirstScreenful == nil { state.firstScreenfulDelivered = true }
    }

    /// Stops the workers before their next layout; ``takeResults()`` then returns `nil`.
    func cancel() {
        withState { $0.cancelled = true }
    }

    /// Whether the job was cancelled.
    var isCancelled: Bool {
        // Progress calls its cancellation handler asynchronously on some platforms: its flag is
        // read too.
        withState { $0.cancelled } || progress?.isCancelled == true
    }

    /// Runs `body` on the shared state with the lock held.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Lays out cells until none is left or the job (or, through `shouldStop`, the caller) is
    /// cancelled. Run it on as many threads as there are workers.
    func work(shouldStop: () -> Bool) {
        while workOnce(shouldStop: shouldStop) {}
    }

    /// ``work(shouldStop:)`` for a task of Swift concurrency: between claims it yields its thread
    /// once it has run for two milliseconds, so that a precomputation on every core does not
    /// keep other tasks (a progress bar, the caller's own tasks) waiting for long. Yielding after
    /// every claim would cost more than the claim on Linux; counting claims instead of time
    /// would let slow cells hold the thread for long.
    func work(shouldStop: () -> Bool) async {
        let clock = ContinuousClock()
        var lastYield = clock.now
        while workOnce(shouldStop: shouldStop) {
            let now = clock.now
            if now - lastYield >= Self.timeBetweenYields {
                await Task.yield()
                lastYield = clock.now
            }
        }
    }

    /// How long a worker on Swift concurrency's threads runs before it yields, at most (plus one
    /// claim).
    private static let timeBetweenYields = Duration.milliseconds(2)

    /// Claims the next cells and lays them out; returns `false` when none was left or the job
    /// was cancelled.
    private func workOnce(shouldStop: () -> Bool) -> Bool {
        guard let cells = claim() else { return false }
        // Keys are made outside the lock: a custom layout's node is made when its key is.
        let keys = cells.map { LayoutKey(layouts[$0]) }
        var laidOut: [(cell: Int, arrangement: LayoutArrangement)] = []
        for (cell, key) in register(keys, for: cells) {
            // Progress calls its cancellation handler asynchronously on some platforms, so its
            // flag is read here too.
            if shouldStop() || progress?.isCancelled == true {
                cancel()
                return false
            }
            laidOut.append((cell, key.arrangement(width: width, height: height, context: context, cache: cache)))
        }
        let (completed, firstScreenful) = store(laidOut)
        report(completed)
        if let firstScreenful, !isCancelled { onFirstScreenful?(firstScreenful) }
        return true
    }

    /// The arrangements of the cells in input order, or `nil` if the job was cancelled. Call it
    /// after every worker has returned.
    func takeResults() -> [LayoutArrangement]? {
        if progress?.isCancelled == true { return nil }
        return withState { state in
            guard !state.cancelled, state.completedCells == state.results.count else { return nil }
            return state.results.compactMap { $0 }
        }
    }

    /// The next cells to lay out, or `nil` when none is left or the job is cancelled.
    private func claim() -> Range<Int>? {
        withState { state in
            guard !state.cancelled, state.nextCell < state.results.count else { return nil }
            let size = state.firstScreenfulDelivered ? Self.laterClaim : Self.firstScreenfulClaim
            let cells = state.nextCell..<min(state.results.count, state.nextCell + size)
            state.nextCell = cells.upperBound
            return cells
        }
    }

    /// Looks the claimed cells' values up: returns the cells whose value is new, to lay out; the
    /// others take the arrangement of the first cell with their value.
    private func register(_ keys: [LayoutKey], for cells: Range<Int>) -> [(Int, LayoutKey)] {
        withState { state in
            var toLayOut: [(Int, LayoutKey)] = []
            for (cell, key) in zip(cells, keys) {
                let slot = Int(truncatingIfNeeded: ObjectIdentifier(key.node).address >> 4) & 63
                let isRecent = state.recentKeys[slot].key?.node === key.node
                let first: Int? = isRecent ? state.recentKeys[slot].cell : state.firstCells[key]
                if let first {
                    if let arrangement = state.results[first] {
                        state.results[cell] = arrangement
                        state.completedCells += 1
                    } else {
                        state.waiting[first, default: []].append(cell)
                    }
                } else {
                    state.firstCells[key] = cell
                    toLayOut.append((cell, key))
                }
                if !isRecent { state.recentKeys[slot] = (key, first ?? cell) }
            }
            return toLayOut
        }
    }

    /// Stores laid-out cells (and the cells waiting for them); returns how many cells are done,
    /// and the first screenful if these cells completed it.
    private func store(
        _ laidOut: [(cell: Int, arrangement: LayoutArrangement)]
    ) -> (completed: Int, firstScreenful: [LayoutArrangement]?) {
        let firstScreenfulHeight = firstScreenfulHeight
        return withState { state in
            for (cell, arrangement) in laidOut {
                state.results[cell] = arrangement
                state.completedCells += 1
                for waitingCell in state.waiting.removeValue(forKey: cell) ?? [] {
                    state.results[waitingCell] = arrangement
                    state.completedCells += 1
                }
            }
            guard !state.firstScreenfulDelivered else { return (state.completedCells, nil) }
            // At least one cell, then cells until their heights fill the screen.
            let cellCount = state.results.count
            while state.prefixCount < cellCount, state.prefixCount == 0 || state.prefixHeight < firstScreenfulHeight,
                let cell = state.results[state.prefixCount]
            {
                state.prefixHeight += cell.frame.height
                state.prefixCount += 1
            }
            guard state.prefixCount > 0, state.prefixHeight >= firstScreenfulHeight || state.prefixCount == cellCount
            else {
                return (state.completedCells, nil)
            }
            state.firstScreenfulDelivered = true
            return (state.completedCells, state.results[0..<state.prefixCount].compactMap { $0 })
        }
    }

    /// Raises the progress's completed count to `completed` (workers report out of order).
    private func report(_ completed: Int) {
        guard let progress else { return }
        progressLock.lock()
        defer { progressLock.unlock() }
        progress.completedUnitCount = max(progress.completedUnitCount, Int64(completed))
    }
}

extension ObjectIdentifier {
    /// The object's address as an integer: a cheap slot index, where `hashValue` would run the
    /// hasher.
    fileprivate var address: UInt { UInt(bitPattern: self) }
}
