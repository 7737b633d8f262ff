import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `AbsoluteLayout`: children measured within the room their positions leave and placed at those
/// positions, in a layout as large as its maximum or as its children's extent.
@Suite("AbsoluteLayout")
struct AbsoluteLayoutTests {
    /// A child of `width` × `height` at (`x`, `y`).
    private func child(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> AbsoluteChild {
        AbsoluteChild(position: CGPoint(x: x, y: y), layout: box(width, height))
    }

    // MARK: Measuring

    @Test("Each child is measured within the maximum less its position")
    func childrenMeasuredWithinRoomLeft() {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10), child(30, 40, 100, 100)])
        let measurement = layout.measurement(within: size(100, 60))
        #expect(measurement.sublayouts.map(\.maxSize) == [size(90, 55), size(70, 20)])
        #expect(measurement.sublayoutSizes == [size(20, 10), size(70, 20)])
    }

    @Test("With the default sizing, the layout takes a finite maximum")
    func defaultTakesMaximum() {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10)])
        #expect(layout.measurement(within: size(100, 60)).size == size(100, 60))
    }

    @Test("On an unlimited axis, the children's extent: the largest position plus size")
    func unlimitedAxisTakesExtent() {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10), child(2, 30, 5, 8)])
        let measurement = layout.measurement(within: size(.infinity, 60))
        #expect(measurement.size == size(30, 60))
        #expect(measurement.sublayouts.map(\.maxSize) == [size(.infinity, 55), size(.infinity, 30)])
    }

    @Test("Sized to fit, the layout is its children's extent on both axes, within the maximum")
    func sizeToFit() {
        let layout = AbsoluteLayout(sizing: .sizeToFit, children: [child(10, 5, 20, 10), child(2, 30, 5, 8)])
        #expect(layout.measurement(within: size(100, 60)).size == size(30, 38))
        #expect(layout.measurement(within: size(25, 35)).size == size(25, 35))
    }

    @Test(
        "With no children, the layout is the finite maximum by default and 0 otherwise",
        arguments: [
            (AbsoluteSizing.default, size(100, 60), size(100, 60)),
            (.default, size(.infinity, 60), size(0, 60)),
            (.sizeToFit, size(100, 60), size(0, 0)),
        ] as [(AbsoluteSizing, CGSize, CGSize)])
    func noChildren(sizing: AbsoluteSizing, maxSize: CGSize, expected: CGSize) {
        let layout = AbsoluteLayout(sizing: sizing, children: [])
        #expect(layout.measurement(within: maxSize).size == expected)
        #expect(layout.arrangement(width: expected.width, height: expected.height).sublayouts.isEmpty)
    }

    @Test("A child positioned beyond the maximum is measured within 0 and placed at the far edge, 0 long")
    func positionBeyondMaximum() {
        let layout = AbsoluteLayout(sizing: .sizeToFit, children: [child(10, 5, 20, 10), child(120, 70, 5, 5)])
        let measurement = layout.measurement(within: size(100, 60))
        #expect(measurement.sublayouts[1].maxSize == size(0, 0))
        #expect(measurement.size == size(100, 60))
        let arrangement = measurement.arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(10, 5, 20, 10), rect(100, 60, 0, 0)])
    }

    @Test("Every child is measured once per pass")
    func childrenMeasuredOnce() {
        let log = MeasurementLog()
        let layout = AbsoluteLayout(children: [
            AbsoluteChild(position: CGPoint(x: 10, y: 0), layout: CountingLayout(box(20, 10), name: "a", log: log)),
            AbsoluteChild(position: CGPoint(x: 0, y: 20), layout: CountingLayout(box(20, 10), name: "b", log: log)),
        ])
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.entries.map(\.description) == ["a within (90.0, 60.0)", "b within (100.0, 40.0)"])
    }

    // MARK: Arranging

    @Test("Each child is placed at its position with its measured size, in source order")
    func childrenAtTheirPositions() {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10), child(0, 0, 100, 100), child(60, 30, 5, 8)])
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(10, 5, 20, 10), rect(0, 0, 100, 60), rect(60, 30, 5, 8)])
    }

    @Test("A child keeps its measured size even when its own alignment would fill")
    func childKeepsMeasuredSize() {
        let layout = AbsoluteLayout(children: [
            AbsoluteChild(position: CGPoint(x: 10, y: 5), layout: SizeLayout(width: 20, height: 10, alignment: .fill))
        ])
        #expect(layout.arrangement(width: 100, height: 60).sublayoutFrames == [rect(10, 5, 20, 10)])
    }

    @Test("Arranged in less room than it measured, children are cut at the far edges, never leave it")
    func lessRoomCutsChildren() {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10), child(40, 30, 5, 5)])
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 25, 35))
        #expect(arrangement.frame == rect(0, 0, 25, 35))
        #expect(arrangement.sublayoutFrames == [rect(10, 5, 15, 10), rect(25, 30, 0, 5)])
    }

    @Test("Another alignment places the measured size within the offered rectangle")
    func explicitAlignment() {
        let layout = AbsoluteLayout(sizing: .sizeToFit, alignment: .bottomTrailing, children: [child(10, 5, 20, 10)])
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(70, 45, 30, 15))
        #expect(arrangement.sublayoutFrames == [rect(10, 5, 20, 10)])
    }

    // MARK: Right to left and pixels

    @Test("Right to left, x is measured from the right edge: the mirror image")
    func rightToLeftMirrors() {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10), child(60, 30, 5, 8)])
        #expect(
            layout.arrangement(width: 100, height: 60, context: rightToLeft).sublayoutFrames == [
                rect(70, 5, 20, 10), rect(35, 30, 5, 8),
            ])
    }

    @Test("With a scale, each edge is snapped to its nearest pixel")
    func pixelSnapping() {
        // Scale 2: the box spans 0.3 to 10.3 and 0.2 to 5.2: 0.6 → 1 and 20.6 → 21 pixels, 0.4 → 0
        // and 10.4 → 10 pixels.
        let layout = AbsoluteLayout(children: [child(0.3, 0.2, 10, 5)])
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        #expect(layout.arrangement(width: 50, height: 50, context: context).sublayoutFrames == [rect(0.5, 0, 10, 5)])
    }

    // MARK: Bad input

    @Test(
        "A NaN, infinite or negative position is replaced by 0 and reported",
        arguments: [CGFloat.nan, .infinity, -.infinity, -5])
    func badPosition(value: CGFloat) {
        let layout = AbsoluteLayout(children: [child(10, 5, 20, 10), child(value, value, 5, 5)])
        #expect(layout.children[1].position == CGPoint(x: 0, y: 0))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.sublayoutFrames == [rect(10, 5, 20, 10), rect(0, 0, 5, 5)])
        let properties = arrangement.diagnostics.compactMap {
            if case .badInputCleaned(let property, _, let cleaned) = $0.kind { (property, cleaned) } else { nil }
        }
        #expect(properties.map(\.0) == ["children[1].position.x", "children[1].position.y"])
        #expect(properties.map(\.1) == [0, 0])
    }

    @Test("A position beyond the maximum length is capped at it, and reported")
    func hugePosition() {
        let layout = AbsoluteLayout(children: [child(1e15, 0, 5, 5)])
        #expect(layout.children[0].position.x == LayoutLimits.maximumLength)
        #expect(layout.measurement(within: size(.infinity, 10)).size == size(LayoutLimits.maximumLength, 10))
        let cleaned = layout.arrangement(width: 10, height: 10).diagnostics.compactMap {
            if case .badInputCleaned(let property, _, let cleaned) = $0.kind { (property, cleaned) } else { nil }
        }
        #expect(cleaned.map(\.0) == ["children[0].position.x"])
        #expect(cleaned.map(\.1) == [LayoutLimits.maximumLength])
    }

    // MARK: Defaults, properties, equality

    @Test("Defaults and properties are kept")
    func properties() {
        let view = ReferenceView.describe("absolute")
        let layout = AbsoluteLayout(
            sizing: .sizeToFit, alignment: .center, flexibility: .low, viewReuseId: "absolute", view: view,
            children: [child(1, 2, 3, 4)])
        #expect(layout.sizing == .sizeToFit && layout.alignment == .center && layout.flexibility == .low)
        #expect(layout.viewReuseId == "absolute" && layout.view == view)
        #expect(layout.children == [child(1, 2, 3, 4)])
        let plain = AbsoluteLayout(children: [])
        #expect(plain.sizing == .default && plain.alignment == .fill && plain.flexibility == .flexible)
    }

    @Test("Children are equal when their positions and layouts are, with equal hashes")
    func childEquality() {
        #expect(child(1, 2, 3, 4) == child(1, 2, 3, 4))
        #expect(child(1, 2, 3, 4).hashValue == child(1, 2, 3, 4).hashValue)
        #expect(child(1, 2, 3, 4) != child(2, 2, 3, 4))
        #expect(child(1, 2, 3, 4) != child(1, 3, 3, 4))
        #expect(child(1, 2, 3, 4) != child(1, 2, 3, 5))
        // Cleaned positions compare: NaN and -1 both became 0.
        #expect(child(.nan, 0, 3, 4) == child(-1, 0, 3, 4))
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = AbsoluteLayout(children: [child(1, 2, 3, 4)])
        let same = AbsoluteLayout(
            sizing: .default, alignment: .fill, flexibility: .flexible, viewReuseId: nil, view: nil,
            children: [child(1, 2, 3, 4)])
        #expect(layout == same && layout.hashValue == same.hashValue)
        #expect(layout != AbsoluteLayout(sizing: .sizeToFit, children: [child(1, 2, 3, 4)]))
        #expect(layout != AbsoluteLayout(alignment: .center, children: [child(1, 2, 3, 4)]))
        #expect(layout != AbsoluteLayout(flexibility: .low, children: [child(1, 2, 3, 4)]))
        #expect(layout != AbsoluteLayout(viewReuseId: "id", children: [child(1, 2, 3, 4)]))
        #expect(layout != AbsoluteLayout(children: [child(2, 2, 3, 4)]))
        #expect(layout != AbsoluteLayout(children: [child(1, 3, 3, 4)]))
        #expect(layout != AbsoluteLayout(children: [child(1, 2, 3, 5)]))
        #expect(layout != AbsoluteLayout(children: [child(1, 2, 3, 4), child(1, 2, 3, 4)]))
    }
}
