import Foundation
import ValueLayout

/// A custom layout around another layout that records each measurement of it in a
/// ``MeasurementLog``.
///
/// The wrapper measures its one child within the maximum it is given and takes the child's size,
/// fills the rectangle it is offered, places the child in its bounds and has the child's
/// flexibility: the wrapped layout gets exactly the frame it would get without the wrapper. The
/// wrapper is a node of its own in the arrangement (with no reuse identifier and no view), so
/// frames read *through* it are the wrapped layout's; ``LayoutInvariants`` compares the two trees
/// that way.
///
/// Use ``instrument(_:log:path:)`` to wrap every node of a tree of built-in layouts.
public struct CountingLayout: CustomLayout, Equatable {
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

    /// The wrapped layout.
    public var sublayouts: [any Layout] { [wrapped] }

    /// The wrapped layout's flexibility.
    public var flexibility: Flexibility { wrapped.flexibility }

    /// Records the measurement, then measures the wrapped layout within `maxSize` and takes its
    /// size.
    public func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        log.record(name, within: maxSize)
        return children[0].measure(within: maxSize)
    }

    /// Whether the two wrap equal layouts under the same name, recording in the same log.
    public static func == (lhs: CountingLayout, rhs: CountingLayout) -> Bool {
        lhs.name == rhs.name && lhs.log === rhs.log && LayoutKey(lhs.wrapped) == LayoutKey(rhs.wrapped)
    }

    /// Rebuilds a tree of built-in layouts with every node wrapped in a ``CountingLayout``.
    ///
    /// Each node is named by its path from the root: the root is `path` (`"0"` by default), its
    /// children `"0.0"`, `"0.1"`, …, in source order (for an ``/ValueLayout/OverlayLayout``:
    /// backgrounds, primaries, overlays). ``/ValueLayout/SizeLayout``,
    /// ``/ValueLayout/InsetLayout``, ``/ValueLayout/StackLayout`` and
    /// ``/ValueLayout/OverlayLayout`` are rebuilt with the same properties around instrumented
    /// children; any other layout (labels, custom layouts) is wrapped as it is.
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
