// The libFuzzer target: generates a layout scenario from each input with `TreeGenerator` (the
// generator of the property tests, reading the input's bytes as its choices, so every kind of
// `LayoutKinds.all` is fuzzed through its registration), lays it out, and checks the invariants.
// Any violation prints the scenario as Swift code, lists what was violated, and traps, so
// libFuzzer saves the input as a crash. Violations explained by a known, reported library bug
// (`KnownLibraryBug.all`) are skipped so the fuzzer can go on looking for new ones.
//
// The cheap invariants are checked on every input; the expensive ones (those that lay the tree out
// several times, in several contexts or wrapped in `CountingLayout`) on one input in
// `thoroughSampleRate`, chosen by a hash of its bytes (so a saved input is always checked the
// same way), or on every input when VALUELAYOUT_FUZZ_ALL_INVARIANTS=1 (`scripts/fuzz.sh --all`).
//
// Built and run by `scripts/fuzz.sh` (not part of the Swift package: it needs `-sanitize=fuzzer`).

import Foundation
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// The invariants that take several layouts of the tree, or a wrapped copy of it.
let expensiveInvariants: Set<LayoutInvariant> = [
    .customWrappersAreTransparent, .measuredOncePerConstraint, .deterministic, .snappedMirroredForRightToLeft,
    .equalWhenRebuilt,
]

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

/// libFuzzer's entry point: one input, checked against the cheap invariants (every invariant for a
/// sample of the inputs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let specScenario = TreeGenerator.scenario(fromBytes: buffer)
    let thorough = checksAllInvariants || fnv1a(buffer) % thoroughSampleRate == 0
    let scenario = specScenario.scenario
    var report = ""
    for invariant in LayoutInvariant.allCases where thorough || !expensiveInvariants.contains(invariant) {
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
