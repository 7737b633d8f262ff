import ValueLayout

/// The synthetic trees of `docs/workloads.md`: W2 (flat list), W3 (nested tree), W4 (deep chain).
public enum TreeWorkloads {
    /// W2: `count` fixed 100×20 leaves in one vertical stack (spacing 0, alignment `.fill`).
    public static func flatList(count: Int) -> StackLayout {
        let leaf = SizeLayout(width: 100, height: 20)
        return StackLayout(axis: .vertical, sublayouts: Array(repeating: leaf, count: count))
    }

    /// W2 with a leaf value of its own for each row, as code that writes a list out builds it:
    /// the same value as ``flatList(count:)`` (equal, and equally laid out), for measuring what
    /// building it costs.
    public static func flatListOfDistinctLeaves(count: Int) -> StackLayout {
        var leaves: [any Layout] = []
        leaves.reserveCapacity(count)
        for _ in 0..<count { leaves.append(SizeLayout(width: 100, height: 20)) }
        return StackLayout(axis: .vertical, sublayouts: leaves)
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

    /// The order in which the values of a W3 tree are allocated. The passes read every value, so
    /// where the values lie in memory decides how well the processor's prefetchers hide the
    /// reads once the tree outgrows the caches; the tree itself is the same in every order.
    public enum AllocationOrder: String, CaseIterable, Sendable {
        /// Children before their parent, subtree by subtree: how code that writes a layout out
        /// builds it (``nestedTree(leafCount:)``).
        case depthFirst = "depth first"
        /// Every leaf first, then the stacks one level at a time, each level left to right.
        case levelByLevel = "level by level"
        /// Every leaf first, in a shuffled order (a fixed seed), then the stacks level by level:
        /// leaves that are neighbours in the tree lie far apart in memory.
        case shuffledLeaves = "leaves shuffled"
    }

    /// W3's tree with its values allocated in `order` (see ``AllocationOrder``). `leafCount` must
    /// be a power of 4.
    public static func nestedTree(leafCount: Int, allocationOrder order: AllocationOrder) -> any Layout {
        if order == .depthFirst { return nestedTree(leafCount: leafCount) }
        var levels = 0
        while 1 << (2 * levels) < leafCount { levels += 1 }
        precondition(1 << (2 * levels) == leafCount, "the leaf count must be a power of 4")
        var creation = Array(0..<leafCount)
        if order == .shuffledLeaves {
            var generator = SplitMix64(seed: 0x5EED)
            creation.shuffle(using: &generator)
        }
        var leaves = [SizeLayout?](repeating: nil, count: leafCount)
        for index in creation { leaves[index] = SizeLayout(width: 10, height: 10) }
        var level: [any Layout] = leaves.map { $0! }
        // The root is horizontal and the axes alternate by depth, so the lowest stacks are
        // horizontal when the number of levels is odd.
        var isHorizontal = levels % 2 == 1
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: 4).map { start in
                StackLayout(axis: isHorizontal ? .horizontal : .vertical, sublayouts: Array(level[start..<start + 4]))
            }
            isHorizontal.toggle()
        }
        return level[0]
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
