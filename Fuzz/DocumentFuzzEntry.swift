// The libFuzzer target of the layout-document decoder (`scripts/fuzz.sh --target documents`):
// reads each input as a `LayoutDocument`, with the default options and with small limits, and
// checks what the decoder promises. A read document lays out to finite frames (at its own width
// and at 300 points), writes back to JSON without throwing, and reads back equal to itself; a
// failure is a `LayoutDataError` whose path starts at `$` and whose reason says something. Any
// broken promise prints the input and what was broken, and traps, so libFuzzer saves the input.
//
// Built and run by `scripts/fuzz.sh` (not part of the Swift package: it needs `-sanitize=fuzzer`).

import Foundation
import ValueLayout

/// Small limits, so that the fuzzer reaches every limit's error with small inputs.
let smallLimits = LayoutDecodingOptions(
    limits: LayoutDataLimits(maximumDepth: 8, maximumNodeCount: 64, maximumTextLength: 64))

/// The frames of `arrangement` and its descendants that are not finite, described.
func nonFiniteFrames(in arrangement: LayoutArrangement, path: String = "root") -> [String] {
    let frame = arrangement.frame
    var found: [String] = []
    if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
        found.append("\(path): frame \(frame)")
    }
    if let contentSize = arrangement.scrollContentSize, !(contentSize.width.isFinite && contentSize.height.isFinite) {
        found.append("\(path): scroll content size \(contentSize)")
    }
    for (index, sublayout) in arrangement.sublayouts.enumerated() {
        found += nonFiniteFrames(in: sublayout, path: "\(path)[\(index)]")
    }
    return found
}

/// Reads `data` with `options` and checks the decoder's promises, adding what breaks to `problems`.
func check(_ data: Data, options: LayoutDecodingOptions, named name: String, problems: inout [String]) {
    let document: LayoutDocument
    do {
        document = try LayoutDocument(json: data, options: options)
    } catch {
        if !error.path.hasPrefix("$") { problems.append("\(name): error path \"\(error.path)\" does not start with $") }
        if error.reason.isEmpty { problems.append("\(name): error at \(error.path) with an empty reason") }
        return
    }
    for width in [document.context.width, 300] {
        var laidOut = document
        laidOut.context.width = width
        problems += nonFiniteFrames(in: laidOut.arrangement()).map {
            "\(name), width \(String(describing: width)): \($0)"
        }
    }
    let json: Data
    do {
        json = try document.json()
    } catch {
        problems.append("\(name): a document that was read does not write: \(error)")
        return
    }
    do {
        let reread = try LayoutDocument(json: json, options: .default)
        if reread != document {
            problems.append(
                "\(name): round trip changed the document; written as\n\(String(decoding: json, as: UTF8.self))")
        }
    } catch {
        problems.append(
            "\(name): the written document does not read back: \(error); written as\n"
                + String(decoding: json, as: UTF8.self))
    }
}

/// libFuzzer's entry point: one input, read with the default options and with small limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    var problems: [String] = []
    check(data, options: .default, named: "default options", problems: &problems)
    check(data, options: smallLimits, named: "small limits", problems: &problems)
    if !problems.isEmpty {
        let input = String(decoding: data, as: UTF8.self)
        FileHandle.standardError.write(
            "== document check failed\ninput: \(input)\n\(problems.joined(separator: "\n"))\n".data(using: .utf8)!)
        fatalError("layout document check failed")
    }
    return 0
}
