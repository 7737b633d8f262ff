import Foundation

/// Written as `"body"` (``Font/body``) or `{"family": …, "size": …, "weight": …}`, where `family`
/// and `weight` are optional (the system family; `"regular"`) and `size` is in points.
extension Font: Codable {
    /// Reads `"body"` or an object.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard name == "body" else {
                throw LayoutDataError(
                    path: LayoutDataError.path(decoder.codingPath),
                    reason: "unknown Font \"\(name)\"; expected \"body\" or {\"family\", \"size\", \"weight\"}")
            }
            self = .body
            return
        }
        let object = try DataObject(decoder, keys: ["family", "size", "weight"], of: "Font")
        self.init(
            family: try object.optional("family"), size: try object.requiredLength("size"),
            weight: try object.optional("weight") ?? .regular)
    }

    /// Writes `"body"` for ``Font/body``, else the object (without defaults).
    public func encode(to encoder: any Encoder) throws {
        if self == .body {
            var container = encoder.singleValueContainer()
            try container.encode("body")
            return
        }
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encodeIfPresent(family, forKey: DataKey("family"))
        try container.encode(Double(size), forKey: DataKey("size"))
        if weight != .regular { try container.encode(weight, forKey: DataKey("weight")) }
    }
}
