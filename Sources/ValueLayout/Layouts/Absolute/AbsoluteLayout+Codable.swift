import Foundation

/// `"kind": "absolute"`, with the labels of
/// ``init(sizing:alignment:flexibility:viewReuseId:view:children:)``: `sizing` (`"default"` or
/// `"sizeToFit"`), `alignment`, `flexibility` (`"flexible"` by default), `viewReuseId`, `view` and
/// `children` (required): an array of ``AbsoluteChild`` values, each written with the labels of
/// ``AbsoluteChild/init(position:layout:)`` as `{"position": {"x": …, "y": …}, "layout": …}`.
/// A negative position is read, and written back, as 0, as the initialiser cleans it.
extension AbsoluteLayout: CodableLayout {
    /// Reads an absolute layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["sizing", "alignment", "flexibility", "viewReuseId", "view", "children"], ["children"])
            ])
        self.init(
            sizing: try fields.value("sizing", default: .default),
            alignment: try fields.value("alignment", default: .fill),
            flexibility: try fields.value("flexibility", default: .flexible), viewReuseId: try fields.viewReuseId(),
            view: try fields.view(),
            children: try fields.optional("children", as: [DataAbsoluteChild].self)?.map(\.child) ?? [])
    }

    /// Writes the arguments that differ from their defaults, and the children.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(sizing, "sizing", default: .default)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
        try fields.encode(children.map(DataAbsoluteChild.init), "children")
    }

    /// `children[index].layout`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "children[\(index)].layout" }
}

extension AbsoluteSizing: CaseNameCodable {}

/// An ``AbsoluteChild`` as `{"position": {"x": …, "y": …}, "layout": …}`, both required: the labels
/// of its initialiser.
struct DataAbsoluteChild: Codable {
    let child: AbsoluteChild

    init(_ child: AbsoluteChild) { self.child = child }

    init(from decoder: any Decoder) throws {
        let object = try DataObject(decoder, keys: ["position", "layout"], of: "AbsoluteChild")
        child = AbsoluteChild(
            position: try object.required("position", as: DataPoint.self).value,
            layout: try object.required("layout", as: DecodedLayout.self).layout)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataKey.self)
        try container.encode(DataPoint(child.position), forKey: DataKey("position"))
        try container.encode(EncodedLayout(child.layout), forKey: DataKey("layout"))
    }
}
