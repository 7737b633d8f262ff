import ValueLayout

extension FontFace {
    /// The horizontal pair kerning of the legacy `kern` table (format 0 subtables, in the
    /// Microsoft version 0 and the Apple version 1 headers), by `left << 16 | right`, in font
    /// units. Subtables that are vertical, cross-stream, variation or minimum values are skipped;
    /// values of later subtables add up, unless a subtable has the override bit.
    static func legacyKerning(kern table: FontTableReader) throws -> [UInt32: Int] {
        var pairs: [UInt32: Int] = [:]
        let version = try table.int(u16: 0, "its header")
        let isApple = version == 1
        let count = isApple ? try table.int(u32: 4, "its header") : try table.int(u16: 2, "its header")
        var subtable = isApple ? 8 : 4
        for index in 0..<min(count, 0xFFFF) {
            guard subtable < table.length else { break }
            let length: Int
            let format: Int
            let usable: Bool
            let override: Bool
            let header: Int
            if isApple {
                length = try table.int(u32: subtable, "kerning subtable \(index)")
                let coverage = try table.int(u16: subtable + 4, "kerning subtable \(index)")
                format = coverage & 0xFF
                usable = coverage & 0xE000 == 0
                override = false
                header = 8
            } else {
                length = try table.int(u16: subtable + 2, "kerning subtable \(index)")
                let coverage = try table.int(u16: subtable + 4, "kerning subtable \(index)")
                format = coverage >> 8
                usable = coverage & 0x7 == 0x1
                override = coverage & 0x8 != 0
                header = 6
            }
            if format == 0 && usable {
                let pairCount = try table.int(u16: subtable + header, "kerning subtable \(index)")
                let first = subtable + header + 8
                try table.require(first, pairCount * 6, "kerning subtable \(index) of \(pairCount.groupedDigits) pairs")
                for pairIndex in 0..<pairCount {
                    let record = first + pairIndex * 6
                    let key = try table.uint32(record, "a kerning pair")
                    let value = Int(try table.int16(record + 4, "a kerning pair"))
                    pairs[key] = override ? value : (pairs[key] ?? 0) + value
                }
            }
            // A version 0 subtable's 16-bit length overflows for large subtables; the last one
            // needs none, and a length too small to hold a header ends the table.
            guard length >= header else { break }
            subtable += length
        }
        return pairs
    }
}
