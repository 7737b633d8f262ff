import Foundation

extension LayoutArrangement {
    /// The baselines of this node's text, in points from the top of its frame, when its layout
    /// shows text (a ``LabelLayout``); `nil` for any other layout.
    ///
    /// The text is broken at the frame's width with the measurer of `context`, by default (`nil`)
    /// the context the arrangement was laid out with (``context``), which gives the baselines of
    /// the lines that were measured.
    ///
    /// - Complexity: One line breaking of the label's text.
    public func textBaselines(context: LayoutContext? = nil) -> TextBaselines? {
        tree.layoutNode(at: index).textBaselines(width: frame.width, context: context ?? self.context)
    }
}

extension LayoutArrangement {
    /// The text this node's layout shows, if any (see ``LayoutAlgorithm/textContent``).
    package var textContent: TextContent? { tree.layoutNode(at: index).textContent }
}
