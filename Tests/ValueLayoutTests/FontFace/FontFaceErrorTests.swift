import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// Malformed and truncated font files throw a `FontFaceError` saying what and where; none
/// crashes or reads outside the data.
@Suite("FontFace errors")
struct FontFaceErrorTests {
    static let dejaVu = [UInt8](TestFonts.data("DejaVuSans.ttf"))

    /// The error reading `bytes` throws, or `nil` when it reads.
    func error(_ bytes: [UInt8]) -> FontFaceError? {
        do {
            _ = try FontFace(data: Data(bytes))
            return nil
        } catch let error as FontFaceError {
            return error
        } catch {
            Issue.record("not a FontFaceError: \(error)")
            return nil
        }
    }

    /// `bytes` with the big-endian `value` of `width` bytes written at `offset`.
    func patched(_ bytes: [UInt8], at offset: Int, _ value: Int, width: Int) -> [UInt8] {
        var result = bytes
        for index in 0..<width { result[offset + index] = UInt8((value >> (8 * (width - 1 - index))) & 0xFF) }
        return result
    }

    /// The position in DejaVu Sans's table directory of the record of `tag`.
    func recordPosition(of tag: String) -> Int? {
        let count = Int(Self.dejaVu[4]) << 8 | Int(Self.dejaVu[5])
        return (0..<count).map { 12 + $0 * 16 }.first { Array(Self.dejaVu[$0..<($0 + 4)]) == Array(tag.utf8) }
    }

    @Test("Empty data is not a font")
    func empty() {
        #expect(
            error([]) == FontFaceError(kind: .notAFont, table: nil, offset: 0, description: "the font data is empty"))
    }

    @Test("An unknown signature is not a font; a collection is unsupported")
    func signature() {
        #expect(
            error(Array("wOFF0000".utf8))
                == FontFaceError(
                    kind: .notAFont, table: nil, offset: 0,
                    description:
                        "the file starts with 0x774f4646, which is not the signature of a TrueType or OpenType font"))
        #expect(error(Array("ttcf0000".utf8))?.kind == .unsupported)
    }

    @Test("A file cut short in its header or table directory says what it needed")
    func truncatedDirectory() {
        #expect(
            error(Array(Self.dejaVu.prefix(3)))
                == FontFaceError(
                    kind: .truncated, table: nil, offset: 0,
                    description: "the file is 3 bytes long, but the font header needs 4"))
        #expect(
            error(Array(Self.dejaVu.prefix(100)))
                == FontFaceError(
                    kind: .truncated, table: nil, offset: 12,
                    description: "the file is 100 bytes long, but its table directory of 20 tables needs 332"))
    }

    @Test("Every prefix of the first 1,024 bytes throws")
    func everyShortPrefix() {
        for length in 0..<1024 {
            #expect(error(Array(Self.dejaVu.prefix(length))) != nil, "prefix of \(length) bytes")
        }
    }

    @Test("Cut at 24 pseudo-random points, the file throws a truncation error")
    func randomCuts() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<24 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = 1024 + Int(state >> 33) % (Self.dejaVu.count - 1024)
            #expect(error(Array(Self.dejaVu.prefix(length)))?.kind == .truncated, "cut at \(length)")
        }
    }

    @Test("A table directory claiming 65,535 tables is truncated")
    func tooManyTables() {
        #expect(
            error(patched(Self.dejaVu, at: 4, 0xFFFF, width: 2))
                == FontFaceError(
                    kind: .truncated, table: nil, offset: 12,
                    description:
                        "the file is 759,720 bytes long, but its table directory of 65,535 tables needs 1,048,572"))
    }

    @Test("A table record pointing outside the file names the table")
    func tableOutsideFile() throws {
        let record = try #require(recordPosition(of: "cmap"))
        #expect(
            error(patched(Self.dejaVu, at: record + 8, 0xFFFF_FFF0, width: 4))
                == FontFaceError(
                    kind: .truncated, table: "cmap", offset: record,
                    description: "the table directory says the cmap table is 7,056 bytes at byte 4,294,967,280, "
                        + "but the file is 759,720 bytes long"))
    }

    @Test("A missing required table is named")
    func missingTable() {
        var tables = SyntheticFont.required()
        tables["hmtx"] = nil
        #expect(
            error(SyntheticFont.file(tables))
                == FontFaceError(
                    kind: .missingTable, table: "hmtx", offset: nil,
                    description: "the font has no hmtx table, which it needs"))
    }

    @Test("A format 4 cmap subtable claiming more segments than it holds is truncated")
    func cmapTooManySegments() {
        let tables = SyntheticFont.required(cmap: SyntheticFont.cmap(segmentCountX2: 2000))
        #expect(
            error(SyntheticFont.file(tables))
                == FontFaceError(
                    kind: .truncated, table: "cmap", offset: 104,
                    description:
                        "the cmap table (at byte 92 of the file) is 44 bytes long, but its format 4 subtable of "
                        + "1,000 segments needs 8,028"))
    }

    @Test("An extension lookup pointing to another extension is invalid (no chains, no cycles)")
    func extensionOfExtension() {
        var tables = SyntheticFont.required()
        tables["GPOS"] = SyntheticFont.gpos(extensionType: 9)
        #expect(
            error(SyntheticFont.file(tables))
                == FontFaceError(
                    kind: .invalidValue, table: "GPOS", offset: 164,
                    description: "the GPOS table, at byte 164 of the file: an extension subtable of lookup 0 points to "
                        + "another extension"))
    }

    @Test("An extension lookup with a huge offset is truncated")
    func extensionHugeOffset() {
        var tables = SyntheticFont.required()
        tables["GPOS"] = SyntheticFont.gpos(extensionOffset: 0x7FFF_FFF0)
        #expect(
            error(SyntheticFont.file(tables))
                == FontFaceError(
                    kind: .truncated, table: "GPOS", offset: 2_147_483_796,
                    description: "the GPOS table (at byte 108 of the file) is 88 bytes long, but the subtable an "
                        + "extension of lookup 0 points to needs 2,147,483,690"))
    }

    @Test("unitsPerEm of 0 is invalid")
    func zeroUnitsPerEm() {
        var tables = SyntheticFont.required()
        tables["head"] = patched(SyntheticFont.head, at: 18, 0, width: 2)
        #expect(
            error(SyntheticFont.file(tables))
                == FontFaceError(
                    kind: .invalidValue, table: "head", offset: 154,
                    description:
                        "the head table, at byte 154 of the file: unitsPerEm is 0, outside the allowed 16 to 16,384"))
    }

    @Test("Subtables that all point at one large coverage table stop reading at 64 times the file size")
    func overlappingSubtables() throws {
        var tables = SyntheticFont.required()
        tables["GPOS"] = SyntheticFont.gposOverlapping(subtableCount: 20_000, coverageCount: 10_000)
        let thrown = try #require(error(SyntheticFont.file(tables)))
        #expect(thrown.kind == .invalidValue)
        #expect(thrown.table == "GPOS")
        #expect(
            thrown.description
                == "the GPOS table refers to the same bytes so often (a format 1 coverage table of 10,000 glyphs at "
                + "offset 40,068) that reading it would read more than 64 times the file's 60,332 bytes")
    }

    @Test("A well-formed font reads well within the budget (DejaVu Sans, with its shared class tables)")
    func dejaVuWithinBudget() {
        #expect(error(Self.dejaVu) == nil)
    }
}
