import Foundation
import ValueLayout

/// Where the random tree generator (``TreeGenerator``) and every ``LayoutKindRegistration`` take
/// their choices from: the fuzzer's bytes (``FuzzBytes``) or a seeded random stream
/// (``SeededChoices``).
///
/// A source answers two questions, a whole number below a bound and 64 raw bits; everything else
/// (chances, picks from a list, numbers, texts, options) is built on them in an extension, the same
/// for both sources. Choices are written so that a source that answers 0 to everything (a fuzz
/// input that ran out of bytes) makes the simplest choice each time: no, the first of a list, zero.
public protocol ChoiceSource {
    /// A whole number in `0 ..< count` (`count` is at least 1).
    mutating func index(below count: Int) -> Int
    /// 64 raw bits, for a number's bit pattern or a fraction.
    mutating func bits() -> UInt64
}

/// The choices of a fuzz input: its bytes, read in order; once they run out, every byte reads 0.
public struct FuzzBytes: ChoiceSource {
    private let bytes: [UInt8]
    private var position = 0

    /// The choices `bytes` make.
    public init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    private mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// One byte modulo `count` when `count` is at most 256, else two bytes, else eight.
    public mutating func index(below count: Int) -> Int {
        if count <= 256 { return Int(byte()) % count }
        if count <= 65_536 { return (Int(byte()) << 8 | Int(byte())) % count }
        return Int(bits() % UInt64(count))
    }

    /// Eight bytes, the first the most significant.
    public mutating func bits() -> UInt64 {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return bits
    }
}

/// The choices of a seed: a SplitMix64 stream, so the same seed always makes the same choices.
public struct SeededChoices: ChoiceSource {
    private var state: UInt64

    /// The choices of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 bits of the stream.
    public mutating func bits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 bits modulo `count`.
    public mutating func index(below count: Int) -> Int {
        Int(bits() % UInt64(count))
    }
}

// MARK: - The shared vocabulary

extension ChoiceSource {
    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + index(below: range.count)
    }

    /// `true` with a probability of `percent` in 100 (`false` from a source answering 0).
    public mutating func chance(_ percent: Int) -> Bool {
        index(below: 100) >= 100 - percent
    }

    /// One of `choices` (not empty), each as likely.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[index(below: choices.count)]
    }

    /// One of `choices` (not empty), each as likely as its weight makes it among the others.
    public mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        var roll = index(below: choices.reduce(0) { $0 + $1.weight })
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// A fraction in 0 ..< 1.
    public mutating func unit() -> Double {
        Double(bits() >> 11) * 0x1p-53
    }

    /// A number as a layout argument: mostly 0 or an ordinary whole or fractional length, with a
    /// share of large ones (4 %), of extreme ones from ``ChoiceVocabulary/extremeNumbers`` (2 %:
    /// infinities, NaNs, negative, subnormal…) and of raw bit patterns (1 %).
    public mutating func number() -> CGFloat {
        switch index(below: 100) {
        case ..<12: return 0
        case ..<55: return CGFloat(int(1...60))
        case ..<75: return CGFloat(int(1...400)) / 4
        case ..<88: return CGFloat(unit() * 120)
        case ..<93: return pick([1.0 / 3, 2.0 / 3, 0.1, 0.5, 99.99, 33.3])
        case ..<97: return pick([375, 320, 1000, 1e6, LayoutLimits.maximumLength])
        case ..<99: return pick(ChoiceVocabulary.extremeNumbers)
        default: return CGFloat(Double(bitPattern: bits()))
        }
    }

    /// A ``number()`` with a probability of `percent` in 100, else `nil`.
    public mutating func optionalNumber(_ percent: Int = 50) -> CGFloat? {
        chance(percent) ? number() : nil
    }

    /// A text: mostly words (long, accented, emoji, right-to-left) separated by spaces and line
    /// breaks; sometimes empty, white space only, odd fragments (control characters, joiners,
    /// combining marks), a long run of one fragment or raw bytes read as UTF-8.
    public mutating func text() -> String {
        switch index(below: 100) {
        case ..<8: return ""
        case ..<11: return pick(["\n", "\n\n", " ", "  \n "])
        case ..<90:
            var text = ""
            for index in 0..<int(1...8) {
                if index > 0 { text += chance(12) ? "\n" : (chance(10) ? "  " : " ") }
                text += pick(ChoiceVocabulary.words)
            }
            return text
        case ..<97:
            return (0..<int(1...7)).map { _ in pick(ChoiceVocabulary.textFragments) }.joined()
        case ..<99:
            let fragment = pick(ChoiceVocabulary.textFragments)
            return String(repeating: fragment.isEmpty ? "x" : fragment, count: 1 + index(below: 256) * 16)
        default:
            // Invalid sequences become U+FFFD.
            let raw = (0..<int(0...64)).map { _ in UInt8(index(below: 256)) }
            return String(decoding: raw, as: UTF8.self)
        }
    }

    /// Alignment, flexibility and reuse identifier, each left out more often than not.
    public mutating func options() -> LayoutOptions {
        LayoutOptions(
            alignment: chance(45) ? pick(ChoiceVocabulary.alignments) : nil,
            flexibility: chance(30)
                ? Flexibility(horizontal: pick(ChoiceVocabulary.flexes), vertical: pick(ChoiceVocabulary.flexes))
                : nil,
            viewReuseId: chance(25) ? pick(ChoiceVocabulary.identifiers) : nil)
    }
}

/// The values the shared choices pick from.
public enum ChoiceVocabulary {
    /// Numbers at the edges of what a layout may be given: infinities, NaNs, negative, enormous,
    /// subnormal, one unit in the last place off, around the library's maximum length.
    public static let extremeNumbers: [CGFloat] = [
        LayoutLimits.maximumLength + 1, LayoutLimits.maximumLength - 0.5, 1e11, 1e15, 1e20, 1e300,
        .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN, -1, -0.0, -7, -1e12, -1e20,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-9, 1e-300, 1 - .ulpOfOne,
        1 + .ulpOfOne, 0.499_999_999_999_999_94, 65_535, 16_777_217, 9_007_199_254_740_993,
    ]

    /// Words of label texts.
    public static let words = [
        "a", "ab", "word", "text", "longer", "x", "12345", "supercalifragilisticexpialidocious",
        "abcdefghijklmnopqrstuvwxyz", "e\u{301}", "漢字", "👍🏽", "שלום", "مرحبا", "👩‍👩‍👧",
    ]

    /// Odd pieces of text: white space of every kind, control and format characters, clusters.
    public static let textFragments: [String] = [
        "", "a", "ab", "word", " ", "  ", "\n", "\r\n", "\r", "supercalifragilisticexpialidocious",
        "e\u{301}", "x\u{301}\u{302}\u{303}", "👩‍👩‍👧‍👦", "🇫🇷", "👍🏽", "漢字かな", "한국어", "שלום עולם", "مرحبا بالعالم",
        "\t", "\u{200B}", "\u{FEFF}", "\u{202E}rtl", "\u{0}", "action text 0", "poster title 0 with some longer stuff",
        "\n\n", " \n ", "a b c d e f", "ﷺ", "𒐫", "\u{1F468}\u{200D}\u{1F4BB}",
    ]

    /// View reuse identifiers, duplicates and odd ones included.
    public static let identifiers = ["a", "b", "dup", "dup", "", "\"quoted\"\n", "🙂"]

    /// Alignments: every preset, two mixed ones and the two baseline placements.
    public static let alignments: [Alignment] = [
        .fill, .center, .topLeading, .aspectFit, .topTrailing, .bottomLeading, .bottomTrailing, .centerLeading,
        .centerTrailing, .fillLeading, .fillTrailing, .topCenter, .topFill, .bottomCenter, .bottomFill,
        Alignment(vertical: .center, horizontal: .fill), Alignment(vertical: .fill, horizontal: .center),
        Alignment(vertical: .firstBaseline, horizontal: .leading),
        Alignment(vertical: .lastBaseline, horizontal: .fill),
    ]

    /// Flexes: inflexible, the defaults, the presets and the extremes.
    public static let flexes: [Flexibility.Flex] = [
        nil, 0, 1, -1, Flexibility.highFlex, Flexibility.lowFlex, Flexibility.minFlex, Flexibility.maxFlex,
    ]
}
