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
///   once, when the value is built: O(n log n) there if the children are not already in order of
///   flexibility); each child is measured at most once. Aligning baselines breaks the text of each
///   baseline-aligned label into lines once more when measuring and once more when arranging.
public struct StackLayout: _BuiltInLayout {
    /// A stack's properties and algorithm (measuring and arranging are in
    /// `StackLayout+Measuring.swift` and `StackLayout+Arranging.swift`, baseline alignment in
    /// `StackLayout+Baselines.swift`). The fields are declared widest first, so that they pack
    /// into 24 bytes (in source order, padding made them 40): the stack's node then fits a smaller
    /// heap block.
    struct Kind: LayoutKind {
        var spacing: CGFloat
        /// The order to measure children in (source indices), or `nil` for source order.
        var measurementOrder: [Int32]?
        /// The source index of the most flexible child along the axis (the later among equals), −1
        /// when every child is inflexible along it: the child that takes the excess length when
        /// none is dropped.
        var mostFlexibleChild: Int32
        var axis: Axis
        var distribution: StackLayoutDistribution
        /// Whether the stack is horizontal and some child is aligned by a baseline: the passes
        /// then take the baseline branch, and every other stack pays one test of this flag.
        var alignsBaselines: Bool

        init(spacing: CGFloat, axis: Axis, distribution: StackLayoutDistribution, sublayouts: [any Layout]) {
            self.spacing = spacing
            measurementOrder = StackLayout.measurementOrder(of: sublayouts, along: axis)
            mostFlexibleChild = StackLayout.mostFlexibleChild(of: sublayouts, along: axis)
            self.axis = axis
            self.distribution = distribution
            alignsBaselines = StackLayout.alignsBaselines(of: sublayouts, along: axis)
        }

        static func layout(of node: KindNode<Kind>) -> StackLayout { StackLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: KindNode<Kind>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
                measureNode(in: pass, context: context, within: maxSize)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        var measuresInSourceOrder: Bool { measurementOrder == nil }

        // MARK: Hooks

        static var reportsDroppedSublayouts: Bool { true }

        var droppingAxis: Axis? { axis }

        /// The first `keptCount` of the measuring order (the rest were dropped), in source order.
        func keptSublayoutIndices(keptCount: Int, sublayoutCount: Int) -> [Int]? {
            guard let order = measurementOrder else { return Array(0..<keptCount) }
            return order.prefix(keptCount).map(Int.init).sorted()
        }

        var childArrangement: ChildArrangement {
            ChildArrangement(
                sequenceAxis: axis, overlapsAlongSequence: spacing < 0, overlappingSpacing: spacing < 0 ? spacing : nil,
                childInsets: .zero)
        }

        func rebuilt(sublayouts: [any Layout]) -> Kind {
            Kind(spacing: spacing, axis: axis, distribution: distribution, sublayouts: sublayouts)
        }
    }

    let node: KindNode<Kind>

    init(node: KindNode<Kind>) {
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
        let properties = Kind(
            spacing: cleaning.spacing(spacing, "spacing"), axis: axis, distribution: distribution,
            sublayouts: sublayouts)
        node = Kind.makeNode(
            properties, alignment: alignment,
            flexibility: flexibility ?? Self.inheritedFlexibility(of: sublayouts, along: axis),
            viewReuseId: viewReuseId, view: view, cleanedInputs: cleaning.cleaned, sublayouts: sublayouts)
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

    /// Source indices ordered from least to most flexible along `axis` (stable), or `nil` when the
    /// children already are in that order.
    fileprivate static func measurementOrder(of sublayouts: [any Layout], along axis: Axis) -> [Int32]? {
        var previous = Int64.min
        var sorted = true
        var keys: [Int64] = []
        keys.reserveCapacity(sublayouts.count)
        for sublayout in sublayouts {
            let key = Flexibility.sortKey(sublayout.flexibility.flex(along: axis))
            if key < previous { sorted = false }
            previous = key
            keys.append(key)
        }
        if sorted { return nil }
        return (0..<Int32(sublayouts.count)).sorted { lhs, rhs in
            let (left, right) = (keys[Int(lhs)], keys[Int(rhs)])
            return left != right ? left < right : lhs < rhs
        }
    }

    /// The source index of the most flexible child along `axis` (the later among equals), −1 if
    /// none is flexible.
    fileprivate static func mostFlexibleChild(of sublayouts: [any Layout], along axis: Axis) -> Int32 {
        var best: Int32 = -1
        var bestKey = Int64.min
        for (index, sublayout) in sublayouts.enumerated() {
            let key = Flexibility.sortKey(sublayout.flexibility.flex(along: axis))
            if key >= bestKey, key != Int64.min {
                best = Int32(truncatingIfNeeded: index)
                bestKey = key
            }
        }
        return best
    }

    /// Whether a stack along `axis` aligns some of `sublayouts` by their baselines: it is horizontal
    /// and a sublayout's vertical alignment is ``Alignment/Vertical/firstBaseline`` or
    /// ``Alignment/Vertical/lastBaseline``. (A custom sublayout's node, made when read, is made
    /// here once more.)
    fileprivate static func alignsBaselines(of sublayouts: [any Layout], along axis: Axis) -> Bool {
        guard axis == .horizontal else { return false }
        return sublayouts.contains { $0._layoutNode.alignment.vertical.isBaseline }
    }

    /// Along the axis the most flexible child's flex; across it the least flexible child's. With no
    /// children these are LayoutKit's starting values: inflexible along the axis, `Flexibility.max`
    /// across it.
    private static func inheritedFlexibility(of sublayouts: [any Layout], along axis: Axis) -> Flexibility {
        var most = Int64.min
        var least = Flexibility.sortKey(Flexibility.maxFlex)
        for sublayout in sublayouts {
            let flexibility = sublayout.flexibility
            most = max(most, Flexibility.sortKey(flexibility.flex(along: axis)))
            least = min(least, Flexibility.sortKey(flexibility.flex(along: axis.cross)))
        }
        func flex(_ key: Int64) -> Flexibility.Flex { key == Int64.min ? nil : Int32(key) }
        return axis == .horizontal
            ? Flexibility(horizontal: flex(most), vertical: flex(least))
            : Flexibility(horizontal: flex(least), vertical: flex(most))
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
