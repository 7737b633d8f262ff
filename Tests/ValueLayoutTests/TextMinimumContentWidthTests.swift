import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts
import ValueLayoutTesting

private let fonts = FontTextMeasurer(catalog: .bundled)
private let dejaVu16 = Font(family: "DejaVu Sans", size: 16)
private let dejaVuBold16 = Font(family: "DejaVu Sans", size: 16, weight: .bold)

/// The width `measurer` gives `text` on one unlimited line.
private func oneLine(_ text: String, _ font: Font = dejaVu16, _ measurer: any TextMeasurer = fonts) -> CGFloat {
    measurer.size(of: text, font: font, lineHeight: nil, numberOfLines: 1, maxWidth: .infinity).width
}

/// A measurer that answers only sizes and lines (7 points a character): every other requirement
/// is the protocol's default.
private struct SizesOnlyMeasurer: TextMeasurer, Hashable {
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

/// Styled text made of `parts`, each a text and its font.
private func styled(_ parts: [(String, Font)]) -> StyledText {
    let string = parts.map(\.0).joined()
    var runs: [StyledText.Run] = []
    var start = string.startIndex
    for part in parts {
        let end = string.utf8.index(start, offsetBy: part.0.utf8.count)
        runs.append(StyledText.Run(range: start..<end, font: part.1))
        start = end
    }
    return StyledText(string: string, runs: runs)
}

@Suite("Minimum content width of text")
struct TextMinimumContentWidthTests {
    // MARK: The default

    @Test("The default is the widest run between white space, hyphens and all: 10 characters of 7 points")
    func defaultSplitsAtWhiteSpaceOnly() {
        let width = SizesOnlyMeasurer().minimumContentWidth(
            of: "a well-known\tname\nhere", font: .body, lineHeight: nil)
        #expect(width == 70)
    }

    @Test(
        "The default splits at each ASCII white space, and only there",
        arguments: [
            ("abc\tde", 21), ("abc\nde", 21), ("abc\u{0B}de", 21), ("abc\u{0C}de", 21), ("abc\rde", 21),
            ("abc de", 21), ("abc\r\nde", 21), ("  abc  de  ", 21), ("ab\u{01}cd", 35), ("a-b_c.d", 49),
        ] as [(String, CGFloat)])
    func defaultSplitsASCIIText(text: String, width: CGFloat) {
        #expect(SizesOnlyMeasurer().minimumContentWidth(of: text, font: .body, lineHeight: nil) == width)
    }

    @Test(
        "The default splits other text at Unicode white space: no-break and em spaces too",
        arguments: [
            ("é\u{00A0}abc\u{2003}de", 21), ("éé\u{0085}abcd", 28), ("日本語 ab", 21), ("日本語", 21),
        ] as [(String, CGFloat)])
    func defaultSplitsOtherText(text: String, width: CGFloat) {
        #expect(SizesOnlyMeasurer().minimumContentWidth(of: text, font: .body, lineHeight: nil) == width)
    }

    @Test("The default gives empty and all-space text 0")
    func defaultOfEmptyText() {
        #expect(SizesOnlyMeasurer().minimumContentWidth(of: "", font: .body, lineHeight: nil) == 0)
        #expect(SizesOnlyMeasurer().minimumContentWidth(of: "   ", font: .body, lineHeight: nil) == 0)
    }

    @Test("The styled default measures each run between white space in the measurer's styled size")
    func styledDefaultSplitsAtWhiteSpaceOnly() {
        let text = styled([("ab well-", .body), ("known c", dejaVuBold16)])
        #expect(SizesOnlyMeasurer().minimumContentWidth(of: text, lineHeight: nil) == 70)
    }

    @Test("A flex item's label through the default shrinks to what it did: its widest word")
    func labelWithTheDefault() {
        let flex = FlexLayout(children: [FlexItem(LabelLayout(text: "one well-known word"))])
        let item = flex.arrangement(width: 1, context: LayoutContext(textMeasurer: SizesOnlyMeasurer())).sublayouts[0]
        #expect(item.frame.width == 70)
    }

    @Test("With character wrapping, a label shrinks to its widest character, whatever the measurer's pieces")
    func characterWrappingKeepsItsRule() {
        let label = LabelLayout(text: "well-known", font: dejaVu16, lineBreakMode: .byCharWrapping)
        let item = FlexLayout(children: [FlexItem(label)]).arrangement(
            width: 1, context: LayoutContext(textMeasurer: fonts)
        ).sublayouts[0]
        let widest = "well-known".map { oneLine(String($0)) }.max()!
        #expect(item.frame.width == widest)
        #expect(widest < fonts.minimumContentWidth(of: "well-known", font: dejaVu16, lineHeight: nil))
    }

    // MARK: FontTextMeasurer

    @Test("FontTextMeasurer breaks well-known after the hyphen: its minimum is the wider piece, known")
    func fontMeasurerBreaksAfterHyphen() {
        let width = fonts.minimumContentWidth(of: "well-known", font: dejaVu16, lineHeight: nil)
        #expect(width == oneLine("known"))
        #expect(oneLine("well-") < oneLine("known"))
        #expect(width < oneLine("well-known"))
    }

    @Test("The hyphen stays with the piece before it: known-it is as wide as known-")
    func hyphenCountsInThePieceBeforeIt() {
        #expect(fonts.minimumContentWidth(of: "known-it", font: dejaVu16, lineHeight: nil) == oneLine("known-"))
        #expect(oneLine("known-i") - oneLine("i") == oneLine("known-"))
    }

    @Test(
        "A piece that runs on into the next is measured as part of the word, as Chromium does: twenty- with the kerning of -o"
    )
    func pieceKernsWithTheNextOne() {
        let font = Font(family: "DejaVu Sans", size: 14)
        let width = fonts.minimumContentWidth(of: "twenty-one", font: font, lineHeight: nil)
        #expect(width == oneLine("twenty-o", font) - oneLine("o", font))
        #expect(width > oneLine("twenty-", font))
        // Chromium's min-content width of `twenty-one` in DejaVu Sans at 14 px, to 1/64.
        #expect(abs(width - 53.265625) < 1.0 / 64)
    }

    @Test("A piece is never narrower than it measures alone, so that it is never broken at the minimum")
    func pieceNeverNarrowerThanAlone() {
        let width = fonts.minimumContentWidth(of: "WAVE-Vo", font: dejaVu16, lineHeight: nil)
        #expect(oneLine("WAVE-V") - oneLine("V") < oneLine("WAVE-"))
        #expect(width == oneLine("WAVE-"))
    }

    @Test("A minus sign opening a number is no break: -5000 stays whole")
    func minusSignIsNoBreak() {
        #expect(fonts.minimumContentWidth(of: "-5000", font: dejaVu16, lineHeight: nil) == oneLine("-5000"))
    }

    @Test("CJK text breaks between any two ideographs: its minimum is one character")
    func cjkPerCharacter() {
        let width = fonts.minimumContentWidth(of: "日本語の文章", font: dejaVu16, lineHeight: nil)
        #expect(width == oneLine("日"))
        #expect(width == 1229.0 / 2048 * 16)
    }

    @Test("The spaces at a break are not counted")
    func spacesAtABreakHang() {
        #expect(fonts.minimumContentWidth(of: "known   it  ", font: dejaVu16, lineHeight: nil) == oneLine("known"))
    }

    @Test("FontTextMeasurer gives empty text 0")
    func fontMeasurerEmptyText() {
        #expect(fonts.minimumContentWidth(of: "", font: dejaVu16, lineHeight: nil) == 0)
    }

    @Test("A catalog without faces answers with the fixed-advance rules: the widest word, 0.6 em a character")
    func fontMeasurerWithoutFaces() {
        let empty = FontTextMeasurer(catalog: FontCatalog(faces: []))
        #expect(empty.minimumContentWidth(of: "a well-known", font: dejaVu16, lineHeight: nil) == 10 * 0.6 * 16)
    }

    @Test("Styled text breaks after the hyphen too, each piece measured in its runs' fonts")
    func styledFontMeasurerBreaksAfterHyphen() {
        let text = styled([("well-", dejaVuBold16), ("known", dejaVu16)])
        let width = fonts.minimumContentWidth(of: text, lineHeight: nil)
        #expect(width == max(oneLine("well-", dejaVuBold16), oneLine("known")))
        #expect(
            width
                < fonts.size(
                    of: text, lineHeight: nil, numberOfLines: 1, lineBreakMode: .byWordWrapping, maxWidth: .infinity
                ).width)
    }

    @Test("Uniform styled text has the plain text's minimum")
    func uniformStyledTextIsPlain() {
        let text = StyledText("well-known 日本", font: dejaVu16)
        #expect(
            fonts.minimumContentWidth(of: text, lineHeight: nil)
                == fonts.minimumContentWidth(of: "well-known 日本", font: dejaVu16, lineHeight: nil))
    }

    @Test("At its minimum content width, text breaks only at break opportunities")
    func minimumWidthBreaksAtOpportunities() {
        let text = "a well-known state-of-the-art 日本"
        let width = fonts.minimumContentWidth(of: text, font: dejaVu16, lineHeight: nil)
        let lines = fonts.lines(of: text, font: dejaVu16, lineHeight: nil, numberOfLines: 0, maxWidth: width)
        #expect(lines == ["a", "well-", "known", "state-", "of-the-", "art 日本"])
    }

    // MARK: In a flex container

    @Test("A flex item holding well-known shrinks to known, two lines tall")
    func flexItemShrinksToMinimum() {
        let flex = FlexLayout(children: [FlexItem(LabelLayout(text: "well-known", font: dejaVu16, lineHeight: 20))])
        let item = flex.arrangement(width: 10, context: LayoutContext(textMeasurer: fonts)).sublayouts[0]
        #expect(item.frame.size == CGSize(width: oneLine("known"), height: 40))
    }

    @Test("A flex item holding CJK text shrinks to one character a line")
    func flexItemOfCJKShrinksToOneCharacter() {
        let flex = FlexLayout(children: [FlexItem(LabelLayout(text: "日本語", font: dejaVu16, lineHeight: 20))])
        let item = flex.arrangement(width: 5, context: LayoutContext(textMeasurer: fonts)).sublayouts[0]
        #expect(item.frame.size == CGSize(width: 1229.0 / 2048 * 16, height: 60))
    }

    // MARK: Forwarding measurers

    @Test("A caching measurer forwards the question to its base and keeps the answer")
    func cachingMeasurerForwardsAndKeeps() {
        let cache = CachingTextMeasurer(fonts)
        for _ in 0..<2 {
            #expect(cache.minimumContentWidth(of: "well-known", font: dejaVu16, lineHeight: nil) == oneLine("known"))
        }
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 1, misses: 1))
    }

    @Test("A caching measurer forwards the styled question to its base and keeps the answer")
    func cachingMeasurerForwardsStyled() {
        let cache = CachingTextMeasurer(fonts)
        let text = styled([("well-", dejaVuBold16), ("known", dejaVu16)])
        for _ in 0..<2 {
            #expect(
                cache.minimumContentWidth(of: text, lineHeight: nil)
                    == fonts.minimumContentWidth(of: text, lineHeight: nil))
        }
        #expect(cache.statistics == CachingTextMeasurer.Statistics(hits: 1, misses: 1))
    }

    @Test("A counting measurer forwards the question to its base and records it")
    func countingMeasurerForwardsAndRecords() {
        let counting = CountingTextMeasurer(fonts)
        #expect(counting.minimumContentWidth(of: "well-known", font: dejaVu16, lineHeight: 20) == oneLine("known"))
        let call = counting.minimumContentWidthCalls.first
        #expect(counting.minimumContentWidthCalls.count == 1)
        #expect(call?.text == "well-known")
        #expect(call?.font == dejaVu16)
        #expect(call?.lineHeight == 20)
        #expect(counting.sizeCalls.isEmpty)
    }

    @Test("A flex item measured through a counting measurer asks it once for its minimum")
    func flexItemAsksTheMeasurer() {
        let counting = CountingTextMeasurer(fonts)
        let flex = FlexLayout(children: [FlexItem(LabelLayout(text: "well-known", font: dejaVu16, lineHeight: 20))])
        let item = flex.arrangement(width: 10, context: LayoutContext(textMeasurer: counting)).sublayouts[0]
        #expect(item.frame.width == oneLine("known"))
        #expect(counting.minimumContentWidthCalls.map(\.text) == ["well-known"])
    }
}
