import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `SizeLayout(widthFraction:heightFraction:)`: an axis with a fraction is that fraction of the
/// finite maximum it is measured within (the space left, in a stack), and measures as if it had no
/// fraction within an unlimited one; defaults as for exact sizes; bad fractions ignored.
@Suite("SizeLayout fractions")
struct SizeLayoutFractionTests {
    // MARK: Properties and defaults

    @Test("The fractions are kept; a fraction layout has no bounds")
    func properties() {
        let layout = SizeLayout(widthFraction: 0.5, heightFraction: 0.25)
        #expect(layout.widthFraction == 0.5)
        #expect(layout.heightFraction == 0.25)
        #expect(layout.minWidth == nil)
        #expect(layout.maxWidth == nil)
        #expect(layout.minHeight == nil)
        #expect(layout.maxHeight == nil)
        #expect(layout.sublayout == nil)
    }

    @Test("The other initialisers have no fractions")
    func otherInitialisersHaveNone() {
        #expect(SizeLayout().widthFraction == nil)
        #expect(SizeLayout(width: 10, height: 10).heightFraction == nil)
        #expect(SizeLayout(minWidth: 10, maxHeight: 5).widthFraction == nil)
    }

    @Test("A call naming no fraction is the general initialiser's, and so is a fraction layout without fractions")
    func noFractionIsTheGeneralInitialiser() {
        let spacer = SizeLayout(flexibility: .high)
        #expect(spacer.minWidth == nil && spacer.widthFraction == nil)
        #expect(spacer.flexibility == .high)
        #expect(SizeLayout(widthFraction: nil, heightFraction: nil) == SizeLayout())
        #expect(SizeLayout(widthFraction: nil, heightFraction: nil).hashValue == SizeLayout().hashValue)
    }

    @Test("Default alignment: .center on an axis with a fraction, .fill on the other")
    func defaultAlignment() {
        #expect(SizeLayout(widthFraction: 0.5).alignment == Alignment(vertical: .fill, horizontal: .center))
        #expect(SizeLayout(heightFraction: 0.5).alignment == Alignment(vertical: .center, horizontal: .fill))
        #expect(SizeLayout(widthFraction: 0.5, heightFraction: 0.5).alignment == .center)
    }

    @Test("Default flexibility: inflexible on an axis with a fraction, the default flex on the other")
    func defaultFlexibility() {
        #expect(SizeLayout(widthFraction: 0.5).flexibility == Flexibility(horizontal: nil, vertical: 0))
        #expect(SizeLayout(heightFraction: 0.5).flexibility == Flexibility(horizontal: 0, vertical: nil))
        #expect(SizeLayout(widthFraction: 0.5, heightFraction: 0.5).flexibility == .inflexible)
    }

    @Test("An explicit alignment or flexibility replaces the default")
    func explicitOptions() {
        let layout = SizeLayout(widthFraction: 0.5, alignment: .topLeading, flexibility: .high)
        #expect(layout.alignment == .topLeading)
        #expect(layout.flexibility == .high)
        #expect(layout.arrangement(width: 200, height: 100).frame == rect(0, 0, 100, 0))
    }

    // MARK: Measuring

    @Test("Within a finite maximum, each axis is its fraction of the maximum")
    func fractionOfFiniteMaximum() {
        let layout = SizeLayout(widthFraction: 0.5, heightFraction: 0.25)
        #expect(layout.measurement(within: size(200, 80)).size == size(100, 20))
    }

    @Test("An axis with a fraction keeps its length whatever the sublayout needs; the other measures the sublayout")
    func sublayoutMeasuredWithinResult() {
        let layout = SizeLayout(widthFraction: 0.5, sublayout: box(150, 10))
        let measurement = layout.measurement(within: size(200, 80))
        #expect(measurement.size == size(100, 10))
        #expect(measurement.sublayouts[0].maxSize == size(100, 80))
        #expect(measurement.sublayoutSizes == [size(100, 10)])
        let small = SizeLayout(widthFraction: 0.5, sublayout: box(30, 10)).measurement(within: size(200, 80))
        #expect(small.size == size(100, 10))
    }

    @Test("A text sublayout wraps within the fraction's width")
    func textWrapsWithinFraction() {
        // 0.25 × 200 = 50 points: seven characters a line, "abcdefg" / "hij".
        let layout = SizeLayout(widthFraction: 0.25, sublayout: LabelLayout(text: "abcdefghij"))
        let measurement = layout.measurement(within: size(200, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(50, 34))
        #expect(measurement.sublayoutSizes == [size(49, 34)])
    }

    @Test("Within an unlimited maximum, an axis measures as if it had no fraction")
    func unlimitedMaximum() {
        let layout = SizeLayout(widthFraction: 0.5, heightFraction: 0.5, sublayout: box(30, 10))
        let measurement = layout.measurement(within: size(.infinity, 40))
        #expect(measurement.size == size(30, 20))
        #expect(measurement.sublayouts[0].maxSize == size(.infinity, 20))
        #expect(SizeLayout(widthFraction: 0.5).measurement(within: size(.infinity, .infinity)).size == .zero)
    }

    @Test(
        "A fraction above 1 is clamped to the maximum; 0 measures 0",
        arguments: [
            (1.5, 200), (1e300, 200), (CGFloat.greatestFiniteMagnitude, 200), (1, 200), (0, 0), (-0.0, 0),
        ] as [(CGFloat, CGFloat)])
    func clampedToMaximum(fraction: CGFloat, expected: CGFloat) {
        let layout = SizeLayout(widthFraction: fraction, heightFraction: fraction)
        let measured = layout.measurement(within: size(200, 200)).size
        #expect(measured == size(expected, expected))
        #expect(measured.width.sign == .plus)
        #expect(layout.cleanedInputCount == 0)
    }

    @Test("A zero maximum gives zero, whatever the fraction")
    func zeroMaximum() {
        #expect(SizeLayout(widthFraction: 3, heightFraction: 0.5).measurement(within: size(0, 0)).size == .zero)
    }

    @Test("The sublayout is measured once per pass, within the fraction of the maximum")
    func measuredOnce() {
        let log = MeasurementLog()
        let layout = SizeLayout(widthFraction: 0.5, sublayout: CountingLayout(box(20, 10), name: "box", log: log))
        _ = layout.arrangement(width: 200, height: 100)
        #expect(log.count(of: "box") == 1)
        #expect(log.entries.map(\.description) == ["box within (100.0, 100.0)"])
    }

    // MARK: Arranging

    @Test("Arranged at the root: the fraction's axis is centred, the other fills")
    func arrangedAtRoot() {
        #expect(SizeLayout(widthFraction: 0.5).arrangement(width: 200, height: 100).frame == rect(50, 0, 100, 100))
        #expect(SizeLayout(heightFraction: 0.5).arrangement(width: 200, height: 100).frame == rect(0, 25, 200, 50))
    }

    @Test("The sublayout is arranged in the layout's bounds")
    func sublayoutArrangedInBounds() {
        let layout = SizeLayout(
            widthFraction: 0.5, heightFraction: 0.5, sublayout: LabelLayout(text: "abc", viewReuseId: "label"))
        let arrangement = layout.arrangement(width: 200, height: 100, context: .fixedAdvance)
        #expect(arrangement.frame == rect(50, 25, 100, 50))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 21, 17)])
    }

    /// An inflexible 40-point box, half the length left and a label, spacing 10.
    static let row = StackLayout(
        axis: .horizontal, spacing: 10,
        sublayouts: [
            box(40, 10, "a"), SizeLayout(widthFraction: 0.5, viewReuseId: "half"),
            LabelLayout(text: "abc", viewReuseId: "c"),
        ])

    @Test("In a stack, the maximum is the length still left: half of 210 − 40 − 10")
    func inStackSpaceLeft() {
        let measurement = Self.row.measurement(within: size(210, .infinity), context: .fixedAdvance)
        #expect(measurement.sublayouts[1].maxSize == size(160, .infinity))
        #expect(measurement.sublayoutSizes == [size(40, 10), size(80, 0), size(21, 17)])
        // 40 + 10 + 80 + 10 + 21; the label, the only flexible child, takes the 49 left over.
        #expect(measurement.size == size(161, 17))
        let arrangement = Self.row.arrangement(width: 210, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 3.5, 40, 10), rect(50, 0, 80, 17), rect(140, 0, 21, 17)])
    }

    @Test("Right to left, the stack with a fraction is the mirror image")
    func rightToLeftMirrors() {
        let arrangement = Self.row.arrangement(width: 210, context: rightToLeft)
        #expect(arrangement.sublayoutFrames == [rect(170, 3.5, 40, 10), rect(80, 0, 80, 17), rect(49, 0, 21, 17)])
        let leading = SizeLayout(widthFraction: 0.25, alignment: .topLeading)
        #expect(leading.arrangement(width: 200, height: 10, context: rightToLeft).frame == rect(150, 0, 50, 0))
    }

    @Test("With a scale, a third of the width is snapped to the pixel grid, and so is its mirror image")
    func snapped() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(widthFraction: 1.0 / 3, viewReuseId: "third"),
                SizeLayout(flexibility: .high, viewReuseId: "rest"),
            ])
        // Unsnapped, the third ends at 33.33…: on a grid of half points, at 33.5.
        #expect(abs(stack.arrangement(width: 100, height: 10).sublayoutFrames[0].width - 100.0 / 3) < 1e-12)
        let scaled = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        #expect(
            stack.arrangement(width: 100, height: 10, context: scaled).sublayoutFrames == [
                rect(0, 0, 33.5, 10), rect(33.5, 0, 66.5, 10),
            ])
        let mirrored = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
        #expect(
            stack.arrangement(width: 100, height: 10, context: mirrored).sublayoutFrames == [
                rect(66.5, 0, 33.5, 10), rect(0, 0, 66.5, 10),
            ])
    }

    // MARK: Bad input

    @Test(
        "A fraction that is NaN, infinite or negative is ignored, and reported",
        arguments: [CGFloat.nan, .infinity, -.infinity, -0.5, -.leastNonzeroMagnitude])
    func badFractionIgnored(bad: CGFloat) {
        let layout = SizeLayout(widthFraction: bad, heightFraction: 0.5)
        #expect(layout.widthFraction == nil)
        #expect(layout == SizeLayout(heightFraction: 0.5))
        #expect(layout.alignment == Alignment(vertical: .center, horizontal: .fill))
        #expect(layout.flexibility == Flexibility(horizontal: 0, vertical: nil))
        #expect(layout.measurement(within: size(200, 100)).size == size(0, 50))
        let diagnostics = layout.arrangement(width: 200, height: 100).diagnostics
        #expect(diagnostics.count == 1)
        guard case .badInputCleaned(let property, let value, let cleaned) = diagnostics.first?.kind else {
            Issue.record("no bad-input diagnostic")
            return
        }
        #expect(property == "widthFraction")
        #expect(value.bitPattern == bad.bitPattern)
        #expect(cleaned.isNaN)
    }

    @Test("The diagnostic of an ignored fraction says it was treated as no fraction")
    func badFractionMessage() {
        let diagnostics = SizeLayout(heightFraction: -2).arrangement().diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "SizeLayout was given -2 for heightFraction, which was treated as no fraction. "
                    + "Pass a finite fraction of at least 0 (1 is the whole maximum), or nil for none."
            ])
    }

    @Test("Two bad fractions make a layout without fractions, equal to SizeLayout()")
    func bothBad() {
        let layout = SizeLayout(widthFraction: .nan, heightFraction: -1)
        #expect(layout == SizeLayout())
        #expect(layout.arrangement(width: 70, height: 30).frame == rect(0, 0, 70, 30))
    }

    // MARK: Equality

    @Test("Equal fractions make equal layouts with equal hashes; any difference makes them unequal")
    func equality() {
        let layout = SizeLayout(widthFraction: 0.5, heightFraction: 0.25, sublayout: box(1, 1))
        let same = SizeLayout(widthFraction: 0.5, heightFraction: 0.25, sublayout: box(1, 1))
        #expect(layout == same)
        #expect(layout.hashValue == same.hashValue)
        #expect(layout != SizeLayout(widthFraction: 0.5, heightFraction: 0.3, sublayout: box(1, 1)))
        #expect(layout != SizeLayout(widthFraction: 0.5, heightFraction: 0.25))
        #expect(SizeLayout(widthFraction: 0.5) != SizeLayout(heightFraction: 0.5))
        #expect(SizeLayout(widthFraction: 0) != SizeLayout())
        // The same defaults as an exact width, but a fraction is not a length.
        #expect(SizeLayout(widthFraction: 0.5) != SizeLayout(width: 0.5))
    }
}

extension SizeLayout {
    /// The number of bad-input diagnostics of this layout alone.
    fileprivate var cleanedInputCount: Int {
        arrangement(width: 10, height: 10).diagnostics.count { diagnostic in
            if case .badInputCleaned = diagnostic.kind { true } else { false }
        }
    }
}
