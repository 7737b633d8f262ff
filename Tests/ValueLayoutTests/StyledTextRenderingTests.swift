import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// How the SVG and HTML renderers draw attributed text: run by run, each piece of a line in its
/// run's font, kern and baseline offset.
@MainActor
@Suite("Styled text rendering")
struct StyledTextRenderingTests {
    /// "Hello " in the label's font (17 points, regular), then "world" in 24-point bold.
    nonisolated static var greeting: AttributedString {
        var text = AttributedString("Hello ")
        var world = AttributedString("world")
        world.layoutFont = Font(size: 24, weight: .bold)
        text += world
        return text
    }

    /// The stand-in font's size (11.56 for a 17-point line) scaled by 24 / 17, the bold run's size
    /// relative to the first run's: 16.32.
    static let boldPiece = "<tspan style=\"font-weight:700;font-size:16.32px\">"

    @Test("Each run of a line is a tspan with its weight and its size relative to the first run's")
    func svgRuns() {
        let svg = LabelLayout(attributedText: Self.greeting).arrangement(context: .fixedAdvance).svg()
        // 11 characters of 7 points: one line, 77 wide.
        #expect(
            svg.contains(
                "<text class=\"text\" x=\"0\" y=\"12.75\" font-size=\"11.56\" textLength=\"77\" "
                    + "lengthAdjust=\"spacingAndGlyphs\"><tspan>Hello </tspan>\(Self.boldPiece)world</tspan></text>\n"))
    }

    @Test("In HTML, each run of a line is a span with the same declarations")
    func htmlRuns() {
        let label = LabelLayout(attributedText: Self.greeting)
        let element = HTMLElementView(frame: CGRect(x: 0, y: 0, width: 77, height: 17))
        element.text = label.text
        element.styledText = label.styledText
        let html = element.html(textMeasurer: FixedAdvanceTextMeasurer())
        #expect(
            html.contains(
                "<span class=\"vl-line\" style=\"height:17px;line-height:17px;font-size:11.56px\"><span>Hello </span>"
                    + "<span style=\"font-weight:700;font-size:16.32px\">world</span></span>"))
    }

    @Test("A truncated line keeps its runs; the ellipsis takes the style of the character before it")
    func truncatedRuns() {
        let svg = LabelLayout(attributedText: Self.greeting, numberOfLines: 1, alignment: .fill)
            .arrangement(width: 56, context: .fixedAdvance).svg()
        // 8 characters fit in 56 points: "Hello w" and the ellipsis, which is bold like the "w".
        #expect(
            svg.contains(
                "textLength=\"56\" lengthAdjust=\"spacingAndGlyphs\"><tspan>Hello </tspan>"
                    + "\(Self.boldPiece)w\u{2026}</tspan></text>\n"))
    }

    @Test("A run's kern is its letter spacing, its baseline offset a baseline shift (SVG) or vertical-align (HTML)")
    func kernAndBaselineOffset() {
        var text = AttributedString("a")
        var raised = AttributedString("b")
        raised[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = 1.5
        raised[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] = 2
        text += raised
        let label = LabelLayout(attributedText: text)
        // The fixed-advance measurer ignores kern: two characters, 14 points.
        let svg = label.arrangement(context: .fixedAdvance).svg()
        #expect(
            svg.contains(
                "textLength=\"14\" lengthAdjust=\"spacingAndGlyphs\"><tspan>a</tspan>"
                    + "<tspan style=\"letter-spacing:1.5px;baseline-shift:2px\">b</tspan></text>\n"))
        let element = HTMLElementView(frame: CGRect(x: 0, y: 0, width: 14, height: 17))
        element.text = label.text
        element.styledText = label.styledText
        #expect(
            element.html(textMeasurer: FixedAdvanceTextMeasurer()).contains(
                "<span>a</span><span style=\"letter-spacing:1.5px;vertical-align:2px\">b</span>"))
    }

    @Test("A run's family is named before the stand-in monospace family")
    func family() {
        var text = AttributedString("a")
        var named = AttributedString("b")
        named.layoutFont = Font(family: "Avenir Next", size: 17)
        text += named
        let svg = LabelLayout(attributedText: text).arrangement(context: .fixedAdvance).svg()
        #expect(
            svg.contains("<tspan>a</tspan><tspan style=\"font-family:&quot;Avenir Next&quot;,monospace\">b</tspan>"))
    }

    @Test("Attributed text of one uniform run is drawn as plain text in the run's font")
    func uniformRun() {
        let attributed = LabelLayout(attributedText: AttributedString("Hello")).arrangement(context: .fixedAdvance)
        let plain = LabelLayout(text: "Hello").arrangement(context: .fixedAdvance)
        #expect(attributed.svg() == plain.svg())
    }

    @Test("With real fonts, each run is drawn in the face its font resolves to, at its size")
    func realFonts() {
        let context = LayoutContext(textMeasurer: FontTextMeasurer(catalog: .bundled))
        let svg = LabelLayout(attributedText: Self.greeting).arrangement(context: context).svg()
        #expect(
            svg.contains(
                "<tspan style=\"font-family:&quot;DejaVu Sans&quot;;font-weight:400;font-style:normal;"
                    + "font-size:17px\">Hello </tspan>"))
        #expect(
            svg.contains(
                "<tspan style=\"font-family:&quot;DejaVu Sans&quot;;font-weight:700;font-style:normal;"
                    + "font-size:24px\">world</tspan></text>\n"))
        // Both faces are named in the comment.
        #expect(svg.contains("DejaVu Sans Bold (DejaVuSans-Bold.ttf)"))
    }
}
