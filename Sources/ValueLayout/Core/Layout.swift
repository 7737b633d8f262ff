import Foundation

/// A description of how to size and position a rectangle and its children: an immutable value.
///
/// Layout is two passes and neither touches a view:
///
/// 1. *Measure*, bottom-up: ``measurement(within:context:)`` returns the minimum size the layout
///    needs, never larger than the given maximum, with the measurements of its sublayouts.
/// 2. *Arrange*, top-down: ``arrangement(within:measurement:context:)`` aligns the measured size
///    within a rectangle in the parent's coordinates to get the layout's frame, and arranges each
///    sublayout in the layout's own coordinate space.
///
/// Most code calls the convenience ``arrangement(origin:width:height:context:)``, which runs both.
/// Layout values and the trees they produce are `Sendable`: compute them on any thread.
///
/// ## Writing a custom layout
/// Implement the two passes; measure children with `child.measurement(within:context:)` and
/// arrange them with `childMeasurement.arrangement(within:context:)`, passing on the `context` you
/// were given (it is valid only during the call: do not keep it), and build your results with
/// ``LayoutMeasurement/init(layout:size:maxSize:sublayouts:context:)`` and
/// ``LayoutArrangement/init(layout:frame:sublayouts:context:)``. Keep the layout value small (a
/// class reference to its data, like the built-in layouts) if it will be stored as `any Layout`:
/// a value larger than three words is boxed on the heap each time it is stored. Arrange left to
/// right: the finished tree is mirrored for right-to-left, and snapped to pixels, for you.
public protocol Layout: Sendable {
    /// Measures the minimum size this layout needs within `maxSize`.
    ///
    /// - Parameters:
    ///   - maxSize: The largest size the layout may take, in points; a side may be `.infinity`.
    ///   - context: The text measurer, direction and scale, and the current pass.
    /// - Returns: A measurement whose size is never larger than `maxSize`.
    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement

    /// Positions this layout's measured size within `rect` and arranges its sublayouts.
    ///
    /// - Parameters:
    ///   - rect: The rectangle offered by the parent, in the parent's coordinates.
    ///   - measurement: This layout's measurement.
    ///   - context: The text measurer, direction and scale, and the current pass.
    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement

    /// How willing this layout is to be compressed or stretched by its parent.
    var flexibility: Flexibility { get }

    /// Identifies this layout's node across arrangements: views are recycled and animations are
    /// planned by matching reuse identifiers. `nil` when the node needs no identity.
    var viewReuseId: String? { get }

    /// The view this layout becomes when realised, or `nil` if it needs none (the default).
    var view: ViewDescription? { get }

    /// An estimate of the number of nodes in this layout's tree, used to size a pass's storage.
    /// The default is 1; built-in layouts add up their sublayouts' estimates (exact for a tree of
    /// built-in layouts), saturating at `Int32.max`.
    var _nodeCountEstimate: Int { get }

    /// Whether `other` is the same layout (same kind, same properties, equal subtrees).
    /// The default is `self == other` for `Equatable` layouts, and `false` otherwise.
    func _isEqual(to other: any Layout) -> Bool

    /// A hash of this layout and its subtree, consistent with ``_isEqual(to:)``.
    /// The default hashes `self` for `Hashable` layouts, and the layout's type otherwise.
    var _layoutHash: Int { get }

    /// Takes this layout's sublayouts out of it if nothing else shares its storage, so that a very
    /// deep tree can be released without recursion. The default takes nothing.
    mutating func _takeSublayoutsForTeardown() -> [any Layout]

    /// Measures and arranges this layout as the root of the pass that `context` carries, and
    /// returns the arrangement (not yet mirrored, snapped or sealed) and the rectangle it was
    /// arranged in. `origin`, `width` and `height` are already cleaned (`nil`: unlimited). Meant
    /// to be called only by ``arrangement(origin:width:height:context:)``; called with a context
    /// that has no pass, it runs in a pass of its own and returns the tree finished. The default
    /// runs ``measurement(within:context:)`` and ``arrangement(within:measurement:context:)``;
    /// built-in layouts do the same through their storage, without the handles in between.
    func _measureAndArrangeAsRoot(
        origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> (arrangement: LayoutArrangement, rect: CGRect)
}

extension Layout {
    /// No view: the default.
    public var view: ViewDescription? { nil }

    /// One node: the default estimate.
    public var _nodeCountEstimate: Int { 1 }

    /// Not equal to anything: the default for layouts that are not `Equatable`.
    public func _isEqual(to other: any Layout) -> Bool { false }

    /// The hash of the layout's type: the default for layouts that are not `Hashable`.
    public var _layoutHash: Int { ObjectIdentifier(Self.self).hashValue }

    /// Takes nothing: the default.
    public mutating func _takeSublayoutsForTeardown() -> [any Layout] { [] }
}

extension Layout where Self: Equatable {
    /// Whether `other` is a layout of this type equal to `self`.
    public func _isEqual(to other: any Layout) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Layout where Self: Hashable {
    /// The layout's `hashValue`.
    public var _layoutHash: Int { hashValue }
}

// MARK: - Entry points

extension Layout {
    /// Measures this layout within `maxSize`, with the default context.
    ///
    /// - Parameter maxSize: The largest size the layout may take, in points; a side may be
    ///   `.infinity`. A NaN or negative side is treated as 0.
    /// - Complexity: O(n) in the number of layouts in the tree.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        measurementInNewPass(within: maxSize.sanitizedLimit, context: .default)
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
    /// Bad input: a NaN or negative `width`/`height` is treated as 0, and an infinite one, or one
    /// above ``LayoutLimits/maximumLength``, as `nil`; a NaN or infinite origin coordinate is
    /// treated as 0, and a finite one is clamped to ±``LayoutLimits/maximumLength``.
    ///
    /// - Parameters:
    ///   - origin: The root frame's origin, in points.
    ///   - width: The width to lay out in, in points, or `nil` for the width the layout needs.
    ///   - height: The height to lay out in, in points, or `nil` for the height the layout needs.
    ///   - context: The text measurer, direction and pixel scale.
    /// - Returns: The arrangement tree; safe to send to another thread.
    /// - Complexity: O(n) in the number of layouts in the tree; each layout is measured at most once
    ///   per distinct maximum size.
    public func arrangement(
        origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        context: LayoutContext = .default
    ) -> LayoutArrangement {
        let width = CGFloat.sanitizedOptionalLimit(width.map { $0.isNaN ? 0 : $0 })
        let height = CGFloat.sanitizedOptionalLimit(height.map { $0.isNaN ? 0 : $0 })
        let origin = CGPoint(x: origin.x.sanitizedCoordinate, y: origin.y.sanitizedCoordinate)
        // Called inside another layout's pass, this joins that pass.
        if context.pass != nil {
            return measureAndArrange(origin: origin, width: width, height: height, context: context).arrangement
        }
        // Otherwise it owns a new pass, whose measurements it then gives back for reuse.
        var measurements = MeasurementStorageCache.take(capacity: _nodeCountEstimate)
        let (arrangement, rect) = _measureAndArrangeAsRoot(
            origin: origin, width: width, height: height,
            context: context.withNewPass(
                capacity: _nodeCountEstimate, measurements: measurements, awaitsItsRoot: true))
        let finished = LayoutPass.finish(consume arrangement, within: rect, context: context)
        if !isKnownUniquelyReferenced(&measurements) {
            // Something made in the pass still refers to its measurements (a measurement or the
            // context, kept by a custom layout in the tree). Their nodes point at this tree's
            // layouts: keep them alive (a built-in root's measurements do not), and seal the
            // storage, which is then shared and must not be written again.
            measurements.anchor(LayoutAnchor(self))
            measurements.seal()
        }
        MeasurementStorageCache.giveBack(consume measurements)
        return finished
    }

    /// Measures and arranges this layout as the root of the new pass that `context` carries,
    /// through the protocol's two passes: the default of ``_measureAndArrangeAsRoot(origin:width:height:context:)``.
    public func _measureAndArrangeAsRoot(
        origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> (arrangement: LayoutArrangement, rect: CGRect) {
        // This root goes through the protocol, which anchors what it measures: a built-in layout
        // it lays out as a root of its own is not the pass's root.
        context.pass?.awaitsItsRoot = false
        return measureAndArrange(origin: origin, width: width, height: height, context: context)
    }

    private func measureAndArrange(
        origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> (arrangement: LayoutArrangement, rect: CGRect) {
        let measurement = self.measurement(
            within: CGSize(width: width ?? .infinity, height: height ?? .infinity), context: context)
        let rect = LayoutPass.rootRect(origin: origin, width: width, height: height, measured: measurement.size)
        return (self.arrangement(within: rect, measurement: measurement, context: context), rect)
    }

    /// Measures this layout in a pass of its own (used when a layout is called with a context that
    /// belongs to no pass).
    func measurementInNewPass(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let context = context.withNewPass(capacity: _nodeCountEstimate)
        let measurement = self.measurement(within: maxSize, context: context)
        context.pass!.measurements.seal()
        return measurement
    }

    /// Arranges this layout in a pass of its own: when it is called with a context that belongs to
    /// no pass (the arrangement is then finished: mirrored, snapped and sealed), or with a
    /// measurement made in another pass (the arrangement is then left for the calling pass to
    /// finish).
    func arrangementInNewPass(
        within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext
    ) -> LayoutArrangement {
        let finishes = context.pass == nil
        var measurement = measurement
        if !measurement.storage.isOpen, !measurement.storage.customLayouts.isEmpty {
            // A finished measurement is shared and never written again, but custom layouts may
            // measure while they arrange, which appends to the pass's measurements: the pass works
            // on a copy. (Built-in layouts never measure while arranging.)
            let copy = LayoutTreeStorage<MeasuredSize>(capacity: _nodeCountEstimate)
            measurement = LayoutMeasurement(storage: copy, index: copy.adopt(measurement.storage, measurement.index))
        }
        let context = context.withNewPass(capacity: _nodeCountEstimate, measurements: measurement.storage)
        let rect = rect.sanitizedOffer(measured: measurement.size)
        let arrangement = self.arrangement(within: rect, measurement: measurement, context: context)
        guard finishes else {
            context.pass!.arrangements.seal()
            return arrangement
        }
        return LayoutPass.finish(arrangement, within: rect, context: context)
    }
}
