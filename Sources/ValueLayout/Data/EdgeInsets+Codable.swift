import Foundation

/// Written as `{"top": …, "leading": …, "bottom": …, "trailing": …}` in points; a missing edge is 0,
/// and a bare number is that inset on every edge (``EdgeInsets/init(_:)``).
extension EdgeInsets: Codable {
    private static let edges = ["top", "leading", "bottom", "trailing"]

    /// Reads an object of edges, or one number for every edge.
    public init(from decoder: any Decoder) throws {
        if let all = try? decoder.singleValueContainer().decode(Double.self) {
            self.init(try DataNumber.finite(all, at: decoder.codingPath))
            return
        }
        let container = try DataObject(decoder, keys: Self.edges, of: "EdgeInsets")
        self.init(
            top: try container.length("top") ?? 0, leading: try container.length("leading") ?? 0,
            bottom: try container.length("bottom") ?? 0, trailing: try container.length("trailing") ?? 0)
    }

    /// Writes the four edges.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        for (key, value) in zip(Self.edges, [top, leading, bottom, trailing]) {
            try container.encode(Double(value), forKey: DataKey(key))
        }
    }
}
