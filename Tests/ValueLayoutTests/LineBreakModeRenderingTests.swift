import Foundation
import Testing
import ValueLayout

/// How the SVG and HTML renderers cut a label's text that does not fit, by its line-break mode,
/// with the fixed-advance measurer (7 points a character, 17 a line; in the stand-in font the
/// renderers draw it with, 11.56 points, baselines 12.75 below each line's top).
@MainActor
@Suite("Line-break mode rendering")
struct LineBreakModeRenderingTests {
    /// 21 characters: in 70 points (10 characters a line) it breaks into "Hello" / "wonderful" /
    /// "world".
    static let text = "Hello wonderful world"

    /// The SVG of `text` in a label of one line, filling a frame 70 wide (10 characters), in `mode`.
    static func oneLineSVG(_ mode: LineBreakMode, text: String = text, width: CGFloat = 70) -> String {
        LabelLayout(text: text, numberOfLines: 1, lineBreakMode: mode, alignment: .fill)
            .arrangement(width: width, context: .fixedAdvance).svg()
    }

    /// The SVG element of one line of text at x 0 and the first baseline, `width` wide.
    static func line(_ text: String, x: CGFloat = 0, y: String = "12.75", width: Int) -> String {
        "<text class=\"text\" x=\"\(Int(x))\" y=\"\(y)\" font-size=\"11.56\" textLength=\"\(width)\" "
            + "lengthAdjust=\"spacingAndGlyphs\">\(text)</text>\n"
    }

    @Test("Truncating tail: the rest of the paragraph, cut to fit 70 points with the ellipsis: Hello won…")
    func truncatingTail() {
        // The measured line is "Hello"; the rest of the paragraph is the whole text. "Hello won" and
        // the ellipsis are 10 characters, 70 points; one more character would not fit.
        #expect(Self.oneLineSVG(.byTruncatingTail).contains(Self.line("Hello won\u{2026}", width: 70)))
    }

    @Test("Truncating head: the ellipsis, then as much of the end as fits: …ful world")
    func truncatingHead() {
        #expect(Self.oneLineSVG(.byTruncatingHead).contains(Self.line("\u{2026}ful world", width: 70)))
    }

    @Test("Truncating middle: the start and the end around the ellipsis, the start one longer: Hello…orld")
    func truncatingMiddle() {
        // Nine characters kept: five of the start and four of the end.
        #expect(Self.oneLineSVG(.byTruncatingMiddle).contains(Self.line("Hello\u{2026}orld", width: 70)))
    }

    @Test("Clipping: as many whole characters of the paragraph as fit, no ellipsis: Hello wond")
    func clipping() {
        #expect(Self.oneLineSVG(.byClipping).contains(Self.line("Hello wond", width: 70)))
        #expect(!Self.oneLineSVG(.byClipping).contains("\u{2026}"))
    }

    @Test("Word wrapping draws the measured line as it is: Hello")
    func wordWrapping() {
        #expect(Self.oneLineSVG(.byWordWrapping).contains(Self.line("Hello", width: 35)))
        #expect(!Self.oneLineSVG(.byWordWrapping).contains("\u{2026}"))
    }

    @Test("Character wrapping draws the measured line, broken between characters: Hello wond")
    func charWrapping() {
        // Measured with character wrapping: ten characters in 70 points, the label 70 wide.
        #expect(Self.oneLineSVG(.byCharWrapping).contains(Self.line("Hello wond", width: 70)))
        #expect(!Self.oneLineSVG(.byCharWrapping).contains("\u{2026}"))
    }

    @Test("Text that fits is drawn as measured in every mode, as the default mode draws it")
    func fittingTextUnchanged() {
        let pictures = LineBreakMode.allCases.map { Self.oneLineSVG($0, text: "Hello") }
        #expect(pictures.allSatisfy { $0 == pictures[0] })
        #expect(pictures[0].contains(Self.line("Hello", width: 35)))
        // Spaces after the last line are not text that does not fit.
        #expect(Self.oneLineSVG(.byTruncatingTail, text: "Hello   ").contains(Self.line("Hello", width: 35)))
    }

    @Test("With a line limit, only the last line shown is cut, in every truncating mode")
    func lastLineOnly() {
        func svg(_ mode: LineBreakMode) -> String {
            LabelLayout(text: "Hello wonderful world again", numberOfLines: 2, lineBreakMode: mode, alignment: .fill)
                .arrangement(width: 70, context: .fixedAdvance).svg()
        }
        // Lines "Hello" / "wonderful" of "Hello" / "wonderful" / "world" / "again"; the second
        // line's paragraph rest is "wonderful world again".
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            #expect(svg(mode).contains(Self.line("Hello", width: 35)))
        }
        // Tail: "wonderful " and the ellipsis; the space before it is dropped.
        #expect(svg(.byTruncatingTail).contains(Self.line("wonderful\u{2026}", y: "29.75", width: 70)))
        #expect(svg(.byTruncatingHead).contains(Self.line("\u{2026}rld again", y: "29.75", width: 70)))
        #expect(svg(.byTruncatingMiddle).contains(Self.line("wonde\u{2026}gain", y: "29.75", width: 70)))
    }

    @Test("A label squeezed below its lines shows those that fit, the last cut by its mode")
    func squeezedLabel() {
        // Measured at three lines (51 points) but given 34: two lines shown, the second cut.
        let layout = SizeLayout(
            width: 70, height: 34,
            sublayout: LabelLayout(text: Self.text, alignment: .fill, viewReuseId: "text"))
        let svg = layout.arrangement(context: .fixedAdvance).svg()
        #expect(svg.contains(Self.line("Hello", width: 35)))
        #expect(svg.contains(Self.line("wonderful\u{2026}", y: "29.75", width: 70)))
        #expect(!svg.contains(">world<"))
    }

    @Test("Text hidden in a later paragraph puts the ellipsis after the shown paragraph, in every truncating mode")
    func laterParagraph() {
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            #expect(Self.oneLineSVG(mode, text: "Hi\nthere").contains(Self.line("Hi\u{2026}", width: 21)))
        }
        #expect(Self.oneLineSVG(.byClipping, text: "Hi\nthere").contains(Self.line("Hi", width: 14)))
    }

    @Test("A frame narrower than the ellipsis shows the ellipsis alone")
    func ellipsisAlone() {
        #expect(Self.oneLineSVG(.byTruncatingTail, width: 5).contains(Self.line("\u{2026}", width: 7)))
    }

    @Test("Right to left, a cut line ends at the label's right edge")
    func rightToLeft() {
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
        let svg = LabelLayout(text: "Hi\nthere", numberOfLines: 1, alignment: .fill)
            .arrangement(width: 70, context: context).svg()
        // "Hi…" is 21 points wide: it starts 21 points left of the right edge, 70.
        #expect(svg.contains(Self.line("Hi\u{2026}", x: 49, width: 21)))
    }

    @Test("HTML elements cut their text as the SVG renderer does")
    func htmlElements() {
        func html(_ mode: LineBreakMode) -> String {
            let element = HTMLElementView(frame: CGRect(x: 0, y: 0, width: 70, height: 17))
            element.text = Self.text
            element.numberOfLines = 1
            element.lineBreakMode = mode
            return element.html(textMeasurer: FixedAdvanceTextMeasurer())
        }
        func line(_ text: String) -> String {
            "<span class=\"vl-line\" style=\"height:17px;line-height:17px;font-size:11.56px\">\(text)</span>"
        }
        #expect(HTMLElementView().lineBreakMode == .byTruncatingTail)
        #expect(html(.byTruncatingTail).contains(line("Hello won\u{2026}")))
        #expect(html(.byTruncatingHead).contains(line("\u{2026}ful world")))
        #expect(html(.byTruncatingMiddle).contains(line("Hello\u{2026}orld")))
        #expect(html(.byClipping).contains(line("Hello wond")))
        #expect(html(.byWordWrapping).contains(line("Hello")))
    }

    @Test("A described HTML element takes the label's mode, and the mode is part of its content identifier")
    func describedElement() throws {
        let label = LabelLayout(text: Self.text, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        let layout = LabelLayout(
            text: Self.text, numberOfLines: 1, lineBreakMode: .byTruncatingHead, alignment: .fill,
            viewReuseId: "text", view: HTMLElementView.describe(label: label))
        let host = HTMLElementView(frame: CGRect(x: 0, y: 0, width: 70, height: 17))
        layout.arrangement(width: 70, context: .fixedAdvance).makeViews(in: host)
        let element = try #require(host.children.first)
        #expect(element.lineBreakMode == .byTruncatingHead)
        #expect(element.html(textMeasurer: FixedAdvanceTextMeasurer()).contains(">\u{2026}ful world</span>"))
        #expect(HTMLElementView.describe(label: label).contentID == Self.text + " lineBreakMode .byTruncatingHead")
        #expect(HTMLElementView.describe(label: LabelLayout(text: "Hi")).contentID == "Hi")
    }
}
