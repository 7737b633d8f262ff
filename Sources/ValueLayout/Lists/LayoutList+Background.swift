import Foundation

extension LayoutList {
    /// Lays out every header, item and footer of `sections` at `width` with `precomputer`: on
    /// every core, off the calling thread, through the precomputer's cache if it has one.
    ///
    /// - Throws: `CancellationError` if the task is cancelled first.
    public static func arranged(
        sections: [Section], width: CGFloat, context: LayoutContext = .default, precomputer: LayoutPrecomputer
    ) async throws -> LayoutList {
        let width = width.isNaN || width < 0 ? 0 : width
        var plan = ListUpdatePlan()
        for section in sections { plan.arrangeAll(of: section) }
        let arrangements = try await precomputer.arrangements(of: plan.layouts, width: width, context: context)
        return LayoutList(
            sections: sections, width: width, context: context, cache: precomputer.cache, plan: plan,
            arrangements: arrangements)
    }

    /// This list updated to `snapshot` at `width`, laid out with `precomputer`, and the batch
    /// updates from this list to it (`nil` when the width changed and everything was laid out
    /// again).
    ///
    /// - Throws: ``BatchUpdatesError`` for a snapshot that repeats an identity;
    ///   `CancellationError` if the task is cancelled first.
    func updated(
        to snapshot: [Section], width newWidth: CGFloat, precomputer: LayoutPrecomputer
    ) async throws -> (list: LayoutList, updates: BatchUpdates?) {
        let newWidth = newWidth.isNaN || newWidth < 0 ? 0 : newWidth
        guard newWidth == width else {
            let list = try await Self.arranged(
                sections: snapshot, width: newWidth, context: context, precomputer: precomputer)
            return (list, nil)
        }
        let updates = try Self.batchUpdates(from: sections, to: snapshot)
        let plan = try plan(updates, sections: snapshot)
        let arrangements = try await precomputer.arrangements(of: plan.layouts, width: width, context: context)
        var list = self
        list.replace(sections: snapshot, laidOut: plan.sections(with: arrangements))
        return (list, updates)
    }
}
