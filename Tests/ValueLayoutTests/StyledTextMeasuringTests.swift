import Foundation
import Testing
import ValueLayout

/// Measures plain text only: 7 points a character, 17 a line (the defaults of the styled
/// requirements measure styled text's string in its first run's font).
struct PlainOnlyTextMeasurer: TextMeasurer, Hashable {
    func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        FixedAdvanceTextMeasurer().size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func lines(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
        -> [Substring]
    {
        FixedAdvanceTextMeasurer().lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
}

/// The fixed-advance measurer, with a fallback note for every bold font: a catalog without a bold
/// face.
struct BoldlessTextMeasurer: TextMeasurer, Hashable {
    let base = FixedAdvanceTextMeasurer()

    func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        base.size(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func lines(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
        -> [Substring]
    {
        base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat
    ) -> CGSize {
        base.size(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat
    ) -> [Substring] {
        base.lines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    var measuresStyledText: Bool { true }

    func fallbackNote(for font: Font) -> String? { font.weight == .bold ? "the catalog has no bold face." : nil }
}

/// The diagnostics of attributed text: styled text a measurer of plain text measured in its first
/// run's font, and each run's font measured with a fallback.
@Suite("Styled text diagnostics")
struct StyledTextDiagnosticsTests {
    static var greeting: AttributedString { StyledTextRenderingTests.greeting }

    @Test("Several fonts measured by a measurer of plain text: reported once, naming the first run's font")
    func plainMeasurer() {
        let arrangement = LabelLayout(attributedText: Self.greeting, viewReuseId: "greeting")
            .arrangement(context: LayoutContext(textMeasurer: PlainOnlyTextMeasurer()))
        let note =
            "its attributed text has 2 fonts, which the text measurer does not measure (its measuresStyledText is "
            + "false), so the whole text was measured in the first run's font, without kern or baseline offsets. "
            + "Use a measurer that measures styled text, or text in one font."
        #expect(arrangement.diagnostics.map(\.kind) == [.textMeasuredWithFallback(note: note)])
        #expect(
            arrangement.diagnostics.map(\.description) == [
                "LabelLayout \"greeting\": the text measurer did not measure its font (17 points, regular) as asked: "
                    + note
            ])
    }

    @Test("A measurer of styled text reports nothing for several fonts")
    func styledMeasurer() {
        let arrangement = LabelLayout(attributedText: Self.greeting).arrangement(context: .fixedAdvance)
        #expect(arrangement.diagnostics.isEmpty)
    }

    @Test("One font, measured by a measurer of plain text, is not reported")
    func uniformText() {
        var text = AttributedString("Hello")
        text.layoutFont = Font(size: 24, weight: .bold)
        let arrangement = LabelLayout(attributedText: text)
            .arrangement(context: LayoutContext(textMeasurer: PlainOnlyTextMeasurer()))
        #expect(arrangement.diagnostics.isEmpty)
    }

    @Test("A measurer of styled text reports each run's font it measured with a fallback")
    func runFallback() {
        let arrangement = LabelLayout(attributedText: Self.greeting, viewReuseId: "greeting")
            .arrangement(context: LayoutContext(textMeasurer: BoldlessTextMeasurer()))
        #expect(
            arrangement.diagnostics.map(\.description) == [
                "LabelLayout \"greeting\": the text measurer did not measure its font (24 points, bold) as asked: "
                    + "the catalog has no bold face."
            ])
    }

    @Test("A measurer of plain text is asked about the first run's font only: the one it measured")
    func firstRunFontOnly() {
        var text = AttributedString("Hello")
        text.layoutFont = Font(size: 24, weight: .bold)
        var rest = AttributedString(" world")
        rest.layoutFont = Font(size: 24)
        text += rest
        // Measured by the fixed-advance measurer's plain requirement: BoldlessTextMeasurer's
        // note is for the bold first run.
        struct PlainBoldless: TextMeasurer, Hashable {
            func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
                -> CGSize
            {
                BoldlessTextMeasurer().size(
                    of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
            }
            func lines(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
                -> [Substring]
            {
                BoldlessTextMeasurer().lines(
                    of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
            }
            func fallbackNote(for font: Font) -> String? { BoldlessTextMeasurer().fallbackNote(for: font) }
        }
        let kinds = LabelLayout(attributedText: text).arrangement(context: LayoutContext(textMeasurer: PlainBoldless()))
            .diagnostics.map(\.kind)
        #expect(kinds.count == 2)
        #expect(kinds.first == .textMeasuredWithFallback(note: "the catalog has no bold face."))
    }
}

/// `CachingTextMeasurer` with styled text: sizes kept under the text with its runs and the mode,
/// the other styled requirements passed through.
@Suite("Caching styled text")
struct CachingStyledTextTests {
    static let text = StyledText(
        AttributedString("Hello world")
            + {
                var bold = AttributedString(" again")
                bold.layoutFont = Font(size: 20, weight: .bold)
                return bold
            }(), font: .body)

    @Test("The same styled text, limits, mode and width is measured once; the answers are the base's")
    func keptSizes() {
        let base = FixedAdvanceTextMeasurer()
        let cache = CachingTextMeasurer(base)
        for _ in 0..<2 {
            for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
                let size = cache.size(
                    of: Self.text, lineHeight: nil, numberOfLines: 0, lineBreakMode: mode, maxWidth: 60)
                #expect(
                    size
                        == base.size(
                            of: Self.text, lineHeight: nil, numberOfLines: 0, lineBreakMode: mode, maxWidth: 60))
            }
        }
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 2, misses: 2))
    }

    @Test("Other runs over the same string are another key")
    func runsAreKey() {
        let cache = CachingTextMeasurer(FixedAdvanceTextMeasurer())
        _ = cache.size(of: Self.text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: 60)
        let plain = StyledText(Self.text.string, font: .body)
        _ = cache.size(of: plain, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: 60)
        _ = cache.size(of: Self.text.string, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 60)
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 0, misses: 3))
        #expect(cache.count == 3)
    }

    @Test("Lines, baselines and measuresStyledText are the base's")
    func passedThrough() {
        let base = FixedAdvanceTextMeasurer()
        let cache = CachingTextMeasurer(base)
        #expect(
            cache.lines(of: Self.text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byCharWrapping, maxWidth: 60)
                == base.lines(
                    of: Self.text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byCharWrapping, maxWidth: 60))
        #expect(
            cache.baselines(
                of: Self.text, lineHeight: 20, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: 60)
                == base.baselines(
                    of: Self.text, lineHeight: 20, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: 60))
        #expect(cache.measuresStyledText == base.measuresStyledText)
        #expect(!CachingTextMeasurer(PlainOnlyTextMeasurer()).measuresStyledText)
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 0, misses: 0))
    }

    @Test("A label of attributed text laid out twice through a cache is measured once")
    func labelTwice() {
        let cache = CachingTextMeasurer(FixedAdvanceTextMeasurer())
        let context = LayoutContext(textMeasurer: cache)
        let label = LabelLayout(attributedText: StyledTextRenderingTests.greeting, viewReuseId: "greeting")
        let first = label.arrangement(width: 100, context: context)
        let second = label.arrangement(width: 100, context: context)
        #expect(first.snapshotText == second.snapshotText)
        #expect(cache.statistics.misses == 1)
        #expect(cache.statistics.hits >= 1)
    }
}
