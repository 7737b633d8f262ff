import Foundation

/// `"kind": "relative"`, with the labels of
/// ``init(horizontal:vertical:sizing:alignment:flexibility:viewReuseId:view:sublayout:)``:
/// `horizontal` and `vertical` (`"start"`, `"center"` or `"end"`; `"start"` by default), `sizing`
/// (an array of ``CenterSizingOptions`` names, `[]` by default), `alignment`, `flexibility`,
/// `viewReuseId`, `view` and `sublayout` (required).
extension RelativeLayout: CodableLayout {
    /// Reads a relative layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (
                    [
                        "horizontal", "vertical", "sizing", "alignment", "flexibility", "viewReuseId", "view",
                        "sublayout",
                    ], ["sublayout"]
                )
            ])
        self.init(
            horizontal: try fields.value("horizontal", default: .start),
            vertical: try fields.value("vertical", default: .start),
            sizing: try fields.optional("sizing", as: DataOptionSet<CenterSizingOptions>.self)?.options ?? [],
            alignment: try fields.value("alignment", default: .fill), flexibility: try fields.optional("flexibility"),
            viewReuseId: try fields.viewReuseId(), view: try fields.view(), sublayout: try fields.layout("sublayout"))
    }

    /// Writes the positions, options and other arguments that differ from their defaults, and
    /// the sublayout.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(horizontal, "horizontal", default: .start)
        try fields.encode(vertical, "vertical", default: .start)
        if !sizing.isEmpty { try fields.encode(DataOptionSet(sizing), "sizing") }
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: sublayout.flexibility)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayout(sublayout, "sublayout")
    }

    /// `sublayout`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "sublayout" }
}

extension RelativePosition: CaseNameCodable {}
