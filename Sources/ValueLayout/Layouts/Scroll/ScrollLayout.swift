import Foundation

/// One sublayout, its content, that may be longer than the layout along one axis and scrolls
/// there.
///
/// **Measuring.** The content is measured with no limit along ``axis`` and within the maximum
/// across it. The layout's size is the content's, clamped to the maximum on each axis: a content
/// longer than the maximum along the axis makes the layout as long as the maximum, and the rest
/// scrolls.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`).
/// The content is arranged at the layout's origin in a rectangle as long as the content measured
/// along ``axis`` and as long as the layout's bounds across it, where the content's own alignment
/// places it. Along the axis the content may therefore reach past the layout's far edge: the one
/// kind whose child may leave its bounds, which it declares to the diagnostics (no overflow is
/// reported) and to the testing library's checks. The arrangement reports the
/// content frame's size as ``LayoutArrangement/scrollContentSize``, what a scroll view's content
/// size is set to. Right to left, the pass mirrors the finished tree: a horizontal scroll
/// layout's content then starts at its right edge and reaches past its left one.
///
/// **Pixels.** With a pixel scale, the pass snaps every edge, the content's included, once, at
/// the end; ``LayoutArrangement/scrollContentSize`` is the snapped content frame's size.
///
/// **No content.** A scroll layout made with no content measures 0 × 0, has no child, and
/// reports a scroll content size of 0 × 0: it is still a scrolling node.
///
/// **Defaults.** Vertical scrolling, alignment `.fill`, flexibility ``Flexibility/flexible``
/// (a scroll view takes the room it is given, whatever its content).
///
/// **Bad input.** The layout takes no numbers; the maximum it is measured within is cleaned by
/// the pass as for every kind.
///
/// - Complexity: O(1) besides the content, in both passes; the content is measured once.
public struct ScrollLayout: _BuiltInLayout {
    /// A scroll layout's axis and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// The axis along which the content scrolls.
        var axis: Axis

        static func layout(of node: BuiltInNode<Algorithm>) -> ScrollLayout { ScrollLayout(node: node) }

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
            guard children.sublayoutCount > 0 else { return .zero }
            let content = children.measure(0, within: Self.contentLimit(axis: axis, maxSize: maxSize))
            return CGSize(width: min(content.width, maxSize.width), height: min(content.height, maxSize.height))
        }

        /// The maximum the content is measured within: unlimited along `axis`, the layout's
        /// maximum across it.
        @inline(__always)
        static func contentLimit(axis: Axis, maxSize: CGSize) -> CGSize {
            axis == .horizontal
                ? CGSize(width: CGFloat.infinity, height: maxSize.height)
                : CGSize(width: maxSize.width, height: CGFloat.infinity)
        }

        @inline(__always)
        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            for child in children {
                let measured = children.size(of: child)
                let rect =
                    axis == .horizontal
                    ? CGRect(x: 0, y: 0, width: measured.width, height: bounds.height)
                    : CGRect(x: 0, y: 0, width: bounds.width, height: measured.height)
                children.place(child, in: rect)
            }
        }

        /// The content may reach past the far edge along the scrolling axis.
        var childArrangement: ChildArrangement { .overflowing(along: axis) }

        /// The content frame's size, or 0 × 0 without content.
        func scrollContentSize(childFrames: () -> [CGRect]) -> CGSize? {
            childFrames().first?.size ?? .zero
        }

        /// A horizontal scroll layout can be squeezed to nothing: its content scrolls (CSS gives a
        /// scroll container an automatic minimum size of zero).
        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            axis == .horizontal || children.sublayoutCount == 0 ? 0 : nil
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Scrolls `content` along `axis` when it is longer than the room this layout is given.
    ///
    /// - Parameters:
    ///   - axis: The axis along which the content scrolls; vertical by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; ``Flexibility/flexible`` by
    ///     default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes (a scroll view), or `nil` for none.
    ///   - content: The scrolled layout, measured without limit along `axis`; `nil` for none.
    public init(
        axis: Axis = .vertical, alignment: Alignment = .fill, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil, content: (any Layout)?
    ) {
        node = Algorithm.makeNode(
            Algorithm(axis: axis), alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            sublayouts: content.map { [$0] } ?? [])
    }

    /// The axis along which the content scrolls.
    public var axis: Axis { node.properties.axis }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The scrolled layout, or `nil` for none.
    public var content: (any Layout)? { node.sublayouts.first }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension ScrollLayout {
    /// Scrolls the layouts `content` builds along `axis`: one layout is the content itself;
    /// several become the children of a `StackLayout` along `axis` (no spacing, every other
    /// argument at its default), which is the content; none is no content.
    ///
    /// - Parameters:
    ///   - axis: The axis along which the content scrolls; vertical by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; ``Flexibility/flexible`` by
    ///     default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes (a scroll view), or `nil` for none.
    ///   - content: Builds the scrolled layouts (see ``LayoutBuilder``).
    public init(
        axis: Axis = .vertical, alignment: Alignment = .fill, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder content: () -> [any Layout]
    ) {
        let layouts = content()
        self.init(
            axis: axis, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            content: layouts.count <= 1 ? layouts.first : StackLayout(axis: axis, sublayouts: layouts))
    }
}
