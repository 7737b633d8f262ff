import Foundation

extension LayoutNode {
    /// The baselines of the text this node shows laid out `width` points wide by `context`'s
    /// measurer, in points from its top, or `nil` when it shows no text (see
    /// ``LayoutKind/textContent``).
    func textBaselines(width: CGFloat, context: LayoutContext) -> TextBaselines? {
        guard let text = textContent else { return nil }
        return context.textMeasurer.baselines(
            of: text.text, font: text.font, lineHeight: text.lineHeight, numberOfLines: text.numberOfLines,
            maxWidth: width)
    }
}
