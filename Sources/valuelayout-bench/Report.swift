import Foundation

/// One row of the benchmark's results.
struct ResultRow: Encodable {
    var workload: String
    var size: String
    var nodes: Int
    var nanosecondsPerPass: Double
    var baselineNanosecondsPerPass: Double?
    var allocationsPerNode: Double?
    var retainedBytesPerNode: Double?
    var note: String?

    var nanosecondsPerNode: Double { nanosecondsPerPass / Double(max(nodes, 1)) }
    var ratioToBaseline: Double? { baselineNanosecondsPerPass.map { nanosecondsPerPass / $0 } }

    enum CodingKeys: String, CodingKey {
        case workload, size, nodes, nanosecondsPerPass, nanosecondsPerNode, baselineNanosecondsPerPass
        case ratioToBaseline, allocationsPerNode, retainedBytesPerNode, note
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(workload, forKey: .workload)
        try container.encode(size, forKey: .size)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(nanosecondsPerPass, forKey: .nanosecondsPerPass)
        try container.encode(nanosecondsPerNode, forKey: .nanosecondsPerNode)
        try container.encodeIfPresent(baselineNanosecondsPerPass, forKey: .baselineNanosecondsPerPass)
        try container.encodeIfPresent(ratioToBaseline, forKey: .ratioToBaseline)
        try container.encodeIfPresent(allocationsPerNode, forKey: .allocationsPerNode)
        try container.encodeIfPresent(retainedBytesPerNode, forKey: .retainedBytesPerNode)
        try container.encodeIfPresent(note, forKey: .note)
    }
}

enum Report {
    static func table(_ rows: [ResultRow]) -> String {
        let header = [
            "workload", "size", "nodes", "ns/pass", "ns/node", "baseline ns", "ratio", "allocs/node",
            "retained B/node", "note",
        ]
        let body = rows.map { row -> [String] in
            [
                row.workload, row.size, String(row.nodes), format(row.nanosecondsPerPass),
                format(row.nanosecondsPerNode), row.baselineNanosecondsPerPass.map(format) ?? "-",
                row.ratioToBaseline.map { String(format: "%.2f×", $0) } ?? "-",
                row.allocationsPerNode.map { String(format: "%.2f", $0) } ?? "-",
                row.retainedBytesPerNode.map { String(format: "%.0f", $0) } ?? "-", row.note ?? "",
            ]
        }
        let widths = header.indices.map { column in
            ([header[column]] + body.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + body.map(line))
            .joined(separator: "\n")
    }

    static func json(_ rows: [ResultRow]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(rows)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 100 ? String(format: "%.0f", nanoseconds) : String(format: "%.1f", nanoseconds)
    }
}
