import Foundation
import ValueLayout

/// A transparent wrapper that records each measurement of the layout it wraps in a
/// ``MeasurementLog``.
///
/// The wrapper forwards everything (flexibility, reuse identifier, view, measurement and
/// arrangement) to the wrapped layout, and its measurement *is* the wrapped layout's measurement:
/// it adds no node to the measurement or arrangement trees, so an instrumented tree arranges to
/// exactly the same frames and snapshot text as the original.
///
/// Use ``instrument(_:log:path:)`` to wrap every node of a tree of built-in layouts.
public struct CountingLayout: Layout {
    /// The layout being counted.
    public let wrapped: any Layout
    /// The name recorded in the log for each measurement.
    public let name: String
    /// The log measurements are recorded in.
    public let log: MeasurementLog

    /// Wraps `layout`, recording its measurements under `name` in `log`.
    public init(_ layout: any Layout, name: String, log: MeasurementLog) {
        self.wrapped = layout
        self.name = name
        self.log = log
    }

    /// Records the measurement, then returns the wrapped layout's measurement unchanged.
    public func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        log.record(name, within: maxSize)
        return wrapped.measurement(within: maxSize, context: context)
    }

    /// Arranges the measured layout (the wrapped one): the wrapper is invisible in arrangements.
    public func arrangement(
        within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext
    ) -> LayoutArrangement {
        measurement.layout.arrangement(within: rect, measurement: measurement, context: context)
    }

    /// The wrapped layout's flexibility.
    public var flexibility: Flexibility { wrapped.flexibility }
    /// The wrapped layout's reuse identifier.
    public var viewReuseId: String? { wrapped.viewReuseId }
    /// The wrapped layout's view.
    public var view: ViewDescription? { wrapped.view }
    /// The wrapped layout's node count estimate.
    public var _nodeCountEstimate: Int { wrapped._nodeCountEstimate }

    /// Whether `other` is a counting layout with the same name around an equal layout.
    public func _isEqual(to other: any Layout) -> Bool {
        guard let other = other as? CountingLayout else { return false }
        return name == other.name && wrapped._isEqual(to: other.wrapped)
    }

    /// The wrapped layout's hash.
    public var _layoutHash: Int { wrapped._layoutHash }

    /// Hands the wrapped layout to an iterative teardown, so that releasing a deep instrumented
    /// tree does not recurse.
    public mutating func _takeSublayoutsForTeardown() -> [any Layout] { [wrapped] }

    /// Rebuilds a tree of built-in layouts with every node wrapped in a ``CountingLayout``.
    ///
    /// Each node is named by its path from the root: the root is `path` (`"0"` by default), its
    /// children `"0.0"`, `"0.1"`, …, in source order (for an ``OverlayLayout``: backgrounds,
    /// primaries, overlays). ``SizeLayout``, ``InsetLayout``, ``StackLayout`` and
    /// ``OverlayLayout`` are rebuilt with the same properties around instrumented children;
    /// any other layout (labels, custom layouts) is wrapped as a leaf.
    ///
    /// - Complexity: O(n) in the number of layouts in the tree (recursive: meant for trees of
    ///   realistic depth).
    public static func instrument(_ layout: any Layout, log: MeasurementLog, path: String = "0")
        -> any Layout
    {
        func child(_ sublayout: any Layout, _ index: Int) -> any Layout {
            instrument(sublayout, log: log, path: "\(path).\(index)")
        }
        let rebuilt: any Layout
        switch layout {
        case let size as SizeLayout:
            rebuilt = SizeLayout(
                minWidth: size.minWidth, maxWidth: size.maxWidth, minHeight: size.minHeight,
                maxHeight: size.maxHeight, alignment: size.alignment, flexibility: size.flexibility,
                viewReuseId: size.viewReuseId, view: size.view, sublayout: size.sublayout.map { child($0, 0) })
        case let inset as InsetLayout:
            rebuilt = InsetLayout(
                insets: inset.insets, alignment: inset.alignment, flexibility: inset.flexibility,
                viewReuseId: inset.viewReuseId, view: inset.view, sublayout: child(inset.sublayout, 0))
        case let stack as StackLayout:
            rebuilt = StackLayout(
                axis: stack.axis, spacing: stack.spacing, distribution: stack.distribution,
                alignment: stack.alignment, flexibility: stack.flexibility, viewReuseId: stack.viewReuseId,
                view: stack.view, sublayouts: stack.sublayouts.enumerated().map { child($1, $0) })
        case let overlay as OverlayLayout:
            let backgrounds = overlay.backgroundLayouts
            let primaries = overlay.primaryLayouts
            let overlays = overlay.overlayLayouts
            rebuilt = OverlayLayout(
                primaryLayouts: primaries.enumerated().map { child($1, backgrounds.count + $0) },
                backgroundLayouts: backgrounds.enumerated().map { child($1, $0) },
                overlayLayouts: overlays.enumerated().map {
                    child($1, backgrounds.count + primaries.count + $0)
                },
                alignment: overlay.alignment, flexibility: overlay.flexibility,
                viewReuseId: overlay.viewReuseId, view: overlay.view)
        default:
            rebuilt = layout
        }
        return CountingLayout(rebuilt, name: path, log: log)
    }
}
