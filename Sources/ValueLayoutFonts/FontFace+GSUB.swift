import ValueLayout

extension FontFace {
    /// A `GSUB` lookup the reader applies: single substitution (type 1) or ligature
    /// substitution (type 4), possibly through extension subtables (type 7).
    struct SubstitutionLookup: Sendable {
        /// One subtable.
        enum Subtable: Sendable {
            /// Type 1: a covered glyph becomes `glyph + delta` (format 1) or
            /// `substitutes[coverage index]` (format 2).
            case single(coverage: GlyphMap, delta: Int?, substitutes: [UInt16])
            /// Type 4: a covered glyph followed by `components` becomes `glyph`, the first
            /// matching ligature of the covered glyph's set winning.
            case ligature(coverage: GlyphMap, sets: [[Ligature]])
        }

        /// A ligature: the glyphs after the first, and the glyph that replaces them all.
        struct Ligature: Sendable {
            let components: [UInt16]
            let glyph: UInt16
        }

        /// The lookup flag (which glyph classes are skipped).
        let flag: UInt16
        /// The mark filtering set, when the flag uses one.
        let markSet: Int?
        /// The subtables, tried in order.
        let subtables: [Subtable]

        /// Reads lookup `index` of `layout`, or returns `nil` for a lookup type the reader does
        /// not apply (contextual, chained, multiple, alternate, reverse).
        static func read(_ index: Int, of layout: LayoutTables) throws -> SubstitutionLookup? {
            let lookup = try layout.lookup(index, extensionType: 7)
            let table = layout.table
            var subtables: [Subtable] = []
            switch lookup.type {
            case 1:
                for base in lookup.subtables {
                    let format = try table.int(u16: base, "a single substitution subtable")
                    let coverage = try GlyphMap(
                        coverage: table, at: base + (try table.int(u16: base + 2, "a single substitution subtable")))
                    switch format {
                    case 1:
                        let delta = Int(try table.int16(base + 4, "a single substitution subtable"))
                        subtables.append(.single(coverage: coverage, delta: delta, substitutes: []))
                    case 2:
                        let count = try table.int(u16: base + 4, "a single substitution subtable")
                        try table.require(base + 6, count * 2, "a single substitution subtable of \(count) glyphs")
                        let substitutes = try (0..<count).map { try table.uint16(base + 6 + $0 * 2, "a substitute") }
                        subtables.append(.single(coverage: coverage, delta: nil, substitutes: substitutes))
                    default:
                        throw table.invalid(base, "a single substitution subtable has format \(format), not 1 or 2")
                    }
                }
            case 4:
                for base in lookup.subtables {
                    let format = try table.int(u16: base, "a ligature substitution subtable")
                    guard format == 1 else {
                        throw table.invalid(base, "a ligature substitution subtable has format \(format), not 1")
                    }
                    let coverage = try GlyphMap(
                        coverage: table, at: base + (try table.int(u16: base + 2, "a ligature substitution subtable")))
                    let setCount = try table.int(u16: base + 4, "a ligature substitution subtable")
                    try table.require(base + 6, setCount * 2, "a ligature substitution subtable of \(setCount) sets")
                    var sets: [[Ligature]] = []
                    sets.reserveCapacity(setCount)
                    for setIndex in 0..<setCount {
                        let set = base + (try table.int(u16: base + 6 + setIndex * 2, "a ligature set offset"))
                        let count = try table.int(u16: set, "a ligature set")
                        try table.require(set + 2, count * 2, "a ligature set of \(count) ligatures")
                        var ligatures: [Ligature] = []
                        for ligatureIndex in 0..<count {
                            let ligature = set + (try table.int(u16: set + 2 + ligatureIndex * 2, "a ligature offset"))
                            let glyph = try table.uint16(ligature, "a ligature")
                            let componentCount = try table.int(u16: ligature + 2, "a ligature")
                            guard componentCount > 0 else { continue }  // names no glyph: never matches
                            try table.require(
                                ligature + 4, (componentCount - 1) * 2, "a ligature of \(componentCount) components")
                            let components = try (1..<componentCount).map {
                                try table.uint16(ligature + 4 + ($0 - 1) * 2, "a ligature component")
                            }
                            ligatures.append(Ligature(components: components, glyph: glyph))
                        }
                        sets.append(ligatures)
                    }
                    subtables.append(.ligature(coverage: coverage, sets: sets))
                }
            default:
                return nil
            }
            return SubstitutionLookup(flag: lookup.flag, markSet: lookup.markSet, subtables: subtables)
        }
    }
}
