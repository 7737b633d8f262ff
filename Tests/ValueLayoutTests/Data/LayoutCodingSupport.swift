import Foundation
import Testing
import ValueLayout

/// Reading and writing one layout through a document, for the kinds' coding tests.
enum LayoutCoding {
    /// The layout of a document whose `layout` is `json`.
    static func read(_ json: String, options: LayoutDecodingOptions = .default) throws -> any Layout {
        try LayoutDocument(json: Data(#"{"valuelayout": 1, "layout": \#(json)}"#.utf8), options: options).layout
    }

    /// The error reading a document whose `layout` is `json` gives, or `nil` if it reads.
    static func error(_ json: String, options: LayoutDecodingOptions = .default) -> LayoutDataError? {
        do {
            _ = try LayoutDocument(json: Data(#"{"valuelayout": 1, "layout": \#(json)}"#.utf8), options: options)
            return nil
        } catch {
            return error
        }
    }

    /// The keys the decoder takes for the built-in kind `kind`, in its order: those it lists when
    /// given an unknown one (empty if it lists none).
    static func decoderKeys(of kind: String) -> [String] {
        guard let reason = error(#"{"kind": "\#(kind)", "notAKey": 1}"#)?.reason,
            let list = reason.components(separatedBy: "its keys are ").dropFirst().last
        else { return [] }
        return list.replacingOccurrences(of: " or ", with: ", ").split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
        }
    }

    /// The compact JSON of `layout` alone (keys sorted), cut out of its document's.
    static func written(_ layout: any Layout) throws -> String {
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        let prefix = #"{"layout":"#
        let suffix = #","valuelayout":1}"#
        #expect(json.hasPrefix(prefix) && json.hasSuffix(suffix), "\(json)")
        return String(json.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// A view documents may name: `"DataCodingView"`, in ``options``.
    static let view = ViewDescription(DataCodingView.self, make: { DataCodingView() })

    /// The default options, with ``view`` known by name.
    static let options = LayoutDecodingOptions(views: ["DataCodingView": view])

    /// `layout` written and read back (with ``options``).
    static func roundTrip(_ layout: any Layout) throws -> any Layout {
        try LayoutDocument(json: try LayoutDocument(layout: layout).json(), options: options).layout
    }

    /// Expects reading `json` to fail at `path` with a reason starting with `reason`.
    static func expectError(
        _ json: String, at path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = error(json)
        #expect(error?.path == path, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
    }
}

/// A view class for layouts that name a view.
final class DataCodingView {}
