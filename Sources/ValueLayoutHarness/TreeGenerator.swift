import Foundation
import ValueLayout
import ValueLayoutTesting

/// Generates random layout scenarios from a ``ChoiceSource``: the trees of the property tests (from
/// a seed) and of the fuzz target (from its bytes), with every registered kind
/// (``LayoutKinds/all``) generated through its registration.
///
/// Most trees are small (up to 5 nodes); a quarter have up to 15 nodes and one in twenty more, up
/// to the profile's limit. Numbers are mostly ordinary, with a small share of extreme ones (see
/// ``ChoiceSource/number()``), since every invariant must hold for any input. Contexts vary the
/// direction, the scale (from the profile's list) and sometimes the text metrics; root widths
/// include 0 and huge values. The fuzz profile also makes chains, one wrapper kind's node nested
/// up to 32 times or (rarely) up to 1,024 times, to exercise deep trees.
///
/// A source answering 0 to everything (an empty fuzz input) gives one leaf, laid out left to
/// right without a scale, width or height.
public struct TreeGenerator<Choices: ChoiceSource> {
    private var choices: Choices
    private let profile: TreeProfile
    private var budget = 0
    private var chainLayouts = 0

    private init(choices: Choices, profile: TreeProfile) {
        self.choices = choices
        self.profile = profile
    }

    /// The scenario `choices` make under `profile`.
    public static func scenario(_ choices: Choices, profile: TreeProfile) -> SpecScenario {
        var generator = TreeGenerator(choices: choices, profile: profile)
        return generator.scenario()
    }

    // MARK: Scenarios

    private mutating func scenario() -> SpecScenario {
        let sizes = choices.weighted([(70, 1...5), (25, 6...15), (5, 16...max(16, profile.maximumNodes))])
        budget = min(profile.maximumNodes, choices.int(sizes))
        let layout = node(depth: 0)
        let direction: LayoutDirection = choices.chance(50) ? .rightToLeft : .leftToRight
        let scale = choices.pick(profile.scales)
        var advance: CGFloat = 7
        var lineHeight: CGFloat = 17
        if choices.chance(15) {
            advance = choices.chance(80) ? choices.pick([6.5, 7.25, 1.0 / 3, 10]) : choices.number()
            lineHeight = choices.chance(80) ? choices.pick([13.3, 17, 20.5]) : choices.number()
        }
        let origin =
            choices.chance(20)
            ? CGPoint(
                x: choices.chance(90) ? choices.pick([10, 0.25, 3.3, -20, 1e6]) : choices.number(),
                y: choices.chance(90) ? choices.pick([0, 5.5, 1.0 / 3]) : choices.number())
            : .zero
        let width = choices.chance(70) ? rootLength() : nil
        let height = choices.chance(30) ? rootLength() : nil
        return SpecScenario(
            layout: layout, origin: origin, width: width, height: height, direction: direction, scale: scale,
            advance: advance, lineHeight: lineHeight)
    }

    /// A root width or height: 0, ordinary, fractional or huge.
    private mutating func rootLength() -> CGFloat {
        switch choices.index(below: 100) {
        case ..<7: return 0
        case ..<55: return CGFloat(choices.int(1...500))
        case ..<80: return CGFloat(choices.unit() * 500)
        case ..<90: return choices.pick([375, 320, 100, 1.5, 0.25])
        case ..<98: return choices.pick([1e6, LayoutLimits.maximumLength, 1e13, .infinity, .greatestFiniteMagnitude])
        default: return choices.number()
        }
    }

    // MARK: Trees

    private mutating func node(depth: Int) -> LayoutSpec {
        budget -= 1
        let canNest = budget > 0 && depth < profile.maximumDepth
        if canNest, chainLayouts < profile.maximumChainTotal, choices.chance(profile.chainPercent) {
            return chain(depth: depth)
        }
        let kinds = canNest ? LayoutKinds.all : LayoutKinds.leaves
        let kind = choices.weighted(kinds.map { ($0.weight, $0) })
        return node(of: kind, depth: depth, maximumChildren: canNest ? Int.max : 0)
    }

    private mutating func node(
        of kind: any LayoutKindRegistration.Type, depth: Int, maximumChildren: Int
    ) -> LayoutSpec {
        let requested = kind.randomChildCount(&choices, maximum: maximumChildren)
        var children: [LayoutSpec] = []
        for index in 0..<requested {
            // Out of nodes: no more optional children.
            if index >= kind.childCounts.lowerBound, budget <= 0 { break }
            children.append(node(depth: depth + 1))
        }
        return LayoutSpec(kind.random(&choices, childCount: children.count), children: children)
    }

    /// A chain: one wrapper's node nested around one subtree, up to 32 times, or (one chain in ten)
    /// up to ``TreeProfile/maximumChainLength`` times.
    private mutating func chain(depth: Int) -> LayoutSpec {
        // Mostly short; one in ten up to the longest.
        let requested = 1 + choices.index(below: choices.chance(10) ? profile.maximumChainLength : 32)
        let length = min(requested, profile.maximumChainTotal - chainLayouts)
        chainLayouts += length
        let kind = choices.pick(LayoutKinds.wrappers)
        let arguments = kind.random(&choices, childCount: 1)
        var layout = node(depth: depth + 1)
        for _ in 0..<length { layout = LayoutSpec(arguments, children: [layout]) }
        return layout
    }
}

extension TreeGenerator where Choices == FuzzBytes {
    /// The scenario a fuzz input's `bytes` decode to (the fuzz profile).
    public static func scenario(fromBytes bytes: some Sequence<UInt8>) -> SpecScenario {
        scenario(FuzzBytes(bytes), profile: .fuzz)
    }
}

extension TreeGenerator where Choices == SeededChoices {
    /// The property tests' scenario for `seed`: the same seed always gives the same scenario.
    public static func scenario(seed: UInt64) -> SpecScenario {
        scenario(SeededChoices(seed: seed), profile: .property)
    }
}

/// How large and how odd the scenarios of a ``TreeGenerator`` may be.
public struct TreeProfile: Sendable {
    /// The most nodes a tree has, chains excepted.
    public var maximumNodes: Int
    /// The deepest a tree nests, chains excepted.
    public var maximumDepth: Int
    /// The share of nodes that may nest which start a chain, in percent.
    public var chainPercent: Int
    /// The most layouts one chain nests.
    public var maximumChainLength: Int
    /// The most layouts all the chains of one tree nest together.
    public var maximumChainTotal: Int
    /// The context scales to pick from.
    public var scales: [CGFloat?]

    /// The property tests' scenarios: up to 40 nodes, 6 levels, no chains, scales `nil`, 1, 2, 3.
    public static let property = TreeProfile(
        maximumNodes: 40, maximumDepth: 6, chainPercent: 0, maximumChainLength: 0, maximumChainTotal: 0,
        scales: [nil, 1, 2, 3])

    /// The fuzz target's scenarios: up to 300 nodes, 24 levels, chains of up to 1,024 layouts
    /// (2,048 a tree), and odd scales (NaN, infinite, subnormal, negative, zero…).
    public static let fuzz = TreeProfile(
        maximumNodes: 300, maximumDepth: 24, chainPercent: 4, maximumChainLength: 1_024,
        maximumChainTotal: 2_048,
        scales: [
            nil, 2, 3, 1, 1.5, 0.5, 4, 0.37, 10_000, 10_000.000_000_001, 1e-3, 1e-300, .leastNonzeroMagnitude,
            .nan, .infinity, -2, 0, 7.5,
        ])
}
