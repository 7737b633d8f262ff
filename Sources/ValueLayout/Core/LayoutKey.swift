/// A layout value as a hashable key: for caches, memoization and incremental re-layout.
///
/// Two keys are equal when their layouts are the same kind with equal properties and equal
/// subtrees (view configuration closures excepted; see ``ViewDescription``). For built-in layouts
/// hashing is O(1) (the subtree's hash is computed when the value is built) and equality is O(1)
/// when both keys hold the same value or their hashes differ, O(n) in the subtree otherwise.
/// A custom layout takes part through `Equatable`/`Hashable` conformance; one that conforms to
/// neither equals nothing, not even itself, so it is never served from a cache.
public struct LayoutKey: Hashable, Sendable {
    /// The layout this key stands for.
    public let layout: any Layout

    /// A key for `layout`.
    public init(_ layout: any Layout) {
        self.layout = layout
    }

    /// Whether the two layouts are equal; see the type's discussion.
    public static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
        lhs.layout._isEqual(to: rhs.layout)
    }

    /// Hashes the layout's subtree hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layout._layoutHash)
    }
}
