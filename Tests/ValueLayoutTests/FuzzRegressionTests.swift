import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Inputs the fuzz target (`Fuzz/FuzzEntry.swift`, run by `scripts/fuzz.sh`) found failing, replayed
/// with the same decoder (`FuzzTreeDecoder`) and the same invariant checks (`LayoutInvariants`).
///
/// Each input also records the scenario it decodes to, so a change to the decoder that would make
/// the saved bytes mean another tree is caught here. Violations explained by a known, reported
/// library bug (`LayoutInvariants.knownLibraryBugs`) are recorded as known issues until the bug is
/// fixed.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// One saved input.
    struct Input: Sendable, CustomTestStringConvertible {
        /// What the fuzzer found with it.
        let finding: String
        /// The bytes, as libFuzzer saved them.
        let bytes: [UInt8]
        /// The scenario the bytes decode to, as Swift code (for a long one, its first and last
        /// lines only, with ``nodeCount``).
        let scenario: String
        /// The number of nodes of a long scenario, whose middle lines ``scenario`` leaves out.
        var nodeCount: Int? = nil

        var testDescription: String { finding }
    }

    static let inputs: [Input] = [
        Input(
            finding: "an inset of 10¹⁵ (cleaned to 10¹²) measures 2 × 10¹²: one-call and two-step right-to-left differ",
            bytes: [0x01, 0x01, 0x00, 0xd0, 0x21, 0x00, 0x56, 0x44],
            scenario: """
                let layout = InsetLayout(inset: 1000000000000000.0, sublayout: SizeLayout(width: 0, height: 0))
                let arrangement = layout.arrangement(context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2))
                """),
        Input(
            finding:
                "a subnormal scale (5e-324): one pixel is infinite, and a stretched label pushed by it is infinitely wide",
            bytes: [0x00, 0x42, 0x6f, 0x6f, 0x6c, 0x04, 0x00, 0x00, 0xc8, 0x85, 0x65, 0x43],
            scenario: """
                let layout = LabelLayout(text: "", alignment: .topFill)
                let arrangement = layout.arrangement(width: 4.5, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 5e-324))
                """),
        Input(
            finding: """
                a check's false positive: a chain of 10⁻⁹-point sizes at scale 0.5, whose root rectangle is \
                10⁻⁹ point off the pixel grid, was held to an exact right-to-left mirror
                """,
            bytes: [
                0x88, 0x05, 0x02, 0x0a, 0x44, 0x00, 0x65, 0x24, 0x01, 0x63, 0x2d, 0x00, 0x08, 0x00, 0x00, 0x03, 0x30,
            ],
            scenario: """
                let layout = SizeLayout(
                let arrangement = layout.arrangement(origin: CGPoint(x: 1, y: 0.25), context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 0.5))
                """,
            nodeCount: 147),
        Input(
            finding: """
                accumulated half-pixel noise: a chain of insets of 0.1 point at scale 3 (the default of the \
                snapped checks) is not the exact mirror of itself right to left
                """,
            bytes: [0xf0, 0xb4, 0xf0, 0x44, 0xc5, 0xc2, 0xfb, 0x30, 0xbb, 0x9a, 0x99, 0xb4]
                + [UInt8](repeating: 0, count: 47) + [0x05] + [UInt8](repeating: 0, count: 39) + [0xfc, 0xa8, 0xd0],
            scenario: """
                let layout = InsetLayout(
                let arrangement = layout.arrangement(context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
                """,
            nodeCount: 781),
    ]

    @Test("A saved input still decodes to the scenario it was saved with", arguments: inputs)
    func decodesTheSame(_ input: Input) {
        let scenario = FuzzTreeDecoder.scenario(from: input.bytes)
        guard let nodeCount = input.nodeCount else {
            #expect(scenario.description == input.scenario)
            return
        }
        let lines = scenario.description.split(separator: "\n")
        #expect([lines.first, lines.last].compactMap { $0 }.joined(separator: "\n") == input.scenario)
        #expect(scenario.layout.nodeCount == nodeCount)
    }

    @Test("A saved input satisfies every invariant", arguments: inputs)
    func satisfiesEveryInvariant(_ input: Input) {
        let scenario = FuzzTreeDecoder.scenario(from: input.bytes)
        for invariant in LayoutInvariant.allCases {
            let violations = LayoutInvariants.violations(of: invariant, in: scenario.scenario)
            if violations.isEmpty { continue }
            let message = "\(invariant): \(violations.joined(separator: "\n"))"
            if let bug = KnownLibraryBug.explaining(invariant, in: scenario) {
                withKnownIssue("known library bug \(bug.name)") {
                    Issue.record(Comment(rawValue: message))
                }
            } else {
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test("Every byte sequence decodes: empty input, all zeros, all ones")
    func everythingDecodes() {
        for bytes in [[], [UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64)] {
            let scenario = FuzzTreeDecoder.scenario(from: bytes)
            #expect(scenario.layout.nodeCount >= 1)
            #expect(LayoutInvariants.violations(of: .finiteFrames, in: scenario.scenario).isEmpty)
        }
    }

    @Test("A chain input nests layouts deeper than the first stack switch")
    func chainsAreDeep() {
        // Kind 5 (chain), length 1 + (255 << 2 | 3) % 1024 = 1024, of insets (kind 0) of 1 (number 2),
        // around a size layout.
        let scenario = FuzzTreeDecoder.scenario(from: [0, 0, 0, 0, 5, 255, 3, 0, 2])
        #expect(scenario.layout.nodeCount == 1_025)
        #expect(LayoutInvariants.violations(in: scenario.scenario).isEmpty)
    }
}
