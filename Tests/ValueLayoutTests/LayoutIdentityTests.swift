import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutWorkloads

/// A layout's identity (its subtree's hash, what equality, `LayoutKey`, caches and lists read) is
/// computed the first time it is asked, by whichever thread asks, and kept: building a value
/// computes none of it. These tests pin that equal values built separately stay equal with equal
/// hashes for every kind, that the lazily kept hash is race-free, and that what relies on it
/// (a cache, a list's diff) still recognises a rebuilt value.
@Suite("Layout identity, computed when asked")
struct LayoutIdentityTests {
    /// The property tests' random trees, which together use every registered kind.
    static let seeds = Array(UInt64(0)..<UInt64(80))

    @Test("The random trees of these seeds use every registered kind")
    func seedsCoverEveryKind() {
        var names = Set<String>()
        for seed in Self.seeds {
            var pending = [TreeGenerator<SeededChoices>.scenario(seed: seed).layout]
            while let spec = pending.popLast() {
                names.insert(spec.kind.name)
                pending += spec.children
            }
        }
        #expect(names == Set(LayoutKinds.all.map { $0.name }))
    }

    @Test("A random tree built twice gives equal values with equal hashes", arguments: seeds)
    func builtTwiceIsEqual(seed: UInt64) {
        let spec = TreeGenerator<SeededChoices>.scenario(seed: seed).layout
        let first = spec.makeLayout()
        let second = spec.makeLayout()
        #expect(first.isEqual(to: second))
        #expect(LayoutKey(first) == LayoutKey(second))
        #expect(LayoutKey(first).hashValue == LayoutKey(second).hashValue)
    }

    @Test("A random tree and the same tree with one more sublayout are unequal", arguments: seeds)
    func oneMoreSublayoutIsUnequal(seed: UInt64) {
        let tree = TreeGenerator<SeededChoices>.scenario(seed: seed).layout.makeLayout()
        let column = StackLayout(axis: .vertical, sublayouts: [tree])
        let longer = StackLayout(axis: .vertical, sublayouts: [tree, SizeLayout(width: 1, height: 1)])
        #expect(!column.isEqual(to: longer))
        #expect(LayoutKey(column) != LayoutKey(longer))
        #expect(Set([LayoutKey(column), LayoutKey(longer)]).count == 2)
    }

    @Test("Random trees of different seeds hash as they compare: a set holds one key per distinct tree")
    func setsFollowEquality() {
        let trees = Self.seeds.map { TreeGenerator<SeededChoices>.scenario(seed: $0).layout.makeLayout() }
        let keys = Set(trees.map(LayoutKey.init))
        var distinct: [any Layout] = []
        for tree in trees where !distinct.contains(where: { $0.isEqual(to: tree) }) { distinct.append(tree) }
        #expect(keys.count == distinct.count)
    }

    @Test("The hash of a fresh tree asked by eight threads at once is the one an equal tree gives on one thread")
    func hashAskedFromManyThreads() {
        let tree = TreeWorkloads.nestedTree(leafCount: 4_096)
        let expected = LayoutKey(TreeWorkloads.nestedTree(leafCount: 4_096)).hashValue
        let results = Results(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(LayoutKey(tree).hashValue, at: index)
        }
        #expect(results.values == Array(repeating: expected, count: 8))
    }

    @Test("Two fresh equal trees compared by eight threads at once are equal on every thread")
    func equalityAskedFromManyThreads() {
        let tree = FeedItemLayout.make(FeedItemData(index: 7))
        let other = FeedItemLayout.make(FeedItemData(index: 7))
        let different = FeedItemLayout.make(FeedItemData(index: 8))
        let results = Results(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let equal = index.isMultiple(of: 2) ? tree.isEqual(to: other) : other.isEqual(to: tree)
            let unequal = tree.isEqual(to: different)
            results.set(equal && !unequal ? 1 : 0, at: index)
        }
        #expect(results.values == Array(repeating: 1, count: 8))
    }

    @Test("A chain 100,000 layouts deep hashes and compares without recursion")
    func deepChain() {
        func chain() -> any Layout {
            var layout: any Layout = SizeLayout(width: 10, height: 10)
            for _ in 0..<100_000 { layout = InsetLayout(inset: 1, sublayout: layout) }
            return layout
        }
        let first = chain()
        let second = chain()
        #expect(LayoutKey(first).hashValue == LayoutKey(second).hashValue)
        #expect(first.isEqual(to: second))
    }

    @Test("A cache serves a cell built again from the same model, and a list reloads nothing for it")
    func rebuiltCellHitsAndDiffsEqual() throws {
        let cache = ArrangementCache()
        _ = cache.arrangement(of: FeedItemLayout.make(FeedItemData(index: 2)), width: 375)
        _ = cache.arrangement(of: FeedItemLayout.make(FeedItemData(index: 2)), width: 375)
        #expect(cache.statistics == ArrangementCache.Statistics(hits: 1, misses: 1))

        func sections() -> [ListSection<Int, Int>] {
            [
                ListSection(
                    id: 0, items: (0..<5).map { ListItem(id: $0, layout: FeedItemLayout.make(FeedItemData(index: $0))) }
                )
            ]
        }
        var list = LayoutList(sections: sections(), width: 375, context: .fixedAdvance)
        #expect(try list.apply(sections()) == BatchUpdates())
    }

    @Test("A custom sublayout beside built-in ones keeps its node: the stack lays out and compares as before")
    func customSublayoutAmongBuiltIns() {
        struct Square: CustomLayout, Hashable {
            var side: CGFloat
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
                CGSize(width: min(side, maxSize.width), height: min(side, maxSize.height))
            }
        }
        func row() -> StackLayout {
            StackLayout(
                axis: .horizontal, spacing: 2,
                sublayouts: [SizeLayout(width: 5, height: 5), Square(side: 8), LabelLayout(text: "ab")])
        }
        // A custom layout fills its slot by default; the size layout centres itself in it.
        let arrangement = row().arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 6, 5, 5), rect(7, 0, 8, 17), rect(17, 0, 14, 17)])
        #expect(row().isEqual(to: row()))
        #expect(!row().isEqual(to: StackLayout(axis: .horizontal, spacing: 2, sublayouts: [Square(side: 8)])))
    }

    /// A value that names a built-in layout's node but stores a field of its own first.
    struct Tagged: Layout {
        var tag = 7
        var base: SizeLayout
        var _layoutNode: _LayoutNode { base._layoutNode }
        var _layoutNodeIdentifier: ObjectIdentifier? { base._layoutNodeIdentifier }
    }

    @Test(
        "A sublayout that names a built-in node but stores something else first lays out as that node",
        arguments: [
            (0, [rect(0, 0, 8, 9), rect(9, 2, 5, 5), rect(15, 1.5, 6, 6)]),
            (1, [rect(0, 2, 5, 5), rect(6, 0, 8, 9), rect(15, 1.5, 6, 6)]),
            (2, [rect(0, 2, 5, 5), rect(6, 1.5, 6, 6), rect(13, 0, 8, 9)]),
        ])
    func wrapperWithAFieldFirstInAStack(position: Int, expected: [CGRect]) {
        // Each size layout centres itself in the row's 9-point height.
        var sublayouts: [any Layout] = [SizeLayout(width: 5, height: 5), SizeLayout(width: 6, height: 6)]
        sublayouts.insert(Tagged(base: SizeLayout(width: 8, height: 9)), at: position)
        let stack = StackLayout(axis: .horizontal, spacing: 1, alignment: .topLeading, sublayouts: sublayouts)
        #expect(stack.arrangement(context: .fixedAdvance).sublayouts.map(\.frame) == expected)
    }

    @Test("A single sublayout that names a built-in node but stores something else first lays out as that node")
    func wrapperWithAFieldFirstAlone() {
        let inset = InsetLayout(
            insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            sublayout: Tagged(base: SizeLayout(width: 8, height: 9)))
        #expect(inset.arrangement(context: .fixedAdvance).sublayouts.map(\.frame) == [rect(2, 1, 8, 9)])
    }
}

/// Values written by several threads, one slot each.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int]

    init(count: Int) { storage = Array(repeating: -1, count: count) }

    func set(_ value: Int, at index: Int) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
