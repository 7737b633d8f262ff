import ValueLayout

extension FontFace {
    /// A `GPOS` pair adjustment lookup (type 2, formats 1 and 2, possibly through extension
    /// subtables of type 9), keeping only the advance adjustments (`XAdvance`) of the two glyphs.
    struct PairLookup: Sendable {
        /// One subtable.
        enum Subtable: Sendable {
            /// Format 1: the pairs of each covered first glyph.
            case pairs(coverage: GlyphMap, sets: [PairSet], adjustsSecond: Bool)
            /// Format 2: an adjustment for each pair of classes, `class1 * class2Count + class2`;
            /// the arrays are empty when neither value record has an advance.
            case classes(
                coverage: GlyphMap, classes1: GlyphMap, classes2: GlyphMap, class1Count: Int, class2Count: Int,
                first: [Int32], second: [Int32], adjustsSecond: Bool)
        }

        /// The second glyphs of one first glyph (sorted) and the advance adjustments of the pair.
        struct PairSet: Sendable {
            let seconds: [UInt16]
            let first: [Int32]
            let second: [Int32]

            /// The index of `glyph` in `seconds`. O(log n).
            func index(of glyph: UInt16) -> Int? {
                var low = 0
                var high = seconds.count
                while low < high {
                    let middle = (low + high) / 2
                    if seconds[middle] < glyph { low = middle + 1 } else { high = middle }
                }
                return low < seconds.count && seconds[low] == glyph ? low : nil
            }
        }

        /// The lookup flag (which glyph classes are skipped).
        let flag: UInt16
        /// The mark filtering set, when the flag uses one.
        let markSet: Int?
        /// The subtables, tried in order.
        let subtables: [Subtable]

        /// The size in bytes of a value record of `format`, and the offset of its `XAdvance`
        /// (`nil` when it has none).
        static func valueRecord(_ format: Int) -> (size: Int, advance: Int?) {
            let size = 2 * (format & 0xFF).nonzeroBitCount
            return (size, format & 0x4 != 0 ? 2 * (format & 0x3).nonzeroBitCount : nil)
        }

        /// Reads lookup `index` of `layout`, or returns `nil` for a lookup type other than pair
        /// adjustment.
        static func read(_ index: Int, of layout: LayoutTables) throws -> PairLookup? {
            let lookup = try layout.lookup(index, extensionType: 9)
            guard lookup.type == 2 else { return nil }
            let table = layout.table
            var subtables: [Subtable] = []
            for base in lookup.subtables {
                let format = try table.int(u16: base, "a pair adjustment subtable")
                let coverage = try GlyphMap(
                    coverage: table, at: base + (try table.int(u16: base + 2, "a pair adjustment subtable")))
                let format1 = try table.int(u16: base + 4, "a pair adjustment subtable")
                let format2 = try table.int(u16: base + 6, "a pair adjustment subtable")
                let (size1, advance1) = valueRecord(format1)
                let (size2, advance2) = valueRecord(format2)
                switch format {
                case 1:
                    let setCount = try table.int(u16: base + 8, "a pair adjustment subtable")
                    try table.require(base + 10, setCount * 2, "a pair adjustment subtable of \(setCount) pair sets")
                    var sets: [PairSet] = []
                    sets.reserveCapacity(setCount)
                    for setIndex in 0..<setCount {
                        let set = base + (try table.int(u16: base + 10 + setIndex * 2, "a pair set offset"))
                        let count = try table.int(u16: set, "a pair set")
                        let recordSize = 2 + size1 + size2
                        try table.require(set + 2, count * recordSize, "a pair set of \(count) pairs")
                        var pairs: [(second: UInt16, first: Int32, other: Int32)] = []
                        pairs.reserveCapacity(count)
                        for pairIndex in 0..<count {
                            let record = set + 2 + pairIndex * recordSize
                            let second = try table.uint16(record, "a pair")
                            let first =
                                try advance1.map { Int32(try table.int16(record + 2 + $0, "a value record")) } ?? 0
                            let other =
                                try advance2.map { Int32(try table.int16(record + 2 + size1 + $0, "a value record")) }
                                ?? 0
                            pairs.append((second, first, other))
                        }
                        // Sorted by second glyph (as the spec requires; sorted here for safety),
                        // keeping the first record of a repeated glyph.
                        var seen = Set<UInt16>()
                        pairs = pairs.enumerated().sorted {
                            ($0.element.second, $0.offset) < ($1.element.second, $1.offset)
                        }
                        .map(\.element).filter { seen.insert($0.second).inserted }
                        sets.append(
                            PairSet(seconds: pairs.map(\.second), first: pairs.map(\.first), second: pairs.map(\.other))
                        )
                    }
                    subtables.append(.pairs(coverage: coverage, sets: sets, adjustsSecond: format2 != 0))
                case 2:
                    let classes1 = try GlyphMap(
                        classes: table, at: base + (try table.int(u16: base + 8, "a pair adjustment subtable")))
                    let classes2 = try GlyphMap(
                        classes: table, at: base + (try table.int(u16: base + 10, "a pair adjustment subtable")))
                    let class1Count = try table.int(u16: base + 12, "a pair adjustment subtable")
                    let class2Count = try table.int(u16: base + 14, "a pair adjustment subtable")
                    let recordSize = size1 + size2
                    var first: [Int32] = []
                    var second: [Int32] = []
                    if advance1 != nil || advance2 != nil {
                        let count = class1Count * class2Count
                        try table.require(
                            base + 16, count * recordSize,
                            "a pair adjustment subtable of \(class1Count) × \(class2Count) classes")
                        first.reserveCapacity(count)
                        second.reserveCapacity(count)
                        for index in 0..<count {
                            let record = base + 16 + index * recordSize
                            first.append(
                                try advance1.map { Int32(try table.int16(record + $0, "a value record")) } ?? 0)
                            second.append(
                                try advance2.map { Int32(try table.int16(record + size1 + $0, "a value record")) } ?? 0)
                        }
                    }
                    subtables.append(
                        .classes(
                            coverage: coverage, classes1: classes1, classes2: classes2, class1Count: class1Count,
                            class2Count: class2Count, first: first, second: second, adjustsSecond: format2 != 0))
                default:
                    throw table.invalid(base, "a pair adjustment subtable has format \(format), not 1 or 2")
                }
            }
            return PairLookup(flag: lookup.flag, markSet: lookup.markSet, subtables: subtables)
        }

        /// The advance adjustments of the pair `(left, right)` and whether the right glyph is
        /// consumed (its value record is not empty), or `nil` when no subtable covers the pair.
        func adjustment(_ left: UInt16, _ right: UInt16) -> (first: Int32, second: Int32, consumesSecond: Bool)? {
            for subtable in subtables {
                switch subtable {
                case let .pairs(coverage, sets, adjustsSecond):
                    guard let index = coverage.value(of: left), Int(index) < sets.count else { continue }
                    let set = sets[Int(index)]
                    guard let pair = set.index(of: right) else { continue }
                    return (set.first[pair], set.second[pair], adjustsSecond)
                case let .classes(coverage, classes1, classes2, class1Count, class2Count, first, second, adjustsSecond):
                    guard coverage.value(of: left) != nil else { continue }
                    let class1 = Int(classes1.value(of: left) ?? 0)
                    let class2 = Int(classes2.value(of: right) ?? 0)
                    guard class1 < class1Count, class2 < class2Count else { continue }
                    if first.isEmpty { return (0, 0, adjustsSecond) }
                    let index = class1 * class2Count + class2
                    return (first[index], second[index], adjustsSecond)
                }
            }
            return nil
        }
    }
}
