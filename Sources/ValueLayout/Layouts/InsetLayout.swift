import Foundation

/// Insets around one sublayout.
///
/// **Measuring.** The sublayout is measured within the maximum size less the insets (never below
/// zero); the measured size is the sublayout's plus the insets, clamped to the maximum size.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`), and
/// the sublayout is arranged in the frame's bounds less the insets. `leading` and `trailing`
/// follow the context's direction.
///
/// **Defaults.** Alignment `.fill`; flexibility inherited from the sublayout.
///
/// **Bad input.** Insets that are NaN, infinite or negative are treated as 0.
///
/// - Complexity: O(1) besides the sublayout, in both passes.
public struct InsetLayout: Layout, Hashable {
    let node: Node

    init(node: Node) {
        self.node = node
    }

    /// Insets each edge of `sublayout` by its own distance, in points.
    ///
    /// - Parameters:
    ///   - insets: The distances by which to inset each edge.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: The inset layout.
    public init(
        insets: EdgeInsets, alignment: Alignment = .fill, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: any Layout
    ) {
        node = Node(
            properties: insets, alignment: alignment, flexibility: flexibility ?? sublayout.flexibility,
            viewReuseId: viewReuseId, view: view, sublayouts: [sublayout])
    }

    /// Insets every edge of `sublayout` by `inset` points.
    public init(
        inset: CGFloat, alignment: Alignment = .fill, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: any Layout
    ) {
        self.init(
            insets: EdgeInsets(inset), alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// The distances by which each edge is inset, in points.
    public var insets: EdgeInsets { node.insets }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The inset layout.
    public var sublayout: any Layout { node.sublayouts[0] }

    /// How willing this layout is to be compressed or stretched.
    public var flexibility: Flexibility { node.flexibility }
    /// Identifies this node across arrangements.
    public var viewReuseId: String? { node.viewReuseId }
    /// The view this layout becomes, if any.
    public var view: ViewDescription? { node.view }
    /// The engine's record of this layout.
    public var layoutNode: LayoutNode { node }

    /// Whether two inset layouts have equal properties and equal subtrees.
    ///
    /// - Complexity: O(1) when they share their node or differ in hash; O(n) in the subtree otherwise.
    public static func == (lhs: InsetLayout, rhs: InsetLayout) -> Bool {
        LayoutEquality.areEqual(lhs.node, rhs.node)
    }

    /// Hashes the layout and its subtree. - Complexity: O(1) (computed when the value was built).
    public func hash(into hasher: inout Hasher) { hasher.combine(node.subtreeHash) }

}

extension InsetLayout {
    /// An inset layout's data and passes.
    final class Node: BuiltInLayoutNode<EdgeInsets>, @unchecked Sendable {
        /// The insets (the kind's properties).
        var insets: EdgeInsets { properties }

        override func makeLayout() -> any Layout { InsetLayout(node: self) }

        override func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
            let inner = CGSize(
                width: max(0, maxSize.width - insets.horizontal), height: max(0, maxSize.height - insets.vertical))
            let nodes = pass.measurements
            let node = nodes.reserve()
            var children = ChildList()
            let child = pass.measureChild(
                of: self, at: 0, within: inner, context: context)
            nodes.link(child, into: &children)
            let content = nodes.payload(child).size
            let size = CGSize(
                width: min(content.width + insets.horizontal, maxSize.width),
                height: min(content.height + insets.vertical, maxSize.height))
            nodes.complete(node, self, MeasuredSize(size: size, maxSize: maxSize), children: children)
            return node
        }

        override func arrange(
            in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
        ) -> Int32 {
            let size = pass.measurements.payload(measurement).size
            let frame = alignment.place(size, in: rect)
            let inner = CGRect(
                x: insets.leading, y: insets.top,
                width: max(0, frame.size.width - insets.horizontal),
                height: max(0, frame.size.height - insets.vertical))
            return arrangeChildren(of: frame, in: pass, context: context, measurement: measurement) { _ in inner }
        }
    }
}
