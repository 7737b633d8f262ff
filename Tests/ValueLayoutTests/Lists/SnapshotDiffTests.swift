import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `LayoutList.batchUpdates(from:to:)` and `apply(_ snapshot:)` on random pairs of snapshots: the
/// updates take the old identities to the new ones under the reference model of UIKit's batch
/// updates, obey UIKit's rules, reload exactly the changed items that did not move, move as few
/// items and sections as they can, are empty between equal snapshots, and applying a snapshot
/// gives the list laid out from scratch while laying out only what the updates name. Plus
/// hand-written examples with their exact updates, and snapshots that repeat an identity.
@Suite("Snapshot diffing")
struct SnapshotDiffTests {
    typealias Reference = ListReference
    typealias Section = ListReference.Section
    typealias Item = ListReference.Item
    typealias List = ListReference.List

    /// Random pairs run, in batches of ``seedsPerBatch``.
    static let batches = 0..<5
    static let seedsPerBatch = 100

    static func seeds(batch: Int) -> Range<UInt64> {
        UInt64(batch * seedsPerBatch)..<UInt64((batch + 1) * seedsPerBatch)
    }

    /// The random pair of snapshots of `seed`: a random list and a random edit of it.
    static func pair(seed: UInt64) -> (old: [Section], new: [Section]) {
        var generator = Reference.Generator(seed: seed)
        let old = generator.list()
        return (old, generator.edited(old))
    }

    static func updates(seed: UInt64) throws -> (old: [Section], new: [Section], updates: BatchUpdates) {
        let (old, new) = pair(seed: seed)
        return (old, new, try List.batchUpdates(from: Reference.listSections(old), to: Reference.listSections(new)))
    }

    static func context(seed: UInt64, _ old: [Section], _ new: [Section], _ updates: BatchUpdates) -> String {
        "seed \(seed): \(old) → \(new) by \(Reference.describe(updates))"
    }

    // MARK: Random pairs

    @Test("The generated edits delete, insert, move and change items and sections of every kind")
    func generatorCoverage() throws {
        var seen: [String: Int] = [:]
        for batch in Self.batches {
            for seed in Self.seeds(batch: batch) {
                let (old, new, updates) = try Self.updates(seed: seed)
                for name in Reference.kindsOfChange(in: updates) { seen[name, default: 0] += 1 }
                if updates.isEmpty { seen["empty", default: 0] += 1 }
                if updates.moveItems.contains(where: { $0.from.section != $0.to.section }) {
                    seen["move across sections", default: 0] += 1
                }
                if updates.moveItems.contains(where: { $0.from.section == $0.to.section }) {
                    seen["move within a section", default: 0] += 1
                }
                // A changed item that moved: deleted and inserted under the same identity.
                let deletedIDs = Set(updates.deleteItems.map { old[$0.section].items[$0.item].id })
                if updates.insertItems.contains(where: { deletedIDs.contains(new[$0.section].items[$0.item].id) }) {
                    seen["changed item moved", default: 0] += 1
                }
                let deletedSectionIDs = Set(updates.deleteSections.map { old[$0].id })
                if updates.insertSections.contains(where: { deletedSectionIDs.contains(new[$0].id) }) {
                    seen["changed section moved", default: 0] += 1
                }
            }
        }
        for kind in [
            "insertItems", "deleteItems", "reloadItems", "moveItems", "insertSections", "deleteSections",
            "reloadSections", "moveSections", "empty", "move across sections", "move within a section",
            "changed item moved", "changed section moved",
        ] {
            #expect(seen[kind, default: 0] >= 5, "\(kind): \(seen[kind, default: 0]) pairs")
        }
    }

    @Test(
        "The reference model applies the computed updates to the old identities giving the new ones", arguments: batches
    )
    func referenceModelReachesNewIdentities(batch: Int) throws {
        for seed in Self.seeds(batch: batch) {
            let (old, new, updates) = try Self.updates(seed: seed)
            let context = Self.context(seed: seed, old, new, updates)
            do {
                let result = try Reference.apply(updates, to: old, giving: new)
                #expect(result.map(\.id) == new.map(\.id), Comment(rawValue: context))
                #expect(result.map { $0.items.map(\.id) } == new.map { $0.items.map(\.id) }, Comment(rawValue: context))
            } catch {
                Issue.record(Comment(rawValue: "\(context)\nthe reference model rejects the updates: \(error)"))
            }
        }
    }

    @Test(
        "The computed updates obey UIKit's rules: nothing named twice, no item change in a replaced section",
        arguments: batches)
    func updatesObeyTheRules(batch: Int) throws {
        for seed in Self.seeds(batch: batch) {
            let (old, new, updates) = try Self.updates(seed: seed)
            let problems = Self.ruleViolations(updates, from: old, to: new)
            #expect(problems == [], Comment(rawValue: Self.context(seed: seed, old, new, updates)))
        }
    }

    @Test(
        "Exactly the changed items that did not move are reloaded; unchanged items are never laid out again",
        arguments: batches)
    func reloadsExactlyTheChangedItems(batch: Int) throws {
        for seed in Self.seeds(batch: batch) {
            let (old, new, updates) = try Self.updates(seed: seed)
            guard Self.ruleViolations(updates, from: old, to: new).isEmpty else { continue }
            let problems = Self.reloadViolations(updates, from: old, to: new)
            #expect(problems == [], Comment(rawValue: Self.context(seed: seed, old, new, updates)))
        }
    }

    @Test("Only the items and sections off a longest common subsequence move", arguments: batches)
    func movesAreFewest(batch: Int) throws {
        for seed in Self.seeds(batch: batch) {
            let (old, new, updates) = try Self.updates(seed: seed)
            guard Self.ruleViolations(updates, from: old, to: new).isEmpty else { continue }
            let problems = Self.excessMoves(updates, from: old, to: new)
            #expect(problems == [], Comment(rawValue: Self.context(seed: seed, old, new, updates)))
        }
    }

    @Test("Equal snapshots give no changes, whether the same values or equal ones built again", arguments: batches)
    func equalSnapshots(batch: Int) throws {
        for seed in Self.seeds(batch: batch) {
            var generator = Reference.Generator(seed: seed)
            let sections = generator.list()
            let values = Reference.listSections(sections)
            #expect(try List.batchUpdates(from: values, to: values) == BatchUpdates(), "seed \(seed)")
            #expect(
                try List.batchUpdates(from: values, to: Reference.listSections(sections)) == BatchUpdates(),
                "seed \(seed)")
        }
    }

    @Test(
        "Applying a snapshot gives the frames of the list laid out from scratch, laying out only what the updates name",
        arguments: batches)
    func applyingASnapshot(batch: Int) throws {
        for seed in Self.seeds(batch: batch) {
            let (old, new, updates) = try Self.updates(seed: seed)
            let context = Self.context(seed: seed, old, new, updates)
            let counting = CountingTextMeasurer()
            var list = List(
                sections: Reference.listSections(old), width: Reference.width,
                context: LayoutContext(textMeasurer: counting))
            counting.reset()
            let returned = try list.apply(Reference.listSections(new))
            #expect(returned == updates, Comment(rawValue: context))
            let scratch = List(sections: Reference.listSections(new), width: Reference.width)
            #expect(
                Reference.differences(Reference.observe(list), Reference.observe(scratch)) == [],
                Comment(rawValue: context))
            #expect(
                Reference.differences(Reference.observe(list), Reference.expectedObservation(Reference.allFresh(new)))
                    == [], Comment(rawValue: context))
            guard let reference = try? Reference.apply(updates, to: old, giving: new) else { continue }
            #expect(
                counting.sizeCalls.map(\.text).sorted() == Reference.freshTexts(reference), Comment(rawValue: context))
        }
    }

    // MARK: Hand-written examples

    /// Sections 100 (items 1, 2, 3), 101 (items 4, 5) and 102 (header 20; item 6).
    static let base = [
        Section(id: 100, items: [Item(id: 1, serial: 1), Item(id: 2, serial: 2), Item(id: 3, serial: 3)]),
        Section(id: 101, items: [Item(id: 4, serial: 4), Item(id: 5, serial: 5)]),
        Section(id: 102, header: 20, items: [Item(id: 6, serial: 6)]),
    ]

    static func edited(_ edit: (inout [Section]) -> Void) -> [Section] {
        var sections = base
        edit(&sections)
        return sections
    }

    static func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    static func move(_ from: ListIndexPath, _ to: ListIndexPath) -> ItemMove { ItemMove(from: from, to: to) }

    /// Two snapshots and the updates between them (any of `expected`, when the longest common
    /// subsequence is not unique).
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var old: [Section]
        var new: [Section]
        var expected: [BatchUpdates]
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(
            name: "two items swapped: one moves", old: base,
            new: edited { $0[0].items.swapAt(0, 1) },
            expected: [
                BatchUpdates(moveItems: [move(path(0, 0), path(0, 1))]),
                BatchUpdates(moveItems: [move(path(0, 1), path(0, 0))]),
            ]),
        Example(
            name: "the first item moved to the end: it alone moves", old: base,
            new: edited { $0[0].items.append($0[0].items.removeFirst()) },
            expected: [BatchUpdates(moveItems: [move(path(0, 0), path(0, 2))])]),
        Example(
            name: "one item's layout changed: it is reloaded", old: base,
            new: edited { $0[0].items[1].serial = 30 },
            expected: [BatchUpdates(reloadItems: [path(0, 1)])]),
        Example(
            name: "an item deleted and another inserted", old: base,
            new: edited {
                $0[0].items.remove(at: 1)
                $0[1].items.append(Item(id: 7, serial: 7))
            },
            expected: [BatchUpdates(insertItems: [path(1, 2)], deleteItems: [path(0, 1)])]),
        Example(
            name: "an item moved to another section", old: base,
            new: edited { $0[1].items.append($0[0].items.removeFirst()) },
            expected: [BatchUpdates(moveItems: [move(path(0, 0), path(1, 2))])]),
        Example(
            name: "an item moved and changed: deleted and inserted", old: base,
            new: edited {
                var item = $0[0].items.removeFirst()
                item.serial = 31
                $0[1].items.append(item)
            },
            expected: [BatchUpdates(insertItems: [path(1, 2)], deleteItems: [path(0, 0)])]),
        Example(
            name: "a header changed: the section is reloaded", old: base,
            new: edited { $0[2].header = 21 },
            expected: [BatchUpdates(reloadSections: [2])]),
        Example(
            name: "a footer added: the section is reloaded", old: base,
            new: edited { $0[0].footer = 22 },
            expected: [BatchUpdates(reloadSections: [0])]),
        Example(
            name: "the last section moved first: it alone moves", old: base,
            new: edited { $0.insert($0.removeLast(), at: 0) },
            expected: [BatchUpdates(moveSections: [SectionMove(from: 2, to: 0)])]),
        Example(
            name: "a section moved and its header changed: deleted and inserted", old: base,
            new: edited {
                var last = $0.removeLast()
                last.header = 21
                $0.insert(last, at: 0)
            },
            expected: [BatchUpdates(insertSections: [0], deleteSections: [2])]),
        Example(
            name: "an item changed in a moved section: the section moves and the item is reloaded", old: base,
            new: edited {
                $0[1].items[0].serial = 32
                $0.insert($0.removeLast(), at: 0)
            },
            expected: [BatchUpdates(reloadItems: [path(1, 0)], moveSections: [SectionMove(from: 2, to: 0)])]),
        Example(
            name: "a section deleted, one of its items moved to another: the item is inserted", old: base,
            new: edited {
                let deleted = $0.remove(at: 1)
                $0[0].items.append(deleted.items[0])
            },
            expected: [BatchUpdates(insertItems: [path(0, 3)], deleteSections: [1])]),
        Example(
            name: "a section inserted with an item moved into it: the item is deleted", old: base,
            new: edited {
                let first = $0[0].items.removeFirst()
                $0.append(Section(id: 103, items: [first]))
            },
            expected: [BatchUpdates(deleteItems: [path(0, 0)], insertSections: [3])]),
        Example(
            name: "equal layouts built again: no change", old: base, new: base, expected: [BatchUpdates()]),
        Example(
            name: "everything deleted", old: base, new: [], expected: [BatchUpdates(deleteSections: [0, 1, 2])]),
        Example(
            name: "everything inserted", old: [], new: base, expected: [BatchUpdates(insertSections: [0, 1, 2])]),
    ]

    @Test("Hand-written snapshot pairs give their exact updates", arguments: examples)
    func example(_ example: Example) throws {
        let updates = try List.batchUpdates(
            from: Reference.listSections(example.old), to: Reference.listSections(example.new))
        #expect(example.expected.contains(updates), "got \(Reference.describe(updates))")
        var list = List(sections: Reference.listSections(example.old), width: Reference.width)
        #expect(try list.apply(Reference.listSections(example.new)) == updates)
        let scratch = List(sections: Reference.listSections(example.new), width: Reference.width)
        #expect(Reference.differences(Reference.observe(list), Reference.observe(scratch)) == [])
    }

    /// Snapshots that use an identity twice, and the error.
    struct Duplicate: Sendable, CustomTestStringConvertible {
        var name: String
        var old: [Section]
        var new: [Section]
        var error: BatchUpdatesError
        var testDescription: String { name }
    }

    static let duplicates: [Duplicate] = [
        Duplicate(
            name: "an item in two sections of the new snapshot", old: base,
            new: edited { $0[1].items.append(Item(id: 2, serial: 2)) }, error: .duplicateIdentity("of item 2")),
        Duplicate(
            name: "an item twice in one section of the new snapshot", old: base,
            new: edited { $0[2].items.append(Item(id: 6, serial: 40)) }, error: .duplicateIdentity("of item 6")),
        Duplicate(
            name: "a section twice in the new snapshot", old: base,
            new: edited { $0.append(Section(id: 101, items: [])) }, error: .duplicateIdentity("of section 101")),
        Duplicate(
            name: "an item twice in the old snapshot", old: edited { $0[0].items.append(Item(id: 1, serial: 1)) },
            new: base, error: .duplicateIdentity("of item 1")),
    ]

    @Test("A snapshot that uses an identity twice is rejected", arguments: duplicates)
    func duplicateIdentity(_ duplicate: Duplicate) {
        #expect(throws: duplicate.error) {
            try List.batchUpdates(
                from: Reference.listSections(duplicate.old), to: Reference.listSections(duplicate.new))
        }
    }

    @Test("Applying a snapshot that uses an identity twice leaves the list as it was")
    func duplicateIdentityLeavesTheList() {
        var list = List(sections: Reference.listSections(Self.base), width: Reference.width)
        let before = Reference.observe(list)
        let duplicated = Self.edited { $0[1].items.append(Item(id: 2, serial: 2)) }
        #expect(throws: BatchUpdatesError.duplicateIdentity("of item 2")) {
            try list.apply(Reference.listSections(duplicated))
        }
        #expect(Reference.differences(Reference.observe(list), before) == [])
        #expect(list.sections.map { $0.items.map(\.id) } == Self.base.map { $0.items.map(\.id) })
    }

    // MARK: Checks

    /// Where each identity is: its index path and its layout's serial.
    static func itemPaths(_ sections: [Section]) -> [Int: (path: ListIndexPath, serial: Int)] {
        var paths: [Int: (path: ListIndexPath, serial: Int)] = [:]
        for (section, contents) in sections.enumerated() {
            for (item, element) in contents.items.enumerated() {
                paths[element.id] = (ListIndexPath(item: item, section: section), element.serial)
            }
        }
        return paths
    }

    /// The sections whose items are not named, before and after the update: deleted or reloaded
    /// before; inserted, or reloaded (found by identity), after.
    static func replacedSections(
        _ updates: BatchUpdates, from old: [Section], to new: [Section]
    ) -> (old: IndexSet, new: IndexSet) {
        let newIndex = Dictionary(new.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var replacedNew = updates.insertSections
        for section in updates.reloadSections where old.indices.contains(section) {
            if let index = newIndex[old[section].id] { replacedNew.insert(index) }
        }
        return (updates.deleteSections.union(updates.reloadSections), replacedNew)
    }

    /// Where `updates` break UIKit's rules for a change from `old` to `new`.
    static func ruleViolations(_ updates: BatchUpdates, from old: [Section], to new: [Section]) -> [String] {
        var problems: [String] = []
        let sectionsBefore =
            Array(updates.deleteSections) + Array(updates.reloadSections) + updates.moveSections.map(\.from)
        let sectionsAfter = Array(updates.insertSections) + updates.moveSections.map(\.to)
        if Set(sectionsBefore).count != sectionsBefore.count {
            problems.append("a section before the update is named twice")
        }
        if Set(sectionsAfter).count != sectionsAfter.count {
            problems.append("a section after the update is named twice")
        }
        for index in sectionsBefore where !old.indices.contains(index) {
            problems.append("section \(index) before the update is out of range")
        }
        for index in sectionsAfter where !new.indices.contains(index) {
            problems.append("section \(index) after the update is out of range")
        }
        for index in updates.reloadSections where old.indices.contains(index) {
            if !new.contains(where: { $0.id == old[index].id }) {
                problems.append("reloaded section \(index) is not in the new snapshot")
            }
        }
        let replaced = replacedSections(updates, from: old, to: new)
        let itemsBefore = updates.deleteItems + updates.reloadItems + updates.moveItems.map(\.from)
        let itemsAfter = updates.insertItems + updates.moveItems.map(\.to)
        if Set(itemsBefore).count != itemsBefore.count {
            problems.append("an item before the update is named twice (a reload of a moved item included)")
        }
        if Set(itemsAfter).count != itemsAfter.count { problems.append("an item after the update is named twice") }
        for path in itemsBefore {
            if !old.indices.contains(path.section) || !old[path.section].items.indices.contains(path.item) {
                problems.append("item \(path) before the update is out of range")
            } else if replaced.old.contains(path.section) {
                problems.append("item \(path) before the update is in a deleted or reloaded section")
            }
        }
        for path in itemsAfter {
            if !new.indices.contains(path.section) || !new[path.section].items.indices.contains(path.item) {
                problems.append("item \(path) after the update is out of range")
            } else if replaced.new.contains(path.section) {
                problems.append("item \(path) after the update is in an inserted or reloaded section")
            }
        }
        return problems
    }

    /// Where `updates` lay out again an item or section that did not change, keep one that did,
    /// or miss an item or section that came or went.
    static func reloadViolations(_ updates: BatchUpdates, from old: [Section], to new: [Section]) -> [String] {
        var problems: [String] = []
        let oldPaths = itemPaths(old)
        let newPaths = itemPaths(new)
        let replaced = replacedSections(updates, from: old, to: new)
        let deleted = Set(updates.deleteItems)
        let inserted = Set(updates.insertItems)
        let reloaded = Set(updates.reloadItems)
        let moves = Set(updates.moveItems)
        let movedFrom = Set(updates.moveItems.map(\.from))
        for (id, before) in oldPaths.sorted(by: { $0.key < $1.key }) {
            guard let after = newPaths[id] else {
                if !replaced.old.contains(before.path.section) && !deleted.contains(before.path) {
                    problems.append("item \(id) is gone but not deleted")
                }
                continue
            }
            if replaced.old.contains(before.path.section) || replaced.new.contains(after.path.section) { continue }
            let moved = moves.contains(ItemMove(from: before.path, to: after.path))
            if movedFrom.contains(before.path) && !moved { problems.append("item \(id) is moved elsewhere") }
            let deletedAndInserted = deleted.contains(before.path) && inserted.contains(after.path)
            if deleted.contains(before.path) != inserted.contains(after.path) {
                problems.append("item \(id) is only deleted or only inserted")
            }
            if before.serial == after.serial {
                if deletedAndInserted || reloaded.contains(before.path) {
                    problems.append("unchanged item \(id) is laid out again")
                }
            } else {
                if moved { problems.append("changed item \(id) is moved, keeping its old arrangement") }
                if reloaded.contains(before.path) == deletedAndInserted {
                    problems.append("changed item \(id) is not reloaded exactly once (or deleted and inserted)")
                }
            }
        }
        for (id, after) in newPaths.sorted(by: { $0.key < $1.key }) where oldPaths[id] == nil {
            if !replaced.new.contains(after.path.section) && !inserted.contains(after.path) {
                problems.append("new item \(id) is not inserted")
            }
        }
        let newIndex = Dictionary(new.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, section) in old.enumerated() {
            guard let after = newIndex[section.id] else {
                if !updates.deleteSections.contains(index) {
                    problems.append("section \(section.id) is gone but not deleted")
                }
                continue
            }
            let changed = section.header != new[after].header || section.footer != new[after].footer
            let replacedSection = updates.deleteSections.contains(index) && updates.insertSections.contains(after)
            let moved = updates.moveSections.contains(SectionMove(from: index, to: after))
            if updates.moveSections.contains(where: { $0.from == index }) && !moved {
                problems.append("section \(section.id) is moved elsewhere")
            }
            if changed {
                if moved { problems.append("changed section \(section.id) is moved, keeping its header and footer") }
                if updates.reloadSections.contains(index) == replacedSection {
                    problems.append(
                        "changed section \(section.id) is not reloaded exactly once (or deleted and inserted)")
                }
            } else if updates.reloadSections.contains(index) || updates.deleteSections.contains(index)
                || updates.insertSections.contains(after)
            {
                problems.append("unchanged section \(section.id) is laid out again")
            }
        }
        let oldIDs = Set(old.map(\.id))
        for (index, section) in new.enumerated() where !oldIDs.contains(section.id) {
            if !updates.insertSections.contains(index) { problems.append("new section \(section.id) is not inserted") }
        }
        return problems
    }

    /// The length of a longest common subsequence of `a` and `b`.
    static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for element in a {
            var diagonal = 0
            for index in b.indices {
                let above = row[index + 1]
                row[index + 1] = element == b[index] ? diagonal + 1 : max(above, row[index])
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// Where `updates` relocate (move, or delete and insert) more sections, or more items within
    /// a kept section, than are off a longest common subsequence.
    static func excessMoves(_ updates: BatchUpdates, from old: [Section], to new: [Section]) -> [String] {
        var problems: [String] = []
        let newIDs = Set(new.map(\.id))
        let oldIDs = Set(old.map(\.id))
        let newIndex = Dictionary(new.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let commonBefore = old.map(\.id).filter { newIDs.contains($0) }
        let commonAfter = new.map(\.id).filter { oldIDs.contains($0) }
        let relocatedSections = old.indices.filter { index in
            guard let after = newIndex[old[index].id] else { return false }
            return updates.moveSections.contains(SectionMove(from: index, to: after))
                || (updates.deleteSections.contains(index) && updates.insertSections.contains(after))
        }
        let fewestSections = commonBefore.count - longestCommonSubsequence(commonBefore, commonAfter)
        if relocatedSections.count != fewestSections {
            problems.append("\(relocatedSections.count) sections relocated, \(fewestSections) needed")
        }
        let oldPaths = itemPaths(old)
        let replaced = replacedSections(updates, from: old, to: new)
        let moves = Set(updates.moveItems)
        let deleted = Set(updates.deleteItems)
        let inserted = Set(updates.insertItems)
        for (after, section) in new.enumerated() {
            guard let before = old.firstIndex(where: { $0.id == section.id }), !replaced.old.contains(before),
                !replaced.new.contains(after)
            else { continue }
            let staying = section.items.filter { oldPaths[$0.id]?.path.section == before }.map(\.id)
            let stayingSet = Set(staying)
            let stayingBefore = old[before].items.map(\.id).filter { stayingSet.contains($0) }
            let relocated = section.items.enumerated().filter { item, element in
                guard let from = oldPaths[element.id]?.path, from.section == before else { return false }
                let to = ListIndexPath(item: item, section: after)
                return moves.contains(ItemMove(from: from, to: to)) || (deleted.contains(from) && inserted.contains(to))
            }
            let fewest = staying.count - longestCommonSubsequence(stayingBefore, staying)
            if relocated.count != fewest {
                problems.append("section \(section.id): \(relocated.count) items relocated within it, \(fewest) needed")
            }
        }
        return problems
    }
}

extension ListReference.Generator {
    /// A random edit of `old`, as a data source makes one: sections deleted, inserted and moved,
    /// headers and footers changed, added or dropped; items deleted, inserted, changed and moved
    /// within and across sections (some out of deleted sections). One edit in ten changes
    /// nothing.
    mutating func edited(_ old: [ListReference.Section]) -> [ListReference.Section] {
        if chance(0.1) { return old }
        var sections: [ListReference.Section] = []
        var floating: [ListReference.Item] = []
        for var section in old {
            if chance(0.15) {
                floating += section.items.filter { _ in chance(0.3) }
                continue
            }
            if chance(0.15) { section.header = chance(0.5) ? newSerial() : nil }
            if chance(0.1) { section.footer = chance(0.5) ? newSerial() : nil }
            var items: [ListReference.Item] = []
            for var item in section.items {
                if chance(0.12) { continue }
                if chance(0.15) { item.serial = newSerial() }
                if chance(0.2) { floating.append(item) } else { items.append(item) }
            }
            section.items = items
            sections.append(section)
        }
        // Sections taken out and put back anywhere, with new ones.
        var placed: [ListReference.Section] = []
        var moving: [ListReference.Section] = []
        for section in sections {
            if chance(0.2) { moving.append(section) } else { placed.append(section) }
        }
        moving += (0..<count(0...2)).map { _ in section(maxItems: 4) }
        for section in moving.shuffled(using: &random) {
            placed.insert(section, at: count(0...placed.count))
        }
        // Items taken out put back anywhere, with new ones.
        floating += (0..<count(0...3)).map { _ in item() }
        if !placed.isEmpty {
            for item in floating.shuffled(using: &random) {
                let index = count(0...(placed.count - 1))
                placed[index].items.insert(item, at: count(0...placed[index].items.count))
            }
        }
        return placed
    }
}
