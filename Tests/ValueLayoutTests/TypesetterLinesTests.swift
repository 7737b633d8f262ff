import Foundation
import Testing

@testable import ValueLayout

/// The line walk of the platform measurer (`CoreTextMeasurer` on Apple platforms), run with a
/// stand-in engine: 10 points a UTF-16 unit, 12 points a line, greedy breaks after spaces and
/// after newlines, a unit at a time when nothing fits.
@Suite("The typesetter line walk")
struct TypesetterLinesTests {
    struct StandInEngine {
        let units: [UInt16]
        let width: CGFloat

        init(_ text: String, width: CGFloat) {
            units = Array(text.utf16)
            self.width = width
        }

        func suggestBreak(_ start: Int) -> Int {
            var lastOpportunity: Int?
            for index in start..<units.count {
                if units[index] == 0x0A { return index - start + 1 }
                if units[index] == 0x20 {
                    lastOpportunity = index + 1
                    continue
                }
                if CGFloat(index - start + 1) * 10 > width { return (lastOpportunity ?? start + 1) - start }
            }
            return units.count - start
        }

        func measure(_ range: Range<Int>) -> TypesetterLines.LineMetrics {
            var end = range.upperBound
            while end > range.lowerBound, units[end - 1] == 0x20 || units[end - 1] == 0x0A { end -= 1 }
            return TypesetterLines.LineMetrics(width: CGFloat(end - range.lowerBound) * 10, height: 12)
        }
    }

    func lines(
        _ text: String, width: CGFloat, numberOfLines: Int = 0,
        suggestBreak: ((Int) -> Int)? = nil
    ) -> [TypesetterLines.Line] {
        let engine = StandInEngine(text, width: width)
        var lines: [TypesetterLines.Line] = []
        TypesetterLines.forEachLine(
            of: text, numberOfLines: numberOfLines, emptyLineHeight: 17,
            suggestBreak: { start, _ in (suggestBreak ?? engine.suggestBreak)(start) }, measure: engine.measure
        ) { lines.append($0) }
        return lines
    }

    @Test("Each line is the engine's break, its text without the spaces at the break")
    func slicesWithoutTrailingSpaces() {
        #expect(
            lines("ab cd ef", width: 50) == [
                .init(text: "ab cd", width: 50, height: 12), .init(text: "ef", width: 20, height: 12),
            ])
    }

    @Test("numberOfLines caps the lines shown; 0 means no limit")
    func numberOfLinesCaps() {
        #expect(lines("ab cd ef", width: 20, numberOfLines: 2).map(\.text) == ["ab", "cd"])
        #expect(lines("ab cd ef", width: 20, numberOfLines: 0).map(\.text) == ["ab", "cd", "ef"])
    }

    @Test("A final newline adds an empty line of the empty-line height, within the cap")
    func finalNewline() {
        #expect(
            lines("ab\n", width: 100) == [
                .init(text: "ab", width: 20, height: 12), .init(text: "", width: 0, height: 17),
            ])
        #expect(lines("ab\n", width: 100, numberOfLines: 1).map(\.text) == ["ab"])
        #expect(lines("\n\n", width: 100).map(\.text) == ["", "", ""])
        #expect(lines("ab\r\n", width: 100).map(\.text) == ["ab", ""])
        // Other line separators end a line when the engine says so, but add no empty line after them.
        #expect(lines("ab\u{2028}", width: 100).map(\.text) == ["ab"])
    }

    @Test("Breaks are UTF-16 offsets: a line after surrogate pairs and combining marks slices whole characters")
    func utf16Offsets() {
        // "e\u{301}" is 2 units, "😀" is 2 units: the first line is 5 units, 50 points.
        #expect(lines("e\u{301}😀 ab", width: 50).map(\.text) == ["e\u{301}😀", "ab"])
    }

    @Test("An engine that suggests no units still advances a character a line; one past the end is clamped")
    func engineAnswersAreClamped() {
        #expect(lines("abc", width: 100, suggestBreak: { _ in 0 }).map(\.text) == ["a", "b", "c"])
        // A character of two UTF-16 units (and one with a combining mark) is not split.
        #expect(lines("😀e\u{301}", width: 100, suggestBreak: { _ in 0 }).map(\.text) == ["😀", "e\u{301}"])
        #expect(lines("abc", width: 100, suggestBreak: { _ in 99 }).map(\.text) == ["abc"])
    }

    @Test("A paragraph's length runs to its newline, included, in UTF-16 units")
    func paragraphLength() {
        func paragraphLength(in text: String, from offset: Int) -> Int {
            TypesetterLines.paragraphLength(in: text, from: String.Index(utf16Offset: offset, in: text))
        }
        #expect(paragraphLength(in: "ab\ncd", from: 0) == 3)
        #expect(paragraphLength(in: "ab\ncd", from: 3) == 2)
        #expect(paragraphLength(in: "😀\r\nx", from: 0) == 4)
        #expect(paragraphLength(in: "ab", from: 1) == 1)
    }

    @Test("Empty text has no lines")
    func emptyText() {
        #expect(lines("", width: 100).isEmpty)
    }

    @Test(
        "The engine is asked to fill the width plus 1/64 pt, a billion points for no limit, 1/64 pt for bad widths",
        arguments: [
            (CGFloat(100), CGFloat(100 + 1.0 / 64)), (.infinity, 1_000_000_000), (.nan, 1.0 / 64),
            (-5, 1.0 / 64), (1e300, 1_000_000_000),
        ])
    func engineWidth(maxWidth: CGFloat, expected: CGFloat) {
        #expect(TypesetterLines.engineWidth(for: maxWidth) == expected)
    }
}
