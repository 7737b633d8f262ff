import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `TextViewLayout`: the text measured within the maximum width less the insets and twice the
/// line fragment padding, which are then added back; empty text one space tall; clamped to the
/// maximum.
@Suite("TextViewLayout")
struct TextViewLayoutTests {
    private static func measured(_ textView: TextViewLayout, within maxSize: CGSize = size(200, 200)) -> CGSize {
        textView.measurement(within: maxSize, context: .fixedAdvance).size
    }

    private static let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

    // MARK: Measuring

    @Test("Without padding or insets, a text view measures its text")
    func plainText() {
        // "Hello world": 11 × 7 = 77 wide, one 17-point line.
        #expect(Self.measured(TextViewLayout(text: "Hello world")) == size(77, 17))
    }

    @Test("The insets and twice the padding are added to the text's size")
    func insetsAndPadding() {
        let textView = TextViewLayout(text: "Hello world", lineFragmentPadding: 5, textContainerInset: Self.insets)
        #expect(textView.lineFragmentPadding == 5)
        #expect(textView.textContainerInset == Self.insets)
        // 77 + 2 + 4 + 2 × 5 wide; 17 + 1 + 3 tall.
        #expect(Self.measured(textView) == size(93, 21))
    }

    @Test("The text wraps within the maximum width less the insets and twice the padding")
    func wrapsWithinInnerWidth() {
        // 60 − 6 − 2 × 2 = 50: "Hello" and "world", 35 × 34; then 35 + 10 wide and 34 + 4 tall.
        let textView = TextViewLayout(text: "Hello world", lineFragmentPadding: 2, textContainerInset: Self.insets)
        #expect(Self.measured(textView, within: size(60, 200)) == size(45, 38))
        let measurer = CountingTextMeasurer()
        _ = textView.arrangement(width: 60, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.maxWidth) == [50])
    }

    @Test("The text is measured once per pass, with no line limit, in the text view's font")
    func measuredOnce() {
        let font = Font(family: "Courier", size: 14)
        let measurer = CountingTextMeasurer()
        _ = TextViewLayout(text: "x", font: font).arrangement(width: 80, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.count == 1)
        let call = measurer.sizeCalls.first
        #expect(call?.text == "x")
        #expect(call?.font == font)
        #expect(call?.lineHeight == nil)
        #expect(call?.numberOfLines == 0)
        #expect(call?.maxWidth == 80)
    }

    @Test("Without a font, the text is measured in 12-point Helvetica, UITextView's default")
    func defaultFont() {
        let textView = TextViewLayout(text: "x")
        #expect(textView.font == nil)
        #expect(textView.textFont == Font(family: "Helvetica", size: 12))
        #expect(TextViewLayout.defaultFont == Font(family: "Helvetica", size: 12))
        let measurer = CountingTextMeasurer()
        _ = textView.arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.font) == [Font(family: "Helvetica", size: 12)])
    }

    @Test("Empty text measures 0 wide and one space tall, plus the insets and padding")
    func emptyText() {
        #expect(Self.measured(TextViewLayout(text: "")) == size(0, 17))
        let framed = TextViewLayout(text: "", lineFragmentPadding: 3, textContainerInset: Self.insets)
        // 0 + 6 + 6 wide; 17 + 4 tall.
        #expect(Self.measured(framed) == size(12, 21))
        let measurer = CountingTextMeasurer()
        _ = framed.arrangement(width: 50, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.text) == [" "])
        #expect(measurer.sizeCalls.map(\.maxWidth) == [38])
    }

    @Test("The measured size is clamped to the maximum")
    func clamped() {
        // 60 − 2 × 5 = 50: 35 × 34, then 45 wide; 34 is clamped to 20.
        let textView = TextViewLayout(text: "Hello world", lineFragmentPadding: 5)
        #expect(Self.measured(textView, within: size(60, 20)) == size(45, 20))
    }

    @Test("Insets and padding wider than the maximum leave the text no width, and the size the maximum")
    func insetsWiderThanMaximum() {
        // 20 − 20 − 10 is below 0: the text is measured 0 wide (one character a line, 7 × 34).
        let textView = TextViewLayout(text: "ab", lineFragmentPadding: 5, textContainerInset: EdgeInsets(10))
        let measurer = CountingTextMeasurer()
        _ = textView.arrangement(width: 20, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.maxWidth) == [0])
        #expect(Self.measured(textView, within: size(20, 100)) == size(20, 54))
        #expect(Self.measured(textView, within: .zero) == .zero)
    }

    @Test("The size is not rounded to whole points; with a scale, the text is rounded up to whole pixels")
    func noWholePointRounding() {
        let measurer = FixedAdvanceTextMeasurer(advance: 7.25, lineHeight: 17.5)
        let textView = TextViewLayout(text: "abc", lineFragmentPadding: 0.5)
        // 21.75 + 1 wide, 17.5 tall.
        #expect(textView.arrangement(context: LayoutContext(textMeasurer: measurer)).frame == rect(0, 0, 22.75, 17.5))
        // At scale 2, 21.75 is 43.5 pixels, rounded up to 44: 22 + 1.
        #expect(
            textView.arrangement(context: LayoutContext(textMeasurer: measurer, scale: 2)).frame == rect(0, 0, 23, 17.5)
        )
    }

    // MARK: Bad input

    @Test(
        "A NaN, infinite or negative padding is treated as 0, and reported",
        arguments: [CGFloat.nan, .infinity, -3])
    func badPadding(_ padding: CGFloat) {
        let textView = TextViewLayout(text: "ab", lineFragmentPadding: padding)
        #expect(textView.lineFragmentPadding == 0)
        #expect(Self.measured(textView) == size(14, 17))
        let cleaned = textView.arrangement(context: .fixedAdvance).diagnostics.compactMap {
            if case .badInputCleaned(let property, _, let cleaned) = $0.kind { (property, cleaned) } else { nil }
        }
        #expect(cleaned.map(\.0) == ["lineFragmentPadding"])
        #expect(cleaned.map(\.1) == [0])
    }

    @Test("Negative insets are stored as 0 by EdgeInsets")
    func negativeInsets() {
        let textView = TextViewLayout(text: "ab", textContainerInset: EdgeInsets(-5))
        #expect(textView.textContainerInset == .zero)
        #expect(Self.measured(textView) == size(14, 17))
    }

    @Test("A NaN or infinite maximum never gives a non-finite size")
    func badMaximum() {
        let textView = TextViewLayout(text: "ab", lineFragmentPadding: 1, textContainerInset: EdgeInsets(2))
        #expect(textView.measurement(within: size(.infinity, .infinity), context: .fixedAdvance).size == size(20, 21))
        #expect(textView.measurement(within: size(.nan, .nan), context: .fixedAdvance).size == .zero)
    }

    // MARK: Arranging

    @Test(
        "The alignment positions the measured text view",
        arguments: [
            (Alignment.topLeading, rect(0, 0, 21, 17)), (.center, rect(39.5, 16.5, 21, 17)),
            (.bottomTrailing, rect(79, 33, 21, 17)), (.fill, rect(0, 0, 100, 50)),
        ])
    func alignment(_ alignment: Alignment, _ expected: CGRect) {
        let textView = TextViewLayout(text: "abc", alignment: alignment)
        #expect(textView.alignment == alignment)
        #expect(textView.arrangement(width: 100, height: 50, context: .fixedAdvance).frame == expected)
    }

    @Test("Right to left mirrors the frame: a leading text view sits on the right")
    func rightToLeftMirrors() {
        let textView = TextViewLayout(text: "abc", textContainerInset: Self.insets)
        #expect(textView.arrangement(width: 100, height: 50, context: .fixedAdvance).frame == rect(0, 0, 27, 21))
        #expect(textView.arrangement(width: 100, height: 50, context: rightToLeft).frame == rect(73, 0, 27, 21))
    }

    @Test("With a scale, a text view is never cut by snapping: its far edge moves out a pixel")
    func snappingGrows() {
        // Unsnapped (0.5, 0, 21.5, 17): its edges round to 1 and 22, which would cut it to 21
        // points, so its far edge moves out to 23.
        let textView = TextViewLayout(text: "abc", lineFragmentPadding: 0.25)
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        let stack = StackLayout(axis: .horizontal, sublayouts: [SizeLayout(width: 0.5, height: 1), textView])
        #expect(stack.arrangement(context: .fixedAdvance).sublayoutFrames[1] == rect(0.5, 0, 21.5, 17))
        #expect(stack.arrangement(context: context).sublayoutFrames[1] == rect(1, 0, 22, 17))
    }

    @Test("A text view has no sublayouts and appears by its type's name in snapshot text")
    func leafAndSnapshot() {
        let arrangement = TextViewLayout(text: "abc", viewReuseId: "t").arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayouts.isEmpty)
        #expect(arrangement.nodeCount == 1)
        #expect(arrangement.snapshotText == "TextViewLayout (0, 0, 21, 17) \"t\"\n")
    }

    @Test("In a flex row too narrow for it, a text view shrinks to its widest word, with its padding, and wraps")
    func minimumContentWidth() {
        // "Hello" (35) and twice 5: 45 wide; the text, 35 wide, wraps to two lines.
        let row = FlexLayout(children: [FlexItem(TextViewLayout(text: "Hello world", lineFragmentPadding: 5))])
        #expect(row.arrangement(width: 20, context: .fixedAdvance).sublayoutFrames == [rect(0, 0, 45, 34)])
    }

    // MARK: Attributed text

    @Test("Two-font text measures as its characters with the fixed-advance measurer, in its runs")
    func attributedText() {
        var text = AttributedString("Hello ")
        var world = AttributedString("world")
        world.layoutFont = Font(size: 24, weight: .bold)
        text += world
        let textView = TextViewLayout(attributedText: text, lineFragmentPadding: 5)
        #expect(textView.text == "Hello world")
        #expect(textView.attributedText != nil)
        // 77 + 10 wide; within 60, 35 + 10 wide and two lines.
        #expect(Self.measured(textView) == size(87, 17))
        #expect(Self.measured(textView, within: size(60, 200)) == size(45, 34))
        let measurer = CountingTextMeasurer()
        _ = textView.arrangement(width: 60, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.count == 1)
        #expect(measurer.sizeCalls.first?.maxWidth == 50)
        #expect(measurer.sizeCalls.first?.lineBreakMode == .byWordWrapping)
        #expect(
            measurer.sizeCalls.first?.styledText?.runs.map(\.font) == [
                TextViewLayout.defaultFont, Font(size: 24, weight: .bold),
            ])
    }

    @Test("Attributed text all in the text view's font measures, and equals by content, as plain text")
    func uniformAttributedText() {
        let measurer = CountingTextMeasurer()
        let textView = TextViewLayout(attributedText: AttributedString("ab"), font: .body)
        _ = textView.arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.styledText) == [nil])
        #expect(measurer.sizeCalls.map(\.font) == [.body])
        #expect(textView == TextViewLayout(attributedText: AttributedString("ab"), font: .body))
        #expect(TextViewLayout(text: "ab").attributedText == nil)
        #expect(Self.measured(TextViewLayout(attributedText: AttributedString())) == size(0, 17))
    }

    // MARK: Pictures and baselines

    @Test("A picture draws the text inside the insets and padding, broken as it was measured")
    func picture() {
        let textView = TextViewLayout(
            text: "Hello world", lineFragmentPadding: 5,
            textContainerInset: EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
        // 45 × 50 within 60: the text's box starts 5 from the leading edge and 8 down, 35 wide.
        let svg = textView.arrangement(width: 60, context: .fixedAdvance).svg()
        #expect(svg.contains("<text class=\"text\" x=\"5\" y=\"20.75\""))
        #expect(svg.contains(">Hello</text>"))
        #expect(svg.contains("<text class=\"text\" x=\"5\" y=\"37.75\""))
        #expect(svg.contains(">world</text>"))
    }

    @MainActor
    @Test("An HTML element shows the text inside the insets and padding, broken at the width left")
    func htmlElement() throws {
        let shape = TextViewLayout(text: "Hello world", lineFragmentPadding: 5)
        let textView = TextViewLayout(
            text: "Hello world", lineFragmentPadding: 5, viewReuseId: "note",
            view: HTMLElementView.describe(textView: shape))
        let host = HTMLElementView(frame: rect(0, 0, 60, 34))
        textView.arrangement(width: 60, context: .fixedAdvance).makeViews(in: host)
        let element = try #require(host.children.first)
        // 45 wide: 35 for the text between 5 points of padding on each side, on two lines.
        #expect(
            element.html(textMeasurer: FixedAdvanceTextMeasurer())
                == "<div class=\"vl-view vl-text-view\" data-reuse-id=\"note\" style=\"left:0px;top:0px;width:45px;"
                + "height:34px;padding-block:0px 0px;padding-inline:5px 5px\">"
                + "<span class=\"vl-line\" style=\"height:17px;line-height:17px;font-size:11.56px\">Hello</span>"
                + "<span class=\"vl-line\" style=\"height:17px;line-height:17px;font-size:11.56px\">world</span></div>\n"
        )
    }

    @Test("A text view's text baselines are its text's, moved down by the top inset")
    func baselines() {
        let label = LabelLayout(text: "ab").arrangement(context: .fixedAdvance).textBaselines()
        let textView = TextViewLayout(
            text: "ab", lineFragmentPadding: 2,
            textContainerInset: EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0))
        #expect(
            textView.arrangement(context: .fixedAdvance).textBaselines()
                == label.map { TextBaselines(first: $0.first + 5, last: $0.last + 5) })
    }

    // MARK: Values

    @Test("Defaults: no font, no padding, no insets, top leading, flexible")
    func defaults() {
        let textView = TextViewLayout(text: "x")
        #expect(textView.text == "x")
        #expect(textView.font == nil)
        #expect(textView.lineFragmentPadding == 0)
        #expect(textView.textContainerInset == .zero)
        #expect(textView.alignment == .topLeading)
        #expect(textView.flexibility == .flexible)
        #expect(textView.viewReuseId == nil)
        #expect(textView.view == nil)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let textView = TextViewLayout(text: "ab")
        let same = TextViewLayout(
            text: "ab", font: nil, lineFragmentPadding: 0, textContainerInset: .zero, alignment: .topLeading,
            flexibility: .flexible, viewReuseId: nil, view: nil)
        #expect(textView == same)
        #expect(textView.hashValue == same.hashValue)
        #expect(textView != TextViewLayout(text: "ba"))
        #expect(textView != TextViewLayout(text: "ab", font: .body))
        #expect(textView != TextViewLayout(text: "ab", lineFragmentPadding: 1))
        #expect(textView != TextViewLayout(text: "ab", textContainerInset: EdgeInsets(1)))
        #expect(textView != TextViewLayout(text: "ab", alignment: .center))
        #expect(textView != TextViewLayout(text: "ab", flexibility: .high))
        #expect(textView != TextViewLayout(text: "ab", viewReuseId: "id"))
    }

    @Test("A text view of good input reports no diagnostics")
    func noDiagnostics() {
        #expect(TextViewLayout(text: "ab").arrangement(context: .fixedAdvance).diagnostics == [])
    }
}
