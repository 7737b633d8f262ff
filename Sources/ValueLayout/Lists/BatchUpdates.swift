import Foundation

/// The changes from one state of a list to the next, in the terms of UIKit's batch updates (and
/// with the names LayoutKit gave them): what a collection or table view animates, and what a
/// ``LayoutList`` lays out again.
///
/// The index paths follow UIKit's rules:
///
/// - deletions and reloads name positions *before* the update;
/// - insertions name positions *after* it;
/// - a move goes from a position before to a position after;
/// - the items of a deleted, inserted or reloaded section are not named again in item changes;
/// - a reloaded or moved item is not also deleted, and a reload is not also a move.
///
/// Every item and section not named keeps its relative order. ``LayoutList/apply(_:sections:)``
/// checks these rules and throws ``BatchUpdatesError`` when they are broken.
public struct BatchUpdates: Sendable, Hashable {
    /// Items inserted, at their positions after the update.
    public var insertItems: [ListIndexPath]
    /// Items deleted, at their positions before the update.
    public var deleteItems: [ListIndexPath]
    /// Items whose layout changed, at their positions before the update; laid out again.
    public var reloadItems: [ListIndexPath]
    /// Items moved; kept as they were laid out.
    public var moveItems: [ItemMove]
    /// Sections inserted, at their indices after the update.
    public var insertSections: IndexSet
    /// Sections deleted, at their indices before the update.
    public var deleteSections: IndexSet
    /// Sections whose header, footer or items all changed, at their indices before the update;
    /// laid out again.
    public var reloadSections: IndexSet
    /// Sections moved, with their items; kept as they were laid out.
    public var moveSections: [SectionMove]

    /// Updates with the given changes; each defaults to none.
    public init(
        insertItems: [ListIndexPath] = [], deleteItems: [ListIndexPath] = [], reloadItems: [ListIndexPath] = [],
        moveItems: [ItemMove] = [], insertSections: IndexSet = [], deleteSections: IndexSet = [],
        reloadSections: IndexSet = [], moveSections: [SectionMove] = []
    ) {
        self.insertItems = insertItems
        self.deleteItems = deleteItems
        self.reloadItems = reloadItems
        self.moveItems = moveItems
        self.insertSections = insertSections
        self.deleteSections = deleteSections
        self.reloadSections = reloadSections
        self.moveSections = moveSections
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        insertItems.isEmpty && deleteItems.isEmpty && reloadItems.isEmpty && moveItems.isEmpty
            && insertSections.isEmpty && deleteSections.isEmpty && reloadSections.isEmpty && moveSections.isEmpty
    }

    /// Whether the update changes only the contents of items and sections in place (reloads), so
    /// that every other item keeps its index path.
    var isReloadOnly: Bool {
        insertItems.isEmpty && deleteItems.isEmpty && moveItems.isEmpty && insertSections.isEmpty
            && deleteSections.isEmpty && moveSections.isEmpty
    }
}

/// An item that moves from one index path (before the update) to another (after it).
public struct ItemMove: Sendable, Hashable {
    /// The item's position before the update.
    public var from: ListIndexPath
    /// The item's position after the update.
    public var to: ListIndexPath

    /// A move from `from` to `to`.
    public init(from: ListIndexPath, to: ListIndexPath) {
        self.from = from
        self.to = to
    }
}

/// A section that moves from one index (before the update) to another (after it).
public struct SectionMove: Sendable, Hashable {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int

    /// A move from `from` to `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}
