import Foundation
import Testing

@testable import ValueLayout
@testable import ValueLayoutFonts

/// The lines headless Chromium draws, from `Fonts/chromium-line-breaks.json`
/// (`scripts/generate-chromium-line-breaks.py` writes it; its header records the CSS).
struct ChromiumLineBreaks: Decodable, Sendable {
    /// One paragraph laid out in one font, size and width.
    struct Case: Decodable, Sendable {
        /// The index of the paragraph in ``ChromiumLineBreaks/texts``.
        let text: Int
        let font: String
        let size: CGFloat
        let width: CGFloat
        /// The lines as drawn: slices of the text that keep the spaces at their end (they hang)
        /// and drop hard breaks.
        let lines: [String]
        /// The width of each line without the spaces at its end.
        let widths: [CGFloat]
    }

    /// Where each grapheme cluster of a text starts when the text is on one unbroken line.
    struct Advances: Decodable, Sendable {
        let text: Int
        let font: String
        let size: CGFloat
        /// UTF-16 offsets of the clusters' starts, then the text's length.
        let offsets: [Int]
        /// The x of each offset, in points.
        let xs: [CGFloat]
    }

    /// The widths of ``ChromiumLineBreaks/runs`` measured alone in one font and size.
    struct Isolated: Decodable, Sendable {
        let font: String
        let size: CGFloat
        let widths: [CGFloat]
    }

    let chromium: String
    let css: String
    let fonts: [String: String]
    let sizes: [CGFloat]
    let widths: [CGFloat]
    let texts: [String]
    let cases: [Case]
    let advances: [Advances]
    /// Every run of whole clusters inside a word of the texts, and runs of 1 to 8 spaces.
    let runs: [String]
    let isolated: [Isolated]

    static let fileURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fonts/chromium-line-breaks.json")

    /// The fixture, read once.
    static let shared: ChromiumLineBreaks? = {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? JSONDecoder().decode(ChromiumLineBreaks.self, from: data)
    }()

    /// Chromium's own width of a run of `text`: the distance between the x of its ends on the
    /// unbroken line. A width function independent of any font reader, for checking the rules.
    func widthFunction(for advances: Advances) -> (Substring) -> CGFloat {
        let text = texts[advances.text]
        var x: [Int: CGFloat] = [:]
        for (offset, value) in zip(advances.offsets, advances.xs) { x[offset] = value }
        return { run in
            let start = text.utf16.distance(from: text.startIndex, to: run.startIndex)
            let end = start + run.utf16.count
            guard let left = x[start], let right = x[end] else { return .nan }
            return right - left
        }
    }

    /// Chromium's width of a run measured alone (as a font reader's advance would be), from
    /// `isolated`; a run not in the table (none, for the breaker's requests) falls back to
    /// `fallback` and is counted in `misses`.
    func isolatedWidthFunction(
        for isolated: Isolated, fallback: @escaping (Substring) -> CGFloat, misses: @escaping () -> Void
    ) -> (Substring) -> CGFloat {
        var table: [Substring: CGFloat] = [:]
        for (run, width) in zip(runs, isolated.widths) { table[Substring(run)] = width }
        return { run in
            if let width = table[run] { return width }
            misses()
            return fallback(run)
        }
    }

    /// `line` without the spaces at its end.
    static func drawn(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }
}

@Suite("Chromium line-break fixtures")
struct ChromiumLineBreakTests {
    static let fixture = ChromiumLineBreaks.shared

    @Test("The fixture file is well formed")
    func wellFormed() throws {
        let fixture = try #require(Self.fixture, "cannot read \(ChromiumLineBreaks.fileURL.path)")
        #expect(fixture.cases.count >= 2_000)
        #expect(
            fixture.cases.count == fixture.texts.count * fixture.fonts.count * fixture.sizes.count
                * fixture.widths.count)
        #expect(fixture.advances.count == fixture.texts.count * fixture.fonts.count * fixture.sizes.count)
        #expect(fixture.css.contains("white-space: pre-wrap"))
        for testCase in fixture.cases {
            let text = fixture.texts[testCase.text]
            let label = "\(text.debugDescription) \(testCase.font) \(testCase.size) in \(testCase.width)"
            #expect(fixture.fonts[testCase.font] != nil, "\(label)")
            #expect(!testCase.lines.isEmpty, "\(label)")
            #expect(testCase.widths.count == testCase.lines.count, "\(label)")
            // The lines, with the hard breaks between some of them, are the text; a line is empty
            // only before a hard break (or as the only line of text of spaces... which keeps them).
            var rest = Substring(text)
            for (index, line) in testCase.lines.enumerated() {
                #expect(rest.hasPrefix(line), "\(label): line \(index) \(line.debugDescription)")
                guard rest.hasPrefix(line) else { break }
                rest = rest.dropFirst(line.count)
                if rest.hasPrefix("\r\n") || rest.hasPrefix("\n") {
                    rest = rest.dropFirst()
                } else {
                    #expect(!line.isEmpty, "\(label): an empty line that is not a paragraph")
                }
            }
            #expect(rest.isEmpty, "\(label): \(rest.debugDescription) left over")
            for (line, width) in zip(testCase.lines, testCase.widths) {
                #expect(width.isFinite && width >= 0, "\(label)")
                // A line fits, unless it is one cluster.
                let drawn = ChromiumLineBreaks.drawn(line)
                #expect(width <= testCase.width + 1.0 / 64 || drawn.count == 1, "\(label): \(line.debugDescription)")
                #expect(drawn.isEmpty == (width == 0), "\(label): \(line.debugDescription) is \(width) wide")
            }
        }
        for advances in fixture.advances {
            let text = fixture.texts[advances.text]
            #expect(advances.offsets.first == 0 && advances.offsets.last == text.utf16.count)
            #expect(advances.offsets.count == text.count + 1, "\(text.debugDescription): clusters as in Swift")
            #expect(advances.xs.count == advances.offsets.count)
            #expect(advances.xs.first == 0 && advances.xs.allSatisfy(\.isFinite))
        }
    }

    /// Texts whose lines differ from Chromium's by design: Chromium does not force a break at
    /// U+2028 (UAX #14 and `LineBreaker` do).
    static func differsByDesign(_ text: String) -> Bool { text.contains("\u{2028}") }

    /// How many cases give Chromium's lines, with the width function `widthFunction` makes for a
    /// case's text, font and size; prints the agreement and the first disagreements.
    static func agreement(
        _ fixture: ChromiumLineBreaks, _ title: String,
        widthFunction: (_ text: Int, _ font: String, _ size: CGFloat) -> (Substring) -> CGFloat
    ) -> Double {
        var compared = 0
        var agreed = 0
        var widestWidthError: CGFloat = 0
        var disagreements: [String] = []
        for testCase in fixture.cases {
            let text = fixture.texts[testCase.text]
            if differsByDesign(text) { continue }
            let width = widthFunction(testCase.text, testCase.font, testCase.size)
            let lines = LineBreaker.lines(of: text, maxWidth: testCase.width, width: width)
            let ours = lines.map { String(text[$0.range]) }
            let chromium = testCase.lines.map(ChromiumLineBreaks.drawn)
            compared += 1
            if ours == chromium {
                agreed += 1
                for (line, expected) in zip(lines, testCase.widths) {
                    widestWidthError = max(widestWidthError, abs(line.width - expected))
                }
            } else {
                disagreements.append(
                    "\(testCase.font) \(testCase.size)pt in \(testCase.width): \(text.debugDescription)\n"
                        + "    Chromium \(chromium)\n    ours     \(ours)")
            }
        }
        let agreement = Double(agreed) / Double(max(compared, 1))
        print(
            "LineBreaker vs Chromium (\(title)): \(agreed) of \(compared) cases agree "
                + "(\(String(format: "%.2f", agreement * 100)) %); widest difference from Chromium's line "
                + "widths in agreeing cases \(String(format: "%.3f", widestWidthError)) pt")
        let shown = ProcessInfo.processInfo.environment["LINE_BREAK_DISAGREEMENTS"].flatMap { Int($0) } ?? 10
        for disagreement in disagreements.prefix(shown) { print(disagreement) }
        return agreement
    }

    /// The rules alone: with Chromium's own widths of the runs, as laid out on one line (the width
    /// of a line is then the width Chromium gives that stretch of the paragraph).
    @Test("LineBreaker's rules give Chromium's lines, with Chromium's widths of runs in the paragraph")
    func agreementWithParagraphWidths() throws {
        let fixture = try #require(Self.fixture)
        var widthFunctions: [String: (Substring) -> CGFloat] = [:]
        for advances in fixture.advances {
            widthFunctions["\(advances.text) \(advances.font) \(advances.size)"] = fixture.widthFunction(for: advances)
        }
        let agreement = Self.agreement(fixture, "runs' widths in the paragraph") { text, font, size in
            widthFunctions["\(text) \(font) \(size)"]!
        }
        #expect(agreement >= 0.99)
    }

    /// What a measurer over a font reader does: runs measured alone (so kerning and ligatures
    /// across a break opportunity are not seen), and a line's width the sum of its runs.
    @Test("LineBreaker gives Chromium's lines with runs measured alone, as a font reader measures them")
    func agreementWithIsolatedWidths() throws {
        let fixture = try #require(Self.fixture)
        var paragraphWidths: [String: (Substring) -> CGFloat] = [:]
        for advances in fixture.advances {
            paragraphWidths["\(advances.text) \(advances.font) \(advances.size)"] = fixture.widthFunction(for: advances)
        }
        let misses = MissCounter()
        var isolated: [String: (Substring) -> CGFloat] = [:]
        for entry in fixture.isolated {
            for index in fixture.texts.indices {
                let key = "\(index) \(entry.font) \(entry.size)"
                isolated[key] = fixture.isolatedWidthFunction(
                    for: entry, fallback: paragraphWidths[key]!, misses: { misses.count += 1 })
            }
        }
        let agreement = Self.agreement(fixture, "runs measured alone") { text, font, size in
            isolated["\(text) \(font) \(size)"]!
        }
        print("runs not measured alone: \(misses.count)")
        #expect(agreement >= 0.998)
    }
}

/// A count shared by closures.
private final class MissCounter: @unchecked Sendable {
    var count = 0
}
