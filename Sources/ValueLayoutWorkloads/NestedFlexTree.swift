import Foundation
import ValueLayout

extension TreeWorkloads {
    /// The side of W8's root: the tree is laid out at exactly 1,000 × 1,000 points.
    public static let nestedFlexTreeSide: Double = 1_000

    /// W8: W3's balanced tree (branching factor 4) as nested ``FlexLayout``s, with `leafCount`
    /// leaves (a power of 4). Containers are columns at even depths (the root is depth 0) and
    /// rows at odd depths; every item grows 1 and shrinks 1 with an `auto` basis, and the leaves
    /// are empty items, with no size of their own.
    ///
    /// Laid out with `arrangement(width: 1000, height: 1000)`, each level splits its main axis
    /// into four equal parts and stretches its items across, so the last leaf sits at
    /// (1,000 − w, 1,000 − h), w = 1,000 / 4^(rows above it), h = 1,000 / 4^(columns above it).
    ///
    /// The tree is built depth first, children before their parent, as W3's is.
    public static func nestedFlexTree(leafCount: Int) -> FlexLayout {
        precondition(leafCount >= 1, "a tree needs a leaf")
        return flexContainer(leafCount: leafCount, depth: 0)
    }

    /// Where `docs/workloads.md` puts the last leaf of W8's tree of `leafCount` leaves (a power
    /// of 4 above 1), in the root's coordinates: at (1,000 − w, 1,000 − h), w × h, with
    /// w = 1,000 / 4^(rows above it) and h = 1,000 / 4^(columns above it).
    public static func nestedFlexTreeLastLeaf(leafCount: Int) -> CGRect {
        var levels = 0
        while 1 << (2 * levels) < leafCount { levels += 1 }
        precondition(levels > 0 && 1 << (2 * levels) == leafCount, "the leaf count must be a power of 4 above 1")
        // Columns at depths 0, 2, 4…; rows at depths 1, 3, 5….
        let columns = (levels + 1) / 2
        let rows = levels / 2
        let side = nestedFlexTreeSide
        let width = side / pow(4, Double(rows))
        let height = side / pow(4, Double(columns))
        return CGRect(x: side - width, y: side - height, width: width, height: height)
    }

    private static func flexContainer(leafCount: Int, depth: Int) -> FlexLayout {
        let childLeaves = max(1, leafCount / 4)
        let items = (0..<min(4, leafCount)).map { _ in
            childLeaves <= 1
                ? FlexItem(nil, grow: 1)
                : FlexItem(flexContainer(leafCount: childLeaves, depth: depth + 1), grow: 1, shrink: 1, basis: .auto)
        }
        return FlexLayout(direction: depth % 2 == 0 ? .column : .row, children: items)
    }
}
