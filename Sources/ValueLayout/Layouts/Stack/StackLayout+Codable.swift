import Foundation

/// `"kind": "stack"`, with the labels of
/// ``init(axis:spacing:distribution:alignment:flexibility:viewReuseId:view:sublayouts:)``:
/// `axis` (`"horizontal"` or `"vertical"`) and `sublayouts` (required), `spacing` (points),
/// `distribution` (a ``StackLayoutDistribution`` case's name), `alignment`, `flexibility`,
/// `viewReuseId` and `view`.
extension StackLayout: CodableLayout {
    /// Reads a stack layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (
                    [
                        "axis", "spacing", "distribution", "alignment", "flexibility", "viewReuseId", "view",
                        "sublayouts",
                    ], ["axis", "sublayouts"]
                )
            ])
        self.init(
            axis: try fields.required("axis"), spacing: try fields.length("spacing") ?? 0,
            distribution: try fields.value("distribution", default: .fillFlexing),
            alignment: try fields.value("alignment", default: .fill), flexibility: try fields.optional("flexibility"),
            viewReuseId: try fields.viewReuseId(), view: try fields.view(), sublayouts: try fields.layouts("sublayouts")
        )
    }

    /// Writes the axis, the sublayouts, and the other arguments that differ from their defaults
    /// (the flexibility when it is not the one derived from the sublayouts).
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(axis, "axis")
        try fields.encode(Double(spacing), "spacing", default: 0)
        try fields.encode(distribution, "distribution", default: .fillFlexing)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(
            flexibility, "flexibility", default: StackLayout(axis: axis, sublayouts: sublayouts).flexibility)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayouts(sublayouts, "sublayouts")
    }
}
