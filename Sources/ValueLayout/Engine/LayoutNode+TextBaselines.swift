import Foundation

extension LayoutNode {
    /// The baselines of the text this node's layout shows, laid out `width` points wide by the
    /// text measurer of `context`, in points from the top of the text; `nil` when the layout shows
    /// no text (any layout but a ``LabelLayout``).
    ///
    /// What the layouts that align children by their baselines read (a horizontal
    /// ``StackLayout``), and what ``LayoutArrangement/textBaselines(context:)`` reports: pass the
    /// width the text was measured (or arranged) at, to get the baselines of the lines measured.
    ///
    /// - Complexity: One line breaking of the text; O(1) for a layout without text.
    func textBaselines(width: CGFloat, context: LayoutContext) -> TextBaselines? {
        guard let content = textContent else { return nil }
        let inset = content.inset
        guard inset != .zero else { return content.baselines(measurer: context.textMeasurer, maxWidth: width) }
        let baselines = content.baselines(measurer: context.textMeasurer, maxWidth: max(0, width - inset.horizontal))
        return TextBaselines(first: baselines.first + inset.top, last: baselines.last + inset.top)
    }
}
