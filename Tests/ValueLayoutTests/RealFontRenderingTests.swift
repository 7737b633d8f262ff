import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// The SVG and HTML renderers with a `FontTextMeasurer` of the DejaVu Sans test fonts: text drawn
/// in the font it was measured with, in the measurer's lines. (The fixed-advance output is
/// pinned by `SVGRendererTests` and `HTMLHostTests`; the browser's side of the check is
/// `scripts/check-html-in-chromium.sh`.)
@MainActor
@Suite("Rendering with real fonts")
struct RealFontRenderingTests {
    static let measurer = FontTextMeasurer(
        catalog: FontCatalog(faces: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].compactMap { TestFonts.faces[$0] }))

    /// "hello world again" in 17 pt DejaVu Sans with 20-point lines, at most 100 points wide:
    /// "hello world" is 93.29… points, so the text breaks after it.
    static let label = LabelLayout(text: "hello world again", lineHeight: 20, viewReuseId: "text")
    /// The same in bold, which is wider: "hello" (53.76… points), "world" and "again".
    static let boldLabel = LabelLayout(
        text: "hello world again", font: Font(size: 17, weight: .bold), lineHeight: 20, viewReuseId: "bold")

    @Test("The measurer's lines, which the renderers draw")
    func lines() {
        #expect(Self.measurer.catalog.faces.count == 2)
        #expect(
            Self.measurer.lines(of: Self.label.text, font: .body, lineHeight: 20, numberOfLines: 0, maxWidth: 100)
                == ["hello world", "again"])
        #expect(
            Self.measurer.lines(
                of: Self.boldLabel.text, font: Self.boldLabel.font, lineHeight: 20, numberOfLines: 0, maxWidth: 100)
                == ["hello", "world", "again"])
    }

    @Test("SVG: each line in the face's family, weight and size, unstretched, with a note of the fonts")
    func svg() {
        let svg = StackLayout(axis: .vertical, sublayouts: [Self.label, Self.boldLabel])
            .arrangement(width: 100, context: LayoutContext(textMeasurer: Self.measurer))
            .svg(textMeasurer: Self.measurer)
        // Baselines: DejaVu Sans's ascender is 1901/2048 em (15.779… points at 17) and its
        // descender −483/2048 em (−4.009…), so half the leading of a 20-point line is 0.105… and
        // each baseline is 15.885… points below its line's top.
        #expect(
            svg == #"""
                <svg xmlns="http://www.w3.org/2000/svg" width="232" height="232" viewBox="-8 -8 116 116">
                <!-- Text measured by FontTextMeasurer, drawn in DejaVu Sans Book (DejaVuSans.ttf), DejaVu Sans Bold (DejaVuSans-Bold.ttf) -->
                <style>.node{fill:none;stroke:#9aa0a6;stroke-width:0.5;stroke-dasharray:2 2}.identified{fill:#e8f0fe;fill-opacity:0.55;stroke:#1a73e8;stroke-width:0.75}.id{font:5px monospace;fill:#1a73e8}.text{font-family:monospace;fill:#202124}</style>
                <rect x="-8" y="-8" width="116" height="116" fill="#ffffff"/>
                <rect class="node" x="0" y="0" width="100" height="100"><title>StackLayout (0, 0, 100, 100)</title></rect>
                <rect class="identified" x="0" y="0" width="93.29248046875" height="40"><title>LabelLayout (0, 0, 93.29248046875, 40) &quot;text&quot;</title></rect>
                <text class="text" x="0" y="15.88525390625" style="font-family:&quot;DejaVu Sans&quot;;font-weight:400;font-style:normal;font-size:17px" xml:space="preserve">hello world</text>
                <text class="text" x="0" y="35.88525390625" style="font-family:&quot;DejaVu Sans&quot;;font-weight:400;font-style:normal;font-size:17px" xml:space="preserve">again</text>
                <text class="id" x="1" y="6" textLength="12" lengthAdjust="spacingAndGlyphs">text</text>
                <rect class="identified" x="0" y="40" width="53.76416015625" height="60"><title>LabelLayout (0, 40, 53.76416015625, 60) &quot;bold&quot;</title></rect>
                <text class="text" x="0" y="55.88525390625" style="font-family:&quot;DejaVu Sans&quot;;font-weight:700;font-style:normal;font-size:17px" xml:space="preserve">hello</text>
                <text class="text" x="0" y="75.88525390625" style="font-family:&quot;DejaVu Sans&quot;;font-weight:700;font-style:normal;font-size:17px" xml:space="preserve">world</text>
                <text class="text" x="0" y="95.88525390625" style="font-family:&quot;DejaVu Sans&quot;;font-weight:700;font-style:normal;font-size:17px" xml:space="preserve">again</text>
                <text class="id" x="1" y="46" textLength="12" lengthAdjust="spacingAndGlyphs">bold</text>
                </svg>

                """#)
    }

    @Test("SVG: right to left, each line ends at the label's trailing edge")
    func svgRightToLeft() {
        let svg = Self.label
            .arrangement(width: 100, context: LayoutContext(textMeasurer: Self.measurer, direction: .rightToLeft))
            .svg(textMeasurer: Self.measurer)
        // Laid out 100 wide, right to left, the 93.29…-point label ends at 100; "again" is 47.12…
        // points wide, so it starts at 52.87…, and "hello world" (93.29…) at 6.70….
        let again = Self.measurer.size(of: "again", font: .body, lineHeight: 20, numberOfLines: 1, maxWidth: 100)
        #expect(again.width == 47.12353515625)
        #expect(svg.contains(#"<text class="text" x="6.70751953125" y="15.88525390625" style="font-family:"#))
        #expect(svg.contains(#"<text class="text" x="52.87646484375" y="35.88525390625" style="font-family:"#))
    }

    /// A host holding `label` (with an HTML element as its view) laid out 100 wide.
    static func host(_ label: LabelLayout) -> HTMLElementView {
        let host = HTMLElementView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        LabelLayout(
            text: label.text, font: label.font, lineHeight: label.lineHeight, viewReuseId: label.viewReuseId,
            view: HTMLElementView.describe(label: label)
        ).arrangement(width: 100, context: LayoutContext(textMeasurer: Self.measurer)).makeViews(in: host)
        return host
    }

    @Test("HTML: one text div that the browser breaks, in the face, with the measurer's lines")
    func html() {
        #expect(
            Self.host(Self.label).html(textMeasurer: Self.measurer) == """
                <div class="vl-view" style="left:0px;top:0px;width:100px;height:100px">
                  <div class="vl-view vl-label" data-reuse-id="text" style="left:0px;top:0px;width:93.29248046875px;height:40px">\
                <div class="vl-text" style="font-family:&quot;DejaVu Sans&quot;;font-weight:400;font-style:normal;\
                font-size:17px;line-height:20px;white-space:pre-wrap;overflow-wrap:break-word;word-break:normal;\
                hyphens:none;font-kerning:normal;font-variant-ligatures:normal;font-synthesis:none;letter-spacing:0;\
                word-spacing:0" data-lines="[&quot;hello world&quot;,&quot;again&quot;]">hello world again</div></div>
                </div>

                """)
    }

    @Test("HTML: a label cut by word wrapping shows only the text of the lines shown")
    func htmlTruncated() {
        let label = LabelLayout(
            text: "hello world again", lineHeight: 20, numberOfLines: 1, lineBreakMode: .byWordWrapping,
            viewReuseId: "text")
        let html = Self.host(label).html(textMeasurer: Self.measurer)
        #expect(html.contains(#"data-lines="[&quot;hello world&quot;]">hello world</div>"#))
    }

    @Test("HTML: a label truncated at its last line draws the cut line, which fits, as the last of data-lines")
    func htmlTruncatedTail() throws {
        let label = LabelLayout(text: "hello world again", lineHeight: 20, numberOfLines: 1, viewReuseId: "text")
        let host = Self.host(label)
        let element = try #require(host.children.first)
        let html = host.html(textMeasurer: Self.measurer)
        let lines = try #require(html.split(separator: "data-lines=\"[&quot;").last?.split(separator: "&quot;]").first)
        #expect(lines.hasSuffix("\u{2026}"))
        #expect(!lines.contains("&quot;"))
        #expect(html.contains(">\(lines)</div>"))
        let width = Self.measurer.size(
            of: String(lines), font: .body, lineHeight: 20, numberOfLines: 1, maxWidth: .infinity
        ).width
        #expect(width <= element.frame.width + 1 / 64)
    }

    @Test("HTML: a cut last line starts on a line of its own, so that the browser breaks before it")
    func htmlCutLineOnItsOwnLine() throws {
        let text = "hello world again and again"
        let label = LabelLayout(text: text, lineHeight: 20, numberOfLines: 2, viewReuseId: "text")
        let host = Self.host(label)
        let element = try #require(host.children.first)
        let measured = Self.measurer.lines(
            of: text, font: .body, lineHeight: 20, numberOfLines: 0, maxWidth: element.frame.width)
        try #require(measured.count > 2)
        let html = host.html(textMeasurer: Self.measurer)
        // The first line and the space at its break, a newline, then the cut second line.
        #expect(html.contains(">\(measured[0]) \n\(measured[1].prefix(1))"))
        #expect(html.contains("\u{2026}</div>"))
    }

    @Test("HTML page: styled text embeds the face of each run, and its runs are spans in their faces")
    func pageStyledText() {
        var text = AttributedString("hello ")
        var bold = AttributedString("world")
        bold.layoutFont = Font(size: 17, weight: .bold)
        text += bold
        let label = LabelLayout(attributedText: text, lineHeight: 20)
        let host = HTMLElementView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        LabelLayout(attributedText: text, lineHeight: 20, view: HTMLElementView.describe(label: label))
            .arrangement(width: 200, context: LayoutContext(textMeasurer: Self.measurer)).makeViews(in: host)
        var page = HTMLPage(title: "styled", textMeasurer: Self.measurer)
        page.add(host, caption: "styled")
        let html = page.render()
        #expect(html.contains(TestFonts.data("DejaVuSans.ttf").base64EncodedString()))
        #expect(html.contains(TestFonts.data("DejaVuSans-Bold.ttf").base64EncodedString()))
        #expect(
            html.contains(
                "<span style=\"font-family:&quot;DejaVu Sans&quot;;font-weight:700;font-style:normal;"
                    + "font-size:17px\">world</span></div>"))
    }

    @Test("HTML page: @font-face embeds the file of each face used, and a comment names them")
    func page() {
        var page = HTMLPage(title: "fonts", textMeasurer: Self.measurer)
        page.add(
            Self.host(Self.label), caption: "regular", expectedFrames: ["text": CGRect(x: 0, y: 0, width: 1, height: 1)]
        )
        let html = page.render()
        #expect(
            html.hasPrefix(
                "<!DOCTYPE html>\n<html>\n"
                    + "<!-- Text measured by FontTextMeasurer, drawn in DejaVu Sans Book (DejaVuSans.ttf) -->\n<head>\n"
            ))
        let regular = TestFonts.data("DejaVuSans.ttf").base64EncodedString()
        #expect(
            html.contains(
                "\n@font-face{font-family:\"DejaVu Sans\";font-weight:400;font-style:normal;"
                    + "src:url(data:font/ttf;base64,\(regular)) format(\"truetype\")}\n</style>\n"))
        // Only the faces some text uses are embedded.
        #expect(!html.contains(TestFonts.data("DejaVuSans-Bold.ttf").base64EncodedString()))
        #expect(html.contains(#"data-lines="[&quot;hello world&quot;,&quot;again&quot;]">hello world again</div>"#))
        #expect(html.contains("document.fonts.ready.then(run);"))
    }

    @Test("Fixed-advance text is drawn as before: stretched SVG lines, HTML lines as spans, no fonts")
    func fixedAdvanceUnchanged() {
        let arrangement = Self.label.arrangement(width: 100, context: .fixedAdvance)
        let svg = arrangement.svg(textMeasurer: FixedAdvanceTextMeasurer())
        #expect(!svg.contains("<!--"))
        #expect(svg.contains(#"textLength="77" lengthAdjust="spacingAndGlyphs">hello world</text>"#))
        var page = HTMLPage(title: "fixed", textMeasurer: FixedAdvanceTextMeasurer())
        page.add(HTMLElementView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), caption: "host")
        #expect(!page.render().contains("@font-face"))
        #expect(!page.render().contains("<!--"))
    }

    @Test("A face read from data has no file to embed")
    func faceFromData() throws {
        let face = try FontFace(data: TestFonts.data("DejaVuSans.ttf"))
        #expect(face.fileURL == nil)
        #expect(TestFonts.faces["DejaVuSans.ttf"]?.fileURL == TestFonts.url("DejaVuSans.ttf"))
    }
}
