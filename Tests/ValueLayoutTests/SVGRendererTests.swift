import Foundation
import Testing
import ValueLayout

/// The SVG rendering of an arrangement: boxes, reuse ids and label lines.
@Suite("SVG rendering")
struct SVGRendererTests {
    /// A card (inset 4) around a row, 4 apart, of a 10×10 "dot" and the label "hi there", laid out
    /// 60 wide: the row is 52 wide, the label gets 52 − 10 − 4 = 38 points, 5 characters a line,
    /// so it breaks into "hi" and "there" (35×34); the dot centres itself in the 34-tall row.
    static let card = InsetLayout(
        inset: 4, viewReuseId: "card",
        sublayout: StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                SizeLayout(width: 10, height: 10, viewReuseId: "dot"),
                LabelLayout(text: "hi there", viewReuseId: "text"),
            ]))

    static let expected = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="152" height="116" viewBox="-8 -8 76 58">
        <style>.node{fill:none;stroke:#9aa0a6;stroke-width:0.5;stroke-dasharray:2 2}.identified{fill:#e8f0fe;fill-opacity:0.55;stroke:#1a73e8;stroke-width:0.75}.id{font:5px monospace;fill:#1a73e8}.text{font-family:monospace;fill:#202124}</style>
        <rect x="-8" y="-8" width="76" height="58" fill="#ffffff"/>
        <rect class="identified" x="0" y="0" width="60" height="42"><title>InsetLayout (0, 0, 60, 42) &quot;card&quot;</title></rect>
        <text class="id" x="1" y="6" textLength="12" lengthAdjust="spacingAndGlyphs">card</text>
        <rect class="node" x="4" y="4" width="52" height="34"><title>StackLayout (4, 4, 52, 34)</title></rect>
        <rect class="identified" x="4" y="16" width="10" height="10"><title>SizeLayout (0, 12, 10, 10) &quot;dot&quot;</title></rect>
        <text class="id" x="5" y="22" textLength="6" lengthAdjust="spacingAndGlyphs">d…</text>
        <rect class="identified" x="18" y="4" width="35" height="34"><title>LabelLayout (14, 0, 35, 34) &quot;text&quot;</title></rect>
        <text class="text" x="18" y="16.75" font-size="11.56" textLength="14" lengthAdjust="spacingAndGlyphs">hi</text>
        <text class="text" x="18" y="33.75" font-size="11.56" textLength="35" lengthAdjust="spacingAndGlyphs">there</text>
        <text class="id" x="19" y="10" textLength="12" lengthAdjust="spacingAndGlyphs">text</text>
        </svg>

        """#

    @Test("A small tree renders to a stable SVG document")
    func snapshot() {
        let svg = Self.card.arrangement(width: 60, context: .fixedAdvance).svg(textMeasurer: FixedAdvanceTextMeasurer())
        // The stack has no id or view: a dashed outline. The dot is at (0, 12) in the row, (4, 16) on
        // the page; the label at (14, 0), (18, 4), with baselines three quarters down each 17-point
        // line (4 + 12.75, 4 + 17 + 12.75), each line stretched to its measured width (2 and 5
        // characters of 7 points). Tags are 10 pixels at 2 pixels a point: 5 points, 3 a
        // character, 1 inside the box, baseline 5 below the top; the dot's 10 points hold 2
        // characters, so "dot" is cut to "d…".
        #expect(svg == Self.expected)
    }
}

extension SVGRendererTests {
    @Test("Right-to-left label lines end at the label's trailing (right) edge")
    func rightToLeftLines() {
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
        let svg = Self.card.arrangement(width: 60, context: context).svg(textMeasurer: context.textMeasurer)
        // Mirrored: the label is at 52 − 14 − 35 = 3 in the row, 7 on the page, so its right edge
        // is at 42; "hi" (14 wide) starts at 28 and "there" (35 wide) at 7.
        #expect(svg.contains("<text class=\"text\" x=\"28\" y=\"16.75\""))
        #expect(svg.contains("<text class=\"text\" x=\"7\" y=\"33.75\""))
    }

    @Test("Text and reuse ids are escaped")
    func escaping() {
        let svg = LabelLayout(text: "a<b & \"c\"", viewReuseId: "<id>").arrangement().svg()
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        #expect(svg.contains(">&lt;id&gt;</text>"))
        #expect(!svg.contains("<id>"))
    }
}
