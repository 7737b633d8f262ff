import Foundation
import Testing
import ValueLayout

/// `InsetLayout`: measured size is the sublayout's plus the insets; the sublayout is arranged in
/// the frame less the insets; flexibility is inherited.
@Suite("InsetLayout")
struct InsetLayoutTests {
    static let unequal = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

    @Test("The measured size is the sublayout's size plus the insets")
    func measuredSizeAddsInsets() {
        let layout = InsetLayout(insets: Self.unequal, sublayout: box(10, 10))
        #expect(layout.measurement(within: size(100, 100)).size == size(16, 14))
    }

    @Test("The sublayout is measured within the maximum less the insets")
    func sublayoutMeasuredWithinInnerSize() {
        let measurement = InsetLayout(insets: Self.unequal, sublayout: LabelLayout(text: "abc"))
            .measurement(within: size(100, 50))
        #expect(measurement.sublayouts[0].maxSize == size(94, 46))
    }

    @Test("At its measured size the sublayout sits at (leading, top)")
    func arrangedAtMeasuredSize() {
        let arrangement = InsetLayout(insets: Self.unequal, sublayout: box(10, 10)).arrangement()
        #expect(arrangement.frame == rect(0, 0, 16, 14))
        #expect(arrangement.sublayoutFrames == [rect(2, 1, 10, 10)])
    }

    @Test("The sublayout is arranged in the frame less the insets")
    func sublayoutArrangedInInnerRect() {
        // Inner rect (2, 1, 94, 10): the 10 × 10 box is centred horizontally.
        let arrangement = InsetLayout(insets: Self.unequal, sublayout: box(10, 10)).arrangement(width: 100)
        #expect(arrangement.frame == rect(0, 0, 100, 14))
        #expect(arrangement.sublayoutFrames == [rect(44, 1, 10, 10)])
    }

    @Test("init(inset:) insets all four edges equally")
    func uniformInset() {
        let layout = InsetLayout(inset: 5, sublayout: box(10, 10))
        #expect(layout.insets == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(layout.insets == EdgeInsets(5))
        let arrangement = layout.arrangement()
        #expect(arrangement.frame == rect(0, 0, 20, 20))
        #expect(arrangement.sublayoutFrames == [rect(5, 5, 10, 10)])
    }

    @Test("EdgeInsets sums its horizontal and vertical edges")
    func edgeInsetsSums() {
        #expect(Self.unequal.horizontal == 6)
        #expect(Self.unequal.vertical == 4)
        #expect(EdgeInsets.zero == EdgeInsets(0))
    }

    @Test("The measured size is clamped to the maximum")
    func measuredSizeClampedToMaximum() {
        let layout = InsetLayout(inset: 10, sublayout: box(10, 10))
        #expect(layout.measurement(within: size(25, 25)).size == size(25, 25))
        #expect(layout.measurement(within: size(15, 15)).size == size(15, 15))
    }

    @Test("Insets larger than the frame leave the sublayout an empty rectangle at (leading, top)")
    func insetsLargerThanFrame() {
        let arrangement = InsetLayout(inset: 10, sublayout: box(10, 10)).arrangement(width: 15, height: 15)
        #expect(arrangement.frame == rect(0, 0, 15, 15))
        #expect(arrangement.sublayoutFrames == [rect(10, 10, 0, 0)])
    }

    @Test("The default alignment is .fill")
    func defaultAlignmentFill() {
        let layout = InsetLayout(inset: 5, sublayout: box(10, 10))
        #expect(layout.alignment == .fill)
        #expect(layout.arrangement(width: 100, height: 50).frame == rect(0, 0, 100, 50))
    }

    @Test("An explicit alignment positions the measured size")
    func explicitAlignment() {
        let layout = InsetLayout(inset: 5, alignment: .bottomTrailing, sublayout: box(10, 10))
        let arrangement = layout.arrangement(width: 100, height: 50)
        #expect(arrangement.frame == rect(80, 30, 20, 20))
        #expect(arrangement.sublayoutFrames == [rect(5, 5, 10, 10)])
    }

    @Test(
        "Flexibility is inherited from the sublayout",
        arguments: [Flexibility.inflexible, .flexible, .high, .low, Flexibility(horizontal: nil, vertical: 7)])
    func flexibilityInherited(_ flexibility: Flexibility) {
        let sublayout = SizeLayout(width: 1, height: 1, flexibility: flexibility)
        #expect(InsetLayout(inset: 1, sublayout: sublayout).flexibility == flexibility)
    }

    @Test("An explicit flexibility replaces the inherited one")
    func explicitFlexibility() {
        #expect(InsetLayout(inset: 1, flexibility: .low, sublayout: box(1, 1)).flexibility == .low)
    }

    @Test("Properties are kept")
    func properties() {
        let label = LabelLayout(text: "x")
        let layout = InsetLayout(insets: Self.unequal, viewReuseId: "inset", sublayout: label)
        #expect(layout.insets == Self.unequal)
        #expect((layout.sublayout as? LabelLayout) == label)
        #expect(layout.viewReuseId == "inset")
    }
}
