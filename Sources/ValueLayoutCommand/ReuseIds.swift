import Foundation
import ValueLayout

/// The layouts of an arrangement that have a reuse identifier, matched as views are matched: the
/// first use of an identifier, in pre-order, is the node the identifier stands for; a later use
/// is a duplicate. `diff` matches nodes by it and `check` reports its duplicates.
struct ReuseIds {
    /// A node with a reuse identifier, as the animation plan sees it.
    struct Node {
        let reuseId: String
        let kind: String
        /// The frame in the root's coordinates (the root's own origin included).
        let frame: CGRect
        /// The reuse identifier of the nearest ancestor that has one, or `nil`.
        let parentReuseId: String?
    }

    /// An identifier used by more than one layout, and the path of each of them, in pre-order.
    struct Duplicate {
        let reuseId: String
        let paths: [LayoutPath]
    }

    /// The first use of every identifier, in pre-order.
    let nodes: [Node]
    /// The identifiers used more than once, in the order their second use appears.
    let duplicates: [Duplicate]

    /// Walks `arrangement` in pre-order, without recursion.
    ///
    /// - Complexity: O(n) in the number of nodes, plus O(d) for each use of a repeated identifier
    ///   at depth d (its path).
    init(_ arrangement: LayoutArrangement) {
        var nodes: [Node] = []
        var uses: [String: [LayoutArrangement]] = [:]
        var repeated: [String] = []
        var pending: [(LayoutArrangement, CGPoint, String?)] = [(arrangement, .zero, nil)]
        while let (node, offset, parentId) = pending.popLast() {
            let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
            var childParent = parentId
            if let id = node.viewReuseId {
                uses[id, default: []].append(node)
                switch uses[id]!.count {
                case 1:
                    nodes.append(
                        Node(
                            reuseId: id, kind: ArrangementJSON.kind(of: node.layout), frame: frame,
                            parentReuseId: parentId))
                    childParent = id
                case 2: repeated.append(id)
                default: break
                }
            }
            for child in node.sublayouts.reversed() { pending.append((child, frame.origin, childParent)) }
        }
        self.nodes = nodes
        duplicates = repeated.map { id in Duplicate(reuseId: id, paths: uses[id]!.map(\.path)) }
    }
}
