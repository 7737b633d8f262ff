import Foundation

/// What every built-in layout shares: its flexibility, reuse identifier, view, equality and hash
/// come from its node. An implementation detail of the built-in layouts; do not conform to it.
public protocol _BuiltInLayout: Layout, Hashable {}

extension _BuiltInLayout {
    /// How willing this layout is to be compressed or stretched.
    public var flexibility: Flexibility { _layoutNode.flexibility }

    /// Identifies this node across arrangements.
    public var viewReuseId: String? { _layoutNode.viewReuseId }

    /// The view this layout becomes, if any.
    public var view: ViewDescription? { _layoutNode.view }

    /// The identity of the node this value is a reference to.
    public var _layoutNodeIdentifier: ObjectIdentifier? { ObjectIdentifier(_layoutNode) }

    /// Whether two layouts of this type have equal properties and equal subtrees.
    ///
    /// - Complexity: O(1) when they share their node or their subtrees' hashes (computed the first
    ///   time either is hashed or compared, then kept) differ; O(n) in the subtree otherwise,
    ///   without recursion.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        LayoutEquality.areEqual(lhs._layoutNode, rhs._layoutNode)
    }

    /// Hashes the layout and its subtree.
    ///
    /// - Complexity: O(n) in the subtree the first time the value (or an equal one sharing its
    ///   nodes) is hashed or compared, O(1) after: the subtree's hash is kept once computed.
    public func hash(into hasher: inout Hasher) { hasher.combine(_layoutNode.subtreeHash) }
}
