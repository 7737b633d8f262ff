import Foundation
import Testing
import ValueLayout

/// The fixed-advance text measurer of `docs/workloads.md`: 7 points a character, 17 a line,
/// greedy wrapping at spaces, long words broken between characters, `\n` starts a line.
@Suite("FixedAdvanceTextMeasurer")
struct FixedAdvanceTextMeasurerTests {
    let measurer = FixedAdvanceTextMeasurer()

    func measure(_ text: String, width: CGFloat = 100, lines: Int = 0, lineHeight: CGFloat? = nil) -> CGSize {
        measurer.size(of: text, font: .body, lineHeight: lineHeight, numberOfLines: lines, maxWidth: width)
    }

    func lines(_ text: String, width: CGFloat = 100, lines: Int = 0) -> [String] {
        measurer.lines(of: text, font: .body, lineHeight: nil, numberOfLines: lines, maxWidth: width).map(String.init)
    }

    // MARK: The examples of workloads.md

    @Test("workloads.md: \"action text 0\" at 100 is one line, 91 × 17")
    func exampleActionText() {
        #expect(measure("action text 0") == size(91, 17))
    }

    @Test("workloads.md: the poster title at 100 is three lines, 98 × 51")
    func examplePosterTitle() {
        #expect(measure("poster title 0 with some longer stuff") == size(98, 51))
        #expect(lines("poster title 0 with some longer stuff") == ["poster title 0", "with some", "longer stuff"])
    }

    @Test("workloads.md: the poster title capped at 2 lines is 98 × 34")
    func examplePosterTitleTwoLines() {
        #expect(measure("poster title 0 with some longer stuff", lines: 2) == size(98, 34))
        #expect(lines("poster title 0 with some longer stuff", lines: 2) == ["poster title 0", "with some"])
    }

    // MARK: Defaults

    @Test("Default metrics are 7 points a character and 17 a line")
    func defaultMetrics() {
        #expect(measurer.advance == 7)
        #expect(measurer.lineHeight == 17)
    }

    @Test("Custom metrics scale the result")
    func customMetrics() {
        let measurer = FixedAdvanceTextMeasurer(advance: 10, lineHeight: 20)
        #expect(
            measurer.size(of: "ab cd", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 30) == size(20, 40))
    }

    @Test("A label's line height replaces the measurer's")
    func labelLineHeight() {
        #expect(measure("ab cd", width: 14, lineHeight: 5) == size(14, 10))
    }

    @Test("The font is ignored")
    func fontIgnored() {
        let big = measurer.size(
            of: "abc", font: Font(size: 90, weight: .black), lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        #expect(big == size(21, 17))
    }

    // MARK: Wrapping

    @Test("A line takes as many whole words as fit")
    func greedyWords() {
        // 14 characters a line.
        #expect(lines("aa bb cc dd ee ff") == ["aa bb cc dd ee", "ff"])
        #expect(measure("aa bb cc dd ee ff") == size(98, 34))
    }

    @Test("Text that exactly fills a line stays on one line")
    func exactFit() {
        #expect(measure("abcdefghijklmn") == size(98, 17))
        #expect(measure("abcdefghijklmn", width: 97.99) == size(91, 34))
    }

    @Test(
        "Text measured unbroken fits the width it measured, whatever the rounding of its advance",
        arguments: [6.6, 0.1, 7.3, 5.00000000005] as [CGFloat])
    func unbrokenTextFitsItsOwnWidth(advance: CGFloat) {
        let measurer = FixedAdvanceTextMeasurer(advance: advance)
        for text in ["abc", "abcdefg", "ab cd efghij"] {
            let unbroken = measurer.size(of: text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: .infinity)
            let atItsWidth = measurer.size(
                of: text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: unbroken.width)
            #expect(atItsWidth == unbroken, "\(text) at \(advance) points a character")
            #expect(
                measurer.lines(of: text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: unbroken.width)
                    == [Substring(text)])
        }
    }

    @Test("A word wider than a line is broken between characters")
    func longWordBroken() {
        #expect(lines("abcdefghijklmnopqrstu", width: 70) == ["abcdefghij", "klmnopqrst", "u"])
        #expect(measure("abcdefghijklmnopqrstu", width: 70) == size(70, 51))
    }

    @Test("A long word after a short one starts on its own line")
    func longWordAfterShort() {
        #expect(lines("ab cdefghijklmn", width: 70) == ["ab", "cdefghijkl", "mn"])
    }

    @Test("A width narrower than one character still shows one character a line")
    func narrowerThanOneCharacter() {
        #expect(lines("abc", width: 6) == ["a", "b", "c"])
        #expect(measure("abc", width: 6) == size(7, 51))
        #expect(measure("abc", width: 0) == size(7, 51))
    }

    @Test("An unlimited width keeps everything on one line")
    func unlimitedWidth() {
        #expect(measure("poster title 0 with some longer stuff", width: .infinity) == size(259, 17))
    }

    // MARK: Spaces

    @Test("The spaces at a line break take no width")
    func spacesAtBreak() {
        #expect(lines("abcdefg    hijklmn", width: 70) == ["abcdefg", "hijklmn"])
        #expect(measure("abcdefg    hijklmn", width: 70) == size(49, 34))
    }

    @Test("Trailing spaces take no width")
    func trailingSpaces() {
        #expect(measure("abc   ") == size(21, 17))
        #expect(lines("abc   ") == ["abc"])
    }

    @Test("Spaces between words on a line count like any character")
    func spacesBetweenWords() {
        #expect(measure("a  b") == size(28, 17))
        #expect(lines("a  b") == ["a  b"])
    }

    @Test("Spaces that open a paragraph are drawn")
    func leadingSpaces() {
        #expect(measure("  abc") == size(35, 17))
        #expect(lines("  abc") == ["  abc"])
    }

    @Test("Text of spaces only is one empty line")
    func spacesOnly() {
        #expect(measure("   ") == size(0, 17))
    }

    // MARK: Newlines

    @Test("\\n starts a new line")
    func newline() {
        #expect(measure("ab\ncdef") == size(28, 34))
        #expect(lines("ab\ncdef") == ["ab", "cdef"])
    }

    @Test("An empty line between two newlines is as tall as any other")
    func emptyLine() {
        #expect(measure("ab\n\ncd") == size(14, 51))
        #expect(lines("ab\n\ncd") == ["ab", "", "cd"])
    }

    @Test("A trailing newline starts an empty last line")
    func trailingNewline() {
        #expect(measure("ab\n") == size(14, 34))
    }

    @Test("\\r\\n and \\r start a new line too")
    func otherNewlines() {
        #expect(measure("ab\r\ncdef") == size(28, 34))
        #expect(measure("ab\rcdef") == size(28, 34))
        #expect(lines("ab\r\ncdef") == ["ab", "cdef"])
    }

    @Test("Wrapping restarts after each newline")
    func wrappingAfterNewline() {
        #expect(lines("aaaa bbbb\ncc dd", width: 35) == ["aaaa", "bbbb", "cc dd"])
    }

    @Test("numberOfLines counts lines made by newlines")
    func numberOfLinesWithNewlines() {
        #expect(measure("ab\ncdefgh\nij", lines: 2) == size(42, 34))
        #expect(lines("ab\ncdefgh\nij", lines: 2) == ["ab", "cdefgh"])
    }

    @Test("numberOfLines counts lines of a broken word")
    func numberOfLinesWithBrokenWord() {
        #expect(measure("abcdefghijklmnopqrstu", width: 70, lines: 2) == size(70, 34))
    }

    @Test("The width is that of the widest shown line")
    func widestShownLine() {
        // Shown: "ab"; hidden: "cdefghijkl" and "mn".
        #expect(measure("ab cdefghijklmn", width: 70, lines: 1) == size(14, 17))
    }

    @Test("A negative numberOfLines means no limit")
    func negativeNumberOfLines() {
        #expect(measure("poster title 0 with some longer stuff", lines: -1) == size(98, 51))
    }

    // MARK: Characters

    @Test("Empty text measures 0 × 0 and has no lines")
    func emptyText() {
        #expect(measure("") == .zero)
        #expect(lines("").isEmpty)
    }

    @Test("Every grapheme cluster advances once")
    func graphemeClusters() {
        #expect(measure("héllo") == size(35, 17))
        #expect(measure("👍🏽👍🏽") == size(14, 17))
        #expect(measure("e\u{301}") == size(7, 17))
    }

    @Test("Non-ASCII text wraps like ASCII text")
    func nonASCIIWraps() {
        #expect(lines("éé éé éé", width: 35) == ["éé éé", "éé"])
        #expect(measure("éé éé éé", width: 35) == size(35, 34))
    }

    @Test("Lines are slices of the text")
    func linesAreSlices() {
        let text = "poster title 0 with some longer stuff"
        let slices = measurer.lines(of: text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 100)
        #expect(slices.count == 3)
        #expect(slices.allSatisfy { $0.base == text })
        #expect(slices.map { text.distance(from: text.startIndex, to: $0.startIndex) } == [0, 15, 25])
    }
}
