import Foundation
import Testing
import ValueLayout

/// `StackLayoutDistribution.equalCentering`: the children keep their measured lengths, the first
/// with length at the leading edge, the last at the trailing edge, their centres equally spaced;
/// as `.leading` when that brings two closer than the spacing, with one child, or with no excess.
@Suite("StackLayout equal centring")
struct StackLayoutEqualCenteringTests {
    /// Inflexible boxes `lengths` wide and 10 tall, in a horizontal equal-centring stack.
    static func row(_ lengths: [CGFloat], spacing: CGFloat = 5) -> StackLayout {
        StackLayout(
            axis: .horizontal, spacing: spacing, distribution: .equalCentering,
            sublayouts: lengths.enumerated().map { box($0.element, 10, "\($0.offset)") })
    }

    @Test("The centres are equally spaced from the first child's at the start to the last's at the end")
    func centresEquallySpaced() {
        // Centres at 5 and 100 − 15 = 85, so 45 for the middle one: it starts at 45 − 10.
        let arrangement = Self.row([10, 20, 30]).arrangement(width: 100)
        #expect(arrangement.frame == rect(0, 0, 100, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 10, 10), rect(35, 0, 20, 10), rect(70, 0, 30, 10)])
    }

    @Test("Measuring is as for .leading: the distribution plays no part in it, as in LayoutKit")
    func measuresAsLeading() {
        let children: [any Layout] = [box(10, 10), LabelLayout(text: "abcdef"), box(30, 20)]
        for distribution in [StackLayoutDistribution.equalCentering, .fillProportionally] {
            let stack = StackLayout(axis: .horizontal, spacing: 5, distribution: distribution, sublayouts: children)
            let leading = StackLayout(axis: .horizontal, spacing: 5, distribution: .leading, sublayouts: children)
            let measured = stack.measurement(within: size(60, 200), context: .fixedAdvance)
            let expected = leading.measurement(within: size(60, 200), context: .fixedAdvance)
            // The boxes first, then the label within 60 − 10 − 5 − 30 − 5 = 10: one character a line.
            #expect(measured.size == size(57, 102))
            #expect(measured.size == expected.size)
            #expect(measured.sublayouts.map(\.maxSize) == expected.sublayouts.map(\.maxSize))
            #expect(measured.sublayoutSizes == [size(10, 10), size(7, 102), size(30, 20)])
        }
    }

    @Test("Where two neighbours would be closer than the spacing, the run is placed as .leading")
    func tooCloseIsLeading() {
        // Centres at 5 and 70, so 37.5 for the middle one: it would end at 42.5, after the last
        // one starts at 40.
        #expect(
            Self.row([10, 10, 60]).arrangement(width: 100).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(15, 0, 10, 10), rect(30, 0, 60, 10),
            ])
    }

    @Test("A negative spacing lets neighbours overlap by as much, and no more")
    func negativeSpacing() {
        // Centres at 5 and 65, so 35: the middle one ends at 40, 5 past the start of the last.
        #expect(
            Self.row([10, 10, 60], spacing: -5).arrangement(width: 95).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(30, 0, 10, 10), rect(35, 0, 60, 10),
            ])
        // At 90 they would overlap by 7.5: as .leading.
        #expect(
            Self.row([10, 10, 60], spacing: -5).arrangement(width: 90).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(5, 0, 10, 10), rect(10, 0, 60, 10),
            ])
    }

    @Test("One child is placed as .leading")
    func oneChild() {
        #expect(Self.row([10]).arrangement(width: 100).sublayoutFrames == [rect(0, 0, 10, 10)])
    }

    @Test("Arranged at its measured length (no excess), the stack is placed as .leading")
    func noExcess() {
        let arrangement = Self.row([10, 10, 60]).arrangement()
        #expect(arrangement.frame == rect(0, 0, 90, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 10, 10), rect(15, 0, 10, 10), rect(30, 0, 60, 10)])
    }

    @Test("Offered less than it measured, the stack compresses its most flexible child, as every distribution")
    func compressed() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .equalCentering,
            sublayouts: [box(40, 10), LabelLayout(text: "abcdef"), box(30, 10)])
        let measurement = stack.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(112, 17))
        #expect(
            measurement.arrangement(within: rect(0, 0, 100, 17), context: .fixedAdvance).sublayoutFrames == [
                rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10),
            ])
    }

    @Test("A child of zero length is centred like any other: the first and last children may be empty")
    func zeroLengthChildren() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .equalCentering,
            sublayouts: [
                SizeLayout(height: 10, viewReuseId: "z0"), box(10, 10, "a"), SizeLayout(height: 10, viewReuseId: "z1"),
                box(10, 10, "b"), SizeLayout(height: 10, viewReuseId: "z2"),
            ])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                // Centres 0, 25, 50, 75 and 100.
                rect(0, 0, 0, 10), rect(20, 0, 10, 10), rect(50, 0, 0, 10), rect(70, 0, 10, 10), rect(100, 0, 0, 10),
            ])
    }

    @Test("One child of length between two of zero length is centred between them")
    func oneChildWithLength() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .equalCentering,
            sublayouts: [SizeLayout(height: 10), box(10, 10), SizeLayout(height: 10)])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                rect(0, 0, 0, 10), rect(45, 0, 10, 10), rect(100, 0, 0, 10),
            ])
    }

    @Test("A gap of exactly the spacing, off by rounding, does not fall back to .leading")
    func spacingComparedWithTolerance() {
        // Gaps of 9.1 and 13.1; computed in binary, the first comes out a few 1e-15 short of 9.1.
        let stack = StackLayout(
            axis: .horizontal, spacing: 9.1, distribution: .equalCentering,
            sublayouts: [box(44.7, 10), box(39.9, 10), box(36.7, 10)])
        let frames = stack.arrangement(width: 143.5).sublayoutFrames
        #expect(frames[0].minX == 0)
        #expect(abs(frames[1].minX - 53.8) < 1e-9)
        #expect(frames[2].maxX == 143.5)
    }

    @Test("Only the measured children are centred: the dropped ones take no place")
    func droppedChildren() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .equalCentering,
            sublayouts: [
                box(60, 10), box(40, 10), SizeLayout(minWidth: 30, minHeight: 10, maxHeight: 10, flexibility: .high),
            ])
        let measurement = stack.measurement(within: size(100, 10))
        #expect(measurement.sublayouts.count == 2)
        #expect(
            measurement.arrangement(within: rect(0, 0, 150, 10)).sublayoutFrames == [
                rect(0, 0, 60, 10), rect(110, 0, 40, 10),
            ])
    }

    @Test("Vertically, the first child is at the top and the last at the bottom")
    func vertical() {
        let stack = StackLayout(
            axis: .vertical, spacing: 5, distribution: .equalCentering,
            sublayouts: [box(10, 10), box(10, 20), box(10, 10)])
        // Centres at 5 and 55, so 30 for the middle one.
        #expect(
            stack.arrangement(height: 60).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(0, 20, 10, 20), rect(0, 50, 10, 10),
            ])
    }

    @Test("Right to left, the run is the mirror image: the first child at the right edge")
    func rightToLeftMirrors() {
        #expect(
            Self.row([10, 20, 30]).arrangement(width: 100, context: rightToLeft).sublayoutFrames == [
                rect(90, 0, 10, 10), rect(45, 0, 20, 10), rect(0, 0, 30, 10),
            ])
    }

    @Test("With a scale, the centred positions are snapped to the pixel grid, left to right and mirrored")
    func snapped() {
        // Centres at 5 and 96, so 50.5: the middle child spans 45.5 to 55.5, snapped to 46 to 56.
        let stack = Self.row([10, 10, 10], spacing: 0)
        #expect(stack.arrangement(width: 101).sublayoutFrames[1] == rect(45.5, 0, 10, 10))
        let scaled = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        #expect(
            stack.arrangement(width: 101, context: scaled).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(46, 0, 10, 10), rect(91, 0, 10, 10),
            ])
        // Right to left, the mirror image of those snapped frames: the middle child at 101 − 56.
        let mirrored = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 1)
        #expect(
            stack.arrangement(width: 101, context: mirrored).sublayoutFrames == [
                rect(91, 0, 10, 10), rect(45, 0, 10, 10), rect(0, 0, 10, 10),
            ])
    }

    @Test("A stack's distribution is part of its equality and hash")
    func equality() {
        let children = [box(10, 10), box(20, 10)]
        let centred = StackLayout(axis: .horizontal, distribution: .equalCentering, sublayouts: children)
        let same = StackLayout(axis: .horizontal, distribution: .equalCentering, sublayouts: children)
        #expect(centred == same)
        #expect(centred.hashValue == same.hashValue)
        #expect(centred.distribution == .equalCentering)
        #expect(centred != StackLayout(axis: .horizontal, distribution: .fillProportionally, sublayouts: children))
        #expect(centred != StackLayout(axis: .horizontal, distribution: .leading, sublayouts: children))
    }

    @Test("Children aligned by their baselines keep their centred places and share a baseline")
    func baselines() {
        let baseline = Alignment(vertical: .firstBaseline, horizontal: .leading)
        let stack = StackLayout(
            axis: .horizontal, distribution: .equalCentering,
            sublayouts: [
                LabelLayout(text: "Inbox", lineHeight: 30, alignment: baseline),
                LabelLayout(text: "12", lineHeight: 20, alignment: baseline),
            ])
        // Baselines 24 and 16 points down: the count moves down 8.
        #expect(
            stack.arrangement(width: 100, context: .fixedAdvance).sublayoutFrames == [
                rect(0, 0, 35, 30), rect(86, 8, 14, 20),
            ])
    }
}
