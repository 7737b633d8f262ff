import ValueLayout

extension FontFace {
    /// What the reader uses of the `head` table.
    struct HeaderTable {
        /// Font units per em, 16 to 16,384.
        let unitsPerEm: Int
        /// The `macStyle` bits (bit 0 bold, bit 1 italic).
        let macStyle: UInt16

        /// Reads `head`.
        init(_ table: FontTableReader) throws {
            try table.require(0, 54, "its header")
            unitsPerEm = try table.int(u16: 18, "unitsPerEm")
            guard (16...16_384).contains(unitsPerEm) else {
                throw table.invalid(18, "unitsPerEm is \(unitsPerEm), outside the allowed 16 to 16,384")
            }
            macStyle = try table.uint16(44, "macStyle")
        }
    }
}
