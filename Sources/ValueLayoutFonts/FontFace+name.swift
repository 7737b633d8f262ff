import ValueLayout

extension FontFace {
    /// The family and style names from the `name` table.
    struct NamingTable {
        /// The typographic family name (name ID 16), else the family name (ID 1); "" when absent.
        let familyName: String
        /// The typographic subfamily name (ID 17), else the subfamily name (ID 2); "" when absent.
        let styleName: String

        /// Reads `name`: records of the Windows platform (3) in Unicode encodings 1 and 10, or of
        /// the Unicode platform (0), all UTF-16BE; US English (0x409) preferred; else Macintosh
        /// Roman records read as ASCII.
        init(_ table: FontTableReader) throws {
            let count = try table.int(u16: 2, "its header")
            let storage = try table.int(u16: 4, "its header")
            try table.require(6, count * 12, "its \(count) name records")
            // For each name ID, the best record so far: (rank, text); lower rank is better.
            var best: [Int: (rank: Int, text: String)] = [:]
            for index in 0..<count {
                let record = 6 + index * 12
                let platform = try table.int(u16: record, "a name record")
                let encoding = try table.int(u16: record + 2, "a name record")
                let language = try table.int(u16: record + 4, "a name record")
                let nameID = try table.int(u16: record + 6, "a name record")
                guard [1, 2, 16, 17].contains(nameID) else { continue }
                let rank: Int
                switch (platform, encoding) {
                case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
                case (0, _): rank = 2
                case (1, 0): rank = language == 0 ? 3 : 4
                default: continue
                }
                if let current = best[nameID], current.rank <= rank { continue }
                let length = try table.int(u16: record + 8, "a name record")
                let offset = storage + (try table.int(u16: record + 10, "a name record"))
                let raw = try table.bytes(offset, count: length, "the string of name record \(index)")
                let text: String
                if platform == 1 {
                    text = String(decoding: raw.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
                } else {
                    var units: [UInt16] = []
                    units.reserveCapacity(length / 2)
                    var position = raw.startIndex
                    while position + 1 < raw.endIndex {
                        units.append(UInt16(raw[position]) << 8 | UInt16(raw[position + 1]))
                        position += 2
                    }
                    text = String(decoding: units, as: UTF16.self)
                }
                best[nameID] = (rank, text)
            }
            familyName = best[16]?.text ?? best[1]?.text ?? ""
            styleName = best[17]?.text ?? best[2]?.text ?? ""
        }

        /// No names (a font without a `name` table).
        init() {
            familyName = ""
            styleName = ""
        }
    }
}
