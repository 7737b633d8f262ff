import Foundation

/// Matches the views of two ``ViewTree``s by the recycling rules and lists the moves, insertions
/// and removals of an ``AnimationPlan``.
///
/// Each view gets a *key*: its reuse identifier and view type, or, without an identifier, its
/// parent's key, its view type and its ordinal among its parent's views of that type without an
/// identifier. Keys are interned to integers in one table shared by both trees, so the old tree's
/// keys are exactly 0..<oldCount (they are distinct) and a new view matches old view `k` when its
/// key is `k`.
struct ViewTreeDiff {
    private enum Key: Hashable {
        case reuseId(String, viewType: ObjectIdentifier)
        case position(parent: Int, viewType: ObjectIdentifier, ordinal: Int)
    }

    private struct Slot: Hashable {
        let parent: Int
        let viewType: ObjectIdentifier
    }

    private struct KeyTable {
        var indices: [Key: Int] = [:]

        /// The interned key of every node of `tree`, in order.
        mutating func keys(of tree: ViewTree) -> [Int] {
            var keys: [Int] = []
            keys.reserveCapacity(tree.nodes.count)
            var ordinals: [Slot: Int] = [:]
            for node in tree.nodes {
                let parentKey = node.parent == -1 ? -1 : keys[node.parent]
                let key: Key
                if let id = node.reuseId {
                    key = .reuseId(id, viewType: node.view.viewType)
                } else {
                    let slot = Slot(parent: parentKey, viewType: node.view.viewType)
                    let ordinal = ordinals[slot, default: 0]
                    ordinals[slot] = ordinal + 1
                    key = .position(parent: parentKey, viewType: node.view.viewType, ordinal: ordinal)
                }
                if let index = indices[key] {
                    keys.append(index)
                } else {
                    keys.append(indices.count)
                    indices[key] = indices.count
                }
            }
            return keys
        }
    }

    private(set) var moves: [AnimationPlan.Move] = []
    private(set) var insertions: [AnimationPlan.Insertion] = []
    private(set) var removals: [AnimationPlan.Removal] = []

    /// - Complexity: O(n) in the number of nodes of both trees.
    init(old: ViewTree, new: ViewTree, insertionStyle: AnimationPlan.InsertionStyle) {
        var table = KeyTable()
        let oldKeys = table.keys(of: old)
        let newKeys = table.keys(of: new)
        let oldCount = old.nodes.count
        var matchedOld = [Bool](repeating: false, count: oldCount)

        func parent(of node: ViewTree.Node, in tree: ViewTree) -> AnimationPlan.Parent {
            node.parent == -1 ? .host : .view(reuseId: tree.nodes[node.parent].reuseId)
        }

        // Where each new view's origin is, in the host, once prepared.
        var preparedOrigins: [CGPoint] = []
        preparedOrigins.reserveCapacity(new.nodes.count)
        for (index, node) in new.nodes.enumerated() {
            let key = newKeys[index]
            let parentOrigin = node.parent == -1 ? CGPoint.zero : preparedOrigins[node.parent]
            if key < oldCount {
                matchedOld[key] = true
                let oldNode = old.nodes[key]
                let oldInHost = oldNode.frameInHost
                preparedOrigins.append(oldInHost.origin)
                let oldParentKey = oldNode.parent == -1 ? -1 : oldKeys[oldNode.parent]
                let newParentKey = node.parent == -1 ? -1 : newKeys[node.parent]
                moves.append(
                    AnimationPlan.Move(
                        reuseId: node.reuseId, viewTypeName: node.view.viewTypeName,
                        oldParent: parent(of: oldNode, in: old), newParent: parent(of: node, in: new),
                        isReparented: oldParentKey != newParentKey, oldFrame: oldNode.frame, newFrame: node.frame,
                        preparedFrame: CGRect(
                            x: oldInHost.origin.x - parentOrigin.x, y: oldInHost.origin.y - parentOrigin.y,
                            width: oldInHost.size.width, height: oldInHost.size.height),
                        oldFrameInHost: oldInHost, newFrameInHost: node.frameInHost,
                        configurationChanged: oldNode.view.contentID != node.view.contentID))
            } else {
                let start = insertionStyle.startFrame(for: node.frame)
                preparedOrigins.append(
                    CGPoint(x: parentOrigin.x + start.origin.x, y: parentOrigin.y + start.origin.y))
                insertions.append(
                    AnimationPlan.Insertion(
                        reuseId: node.reuseId, viewTypeName: node.view.viewTypeName,
                        parent: parent(of: node, in: new), frame: node.frame, startFrame: start,
                        frameInHost: node.frameInHost))
            }
        }
        for (index, node) in old.nodes.enumerated() where !matchedOld[index] {
            removals.append(
                AnimationPlan.Removal(
                    reuseId: node.reuseId, viewTypeName: node.view.viewTypeName,
                    parent: parent(of: node, in: old), frame: node.frame,
                    endFrame: insertionStyle.startFrame(for: node.frame), frameInHost: node.frameInHost))
        }
    }
}
