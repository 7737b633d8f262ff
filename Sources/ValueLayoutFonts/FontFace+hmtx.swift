import ValueLayout

extension FontFace {
    /// The advance width of every glyph, in font units, from the `hmtx` table.
    ///
    /// Glyphs after the last of the `numberOfHMetrics` records take the last record's advance, as
    /// the spec says. `numberOfHMetrics` larger than the glyph count is read as the glyph count.
    static func advances(hmtx table: FontTableReader, numberOfHMetrics: Int, glyphCount: Int) throws -> [UInt16] {
        guard glyphCount > 0 else { return [] }
        let metrics = min(numberOfHMetrics, glyphCount)
        guard metrics > 0 else {
            throw table.invalid(0, "numberOfHMetrics in hhea is 0, but the font has \(glyphCount.groupedDigits) glyphs")
        }
        try table.require(0, metrics * 4, "its \(metrics.groupedDigits) horizontal metrics")
        var advances = [UInt16]()
        advances.reserveCapacity(glyphCount)
        for index in 0..<metrics {
            advances.append(try table.uint16(index * 4, "a horizontal metric"))
        }
        let last = advances[metrics - 1]
        for _ in metrics..<glyphCount { advances.append(last) }
        return advances
    }
}
