import Foundation

/// The result of arranging a layout: its frame and the arrangements of its sublayouts.
///
/// An arrangement is an immutable tree, safe to share between threads: compute it on a background
/// queue and hand it to the main thread to become views. Each ``frame`` is in the coordinate space
/// of the parent arrangement (the root's, in the coordinates it was arranged in).
///
/// An arrangement is a small handle into storage that holds the whole tree contiguously (one
/// array of nodes, whatever the tree's size or depth); copying one is cheap, and releasing a very
/// deep tree needs no recursion. Make one with ``Layout/arrangement(origin:width:height:context:)``.
public struct LayoutArrangement: Sendable {
    let tree: ResultTree<CGRect>
    let index: Int32

    init(tree: ResultTree<CGRect>, index: Int32) {
        self.tree = tree
        self.index = index
    }

    /// The layout that was arranged.
    public var layout: any Layout { tree.layout(at: index) }

    /// The layout's frame, in points, in its parent arrangement's coordinate space.
    public var frame: CGRect { tree.payload(index) }

    /// The arrangements of the sublayouts that were arranged, in the layout's source order (which
    /// is also back-to-front drawing order).
    ///
    /// - Complexity: O(number of sublayouts) to get the collection; O(1) to read each sublayout.
    public var sublayouts: Sublayouts {
        let tree = tree
        return Sublayouts(tree: tree, parent: index) { LayoutArrangement(tree: tree, index: $0) }
    }

    /// The size of the content this node scrolls, in points, or `nil` for a node that does not
    /// scroll: a ``ScrollLayout``'s content frame's size (0 × 0 without content), what a scroll
    /// view's content size is set to. It is read from the finished frames, so it is mirrored and
    /// snapped with them: with a pixel scale, it is the snapped content frame's size.
    ///
    /// - Complexity: O(1) for a node that does not scroll; O(number of sublayouts) otherwise.
    public var scrollContentSize: CGSize? { tree.scrollContentSize(of: index) }

    /// The layout's reuse identifier, if it has one.
    public var viewReuseId: String? { tree.layoutNode(at: index).viewReuseId }

    /// The writing direction the frames are laid out for: ``LayoutDirection/rightToLeft`` when the
    /// arrangement was computed with a right-to-left context (its frames are then already
    /// mirrored).
    public var direction: LayoutDirection { tree.direction }

    /// The context the arrangement was laid out with: its text measurer, direction and pixel
    /// scale (the same for every arrangement of one tree).
    ///
    /// Whatever draws the arrangement's text should break it with this measurer, as the SVG and
    /// HTML renderers do by default, so that a picture shows the lines that were measured.
    public var context: LayoutContext { tree.context ?? .default }

    /// The number of nodes in this arrangement's tree, itself included.
    ///
    /// - Complexity: O(n) in the size of the tree.
    public var nodeCount: Int {
        var count = 0
        tree.forEachPreOrder(from: index) { _, _ in count += 1 }
        return count
    }

    /// The arrangements of a layout's sublayouts, in source order: a random-access view into the tree.
    public typealias Sublayouts = SublayoutResults<LayoutArrangement>
}

extension ResultTree where Payload == CGRect {
    /// The scroll content size of the node at `index` (see ``LayoutArrangement/scrollContentSize``).
    func scrollContentSize(of index: Int32) -> CGSize? {
        layoutNode(at: index).scrollContentSize { children(of: index).map { payload($0) } }
    }
}
