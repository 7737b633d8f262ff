import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// What the DejaVu fonts do not exercise, on fonts built byte by byte (`SyntheticFont`): a
/// format 4 `cmap`, pair adjustment format 1 through an extension lookup, the legacy `kern` table.
@Suite("FontFace on synthetic fonts")
struct FontFaceSyntheticTests {
    func face(_ tables: [String: [UInt8]]) throws -> FontFace {
        try FontFace(data: Data(SyntheticFont.file(tables)))
    }

    @Test("A format 4 cmap maps A and B; hhea metrics; no name table means empty names, weight 400")
    func minimalFont() throws {
        let face = try face(SyntheticFont.required())
        #expect(face.unitsPerEm == 1000)
        #expect(face.advance(of: "AB", size: 1000) == 1300)
        #expect(face.advance(of: "C", size: 1000) == 500)
        #expect(face.ascender(size: 1000) == 800)
        #expect(face.descender(size: 1000) == -200)
        #expect(face.lineGap(size: 1000) == 90)
        #expect(face.defaultLineHeight(size: 1000) == 1090)
        #expect(face.familyName == "")
        #expect(face.styleName == "")
        #expect(face.weight == 400)
    }

    @Test("GPOS pair adjustment format 1, reached through an extension lookup (type 9), kerns A-B by −50")
    func pairAdjustmentThroughExtension() throws {
        var tables = SyntheticFont.required()
        tables["GPOS"] = SyntheticFont.gpos(kerning: -50)
        let face = try face(tables)
        #expect(face.advance(of: "AB", size: 1000) == 1250)
        #expect(face.advance(of: "BA", size: 1000) == 1300)
    }

    @Test("GSUB ligature substitution, reached through an extension lookup (type 7), makes A B one glyph")
    func ligatureThroughExtension() throws {
        var tables = SyntheticFont.required()
        tables["GSUB"] = SyntheticFont.gsub(ligatureGlyph: 0)
        let face = try face(tables)
        #expect(face.advance(of: "AB", size: 1000) == 500)
        #expect(face.advance(of: "ABAB", size: 1000) == 1000)
        #expect(face.advance(of: "BA", size: 1000) == 1300)
    }

    @Test("The legacy kern table kerns A-B by −30 when GPOS has no kern feature")
    func legacyKern() throws {
        var tables = SyntheticFont.required()
        tables["kern"] = SyntheticFont.kern(kerning: -30)
        #expect(try face(tables).advance(of: "AB", size: 1000) == 1270)
    }

    @Test("The legacy kern table is ignored when GPOS has a kern feature (as HarfBuzz does)")
    func gposKernWins() throws {
        var tables = SyntheticFont.required()
        tables["kern"] = SyntheticFont.kern(kerning: -30)
        tables["GPOS"] = SyntheticFont.gpos(kerning: -50)
        #expect(try face(tables).advance(of: "AB", size: 1000) == 1250)
    }

    @Test("An extension subtable pointing to itself is read once, as the pair subtable it would be, which is truncated")
    func extensionPointingToItself() {
        var tables = SyntheticFont.required()
        tables["GPOS"] = SyntheticFont.gpos(kerning: -50, extensionOffset: 0)
        #expect(
            throws: FontFaceError(
                kind: .truncated, table: "GPOS", offset: 184,
                description:
                    "the GPOS table (at byte 108 of the file) is 88 bytes long, but a pair set of 12 pairs needs 100")
        ) {
            try face(tables)
        }
    }
}
