/// Equality of layout trees without recursion (so that comparing two 100,000-level trees cannot
/// overflow the stack).
enum LayoutEquality {
    /// Whether two layout nodes describe equal trees: the same kinds with equal properties, level
    /// by level. A custom layout takes part through `Equatable`: one that is not equals only
    /// itself (the same node).
    ///
    /// - Complexity: O(1) when the nodes are the same object or their hashes differ; otherwise
    ///   O(n) in the size of the trees.
    static func areEqual(_ lhs: LayoutNode, _ rhs: LayoutNode) -> Bool {
        if lhs === rhs { return true }
        if lhs.subtreeHash != rhs.subtreeHash { return false }
        // Both trees are retained by the caller, and so are their descendants: the pairs need no
        // references of their own.
        var pending: [(Unretained<LayoutNode>, Unretained<LayoutNode>)] = [(Unretained(lhs), Unretained(rhs))]
        while let (leftReference, rightReference) = pending.popLast() {
            let equal = leftReference.with { left in
                rightReference.with { right in
                    if left === right { return true }
                    guard type(of: left) == type(of: right), left.shallowEquals(right) else { return false }
                    var index = 0
                    while index < Int(left.childCount) {
                        pending.append((left.childNode(at: index), right.childNode(at: index)))
                        index += 1
                    }
                    return true
                }
            }
            if !equal { return false }
        }
        return true
    }
}

extension Layout {
    /// Whether this layout and `other` describe equal trees: the same types with equal properties,
    /// level by level (what `==` compares for two layouts of one built-in type, for layouts known
    /// only as `any Layout`). A custom layout that is not `Equatable` equals only itself.
    ///
    /// - Complexity: O(1) when the hashes of the trees differ; otherwise O(n) in the size of the
    ///   trees, without recursion.
    public func isEqual(to other: any Layout) -> Bool {
        LayoutEquality.areEqual(_layoutNode, other._layoutNode)
    }
}
