import Foundation

/// `"kind": "scroll"`, with `axis` (`"vertical"` or `"horizontal"`), `alignment`, `flexibility`,
/// `viewReuseId`, `view` and `content`: a layout, or `null` for none. As in Swift, `content` has no
/// default: it must be present, if only as `null`. Written back with the axis, alignment and
/// flexibility left out when they are the defaults (vertical, `.fill`, `.flexible`).
extension ScrollLayout: CodableLayout {
    /// Reads a scroll layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["axis", "alignment", "flexibility", "viewReuseId", "view", "content"], ["content"])
            ])
        self.init(
            axis: try fields.value("axis", default: .vertical),
            alignment: try fields.value("alignment", default: .fill),
            flexibility: try fields.value("flexibility", default: .flexible), viewReuseId: try fields.viewReuseId(),
            view: try fields.view(), content: try fields.optionalLayout("content"))
    }

    /// Writes what differs from the defaults, and the content (`null` for none).
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(axis, "axis", default: .vertical)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
        try fields.encodeOptionalLayout(content, "content")
    }

    /// `content`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "content" }
}
