import Foundation

// What the testing checks (`ValueLayoutTesting`'s invariants and counting wrappers) ask of a
// layout's kind, without testing for concrete kinds: the kind's hooks (see `LayoutAlgorithm`), behind
// the `Checks` SPI so that they stay out of the public API.

@_spi(Checks)
extension LayoutArrangement {
    /// How this node's layout arranges its children.
    public var childArrangement: ChildArrangement { tree.layoutNode(at: index).childArrangement }

    /// Whether pixel snapping never makes this node's frame smaller than its unsnapped frame (its
    /// far edges may move out by a pixel instead): text, which is never cut.
    public var growsWhenSnapped: Bool { tree.layoutNode(at: index).growsWhenSnapped }
}

@_spi(Checks)
extension Layout {
    /// This layout's alignment (a custom layout's ``CustomLayout/alignment``).
    public var layoutAlignment: Alignment { _layoutNode.alignment }

    /// Whether this layout shows text (a ``LabelLayout``), whose baselines a horizontal
    /// ``StackLayout`` aligns when the layout's vertical alignment is a baseline placement.
    public var showsText: Bool { _layoutNode.textContent != nil }

    /// The sublayouts of a built-in layout, in source order, which ``rebuilt(sublayouts:)`` can
    /// replace; `nil` for a custom layout, which cannot be rebuilt so.
    public var sublayoutsForRebuilding: [any Layout]? {
        let node = _layoutNode
        return node.isRebuildable ? node.sublayouts : nil
    }

    /// This built-in layout with the same properties, alignment, flexibility, reuse identifier and
    /// view around `sublayouts` (as many as it has, each as flexible as the one it replaces).
    ///
    /// - Precondition: ``sublayoutsForRebuilding`` is not `nil`.
    public func rebuilt(sublayouts: [any Layout]) -> any Layout {
        guard let layout = _layoutNode.rebuilt(sublayouts: sublayouts) else {
            preconditionFailure("\(type(of: self)) cannot be rebuilt with other sublayouts")
        }
        return layout
    }
}
