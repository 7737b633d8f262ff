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
public struct InsetLayout: _BuiltInLayout {
    /// An inset layout's properties and algorithm.
    struct Algorithm: LayoutAlgorithm {
        var insets: EdgeInsets

        static func layout(of node: BuiltInNode<Algorithm>) -> InsetLayout { InsetLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: BuiltInNode<Algorithm>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
                measureNode(in: pass, context: context, offer: offer)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let inner = CGSize(
                width: max(0, maxSize.width - insets.horizontal), height: max(0, maxSize.height - insets.vertical))
            let content = children.measure(0, within: inner)
            return CGSize(
                width: min(content.width + insets.horizontal, maxSize.width),
                height: min(content.height + insets.vertical, maxSize.height))
        }

        @inline(__always)
        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            let inner = CGRect(
                x: insets.leading, y: insets.top,
                width: max(0, bounds.size.width - insets.horizontal),
                height: max(0, bounds.size.height - insets.vertical))
            for child in children { children.place(child, in: inner) }
        }

        var childArrangement: ChildArrangement {
            ChildArrangement(
                sequenceAxis: nil, overlapsAlongSequence: false, overlappingSpacing: nil, childInsets: insets)
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
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
        let child = SublayoutNodes(only: sublayout)
        node = Algorithm.makeNode(
            Algorithm(insets: insets), alignment: alignment, flexibility: flexibility ?? child.firstFlexibility,
            viewReuseId: viewReuseId, view: view, children: child)
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
    public var insets: EdgeInsets { node.properties.insets }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The inset layout.
    public var sublayout: any Layout { node.sublayouts[0] }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension InsetLayout {
    /// Insets the layout `sublayout` builds by `insets`: the same value as
    /// the initialiser that takes it as a value.
    ///
    /// - Parameters:
    ///   - insets: The distance from each edge to the sublayout, in points.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the inset layout: one layout, or several that a vertical stack holds
    ///     (see ``LayoutBuilder``).
    public init(
        insets: EdgeInsets, alignment: Alignment = .fill, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            insets: insets, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            sublayout: sublayout())
    }

    /// Insets the layout `sublayout` builds by `inset` on every edge: the same value as
    /// the initialiser that takes it as a value.
    ///
    /// - Parameters:
    ///   - inset: The distance from every edge to the sublayout, in points.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the inset layout: one layout, or several that a vertical stack holds
    ///     (see ``LayoutBuilder``).
    public init(
        inset: CGFloat, alignment: Alignment = .fill, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            inset: inset, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            sublayout: sublayout())
    }
}
