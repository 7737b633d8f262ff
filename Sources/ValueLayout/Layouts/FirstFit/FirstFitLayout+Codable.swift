import Foundation

/// `"kind": "firstFit"`, with `axes` (an array of ``FirstFitAxes`` member names), `alignment`,
/// `flexibility`, `viewReuseId`, `view` and `alternatives` (an array of layouts, required as in
/// Swift, possibly empty). Written back with the axes, alignment and flexibility left out when
/// they are the defaults (both axes, `.fill`, `.flexible`).
extension FirstFitLayout: CodableLayout {
    /// Reads a first-fit layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["axes", "alignment", "flexibility", "viewReuseId", "view", "alternatives"], ["alternatives"])
            ])
        self.init(
            axes: try fields.value("axes", default: .both), alignment: try fields.value("alignment", default: .fill),
            flexibility: try fields.value("flexibility", default: .flexible), viewReuseId: try fields.viewReuseId(),
            view: try fields.view(), alternatives: try fields.layouts("alternatives"))
    }

    /// Writes what differs from the defaults, and the alternatives.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        try fields.encode(axes, "axes", default: .both)
        try fields.encode(alignment, "alignment", default: .fill)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
        try fields.encodeLayouts(alternatives, "alternatives")
    }

    /// `alternatives[index]`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "alternatives[\(index)]" }
}

/// Written as an array of member names: `["horizontal", "vertical"]`, `["vertical"]`, `[]`;
/// `"both"` is read as both axes.
extension FirstFitAxes: Codable {
    /// The named members, in the order they are written.
    private static let membersByName: [(name: String, axes: FirstFitAxes)] = [
        ("horizontal", .horizontal), ("vertical", .vertical), ("both", .both),
    ]

    /// Reads an array of member names; an unknown name is an error at its element.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var axes: FirstFitAxes = []
        while !container.isAtEnd {
            let index = container.currentIndex
            let name = try container.decode(String.self)
            guard let member = Self.membersByName.first(where: { $0.name == name }) else {
                throw LayoutDataError(
                    path: LayoutDataError.path(decoder.codingPath + [DataKey(intValue: index)!]),
                    reason: "unknown FirstFitAxes \"\(name)\"; expected "
                        + LayoutFields.list(Self.membersByName.map(\.name)))
            }
            axes.formUnion(member.axes)
        }
        self = axes
    }

    /// Writes the names of the single-axis members it holds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for member in Self.membersByName where member.axes != .both && contains(member.axes) {
            try container.encode(member.name)
        }
    }
}
