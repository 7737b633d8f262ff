import Foundation
import Testing

@testable import ValueLayout
@testable import ValueLayoutFonts

/// The lines headless Chromium draws for paragraphs of several `<span>`s, from
/// `Fonts/chromium-styled-line-breaks.json` (`scripts/generate-chromium-line-breaks.py --styled`
/// writes it; its header records the CSS).
struct ChromiumStyledLineBreaks: Decodable, Sendable {
    /// A span: its text, font (a key of ``ChromiumStyledLineBreaks/fonts``), size and
    /// letter-spacing, in px read as points.
    struct Run: Decodable, Sendable {
        let text: String
        let font: String
        let size: CGFloat
        let kern: CGFloat
    }

    /// One paragraph laid out in one width.
    struct Case: Decodable, Sendable {
        let id: Int
        /// The index of the paragraph in ``ChromiumStyledLineBreaks/paragraphs``.
        let paragraph: Int
        let width: CGFloat
        /// The lines as drawn: slices of the text that keep the spaces at their end (they hang)
        /// and drop hard breaks.
        let lines: [String]
        /// The width of each line without the spaces at its end.
        let widths: [CGFloat]
        /// The box's height with each span's line-height its font's default.
        let height: CGFloat
    }

    let chromium: String
    let css: String
    let fonts: [String: String]
    let widths: [CGFloat]
    let paragraphs: [[Run]]
    let cases: [Case]

    static let fileURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fonts/chromium-styled-line-breaks.json")

    /// The fixture, read once.
    static let shared: ChromiumStyledLineBreaks? = {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? JSONDecoder().decode(ChromiumStyledLineBreaks.self, from: data)
    }()

    /// The library's font for the fixture's `font` at `size`: the bundled DejaVu Sans, bold for
    /// "DejaVuSans-Bold".
    static func font(_ name: String, size: CGFloat) -> Font {
        Font(family: "DejaVu Sans", size: size, weight: name.hasSuffix("Bold") ? .bold : .regular)
    }

    /// Paragraph `index` as styled text.
    func styledText(_ index: Int) -> StyledText {
        let string = paragraphs[index].map(\.text).joined()
        var runs: [StyledText.Run] = []
        var start = string.startIndex
        for run in paragraphs[index] {
            let end = string.utf8.index(start, offsetBy: run.text.utf8.count)
            runs.append(StyledText.Run(range: start..<end, font: Self.font(run.font, size: run.size), kern: run.kern))
            start = end
        }
        return StyledText(string: string, runs: runs)
    }
}

@Suite("FontTextMeasurer with styled text vs Chromium")
struct ChromiumStyledLineBreakTests {
    static let fixture = ChromiumStyledLineBreaks.shared
    static let measurer = FontTextMeasurer(catalog: .bundled)

    /// The cases whose lines differ from Chromium's, by id, with the reason. A new difference
    /// fails the test, and so does one of these that starts to agree.
    static let knownDifferences: [Int: String] = [
        516: "40 pt: after \"known\" was cut from \"known‐\" (U+2010), Chromium does not break after the "
            + "U+2010 that now starts the line, and cuts \"‐words\" between clusters (LineBreaker's rules)",
        528: "40 pt: after \"ab\" was cut from \"ab-\", Chromium reads the hyphen now starting the line as a "
            + "minus sign before \"12\" and cuts \"-12\" between clusters (LineBreaker's rules)",
        1044: "40 pt: after \"text\" was cut from \"text-\", Chromium does not break after the hyphen now "
            + "starting the line and cuts \"-über\" between clusters (LineBreaker's rules)",
    ]

    @Test("The fixture file is well formed: at least 1,000 cases, lines that make the text")
    func wellFormed() throws {
        let fixture = try #require(Self.fixture, "cannot read \(ChromiumStyledLineBreaks.fileURL.path)")
        #expect(fixture.cases.count >= 1_000)
        #expect(fixture.css.contains("white-space: pre-wrap"))
        #expect(fixture.cases.map(\.id) == Array(fixture.cases.indices))
        for paragraph in fixture.paragraphs {
            // Several spans, but for the paragraphs of one character.
            #expect(paragraph.count >= 2 || paragraph.map(\.text).joined().count == 1)
            #expect(paragraph.allSatisfy { fixture.fonts[$0.font] != nil && !$0.text.isEmpty })
        }
        for testCase in fixture.cases {
            let text = fixture.paragraphs[testCase.paragraph].map(\.text).joined()
            #expect(testCase.widths.count == testCase.lines.count, "case \(testCase.id)")
            #expect(testCase.height.isFinite && testCase.height > 0, "case \(testCase.id)")
            var rest = Substring(text)
            for line in testCase.lines {
                #expect(rest.hasPrefix(line), "case \(testCase.id): \(line.debugDescription)")
                guard rest.hasPrefix(line) else { break }
                rest = rest.dropFirst(line.count)
                if rest.hasPrefix("\r\n") || rest.hasPrefix("\n") { rest = rest.dropFirst() }
            }
            #expect(rest.isEmpty, "case \(testCase.id): \(rest.debugDescription) left over")
        }
    }

    @Test("Our lines are Chromium's in at least 99.8 % of the cases, and the cases that differ are the known ones")
    func lines() throws {
        let fixture = try #require(Self.fixture)
        var differing: [Int] = []
        var report: [String] = []
        var widestHeightError: CGFloat = 0
        var widestWidthError: CGFloat = 0
        for testCase in fixture.cases {
            let text = fixture.styledText(testCase.paragraph)
            let ours = Self.measurer.lines(
                of: text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: testCase.width
            ).map(String.init)
            let chromium = testCase.lines.map(ChromiumLineBreaks.drawn)
            guard ours == chromium else {
                differing.append(testCase.id)
                report.append(
                    "case \(testCase.id), \(testCase.width) wide:\n    Chromium \(chromium)\n    ours     \(ours)")
                continue
            }
            // Chromium places each line box on its layout grid of 1/64 px.
            let height = Self.measurer.size(
                of: text, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: testCase.width
            ).height
            #expect(abs(height - testCase.height) <= CGFloat(ours.count) / 64, "case \(testCase.id)")
            widestHeightError = max(widestHeightError, abs(height - testCase.height))
            // The widths of the lines, which the public API does not give.
            let lines = Self.measurer.styledLines(
                of: text.string,
                runs: text.runs.map { .init(range: $0.range, font: $0.font, kern: $0.kern, baselineOffset: 0) },
                lineHeight: nil, numberOfLines: 0, characterWrapping: false, maxWidth: testCase.width)
            for (line, width) in zip(lines, testCase.widths) {
                widestWidthError = max(widestWidthError, abs(line.width - width))
            }
        }
        let agreement = 1 - Double(differing.count) / Double(fixture.cases.count)
        print(
            "FontTextMeasurer (styled text) vs Chromium: \(fixture.cases.count - differing.count) of "
                + "\(fixture.cases.count) cases agree (\(String(format: "%.2f", agreement * 100)) %); in those, "
                + "widest difference from Chromium's box height \(String(format: "%.3f", widestHeightError)) pt, "
                + "from its line widths \(String(format: "%.3f", widestWidthError)) pt")
        for line in report { print(line) }
        #expect(agreement >= 0.998)
        #expect(Set(differing) == Set(Self.knownDifferences.keys))
        #expect(widestWidthError <= 0.1)
    }
}
