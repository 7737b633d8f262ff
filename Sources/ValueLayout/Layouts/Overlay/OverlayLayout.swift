import Foundation

/// Layouts stacked in depth: primary layouts that set the size, with backgrounds behind them and
/// overlays in front.
///
/// **Measuring.** The primary layouts are measured within the maximum size; the measured size is
/// the largest of their widths by the largest of their heights (0 × 0 with no primaries). As in
/// LayoutKit, the background and overlay layouts are measured within the same maximum size, not
/// within the primaries' size; they never make the overlay larger, and their own alignment places
/// them in its bounds (a frame never leaves the rectangle it is offered).
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`), and
/// every sublayout is arranged in the frame's bounds. The arrangement's sublayouts are in z-order:
/// backgrounds, then primaries, then overlays, each group in source order.
///
/// **Defaults.** Alignment `.fill`. Flexibility, as in LayoutKit: the first primary's (the default
/// flex on both axes when there are no primaries).
///
/// - Complexity: O(n) in the number of sublayouts, in both passes; each is measured once.
public struct OverlayLayout: _BuiltInLayout {
    /// An overlay's group sizes and algorithm.
    struct Algorithm: LayoutAlgorithm {
        var backgroundCount: Int
        var primaryCount: Int

        static func layout(of node: BuiltInNode<Algorithm>) -> OverlayLayout { OverlayLayout(node: node) }

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

        var primaryRange: Range<Int> { backgroundCount..<(backgroundCount + primaryCount) }

        /// Primaries are measured first: in source order only when there are no backgrounds.
        var measuresInSourceOrder: Bool { backgroundCount == 0 }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let primaries = primaryRange
            var size = CGSize.zero
            for index in primaries {
                let childSize = children.measure(index, within: maxSize)
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            for index in 0..<children.sublayoutCount where !primaries.contains(index) {
                children.measure(index, within: maxSize)
            }
            return size
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Stacks `backgroundLayouts`, `primaryLayouts` and `overlayLayouts` in depth.
    ///
    /// - Parameters:
    ///   - primaryLayouts: The layouts that set the size.
    ///   - backgroundLayouts: Layouts behind the primaries, arranged in the overlay's bounds.
    ///   - overlayLayouts: Layouts in front of the primaries, arranged in the overlay's bounds.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched; see the defaults above.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    public init(
        primaryLayouts: [any Layout], backgroundLayouts: [any Layout] = [],
        overlayLayouts: [any Layout] = [], alignment: Alignment = .fill,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        node = Algorithm.makeNode(
            Algorithm(backgroundCount: backgroundLayouts.count, primaryCount: primaryLayouts.count),
            alignment: alignment,
            flexibility: flexibility ?? Self.inheritedFlexibility(of: primaryLayouts),
            viewReuseId: viewReuseId, view: view,
            sublayouts: backgroundLayouts + primaryLayouts + overlayLayouts)
    }

    private var primaryRange: Range<Int> { node.properties.primaryRange }

    /// The layouts that set the size.
    public var primaryLayouts: [any Layout] { Array(node.sublayouts[primaryRange]) }
    /// The layouts behind the primaries.
    public var backgroundLayouts: [any Layout] {
        Array(node.sublayouts[..<node.properties.backgroundCount])
    }
    /// The layouts in front of the primaries.
    public var overlayLayouts: [any Layout] { Array(node.sublayouts[primaryRange.upperBound...]) }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }

    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }

    /// LayoutKit's rule: the first primary's flexibility, or the default flex with no primaries.
    private static func inheritedFlexibility(of primaries: [any Layout]) -> Flexibility {
        primaries.first?.flexibility ?? .flexible
    }
}

// MARK: - Built with a result builder

extension OverlayLayout {
    /// Stacks in depth the layouts the three closures build: the same value as
    /// ``init(primaryLayouts:backgroundLayouts:overlayLayouts:alignment:flexibility:viewReuseId:view:)``
    /// with them as its arrays.
    ///
    /// ```swift
    /// OverlayLayout {
    ///     LabelLayout(text: "Inbox")
    /// } background: {
    ///     SizeLayout(viewReuseId: "fill")
    /// } overlay: {
    ///     badge
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched; the first primary layout's by
    ///     default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - primary: Builds the layouts that set the size (see ``LayoutBuilder``).
    ///   - background: Builds the layouts behind the primaries; none by default.
    ///   - overlay: Builds the layouts in front of the primaries; none by default.
    public init(
        alignment: Alignment = .fill, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, @LayoutBuilder primary: () -> [any Layout],
        @LayoutBuilder background: () -> [any Layout] = { [] },
        @LayoutBuilder overlay: () -> [any Layout] = { [] }
    ) {
        self.init(
            primaryLayouts: primary(), backgroundLayouts: background(), overlayLayouts: overlay(),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view)
    }
}
