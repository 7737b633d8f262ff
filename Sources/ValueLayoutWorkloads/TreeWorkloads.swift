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
    public static func nestedTree(leafCount: Int) -> any Layout {
        precondition(leafCount >= 1, "a tree needs a leaf")
        var level: [any Layout] = Array(repeating: SizeLayout(width: 10, height: 10), count: leafCount)
        var depth = 0
        while level.count > 1 {
            depth += 1
            level = stride(from: 0, to: level.count, by: 4).map { start in
                StackLayout(axis: .vertical, sublayouts: Array(level[start..<min(start + 4, level.count)]))
            }
        }
        // Rebuild with alternating axes now that the depth is known: root horizontal.
        return alternate(level[0], isHorizontal: true)
    }

    private static func alternate(_ layout: any Layout, isHorizontal: Bool) -> any Layout {
        guard let stack = layout as? StackLayout else { return layout }
        return StackLayout(
            axis: isHorizontal ? .horizontal : .vertical,
            sublayouts: stack.sublayouts.map { alternate($0, isHorizontal: !isHorizontal) })
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
