import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `LayoutList`: the answers a collection view asks for, with exact frames, and what an update
/// lays out again.
@Suite("Layout list")
struct LayoutListTests {
    typealias Section = ListSection<String, Int>

    /// A bar `height` points high, as wide as the list.
    static func bar(_ height: CGFloat) -> any Layout { SizeLayout(height: height) }

    /// Two sections: a 30-point header, items of 50, 60 and 70 points, a 20-point footer; then no
    /// header, one item of 40 points, no footer.
    static let sections: [Section] = [
        Section(
            id: "a", header: bar(30),
            items: [
                ListItem(id: 1, layout: bar(50)), ListItem(id: 2, layout: bar(60)),
                ListItem(id: 3, layout: bar(70)),
            ],
            footer: bar(20)),
        Section(id: "b", items: [ListItem(id: 4, layout: bar(40))]),
    ]

    @Test("Counts, sizes, offsets and frames stack headers, items and footers with no gaps")
    func answers() {
        let list = LayoutList(sections: Self.sections, width: 320)
        #expect(list.numberOfSections == 2)
        #expect(list.numberOfItems(inSection: 0) == 3)
        #expect(list.numberOfItems(inSection: 1) == 1)
        #expect(list.headerFrame(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(list.frame(at: ListIndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 50))
        #expect(list.frame(at: ListIndexPath(item: 1, section: 0)) == CGRect(x: 0, y: 80, width: 320, height: 60))
        #expect(list.frame(at: ListIndexPath(item: 2, section: 0)) == CGRect(x: 0, y: 140, width: 320, height: 70))
        #expect(list.footerFrame(inSection: 0) == CGRect(x: 0, y: 210, width: 320, height: 20))
        #expect(list.yOffset(ofSection: 1) == 230)
        #expect(list.headerFrame(inSection: 1) == nil)
        #expect(list.footerFrame(inSection: 1) == nil)
        #expect(list.frame(at: ListIndexPath(item: 0, section: 1)) == CGRect(x: 0, y: 230, width: 320, height: 40))
        #expect(list.yOffset(at: ListIndexPath(item: 0, section: 1)) == 230)
        #expect(list.size(at: ListIndexPath(item: 2, section: 0)) == CGSize(width: 320, height: 70))
        #expect(list.contentHeight == 270)
        #expect(list.item(at: ListIndexPath(item: 1, section: 0)).id == 2)
    }

    @Test("Each item is laid out at the origin at the list's width: its arrangement is the layout's own")
    func itemArrangements() {
        let items = (0..<3).map { ListItem(id: $0, layout: FeedItemLayout.make(FeedItemData(index: $0))) }
        let list = LayoutList(sections: [ListSection<Int, Int>(id: 0, items: items)], width: 375)
        for index in 0..<3 {
            let path = ListIndexPath(item: index, section: 0)
            #expect(list.arrangement(at: path).snapshotText == items[index].layout.arrangement(width: 375).snapshotText)
        }
        let heights = (0..<3).map { list.size(at: ListIndexPath(item: $0, section: 0)).height }
        #expect(list.yOffset(at: ListIndexPath(item: 2, section: 0)) == heights[0] + heights[1])
        #expect(list.contentHeight == heights.reduce(0, +))
    }

    @Test("An empty list has no sections and no height; a NaN or negative width is 0", arguments: [CGFloat.nan, -5])
    func emptyAndBadWidth(width: CGFloat) {
        let list = LayoutList<Int, Int>(width: width)
        #expect(list.numberOfSections == 0)
        #expect(list.contentHeight == 0)
        #expect(list.width == 0)
    }

    @Test("Reloading one item lays out that item only and restacks the items below it")
    func reloadOneItem() throws {
        let counting = CountingTextMeasurer()
        let labels = (0..<5).map { ListItem(id: $0, layout: LabelLayout(text: "item \($0)") as any Layout) }
        var list = LayoutList(
            sections: [ListSection<Int, Int>(id: 0, items: labels)], width: 100,
            context: LayoutContext(textMeasurer: counting))
        #expect(counting.sizeCallCount == 5)
        var sections = list.sections
        sections[0].items[1].layout = LabelLayout(text: "item 1, now long enough to wrap onto four lines")
        try list.apply(BatchUpdates(reloadItems: [ListIndexPath(item: 1, section: 0)]), sections: sections)
        #expect(counting.sizeCallCount == 6)
        #expect(counting.sizeCalls.last?.text == "item 1, now long enough to wrap onto four lines")
        // Four 17-point lines of 14 characters at 7 points each; the other items have one line.
        #expect(list.size(at: ListIndexPath(item: 1, section: 0)).height == 68)
        #expect(list.yOffset(at: ListIndexPath(item: 2, section: 0)) == 85)
        #expect(list.yOffset(at: ListIndexPath(item: 4, section: 0)) == 119)
        #expect(list.contentHeight == 136)
    }

    @Test("Reloading every item with new heights restacks them all exactly")
    func reloadEveryItem() throws {
        let items = (0..<200).map { ListItem(id: $0, layout: Self.bar(10)) }
        var list = LayoutList(sections: [ListSection<Int, Int>(id: 0, items: items)], width: 50)
        var sections = list.sections
        for index in 0..<200 { sections[0].items[index].layout = Self.bar(CGFloat(1 + index % 7)) }
        try list.apply(
            BatchUpdates(reloadItems: (0..<200).reversed().map { ListIndexPath(item: $0, section: 0) }),
            sections: sections)
        var y: CGFloat = 0
        for index in 0..<200 {
            #expect(
                list.frame(at: ListIndexPath(item: index, section: 0))
                    == CGRect(x: 0, y: y, width: 50, height: CGFloat(1 + index % 7)))
            y += CGFloat(1 + index % 7)
        }
        #expect(list.contentHeight == y)
    }

    @Test("An update leaves the list it was made from unchanged (lists are values)")
    func valueSemantics() throws {
        let original = LayoutList(sections: Self.sections, width: 320)
        var updated = original
        var sections = Self.sections
        sections[0].items.remove(at: 0)
        try updated.apply(BatchUpdates(deleteItems: [ListIndexPath(item: 0, section: 0)]), sections: sections)
        #expect(original.numberOfItems(inSection: 0) == 3)
        #expect(original.contentHeight == 270)
        #expect(updated.numberOfItems(inSection: 0) == 2)
        #expect(updated.contentHeight == 220)
        #expect(updated.frame(at: ListIndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 60))
    }

    /// The identities of `list`'s items, section by section.
    static func identities(_ list: LayoutList<String, Int>) -> [[Int]] { list.sections.map { $0.items.map(\.id) } }

    @Test("Batch updates whose sections repeat an item identity are rejected and change nothing")
    func batchUpdatesDuplicateItem() throws {
        var list = LayoutList(sections: Self.sections, width: 320)
        var duplicated = Self.sections
        duplicated[1].items.append(ListItem(id: 2, layout: Self.bar(10)))
        #expect(throws: BatchUpdatesError.duplicateIdentity("of item 2")) {
            try list.apply(BatchUpdates(insertItems: [ListIndexPath(item: 1, section: 1)]), sections: duplicated)
        }
        #expect(Self.identities(list) == [[1, 2, 3], [4]])
        #expect(list.numberOfItems(inSection: 1) == 1)
        #expect(list.contentHeight == 270)

        // The list still takes a correct snapshot, and correct batch updates.
        var snapshot = Self.sections
        snapshot[1].items.append(ListItem(id: 5, layout: Self.bar(10)))
        let updates = try list.apply(snapshot)
        #expect(updates == BatchUpdates(insertItems: [ListIndexPath(item: 1, section: 1)]))
        #expect(list.frame(at: ListIndexPath(item: 1, section: 1)) == CGRect(x: 0, y: 270, width: 320, height: 10))
        snapshot[0].items.remove(at: 0)
        try list.apply(BatchUpdates(deleteItems: [ListIndexPath(item: 0, section: 0)]), sections: snapshot)
        #expect(Self.identities(list) == [[2, 3], [4, 5]])
        #expect(list.contentHeight == 230)
    }

    @Test("Batch updates whose sections repeat a section identity are rejected and change nothing")
    func batchUpdatesDuplicateSection() throws {
        var list = LayoutList(sections: Self.sections, width: 320)
        let duplicated = Self.sections + [Section(id: "a", items: [])]
        #expect(throws: BatchUpdatesError.duplicateIdentity("of section a")) {
            try list.apply(BatchUpdates(insertSections: [2]), sections: duplicated)
        }
        #expect(list.sections.map(\.id) == ["a", "b"])
        #expect(list.numberOfSections == 2)
        let updates = try list.apply(Self.sections + [Section(id: "c", items: [])])
        #expect(updates == BatchUpdates(insertSections: [2]))
        #expect(list.sections.map(\.id) == ["a", "b", "c"])
    }

    @Test("A reload that gives an item the identity of another item is rejected and changes nothing")
    func reloadDuplicateItem() throws {
        var list = LayoutList(sections: Self.sections, width: 320)
        var duplicated = Self.sections
        duplicated[0].items[0] = ListItem(id: 4, layout: Self.bar(5))
        #expect(throws: BatchUpdatesError.duplicateIdentity("of item 4")) {
            try list.apply(BatchUpdates(reloadItems: [ListIndexPath(item: 0, section: 0)]), sections: duplicated)
        }
        #expect(Self.identities(list) == [[1, 2, 3], [4]])
        #expect(list.size(at: ListIndexPath(item: 0, section: 0)).height == 50)

        // A reload that gives the item a new identity is accepted.
        var renamed = Self.sections
        renamed[0].items[0] = ListItem(id: 9, layout: Self.bar(5))
        try list.apply(BatchUpdates(reloadItems: [ListIndexPath(item: 0, section: 0)]), sections: renamed)
        #expect(Self.identities(list) == [[9, 2, 3], [4]])
        #expect(list.contentHeight == 225)
        #expect(try list.apply(renamed) == BatchUpdates())
    }

    @Test("Applying a snapshot with one changed cell of a W1 list lays out that cell only and reports one reload")
    func snapshotOneChange() throws {
        let counting = CountingTextMeasurer()
        let data = (0..<50).map(FeedItemData.init(index:))
        func snapshot(_ data: [FeedItemData]) -> [ListSection<Int, Int>] {
            [ListSection(id: 0, items: data.indices.map { ListItem(id: $0, layout: FeedItemLayout.make(data[$0])) })]
        }
        var list = LayoutList(sections: snapshot(data), width: 375, context: LayoutContext(textMeasurer: counting))
        #expect(counting.sizeCallCount == 50 * 13)
        var edited = data
        edited[20].actorComment = "an edited, longer actor comment"
        let updates = try list.apply(snapshot(edited))
        #expect(updates == BatchUpdates(reloadItems: [ListIndexPath(item: 20, section: 0)]))
        #expect(counting.sizeCallCount == 51 * 13)
        let fresh = LayoutList(sections: snapshot(edited), width: 375, context: .fixedAdvance)
        for index in 0..<50 {
            let path = ListIndexPath(item: index, section: 0)
            #expect(list.frame(at: path) == fresh.frame(at: path))
        }
        #expect(
            list.arrangement(at: ListIndexPath(item: 20, section: 0)).snapshotText
                == fresh.arrangement(at: ListIndexPath(item: 20, section: 0)).snapshotText)
    }

    @Test("Equal cells in one update are laid out once")
    func equalCellsOnce() {
        let counting = CountingTextMeasurer()
        let items = (0..<30).map { ListItem(id: $0, layout: LabelLayout(text: "row \($0 % 3)") as any Layout) }
        let list = LayoutList(
            sections: [ListSection<Int, Int>(id: 0, items: items)], width: 200,
            context: LayoutContext(textMeasurer: counting))
        #expect(counting.sizeCallCount == 3)
        #expect(list.contentHeight == 510)  // 30 rows of one 17-point line
    }

    @Test("Laid out in the background with a precomputer, the list equals one laid out on the calling thread")
    func background() async throws {
        let precomputer = LayoutPrecomputer(concurrency: 2)
        let sections =
            Self.sections + [
                Section(
                    id: "c",
                    items: (5..<100).map { ListItem(id: $0, layout: FeedItemLayout.make(FeedItemData(index: $0))) })
            ]
        let list = try await LayoutList.arranged(sections: sections, width: 320, precomputer: precomputer)
        let serial = LayoutList(sections: sections, width: 320)
        #expect(list.contentHeight == serial.contentHeight)
        for item in 0..<95 {
            let path = ListIndexPath(item: item, section: 2)
            #expect(list.frame(at: path) == serial.frame(at: path))
        }
    }
}
