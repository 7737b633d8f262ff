import Foundation

extension LayoutArrangement {
    /// Where this node sits in the tree it belongs to: the path from the root of the whole
    /// arrangement (not from the node you started a traversal at) down to this node.
    ///
    /// For the root it names the root alone (`InsetLayout "card"`); for a node reached through
    /// ``sublayouts`` it names every layout on the way (`InsetLayout "card" › StackLayout ›
    /// LabelLayout[1] "subtitle"`). The index of each step is the layout's index among its
    /// parent's sublayouts, which differs from its position in ``sublayouts`` after a stack that
    /// dropped sublayouts. Direction and scale do not change paths.
    ///
    /// - Complexity: O(d + c) for a node at depth d whose ancestors have c arranged children in
    ///   all, without recursion.
    public var path: LayoutPath { tree.path(to: index) }
}

extension LayoutMeasurement {
    /// Where this node sits in the tree it belongs to: the path from the root of the whole
    /// measurement down to this node, written as for an arrangement (see
    /// ``LayoutArrangement/path``).
    ///
    /// - Complexity: O(d + c) for a node at depth d whose ancestors have c measured children in
    ///   all, without recursion.
    public var path: LayoutPath { tree.path(to: index) }
}

/// Type names of layouts by their node's class, each written out once per walk.
struct LayoutTypeNames {
    private var names: [ObjectIdentifier: String] = [:]

    /// The type name of the layout whose node is `node`.
    mutating func name(of node: LayoutNode) -> String {
        let key = ObjectIdentifier(type(of: node))
        if let name = names[key] { return name }
        let name = String(describing: type(of: node.makeLayout()))
        names[key] = name
        return name
    }
}

extension ResultTree {
    /// The index of every tree's root: a pass reserves the root's node first.
    static var rootIndex: Int32 { 0 }

    /// The path from the root of the tree to node `index`, which is reachable from the root.
    ///
    /// - Complexity: O(d + c) for a node at depth d whose ancestors have c children in all.
    func path(to index: Int32) -> LayoutPath {
        var names = LayoutTypeNames()
        var current = Self.rootIndex
        var components = [pathComponent(of: current, sublayoutIndex: nil, names: &names)]
        while current != index {
            let children = gatheredChildren(of: current)
            // Each subtree occupies a run of indices starting at its root, so the node lies in the
            // subtree of the child with the largest index not beyond it.
            var chosen = -1
            for (position, child) in children.enumerated() where child <= index {
                if chosen < 0 || child > children[chosen] { chosen = position }
            }
            precondition(chosen >= 0, "a layout tree node outside its tree")
            let sublayoutIndex = sublayoutIndices(of: current, children: children)[chosen]
            let parent = current
            current = children[chosen]
            components.append(
                pathComponent(
                    of: current, sublayoutIndex: shownSublayoutIndex(sublayoutIndex, parent: parent), names: &names))
        }
        return LayoutPath(components)
    }

    /// The path component of node `index`, given its shown sublayout index.
    func pathComponent(of index: Int32, sublayoutIndex: Int?, names: inout LayoutTypeNames) -> LayoutPath.Component {
        let node = layoutNode(at: index)
        return LayoutPath.Component(
            typeName: names.name(of: node), sublayoutIndex: sublayoutIndex, viewReuseId: node.viewReuseId)
    }

    /// `sublayoutIndex` if the layout of node `parent` has more than one sublayout, else `nil`.
    func shownSublayoutIndex(_ sublayoutIndex: Int, parent: Int32) -> Int? {
        layoutNode(at: parent).childCount > 1 ? sublayoutIndex : nil
    }

    /// The index among the sublayouts of node `parent`'s layout of each of its arranged
    /// `children` (in order).
    ///
    /// Every sublayout is arranged unless the layout dropped some (a kind that drops children
    /// says which it kept) or a custom layout left some unplaced. Otherwise children are matched
    /// to the sublayouts by their layout nodes, in order: when the same layout value appears more
    /// than once among the sublayouts and not all are placed, the earliest consistent index is
    /// given.
    ///
    /// - Complexity: O(number of sublayouts), O(s log s) for a stack that dropped sublayouts.
    func sublayoutIndices(of parent: Int32, children: [Int32]) -> [Int] {
        let parentNode = layoutNode(at: parent)
        let count = Int(parentNode.childCount)
        if children.count == count { return Array(0..<count) }
        if let kept = parentNode.keptSublayoutIndices(keptCount: children.count) { return kept }
        var indices: [Int] = []
        indices.reserveCapacity(children.count)
        var next = 0
        for child in children {
            let childNode = layoutNode(at: child)
            while next < count - 1, !parentNode.isChild(childNode, at: next) { next += 1 }
            indices.append(next)
            next += 1
        }
        return indices
    }
}
