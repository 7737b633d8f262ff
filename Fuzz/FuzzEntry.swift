// The libFuzzer target: generates a layout scenario from each input with `TreeGenerator` (the
// generator of the property tests, reading the input's bytes as its choices, so every kind of
// `LayoutKinds.all` is fuzzed through its registration), lays it out, and checks the invariants.
// Any violation prints the scenario as Swift code, lists what was violated, and traps, so
// libFuzzer saves the input as a crash. Violations explained by a known, reported library bug
// (`KnownLibraryBug.all`) are skipped so the fuzzer can go on looking for new ones.
//
// Checking every invariant lays each tree out some 25 times (several widths, both directions,
// snapped and not, wrapped in `CountingLayout`), so by default every input is checked for finite
// frames (`everyInputInvariants`) and for one other invariant chosen by a hash of its bytes, and
// one input in `thoroughSampleRate` (by the same hash) for all of them: a saved input is always
// checked the same way. VALUELAYOUT_FUZZ_ALL_INVARIANTS=1 (`scripts/fuzz.sh --all`) checks every
// invariant on every input.
//
// Built and run by `scripts/fuzz.sh` (not part of the Swift package: it needs `-sanitize=fuzzer`).

import Foundation
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// The invariant checked on every input: every frame and measured size is finite.
let everyInputInvariants: [LayoutInvariant] = [.finiteFrames]

/// One input in this many is checked against every invariant.
let thoroughSampleRate: UInt64 = 32

/// Whether every input is checked against every invariant.
let checksAllInvariants = ProcessInfo.processInfo.environment["VALUELAYOUT_FUZZ_ALL_INVARIANTS"] == "1"

/// The 64-bit FNV-1a hash of `bytes`.
func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}

/// libFuzzer's entry point: one input, checked for finite frames and one other invariant (or
/// every invariant, for a sample of the inputs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let specScenario = TreeGenerator.scenario(fromBytes: buffer)
    let hash = fnv1a(buffer)
    let invariants: [LayoutInvariant]
    if checksAllInvariants || hash % thoroughSampleRate == 0 {
        invariants = LayoutInvariant.allCases
    } else {
        // Finite frames, and one other invariant in turn.
        let other = LayoutInvariant.allCases[Int(hash / thoroughSampleRate % UInt64(LayoutInvariant.allCases.count))]
        invariants = everyInputInvariants.contains(other) ? everyInputInvariants : everyInputInvariants + [other]
    }
    let scenario = specScenario.scenario
    var report = ""
    for invariant in invariants {
        let violations = LayoutInvariants.violations(of: invariant, in: scenario)
        if violations.isEmpty || KnownLibraryBug.explaining(invariant, in: specScenario) != nil { continue }
        for violation in violations.prefix(10) { report += "- \(invariant): \(violation)\n" }
        if violations.count > 10 { report += "- \(invariant): … and \(violations.count - 10) more\n" }
    }
    if !report.isEmpty {
        FileHandle.standardError.write("== invariant violated\n\(specScenario)\n\(report)".data(using: .utf8)!)
        fatalError("layout invariant violated")
    }
    return 0
}
