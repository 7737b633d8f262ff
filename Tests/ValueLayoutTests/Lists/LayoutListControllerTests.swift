import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `LayoutListController`: snapshots and widths laid out in the background, the list on screen
/// served until the new one is ready, and only the latest request delivered.
@Suite("Layout list controller")
@MainActor
struct LayoutListControllerTests {
    /// What `onUpdate` reported.
    @MainActor
    final class UpdateLog {
        var updates: [BatchUpdates?] = []
        var heights: [CGFloat] = []
    }

    static func feed(_ count: Int, edited: Int? = nil) -> [ListSection<String, Int>] {
        let items = (0..<count).map { index in
            var data = FeedItemData(index: index)
            if index == edited { data.actorComment = "an edited, longer actor comment" }
            return ListItem(id: index, layout: FeedItemLayout.make(data))
        }
        return [ListSection(id: "feed", items: items)]
    }

    static func observe(_ controller: LayoutListController<String, Int>) -> UpdateLog {
        let log = UpdateLog()
        controller.onUpdate = { list, updates in
            log.updates.append(updates)
            log.heights.append(list.contentHeight)
        }
        return log
    }

    @Test("The first snapshot is delivered as inserted sections, laid out like a list made on the spot")
    func firstSnapshot() async throws {
        let controller = LayoutListController<String, Int>(width: 375, concurrency: 2)
        let log = Self.observe(controller)
        try controller.apply(Self.feed(40))
        #expect(controller.isUpdating)
        #expect(controller.list.numberOfSections == 0)
        await controller.waitUntilUpdated()
        #expect(!controller.isUpdating)
        #expect(log.updates == [BatchUpdates(insertSections: [0])])
        #expect(controller.list.contentHeight == LayoutList(sections: Self.feed(40), width: 375).contentHeight)
    }

    @Test("A snapshot with one edited cell reloads that cell; the cache serves the other 39 cells")
    func editedCell() async throws {
        let cache = ArrangementCache()
        let controller = LayoutListController<String, Int>(width: 375, cache: cache, concurrency: 2)
        let log = Self.observe(controller)
        try controller.apply(Self.feed(40))
        await controller.waitUntilUpdated()
        try controller.apply(Self.feed(40, edited: 7))
        await controller.waitUntilUpdated()
        #expect(log.updates.last == BatchUpdates(reloadItems: [ListIndexPath(item: 7, section: 0)]))
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 0, misses: 41))
        let fresh = LayoutList(sections: Self.feed(40, edited: 7), width: 375)
        #expect(
            controller.list.frame(at: ListIndexPath(item: 39, section: 0))
                == fresh.frame(at: ListIndexPath(item: 39, section: 0)))
    }

    @Test("A width change keeps serving the old list until the new one is ready, then reports a full reload")
    func widthChange() async throws {
        let controller = LayoutListController<String, Int>(width: 375, concurrency: 2)
        let log = Self.observe(controller)
        try controller.apply(Self.feed(60))
        await controller.waitUntilUpdated()
        let portrait = controller.list
        controller.setWidth(667)
        #expect(controller.list.width == 375)
        #expect(controller.list.contentHeight == portrait.contentHeight)
        await controller.waitUntilUpdated()
        #expect(controller.list.width == 667)
        #expect(log.updates.count == 2)
        #expect(log.updates.last == .some(nil))
        #expect(controller.list.contentHeight == LayoutList(sections: Self.feed(60), width: 667).contentHeight)
    }

    @Test("Setting the width the list already has does nothing and delivers nothing")
    func sameWidth() async throws {
        let controller = LayoutListController<String, Int>(width: 375, concurrency: 2)
        let log = Self.observe(controller)
        try controller.apply(Self.feed(10))
        await controller.waitUntilUpdated()
        let shown = controller.list
        controller.setWidth(375)
        #expect(!controller.isUpdating)
        await controller.waitUntilUpdated()
        #expect(log.updates == [BatchUpdates(insertSections: [0])])
        #expect(controller.list.width == 375)
        #expect(controller.list.contentHeight == shown.contentHeight)
    }

    @Test(
        "A NaN or negative width is 0: setting it on a list of width 0 delivers nothing", arguments: [CGFloat.nan, -5])
    func sameCleanedWidth(width: CGFloat) async {
        let controller = LayoutListController<String, Int>(width: 0)
        let log = Self.observe(controller)
        controller.setWidth(width)
        #expect(!controller.isUpdating)
        await controller.waitUntilUpdated()
        #expect(log.updates.isEmpty)
    }

    @Test("Going back to the width on screen cancels a width change in flight; nothing is delivered")
    func widthChangeTakenBack() async throws {
        let controller = LayoutListController<String, Int>(width: 375, concurrency: 2)
        let log = Self.observe(controller)
        try controller.apply(Self.feed(10))
        await controller.waitUntilUpdated()
        controller.setWidth(667)
        #expect(controller.isUpdating)
        controller.setWidth(375)
        #expect(!controller.isUpdating)
        await controller.waitUntilUpdated()
        #expect(log.updates == [BatchUpdates(insertSections: [0])])
        #expect(controller.list.width == 375)
    }

    @Test("Going back to the width on screen after a new snapshot delivers that snapshot's updates")
    func widthChangeTakenBackWithSnapshot() async throws {
        let controller = LayoutListController<String, Int>(width: 375, concurrency: 2)
        let log = Self.observe(controller)
        try controller.apply(Self.feed(10))
        await controller.waitUntilUpdated()
        controller.setWidth(667)
        try controller.apply(Self.feed(11))
        controller.setWidth(375)
        await controller.waitUntilUpdated()
        #expect(
            log.updates == [
                BatchUpdates(insertSections: [0]), BatchUpdates(insertItems: [ListIndexPath(item: 10, section: 0)]),
            ])
        #expect(controller.list.width == 375)
        #expect(controller.list.numberOfItems(inSection: 0) == 11)
    }

    @Test("Overlapping requests deliver only the latest: the last snapshot at the last width")
    func overlappingRequests() async throws {
        let controller = LayoutListController<String, Int>(width: 375, concurrency: 2)
        let log = Self.observe(controller)
        for count in 1...20 {
            try controller.apply(Self.feed(count * 5))
            if count.isMultiple(of: 4) { controller.setWidth(CGFloat(300 + count)) }
            if count.isMultiple(of: 3) { await Task.yield() }
        }
        await controller.waitUntilUpdated()
        #expect(controller.list.width == 320)
        #expect(controller.list.numberOfItems(inSection: 0) == 100)
        #expect(log.heights.last == LayoutList(sections: Self.feed(100), width: 320).contentHeight)
        #expect(log.updates.count <= 20)
    }

    @Test("A snapshot that repeats an identity is refused at once, and nothing changes")
    func duplicateIdentity() async throws {
        let controller = LayoutListController<String, Int>(width: 375)
        let repeated = [
            ListSection<String, Int>(
                id: "s",
                items: [
                    ListItem(id: 1, layout: SizeLayout(height: 10)), ListItem(id: 1, layout: SizeLayout(height: 20)),
                ])
        ]
        #expect(throws: BatchUpdatesError.duplicateIdentity("of item 1")) { try controller.apply(repeated) }
        #expect(!controller.isUpdating)
        await controller.waitUntilUpdated()
        #expect(controller.list.numberOfSections == 0)
    }
}
