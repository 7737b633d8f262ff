import Foundation

extension LayoutList {
    /// Updates the list to `sections` as `updates` describe, laying out only the inserted and
    /// reloaded items and sections (on the calling thread); every other item keeps its
    /// arrangement.
    ///
    /// `sections` is the whole list after the update; `updates` must take the list as it is to
    /// it, by UIKit's rules (see ``BatchUpdates``). The list trusts that an item not named in a
    /// reload has an unchanged layout: a kept item keeps its old arrangement. A section's header
    /// and footer are kept unless the section is inserted or reloaded (or gains or loses one).
    ///
    /// Identities are checked as ``apply(_:)`` checks them, so that the list can always be updated
    /// with a snapshot afterwards. An update that only reloads items trusts, as it trusts their
    /// layouts, that the items it does not name keep their identities: it checks the identity of
    /// each reloaded item (against all of `sections` only when that identity changed).
    ///
    /// - Throws: ``BatchUpdatesError`` if `updates` break the rules or disagree with `sections`
    ///   (a count that does not add up, an index out of range, a change named twice), or if
    ///   `sections` use a section or item identity twice
    ///   (``BatchUpdatesError/duplicateIdentity(_:)``); the list is then unchanged.
    /// - Complexity: O(number of items) to check and plan, plus a layout pass per item laid out.
    ///   An update that only reloads items is O(number of sections + reloads + items below the
    ///   first reloaded item whose height changed, in each section) plus its layout passes, and
    ///   O(number of items) more if a reloaded item's identity changed.
    public mutating func apply(_ updates: BatchUpdates, sections newSections: [Section]) throws {
        if updates.isReloadOnly, updates.reloadSections.isEmpty, keepsDecorations(newSections) {
            try applyReloads(updates.reloadItems, sections: newSections)
            return
        }
        try Self.checkIdentities(of: newSections)
        let plan = try plan(updates, sections: newSections)
        let arrangements = arrange(plan.layouts)
        replace(sections: newSections, laidOut: plan.sections(with: arrangements))
    }

    /// Whether every section that `newSections` keeps in place has a header and a footer exactly
    /// where it had one (so that an update that only reloads items can keep them).
    private func keepsDecorations(_ newSections: [Section]) -> Bool {
        guard newSections.count == laidOut.count else { return true }  // applyReloads reports it
        for (old, new) in zip(laidOut, newSections)
        where (old.header == nil) != (new.header == nil) || (old.footer == nil) != (new.footer == nil) {
            return false
        }
        return true
    }

    /// The plan of an update: checked, and what it keeps and lays out.
    func plan(_ updates: BatchUpdates, sections newSections: [Section]) throws -> ListUpdatePlan {
        let sectionSources = try Self.sectionSources(
            updates, oldCount: laidOut.count, newCount: newSections.count)
        let itemChanges = try ItemChanges(updates, list: self, sectionSources: sectionSources, newSections: newSections)
        var plan = ListUpdatePlan()
        for (newIndex, section) in newSections.enumerated() {
            guard case .old(let oldIndex) = sectionSources[newIndex], !updates.reloadSections.contains(oldIndex)
            else {
                plan.arrangeAll(of: section)
                continue
            }
            let old = laidOut[oldIndex]
            var slots = [ListUpdatePlan.Source?](repeating: nil, count: section.items.count)
            for item in itemChanges.inserted[newIndex, default: []] {
                slots[item] = plan.arrange(section.items[item].layout)
            }
            for (item, from) in itemChanges.movedIn[newIndex, default: []] {
                slots[item] = .kept(laidOut[from.section].items[from.item])
            }
            let removed = itemChanges.removed[oldIndex, default: []]
            let reloaded = itemChanges.reloaded[oldIndex, default: []]
            var oldItem = 0
            for slot in slots.indices where slots[slot] == nil {
                while removed.contains(oldItem) { oldItem += 1 }
                guard oldItem < old.items.count else {
                    throw itemChanges.countMismatch(
                        newSection: newIndex, oldSection: oldIndex, given: section.items.count, list: self)
                }
                slots[slot] =
                    reloaded.contains(oldItem) ? plan.arrange(section.items[slot].layout) : .kept(old.items[oldItem])
                oldItem += 1
            }
            while removed.contains(oldItem) { oldItem += 1 }
            guard oldItem == old.items.count else {
                throw itemChanges.countMismatch(
                    newSection: newIndex, oldSection: oldIndex, given: section.items.count, list: self)
            }
            let header = Self.keptOrArranged(old.header, section.header, &plan)
            let footer = Self.keptOrArranged(old.footer, section.footer, &plan)
            plan.planned.append(
                ListUpdatePlan.PlannedSection(header: header, items: slots.map { $0! }, footer: footer))
        }
        return plan
    }

    /// A kept section's header or footer: the old arrangement if both have one, the new layout
    /// laid out if only the new section has one, none if the new section has none.
    private static func keptOrArranged(
        _ old: LayoutArrangement?, _ new: (any Layout)?, _ plan: inout ListUpdatePlan
    ) -> ListUpdatePlan.Source? {
        guard let new else { return nil }
        if let old { return .kept(old) }
        return plan.arrange(new)
    }

    /// An update that only reloads items: laid out again in place.
    private mutating func applyReloads(_ reloads: [ListIndexPath], sections newSections: [Section]) throws {
        guard newSections.count == laidOut.count else {
            throw BatchUpdatesError.sectionCountMismatch(afterUpdate: laidOut.count, given: newSections.count)
        }
        for (index, section) in newSections.enumerated() where section.items.count != laidOut[index].items.count {
            throw BatchUpdatesError.itemCountMismatch(
                section: index, afterUpdate: laidOut[index].items.count, given: section.items.count)
        }
        var seen = Set<ListIndexPath>()
        for path in reloads {
            guard path.section >= 0, path.section < laidOut.count else {
                throw BatchUpdatesError.sectionOutOfRange(
                    change: "reloadItems", index: path.section, count: laidOut.count)
            }
            guard path.item >= 0, path.item < laidOut[path.section].items.count else {
                throw BatchUpdatesError.itemOutOfRange(
                    change: "reloadItems", indexPath: path, count: laidOut[path.section].items.count)
            }
            guard seen.insert(path).inserted else {
                throw BatchUpdatesError.conflict("reloadItems names \(path) twice")
            }
        }
        let renamesAnItem = reloads.contains { path in
            sections[path.section].items[path.item].id != newSections[path.section].items[path.item].id
        }
        if renamesAnItem { try Self.checkIdentities(of: newSections) }
        let arrangements = arrange(reloads.map { newSections[$0.section].items[$0.item].layout })
        var bySection: [Int: [(index: Int, arrangement: LayoutArrangement)]] = [:]
        for (path, arrangement) in zip(reloads, arrangements) {
            bySection[path.section, default: []].append((path.item, arrangement))
        }
        replace(sections: newSections) { laidOut in
            for (section, replacements) in bySection { laidOut[section].replaceItems(replacements) }
        }
    }

    /// Where each section after the update comes from.
    enum SectionSource: Equatable {
        case inserted
        case old(Int)
    }

    /// Checks the section changes of `updates` and maps every section after the update to its
    /// source: inserted, or a section before it (moved, or kept in order).
    static func sectionSources(_ updates: BatchUpdates, oldCount: Int, newCount: Int) throws -> [SectionSource] {
        func checkOld(_ index: Int, _ change: String) throws {
            guard index >= 0, index < oldCount else {
                throw BatchUpdatesError.sectionOutOfRange(change: change, index: index, count: oldCount)
            }
        }
        func checkNew(_ index: Int, _ change: String) throws {
            guard index >= 0, index < newCount else {
                throw BatchUpdatesError.sectionOutOfRange(change: change, index: index, count: newCount)
            }
        }
        for index in updates.deleteSections { try checkOld(index, "deleteSections") }
        for index in updates.reloadSections {
            try checkOld(index, "reloadSections")
            if updates.deleteSections.contains(index) {
                throw BatchUpdatesError.conflict("section \(index) is both deleted and reloaded")
            }
        }
        var sources = [SectionSource?](repeating: nil, count: newCount)
        for index in updates.insertSections {
            try checkNew(index, "insertSections")
            sources[index] = .inserted
        }
        var movedOut = Set<Int>()
        for move in updates.moveSections {
            try checkOld(move.from, "moveSections")
            try checkNew(move.to, "moveSections")
            if updates.deleteSections.contains(move.from) || updates.reloadSections.contains(move.from)
                || !movedOut.insert(move.from).inserted
            {
                throw BatchUpdatesError.conflict("section \(move.from) is moved and also deleted, reloaded or moved")
            }
            if sources[move.to] != nil {
                throw BatchUpdatesError.conflict("section \(move.to) after the update is inserted or moved to twice")
            }
            sources[move.to] = .old(move.from)
        }
        let afterUpdate = oldCount - updates.deleteSections.count + updates.insertSections.count
        var oldIndex = 0
        func skipRemoved() {
            while oldIndex < oldCount, updates.deleteSections.contains(oldIndex) || movedOut.contains(oldIndex) {
                oldIndex += 1
            }
        }
        for newIndex in 0..<newCount where sources[newIndex] == nil {
            skipRemoved()
            guard oldIndex < oldCount else {
                throw BatchUpdatesError.sectionCountMismatch(afterUpdate: afterUpdate, given: newCount)
            }
            sources[newIndex] = .old(oldIndex)
            oldIndex += 1
        }
        skipRemoved()
        guard oldIndex == oldCount else {
            throw BatchUpdatesError.sectionCountMismatch(afterUpdate: afterUpdate, given: newCount)
        }
        return sources.map { $0! }
    }
}

/// The item changes of an update, checked and grouped by section.
private struct ItemChanges {
    /// Items inserted, by section after the update.
    var inserted: [Int: [Int]] = [:]
    /// Items moved in, by section after the update: the position after, and the path before.
    var movedIn: [Int: [(Int, ListIndexPath)]] = [:]
    /// Items that leave their section (deleted or moved out), by section before the update.
    var removed: [Int: Set<Int>] = [:]
    /// Items reloaded, by section before the update.
    var reloaded: [Int: Set<Int>] = [:]
    /// The count of each change by section, for the message of a count that does not add up.
    private var insertedCount: [Int: Int] = [:]

    init<SectionID, ItemID>(
        _ updates: BatchUpdates, list: LayoutList<SectionID, ItemID>,
        sectionSources: [LayoutList<SectionID, ItemID>.SectionSource], newSections: [ListSection<SectionID, ItemID>]
    ) throws {
        let oldCount = list.laidOut.count
        // A section before the update whose items are not named: deleted or reloaded.
        let replacedOld = updates.deleteSections.union(updates.reloadSections)
        // A section after the update whose items are not named: inserted, or a reloaded one.
        func isReplacedNew(_ index: Int) -> Bool {
            switch sectionSources[index] {
            case .inserted: return true
            case .old(let old): return updates.reloadSections.contains(old)
            }
        }
        func checkOld(_ path: ListIndexPath, _ change: String) throws {
            guard path.section >= 0, path.section < oldCount else {
                throw BatchUpdatesError.sectionOutOfRange(change: change, index: path.section, count: oldCount)
            }
            if replacedOld.contains(path.section) {
                throw BatchUpdatesError.conflict(
                    "\(change) names \(path), in a section that is deleted or reloaded")
            }
            let count = list.laidOut[path.section].items.count
            guard path.item >= 0, path.item < count else {
                throw BatchUpdatesError.itemOutOfRange(change: change, indexPath: path, count: count)
            }
        }
        func checkNew(_ path: ListIndexPath, _ change: String) throws {
            guard path.section >= 0, path.section < newSections.count else {
                throw BatchUpdatesError.sectionOutOfRange(
                    change: change, index: path.section, count: newSections.count)
            }
            if isReplacedNew(path.section) {
                throw BatchUpdatesError.conflict(
                    "\(change) names \(path), in a section that is inserted or reloaded")
            }
            let count = newSections[path.section].items.count
            guard path.item >= 0, path.item < count else {
                throw BatchUpdatesError.itemOutOfRange(change: change, indexPath: path, count: count)
            }
        }
        var touchedOld = Set<ListIndexPath>()
        var touchedNew = Set<ListIndexPath>()
        for path in updates.deleteItems {
            try checkOld(path, "deleteItems")
            guard touchedOld.insert(path).inserted else { throw Self.twice(path, before: true) }
            removed[path.section, default: []].insert(path.item)
        }
        for path in updates.reloadItems {
            try checkOld(path, "reloadItems")
            guard touchedOld.insert(path).inserted else { throw Self.twice(path, before: true) }
            reloaded[path.section, default: []].insert(path.item)
        }
        for move in updates.moveItems {
            try checkOld(move.from, "moveItems")
            try checkNew(move.to, "moveItems")
            guard touchedOld.insert(move.from).inserted else { throw Self.twice(move.from, before: true) }
            guard touchedNew.insert(move.to).inserted else { throw Self.twice(move.to, before: false) }
            removed[move.from.section, default: []].insert(move.from.item)
            movedIn[move.to.section, default: []].append((move.to.item, move.from))
        }
        for path in updates.insertItems {
            try checkNew(path, "insertItems")
            guard touchedNew.insert(path).inserted else { throw Self.twice(path, before: false) }
            inserted[path.section, default: []].append(path.item)
            insertedCount[path.section, default: 0] += 1
        }
    }

    private static func twice(_ path: ListIndexPath, before: Bool) -> BatchUpdatesError {
        .conflict("item \(path) \(before ? "before" : "after") the update is named by two changes")
    }

    /// The error for a section whose items do not add up.
    func countMismatch<SectionID, ItemID>(
        newSection: Int, oldSection: Int, given: Int, list: LayoutList<SectionID, ItemID>
    ) -> BatchUpdatesError {
        let afterUpdate =
            list.laidOut[oldSection].items.count - removed[oldSection, default: []].count
            + insertedCount[newSection, default: 0] + movedIn[newSection, default: []].count
        return .itemCountMismatch(section: newSection, afterUpdate: afterUpdate, given: given)
    }
}
