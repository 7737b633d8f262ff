import Foundation
@_spi(Checks) import ValueLayout

/// A custom layout around another layout that records each measurement of it in a
/// ``MeasurementLog``.
///
/// The wrapper measures its one child within the maximum it is given (exactly at the size it is
/// measured at, when its parent measures it exactly) and takes the child's size, fills the
/// rectangle it is offered, places the child in its bounds, has the child's flexibility and its
/// text's baselines: the wrapped layout gets exactly the frame it would get without the wrapper. (A
/// wrapped layout aligned by a baseline, ``/ValueLayout/Alignment/Vertical/firstBaseline`` or
/// ``/ValueLayout/Alignment/Vertical/lastBaseline``, lends the wrapper that vertical alignment, so
/// that a horizontal stack aligns the wrapper as it would the layout; see
/// ``instrument(_:log:path:)`` for layouts with text.) The wrapper is a node of its own in the
/// arrangement (with no reuse identifier and no view), so frames read *through* it are the
/// wrapped layout's; ``LayoutInvariants`` compares the two trees that way.
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

    /// `.fill`; for a wrapped layout aligned by a baseline, that vertical alignment, filling the
    /// width. A baseline alignment places as `.top` but in a horizontal stack, which aligns a
    /// layout without text (the wrapper, and the layouts ``instrument(_:log:path:)`` wraps) by the
    /// bottom of its measured size: the wrapper's is the wrapped layout's.
    public var alignment: Alignment {
        let vertical = wrapped.layoutAlignment.vertical
        return vertical == .firstBaseline || vertical == .lastBaseline
            ? Alignment(vertical: vertical, horizontal: .fill) : .fill
    }

    /// Records the measurement (within `maxSize`, and how it was offered), then measures the
    /// wrapped layout the same way and takes its size.
    public func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let exact = children.exactSize
        log.record(name, within: maxSize, offeredHeight: children.offeredHeight, exactly: exact != nil)
        // Measured exactly (a flex item's layout at its border box), the child is too, as it
        // would be without this wrapper.
        if let exact { return children[0].measure(exactly: exact) }
        return children[0].measure(within: maxSize)
    }

    /// The wrapped layout's minimum content width (what a flex container asks), not recorded.
    public func minimumContentWidth(children: LayoutChildren) -> CGFloat? { children[0].minimumContentWidth }

    /// The wrapped layout's content insets (what a flex container asks).
    public func contentInsets(children: LayoutChildren) -> EdgeInsets { children[0].contentInsets }

    /// The wrapped layout's: its text, if any, is this layout's.
    public var baselineSublayout: Int? { 0 }

    /// Whether the two wrap equal layouts under the same name, recording in the same log.
    public static func == (lhs: CountingLayout, rhs: CountingLayout) -> Bool {
        lhs.name == rhs.name && lhs.log === rhs.log && LayoutKey(lhs.wrapped) == LayoutKey(rhs.wrapped)
    }

    /// Rebuilds a tree of built-in layouts with every node wrapped in a ``CountingLayout``.
    ///
    /// Each node is named by its path from the root: the root is `path` (`"0"` by default), its
    /// children `"0.0"`, `"0.1"`, …, in source order (for an ``/ValueLayout/OverlayLayout``:
    /// backgrounds, primaries, overlays). Every built-in layout with sublayouts is rebuilt with
    /// the same properties around instrumented children; any other layout (labels, custom
    /// layouts) is wrapped as it is. A sublayout that shows text and is aligned by a baseline is
    /// left unwrapped (and its measurements unrecorded): a horizontal stack aligns it by its
    /// text's baseline, which a wrapper does not have.
    ///
    /// - Complexity: O(n) in the number of layouts in the tree (recursive: meant for trees of
    ///   realistic depth).
    public static func instrument(_ layout: any Layout, log: MeasurementLog, path: String = "0")
        -> any Layout
    {
        func child(_ sublayout: any Layout, _ index: Int) -> any Layout {
            let vertical = sublayout.layoutAlignment.vertical
            if sublayout.showsText, vertical == .firstBaseline || vertical == .lastBaseline { return sublayout }
            return instrument(sublayout, log: log, path: "\(path).\(index)")
        }
        var rebuilt = layout
        if let sublayouts = layout.sublayoutsForRebuilding, !sublayouts.isEmpty {
            rebuilt = layout.rebuilt(sublayouts: sublayouts.enumerated().map { child($1, $0) })
        }
        return CountingLayout(rebuilt, name: path, log: log)
    }
}
