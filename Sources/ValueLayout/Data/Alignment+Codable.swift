import Foundation

/// Written as a preset's name (`"topLeading"`, `"fill"`, `"centerTrailing"`, `"aspectFit"`, …) or
/// as `{"vertical": …, "horizontal": …}` with case names (a missing axis is `fill`).
extension Alignment: Codable {
    /// The presets by name, as declared on ``Alignment``.
    static let presetsByName: [(name: String, alignment: Alignment)] = [
        ("center", .center), ("centerLeading", .centerLeading), ("centerTrailing", .centerTrailing),
        ("fill", .fill), ("fillLeading", .fillLeading), ("fillTrailing", .fillTrailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("topCenter", .topCenter),
        ("topFill", .topFill), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("bottomCenter", .bottomCenter), ("bottomFill", .bottomFill), ("aspectFit", .aspectFit),
    ]

    /// Reads a preset's name or an object of the two placements.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let preset = Self.presetsByName.first(where: { $0.name == name }) else {
                throw LayoutDataError(
                    path: LayoutDataError.path(decoder.codingPath),
                    reason:
                        "unknown Alignment \"\(name)\"; expected \(LayoutFields.list(Self.presetsByName.map(\.name)))"
                        + " or {\"vertical\", \"horizontal\"}")
            }
            self = preset.alignment
            return
        }
        let object = try DataObject(decoder, keys: ["vertical", "horizontal"], of: "Alignment")
        self.init(
            vertical: try object.optional("vertical") ?? .fill, horizontal: try object.optional("horizontal") ?? .fill)
    }

    /// Writes a preset's name when there is one, else the two placements.
    public func encode(to encoder: any Encoder) throws {
        if let preset = Self.presetsByName.first(where: { $0.alignment == self }) {
            var container = encoder.singleValueContainer()
            try container.encode(preset.name)
            return
        }
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(vertical, forKey: DataKey("vertical"))
        try container.encode(horizontal, forKey: DataKey("horizontal"))
    }
}
