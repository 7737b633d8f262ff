import Foundation

/// `"kind": "inset"`, with `insets` (an ``EdgeInsets`` object) or `inset` (one number), and
/// `alignment`, `flexibility`, `viewReuseId`, `view` and `sublayout` (required). Written back with
/// `insets`.
extension InsetLayout: CodableLayout {
    private static let common = ["alignment", "flexibility", "viewReuseId", "view", "sublayout"]

    /// Reads an inset layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["insets"] + Self.common, ["insets", "sublayout"]),
                (["inset"] + Self.common, ["inset", "sublayout"]),
            ])
        let insets =
            fields.initialiser == 0
            ? try fields.required("insets", as: EdgeInsets.self) : EdgeInsets(try fields.requiredLength("inset"))
        self.init(
            insets: insets, alignment: try fields.value("alignment", default: .fill),
            flexibility: try fields.optional("flexibility"), viewReuseId: try fields.viewReuseId(),
            view: try fields.view(), sublayout: try fields.layout("sublayout"))
    }

    /// Writes the insets, the alignment and flexibility when not the defaults, and the sublayout.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(insets, "insets")
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: sublayout.flexibility)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayout(sublayout, "sublayout")
    }

    /// `sublayout`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "sublayout" }
}
