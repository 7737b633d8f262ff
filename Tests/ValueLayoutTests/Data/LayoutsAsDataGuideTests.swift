import Foundation
import Testing
import ValueLayout

/// The guide "Layouts as data" against the types: its table of kinds and keys is what the
/// decoder takes.
@Suite("The layouts-as-data guide")
struct LayoutsAsDataGuideTests {
    /// The rows of the guide's table: `kind` and its keys, in order.
    private static let rows: [(kind: String, keys: [String])] = {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/layouts-as-data.md")
        let text = (try? String(contentsOf: guide, encoding: .utf8)) ?? ""
        let table = text.components(separatedBy: "## The kinds and their keys").last ?? ""
        return table.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, cells[0].hasPrefix("`"), cells[0] != "`kind`" else { return nil }
            let names = { (cell: String) in
                cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            }
            return (names(cells[0])[0], names(cells[1]))
        }
    }()

    @Test("The table has a row for every built-in kind, in the order of the built-in kinds")
    func everyKind() {
        #expect(Self.rows.map(\.kind) == LayoutDecodingOptions.builtInKinds.map { $0.kindName })
    }

    @Test("Each row lists exactly the keys the decoder takes for its kind", arguments: rows.map(\.kind))
    func keysMatch(kind: String) {
        let row = Self.rows.first { $0.kind == kind }
        #expect(row?.keys == LayoutCoding.decoderKeys(of: kind))
    }
}
