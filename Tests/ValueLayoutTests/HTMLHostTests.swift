import Foundation
import Testing
import ValueLayout

/// The HTML host: realising into `HTMLElementView`s and writing them out as HTML. (The browser
/// check itself is `scripts/check-html-in-chromium.sh`; these tests need no browser.)
@MainActor
@Suite("HTML host")
struct HTMLHostTests {
    /// A 60×42 card (inset 4) around a row of a 10×10 "dot" and the label "hi there", which breaks
    /// into "hi" and "there" (35×34) in the 38 points it gets; see `SVGRendererTests.card`.
    static func card() -> any Layout {
        let label = LabelLayout(text: "hi there", viewReuseId: "text")
        return InsetLayout(
            inset: 4, viewReuseId: "card", view: HTMLElementView.describe(className: "card"),
            sublayout: StackLayout(
                axis: .horizontal, spacing: 4,
                sublayouts: [
                    SizeLayout(width: 10, height: 10, viewReuseId: "dot", view: HTMLElementView.describe()),
                    LabelLayout(text: label.text, viewReuseId: "text", view: HTMLElementView.describe(label: label)),
                ]))
    }

    @Test("Each view becomes an absolutely positioned div nested in its parent's, with its lines")
    func elements() throws {
        let host = HTMLElementView(frame: rect(0, 0, 60, 42))
        Self.card().arrangement(width: 60, context: .fixedAdvance).makeViews(in: host)
        let card = try #require(host.children.first)
        // The stack has no view: "dot" is at (4, 4) + (0, 12), the label at (4, 4) + (14, 0).
        #expect(
            card.html(textMeasurer: FixedAdvanceTextMeasurer()) == """
                <div class="vl-view card" data-reuse-id="card" style="left:0px;top:0px;width:60px;height:42px">
                  <div class="vl-view" data-reuse-id="dot" style="left:4px;top:16px;width:10px;height:10px"></div>
                  <div class="vl-view vl-label" data-reuse-id="text" style="left:18px;top:4px;width:35px;height:34px">\
                <span class="vl-line" style="height:17px;line-height:17px;font-size:11.56px">hi</span>\
                <span class="vl-line" style="height:17px;line-height:17px;font-size:11.56px">there</span></div>
                </div>

                """)
    }

    @Test("A page places hosts side by side and converts expected frames to page coordinates")
    func pageExpectations() {
        let first = HTMLElementView(frame: rect(0, 0, 60, 42))
        let second = HTMLElementView(frame: rect(0, 0, 60, 42))
        var page = HTMLPage(title: "cards")
        page.add(first, caption: "one", expectedFrames: ["dot": rect(4, 16, 10, 10)])
        page.add(second, caption: "two", direction: .rightToLeft, expectedFrames: ["dot": rect(46, 16, 10, 10)])
        // Margin 24, caption 28: the first host is at (24, 52); the second 60 + 40 further right.
        #expect(page.hostOrigins == [CGPoint(x: 24, y: 52), CGPoint(x: 124, y: 52)])
        let html = page.render()
        #expect(html.contains(#"{"frames":{"dot":[28,68,10,10]},"id":"vl-host-0"}"#))
        #expect(html.contains(#"{"frames":{"dot":[170,68,10,10]},"id":"vl-host-1"}"#))
        #expect(
            html.contains(
                #"<div class="vl-host" id="vl-host-1" dir="rtl" style="left:124px;top:52px;width:60px;height:42px">"#))
        // The check's result line is added by its script, only for a page opened with `?check`.
        #expect(!html.contains("<pre"))
        #expect(html.contains(#"if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }"#))
        #expect(html.contains(#""resultTop":"#))
    }

    @Test("A page without expectations has no check script")
    func pageWithoutCheck() {
        var page = HTMLPage(title: "plain")
        page.add(HTMLElementView(frame: rect(0, 0, 10, 10)), caption: "host")
        #expect(!page.render().contains("<script"))
    }
}
