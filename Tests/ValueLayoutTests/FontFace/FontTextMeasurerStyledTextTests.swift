import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

private let catalog = FontCatalog(
    faces: [TestFonts.faces["DejaVuSans.ttf"], TestFonts.faces["DejaVuSans-Bold.ttf"]].compactMap { $0 })
private let book = TestFonts.faces["DejaVuSans.ttf"]!
private let bold = TestFonts.faces["DejaVuSans-Bold.ttf"]!
private let regular12 = Font(family: "DejaVu Sans", size: 12)
private let bold24 = Font(family: "DejaVu Sans", size: 24, weight: .bold)

/// Styled text made of `parts`: each a text, its font, kern and baseline offset.
private func spaced(_ parts: [(String, Font, CGFloat, CGFloat)]) -> StyledText {
    let string = parts.map(\.0).joined()
    var runs: [StyledText.Run] = []
    var start = string.startIndex
    for part in parts {
        let end = string.utf8.index(start, offsetBy: part.0.utf8.count)
        runs.append(StyledText.Run(range: start..<end, font: part.1, kern: part.2, baselineOffset: part.3))
        start = end
    }
    return StyledText(string: string, runs: runs)
}

/// Styled text made of `parts`: each a text and its font.
private func styled(_ parts: [(String, Font)]) -> StyledText { spaced(parts.map { ($0.0, $0.1, 0, 0) }) }

/// The CSS baseline of a line `lineHeight` tall in `face` at `size`: half the leading, then the ascent.
private func baseline(_ face: FontFace, size: CGFloat, lineHeight: CGFloat) -> CGFloat {
    let ascent = face.ascender(size: size)
    return (lineHeight - (ascent - face.descender(size: size))) / 2 + ascent
}

@Suite("Font text measurer, styled text")
struct FontTextMeasurerStyledTextTests {
    let measurer = FontTextMeasurer(catalog: catalog)

    func size(
        _ text: StyledText, _ maxWidth: CGFloat, lineHeight: CGFloat? = nil, mode: LineBreakMode = .byWordWrapping,
        lines: Int = 0
    ) -> CGSize {
        measurer.size(of: text, lineHeight: lineHeight, numberOfLines: lines, lineBreakMode: mode, maxWidth: maxWidth)
    }

    func lines(
        _ text: StyledText, _ maxWidth: CGFloat, lineHeight: CGFloat? = nil, mode: LineBreakMode = .byWordWrapping,
        lines: Int = 0
    ) -> [Substring] {
        measurer.lines(of: text, lineHeight: lineHeight, numberOfLines: lines, lineBreakMode: mode, maxWidth: maxWidth)
    }

    func baselines(_ text: StyledText, _ maxWidth: CGFloat, lineHeight: CGFloat? = nil) -> TextBaselines {
        measurer.baselines(
            of: text, lineHeight: lineHeight, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: maxWidth)
    }

    @Test("The measurer measures styled text")
    func measuresStyledText() {
        #expect(measurer.measuresStyledText)
    }

    @Test(
        "Uniform styled text measures exactly as plain text: size, lines and baselines",
        arguments: [
            "Hello world", "The quick brown fox jumps over the lazy dog.", "two\n\nparagraphs", "  indented",
            "café naïve",
        ],
        [30, 80, 1_000] as [CGFloat])
    func uniformIsPlain(text: String, maxWidth: CGFloat) {
        let font = Font(family: "DejaVu Sans", size: 17)
        let uniform = StyledText(text, font: font)
        for lineHeight in [nil, 25] as [CGFloat?] {
            #expect(
                size(uniform, maxWidth, lineHeight: lineHeight)
                    == measurer.size(of: text, font: font, lineHeight: lineHeight, numberOfLines: 0, maxWidth: maxWidth)
            )
            #expect(
                lines(uniform, maxWidth, lineHeight: lineHeight)
                    == measurer.lines(
                        of: text, font: font, lineHeight: lineHeight, numberOfLines: 0, maxWidth: maxWidth))
            #expect(
                baselines(uniform, maxWidth, lineHeight: lineHeight)
                    == measurer.baselines(
                        of: text, font: font, lineHeight: lineHeight, numberOfLines: 0, maxWidth: maxWidth))
        }
    }

    @Test("Each run is shaped alone in its face and size: no kerning across a run boundary")
    func runsShapedApart() {
        let text = styled([("AV", regular12), ("AV", bold24)])
        let width = book.advance(of: "AV", size: 12) + bold.advance(of: "AV", size: 24)
        #expect(size(text, .infinity).width == width)
        // "VA" across the boundary would kern; split, it does not.
        let split = styled([("A", regular12), ("V", Font(family: "DejaVu Sans", size: 12, weight: .bold))])
        #expect(size(split, .infinity).width == book.advance(of: "A", size: 12) + bold.advance(of: "V", size: 12))
    }

    @Test("A word across two runs is one segment: it wraps whole, as wide as its two parts")
    func wordAcrossRuns() {
        let text = styled([("go ", regular12), ("Hello", regular12.withSize(13)), ("world", bold24)])
        let word = book.advance(of: "Hello", size: 13) + bold.advance(of: "world", size: 24)
        // The word fits alone on a line, but not after "go " (where "go Hello" would).
        #expect(lines(text, word + 1) == ["go", "Helloworld"])
        #expect(size(text, word + 1).width == word)
    }

    @Test("A line is as tall as the tallest run with characters on it; each line on its own")
    func lineHeightOfTallestRun() {
        let text = styled([("small ", regular12), ("BIG", bold24), ("\ntiny", regular12)])
        let expected = bold.defaultLineHeight(size: 24) + book.defaultLineHeight(size: 12)
        #expect(size(text, .infinity).height == expected)
        #expect(lines(text, .infinity) == ["small BIG", "tiny"])
    }

    @Test("The spaces that hang at a line's end and its hard break count as the line's characters")
    func hangingSpacesCount() {
        // "a" then a 24 pt space that hangs at the break, then "b" at 12 pt on the next line.
        let text = styled([("a", regular12), (" ", bold24), ("b", regular12)])
        let maxWidth = book.advance(of: "a", size: 12) + 1
        #expect(lines(text, maxWidth) == ["a", "b"])
        #expect(size(text, maxWidth).height == bold.defaultLineHeight(size: 24) + book.defaultLineHeight(size: 12))
        let hardBreak = styled([("a", regular12), ("\n", bold24), ("b", regular12)])
        #expect(
            size(hardBreak, .infinity).height == bold.defaultLineHeight(size: 24) + book.defaultLineHeight(size: 12))
    }

    @Test("An empty line takes the height of the run its position falls in")
    func emptyLineHeight() {
        let text = styled([("a\n", regular12), ("\n", bold24), ("b", regular12)])
        #expect(lines(text, .infinity) == ["a", "", "b"])
        #expect(size(text, .infinity).height == 2 * book.defaultLineHeight(size: 12) + bold.defaultLineHeight(size: 24))
    }

    @Test("A label's line height is every run's line height")
    func fixedLineHeight() {
        let text = styled([("small ", regular12), ("BIG", bold24), ("\ntiny", regular12)])
        #expect(size(text, .infinity, lineHeight: 30).height == 60)
    }

    @Test("The size is the widest line by the sum of the lines' heights")
    func sizeOfLines() {
        let text = styled([("wide line\n", bold24), ("narrow", regular12)])
        let width =
            bold.advance(of: "wide", size: 24) + bold.advance(of: " ", size: 24) + bold.advance(of: "line", size: 24)
        #expect(
            size(text, .infinity)
                == CGSize(width: width, height: bold.defaultLineHeight(size: 24) + book.defaultLineHeight(size: 12)))
    }

    @Test("Kern is added after each character of its run, the last included")
    func kern() {
        let text = spaced([("Hello", regular12, 2, 0), ("AV", regular12, 0, 0)])
        let expected = book.advance(of: "Hello", size: 12) + 5 * 2 + book.advance(of: "AV", size: 12)
        #expect(abs(size(text, .infinity).width - expected) < 1e-9)
    }

    @Test("Kern counts in fitting a line: a letter-spaced word wraps where the plain one fits")
    func kernWraps() {
        let plain = styled([("ab ", regular12), ("cd", regular12.withSize(13))])
        let letterSpaced = spaced([("ab ", regular12, 0, 0), ("cd", regular12.withSize(13), 3, 0)])
        let maxWidth = size(plain, .infinity).width
        #expect(lines(plain, maxWidth) == ["ab cd"])
        #expect(lines(letterSpaced, maxWidth) == ["ab", "cd"])
    }

    @Test("A letter-spaced run is shaped without optional ligatures, as CSS draws letter-spacing")
    func kernTurnsLigaturesOff() {
        // DejaVu Sans has an "ff" ligature narrower than two "f"s (and no kerning between them).
        let ligated = book.advance(of: "ff", size: 12)
        let apart = 2 * book.advance(of: "f", size: 12)
        #expect(ligated < apart)
        let text = spaced([("ff", regular12, 1, 0), ("x", bold24, 0, 0)])
        #expect(abs(size(text, .infinity).width - (apart + 2 + bold.advance(of: "x", size: 24))) < 1e-9)
    }

    @Test("A baseline offset moves glyphs only: the size, lines and baselines are those without it")
    func baselineOffset() {
        let raised = spaced([("E = mc", regular12, 0, 0), ("2", regular12.withSize(8), 0, 6)])
        let level = spaced([("E = mc", regular12, 0, 0), ("2", regular12.withSize(8), 0, 0)])
        for maxWidth in [20, 1_000] as [CGFloat] {
            #expect(size(raised, maxWidth) == size(level, maxWidth))
            #expect(lines(raised, maxWidth) == lines(level, maxWidth))
            #expect(baselines(raised, maxWidth) == baselines(level, maxWidth))
        }
    }

    @Test("The first baseline is the lowest of the first line's runs' baselines (CSS)")
    func firstBaseline() {
        let text = styled([("small ", regular12), ("BIG", bold24), ("\ntiny", regular12)])
        let first = baseline(bold, size: 24, lineHeight: bold.defaultLineHeight(size: 24))
        let last =
            bold.defaultLineHeight(size: 24) + baseline(book, size: 12, lineHeight: book.defaultLineHeight(size: 12))
        #expect(baselines(text, .infinity) == TextBaselines(first: first, last: last))
    }

    @Test("With a label's line height, the baseline is the lowest the line's runs put in a line that tall")
    func baselineWithLineHeight() {
        let text = styled([("small ", regular12), ("BIG", bold24)])
        let expected = max(baseline(book, size: 12, lineHeight: 40), baseline(bold, size: 24, lineHeight: 40))
        #expect(baselines(text, .infinity, lineHeight: 40) == TextBaselines(first: expected, last: expected))
    }

    @Test("Character wrapping breaks between any clusters, as many as fit, across runs")
    func characterWrapping() {
        let text = styled([("abc", regular12), ("def", regular12.withSize(13))])
        let maxWidth = book.advance(of: "abc", size: 12) + book.advance(of: "d", size: 13) + 0.5
        #expect(lines(text, maxWidth, mode: .byCharWrapping) == ["abcd", "ef"])
        #expect(lines(text, maxWidth, mode: .byWordWrapping) == ["abcd", "ef"])
        let words = styled([("ab ", regular12), ("cdef", regular12.withSize(13))])
        let wide = book.advance(of: "ab ", size: 12) + book.advance(of: "cd", size: 13) + 0.5
        #expect(lines(words, wide, mode: .byCharWrapping) == ["ab cd", "ef"])
        #expect(lines(words, wide, mode: .byWordWrapping) == ["ab", "cdef"])
    }

    @Test("Character wrapping takes at least one cluster a line, and keeps clusters whole")
    func characterWrappingOneCluster() {
        let text = StyledText("e\u{301}x", font: regular12)
        #expect(lines(text, 1, mode: .byCharWrapping) == ["e\u{301}", "x"])
    }

    @Test("Character wrapping: the spaces at a break hang, and hard breaks end lines")
    func characterWrappingSpaces() {
        let text = StyledText("ab   cd\nef", font: regular12)
        let maxWidth = book.advance(of: "ab c", size: 12) - 0.5
        let result = lines(text, maxWidth, mode: .byCharWrapping)
        #expect(result == ["ab", "cd", "ef"])
        #expect(
            size(text, maxWidth, mode: .byCharWrapping).width
                == max(
                    book.advance(of: "ab", size: 12), book.advance(of: "cd", size: 12), book.advance(of: "ef", size: 12)
                ))
    }

    @Test(
        "Every mode but character wrapping is word wrapping",
        arguments: [LineBreakMode.byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    func otherModesWrapWords(mode: LineBreakMode) {
        let text = styled([("Hello ", regular12), ("world", bold24)])
        #expect(lines(text, 50, mode: mode) == lines(text, 50, mode: .byWordWrapping))
        #expect(size(text, 50, mode: mode) == size(text, 50, mode: .byWordWrapping))
    }

    @Test("The number of lines caps the lines of styled text")
    func numberOfLines() {
        let text = styled([("one two ", regular12), ("three four", bold24)])
        let all = lines(text, 1)
        #expect(all.count > 2)
        #expect(lines(text, 1, lines: 2) == Array(all.prefix(2)))
        #expect(size(text, 1, lines: 2).height == 2 * book.defaultLineHeight(size: 12))
    }

    @Test("A run in a family the catalog lacks is measured in the catalog's default family")
    func missingFamily() {
        let missing = styled([("Hello ", Font(family: "No Such Family", size: 12)), ("world", bold24)])
        let known = styled([("Hello ", regular12), ("world", bold24)])
        #expect(size(missing, 60) == size(known, 60))
        #expect(lines(missing, 60) == lines(known, 60))
    }

    @Test("Without any face, each run measures 0.6 em a character and 1.2 em a line, finite")
    func noFaces() {
        let empty = FontTextMeasurer(catalog: FontCatalog(faces: []))
        let text = styled([("abc", Font(size: 10)), ("de", Font(size: 20))])
        let result = empty.size(
            of: text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: .infinity)
        #expect(result == CGSize(width: 3 * 6 + 2 * 12, height: 24))
    }

    @Test("Empty runs are dropped: the text measures as without them")
    func emptyRuns() {
        let string = "Hello world"
        let middle = string.index(string.startIndex, offsetBy: 6)
        let withEmpty = StyledText(
            string: string,
            runs: [
                StyledText.Run(range: string.startIndex..<middle, font: regular12, kern: 0, baselineOffset: 0),
                StyledText.Run(range: middle..<middle, font: bold24, kern: 0, baselineOffset: 0),
                StyledText.Run(range: middle..<string.endIndex, font: bold24, kern: 0, baselineOffset: 0),
            ])
        let without = styled([("Hello ", regular12), ("world", bold24)])
        #expect(size(withEmpty, 60) == size(without, 60))
        #expect(lines(withEmpty, 60) == lines(without, 60))
    }

    @Test("Empty styled text measures 0 × 0, with no lines and baselines at 0")
    func emptyText() {
        let empty = StyledText("", font: regular12)
        #expect(size(empty, 100) == .zero)
        #expect(lines(empty, 100) == [])
        #expect(baselines(empty, 100) == TextBaselines(first: 0, last: 0))
        #expect(size(empty, 100, mode: .byCharWrapping) == .zero)
    }

    @Test(
        "A NaN or infinite kern is cleaned by StyledText to 0: the measurer gives finite results",
        arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteKern(kern: CGFloat) {
        let text = spaced([("Hello ", regular12, kern, kern), ("world", bold24, kern, kern)])
        let result = size(text, 60)
        #expect(result.width.isFinite && result.height.isFinite)
        #expect(result == size(styled([("Hello ", regular12), ("world", bold24)]), 60))
    }

    @Test("A NaN, negative or zero width gives finite sizes, one cluster a line", arguments: [CGFloat.nan, -5, 0])
    func badWidth(maxWidth: CGFloat) {
        let text = styled([("ab", regular12), ("c", bold24)])
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
            #expect(lines(text, maxWidth, mode: mode) == ["a", "b", "c"])
            let result = size(text, maxWidth, mode: mode)
            #expect(result.width.isFinite && result.height.isFinite)
        }
    }

    @Test("100,000 runs measure, on a background thread")
    func manyRuns() async {
        let measurer = self.measurer
        let result = await Task.detached {
            var parts: [(String, Font)] = []
            for index in 0..<100_000 {
                parts.append((index % 7 == 6 ? "w " : "w", index % 2 == 0 ? regular12 : bold24))
            }
            let text = styled(parts)
            return measurer.size(
                of: text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: 300)
        }.value
        #expect(result.width > 0 && result.width <= 300 + 1.0 / 64)
        #expect(result.height.isFinite && result.height > 0)
    }

    @Test("A label with attributed text is measured by the styled rules")
    func label() {
        var text = AttributedString("Hello ")
        var world = AttributedString("world")
        world.layoutFont = bold24
        text += world
        let arrangement = LabelLayout(attributedText: text, font: regular12)
            .arrangement(width: 1_000, context: LayoutContext(textMeasurer: measurer))
        let width =
            book.advance(of: "Hello", size: 12) + book.advance(of: " ", size: 12) + bold.advance(of: "world", size: 24)
        #expect(arrangement.frame.size == CGSize(width: width, height: bold.defaultLineHeight(size: 24)))
    }
}

extension Font {
    fileprivate func withSize(_ size: CGFloat) -> Font { Font(family: family, size: size, weight: weight) }
}
