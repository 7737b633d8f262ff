/// A layout value as a hashable key: for caches, memoization and incremental re-layout.
///
/// Two keys are equal when their layouts are the same kind with equal properties and equal
/// subtrees (view configuration closures excepted; see ``ViewDescription``). For built-in layouts
/// hashing is O(n) in the subtree the first time a value is hashed or compared (the subtree's hash
/// is computed then and kept) and O(1) after; equality is O(1) when both keys hold the same value or
/// their hashes differ, O(n) in the subtree otherwise.
/// A custom layout takes part through `Equatable` (and `Hashable`, for a better hash)
/// conformance; one that is not `Equatable` equals only the same key, so it is never served
/// from a cache for another value.
public struct LayoutKey: Hashable, Sendable {
    /// The layout's node, made once (a custom layout's is made when read): all a key keeps.
    let node: LayoutNode

    /// The layout this key stands for.
    public var layout: any Layout { node.makeLayout() }

    /// A key for `layout`.
    ///
    /// - Complexity: O(1) for a built-in layout; for a custom one, O(number of custom layouts in
    ///   its subtree, up to the built-in layouts below them).
    public init(_ layout: any Layout) {
        self.node = layout._layoutNode
    }

    /// Whether the two layouts are equal; see the type's discussion.
    public static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
        LayoutEquality.areEqual(lhs.node, rhs.node)
    }

    /// Hashes the layout's subtree hash.
    ///
    /// - Complexity: O(n) in the subtree the first time the layout is hashed or compared, O(1)
    ///   after.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(node.subtreeHash)
    }
}
