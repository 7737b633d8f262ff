import Foundation

/// `"kind": "center"`, with the labels of
/// ``init(centering:sizing:alignment:flexibility:viewReuseId:view:sublayout:)``: `centering` (an
/// array of ``CenteringOptions`` names, `["x", "y"]` by default), `sizing` (an array of
/// ``CenterSizingOptions`` names, `[]` by default), `alignment`, `flexibility`, `viewReuseId`,
/// `view` and `sublayout` (required). Reading also takes the combinations `"xy"` and `"minimum"`.
extension CenterLayout: CodableLayout {
    /// Reads a center layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (
                    ["centering", "sizing", "alignment", "flexibility", "viewReuseId", "view", "sublayout"],
                    ["sublayout"]
                )
            ])
        self.init(
            centering: try fields.optional("centering", as: DataOptionSet<CenteringOptions>.self)?.options ?? .xy,
            sizing: try fields.optional("sizing", as: DataOptionSet<CenterSizingOptions>.self)?.options ?? [],
            alignment: try fields.value("alignment", default: .fill), flexibility: try fields.optional("flexibility"),
            viewReuseId: try fields.viewReuseId(), view: try fields.view(), sublayout: try fields.layout("sublayout"))
    }

    /// Writes the options and the other arguments that differ from their defaults, and the
    /// sublayout.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        if centering != .xy { try fields.encode(DataOptionSet(centering), "centering") }
        if !sizing.isEmpty { try fields.encode(DataOptionSet(sizing), "sizing") }
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: sublayout.flexibility)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayout(sublayout, "sublayout")
    }

    /// `sublayout`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "sublayout" }
}

extension CenteringOptions: NamedOptionSet {
    static let membersByName: [(name: String, options: CenteringOptions)] = [("x", .x), ("y", .y), ("xy", .xy)]
}

extension CenterSizingOptions: NamedOptionSet {
    static let membersByName: [(name: String, options: CenterSizingOptions)] = [
        ("minimumWidth", .minimumWidth), ("minimumHeight", .minimumHeight), ("minimum", .minimum),
    ]
}
