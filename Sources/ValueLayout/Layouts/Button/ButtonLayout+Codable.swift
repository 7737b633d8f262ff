import Foundation

/// `"kind": "button"`, with `type` (a ``ButtonLayoutType`` case name) and `title` (a string), or
/// `type` and `attributedTitle` (a string, or an array of runs `{"text", "font", "kern",
/// "baselineOffset"}`); each with `image` (`"defaultImage"` or `{"size": {"width", "height"}}`),
/// `font`, `contentEdgeInsets`, `alignment`, `flexibility`, `viewReuseId` and `view`. Written back
/// in the form the button was made with, leaving out the defaults (the type's image and font, no
/// insets, `.topLeading`, `.flexible`).
extension ButtonLayout: CodableLayout {
    private static let common = [
        "image", "font", "contentEdgeInsets", "alignment", "flexibility", "viewReuseId", "view",
    ]

    /// Reads a button's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["type", "title"] + Self.common, ["type", "title"]),
                (["type", "attributedTitle"] + Self.common, ["type", "attributedTitle"]),
            ])
        let type: ButtonLayoutType = try fields.required("type")
        let image = try fields.value("image", default: ButtonLayoutImage.defaultImage)
        let font: Font? = try fields.optional("font")
        let insets: EdgeInsets? = try fields.optional("contentEdgeInsets")
        let alignment = try fields.value("alignment", default: Alignment.topLeading)
        let flexibility = try fields.value("flexibility", default: Flexibility.flexible)
        if fields.initialiser == 1 {
            self.init(
                type: type,
                attributedTitle: try fields.requiredAttributedText("attributedTitle"),
                image: image, font: font, contentEdgeInsets: insets, alignment: alignment, flexibility: flexibility,
                viewReuseId: try fields.viewReuseId(), view: try fields.view())
        } else {
            guard let title = try fields.text("title") else {
                throw fields.error(at: "title", "expected a string, found null")
            }
            self.init(
                type: type, title: title, image: image, font: font, contentEdgeInsets: insets, alignment: alignment,
                flexibility: flexibility, viewReuseId: try fields.viewReuseId(), view: try fields.view())
        }
    }

    /// Writes the type, the title (plain or attributed, as given), and what differs from the
    /// defaults.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(type, "type")
        if let attributedTitle {
            try fields.encode(DataAttributedText(attributedTitle), "attributedTitle")
        } else {
            try fields.encode(title, "title")
        }
        try fields.encode(image, "image", default: .defaultImage)
        try fields.encode(font, "font")
        try fields.encode(contentEdgeInsets, "contentEdgeInsets", default: .zero)
        try fields.encode(alignment, "alignment", default: .topLeading)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
    }
}

extension ButtonLayoutType: CaseNameCodable {}

/// Written as its Swift shape: `"defaultImage"`, or `{"size": {"width": …, "height": …}}` in
/// points.
extension ButtonLayoutImage: Codable {
    /// The one preset.
    static let presetsByName: [(name: String, value: ButtonLayoutImage)] = [("defaultImage", .defaultImage)]

    /// Reads `"defaultImage"` or `{"size": …}`.
    public init(from decoder: any Decoder) throws {
        let expected = DataPreset.expected(Self.presetsByName, or: "{\"size\": {\"width\", \"height\"}}")
        if let preset = try DataPreset.read(decoder, Self.presetsByName, noun: "ButtonLayoutImage", expected: expected)
        {
            self = preset
            return
        }
        guard (try? decoder.container(keyedBy: DataKey.self)) != nil else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath), reason: "expected \(expected) (a ButtonLayoutImage)")
        }
        let object = try DataObject(decoder, keys: ["size"], of: "ButtonLayoutImage")
        self = .size(try object.required("size", as: DataSize.self).value)
    }

    /// Writes `"defaultImage"` or `{"size": …}`.
    public func encode(to encoder: any Encoder) throws {
        if try DataPreset.write(self, Self.presetsByName, to: encoder) { return }
        switch self {
        case .defaultImage:
            break  // a preset, written above
        case .size(let size):
            var container = encoder.container(keyedBy: DataKey.self)
            try container.encode(DataSize(size), forKey: DataKey("size"))
        }
    }
}
