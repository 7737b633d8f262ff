import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// Each layout is measured at most once per distinct constraint in a pass, proved with the
/// `CountingLayout` and `CountingTextMeasurer` of ValueLayoutTesting.
@Suite("Measured once")
struct MeasureOnceTests {
    /// Every node of `arrangement` but the counting wrappers, in pre-order, with its frame in the
    /// root's coordinates and its reuse identifier.
    static func withoutWrappers(_ arrangement: LayoutArrangement) -> [(CGRect, String?)] {
        arrangement.flattened().filter { !($0.node.layout is CountingLayout) }.map {
            ($0.absoluteFrame, $0.node.viewReuseId)
        }
    }

    @Test("Instrumenting a tree does not change its frames: each layout gets the frame it had")
    func instrumentationIsTransparent() {
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        let instrumented = CountingLayout.instrument(layout, log: MeasurementLog())
        let expected = Self.withoutWrappers(layout.arrangement(width: 375))
        let actual = Self.withoutWrappers(instrumented.arrangement(width: 375))
        #expect(actual.map(\.0) == expected.map(\.0))
        #expect(actual.map(\.1) == expected.map(\.1))
        #expect(instrumented.flexibility == layout.flexibility)
        // The wrapper is a node of its own, with no identity.
        #expect(instrumented.viewReuseId == nil)
    }

    @Test("Every layout of the W1 feed item is measured exactly once per pass")
    func feedItem() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(FeedItemLayout.make(FeedItemData(index: 0)), log: log)
        _ = layout.arrangement(width: 375)
        #expect(log.entries.count == 25)
        #expect(log.counts.count == 25)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
        #expect(log.repeatedMeasurements.isEmpty)
    }

    @Test("A second pass measures every layout once more, and only once")
    func secondPass() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(FeedItemLayout.make(FeedItemData(index: 0)), log: log)
        _ = layout.arrangement(width: 375)
        log.reset()
        _ = layout.arrangement(width: 320)
        #expect(log.entries.count == 25)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
    }

    @Test("Every label of the W1 feed item is measured by the text measurer exactly once per pass")
    func feedItemText() {
        let measurer = CountingTextMeasurer()
        let context = LayoutContext(textMeasurer: measurer)
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(width: 375, context: context)
        #expect(arrangement.snapshotText == FeedItemTests.item0)
        #expect(measurer.sizeCallCount == 13)
        #expect(Set(measurer.sizeCalls).count == 13)
        #expect(
            Set(measurer.sizeCalls.map(\.text)) == [
                "action text 0", "...", "poster name 0", "2nd", "poster title 0 with some longer stuff",
                "poster timestamp 0", "poster comment 0", "content title 0", "content domain 0", "Like", "Comment",
                "Share", "actor comment 0",
            ])
        #expect(measurer.linesCalls.isEmpty)
    }

    @Test("Every stack of a balanced nested tree (W3, 256 leaves) is measured exactly once")
    func nestedTree() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(TreeWorkloads.nestedTree(leafCount: 256), log: log)
        let arrangement = layout.arrangement()
        // 256 + 64 + 16 + 4 + 1 layouts, each with its wrapper.
        #expect(arrangement.nodeCount == 2 * 341)
        #expect(log.entries.count == 341)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
        #expect(arrangement.frame == rect(0, 0, 160, 160))
    }

    @Test("Stacks nested twelve deep, two children each, measure each layout once (no exponential blow-up)")
    func nestedStacksTwoChildren() {
        var layout: any Layout = LabelLayout(text: "leaf")
        for level in 0..<12 {
            layout = StackLayout(
                axis: level.isMultiple(of: 2) ? .horizontal : .vertical, spacing: 1,
                distribution: level.isMultiple(of: 3) ? .fillEqualSize : .fillFlexing,
                sublayouts: [layout, LabelLayout(text: "sibling \(level)")])
        }
        let log = MeasurementLog()
        let measurer = CountingTextMeasurer()
        // Unlimited width, so that no child is dropped for lack of space.
        _ = CountingLayout.instrument(layout, log: log).arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(log.entries.count == 25)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
        #expect(measurer.sizeCallCount == 13)
    }

    @Test("Overlays measure each primary, background and overlay once")
    func overlays() {
        let log = MeasurementLog()
        let layout = OverlayLayout(
            primaryLayouts: [
                StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "a"), LabelLayout(text: "b")])
            ],
            backgroundLayouts: [InsetLayout(inset: 2, sublayout: SizeLayout())],
            overlayLayouts: [LabelLayout(text: "badge", alignment: .topTrailing)])
        _ = CountingLayout.instrument(layout, log: log).arrangement(width: 100)
        #expect(log.entries.count == 7)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
    }

    @Test("Measuring without arranging also measures each layout once")
    func measurementOnly() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(FeedItemLayout.make(FeedItemData(index: 0)), log: log)
        let measurement = layout.measurement(within: size(375, .infinity), context: .fixedAdvance)
        // The minimum width: the 350-point content image plus the insets.
        #expect(measurement.size == size(366, 426))
        #expect(log.entries.count == 25)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
    }

    @Test("Arranging an existing measurement measures nothing again")
    func arrangingMeasuresNothing() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(FeedItemLayout.make(FeedItemData(index: 0)), log: log)
        let measurement = layout.measurement(within: size(375, .infinity), context: .fixedAdvance)
        log.reset()
        let arrangement = measurement.arrangement(within: rect(0, 0, 375, 426), context: .fixedAdvance)
        #expect(log.entries.isEmpty)
        let expected = Self.withoutWrappers(
            FeedItemLayout.make(FeedItemData(index: 0)).arrangement(width: 375, context: .fixedAdvance))
        #expect(Self.withoutWrappers(arrangement).map(\.0) == expected.map(\.0))
    }

    @Test("The log records the maximum each layout was measured within")
    func logRecordsMaxSize() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(InsetLayout(inset: 8, sublayout: LabelLayout(text: "x")), log: log)
        _ = layout.arrangement(width: 100)
        #expect(
            log.entries == [
                MeasurementLog.Entry(name: "0", maxWidth: 100, maxHeight: .infinity),
                MeasurementLog.Entry(name: "0.0", maxWidth: 84, maxHeight: .infinity),
            ])
        #expect(log.count(of: "0.0") == 1)
    }
}
