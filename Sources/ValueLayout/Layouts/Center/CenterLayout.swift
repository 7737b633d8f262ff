import Foundation

/// The axes along which a ``CenterLayout`` centres its sublayout.
///
/// On an axis that is not centred, the sublayout sits at the leading edge (horizontally) or at the
/// top (vertically).
public struct CenteringOptions: OptionSet, Sendable, Hashable {
    /// The bits of the options: 1 for ``x``, 2 for ``y``. ``CenterLayout`` ignores any other bit.
    public let rawValue: UInt8

    /// Options with the given bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Centre horizontally.
    public static let x = CenteringOptions(rawValue: 1 << 0)
    /// Centre vertically.
    public static let y = CenteringOptions(rawValue: 1 << 1)
    /// Centre on both axes: `[.x, .y]`.
    public static let xy: CenteringOptions = [.x, .y]
}

/// The axes along which a ``CenterLayout`` takes its sublayout's size instead of its maximum.
public struct CenterSizingOptions: OptionSet, Sendable, Hashable {
    /// The bits of the options: 1 for ``minimumWidth``, 2 for ``minimumHeight``. ``CenterLayout``
    /// ignores any other bit.
    public let rawValue: UInt8

    /// Options with the given bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The layout is as wide as its sublayout, not as wide as its maximum.
    public static let minimumWidth = CenterSizingOptions(rawValue: 1 << 0)
    /// The layout is as tall as its sublayout, not as tall as its maximum.
    public static let minimumHeight = CenterSizingOptions(rawValue: 1 << 1)
    /// The layout is as large as its sublayout on both axes: `[.minimumWidth, .minimumHeight]`.
    public static let minimum: CenterSizingOptions = [.minimumWidth, .minimumHeight]
}

/// One sublayout at its measured size, centred in all the room the layout is given.
///
/// **Measuring.** The sublayout is measured within the maximum size. On each axis, the layout's
/// length is the maximum where the maximum is finite and the sublayout's length where it is not;
/// on an axis whose minimum option is in ``sizing``, it is the sublayout's length instead (which
/// never exceeds the maximum).
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`),
/// and the sublayout keeps its measured size in the layout's bounds. On an axis in ``centering``
/// it starts at (bounds − sublayout) ÷ 2; on any other axis at the leading edge or the top. A
/// sublayout longer than the bounds on an axis (the layout was arranged in less room than it
/// measured) is given the bounds' length from their start on that axis, as every parent does: a
/// child never leaves its parent. Right to left, the pass mirrors the finished tree.
///
/// **Pixels.** With a pixel scale in the context, the pass snaps every edge to the nearest pixel,
/// once, at the end, a half pixel rounding toward the trailing edge or the bottom. In a layout
/// whose edges lie on the pixel grid, a sublayout of a whole number of pixels therefore keeps its
/// length, and its centred offset from the leading edge or the top, (bounds − sublayout) ÷ 2, is
/// rounded to the nearest pixel, halves away from zero. The layout does not round positions
/// itself: a second rounding could move the sublayout's far edge more than half a pixel from
/// where it belongs.
///
/// **Defaults.** Centring on both axes, no sizing options, alignment `.fill`, flexibility
/// inherited from the sublayout.
///
/// **Bad input.** Option bits other than the named ones are ignored: the layout keeps only the
/// named options, so it equals the layout built with them alone.
///
/// - Complexity: O(1) besides the sublayout, in both passes.
public struct CenterLayout: _BuiltInLayout {
    /// A center layout's options and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// The centred axes: ``CenteringOptions/x``, ``CenteringOptions/y``, both or neither.
        var centering: CenteringOptions
        /// The axes sized by the sublayout.
        var sizing: CenterSizingOptions

        static func layout(of node: BuiltInNode<Algorithm>) -> CenterLayout { CenterLayout(node: node) }

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
                width: Self.length(
                    child: child.width, maximum: maxSize.width, minimum: sizing.contains(.minimumWidth)),
                height: Self.length(
                    child: child.height, maximum: maxSize.height, minimum: sizing.contains(.minimumHeight)))
        }

        /// The layout's length on one axis: the sublayout's when `minimum` is set or the maximum
        /// is infinite, else the maximum.
        @inline(__always)
        static func length(child: CGFloat, maximum: CGFloat, minimum: Bool) -> CGFloat {
            minimum || !maximum.isFinite ? min(child, maximum) : maximum
        }

        @inline(__always)
        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            for child in children {
                let measured = children.size(of: child)
                let (x, width) = Self.span(child: measured.width, bounds: bounds.width, centred: centering.contains(.x))
                let (y, height) = Self.span(
                    child: measured.height, bounds: bounds.height, centred: centering.contains(.y))
                children.place(child, in: CGRect(x: x, y: y, width: width, height: height))
            }
        }

        /// The start and length of the sublayout's rectangle on one axis: its measured length (at
        /// most the bounds'), centred or at the start. The pass's snapping rounds it to pixels.
        @inline(__always)
        static func span(child: CGFloat, bounds: CGFloat, centred: Bool) -> (CGFloat, CGFloat) {
            let length = min(child, bounds)
            return (centred ? (bounds - length) / 2 : 0, length)
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Centres `sublayout`, at its measured size, in the room this layout is given.
    ///
    /// - Parameters:
    ///   - centering: The axes along which the sublayout is centred; on the others it sits at the
    ///     leading edge or the top. Both by default.
    ///   - sizing: The axes along which this layout is only as long as its sublayout, instead of
    ///     its maximum (when that is finite). None by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: The centred layout, measured within this layout's maximum.
    public init(
        centering: CenteringOptions = .xy, sizing: CenterSizingOptions = [], alignment: Alignment = .fill,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil,
        sublayout: any Layout
    ) {
        let child = SublayoutNodes(only: sublayout)
        node = Algorithm.makeNode(
            Algorithm(centering: centering.intersection(.xy), sizing: sizing.intersection(.minimum)),
            alignment: alignment, flexibility: flexibility ?? child.firstFlexibility, viewReuseId: viewReuseId,
            view: view, children: child)
    }

    /// The axes along which the sublayout is centred (named options only).
    public var centering: CenteringOptions { node.properties.centering }
    /// The axes along which the layout is as long as its sublayout (named options only).
    public var sizing: CenterSizingOptions { node.properties.sizing }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The centred layout.
    public var sublayout: any Layout { node.sublayouts[0] }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension CenterLayout {
    /// Centres the layout `sublayout` builds: the same value as the initialiser that takes it as a
    /// value.
    ///
    /// - Parameters:
    ///   - centering: The axes along which the sublayout is centred. Both by default.
    ///   - sizing: The axes along which this layout is only as long as its sublayout. None by
    ///     default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the centred layout: one layout, or several that a vertical stack
    ///     holds (see ``LayoutBuilder``).
    public init(
        centering: CenteringOptions = .xy, sizing: CenterSizingOptions = [], alignment: Alignment = .fill,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil,
        @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            centering: centering, sizing: sizing, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }
}
