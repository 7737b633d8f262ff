import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `RatioLayout`: the largest size of the ratio (height ÷ width) within the maximum, chosen from
/// the width and height candidates; the sublayout measured within it; centred by default.
@Suite("RatioLayout")
struct RatioLayoutTests {
    // MARK: Measuring

    @Test(
        "The measured size is the candidate that keeps the ratio",
        arguments: [
            // Width candidate (100, 50); height candidate clamped to (100, 200).
            (0.5, size(100, 200), size(100, 50)),
            // Width candidate clamped to (100, 60); height candidate (30, 60).
            (2, size(100, 60), size(30, 60)),
            // Width candidate (40, 30); height candidate clamped to (40, 90).
            (0.75, size(40, 90), size(40, 30)),
            // Width candidate clamped to (400, 100); height candidate (125, 100).
            (0.8, size(400, 100), size(125, 100)),
        ] as [(CGFloat, CGSize, CGSize)])
    func keepsRatio(ratio: CGFloat, maxSize: CGSize, expected: CGSize) {
        let layout = RatioLayout(ratio: ratio, sublayout: SizeLayout())
        #expect(layout.measurement(within: maxSize).size == expected)
    }

    @Test("With only a finite maximum width, the width candidate is the size")
    func onlyWidthFinite() {
        let layout = RatioLayout(ratio: 0.75, sublayout: SizeLayout())
        #expect(layout.measurement(within: size(80, .infinity)).size == size(80, 60))
    }

    @Test("With only a finite maximum height, the height candidate is the size")
    func onlyHeightFinite() {
        let layout = RatioLayout(ratio: 0.75, sublayout: SizeLayout())
        #expect(layout.measurement(within: size(.infinity, 60)).size == size(80, 60))
    }

    @Test("Candidates that coincide give that size")
    func coincidingCandidates() {
        let layout = RatioLayout(ratio: 0.5, sublayout: SizeLayout())
        #expect(layout.measurement(within: size(100, 50)).size == size(100, 50))
    }

    @Test("On a tie the width candidate wins")
    func tieGoesToFirstCandidate() {
        // With a ratio of 0.1 within 43 × 4.3, the height candidate's width is 4.3 ÷ 0.1 =
        // 42.99999999999999 in binary floating point, and both candidates miss the ratio by
        // exactly 0 points: the first, (43, 4.3), is chosen.
        let layout = RatioLayout(ratio: 0.1, sublayout: SizeLayout())
        #expect(4.3 / CGFloat(0.1) < 43)
        #expect(layout.measurement(within: size(43, 4.3)).size == size(43, 4.3))
    }

    @Test(
        "A maximum of zero on either axis gives 0 × 0 (a zero-width candidate counts by its height)",
        arguments: [size(0, 50), size(100, 0), size(0, 0), size(0, .infinity), size(.infinity, 0)])
    func zeroMaximum(maxSize: CGSize) {
        let layout = RatioLayout(ratio: 2, sublayout: SizeLayout())
        let measurement = layout.measurement(within: maxSize)
        #expect(measurement.size == .zero)
        #expect(measurement.sublayouts[0].maxSize == .zero)
    }

    @Test("With no finite maximum, the layout measures as its sublayout within the unlimited maximum")
    func noFiniteMaximum() {
        let layout = RatioLayout(ratio: 3, sublayout: box(30, 20))
        let measurement = layout.measurement(within: size(.infinity, .infinity))
        #expect(measurement.size == size(30, 20))
        #expect(measurement.sublayouts[0].maxSize == size(.infinity, .infinity))
        #expect(layout.arrangement().frame == rect(0, 0, 30, 20))
        #expect(layout.arrangement().sublayoutFrames == [rect(0, 0, 30, 20)])
    }

    @Test("An extreme ratio within one unlimited side is capped at 10¹² points")
    func extremeRatioCapped() {
        #expect(
            RatioLayout(ratio: 1e20, sublayout: SizeLayout()).measurement(within: size(100, .infinity)).size
                == size(100, 1e12))
        #expect(
            RatioLayout(ratio: 1e-20, sublayout: SizeLayout()).measurement(within: size(.infinity, 100)).size
                == size(1e12, 100))
    }

    @Test("The sublayout is measured within the chosen size")
    func sublayoutMeasuredWithinChosenSize() {
        // Within 60 × 30, the eight characters fit on one line: 8 × 7 = 56 points wide, 17 tall.
        let layout = RatioLayout(ratio: 0.5, sublayout: LabelLayout(text: "abcdefgh"))
        let measurement = layout.measurement(within: size(60, 100), context: .fixedAdvance)
        #expect(measurement.size == size(60, 30))
        #expect(measurement.sublayouts[0].maxSize == size(60, 30))
        #expect(measurement.sublayouts[0].size == size(56, 17))
    }

    @Test("The sublayout is measured once per pass")
    func sublayoutMeasuredOnce() {
        let log = MeasurementLog()
        let layout = RatioLayout(ratio: 1, sublayout: CountingLayout(box(10, 10), name: "box", log: log))
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.count(of: "box") == 1)
        #expect(log.entries.map(\.description) == ["box within (60.0, 60.0)"])
    }

    // MARK: Arranging

    @Test("Offered more room, the default alignment centres the layout at its ratio")
    func centredInMoreRoom() {
        let layout = RatioLayout(ratio: 1, sublayout: SizeLayout())
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(layout.alignment == .center)
        #expect(arrangement.frame == rect(20, 0, 60, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 60, 60)])
    }

    @Test("The sublayout's own alignment places it in the layout's bounds")
    func sublayoutAlignsItself() {
        let layout = RatioLayout(
            ratio: 0.5, sublayout: SizeLayout(width: 10, height: 10, alignment: .bottomTrailing))
        let arrangement = layout.arrangement(width: 80)
        #expect(arrangement.frame == rect(0, 0, 80, 40))
        #expect(arrangement.sublayoutFrames == [rect(70, 30, 10, 10)])
    }

    @Test(
        "An explicit alignment positions the measured size",
        arguments: [
            (Alignment.topLeading, rect(0, 0, 60, 60)),
            (.bottomTrailing, rect(40, 0, 60, 60)),
            (.fill, rect(0, 0, 100, 60)),
        ] as [(Alignment, CGRect)])
    func explicitAlignment(alignment: Alignment, frame: CGRect) {
        let layout = RatioLayout(ratio: 1, alignment: alignment, sublayout: SizeLayout())
        #expect(layout.alignment == alignment)
        #expect(layout.arrangement(width: 100, height: 60).frame == frame)
    }

    @Test("Right to left mirrors the frame and the sublayout")
    func rightToLeftMirrors() {
        let layout = RatioLayout(
            ratio: 1, alignment: .topLeading, sublayout: SizeLayout(width: 10, height: 10, alignment: .topLeading))
        let leftToRight = layout.arrangement(width: 100, height: 60, context: .fixedAdvance)
        #expect(leftToRight.frame == rect(0, 0, 60, 60))
        #expect(leftToRight.sublayoutFrames == [rect(0, 0, 10, 10)])
        let mirrored = layout.arrangement(width: 100, height: 60, context: rightToLeft)
        #expect(mirrored.frame == rect(40, 0, 60, 60))
        #expect(mirrored.sublayoutFrames == [rect(50, 0, 10, 10)])
    }

    // MARK: Defaults and properties

    @Test(
        "Flexibility is inherited from the sublayout",
        arguments: [Flexibility.inflexible, .flexible, .high, .low, Flexibility(horizontal: nil, vertical: 7)])
    func flexibilityInherited(_ flexibility: Flexibility) {
        let sublayout = SizeLayout(width: 1, height: 1, flexibility: flexibility)
        #expect(RatioLayout(ratio: 1, sublayout: sublayout).flexibility == flexibility)
    }

    @Test("An explicit flexibility replaces the inherited one")
    func explicitFlexibility() {
        #expect(RatioLayout(ratio: 1, flexibility: .low, sublayout: box(1, 1)).flexibility == .low)
    }

    @Test("Properties are kept")
    func properties() {
        let label = LabelLayout(text: "x")
        let view = ReferenceView.describe("ratio")
        let layout = RatioLayout(ratio: 0.25, viewReuseId: "ratio", view: view, sublayout: label)
        #expect(layout.ratio == 0.25)
        #expect((layout.sublayout as? LabelLayout) == label)
        #expect(layout.viewReuseId == "ratio")
        #expect(layout.view == view)
        #expect(layout.arrangement(context: .fixedAdvance).viewReuseId == "ratio")
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = RatioLayout(ratio: 0.5, sublayout: box(1, 1))
        let same = RatioLayout(ratio: 0.5, sublayout: box(1, 1))
        #expect(layout == same)
        #expect(layout.hashValue == same.hashValue)
        #expect(
            layout
                == RatioLayout(
                    ratio: 0.5, alignment: .center, flexibility: nil, viewReuseId: nil, view: nil,
                    sublayout: box(1, 1)))
        #expect(layout != RatioLayout(ratio: 0.6, sublayout: box(1, 1)))
        #expect(layout != RatioLayout(ratio: 0.5, alignment: .fill, sublayout: box(1, 1)))
        #expect(layout != RatioLayout(ratio: 0.5, flexibility: .high, sublayout: box(1, 1)))
        #expect(layout != RatioLayout(ratio: 0.5, viewReuseId: "id", sublayout: box(1, 1)))
        #expect(layout != RatioLayout(ratio: 0.5, sublayout: box(2, 1)))
    }

    // MARK: Bad input

    @Test(
        "A ratio that is not finite and positive is treated as 1",
        arguments: [
            CGFloat.nan, .infinity, -.infinity, 0, -0.0, -2,
        ])
    func badRatio(ratio: CGFloat) {
        let layout = RatioLayout(ratio: ratio, sublayout: SizeLayout())
        #expect(layout.ratio == 1)
        #expect(layout.measurement(within: size(100, 60)).size == size(60, 60))
        #expect(layout == RatioLayout(ratio: 1, sublayout: SizeLayout()))
        #expect(layout.hashValue == RatioLayout(ratio: 1, sublayout: SizeLayout()).hashValue)
    }

    @Test(
        "A cleaned ratio is reported by the diagnostics, with the property name ratio",
        arguments: [
            CGFloat.nan, .infinity, 0, -2,
        ])
    func badRatioDiagnostic(ratio: CGFloat) {
        let diagnostics = RatioLayout(ratio: ratio, sublayout: SizeLayout()).arrangement(width: 10).diagnostics
        #expect(diagnostics.map(\.kind) == [.badInputCleaned(property: "ratio", value: ratio, cleanedValue: 1)])
        #expect(diagnostics.map(\.path.description) == ["RatioLayout"])
    }

    @Test("The diagnostic of a cleaned ratio says what to pass instead")
    func cleanedRatioAdvice() {
        let diagnostics = RatioLayout(ratio: -2, sublayout: SizeLayout()).arrangement(width: 10).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "RatioLayout was given -2 for ratio, which was treated as 1. Pass a finite number greater than 0."
            ])
    }

    @Test("A finite positive ratio is not reported")
    func goodRatioNotReported() {
        #expect(RatioLayout(ratio: 1e-20, sublayout: SizeLayout()).arrangement(width: 10).diagnostics == [])
    }
}
