import Foundation

/// A JSON object of a value type (not a layout) whose keys are checked against a fixed list:
/// an unknown key is an error with its path.
struct DataObject {
    let container: KeyedDecodingContainer<DataKey>
    let codingPath: [any CodingKey]

    init(_ decoder: any Decoder, keys: [String], of typeName: String) throws {
        codingPath = decoder.codingPath
        container = try decoder.container(keyedBy: DataKey.self)
        for key in container.allKeys.map(\.stringValue).sorted() where !keys.contains(key) {
            throw LayoutDataError(
                path: LayoutDataError.path(codingPath + [DataKey(key)]),
                reason: "unknown key \"\(key)\" for \(typeName); its keys are \(LayoutFields.list(keys))",
                problem: .unknownName)
        }
    }

    func has(_ key: String) -> Bool { container.contains(DataKey(key)) }

    func optional<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: DataKey(key))
    }

    func required<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) throws -> Value {
        try container.decode(Value.self, forKey: DataKey(key))
    }

    /// A finite number of points, or `nil` when absent.
    func length(_ key: String) throws -> CGFloat? {
        guard let number = try optional(key, as: Double.self) else { return nil }
        return try DataNumber.finite(number, at: codingPath + [DataKey(key)])
    }

    func requiredLength(_ key: String) throws -> CGFloat {
        try DataNumber.finite(try required(key, as: Double.self), at: codingPath + [DataKey(key)])
    }
}

/// Numbers as documents may hold them.
enum DataNumber {
    /// `number` if finite; JSON has no NaN, and a literal too large for a double reads as
    /// infinite, which data never means.
    static func finite(_ number: Double, at codingPath: [any CodingKey]) throws -> CGFloat {
        guard number.isFinite else {
            throw LayoutDataError(
                path: LayoutDataError.path(codingPath), reason: "expected a finite number, found \(number)")
        }
        return CGFloat(number)
    }
}

/// A `CGSize` written as `{"width": …, "height": …}` (Foundation's own coding writes an array).
struct DataSize: Codable, Hashable {
    let size: CGSize

    init(_ size: CGSize) { self.size = size }

    init(from decoder: any Decoder) throws {
        let object = try DataObject(decoder, keys: ["width", "height"], of: "a size")
        size = CGSize(width: try object.requiredLength("width"), height: try object.requiredLength("height"))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(Double(size.width), forKey: DataKey("width"))
        try container.encode(Double(size.height), forKey: DataKey("height"))
    }
}

/// A `CGPoint` written as `{"x": …, "y": …}`.
struct DataPoint: Codable, Hashable {
    let point: CGPoint

    init(_ point: CGPoint) { self.point = point }

    init(from decoder: any Decoder) throws {
        let object = try DataObject(decoder, keys: ["x", "y"], of: "a point")
        point = CGPoint(x: try object.requiredLength("x"), y: try object.requiredLength("y"))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(Double(point.x), forKey: DataKey("x"))
        try container.encode(Double(point.y), forKey: DataKey("y"))
    }
}
