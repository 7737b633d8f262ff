import Foundation

// Baseline alignment in a horizontal stack (see ``StackLayout``). A stack whose `alignsBaselines`
// flag is set (decided when the value is built) measures and places its children as every stack
// does, and then, compiled apart from the ordinary passes:
//
// - measuring, replaces its cross length by the baseline rule (`crossLengthAligningBaselines`);
// - arranging, moves each baseline-aligned child down from the top of its slot to its group's
//   shared baseline (`moveToBaselines`). A baseline placement places as `.top`, so the child was
//   placed at the top of its slot with its measured height (at most the stack's): moving it is
//   the same as placing it lower, and its subtree, in its own coordinates, moves with it.

extension StackLayout.Algorithm {
    /// The cross length of a stack aligning baselines, once its children are measured: the largest
    /// of its tallest child not aligned by a baseline and the height of each baseline group
    /// (children of zero length count for nothing, as in every stack). Not clamped.
    ///
    /// - Complexity: O(n) in the number of measured children, and one line breaking of the text
    ///   of each baseline-aligned label.
    @inline(never)
    static func crossLengthAligningBaselines(of children: MeasuredSoFar) -> CGFloat {
        var baselines = StackBaselines()
        children.forEach { node, size, context in
            guard size.width > 0 else { return }
            baselines.add(StackBaselines.Child(node, size: size, context: context))
        }
        return baselines.crossLength
    }

    /// Moves each of the `arranged` children (placed at the top of their slots in a stack
    /// `crossLength` tall) that is aligned by a baseline down to its group's shared baseline: its
    /// top goes to the shared baseline less its own, or higher if it would otherwise reach past
    /// the stack's bottom (never above the top).
    ///
    /// - Complexity: O(n) in the number of measured children, and one line breaking of the text
    ///   of each baseline-aligned label.
    @inline(never)
    static func moveToBaselines(_ arranged: ArrangedSoFar, crossLength: CGFloat) {
        let children = arranged.withMeasured { children, context in
            children.map { child in
                let size = children.size(of: child)
                return children.withLayoutNode(of: child) { StackBaselines.Child($0, size: size, context: context) }
            }
        }
        var baselines = StackBaselines()
        // As in measuring: a child of zero length adds nothing across the axis.
        for child in children where child.size.width > 0 { baselines.add(child) }
        arranged.moveDown { position in
            let child = children[position]
            guard child.vertical.isBaseline else { return 0 }
            // The height it was placed with, at the top of its slot.
            let height = min(child.size.height, crossLength)
            let top = baselines.group(of: child.vertical).top(ofChildWithBaseline: child.baseline)
            return max(0, min(top, crossLength - height))
        }
    }
}

/// A horizontal stack's children aligned by their baselines, gathered into their two groups, and
/// its tallest other child.
struct StackBaselines {
    /// The children of one baseline placement, which share a baseline.
    struct Group {
        /// The largest baseline (distance below the child's top) in the group, −∞ while it is
        /// empty: where the group's shared baseline lies below the group's top.
        private(set) var ascent = -CGFloat.infinity
        /// The largest distance from a child's baseline down to its bottom, −∞ while it is empty.
        private(set) var descent = -CGFloat.infinity

        /// Counts a child whose baseline lies `baseline` below its top and which is `height` tall.
        mutating func add(baseline: CGFloat, height: CGFloat) {
            ascent = max(ascent, baseline)
            descent = max(descent, height - baseline)
        }

        /// From the group's top to the bottom of its lowest child: its shared baseline plus its
        /// largest distance below a baseline; 0 when it is empty.
        var height: CGFloat { ascent == -.infinity ? 0 : max(0, ascent + descent) }

        /// How far below the group's top the top of a child whose baseline lies `baseline` below
        /// its top goes: the shared baseline less the child's; 0 when the group is empty.
        func top(ofChildWithBaseline baseline: CGFloat) -> CGFloat {
            ascent == -.infinity ? 0 : ascent - baseline
        }
    }

    /// The tallest child not aligned by a baseline.
    private(set) var tallest: CGFloat = 0
    /// The children aligned by their first baselines.
    private(set) var first = Group()
    /// The children aligned by their last baselines.
    private(set) var last = Group()

    /// The stack's cross length: its tallest child not aligned by a baseline, or its taller group.
    var crossLength: CGFloat { max(tallest, first.height, last.height) }

    /// Counts `child`.
    mutating func add(_ child: Child) {
        switch child.vertical {
        case .firstBaseline: first.add(baseline: child.baseline, height: child.size.height)
        case .lastBaseline: last.add(baseline: child.baseline, height: child.size.height)
        case .top, .bottom, .center, .fill: tallest = max(tallest, child.size.height)
        }
    }

    /// The group of `vertical`, a baseline placement.
    func group(of vertical: Alignment.Vertical) -> Group {
        vertical == .lastBaseline ? last : first
    }

    /// What the baseline rule reads of a measured child.
    struct Child {
        /// Its layout's vertical placement.
        var vertical: Alignment.Vertical
        /// When ``vertical`` is a baseline placement, its baseline, in points below its top: its
        /// text's first or last baseline laid out at its measured width or, for a layout without
        /// text, the bottom of its measured size (so is a text baseline that is not a finite
        /// number). 0 for other placements.
        var baseline: CGFloat
        /// Its measured size.
        var size: CGSize

        /// The child whose layout's node is `node`, measured at `size` (`context` gives the text
        /// measurer).
        ///
        /// - Complexity: One line breaking of the text, for a baseline-aligned layout with text.
        init(_ node: LayoutNode, size: CGSize, context: LayoutContext) {
            vertical = node.alignment.vertical
            self.size = size
            baseline = 0
            guard vertical.isBaseline else { return }
            guard let text = node.textBaselines(width: size.width, context: context) else {
                baseline = size.height
                return
            }
            let offset = vertical == .lastBaseline ? text.last : text.first
            baseline = offset.isFinite ? offset.sanitizedCoordinate : size.height
        }
    }
}
