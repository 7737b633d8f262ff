import Foundation

/// A layout as data: a JSON document of a layout tree and the context to lay it out in.
///
/// ```json
/// {"valuelayout": 1,
///  "context": {"width": 375, "direction": "rightToLeft", "scale": 2},
///  "layout": {"kind": "inset", "inset": 8,
///             "sublayout": {"kind": "label", "text": "Hello", "numberOfLines": 2}}}
/// ```
///
/// `valuelayout` is the format's version (``currentVersion``); `context` is optional (see
/// ``LayoutDocument/Context``); `layout` is a layout object: its `kind` names a ``CodableLayout``
/// type, and its other keys are the argument labels of one of that type's initialisers.
///
/// Reading checks everything: malformed JSON, an unknown kind, key or case name, a value of the
/// wrong type, a non-finite number, and a document past its ``LayoutDataLimits`` are each a
/// ``LayoutDataError`` with the JSON path of the problem. Numbers the Swift initialisers accept
/// and clean (a negative size, say) are read as given and cleaned by the layout, which reports
/// them in its arrangement's diagnostics, exactly as for a layout built in Swift.
///
/// - Complexity: O(n) in the document's size to read or write.
public struct LayoutDocument: Sendable {
    /// The format version this library reads and writes: 1.
    public static let currentVersion = 1

    /// The context a document asks to be laid out in: the arguments of
    /// ``Layout/arrangement(origin:width:height:context:)`` and its ``LayoutContext``.
    public struct Context: Sendable, Hashable, Codable {
        /// The width to lay out in, in points, or `nil` for the width the layout needs.
        public var width: CGFloat?
        /// The height to lay out in, in points, or `nil` for the height the layout needs.
        public var height: CGFloat?
        /// The writing direction; left to right by default.
        public var direction: LayoutDirection
        /// The pixel scale to snap frames to, or `nil` for none.
        public var scale: CGFloat?
        /// The text measurer to lay text out with.
        public var measurer: Measurer

        /// The text measurers a document can name.
        public enum Measurer: Sendable, Hashable, Codable {
            /// ``FixedAdvanceTextMeasurer``: every character the same width, no font files needed
            /// (written `"fixedAdvance"`; the default).
            case fixedAdvance
            /// Real fonts, read from these font files (written `{"fonts": ["path.ttf", …]}`;
            /// relative paths are relative to the document). The core library does not read font
            /// files: the `valuelayout` command and `ValueLayoutFonts`' `FontTextMeasurer` do.
            case fonts([String])

            /// The one preset.
            static let presetsByName: [(name: String, value: Measurer)] = [("fixedAdvance", .fixedAdvance)]

            /// Reads `"fixedAdvance"` or `{"fonts": [paths]}`.
            public init(from decoder: any Decoder) throws {
                let expected = DataPreset.expected(Self.presetsByName, or: "{\"fonts\": [paths]}")
                if let preset = try DataPreset.read(decoder, Self.presetsByName, noun: "measurer", expected: expected) {
                    self = preset
                    return
                }
                let object = try DataObject(decoder, keys: ["fonts"], of: "a measurer")
                self = .fonts(try object.required("fonts"))
            }

            /// Writes `"fixedAdvance"` or `{"fonts": [paths]}`.
            public func encode(to encoder: any Encoder) throws {
                if try DataPreset.write(self, Self.presetsByName, to: encoder) { return }
                switch self {
                case .fixedAdvance:
                    break  // a preset, written above
                case .fonts(let paths):
                    var container = encoder.container(keyedBy: DataKey.self)
                    try container.encode(paths, forKey: DataKey("fonts"))
                }
            }
        }

        /// A context with the given parts; every part defaults to the format's default.
        public init(
            width: CGFloat? = nil, height: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
            scale: CGFloat? = nil, measurer: Measurer = .fixedAdvance
        ) {
            self.width = width
            self.height = height
            self.direction = direction
            self.scale = scale
            self.measurer = measurer
        }

        /// Reads the context's keys, each optional.
        ///
        /// - Throws: ``LayoutDataError`` at the key for a `width` or `height` outside 0 to
        ///   ``LayoutLimits/maximumLength`` points, or a `scale` outside
        ///   ``LayoutContext/minimumScale`` to ``LayoutContext/maximumScale`` pixels per point:
        ///   numbers that laying out would otherwise replace.
        public init(from decoder: any Decoder) throws {
            let object = try DataObject(
                decoder, keys: ["width", "height", "direction", "scale", "measurer"], of: "the context")
            self.init(
                width: try object.length("width"), height: try object.length("height"),
                direction: try object.optional("direction") ?? .leftToRight, scale: try object.length("scale"),
                measurer: try object.optional("measurer") ?? .fixedAdvance)
            if let problem = problem {
                throw LayoutDataError(
                    path: LayoutDataError.path(decoder.codingPath + [DataKey(problem.key)]), reason: problem.reason)
            }
        }

        /// The first of `width`, `height` and `scale` that is out of its range, by its key, with the
        /// reason in the words of the format; `nil` when all are in range.
        var problem: (key: String, reason: String)? {
            // LayoutLimits.maximumLength (a power of ten), as JSON can write it: 1e12.
            let maximum = "1e\(Int(log10(Double(LayoutLimits.maximumLength)).rounded()))"
            for (key, value) in [("width", width), ("height", height)] {
                if let value, !(value >= 0 && value <= LayoutLimits.maximumLength) {
                    return (
                        key,
                        "expected a \(key) from 0 to \(maximum) points (or no \"\(key)\" for the \(key) the layout "
                            + "needs), found \(DiagnosticNumber.format(value))"
                    )
                }
            }
            if let scale, !(scale >= LayoutContext.minimumScale && scale <= LayoutContext.maximumScale) {
                return (
                    "scale",
                    "expected a scale from \(DiagnosticNumber.format(LayoutContext.minimumScale)) to "
                        + "\(DiagnosticNumber.format(LayoutContext.maximumScale)) pixels per point (or no \"scale\" "
                        + "for no pixel snapping), found \(DiagnosticNumber.format(scale))"
                )
            }
            return nil
        }

        /// Writes the parts that differ from the defaults.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DataKey.self)
            try container.encodeIfPresent(width.map(Double.init), forKey: DataKey("width"))
            try container.encodeIfPresent(height.map(Double.init), forKey: DataKey("height"))
            if direction != .leftToRight { try container.encode(direction, forKey: DataKey("direction")) }
            try container.encodeIfPresent(scale.map(Double.init), forKey: DataKey("scale"))
            if measurer != .fixedAdvance { try container.encode(measurer, forKey: DataKey("measurer")) }
        }

        /// The ``LayoutContext`` of this context's direction and scale, measuring text with
        /// `textMeasurer` (the caller resolves ``measurer``: fonts need `ValueLayoutFonts`).
        public func layoutContext(textMeasurer: any TextMeasurer = FixedAdvanceTextMeasurer()) -> LayoutContext {
            LayoutContext(textMeasurer: textMeasurer, direction: direction, scale: scale)
        }
    }

    /// The context to lay the layout out in.
    public var context: Context
    /// The layout tree.
    public var layout: any Layout

    /// A document of `layout` in `context`.
    public init(layout: any Layout, context: Context = Context()) {
        self.layout = layout
        self.context = context
    }

    /// Reads a document from JSON.
    ///
    /// - Throws: ``LayoutDataError``, with the JSON path of the first problem found.
    /// - Complexity: O(n) in the size of `json`.
    public init(json: Data, options: LayoutDecodingOptions = .default) throws(LayoutDataError) {
        let limits = options.limits
        guard json.count <= limits.maximumDocumentSize else {
            throw LayoutDataError(
                path: "$",
                reason: "a document of \(json.count) bytes, more than \(limits.maximumDocumentSize) "
                    + "(LayoutDataLimits.maximumDocumentSize)")
        }
        let nesting = try JSONSyntaxCheck.check(json)
        let decode = { () -> Result<LayoutDocument, LayoutDataError> in
            let decoder = JSONDecoder()
            decoder.userInfo[LayoutDecodingSession.key] = LayoutDecodingSession(options: options)
            do {
                return .success(try decoder.decode(DocumentData.self, from: json).document)
            } catch {
                let error = LayoutDataError(error)
                // A misspelt key is often why a key is missing: an unknown name anywhere is told first.
                if error.problem == .missingKey, let unknown = NameScan.firstUnknownName(in: json, options: options) {
                    return .failure(unknown)
                }
                return .failure(error)
            }
        }
        // Each level is decoded by a nested call of Foundation's decoder, which takes several
        // kilobytes of stack: a deep document is read on a thread with a large stack, so that it
        // reads on a 512 KiB dispatch thread too.
        let result = nesting > Self.nestingReadInPlace ? LargeStackThreads.run(decode) : decode()
        self = try result.get()
    }

    /// This document as JSON: keys in a stable order, arguments equal to their defaults left out.
    ///
    /// - Throws: ``LayoutDataError`` when a layout in the tree is not a ``CodableLayout`` (a custom
    ///   layout), with its path; or when the context's width, height or scale is one reading
    ///   refuses (see ``Context/init(from:)``), at its key.
    public func json(prettyPrinted: Bool = true) throws(LayoutDataError) -> Data {
        if let problem = context.problem {
            throw LayoutDataError(path: "$.context.\(problem.key)", reason: problem.reason)
        }
        let depth = Self.depth(of: layout)
        guard depth <= Self.maximumWrittenDepth else {
            throw LayoutDataError(
                path: "$.layout",
                reason: "layouts nested \(depth) deep; a document holds at most \(Self.maximumWrittenDepth) "
                    + "(deeper JSON could not be read back)")
        }
        let encode = { () -> Result<Data, LayoutDataError> in
            let encoder = JSONEncoder()
            encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
            do {
                return .success(try encoder.encode(DocumentData(self)))
            } catch {
                return .failure(LayoutDataError(error))
            }
        }
        // As for reading: each level is a nested call.
        return try (depth > Self.nestingReadInPlace / 4 ? LargeStackThreads.run(encode) : encode()).get()
    }

    /// The deepest nesting of arrays and objects read on the caller's thread; deeper documents
    /// are read on a thread with a large stack.
    static let nestingReadInPlace = 32

    /// The deepest layout tree ``json(prettyPrinted:)`` writes: a layout takes up to three levels
    /// of JSON (a flex item's layout: object, array, item), and the reader takes 500.
    static let maximumWrittenDepth = 160

    /// The number of layouts on the longest path from `layout` down, `layout` included.
    /// - Complexity: O(n) in the size of the tree, without recursion.
    static func depth(of layout: any Layout) -> Int {
        var deepest = 0
        var pending: [(LayoutNode, Int)] = [(layout._layoutNode, 1)]
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for sublayout in node.sublayouts { pending.append((sublayout._layoutNode, depth + 1)) }
        }
        return deepest
    }

    /// Lays the document's layout out in its context: ``Layout/arrangement(origin:width:height:context:)``
    /// with the context's width, height, direction and scale, measuring text with `textMeasurer`.
    public func arrangement(textMeasurer: any TextMeasurer = FixedAdvanceTextMeasurer()) -> LayoutArrangement {
        layout.arrangement(
            width: context.width, height: context.height, context: context.layoutContext(textMeasurer: textMeasurer))
    }
}

/// The document's top-level object.
private struct DocumentData: Codable {
    let document: LayoutDocument

    init(_ document: LayoutDocument) { self.document = document }

    init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<DataKey>
        do {
            container = try decoder.container(keyedBy: DataKey.self)
        } catch {
            throw LayoutDataError(
                path: "$", reason: "expected a document: an object with \"valuelayout\" and \"layout\"")
        }
        guard container.contains(DataKey("valuelayout")) else {
            throw LayoutDataError(
                path: "$",
                reason: container.contains(DataKey("kind"))
                    ? "this is a bare layout; a document wraps it: {\"valuelayout\": 1, \"layout\": {…}}"
                    : "missing key \"valuelayout\" (the format's version, 1)")
        }
        for key in container.allKeys where !["valuelayout", "context", "layout"].contains(key.stringValue) {
            throw LayoutDataError(
                path: LayoutDataError.path([key]),
                reason:
                    "unknown key \"\(key.stringValue)\" for a document; its keys are \"valuelayout\", \"context\" and \"layout\""
            )
        }
        let version = try container.decode(Int.self, forKey: DataKey("valuelayout"))
        guard version == LayoutDocument.currentVersion else {
            throw LayoutDataError(
                path: "$.valuelayout",
                reason:
                    "version \(version) is not supported; this library reads version \(LayoutDocument.currentVersion)")
        }
        let context = try container.decodeIfPresent(LayoutDocument.Context.self, forKey: DataKey("context"))
        let layout = try container.decode(DecodedLayout.self, forKey: DataKey("layout")).layout
        document = LayoutDocument(layout: layout, context: context ?? LayoutDocument.Context())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(LayoutDocument.currentVersion, forKey: DataKey("valuelayout"))
        if document.context != LayoutDocument.Context() {
            try container.encode(document.context, forKey: DataKey("context"))
        }
        try container.encode(EncodedLayout(document.layout), forKey: DataKey("layout"))
    }
}

extension LayoutDocument: Equatable {
    /// Whether two documents have equal contexts and equal layout trees
    /// (``Layout/isEqual(to:)``).
    public static func == (lhs: LayoutDocument, rhs: LayoutDocument) -> Bool {
        lhs.context == rhs.context && lhs.layout.isEqual(to: rhs.layout)
    }
}
