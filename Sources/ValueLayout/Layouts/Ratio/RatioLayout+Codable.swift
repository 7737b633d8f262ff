import Foundation

/// `"kind": "ratio"`, with the labels of
/// ``init(ratio:alignment:flexibility:viewReuseId:view:sublayout:)``: `ratio` (height ÷ width)
/// and `sublayout` (required), `alignment`, `flexibility`, `viewReuseId` and `view`. A ratio that
/// is zero or negative is read, and written back, as 1, as the initialiser cleans it.
extension RatioLayout: CodableLayout {
    /// Reads a ratio layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["ratio", "alignment", "flexibility", "viewReuseId", "view", "sublayout"], ["ratio", "sublayout"])
            ])
        self.init(
            ratio: try fields.requiredLength("ratio"), alignment: try fields.value("alignment", default: .center),
            flexibility: try fields.optional("flexibility"), viewReuseId: try fields.viewReuseId(),
            view: try fields.view(), sublayout: try fields.layout("sublayout"))
    }

    /// Writes the ratio, the sublayout, and the alignment and flexibility when they differ from
    /// the defaults (`.center`; the sublayout's flexibility).
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(Double(ratio), "ratio")
        try fields.encode(alignment, "alignment", default: .center)
        try fields.encode(flexibility, "flexibility", default: sublayout.flexibility)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayout(sublayout, "sublayout")
    }

    /// `sublayout`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "sublayout" }
}
