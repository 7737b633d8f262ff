import Foundation

/// `"kind": "size"`, with the labels of any one initialiser: `minWidth`/`maxWidth`/`minHeight`/
/// `maxHeight`; `width` and `height`; `width` with `minHeight`/`maxHeight`; `height` with
/// `minWidth`/`maxWidth`; `size`, `minSize` or `maxSize` (`{"width", "height"}`);
/// `widthFraction`/`heightFraction`; each with `alignment`, `flexibility`, `viewReuseId`, `view`
/// and `sublayout`. Written back in the first form (or the fractions' form).
extension SizeLayout: CodableLayout {
    private static let common = ["alignment", "flexibility", "viewReuseId", "view", "sublayout"]

    /// Reads a size layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["minWidth", "maxWidth", "minHeight", "maxHeight"] + Self.common, []),
                (["width", "height"] + Self.common, ["width", "height"]),
                (["width", "minHeight", "maxHeight"] + Self.common, ["width"]),
                (["height", "minWidth", "maxWidth"] + Self.common, ["height"]),
                (["size"] + Self.common, ["size"]),
                (["minSize"] + Self.common, ["minSize"]),
                (["maxSize"] + Self.common, ["maxSize"]),
                (["widthFraction", "heightFraction"] + Self.common, []),
            ])
        let alignment: Alignment? = try fields.optional("alignment")
        let flexibility: Flexibility? = try fields.optional("flexibility")
        let viewReuseId = try fields.viewReuseId()
        let view = try fields.view()
        let sublayout = try fields.optionalLayout("sublayout")
        func size(_ key: String) throws -> CGSize { try fields.required(key, as: DataSize.self).value }
        switch fields.initialiser {
        case 1:
            self.init(
                width: try fields.requiredLength("width"), height: try fields.requiredLength("height"),
                alignment: alignment,
                flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout)
        case 2:
            self.init(
                width: try fields.requiredLength("width"), minHeight: try fields.length("minHeight"),
                maxHeight: try fields.length("maxHeight"), alignment: alignment, flexibility: flexibility,
                viewReuseId: viewReuseId, view: view, sublayout: sublayout)
        case 3:
            self.init(
                height: try fields.requiredLength("height"), minWidth: try fields.length("minWidth"),
                maxWidth: try fields.length("maxWidth"), alignment: alignment, flexibility: flexibility,
                viewReuseId: viewReuseId, view: view, sublayout: sublayout)
        case 4:
            self.init(
                size: try size("size"), alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
                view: view, sublayout: sublayout)
        case 5:
            self.init(
                minSize: try size("minSize"), alignment: alignment, flexibility: flexibility,
                viewReuseId: viewReuseId, view: view, sublayout: sublayout)
        case 6:
            self.init(
                maxSize: try size("maxSize"), alignment: alignment, flexibility: flexibility,
                viewReuseId: viewReuseId, view: view, sublayout: sublayout)
        case 7:
            self.init(
                widthFraction: try fields.length("widthFraction"), heightFraction: try fields.length("heightFraction"),
                alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
                sublayout: sublayout)
        default:
            self.init(
                minWidth: try fields.length("minWidth"), maxWidth: try fields.length("maxWidth"),
                minHeight: try fields.length("minHeight"), maxHeight: try fields.length("maxHeight"),
                alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
                sublayout: sublayout)
        }
    }

    /// Writes the bounds (or fractions) that are set, and the alignment and flexibility when they
    /// differ from what that initialiser would choose.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        let defaults: SizeLayout
        if widthFraction != nil || heightFraction != nil {
            try fields.encode(widthFraction.map(Double.init), "widthFraction")
            try fields.encode(heightFraction.map(Double.init), "heightFraction")
            defaults = SizeLayout(widthFraction: widthFraction, heightFraction: heightFraction)
        } else {
            try fields.encode(minWidth.map(Double.init), "minWidth")
            try fields.encode(maxWidth.map(Double.init), "maxWidth")
            try fields.encode(minHeight.map(Double.init), "minHeight")
            try fields.encode(maxHeight.map(Double.init), "maxHeight")
            defaults = SizeLayout(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight)
        }
        try fields.encode(alignment, "alignment", default: defaults.alignment)
        try fields.encode(flexibility, "flexibility", default: defaults.flexibility)
        try fields.encodeIdentity(of: self)
        if let sublayout { try fields.encodeLayout(sublayout, "sublayout") }
    }

    /// `sublayout`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "sublayout" }
}
