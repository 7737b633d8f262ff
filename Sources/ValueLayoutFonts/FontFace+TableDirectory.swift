import ValueLayout

extension FontFace {
    /// The tables of a font file, found through its table directory.
    struct TableDirectory {
        /// The whole file.
        let file: FontTableReader
        /// Offset and length of each table, by tag.
        let records: [String: (offset: Int, length: Int)]

        /// Reads the header and table directory of `bytes`.
        init(bytes: [UInt8]) throws {
            file = FontTableReader(
                tag: "file", bytes: bytes, start: 0, length: bytes.count, budget: ReadBudget(fileSize: bytes.count))
            guard !bytes.isEmpty else {
                throw FontFaceError(kind: .notAFont, table: nil, offset: 0, description: "the font data is empty")
            }
            let version = try file.uint32(0, "the font header")
            switch version {
            case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // 1.0 (TrueType), 'OTTO' (CFF), 'true' (Apple)
                break
            case 0x7474_6366:  // 'ttcf'
                throw FontFaceError(
                    kind: .unsupported, table: nil, offset: 0,
                    description: "the file is a font collection (ttcf); read one of its fonts instead")
            default:
                throw FontFaceError(
                    kind: .notAFont, table: nil, offset: 0,
                    description: "the file starts with 0x\(String(version, radix: 16)), which is not the signature "
                        + "of a TrueType or OpenType font")
            }
            let count = try file.int(u16: 4, "the font header")
            try file.require(12, count * 16, "its table directory of \(count.groupedDigits) tables")
            var records: [String: (offset: Int, length: Int)] = [:]
            for index in 0..<count {
                let record = 12 + index * 16
                let tag = Self.tag(try file.uint32(record, "a table record"))
                let offset = try file.int(u32: record + 8, "a table record")
                let length = try file.int(u32: record + 12, "a table record")
                // Every table must lie inside the file: a file cut short anywhere is an error.
                guard offset <= bytes.count, length <= bytes.count - offset else {
                    throw FontFaceError(
                        kind: .truncated, table: tag, offset: record,
                        description: "the table directory says the \(tag) table is \(length.groupedDigits) bytes at "
                            + "byte \(offset.groupedDigits), but the file is \(bytes.count.groupedDigits) bytes long")
                }
                if records[tag] == nil { records[tag] = (offset, length) }
            }
            self.records = records
        }

        /// The four characters of `value` as a tag (non-ASCII bytes as "?").
        static func tag(_ value: UInt32) -> String {
            let scalars = [24, 16, 8, 0].map { shift -> Character in
                let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
                return (0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
            }
            return String(scalars)
        }

        /// The table `tag`, or `nil` when the font has none.
        func optionalTable(_ tag: String) throws -> FontTableReader? {
            guard let record = records[tag] else { return nil }
            try file.require(
                record.offset, record.length,
                "the \(tag) table (\(record.length.groupedDigits) bytes at byte \(record.offset.groupedDigits))")
            return FontTableReader(
                tag: tag, bytes: file.bytes, start: record.offset, length: record.length, budget: file.budget)
        }

        /// The table `tag`; throws when the font has none.
        func table(_ tag: String) throws -> FontTableReader {
            guard let table = try optionalTable(tag) else {
                throw FontFaceError(
                    kind: .missingTable, table: tag, offset: nil,
                    description: "the font has no \(tag) table, which it needs")
            }
            return table
        }
    }
}
