import Foundation

/// Written as an object of the initialiser's labels: `layout` (the item's layout; absent for an
/// empty box), `grow`, `shrink`, `aspectRatio` (numbers), `basis`, `width`, `height`,
/// `minWidth`, `minHeight`, `maxWidth`, `maxHeight`, `top`, `leading`, `bottom`, `trailing`
/// (each a ``FlexDimension``), `margin` (``FlexEdges``), `alignSelf` and `position` (case
/// names). Every key is optional, with the initialiser's default; the written object leaves the
/// defaults out.
extension FlexItem: Codable {
    private static let keys = [
        "layout", "grow", "shrink", "basis", "alignSelf", "margin", "width", "height", "minWidth", "minHeight",
        "maxWidth", "maxHeight", "aspectRatio", "position", "top", "leading", "bottom", "trailing",
    ]

    /// Reads an item's object.
    public init(from decoder: any Decoder) throws {
        let object = try DataObject(decoder, keys: Self.keys, of: "FlexItem")
        func dimension(_ key: String) throws -> FlexDimension { try object.optional(key) ?? .auto }
        self.init(
            try object.optional("layout", as: DecodedLayout.self)?.layout, grow: try object.length("grow") ?? 0,
            shrink: try object.length("shrink") ?? 1, basis: try dimension("basis"),
            alignSelf: try object.optional("alignSelf") ?? .auto, margin: try object.optional("margin") ?? .zero,
            width: try dimension("width"), height: try dimension("height"), minWidth: try dimension("minWidth"),
            minHeight: try dimension("minHeight"), maxWidth: try dimension("maxWidth"),
            maxHeight: try dimension("maxHeight"), aspectRatio: try object.length("aspectRatio"),
            position: try object.optional("position") ?? .relative, top: try dimension("top"),
            leading: try dimension("leading"), bottom: try dimension("bottom"), trailing: try dimension("trailing"))
    }

    /// Writes the layout (when there is one) and the properties that differ from their defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        func write<Value: Encodable & Equatable>(_ value: Value, _ key: String, default defaultValue: Value) throws {
            if value != defaultValue { try container.encode(value, forKey: DataKey(key)) }
        }
        if let layout { try container.encode(EncodedLayout(layout), forKey: DataKey("layout")) }
        try write(Double(grow), "grow", default: 0)
        try write(Double(shrink), "shrink", default: 1)
        try write(basis, "basis", default: .auto)
        try write(alignSelf, "alignSelf", default: .auto)
        try write(margin, "margin", default: .zero)
        try write(width, "width", default: .auto)
        try write(height, "height", default: .auto)
        try write(minWidth, "minWidth", default: .auto)
        try write(minHeight, "minHeight", default: .auto)
        try write(maxWidth, "maxWidth", default: .auto)
        try write(maxHeight, "maxHeight", default: .auto)
        try container.encodeIfPresent(aspectRatio.map(Double.init), forKey: DataKey("aspectRatio"))
        try write(position, "position", default: .relative)
        try write(top, "top", default: .auto)
        try write(leading, "leading", default: .auto)
        try write(bottom, "bottom", default: .auto)
        try write(trailing, "trailing", default: .auto)
    }
}
