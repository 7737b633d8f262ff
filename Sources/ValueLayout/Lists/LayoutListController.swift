import Foundation

/// Keeps a ``LayoutList`` up to date in the background: snapshots and width changes are laid out
/// on every core, off the main actor, while the list on screen is still served.
///
/// This is the model a collection or table view adapter sits on (the UIKit adapters in
/// `Platform/` use it): the view asks ``list`` for counts, sizes and offsets, and redraws when
/// ``onUpdate`` says the list changed.
///
/// ```swift
/// let controller = LayoutListController<String, Int>(width: 375)
/// controller.onUpdate = { list, updates in
///     // Animate `updates` (or reload everything when it is nil) and read sizes from `list`.
/// }
/// try controller.apply([ListSection(id: "feed", items: cells)])
/// ```
///
/// A newer request (a snapshot or a width) cancels the one in flight, whose result is never
/// delivered: the next update goes from the list on screen to the latest snapshot at the latest
/// width. A width change (a rotation) lays out everything again, and ``list`` keeps the old
/// arrangements until the new ones are ready.
@MainActor
public final class LayoutListController<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The list's type.
    public typealias List = LayoutList<SectionID, ItemID>
    /// A section of the list.
    public typealias Section = ListSection<SectionID, ItemID>

    /// The list as laid out now: what the view shows.
    public private(set) var list: List
    /// Called on the main actor each time ``list`` changes, with the new list and the batch
    /// updates from the previous one (`nil` when the width changed and everything was laid out
    /// again).
    public var onUpdate: ((List, BatchUpdates?) -> Void)?
    /// Lays out the list's items; its cache, if any, is shared by every update.
    public let precomputer: LayoutPrecomputer

    /// The latest snapshot and width asked for.
    private var requestedSections: [Section] = []
    private var requestedWidth: CGFloat
    /// Whether a snapshot was asked for since the last update was delivered.
    private var snapshotRequested = false
    /// Counts requests; only the latest one's result is delivered.
    private var generation = 0
    private var pending: Task<Void, Never>?

    /// An empty list at `width`.
    ///
    /// - Parameters:
    ///   - width: The width of every item, in points.
    ///   - context: The text measurer, direction and pixel scale.
    ///   - cache: The cache items are laid out through (by default a new one, so that a reload
    ///     with few changes lays out only those), or `nil`.
    ///   - concurrency: How many threads lay out at once (by default one per active core).
    public init(
        width: CGFloat, context: LayoutContext = .default, cache: ArrangementCache? = ArrangementCache(),
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.list = List(width: width, context: context, cache: cache)
        self.requestedWidth = list.width
        self.precomputer = LayoutPrecomputer(concurrency: concurrency, cache: cache)
    }

    /// Whether an update is being laid out.
    public var isUpdating: Bool { pending != nil }

    /// Starts updating the list to `snapshot`, in the background; ``onUpdate`` is called when it
    /// is done, with the batch updates from the list on screen.
    ///
    /// - Throws: ``BatchUpdatesError/duplicateIdentity(_:)`` (at once, and nothing changes) if the
    ///   snapshot uses a section or item identity twice.
    public func apply(_ snapshot: [Section]) throws {
        _ = try List.batchUpdates(from: [], to: snapshot)
        requestedSections = snapshot
        snapshotRequested = true
        schedule()
    }

    /// Starts laying out the whole list again at `width` (a rotation), in the background;
    /// ``list`` keeps the old arrangements until ``onUpdate`` is called with the new ones.
    ///
    /// A NaN or negative width is 0. A width that changes nothing does nothing, and ``onUpdate``
    /// is not called for it:
    ///
    /// - the width last asked for (the list's own width when none was asked for since it was
    ///   made);
    /// - the width of the list on screen, while only a width change is in flight (no snapshot
    ///   since the last update was delivered): that change is cancelled and never delivered.
    public func setWidth(_ width: CGFloat) {
        let width = width.isNaN || width < 0 ? 0 : width
        guard width != requestedWidth else { return }
        requestedWidth = width
        if width == list.width, !snapshotRequested {
            generation += 1
            pending?.cancel()
            pending = nil
            return
        }
        schedule()
    }

    /// Returns when no update is in flight: the latest request has been delivered (or there was
    /// none).
    public func waitUntilUpdated() async {
        while let task = pending {
            await task.value
            if pending == task { break }
        }
    }

    private func schedule() {
        generation += 1
        let generation = generation
        pending?.cancel()
        let base = list
        let snapshot = requestedSections
        let width = requestedWidth
        let precomputer = precomputer
        pending = Task.detached(priority: .userInitiated) { [weak self] in
            var result: (list: List, updates: BatchUpdates?)?
            do {
                result = try await base.updated(to: snapshot, width: width, precomputer: precomputer)
            } catch is CancellationError {
                // A newer request replaced this one.
            } catch {
                // `apply(_:)` refused snapshots that repeat an identity before scheduling them;
                // a diff of two valid snapshots is always a valid update.
                assertionFailure("ValueLayout: a valid snapshot failed to apply: \(error)")
            }
            await self?.deliver(result, generation: generation)
        }
    }

    private func deliver(_ result: (list: List, updates: BatchUpdates?)?, generation: Int) {
        guard generation == self.generation else { return }
        pending = nil
        snapshotRequested = false
        guard let result else { return }
        list = result.list
        onUpdate?(result.list, result.updates)
    }
}
