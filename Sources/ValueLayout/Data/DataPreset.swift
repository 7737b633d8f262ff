import Foundation

/// Values that documents may write as the name of a preset instead of in full (an alignment as
/// `"topLeading"`, a font as `"body"`, a measurer as `"fixedAdvance"`): the one reader of such
/// a name and the one writer, for every type written this way.
enum DataPreset {
    /// The preset `decoder` names, or `nil` when it holds no string (the value is then written
    /// in full, which the caller reads).
    ///
    /// - Parameters:
    ///   - presets: The names and the values they stand for.
    ///   - noun: What the value is, for the error (`"Alignment"`, `"measurer"`).
    ///   - expected: Every form the value may take, for the error.
    /// - Throws: ``LayoutDataError`` for a string that names no preset:
    ///   `unknown <noun> "<name>"; expected <expected>`.
    static func read<Value>(
        _ decoder: any Decoder, _ presets: [(name: String, value: Value)], noun: String, expected: String
    ) throws -> Value? {
        guard let name = try? decoder.singleValueContainer().decode(String.self) else { return nil }
        guard let preset = presets.first(where: { $0.name == name }) else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "unknown \(noun) \"\(name)\"; expected \(expected)")
        }
        return preset.value
    }

    /// Writes the name of the preset equal to `value` and returns `true`, or writes nothing and
    /// returns `false` (the caller then writes the value in full).
    static func write<Value: Equatable>(
        _ value: Value, _ presets: [(name: String, value: Value)], to encoder: any Encoder
    ) throws -> Bool {
        guard let preset = presets.first(where: { $0.value == value }) else { return false }
        var container = encoder.singleValueContainer()
        try container.encode(preset.name)
        return true
    }

    /// `expected` for a value whose presets are `presets` and whose full form is `object`: the
    /// names, then the object.
    static func expected<Value>(_ presets: [(name: String, value: Value)], or object: String) -> String {
        "\(LayoutFields.list(presets.map(\.name))) or \(object)"
    }
}
