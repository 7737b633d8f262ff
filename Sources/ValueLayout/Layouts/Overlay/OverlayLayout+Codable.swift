import Foundation

/// `"kind": "overlay"`, with the labels of
/// ``init(primaryLayouts:backgroundLayouts:overlayLayouts:alignment:flexibility:viewReuseId:view:)``:
/// `primaryLayouts` (required), `backgroundLayouts` and `overlayLayouts` (arrays of layouts, empty
/// by default), `alignment`, `flexibility`, `viewReuseId` and `view`.
extension OverlayLayout: CodableLayout {
    /// Reads an overlay layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (
                    [
                        "primaryLayouts", "backgroundLayouts", "overlayLayouts", "alignment", "flexibility",
                        "viewReuseId", "view",
                    ], ["primaryLayouts"]
                )
            ])
        self.init(
            primaryLayouts: try fields.layouts("primaryLayouts"),
            backgroundLayouts: try fields.layouts("backgroundLayouts"),
            overlayLayouts: try fields.layouts("overlayLayouts"),
            alignment: try fields.value("alignment", default: .fill),
            flexibility: try fields.optional("flexibility"), viewReuseId: try fields.viewReuseId(),
            view: try fields.view())
    }

    /// Writes the primary layouts, the background and overlay layouts when there are some, and
    /// the other arguments that differ from their defaults (the flexibility when it is not the
    /// first primary layout's).
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        let primaryLayouts = primaryLayouts
        try fields.encodeLayouts(primaryLayouts, "primaryLayouts")
        try fields.encodeLayouts(backgroundLayouts, "backgroundLayouts", omitsEmpty: true)
        try fields.encodeLayouts(overlayLayouts, "overlayLayouts", omitsEmpty: true)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(
            flexibility, "flexibility", default: OverlayLayout(primaryLayouts: primaryLayouts).flexibility)
        try fields.encodeIdentity(of: self)
    }

    /// `backgroundLayouts[i]`, `primaryLayouts[i]` or `overlayLayouts[i]`: the arrangement holds
    /// the backgrounds, then the primaries, then the overlays.
    public func codingPath(ofSublayoutAt index: Int) -> String {
        let backgroundCount = node.properties.backgroundCount
        let primaryEnd = backgroundCount + node.properties.primaryCount
        if index < backgroundCount { return "backgroundLayouts[\(index)]" }
        if index < primaryEnd { return "primaryLayouts[\(index - backgroundCount)]" }
        return "overlayLayouts[\(index - primaryEnd)]"
    }
}
