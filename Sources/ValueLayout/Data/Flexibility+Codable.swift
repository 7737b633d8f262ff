import Foundation

/// Written as a preset's name (`"flexible"`, `"inflexible"`, `"high"`, `"low"`, `"min"`, `"max"`)
/// or as `{"horizontal": …, "vertical": …}`, each an integer flex or `null` for inflexible (a
/// missing axis is inflexible, as `null`).
extension Flexibility: Codable {
    static let presetsByName: [(name: String, flexibility: Flexibility)] = [
        ("flexible", .flexible), ("inflexible", .inflexible), ("high", .high), ("low", .low), ("min", .min),
        ("max", .max),
    ]

    /// Reads a preset's name or an object of the two flexes.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let preset = Self.presetsByName.first(where: { $0.name == name }) else {
                throw LayoutDataError(
                    path: LayoutDataError.path(decoder.codingPath),
                    reason: "unknown Flexibility \"\(name)\"; expected "
                        + "\(LayoutFields.list(Self.presetsByName.map(\.name))) or {\"horizontal\", \"vertical\"}")
            }
            self = preset.flexibility
            return
        }
        let object = try DataObject(decoder, keys: ["horizontal", "vertical"], of: "Flexibility")
        self.init(horizontal: try object.optional("horizontal"), vertical: try object.optional("vertical"))
    }

    /// Writes a preset's name when there is one, else the two flexes (`null` for inflexible).
    public func encode(to encoder: any Encoder) throws {
        if let preset = Self.presetsByName.first(where: { $0.flexibility == self }) {
            var container = encoder.singleValueContainer()
            try container.encode(preset.name)
            return
        }
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(horizontal, forKey: DataKey("horizontal"))
        try container.encode(vertical, forKey: DataKey("vertical"))
    }
}
