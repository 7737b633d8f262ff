import ValueLayout

/// The synthetic trees of `../shared/workloads.md`: W2 (flat list), W3 (nested tree), W4 (deep chain).
public enum TreeWorkloads {
    /// W2: `count` fixed 100×20 leaves in one vertical stack (spacing 0, alignment `.fill`).
    public static func flatList(count: Int) -> StackLayout {
        let leaf = SizeLayout(width: 100, height: 20)
        return StackLayout(axis: .vertical, sublayouts: Array(repeating: leaf, count: count))
    }

    /// W3: a balanced tree of stacks with branching factor 4, alternating horizontal (at the root)
    /// and vertical by depth, whose `leafCount` leaves (a power of 4) are fixed 10×10 layouts.
    ///
    /// The tree is built depth first, children before their parent, as code that writes a layout
    /// out builds it.
    public static func nestedTree(leafCount: Int) -> any Layout {
        precondition(leafCount >= 1, "a tree needs a leaf")
        return subtree(leafCount: leafCount, isHorizontal: true)
    }

    private static func subtree(leafCount: Int, isHorizontal: Bool) -> any Layout {
        if leafCount <= 1 { return SizeLayout(width: 10, height: 10) }
        let childLeaves = max(1, leafCount / 4)
        let children = (0..<min(4, leafCount)).map { _ in
            subtree(leafCount: childLeaves, isHorizontal: !isHorizontal)
        }
        return StackLayout(axis: isHorizontal ? .horizontal : .vertical, sublayouts: children)
    }

    /// W4: `depth` nested insets of 1 point around one 10×10 layout; the root measures
    /// (10 + 2·depth) × (10 + 2·depth).
    public static func deepChain(depth: Int) -> any Layout {
        var layout: any Layout = SizeLayout(width: 10, height: 10)
        for _ in 0..<depth {
            layout = InsetLayout(inset: 1, sublayout: layout)
        }
        return layout
    }
}
