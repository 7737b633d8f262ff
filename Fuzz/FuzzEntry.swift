// The libFuzzer target: decodes each input into a layout scenario with `FuzzTreeDecoder` (the
// decoder the regression tests use too), lays it out, and checks every `LayoutInvariant`. Any
// violation prints the scenario as Swift code, lists what was violated, and traps, so libFuzzer
// saves the input as a crash. Violations explained by a known, reported library bug
// (`KnownLibraryBug.all`) are skipped so the fuzzer can go on looking for new ones.
//
// Built and run by `scripts/fuzz.sh` (not part of the Swift package: it needs `-sanitize=fuzzer`).

import Foundation
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// libFuzzer's entry point: one input, checked against every invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let scenario = FuzzTreeDecoder.scenario(from: bytes)
    var report = ""
    for invariant in LayoutInvariant.allCases {
        let violations = LayoutInvariants.violations(of: invariant, in: scenario.scenario)
        if violations.isEmpty || KnownLibraryBug.explaining(invariant, in: scenario) != nil { continue }
        for violation in violations.prefix(10) { report += "- \(invariant): \(violation)\n" }
        if violations.count > 10 { report += "- \(invariant): … and \(violations.count - 10) more\n" }
    }
    if !report.isEmpty {
        FileHandle.standardError.write("== invariant violated\n\(scenario)\n\(report)".data(using: .utf8)!)
        fatalError("layout invariant violated")
    }
    return 0
}
