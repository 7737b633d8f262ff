import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `CornerLayout`: a child at the origin and a corner element centred on one of its corners, which
/// may stick out unless the layout wraps it.
@Suite("CornerLayout")
struct CornerLayoutTests {
    /// A 40 × 30 child with a 10 × 10 corner element.
    private func badged(
        _ corner: Corner, offset: CGPoint = .zero, wrapsCorner: Bool = false, alignment: Alignment = .fill
    ) -> CornerLayout {
        CornerLayout(
            corner: corner, offset: offset, wrapsCorner: wrapsCorner, alignment: alignment, child: box(40, 30),
            cornerLayout: box(10, 10))
    }

    // MARK: Measuring

    @Test("Without wrapping, the layout is the child's size; both are measured within the maximum")
    func sizeIsTheChilds() {
        let measurement = badged(.topTrailing).measurement(within: size(100, 60))
        #expect(measurement.size == size(40, 30))
        #expect(measurement.sublayouts.map(\.maxSize) == [size(100, 60), size(100, 60)])
        #expect(measurement.sublayoutSizes == [size(40, 30), size(10, 10)])
    }

    @Test("Child and corner element are each measured once per pass, in that order")
    func measuredOnce() {
        let log = MeasurementLog()
        let layout = CornerLayout(
            corner: .topTrailing, child: CountingLayout(box(40, 30), name: "child", log: log),
            cornerLayout: CountingLayout(box(10, 10), name: "badge", log: log))
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.entries.map(\.description) == ["child within (100.0, 60.0)", "badge within (100.0, 60.0)"])
    }

    @Test(
        "Wrapping the corner, the layout is the union of both frames, which starts at the origin",
        arguments: [
            (Corner.topLeading, size(45, 35), rect(5, 5, 40, 30), rect(0, 0, 10, 10)),
            (.topTrailing, size(45, 35), rect(0, 5, 40, 30), rect(35, 0, 10, 10)),
            (.bottomLeading, size(45, 35), rect(5, 0, 40, 30), rect(0, 25, 10, 10)),
            (.bottomTrailing, size(45, 35), rect(0, 0, 40, 30), rect(35, 25, 10, 10)),
        ] as [(Corner, CGSize, CGRect, CGRect)])
    func wrapsCorner(corner: Corner, expectedSize: CGSize, child: CGRect, element: CGRect) {
        let layout = badged(corner, wrapsCorner: true)
        #expect(layout.measurement(within: size(100, 60)).size == expectedSize)
        let arrangement = layout.arrangement()
        #expect(arrangement.frame == CGRect(origin: .zero, size: expectedSize))
        #expect(arrangement.sublayoutFrames == [child, element])
    }

    @Test("Wrapping the corner, the union is clamped to the maximum; the corner element may then stick out")
    func wrapClampedToMaximum() {
        let layout = badged(.topTrailing, wrapsCorner: true)
        let measurement = layout.measurement(within: size(42, 100))
        #expect(measurement.size == size(42, 35))
        #expect(
            measurement.arrangement(within: rect(0, 0, 42, 35)).sublayoutFrames == [
                rect(0, 5, 40, 30), rect(35, 0, 10, 10),
            ])
    }

    @Test("An element inside the child's frame does not grow a wrapping layout")
    func elementInside() {
        let layout = badged(.topLeading, offset: CGPoint(x: 10, y: 10), wrapsCorner: true)
        #expect(layout.measurement(within: size(100, 60)).size == size(40, 30))
        #expect(layout.arrangement(width: 40, height: 30).sublayoutFrames == [rect(0, 0, 40, 30), rect(5, 5, 10, 10)])
    }

    // MARK: Arranging

    @Test(
        "The corner element's centre sits on the child's corner; the child at the origin",
        arguments: [
            (Corner.topLeading, rect(-5, -5, 10, 10)),
            (.topTrailing, rect(35, -5, 10, 10)),
            (.bottomLeading, rect(-5, 25, 10, 10)),
            (.bottomTrailing, rect(35, 25, 10, 10)),
        ] as [(Corner, CGRect)])
    func cornerPlacement(corner: Corner, element: CGRect) {
        let arrangement = badged(corner).arrangement()
        #expect(arrangement.frame == rect(0, 0, 40, 30))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 30), element])
    }

    @Test("The offset moves the corner element: x toward the trailing edge, y down")
    func offset() {
        let layout = badged(.topTrailing, offset: CGPoint(x: -3, y: 4))
        #expect(
            layout.arrangement(width: 100, height: 60).sublayoutFrames == [rect(0, 0, 40, 30), rect(32, -1, 10, 10)])
    }

    @Test("With .fill and more room, the child keeps its measured size at the origin")
    func moreRoom() {
        let arrangement = badged(.bottomTrailing).measurement(within: size(100, 60)).arrangement(
            within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 30), rect(35, 25, 10, 10)])
    }

    @Test("Arranged in less room, the child is cut at the far edges; the corner element keeps its place")
    func lessRoom() {
        let arrangement = badged(.bottomTrailing).measurement(within: size(100, 60)).arrangement(
            within: rect(0, 0, 30, 20))
        #expect(arrangement.frame == rect(0, 0, 30, 20))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 30, 20), rect(35, 25, 10, 10)])
    }

    // MARK: The children-within-parent invariant

    @Test("The corner element sticking out breaks no invariant and is not reported as overflowing")
    func stickingOutIsDeclared() {
        for corner in Corner.allCases {
            let scenario = LayoutScenario(width: 100, height: 60, scale: 2) {
                StackLayout(
                    axis: .vertical,
                    sublayouts: [
                        CornerLayout(
                            corner: corner, child: SizeLayout(width: 40, height: 30), cornerLayout: box(10, 10))
                    ])
            }
            #expect(LayoutInvariants.violations(in: scenario) == [])
            #expect(scenario.arrangement().diagnostics == [])
        }
    }

    @Test("Measured within less than it asks for, the child stays inside the layout")
    func childStaysInside() {
        let scenario = LayoutScenario(width: 20, height: 10) {
            CornerLayout(corner: .topLeading, child: box(40, 30), cornerLayout: box(10, 10))
        }
        #expect(LayoutInvariants.violations(of: .childrenWithinParent, in: scenario) == [])
        #expect(scenario.arrangement()[0].frame == rect(0, 0, 20, 10))
    }

    // MARK: Right to left and pixels

    @Test("Right to left, a leading corner is on the right: the mirror image")
    func rightToLeftMirrors() {
        let layout = badged(.topLeading, offset: CGPoint(x: 2, y: 0))
        // Left to right the element spans −3 to 7; mirrored in the 40-point layout, 33 to 43.
        #expect(
            layout.arrangement(context: rightToLeft).sublayoutFrames == [
                rect(0, 0, 40, 30), rect(33, -5, 10, 10),
            ])
    }

    @Test("With a scale, the sticking-out corner element is snapped to the pixel grid too")
    func pixelSnapping() {
        // A 5 × 5 element centred on (0, 0) spans −2.5 to 2.5: at scale 1 each edge goes to the
        // nearest pixel, halves up: −2 to 3.
        let layout = CornerLayout(corner: .topLeading, child: box(40, 30), cornerLayout: box(5, 5))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        #expect(
            layout.arrangement(width: 100, height: 60, context: context).sublayoutFrames == [
                rect(0, 0, 40, 30), rect(-2, -2, 5, 5),
            ])
    }

    // MARK: Bad input

    @Test("A NaN or infinite offset is replaced by 0 and reported; a negative one is kept")
    func badOffset() {
        let layout = badged(.topTrailing, offset: CGPoint(x: .nan, y: -.infinity))
        #expect(layout.offset == .zero)
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 30), rect(35, -5, 10, 10)])
        let properties = arrangement.diagnostics.compactMap {
            if case .badInputCleaned(let property, _, _) = $0.kind { property } else { nil }
        }
        #expect(properties == ["offset.x", "offset.y"])
        #expect(badged(.topTrailing, offset: CGPoint(x: -4, y: -1)).offset == CGPoint(x: -4, y: -1))
    }

    @Test("An offset beyond the maximum length is capped at it")
    func hugeOffset() {
        let layout = badged(.topLeading, offset: CGPoint(x: 1e15, y: -1e15), wrapsCorner: true)
        #expect(layout.offset == CGPoint(x: LayoutLimits.maximumLength, y: -LayoutLimits.maximumLength))
        let measured = layout.measurement(within: size(.infinity, .infinity)).size
        #expect(measured == size(LayoutLimits.maximumLength, LayoutLimits.maximumLength))
    }

    // MARK: Defaults, properties, equality

    @Test("Flexibility is inherited from the child, not the corner element")
    func flexibilityInherited() {
        let layout = CornerLayout(
            corner: .topLeading, child: SizeLayout(width: 1, height: 1, flexibility: .high),
            cornerLayout: SizeLayout(width: 1, height: 1, flexibility: .low))
        #expect(layout.flexibility == .high)
        #expect(
            CornerLayout(corner: .topLeading, flexibility: .low, child: box(1, 1), cornerLayout: box(1, 1)).flexibility
                == .low)
    }

    @Test("Defaults and properties are kept")
    func properties() {
        let view = ReferenceView.describe("corner")
        let layout = CornerLayout(
            corner: .bottomLeading, offset: CGPoint(x: 1, y: 2), wrapsCorner: true, alignment: .center,
            viewReuseId: "corner", view: view, child: box(3, 4), cornerLayout: box(5, 6))
        #expect(layout.corner == .bottomLeading && layout.offset == CGPoint(x: 1, y: 2) && layout.wrapsCorner)
        #expect(layout.alignment == .center && layout.viewReuseId == "corner" && layout.view == view)
        #expect((layout.child as? SizeLayout) == box(3, 4) && (layout.cornerLayout as? SizeLayout) == box(5, 6))
        let plain = CornerLayout(corner: .topLeading, child: box(1, 1), cornerLayout: box(1, 1))
        #expect(plain.offset == .zero && !plain.wrapsCorner && plain.alignment == .fill)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = badged(.topTrailing)
        let same = CornerLayout(
            corner: .topTrailing, offset: .zero, wrapsCorner: false, alignment: .fill, flexibility: nil,
            viewReuseId: nil, view: nil, child: box(40, 30), cornerLayout: box(10, 10))
        #expect(layout == same && layout.hashValue == same.hashValue)
        #expect(layout != badged(.topLeading))
        #expect(layout != badged(.topTrailing, offset: CGPoint(x: 1, y: 0)))
        #expect(layout != badged(.topTrailing, offset: CGPoint(x: 0, y: 1)))
        #expect(layout != badged(.topTrailing, wrapsCorner: true))
        #expect(layout != badged(.topTrailing, alignment: .center))
        #expect(layout != CornerLayout(corner: .topTrailing, child: box(40, 30), cornerLayout: box(10, 11)))
        #expect(layout != CornerLayout(corner: .topTrailing, child: box(41, 30), cornerLayout: box(10, 10)))
    }
}
