import Foundation

extension LayoutArrangement {
    /// The baselines of this node's text, in points from the top of its frame, when it is a
    /// ``LabelLayout``; `nil` for any other layout.
    ///
    /// The text is broken at the frame's width with `context`'s measurer: pass the context the
    /// arrangement was laid out with.
    ///
    /// - Complexity: One line breaking of the label's text.
    public func textBaselines(context: LayoutContext = .default) -> TextBaselines? {
        guard let label = layout as? LabelLayout else { return nil }
        return label.baselines(width: frame.width, context: context)
    }
}
