import Foundation
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting
import ValueLayoutWorkloads

/// Generates random layout scenarios, reproducibly from a seed: the trees of the property tests.
///
/// Trees use every primitive and every option: every ``SizeLayout`` initializer, ``InsetLayout``
/// with uniform and per-edge insets, ``StackLayout`` on both axes with every distribution, spacing
/// (negative included), alignment and flexibility, ``OverlayLayout`` with backgrounds and overlays, and ``LabelLayout``
/// with random text (empty, long words, newlines, non-ASCII) and line limits. Contexts vary the
/// direction, the scale (`nil`, 1, 2 or 3) and sometimes the text metrics; root widths include 0
/// and huge values. Most trees are small (up to 5 nodes) so that thousands run in seconds; a
/// quarter have up to 15 nodes and one in twenty up to about 40. Numbers are mostly ordinary, with a small share of extreme ones
/// (the maximum length, infinity, NaN, negative), since every invariant must hold for any input.
struct ScenarioGenerator {
    private var random: SplitMix64
    private var budget = 0

    /// The scenario for `seed`: the same seed always gives the same scenario.
    static func scenario(seed: UInt64) -> SpecScenario {
        var generator = ScenarioGenerator(random: SplitMix64(seed: seed))
        return generator.scenario()
    }

    private init(random: SplitMix64) {
        self.random = random
    }

    // MARK: Choices

    // (Written directly on the generator's bits rather than with `Int.random(in:using:)`, which is
    // several times slower in a debug build.)

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    /// A number uniformly distributed in 0 ..< 1.
    private mutating func unit() -> Double {
        Double(random.next() >> 11) * 0x1p-53
    }

    private mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }

    /// A length: mostly a small whole or fractional number, sometimes 0, rarely extreme.
    private mutating func length() -> CGFloat {
        let roll = unit()
        switch roll {
        case ..<0.12: return 0
        case ..<0.55: return CGFloat(int(1...60))
        case ..<0.75: return CGFloat(int(1...400)) / 4
        case ..<0.88: return CGFloat(unit() * 120)
        case ..<0.93: return pick([1.0 / 3, 2.0 / 3, 0.1, 0.5, 99.99, 33.3])
        case ..<0.97: return pick([375, 320, 1000, 1e6, LayoutLimits.maximumLength])
        default: return pick([.infinity, .nan, -5, -.infinity, 1e20, .greatestFiniteMagnitude, .leastNonzeroMagnitude])
        }
    }

    private mutating func optionalLength(_ probability: Double = 0.5) -> CGFloat? {
        chance(probability) ? length() : nil
    }

    /// A root width or height: 0, ordinary, fractional or huge.
    private mutating func rootLength() -> CGFloat {
        let roll = unit()
        switch roll {
        case ..<0.07: return 0
        case ..<0.55: return CGFloat(int(1...500))
        case ..<0.8: return CGFloat(unit() * 500)
        case ..<0.9: return pick([375, 320, 100, 1.5, 0.25])
        default: return pick([1e6, LayoutLimits.maximumLength, 1e13, .infinity, .greatestFiniteMagnitude])
        }
    }

    static let alignments: [Alignment] = [
        .fill, .center, .topLeading, .aspectFit, .topTrailing, .bottomLeading, .bottomTrailing, .centerLeading,
        .centerTrailing, .fillLeading, .fillTrailing, .topCenter, .topFill, .bottomCenter, .bottomFill,
        Alignment(vertical: .center, horizontal: .fill), Alignment(vertical: .fill, horizontal: .center),
    ]

    static let flexes: [Flexibility.Flex] = [
        nil, 0, 1, -1, Flexibility.highFlex, Flexibility.lowFlex, Flexibility.minFlex, Flexibility.maxFlex,
    ]

    private mutating func options() -> LayoutSpec.Options {
        LayoutSpec.Options(
            alignment: chance(0.45) ? pick(Self.alignments) : nil,
            flexibility: chance(0.3) ? Flexibility(horizontal: pick(Self.flexes), vertical: pick(Self.flexes)) : nil,
            viewReuseId: chance(0.25) ? pick(["a", "b", "dup", "dup"]) : nil)
    }

    static let words = [
        "a", "ab", "word", "text", "longer", "x", "12345", "supercalifragilisticexpialidocious",
        "abcdefghijklmnopqrstuvwxyz", "e\u{301}", "漢字", "👍🏽", "שלום", "مرحبا", "👩‍👩‍👧",
    ]

    private mutating func text() -> String {
        let roll = unit()
        if roll < 0.08 { return "" }
        if roll < 0.11 { return pick(["\n", "\n\n", " ", "  \n "]) }
        var text = ""
        for index in 0..<int(1...8) {
            if index > 0 { text += chance(0.12) ? "\n" : (chance(0.1) ? "  " : " ") }
            text += pick(Self.words)
        }
        return text
    }

    // MARK: Trees

    private mutating func scenario() -> SpecScenario {
        let roll = unit()
        budget = roll < 0.7 ? int(1...5) : (roll < 0.95 ? int(6...15) : int(16...40))
        let layout = node(depth: 0)
        let metrics: (CGFloat, CGFloat) =
            chance(0.85)
            ? (7, 17) : (pick([6.5, 7.25, 1.0 / 3, 10] as [CGFloat]), pick([13.3, 17, 20.5] as [CGFloat]))
        return SpecScenario(
            layout: layout,
            origin: chance(0.8) ? .zero : CGPoint(x: pick([10, 0.25, 3.3, -20, 1e6]), y: pick([0, 5.5, 1.0 / 3])),
            width: chance(0.3) ? nil : rootLength(),
            height: chance(0.7) ? nil : rootLength(),
            direction: chance(0.5) ? .leftToRight : .rightToLeft,
            scale: pick([nil, 1, 2, 3] as [CGFloat?]),
            advance: metrics.0, lineHeight: metrics.1)
    }

    private mutating func node(depth: Int) -> LayoutSpec {
        budget -= 1
        let canNest = budget > 0 && depth < 6
        let roll = unit()
        if !canNest || roll < 0.3 {
            return chance(0.5) ? label() : size(sublayout: nil)
        }
        switch roll {
        case ..<0.42: return size(sublayout: node(depth: depth + 1))
        case ..<0.55: return inset(depth: depth)
        case ..<0.85: return stack(depth: depth)
        default: return overlay(depth: depth)
        }
    }

    private mutating func children(depth: Int, count: Int) -> [LayoutSpec] {
        var result: [LayoutSpec] = []
        for _ in 0..<count where budget > 0 {
            result.append(node(depth: depth + 1))
        }
        return result
    }

    private mutating func label() -> LayoutSpec {
        .label(
            LayoutSpec.Label(
                text: text(), fontSize: chance(0.1) ? length() : nil,
                lineHeight: chance(0.15) ? pick([0, 10, 12.5, 20, 1.0 / 3]) : nil,
                numberOfLines: chance(0.6) ? 0 : pick([1, 2, 3, -1]), options: options()))
    }

    private mutating func size(sublayout: LayoutSpec?) -> LayoutSpec {
        let initializer: LayoutSpec.Size.Initializer
        switch int(0...6) {
        case 0: initializer = .exact(width: length(), height: length())
        case 1:
            initializer = .bounds(
                minWidth: optionalLength(), maxWidth: optionalLength(), minHeight: optionalLength(),
                maxHeight: optionalLength())
        case 2: initializer = .exactWidth(length(), minHeight: optionalLength(0.3), maxHeight: optionalLength(0.3))
        case 3: initializer = .exactHeight(length(), minWidth: optionalLength(0.3), maxWidth: optionalLength(0.3))
        case 4: initializer = .size(CGSize(width: length(), height: length()))
        case 5: initializer = .minSize(CGSize(width: length(), height: length()))
        default: initializer = .maxSize(CGSize(width: length(), height: length()))
        }
        return .size(LayoutSpec.Size(initializer, options: options(), sublayout: sublayout))
    }

    private mutating func inset(depth: Int) -> LayoutSpec {
        let amount: LayoutSpec.Inset.Amount =
            chance(0.5)
            ? .all(length()) : .edges(top: length(), leading: length(), bottom: length(), trailing: length())
        let options = options()
        return .inset(LayoutSpec.Inset(amount, options: options, sublayout: node(depth: depth + 1)))
    }

    private mutating func stack(depth: Int) -> LayoutSpec {
        let axis: Axis = chance(0.5) ? .horizontal : .vertical
        // A negative spacing overlaps the children, as in LayoutKit.
        let spacing: CGFloat = chance(0.5) ? 0 : chance(0.3) ? -length() : length()
        let distribution = pick(StackLayoutDistribution.allCases)
        let options = options()
        return .stack(
            LayoutSpec.Stack(
                axis: axis, spacing: spacing, distribution: distribution, options: options,
                sublayouts: children(depth: depth, count: int(0...5))))
    }

    private mutating func overlay(depth: Int) -> LayoutSpec {
        let options = options()
        let primaries = children(depth: depth, count: int(0...2))
        let backgrounds = children(depth: depth, count: int(0...2))
        let overlays = children(depth: depth, count: int(0...2))
        return .overlay(
            LayoutSpec.Overlay(primaries: primaries, backgrounds: backgrounds, overlays: overlays, options: options))
    }
}
