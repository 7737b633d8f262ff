import Foundation

/// Written as a preset's name (`"flexible"`, `"inflexible"`, `"high"`, `"low"`, `"min"`, `"max"`)
/// or as `{"horizontal": …, "vertical": …}`, each an integer flex or `null` for inflexible (a
/// missing axis is inflexible, as `null`).
extension Flexibility: Codable {
    static let presetsByName: [(name: String, value: Flexibility)] = [
        ("flexible", .flexible), ("inflexible", .inflexible), ("high", .high), ("low", .low), ("min", .min),
        ("max", .max),
    ]

    /// Reads a preset's name or an object of the two flexes.
    public init(from decoder: any Decoder) throws {
        let expected = DataPreset.expected(Self.presetsByName, or: "{\"horizontal\", \"vertical\"}")
        if let preset = try DataPreset.read(decoder, Self.presetsByName, noun: "Flexibility", expected: expected) {
            self = preset
            return
        }
        let object = try DataObject(decoder, keys: ["horizontal", "vertical"], of: "Flexibility")
        self.init(horizontal: try object.optional("horizontal"), vertical: try object.optional("vertical"))
    }

    /// Writes a preset's name when there is one, else the two flexes (`null` for inflexible).
    public func encode(to encoder: any Encoder) throws {
        if try DataPreset.write(self, Self.presetsByName, to: encoder) { return }
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(horizontal, forKey: DataKey("horizontal"))
        try container.encode(vertical, forKey: DataKey("vertical"))
    }
}
