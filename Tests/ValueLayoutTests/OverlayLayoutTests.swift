import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `OverlayLayout`: primaries set the size, backgrounds and overlays are measured within it, and
/// the arrangement is in z-order.
@Suite("OverlayLayout")
struct OverlayLayoutTests {
    @Test("The measured size is the largest primary width by the largest primary height")
    func sizeFromPrimaries() {
        let overlay = OverlayLayout(primaryLayouts: [box(30, 10), box(10, 20)])
        #expect(overlay.measurement(within: size(100, 100)).size == size(30, 20))
    }

    @Test("Backgrounds and overlays never make the overlay larger")
    func backgroundsDoNotGrowSize() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(30, 20)], backgroundLayouts: [SizeLayout(minSize: size(500, 500))],
            overlayLayouts: [box(400, 10)])
        #expect(overlay.measurement(within: size(1000, 1000)).size == size(30, 20))
    }

    @Test("Backgrounds and overlays are measured within the overlay's maximum, as in LayoutKit")
    func backgroundsMeasuredWithinMaximum() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(30, 20)], backgroundLayouts: [SizeLayout(minSize: size(500, 500))],
            overlayLayouts: [LabelLayout(text: "abcdefghij")])
        let measurement = overlay.measurement(within: size(1000, 1000), context: .fixedAdvance)
        // In z-order: background, primary, overlay.
        #expect(measurement.sublayouts.map(\.maxSize) == [size(1000, 1000), size(1000, 1000), size(1000, 1000)])
        #expect(measurement.sublayoutSizes == [size(500, 500), size(30, 20), size(70, 17)])
    }

    @Test("Backgrounds and overlays measured larger than the primaries are arranged within the overlay's bounds")
    func largerDecorationsArrangedInBounds() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(30, 20)], backgroundLayouts: [SizeLayout(minSize: size(500, 500))],
            overlayLayouts: [LabelLayout(text: "abcdefghij")])
        let arrangement = overlay.arrangement(context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 30, 20))
        // The background fills the bounds; the top-leading label is cut to the bounds' width.
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 30, 20), rect(0, 0, 30, 20), rect(0, 0, 30, 17)])
    }

    @Test("Primaries are measured within the overlay's maximum")
    func primariesMeasuredWithinMaximum() {
        let overlay = OverlayLayout(primaryLayouts: [LabelLayout(text: "abcdefghij")])
        let measurement = overlay.measurement(within: size(35, 100), context: .fixedAdvance)
        #expect(measurement.sublayouts[0].maxSize == size(35, 100))
        #expect(measurement.size == size(35, 34))
    }

    @Test("Sublayouts are arranged in z-order: backgrounds, primaries, overlays, each in source order")
    func zOrder() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(30, 20, "p1"), box(10, 10, "p2")],
            backgroundLayouts: [SizeLayout(viewReuseId: "b1"), SizeLayout(viewReuseId: "b2")],
            overlayLayouts: [SizeLayout(viewReuseId: "o1"), SizeLayout(viewReuseId: "o2")])
        let arrangement = overlay.arrangement()
        #expect(arrangement.sublayoutIds == ["b1", "b2", "p1", "p2", "o1", "o2"])
        #expect(
            overlay.measurement(within: size(100, 100)).sublayouts.map(\.layout.viewReuseId)
                == ["b1", "b2", "p1", "p2", "o1", "o2"])
    }

    @Test("Every sublayout is arranged in the overlay's bounds")
    func arrangedInBounds() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(30, 20, "primary")],
            backgroundLayouts: [SizeLayout(viewReuseId: "background")],
            overlayLayouts: [LabelLayout(text: "ab", alignment: .bottomTrailing, viewReuseId: "badge")])
        let arrangement = overlay.arrangement(origin: CGPoint(x: 100, y: 100), context: .fixedAdvance)
        #expect(arrangement.frame == rect(100, 100, 30, 20))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 30, 20), rect(0, 0, 30, 20), rect(16, 3, 14, 17)])
    }

    @Test("A .fill overlay stretched beyond its measured size arranges its sublayouts in the larger bounds")
    func stretchedOverlay() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(30, 20, "primary")], backgroundLayouts: [SizeLayout(viewReuseId: "background")])
        let arrangement = overlay.arrangement(width: 100, height: 40)
        #expect(arrangement.frame == rect(0, 0, 100, 40))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 100, 40), rect(35, 10, 30, 20)])
    }

    @Test("An explicit alignment positions the measured size")
    func explicitAlignment() {
        let overlay = OverlayLayout(primaryLayouts: [box(30, 20)], alignment: .bottomTrailing)
        #expect(overlay.alignment == .bottomTrailing)
        #expect(overlay.arrangement(width: 100, height: 40).frame == rect(70, 20, 30, 20))
    }

    @Test("With no primaries the overlay measures 0 × 0 and has the default flex, as in LayoutKit")
    func noPrimaries() {
        let overlay = OverlayLayout(primaryLayouts: [], backgroundLayouts: [SizeLayout(minSize: size(10, 10))])
        let measurement = overlay.measurement(within: size(100, 100))
        #expect(measurement.size == .zero)
        #expect(measurement.sublayouts.map(\.maxSize) == [size(100, 100)])
        #expect(overlay.flexibility == .flexible)
    }

    @Test("Flexibility is the first primary's, as in LayoutKit; backgrounds and overlays do not count")
    func flexibility() {
        let overlay = OverlayLayout(
            primaryLayouts: [
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: 4, vertical: 2)),
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: 3, vertical: 9)),
            ],
            backgroundLayouts: [SizeLayout(width: 1, height: 1, flexibility: .min)],
            overlayLayouts: [SizeLayout(width: 1, height: 1, flexibility: .inflexible)])
        #expect(overlay.flexibility == Flexibility(horizontal: 4, vertical: 2))
        #expect(OverlayLayout(primaryLayouts: [box(1, 1), LabelLayout(text: "x")]).flexibility == .inflexible)
        #expect(OverlayLayout(primaryLayouts: [LabelLayout(text: "x"), box(1, 1)]).flexibility == .flexible)
        #expect(OverlayLayout(primaryLayouts: [box(1, 1)], flexibility: .high).flexibility == .high)
    }

    @Test("The groups are kept")
    func groups() {
        let overlay = OverlayLayout(
            primaryLayouts: [box(1, 1, "p")], backgroundLayouts: [box(1, 1, "b1"), box(1, 1, "b2")],
            overlayLayouts: [box(1, 1, "o")])
        #expect(overlay.primaryLayouts.map(\.viewReuseId) == ["p"])
        #expect(overlay.backgroundLayouts.map(\.viewReuseId) == ["b1", "b2"])
        #expect(overlay.overlayLayouts.map(\.viewReuseId) == ["o"])
    }

    @Test("Primaries are measured before backgrounds and overlays, each once")
    func measuringOrder() {
        let log = MeasurementLog()
        let overlay = OverlayLayout(
            primaryLayouts: [CountingLayout(box(10, 10), name: "primary", log: log)],
            backgroundLayouts: [CountingLayout(SizeLayout(), name: "background", log: log)],
            overlayLayouts: [CountingLayout(SizeLayout(), name: "overlay", log: log)])
        _ = overlay.arrangement(width: 50)
        #expect(log.names == ["primary", "background", "overlay"])
    }
}
