import Foundation
import Testing
import ValueLayout

/// The guide "Layouts as data" against the types: its table of kinds and keys is what the
/// decoder takes.
@Suite("The layouts-as-data guide")
struct LayoutsAsDataGuideTests {
    /// The rows of the guide's table: `kind`, its keys, in order, and what its ratios mean.
    private static let rows: [(kind: String, keys: [String], ratios: String)] = {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/layouts-as-data.md")
        let text = (try? String(contentsOf: guide, encoding: .utf8)) ?? ""
        let table =
            text.components(separatedBy: "## The kinds and their keys").last?
            .components(separatedBy: "\n## ").first ?? ""
        return table.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0] != "`kind`" else { return nil }
            let names = { (cell: String) in
                cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            }
            return (names(cells[0])[0], names(cells[1]), cells[2])
        }
    }()

    /// The number the guide's row of `kind` gives for 16:9 (the first backquoted number after "16:9").
    private func sixteenByNine(of kind: String) throws -> Double {
        let ratios = try #require(Self.rows.first { $0.kind == kind }).ratios
        let after = try #require(ratios.components(separatedBy: "16:9").dropFirst().first)
        let number = try #require(after.split(separator: "`").dropFirst().first)
        return try #require(Double(number))
    }

    @Test("The table has a row for every built-in kind, in the order of the built-in kinds")
    func everyKind() {
        #expect(Self.rows.map(\.kind) == LayoutDecodingOptions.builtInKinds.map { $0.kindName })
    }

    @Test("Each row lists exactly the keys the decoder takes for its kind", arguments: rows.map(\.kind))
    func keysMatch(kind: String) {
        let row = Self.rows.first { $0.kind == kind }
        #expect(row?.keys == LayoutCoding.decoderKeys(of: kind))
    }

    @Test(
        "Each number a kind reads as a ratio is explained in its row",
        arguments: [
            ("size", "widthFraction"), ("size", "heightFraction"), ("ratio", "ratio"), ("flex", "aspectRatio"),
            ("flex", "percent"),
        ])
    func ratioExplained(kind: String, key: String) throws {
        let row = try #require(Self.rows.first { $0.kind == kind })
        #expect(row.ratios.contains("`\(key)`") || row.ratios.contains("\"\(key)\""))
    }

    @Test("The guide says ratio is height ÷ width, and its 16:9 is what a ratio layout makes 16:9")
    func ratioIsHeightOverWidth() throws {
        let ratios = try #require(Self.rows.first { $0.kind == "ratio" }).ratios
        #expect(ratios.hasPrefix("`ratio`: height ÷ width"))
        let value = try sixteenByNine(of: "ratio")
        let json = """
            {"valuelayout": 1, "context": {"width": 1600},
             "layout": {"kind": "ratio", "ratio": \(value), "alignment": "topLeading", "sublayout": {"kind": "size"}}}
            """
        let frame = try LayoutDocument(json: Data(json.utf8)).arrangement().frame
        let sixteenByNine = CGSize(width: 1600, height: 1600 * 9 / 16)
        #expect(frame.size == sixteenByNine)
    }

    @Test("The guide says a flex item's aspectRatio is width ÷ height, and its 16:9 is what a flex item makes 16:9")
    func aspectRatioIsWidthOverHeight() throws {
        let ratios = try #require(Self.rows.first { $0.kind == "flex" }).ratios
        #expect(ratios.contains("`aspectRatio`: width ÷ height"))
        let value = try sixteenByNine(of: "flex")
        let json = """
            {"valuelayout": 1, "layout": {"kind": "flex", "alignItems": "flexStart", "children": [
              {"layout": {"kind": "size"}, "width": 160, "aspectRatio": \(value)}]}}
            """
        let item = try #require(LayoutDocument(json: Data(json.utf8)).arrangement().sublayouts.first).frame
        let sixteenByNine = CGSize(width: 160, height: 160 * 9 / 16)
        #expect(item.width == sixteenByNine.width)
        // 1.7778 is 16:9 to four decimals: 160 ÷ 1.7778 is 89.998.
        #expect(abs(item.height - sixteenByNine.height) < 0.01)
    }
}
