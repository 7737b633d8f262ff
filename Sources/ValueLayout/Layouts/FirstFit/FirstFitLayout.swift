import Foundation

/// The axes on which a ``FirstFitLayout`` checks that an alternative fits.
public struct FirstFitAxes: OptionSet, Sendable, Hashable {
    /// The bits of the options: 1 for ``horizontal``, 2 for ``vertical``. ``FirstFitLayout``
    /// ignores any other bit.
    public let rawValue: UInt8

    /// Options with the given bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Check the width: an alternative fits when its width without a width limit is at most the
    /// maximum width.
    public static let horizontal = FirstFitAxes(rawValue: 1 << 0)
    /// Check the height: an alternative fits when its height without a height limit is at most
    /// the maximum height.
    public static let vertical = FirstFitAxes(rawValue: 1 << 1)
    /// Check both: `[.horizontal, .vertical]`.
    public static let both: FirstFitAxes = [.horizontal, .vertical]
}

/// The first of several alternative layouts that fits in the room the layout is given, or the
/// last one if none does (SwiftUI's `ViewThatFits`).
///
/// **Measuring.** Each alternative but the last is tried in order: it is measured with no limit
/// on the checked ``axes`` and within the maximum on the others, and it fits when that size is
/// at most the maximum on every checked axis. The first that fits is shown, else the last. The
/// shown alternative is then measured within the maximum; that is the layout's size. A try is a
/// measurement of size only (the engine's probe, asked once per pass): the alternatives that are
/// only tried leave nothing in the measurement or the arrangement. When the maximum is unlimited
/// on every checked axis (or no axis is checked) every alternative fits, so the first is shown
/// without trying any.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`),
/// and the shown alternative, the arrangement's only child, is arranged in the layout's bounds,
/// where its own alignment places it.
///
/// **Defaults.** Both axes checked, alignment `.fill`, flexibility ``Flexibility/flexible``.
///
/// **Bad input.** No alternatives: the layout measures 0 × 0 and has no child. Option bits other
/// than the named ones are ignored: the layout keeps only the named options, so it equals the
/// layout built with them alone.
///
/// - Complexity: O(n) tries for n alternatives in the worst case, each the cost of measuring that
///   alternative once per pass, plus the shown alternative's measuring and arranging.
public struct FirstFitLayout: _BuiltInLayout {
    /// A first-fit layout's checked axes and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// The axes on which an alternative must fit.
        var axes: FirstFitAxes

        static func layout(of node: BuiltInNode<Algorithm>) -> FirstFitLayout { FirstFitLayout(node: node) }

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
            return children.measure(shownIndex(within: maxSize, children: children), within: maxSize)
        }

        /// The index of the alternative shown within `maxSize`: the first that fits, else the last.
        func shownIndex(within maxSize: CGSize, children: MeasuringChildren) -> Int {
            let checksWidth = axes.contains(.horizontal)
            let checksHeight = axes.contains(.vertical)
            let trial = CGSize(
                width: checksWidth ? .infinity : maxSize.width, height: checksHeight ? .infinity : maxSize.height)
            // Unlimited on every checked axis: every alternative fits. Trying the first would also
            // measure it twice within one maximum.
            guard trial != maxSize else { return 0 }
            for index in 0..<(children.sublayoutCount - 1) {
                let size = children.probe(index, within: trial)
                if (!checksWidth || size.width <= maxSize.width) && (!checksHeight || size.height <= maxSize.height) {
                    return index
                }
            }
            return children.sublayoutCount - 1
        }

        /// With the width checked, the narrowest the layout can be without overflowing: the last
        /// alternative's own narrowest, or the width at which an earlier one fits, if that is less.
        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            guard children.sublayoutCount > 0 else { return 0 }
            guard axes.contains(.horizontal) else { return nil }
            var width = children.minimumContentWidth(children.sublayoutCount - 1)
            for index in 0..<(children.sublayoutCount - 1) {
                width = min(
                    width, children.probe(index, within: CGSize(width: CGFloat.infinity, height: .infinity)).width)
            }
            return width
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Shows the first of `alternatives` that fits in the room this layout is given, or the last.
    ///
    /// - Parameters:
    ///   - axes: The axes on which an alternative must fit; both by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; ``Flexibility/flexible`` by
    ///     default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - alternatives: The layouts to try, in order of preference.
    public init(
        axes: FirstFitAxes = .both, alignment: Alignment = .fill, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil, alternatives: [any Layout]
    ) {
        node = Algorithm.makeNode(
            Algorithm(axes: axes.intersection(.both)), alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayouts: alternatives)
    }

    /// The axes on which an alternative must fit (named options only).
    public var axes: FirstFitAxes { node.properties.axes }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The layouts tried, in order of preference.
    public var alternatives: [any Layout] { node.sublayouts }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension FirstFitLayout {
    /// Shows the first of the layouts `alternatives` builds that fits, or the last: the same value
    /// as the initialiser that takes them as an array.
    ///
    /// - Parameters:
    ///   - axes: The axes on which an alternative must fit; both by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; ``Flexibility/flexible`` by
    ///     default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - alternatives: Builds the layouts to try, in order of preference (see ``LayoutBuilder``).
    public init(
        axes: FirstFitAxes = .both, alignment: Alignment = .fill, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder alternatives: () -> [any Layout]
    ) {
        self.init(
            axes: axes, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            alternatives: alternatives())
    }
}
