import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// A LayoutKit layout ported line by line gives LayoutKit's frames. The expectations of LayoutKit's
/// own stack tests (its three-child `TestStack`), its overlay tests and its feed cell, written out
/// here by hand, plus the edges this library decides where LayoutKit gave no sane answer.
@Suite("LayoutKit fidelity")
struct LayoutKitFidelityTests {
    /// LayoutKit's `TestStack`: children of 7 × 14, 18 × 18.5 and 33.5 × 23 points, each filling
    /// its slot (alignment `.fill`) and flexible, with reuse identifiers "one", "two", "three".
    static func testStack(
        _ axis: Axis, _ distribution: StackLayoutDistribution = .leading, spacing: CGFloat = 0,
        alignment: Alignment = .fill
    ) -> StackLayout {
        StackLayout(
            axis: axis, spacing: spacing, distribution: distribution, alignment: alignment,
            sublayouts: [
                SizeLayout(width: 7, height: 14, alignment: .fill, flexibility: .flexible, viewReuseId: "one"),
                SizeLayout(width: 18, height: 18.5, alignment: .fill, flexibility: .flexible, viewReuseId: "two"),
                SizeLayout(width: 33.5, height: 23, alignment: .fill, flexibility: .flexible, viewReuseId: "three"),
            ])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let distribution: StackLayoutDistribution
        /// The length the stack is arranged at along its axis.
        let length: CGFloat
        let expected: [CGRect]
        var testDescription: String { "\(distribution) at \(length)" }
    }

    // MARK: Distributions (LayoutKit's StackLayoutDistributionTests)

    /// Natural height 55.5, arranged with 10 of excess (16.5 for equal sizes: 72 = 3 × 24).
    static let verticalDistributions: [Case] = [
        Case(
            distribution: .leading, length: 65.5,
            expected: [rect(0, 0, 33.5, 14), rect(0, 14, 33.5, 18.5), rect(0, 32.5, 33.5, 23)]),
        Case(
            distribution: .trailing, length: 65.5,
            expected: [rect(0, 10, 33.5, 14), rect(0, 24, 33.5, 18.5), rect(0, 42.5, 33.5, 23)]),
        Case(
            distribution: .center, length: 65.5,
            expected: [rect(0, 5, 33.5, 14), rect(0, 19, 33.5, 18.5), rect(0, 37.5, 33.5, 23)]),
        Case(
            distribution: .fillFlexing, length: 65.5,
            expected: [rect(0, 0, 33.5, 14), rect(0, 14, 33.5, 18.5), rect(0, 32.5, 33.5, 33)]),
        Case(
            distribution: .fillEqualSpacing, length: 65.5,
            expected: [rect(0, 0, 33.5, 14), rect(0, 19, 33.5, 18.5), rect(0, 42.5, 33.5, 23)]),
        Case(
            distribution: .fillEqualSize, length: 72,
            expected: [rect(0, 0, 33.5, 24), rect(0, 24, 33.5, 24), rect(0, 48, 33.5, 24)]),
    ]

    @Test("Vertical TestStack with excess height: LayoutKit's frames", arguments: verticalDistributions)
    func verticalDistribution(_ test: Case) {
        let arrangement = Self.testStack(.vertical, test.distribution).arrangement(height: test.length)
        #expect(arrangement.frame == rect(0, 0, 33.5, test.length))
        #expect(arrangement.sublayoutFrames == test.expected)
    }

    /// Natural width 58.5, arranged with 10 of excess (16.5 for equal sizes: 75 = 3 × 25).
    static let horizontalDistributions: [Case] = [
        Case(
            distribution: .leading, length: 68.5,
            expected: [rect(0, 0, 7, 23), rect(7, 0, 18, 23), rect(25, 0, 33.5, 23)]),
        Case(
            distribution: .trailing, length: 68.5,
            expected: [rect(10, 0, 7, 23), rect(17, 0, 18, 23), rect(35, 0, 33.5, 23)]),
        Case(
            distribution: .center, length: 68.5,
            expected: [rect(5, 0, 7, 23), rect(12, 0, 18, 23), rect(30, 0, 33.5, 23)]),
        Case(
            distribution: .fillFlexing, length: 68.5,
            expected: [rect(0, 0, 7, 23), rect(7, 0, 18, 23), rect(25, 0, 43.5, 23)]),
        Case(
            distribution: .fillEqualSpacing, length: 68.5,
            expected: [rect(0, 0, 7, 23), rect(12, 0, 18, 23), rect(35, 0, 33.5, 23)]),
        Case(
            distribution: .fillEqualSize, length: 75,
            expected: [rect(0, 0, 25, 23), rect(25, 0, 25, 23), rect(50, 0, 25, 23)]),
    ]

    @Test("Horizontal TestStack with excess width: LayoutKit's frames", arguments: horizontalDistributions)
    func horizontalDistribution(_ test: Case) {
        let arrangement = Self.testStack(.horizontal, test.distribution).arrangement(width: test.length)
        #expect(arrangement.frame == rect(0, 0, test.length, 23))
        #expect(arrangement.sublayoutFrames == test.expected)
    }

    @Test(".fillEqualSize with spacing 10 keeps the spacing between equal slots")
    func equalSizeWithSpacing() {
        let vertical = Self.testStack(.vertical, .fillEqualSize, spacing: 10).arrangement(height: 92)
        #expect(vertical.sublayoutFrames == [rect(0, 0, 33.5, 24), rect(0, 34, 33.5, 24), rect(0, 68, 33.5, 24)])
        let horizontal = Self.testStack(.horizontal, .fillEqualSize, spacing: 10).arrangement(width: 95)
        #expect(horizontal.sublayoutFrames == [rect(0, 0, 25, 23), rect(35, 0, 25, 23), rect(70, 0, 25, 23)])
    }

    @Test(".fillEqualSize aligned to the far corner measures the longest child in every slot")
    func equalSizeAlignedToCorner() {
        let vertical = Self.testStack(.vertical, .fillEqualSize, alignment: .bottomTrailing)
            .arrangement(height: 1055.5)
        #expect(vertical.frame == rect(0, 986.5, 33.5, 69))
        #expect(vertical.sublayoutFrames == [rect(0, 0, 33.5, 23), rect(0, 23, 33.5, 23), rect(0, 46, 33.5, 23)])
        let horizontal = Self.testStack(.horizontal, .fillEqualSize, alignment: .topTrailing)
            .arrangement(width: 1058.5)
        #expect(horizontal.frame == rect(958, 0, 100.5, 23))
        #expect(horizontal.sublayoutFrames == [rect(0, 0, 33.5, 23), rect(33.5, 0, 33.5, 23), rect(67, 0, 33.5, 23)])
    }

    @Test(".fillEqualSize with no length measures no child", arguments: Axis.allCases)
    func equalSizeNoSpace(_ axis: Axis) {
        let stack = Self.testStack(axis, .fillEqualSize, alignment: .topTrailing)
        let arrangement = axis == .vertical ? stack.arrangement(height: 0) : stack.arrangement(width: 0)
        #expect(arrangement.frame == .zero)
        #expect(arrangement.sublayouts.isEmpty)
    }

    @Test(".fillEqualSize shares the length among the children the spacing leaves room for; the rest are dropped")
    func equalSizeDropsWhatTheSpacingLeavesNoRoomFor() {
        // 19 points and spacing 10: room for one gap, so two slots of (19 − 10) / 2 = 4.5.
        let vertical = Self.testStack(.vertical, .fillEqualSize, spacing: 10, alignment: .topTrailing)
            .arrangement(height: 19)
        #expect(vertical.frame == rect(0, 0, 18, 19))
        #expect(vertical.sublayoutFrames == [rect(0, 0, 18, 4.5), rect(0, 14.5, 18, 4.5)])
        #expect(vertical.sublayoutIds == ["one", "two"])
        let horizontal = Self.testStack(.horizontal, .fillEqualSize, spacing: 10, alignment: .topTrailing)
            .arrangement(width: 19)
        #expect(horizontal.frame == rect(0, 0, 19, 18.5))
        #expect(horizontal.sublayoutFrames == [rect(0, 0, 4.5, 18.5), rect(14.5, 0, 4.5, 18.5)])
    }

    // MARK: Spacing (LayoutKit's StackLayoutSpacingTests)

    @Test("Spacing 4 between the children")
    func spacing() {
        let vertical = Self.testStack(.vertical, spacing: 4).arrangement()
        #expect(vertical.frame == rect(0, 0, 33.5, 63.5))
        #expect(vertical.sublayoutFrames == [rect(0, 0, 33.5, 14), rect(0, 18, 33.5, 18.5), rect(0, 40.5, 33.5, 23)])
        let horizontal = Self.testStack(.horizontal, spacing: 4).arrangement()
        #expect(horizontal.frame == rect(0, 0, 66.5, 23))
        #expect(horizontal.sublayoutFrames == [rect(0, 0, 7, 23), rect(11, 0, 18, 23), rect(33, 0, 33.5, 23)])
    }

    @Test("Spacing −4 overlaps the children by 4 points")
    func negativeSpacing() {
        let vertical = Self.testStack(.vertical, spacing: -4).arrangement()
        #expect(vertical.frame == rect(0, 0, 33.5, 47.5))
        #expect(vertical.sublayoutFrames == [rect(0, 0, 33.5, 14), rect(0, 10, 33.5, 18.5), rect(0, 24.5, 33.5, 23)])
        let horizontal = Self.testStack(.horizontal, spacing: -4).arrangement()
        #expect(horizontal.frame == rect(0, 0, 50.5, 23))
        #expect(horizontal.sublayoutFrames == [rect(0, 0, 7, 23), rect(3, 0, 18, 23), rect(17, 0, 33.5, 23)])
    }

    @Test("A dropped child takes its spacing with it")
    func spacingCollapsesWithDroppedChild() {
        let vertical = Self.testStack(.vertical, spacing: 4)
        let verticalMeasurement = vertical.measurement(within: size(.infinity, 40.5))
        #expect(verticalMeasurement.size == size(18, 36.5))
        let verticalArrangement = verticalMeasurement.arrangement(within: rect(0, 0, 18, 40.5))
        #expect(verticalArrangement.frame == rect(0, 0, 18, 40.5))
        #expect(verticalArrangement.sublayoutFrames == [rect(0, 0, 18, 14), rect(0, 18, 18, 18.5)])

        let horizontal = Self.testStack(.horizontal, spacing: 4)
        let horizontalMeasurement = horizontal.measurement(within: size(29, .infinity))
        #expect(horizontalMeasurement.size == size(29, 18.5))
        let horizontalArrangement = horizontalMeasurement.arrangement(within: rect(0, 0, 33, 18.5))
        #expect(horizontalArrangement.sublayoutFrames == [rect(0, 0, 7, 18.5), rect(11, 0, 18, 18.5)])
    }

    // MARK: .fill fills

    @Test("W1's content image fills the content width, past its 350-point maximum", arguments: LayoutDirection.allCases)
    func feedContentImageFills(_ direction: LayoutDirection) {
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0))
            .arrangement(width: 375, context: LayoutContext(direction: direction))
        #expect(arrangement.node(id: "contentImage")?.frame == rect(0, 0, 359, 200))
    }

    @Test("A size layout with a maximum stretched by .fillFlexing fills its whole slot")
    func fillPastMaximumWhenStretched() {
        let row = StackLayout(
            axis: .horizontal,
            sublayouts: [SizeLayout(minWidth: 2, maxWidth: 3, minHeight: 4, maxHeight: 4, alignment: .fill)])
        #expect(row.measurement(within: size(5, 10)).sublayoutSizes == [size(2, 4)])
        #expect(row.arrangement(width: 5).sublayoutFrames == [rect(0, 0, 5, 4)])
    }

    // MARK: Negative spacing

    /// The vertical TestStack with spacing −4 (natural height 47.5, 61 for equal sizes), at a
    /// height with 10 points of excess (3 for equal sizes: slots of (64 + 8) / 3 = 24). For equal
    /// sizes LayoutKit's share formula broke down with a negative spacing (a negative number of
    /// children sharing the length); all three share it here.
    static let negativeSpacingDistributions: [Case] = [
        Case(
            distribution: .leading, length: 57.5,
            expected: [rect(0, 0, 33.5, 14), rect(0, 10, 33.5, 18.5), rect(0, 24.5, 33.5, 23)]),
        Case(
            distribution: .trailing, length: 57.5,
            expected: [rect(0, 10, 33.5, 14), rect(0, 20, 33.5, 18.5), rect(0, 34.5, 33.5, 23)]),
        Case(
            distribution: .center, length: 57.5,
            expected: [rect(0, 5, 33.5, 14), rect(0, 15, 33.5, 18.5), rect(0, 29.5, 33.5, 23)]),
        Case(
            distribution: .fillFlexing, length: 57.5,
            expected: [rect(0, 0, 33.5, 14), rect(0, 10, 33.5, 18.5), rect(0, 24.5, 33.5, 33)]),
        // Gaps of −4 + 10 / 2 = 1.
        Case(
            distribution: .fillEqualSpacing, length: 57.5,
            expected: [rect(0, 0, 33.5, 14), rect(0, 15, 33.5, 18.5), rect(0, 34.5, 33.5, 23)]),
        Case(
            distribution: .fillEqualSize, length: 64,
            expected: [rect(0, 0, 33.5, 24), rect(0, 20, 33.5, 24), rect(0, 40, 33.5, 24)]),
    ]

    @Test("Negative spacing overlaps the children with every distribution", arguments: negativeSpacingDistributions)
    func negativeSpacingEveryDistribution(_ test: Case) {
        let stack = Self.testStack(.vertical, test.distribution, spacing: -4)
        let natural: CGFloat = test.distribution == .fillEqualSize ? 61 : 47.5
        #expect(stack.measurement(within: size(.infinity, .infinity)).size == size(33.5, natural))
        #expect(stack.arrangement(height: test.length).sublayoutFrames == test.expected)
    }

    @Test("With negative spacing each child is measured within the length left plus the overlap")
    func negativeSpacingMeasuresWithTheOverlap() {
        // 40 points: 14, then 40 − 14 + 4 = 30 for the second (18.5), then 30 − 18.5 + 4 = 15.5
        // for the third, which is compressed to it.
        let measurement = Self.testStack(.vertical, spacing: -4).measurement(within: size(.infinity, 40))
        #expect(measurement.sublayoutSizes == [size(7, 14), size(18, 18.5), size(33.5, 15.5)])
        #expect(measurement.size == size(33.5, 40))
    }

    @Test(
        "An overlap larger than the children measures the run as 0, never negative; at that size no distribution moves them",
        arguments: [
            StackLayoutDistribution.leading, .trailing, .center, .fillEqualSpacing, .fillFlexing,
        ])
    func overlapLargerThanTheChildren(_ distribution: StackLayoutDistribution) {
        let stack = Self.testStack(.vertical, distribution, spacing: -100)
        #expect(stack.measurement(within: size(.infinity, .infinity)).size == size(33.5, 0))
        // Arranged at its measured height of 0 there is no excess: LayoutKit's frames.
        let arrangement = stack.arrangement()
        #expect(arrangement.frame == rect(0, 0, 33.5, 0))
        #expect(
            arrangement.sublayoutFrames == [rect(0, 0, 33.5, 14), rect(0, -86, 33.5, 18.5), rect(0, -167.5, 33.5, 23)])
    }

    @Test("An overlap larger than some children: the run measures its children's sum less the overlaps")
    func overlapLargerThanSomeChildren() {
        // 55.5 − 2 × 20 = 15.5: the second child starts above the stack.
        let arrangement = Self.testStack(.vertical, spacing: -20).arrangement()
        #expect(arrangement.frame == rect(0, 0, 33.5, 15.5))
        #expect(
            arrangement.sublayoutFrames == [rect(0, 0, 33.5, 14), rect(0, -6, 33.5, 18.5), rect(0, -7.5, 33.5, 23)])
    }

    @Test("Right to left, a row with negative spacing is mirrored: the overlap runs from the right")
    func negativeSpacingRightToLeft() {
        let arrangement = Self.testStack(.horizontal, spacing: -4).arrangement(context: rightToLeft)
        #expect(arrangement.sublayoutFrames == [rect(43.5, 0, 7, 23), rect(29.5, 0, 18, 23), rect(0, 0, 33.5, 23)])
    }

    @Test("Snapped at scale 2, overlapping children keep their overlap on the pixel grid")
    func negativeSpacingSnapped() {
        // Unsnapped: 0, 2.75 (to 20.75) and 16.5 (to 50); at scale 2, 2.75 → 3 and 20.75 → 21.
        let arrangement = Self.testStack(.horizontal, spacing: -4.25).arrangement(context: LayoutContext(scale: 2))
        #expect(arrangement.frame == rect(0, 0, 50, 23))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 7, 23), rect(3, 0, 18, 23), rect(16.5, 0, 33.5, 23)])
    }

    // MARK: A stretched empty child keeps the spacing before it

    static let square = SizeLayout(width: 22, height: 22, viewReuseId: "square")
    static let divider = SizeLayout(width: 3, viewReuseId: "divider")

    struct StretchCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let spacing: CGFloat
        let sublayouts: [any Layout]
        let expected: [CGRect]
    }

    /// Columns arranged at 100 × 100 in which `.fillFlexing` stretches a child that measured 0 tall.
    static let stretchCases: [StretchCase] = [
        StretchCase(
            testDescription: "after its sibling, it takes the gap before it out of the stretch", spacing: 8,
            sublayouts: [square, divider], expected: [rect(39, 0, 22, 22), rect(48.5, 30, 3, 70)]),
        StretchCase(
            testDescription: "before its sibling, it takes the gap after it", spacing: 8,
            sublayouts: [divider, square], expected: [rect(48.5, 0, 3, 70), rect(39, 78, 22, 22)]),
        StretchCase(
            testDescription: "with negative spacing, it overlaps its sibling and the run ends at the frame's end",
            spacing: -4, sublayouts: [square, divider], expected: [rect(39, 0, 22, 22), rect(48.5, 18, 3, 82)]),
        StretchCase(
            testDescription: "with no sibling taking space, it takes the whole excess and no gap", spacing: 8,
            sublayouts: [divider, SizeLayout(width: 5, height: 0)],
            expected: [rect(48.5, 0, 3, 100), rect(47.5, 100, 5, 0)]),
    ]

    @Test("A zero-height child stretched by .fillFlexing keeps the gap the user asked for", arguments: stretchCases)
    func stretchedEmptyChild(_ test: StretchCase) {
        let stack = StackLayout(axis: .vertical, spacing: test.spacing, sublayouts: test.sublayouts)
        #expect(stack.arrangement(width: 100, height: 100).sublayoutFrames == test.expected)
    }

    @Test("A stretch no longer than the gap leaves the empty child empty, and the run inside the frame")
    func stretchShorterThanTheGap() {
        // Measured with no height limit (so the divider is not dropped), arranged at 28: the
        // excess is 6, less than the gap of 8, so the divider stays 0 tall and takes no gap; it
        // would sit after the square's gap, past the frame, so it stays at the frame's end.
        let stack = StackLayout(axis: .vertical, spacing: 8, sublayouts: [Self.square, Self.divider])
        let measurement = stack.measurement(within: size(100, .infinity))
        #expect(
            measurement.arrangement(within: rect(0, 0, 100, 28)).sublayoutFrames == [
                rect(39, 0, 22, 22), rect(48.5, 28, 3, 0),
            ])
    }

    // MARK: Rules of LayoutKit's stack kept as they are

    @Test("A child that measures zero along the axis adds no cross length")
    func zeroLengthChildAddsNoCrossLength() {
        let row = StackLayout(axis: .horizontal, sublayouts: [SizeLayout(width: 0, height: 50), box(10, 10)])
        #expect(row.measurement(within: size(.infinity, .infinity)).size == size(10, 10))
    }

    @Test("A stack offered no cross length measures no child")
    func noCrossLengthDropsEveryChild() {
        let row = StackLayout(axis: .horizontal, sublayouts: [box(10, 10)])
        let measurement = row.measurement(within: size(100, 0))
        #expect(measurement.size == .zero)
        #expect(measurement.sublayouts.isEmpty)
    }

    // MARK: Overlays (LayoutKit's OverlayLayoutTests)

    struct OverlayCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let secondPrimary: SizeLayout
        let expected: [CGRect]
    }

    /// Primaries 2 × 2 and `secondPrimary`, a 10 × 10 overlay, arranged at 5 × 6 (all centred).
    static let overlayCases: [OverlayCase] = [
        OverlayCase(
            testDescription: "primaries smaller than the offered size stay centred; the overlay is cut to the bounds",
            secondPrimary: SizeLayout(width: 3, height: 4),
            expected: [rect(1.5, 2, 2, 2), rect(1, 1, 3, 4), rect(0, 0, 5, 6)]),
        OverlayCase(
            testDescription: "a primary larger than the offered size is cut to it, like the overlay",
            secondPrimary: SizeLayout(width: 7, height: 8),
            expected: [rect(1.5, 2, 2, 2), rect(0, 0, 5, 6), rect(0, 0, 5, 6)]),
    ]

    @Test("Decorations are measured within the overlay's maximum and arranged in its bounds", arguments: overlayCases)
    func overlayDecorations(_ test: OverlayCase) {
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(width: 2, height: 2), test.secondPrimary],
            overlayLayouts: [SizeLayout(width: 10, height: 10)])
        #expect(overlay.arrangement(width: 5, height: 6).sublayoutFrames == test.expected)
    }

    @Test("A flexible decoration measured within the overlay's maximum fills the bounds")
    func overlayDecorationFillsBounds() {
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(minWidth: 1)],
            overlayLayouts: [SizeLayout(minWidth: 2, alignment: .fillLeading)])
        let arrangement = overlay.arrangement(width: 2, height: 2)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 2, 2), rect(0, 0, 2, 2)])
    }
}
