import Foundation

/// Written as its Swift shape: `"auto"`, `{"points": 10}` or `{"percent": 50}`; a bare number is
/// read as points (`10` is `{"points": 10}`).
extension FlexDimension: Codable {
    /// The one preset.
    static let presetsByName: [(name: String, value: FlexDimension)] = [("auto", .auto)]

    /// Reads `"auto"`, a number of points, or an object of one case and its number.
    public init(from decoder: any Decoder) throws {
        let expected = "\"auto\", a number of points, {\"points\": …} or {\"percent\": …}"
        if let points = try? decoder.singleValueContainer().decode(Double.self) {
            self = .points(try DataNumber.finite(points, at: decoder.codingPath))
            return
        }
        if let preset = try DataPreset.read(decoder, Self.presetsByName, noun: "FlexDimension", expected: expected) {
            self = preset
            return
        }
        guard (try? decoder.container(keyedBy: DataKey.self)) != nil else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath), reason: "expected \(expected) (a FlexDimension)")
        }
        let object = try DataObject(decoder, keys: ["points", "percent"], of: "FlexDimension")
        switch (try object.length("points"), try object.length("percent")) {
        case (let points?, nil): self = .points(points)
        case (nil, let percent?): self = .percent(percent)
        default:
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "a FlexDimension object has exactly one key, \"points\" or \"percent\"")
        }
    }

    /// Writes `"auto"`, `{"points": …}` or `{"percent": …}`.
    public func encode(to encoder: any Encoder) throws {
        if try DataPreset.write(self, Self.presetsByName, to: encoder) { return }
        switch self {
        case .auto:
            break  // a preset, written above
        case .points(let points):
            var container = encoder.container(keyedBy: DataKey.self)
            try container.encode(Double(points), forKey: DataKey("points"))
        case .percent(let percent):
            var container = encoder.container(keyedBy: DataKey.self)
            try container.encode(Double(percent), forKey: DataKey("percent"))
        }
    }
}

/// Written as `{"top": …, "leading": …, "bottom": …, "trailing": …}`, each a ``FlexDimension``; a
/// missing edge is 0 points (as in ``FlexEdges/init(top:leading:bottom:trailing:)``), and a
/// single dimension (`8`, `"auto"`, `{"percent": 5}`) is that margin on every edge
/// (``FlexEdges/init(_:)``).
extension FlexEdges: Codable {
    private static let edges = ["top", "leading", "bottom", "trailing"]

    /// Reads an object of edges, or one dimension for every edge.
    public init(from decoder: any Decoder) throws {
        // An object of a dimension's own keys is one dimension for every edge.
        let isEdgesObject =
            (try? decoder.container(keyedBy: DataKey.self)).map { container in
                !container.allKeys.contains { $0.stringValue == "points" || $0.stringValue == "percent" }
            } ?? false
        guard isEdgesObject else {
            self.init(try FlexDimension(from: decoder))
            return
        }
        let object = try DataObject(decoder, keys: Self.edges, of: "FlexEdges")
        let zero = FlexDimension.points(0)
        self.init(
            top: try object.optional("top") ?? zero, leading: try object.optional("leading") ?? zero,
            bottom: try object.optional("bottom") ?? zero, trailing: try object.optional("trailing") ?? zero)
    }

    /// Writes the edges that are not 0 points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        for (key, value) in zip(Self.edges, [top, leading, bottom, trailing]) where value != .points(0) {
            try container.encode(value, forKey: DataKey(key))
        }
    }
}
