import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `LayoutList.apply(_:sections:)` checked against a reference model of UIKit's batch updates on
/// random lists and random valid updates (identities, every frame and offset, and which layouts
/// were laid out again), and invalid updates rejected with the right error, leaving the list as
/// it was.
@Suite("Batch updates against a reference model")
struct BatchUpdatesReferenceModelTests {
    typealias Reference = ListReference
    typealias Section = ListReference.Section
    typealias Item = ListReference.Item

    /// Random sequences run, in batches of ``seedsPerBatch``.
    static let batches = 0..<5
    static let seedsPerBatch = 100

    // MARK: The reference model itself

    @Test("The reference model removes from the last, then inserts sections and items from the first")
    func referenceModelOrder() throws {
        // Sections 100 [1 2 3], 101 [5 6] and 102 [7]: 101 is deleted, 102 moves to 0 and 103 is
        // inserted at 2. In 100 (now section 1): 2 is deleted, 3 reloaded, 1 moved to [1, 2] and
        // 9 inserted at [1, 0].
        let old = [
            Section(id: 100, items: [Item(id: 1, serial: 1), Item(id: 2, serial: 2), Item(id: 3, serial: 3)]),
            Section(id: 101, header: 4, items: [Item(id: 5, serial: 5), Item(id: 6, serial: 6)]),
            Section(id: 102, items: [Item(id: 7, serial: 7)], footer: 8),
        ]
        let new = [
            Section(id: 102, items: [Item(id: 7, serial: 7)], footer: 8),
            Section(id: 100, items: [Item(id: 9, serial: 20), Item(id: 3, serial: 21), Item(id: 1, serial: 1)]),
            Section(id: 103, header: 22, items: [Item(id: 10, serial: 23)]),
        ]
        let updates = BatchUpdates(
            insertItems: [ListIndexPath(item: 0, section: 1)], deleteItems: [ListIndexPath(item: 1, section: 0)],
            reloadItems: [ListIndexPath(item: 2, section: 0)],
            moveItems: [ItemMove(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 2, section: 1))],
            insertSections: [2], deleteSections: [1], moveSections: [SectionMove(from: 2, to: 0)])
        let result = try Reference.apply(updates, to: old, giving: new)
        let kept = Reference.Laid(serial: 1, fresh: false)
        #expect(
            result == [
                Reference.ExpectedSection(
                    id: 102, header: nil, items: [Reference.ExpectedItem(id: 7, laid: .init(serial: 7, fresh: false))],
                    footer: .init(serial: 8, fresh: false)),
                Reference.ExpectedSection(
                    id: 100, header: nil,
                    items: [
                        Reference.ExpectedItem(id: 9, laid: .init(serial: 20, fresh: true)),
                        Reference.ExpectedItem(id: 3, laid: .init(serial: 21, fresh: true)),
                        Reference.ExpectedItem(id: 1, laid: kept),
                    ], footer: nil),
                Reference.ExpectedSection(
                    id: 103, header: .init(serial: 22, fresh: true),
                    items: [Reference.ExpectedItem(id: 10, laid: .init(serial: 23, fresh: true))], footer: nil),
            ])
    }

    @Test("The generated updates use every kind of change, alone and together")
    func generatorCoverage() {
        var seen: [String: Int] = [:]
        for seed in 0..<UInt64(Self.batches.count * Self.seedsPerBatch) {
            var generator = Reference.Generator(seed: seed)
            var sections = generator.list()
            for _ in 0..<Self.steps(seed: seed) {
                let (updates, new) = generator.update(of: sections)
                for name in Reference.kindsOfChange(in: updates) { seen[name, default: 0] += 1 }
                if updates.isEmpty { seen["empty", default: 0] += 1 }
                let onlyItemReloads = updates == BatchUpdates(reloadItems: updates.reloadItems)
                if onlyItemReloads && !updates.isEmpty { seen["reload only", default: 0] += 1 }
                if updates.moveItems.contains(where: { $0.from.section != $0.to.section }) {
                    seen["move across sections", default: 0] += 1
                }
                if !updates.moveSections.isEmpty && !updates.moveItems.isEmpty {
                    seen["items and sections moved", default: 0] += 1
                }
                if new.contains(where: { $0.header != nil }) { seen["headers", default: 0] += 1 }
                if new.contains(where: { $0.footer != nil }) { seen["footers", default: 0] += 1 }
                if new.isEmpty { seen["no sections", default: 0] += 1 }
                sections = new
            }
        }
        for kind in [
            "insertItems", "deleteItems", "reloadItems", "moveItems", "insertSections", "deleteSections",
            "reloadSections", "moveSections", "empty", "reload only", "move across sections",
            "items and sections moved", "headers", "footers", "no sections",
        ] {
            #expect(seen[kind, default: 0] >= 5, "\(kind): \(seen[kind, default: 0]) updates")
        }
    }

    // MARK: Random valid updates

    /// How many updates in a row the random sequence of `seed` applies: 1 to 4.
    static func steps(seed: UInt64) -> Int { 1 + Int(seed % 4) }

    @Test(
        "Random sequences of 1 to 4 updates give the reference model's identities, stacked frames and re-layouts",
        arguments: batches)
    func randomSequences(batch: Int) {
        var failures = 0
        for index in 0..<Self.seedsPerBatch {
            let seed = UInt64(batch * Self.seedsPerBatch + index)
            let problems = Reference.runSequence(seed: seed, steps: Self.steps(seed: seed))
            #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
            if !problems.isEmpty { failures += 1 }
            if failures == 3 { break }
        }
    }

    @Test("Two hundred random updates in a row keep the list equal to the reference model")
    func longSequence() {
        let problems = Reference.runSequence(seed: 0x5EED_0001, steps: 200)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }

    /// A valid update of the fixture and the sections after it.
    struct ValidUpdate: Sendable, CustomTestStringConvertible {
        var name: String
        var updates: BatchUpdates
        var sections: [Section]
        var testDescription: String { name }
    }

    /// Section 1 gains a header (serial 50) and section 2 loses its footer, with other changes.
    static let decorationChanges: [ValidUpdate] = [
        ValidUpdate(
            name: "no other change", updates: BatchUpdates(), sections: fixture { Self.changeDecorations(&$0) }),
        ValidUpdate(
            name: "an item reloaded", updates: BatchUpdates(reloadItems: [path(0, 1)]),
            sections: fixture {
                Self.changeDecorations(&$0)
                $0[0].items[1].serial = 51
            }),
        ValidUpdate(
            name: "an item deleted", updates: BatchUpdates(deleteItems: [path(0, 1)]),
            sections: fixture {
                Self.changeDecorations(&$0)
                $0[0].items.remove(at: 1)
            }),
    ]

    static func changeDecorations(_ sections: inout [Section]) {
        sections[1].header = 50
        sections[2].footer = nil
    }

    @Test(
        "A kept section that gains a header lays it out, one that loses a footer drops it",
        arguments: decorationChanges)
    func decorationsGainedAndLost(_ update: ValidUpdate) throws {
        let counting = CountingTextMeasurer()
        var list = Reference.List(
            sections: Reference.listSections(Self.fixture), width: Reference.width,
            context: LayoutContext(textMeasurer: counting))
        counting.reset()
        try list.apply(update.updates, sections: Reference.listSections(update.sections))
        let expected = try Reference.apply(update.updates, to: Self.fixture, giving: update.sections)
        #expect(Reference.differences(Reference.observe(list), Reference.expectedObservation(expected)) == [])
        #expect(counting.sizeCalls.map(\.text).sorted() == Reference.freshTexts(expected))
        #expect(Reference.label(list.headerArrangement(inSection: 1)) == "L50")
        #expect(list.footerArrangement(inSection: 2) == nil)
    }

    // MARK: Invalid updates

    /// Three sections: 100 (header 0; items 1, 2, 3), 101 (items 4, 5) and 102 (item 6; footer 7).
    /// Each serial is the identity, so the heights are 1 to 8 points.
    static let fixture = [
        Section(id: 100, header: 0, items: [Item(id: 1, serial: 1), Item(id: 2, serial: 2), Item(id: 3, serial: 3)]),
        Section(id: 101, items: [Item(id: 4, serial: 4), Item(id: 5, serial: 5)]),
        Section(id: 102, items: [Item(id: 6, serial: 6)], footer: 7),
    ]
    /// The fixture edited by `edit`.
    static func fixture(_ edit: (inout [Section]) -> Void) -> [Section] {
        var sections = fixture
        edit(&sections)
        return sections
    }

    /// An update of the fixture that breaks a rule, the sections given with it, and the error.
    struct InvalidUpdate: Sendable, CustomTestStringConvertible {
        var name: String
        var updates: BatchUpdates
        var sections: [Section]
        var error: BatchUpdatesError
        var testDescription: String { name }

        init(
            _ name: String, _ updates: BatchUpdates,
            given sections: [Section] = BatchUpdatesReferenceModelTests.fixture,
            _ error: BatchUpdatesError
        ) {
            self.name = name
            self.updates = updates
            self.sections = sections
            self.error = error
        }
    }

    /// Applies `invalid` to the fixture's list: it throws its error and the list is unchanged.
    static func expectRejected(_ invalid: InvalidUpdate) {
        var list = Reference.List(sections: Reference.listSections(fixture), width: Reference.width)
        let before = Reference.observe(list)
        #expect(throws: invalid.error) {
            try list.apply(invalid.updates, sections: Reference.listSections(invalid.sections))
        }
        #expect(Reference.differences(Reference.observe(list), before) == [])
        #expect(list.sections.map(\.id) == fixture.map(\.id))
    }

    static func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    /// A new section 103 with one item (identity 9, serial 9).
    static let newSection = Section(id: 103, items: [Item(id: 9, serial: 9)])

    static let sectionsOutOfRange: [InvalidUpdate] = [
        InvalidUpdate(
            "deleted section past the end", BatchUpdates(deleteSections: [3]),
            .sectionOutOfRange(change: "deleteSections", index: 3, count: 3)),
        InvalidUpdate(
            "reloaded section past the end", BatchUpdates(reloadSections: [5]),
            .sectionOutOfRange(change: "reloadSections", index: 5, count: 3)),
        InvalidUpdate(
            "inserted section past the end after the update", BatchUpdates(insertSections: [4]),
            given: fixture { $0.append(newSection) }, .sectionOutOfRange(change: "insertSections", index: 4, count: 4)),
        InvalidUpdate(
            "section moved from past the end", BatchUpdates(moveSections: [SectionMove(from: 3, to: 0)]),
            .sectionOutOfRange(change: "moveSections", index: 3, count: 3)),
        InvalidUpdate(
            "section moved to past the end", BatchUpdates(moveSections: [SectionMove(from: 0, to: 3)]),
            .sectionOutOfRange(change: "moveSections", index: 3, count: 3)),
        InvalidUpdate(
            "item deleted from a section past the end", BatchUpdates(deleteItems: [path(3, 0)]),
            .sectionOutOfRange(change: "deleteItems", index: 3, count: 3)),
        InvalidUpdate(
            "item inserted in a negative section", BatchUpdates(insertItems: [path(-1, 0)]),
            .sectionOutOfRange(change: "insertItems", index: -1, count: 3)),
        InvalidUpdate(
            "item reloaded in a section past the end", BatchUpdates(reloadItems: [path(3, 0)]),
            .sectionOutOfRange(change: "reloadItems", index: 3, count: 3)),
        InvalidUpdate(
            "item moved to a section past the end",
            BatchUpdates(moveItems: [ItemMove(from: path(0, 0), to: path(3, 0))]),
            given: fixture { $0[0].items.removeFirst() }, .sectionOutOfRange(change: "moveItems", index: 3, count: 3)),
    ]

    @Test("A section index out of range is rejected", arguments: sectionsOutOfRange)
    func sectionOutOfRange(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }

    static let itemsOutOfRange: [InvalidUpdate] = [
        InvalidUpdate(
            "deleted item past the end of its section", BatchUpdates(deleteItems: [path(0, 3)]),
            .itemOutOfRange(change: "deleteItems", indexPath: path(0, 3), count: 3)),
        InvalidUpdate(
            "inserted item past the end of its section after the update", BatchUpdates(insertItems: [path(1, 3)]),
            given: fixture { $0[1].items.append(Item(id: 9, serial: 9)) },
            .itemOutOfRange(change: "insertItems", indexPath: path(1, 3), count: 3)),
        InvalidUpdate(
            "reloaded item past the end of its section", BatchUpdates(reloadItems: [path(2, 1)]),
            .itemOutOfRange(change: "reloadItems", indexPath: path(2, 1), count: 1)),
        InvalidUpdate(
            "reloaded item past the end of its section, with a deletion",
            BatchUpdates(deleteItems: [path(0, 0)], reloadItems: [path(2, 1)]),
            given: fixture { $0[0].items.removeFirst() },
            .itemOutOfRange(change: "reloadItems", indexPath: path(2, 1), count: 1)),
        InvalidUpdate(
            "item moved from a negative index", BatchUpdates(moveItems: [ItemMove(from: path(1, -1), to: path(1, 0))]),
            .itemOutOfRange(change: "moveItems", indexPath: path(1, -1), count: 2)),
    ]

    @Test("An item index out of range is rejected", arguments: itemsOutOfRange)
    func itemOutOfRange(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }

    static let itemsNamedTwice: [InvalidUpdate] = [
        InvalidUpdate(
            "deleted and reloaded", BatchUpdates(deleteItems: [path(0, 1)], reloadItems: [path(0, 1)]),
            given: fixture { $0[0].items.remove(at: 1) },
            .conflict("item [0, 1] before the update is named by two changes")),
        InvalidUpdate(
            "deleted twice", BatchUpdates(deleteItems: [path(0, 1), path(0, 1)]),
            given: fixture { $0[0].items.remove(at: 1) },
            .conflict("item [0, 1] before the update is named by two changes")),
        InvalidUpdate(
            "reloaded twice", BatchUpdates(reloadItems: [path(0, 1), path(0, 1)]),
            .conflict("reloadItems names [0, 1] twice")),
        InvalidUpdate(
            "deleted and moved",
            BatchUpdates(deleteItems: [path(0, 1)], moveItems: [ItemMove(from: path(0, 1), to: path(1, 0))]),
            given: fixture { $0[0].items.remove(at: 1) },
            .conflict("item [0, 1] before the update is named by two changes")),
        InvalidUpdate(
            "moved to where an item is inserted",
            BatchUpdates(insertItems: [path(0, 0)], moveItems: [ItemMove(from: path(1, 0), to: path(0, 0))]),
            given: fixture {
                $0[0].items.insert(Item(id: 4, serial: 4), at: 0)
                $0[1].items.removeFirst()
            },
            .conflict("item [0, 0] after the update is named by two changes")),
    ]

    @Test("An item named by two changes is rejected", arguments: itemsNamedTwice)
    func itemNamedTwice(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }

    static let itemsInReplacedSections: [InvalidUpdate] = [
        InvalidUpdate(
            "item deleted from a deleted section", BatchUpdates(deleteItems: [path(1, 0)], deleteSections: [1]),
            given: fixture { $0.remove(at: 1) },
            .conflict("deleteItems names [1, 0], in a section that is deleted or reloaded")),
        InvalidUpdate(
            "item reloaded in a reloaded section", BatchUpdates(reloadItems: [path(0, 0)], reloadSections: [0]),
            .conflict("reloadItems names [0, 0], in a section that is deleted or reloaded")),
        InvalidUpdate(
            "item moved out of a deleted section",
            BatchUpdates(moveItems: [ItemMove(from: path(1, 0), to: path(0, 0))], deleteSections: [1]),
            given: fixture {
                $0[0].items.insert(Item(id: 4, serial: 4), at: 0)
                $0.remove(at: 1)
            },
            .conflict("moveItems names [1, 0], in a section that is deleted or reloaded")),
        InvalidUpdate(
            "item inserted in an inserted section", BatchUpdates(insertItems: [path(0, 0)], insertSections: [0]),
            given: fixture { $0.insert(newSection, at: 0) },
            .conflict("insertItems names [0, 0], in a section that is inserted or reloaded")),
        InvalidUpdate(
            "item moved into an inserted section",
            BatchUpdates(moveItems: [ItemMove(from: path(0, 0), to: path(3, 0))], insertSections: [3]),
            given: fixture {
                $0[0].items.removeFirst()
                $0.append(Section(id: 103, items: [Item(id: 1, serial: 1)]))
            },
            .conflict("moveItems names [3, 0], in a section that is inserted or reloaded")),
        InvalidUpdate(
            "item inserted in a reloaded section", BatchUpdates(insertItems: [path(1, 2)], reloadSections: [1]),
            given: fixture { $0[1].items.append(Item(id: 9, serial: 9)) },
            .conflict("insertItems names [1, 2], in a section that is inserted or reloaded")),
    ]

    @Test(
        "An item change inside a deleted, inserted or reloaded section is rejected", arguments: itemsInReplacedSections)
    func itemInReplacedSection(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }

    static let sectionsNamedTwice: [InvalidUpdate] = [
        InvalidUpdate(
            "deleted and reloaded", BatchUpdates(deleteSections: [1], reloadSections: [1]),
            given: fixture { $0.remove(at: 1) }, .conflict("section 1 is both deleted and reloaded")),
        InvalidUpdate(
            "deleted and moved", BatchUpdates(deleteSections: [0], moveSections: [SectionMove(from: 0, to: 1)]),
            given: fixture { $0.remove(at: 0) }, .conflict("section 0 is moved and also deleted, reloaded or moved")),
        InvalidUpdate(
            "moved twice", BatchUpdates(moveSections: [SectionMove(from: 0, to: 1), SectionMove(from: 0, to: 2)]),
            .conflict("section 0 is moved and also deleted, reloaded or moved")),
        InvalidUpdate(
            "moved to where a section is inserted",
            BatchUpdates(insertSections: [1], moveSections: [SectionMove(from: 0, to: 1)]),
            given: fixture {
                let first = $0.removeFirst()
                $0.insert(contentsOf: [newSection, first], at: 0)
            },
            .conflict("section 1 after the update is inserted or moved to twice")),
    ]

    @Test("A section named by two changes is rejected", arguments: sectionsNamedTwice)
    func sectionNamedTwice(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }

    static let sectionCountMismatches: [InvalidUpdate] = [
        InvalidUpdate(
            "a section deleted but still given", BatchUpdates(deleteSections: [0]),
            .sectionCountMismatch(afterUpdate: 2, given: 3)),
        InvalidUpdate(
            "a section inserted but not given", BatchUpdates(insertSections: [0]),
            .sectionCountMismatch(afterUpdate: 4, given: 3)),
        InvalidUpdate(
            "no change but a section missing", BatchUpdates(), given: fixture { $0.removeLast() },
            .sectionCountMismatch(afterUpdate: 3, given: 2)),
        InvalidUpdate(
            "a reload but a section added", BatchUpdates(reloadItems: [path(0, 0)]),
            given: fixture { $0.append(newSection) },
            .sectionCountMismatch(afterUpdate: 3, given: 4)),
    ]

    @Test("Sections given that do not match the update's count are rejected", arguments: sectionCountMismatches)
    func sectionCountMismatch(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }

    static let itemCountMismatches: [InvalidUpdate] = [
        InvalidUpdate(
            "an item deleted but still given", BatchUpdates(deleteItems: [path(0, 0)]),
            .itemCountMismatch(section: 0, afterUpdate: 2, given: 3)),
        InvalidUpdate(
            "an item inserted but not given", BatchUpdates(insertItems: [path(1, 0)]),
            .itemCountMismatch(section: 1, afterUpdate: 3, given: 2)),
        InvalidUpdate(
            "an item moved in but not given",
            BatchUpdates(moveItems: [ItemMove(from: path(1, 0), to: path(0, 0))]),
            given: fixture { $0[1].items.removeFirst() }, .itemCountMismatch(section: 0, afterUpdate: 4, given: 3)),
        InvalidUpdate(
            "no change but an item added", BatchUpdates(),
            given: fixture { $0[2].items.append(Item(id: 9, serial: 9)) },
            .itemCountMismatch(section: 2, afterUpdate: 1, given: 2)),
        InvalidUpdate(
            "a moved section that lost an item", BatchUpdates(moveSections: [SectionMove(from: 0, to: 2)]),
            given: fixture {
                var first = $0.removeFirst()
                first.items.removeLast()
                $0.append(first)
            },
            .itemCountMismatch(section: 2, afterUpdate: 3, given: 2)),
    ]

    @Test("Items given that do not match the update's count are rejected", arguments: itemCountMismatches)
    func itemCountMismatch(_ invalid: InvalidUpdate) {
        Self.expectRejected(invalid)
    }
}

// MARK: - Lists described by numbers, and the reference model

/// Lists described by numbers, a reference model of UIKit's batch updates on them, and a seeded
/// generator of random lists and valid updates; shared by the list tests.
///
/// A header, footer or item layout is named by a serial number `n`: a `SizeLayout` exactly
/// ``width`` × `n + 1` points around a label "L`n`". Serials are unique within a test case, so
/// every height is distinct (every offset is an exact sum of integers) and the texts that a
/// `CountingTextMeasurer` in the list's context measured name exactly the layouts laid out.
enum ListReference {
    /// The names of the kinds of change `updates` makes (`insertItems`, `moveSections`, …).
    static func kindsOfChange(in updates: BatchUpdates) -> [String] {
        let counts: [(String, Int)] = [
            ("insertItems", updates.insertItems.count), ("deleteItems", updates.deleteItems.count),
            ("reloadItems", updates.reloadItems.count), ("moveItems", updates.moveItems.count),
            ("insertSections", updates.insertSections.count), ("deleteSections", updates.deleteSections.count),
            ("reloadSections", updates.reloadSections.count), ("moveSections", updates.moveSections.count),
        ]
        return counts.filter { $0.1 > 0 }.map(\.0)
    }

    typealias List = LayoutList<Int, Int>

    static let width: CGFloat = 320

    /// An item: its identity and the serial of its layout.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var serial: Int
        var description: String { id == serial ? "\(id)" : "\(id)#\(serial)" }
    }

    /// A section: its identity, the serials of its header and footer, and its items.
    struct Section: Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var header: Int?
        var items: [Item]
        var footer: Int?

        init(id: Int, header: Int? = nil, items: [Item], footer: Int? = nil) {
            self.id = id
            self.header = header
            self.items = items
            self.footer = footer
        }

        var description: String {
            let header = header.map { "h\($0) " } ?? ""
            let footer = footer.map { " f\($0)" } ?? ""
            return "S\(id)(\(header)\(items.map(\.description).joined(separator: " "))\(footer))"
        }
    }

    static func height(ofSerial serial: Int) -> CGFloat { CGFloat(serial + 1) }
    static func text(ofSerial serial: Int) -> String { "L\(serial)" }

    /// The layout of `serial`, built anew at each call (an equal value, not the same one).
    static func layout(_ serial: Int) -> any Layout {
        SizeLayout(width: width, height: height(ofSerial: serial), sublayout: LabelLayout(text: text(ofSerial: serial)))
    }

    static func listSections(_ sections: [Section]) -> [List.Section] {
        sections.map { section in
            ListSection(
                id: section.id, header: section.header.map { layout($0) },
                items: section.items.map { ListItem(id: $0.id, layout: layout($0.serial)) },
                footer: section.footer.map { layout($0) })
        }
    }

    // MARK: The reference model

    /// What a header, footer or item shows after an update: the serial of its arrangement, and
    /// whether the update laid it out.
    struct Laid: Hashable, CustomStringConvertible {
        var serial: Int
        var fresh: Bool
        var description: String { fresh ? "\(serial)*" : "\(serial)" }
    }

    struct ExpectedItem: Hashable, CustomStringConvertible {
        var id: Int
        var laid: Laid
        var description: String { "\(id):\(laid)" }
    }

    /// A section as the list should hold it after an update.
    struct ExpectedSection: Hashable, CustomStringConvertible {
        var id: Int
        var header: Laid?
        var items: [ExpectedItem]
        var footer: Laid?

        /// The section as a snapshot: identities and the serials shown.
        var snapshot: Section {
            Section(
                id: id, header: header?.serial, items: items.map { Item(id: $0.id, serial: $0.laid.serial) },
                footer: footer?.serial)
        }

        var description: String {
            "\(id)(h: \(header?.description ?? "-"), \(items), f: \(footer?.description ?? "-"))"
        }
    }

    /// `sections` laid out from scratch: everything fresh.
    static func allFresh(_ sections: [Section]) -> [ExpectedSection] {
        sections.map(freshSection)
    }

    static func freshSection(_ section: Section) -> ExpectedSection {
        ExpectedSection(
            id: section.id, header: section.header.map { Laid(serial: $0, fresh: true) },
            items: section.items.map { ExpectedItem(id: $0.id, laid: Laid(serial: $0.serial, fresh: true)) },
            footer: section.footer.map { Laid(serial: $0, fresh: true) })
    }

    struct ReferenceError: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies `updates` to `old` the way UIKit describes batch updates, one step after another:
    ///
    /// 1. reloaded items and sections are marked (at their positions before the update);
    /// 2. deleted and moved-out items are removed, each section from its last item;
    /// 3. deleted and moved-out sections are removed, from the last;
    /// 4. inserted and moved-in sections are inserted, from the first new index;
    /// 5. inserted and moved-in items are inserted, from the first new index path.
    ///
    /// What UIKit would ask the data source for (inserted items and sections, and the contents of
    /// reloaded ones) is read from `new` at the final position, and is laid out again (`fresh`);
    /// everything else keeps its identity and arrangement. A section that is neither inserted nor
    /// reloaded keeps its header and footer, lays out one it gains, and drops one it loses.
    ///
    /// Throws when a step cannot be taken (an index out of range, a position named twice, a
    /// change in a replaced section, or counts that do not match `new`).
    static func apply(_ updates: BatchUpdates, to old: [Section], giving new: [Section]) throws -> [ExpectedSection] {
        struct WorkingItem {
            var id: Int?  // nil: inserted
            var serial: Int?  // nil: laid out again
        }
        struct WorkingSection {
            var id: Int?  // nil: inserted
            var header: Int?
            var items: [WorkingItem]
            var footer: Int?
            var replaced: Bool
        }
        func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
            if !condition { throw ReferenceError(description: message()) }
        }
        var sections = old.map { section in
            WorkingSection(
                id: section.id, header: section.header,
                items: section.items.map { WorkingItem(id: $0.id, serial: $0.serial) }, footer: section.footer,
                replaced: false)
        }
        func requireOldItem(_ path: ListIndexPath, _ change: String) throws {
            try require(sections.indices.contains(path.section), "\(change) \(path): no such section before")
            try require(
                sections[path.section].items.indices.contains(path.item), "\(change) \(path): no such item before")
            try require(
                !sections[path.section].replaced && !updates.deleteSections.contains(path.section),
                "\(change) \(path): in a deleted or reloaded section")
        }

        // 1. Reloads, at the positions before the update.
        for index in updates.reloadSections {
            try require(sections.indices.contains(index), "reloadSections \(index): no such section before")
            sections[index].replaced = true
        }
        for path in updates.reloadItems {
            try requireOldItem(path, "reloadItems")
            sections[path.section].items[path.item].serial = nil
        }
        // 2. Items deleted or moved out, each section from the last.
        let removedItems = updates.deleteItems + updates.moveItems.map(\.from)
        try require(
            Set(removedItems + updates.reloadItems).count == removedItems.count + updates.reloadItems.count,
            "an item before the update is named twice")
        let movedItemSources = Set(updates.moveItems.map(\.from))
        var movedOutItems: [ListIndexPath: WorkingItem] = [:]
        for path in removedItems.sorted(by: >) {
            try requireOldItem(path, "deleteItems or moveItems")
            let item = sections[path.section].items.remove(at: path.item)
            if movedItemSources.contains(path) { movedOutItems[path] = item }
        }
        // 3. Sections deleted or moved out, from the last.
        let movedSectionSources = updates.moveSections.map(\.from)
        try require(
            Set(movedSectionSources).count == movedSectionSources.count
                && updates.deleteSections.union(updates.reloadSections).intersection(IndexSet(movedSectionSources))
                    .isEmpty
                && updates.deleteSections.intersection(updates.reloadSections).isEmpty,
            "a section before the update is named twice")
        var movedOutSections: [Int: WorkingSection] = [:]
        for index in updates.deleteSections.union(IndexSet(movedSectionSources)).sorted(by: >) {
            try require(sections.indices.contains(index), "deleteSections or moveSections \(index): no such section")
            let section = sections.remove(at: index)
            if !updates.deleteSections.contains(index) { movedOutSections[index] = section }
        }
        // 4. Sections inserted or moved in, from the first.
        var incomingSections = updates.insertSections.map {
            (index: $0, section: WorkingSection(id: nil, header: nil, items: [], footer: nil, replaced: true))
        }
        for move in updates.moveSections { incomingSections.append((move.to, movedOutSections[move.from]!)) }
        try require(
            Set(incomingSections.map(\.index)).count == incomingSections.count,
            "a section after the update is named twice")
        for (index, section) in incomingSections.sorted(by: { $0.index < $1.index }) {
            try require(index >= 0 && index <= sections.count, "section \(index) after the update is out of range")
            sections.insert(section, at: index)
        }
        // 5. Items inserted or moved in, from the first.
        var incomingItems = updates.insertItems.map { (path: $0, item: WorkingItem(id: nil, serial: nil)) }
        for move in updates.moveItems { incomingItems.append((move.to, movedOutItems[move.from]!)) }
        try require(
            Set(incomingItems.map(\.path)).count == incomingItems.count, "an item after the update is named twice")
        for (path, item) in incomingItems.sorted(by: { $0.path < $1.path }) {
            try require(sections.indices.contains(path.section), "item \(path) after the update: no such section")
            try require(!sections[path.section].replaced, "item \(path) after the update: in a replaced section")
            try require(
                path.item >= 0 && path.item <= sections[path.section].items.count,
                "item \(path) after the update is out of range")
            sections[path.section].items.insert(item, at: path.item)
        }
        // What was laid out again, from the new sections.
        try require(sections.count == new.count, "\(sections.count) sections after the update, \(new.count) given")
        return try zip(sections, new).enumerated().map { index, pair in
            let (section, target) = pair
            if section.replaced {
                var fresh = freshSection(target)
                if let id = section.id { fresh.id = id }
                return fresh
            }
            try require(
                section.items.count == target.items.count,
                "section \(index) has \(section.items.count) items after the update, \(target.items.count) given")
            func decoration(_ old: Int?, _ new: Int?) -> Laid? {
                guard let new else { return nil }
                return old.map { Laid(serial: $0, fresh: false) } ?? Laid(serial: new, fresh: true)
            }
            return ExpectedSection(
                id: section.id ?? target.id, header: decoration(section.header, target.header),
                items: zip(section.items, target.items).map { item, targetItem in
                    ExpectedItem(
                        id: item.id ?? targetItem.id,
                        laid: item.serial.map { Laid(serial: $0, fresh: false) }
                            ?? Laid(serial: targetItem.serial, fresh: true))
                }, footer: decoration(section.footer, target.footer))
        }
    }

    /// The texts of the layouts laid out, sorted.
    static func freshTexts(_ sections: [ExpectedSection]) -> [String] {
        var texts: [String] = []
        for section in sections {
            for laid in [section.header].compactMap({ $0 }) + section.items.map(\.laid)
                + [section.footer].compactMap({ $0 })
            where laid.fresh {
                texts.append(text(ofSerial: laid.serial))
            }
        }
        return texts.sorted()
    }

    // MARK: Observing a list

    /// A header, item or footer as a list answers for it.
    struct Entry: Equatable, CustomStringConvertible {
        var id: Int?
        var label: String?
        var frame: CGRect
        var description: String {
            let id = id.map { "\($0) " } ?? ""
            return "\(id)\(label ?? "no label") y \(frame.minY) h \(frame.height) x \(frame.minX) w \(frame.width)"
        }
    }

    struct ObservedSection: Equatable {
        var id: Int
        var offset: CGFloat
        var header: Entry?
        var items: [Entry]
        var footer: Entry?
    }

    /// Everything a list answers, read through its public API.
    struct Observation: Equatable {
        var sections: [ObservedSection]
        var contentHeight: CGFloat
        /// Answers that disagree with each other (an offset not the frame's top, a size not the
        /// frame's, an arrangement not at the origin).
        var inconsistencies: [String] = []
    }

    static func label(_ arrangement: LayoutArrangement?) -> String? {
        (arrangement?.sublayouts.first?.layout as? LabelLayout)?.text
    }

    static func observe(_ list: List) -> Observation {
        var observation = Observation(sections: [], contentHeight: list.contentHeight)
        if list.sections.count != list.numberOfSections {
            observation.inconsistencies.append(
                "\(list.numberOfSections) sections laid out, \(list.sections.count) sections held")
            return observation
        }
        for section in 0..<list.numberOfSections {
            var observed = ObservedSection(
                id: list.sections[section].id, offset: list.yOffset(ofSection: section), header: nil, items: [],
                footer: nil)
            if let frame = list.headerFrame(inSection: section) {
                observed.header = Entry(id: nil, label: label(list.headerArrangement(inSection: section)), frame: frame)
            }
            if let frame = list.footerFrame(inSection: section) {
                observed.footer = Entry(id: nil, label: label(list.footerArrangement(inSection: section)), frame: frame)
            }
            let count = list.numberOfItems(inSection: section)
            if list.sections[section].items.count != count {
                observation.inconsistencies.append(
                    "section \(section): \(count) items laid out, \(list.sections[section].items.count) held")
            } else {
                for item in 0..<count {
                    let path = ListIndexPath(item: item, section: section)
                    let arrangement = list.arrangement(at: path)
                    let frame = list.frame(at: path)
                    observed.items.append(Entry(id: list.item(at: path).id, label: label(arrangement), frame: frame))
                    if list.yOffset(at: path) != frame.minY || list.size(at: path) != frame.size
                        || arrangement.frame != CGRect(origin: .zero, size: frame.size)
                    {
                        observation.inconsistencies.append(
                            "\(path): offset \(list.yOffset(at: path)), size \(list.size(at: path)), "
                                + "arrangement \(arrangement.frame), frame \(frame)"
                        )
                    }
                }
            }
            observation.sections.append(observed)
        }
        return observation
    }

    /// What a list holding `sections` answers: every header, item and footer `width` wide and
    /// `serial + 1` high at x 0, stacked from 0 with nothing between.
    static func expectedObservation(_ sections: [ExpectedSection]) -> Observation {
        var y: CGFloat = 0
        func entry(_ id: Int?, _ serial: Int) -> Entry {
            defer { y += height(ofSerial: serial) }
            return Entry(
                id: id, label: text(ofSerial: serial),
                frame: CGRect(x: 0, y: y, width: width, height: height(ofSerial: serial)))
        }
        var observed: [ObservedSection] = []
        for section in sections {
            let offset = y
            let header = section.header.map { entry(nil, $0.serial) }
            let items = section.items.map { entry($0.id, $0.laid.serial) }
            let footer = section.footer.map { entry(nil, $0.serial) }
            observed.append(
                ObservedSection(id: section.id, offset: offset, header: header, items: items, footer: footer))
        }
        return Observation(sections: observed, contentHeight: y)
    }

    /// How `actual` differs from `expected`, one line a difference.
    static func differences(_ actual: Observation, _ expected: Observation) -> [String] {
        var lines = actual.inconsistencies
        if actual.contentHeight != expected.contentHeight {
            lines.append("content height \(actual.contentHeight), expected \(expected.contentHeight)")
        }
        if actual.sections.count != expected.sections.count {
            lines.append("\(actual.sections.count) sections, expected \(expected.sections.count)")
        }
        for (index, (got, want)) in zip(actual.sections, expected.sections).enumerated() {
            if got.id != want.id { lines.append("section \(index): identity \(got.id), expected \(want.id)") }
            if got.offset != want.offset {
                lines.append("section \(index): top \(got.offset), expected \(want.offset)")
            }
            if got.header != want.header {
                lines.append(
                    "section \(index): header \(got.header?.description ?? "none"), "
                        + "expected \(want.header?.description ?? "none")"
                )
            }
            if got.footer != want.footer {
                lines.append(
                    "section \(index): footer \(got.footer?.description ?? "none"), "
                        + "expected \(want.footer?.description ?? "none")"
                )
            }
            if got.items.count != want.items.count {
                lines.append("section \(index): \(got.items.count) items, expected \(want.items.count)")
            }
            for (item, (gotItem, wantItem)) in zip(got.items, want.items).enumerated() where gotItem != wantItem {
                lines.append("item [\(index), \(item)]: \(gotItem), expected \(wantItem)")
            }
        }
        return lines
    }

    // MARK: Random sequences

    /// Applies `steps` random valid updates to a random list, checking the list against the
    /// reference model after each (and that the list before the update is unchanged). Returns
    /// the problems, each naming the seed and step; empty when all is well.
    static func runSequence(seed: UInt64, steps: Int) -> [String] {
        var generator = Generator(seed: seed)
        var sections = generator.list()
        let counting = CountingTextMeasurer()
        var list = List(
            sections: listSections(sections), width: width, context: LayoutContext(textMeasurer: counting))
        var expected = allFresh(sections)
        var problems = differences(observe(list), expectedObservation(expected))
        if counting.sizeCalls.map(\.text).sorted() != freshTexts(expected) {
            problems.append("laying out from scratch measured \(counting.sizeCalls.map(\.text))")
        }
        if !problems.isEmpty { return ["seed \(seed), the initial list \(sections):"] + problems }
        for step in 0..<steps {
            let (updates, new) = generator.update(of: sections)
            let context = "seed \(seed), step \(step): \(sections) → \(new) by \(describe(updates))"
            let reference: [ExpectedSection]
            do {
                reference = try apply(updates, to: sections, giving: new)
            } catch {
                return [context, "the reference model rejects the generated update: \(error)"]
            }
            // The reference model and the generator agree (which checks them both).
            if reference.map(\.snapshot) != new {
                return [context, "the reference model gives \(reference.map(\.snapshot))"]
            }
            let before = list
            counting.reset()
            do {
                try list.apply(updates, sections: listSections(new))
            } catch {
                return [context, "apply threw \(error)"]
            }
            let measured = counting.sizeCalls.map(\.text).sorted()
            problems = differences(observe(list), expectedObservation(reference))
            if measured != freshTexts(reference) {
                problems.append("laid out \(measured), expected \(freshTexts(reference)) (reference \(reference))")
            }
            problems += differences(observe(before), expectedObservation(expected)).map {
                "the list before the update changed: \($0)"
            }
            if !problems.isEmpty { return [context] + problems }
            sections = new
            expected = reference
        }
        return []
    }

    /// The changes of `updates` that are not empty, for messages.
    static func describe(_ updates: BatchUpdates) -> String {
        var parts: [String] = []
        func add(_ name: String, _ value: some Collection) {
            if !value.isEmpty { parts.append("\(name): \(Array(value))") }
        }
        add("insertItems", updates.insertItems)
        add("deleteItems", updates.deleteItems)
        add("reloadItems", updates.reloadItems)
        add("moveItems", updates.moveItems.map { "\($0.from)→\($0.to)" })
        add("insertSections", updates.insertSections)
        add("deleteSections", updates.deleteSections)
        add("reloadSections", updates.reloadSections)
        add("moveSections", updates.moveSections.map { "\($0.from)→\($0.to)" })
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }

    /// Random lists, and random valid updates built from the list before and after (independently
    /// of the reference model): each section and item is given a fate, and moved and inserted ones
    /// are placed at random among those that stay.
    struct Generator {
        var random: SplitMix64
        var nextID = 0
        var nextSerial = 0

        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
        }

        mutating func chance(_ probability: Double) -> Bool {
            Double.random(in: 0..<1, using: &random) < probability
        }

        mutating func count(_ range: ClosedRange<Int>) -> Int {
            Int.random(in: range, using: &random)
        }

        mutating func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        mutating func newSerial() -> Int {
            defer { nextSerial += 1 }
            return nextSerial
        }

        mutating func item() -> Item {
            Item(id: newID(), serial: newSerial())
        }

        /// A new section: a header two times in five, a footer three times in ten, up to
        /// `maxItems` items.
        mutating func section(maxItems: Int) -> Section {
            let id = newID()
            let header = chance(0.4) ? newSerial() : nil
            let items = (0..<count(0...maxItems)).map { _ in item() }
            let footer = chance(0.3) ? newSerial() : nil
            return Section(id: id, header: header, items: items, footer: footer)
        }

        /// A list of 0 to 5 sections of 0 to 8 items.
        mutating func list() -> [Section] {
            (0..<count(0...5)).map { _ in section(maxItems: 8) }
        }

        /// `staying` in order, with `moving` at random distinct positions among them.
        mutating func interleave<Element>(staying: [Element], moving: [Element]) -> [Element] {
            let total = staying.count + moving.count
            var slots = [Element?](repeating: nil, count: total)
            for (element, position) in zip(moving, Array(0..<total).shuffled(using: &random)) {
                slots[position] = element
            }
            var rest = staying.makeIterator()
            return slots.map { $0 ?? rest.next()! }
        }

        enum Fate { case keep, delete, reload, move }

        mutating func fate(_ weights: [(Fate, Int)]) -> Fate {
            var roll = count(0...(weights.map(\.1).reduce(0, +) - 1))
            for (fate, weight) in weights {
                if roll < weight { return fate }
                roll -= weight
            }
            return .keep
        }

        /// A random valid update of `old` and the sections after it. One update in four only
        /// reloads items (and sometimes adds or drops a header or footer).
        mutating func update(of old: [Section]) -> (BatchUpdates, [Section]) {
            let reloadOnly = chance(0.25)
            var updates = BatchUpdates()
            let sectionFates = old.map { _ in
                reloadOnly ? Fate.keep : fate([(.keep, 6), (.delete, 1), (.reload, 1), (.move, 2)])
            }
            enum Source { case old(Int), inserted }
            let staying = old.indices.filter { [.keep, .reload].contains(sectionFates[$0]) }.map(Source.old)
            let moving = old.indices.filter { sectionFates[$0] == .move }.map(Source.old)
            let inserted = reloadOnly || old.count >= 6 ? 0 : count(0...2)
            let sources = interleave(
                staying: staying, moving: moving + Array(repeating: Source.inserted, count: inserted))
            for (index, fate) in sectionFates.enumerated() {
                if fate == .delete { updates.deleteSections.insert(index) }
                if fate == .reload { updates.reloadSections.insert(index) }
            }
            // The sections after the update that keep their items (kept or moved).
            var carried: [Int] = []
            for (newIndex, source) in sources.enumerated() {
                switch source {
                case .inserted:
                    updates.insertSections.insert(newIndex)
                case .old(let oldIndex):
                    if sectionFates[oldIndex] == .move {
                        updates.moveSections.append(SectionMove(from: oldIndex, to: newIndex))
                    }
                    if sectionFates[oldIndex] != .reload { carried.append(newIndex) }
                }
            }
            // Item fates, in the sections that keep their items.
            var itemFates: [ListIndexPath: Fate] = [:]
            var movedInto: [Int: [ListIndexPath]] = [:]
            for (oldIndex, section) in old.enumerated() where [.keep, .move].contains(sectionFates[oldIndex]) {
                for item in section.items.indices {
                    let path = ListIndexPath(item: item, section: oldIndex)
                    let itemFate =
                        reloadOnly
                        ? (chance(0.2) ? Fate.reload : .keep)
                        : fate([(.keep, 13), (.delete, 2), (.reload, 2), (.move, 3)])
                    itemFates[path] = itemFate
                    if itemFate == .delete { updates.deleteItems.append(path) }
                    if itemFate == .move { movedInto[carried.randomElement(using: &random)!, default: []].append(path) }
                }
            }
            enum NewItem { case stay(Int), moved(ListIndexPath), inserted }
            var new: [Section] = []
            for (newIndex, source) in sources.enumerated() {
                guard case .old(let oldIndex) = source else {
                    new.append(section(maxItems: 4))
                    continue
                }
                if sectionFates[oldIndex] == .reload {
                    var reloaded = self.section(maxItems: 4)
                    reloaded.id = old[oldIndex].id
                    new.append(reloaded)
                    continue
                }
                let oldSection = old[oldIndex]
                let stay = oldSection.items.indices.filter {
                    [.keep, .reload].contains(itemFates[ListIndexPath(item: $0, section: oldIndex)])
                }
                let insertedItems = reloadOnly || oldSection.items.count >= 8 ? 0 : count(0...2)
                let arrivals =
                    movedInto[newIndex, default: []].map(NewItem.moved)
                    + Array(repeating: NewItem.inserted, count: insertedItems)
                var items: [Item] = []
                for (position, entry) in interleave(staying: stay.map(NewItem.stay), moving: arrivals).enumerated() {
                    let to = ListIndexPath(item: position, section: newIndex)
                    switch entry {
                    case .stay(let item):
                        var kept = oldSection.items[item]
                        let from = ListIndexPath(item: item, section: oldIndex)
                        if itemFates[from] == .reload {
                            kept.serial = newSerial()
                            updates.reloadItems.append(from)
                        }
                        items.append(kept)
                    case .moved(let from):
                        items.append(old[from.section].items[from.item])
                        updates.moveItems.append(ItemMove(from: from, to: to))
                    case .inserted:
                        items.append(item())
                        updates.insertItems.append(to)
                    }
                }
                var header = oldSection.header
                if chance(0.1) { header = header == nil ? newSerial() : nil }
                var footer = oldSection.footer
                if chance(0.1) { footer = footer == nil ? newSerial() : nil }
                new.append(Section(id: oldSection.id, header: header, items: items, footer: footer))
            }
            // The order of the changes within each kind does not matter.
            updates.insertItems.shuffle(using: &random)
            updates.deleteItems.shuffle(using: &random)
            updates.reloadItems.shuffle(using: &random)
            updates.moveItems.shuffle(using: &random)
            updates.moveSections.shuffle(using: &random)
            return (updates, new)
        }
    }
}
