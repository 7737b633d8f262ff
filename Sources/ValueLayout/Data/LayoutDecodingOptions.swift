import Foundation

/// How ``LayoutDocument/init(json:options:)`` reads a document: which kinds it knows, which views
/// names stand for, and its limits.
public struct LayoutDecodingOptions: Sendable {
    /// The layout types a `kind` may name: by default ``builtInKinds``. Add your own
    /// ``CodableLayout`` types to read them; a later type with the same ``CodableLayout/kindName``
    /// replaces an earlier one.
    public var kinds: [any CodableLayout.Type]
    /// The views that a layout's `"view"` may name, by name. A document that names a view not in
    /// this table is rejected (a view is code: data can only refer to one the app provides). Empty
    /// by default.
    public var views: [String: ViewDescription]
    /// The largest document to read.
    public var limits: LayoutDataLimits

    /// Options with the given parts.
    public init(
        kinds: [any CodableLayout.Type] = LayoutDecodingOptions.builtInKinds, views: [String: ViewDescription] = [:],
        limits: LayoutDataLimits = .default
    ) {
        self.kinds = kinds
        self.views = views
        self.limits = limits
    }

    /// The built-in layouts, each read under its ``CodableLayout/kindName``.
    public static let builtInKinds: [any CodableLayout.Type] = [
        SizeLayout.self,
        InsetLayout.self,
        StackLayout.self,
        OverlayLayout.self,
        LabelLayout.self,
        CenterLayout.self,
        RatioLayout.self,
        FlexLayout.self,
        ScrollLayout.self,
        FirstFitLayout.self,
        RelativeLayout.self,
        AbsoluteLayout.self,
        CornerLayout.self,
        ButtonLayout.self,
        TextViewLayout.self,
    ]

    /// The built-in options: built-in kinds, no views, default limits.
    public static let `default` = LayoutDecodingOptions()
}

/// The state of one document's reading, shared by the nested decoders through `userInfo`: the
/// options, the depth of the layout being read and the number of layouts read so far.
final class LayoutDecodingSession: Sendable {
    static let key = CodingUserInfoKey(rawValue: "ValueLayout.LayoutDecodingSession")!

    let options: LayoutDecodingOptions
    let kindsByName: [String: any CodableLayout.Type]
    /// Whether layouts are read only to look for unknown keys and kinds (see `NameScan`).
    let scansNames: Bool
    private let counters = LockedState((depth: 0, nodes: 0))

    init(options: LayoutDecodingOptions, scansNames: Bool = false) {
        self.options = options
        self.scansNames = scansNames
        var kinds: [String: any CodableLayout.Type] = [:]
        for kind in options.kinds { kinds[kind.kindName] = kind }
        kindsByName = kinds
    }

    /// The session of `decoder`, or a session with the default options for a decoder that was not
    /// set up by ``LayoutDocument`` (a layout decoded with a plain `JSONDecoder`).
    static func of(_ decoder: any Decoder) -> LayoutDecodingSession {
        decoder.userInfo[key] as? LayoutDecodingSession ?? LayoutDecodingSession(options: .default)
    }

    /// Counts one more layout, one level deeper, failing past the limits; `leave()` undoes the depth.
    func enter(at codingPath: [any CodingKey]) throws {
        let limits = options.limits
        let (depth, nodes) = counters.withLock { counters in
            counters.depth += 1
            counters.nodes += 1
            return counters
        }
        if depth > limits.maximumDepth {
            leave()
            throw LayoutDataError(
                path: LayoutDataError.path(codingPath),
                reason: "a layout at depth \(depth) (the root is at depth 1): layouts nest at most "
                    + "\(limits.maximumDepth) deep (LayoutDataLimits.maximumDepth)")
        }
        if nodes > limits.maximumNodeCount {
            leave()
            throw LayoutDataError(
                path: LayoutDataError.path(codingPath),
                reason: "more than \(limits.maximumNodeCount) layouts (LayoutDataLimits.maximumNodeCount)")
        }
    }

    func leave() { counters.withLock { $0.depth -= 1 } }
}
