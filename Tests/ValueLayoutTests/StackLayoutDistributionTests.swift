import Foundation
import Testing
import ValueLayout

/// `StackLayoutDistribution`: every distribution with excess length, and with too little.
@Suite("StackLayout distributions")
struct StackLayoutDistributionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let distribution: StackLayoutDistribution
        let expected: [CGRect]
        var testDescription: String { "\(distribution)" }
    }

    /// Three inflexible 10 × 10 boxes, spacing 5, in a horizontal stack.
    static func threeBoxes(_ distribution: StackLayoutDistribution) -> StackLayout {
        StackLayout(
            axis: .horizontal, spacing: 5, distribution: distribution,
            sublayouts: [box(10, 10, "a"), box(10, 10, "b"), box(10, 10, "c")])
    }

    /// Three inflexible boxes at width 100: content 30 + spacing 10, excess 60.
    static let withExcess: [Case] = [
        Case(distribution: .leading, expected: [rect(0, 0, 10, 10), rect(15, 0, 10, 10), rect(30, 0, 10, 10)]),
        Case(distribution: .trailing, expected: [rect(60, 0, 10, 10), rect(75, 0, 10, 10), rect(90, 0, 10, 10)]),
        Case(distribution: .center, expected: [rect(30, 0, 10, 10), rect(45, 0, 10, 10), rect(60, 0, 10, 10)]),
        // Gaps of 5 + 60 / 2.
        Case(
            distribution: .fillEqualSpacing,
            expected: [rect(0, 0, 10, 10), rect(45, 0, 10, 10), rect(90, 0, 10, 10)]),
        // Slots of (100 − 10) / 3 = 30 at 0, 35 and 70; each box centred in its slot.
        Case(
            distribution: .fillEqualSize,
            expected: [rect(10, 0, 10, 10), rect(45, 0, 10, 10), rect(80, 0, 10, 10)]),
        // No child is flexible: the excess stays at the end.
        Case(distribution: .fillFlexing, expected: [rect(0, 0, 10, 10), rect(15, 0, 10, 10), rect(30, 0, 10, 10)]),
    ]

    @Test("With excess length", arguments: withExcess)
    func excess(_ test: Case) {
        let arrangement = Self.threeBoxes(test.distribution).arrangement(width: 100)
        #expect(arrangement.frame == rect(0, 0, 100, 10))
        #expect(arrangement.sublayoutFrames == test.expected)
        #expect(arrangement.sublayoutIds == ["a", "b", "c"])
    }

    @Test("Every distribution is listed, .fillFlexing is the default")
    func allCases() {
        #expect(
            StackLayoutDistribution.allCases == [
                .leading, .trailing, .center, .fillEqualSpacing, .fillEqualSize, .fillFlexing, .equalCentering,
                .fillProportionally,
            ])
        #expect(StackLayout(axis: .horizontal, sublayouts: []).distribution == .fillFlexing)
    }

    @Test(
        "Vertically, with excess length",
        arguments: [
            Case(distribution: .leading, expected: [rect(0, 0, 10, 10), rect(0, 15, 10, 10)]),
            Case(distribution: .trailing, expected: [rect(0, 35, 10, 10), rect(0, 50, 10, 10)]),
            Case(distribution: .center, expected: [rect(0, 17.5, 10, 10), rect(0, 32.5, 10, 10)]),
            Case(distribution: .fillEqualSpacing, expected: [rect(0, 0, 10, 10), rect(0, 50, 10, 10)]),
            // Slots of (60 − 5) / 2 = 27.5 at 0 and 32.5; each box centred in its slot.
            Case(distribution: .fillEqualSize, expected: [rect(0, 8.75, 10, 10), rect(0, 41.25, 10, 10)]),
            Case(distribution: .fillFlexing, expected: [rect(0, 0, 10, 10), rect(0, 15, 10, 10)]),
        ])
    func verticalExcess(_ test: Case) {
        let stack = StackLayout(
            axis: .vertical, spacing: 5, distribution: test.distribution, sublayouts: [box(10, 10), box(10, 10)])
        let arrangement = stack.arrangement(height: 60)
        #expect(arrangement.frame == rect(0, 0, 10, 60))
        #expect(arrangement.sublayoutFrames == test.expected)
    }

    @Test(".fillFlexing gives all the excess to the single most flexible child")
    func fillFlexingStretchesMostFlexible() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5,
            sublayouts: [
                box(10, 10), SizeLayout(height: 10, minWidth: 10, flexibility: .low), box(10, 10),
                SizeLayout(height: 10, minWidth: 10, flexibility: .high), box(10, 10),
            ])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(15, 0, 10, 10), rect(30, 0, 10, 10), rect(45, 0, 40, 10),
                rect(90, 0, 10, 10),
            ])
    }

    @Test(".fillFlexing with dropped children stretches the most flexible child that was measured")
    func fillFlexingAfterDroppedChildren() {
        // Measured within 100: the inflexible 60 first, then the flexible box takes the 40 left,
        // and the most flexible box is dropped. Arranged in 150, the 50 of excess goes to the
        // flexible box, the most flexible child that has a measurement.
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 60, height: 10),
                SizeLayout(minWidth: 40, minHeight: 10, maxHeight: 10),
                SizeLayout(minWidth: 30, minHeight: 10, maxHeight: 10, flexibility: .high),
            ])
        let measurement = stack.measurement(within: size(100, 10))
        #expect(measurement.sublayouts.count == 2)
        let arrangement = measurement.arrangement(within: rect(0, 0, 150, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 60, 10), rect(60, 0, 90, 10)])
    }

    @Test(".fillFlexing stretches the later of two equally flexible children")
    func fillFlexingLaterOfEquals() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [SizeLayout(height: 10, minWidth: 10), SizeLayout(height: 10, minWidth: 10)])
        #expect(stack.arrangement(width: 100).sublayoutFrames == [rect(0, 0, 10, 10), rect(10, 0, 90, 10)])
    }

    @Test(".fillFlexing stretches the slot; the child's own alignment places it in the slot")
    func fillFlexingStretchesSlot() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [LabelLayout(text: "ab", alignment: .topTrailing), box(10, 10)])
        #expect(
            stack.arrangement(width: 100, context: .fixedAdvance).sublayoutFrames == [
                rect(76, 0, 14, 17), rect(90, 3.5, 10, 10),
            ])
    }

    @Test(".fillEqualSpacing with one child leaves it at the leading edge")
    func fillEqualSpacingSingleChild() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillEqualSpacing, sublayouts: [box(10, 10)])
        #expect(stack.arrangement(width: 100).sublayoutFrames == [rect(0, 0, 10, 10)])
    }

    @Test(".fillEqualSpacing counts a gap after every measured child but the last, as LayoutKit does")
    func fillEqualSpacingZeroLength() {
        // Two gaps share the excess of 80: 40 each. Only a child with length is followed by its
        // gap, so the zero-length child's gap is never used and the run ends 40 points short.
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillEqualSpacing, sublayouts: [box(10, 10), box(0, 10), box(10, 10)])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                rect(0, 0, 10, 10), rect(50, 0, 0, 10), rect(50, 0, 10, 10),
            ])
    }

    @Test(".fillEqualSize measures each child within an equal slot")
    func fillEqualSizeMeasuresWithinSlot() {
        // (110 − 2 × 10) / 3 = 30 a slot: the 40-point boxes are measured at 30.
        let stack = StackLayout(
            axis: .horizontal, spacing: 10, distribution: .fillEqualSize,
            sublayouts: [box(40, 10), box(40, 10), box(40, 10)])
        let measurement = stack.measurement(within: size(110, 10))
        #expect(measurement.sublayouts.map(\.maxSize) == [size(30, 10), size(30, 10), size(30, 10)])
        #expect(measurement.sublayoutSizes == [size(30, 10), size(30, 10), size(30, 10)])
        #expect(
            stack.arrangement(width: 110).sublayoutFrames == [
                rect(0, 0, 30, 10), rect(40, 0, 30, 10), rect(80, 0, 30, 10),
            ])
    }

    @Test(".fillEqualSize measures as its longest child in every slot, plus the spacing")
    func fillEqualSizeMeasuresLongestChild() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillEqualSize,
            sublayouts: [LabelLayout(text: "a"), LabelLayout(text: "abcdefghij")])
        #expect(stack.measurement(within: size(.infinity, .infinity), context: .fixedAdvance).size == size(145, 17))
    }

    @Test(".fillEqualSize counts spacing for zero-length children when measuring")
    func fillEqualSizeMeasuresZeroLengthSpacing() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillEqualSize,
            sublayouts: [box(10, 10), SizeLayout(height: 10), box(10, 10)])
        #expect(stack.measurement(within: size(.infinity, .infinity)).size == size(40, 10))
    }

    @Test("A .fillEqualSize stack at its measured size gives no child a slot shorter than the child")
    func fillEqualSizeAtMeasuredSize() {
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize, alignment: .topLeading,
            sublayouts: [LabelLayout(text: "a"), LabelLayout(text: "abcdefghij", alignment: .topTrailing)])
        let arrangement = stack.arrangement(width: 200, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 140, 17))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 7, 17), rect(70, 0, 70, 17)])
    }

    @Test(".fillEqualSize gives a zero-length child a full slot and spacing")
    func fillEqualSizeZeroLength() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, distribution: .fillEqualSize,
            sublayouts: [box(10, 10), SizeLayout(height: 10), box(10, 10)])
        #expect(
            stack.arrangement(width: 100).sublayoutFrames == [
                rect(10, 0, 10, 10), rect(35, 0, 30, 10), rect(80, 0, 10, 10),
            ])
    }

    // MARK: Too little length while measuring

    /// Three inflexible 40-point boxes, spacing 10, at width 100: the third does not fit and is
    /// dropped (fillEqualSize instead shrinks all three to equal slots).
    static let tooLittleWhenMeasuring: [Case] = [
        Case(distribution: .leading, expected: [rect(0, 0, 40, 10), rect(50, 0, 40, 10)]),
        Case(distribution: .trailing, expected: [rect(10, 0, 40, 10), rect(60, 0, 40, 10)]),
        Case(distribution: .center, expected: [rect(5, 0, 40, 10), rect(55, 0, 40, 10)]),
        Case(distribution: .fillEqualSpacing, expected: [rect(0, 0, 40, 10), rect(60, 0, 40, 10)]),
        Case(distribution: .fillFlexing, expected: [rect(0, 0, 40, 10), rect(50, 0, 40, 10)]),
        // Slots of (110 − 20) / 3 = 30 (width 110 for round numbers).
        Case(distribution: .fillEqualSize, expected: [rect(0, 0, 30, 10), rect(40, 0, 30, 10), rect(80, 0, 30, 10)]),
    ]

    @Test("With too little length while measuring", arguments: tooLittleWhenMeasuring)
    func tooLittleWhileMeasuring(_ test: Case) {
        let stack = StackLayout(
            axis: .horizontal, spacing: 10, distribution: test.distribution,
            sublayouts: [box(40, 10), box(40, 10), box(40, 10)])
        let width: CGFloat = test.distribution == .fillEqualSize ? 110 : 100
        #expect(stack.arrangement(width: width).sublayoutFrames == test.expected)
    }

    // MARK: Too little length when arranging

    /// Measured at 112 (box 40, label 42, box 30), arranged in 100: every distribution but
    /// fillEqualSize (measured at 3 × 42) takes the shortfall of 12 from the label, the only
    /// flexible child.
    static let arrangingCases: [Case] = [
        Case(distribution: .leading, expected: [rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10)]),
        Case(distribution: .trailing, expected: [rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10)]),
        Case(distribution: .center, expected: [rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10)]),
        Case(
            distribution: .fillEqualSpacing,
            expected: [rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10)]),
        Case(
            distribution: .fillFlexing, expected: [rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10)]),
        // Three equal slots of 100 / 3 are not round; arranged in 90 instead: slots of 30.
        Case(
            distribution: .fillEqualSize, expected: [rect(0, 3.5, 30, 10), rect(30, 0, 30, 17), rect(60, 3.5, 30, 10)]),
    ]

    @Test("With too little length when arranging (offered less than measured)", arguments: arrangingCases)
    func tooLittleWhenArranging(_ test: Case) {
        let stack = StackLayout(
            axis: .horizontal, distribution: test.distribution,
            sublayouts: [box(40, 10), LabelLayout(text: "abcdef"), box(30, 10)])
        let measurement = stack.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        // Equal slots measure as the longest child (the label, 42) in each of the three slots.
        #expect(measurement.size == (test.distribution == .fillEqualSize ? size(126, 17) : size(112, 17)))
        let width: CGFloat = test.distribution == .fillEqualSize ? 90 : 100
        let arrangement = measurement.arrangement(within: rect(0, 0, width, 17), context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, width, 17))
        #expect(arrangement.sublayoutFrames == test.expected)
    }

    @Test(".fillEqualSize with less length than its spacing shrinks the gaps and empties the slots")
    func fillEqualSizeLessThanSpacing() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 30, distribution: .fillEqualSize,
            sublayouts: [SizeLayout(height: 10), SizeLayout(height: 10), SizeLayout(height: 10)])
        let measurement = stack.measurement(within: size(.infinity, .infinity))
        let arrangement = measurement.arrangement(within: rect(0, 0, 20, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 0, 10), rect(10, 0, 0, 10), rect(20, 0, 0, 10)])
    }
}
