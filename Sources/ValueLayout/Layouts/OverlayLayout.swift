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

    var storage: Storage

    init(storage: Storage) {
        self.storage = storage
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
        storage = Storage(
            properties: Properties(
                backgroundCount: backgroundLayouts.count, primaryCount: primaryLayouts.count),
            alignment: alignment,
            flexibility: flexibility ?? Self.inheritedFlexibility(of: primaryLayouts),
            viewReuseId: viewReuseId, view: view,
            sublayouts: backgroundLayouts + primaryLayouts + overlayLayouts)
    }

    private var primaryRange: Range<Int> { storage.primaryRange }

    /// The layouts that set the size.
    public var primaryLayouts: [any Layout] { Array(storage.sublayouts[primaryRange]) }
    /// The layouts behind the primaries.
    public var backgroundLayouts: [any Layout] {
        Array(storage.sublayouts[..<storage.properties.backgroundCount])
    }
    /// The layouts in front of the primaries.
    public var overlayLayouts: [any Layout] { Array(storage.sublayouts[primaryRange.upperBound...]) }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { storage.alignment }

    /// How willing this layout is to be compressed or stretched.
    public var flexibility: Flexibility { storage.flexibility }
    /// Identifies this node across arrangements.
    public var viewReuseId: String? { storage.viewReuseId }
    /// The view this layout becomes, if any.
    public var view: ViewDescription? { storage.view }

    /// Measures the primaries, then the backgrounds and overlays, all within `maxSize`.
    public func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        measurementThroughStorage(within: maxSize, context: context)
    }

    /// Arranges every sublayout in the frame's bounds, in z-order.
    public func arrangement(
        within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext
    ) -> LayoutArrangement {
        arrangementThroughStorage(within: rect, measurement: measurement, context: context)
    }

    /// Measures and arranges this layout as the root of a pass, through its storage (see
    /// ``Layout/_measureAndArrangeAsRoot(origin:width:height:context:)``).
    public func _measureAndArrangeAsRoot(
        origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> (arrangement: LayoutArrangement, rect: CGRect) {
        storage.measureAndArrangeAsRoot(origin: origin, width: width, height: height, context: context)
    }

    /// Whether two overlays have equal properties and equal subtrees.
    ///
    /// - Complexity: O(1) when they share storage or differ in hash; O(n) in the subtree otherwise.
    public static func == (lhs: OverlayLayout, rhs: OverlayLayout) -> Bool {
        LayoutEquality.areEqual(lhs.storage, rhs.storage)
    }

    /// Hashes the overlay and its subtree. - Complexity: O(1) (computed when the value was built).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.subtreeHash) }

    /// The number of layouts in this subtree. - Complexity: O(1).
    public var _nodeCountEstimate: Int { storage.nodeCount }

    /// Gives up the sublayouts when nothing else shares this layout's storage.
    public mutating func _takeSublayoutsForTeardown() -> [any Layout] {
        isKnownUniquelyReferenced(&storage) ? storage.takeSublayouts() : []
    }

    /// LayoutKit's rule: the first primary's flexibility, or the default flex with no primaries.
    private static func inheritedFlexibility(of primaries: [any Layout]) -> Flexibility {
        primaries.first?.flexibility ?? .flexible
    }
}

extension OverlayLayout: HasLayoutStorage {
    var anyStorage: LayoutStorageBase { storage }

    /// An overlay's data and passes.
    final class Storage: PropertiesLayoutStorage<Properties>, @unchecked Sendable {
        override func makeLayout() -> any Layout { OverlayLayout(storage: self) }

        var primaryRange: Range<Int> {
            properties.backgroundCount..<(properties.backgroundCount + properties.primaryCount)
        }

        override func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
            let primaries = primaryRange
            let nodes = pass.measurements
            let node = nodes.reserve()
            let mark = nodes.reservePlaces(sublayouts.count)
            var size = CGSize.zero
            for index in primaries {
                let child = pass.measureChild(
                    of: self, at: index, within: maxSize, context: context)
                nodes.fillPlace(mark + index, with: child)
                let childSize = nodes.payload(child).size
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            for index in sublayouts.indices where !primaries.contains(index) {
                let child = pass.measureChild(
                    of: self, at: index, within: maxSize, context: context)
                nodes.fillPlace(mark + index, with: child)
            }
            var children = ChildList()
            nodes.linkPlaces(from: mark, into: &children)
            nodes.complete(
                node, self, placement: alignment, MeasuredSize(size: size, maxSize: maxSize), children: children)
            return node
        }

        override func arrange(
            in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
        ) -> Int32 {
            arrangeAlignedWithChildrenInBounds(in: pass, context: context, measurement: measurement, within: rect)
        }
    }
}
