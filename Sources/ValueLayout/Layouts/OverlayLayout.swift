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
public struct OverlayLayout: Layout, Hashable {
    struct Properties: Hashable, Sendable {
        var backgroundCount: Int
        var primaryCount: Int
    }

    let node: Node

    init(node: Node) {
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
        node = Node(
            properties: Properties(
                backgroundCount: backgroundLayouts.count, primaryCount: primaryLayouts.count),
            alignment: alignment,
            flexibility: flexibility ?? Self.inheritedFlexibility(of: primaryLayouts),
            viewReuseId: viewReuseId, view: view,
            sublayouts: backgroundLayouts + primaryLayouts + overlayLayouts)
    }

    private var primaryRange: Range<Int> { node.primaryRange }

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

    /// How willing this layout is to be compressed or stretched.
    public var flexibility: Flexibility { node.flexibility }
    /// Identifies this node across arrangements.
    public var viewReuseId: String? { node.viewReuseId }
    /// The view this layout becomes, if any.
    public var view: ViewDescription? { node.view }
    /// The engine's record of this layout.
    public var layoutNode: LayoutNode { node }

    /// Whether two overlays have equal properties and equal subtrees.
    ///
    /// - Complexity: O(1) when they share their node or differ in hash; O(n) in the subtree otherwise.
    public static func == (lhs: OverlayLayout, rhs: OverlayLayout) -> Bool {
        LayoutEquality.areEqual(lhs.node, rhs.node)
    }

    /// Hashes the overlay and its subtree. - Complexity: O(1) (computed when the value was built).
    public func hash(into hasher: inout Hasher) { hasher.combine(node.subtreeHash) }

    /// LayoutKit's rule: the first primary's flexibility, or the default flex with no primaries.
    private static func inheritedFlexibility(of primaries: [any Layout]) -> Flexibility {
        primaries.first?.flexibility ?? .flexible
    }
}

extension OverlayLayout {
    /// An overlay's data and passes.
    final class Node: BuiltInLayoutNode<Properties>, @unchecked Sendable {
        override func makeLayout() -> any Layout { OverlayLayout(node: self) }

        var primaryRange: Range<Int> {
            properties.backgroundCount..<(properties.backgroundCount + properties.primaryCount)
        }

        override func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
            let primaries = primaryRange
            let nodes = pass.measurements
            let node = nodes.reserve()
            let mark = nodes.reserveSlots(sublayouts.count)
            var size = CGSize.zero
            for index in primaries {
                let child = pass.measureChild(
                    of: self, at: index, within: maxSize, context: context)
                nodes.fillSlot(mark + index, with: child)
                let childSize = nodes.payload(child).size
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            for index in sublayouts.indices where !primaries.contains(index) {
                let child = pass.measureChild(
                    of: self, at: index, within: maxSize, context: context)
                nodes.fillSlot(mark + index, with: child)
            }
            var children = ChildList()
            nodes.linkSlots(from: mark, count: sublayouts.count, into: &children)
            nodes.releaseSlots(from: mark)
            nodes.complete(
                node, self, leafAlignment: alignment, MeasuredSize(size: size, maxSize: maxSize), children: children)
            return node
        }

        override func arrange(
            in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
        ) -> Int32 {
            arrangeAlignedWithChildrenInBounds(in: pass, context: context, measurement: measurement, within: rect)
        }
    }
}
