import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// FontFace's widths against HarfBuzz's, from `Fonts/harfbuzz-advances.json`
/// (`scripts/generate-harfbuzz-fixtures.py`).
@Suite("FontFace against HarfBuzz")
struct FontFaceHarfBuzzTests {
    @Test("The fixtures are there: both fonts, four sizes, every core category")
    func fixturesLoaded() throws {
        let fixtures = try #require(TestFonts.fixtures)
        #expect(Set(fixtures.entries.map(\.font)) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        #expect(Set(fixtures.entries.map(\.size)) == [12, 15, 17, 20])
        #expect(Set(fixtures.entries.map(\.category)).isSuperset(of: TestFonts.coreCategories))
        #expect(TestFonts.faces.count == 2)
    }

    @Test(
        "Latin text is as wide as HarfBuzz makes it, to 0.01 pt (ASCII, accents, ligatures, kerning, marks)",
        arguments: TestFonts.coreEntries)
    func matchesHarfBuzz(_ entry: TestFonts.Entry) throws {
        let face = try #require(TestFonts.faces[entry.font])
        let ours = face.advance(of: entry.text, size: CGFloat(entry.size))
        #expect(abs(Double(ours) - entry.advance) <= 0.01, "ours \(ours), HarfBuzz \(entry.advance)")
    }

    @Test("Other scripts: the deviation from HarfBuzz per script is reported (not asserted)")
    func otherScriptsDeviation() throws {
        let fixtures = try #require(TestFonts.fixtures)
        var deviations: [String: [Double]] = [:]
        for entry in fixtures.entries where entry.category == "other-scripts" {
            let face = try #require(TestFonts.faces[entry.font])
            let ours = Double(face.advance(of: entry.text, size: CGFloat(entry.size)))
            // Relative to the size, so that sizes compare: deviation in ems.
            deviations[entry.script ?? "?", default: []].append(abs(ours - entry.advance) / entry.size)
        }
        var report = "FontFace vs HarfBuzz \(fixtures.harfbuzz), other scripts (deviation in em):\n"
        for (script, values) in deviations.sorted(by: { $0.key < $1.key }) {
            let mean = values.reduce(0, +) / Double(values.count)
            let worst = values.max() ?? 0
            let exact = values.filter { $0 < 0.01 / 12 }.count
            report +=
                "  \(script): \(values.count) entries, \(exact) exact, worst \(String(format: "%.3f", worst)) em, mean \(String(format: "%.3f", mean)) em\n"
        }
        print(report, terminator: "")
        #expect(!deviations.isEmpty)
    }
}
