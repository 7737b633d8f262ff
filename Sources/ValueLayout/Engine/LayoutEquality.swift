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
        var pending: [(LayoutNode, LayoutNode)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            if left === right { continue }
            guard type(of: left) == type(of: right), left.shallowEquals(right) else { return false }
            for index in 0..<Int(left.childCount) {
                pending.append(
                    (left.childNode(at: index).takeUnretainedValue(), right.childNode(at: index).takeUnretainedValue()))
            }
        }
        return true
    }
}
