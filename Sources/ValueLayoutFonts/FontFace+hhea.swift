import ValueLayout

extension FontFace {
    /// What the reader uses of the `hhea` table, in font units.
    struct HorizontalHeaderTable {
        /// Distance from the baseline to the top of the line (positive up).
        let ascender: Int
        /// Distance from the baseline to the bottom of the line (negative below the baseline).
        let descender: Int
        /// Extra space between lines.
        let lineGap: Int
        /// The number of advance widths in `hmtx`.
        let numberOfHMetrics: Int

        /// Reads `hhea`.
        init(_ table: FontTableReader) throws {
            try table.require(0, 36, "its header")
            ascender = Int(try table.int16(4, "ascender"))
            descender = Int(try table.int16(6, "descender"))
            lineGap = Int(try table.int16(8, "lineGap"))
            numberOfHMetrics = try table.int(u16: 34, "numberOfHMetrics")
        }
    }
}
