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

/// A pair of lengths written as an object of two keys (Foundation's own coding of `CGSize` and
/// `CGPoint` writes an array): a size as `{"width": …, "height": …}` (``DataSize``), a point as
/// `{"x": …, "y": …}` (``DataPoint``). Both keys are required, each a finite number.
struct DataLengthPair<Value: LengthPairValue>: Codable, Hashable {
    let value: Value

    init(_ value: Value) { self.value = value }

    init(from decoder: any Decoder) throws {
        let (first, second) = Value.dataKeys
        let object = try DataObject(decoder, keys: [first, second], of: Value.dataNoun)
        value = Value(lengths: (try object.requiredLength(first), try object.requiredLength(second)))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(Double(value.lengths.0), forKey: DataKey(Value.dataKeys.0))
        try container.encode(Double(value.lengths.1), forKey: DataKey(Value.dataKeys.1))
    }
}

/// A `CGSize` as documents write it.
typealias DataSize = DataLengthPair<CGSize>
/// A `CGPoint` as documents write it.
typealias DataPoint = DataLengthPair<CGPoint>

/// A value of two lengths that documents write as an object (see ``DataLengthPair``).
protocol LengthPairValue: Hashable {
    /// The object's two keys, in the order of ``lengths``.
    static var dataKeys: (String, String) { get }
    /// What the value is, for errors (`"a size"`).
    static var dataNoun: String { get }
    /// The value of these two lengths.
    init(lengths: (CGFloat, CGFloat))
    /// The two lengths, in points.
    var lengths: (CGFloat, CGFloat) { get }
}

extension CGSize: LengthPairValue {
    static var dataKeys: (String, String) { ("width", "height") }
    static var dataNoun: String { "a size" }
    init(lengths: (CGFloat, CGFloat)) { self.init(width: lengths.0, height: lengths.1) }
    var lengths: (CGFloat, CGFloat) { (width, height) }
}

extension CGPoint: LengthPairValue {
    static var dataKeys: (String, String) { ("x", "y") }
    static var dataNoun: String { "a point" }
    init(lengths: (CGFloat, CGFloat)) { self.init(x: lengths.0, y: lengths.1) }
    var lengths: (CGFloat, CGFloat) { (x, y) }
}
