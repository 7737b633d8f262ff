import Foundation
import Testing
import ValueLayout

/// `SizeLayout`: every initializer, the measuring rule (parent limit and own maximum win over the
/// minimum), default alignment and flexibility, and `.fill` stopping at the maximum.
@Suite("SizeLayout")
struct SizeLayoutTests {
    // MARK: Initializers

    @Test("init(width:height:) is an exact size: min and max on both axes")
    func exactWidthHeightProperties() {
        let layout = SizeLayout(width: 30, height: 20)
        #expect(layout.minWidth == 30)
        #expect(layout.maxWidth == 30)
        #expect(layout.minHeight == 20)
        #expect(layout.maxHeight == 20)
        #expect(layout.sublayout == nil)
    }

    @Test("init(width:height:) measures exactly its size")
    func exactWidthHeightMeasures() {
        #expect(SizeLayout(width: 30, height: 20).measurement(within: size(.infinity, .infinity)).size == size(30, 20))
    }

    @Test("init(width:height:) is centred in a larger rectangle and inflexible")
    func exactWidthHeightArrangesCentred() {
        let layout = SizeLayout(width: 30, height: 20)
        #expect(layout.arrangement(width: 100, height: 50).frame == rect(35, 15, 30, 20))
        #expect(layout.alignment == .center)
        #expect(layout.flexibility == .inflexible)
    }

    @Test("Without a width or height, the root frame is the measured size")
    func rootFrameIsMeasuredSize() {
        #expect(SizeLayout(width: 30, height: 20).arrangement().frame == rect(0, 0, 30, 20))
        #expect(SizeLayout(width: 30, height: 20).arrangement(origin: CGPoint(x: 5, y: 7)).frame == rect(5, 7, 30, 20))
    }

    @Test("init(minWidth:maxWidth:minHeight:maxHeight:) keeps each bound")
    func minMaxProperties() {
        let layout = SizeLayout(minWidth: 10, maxWidth: 40, minHeight: 5, maxHeight: 25)
        #expect(layout.minWidth == 10)
        #expect(layout.maxWidth == 40)
        #expect(layout.minHeight == 5)
        #expect(layout.maxHeight == 25)
    }

    @Test("With no sublayout, a min/max layout measures its minimums")
    func minMaxMeasuresMinimums() {
        let layout = SizeLayout(minWidth: 10, maxWidth: 40, minHeight: 5, maxHeight: 25)
        #expect(layout.measurement(within: size(100, 100)).size == size(10, 5))
    }

    @Test("With no bounds at all, a size layout measures zero and fills what it is offered")
    func unboundedMeasuresZeroAndFills() {
        let layout = SizeLayout()
        #expect(layout.measurement(within: size(100, 100)).size == .zero)
        #expect(layout.arrangement(width: 70, height: 30).frame == rect(0, 0, 70, 30))
        #expect(layout.alignment == .fill)
        #expect(layout.flexibility == .flexible)
    }

    @Test("init(width:minHeight:maxHeight:) is exact in width and bounded in height")
    func exactWidthBoundedHeight() {
        let layout = SizeLayout(width: 30, minHeight: 10, maxHeight: 50)
        #expect(layout.minWidth == 30)
        #expect(layout.maxWidth == 30)
        #expect(layout.minHeight == 10)
        #expect(layout.maxHeight == 50)
        #expect(layout.measurement(within: size(100, 100)).size == size(30, 10))
        #expect(layout.flexibility == Flexibility(horizontal: nil, vertical: 0))
        #expect(layout.alignment == .center)
    }

    @Test("init(width:) with no height bounds fills the offered height")
    func exactWidthFillsHeight() {
        let layout = SizeLayout(width: 30)
        #expect(layout.alignment == Alignment(vertical: .fill, horizontal: .center))
        #expect(layout.arrangement(width: 100, height: 60).frame == rect(35, 0, 30, 60))
    }

    @Test("init(height:minWidth:maxWidth:) is exact in height and bounded in width")
    func exactHeightBoundedWidth() {
        let layout = SizeLayout(height: 20, minWidth: 15, maxWidth: 60)
        #expect(layout.minWidth == 15)
        #expect(layout.maxWidth == 60)
        #expect(layout.minHeight == 20)
        #expect(layout.maxHeight == 20)
        #expect(layout.measurement(within: size(100, 100)).size == size(15, 20))
        #expect(layout.flexibility == Flexibility(horizontal: 0, vertical: nil))
        #expect(layout.alignment == .center)
    }

    @Test("init(height:) with no width bounds fills the offered width")
    func exactHeightFillsWidth() {
        let layout = SizeLayout(height: 20)
        #expect(layout.alignment == Alignment(vertical: .center, horizontal: .fill))
        #expect(layout.arrangement(width: 100, height: 60).frame == rect(0, 20, 100, 20))
    }

    @Test("init(size:) equals init(width:height:)")
    func sizeInit() {
        let layout = SizeLayout(size: size(30, 20))
        #expect(layout == SizeLayout(width: 30, height: 20))
        #expect(layout.measurement(within: size(100, 100)).size == size(30, 20))
        #expect(layout.flexibility == .inflexible)
    }

    @Test("init(minSize:) has minimums only: measures them, fills, flexible")
    func minSizeInit() {
        let layout = SizeLayout(minSize: size(30, 20))
        #expect(layout.minWidth == 30)
        #expect(layout.minHeight == 20)
        #expect(layout.maxWidth == nil)
        #expect(layout.maxHeight == nil)
        #expect(layout.measurement(within: size(100, 100)).size == size(30, 20))
        #expect(layout.alignment == .fill)
        #expect(layout.flexibility == .flexible)
        #expect(layout.arrangement(width: 100, height: 60).frame == rect(0, 0, 100, 60))
    }

    @Test("init(maxSize:) has maximums only: measures zero alone, centred, flexible")
    func maxSizeInit() {
        let layout = SizeLayout(maxSize: size(30, 20))
        #expect(layout.minWidth == nil)
        #expect(layout.minHeight == nil)
        #expect(layout.maxWidth == 30)
        #expect(layout.maxHeight == 20)
        #expect(layout.measurement(within: size(100, 100)).size == .zero)
        #expect(layout.alignment == .center)
        #expect(layout.flexibility == .flexible)
        #expect(layout.arrangement(width: 100, height: 60).frame == rect(50, 30, 0, 0))
    }

    @Test("init(maxSize:) limits its sublayout to the maximum")
    func maxSizeLimitsSublayout() {
        // Ten characters in at most 50 points: 7 a line → "abcdefg" / "hij" = 49 × 34.
        let layout = SizeLayout(maxSize: size(50, 50), sublayout: LabelLayout(text: "abcdefghij"))
        #expect(layout.measurement(within: size(100, 100), context: .fixedAdvance).size == size(49, 34))
    }

    // MARK: Measuring

    @Test("The maximum wins over the minimum")
    func maxWinsOverMin() {
        let layout = SizeLayout(minWidth: 100, maxWidth: 60, minHeight: 30, maxHeight: 20)
        #expect(layout.measurement(within: size(500, 500)).size == size(60, 20))
    }

    @Test("The parent's limit wins over the minimum")
    func parentLimitWinsOverMin() {
        let layout = SizeLayout(minWidth: 100, minHeight: 100)
        #expect(layout.measurement(within: size(40, 30)).size == size(40, 30))
    }

    @Test("An exact size is limited by the parent's maximum")
    func exactSizeLimitedByParent() {
        #expect(SizeLayout(width: 100, height: 100).measurement(within: size(50, 70)).size == size(50, 70))
    }

    @Test("A sublayout larger than the minimum sets the size")
    func sublayoutLargerThanMinimum() {
        let layout = SizeLayout(minWidth: 10, minHeight: 10, sublayout: LabelLayout(text: "abc"))
        #expect(layout.measurement(within: size(100, 100), context: .fixedAdvance).size == size(21, 17))
    }

    @Test("A sublayout smaller than the minimum is raised to the minimum")
    func sublayoutSmallerThanMinimum() {
        let layout = SizeLayout(minWidth: 40, minHeight: 30, sublayout: LabelLayout(text: "abc"))
        #expect(layout.measurement(within: size(100, 100)).size == size(40, 30))
    }

    @Test("The sublayout is measured within the smaller of the parent's limit and the maximum")
    func sublayoutMeasuredWithinAvailable() {
        let layout = SizeLayout(maxWidth: 30, sublayout: LabelLayout(text: "abcdefghij"))
        let measurement = layout.measurement(within: size(100, 100), context: .fixedAdvance)
        #expect(measurement.sublayouts.count == 1)
        #expect(measurement.sublayouts[0].maxSize == size(30, 100))
        // 4 characters a line: "abcd" / "efgh" / "ij".
        #expect(measurement.sublayouts[0].size == size(28, 51))
        #expect(measurement.size == size(28, 51))
    }

    @Test("A measurement records the maximum it was measured within")
    func measurementRecordsMaxSize() {
        let measurement = SizeLayout(width: 10, height: 10).measurement(within: size(80, .infinity))
        #expect(measurement.maxSize == size(80, .infinity))
        #expect(measurement.layout is SizeLayout)
        #expect(measurement.sublayouts.isEmpty)
    }

    // MARK: Arranging

    @Test(".fill takes the whole offered length while it is below the maximum")
    func fillBelowMaximum() {
        let layout = SizeLayout(minWidth: 10, maxWidth: 100, minHeight: 10, maxHeight: 40, alignment: .fill)
        #expect(layout.arrangement(width: 80, height: 30).frame == rect(0, 0, 80, 30))
    }

    @Test(".fill takes the whole offered length past the maximum: maximums limit measuring (LayoutKit)")
    func fillPastMaximum() {
        let layout = SizeLayout(minWidth: 10, maxWidth: 100, minHeight: 10, maxHeight: 40, alignment: .fill)
        #expect(layout.measurement(within: size(300, 200)).size == size(10, 10))
        #expect(layout.arrangement(width: 300, height: 200).frame == rect(0, 0, 300, 200))
    }

    @Test(".fill past the maximum right to left takes the same whole rectangle")
    func fillPastMaximumRightToLeft() {
        let layout = SizeLayout(minWidth: 10, maxWidth: 100, minHeight: 10, maxHeight: 40, alignment: .fill)
        #expect(layout.arrangement(width: 300, height: 200, context: rightToLeft).frame == rect(0, 0, 300, 200))
    }

    @Test("An exact size is recognised within LayoutKit's tolerance of 0.0001 point")
    func exactSizeTolerance() {
        #expect(
            SizeLayout(minWidth: 10, maxWidth: 10.00005, minHeight: 10, maxHeight: 10.0002).flexibility
                == Flexibility(horizontal: nil, vertical: Flexibility.defaultFlex))
    }

    @Test("Default alignment: .fill on an axis without maximum, .center on an axis with one")
    func defaultAlignmentPerAxis() {
        let layout = SizeLayout(minWidth: 20, maxWidth: 50, minHeight: 10)
        #expect(layout.alignment == Alignment(vertical: .fill, horizontal: .center))
        #expect(layout.arrangement(width: 100, height: 60).frame == rect(40, 0, 20, 60))
    }

    @Test("An explicit alignment replaces the default")
    func explicitAlignment() {
        let layout = SizeLayout(width: 30, height: 20, alignment: .bottomTrailing)
        #expect(layout.arrangement(width: 100, height: 50).frame == rect(70, 30, 30, 20))
    }

    @Test("Default flexibility: inflexible on an axis whose minimum equals its maximum")
    func defaultFlexibilityPerAxis() {
        #expect(
            SizeLayout(minWidth: 10, maxWidth: 10, minHeight: 5, maxHeight: 8).flexibility
                == Flexibility(horizontal: nil, vertical: 0))
        #expect(
            SizeLayout(minWidth: 5, maxWidth: 10, minHeight: 8, maxHeight: 8).flexibility
                == Flexibility(horizontal: 0, vertical: nil))
        #expect(SizeLayout(minWidth: 10).flexibility == .flexible)
        #expect(SizeLayout(maxWidth: 10).flexibility == .flexible)
    }

    @Test("An explicit flexibility replaces the default")
    func explicitFlexibility() {
        #expect(SizeLayout(width: 10, height: 10, flexibility: .high).flexibility == .high)
    }

    @Test("The sublayout is arranged in the size layout's bounds")
    func sublayoutArrangedInBounds() {
        let layout = SizeLayout(
            width: 100, height: 50, viewReuseId: "box",
            sublayout: LabelLayout(text: "abc", alignment: .bottomTrailing, viewReuseId: "label"))
        let arrangement = layout.arrangement(width: 200, height: 50, context: .fixedAdvance)
        #expect(arrangement.frame == rect(50, 0, 100, 50))
        #expect(arrangement.sublayoutFrames == [rect(79, 33, 21, 17)])
        #expect(arrangement.sublayoutIds == ["label"])
    }

    @Test("Reuse identifier and sublayout are kept")
    func identifierAndSublayout() {
        let label = LabelLayout(text: "x")
        let layout = SizeLayout(width: 1, height: 1, viewReuseId: "id", sublayout: label)
        #expect(layout.viewReuseId == "id")
        #expect((layout.sublayout as? LabelLayout) == label)
        #expect(layout.arrangement().viewReuseId == "id")
    }
}
