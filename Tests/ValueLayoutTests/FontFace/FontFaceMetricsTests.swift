import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// The metrics and names FontFace reads from DejaVu Sans and DejaVu Sans Bold (values from the
/// fonts' tables, as fontTools and HarfBuzz's font extents read them).
@Suite("FontFace metrics and names")
struct FontFaceMetricsTests {
    /// Expected values of one font.
    struct Expected: Sendable, CustomTestStringConvertible {
        let file: String, family: String, style: String, weight: Int, isBold: Bool
        var testDescription: String { file }
    }

    static let fonts = [
        Expected(file: "DejaVuSans.ttf", family: "DejaVu Sans", style: "Book", weight: 400, isBold: false),
        Expected(file: "DejaVuSans-Bold.ttf", family: "DejaVu Sans", style: "Bold", weight: 700, isBold: true),
    ]

    @Test("Names, weight and style flags come from the name, OS/2 and head tables", arguments: fonts)
    func names(_ expected: Expected) throws {
        let face = try FontFace(contentsOf: TestFonts.url(expected.file))
        #expect(face.familyName == expected.family)
        #expect(face.styleName == expected.style)
        #expect(face.weight == expected.weight)
        #expect(face.isBold == expected.isBold)
        #expect(face.isItalic == false)
    }

    @Test(
        "Vertical metrics are hhea's (1,901, −483, 0 in 2,048 units per em; USE_TYPO_METRICS is not set)",
        arguments: fonts)
    func verticalMetrics(_ expected: Expected) throws {
        let face = try FontFace(contentsOf: TestFonts.url(expected.file))
        #expect(face.unitsPerEm == 2048)
        #expect(face.ascender(size: 2048) == 1901)
        #expect(face.descender(size: 2048) == -483)
        #expect(face.lineGap(size: 2048) == 0)
        #expect(face.defaultLineHeight(size: 2048) == 2384)
    }

    @Test("Metrics scale with the size: font units × size / unitsPerEm")
    func metricsScale() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.ascender(size: 17) == CGFloat(1901) * 17 / 2048)
        #expect(face.descender(size: 17) == CGFloat(-483) * 17 / 2048)
        #expect(face.defaultLineHeight(size: 17) == CGFloat(2384) * 17 / 2048)
        #expect(face.advance(of: "a", size: 17) == CGFloat(1255) * 17 / 2048)
    }

    @Test("init(data:) reads the same face as init(contentsOf:)")
    func dataAndURL() throws {
        let fromData = try FontFace(data: TestFonts.data("DejaVuSans.ttf"))
        let fromURL = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(fromData.familyName == fromURL.familyName)
        #expect(fromData.advance(of: "Hello", size: 12) == fromURL.advance(of: "Hello", size: 12))
    }

    @Test("Text is composed to NFC first: e + U+0301 is as wide as é")
    func composesToNFC() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.advance(of: "e\u{301}", size: 2048) == face.advance(of: "\u{E9}", size: 2048))
        #expect(face.advance(of: "\u{E9}", size: 2048) == 1260)
    }

    @Test("A character the font lacks is .notdef, with its advance (1,229 units), as in HarfBuzz")
    func missingCharacterIsNotdef() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.advance(of: "\u{E000}", size: 2048) == 1229)
        #expect(face.advance(of: "a\u{E000}b", size: 2048) == CGFloat(1255 + 1229 + 1300))
    }

    @Test("A GDEF mark has no advance even when hmtx gives it one (U+065A: 1,024 units), as in HarfBuzz")
    func gdefMarksHaveNoAdvance() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.advance(of: "a\u{65A}", size: 2048) == 1255)
    }

    @Test("Default-ignorable characters (soft hyphen, zero-width space) have no width")
    func defaultIgnorables() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.advance(of: "a\u{AD}\u{200B}b", size: 2048) == CGFloat(1255 + 1300))
    }

    @Test("Empty text is 0 wide")
    func emptyText() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.advance(of: "", size: 17) == 0)
    }

    @Test(
        "Known unsupported: Arabic is not joined, so لا is lām + alif isolated (2,057 units), not the lām-alif ligature HarfBuzz makes (1,168)"
    )
    func arabicIsNotJoined() throws {
        let face = try FontFace(contentsOf: TestFonts.url("DejaVuSans.ttf"))
        #expect(face.advance(of: "\u{644}\u{627}", size: 2048) == CGFloat(1488 + 569))
    }
}
