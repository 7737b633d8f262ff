import Foundation

/// `"kind": "label"`, with the labels of either initialiser:
/// ``init(text:font:lineHeight:numberOfLines:lineBreakMode:alignment:flexibility:viewReuseId:view:)``
/// (`text`, a string, required) or
/// ``init(attributedText:font:lineHeight:numberOfLines:lineBreakMode:alignment:flexibility:viewReuseId:view:)``
/// (`attributedText`, required: an array of runs `{"text", "font", "kern", "baselineOffset"}` of
/// which only `text` is required, a run without `font` taking the label's); each with `font`,
/// `lineHeight` (points), `numberOfLines` (an integer), `lineBreakMode` (a ``LineBreakMode``
/// case's name), `alignment`, `flexibility`, `viewReuseId` and `view`. Written back with `text`
/// for a label made with plain text, with `attributedText` for one made with attributed text
/// (leaving out the runs' fonts that are the label's). A negative `numberOfLines` is read, and
/// written back, as 0, as the initialiser cleans it.
extension LabelLayout: CodableLayout {
    private static let common = [
        "font", "lineHeight", "numberOfLines", "lineBreakMode", "alignment", "flexibility", "viewReuseId", "view",
    ]

    /// Reads a label layout's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [(["text"] + Self.common, ["text"]), (["attributedText"] + Self.common, ["attributedText"])])
        let font = try fields.value("font", default: Font.body)
        let lineHeight = try fields.length("lineHeight")
        let numberOfLines = try fields.integer("numberOfLines") ?? 0
        let lineBreakMode = try fields.value("lineBreakMode", default: LineBreakMode.byTruncatingTail)
        let alignment = try fields.value("alignment", default: Alignment.topLeading)
        let flexibility = try fields.value("flexibility", default: Flexibility.flexible)
        let viewReuseId = try fields.viewReuseId()
        let view = try fields.view()
        if fields.initialiser == 1 {
            self.init(
                attributedText: try fields.requiredAttributedText("attributedText"), font: font, lineHeight: lineHeight,
                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment,
                flexibility: flexibility, viewReuseId: viewReuseId, view: view)
        } else {
            self.init(
                text: try fields.requiredText("text"), font: font, lineHeight: lineHeight, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
                view: view)
        }
    }

    /// Writes the text (or the attributed text's runs) and the arguments that differ from their
    /// defaults.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        if node.properties.isAttributed {
            try fields.encode(DataAttributedText(styledText, layoutFont: font), "attributedText")
        } else {
            try fields.encode(text, "text")
        }
        try fields.encode(font, "font", default: .body)
        try fields.encode(lineHeight.map(Double.init), "lineHeight")
        try fields.encode(numberOfLines, "numberOfLines", default: 0)
        try fields.encode(lineBreakMode, "lineBreakMode", default: .byTruncatingTail)
        try fields.encode(alignment, "alignment", default: .topLeading)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
    }
}
