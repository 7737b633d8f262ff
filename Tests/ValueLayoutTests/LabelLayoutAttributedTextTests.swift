import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `LabelLayout(attributedText:)`: runs of fonts read from an `AttributedString`, measured as the
/// context's measurer measures styled text; equality by content; the plain-text route for text in
/// the label's own font; bad kerns and offsets.
@Suite("LabelLayout with attributed text")
struct LabelLayoutAttributedTextTests {
    static let bold = Font(size: 24, weight: .bold)

    /// "Hello " in the label's font and "world" in `bold`, with `kern` on "world".
    static func helloWorld(kern: CGFloat? = nil, offset: CGFloat? = nil) -> AttributedString {
        var text = AttributedString("Hello ")
        var world = AttributedString("world")
        world.layoutFont = bold
        if let kern { world.kern = kern }
        if let offset { world.baselineOffset = offset }
        text += world
        return text
    }

    @Test("Runs take their layoutFont attribute, and the label's font without one")
    func runFonts() {
        let label = LabelLayout(attributedText: Self.helloWorld(), font: Font(size: 15))
        let runs = label.styledText.runs
        #expect(runs.map(\.font) == [Font(size: 15), Self.bold])
        #expect(runs.map { String(label.styledText.string[$0.range]) } == ["Hello ", "world"])
    }

    @Test("A label's text is its attributed text's characters")
    func textIsCharacters() {
        #expect(LabelLayout(attributedText: Self.helloWorld()).text == "Hello world")
    }

    @Test("The fixed-advance measurer measures attributed text as its characters: 7 points each, 17-point lines")
    func fixedAdvanceMeasuresCharacters() {
        let attributed = LabelLayout(attributedText: Self.helloWorld(kern: 3, offset: 4))
        let plain = LabelLayout(text: "Hello world")
        for width: CGFloat in [1000, 50, 0] {
            #expect(
                attributed.measurement(within: size(width, 1000), context: .fixedAdvance).size
                    == plain.measurement(within: size(width, 1000), context: .fixedAdvance).size)
        }
        #expect(attributed.measurement(within: size(1000, 1000), context: .fixedAdvance).size == size(77, 17))
        #expect(attributed.measurement(within: size(50, 1000), context: .fixedAdvance).size == size(35, 34))
    }

    @Test("Kern and baseline offset are read from Foundation's attribute names")
    func kernAndOffset() {
        let runs = LabelLayout(attributedText: Self.helloWorld(kern: 1.5, offset: -2)).styledText.runs
        #expect(runs.map(\.kern) == [0, 1.5])
        #expect(runs.map(\.baselineOffset) == [0, -2])
    }

    @Test("Labels with the same characters and runs are equal and hash alike, however they were built")
    func equalByContent() {
        var built = AttributedString("Hello ")
        built += AttributedString("wor")
        built += AttributedString("ld")
        let range = built.range(of: "world")!
        built[range].layoutFont = Self.bold
        let first = LabelLayout(attributedText: Self.helloWorld())
        let second = LabelLayout(attributedText: built)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test("A different run font makes a different label")
    func differentRunFont() {
        var other = Self.helloWorld()
        other[other.range(of: "world")!].layoutFont = Font(size: 23, weight: .bold)
        #expect(LabelLayout(attributedText: Self.helloWorld()) != LabelLayout(attributedText: other))
    }

    @Test("attributedText gives back the runs; a plain label has none")
    func attributedTextRoundTrip() throws {
        let label = LabelLayout(attributedText: Self.helloWorld(kern: 2))
        let again = try #require(label.attributedText)
        #expect(StyledText(again, font: .body) == label.styledText)
        #expect(LabelLayout(text: "Hello").attributedText == nil)
    }

    @Test("Empty attributed text measures 0 × 0 and has no runs")
    func emptyText() {
        let label = LabelLayout(attributedText: AttributedString(""))
        #expect(label.styledText.runs.isEmpty)
        #expect(label.measurement(within: size(100, 100), context: .fixedAdvance).size == .zero)
    }

    @Test("Text in the label's own font, with no kern, is measured as plain text")
    func uniformTextTakesThePlainRoute() throws {
        let measurer = CountingTextMeasurer()
        let context = LayoutContext(textMeasurer: measurer)
        _ = LabelLayout(attributedText: AttributedString("Hello world"), font: Font(size: 15)).arrangement(
            width: 100, context: context)
        let call = try #require(measurer.sizeCalls.first)
        #expect(call.styledText == nil)
        #expect(call.font == Font(size: 15))
    }

    @Test("Text of several fonts is measured as styled text, word-wrapped when the mode truncates")
    func styledTextIsMeasuredStyled() throws {
        let measurer = CountingTextMeasurer()
        _ = LabelLayout(attributedText: Self.helloWorld()).arrangement(
            width: 100, context: LayoutContext(textMeasurer: measurer))
        let call = try #require(measurer.sizeCalls.first)
        #expect(call.styledText?.runs.count == 2)
        #expect(call.lineBreakMode == .byWordWrapping)
    }

    @Test("Text in one font other than the label's is measured in that font")
    func uniformTextInAnotherFont() {
        var text = AttributedString("abcd")
        text.layoutFont = Font(size: 10)
        let context = LayoutContext(textMeasurer: FontSizeAdvanceMeasurer())
        #expect(
            LabelLayout(attributedText: text, font: Font(size: 30)).measurement(
                within: size(1000, 1000), context: context
            ).size == size(40, 10))
    }

    @Test("A measurer that knows only plain text measures the characters in the first run's font")
    func plainOnlyMeasurerUsesFirstRunFont() {
        var text = AttributedString("ab")
        text.layoutFont = Font(size: 10)
        var tail = AttributedString("cd")
        tail.layoutFont = Font(size: 20)
        text += tail
        let measurer = FontSizeAdvanceMeasurer()
        #expect(!measurer.measuresStyledText)
        #expect(
            LabelLayout(attributedText: text).measurement(
                within: size(1000, 1000), context: LayoutContext(textMeasurer: measurer)
            ).size == size(40, 10))
    }

    @Test(
        "A NaN or infinite kern or baseline offset is treated as 0 and reported", arguments: [CGFloat.nan, .infinity])
    func badKernAndOffset(_ value: CGFloat) {
        let label = LabelLayout(attributedText: Self.helloWorld(kern: value, offset: value))
        #expect(label.styledText.runs.map(\.kern) == [0, 0])
        #expect(label.styledText.runs.map(\.baselineOffset) == [0, 0])
        let properties = label.arrangement(width: 100, context: .fixedAdvance).diagnostics.compactMap {
            if case .badInputCleaned(let property, _, let cleaned) = $0.kind { "\(property)=\(cleaned)" } else { nil }
        }
        #expect(properties == ["attributedText.kern=0.0", "attributedText.baselineOffset=0.0"])
    }

    #if canImport(UIKit) || canImport(AppKit)
        @Test("An NSAttributedString gives the same runs as the AttributedString of the same attributes")
        func nsAttributedString() {
            let text = NSMutableAttributedString(string: "Hello world")
            text.addAttributes(
                [
                    NSAttributedString.Key("ValueLayout.layoutFont"): Self.bold,
                    NSAttributedString.Key("NSKern"): NSNumber(value: 1.5),
                    NSAttributedString.Key("NSBaselineOffset"): NSNumber(value: -2),
                ], range: NSRange(location: 6, length: 5))
            let label = LabelLayout(attributedText: text, font: Font(size: 15))
            #expect(
                label.styledText
                    == LabelLayout(attributedText: Self.helloWorld(kern: 1.5, offset: -2), font: Font(size: 15))
                    .styledText)
            #expect(label.text == "Hello world")
        }

        @Test("An NSAttributedString's NaN kern is treated as 0 and reported")
        func nsAttributedStringBadKern() {
            let text = NSAttributedString(
                string: "ab", attributes: [NSAttributedString.Key("NSKern"): NSNumber(value: Double.nan)])
            let label = LabelLayout(attributedText: text)
            #expect(label.styledText.runs.map(\.kern) == [0])
            let properties = label.arrangement(width: 100, context: .fixedAdvance).diagnostics.compactMap {
                if case .badInputCleaned(let property, _, _) = $0.kind { property } else { nil }
            }
            #expect(properties == ["attributedText.kern"])
        }
    #endif

    @Test("100,000 runs measure on a background thread")
    func manyRuns() async {
        // Appending runs one by one is quadratic in Foundation; doubling a pair of runs is not.
        var pair = AttributedString("a")
        pair.layoutFont = Font(size: 10)
        var second = AttributedString("a")
        second.layoutFont = Font(size: 11)
        pair += second
        var text = AttributedString()
        var power = pair
        var pairs = 50_000
        while pairs > 0 {
            if pairs & 1 == 1 { text += power }
            pairs >>= 1
            if pairs > 0 { power += power }
        }
        let label = LabelLayout(attributedText: text)
        let measured = await Task.detached {
            label.measurement(within: size(700, .infinity), context: .fixedAdvance).size
        }.value
        #expect(label.styledText.runs.count == 100_000)
        #expect(measured == size(700, 17_000))
    }
}

/// A plain-text measurer whose characters are each as wide as the font's size, and whose lines
/// are as tall: it tells which font it was given.
private struct FontSizeAdvanceMeasurer: TextMeasurer {
    func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        text.isEmpty ? .zero : CGSize(width: CGFloat(text.count) * font.size, height: font.size)
    }

    func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        text.isEmpty ? [] : [text[...]]
    }
}
