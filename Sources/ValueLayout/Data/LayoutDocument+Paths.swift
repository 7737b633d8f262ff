import Foundation

extension LayoutDocument {
    /// The JSON path in this document of the layout at `path` (a ``LayoutPath`` of its layout, as
    /// diagnostics give it): `$.layout.sublayouts[1].sublayout`. Each step is the parent's
    /// ``CodableLayout/codingPath(ofSublayoutAt:)``; `nil` when the path leaves the tree or
    /// passes through a layout that is not a ``CodableLayout``.
    ///
    /// - Complexity: O(depth of the path).
    public func jsonPath(of path: LayoutPath) -> String? {
        var result = "$.layout"
        var node = layout._layoutNode
        for component in path.components.dropFirst() {
            let index = component.sublayoutIndex ?? 0
            let sublayouts = node.sublayouts
            guard let parent = node.makeLayout() as? any CodableLayout, index >= 0, index < sublayouts.count
            else { return nil }
            result += "." + parent.codingPath(ofSublayoutAt: index)
            node = sublayouts[index]._layoutNode
        }
        return result
    }
}
