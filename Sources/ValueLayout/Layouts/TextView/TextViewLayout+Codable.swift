import Foundation

/// `"kind": "textView"`, with `text` (a string) or `attributedText` (a string, or an array of
/// runs `{"text", "font", "kern", "baselineOffset"}`), and `font`, `lineFragmentPadding` (points),
/// `textContainerInset` (an ``EdgeInsets`` object), `alignment`, `flexibility`, `viewReuseId` and
/// `view`. Written back in the form the text view was made with, leaving out the defaults (no
/// font, no padding, no insets, `.topLeading`, `.flexible`).
extension TextViewLayout: CodableLayout {
    private static let common = [
        "font", "lineFragmentPadding", "textContainerInset", "alignment", "flexibility", "viewReuseId", "view",
    ]

    /// Reads a text view's object.
    public init(from decoder: any Decoder) throws {
        let fields = try LayoutFields(
            decoder, type: Self.self,
            initialisers: [
                (["text"] + Self.common, ["text"]),
                (["attributedText"] + Self.common, ["attributedText"]),
            ])
        let font: Font? = try fields.optional("font")
        let padding = try fields.length("lineFragmentPadding") ?? 0
        let inset = try fields.value("textContainerInset", default: EdgeInsets.zero)
        let alignment = try fields.value("alignment", default: Alignment.topLeading)
        let flexibility = try fields.value("flexibility", default: Flexibility.flexible)
        if fields.initialiser == 1 {
            self.init(
                attributedText: try fields.requiredAttributedText("attributedText"),
                font: font, lineFragmentPadding: padding, textContainerInset: inset, alignment: alignment,
                flexibility: flexibility, viewReuseId: try fields.viewReuseId(), view: try fields.view())
        } else {
            guard let text = try fields.text("text") else {
                throw fields.error(at: "text", "expected a string, found null")
            }
            self.init(
                text: text, font: font, lineFragmentPadding: padding, textContainerInset: inset, alignment: alignment,
                flexibility: flexibility, viewReuseId: try fields.viewReuseId(), view: try fields.view())
        }
    }

    /// Writes the text (plain or attributed, as given) and what differs from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var fields = try LayoutFieldsWriter(encoder, kind: Self.self)
        if let attributedText {
            try fields.encode(DataAttributedText(attributedText), "attributedText")
        } else {
            try fields.encode(text, "text")
        }
        try fields.encode(font, "font")
        try fields.encode(Double(lineFragmentPadding), "lineFragmentPadding", default: 0)
        try fields.encode(textContainerInset, "textContainerInset", default: .zero)
        try fields.encode(alignment, "alignment", default: .topLeading)
        try fields.encode(flexibility, "flexibility", default: .flexible)
        try fields.encodeIdentity(of: self)
    }
}
