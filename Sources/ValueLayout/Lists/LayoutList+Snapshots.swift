import Foundation

extension LayoutList {
    /// Updates the list to a new snapshot of its sections, as a diffable data source does: the
    /// batch updates are computed from the identities and the layout values, then applied.
    ///
    /// An item (or section) whose identity is in both snapshots is the same item. It keeps its
    /// arrangement unless its layout changed (compared as ``LayoutKey``s: O(1) when it is the
    /// same value, O(size) when an equal value was built again). Only inserted and changed items,
    /// and sections whose header or footer changed, are laid out again.
    ///
    /// - Returns: The batch updates from the old list to the new one, for the view to animate.
    /// - Throws: ``BatchUpdatesError/duplicateIdentity(_:)`` if the snapshot uses a section or item
    ///   identity twice; the list is then unchanged.
    /// - Complexity: O(number of items + number of moves × number of items in their sections), plus
    ///   a layout pass per item laid out.
    @discardableResult
    public mutating func apply(_ snapshot: [Section]) throws -> BatchUpdates {
        let updates = try Self.batchUpdates(from: sections, to: snapshot)
        try apply(updates, sections: snapshot)
        return updates
    }

    /// The batch updates that take a list of sections `old` to `new`, matching sections and items
    /// by identity.
    ///
    /// - Items and sections in both keep their relative order where they can (a longest common
    ///   subsequence); the others are moves.
    /// - An item in both whose layout changed is a reload, or a delete and an insert if it also
    ///   moved (UIKit does not reload a moved item).
    /// - A section in both whose header or footer changed is a reload, or a delete and an insert
    ///   if it also moved; its items are then not named.
    ///
    /// - Throws: ``BatchUpdatesError/duplicateIdentity(_:)`` if either side uses a section or item
    ///   identity twice.
    public static func batchUpdates(from old: [Section], to new: [Section]) throws -> BatchUpdates {
        let oldSectionIndex = try indexByIdentity(old)
        let newSectionIndex = try indexByIdentity(new)
        let oldItemPath = try itemPathsByIdentity(old)
        let newItemPath = try itemPathsByIdentity(new)
        var updates = BatchUpdates()

        // Sections: deleted, inserted, moved (not in the longest common subsequence) or kept.
        // A section whose header or footer changed is laid out again as a whole.
        let oldCommon = old.map(\.id).filter { newSectionIndex[$0] != nil }
        let newCommon = new.map(\.id).filter { oldSectionIndex[$0] != nil }
        let movedSections = removedElements(newCommon.difference(from: oldCommon))
        // The old section whose items carry over into each new section, if any.
        var carriedFrom = [Int?](repeating: nil, count: new.count)
        var carriesItems = [Bool](repeating: false, count: old.count)
        for (oldIndex, section) in old.enumerated() {
            guard let newIndex = newSectionIndex[section.id] else {
                updates.deleteSections.insert(oldIndex)
                continue
            }
            let decorationsChanged =
                !sameLayout(section.header, new[newIndex].header) || !sameLayout(section.footer, new[newIndex].footer)
            switch (movedSections.contains(section.id), decorationsChanged) {
            case (false, false):
                carriedFrom[newIndex] = oldIndex
                carriesItems[oldIndex] = true
            case (true, false):
                updates.moveSections.append(SectionMove(from: oldIndex, to: newIndex))
                carriedFrom[newIndex] = oldIndex
                carriesItems[oldIndex] = true
            case (false, true):
                updates.reloadSections.insert(oldIndex)
            case (true, true):
                updates.deleteSections.insert(oldIndex)
                updates.insertSections.insert(newIndex)
            }
        }
        for (newIndex, section) in new.enumerated() where oldSectionIndex[section.id] == nil {
            updates.insertSections.insert(newIndex)
        }

        // Items of sections that carry over: deleted, inserted, moved or kept (and reloaded if
        // their layout changed).
        for (oldIndex, section) in old.enumerated() where carriesItems[oldIndex] {
            for (item, element) in section.items.enumerated() {
                let survives = newItemPath[element.id].map { carriedFrom[$0.section] != nil } ?? false
                if !survives { updates.deleteItems.append(ListIndexPath(item: item, section: oldIndex)) }
            }
        }
        for (newIndex, section) in new.enumerated() {
            guard let oldIndex = carriedFrom[newIndex] else { continue }
            // Items from the same old section, in both orders: those off their common
            // subsequence move.
            var stayingNew: [ItemID] = []
            for element in section.items {
                if let from = oldItemPath[element.id], from.section == oldIndex { stayingNew.append(element.id) }
            }
            let stayingSet = Set(stayingNew)
            let stayingOld = old[oldIndex].items.lazy.map(\.id).filter { stayingSet.contains($0) }
            let movedWithin = removedElements(stayingNew.difference(from: Array(stayingOld)))
            for (item, element) in section.items.enumerated() {
                let to = ListIndexPath(item: item, section: newIndex)
                guard let from = oldItemPath[element.id], carriesItems[from.section] else {
                    updates.insertItems.append(to)
                    continue
                }
                let changed = !sameLayout(old[from.section].items[from.item].layout, element.layout)
                let moved = from.section != oldIndex || movedWithin.contains(element.id)
                switch (moved, changed) {
                case (false, false): break
                case (false, true): updates.reloadItems.append(from)
                case (true, false): updates.moveItems.append(ItemMove(from: from, to: to))
                case (true, true):
                    updates.deleteItems.append(from)
                    updates.insertItems.append(to)
                }
            }
        }
        updates.deleteItems.sort()
        updates.reloadItems.sort()
        return updates
    }

    /// The elements a difference removes: those that are not on the common subsequence.
    private static func removedElements<Element: Hashable>(_ difference: CollectionDifference<Element>) -> Set<Element>
    {
        var elements = Set<Element>()
        for change in difference.removals {
            if case .remove(_, let element, _) = change { elements.insert(element) }
        }
        return elements
    }

    private static func sameLayout(_ lhs: (any Layout)?, _ rhs: (any Layout)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return LayoutKey(lhs) == LayoutKey(rhs)
        default: return false
        }
    }

    /// Throws ``BatchUpdatesError/duplicateIdentity(_:)`` if `sections` use a section or item
    /// identity twice.
    static func checkIdentities(of sections: [Section]) throws {
        _ = try indexByIdentity(sections)
        _ = try itemPathsByIdentity(sections)
    }

    private static func indexByIdentity(_ sections: [Section]) throws -> [SectionID: Int] {
        var index: [SectionID: Int] = [:]
        index.reserveCapacity(sections.count)
        for (position, section) in sections.enumerated() {
            guard index.updateValue(position, forKey: section.id) == nil else {
                throw BatchUpdatesError.duplicateIdentity("of section \(section.id)")
            }
        }
        return index
    }

    private static func itemPathsByIdentity(_ sections: [Section]) throws -> [ItemID: ListIndexPath] {
        var paths: [ItemID: ListIndexPath] = [:]
        paths.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                guard paths.updateValue(ListIndexPath(item: itemIndex, section: sectionIndex), forKey: item.id) == nil
                else {
                    throw BatchUpdatesError.duplicateIdentity("of item \(item.id)")
                }
            }
        }
        return paths
    }
}
