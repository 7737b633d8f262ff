import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `RelativeLayout`: the sublayout measured within the maximum and kept at its measured size, at the
/// start, centre or end of a layout sized as a `CenterLayout`.
@Suite("RelativeLayout")
struct RelativeLayoutTests {
    // MARK: Measuring

    @Test(
        "The layout is sized as a center layout: the maximum where finite, the sublayout where not or where sizing says",
        arguments: [
            (size(100, 60), CenterSizingOptions(), size(100, 60)),
            (size(.infinity, 60), CenterSizingOptions(), size(20, 60)),
            (size(100, .infinity), CenterSizingOptions(), size(100, 10)),
            (size(100, 60), .minimumWidth, size(20, 60)),
            (size(100, 60), .minimumHeight, size(100, 10)),
            (size(100, 60), .minimum, size(20, 10)),
        ] as [(CGSize, CenterSizingOptions, CGSize)])
    func sizing(maxSize: CGSize, sizing: CenterSizingOptions, expected: CGSize) {
        let measurement = RelativeLayout(sizing: sizing, sublayout: box(20, 10)).measurement(within: maxSize)
        #expect(measurement.size == expected)
        #expect(measurement.sublayouts[0].maxSize == maxSize)
    }

    @Test("A sublayout that would be larger is measured within the maximum, which caps the layout")
    func maximumClamp() {
        let measurement = RelativeLayout(sizing: .minimum, sublayout: box(150, 90)).measurement(within: size(100, 60))
        #expect(measurement.size == size(100, 60))
        #expect(measurement.sublayoutSizes == [size(100, 60)])
    }

    @Test("The sublayout is measured once per pass, within the layout's maximum")
    func sublayoutMeasuredOnce() {
        let log = MeasurementLog()
        let layout = RelativeLayout(sublayout: CountingLayout(box(20, 10), name: "box", log: log))
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.entries.map(\.description) == ["box within (100.0, 60.0)"])
    }

    // MARK: Arranging

    @Test(
        "Each position puts the sublayout at (bounds − sublayout) × 0, ½ or 1 on its axis",
        arguments: [
            (RelativePosition.start, RelativePosition.start, rect(0, 0, 20, 10)),
            (.center, .start, rect(40, 0, 20, 10)),
            (.end, .start, rect(80, 0, 20, 10)),
            (.start, .center, rect(0, 25, 20, 10)),
            (.start, .end, rect(0, 50, 20, 10)),
            (.center, .center, rect(40, 25, 20, 10)),
            (.end, .end, rect(80, 50, 20, 10)),
            (.end, .center, rect(80, 25, 20, 10)),
        ] as [(RelativePosition, RelativePosition, CGRect)])
    func positions(horizontal: RelativePosition, vertical: RelativePosition, expected: CGRect) {
        let layout = RelativeLayout(horizontal: horizontal, vertical: vertical, sublayout: box(20, 10))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [expected])
    }

    @Test("The sublayout keeps its measured size even when its own alignment would fill")
    func sublayoutKeepsMeasuredSize() {
        let layout = RelativeLayout(
            horizontal: .end, vertical: .end, sublayout: SizeLayout(width: 20, height: 10, alignment: .fill))
        #expect(layout.arrangement(width: 100, height: 60).sublayoutFrames == [rect(80, 50, 20, 10)])
    }

    @Test("Offered more room than it measured, the default .fill alignment places the sublayout in all of it")
    func fillsOfferedRoom() {
        let layout = RelativeLayout(horizontal: .end, vertical: .end, sizing: .minimum, sublayout: box(20, 10))
        let measurement = layout.measurement(within: size(100, 60))
        #expect(measurement.size == size(20, 10))
        let arrangement = measurement.arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(80, 50, 20, 10)])
    }

    @Test("Another alignment places the measured size within the offered rectangle")
    func explicitAlignment() {
        let layout = RelativeLayout(
            horizontal: .end, sizing: .minimum, alignment: .bottomTrailing, sublayout: box(20, 10))
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(80, 50, 20, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 10)])
    }

    @Test(
        "Arranged in less room than it measured, a longer sublayout gets the bounds' length from their start",
        arguments: [RelativePosition.start, .center, .end])
    func sublayoutLongerThanBounds(position: RelativePosition) {
        let layout = RelativeLayout(horizontal: position, vertical: position, sublayout: box(40, 25))
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 30, 20))
        #expect(arrangement.frame == rect(0, 0, 30, 20))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 30, 20)])
    }

    // MARK: Pixel grid

    @Test(
        "With a scale, an end or centred position is rounded to the pixel grid, halves away from zero",
        arguments: [
            // Scale 2: 10.5 − 10 = 0.5 is on the grid.
            (RelativePosition.end, CGFloat(2), CGFloat(10.5), CGFloat(0.5)),
            // Scale 3: 10.5 − 10 = 0.5 is one and a half pixels: the far edge, 10.5 (31.5 pixels),
            // rounds up to 32 pixels and the near one, 1.5 pixels, to 2: 2 ÷ 3, 10 wide.
            (.end, 3, 10.5, 2.0 / 3),
            // Scale 2: (12.5 − 10) ÷ 2 = 1.25 is two and a half pixels: 1.5.
            (.center, 2, 12.5, 1.5),
            // Scale 3: (10.2 − 10) ÷ 2 = 0.1 is 0.3 pixels: 0.
            (.center, 3, 10.2, 0),
            (.start, 3, 10.2, 0),
        ] as [(RelativePosition, CGFloat, CGFloat, CGFloat)])
    func pixelRounding(position: RelativePosition, scale: CGFloat, length: CGFloat, expected: CGFloat) {
        let layout = RelativeLayout(horizontal: position, vertical: position, sublayout: box(10, 10))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: scale)
        let frame = layout.arrangement(width: length, height: length, context: context).sublayoutFrames[0]
        #expect(abs(frame.minX - expected) < 1e-9)
        #expect(abs(frame.minY - expected) < 1e-9)
        #expect(frame.size == size(10, 10))
    }

    @Test("Without a scale, positions are not rounded")
    func noRoundingWithoutScale() {
        let layout = RelativeLayout(horizontal: .end, vertical: .center, sublayout: box(10, 10))
        #expect(layout.arrangement(width: 10.3, height: 13).sublayoutFrames[0].minX == 10.3 - 10)
        #expect(layout.arrangement(width: 10.3, height: 13).sublayoutFrames[0].minY == 1.5)
    }

    // MARK: Right to left

    @Test("Right to left, .start is the right edge and .end the left one")
    func rightToLeftEdges() {
        let start = RelativeLayout(horizontal: .start, sublayout: box(20, 10))
        let end = RelativeLayout(horizontal: .end, vertical: .end, sublayout: box(20, 10))
        #expect(
            start.arrangement(width: 100, height: 60, context: rightToLeft).sublayoutFrames == [rect(80, 0, 20, 10)])
        #expect(end.arrangement(width: 100, height: 60, context: rightToLeft).sublayoutFrames == [rect(0, 50, 20, 10)])
    }

    @Test("Right to left mirrors the left-to-right frames", arguments: RelativePosition.allCases)
    func rightToLeftMirrors(horizontal: RelativePosition) {
        let layout = RelativeLayout(horizontal: horizontal, vertical: .end, sublayout: box(20, 10))
        let child = layout.arrangement(width: 100, height: 60, context: .fixedAdvance).sublayoutFrames[0]
        #expect(
            layout.arrangement(width: 100, height: 60, context: rightToLeft).sublayoutFrames == [
                rect(100 - child.maxX, child.minY, child.width, child.height)
            ])
    }

    // MARK: Equal to CenterLayout

    /// The relative positions a center layout's options correspond to.
    private static func positions(_ centering: CenteringOptions) -> (RelativePosition, RelativePosition) {
        (centering.contains(.x) ? .center : .start, centering.contains(.y) ? .center : .start)
    }

    /// The tree's frames in pre-order, each relative to its parent, exactly as computed.
    private static func frames(_ arrangement: LayoutArrangement) -> [CGRect] {
        [arrangement.frame] + arrangement.sublayouts.flatMap { frames($0) }
    }

    @Test(
        "A center layout gives exactly the frames of the corresponding relative layout",
        arguments: [nil, 1, 2, 3] as [CGFloat?], [LayoutDirection.leftToRight, .rightToLeft])
    func equalsCenterLayout(scale: CGFloat?, direction: LayoutDirection) {
        let sublayouts: [@Sendable () -> any Layout] = [
            { SizeLayout(width: 10, height: 10) },
            { SizeLayout(width: 31.25, height: 7.3) },
            { LabelLayout(text: "Hello") },
            {
                StackLayout(
                    axis: .horizontal, sublayouts: [SizeLayout(width: 12.5, height: 3), LabelLayout(text: "a")])
            },
        ]
        let maxima: [CGFloat] = [0, 9, 10.5, 33.3, 61, 100.25, .infinity]
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: direction, scale: scale)
        var checked = 0
        for makeSublayout in sublayouts {
            for centering in [CenteringOptions.xy, .x, .y, []] {
                for sizing in [CenterSizingOptions(), .minimumWidth, .minimumHeight, .minimum] {
                    for maxWidth in maxima {
                        for maxHeight in [9, 33.3, .infinity] as [CGFloat] {
                            let (horizontal, vertical) = Self.positions(centering)
                            let center = CenterLayout(centering: centering, sizing: sizing, sublayout: makeSublayout())
                            let relative = RelativeLayout(
                                horizontal: horizontal, vertical: vertical, sizing: sizing, sublayout: makeSublayout())
                            let maxSize = size(maxWidth, maxHeight)
                            let centerFrames = Self.frames(
                                center.measurement(within: maxSize, context: context).arrangement(
                                    within: rect(0, 0, 70.5, 40.25), context: context))
                            let relativeFrames = Self.frames(
                                relative.measurement(within: maxSize, context: context).arrangement(
                                    within: rect(0, 0, 70.5, 40.25), context: context))
                            #expect(centerFrames == relativeFrames, "\(centering) \(sizing) within \(maxSize)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 4 * 4 * 4 * 7 * 3)
    }

    // MARK: Defaults and properties

    @Test(
        "Flexibility is inherited from the sublayout",
        arguments: [Flexibility.inflexible, .flexible, .high, .low, Flexibility(horizontal: nil, vertical: 7)])
    func flexibilityInherited(_ flexibility: Flexibility) {
        let sublayout = SizeLayout(width: 1, height: 1, flexibility: flexibility)
        #expect(RelativeLayout(sublayout: sublayout).flexibility == flexibility)
        #expect(RelativeLayout(flexibility: .low, sublayout: sublayout).flexibility == .low)
    }

    @Test("Defaults and properties are kept")
    func properties() {
        let view = ReferenceView.describe("relative")
        let layout = RelativeLayout(
            horizontal: .end, vertical: .center, sizing: .minimumHeight, alignment: .topLeading,
            viewReuseId: "relative", view: view, sublayout: box(1, 1))
        #expect(layout.horizontal == .end && layout.vertical == .center)
        #expect(layout.sizing == .minimumHeight && layout.alignment == .topLeading)
        #expect((layout.sublayout as? SizeLayout) == box(1, 1))
        #expect(layout.viewReuseId == "relative" && layout.view == view)
        let plain = RelativeLayout(sublayout: box(1, 1))
        #expect(plain.horizontal == .start && plain.vertical == .start && plain.sizing == [])
        #expect(plain.alignment == .fill && plain.view == nil && plain.viewReuseId == nil)
    }

    @Test("Sizing bits other than the named ones are ignored")
    func unknownSizingBits() {
        let odd = RelativeLayout(sizing: CenterSizingOptions(rawValue: 0b1000_0010), sublayout: box(20, 10))
        let named = RelativeLayout(sizing: .minimumHeight, sublayout: box(20, 10))
        #expect(odd.sizing == .minimumHeight)
        #expect(odd == named && odd.hashValue == named.hashValue)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = RelativeLayout(sublayout: box(1, 1))
        let same = RelativeLayout(
            horizontal: .start, vertical: .start, sizing: [], alignment: .fill, flexibility: nil, viewReuseId: nil,
            view: nil, sublayout: box(1, 1))
        #expect(layout == same && layout.hashValue == same.hashValue)
        #expect(layout != RelativeLayout(horizontal: .end, sublayout: box(1, 1)))
        #expect(layout != RelativeLayout(vertical: .center, sublayout: box(1, 1)))
        #expect(layout != RelativeLayout(sizing: .minimum, sublayout: box(1, 1)))
        #expect(layout != RelativeLayout(alignment: .center, sublayout: box(1, 1)))
        #expect(layout != RelativeLayout(flexibility: .high, sublayout: box(1, 1)))
        #expect(layout != RelativeLayout(viewReuseId: "id", sublayout: box(1, 1)))
        #expect(layout != RelativeLayout(sublayout: box(2, 1)))
    }

    @Test("A relative layout reports no diagnostics of its own")
    func noDiagnostics() {
        #expect(
            RelativeLayout(horizontal: .end, sublayout: box(20, 10)).arrangement(width: 100, height: 60).diagnostics
                == [])
    }
}
