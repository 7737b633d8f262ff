import Foundation

/// Written as `"body"` (``Font/body``) or `{"family": …, "size": …, "weight": …}`, where `family`
/// and `weight` are optional (the system family; `"regular"`) and `size` is in points.
extension Font: Codable {
    /// The one preset.
    static let presetsByName: [(name: String, value: Font)] = [("body", .body)]

    /// Reads `"body"` or an object.
    public init(from decoder: any Decoder) throws {
        let expected = DataPreset.expected(Self.presetsByName, or: "{\"family\", \"size\", \"weight\"}")
        if let preset = try DataPreset.read(decoder, Self.presetsByName, noun: "Font", expected: expected) {
            self = preset
            return
        }
        let object = try DataObject(decoder, keys: ["family", "size", "weight"], of: "Font")
        self.init(
            family: try object.optional("family"), size: try object.requiredLength("size"),
            weight: try object.optional("weight") ?? .regular)
    }

    /// Writes `"body"` for ``Font/body``, else the object (without defaults).
    public func encode(to encoder: any Encoder) throws {
        if try DataPreset.write(self, Self.presetsByName, to: encoder) { return }
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encodeIfPresent(family, forKey: DataKey("family"))
        try container.encode(Double(size), forKey: DataKey("size"))
        if weight != .regular { try container.encode(weight, forKey: DataKey("weight")) }
    }
}
