import Foundation

// A path is written as its list of steps, each with the keys `typeName`, `sublayoutIndex` (absent
// for the root and an only sublayout) and `viewReuseId` (absent when there is none): the form of
// a path in a trace's JSON (see ``LayoutTrace/jsonData()``).

extension LayoutPath.Component: Codable {
    private enum CodingKeys: String, CodingKey {
        case typeName, sublayoutIndex, viewReuseId
    }

    /// Reads a step written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            typeName: try container.decode(String.self, forKey: .typeName),
            sublayoutIndex: try container.decodeIfPresent(Int.self, forKey: .sublayoutIndex),
            viewReuseId: try container.decodeIfPresent(String.self, forKey: .viewReuseId))
    }

    /// Writes the step's type name, and its index and reuse identifier when it has them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .typeName)
        try container.encodeIfPresent(sublayoutIndex, forKey: .sublayoutIndex)
        try container.encodeIfPresent(viewReuseId, forKey: .viewReuseId)
    }
}

extension LayoutPath: Codable {
    /// Reads a path written by ``encode(to:)``; an empty list is a data error (a path names at
    /// least the root).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let components = try container.decode([Component].self)
        guard !components.isEmpty else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a layout path names at least the root")
        }
        self.init(components)
    }

    /// Writes the path's steps as a list, the root's first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(components)
    }
}
