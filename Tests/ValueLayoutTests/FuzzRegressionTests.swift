import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Trees the fuzz target (`Fuzz/FuzzEntry.swift`, run by `scripts/fuzz.sh`) once found failing,
/// written out as the ValueLayout code that builds them, and checked against every invariant
/// (`LayoutInvariants`).
///
/// Each was found as bytes (its file in `Fuzz/seeds/`, still a starting point of the fuzzer's
/// corpus); the tree is written here explicitly so that it stays the same tree when the fuzz
/// decoder changes what bytes mean.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// One tree the fuzzer found, as code.
    struct Regression: Sendable, CustomTestStringConvertible {
        /// What the fuzzer found with it.
        let finding: String
        /// The name of its input in `Fuzz/seeds/`.
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
            scenario: LayoutScenario(width: 4.5, scale: 5e-324) {
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

    /// Until the decoder changes: each saved input decodes to its regression's tree and arguments.
    @Test("A saved input decodes to the tree written out for it", arguments: regressions)
    func savedInputDecodesToItsTree(_ regression: Regression) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/seeds/\(regression.seed)")
        let decoded = FuzzTreeDecoder.scenario(from: Array(try Data(contentsOf: url)))
        let explicit = regression.scenario
        #expect(LayoutKey(decoded.layout.makeLayout()) == LayoutKey(explicit.makeLayout()))
        // The arguments: the last line of the description is the arrangement call.
        #expect(
            decoded.scenario.description.split(separator: "\n").last
                == explicit.description.split(separator: "\n").last)
    }

    /// The 9-byte input `APf+/iXf3v/E` (base64), on which the harness once spent over 20 seconds
    /// printing its tree; until the decoder changes, it decodes to this chain.
    static let slowToPrint = LayoutScenario(scale: .nan) {
        chain(895, around: SizeLayout(width: 0, height: 0)) {
            SizeLayout(minSize: CGSize(width: 1000, height: 1000), sublayout: $0)
        }
    }

    @Test("The input that was slow to print decodes to a chain of 895 minimum sizes")
    func slowToPrintDecodesToItsTree() {
        let decoded = FuzzTreeDecoder.scenario(from: Array(Data(base64Encoded: "APf+/iXf3v/E")!))
        #expect(LayoutKey(decoded.layout.makeLayout()) == LayoutKey(Self.slowToPrint.makeLayout()))
        #expect(decoded.scale?.isNaN == true && decoded.width == nil && decoded.height == nil)
    }

    @Test("Every byte sequence decodes: empty input, all zeros, all ones")
    func everythingDecodes() {
        for bytes in [[], [UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64)] {
            let scenario = FuzzTreeDecoder.scenario(from: bytes)
            #expect(scenario.layout.nodeCount >= 1)
            #expect(LayoutInvariants.violations(of: .finiteFrames, in: scenario.scenario).isEmpty)
        }
    }
}
