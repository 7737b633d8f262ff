import Foundation
import Testing
import ValueLayout

/// `StyledText`: runs that cover the text in order, normalised so that equal texts are equal.
@Suite("StyledText")
struct StyledTextTests {
    static let small = Font(size: 10)
    static let large = Font(size: 20)

    static func range(_ text: String, _ start: Int, _ end: Int) -> Range<String.Index> {
        text.index(text.startIndex, offsetBy: start)..<text.index(text.startIndex, offsetBy: end)
    }

    static func pieces(_ styled: StyledText) -> [String] {
        styled.runs.map { "\(styled.string[$0.range])@\(Int($0.font.size))" }
    }

    @Test("Plain text is one run; empty text none")
    func plain() {
        #expect(Self.pieces(StyledText("abc", font: Self.small)) == ["abc@10"])
        #expect(StyledText("", font: Self.small).runs.isEmpty)
        #expect(StyledText("abc", font: Self.small).isUniform)
    }

    @Test("Equal neighbours are merged and empty runs dropped")
    func merged() {
        let text = "abcdef"
        let styled = StyledText(
            string: text,
            runs: [
                .init(range: Self.range(text, 0, 2), font: Self.small),
                .init(range: Self.range(text, 2, 2), font: Self.large),
                .init(range: Self.range(text, 2, 4), font: Self.small),
                .init(range: Self.range(text, 4, 6), font: Self.large),
            ])
        #expect(Self.pieces(styled) == ["abcd@10", "ef@20"])
        #expect(!styled.isUniform)
    }

    @Test("Gaps take the font of the run before them; runs out of order are sorted")
    func gapsAndOrder() {
        let text = "abcdef"
        let styled = StyledText(
            string: text,
            runs: [
                .init(range: Self.range(text, 4, 6), font: Self.small),
                .init(range: Self.range(text, 1, 2), font: Self.large),
            ])
        #expect(Self.pieces(styled) == ["abcd@20", "ef@10"])
    }

    @Test("A slice keeps the runs it cuts")
    func slice() {
        let text = "abcdef"
        let styled = StyledText(
            string: text,
            runs: [
                .init(range: Self.range(text, 0, 3), font: Self.small),
                .init(range: Self.range(text, 3, 6), font: Self.large, kern: 2),
            ])
        let slice = styled.slice(Self.range(text, 2, 5))
        #expect(Self.pieces(slice) == ["c@10", "de@20"])
        #expect(slice.runs.map(\.kern) == [0, 2])
    }

    @Test("A run's non-finite kern and offset are 0; a huge one is capped at 10¹² points")
    func runCleaning() {
        let text = "ab"
        let run = StyledText.Run(
            range: text.startIndex..<text.endIndex, font: Self.small, kern: .nan, baselineOffset: -1e20)
        #expect(run.kern == 0)
        #expect(run.baselineOffset == -1e12)
    }

    @Test("An AttributedString and its styled text's attributedString give the same styled text")
    func attributedRoundTrip() {
        var text = AttributedString("ab")
        var tail = AttributedString("cd")
        tail.layoutFont = Self.large
        tail.kern = 1
        tail.baselineOffset = 3
        text += tail
        let styled = StyledText(text, font: Self.small)
        #expect(Self.pieces(styled) == ["ab@10", "cd@20"])
        #expect(StyledText(styled.attributedString, font: .body) == styled)
    }
}
