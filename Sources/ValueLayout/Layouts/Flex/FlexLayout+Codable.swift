import Foundation

/// `"kind": "flex"`, with `direction`, `wrap`, `justifyContent`, `alignItems`, `alignContent`
/// (case names), `rowGap`, `columnGap` (points), `padding` (an ``EdgeInsets`` object),
/// `alignment`, `flexibility`, `viewReuseId`, `view` and `children`: an array of ``FlexItem``
/// objects, each with its layout under `layout`. Every key is optional, with the initialiser's
/// default; the written object leaves the defaults out.
extension FlexLayout: CodableLayout {
    /// Reads a flex layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (
                    [
                        "direction", "wrap", "justifyContent", "alignItems", "alignContent", "rowGap", "columnGap",
                        "padding", "alignment", "flexibility", "viewReuseId", "view", "children",
                    ], []
                )
            ])
        self.init(
            direction: try fields.value("direction", default: .row), wrap: try fields.value("wrap", default: .noWrap),
            justifyContent: try fields.value("justifyContent", default: .flexStart),
            alignItems: try fields.value("alignItems", default: .stretch),
            alignContent: try fields.value("alignContent", default: .stretch), rowGap: try fields.length("rowGap") ?? 0,
            columnGap: try fields.length("columnGap") ?? 0, padding: try fields.value("padding", default: .zero),
            alignment: try fields.value("alignment", default: .fill),
            flexibility: try fields.value("flexibility", default: .flexible), viewReuseId: try fields.viewReuseId(),
            view: try fields.view(), children: try fields.value("children", default: []))
    }

    /// Writes what differs from the defaults, and the items.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(direction, "direction", default: .row)
        try fields.encode(wrap, "wrap", default: .noWrap)
        try fields.encode(justifyContent, "justifyContent", default: .flexStart)
        try fields.encode(alignItems, "alignItems", default: .stretch)
        try fields.encode(alignContent, "alignContent", default: .stretch)
        try fields.encode(Double(rowGap), "rowGap", default: 0)
        try fields.encode(Double(columnGap), "columnGap", default: 0)
        try fields.encode(padding, "padding", default: .zero)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
        let children = children
        if !children.isEmpty { try fields.encode(children, "children") }
    }

    /// `children[index].layout`, or `children[index]` for an item without a layout (the empty flex
    /// layout that stands for it is the item itself).
    public func codingPath(ofSublayoutAt index: Int) -> String {
        node.properties.traits[index].contains(.isEmpty) ? "children[\(index)]" : "children[\(index)].layout"
    }
}

extension FlexDirection: CaseNameCodable {}
extension FlexWrap: CaseNameCodable {}
extension JustifyContent: CaseNameCodable {}
extension AlignItems: CaseNameCodable {}
extension AlignSelf: CaseNameCodable {}
extension AlignContent: CaseNameCodable {}
extension FlexPosition: CaseNameCodable {}
