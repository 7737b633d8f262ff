import Foundation

/// Where a ``RelativeLayout`` puts its sublayout on one axis.
public enum RelativePosition: Sendable, Hashable, CaseIterable {
    /// At the leading edge (horizontally) or the top (vertically).
    case start
    /// In the middle: (bounds − sublayout) ÷ 2 from the leading edge or the top.
    case center
    /// At the trailing edge (horizontally) or the bottom (vertically).
    case end
}

/// One sublayout at its measured size, at the start, centre or end of all the room the layout is
/// given on each axis.
///
/// **Measuring.** Exactly as ``CenterLayout``: the sublayout is measured within the maximum size.
/// On each axis, the layout's length is the maximum where the maximum is finite and the
/// sublayout's length where it is not; on an axis whose minimum option is in ``sizing``, it is the
/// sublayout's length instead (which never exceeds the maximum).
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`),
/// and the sublayout keeps its measured size in the layout's bounds, starting at
/// (bounds − sublayout) × 0, ½ or 1 on each axis for ``RelativePosition/start``,
/// ``RelativePosition/center`` and ``RelativePosition/end``. A sublayout longer than the bounds on
/// an axis (the layout was arranged in less room than it measured) is given the bounds' length
/// from their start on that axis, as every parent does: a child never leaves its parent. Right to
/// left, the pass mirrors the finished tree, so `.start` is the right edge.
///
/// **Pixels.** As for ``CenterLayout``, the pass snaps every edge to the nearest pixel once, at the
/// end: in a layout whose edges lie on the pixel grid, a sublayout of a whole number of pixels
/// keeps its length and its offset is rounded to the nearest pixel, halves away from zero. The
/// layout does not round positions itself, so that `RelativeLayout(horizontal: .center, vertical:
/// .center, …)` gives exactly the frames of `CenterLayout(centering: .xy, …)`.
///
/// **Defaults.** `.start` on both axes, no sizing options, alignment `.fill`, flexibility
/// inherited from the sublayout.
///
/// **Bad input.** Sizing bits other than the named ones are ignored, as in ``CenterLayout``.
///
/// - Complexity: O(1) besides the sublayout, in both passes.
public struct RelativeLayout: _BuiltInLayout {
    /// A relative layout's positions, options and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// The share of the spare width before the sublayout: 0, ½ or 1 (a multiplication costs
        /// less per node than a switch over the position).
        var horizontalShare: CGFloat
        /// The share of the spare height above the sublayout: 0, ½ or 1.
        var verticalShare: CGFloat
        /// The axes sized by the sublayout.
        var sizing: CenterSizingOptions

        static func layout(of node: BuiltInNode<Algorithm>) -> RelativeLayout { RelativeLayout(node: node) }

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
            let child = children.measure(0, within: maxSize)
            return CGSize(
                width: CenterLayout.Algorithm.length(
                    child: child.width, maximum: maxSize.width, minimum: sizing.contains(.minimumWidth)),
                height: CenterLayout.Algorithm.length(
                    child: child.height, maximum: maxSize.height, minimum: sizing.contains(.minimumHeight)))
        }

        @inline(__always)
        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            for child in children {
                let measured = children.size(of: child)
                let (x, width) = Self.span(child: measured.width, bounds: bounds.width, share: horizontalShare)
                let (y, height) = Self.span(child: measured.height, bounds: bounds.height, share: verticalShare)
                children.place(child, in: CGRect(x: x, y: y, width: width, height: height))
            }
        }

        /// The start and length of the sublayout's rectangle on one axis: its measured length (at
        /// most the bounds'), after `share` of the spare length. Multiplying by ½ gives exactly
        /// what ``CenterLayout``'s division by 2 gives, so that the two agree to the last bit; the
        /// pass's snapping rounds it to pixels.
        @inline(__always)
        static func span(child: CGFloat, bounds: CGFloat, share: CGFloat) -> (CGFloat, CGFloat) {
            let length = min(child, bounds)
            return ((bounds - length) * share, length)
        }

        /// The share of the spare length before the sublayout for `position`.
        static func share(_ position: RelativePosition) -> CGFloat {
            switch position {
            case .start: 0
            case .center: 0.5
            case .end: 1
            }
        }

        /// The position whose share is `share`.
        static func position(_ share: CGFloat) -> RelativePosition {
            share == 0 ? .start : share == 1 ? .end : .center
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Puts `sublayout`, at its measured size, at the start, centre or end of the room this layout
    /// is given on each axis.
    ///
    /// - Parameters:
    ///   - horizontal: Where the sublayout sits across the width: the leading edge, the middle or
    ///     the trailing edge. `.start` by default.
    ///   - vertical: Where the sublayout sits down the height: the top, the middle or the bottom.
    ///     `.start` by default.
    ///   - sizing: The axes along which this layout is only as long as its sublayout, instead of
    ///     its maximum (when that is finite). None by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: The placed layout, measured within this layout's maximum.
    public init(
        horizontal: RelativePosition = .start, vertical: RelativePosition = .start, sizing: CenterSizingOptions = [],
        alignment: Alignment = .fill, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, sublayout: any Layout
    ) {
        let child = SublayoutNodes(only: sublayout)
        node = Algorithm.makeNode(
            Algorithm(
                horizontalShare: Algorithm.share(horizontal), verticalShare: Algorithm.share(vertical),
                sizing: sizing.intersection(.minimum)),
            alignment: alignment, flexibility: flexibility ?? child.firstFlexibility, viewReuseId: viewReuseId,
            view: view, children: child)
    }

    /// Where the sublayout sits across the width.
    public var horizontal: RelativePosition { Algorithm.position(node.properties.horizontalShare) }
    /// Where the sublayout sits down the height.
    public var vertical: RelativePosition { Algorithm.position(node.properties.verticalShare) }
    /// The axes along which the layout is as long as its sublayout (named options only).
    public var sizing: CenterSizingOptions { node.properties.sizing }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The placed layout.
    public var sublayout: any Layout { node.sublayouts[0] }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension RelativeLayout {
    /// Places the layout `sublayout` builds at the start, centre or end of each axis: the same
    /// value as the initialiser that takes it as a value.
    ///
    /// - Parameters:
    ///   - horizontal: Where the sublayout sits across the width; `.start` by default.
    ///   - vertical: Where the sublayout sits down the height; `.start` by default.
    ///   - sizing: The axes along which this layout is only as long as its sublayout. None by
    ///     default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the placed layout: one layout, or several that a vertical stack holds
    ///     (see ``LayoutBuilder``).
    public init(
        horizontal: RelativePosition = .start, vertical: RelativePosition = .start, sizing: CenterSizingOptions = [],
        alignment: Alignment = .fill, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            horizontal: horizontal, vertical: vertical, sizing: sizing, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }
}
