import Foundation

/// Small fonts built byte by byte for the tests: three glyphs (.notdef 500, "A" 600, "B" 700
/// font units; 1,000 units per em), mapped by a format 4 `cmap`, with optional `GPOS`, `kern`
/// and other tables, so that each test can break exactly one thing.
enum SyntheticFont {
    /// Big-endian bytes of 16- and 32-bit values.
    static func u16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16((value >> 16) & 0xFFFF) + u16(value & 0xFFFF) }
    static func tag(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A font file of `tables` (tag → bytes), in tag order, each at a 4-byte boundary.
    static func file(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        var offset = 12 + tags.count * 16
        var directory = u32(0x0001_0000) + u16(tags.count) + u16(0) + u16(0) + u16(0)
        var body: [UInt8] = []
        for tag in tags {
            let table = tables[tag] ?? []
            directory += self.tag(tag) + u32(0) + u32(offset) + u32(table.count)
            let padded = table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return directory + body
    }

    /// `head` with 1,000 units per em.
    static let head: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 54)
        table.replaceSubrange(0..<4, with: u32(0x0001_0000))
        table.replaceSubrange(12..<16, with: u32(0x5F0F_3CF5))
        table.replaceSubrange(18..<20, with: u16(1000))
        return table
    }()

    /// `hhea`: ascender 800, descender −200, line gap 90, 3 metrics.
    static let hhea: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 36)
        table.replaceSubrange(0..<4, with: u32(0x0001_0000))
        table.replaceSubrange(4..<10, with: u16(800) + u16(0x10000 - 200) + u16(90))
        table.replaceSubrange(34..<36, with: u16(3))
        return table
    }()

    /// `maxp` (version 0.5) of 3 glyphs.
    static let maxp: [UInt8] = u32(0x0000_5000) + u16(3)

    /// `hmtx`: advances 500, 600, 700.
    static let hmtx: [UInt8] = u16(500) + u16(0) + u16(600) + u16(0) + u16(700) + u16(0)

    /// `cmap` with one format 4 subtable (platform 3, encoding 1) mapping "A" and "B" to glyphs 1
    /// and 2; `segmentCountX2` overrides the segment count field (normally 4).
    static func cmap(segmentCountX2: Int = 4) -> [UInt8] {
        let ends = u16(0x42) + u16(0xFFFF)
        let starts = u16(0x41) + u16(0xFFFF)
        let deltas = u16(0x10000 - 0x40) + u16(1)
        let rangeOffsets = u16(0) + u16(0)
        let body = ends + u16(0) + starts + deltas + rangeOffsets
        let subtable = u16(4) + u16(14 + body.count) + u16(0) + u16(segmentCountX2) + u16(4) + u16(1) + u16(0) + body
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
    }

    /// A `GPOS` table whose `kern` feature (script DFLT) has one lookup: an extension (type 9)
    /// whose subtable points, `extensionOffset` bytes from itself, to a pair adjustment of
    /// `extensionType` (format 1: "A" then "B" moves "A"'s advance by `kerning`).
    static func gpos(kerning: Int = -50, extensionType: Int = 2, extensionOffset: Int? = nil) -> [UInt8] {
        // Header (10) | script list at 10 | feature list | lookup list.
        let scriptList =
            u16(1) + tag("DFLT") + u16(8) + u16(4) + u16(0)  // script: default langsys at 4
            + u16(0) + u16(0xFFFF) + u16(1) + u16(0)  // langsys: no required feature, feature 0
        let featureList = u16(1) + tag("kern") + u16(8) + u16(0) + u16(1) + u16(0)
        // Pair adjustment format 1: value formats XAdvance / none, pair set at 12, coverage at 18.
        let pairs =
            u16(1) + u16(18) + u16(4) + u16(0) + u16(1) + u16(12)
            + u16(1) + u16(2) + u16(kerning & 0xFFFF)  // pair set: "B", kerning
            + u16(1) + u16(1) + u16(1)  // coverage format 1: glyph "A"
        let extensionSubtable = u16(1) + u16(extensionType) + u32(extensionOffset ?? 8)
        let lookup = u16(9) + u16(0) + u16(1) + u16(8)  // type 9, flag 0, one subtable at 8
        let lookupList = u16(1) + u16(4) + lookup + extensionSubtable + pairs
        let scriptOffset = 10
        let featureOffset = scriptOffset + scriptList.count
        let lookupOffset = featureOffset + featureList.count
        return u32(0x0001_0000) + u16(scriptOffset) + u16(featureOffset) + u16(lookupOffset) + scriptList + featureList
            + lookupList
    }

    /// A `GPOS` table whose `kern` feature has one pair adjustment lookup of `subtableCount`
    /// subtables that are all the same subtable, whose coverage table lists `coverageCount`
    /// glyphs: small on disk, but `subtableCount × coverageCount` glyphs to read naively.
    static func gposOverlapping(subtableCount: Int, coverageCount: Int) -> [UInt8] {
        let scriptList = u16(1) + tag("DFLT") + u16(8) + u16(4) + u16(0) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let featureList = u16(1) + tag("kern") + u16(8) + u16(0) + u16(1) + u16(0)
        let lookupHeader = 6 + subtableCount * 2
        var lookup = u16(2) + u16(0) + u16(subtableCount)
        for _ in 0..<subtableCount { lookup += u16(lookupHeader) }
        // Pair adjustment format 1 with no pair sets; its coverage follows it.
        let pairs = u16(1) + u16(10) + u16(4) + u16(0) + u16(0)
        var coverage = u16(1) + u16(coverageCount)
        for glyph in 0..<coverageCount { coverage += u16(glyph) }
        let lookupList = u16(1) + u16(4) + lookup + pairs + coverage
        let scriptOffset = 10
        let featureOffset = scriptOffset + scriptList.count
        let lookupOffset = featureOffset + featureList.count
        return u32(0x0001_0000) + u16(scriptOffset) + u16(featureOffset) + u16(lookupOffset) + scriptList + featureList
            + lookupList
    }

    /// A `GSUB` table whose `liga` feature (script DFLT) has one lookup: an extension (type 7)
    /// pointing to a ligature substitution (type 4) of "A" "B" into `ligatureGlyph`.
    static func gsub(ligatureGlyph: Int = 0) -> [UInt8] {
        let scriptList = u16(1) + tag("DFLT") + u16(8) + u16(4) + u16(0) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let featureList = u16(1) + tag("liga") + u16(8) + u16(0) + u16(1) + u16(0)
        // Ligature substitution format 1: one set at 8 with one ligature at 12; coverage at 18.
        let ligatures =
            u16(1) + u16(18) + u16(1) + u16(8)
            + u16(1) + u16(4)  // ligature set: one ligature, 4 bytes on
            + u16(ligatureGlyph) + u16(2) + u16(2)  // ligature: glyph, 2 components, the second "B"
            + u16(1) + u16(1) + u16(1)  // coverage format 1: glyph "A"
        let extensionSubtable = u16(1) + u16(4) + u32(8)
        let lookup = u16(7) + u16(0) + u16(1) + u16(8)
        let lookupList = u16(1) + u16(4) + lookup + extensionSubtable + ligatures
        let scriptOffset = 10
        let featureOffset = scriptOffset + scriptList.count
        let lookupOffset = featureOffset + featureList.count
        return u32(0x0001_0000) + u16(scriptOffset) + u16(featureOffset) + u16(lookupOffset) + scriptList + featureList
            + lookupList
    }

    /// A version 0 `kern` table with one format 0 subtable: "A" then "B" by `kerning`.
    static func kern(kerning: Int = -30) -> [UInt8] {
        u16(0) + u16(1) + u16(0) + u16(6 + 8 + 6) + u16(0x0001) + u16(1) + u16(6) + u16(0) + u16(0)
            + u16(1) + u16(2) + u16(kerning & 0xFFFF)
    }

    /// The required tables, with `cmap` as given.
    static func required(cmap: [UInt8] = cmap()) -> [String: [UInt8]] {
        ["head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, "cmap": cmap]
    }
}
