import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// How many generated scenarios the property tests check, from which seed, and how a failure is
/// reported.
///
/// By default every property is checked on the same 10,000 scenarios, seeds
/// ``defaultBaseSeed`` ..< ``defaultBaseSeed`` + 10,000, so every run checks the same trees. Two
/// environment variables change that:
///
/// - `VALUELAYOUT_PROPERTY_SEED`: the first seed (decimal), for example a failing seed to reproduce
///   it alone, or a new value to explore other trees;
/// - `VALUELAYOUT_PROPERTY_COUNT`: how many scenarios (for example 1 to replay one seed, or 200,000
///   for a long run);
/// - `VALUELAYOUT_PROPERTY_SHOW_KNOWN_BUGS=1`: shrink and print an example of each known library bug
///   met (normally they are only counted, as known issues).
///
/// A failure reports its seed, what was violated, and the scenario shrunk to the smallest one that
/// still fails, printed as Swift code.
enum PropertyRun {
    static let defaultBaseSeed: UInt64 = 20_261_122
    static let defaultCount = 10_000

    static let baseSeed: UInt64 =
        ProcessInfo.processInfo.environment["VALUELAYOUT_PROPERTY_SEED"].flatMap { UInt64($0) } ?? defaultBaseSeed
    static let count: Int =
        ProcessInfo.processInfo.environment["VALUELAYOUT_PROPERTY_COUNT"].flatMap { Int($0) } ?? defaultCount

    /// The seeds checked in this run.
    static var seeds: Range<UInt64> { baseSeed..<(baseSeed + UInt64(count)) }

    /// The scenarios of this run, generated once and shared by every property test.
    static let scenarios: [(seed: UInt64, scenario: SpecScenario)] = seeds.map { seed in
        (seed, TreeGenerator.scenario(seed: seed))
    }

    /// Whether to shrink and print an example of each known library bug met
    /// (`VALUELAYOUT_PROPERTY_SHOW_KNOWN_BUGS=1`).
    static let showKnownBugs = ProcessInfo.processInfo.environment["VALUELAYOUT_PROPERTY_SHOW_KNOWN_BUGS"] == "1"

    /// The most failures reported per property (the first is shrunk; the others are listed by seed).
    static let reportedFailures = 3

    /// Checks `invariant` on every scenario of the run, after `adjust`ing each, and records an
    /// issue for the first failures with their seeds and the first one shrunk. Failures explained
    /// by a known library bug (`LayoutInvariants.knownLibraryBugs`) are recorded as known issues.
    static func check(
        _ invariant: LayoutInvariant, adjust: @escaping (inout SpecScenario, UInt64) -> Void = { _, _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func adjusted(_ scenario: SpecScenario, _ seed: UInt64) -> SpecScenario {
            var scenario = scenario
            adjust(&scenario, seed)
            return scenario
        }
        var failures: [(UInt64, SpecScenario, [String])] = []
        var known: [String: [UInt64]] = [:]
        for (seed, original) in scenarios {
            let scenario = adjusted(original, seed)
            let violations = LayoutInvariants.violations(of: invariant, in: scenario.scenario)
            guard !violations.isEmpty else { continue }
            if let bug = KnownLibraryBug.explaining(invariant, in: scenario) {
                known[bug.name, default: []].append(seed)
                continue
            }
            failures.append((seed, scenario, violations))
            if failures.count >= reportedFailures { break }
        }
        for (name, seeds) in known.sorted(by: { $0.key < $1.key }) {
            let examples = seeds.prefix(5).map(String.init).joined(separator: ", ")
            var example = ""
            if showKnownBugs, let seed = seeds.first {
                // Shrink the first example of the known bug, for the report to the library's owner.
                var shrinker = PropertyShrinker(fails: {
                    let scenario = adjusted($0, seed)
                    return !LayoutInvariants.violations(of: invariant, in: scenario.scenario).isEmpty
                        && KnownLibraryBug.explaining(invariant, in: scenario)?.name == name
                })
                let shrunk = adjusted(shrinker.shrink(TreeGenerator.scenario(seed: seed)), seed)
                let violations = LayoutInvariants.violations(of: invariant, in: shrunk.scenario)
                example =
                    "\nShrunk example:\n\(shrunk)\n" + violations.prefix(5).map { "- " + $0 }.joined(separator: "\n")
            }
            withKnownIssue("known library bug \(name)", isIntermittent: true) {
                Issue.record(
                    "\(invariant): \(seeds.count) scenarios fail because of the known library bug \(name), for example seeds \(examples)\(example)",
                    sourceLocation: sourceLocation)
            }
        }
        guard let (seed, scenario, violations) = failures.first else { return }
        // Shrunk before adjusting (so that an adjustment is not shrunk away), checked and shown
        // adjusted.
        var shrinker = PropertyShrinker(fails: {
            let scenario = adjusted($0, seed)
            return !LayoutInvariants.violations(of: invariant, in: scenario.scenario).isEmpty
                && KnownLibraryBug.explaining(invariant, in: scenario) == nil
        })
        let shrunk = adjusted(shrinker.shrink(TreeGenerator.scenario(seed: seed)), seed)
        let shrunkViolations = LayoutInvariants.violations(of: invariant, in: shrunk.scenario)
        Issue.record(
            """
            \(invariant) fails for seed \(seed) \
            (replay: VALUELAYOUT_PROPERTY_SEED=\(seed) VALUELAYOUT_PROPERTY_COUNT=1 swift test --filter PropertyTests).
            Other failing seeds: \(failures.dropFirst().map { String($0.0) }.joined(separator: ", ")).
            Shrunk to:
            \(shrunk)
            Violations of the shrunk case:
            \(shrunkViolations.prefix(5).map { "- " + $0 }.joined(separator: "\n"))
            Violations of the original case (\(scenario.layout.nodeCount) nodes):
            \(violations.prefix(5).map { "- " + $0 }.joined(separator: "\n"))
            """,
            sourceLocation: sourceLocation)
    }
}
