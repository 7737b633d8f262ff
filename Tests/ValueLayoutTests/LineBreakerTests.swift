import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout
@testable import ValueLayoutFonts

/// The rules of `LineBreaker`, with a width function that gives every `Character` 10 points: so a
/// line of width 30 holds three characters.
@Suite("LineBreaker")
struct LineBreakerTests {
    /// 10 points a `Character`.
    static func tenPerCharacter(_ run: Substring) -> CGFloat { CGFloat(run.count) * 10 }

    static func lines(
        _ text: String, _ maxWidth: CGFloat, maxLines: Int = 0,
        width: (Substring) -> CGFloat = tenPerCharacter
    ) -> [String] {
        LineBreaker.lines(of: text, maxWidth: maxWidth, maxLines: maxLines, width: width).map { line in
            String(text[line.range])
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let maxWidth: CGFloat
        let maxLines: Int
        let expected: [String]
        let rule: String

        init(_ rule: String, _ text: String, _ maxWidth: CGFloat, _ expected: [String], maxLines: Int = 0) {
            self.rule = rule
            self.text = text
            self.maxWidth = maxWidth
            self.maxLines = maxLines
            self.expected = expected
        }

        var testDescription: String { "\(rule): \(text.debugDescription) in \(maxWidth)" }
    }

    static let cases: [Case] = [
        // Empty text and text without words.
        Case("empty text has no lines", "", 50, []),
        Case("only spaces: one empty line", "   ", 50, [""]),
        Case("only a newline: one empty line", "\n", 50, [""]),
        Case("only newlines", "\n\n\n", 50, ["", "", ""]),
        Case("a trailing newline adds no line", "ab\n", 50, ["ab"]),
        Case("two trailing newlines add one empty line", "ab\n\n", 50, ["ab", ""]),
        Case("a leading newline is an empty line", "\nab", 50, ["", "ab"]),
        Case("blank line between paragraphs", "ab\n\ncd", 50, ["ab", "", "cd"]),
        Case("CR LF is one hard break", "ab\r\ncd", 50, ["ab", "cd"]),
        Case("CR alone is a hard break", "ab\rcd", 50, ["ab", "cd"]),
        Case("U+2028 is a hard break", "ab\u{2028}cd", 50, ["ab", "cd"]),
        Case("U+2029 is a hard break", "ab\u{2029}cd", 50, ["ab", "cd"]),
        Case("spaces before a hard break are dropped", "ab  \ncd", 50, ["ab", "cd"]),
        // Spaces.
        Case("fits on one line", "ab cd", 50, ["ab cd"]),
        Case("break after a space", "hello world", 50, ["hello", "world"]),
        Case("a run of spaces stays at the end of its line", "ab    cd", 50, ["ab", "cd"]),
        Case("spaces at the end take no width", "abcde     ", 50, ["abcde"]),
        Case("spaces between words count", "ab   cd", 70, ["ab   cd"]),
        Case("spaces between words count (too wide)", "ab   cd", 60, ["ab", "cd"]),
        Case("leading spaces are drawn", "  ab cd", 50, ["  ab", "cd"]),
        Case("leading spaces alone when the word does not fit after them", "  abcd", 40, ["", "abcd"]),
        // Hyphens and dashes.
        Case("break after a hyphen between letters", "well-known", 50, ["well-", "known"]),
        Case("break after a hyphen between digits", "1990-2000", 50, ["1990-", "2000"]),
        Case("break after a hyphen that opens a word, as Chromium does", "ab -cd", 40, ["ab -", "cd"]),
        Case("break after a hyphen between a letter and a digit", "a ab-12", 50, ["a ab-", "12"]),
        Case("no break after a minus sign", "a -12", 30, ["a", "-12"]),
        Case("no break before a hyphen", "ab-cd", 20, ["ab", "-", "cd"]),
        Case("break after U+2010", "well\u{2010}known", 50, ["well\u{2010}", "known"]),
        Case("break after an en dash", "ab\u{2013}cd", 30, ["ab\u{2013}", "cd"]),
        Case("break before and after an em dash", "ab\u{2014}cd", 30, ["ab\u{2014}", "cd"]),
        Case("break before an em dash", "abc\u{2014}d", 30, ["abc", "\u{2014}d"]),
        Case("no break between two em dashes", "a\u{2014}\u{2014}b", 20, ["a", "\u{2014}\u{2014}", "b"]),
        Case("non-breaking hyphen", "ab\u{2011}cd", 40, ["ab\u{2011}c", "d"]),
        // Closing and opening punctuation.
        Case("break after a space before a comma, as Chromium does", "a b ,", 30, ["a b", ","]),
        Case("break after a space before )", "a b )", 30, ["a b", ")"]),
        Case("break after ( and a space", "a ( b", 30, ["a (", "b"]),
        Case("no break before a comma", "ab, c", 20, ["ab", ",", "c"]),
        Case("no break after (", "a (b", 20, ["a", "(b"]),
        Case("closing parenthesis stays with its word", "(ab) cd", 40, ["(ab)", "cd"]),
        Case("no break after a slash before a letter", "ab/cd", 30, ["ab/", "cd"]),
        Case("break after ? before a letter", "ab?cd", 30, ["ab?", "cd"]),
        Case("break after an ellipsis before a letter", "ab\u{2026}cd", 30, ["ab\u{2026}", "cd"]),
        Case("no break before an ellipsis", "abc\u{2026}", 30, ["abc", "\u{2026}"]),
        Case("quotes glue to both sides", "a \u{201C}bc\u{201D} d", 40, ["a", "\u{201C}bc\u{201D}", "d"]),
        Case("quotes glue to letters", "ab\u{201C}cd", 30, ["ab\u{201C}", "cd"]),
        Case("guillemets", "\u{AB}ab\u{BB} cd", 40, ["\u{AB}ab\u{BB}", "cd"]),
        // No-break spaces and joiners.
        Case("no-break space glues", "aa bb\u{A0}cc", 50, ["aa", "bb\u{A0}cc"]),
        Case("narrow no-break space glues", "aa bb\u{202F}cc", 50, ["aa", "bb\u{202F}cc"]),
        Case("word joiner glues", "aa bb\u{2060}cc", 50, ["aa", "bb\u{2060}cc"]),
        Case("no-break space in a too-long word", "ab\u{A0}cd", 30, ["ab\u{A0}", "cd"]),
        Case("zero-width space is a break opportunity", "aa\u{200B}bb", 30, ["aa\u{200B}", "bb"]),
        Case("soft hyphen is not a break opportunity", "ab\u{AD}cd", 30, ["ab\u{AD}", "cd"]),
        // Long words.
        Case("a word wider than the line is broken", "abcdefghij", 30, ["abc", "def", "ghi", "j"]),
        Case("a long word starts a new line first", "ab abcdefgh", 50, ["ab", "abcde", "fgh"]),
        Case("the rest of a broken word takes the next words", "abcdefg hi", 50, ["abcde", "fg hi"]),
        Case("a line narrower than a character holds one", "abc", 5, ["a", "b", "c"]),
        // CJK.
        Case("break between ideographs", "日本語の文章", 30, ["日本語", "の文章"]),
        Case("break between Latin and ideographs", "ab日本cd", 30, ["ab日", "本cd"]),
        Case("no break before 。", "日本。", 20, ["日", "本。"]),
        Case("no break after 「", "日「本", 20, ["日", "「本"]),
        Case("no break before ー", "カタカナー", 40, ["カタカ", "ナー"]),
        Case("no break before ）", "日本）", 20, ["日", "本）"]),
        Case("Hangul syllables break like ideographs", "한국어", 20, ["한국", "어"]),
        Case("Hangul words with spaces", "한국어 문장", 40, ["한국어", "문장"]),
        Case("mixed scripts", "Mixed 和中文 text", 60, ["Mixed", "和中文", "text"]),
        Case("Greek and Cyrillic are letters", "αβγ абв", 40, ["αβγ", "абв"]),
        // Clusters.
        Case(
            "combining marks stay with their letter", "e\u{301}e\u{301}e\u{301}", 20, ["e\u{301}e\u{301}", "e\u{301}"]),
        Case(
            "emoji ZWJ sequences are one cluster, and break like ideographs",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 10,
            ["\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"]),
        Case(
            "flags are one cluster each", "\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}", 10,
            ["\u{1F1EB}\u{1F1F7}", "\u{1F1EF}\u{1F1F5}"]),
        Case("break before an emoji", "ab\u{1F44D}\u{1F3FD}", 20, ["ab", "\u{1F44D}\u{1F3FD}"]),
        Case(
            "a skin tone stays with its emoji", "\u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD}", 15,
            ["\u{1F44D}\u{1F3FD}", "\u{1F44D}\u{1F3FD}"]),
        // Line limit.
        Case("line limit", "aa bb cc dd", 20, ["aa", "bb"], maxLines: 2),
        Case("line limit in a long word", "abcdefgh", 30, ["abc", "def"], maxLines: 2),
        Case("line limit with hard breaks", "a\nb\nc", 50, ["a", "b"], maxLines: 2),
        Case("line limit of 1", "ab cd", 20, ["ab"], maxLines: 1),
        Case("a negative line limit is no limit", "ab cd", 20, ["ab", "cd"], maxLines: -3),
        // Widths.
        Case("zero width: one cluster a line", "ab cd", 0, ["a", "b", "c", "d"]),
        Case("NaN width: one cluster a line", "ab cd", .nan, ["a", "b", "c", "d"]),
        Case("negative width: one cluster a line", "ab cd", -10, ["a", "b", "c", "d"]),
        Case("infinite width: hard breaks only", "ab cd ef\ngh", .infinity, ["ab cd ef", "gh"]),
        Case("within 1/64 pt fits", "abc", 30 - 1.0 / 64, ["abc"]),
        Case("beyond 1/64 pt does not", "abc", 30 - 1.0 / 32, ["ab", "c"]),
    ]

    @Test("Lines", arguments: cases)
    func lines(_ testCase: Case) {
        let lines = Self.lines(testCase.text, testCase.maxWidth, maxLines: testCase.maxLines)
        #expect(lines == testCase.expected)
    }

    @Test("A line's width is the sum of its segments' widths, spaces at its end excluded")
    func widths() {
        let text = "ab  cd   efghijk\nxy"
        let lines = LineBreaker.lines(of: text, maxWidth: 70, width: Self.tenPerCharacter)
        #expect(lines.map { String(text[$0.range]) } == ["ab  cd", "efghijk", "xy"])
        #expect(lines.map(\.width) == [60, 70, 20])
    }

    @Test("Kerning inside a word counts; the width function sees words, spaces and pieces")
    func widthFunctionCalls() {
        // "AV" and "-V" kern by -4 pt.
        var runs: [String] = []
        let kerned: (Substring) -> CGFloat = { run in
            runs.append(String(run))
            let pairs = zip(run, run.dropFirst()).filter { $0 == ("A", "V") || $0 == ("-", "V") }.count
            return CGFloat(run.count) * 10 - CGFloat(pairs) * 4
        }
        let text = "AVAVA AV well-known"
        let lines = LineBreaker.lines(of: text, maxWidth: 80, width: kerned)
        #expect(lines.map { String(text[$0.range]) } == ["AVAVA AV", "well-", "known"])
        #expect(lines.map(\.width) == [42 + 10 + 16, 50, 50])
        #expect(runs == ["AVAVA", "AV", " ", "well-", " ", "well-known", "known"])
        // A word's segments on one line are measured together: "WAVE-Vo" kerns across the hyphen.
        runs = []
        let wave = "WAVE-Vo"
        // 46 + 20 = 66 pt in two segments, but 62 pt measured whole.
        let waveLines = LineBreaker.lines(of: wave, maxWidth: 64, width: kerned)
        #expect(waveLines.map { String(wave[$0.range]) } == ["WAVE-Vo"])
        #expect(waveLines.map(\.width) == [62])
        #expect(runs == ["WAVE-", "WAVE-Vo"])
    }

    @Test("A width function that answers NaN, negative or infinite widths")
    func badWidthFunction() {
        #expect(Self.lines("ab cd", 20, width: { _ in .nan }) == ["ab cd"])
        #expect(Self.lines("ab cd", 20, width: { _ in -5 }) == ["ab cd"])
        #expect(Self.lines("ab cd", 20, width: { _ in .infinity }) == ["a", "b", "c", "d"])
        #expect(Self.lines("ab cd", .infinity, width: { _ in .infinity }) == ["ab cd"])
        #expect(
            Self.lines("ab cd", 20, width: { run in run.count > 1 ? .infinity : 10 }) == ["a", "b", "c", "d"])
    }

    /// A text of about 100,000 characters: `unit` repeated `count` times.
    struct HugeText: CustomTestStringConvertible, Sendable {
        let unit: String
        let count: Int
        var text: String { String(repeating: unit, count: count) }
        var testDescription: String { "\(unit.debugDescription) × \(count)" }
    }

    @Test(
        "Huge texts break in linear time",
        arguments: [
            HugeText(unit: "word ", count: 20_000), HugeText(unit: "x", count: 100_000),
            HugeText(unit: "日本語", count: 33_334), HugeText(unit: "a\n", count: 50_000),
            HugeText(unit: "well-known ", count: 9_091), HugeText(unit: "a-", count: 50_000),
            HugeText(unit: "e\u{301}", count: 50_000),
        ])
    func huge(_ huge: HugeText) {
        let text = huge.text
        var calls = 0
        var measured = 0
        let width: (Substring) -> CGFloat = { run in
            calls += 1
            measured += run.utf8.count
            return CGFloat(run.count) * 10
        }
        for maxWidth: CGFloat in [100, 1_000, .infinity] {
            calls = 0
            measured = 0
            let lines = LineBreaker.lines(of: text, maxWidth: maxWidth, width: width)
            #expect(!lines.isEmpty)
            // Linear: a bounded number of calls, and of characters measured, per character.
            #expect(calls <= 3 * text.count + 10)
            #expect(measured <= 40 * text.utf8.count)
            let joined = lines.reduce(0) { $0 + text[$1.range].count }
            #expect(joined <= text.count)
        }
        // One line when nothing is limited and there are no hard breaks.
        if !text.contains("\n") {
            #expect(LineBreaker.lines(of: text, maxWidth: .infinity, width: Self.tenPerCharacter).count == 1)
        }
    }

    @Test("On random text, lines cover the text in order, dropping only spaces and hard breaks", arguments: [1, 2, 3])
    func randomText(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet: [String] = [
            "a", "b", "W", " ", " ", "-", "\u{2010}", "\u{2014}", ",", ".", "!", "(", ")", "\u{201C}", "\n",
            "\r\n", "\u{A0}", "\u{2060}", "\u{200B}", "日", "本", "。", "「", "ー", "e\u{301}",
            "\u{1F468}\u{200D}\u{1F469}", "\u{1F1EB}\u{1F1F7}", "7",
        ]
        for _ in 0..<1_000 {
            let text = (0..<Int(random.next() % 30)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                .joined()
            let maxWidth = [0, 5, 10, 25, 40, 70, 200, CGFloat.infinity][Int(random.next() % 8)]
            let maxLines = Int(random.next() % 4)
            let lines = LineBreaker.lines(
                of: text, maxWidth: maxWidth, maxLines: maxLines, width: Self.tenPerCharacter)
            let label = "\(text.debugDescription) in \(maxWidth), \(maxLines) lines"
            if maxLines > 0 { #expect(lines.count <= maxLines, "\(label)") }
            var position = text.startIndex
            for (index, line) in lines.enumerated() {
                // Between lines: only spaces and at most one hard break.
                let between = text[position..<line.range.lowerBound]
                let hardBreaks = between.filter { $0 != " " }
                #expect(hardBreaks.allSatisfy(\.isNewline) && hardBreaks.count <= 1, "\(label): line \(index)")
                #expect(index > 0 || between.allSatisfy { $0 == " " || $0.isNewline }, "\(label)")
                let drawn = text[line.range]
                #expect(line.width == Self.tenPerCharacter(drawn), "\(label): line \(index)")
                #expect(line.width <= maxWidth + 1.0 / 64 || drawn.count == 1, "\(label): line \(index)")
                #expect(!drawn.contains { $0.isNewline }, "\(label): line \(index)")
                position = line.range.upperBound
            }
            if maxLines == 0 || lines.count < maxLines {
                // The rest is spaces and at most one final hard break.
                let rest = text[position...]
                #expect(
                    rest.filter { $0 != " " }.count <= 1 && rest.allSatisfy { $0 == " " || $0.isNewline }, "\(label)")
            }
        }
    }

    @Test("Break classes of a few characters")
    func classes() {
        let expected: [(Character, LineBreakClass)] = [
            ("a", .alphabetic), ("7", .numeric), ("٣", .numeric), (" ", .space), ("\n", .hardBreak),
            ("\r\n", .hardBreak), ("\u{2028}", .hardBreak), ("\u{A0}", .glue), ("\u{2060}", .wordJoiner),
            ("-", .hyphen), ("\u{2010}", .breakAfter), ("\u{2014}", .dash), ("中", .ideographic),
            ("あ", .ideographic), ("ー", .nonstarter), ("「", .opening), ("(", .openParenthesis),
            ("」", .closing), (")", .closeParenthesis), ("!", .exclamation), (",", .infix), ("/", .slash),
            ("\u{201C}", .quote), ("\u{2026}", .inseparable), ("\u{1F600}", .ideographic),
            ("e\u{301}", .alphabetic), ("\u{301}", .alphabetic),
        ]
        for (character, kind) in expected {
            #expect(LineBreakClass(character) == kind, "\(character.debugDescription)")
        }
    }
}
