import Foundation
import Testing
import ValueLayout

/// The document decoder's fuzzing (`scripts/fuzz.sh --target documents`): its seeds read and
/// round-trip, and the most hostile inputs it starts from get their exact answers.
@Suite("DocumentFuzzRegression")
struct DocumentFuzzRegressionTests {
    /// The error reading `data` gives, or `nil` if it reads.
    private func error(_ data: Data) -> LayoutDataError? {
        do {
            _ = try LayoutDocument(json: data)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ json: String) -> LayoutDataError? { error(Data(json.utf8)) }

    /// The fuzzer's seed documents, `Fuzz/document-seeds/*.json`.
    static let seedFiles: [URL] = {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/document-seeds")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
    }()

    @Test("There is a seed document of every built-in kind")
    func seedsCoverEveryKind() throws {
        let text = try Self.seedFiles.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }.joined()
        for kind in LayoutDecodingOptions.builtInKinds {
            #expect(text.contains("\"kind\": \"\(kind.kindName)\""), "no seed of kind \(kind.kindName)")
        }
    }

    /// The keys of every object in the seed documents.
    static func seedKeys() throws -> Set<String> {
        var keys: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        for file in seedFiles { collect(try JSONSerialization.jsonObject(with: try Data(contentsOf: file))) }
        return keys
    }

    /// The keys a seed document cannot use: a view is named by the app
    /// (`LayoutDecodingOptions.views`), and the seeds are read without any.
    static let keysNoSeedUses: Set<String> = ["view"]

    @Test(
        "The seed documents use every key of every built-in kind: the fuzzer's dictionary is made from them",
        arguments: LayoutDecodingOptions.builtInKinds.map { $0.kindName })
    func seedsUseEveryKey(kind: String) throws {
        let keys = LayoutCoding.decoderKeys(of: kind)
        #expect(!keys.isEmpty, "the decoder lists no keys for \(kind)")
        let missing = Set(keys).subtracting(try Self.seedKeys()).subtracting(Self.keysNoSeedUses)
        #expect(
            missing.isEmpty,
            "no seed document in Fuzz/document-seeds uses the key(s) \(missing.sorted()) of kind \"\(kind)\": add them to its seed"
        )
    }

    @Test("Every seed document reads and reads back equal from what it writes", arguments: seedFiles)
    func seedRoundTrips(_ file: URL) throws {
        let document = try LayoutDocument(json: try Data(contentsOf: file))
        #expect(try LayoutDocument(json: try document.json()) == document)
    }

    @Test("Arrays nested past 500 stop at the 501st, with its path")
    func deepJSONNesting() {
        let json = #"{"valuelayout": 1, "layout": "# + String(repeating: "[", count: 600)
        // The document's object and 499 arrays are open when the 500th "[" (column 29 + 500) comes.
        #expect(
            error(json)
                == LayoutDataError(
                    path: "$.layout" + String(repeating: "[0]", count: 499),
                    reason: "not valid JSON at line 1, column 529: arrays and objects nested more than 500 deep"))
    }

    @Test("Layouts nested past the depth limit stop at the 101st")
    func deepLayoutNesting() {
        var layout = #"{"kind": "size"}"#
        for _ in 0..<100 { layout = #"{"kind": "inset", "inset": 1, "sublayout": \#(layout)}"# }
        #expect(
            error(#"{"valuelayout": 1, "layout": \#(layout)}"#)
                == LayoutDataError(
                    path: "$.layout" + String(repeating: ".sublayout", count: 100),
                    reason: "a layout at depth 101 (the root is at depth 1): layouts nest at most 100 deep "
                        + "(LayoutDataLimits.maximumDepth)"))
    }

    @Test("A number too large for a double is rejected where it stands")
    func hugeNumber() {
        #expect(
            error(#"{"valuelayout": 1, "layout": {"kind": "size", "width": 1e999}}"#)
                == LayoutDataError(
                    path: "$.layout.width",
                    reason:
                        "not valid JSON at line 1, column 56: the number 1e999 is too large (the largest is about 1.8e308)"
                ))
    }

    @Test("The largest finite double is a width")
    func largestFiniteNumber() throws {
        let document = try LayoutDocument(
            json: Data(#"{"valuelayout": 1, "layout": {"kind": "size", "width": 1.7976931348623157e308}}"#.utf8))
        #expect(document.layout.isEqual(to: SizeLayout(width: .greatestFiniteMagnitude)))
    }

    @Test("An integer past Int's range is not an integer")
    func hugeInteger() {
        #expect(
            error(#"{"valuelayout": 1, "layout": {"kind": "label", "text": "a", "numberOfLines": 1e300}}"#)
                == LayoutDataError(path: "$.layout.numberOfLines", reason: "expected an integer, found 1e+300"))
    }

    @Test("A key repeated in one object is rejected at the repeat")
    func duplicateKey() {
        #expect(
            error(#"{"valuelayout": 1, "valuelayout": 1, "layout": {"kind": "size"}}"#)
                == LayoutDataError(
                    path: "$.valuelayout",
                    reason: "not valid JSON at line 1, column 20: the key \"valuelayout\" appears twice in one object"))
    }

    @Test("Bytes that are not UTF-8 in a string are rejected at the string")
    func invalidUTF8() {
        var data = Data(#"{"valuelayout": 1, "layout": {"kind": "label", "text": ""#.utf8)
        data.append(contentsOf: [0xFF, 0xFE])
        data.append(contentsOf: Data(#""}}"#.utf8))
        // The string's opening quote: 29 characters of document, then `{"kind": "label", "text": ` (26).
        #expect(
            error(data)
                == LayoutDataError(
                    path: "$.layout.text",
                    reason: "not valid JSON at line 1, column 56: a string with bytes that are not UTF-8"))
    }

    @Test("A 10 MB string is past the text limit, and named by its length")
    func tenMegabyteString() {
        let text = String(repeating: "a", count: 10_000_000)
        #expect(
            error(#"{"valuelayout": 1, "layout": {"kind": "label", "text": "\#(text)"}}"#)
                == LayoutDataError(
                    path: "$.layout.text",
                    reason: "a string of 10000000 characters, more than 100000 (LayoutDataLimits.maximumTextLength)"))
    }
}
