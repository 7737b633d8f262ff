import ValueLayout

extension FontFace {
    /// What the reader uses of the `GDEF` table: glyph classes (1 base, 2 ligature, 3 mark,
    /// 4 component), mark attachment classes and mark glyph sets, which decide the glyphs a
    /// lookup skips and the advances zeroed after positioning.
    struct GlyphDefinitions: Sendable {
        /// The class of each glyph; `nil` when the font defines none (classes then come from the
        /// Unicode general category of the character: nonspacing marks are marks).
        let glyphClasses: GlyphMap?
        /// The mark attachment class of each mark glyph.
        let markAttachmentClasses: GlyphMap
        /// The mark glyph sets, as coverage tables.
        let markGlyphSets: [GlyphMap]

        /// Reads `GDEF`.
        init(_ table: FontTableReader) throws {
            let major = try table.int(u16: 0, "its header")
            let minor = try table.int(u16: 2, "its header")
            guard major == 1 else { throw table.invalid(0, "its major version is \(major), not 1") }
            let classes = try table.int(u16: 4, "its header")
            glyphClasses = classes == 0 ? nil : try GlyphMap(classes: table, at: classes)
            let attachment = try table.int(u16: 10, "its header")
            markAttachmentClasses = attachment == 0 ? .empty : try GlyphMap(classes: table, at: attachment)
            var sets: [GlyphMap] = []
            if minor >= 2, case let setsOffset = try table.int(u16: 12, "its version 1.2 header"), setsOffset != 0 {
                let count = try table.int(u16: setsOffset + 2, "its mark glyph sets")
                try table.require(setsOffset + 4, count * 4, "its \(count) mark glyph sets")
                for index in 0..<count {
                    let coverage = setsOffset + (try table.int(u32: setsOffset + 4 + index * 4, "a mark glyph set"))
                    sets.append(try GlyphMap(coverage: table, at: coverage))
                }
            }
            markGlyphSets = sets
        }

        /// No definitions (a font without `GDEF`).
        init() {
            glyphClasses = nil
            markAttachmentClasses = .empty
            markGlyphSets = []
        }

        /// Whether `glyph` (of a character that `isUnicodeMark`) is a mark.
        func isMark(_ glyph: UInt16, isUnicodeMark: Bool) -> Bool {
            guard let classes = glyphClasses else { return isUnicodeMark }
            return classes.value(of: glyph) == 3
        }

        /// Whether a lookup with `flag` and mark filtering set `markSet` skips `glyph`.
        func skips(_ glyph: UInt16, isUnicodeMark: Bool, flag: UInt16, markSet: Int?) -> Bool {
            guard flag & 0xFF1E != 0 else { return false }
            let glyphClass = glyphClasses.map { $0.value(of: glyph) ?? 0 } ?? (isUnicodeMark ? 3 : 1)
            switch glyphClass {
            case 1: return flag & 0x2 != 0
            case 2: return flag & 0x4 != 0
            case 3:
                if flag & 0x8 != 0 { return true }
                if let markSet {
                    return markSet >= markGlyphSets.count || markGlyphSets[markSet].value(of: glyph) == nil
                }
                let attachmentType = flag >> 8
                return attachmentType != 0 && markAttachmentClasses.value(of: glyph) != attachmentType
            default: return false
            }
        }
    }
}
