import Foundation

/// How an ``AbsoluteLayout`` chooses its size.
public enum AbsoluteSizing: Sendable, Hashable, CaseIterable {
    /// The maximum on each axis where it is finite; the children's extent where it is not.
    case `default`
    /// The children's extent on both axes: the largest position plus size among them (0 with
    /// none), at most the maximum.
    case sizeToFit
}

/// One child of an ``AbsoluteLayout``: a layout and the point, in the layout's coordinates, where
/// its frame starts.
///
/// **Bad input.** A coordinate that is NaN, infinite or negative is replaced by 0, and one beyond
/// ``LayoutLimits/maximumLength`` by that length; each replacement is reported by
/// ``LayoutArrangement/diagnostics`` (as `children[i].position.x` or `.y`).
///
/// Two children are equal when their cleaned positions are equal and their layouts are equal
/// trees, as two layouts are.
public struct AbsoluteChild: Sendable, Hashable {
    /// Where the child's frame starts, in points from the layout's leading edge (x) and top (y),
    /// cleaned.
    public let position: CGPoint
    /// The child's layout, measured within the room its position leaves.
    public let layout: any Layout
    /// What the initialiser cleaned.
    let cleanedInputs: [CleanedInput]

    /// A child showing `layout` with its frame starting at `position`.
    ///
    /// - Parameters:
    ///   - position: Where the child's frame starts: `x` points from the layout's leading edge (the
    ///     right one right to left), `y` points from its top.
    ///   - layout: The child's layout.
    public init(position: CGPoint, layout: any Layout) {
        var cleaning = InputCleaning()
        self.position = CGPoint(
            x: cleaning.length(position.x, "position.x"), y: cleaning.length(position.y, "position.y"))
        self.layout = layout
        self.cleanedInputs = cleaning.cleaned
    }

    /// Whether the two children have the same position and equal layouts.
    ///
    /// - Complexity: O(1) when the layouts share their node or differ in hash; O(n) in the
    ///   layouts' subtrees otherwise.
    public static func == (lhs: AbsoluteChild, rhs: AbsoluteChild) -> Bool {
        lhs.position.x == rhs.position.x && lhs.position.y == rhs.position.y
            && LayoutEquality.areEqual(lhs.layout._layoutNode, rhs.layout._layoutNode)
    }

    /// Hashes the position and the layout's subtree.
    ///
    /// - Complexity: O(n) in the layout's subtree the first time it is hashed or compared, O(1)
    ///   after.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position.x)
        hasher.combine(position.y)
        hasher.combine(layout._layoutNode.subtreeHash)
    }
}

/// Children placed at fixed positions, each at the size it measures (Texture's
/// `ASAbsoluteLayoutSpec`).
///
/// **Measuring.** Each child is measured within the maximum less its position on each axis (never
/// below 0; an unlimited axis stays unlimited). With ``AbsoluteSizing/default``, the layout's length
/// on each axis is the maximum where it is finite; otherwise (and on both axes with
/// ``AbsoluteSizing/sizeToFit``) it is the largest position plus measured length among the children
/// (0 with none), at most the maximum.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`), and
/// each child is placed at its position (x from the leading edge) with its measured size. A child
/// that would reach past the layout's bounds (a position beyond the maximum, or the layout arranged
/// in less room than it measured) is cut at the far edge: its start is at most the bounds' length
/// and its length at most what remains, as every parent does: a child never leaves its parent.
/// Right to left, the pass mirrors the finished tree.
///
/// **Defaults.** ``AbsoluteSizing/default`` sizing, alignment `.fill`, flexibility `.flexible`.
///
/// **Bad input.** Positions are cleaned by ``AbsoluteChild``; with no children, the layout is the
/// maximum where it is finite under ``AbsoluteSizing/default``, and 0 otherwise.
///
/// - Complexity: O(n) in the number of children, in both passes; each is measured once.
public struct AbsoluteLayout: _BuiltInLayout {
    /// An absolute layout's positions, sizing and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// The children's cleaned x coordinates, in source order.
        var xs: [CGFloat]
        /// The children's cleaned y coordinates, in source order.
        var ys: [CGFloat]
        /// How the layout chooses its size.
        var sizing: AbsoluteSizing

        static func layout(of node: BuiltInNode<Algorithm>) -> AbsoluteLayout { AbsoluteLayout(node: node) }

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
            var extent = CGSize.zero
            for index in 0..<children.sublayoutCount {
                let (x, y) = (xs[index], ys[index])
                let size = children.measure(
                    index, within: CGSize(width: Self.room(maxSize.width, x), height: Self.room(maxSize.height, y)))
                extent.width = max(extent.width, x + size.width)
                extent.height = max(extent.height, y + size.height)
            }
            let fits = sizing == .sizeToFit
            return CGSize(
                width: Self.length(extent: extent.width, maximum: maxSize.width, fits: fits),
                height: Self.length(extent: extent.height, maximum: maxSize.height, fits: fits))
        }

        /// The room a child at `position` has on one axis: the maximum less the position, not
        /// below 0; unlimited when the maximum is.
        @inline(__always)
        static func room(_ maximum: CGFloat, _ position: CGFloat) -> CGFloat {
            maximum.isFinite ? max(0, maximum - position) : maximum
        }

        /// The layout's length on one axis: the maximum when it is finite and the layout does not
        /// size to fit, else the children's extent within the maximum (and the longest length a
        /// frame may have: a position and a length may each reach it).
        @inline(__always)
        static func length(extent: CGFloat, maximum: CGFloat, fits: Bool) -> CGFloat {
            !fits && maximum.isFinite ? maximum : min(extent, maximum, LayoutLimits.maximumLength)
        }

        @inline(__always)
        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            var index = 0
            for child in children {
                let measured = children.size(of: child)
                let x = min(xs[index], bounds.width)
                let y = min(ys[index], bounds.height)
                children.place(
                    child,
                    in: CGRect(
                        x: x, y: y, width: min(measured.width, bounds.width - x),
                        height: min(measured.height, bounds.height - y)))
                index += 1
            }
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Places each of `children` at its position, at the size it measures.
    ///
    /// - Parameters:
    ///   - sizing: How the layout chooses its size: ``AbsoluteSizing/default`` (the maximum where
    ///     it is finite) or ``AbsoluteSizing/sizeToFit`` (the children's extent).
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; `.flexible` by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - children: The positioned layouts, in source order (later ones in front).
    public init(
        sizing: AbsoluteSizing = .default, alignment: Alignment = .fill, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil, children: [AbsoluteChild]
    ) {
        var cleaned: [CleanedInput] = []
        for (index, child) in children.enumerated() {
            for input in child.cleanedInputs {
                cleaned.append(
                    CleanedInput(
                        property: "children[\(index)].\(input.property)", value: input.value,
                        cleanedValue: input.cleanedValue, advice: input.advice))
            }
        }
        node = Algorithm.makeNode(
            Algorithm(xs: children.map(\.position.x), ys: children.map(\.position.y), sizing: sizing),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaned, sublayouts: children.map(\.layout))
    }

    /// How the layout chooses its size.
    public var sizing: AbsoluteSizing { node.properties.sizing }
    /// The positioned layouts, with their cleaned positions.
    public var children: [AbsoluteChild] {
        node.sublayouts.indices.map { index in
            AbsoluteChild(
                position: CGPoint(x: node.properties.xs[index], y: node.properties.ys[index]),
                layout: node.sublayouts[index])
        }
    }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension AbsoluteLayout {
    /// Places the children `children` builds at their positions: the same value as the initialiser
    /// that takes them as an array.
    ///
    /// - Parameters:
    ///   - sizing: Whether the layout takes a finite maximum (`.default`) or fits its children.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; ``Flexibility/flexible`` by
    ///     default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - children: Builds the children, in order (see ``AbsoluteChildBuilder``).
    public init(
        sizing: AbsoluteSizing = .default, alignment: Alignment = .fill, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @AbsoluteChildBuilder children: () -> [AbsoluteChild]
    ) {
        self.init(
            sizing: sizing, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            children: children())
    }
}
