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
        guard let content = textContent else {
            // A layout that shows a child's text as its own (a forwarding custom layout) has that
            // child's baselines, through any number of such layouts, without recursion.
            guard let child = baselineChild, child >= 0, child < Int(childCount) else { return nil }
            var node = childNode(at: child)
            while true {
                let next: Unretained<LayoutNode>? = node.with { layout in
                    guard layout.textContent == nil, let index = layout.baselineChild, index >= 0,
                        index < Int(layout.childCount)
                    else { return nil }
                    return layout.childNode(at: index)
                }
                guard let next else { break }
                node = next
            }
            return node.with { $0.textContent == nil ? nil : $0.textBaselines(width: width, context: context) }
        }
        let inset = content.inset
        guard inset != .zero else { return content.baselines(measurer: context.textMeasurer, maxWidth: width) }
        let baselines = content.baselines(measurer: context.textMeasurer, maxWidth: max(0, width - inset.horizontal))
        return TextBaselines(first: baselines.first + inset.top, last: baselines.last + inset.top)
    }
}
