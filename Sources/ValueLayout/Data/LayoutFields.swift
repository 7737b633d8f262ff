import Foundation

/// A JSON object's member name, for objects whose keys are checked against a list rather than
/// declared as an enumeration.
struct DataKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// The members of one layout's object, read against the argument labels of the type's
/// initialisers: the helper each ``CodableLayout`` built-in uses, so that every kind rejects
/// unknown keys, mixed initialisers and bad values with the same words.
struct LayoutFields {
    let container: KeyedDecodingContainer<DataKey>
    let session: LayoutDecodingSession
    let decoder: any Decoder
    /// The position in `initialisers` of the initialiser whose labels the object uses.
    let initialiser: Int

    /// Reads the object of a layout of type `type`, whose initialisers take `initialisers` (each a
    /// list of argument labels; the first label list that holds every key present is chosen,
    /// and its `required` labels must be present).
    ///
    /// - Throws: ``LayoutDataError`` for a key no initialiser takes, for keys no single
    ///   initialiser takes together, or for a missing required key.
    init(
        _ decoder: any Decoder, type: any CodableLayout.Type,
        initialisers: [(labels: [String], required: [String])]
    ) throws {
        self.decoder = decoder
        session = LayoutDecodingSession.of(decoder)
        container = try decoder.container(keyedBy: DataKey.self)
        let present = Set(container.allKeys.map(\.stringValue)).subtracting(["kind"])
        let known = Set(initialisers.flatMap(\.labels))
        for key in container.allKeys.map(\.stringValue).sorted() where !known.contains(key) && key != "kind" {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath + [DataKey(key)]),
                reason: "unknown key \"\(key)\" for kind \"\(type.kindName)\" (\(type)); its keys are "
                    + Self.list(Self.uniqued(initialisers.flatMap(\.labels))),
                problem: .unknownName)
        }
        if session.scansNames {
            // The keys are known: look for unknown ones below, then stop reading this layout.
            for key in container.allKeys.map(\.stringValue).sorted() where key != "kind" {
                _ = try container.decode(NameScan.self, forKey: DataKey(key))
            }
            throw NameScan.LayoutScanned()
        }
        // The first initialiser that takes every key present and has its required keys; failing
        // that, the first that takes every key (whose missing key is then reported).
        guard
            let chosen = initialisers.firstIndex(where: {
                present.isSubset(of: $0.labels) && present.isSuperset(of: $0.required)
            }) ?? initialisers.firstIndex(where: { present.isSubset(of: $0.labels) })
        else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "no initialiser of \(type) takes " + Self.list(present.sorted(), conjunction: "and")
                    + " together")
        }
        initialiser = chosen
        for key in initialisers[chosen].required where !present.contains(key) {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "missing key \"\(key)\" for kind \"\(type.kindName)\"", problem: .missingKey)
        }
    }

    /// Whether the object has `key` (with any value, `null` included).
    func has(_ key: String) -> Bool { container.contains(DataKey(key)) }

    /// The value of `key`; absent or `null` gives `nil`.
    func optional<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: DataKey(key))
    }

    /// The value of `key`, or `defaultValue` when absent.
    func value<Value: Decodable>(_ key: String, default defaultValue: Value) throws -> Value {
        try optional(key) ?? defaultValue
    }

    /// The value of `key`, which must be present.
    func required<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) throws -> Value {
        try container.decode(Value.self, forKey: DataKey(key))
    }

    /// A length in points: a finite number (JSON cannot say NaN; a number too large for a double
    /// reads as infinite and is rejected here, so that data never carries an infinity by accident).
    func length(_ key: String) throws -> CGFloat? {
        guard let number = try optional(key, as: Double.self) else { return nil }
        return try DataNumber.finite(number, at: decoder.codingPath + [DataKey(key)])
    }

    /// A length in points that must be present and not `null`.
    func requiredLength(_ key: String) throws -> CGFloat {
        try DataNumber.finite(try required(key, as: Double.self), at: decoder.codingPath + [DataKey(key)])
    }

    /// An integer, read as a number so that `1.5` (or a number past `Int`'s range) is an error at
    /// its path in this format's words, whichever JSON reader parsed the document.
    func integer(_ key: String) throws -> Int? {
        // As an integer first: a double cannot hold every Int (Int.max reads back as 2^63).
        if let integer = try? optional(key, as: Int.self) { return integer }
        guard let number = try optional(key, as: Double.self) else { return nil }
        guard let integer = Int(exactly: number) else { throw error(at: key, "expected an integer, found \(number)") }
        return integer
    }

    /// A string of at most ``LayoutDataLimits/maximumTextLength`` characters.
    func text(_ key: String) throws -> String? {
        guard let text = try optional(key, as: String.self) else { return nil }
        try checkLength(of: text, at: decoder.codingPath + [DataKey(key)])
        return text
    }

    /// The string under `key`, which must be present, of at most
    /// ``LayoutDataLimits/maximumTextLength`` characters.
    func requiredText(_ key: String) throws -> String {
        let text = try required(key, as: String.self)
        try checkLength(of: text, at: decoder.codingPath + [DataKey(key)])
        return text
    }

    func checkLength(of text: String, at codingPath: [any CodingKey]) throws {
        let limit = session.options.limits.maximumTextLength
        // `utf8.count` is O(1) for native strings and bounds the character count from above.
        if text.utf8.count > limit, text.count > limit {
            throw LayoutDataError(
                path: LayoutDataError.path(codingPath),
                reason: "a string of \(text.count) characters, more than \(limit) (LayoutDataLimits.maximumTextLength)")
        }
    }

    /// The view named by `view`, looked up in ``LayoutDecodingOptions/views``.
    func view() throws -> ViewDescription? {
        guard let name = try optional("view", as: String.self) else { return nil }
        guard let view = session.options.views[name] else {
            let known = session.options.views.keys.sorted()
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath + [DataKey("view")]),
                reason: "no view named \"\(name)\" "
                    + (known.isEmpty
                        ? "(views are supplied by the app in LayoutDecodingOptions.views; none were)"
                        : "(known views: \(Self.list(known)))"))
        }
        return view
    }

    /// The reuse identifier.
    func viewReuseId() throws -> String? { try text("viewReuseId") }

    /// The layout under `key`, which must be present.
    func layout(_ key: String) throws -> any Layout {
        try container.decode(DecodedLayout.self, forKey: DataKey(key)).layout
    }

    /// The layout under `key`, or `nil` when absent or `null`.
    func optionalLayout(_ key: String) throws -> (any Layout)? {
        try container.decodeIfPresent(DecodedLayout.self, forKey: DataKey(key))?.layout
    }

    /// The array of layouts under `key`, empty when absent.
    func layouts(_ key: String) throws -> [any Layout] {
        try container.decodeIfPresent([DecodedLayout].self, forKey: DataKey(key))?.map(\.layout) ?? []
    }

    /// A bad value at `key`, for the reason given.
    func error(at key: String, _ reason: String) -> LayoutDataError {
        LayoutDataError(path: LayoutDataError.path(decoder.codingPath + [DataKey(key)]), reason: reason)
    }

    /// `words` without repetitions, in the order of their first appearance.
    static func uniqued(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }

    static func list(_ words: [String], conjunction: String = "or") -> String {
        let quoted = words.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }
}

/// Writes one layout's object: `kind`, then the arguments that differ from their defaults.
struct LayoutFieldsWriter {
    private var container: KeyedEncodingContainer<DataKey>

    init(_ encoder: any Encoder, kind: any CodableLayout.Type) throws {
        container = encoder.container(keyedBy: DataKey.self)
        try container.encode(kind.kindName, forKey: DataKey("kind"))
    }

    /// Writes `value` under `key` unless it equals `defaultValue`.
    mutating func encode<Value: Encodable & Equatable>(_ value: Value, _ key: String, default defaultValue: Value)
        throws
    {
        if value != defaultValue { try container.encode(value, forKey: DataKey(key)) }
    }

    /// Writes `value` under `key`, unless it is `nil`.
    mutating func encode<Value: Encodable>(_ value: Value?, _ key: String) throws {
        if let value { try container.encode(value, forKey: DataKey(key)) }
    }

    /// Writes the layout's reuse identifier and view, when it has them. A view is written by the
    /// name of its class (what ``LayoutDecodingOptions/views`` must map back to a description).
    mutating func encodeIdentity(of layout: any Layout) throws {
        try encode(layout.viewReuseId, "viewReuseId")
        try encode(layout.view?.viewTypeName, "view")
    }

    /// Writes a sublayout, failing with its path if it is not a ``CodableLayout``.
    mutating func encodeLayout(_ layout: any Layout, _ key: String) throws {
        try container.encode(EncodedLayout(layout), forKey: DataKey(key))
    }

    /// Writes a sublayout that the initialiser requires but allows to be `nil`: `null` for none.
    mutating func encodeOptionalLayout(_ layout: (any Layout)?, _ key: String) throws {
        guard let layout else { return try container.encodeNil(forKey: DataKey(key)) }
        try encodeLayout(layout, key)
    }

    /// Writes an array of sublayouts; an empty array is left out when `omitsEmpty`.
    mutating func encodeLayouts(_ layouts: [any Layout], _ key: String, omitsEmpty: Bool = false) throws {
        if omitsEmpty, layouts.isEmpty { return }
        try container.encode(layouts.map(EncodedLayout.init), forKey: DataKey(key))
    }
}

/// A layout read from its object by its `kind`.
struct DecodedLayout: Decodable {
    let layout: any Layout

    init(from decoder: any Decoder) throws {
        let session = LayoutDecodingSession.of(decoder)
        try session.enter(at: decoder.codingPath)
        defer { session.leave() }
        let container: KeyedDecodingContainer<DataKey>
        do {
            container = try decoder.container(keyedBy: DataKey.self)
        } catch {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "expected a layout: an object with a \"kind\"")
        }
        guard container.contains(DataKey("kind")) else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason:
                    "a layout needs a \"kind\"; known kinds: \(LayoutFields.list(session.kindsByName.keys.sorted()))",
                problem: .missingKey)
        }
        let name = try container.decode(String.self, forKey: DataKey("kind"))
        guard let kind = session.kindsByName[name] else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath + [DataKey("kind")]),
                reason:
                    "unknown kind \"\(name)\"; known kinds: \(LayoutFields.list(session.kindsByName.keys.sorted()))",
                problem: .unknownName)
        }
        do {
            layout = try kind.init(from: decoder)
        } catch is NameScan.LayoutScanned {
            // Scanning for names: the layout's keys and everything below it were looked at.
            layout = SizeLayout()
        }
    }
}

/// Any JSON value, read only to look for unknown names below it: an object with a `kind` is read
/// as a layout (whose reader, in a session that scans names, checks its keys and scans its
/// values), any other object or array is scanned member by member, in the order of the keys.
///
/// A document that fails to read for a missing key is scanned this way, so that an unknown key
/// or kind anywhere in it is reported first (a misspelt key is often why a key is missing).
struct NameScan: Decodable {
    /// Thrown by a layout's reader once its keys and values have been scanned.
    struct LayoutScanned: Error {}

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: DataKey.self) {
            if object.contains(DataKey("kind")) {
                _ = try DecodedLayout(from: decoder)
                return
            }
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                _ = try object.decode(NameScan.self, forKey: key)
            }
        } else if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(NameScan.self) }
        }
    }

    /// The first unknown key or kind of the layout tree of `json`, a document that failed to read
    /// for a missing key, or `nil` when it has none.
    static func firstUnknownName(in json: Data, options: LayoutDecodingOptions) -> LayoutDataError? {
        struct Document: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: DataKey.self)
                if container.contains(DataKey("layout")) {
                    _ = try container.decode(NameScan.self, forKey: DataKey("layout"))
                }
            }
        }
        let decoder = JSONDecoder()
        decoder.userInfo[LayoutDecodingSession.key] = LayoutDecodingSession(options: options, scansNames: true)
        do {
            _ = try decoder.decode(Document.self, from: json)
            return nil
        } catch {
            let error = LayoutDataError(error)
            return error.problem == .unknownName ? error : nil
        }
    }
}

/// A layout written as its object, if it is a ``CodableLayout``.
struct EncodedLayout: Encodable {
    let layout: any Layout

    init(_ layout: any Layout) { self.layout = layout }

    func encode(to encoder: any Encoder) throws {
        guard let codable = layout as? any CodableLayout else {
            throw EncodingError.invalidValue(
                layout,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "\(type(of: layout)) cannot be written: it does not conform to CodableLayout"))
        }
        try codable.encode(to: encoder)
    }
}
