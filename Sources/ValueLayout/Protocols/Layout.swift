import Foundation

/// A description of how to size and position a rectangle and its children: an immutable value.
///
/// Layout is two passes, and neither touches a view:
///
/// 1. *Measure*, bottom-up: each layout measures the minimum size it needs within a maximum,
///    measuring its sublayouts as it goes.
/// 2. *Arrange*, top-down: each layout's measured size is aligned within the rectangle its parent
///    offers to get its frame, and it arranges its sublayouts within its own bounds.
///
/// Most code calls ``arrangement(origin:width:height:context:)``, which runs both and returns
/// the finished ``LayoutArrangement``: mirrored for right-to-left and snapped to pixels as the
/// context asks. ``measurement(within:context:)`` and ``LayoutMeasurement/arrangement(within:context:)``
/// run the two passes separately.
///
/// Layout values and the trees they produce are `Sendable`: compute them on any thread.
///
/// The built-in layouts are ``SizeLayout``, ``InsetLayout``, ``StackLayout``, ``OverlayLayout``
/// and ``LabelLayout``. To write your own, conform to ``CustomLayout``.
public protocol Layout: Sendable {
    /// How willing this layout is to be compressed or stretched. The default is
    /// ``Flexibility/flexible``.
    var flexibility: Flexibility { get }

    /// Identifies this layout's node across arrangements: views are recycled and animations are
    /// planned by matching reuse identifiers. `nil` (the default) when the node needs no identity.
    var viewReuseId: String? { get }

    /// The view this layout becomes when views are made, or `nil` if it needs none (the default).
    var view: ViewDescription? { get }

    /// The engine's record of this layout: an implementation detail. You do not implement it:
    /// built-in layouts have one, and ``CustomLayout`` makes one from your value.
    ///
    /// - Complexity: O(1) for a built-in layout; O(number of custom layouts in the subtree, up to
    ///   the built-in layouts below them) for a custom layout, whose node is made when read.
    var _layoutNode: _LayoutNode { get }

    /// The identity of ``_layoutNode`` when this value is one reference to a node made with the
    /// value (every built-in layout), read without making or retaining anything; `nil` (the
    /// default) for a layout whose node is made when read. An implementation detail: you do not
    /// implement it.
    var _layoutNodeIdentifier: ObjectIdentifier? { get }
}

extension Layout {
    /// ``Flexibility/flexible``: the default.
    public var flexibility: Flexibility { .flexible }

    /// No reuse identifier: the default.
    public var viewReuseId: String? { nil }

    /// No view: the default.
    public var view: ViewDescription? { nil }

    /// `nil`: a layout's node is made when read, by default.
    public var _layoutNodeIdentifier: ObjectIdentifier? { nil }
}

// MARK: - Entry points

extension Layout {
    /// Measures this layout within `maxSize`: the first of the two passes.
    ///
    /// - Parameters:
    ///   - maxSize: The largest size the layout may take, in points; a side may be `.infinity`. A
    ///     NaN or negative side is treated as 0, and one above ``LayoutLimits/maximumLength`` as
    ///     `.infinity`. A measurement has no diagnostics: a cleaned side is reported by the
    ///     ``LayoutArrangement/diagnostics`` of the arrangement made from this measurement.
    ///   - context: The text measurer, direction and pixel scale.
    /// - Returns: The measurement tree, never larger than `maxSize`; arrange it with
    ///   ``LayoutMeasurement/arrangement(within:context:)``.
    /// - Complexity: O(n) in the number of layouts in the tree.
    public func measurement(within maxSize: CGSize, context: LayoutContext = .default) -> LayoutMeasurement {
        let root = _layoutNode
        let measurements = ResultTree<MeasuredSize>(capacity: root.nodeCount)
        let limit = maxSize.sanitizedLimit
        let index = LayoutPass.measure(root, within: limit, in: measurements, context: context)
        measurements.setAnchor(
            root,
            entryInputs: limit == maxSize ? nil : EntryInputCleaning.measurement(maxSize: maxSize, cleaned: limit))
        measurements.seal()
        return LayoutMeasurement(tree: measurements, index: index)
    }

    /// Measures and arranges this layout: the usual way to lay out.
    ///
    /// The layout is measured within `width` × `height` (a `nil` side is unlimited), then arranged
    /// in a rectangle at `origin` whose size is the measured size with any given `width` or
    /// `height` substituted. A given width is therefore the root frame's width whenever the root
    /// fills horizontally (the default of insets, stacks, overlays and unbounded sizes); a root
    /// that aligns otherwise keeps its measured width within that rectangle.
    ///
    /// With a right-to-left context the finished tree is mirrored, and with a scale it is snapped
    /// to the pixel grid (see ``LayoutContext``).
    ///
    /// Bad input: a NaN or negative `width`/`height` (`-infinity` included) is treated as 0, and
    /// `+infinity`, or a value above ``LayoutLimits/maximumLength``, as `nil`; a NaN or infinite
    /// origin coordinate is treated as 0, and a finite one is clamped to
    /// ±``LayoutLimits/maximumLength``. A cleaned origin, width or height is reported by the
    /// arrangement's ``LayoutArrangement/diagnostics`` (except a width or height of `+infinity`,
    /// which is the way to say "unlimited").
    ///
    /// - Parameters:
    ///   - origin: The root frame's origin, in points.
    ///   - width: The width to lay out in, in points, or `nil` for the width the layout needs.
    ///   - height: The height to lay out in, in points, or `nil` for the height the layout needs.
    ///   - context: The text measurer, direction and pixel scale.
    /// - Returns: The arrangement tree; safe to send to another thread.
    /// - Complexity: O(n) in the number of layouts in the tree; each layout is measured once per
    ///   pass (a custom layout may measure its children more than once).
    public func arrangement(
        origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        context: LayoutContext = .default
    ) -> LayoutArrangement {
        LayoutPass.arrangement(of: _layoutNode, origin: origin, width: width, height: height, context: context)
    }
}

extension LayoutPass {
    /// ``Layout/arrangement(origin:width:height:context:)`` for the layout whose node is `root`
    /// (for callers that already hold the node, such as a ``LayoutKey``). Inlined into the
    /// public entry point, which would otherwise pay a call for every pass.
    @inline(__always)
    static func arrangement(
        of root: LayoutNode, origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> LayoutArrangement {
        let givenWidth = width
        let givenHeight = height
        let width = CGFloat.sanitizedOptionalLimit(width.map { $0.isNaN ? 0 : $0 })
        let height = CGFloat.sanitizedOptionalLimit(height.map { $0.isNaN ? 0 : $0 })
        let givenOrigin = origin
        let origin = CGPoint(x: origin.x.sanitizedCoordinate, y: origin.y.sanitizedCoordinate)
        let measurements = ReusableMeasurementTree.take(capacity: root.nodeCount)
        let arrangements = ResultTree<CGRect>(capacity: root.nodeCount)
        let (index, rect) = LayoutPass.measureAndArrange(
            root, origin: origin, width: width, height: height, measurements: measurements,
            arrangements: arrangements, context: context)
        // Good input cleans to itself (NaN never does): only bad input pays for the record.
        if width != givenWidth || height != givenHeight || !(origin == givenOrigin) {
            arrangements.setAnchor(
                root,
                entryInputs: EntryInputCleaning.arrangement(
                    origin: (givenOrigin, origin), width: (givenWidth, width), height: (givenHeight, height)))
        } else {
            arrangements.setAnchor(root)
        }
        LayoutPass.finish(arrangements, root: index, within: rect, context: context)
        ReusableMeasurementTree.giveBack(consume measurements)
        return LayoutArrangement(tree: arrangements, index: index)
    }
}
