import ValueLayout

extension FontFace {
    /// What the reader uses of the `OS/2` table.
    struct OS2Table {
        /// `usWeightClass`: 100 (thin) to 900 (black), 400 regular, 700 bold.
        let weightClass: Int
        /// `fsSelection` (bit 0 italic, bit 5 bold, bit 7 USE_TYPO_METRICS).
        let selection: UInt16
        /// `sTypoAscender`, `sTypoDescender`, `sTypoLineGap`, in font units.
        let typoAscender: Int, typoDescender: Int, typoLineGap: Int

        /// Reads `OS/2` (any version: all of these fields are in version 0's 78 bytes).
        init(_ table: FontTableReader) throws {
            try table.require(0, 78, "its version 0 fields")
            weightClass = try table.int(u16: 4, "usWeightClass")
            selection = try table.uint16(62, "fsSelection")
            typoAscender = Int(try table.int16(68, "sTypoAscender"))
            typoDescender = Int(try table.int16(70, "sTypoDescender"))
            typoLineGap = Int(try table.int16(72, "sTypoLineGap"))
        }

        /// Whether `fsSelection` asks for the typographic metrics (bit 7, USE_TYPO_METRICS).
        var usesTypoMetrics: Bool { selection & 0x80 != 0 }
    }
}
