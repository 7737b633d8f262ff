import ValueLayout

extension FontFace {
    /// The number of glyphs, from the `maxp` table.
    static func glyphCount(maxp table: FontTableReader) throws -> Int {
        try table.int(u16: 4, "numGlyphs")
    }
}
