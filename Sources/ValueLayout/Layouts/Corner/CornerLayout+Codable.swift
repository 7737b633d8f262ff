import Foundation

/// `"kind": "corner"`, with `corner` (a ``Corner`` case name, required), `offset` (`{"x", "y"}`
/// in points), `wrapsCorner`, `alignment`, `flexibility`, `viewReuseId`, `view`, and the two
/// sublayouts `child` and `cornerLayout` (both required). Written back with the offset, the
/// wrapping, the alignment and the flexibility left out when they are the defaults (zero,
/// `false`, `.fill`, the child's flexibility).
extension CornerLayout: CodableLayout {
    /// Reads a corner layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (
                    [
                        "corner", "offset", "wrapsCorner", "alignment", "flexibility", "viewReuseId", "view", "child",
                        "cornerLayout",
                    ], ["corner", "child", "cornerLayout"]
                )
            ])
        self.init(
            corner: try fields.required("corner"),
            offset: try fields.optional("offset", as: DataPoint.self)?.value ?? .zero,
            wrapsCorner: try fields.value("wrapsCorner", default: false),
            alignment: try fields.value("alignment", default: .fill), flexibility: try fields.optional("flexibility"),
            viewReuseId: try fields.viewReuseId(), view: try fields.view(), child: try fields.layout("child"),
            cornerLayout: try fields.layout("cornerLayout"))
    }

    /// Writes the corner, what differs from the defaults, and the two sublayouts.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(corner, "corner")
        try fields.encode(DataPoint(offset), "offset", default: DataPoint(.zero))
        try fields.encode(wrapsCorner, "wrapsCorner", default: false)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: child.flexibility)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayout(child, "child")
        try fields.encodeLayout(cornerLayout, "cornerLayout")
    }

    /// `child` for the first sublayout, `cornerLayout` for the second.
    public func codingPath(ofSublayoutAt index: Int) -> String { index == 0 ? "child" : "cornerLayout" }
}

extension Corner: CaseNameCodable {}
