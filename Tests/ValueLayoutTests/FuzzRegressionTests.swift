import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Trees the fuzz target (`Fuzz/FuzzEntry.swift`, run by `scripts/fuzz.sh`) once found failing,
/// written out as the ValueLayout code that builds them, and checked against every invariant
/// (`LayoutInvariants`).
///
/// Each was found as bytes, which meant its tree to the decoder of the time (`FuzzTreeDecoder`,
/// before the kind registrations; the files are in the git history of `Fuzz/seeds/`); the tree is
/// written here explicitly so that it stays the same tree whatever bytes mean now. A new finding is
/// saved in `Fuzz/seeds/` (a starting point of the fuzzer's corpus) and its tree written out here.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// One tree the fuzzer found, as code.
    struct Regression: Sendable, CustomTestStringConvertible {
        /// What the fuzzer found with it.
        let finding: String
        /// The name its input had in `Fuzz/seeds/`.
        let seed: String
        /// The scenario, built explicitly.
        let scenario: LayoutScenario

        var testDescription: String { finding }
    }

    /// `count` layouts made by `wrap`, nested around `leaf`.
    static func chain(_ count: Int, around leaf: any Layout, _ wrap: (any Layout) -> any Layout) -> any Layout {
        var layout = leaf
        for _ in 0..<count { layout = wrap(layout) }
        return layout
    }

    static let regressions: [Regression] = [
        Regression(
            finding: "an inset of 10¹⁵ (cleaned to 10¹²) measures 2 × 10¹²: one-call and two-step right-to-left differ",
            seed: "root-beyond-maximum-length",
            scenario: LayoutScenario(direction: .rightToLeft, scale: 2) {
                InsetLayout(inset: 1_000_000_000_000_000, sublayout: SizeLayout(width: 0, height: 0))
            }),
        Regression(
            finding:
                "a subnormal scale (5e-324): one pixel is infinite, and a stretched label pushed by it is infinitely wide",
            seed: "subnormal-scale",
            scenario: LayoutScenario(width: 4.5, scale: .leastNonzeroMagnitude) {
                LabelLayout(text: "", alignment: .topFill)
            }),
        Regression(
            finding: """
                a check's false positive: a chain of 10⁻⁹-point sizes at scale 0.5, whose root rectangle is \
                10⁻⁹ point off the pixel grid, was held to an exact right-to-left mirror
                """,
            seed: "mirror-axis-off-grid",
            scenario: LayoutScenario(origin: CGPoint(x: 1, y: 0.25), scale: 0.5) {
                chain(146, around: SizeLayout(minHeight: 1.000_000_000_000_000_2)) {
                    SizeLayout(minSize: CGSize(width: 1e-9, height: 1e-9), sublayout: $0)
                }
            }),
        Regression(
            finding: """
                accumulated half-pixel noise: a chain of insets of 0.1 point at scale 3 (the default of the \
                snapped checks) is not the exact mirror of itself right to left
                """,
            seed: "accumulated-half-pixel-noise",
            scenario: LayoutScenario {
                chain(780, around: StackLayout(axis: .vertical, distribution: .leading, sublayouts: [])) {
                    InsetLayout(inset: 0.1, sublayout: $0)
                }
            }),
        Regression(
            finding: "a chain of 1,024 insets around a size layout: deeper than the first stack switch",
            seed: "chain-1024-insets",
            scenario: LayoutScenario {
                chain(1_024, around: SizeLayout(width: 0, height: 0)) { InsetLayout(inset: 1, sublayout: $0) }
            }),
    ]

    @Test("A fuzz regression satisfies every invariant", arguments: regressions)
    func satisfiesEveryInvariant(_ regression: Regression) {
        for invariant in LayoutInvariant.allCases {
            let violations = LayoutInvariants.violations(of: invariant, in: regression.scenario)
            #expect(violations.isEmpty, "\(invariant): \(violations.joined(separator: "\n"))")
        }
    }

    /// The 9-byte input `APf+/iXf3v/E` (base64), on which the harness once spent over 20 seconds
    /// printing its tree, as the decoder of the time decoded it: 895 minimum sizes around a zero
    /// size, at a NaN scale. Each level of the printer measured the whole chain below it again.
    static let slowToPrint = SpecScenario(
        layout: (0..<895).reduce(LayoutSpec(SizeLayoutRegistration(.exact(width: 0, height: 0)))) { layout, _ in
            LayoutSpec(SizeLayoutRegistration(.minSize(CGSize(width: 1000, height: 1000))), children: [layout])
        },
        scale: .nan)

    @Test("A chain 896 levels deep prints with work linear in its nodes")
    func deepChainPrintsInLinearWork() {
        let layout = Self.slowToPrint.layout
        var visits = 0
        let source = layout.swiftSource(visits: &visits)
        #expect(layout.nodeCount == 896)
        #expect(visits <= 2 * 896)
        #expect(
            source.hasPrefix(
                "SizeLayout(\n    minSize: CGSize(width: 1000, height: 1000),\n    sublayout: SizeLayout(\n"))
        // The innermost size fits on one line; the 895 calls around it close one per line.
        #expect(
            source.contains(
                "sublayout: SizeLayout(width: 0, height: 0)\n" + String(repeating: " ", count: 4 * 894) + ")\n"))
        // Each of the 895 opens, gives its minimum size and closes on a line; the leaf on one more.
        #expect(source.split(separator: "\n").count == 3 * 895 + 1)
        #expect(LayoutInvariants.violations(in: Self.slowToPrint.scenario).isEmpty)
    }

    @Test("Every byte sequence decodes: empty input, all zeros, all ones")
    func everythingDecodes() {
        for bytes in [[], [UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64)] {
            let scenario = TreeGenerator.scenario(fromBytes: bytes)
            #expect(scenario.layout.nodeCount >= 1)
            #expect(LayoutInvariants.violations(of: .finiteFrames, in: scenario.scenario).isEmpty)
        }
    }

    @Test("A chain input nests 1,024 layouts of one kind, deeper than the first stack switch")
    func chainsAreDeep() {
        // Budget 2 (bytes 0, 1); a chain (99: chance 1 %), long (90: chance 10 %), of 1 + 1,023
        // (3, 255) insets (the second wrapper: 1) of all edges (0), 1 point (12, 0), no options
        // (0, 0, 0); around a size leaf (the rest: zeros).
        let scenario = TreeGenerator.scenario(fromBytes: [0, 1, 99, 90, 3, 255, 1, 0, 12, 0])
        #expect(scenario.layout.nodeCount == 1_025)
        #expect(scenario.layout.nodes(of: InsetLayoutRegistration.self).count == 1_024)
        #expect(scenario.layout.swiftSource.hasPrefix("InsetLayout(\n    inset: 1,\n    sublayout: InsetLayout("))
        #expect(LayoutInvariants.violations(in: scenario.scenario).isEmpty)
    }

    @Test("Random bytes make nodes of every registered kind")
    func bytesReachEveryKind() {
        var random = SeededChoices(seed: 7)
        var kinds: Set<String> = []
        for _ in 0..<300 {
            let bytes = (0..<64).map { _ in UInt8(random.index(below: 256)) }
            var pending = [TreeGenerator.scenario(fromBytes: bytes).layout]
            while let node = pending.popLast() {
                kinds.insert(node.kind.name)
                pending.append(contentsOf: node.children)
            }
        }
        #expect(kinds == Set(LayoutKinds.all.map { $0.name }))
    }
}
