import Foundation

/// Written as a preset's name (`"topLeading"`, `"fill"`, `"centerTrailing"`, `"aspectFit"`, …) or
/// as `{"vertical": …, "horizontal": …}` with case names (a missing axis is `fill`).
extension Alignment: Codable {
    /// The presets by name, as declared on ``Alignment``.
    static let presetsByName: [(name: String, value: Alignment)] = [
        ("center", .center), ("centerLeading", .centerLeading), ("centerTrailing", .centerTrailing),
        ("fill", .fill), ("fillLeading", .fillLeading), ("fillTrailing", .fillTrailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("topCenter", .topCenter),
        ("topFill", .topFill), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("bottomCenter", .bottomCenter), ("bottomFill", .bottomFill), ("aspectFit", .aspectFit),
    ]

    /// Reads a preset's name or an object of the two placements.
    public init(from decoder: any Decoder) throws {
        let expected = DataPreset.expected(Self.presetsByName, or: "{\"vertical\", \"horizontal\"}")
        if let preset = try DataPreset.read(decoder, Self.presetsByName, noun: "Alignment", expected: expected) {
            self = preset
            return
        }
        let object = try DataObject(decoder, keys: ["vertical", "horizontal"], of: "Alignment")
        self.init(
            vertical: try object.optional("vertical") ?? .fill, horizontal: try object.optional("horizontal") ?? .fill)
    }

    /// Writes a preset's name when there is one, else the two placements.
    public func encode(to encoder: any Encoder) throws {
        if try DataPreset.write(self, Self.presetsByName, to: encoder) { return }
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(vertical, forKey: DataKey("vertical"))
        try container.encode(horizontal, forKey: DataKey("horizontal"))
    }
}
