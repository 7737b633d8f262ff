import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `LineBreakMode`: which modes change a label's measured size (LayoutKit's rule: only character
/// wrapping), and the fixed-advance measurer's character wrapping.
@Suite("Line-break modes")
struct LineBreakModeTests {
    static let modesMeasuredAsWords: [LineBreakMode] = LineBreakMode.allCases.filter { $0 != .byCharWrapping }

    @Test("A label's default mode is truncating the tail")
    func defaultMode() {
        #expect(LabelLayout(text: "x").lineBreakMode == .byTruncatingTail)
        #expect(LabelLayout(attributedText: AttributedString("x")).lineBreakMode == .byTruncatingTail)
    }

    @Test("Every mode but character wrapping measures as word wrapping", arguments: modesMeasuredAsWords)
    func wordMeasuringModes(_ mode: LineBreakMode) {
        // "aaaa" | "bbbbbb": the widest line is 6 characters.
        let label = LabelLayout(text: "aaaa bbbbbb", lineBreakMode: mode)
        #expect(label.lineBreakMode == mode)
        #expect(label.measurement(within: size(70, 100), context: .fixedAdvance).size == size(42, 34))
    }

    @Test("Character wrapping fills each line with as many characters as fit")
    func characterWrapping() {
        // "aaaa bbbbb" | "b".
        let label = LabelLayout(text: "aaaa bbbbbb", lineBreakMode: .byCharWrapping)
        #expect(label.measurement(within: size(70, 100), context: .fixedAdvance).size == size(70, 34))
    }

    @Test("Character wrapping drops the spaces at a break, as word wrapping does")
    func characterWrappingDropsSpacesAtBreak() {
        let lines = FixedAdvanceTextMeasurer().lines(
            of: StyledText("abc  defgh", font: .body), lineHeight: nil, numberOfLines: 0,
            lineBreakMode: .byCharWrapping, maxWidth: 21)
        #expect(lines == ["abc", "def", "gh"])
    }

    @Test("Character wrapping keeps newlines and the line limit")
    func characterWrappingNewlinesAndLimit() {
        let measurer = FixedAdvanceTextMeasurer()
        let text = StyledText("abcdef\ngh", font: .body)
        #expect(
            measurer.lines(
                of: text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byCharWrapping, maxWidth: 28)
                == ["abcd", "ef", "gh"])
        #expect(
            measurer.size(of: text, lineHeight: nil, numberOfLines: 2, lineBreakMode: .byCharWrapping, maxWidth: 28)
                == size(28, 34))
    }

    @Test("Character wrapping of attributed text measures as the same characters in plain text")
    func characterWrappingAttributed() {
        var text = AttributedString("aaaa ")
        var tail = AttributedString("bbbbbb")
        tail.layoutFont = Font(size: 40)
        text += tail
        let label = LabelLayout(attributedText: text, lineBreakMode: .byCharWrapping)
        #expect(label.measurement(within: size(70, 100), context: .fixedAdvance).size == size(70, 34))
    }

    @Test("The measurer is asked for character wrapping only", arguments: LineBreakMode.allCases)
    func measurerSeesOnlyCharacterOrWordWrapping(_ mode: LineBreakMode) throws {
        let measurer = CountingTextMeasurer()
        var text = AttributedString("ab ")
        var tail = AttributedString("cd")
        tail.layoutFont = Font(size: 30)
        text += tail
        _ = LabelLayout(attributedText: text, lineBreakMode: mode).arrangement(
            width: 100, context: LayoutContext(textMeasurer: measurer))
        let call = try #require(measurer.sizeCalls.first)
        #expect(call.lineBreakMode == (mode == .byCharWrapping ? .byCharWrapping : .byWordWrapping))
        #expect(mode.measuringMode == call.lineBreakMode)
    }

    @Test("Labels that differ only in their mode are not equal")
    func modeIsPartOfEquality() {
        #expect(LabelLayout(text: "x", lineBreakMode: .byClipping) != LabelLayout(text: "x"))
        #expect(LabelLayout(text: "x", lineBreakMode: .byTruncatingTail) == LabelLayout(text: "x"))
    }

    @Test("Only the truncating modes end a cut line with an ellipsis")
    func truncatingModes() {
        #expect(
            LineBreakMode.allCases.filter(\.truncatesWithEllipsis)
                == [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    }

    @Test("A character-wrapped label's narrowest content is its widest character")
    func characterWrappingMinimumContentWidth() {
        let flex = FlexLayout(children: [
            FlexItem(LabelLayout(text: "aaaa bbbbbb", lineBreakMode: .byCharWrapping), basis: .points(0))
        ])
        // The automatic minimum size of a flex item is its min-content width: one character.
        let arrangement = flex.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames.first?.width == 7)
    }
}
