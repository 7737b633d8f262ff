import Foundation

/// Children in a row or a column.
///
/// **Measuring** visits the children from least to most flexible along the axis (ties in source
/// order), each within the length still left, so that inflexible children get what they need and
/// the most flexible ones absorb any shortage. A child that measures zero along the axis takes no
/// spacing and adds no cross length. When no length is left, or the stack is offered no cross
/// length at all, the remaining (most flexible) children are *dropped*: they get no measurement
/// and no frame. The measured size is the sum of the children's lengths and the spacing between
/// those that take space, by the largest cross length of those. With
/// ``StackLayoutDistribution/fillEqualSize`` each child is measured within an equal share of the
/// length (the length less the spacing, divided among as many children as the spacing leaves room
/// for), and the stack measures as long as its longest child in the slot of every measured child,
/// plus the spacing between them. These are LayoutKit's rules.
///
/// **Arranging** places the measured children in source order, each in a slot of its length and of
/// the stack's full cross length (so each child's own alignment sets its cross position), and uses
/// any excess length (beyond the length the stack measured) as ``distribution`` says. As in
/// LayoutKit, each child with length is followed by the spacing, and a child of zero length sits
/// where the next child starts (but never past the frame's end). A child of zero length that
/// ``StackLayoutDistribution/fillFlexing`` stretches takes the spacing before it out of its
/// stretch, so the run keeps its gaps and stays inside the frame. If the stack is offered less
/// than it measured, the shortfall is taken from the most flexible children first. In
/// right-to-left, a horizontal stack runs from the right.
///
/// **Baseline alignment.** In a horizontal stack, a child whose vertical alignment is
/// ``Alignment/Vertical/firstBaseline`` or ``Alignment/Vertical/lastBaseline`` is aligned by its
/// baseline: a label's first or last text baseline, laid out at its measured width by the pass's
/// text measurer; any other layout's is the bottom of its measured size. The children aligned by
/// their first baselines share one baseline, at the largest of their baselines below the stack's
/// top, and those aligned by their last baselines another. Each such child keeps its measured
/// height (at most the stack's), with its top at its group's baseline less its own (higher if it
/// would otherwise reach past the stack's bottom). The stack's cross length is then the largest of
/// its tallest other child and, for each group, its baseline plus the largest distance from one
/// of its children's baselines down to that child's bottom. A vertical stack ignores baselines:
/// its children place as ``Alignment/Vertical/top``.
///
/// **Defaults.** Spacing 0; distribution ``StackLayoutDistribution/fillFlexing``; alignment
/// `.fill`. Flexibility: along the axis, the most flexible child's (inflexible only if every child
/// is); across it, the least flexible child's (inflexible if any child is). An empty stack, as in
/// LayoutKit, is inflexible along the axis and has `Flexibility.maxFlex` across it, and measures
/// 0 × 0.
///
/// **Negative spacing** is honoured, as in LayoutKit, UIStackView and SwiftUI: children that take
/// space overlap by that much, in measuring and arranging, for every distribution. When the overlap
/// exceeds the children's lengths the run measures 0 (never less), and children keep their places
/// relative to each other, partly outside the stack's frame.
///
/// **Bad input.** Spacing that is NaN or infinite is treated as 0.
///
/// - Complexity: O(n) in the number of children in each pass (the measuring order is computed
///   once, when the value is built: O(n²) for up to 16 children and O(n log n) beyond there if the
///   children are not already in order of flexibility); each child is measured at most once. Aligning baselines breaks the text of each
///   baseline-aligned label into lines once more when measuring and once more when arranging.
public struct StackLayout: _BuiltInLayout {
    /// A stack's properties and algorithm (measuring and arranging are in
    /// `StackLayout+Measuring.swift` and `StackLayout+Arranging.swift`, baseline alignment in
    /// `StackLayout+Baselines.swift`). The fields are declared widest first, so that they pack
    /// into 32 bytes (in another order, padding would make them larger): the stack's node then
    /// fits a smaller heap block.
    struct Algorithm: LayoutAlgorithm {
        var spacing: CGFloat
        /// The order to measure children in: see ``StackMeasuringOrder``.
        var measuringOrder: StackMeasuringOrder
        /// The source index of the most flexible child along the axis (the later among equals), −1
        /// when every child is inflexible along it: the child that takes the excess length when
        /// none is dropped.
        var mostFlexibleChild: Int32
        var axis: Axis
        var distribution: StackLayoutDistribution
        /// Whether the stack is horizontal and some child is aligned by a baseline: the passes
        /// then take the baseline branch, and every other stack pays one test of this flag.
        var alignsBaselines: Bool

        /// The properties of a stack of `children`, with what it derives from them (`derived`).
        init(
            spacing: CGFloat, axis: Axis, distribution: StackLayoutDistribution, derived: StackLayout.Derived,
            children: borrowing SublayoutNodes
        ) {
            self.spacing = spacing
            self.axis = axis
            self.distribution = distribution
            measuringOrder = derived.isSorted ? .sourceOrder : StackMeasuringOrder(sorting: children, along: axis)
            mostFlexibleChild = derived.mostFlexibleChild
            alignsBaselines = axis == .horizontal && derived.hasBaselineChild
        }

        static func layout(of node: BuiltInNode<Algorithm>) -> StackLayout { StackLayout(node: node) }

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

        var measuresInSourceOrder: Bool { measuringOrder.isSourceOrder }

        // MARK: Hooks

        static var reportsDroppedSublayouts: Bool { true }

        var droppingAxis: Axis? { axis }

        /// The first `keptCount` of the measuring order (the rest were dropped), in source order.
        func keptSublayoutIndices(keptCount: Int, sublayoutCount: Int) -> [Int]? {
            guard !measuringOrder.isSourceOrder else { return Array(0..<keptCount) }
            return (0..<keptCount).map { measuringOrder.source(at: $0) }.sorted()
        }

        var childArrangement: ChildArrangement {
            ChildArrangement(
                sequenceAxis: axis, overlapsAlongSequence: spacing < 0, overlappingSpacing: spacing < 0 ? spacing : nil,
                childInsets: .zero)
        }

        func rebuilt(sublayouts: [any Layout]) -> Algorithm {
            var derived = StackLayout.Derived(axis: axis)
            let children = SublayoutNodes(sublayouts) { derived.visit($0, $1) }
            let properties = Algorithm(
                spacing: spacing, axis: axis, distribution: distribution, derived: derived, children: children)
            // The node these properties go to reads its children anew.
            children.relinquish()
            return properties
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// A stack of `sublayouts` along `axis`.
    ///
    /// - Parameters:
    ///   - axis: The axis children are placed along.
    ///   - spacing: The gap between two children that take space, in points.
    ///   - distribution: How excess length along the axis is used.
    ///   - alignment: Placement of the stack within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched; derived from the children by
    ///     default (see the type's discussion).
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayouts: The children, in source order.
    public init(
        axis: Axis, spacing: CGFloat = 0, distribution: StackLayoutDistribution = .fillFlexing,
        alignment: Alignment = .fill, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, sublayouts: [any Layout]
    ) {
        var cleaning = InputCleaning()
        var derived = Derived(axis: axis)
        let children = SublayoutNodes(sublayouts) { derived.visit($0, $1) }
        let properties = Algorithm(
            spacing: cleaning.spacing(spacing, "spacing"), axis: axis, distribution: distribution, derived: derived,
            children: children)
        node = Algorithm.makeNode(
            properties, alignment: alignment, flexibility: flexibility ?? derived.inheritedFlexibility,
            viewReuseId: viewReuseId, view: view, cleanedInputs: cleaning.cleaned, children: children)
    }

    /// The axis children are placed along.
    public var axis: Axis { node.properties.axis }
    /// The gap between two children that take space, in points.
    public var spacing: CGFloat { node.properties.spacing }
    /// How excess length along the axis is used.
    public var distribution: StackLayoutDistribution { node.properties.distribution }
    /// Placement of the stack within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The children, in source order.
    public var sublayouts: [any Layout] { node.sublayouts }

    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }

    // MARK: Derived once, when the value is built

    /// What a stack derives from its children, gathered child by child in the walk that finds
    /// their nodes (see ``SublayoutNodes/init(_:visiting:)``).
    struct Derived {
        let axis: Axis
        /// Whether the children are in order of flexibility along the axis (least first).
        private(set) var isSorted = true
        /// The source index of the most flexible child along the axis (the later among equals),
        /// −1 when every child is inflexible along it.
        private(set) var mostFlexibleChild: Int32 = -1
        /// Whether a child's vertical alignment is a baseline.
        private(set) var hasBaselineChild = false
        /// The sort key of the last child's flex along the axis, and of the largest.
        private var previousKey = Int64.min
        private var mostKey = Int64.min
        /// The sort key of the smallest flex across the axis.
        private var leastCrossKey = Flexibility.sortKey(Flexibility.maxFlex)

        init(axis: Axis) {
            self.axis = axis
        }

        /// Takes the child at `index`, whose node is `node`, into account.
        @inline(__always)
        mutating func visit(_ index: Int, _ node: LayoutNode) {
            let key = Flexibility.sortKey(node.flexibility.flex(along: axis))
            if key < previousKey { isSorted = false }
            previousKey = key
            if key >= mostKey, key != Int64.min { mostFlexibleChild = Int32(truncatingIfNeeded: index) }
            mostKey = max(mostKey, key)
            leastCrossKey = min(leastCrossKey, Flexibility.sortKey(node.flexibility.flex(along: axis.cross)))
            if node.alignment.vertical.isBaseline { hasBaselineChild = true }
        }

        /// Along the axis the most flexible child's flex; across it the least flexible child's.
        /// With no children these are LayoutKit's starting values: inflexible along the axis,
        /// `Flexibility.max` across it.
        var inheritedFlexibility: Flexibility {
            func flex(_ key: Int64) -> Flexibility.Flex { key == Int64.min ? nil : Int32(key) }
            return axis == .horizontal
                ? Flexibility(horizontal: flex(mostKey), vertical: flex(leastCrossKey))
                : Flexibility(horizontal: flex(leastCrossKey), vertical: flex(mostKey))
        }
    }
}

/// The order a stack measures its children in: source order when they already are in order of
/// flexibility (most stacks), otherwise a permutation of the source indices, packed into one word
/// for up to 16 children (no allocation) or kept in an array beyond.
struct StackMeasuringOrder: Hashable, Sendable {
    /// 0 for source order; ``inIndices`` when the order is in ``indices``; otherwise four bits per
    /// step, step 0 lowest (no permutation of two or more indices packs to either).
    private var packed: UInt64
    /// The source index at each step, when there are more than 16 children and they are not in
    /// source order.
    private var indices: [Int32]?

    /// The ``packed`` word of an order kept in ``indices``.
    private static var inIndices: UInt64 { .max }

    /// Source order.
    static let sourceOrder = StackMeasuringOrder(packed: 0, indices: nil)

    private init(packed: UInt64, indices: [Int32]?) {
        self.packed = packed
        self.indices = indices
    }

    /// The children's source indices ordered from least to most flexible along `axis` (stable):
    /// up to 16, sorted into one word without an allocation; beyond, in an array.
    ///
    /// - Complexity: O(n²) for up to 16 children, O(n log n) beyond.
    init(sorting children: borrowing SublayoutNodes, along axis: Axis) {
        func key(_ index: Int) -> Int64 {
            Flexibility.sortKey(children.node(at: index).with { $0.flexibility.flex(along: axis) })
        }
        guard children.count <= 16 else {
            let keys = (0..<children.count).map(key)
            let order = (0..<Int32(children.count)).sorted { lhs, rhs in
                let (left, right) = (keys[Int(lhs)], keys[Int(rhs)])
                return left != right ? left < right : lhs < rhs
            }
            self.init(packed: Self.inIndices, indices: order)
            return
        }
        // An insertion sort of nibbles: each index goes after every earlier one with a key no
        // larger (which keeps equal keys in source order).
        var packed: UInt64 = 0
        for index in 0..<children.count {
            let indexKey = key(index)
            var position = index
            while position > 0, key(Int((packed >> (4 * UInt64(position - 1))) & 0xF)) > indexKey {
                position -= 1
            }
            let below: UInt64 = (1 << (4 * UInt64(position))) &- 1
            packed = ((packed & ~below) << 4) | (UInt64(index) << (4 * UInt64(position))) | (packed & below)
        }
        self.init(packed: packed, indices: nil)
    }

    /// Whether the children are measured in source order.
    @inline(__always)
    var isSourceOrder: Bool { packed == 0 }

    /// The source index of the child measured at `step`. Source order, the usual case, costs one
    /// test.
    @inline(__always)
    func source(at step: Int) -> Int {
        if packed == 0 { return step }
        if packed != Self.inIndices {
            return Int(truncatingIfNeeded: (packed >> (4 &* UInt64(truncatingIfNeeded: step))) & 0xF)
        }
        return Int(indices![step])
    }
}

// MARK: - Built with a result builder

extension StackLayout {
    /// A stack of the layouts `sublayouts` builds, along `axis`: the same value as
    /// the initialiser that takes them as an array.
    ///
    /// - Parameters:
    ///   - axis: The axis children are placed along.
    ///   - spacing: The gap between two children that take space, in points.
    ///   - distribution: How excess length along the axis is used.
    ///   - alignment: Placement of the stack within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched; derived from the children by
    ///     default (see the type's discussion).
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayouts: Builds the children, in source order (see ``LayoutBuilder``).
    public init(
        axis: Axis, spacing: CGFloat = 0, distribution: StackLayoutDistribution = .fillFlexing,
        alignment: Alignment = .fill, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, @LayoutBuilder sublayouts: () -> [any Layout]
    ) {
        self.init(
            axis: axis, spacing: spacing, distribution: distribution, alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayouts: sublayouts())
    }
}
