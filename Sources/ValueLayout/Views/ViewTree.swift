import Foundation

/// The views an arrangement becomes: its nodes that have a ``ViewDescription``, in pre-order, each
/// with the frame it gets in its parent *view* (layouts without a view are flattened away, their
/// offsets folded into their descendants' frames).
///
/// Shared by realisation and animation planning so that both flatten, mirror and treat duplicate
/// reuse identifiers in exactly the same way. Built from the arrangement's public API only.
struct ViewTree: Sendable {
    struct Node: Sendable {
        /// What the view is and how to configure it.
        let view: ViewDescription
        /// The reuse identifier the view is matched by: the layout's, or `nil` when it has none or
        /// repeats one that an earlier node kept.
        let reuseId: String?
        /// The index of the parent view's node, or -1 for a top-level view (a child of the host).
        let parent: Int
        /// The frame in the parent view's coordinates (for a top-level view, the host's).
        let frame: CGRect
        /// The frame in the host's coordinates.
        let frameInHost: CGRect
        /// The size of the content the layout scrolls, or `nil` when it does not scroll.
        var scrollContentSize: CGSize? = nil
    }

    /// The view nodes, in pre-order: a parent comes before its children, and children keep the
    /// arrangement's source order (back to front).
    let nodes: [Node]
    /// The reuse identifiers used by more than one view node, with their number of uses, in the
    /// order they were first repeated.
    let duplicates: [ViewDiagnostic]

    /// Flattens `arrangement`.
    ///
    /// - Parameters:
    ///   - arrangement: The arrangement to flatten.
    ///   - mirrored: Whether to mirror every frame below the root within its parent
    ///     (x′ = parentWidth − x − width), which is what a right-to-left pass does; the root keeps
    ///     its frame.
    /// - Complexity: O(n) in the number of arrangement nodes, without recursion.
    init(_ arrangement: LayoutArrangement, mirrored: Bool) {
        struct Pending {
            let node: LayoutArrangement
            /// The parent view's node index, or -1.
            let parentView: Int
            /// Where the arrangement parent's origin lies in the parent view's coordinates.
            let offset: CGPoint
            /// The parent view's origin in the host's coordinates.
            let parentViewOrigin: CGPoint
            /// The arrangement parent's width, or nil for the root.
            let parentWidth: CGFloat?
        }
        var nodes: [Node] = []
        var seen: [String: Int] = [:]
        var repeatedOrder: [String] = []
        var pending = [
            Pending(node: arrangement, parentView: -1, offset: .zero, parentViewOrigin: .zero, parentWidth: nil)
        ]
        while let item = pending.popLast() {
            var frame = item.node.frame
            if mirrored, let parentWidth = item.parentWidth {
                frame.origin.x = parentWidth - frame.origin.x - frame.size.width
            }
            let width = frame.size.width
            frame.origin.x += item.offset.x
            frame.origin.y += item.offset.y
            let frameInHost = frame.offsetBy(dx: item.parentViewOrigin.x, dy: item.parentViewOrigin.y)
            let layout = item.node.layout
            var childParentView = item.parentView
            var childOffset = frame.origin
            var childParentViewOrigin = item.parentViewOrigin
            if let view = layout.view {
                var reuseId = item.node.viewReuseId
                if let id = reuseId {
                    let uses = seen[id, default: 0] + 1
                    seen[id] = uses
                    if uses > 1 {
                        if uses == 2 { repeatedOrder.append(id) }
                        reuseId = nil
                    }
                }
                nodes.append(
                    Node(
                        view: view, reuseId: reuseId, parent: item.parentView, frame: frame, frameInHost: frameInHost,
                        scrollContentSize: item.node.scrollContentSize))
                childParentView = nodes.count - 1
                childOffset = .zero
                childParentViewOrigin = frameInHost.origin
                if item.node.scrollContentSize != nil, let content = item.node.sublayouts.first {
                    // A scroll view's subviews are in its content's coordinates, which start at 0:
                    // right to left, a horizontal scroll layout's content starts left of its
                    // origin (the mirror image), where a scroll view could not scroll to it.
                    var contentX = content.frame.origin.x
                    if mirrored { contentX = width - contentX - content.frame.size.width }
                    let shift = max(0, -contentX)
                    childOffset.x = shift
                    childParentViewOrigin.x -= shift
                }
            }
            let sublayouts = item.node.sublayouts
            for position in sublayouts.indices.reversed() {
                pending.append(
                    Pending(
                        node: sublayouts[position], parentView: childParentView, offset: childOffset,
                        parentViewOrigin: childParentViewOrigin, parentWidth: width))
            }
        }
        self.nodes = nodes
        self.duplicates = repeatedOrder.map { .duplicateReuseId($0, count: seen[$0]!) }
    }

    /// The indices of the top-level nodes (children of the host), in order.
    var topLevel: [Int] { nodes.indices.filter { nodes[$0].parent == -1 } }
}
