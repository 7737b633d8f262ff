import Foundation
import ValueLayout
import ValueLayoutTesting

/// Decodes any sequence of bytes into a ``SpecScenario``: a layout tree, a context and the
/// arguments of the entry point.
///
/// This is the decoder of the libFuzzer target in `Fuzz/` and of the regression tests that replay
/// its findings (`FuzzRegressionTests`): both decode the same bytes into the same scenario, so an
/// input saved by the fuzzer reproduces in `swift test`.
///
/// Every byte sequence decodes (running out of bytes reads zeros, which decode to the simplest
/// choices), and the decoding is stable: keep it so, or saved inputs will decode to different
/// trees. Numbers come from a table of interesting values (0, fractions, screen sizes, the
/// 10¹²-point maximum length, NaN, ±infinity, negative, subnormal and enormous values) or, one
/// time in eight, from eight raw bytes read as a `Double`'s bit pattern. Texts are built from
/// fragments (words, spaces, newlines, combining characters, emoji, CJK, right-to-left scripts) or
/// decoded from raw bytes as UTF-8. Trees are limited to ``maximumNodes`` nodes and ``maximumDepth``
/// levels, except that a *chain* node nests up to ``maximumChainLength`` layouts around one
/// subtree (``maximumChainTotal`` in all the chains of a tree), to reach the depths where a pass
/// continues on a fresh stack.
///
/// The format, from the first byte: the context (direction, scale, text metrics), the entry point's
/// arguments (origin, width, height), then the tree in pre-order, each node a kind byte followed by
/// its options and children.
public struct FuzzTreeDecoder {
    /// The most nodes a decoded tree has (chains excepted).
    public static let maximumNodes = 300
    /// The deepest a decoded tree nests (chains excepted).
    public static let maximumDepth = 24
    /// The most layouts one chain node nests.
    public static let maximumChainLength = 1_024
    /// The most layouts all the chains of one tree nest together.
    public static let maximumChainTotal = 2_048

    private var bytes: [UInt8]
    private var position = 0
    private var nodes = 0
    private var chainLayouts = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The scenario `bytes` decode to.
    public static func scenario(from bytes: some Sequence<UInt8>) -> SpecScenario {
        var decoder = FuzzTreeDecoder(Array(bytes))
        return decoder.decodeScenario()
    }

    // MARK: Reading

    private mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func choose<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    private mutating func flag() -> Bool { byte() & 1 == 1 }

    /// Interesting numbers; the first ones are the most common choices of zero bytes.
    static let numbers: [CGFloat] = [
        0, 10, 1, 7, 17, 100, 375, 0.5, 1.0 / 3, 2.0 / 3, 0.25, 50, 33.3, 0.1, 0.3, 2, 3, 4, 8, 12.5,
        99.99, 320, 1000, 1e6, 1e11, LayoutLimits.maximumLength, LayoutLimits.maximumLength + 1,
        LayoutLimits.maximumLength - 0.5, 1e15, 1e20, 1e300, .greatestFiniteMagnitude, .infinity,
        -.infinity, .nan, -.nan, .signalingNaN, -1, -0.0, -7, -1e12, -1e20, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-9, 1e-300, 1 - .ulpOfOne, 1 + .ulpOfOne, 0.49999999999999994,
        0.75, 1.5, 2.5, 4.5, 1e-6, 65_535, 16_777_217, 9_007_199_254_740_993,
    ]

    /// A number: from the table, or (for bytes 224 and above) eight raw bytes.
    private mutating func number() -> CGFloat {
        let selector = byte()
        if selector >= 224 {
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return CGFloat(Double(bitPattern: bits))
        }
        return Self.numbers[Int(selector) % Self.numbers.count]
    }

    /// An optional number: `nil` for an even byte.
    private mutating func optionalNumber() -> CGFloat? {
        flag() ? number() : nil
    }

    static let scales: [CGFloat?] = [
        nil, 2, 3, 1, 1.5, 0.5, 4, 0.37, 10_000, 10_000.000_000_001, 1e-3, 1e-300, .leastNonzeroMagnitude,
        .nan, .infinity, -2, 0, 7.5,
    ]

    static let textFragments: [String] = [
        "", "a", "ab", "word", " ", "  ", "\n", "\r\n", "\r", "supercalifragilisticexpialidocious",
        "e\u{301}", "x\u{301}\u{302}\u{303}", "👩‍👩‍👧‍👦", "🇫🇷", "👍🏽", "漢字かな", "한국어", "שלום עולם", "مرحبا بالعالم",
        "\t", "\u{200B}", "\u{FEFF}", "\u{202E}rtl", "\u{0}", "action text 0", "poster title 0 with some longer stuff",
        "\n\n", " \n ", "a b c d e f", "ﷺ", "𒐫", "\u{1F468}\u{200D}\u{1F4BB}",
    ]

    private mutating func text() -> String {
        let mode = byte()
        if mode >= 240 {
            // Raw bytes, decoded as UTF-8 (invalid sequences become U+FFFD).
            let count = Int(byte())
            var raw: [UInt8] = []
            for _ in 0..<count { raw.append(byte()) }
            return String(decoding: raw, as: UTF8.self)
        }
        if mode >= 232 {
            // A long run of one fragment.
            let fragment = choose(Self.textFragments)
            return String(repeating: fragment.isEmpty ? "x" : fragment, count: 1 + Int(byte()) * 16)
        }
        var text = ""
        for _ in 0..<(Int(mode) % 8) { text += choose(Self.textFragments) }
        return text
    }

    static let identifiers: [String?] = [nil, nil, "a", "b", "dup", "", "dup", "\"quoted\"\n", "🙂"]

    static let alignments: [Alignment?] = [
        nil, .fill, .center, .topLeading, .aspectFit, .topTrailing, .bottomLeading, .bottomTrailing, .centerLeading,
        .centerTrailing, .fillLeading, .fillTrailing, .topCenter, .topFill, .bottomCenter, .bottomFill,
        Alignment(vertical: .center, horizontal: .fill), Alignment(vertical: .fill, horizontal: .center),
    ]

    static let flexes: [Flexibility.Flex] = [
        nil, 0, 1, -1, Flexibility.highFlex, Flexibility.lowFlex, Flexibility.minFlex, Flexibility.maxFlex,
    ]

    private mutating func options() -> LayoutSpec.Options {
        let selector = byte()
        var options = LayoutSpec.Options()
        if selector & 1 != 0 { options.alignment = choose(Self.alignments) }
        if selector & 2 != 0 {
            options.flexibility = Flexibility(horizontal: choose(Self.flexes), vertical: choose(Self.flexes))
        }
        if selector & 4 != 0 { options.viewReuseId = choose(Self.identifiers) }
        return options
    }

    private mutating func size() -> CGSize {
        CGSize(width: number(), height: number())
    }

    // MARK: Decoding

    private mutating func decodeScenario() -> SpecScenario {
        let header = byte()
        let direction: LayoutDirection = header & 1 == 0 ? .leftToRight : .rightToLeft
        let scale = choose(Self.scales)
        let advance = header & 2 == 0 ? 7 : number()
        let lineHeight = header & 4 == 0 ? 17 : number()
        let origin = header & 8 == 0 ? CGPoint.zero : CGPoint(x: number(), y: number())
        let width = optionalNumber()
        let height = optionalNumber()
        let layout = node(depth: 0)
        return SpecScenario(
            layout: layout, origin: origin, width: width, height: height, direction: direction, scale: scale,
            advance: advance, lineHeight: lineHeight)
    }

    private mutating func children(depth: Int, count: Int) -> [LayoutSpec] {
        var result: [LayoutSpec] = []
        for _ in 0..<count where nodes < Self.maximumNodes {
            result.append(node(depth: depth + 1))
        }
        return result
    }

    private mutating func node(depth: Int) -> LayoutSpec {
        nodes += 1
        let kind = byte()
        // Out of nodes or depth: a leaf.
        let canNest = nodes < Self.maximumNodes && depth < Self.maximumDepth
        switch kind % 8 {
        case 1 where canNest:
            let amount: LayoutSpec.Inset.Amount =
                flag()
                ? .edges(top: number(), leading: number(), bottom: number(), trailing: number()) : .all(number())
            return .inset(LayoutSpec.Inset(amount, options: options(), sublayout: node(depth: depth + 1)))
        case 2 where canNest:
            let axis: Axis = flag() ? .vertical : .horizontal
            let spacing = flag() ? number() : 0
            let distribution = choose(StackLayoutDistribution.allCases)
            let options = options()
            let count = Int(byte()) % 7
            return .stack(
                LayoutSpec.Stack(
                    axis: axis, spacing: spacing, distribution: distribution, options: options,
                    sublayouts: children(depth: depth, count: count)))
        case 3 where canNest:
            let counts = byte()
            let options = options()
            let backgrounds = children(depth: depth, count: Int(counts & 3))
            let primaries = children(depth: depth, count: Int(counts >> 2 & 3))
            let overlays = children(depth: depth, count: Int(counts >> 4 & 3))
            return .overlay(
                LayoutSpec.Overlay(primaries: primaries, backgrounds: backgrounds, overlays: overlays, options: options)
            )
        case 4:
            let text = text()
            let fontSize = flag() ? number() : nil
            let lineHeight = flag() ? number() : nil
            let numberOfLines = choose([0, 1, 2, 3, -1, Int.max, Int.min])
            return .label(
                LayoutSpec.Label(
                    text: text, fontSize: fontSize, lineHeight: lineHeight, numberOfLines: numberOfLines,
                    options: options()))
        case 5 where canNest:
            return chain(depth: depth)
        default:
            return sizeNode(depth: depth, canNest: canNest)
        }
    }

    private mutating func sizeNode(depth: Int, canNest: Bool) -> LayoutSpec {
        let initializer: LayoutSpec.Size.Initializer
        switch byte() % 7 {
        case 0: initializer = .exact(width: number(), height: number())
        case 1:
            initializer = .bounds(
                minWidth: optionalNumber(), maxWidth: optionalNumber(), minHeight: optionalNumber(),
                maxHeight: optionalNumber())
        case 2: initializer = .exactWidth(number(), minHeight: optionalNumber(), maxHeight: optionalNumber())
        case 3: initializer = .exactHeight(number(), minWidth: optionalNumber(), maxWidth: optionalNumber())
        case 4: initializer = .size(size())
        case 5: initializer = .minSize(size())
        default: initializer = .maxSize(size())
        }
        let options = options()
        let sublayout = canNest && flag() ? node(depth: depth + 1) : nil
        return .size(LayoutSpec.Size(initializer, options: options, sublayout: sublayout))
    }

    /// A chain: `length` layouts of one kind nested around one subtree.
    private mutating func chain(depth: Int) -> LayoutSpec {
        let requested = 1 + (Int(byte()) << 2 | Int(byte()) & 3) % Self.maximumChainLength
        let length = min(requested, Self.maximumChainTotal - chainLayouts)
        chainLayouts += length
        let kind = byte() % 4
        let inset = number()
        var layout = node(depth: depth + 1)
        for _ in 0..<length {
            switch kind {
            case 0: layout = .inset(LayoutSpec.Inset(.all(inset), sublayout: layout))
            case 1: layout = .stack(LayoutSpec.Stack(axis: .vertical, spacing: inset, sublayouts: [layout]))
            case 2: layout = .overlay(LayoutSpec.Overlay(primaries: [layout]))
            default: layout = .size(LayoutSpec.Size(.minSize(CGSize(width: inset, height: inset)), sublayout: layout))
            }
        }
        return layout
    }
}
