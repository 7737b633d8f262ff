import Foundation
import Testing
import ValueLayout

/// `StackLayoutDistribution.fillProportionally`: the excess length is shared among the children in
/// proportion to their measured lengths; as `.fillFlexing` when they measured 0 in total.
@Suite("StackLayout proportional fill")
struct StackLayoutFillProportionallyTests {
    /// A `width` × `height` box that fills its slot, so that its frame is the slot.
    static func filling(_ width: CGFloat, _ height: CGFloat, _ id: String? = nil) -> SizeLayout {
        SizeLayout(width: width, height: height, alignment: .fill, viewReuseId: id)
    }

    /// Boxes `lengths` wide that fill their slots, in a horizontal proportional stack.
    static func row(_ lengths: [CGFloat], spacing: CGFloat = 5) -> StackLayout {
        StackLayout(
            axis: .horizontal, spacing: spacing, distribution: .fillProportionally,
            sublayouts: lengths.map { filling($0, 10) })
    }

    @Test("The excess is shared in proportion to the measured lengths")
    func proportionalShares() {
        // 100 − 70 = 30 of excess for lengths 10, 20 and 30: 5, 10 and 15.
        #expect(
            Self.row([10, 20, 30]).arrangement(width: 100).sublayoutFrames == [
                rect(0, 0, 15, 10), rect(20, 0, 30, 10), rect(55, 0, 45, 10),
            ])
    }

    @Test("The slots grow; a child that does not fill keeps its size in its slot")
    func slotsGrow() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillProportionally,
            sublayouts: [box(10, 10), box(20, 10), box(30, 10)])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                rect(2.5, 0, 10, 10), rect(25, 0, 20, 10), rect(62.5, 0, 30, 10),
            ])
    }

    @Test("Flexibility does not choose who grows: inflexible children get their share too")
    func flexibilityIgnored() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillProportionally,
            sublayouts: [
                Self.filling(10, 10), SizeLayout(minWidth: 30, minHeight: 10, maxHeight: 10, flexibility: .high),
            ])
        #expect(stack.arrangement(width: 80).sublayoutFrames == [rect(0, 0, 20, 10), rect(20, 0, 60, 10)])
    }

    @Test("A child of zero length gets no share and sits where the next child starts")
    func zeroLengthChild() {
        // 100 − 45 = 55 of excess for lengths 10 and 30: 13.75 and 41.25.
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillProportionally,
            sublayouts: [Self.filling(10, 10), SizeLayout(height: 10), Self.filling(30, 10)])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                rect(0, 0, 23.75, 10), rect(28.75, 0, 0, 10), rect(28.75, 0, 71.25, 10),
            ])
    }

    @Test("When the children measured 0 in total, the most flexible one takes the excess, as .fillFlexing")
    func zeroTotalIsFillFlexing() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillProportionally,
            sublayouts: [SizeLayout(height: 10, viewReuseId: "z"), SizeLayout(height: 10, flexibility: .high)])
        // Children of zero length add no cross length: the stack is given its height.
        #expect(stack.arrangement(width: 50, height: 10).sublayoutFrames == [rect(0, 0, 0, 10), rect(0, 0, 50, 10)])
        let inflexible = StackLayout(
            axis: .horizontal, distribution: .fillProportionally,
            sublayouts: [SizeLayout(width: 0, height: 10), SizeLayout(width: 0, height: 10)])
        #expect(
            inflexible.arrangement(width: 50, height: 10).sublayoutFrames == [rect(0, 0, 0, 10), rect(0, 0, 0, 10)])
    }

    @Test("Arranged at its measured length (no excess), the stack is placed as .leading")
    func noExcess() {
        let arrangement = Self.row([10, 20]).arrangement()
        #expect(arrangement.frame == rect(0, 0, 35, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 10, 10), rect(15, 0, 20, 10)])
    }

    @Test("Offered less than it measured, the stack compresses its most flexible child, as every distribution")
    func compressed() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillProportionally,
            sublayouts: [box(40, 10), LabelLayout(text: "abcdef"), box(30, 10)])
        let measurement = stack.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(112, 17))
        #expect(
            measurement.arrangement(within: rect(0, 0, 100, 17), context: .fixedAdvance).sublayoutFrames == [
                rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10),
            ])
    }

    @Test("Only the measured children share the excess: the dropped ones take no place")
    func droppedChildren() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillProportionally,
            sublayouts: [
                Self.filling(60, 10), Self.filling(40, 10),
                SizeLayout(minWidth: 30, minHeight: 10, maxHeight: 10, flexibility: .high),
            ])
        let measurement = stack.measurement(within: size(100, 10))
        #expect(measurement.sublayouts.count == 2)
        #expect(
            measurement.arrangement(within: rect(0, 0, 150, 10)).sublayoutFrames == [
                rect(0, 0, 90, 10), rect(90, 0, 60, 10),
            ])
    }

    @Test("Vertically, the heights grow in proportion")
    func vertical() {
        let stack = StackLayout(
            axis: .vertical, distribution: .fillProportionally,
            sublayouts: [Self.filling(10, 10), Self.filling(10, 30)])
        #expect(stack.arrangement(height: 80).sublayoutFrames == [rect(0, 0, 10, 20), rect(0, 20, 10, 60)])
    }

    @Test("A negative spacing overlaps the grown children by as much")
    func negativeSpacing() {
        // Measured 10 + 20 − 5 = 25: 30 of excess, shared 10 and 20.
        #expect(
            Self.row([10, 20], spacing: -5).arrangement(width: 55).sublayoutFrames == [
                rect(0, 0, 20, 10), rect(15, 0, 40, 10),
            ])
    }

    @Test("Right to left, the run is the mirror image")
    func rightToLeftMirrors() {
        #expect(
            Self.row([10, 20, 30]).arrangement(width: 100, context: rightToLeft).sublayoutFrames == [
                rect(85, 0, 15, 10), rect(50, 0, 30, 10), rect(0, 0, 45, 10),
            ])
    }

    @Test("With a scale, the shares are snapped to the pixel grid, left to right and mirrored")
    func snapped() {
        // 70 of excess for lengths 10 and 20: slots of 33.33… and 66.66….
        let stack = Self.row([10, 20], spacing: 0)
        let scaled = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        #expect(
            stack.arrangement(width: 100, context: scaled).sublayoutFrames == [
                rect(0, 0, 33, 10), rect(33, 0, 67, 10),
            ])
        let mirrored = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 1)
        #expect(
            stack.arrangement(width: 100, context: mirrored).sublayoutFrames == [
                rect(67, 0, 33, 10), rect(0, 0, 67, 10),
            ])
    }

    @Test("A tiny total length still gives finite shares")
    func tinyTotal() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillProportionally,
            sublayouts: [Self.filling(1e-300, 10), Self.filling(1e-300, 10)])
        #expect(stack.arrangement(width: 100).sublayoutFrames == [rect(0, 0, 50, 10), rect(50, 0, 50, 10)])
    }
}
