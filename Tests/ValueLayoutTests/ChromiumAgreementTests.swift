import Foundation
import Testing

@testable import ValueLayout
@testable import ValueLayoutFonts

/// Our text against headless Chromium drawing the same DejaVu Sans (the fixtures of
/// scripts/generate-chromium-line-breaks.py): FontFace's advance of every run Chromium measured
/// alone, then the lines LineBreaker gives with those advances.
@Suite("LineBreaker with FontFace vs Chromium")
struct ChromiumAgreementTests {
    /// The font face of the fixture's font `name` ("DejaVuSans" or "DejaVuSans-Bold"): a font
    /// the library bundles.
    static func face(named name: String, fixture: ChromiumLineBreaks) throws -> FontFace {
        let file = try #require(fixture.fonts[name], "no file for font \(name)")
        let data = try Data(contentsOf: TestFonts.url(file))
        return try FontFace(data: data)
    }

    @Test("LineBreaker with FontFace.advance gives Chromium's lines and line widths")
    func agreement() throws {
        let fixture = try #require(ChromiumLineBreaks.shared, "cannot read the Chromium fixtures")
        var faces: [String: FontFace] = [:]
        for name in fixture.fonts.keys { faces[name] = try Self.face(named: name, fixture: fixture) }

        // First the width function alone: FontFace's advance of each run measured in Chromium
        // (canvas measureText of the run alone) should be the same to a small fraction of a point.
        var widestAdvanceError: CGFloat = 0
        var worstRun = ""
        for entry in fixture.isolated {
            let face = try #require(faces[entry.font])
            // A run holding U+2028 LINE SEPARATOR is not one a measurer is asked for (the separator
            // is a hard break), and a canvas measures the separator as a space.
            for (run, expected) in zip(fixture.runs, entry.widths) where !run.contains("\u{2028}") {
                let error = abs(face.advance(of: run, size: entry.size) - expected)
                if error > widestAdvanceError {
                    widestAdvanceError = error
                    worstRun = "\(run.debugDescription) in \(entry.font) \(entry.size)"
                }
            }
        }
        print(
            "FontFace.advance vs Chromium, runs measured alone: widest difference \(widestAdvanceError) pt (\(worstRun))"
        )
        #expect(widestAdvanceError <= 0.01)

        // Then the lines.
        let agreement = ChromiumLineBreakTests.agreement(fixture, "FontFace.advance") { _, font, size in
            let face = faces[font]!
            return { run in face.advance(of: String(run), size: size) }
        }
        #expect(agreement >= 0.998)
    }
}
