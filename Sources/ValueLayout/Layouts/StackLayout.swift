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
///   flexibility); each child is measured at most once.
public struct StackLayout: Layout, Hashable {
    /// The fields are declared widest first, so that they pack into 24 bytes (in source order,
    /// padding made them 40): the stack's node then fits a smaller heap block.
    struct Properties: Hashable, Sendable {
        var spacing: CGFloat
        /// The order to measure children in (source indices), or `nil` for source order.
        var measurementOrder: [Int32]?
        /// The source index of the most flexible child along the axis (the later among equals), −1
        /// when every child is inflexible along it: the child that takes the excess length when
        /// none is dropped.
        var mostFlexibleChild: Int32
        var axis: Axis
        var distribution: StackLayoutDistribution
    }

    let node: Node

    init(node: Node) {
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
        let properties = Properties(
            spacing: cleaning.spacing(spacing, "spacing"),
            measurementOrder: Self.measurementOrder(of: sublayouts, along: axis),
            mostFlexibleChild: Self.mostFlexibleChild(of: sublayouts, along: axis), axis: axis,
            distribution: distribution)
        node = Node(
            properties: properties, alignment: alignment,
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

    /// How willing this layout is to be compressed or stretched.
    public var flexibility: Flexibility { node.flexibility }
    /// Identifies this node across arrangements.
    public var viewReuseId: String? { node.viewReuseId }
    /// The view this layout becomes, if any.
    public var view: ViewDescription? { node.view }
    /// The engine's record of this layout.
    public var layoutNode: LayoutNode { node }

    /// Whether two stacks have equal properties and equal subtrees.
    ///
    /// - Complexity: O(1) when they share their node or differ in hash; O(n) in the subtree otherwise.
    public static func == (lhs: StackLayout, rhs: StackLayout) -> Bool {
        LayoutEquality.areEqual(lhs.node, rhs.node)
    }

    /// Hashes the stack and its subtree. - Complexity: O(1) (computed when the value was built).
    public func hash(into hasher: inout Hasher) { hasher.combine(node.subtreeHash) }

    // MARK: Derived once, when the value is built

    /// Source indices ordered from least to most flexible along `axis` (stable), or `nil` when the
    /// children already are in that order.
    private static func measurementOrder(of sublayouts: [any Layout], along axis: Axis) -> [Int32]? {
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
    private static func mostFlexibleChild(of sublayouts: [any Layout], along axis: Axis) -> Int32 {
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

extension StackLayout {
    /// A stack's data; its passes are in `StackLayout+Measurement.swift` and
    /// `StackLayout+Distribution.swift`.
    final class Node: BuiltInLayoutNode<Properties>, @unchecked Sendable {
        override func makeLayout() -> any Layout { StackLayout(node: self) }

        override func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
            measureChildren(in: pass, context: context, within: maxSize)
        }

        override func arrange(
            in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
        ) -> Int32 {
            arrangeChildren(in: pass, context: context, measurement: measurement, within: rect)
        }
    }
}
