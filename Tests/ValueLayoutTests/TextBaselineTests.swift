import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// Labels report the baselines of their first and last lines, for aligning text.
@Suite("Text baselines")
struct TextBaselineTests {
    let fixed = FixedAdvanceTextMeasurer()

    @Test(
        "The fixed-advance measurer puts each baseline four fifths down its line",
        arguments: [
            ("Hi", 100, nil, 0, 13.6, 13.6),  // one line of 17 points
            ("one two three", 40, nil, 0, 13.6, 47.6),  // three lines
            ("one two three", 40, 20, 0, 16, 56),  // the label's own line height
            ("one two three", 40, nil, 2, 13.6, 30.6),  // capped at two lines
            ("", 40, nil, 0, 0, 0),  // no lines
        ] as [(String, CGFloat, CGFloat?, Int, CGFloat, CGFloat)])
    func fixedAdvance(
        text: String, width: CGFloat, lineHeight: CGFloat?, lines: Int, first: CGFloat, last: CGFloat
    ) {
        let baselines = fixed.baselines(
            of: text, font: .body, lineHeight: lineHeight, numberOfLines: lines, maxWidth: width)
        #expect(abs(baselines.first - first) < 1e-9)
        #expect(abs(baselines.last - last) < 1e-9)
    }

    @Test("A label reports the baselines of its text at a given width")
    func label() {
        let label = LabelLayout(text: "one two three", numberOfLines: 2)
        let baselines = label.baselines(width: 40, context: .fixedAdvance)
        #expect(abs(baselines.first - 13.6) < 1e-9 && abs(baselines.last - 30.6) < 1e-9)
    }

    @Test("An arranged label reports the baselines of its text at its frame's width; other layouts none")
    func arrangement() {
        let row = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [SizeLayout(width: 60, height: 10), LabelLayout(text: "one two three")])
        let arrangement = row.arrangement(width: 110, context: .fixedAdvance)
        #expect(arrangement.textBaselines(context: .fixedAdvance) == nil)
        #expect(arrangement.sublayouts[0].textBaselines(context: .fixedAdvance) == nil)
        // The label has 46 points: "one two" (49) does not fit, so it takes three lines and the
        // width of the widest, "three" (35), at which the text breaks into the same lines.
        #expect(arrangement.sublayouts[1].frame.width == 35)
        let baselines = arrangement.sublayouts[1].textBaselines(context: .fixedAdvance)
        #expect(baselines.map { abs($0.first - 13.6) < 1e-9 && abs($0.last - 47.6) < 1e-9 } == true)
    }

    @Test("An arranged label's baselines default to the measurer it was laid out with")
    func arrangementsOwnMeasurer() {
        let label = LabelLayout(text: "one two three", lineHeight: 20)
        let arrangement = label.arrangement(width: 40, context: LayoutContext(textMeasurer: FivePointBaseline()))
        // FivePointBaseline puts each baseline 5 points down its line; the text takes three lines of 20.
        #expect(
            arrangement.textBaselines()
                == arrangement.textBaselines(context: LayoutContext(textMeasurer: FivePointBaseline())))
        #expect(arrangement.textBaselines().map { [$0.first, $0.last] } == [5, 45])
        #expect(arrangement.textBaselines(context: .fixedAdvance).map { [$0.first, $0.last] } == [16, 56])
    }

    /// A measurer whose baseline lies 5 points down each line.
    private struct FivePointBaseline: TextMeasurer {
        let base = FixedAdvanceTextMeasurer()
        func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
            base.size(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        func lines(
            of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
        ) -> [Substring] {
            base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat { 5 }
    }

    @Test("A caching measurer reports its base measurer's baselines")
    func cachingForwards() {
        let caching = CachingTextMeasurer(FivePointBaseline())
        let baselines = caching.baselines(of: "Hi", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        #expect(baselines == TextBaselines(first: 5, last: 5))
    }

    @Test("A font measurer centres the face's ascent and descent in the line, as CSS does")
    func fontMeasurer() throws {
        let face = try #require(TestFonts.faces["DejaVuSans.ttf"])
        let measurer = FontTextMeasurer(catalog: FontCatalog(faces: [face]))
        // DejaVu Sans: ascender 1,901 and descender −483 units of 2,048 em.
        let ascent = 1_901.0 * 20 / 2_048
        let content = (1_901.0 + 483) * 20 / 2_048
        let baselines = measurer.baselines(
            of: "one two", font: Font(size: 20), lineHeight: 30, numberOfLines: 0, maxWidth: .infinity)
        #expect(abs(baselines.first - ((30 - content) / 2 + ascent)) < 1e-9)
        #expect(baselines.first == baselines.last)
        // With the face's own line height there is no leading: the baseline is the ascender down.
        let solid = measurer.baselines(
            of: "one", font: Font(size: 20), lineHeight: nil, numberOfLines: 0, maxWidth: .infinity)
        #expect(abs(solid.first - ascent) < 1e-9)
    }
}
