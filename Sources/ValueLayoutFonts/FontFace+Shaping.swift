import Foundation
import ValueLayout

extension FontFace {
    /// A glyph being shaped, and whether its character is a nonspacing mark (what decides the
    /// glyph's class in a font without `GDEF` glyph classes).
    struct ShapedGlyph {
        var glyph: UInt16
        var isUnicodeMark: Bool
    }

    /// The width of `text` in font units: see ``advance(of:size:)``. Without
    /// `optionalLigatures`, the lookups of ``optionalLigatureLookups`` are not applied: CSS
    /// leaves optional ligatures out of letter-spaced text, and Chromium does.
    func advanceUnits(of text: String, optionalLigatures: Bool = true) -> Int {
        var glyphs = glyphs(of: text)
        let plan = plans[Self.scriptTag(of: text)] ?? fallbackPlan
        for index in plan.substitutions where optionalLigatures || !optionalLigatureLookups.contains(index) {
            if let lookup = substitutions[index] { apply(lookup, to: &glyphs) }
        }
        var advances = glyphs.map { Int(advance(of: $0.glyph)) }
        if !plan.pairAdjustments.isEmpty {
            for index in plan.pairAdjustments {
                if let lookup = pairAdjustments[index] { apply(lookup, to: glyphs, advances: &advances) }
            }
        } else if !legacyKerning.isEmpty {
            applyLegacyKerning(to: glyphs, advances: &advances)
        }
        var total = 0
        for (index, shaped) in glyphs.enumerated()
        where !definitions.isMark(shaped.glyph, isUnicodeMark: shaped.isUnicodeMark) {
            total += advances[index]
        }
        return total
    }

    /// The advance of `glyph` in font units (0 for a glyph the font does not have).
    func advance(of glyph: UInt16) -> UInt16 {
        Int(glyph) < advanceUnits.count ? advanceUnits[Int(glyph)] : 0
    }

    /// The glyphs of `text` composed to NFC, one a character; a character the font lacks whose
    /// canonical decomposition it has is decomposed; default-ignorable characters are left out.
    func glyphs(of text: String) -> [ShapedGlyph] {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let composed = isASCII ? text : text.precomposedStringWithCanonicalMapping
        let needsMarks = definitions.glyphClasses == nil && !isASCII
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(composed.utf8.count)
        for scalar in composed.unicodeScalars {
            if !isASCII && Self.isDefaultIgnorable(scalar.value) { continue }
            let glyph = characterMap.glyph(for: scalar.value)
            if glyph == 0 && !isASCII {
                let parts = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
                if parts.count > 1 && parts.allSatisfy({ characterMap.glyph(for: $0.value) != 0 }) {
                    for part in parts {
                        glyphs.append(
                            ShapedGlyph(
                                glyph: characterMap.glyph(for: part.value),
                                isUnicodeMark: needsMarks && part.properties.generalCategory == .nonspacingMark))
                    }
                    continue
                }
            }
            glyphs.append(
                ShapedGlyph(
                    glyph: glyph, isUnicodeMark: needsMarks && scalar.properties.generalCategory == .nonspacingMark))
        }
        return glyphs
    }

    /// The index of the first glyph after `index` that a lookup with `flag` and `markSet` does not
    /// skip, or `nil`.
    private func next(after index: Int, in glyphs: [ShapedGlyph], flag: UInt16, markSet: Int?) -> Int? {
        var candidate = index + 1
        while candidate < glyphs.count {
            let shaped = glyphs[candidate]
            if !definitions.skips(shaped.glyph, isUnicodeMark: shaped.isUnicodeMark, flag: flag, markSet: markSet) {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    /// Applies a substitution lookup to `glyphs`, from first to last.
    private func apply(_ lookup: SubstitutionLookup, to glyphs: inout [ShapedGlyph]) {
        var index = 0
        while index < glyphs.count {
            defer { index += 1 }
            let shaped = glyphs[index]
            if definitions.skips(
                shaped.glyph, isUnicodeMark: shaped.isUnicodeMark, flag: lookup.flag, markSet: lookup.markSet)
            {
                continue
            }
            subtables: for subtable in lookup.subtables {
                switch subtable {
                case let .single(coverage, delta, substitutes):
                    guard let coverageIndex = coverage.value(of: shaped.glyph) else { continue }
                    if let delta {
                        glyphs[index].glyph = UInt16(truncatingIfNeeded: Int(shaped.glyph) + delta)
                    } else if Int(coverageIndex) < substitutes.count {
                        glyphs[index].glyph = substitutes[Int(coverageIndex)]
                    } else {
                        continue
                    }
                    break subtables
                case let .ligature(coverage, sets):
                    guard let coverageIndex = coverage.value(of: shaped.glyph), Int(coverageIndex) < sets.count else {
                        continue
                    }
                    for ligature in sets[Int(coverageIndex)] {
                        var matched: [Int] = []
                        var position = index
                        for component in ligature.components {
                            guard
                                let found = next(
                                    after: position, in: glyphs, flag: lookup.flag, markSet: lookup.markSet),
                                glyphs[found].glyph == component
                            else { break }
                            matched.append(found)
                            position = found
                        }
                        guard matched.count == ligature.components.count else { continue }
                        glyphs[index].glyph = ligature.glyph
                        for removed in matched.reversed() { glyphs.remove(at: removed) }
                        break subtables
                    }
                }
            }
        }
    }

    /// Applies a pair adjustment lookup to the advances of `glyphs`, from first to last.
    private func apply(_ lookup: PairLookup, to glyphs: [ShapedGlyph], advances: inout [Int]) {
        var index = 0
        while index < glyphs.count {
            let shaped = glyphs[index]
            if definitions.skips(
                shaped.glyph, isUnicodeMark: shaped.isUnicodeMark, flag: lookup.flag, markSet: lookup.markSet)
            {
                index += 1
                continue
            }
            guard let second = next(after: index, in: glyphs, flag: lookup.flag, markSet: lookup.markSet) else { break }
            guard let adjustment = lookup.adjustment(shaped.glyph, glyphs[second].glyph) else {
                index += 1
                continue
            }
            advances[index] += Int(adjustment.first)
            advances[second] += Int(adjustment.second)
            index = adjustment.consumesSecond ? second + 1 : second
        }
    }

    /// Applies the legacy `kern` pairs to the advances of `glyphs`, skipping marks.
    private func applyLegacyKerning(to glyphs: [ShapedGlyph], advances: inout [Int]) {
        var index = 0
        while index < glyphs.count {
            let shaped = glyphs[index]
            if definitions.skips(shaped.glyph, isUnicodeMark: shaped.isUnicodeMark, flag: 0x8, markSet: nil) {
                index += 1
                continue
            }
            guard let second = next(after: index, in: glyphs, flag: 0x8, markSet: nil) else { break }
            advances[index] += legacyKerning[UInt32(shaped.glyph) << 16 | UInt32(glyphs[second].glyph)] ?? 0
            index = second
        }
    }

    /// Whether `scalar` is a default-ignorable code point (Unicode's DerivedCoreProperties),
    /// which HarfBuzz hides (no advance).
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
            0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
            0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// The OpenType script tag of the first character of `text` whose script the reader knows
    /// (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Thai, Lao, Georgian, Han,
    /// kana, Hangul and a few more), else 0 (no tag: the font's default plan).
    static func scriptTag(of text: String) -> UInt32 {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x41...0x5A, 0x61...0x7A: return UInt32(tag: "latn")
            case 0...0x7F, 0x300...0x36F: continue
            case 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x250...0x2AF, 0x1D00...0x1D7F, 0x1E00...0x1EFF,
                0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
                return UInt32(tag: "latn")
            case 0x370...0x3FF, 0x1F00...0x1FFF: return UInt32(tag: "grek")
            case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return UInt32(tag: "cyrl")
            case 0x531...0x58F, 0xFB13...0xFB17: return UInt32(tag: "armn")
            case 0x591...0x5FF, 0xFB1D...0xFB4F: return UInt32(tag: "hebr")
            case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
                return UInt32(tag: "arab")
            case 0x7C0...0x7FF: return UInt32(tag: "nko ")
            case 0x900...0x97F: return UInt32(tag: "dev2")
            case 0xE00...0xE7F: return UInt32(tag: "thai")
            case 0xE80...0xEFF: return UInt32(tag: "lao ")
            case 0x10A0...0x10FF, 0x2D00...0x2D2F: return UInt32(tag: "geor")
            case 0x13A0...0x13FF: return UInt32(tag: "cher")
            case 0x1400...0x167F: return UInt32(tag: "cans")
            case 0x1680...0x169F: return UInt32(tag: "ogam")
            case 0x16A0...0x16FF: return UInt32(tag: "runr")
            case 0x2800...0x28FF: return UInt32(tag: "brai")
            case 0x2D30...0x2D7F: return UInt32(tag: "tfng")
            case 0x3040...0x30FF, 0x31F0...0x31FF: return UInt32(tag: "kana")
            case 0x1100...0x11FF, 0xAC00...0xD7AF: return UInt32(tag: "hang")
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x2FA1F: return UInt32(tag: "hani")
            default: continue
            }
        }
        return 0
    }
}
