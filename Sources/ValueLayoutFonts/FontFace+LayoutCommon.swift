import ValueLayout

extension FontFace {
    /// A map from glyph IDs to values, as sorted disjoint ranges: an OpenType coverage table
    /// (glyph → coverage index) or class definition table (glyph → class).
    struct GlyphMap: Sendable {
        /// A range of glyphs and the value of its first glyph.
        struct Range: Sendable {
            let first: UInt16, last: UInt16, value: UInt16
        }

        /// The ranges, sorted and disjoint.
        let ranges: [Range]
        /// Whether the value grows by one from glyph to glyph in a range (coverage) rather than
        /// being the same for the whole range (class definition).
        let increments: Bool

        /// The value of `glyph`, or `nil` when no range holds it. O(log ranges).
        func value(of glyph: UInt16) -> UInt16? {
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].last < glyph { low = middle + 1 } else { high = middle }
            }
            guard low < ranges.count, ranges[low].first <= glyph else { return nil }
            let range = ranges[low]
            return increments ? range.value &+ (glyph - range.first) : range.value
        }

        /// The map of `ranges` (in any order; a range overlapping an earlier one is dropped).
        init(ranges unsorted: [Range], increments: Bool) {
            var ranges: [Range] = []
            ranges.reserveCapacity(unsorted.count)
            for range in unsorted.sorted(by: { $0.first < $1.first }) where range.first <= range.last {
                if let previous = ranges.last, range.first <= previous.last { continue }
                // Merge a range that continues the previous one.
                if let previous = ranges.last, range.first == previous.last &+ 1,
                    increments
                        ? range.value == previous.value &+ (range.first - previous.first)
                        : range.value == previous.value
                {
                    ranges[ranges.count - 1] = Range(first: previous.first, last: range.last, value: previous.value)
                } else {
                    ranges.append(range)
                }
            }
            self.ranges = ranges
            self.increments = increments
        }

        /// Reads the coverage table at `base` of `table`.
        init(coverage table: FontTableReader, at base: Int) throws {
            let format = try table.int(u16: base, "a coverage table")
            let count = try table.int(u16: base + 2, "a coverage table")
            var ranges: [Range] = []
            ranges.reserveCapacity(count)
            switch format {
            case 1:
                try table.require(base + 4, count * 2, "a format 1 coverage table of \(count.groupedDigits) glyphs")
                for index in 0..<count {
                    let glyph = try table.uint16(base + 4 + index * 2, "a coverage glyph")
                    ranges.append(Range(first: glyph, last: glyph, value: UInt16(index)))
                }
            case 2:
                try table.require(base + 4, count * 6, "a format 2 coverage table of \(count.groupedDigits) ranges")
                ranges = try Self.rangeRecords(table, at: base + 4, count: count, "a coverage range")
            default:
                throw table.invalid(base, "a coverage table has format \(format), not 1 or 2")
            }
            self.init(ranges: ranges, increments: true)
        }

        /// The `count` range records (first glyph, last glyph, value) from `start` of `table`: the
        /// shape of format 2 of both coverage and class definition tables.
        private static func rangeRecords(
            _ table: FontTableReader, at start: Int, count: Int, _ what: String
        ) throws -> [Range] {
            var ranges: [Range] = []
            ranges.reserveCapacity(count)
            for index in 0..<count {
                let record = start + index * 6
                ranges.append(
                    Range(
                        first: try table.uint16(record, what), last: try table.uint16(record + 2, what),
                        value: try table.uint16(record + 4, what)))
            }
            return ranges
        }

        /// Reads the class definition table at `base` of `table`.
        init(classes table: FontTableReader, at base: Int) throws {
            let format = try table.int(u16: base, "a class definition table")
            var ranges: [Range] = []
            switch format {
            case 1:
                let first = try table.int(u16: base + 2, "a class definition table")
                let count = try table.int(u16: base + 4, "a class definition table")
                try table.require(base + 6, count * 2, "a format 1 class definition table of \(count) glyphs")
                for index in 0..<count where first + index <= 0xFFFF {
                    let glyph = UInt16(first + index)
                    ranges.append(
                        Range(first: glyph, last: glyph, value: try table.uint16(base + 6 + index * 2, "a class")))
                }
            case 2:
                let count = try table.int(u16: base + 2, "a class definition table")
                try table.require(base + 4, count * 6, "a format 2 class definition table of \(count) ranges")
                ranges = try Self.rangeRecords(table, at: base + 4, count: count, "a class range")
            default:
                throw table.invalid(base, "a class definition table has format \(format), not 1 or 2")
            }
            self.init(ranges: ranges, increments: false)
        }

        /// A map with no glyphs.
        static let empty = GlyphMap(ranges: [], increments: false)
    }

    /// The script list, feature list and lookup list of a `GSUB` or `GPOS` table.
    struct LayoutTables {
        /// The table.
        let table: FontTableReader
        /// Offsets of the lists in the table.
        let scriptList: Int, featureList: Int, lookupList: Int
        /// The number of lookups in the lookup list.
        let lookupCount: Int

        /// Reads the header of `table`.
        init(_ table: FontTableReader) throws {
            self.table = table
            let major = try table.int(u16: 0, "its header")
            guard major == 1 else { throw table.invalid(0, "its major version is \(major), not 1") }
            scriptList = try table.int(u16: 4, "its header")
            featureList = try table.int(u16: 6, "its header")
            lookupList = try table.int(u16: 8, "its header")
            lookupCount = try table.int(u16: lookupList, "its lookup list")
            try table.require(lookupList + 2, lookupCount * 2, "its lookup list of \(lookupCount) lookups")
        }

        /// The tags of the scripts in the script list.
        func scriptTags() throws -> [UInt32] {
            let count = try table.int(u16: scriptList, "its script list")
            try table.require(scriptList + 2, count * 6, "its script list of \(count) scripts")
            return try (0..<count).map { try table.uint32(scriptList + 2 + $0 * 6, "a script record") }
        }

        /// Whether the feature list has a feature tagged `tag`.
        func hasFeature(_ tag: UInt32) throws -> Bool {
            let count = try table.int(u16: featureList, "its feature list")
            try table.require(featureList + 2, count * 6, "its feature list of \(count) features")
            return try (0..<count).contains { try table.uint32(featureList + 2 + $0 * 6, "a feature record") == tag }
        }

        /// The lookup indices, sorted and without repeats, of the features tagged with one of
        /// `tags` in the default language system of `script` (and of its required feature),
        /// or `[]` when the table has no such script.
        func lookups(script: UInt32, features tags: Set<UInt32>) throws -> [Int] {
            let scriptCount = try table.int(u16: scriptList, "its script list")
            var scriptOffset: Int?
            for index in 0..<scriptCount {
                let record = scriptList + 2 + index * 6
                if try table.uint32(record, "a script record") == script {
                    scriptOffset = scriptList + (try table.int(u16: record + 4, "a script record"))
                    break
                }
            }
            guard let script = scriptOffset else { return [] }
            let defaultLanguage = try table.int(u16: script, "a script table")
            guard defaultLanguage != 0 else { return [] }
            let language = script + defaultLanguage
            let required = try table.int(u16: language + 2, "a language system table")
            let count = try table.int(u16: language + 4, "a language system table")
            try table.require(language + 6, count * 2, "a language system table of \(count) features")
            var featureIndices = try (0..<count).map { try table.int(u16: language + 6 + $0 * 2, "a feature index") }
            if required != 0xFFFF { featureIndices.append(required) }
            let featureCount = try table.int(u16: featureList, "its feature list")
            var lookups = Set<Int>()
            for featureIndex in featureIndices {
                guard featureIndex < featureCount else {
                    throw table.invalid(
                        language, "a language system uses feature \(featureIndex), but there are \(featureCount)")
                }
                let record = featureList + 2 + featureIndex * 6
                let tag = try table.uint32(record, "a feature record")
                guard tags.contains(tag) || featureIndex == required else { continue }
                let feature = featureList + (try table.int(u16: record + 4, "a feature record"))
                let lookupCount = try table.int(u16: feature + 2, "a feature table")
                try table.require(feature + 4, lookupCount * 2, "a feature table of \(lookupCount) lookups")
                for index in 0..<lookupCount {
                    let lookup = try table.int(u16: feature + 4 + index * 2, "a lookup index")
                    guard lookup < self.lookupCount else {
                        throw table.invalid(
                            feature, "a feature uses lookup \(lookup), but there are \(self.lookupCount)")
                    }
                    lookups.insert(lookup)
                }
            }
            return lookups.sorted()
        }

        /// The type, flag, mark filtering set and subtable offsets (from the table's start) of
        /// lookup `index`, with extension subtables (lookup type `extensionType`) resolved to
        /// the subtables they point to.
        func lookup(_ index: Int, extensionType: Int) throws -> (
            type: Int, flag: UInt16, markSet: Int?, subtables: [Int]
        ) {
            let lookup = lookupList + (try table.int(u16: lookupList + 2 + index * 2, "a lookup offset"))
            var type = try table.int(u16: lookup, "lookup \(index)")
            let flag = try table.uint16(lookup + 2, "lookup \(index)")
            let count = try table.int(u16: lookup + 4, "lookup \(index)")
            try table.require(lookup + 6, count * 2, "lookup \(index) of \(count) subtables")
            let markSet =
                flag & 0x10 != 0
                ? try table.int(u16: lookup + 6 + count * 2, "the mark filtering set of lookup \(index)") : nil
            var subtables = try (0..<count).map {
                lookup + (try table.int(u16: lookup + 6 + $0 * 2, "a subtable offset"))
            }
            if type == extensionType {
                // Each extension subtable points (32-bit offset) to one subtable of the real type,
                // which may not be an extension itself: no chains, no cycles.
                var realType: Int?
                subtables = try subtables.map { subtable in
                    let format = try table.int(u16: subtable, "an extension subtable of lookup \(index)")
                    let extended = try table.int(u16: subtable + 2, "an extension subtable of lookup \(index)")
                    let offset = try table.int(u32: subtable + 4, "an extension subtable of lookup \(index)")
                    guard format == 1 else {
                        throw table.invalid(
                            subtable, "an extension subtable of lookup \(index) has format \(format), not 1")
                    }
                    guard extended != extensionType else {
                        throw table.invalid(
                            subtable, "an extension subtable of lookup \(index) points to another extension")
                    }
                    guard realType == nil || realType == extended else {
                        throw table.invalid(
                            subtable, "the extension subtables of lookup \(index) are of different types")
                    }
                    realType = extended
                    try table.require(subtable + offset, 2, "the subtable an extension of lookup \(index) points to")
                    return subtable + offset
                }
                type = realType ?? 0
            }
            return (type, flag, markSet, subtables)
        }
    }
}

extension UInt32 {
    /// The OpenType tag of four ASCII characters ("liga").
    init(tag: StaticString) {
        var value: UInt32 = 0
        for byte in tag.description.utf8 { value = value << 8 | UInt32(byte) }
        self = value
    }
}
