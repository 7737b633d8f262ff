import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `LabelLayout`: size from the context's text measurer, number of lines, line height, alignment,
/// empty text, defaults.
@Suite("LabelLayout")
struct LabelLayoutTests {
    static let posterTitle = "poster title 0 with some longer stuff"

    @Test("A one-line label measures its text")
    func oneLine() {
        #expect(
            LabelLayout(text: "action text 0").measurement(within: size(100, 100), context: .fixedAdvance).size
                == size(91, 17))
    }

    @Test("A label wraps within the maximum width")
    func wraps() {
        #expect(
            LabelLayout(text: Self.posterTitle).measurement(within: size(100, 100), context: .fixedAdvance).size
                == size(98, 51))
    }

    @Test("numberOfLines caps the lines shown")
    func numberOfLinesCaps() {
        let label = LabelLayout(text: Self.posterTitle, numberOfLines: 2)
        #expect(label.numberOfLines == 2)
        #expect(label.measurement(within: size(100, 100), context: .fixedAdvance).size == size(98, 34))
    }

    @Test("numberOfLines larger than the lines needed changes nothing")
    func numberOfLinesLarger() {
        #expect(
            LabelLayout(text: Self.posterTitle, numberOfLines: 10).measurement(
                within: size(100, 100), context: .fixedAdvance
            ).size
                == size(98, 51))
    }

    @Test("numberOfLines 0 means no limit")
    func numberOfLinesZero() {
        let label = LabelLayout(text: Self.posterTitle)
        #expect(label.numberOfLines == 0)
        #expect(label.measurement(within: size(100, 1000), context: .fixedAdvance).size == size(98, 51))
    }

    @Test("lineHeight replaces the measurer's line height")
    func lineHeight() {
        let label = LabelLayout(text: Self.posterTitle, lineHeight: 20)
        #expect(label.lineHeight == 20)
        #expect(label.measurement(within: size(100, 100), context: .fixedAdvance).size == size(98, 60))
    }

    @Test("The default line height is the measurer's")
    func defaultLineHeight() {
        #expect(LabelLayout(text: "x").lineHeight == nil)
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 7, lineHeight: 30))
        #expect(LabelLayout(text: "x").arrangement(context: context).frame == rect(0, 0, 7, 30))
    }

    @Test("The measured size is clamped to the maximum height")
    func clampedToMaximumHeight() {
        #expect(
            LabelLayout(text: Self.posterTitle).measurement(within: size(100, 20), context: .fixedAdvance).size
                == size(98, 20))
    }

    @Test("The root label, given a width, sits at the top leading corner of that width")
    func rootWithWidth() {
        let arrangement = LabelLayout(text: Self.posterTitle, numberOfLines: 2).arrangement(
            width: 100, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 98, 34))
    }

    @Test(
        "The alignment positions the measured text",
        arguments: [
            (Alignment.topLeading, rect(0, 0, 21, 17)), (.topTrailing, rect(79, 0, 21, 17)),
            (.center, rect(39.5, 16.5, 21, 17)), (.bottomTrailing, rect(79, 33, 21, 17)),
            (.fill, rect(0, 0, 100, 50)), (.centerLeading, rect(0, 16.5, 21, 17)),
        ])
    func alignment(_ alignment: Alignment, _ expected: CGRect) {
        let label = LabelLayout(text: "abc", alignment: alignment)
        #expect(label.alignment == alignment)
        #expect(label.arrangement(width: 100, height: 50, context: .fixedAdvance).frame == expected)
    }

    @Test("Empty text measures 0 × 0")
    func emptyText() {
        #expect(LabelLayout(text: "").measurement(within: size(100, 100), context: .fixedAdvance).size == .zero)
        #expect(LabelLayout(text: "").arrangement().frame == rect(0, 0, 0, 0))
        #expect(
            LabelLayout(text: "", alignment: .center).arrangement(width: 100, height: 50, context: .fixedAdvance).frame
                == rect(50, 25, 0, 0))
    }

    @Test("Empty text takes no spacing in a stack; it sits where the next label starts")
    func emptyTextInStack() {
        let stack = StackLayout(
            axis: .vertical, spacing: 8,
            sublayouts: [LabelLayout(text: "a"), LabelLayout(text: ""), LabelLayout(text: "b")])
        #expect(
            stack.arrangement(context: .fixedAdvance).sublayoutFrames == [
                rect(0, 0, 7, 17), rect(0, 25, 0, 0), rect(0, 25, 7, 17),
            ])
    }

    @Test("Defaults: body font, no line limit, top leading, flexible")
    func defaults() {
        let label = LabelLayout(text: "x")
        #expect(label.text == "x")
        #expect(label.font == Font.body)
        #expect(label.font.size == 17)
        #expect(label.font.weight == .regular)
        #expect(label.font.family == nil)
        #expect(label.alignment == .topLeading)
        #expect(label.flexibility == .flexible)
        #expect(label.viewReuseId == nil)
    }

    @Test("The font, line height and line limit are handed to the measurer with the maximum width")
    func argumentsHandedToMeasurer() {
        let font = Font(family: "Courier", size: 12, weight: .bold)
        let label = LabelLayout(text: "x", font: font, lineHeight: 9, numberOfLines: 3)
        #expect(label.font == font)
        let measurer = CountingTextMeasurer()
        _ = label.arrangement(width: 80, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.count == 1)
        let call = measurer.sizeCalls.first
        #expect(call?.text == "x")
        #expect(call?.font == font)
        #expect(call?.lineHeight == 9)
        #expect(call?.numberOfLines == 3)
        #expect(call?.maxWidth == 80)
    }

    @Test("Font.system is the family-less font")
    func systemFont() {
        #expect(Font.system(size: 12, weight: .bold) == Font(size: 12, weight: .bold))
        #expect(Font.system(size: 12).family == nil)
        #expect(Font(family: "Courier", size: 12) != Font.system(size: 12))
    }

    @Test("A label has no sublayouts")
    func noSublayouts() {
        let arrangement = LabelLayout(text: "abc", viewReuseId: "l").arrangement()
        #expect(arrangement.sublayouts.isEmpty)
        #expect(arrangement.viewReuseId == "l")
        #expect(arrangement.nodeCount == 1)
    }

    @Test("With a pixel scale, the measured size is rounded up to whole pixels")
    func measuredSizeRoundedUpWithScale() {
        // "ab" at 7.05 points a character is 14.1 wide: 28.2 pixels at scale 2, rounded up to 29.
        let measurer = FixedAdvanceTextMeasurer(advance: 7.05, lineHeight: 17.2)
        let label = LabelLayout(text: "ab")
        let scaled = label.arrangement(context: LayoutContext(textMeasurer: measurer, scale: 2))
        #expect(scaled.frame == rect(0, 0, 14.5, 17.5))
        let unscaled = label.arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(unscaled.frame == rect(0, 0, 14.1, 17.2))
    }
}
