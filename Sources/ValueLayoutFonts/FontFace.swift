import Foundation
import ValueLayout

/// A TrueType or OpenType font file, read into the tables that decide how wide a line of text
/// is: the glyph of each character, its advance, ligatures and pair kerning, and the font's
/// vertical metrics and names.
///
/// The widths it gives are those HarfBuzz gives for the same font with its default features,
/// left to right, for Latin text (letters with precomposed or combining accents, ligatures,
/// kerning): the project's tests compare them with HarfBuzz to 0.01 point. Text is composed to
/// NFC and each character looked up in the `cmap` table (a missing one is glyph 0, .notdef);
/// then the single and ligature substitutions (`GSUB` lookup types 1 and 4) of the `ccmp`,
/// `rlig`, `liga` and `clig` features run, the advances of `hmtx` are added up, the pair
/// adjustments (`GPOS` lookup type 2) of the `kern` feature or else the legacy `kern` table
/// adjust them, and marks (`GDEF` glyph class 3) get no advance. Scripts that need more
/// (contextual substitution, Arabic joining, Indic reordering, cursive attachment) are measured
/// with what the font has for them without those steps, so their widths can differ from
/// HarfBuzz's.
///
/// A face is an immutable value, `Sendable`, that reads no global state: read it once and share
/// it between threads. Reading a malformed or truncated file throws a ``FontFaceError`` naming
/// the table and offset at fault; it never crashes and never reads outside the data.
///
/// ```swift
/// let face = try FontFace(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
/// face.advance(of: "office", size: 17)  // 46.642… points, with the "ffi" ligature
/// face.defaultLineHeight(size: 17)      // 19.789… points
/// ```
public struct FontFace: Sendable {
    /// Font units per em: the size of the em square in which glyphs are designed (often 1,000 or
    /// 2,048). A value in font units × size / `unitsPerEm` is a value in points.
    public let unitsPerEm: Int
    /// The typographic family name (name ID 16, else 1), such as "DejaVu Sans"; "" when the font
    /// has no `name` table or no such name.
    public let familyName: String
    /// The typographic style name (name ID 17, else 2), such as "Bold"; "" when absent.
    public let styleName: String
    /// The weight class of the `OS/2` table: 100 (thin) to 900 (black); 400 is regular, 700
    /// bold. 400 when the font has no `OS/2` table.
    public let weight: Int
    /// Whether the font says it is bold (`OS/2` fsSelection bit 5, or `head` macStyle bit 0).
    public let isBold: Bool
    /// Whether the font says it is italic (`OS/2` fsSelection bit 0, or `head` macStyle bit 1).
    public let isItalic: Bool
    /// The file the face was read from by ``init(contentsOf:)``; `nil` for a face read from
    /// data. The HTML and SVG renderers use it to draw text in the font it was measured with.
    public private(set) var fileURL: URL?

    /// Vertical metrics in font units: `hhea`, or `OS/2`'s typographic ones when its
    /// USE_TYPO_METRICS flag is set (or `hhea` has none).
    let ascenderUnits: Int, descenderUnits: Int, lineGapUnits: Int
    /// Glyphs of characters.
    let characterMap: CharacterMap
    /// The advance of each glyph, in font units.
    let advanceUnits: [UInt16]
    /// Glyph classes.
    let definitions: GlyphDefinitions
    /// The substitution lookups some plan uses, by lookup index.
    let substitutions: [Int: SubstitutionLookup]
    /// The pair adjustment lookups some plan uses, by lookup index.
    let pairAdjustments: [Int: PairLookup]
    /// The lookups to apply for each script tag of the font, and for any other script.
    let plans: [UInt32: ShapingPlan]
    let fallbackPlan: ShapingPlan
    /// The legacy `kern` table's pairs, used only when `GPOS` has no `kern` feature.
    let legacyKerning: [UInt32: Int]
    /// The substitution lookups of the optional ligatures (`liga`, `clig`) that no required
    /// feature (`ccmp`, `rlig`) uses: those left out of letter-spaced text.
    let optionalLigatureLookups: Set<Int>

    /// The lookups applied to text of one script: indices into `substitutions` and
    /// `pairAdjustments`, in lookup order.
    struct ShapingPlan: Sendable {
        var substitutions: [Int] = []
        var pairAdjustments: [Int] = []
    }

    /// Reads the font file at `url`.
    ///
    /// - Throws: A ``FontFaceError`` whose ``FontFaceError/fileURL`` is `url` and whose
    ///   description names the file's path and the reason: of kind
    ///   ``FontFaceError/Kind/unreadableFile`` when the file cannot be read ("cannot read the font
    ///   file /fonts/A.ttf: no such file"; also "it is a folder, not a file" and "permission
    ///   denied"), else the error ``init(data:)`` throws for its bytes, with the same prefix.
    /// - Complexity: O(file size).
    public init(contentsOf url: URL) throws {
        let data = try FontFaceError.contents(of: url)
        do {
            self = try FontFace(data: data)
        } catch let error as FontFaceError {
            throw error.inFile(url)
        }
        fileURL = url
    }

    /// Reads a font from the bytes of a TrueType (`.ttf`) or OpenType (`.otf`) file.
    ///
    /// It reads the tables `head`, `hhea`, `maxp`, `hmtx` and `cmap` (required), and `OS/2`,
    /// `name`, `GDEF`, `GSUB`, `GPOS` and `kern` when present. Font collections (`.ttc`) are
    /// not read.
    ///
    /// - Throws: A ``FontFaceError`` saying what is wrong and where.
    /// - Complexity: O(file size).
    public init(data: Data) throws {
        let directory = try TableDirectory(bytes: [UInt8](data))
        let head = try HeaderTable(directory.table("head"))
        let hhea = try HorizontalHeaderTable(directory.table("hhea"))
        let glyphCount = try Self.glyphCount(maxp: directory.table("maxp"))
        let os2 = try directory.optionalTable("OS/2").map(OS2Table.init)
        unitsPerEm = head.unitsPerEm
        weight = os2?.weightClass ?? 400
        isBold = (os2.map { $0.selection & 0x20 != 0 } ?? false) || head.macStyle & 0x1 != 0
        isItalic = (os2.map { $0.selection & 0x1 != 0 } ?? false) || head.macStyle & 0x2 != 0
        if let os2, os2.usesTypoMetrics || (hhea.ascender == 0 && hhea.descender == 0) {
            (ascenderUnits, descenderUnits, lineGapUnits) = (os2.typoAscender, os2.typoDescender, os2.typoLineGap)
        } else {
            (ascenderUnits, descenderUnits, lineGapUnits) = (hhea.ascender, hhea.descender, hhea.lineGap)
        }
        let names = try directory.optionalTable("name").map(NamingTable.init) ?? NamingTable()
        familyName = names.familyName
        styleName = names.styleName
        advanceUnits = try Self.advances(
            hmtx: directory.table("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, glyphCount: glyphCount)
        characterMap = try CharacterMap(directory.table("cmap"))
        definitions = try directory.optionalTable("GDEF").map(GlyphDefinitions.init) ?? GlyphDefinitions()

        // The lookups of each script's default language system.
        let gsub = try directory.optionalTable("GSUB").map(LayoutTables.init)
        let gpos = try directory.optionalTable("GPOS").map(LayoutTables.init)
        let substitutionFeatures: Set<UInt32> = [
            UInt32(tag: "ccmp"), UInt32(tag: "rlig"), UInt32(tag: "liga"), UInt32(tag: "clig"),
        ]
        let positionFeatures: Set<UInt32> = [UInt32(tag: "kern")]
        var substitutions: [Int: SubstitutionLookup] = [:]
        var pairAdjustments: [Int: PairLookup] = [:]
        var unsupported = Set<Int>()  // GSUB lookups of other types, read once
        var unsupportedPairs = Set<Int>()
        func plan(for script: UInt32) throws -> ShapingPlan {
            var plan = ShapingPlan()
            if let gsub {
                for index in try gsub.lookups(script: script, features: substitutionFeatures) {
                    if substitutions[index] == nil && !unsupported.contains(index) {
                        if let lookup = try SubstitutionLookup.read(index, of: gsub) {
                            substitutions[index] = lookup
                        } else {
                            unsupported.insert(index)
                        }
                    }
                    if substitutions[index] != nil { plan.substitutions.append(index) }
                }
            }
            if let gpos {
                for index in try gpos.lookups(script: script, features: positionFeatures) {
                    if pairAdjustments[index] == nil && !unsupportedPairs.contains(index) {
                        if let lookup = try PairLookup.read(index, of: gpos) {
                            pairAdjustments[index] = lookup
                        } else {
                            unsupportedPairs.insert(index)
                        }
                    }
                    if pairAdjustments[index] != nil { plan.pairAdjustments.append(index) }
                }
            }
            return plan
        }
        let scripts = Set(try (gsub?.scriptTags() ?? []) + (gpos?.scriptTags() ?? []))
        var plans: [UInt32: ShapingPlan] = [:]
        for script in scripts { plans[script] = try plan(for: script) }
        var optional = Set<Int>()
        var required = Set<Int>()
        if let gsub {
            let optionalFeatures: Set<UInt32> = [UInt32(tag: "liga"), UInt32(tag: "clig")]
            for script in scripts {
                optional.formUnion(try gsub.lookups(script: script, features: optionalFeatures))
                required.formUnion(
                    try gsub.lookups(script: script, features: substitutionFeatures.subtracting(optionalFeatures)))
            }
        }
        optionalLigatureLookups = optional.subtracting(required)
        fallbackPlan =
            plans[UInt32(tag: "DFLT")] ?? plans[UInt32(tag: "dflt")] ?? plans[UInt32(tag: "latn")] ?? ShapingPlan()
        self.plans = plans
        self.substitutions = substitutions
        self.pairAdjustments = pairAdjustments
        if try gpos?.hasFeature(UInt32(tag: "kern")) == true {
            legacyKerning = [:]
        } else {
            legacyKerning = try directory.optionalTable("kern").map(Self.legacyKerning) ?? [:]
        }
    }

    /// The width of `text` on one line at `size` points, in points: the sum of its glyphs'
    /// advances (font units × `size` / ``unitsPerEm``) after ligatures and kerning.
    ///
    /// `text` is one line: a newline or tab is measured as whatever glyph the font maps it to.
    /// Default-ignorable characters (such as U+00AD SOFT HYPHEN and U+200B ZERO WIDTH SPACE) have
    /// no width. The script whose lookups apply is that of the first letter of a script the
    /// reader knows, else the font's default.
    ///
    /// - Complexity: O(n log g) for n characters and g glyph ranges in the font's tables.
    public func advance(of text: String, size: CGFloat) -> CGFloat {
        CGFloat(advanceUnits(of: text)) * size / CGFloat(unitsPerEm)
    }

    /// The distance from the baseline up to the top of a line at `size` points, in points
    /// (positive): `hhea` ascender, or `OS/2` sTypoAscender when the font sets USE_TYPO_METRICS.
    /// O(1).
    public func ascender(size: CGFloat) -> CGFloat {
        CGFloat(ascenderUnits) * size / CGFloat(unitsPerEm)
    }

    /// The distance from the baseline to the bottom of a line at `size` points, in points, as the
    /// font stores it: **negative** below the baseline (the `hhea` convention, and HarfBuzz's
    /// `descender`). CSS's descent is its negation. O(1).
    public func descender(size: CGFloat) -> CGFloat {
        CGFloat(descenderUnits) * size / CGFloat(unitsPerEm)
    }

    /// The extra space the font asks for between lines at `size` points, in points. O(1).
    public func lineGap(size: CGFloat) -> CGFloat {
        CGFloat(lineGapUnits) * size / CGFloat(unitsPerEm)
    }

    /// The height of a line at `size` points, in points: ascender − descender + line gap, the
    /// metrics from which browsers compute CSS `line-height: normal`.
    ///
    /// The value is exact. Chromium on Linux rounds the ascent, descent and gap to whole pixels
    /// each before adding them: for DejaVu Sans (which does not set USE_TYPO_METRICS, so `hhea`
    /// is used) at 12, 15, 17 and 20 px it gives lines of 14, 18, 20 and 24 px, where this gives
    /// 13.97, 17.46, 19.79 and 23.28; round ``ascender(size:)`` and ``descender(size:)`` first to
    /// match it. O(1).
    public func defaultLineHeight(size: CGFloat) -> CGFloat {
        CGFloat(ascenderUnits - descenderUnits + lineGapUnits) * size / CGFloat(unitsPerEm)
    }
}
