import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `CenterLayout`: the sublayout measured within the maximum and kept at its measured size,
/// centred on the chosen axes of a layout as large as its maximum (or as its sublayout, on the axes
/// the sizing options name).
@Suite("CenterLayout")
struct CenterLayoutTests {
    // MARK: Measuring

    @Test("Within a finite maximum, the layout takes the whole maximum")
    func takesFiniteMaximum() {
        let layout = CenterLayout(sublayout: box(20, 10))
        let measurement = layout.measurement(within: size(100, 60))
        #expect(measurement.size == size(100, 60))
        #expect(measurement.sublayouts[0].maxSize == size(100, 60))
        #expect(measurement.sublayoutSizes == [size(20, 10)])
    }

    @Test(
        "On an unlimited axis, the layout takes the sublayout's length",
        arguments: [
            (size(.infinity, 60), size(20, 60)),
            (size(100, .infinity), size(100, 10)),
            (size(.infinity, .infinity), size(20, 10)),
        ] as [(CGSize, CGSize)])
    func unlimitedAxes(maxSize: CGSize, expected: CGSize) {
        let layout = CenterLayout(sublayout: box(20, 10))
        let measurement = layout.measurement(within: maxSize)
        #expect(measurement.size == expected)
        #expect(measurement.sublayouts[0].maxSize == maxSize)
    }

    @Test(
        "Each sizing option makes the layout as long as its sublayout on its axis",
        arguments: [
            (CenterSizingOptions(), size(100, 60)),
            (.minimumWidth, size(20, 60)),
            (.minimumHeight, size(100, 10)),
            (.minimum, size(20, 10)),
        ] as [(CenterSizingOptions, CGSize)])
    func sizingOptions(sizing: CenterSizingOptions, expected: CGSize) {
        let layout = CenterLayout(sizing: sizing, sublayout: box(20, 10))
        #expect(layout.measurement(within: size(100, 60)).size == expected)
    }

    @Test("A sublayout that would be larger is measured within the maximum, which caps the layout")
    func maximumClamp() {
        // The box asks for 150 × 90; measured within 100 × 60 it is clamped to that.
        for sizing in [CenterSizingOptions(), .minimum] {
            let layout = CenterLayout(sizing: sizing, sublayout: box(150, 90))
            let measurement = layout.measurement(within: size(100, 60))
            #expect(measurement.size == size(100, 60))
            #expect(measurement.sublayoutSizes == [size(100, 60)])
        }
    }

    @Test("A zero maximum gives a zero layout")
    func zeroMaximum() {
        let layout = CenterLayout(sublayout: box(20, 10))
        #expect(layout.measurement(within: size(0, 0)).size == size(0, 0))
        #expect(layout.arrangement(width: 0, height: 0).sublayoutFrames == [rect(0, 0, 0, 0)])
    }

    @Test("The sublayout is measured once per pass, within the layout's maximum")
    func sublayoutMeasuredOnce() {
        let log = MeasurementLog()
        let layout = CenterLayout(sublayout: CountingLayout(box(20, 10), name: "box", log: log))
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.count(of: "box") == 1)
        #expect(log.entries.map(\.description) == ["box within (100.0, 60.0)"])
    }

    // MARK: Arranging

    @Test(
        "Each centering option centres the sublayout on its axes and leaves it at the start on the others",
        arguments: [
            (CenteringOptions.xy, rect(40, 25, 20, 10)),
            (.x, rect(40, 0, 20, 10)),
            (.y, rect(0, 25, 20, 10)),
            (CenteringOptions(), rect(0, 0, 20, 10)),
        ] as [(CenteringOptions, CGRect)])
    func centeringOptions(centering: CenteringOptions, expected: CGRect) {
        let layout = CenterLayout(centering: centering, sublayout: box(20, 10))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [expected])
    }

    @Test("The sublayout keeps its measured size even when its own alignment would fill")
    func sublayoutKeepsMeasuredSize() {
        let sublayout = SizeLayout(width: 20, height: 10, alignment: .fill)
        let arrangement = CenterLayout(sublayout: sublayout).arrangement(width: 100, height: 60)
        #expect(arrangement.sublayoutFrames == [rect(40, 25, 20, 10)])
    }

    @Test("A label is centred at the size it measured")
    func centredLabel() {
        // Three characters of the fixed-advance measurer: 21 × 17.
        let layout = CenterLayout(sublayout: LabelLayout(text: "abc"))
        let arrangement = layout.arrangement(width: 101, height: 57, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(40, 20, 21, 17)])
    }

    @Test("Offered more room than it measured, the default .fill alignment centres in all of it")
    func fillsOfferedRoom() {
        // Measured with the sizing options at 20 × 10, arranged in 100 × 60 by its .fill alignment.
        let layout = CenterLayout(sizing: .minimum, sublayout: box(20, 10))
        let measurement = layout.measurement(within: size(100, 60))
        #expect(measurement.size == size(20, 10))
        let arrangement = measurement.arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(40, 25, 20, 10)])
    }

    @Test("Another alignment places the measured size within the offered rectangle")
    func explicitAlignment() {
        let layout = CenterLayout(sizing: .minimum, alignment: .bottomTrailing, sublayout: box(20, 10))
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(80, 50, 20, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 10)])
    }

    @Test(
        "Arranged in less room than it measured, a longer sublayout gets the bounds' length from their start",
        arguments: [
            (CenteringOptions.xy, rect(0, 0, 30, 20)),
            (CenteringOptions(), rect(0, 0, 30, 20)),
        ] as [(CenteringOptions, CGRect)])
    func sublayoutLongerThanBounds(centering: CenteringOptions, expected: CGRect) {
        let layout = CenterLayout(centering: centering, sublayout: box(40, 25))
        let measurement = layout.measurement(within: size(100, 60))
        let arrangement = measurement.arrangement(within: rect(0, 0, 30, 20))
        #expect(arrangement.frame == rect(0, 0, 30, 20))
        #expect(arrangement.sublayoutFrames == [expected])
    }

    @Test("Longer than the bounds on one axis only, the sublayout is still centred on the other")
    func sublayoutLongerOnOneAxis() {
        let layout = CenterLayout(sublayout: box(40, 10))
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 30, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 25, 30, 10)])
    }

    @Test("In a stack's equal slot narrower than its sublayout, the sublayout stays inside the layout")
    func narrowedByStack() {
        // The center layout measures 40 wide (what the 10-point box leaves) around its 35-point
        // box, and the equal-size distribution arranges it in a 25-point slot.
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [box(10, 10), CenterLayout(sublayout: box(35, 10))])
        let arrangement = stack.arrangement(width: 50, height: 10)
        #expect(arrangement[1].frame == rect(25, 0, 25, 10))
        #expect(arrangement[1].sublayoutFrames == [rect(0, 0, 25, 10)])
    }

    // MARK: Pixel grid

    @Test(
        "With a scale, the centred position is rounded to the pixel grid, halves away from zero",
        arguments: [
            // Scale 2: (10.5 − 10) ÷ 2 = 0.25 is half a pixel: 0.5 (to even would give 0).
            (CGFloat(2), CGFloat(10.5), CGFloat(0.5)),
            // Scale 2: (12.5 − 10) ÷ 2 = 1.25 is two and a half pixels: 1.5 (to even would give 1).
            (2, 12.5, 1.5),
            // Scale 2: (11 − 10) ÷ 2 = 0.5 is on the grid.
            (2, 11, 0.5),
            // Scale 3: (13 − 10) ÷ 2 = 1.5 is four and a half pixels: 5 ÷ 3 (to even would give 4 ÷ 3).
            (3, 13, 5.0 / 3),
            // Scale 3: (11 − 10) ÷ 2 = 0.5 is one and a half pixels: 2 ÷ 3.
            (3, 11, 2.0 / 3),
            // Scale 3: (10.5 − 10) ÷ 2 = 0.25 is 0.75 pixels: 1 ÷ 3.
            (3, 10.5, 1.0 / 3),
            // Scale 3: (10.2 − 10) ÷ 2 = 0.1 is 0.3 pixels: 0.
            (3, 10.2, 0),
        ] as [(CGFloat, CGFloat, CGFloat)])
    func pixelRounding(scale: CGFloat, length: CGFloat, expected: CGFloat) {
        let layout = CenterLayout(sublayout: box(10, 10))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: scale)
        let arrangement = layout.arrangement(width: length, height: length, context: context)
        let frame = arrangement.sublayoutFrames[0]
        #expect(abs(frame.minX - expected) < 1e-9)
        #expect(abs(frame.minY - expected) < 1e-9)
        #expect(frame.size == size(10, 10))
    }

    @Test("A sublayout of a fractional length has each edge snapped to its nearest pixel, once")
    func fractionalLengthSnappedOnce() {
        // Unsnapped, the sublayout spans 6.375 to 37.625: snapped, 6 to 38 (not 6 to 37, which
        // rounding its position and then its far edge would give).
        let layout = CenterLayout(sublayout: SizeLayout(width: 31.25, height: 0))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        #expect(layout.arrangement(width: 44, context: context).sublayoutFrames == [rect(6, 0, 32, 0)])
    }

    @Test("Right to left with a scale, the snapped frames are the mirror of the snapped left-to-right ones")
    func snappedRightToLeftMirrors() {
        let layout = CenterLayout(sublayout: box(10, 10))
        let leftToRight = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        let mirrored = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
        // Left to right, the 0.25-point (half-pixel) offset rounds to 0.5 from the left edge; right
        // to left, to 0.5 from the right edge.
        #expect(
            layout.arrangement(width: 10.5, height: 10, context: leftToRight).sublayoutFrames == [rect(0.5, 0, 10, 10)])
        #expect(layout.arrangement(width: 10.5, height: 10, context: mirrored).sublayoutFrames == [rect(0, 0, 10, 10)])
    }

    @Test("Without a scale, the centred position is not rounded")
    func noRoundingWithoutScale() {
        let layout = CenterLayout(sublayout: box(10, 10))
        #expect(layout.arrangement(width: 10.5, height: 13).sublayoutFrames == [rect(0.25, 1.5, 10, 10)])
    }

    // MARK: Right to left

    @Test(
        "Right to left mirrors the left-to-right frames",
        arguments: [CenteringOptions.xy, .x, .y, []])
    func rightToLeftMirrors(centering: CenteringOptions) {
        let layout = CenterLayout(centering: centering, sublayout: box(20, 10))
        let leftToRight = layout.arrangement(width: 100, height: 60, context: .fixedAdvance)
        let mirrored = layout.arrangement(width: 100, height: 60, context: rightToLeft)
        #expect(mirrored.frame == leftToRight.frame)
        let child = leftToRight.sublayoutFrames[0]
        #expect(mirrored.sublayoutFrames == [rect(100 - child.maxX, child.minY, child.width, child.height)])
    }

    @Test("Right to left, a sublayout that is not centred horizontally sits at the leading edge, on the right")
    func rightToLeftLeadingEdge() {
        let layout = CenterLayout(centering: .y, sublayout: box(20, 10))
        #expect(
            layout.arrangement(width: 100, height: 60, context: .fixedAdvance).sublayoutFrames == [rect(0, 25, 20, 10)])
        #expect(
            layout.arrangement(width: 100, height: 60, context: rightToLeft).sublayoutFrames == [rect(80, 25, 20, 10)])
    }

    // MARK: The stated rule

    /// The layout's size and its sublayout's frame as the guide states the rule, for a root
    /// measured within `maxSize` and arranged at its measured size.
    private static func ruleFrames(
        child: CGSize, maxSize: CGSize, centering: CenteringOptions, sizing: CenterSizingOptions, scale: CGFloat?
    ) -> (layout: CGSize, sublayout: CGRect) {
        let measured = CGSize(width: min(child.width, maxSize.width), height: min(child.height, maxSize.height))
        func length(_ max: CGFloat, _ sub: CGFloat, _ minimum: Bool) -> CGFloat {
            if minimum { return sub }
            return max.isFinite ? max : sub
        }
        let layout = CGSize(
            width: length(maxSize.width, measured.width, sizing.contains(.minimumWidth)),
            height: length(maxSize.height, measured.height, sizing.contains(.minimumHeight)))
        func start(_ bounds: CGFloat, _ sub: CGFloat, _ centred: Bool) -> CGFloat {
            guard centred else { return 0 }
            // With a scale, the pass's snapping rounds the offset (the test's lengths are whole
            // pixels, so the sublayout keeps its length). Counted in whole pixels, so that a half
            // pixel is exactly a half.
            guard let scale else { return (bounds - sub) / 2 }
            let spare = (bounds * scale).rounded() - (sub * scale).rounded()
            return (spare / 2).rounded(.toNearestOrAwayFromZero) / scale
        }
        return (
            layout,
            CGRect(
                x: start(layout.width, measured.width, centering.contains(.x)),
                y: start(layout.height, measured.height, centering.contains(.y)),
                width: measured.width, height: measured.height)
        )
    }

    /// Whether two rectangles are equal up to floating-point noise.
    private static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test(
        "The layout gives, frame for frame, what its stated rule gives",
        arguments: [
            // Without a scale, any lengths; with one, lengths on its pixel grid, which snapping keeps.
            (nil, [0, 7, 10, 10.5, 33.3, 61], [0, 9, 10, 25.25, 61, 100, .infinity]),
            (2, [0, 7, 10, 10.5, 33.5, 61], [0, 9, 10, 25.5, 61, 100.5, .infinity]),
            (3, [0, 7, 10, 31.0 / 3, 100.0 / 3, 61], [0, 9, 10, 76.0 / 3, 61, 100, .infinity]),
        ] as [(CGFloat?, [CGFloat], [CGFloat])])
    func matchesStatedRule(scale: CGFloat?, lengths: [CGFloat], maxima: [CGFloat]) {
        let centerings: [CenteringOptions] = [.xy, .x, .y, []]
        let sizings: [CenterSizingOptions] = [[], .minimumWidth, .minimumHeight, .minimum]
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: scale)
        var checked = 0
        for childWidth in lengths {
            for childHeight in lengths {
                for maxWidth in maxima {
                    for maxHeight in [maxima[1], maxima[3], maxima[6]] {
                        for centering in centerings {
                            for sizing in sizings {
                                let child = size(childWidth, childHeight)
                                let maxSize = size(maxWidth, maxHeight)
                                let layout = CenterLayout(
                                    centering: centering, sizing: sizing, sublayout: SizeLayout(size: child))
                                let expected = Self.ruleFrames(
                                    child: child, maxSize: maxSize, centering: centering, sizing: sizing,
                                    scale: scale)
                                let measurement = layout.measurement(within: maxSize, context: context)
                                let description = "\(child) within \(maxSize), \(centering), \(sizing)"
                                #expect(measurement.size == expected.layout, "\(description)")
                                let arrangement = measurement.arrangement(
                                    within: CGRect(origin: .zero, size: measurement.size), context: context)
                                #expect(
                                    Self.nearlyEqual(arrangement.frame, CGRect(origin: .zero, size: expected.layout)),
                                    "\(description)")
                                #expect(
                                    Self.nearlyEqual(arrangement.sublayoutFrames[0], expected.sublayout),
                                    "\(description): \(arrangement.sublayoutFrames[0]) ≠ \(expected.sublayout)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 6 * 6 * 7 * 3 * 4 * 4)
    }

    // MARK: Defaults and properties

    @Test(
        "Flexibility is inherited from the sublayout",
        arguments: [Flexibility.inflexible, .flexible, .high, .low, Flexibility(horizontal: nil, vertical: 7)])
    func flexibilityInherited(_ flexibility: Flexibility) {
        let sublayout = SizeLayout(width: 1, height: 1, flexibility: flexibility)
        #expect(CenterLayout(sublayout: sublayout).flexibility == flexibility)
    }

    @Test("An explicit flexibility replaces the inherited one")
    func explicitFlexibility() {
        #expect(CenterLayout(flexibility: .low, sublayout: box(1, 1)).flexibility == .low)
    }

    @Test("Defaults and properties are kept")
    func properties() {
        let label = LabelLayout(text: "x")
        let view = ReferenceView.describe("center")
        let layout = CenterLayout(
            centering: .x, sizing: .minimumHeight, alignment: .topLeading, viewReuseId: "center", view: view,
            sublayout: label)
        #expect(layout.centering == .x)
        #expect(layout.sizing == .minimumHeight)
        #expect(layout.alignment == .topLeading)
        #expect((layout.sublayout as? LabelLayout) == label)
        #expect(layout.viewReuseId == "center")
        #expect(layout.view == view)
        #expect(layout.arrangement(context: .fixedAdvance).viewReuseId == "center")
        let plain = CenterLayout(sublayout: label)
        #expect(plain.centering == .xy && plain.sizing == [] && plain.alignment == .fill)
    }

    @Test("The option sets name their axes")
    func optionSets() {
        #expect(CenteringOptions.xy == [.x, .y])
        #expect(CenteringOptions.x.rawValue == 1 && CenteringOptions.y.rawValue == 2)
        #expect(CenterSizingOptions.minimum == [.minimumWidth, .minimumHeight])
        #expect(CenterSizingOptions.minimumWidth.rawValue == 1 && CenterSizingOptions.minimumHeight.rawValue == 2)
    }

    @Test("Option bits other than the named ones are ignored")
    func unknownOptionBits() {
        let odd = CenterLayout(
            centering: CenteringOptions(rawValue: 0b1111_0001), sizing: CenterSizingOptions(rawValue: 0b1000_0010),
            sublayout: box(20, 10))
        let named = CenterLayout(centering: .x, sizing: .minimumHeight, sublayout: box(20, 10))
        #expect(odd.centering == .x)
        #expect(odd.sizing == .minimumHeight)
        #expect(odd == named)
        #expect(odd.hashValue == named.hashValue)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = CenterLayout(sublayout: box(1, 1))
        let same = CenterLayout(sublayout: box(1, 1))
        #expect(layout == same)
        #expect(layout.hashValue == same.hashValue)
        #expect(
            layout
                == CenterLayout(
                    centering: .xy, sizing: [], alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil,
                    sublayout: box(1, 1)))
        #expect(layout != CenterLayout(centering: .x, sublayout: box(1, 1)))
        #expect(layout != CenterLayout(sizing: .minimum, sublayout: box(1, 1)))
        #expect(layout != CenterLayout(alignment: .center, sublayout: box(1, 1)))
        #expect(layout != CenterLayout(flexibility: .high, sublayout: box(1, 1)))
        #expect(layout != CenterLayout(viewReuseId: "id", sublayout: box(1, 1)))
        #expect(layout != CenterLayout(sublayout: box(2, 1)))
        #expect(
            CenterLayout(centering: .x, sizing: .minimumWidth, sublayout: box(1, 1)).hashValue
                == CenterLayout(centering: .x, sizing: .minimumWidth, sublayout: box(1, 1)).hashValue)
    }

    @Test("A center layout reports no diagnostics of its own")
    func noDiagnostics() {
        #expect(CenterLayout(sublayout: box(20, 10)).arrangement(width: 100, height: 60).diagnostics == [])
    }
}
