import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// FontTextMeasurer's widths of styled text against HarfBuzz's widths of its runs, from
/// `Fonts/harfbuzz-styled-runs.json` (`scripts/generate-harfbuzz-fixtures.py`).
@Suite("Styled text against HarfBuzz")
struct StyledTextHarfBuzzTests {
    /// A run of a text and the width HarfBuzz gives it.
    struct Run: Decodable, Sendable {
        let text: String
        let font: String
        let size: CGFloat
        let kern: CGFloat
        let width: CGFloat
    }

    /// A text split into runs, and the sum of their widths.
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        let text: String
        let runs: [Run]
        let width: CGFloat

        var testDescription: String {
            runs.map { "\($0.font) \($0.size) kern \($0.kern) \($0.text.debugDescription)" }.joined(separator: " + ")
        }
    }

    struct Fixtures: Decodable {
        let harfbuzz: String
        let entries: [Entry]
    }

    static let fixtures: Fixtures? = {
        guard let data = try? Data(contentsOf: TestFonts.folder.appendingPathComponent("harfbuzz-styled-runs.json"))
        else { return nil }
        return try? JSONDecoder().decode(Fixtures.self, from: data)
    }()

    static let measurer = FontTextMeasurer(catalog: .bundled)

    /// The library's font for the fixture's font file at `size`.
    static func font(_ file: String, size: CGFloat) -> Font {
        Font(family: "DejaVu Sans", size: size, weight: file.contains("Bold") ? .bold : .regular)
    }

    /// The width of `runs` on one unbroken line, as the measurer gives it.
    static func width(of runs: [Run]) -> CGFloat {
        let string = runs.map(\.text).joined()
        var styled: [StyledText.Run] = []
        var start = string.startIndex
        for run in runs {
            let end = string.utf8.index(start, offsetBy: run.text.utf8.count)
            styled.append(StyledText.Run(range: start..<end, font: font(run.font, size: run.size), kern: run.kern))
            start = end
        }
        return measurer.size(
            of: StyledText(string: string, runs: styled), lineHeight: nil, numberOfLines: 0,
            lineBreakMode: .byWordWrapping, maxWidth: .infinity
        ).width
    }

    @Test("The fixtures are there: 120 texts of 1 to 5 runs in both fonts, with and without kern")
    func fixturesLoaded() throws {
        let fixtures = try #require(Self.fixtures)
        #expect(fixtures.entries.count == 120)
        let runs = fixtures.entries.flatMap(\.runs)
        #expect(Set(runs.map(\.font)) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        #expect(runs.contains { $0.kern != 0 } && runs.contains { $0.kern == 0 })
        #expect(fixtures.entries.allSatisfy { $0.runs.count <= 5 && $0.runs.map(\.text).joined() == $0.text })
    }

    @Test("Each run alone is as wide as HarfBuzz makes it (plus kern × characters), to 1/64 pt")
    func eachRun() throws {
        let fixtures = try #require(Self.fixtures)
        var compared = 0
        for entry in fixtures.entries {
            // A run ending in spaces is left out: alone on a line, its spaces hang.
            for run in entry.runs where run.text.last != " " {
                compared += 1
                let ours = Self.width(of: [run])
                #expect(
                    abs(ours - run.width) <= 1.0 / 64,
                    "\(run.text.debugDescription): ours \(ours), HarfBuzz \(run.width)")
            }
        }
        #expect(compared >= 300)
    }

    @Test(
        "A styled text on one line is as wide as its runs shaped apart, to 1/64 pt a run",
        arguments: fixtures?.entries ?? [])
    func wholeText(_ entry: Entry) {
        let ours = Self.width(of: entry.runs)
        #expect(abs(ours - entry.width) <= CGFloat(entry.runs.count) / 64, "ours \(ours), HarfBuzz \(entry.width)")
    }
}
