import Foundation

/// Turns a left-to-right arrangement into its right-to-left mirror image, once, at the end of a
/// pass.
///
/// Every frame's x becomes `parentWidth − x − width` in its parent's coordinates (the root is
/// mirrored within the rectangle it was arranged in); y and sizes are unchanged. Layouts therefore
/// compute only left-to-right, `leading` and `trailing` need no special cases anywhere, custom
/// layouts get right-to-left for free, and the result is exactly the mirror image, with no
/// floating-point drift between the two directions.
enum RightToLeftMirroring {
    /// Mirrors every frame of the tree at `root` in place.
    ///
    /// - Complexity: O(n) in the size of the tree, without recursion.
    static func mirror(_ tree: ResultTree<CGRect>, root: Int32, within rect: CGRect) {
        var rootFrame = tree.payload(root)
        rootFrame.origin.x =
            rect.origin.x + (rect.origin.x + rect.size.width - rootFrame.origin.x - rootFrame.size.width)
        tree.setPayload(rootFrame, at: root)
        var pending: [Int32] = [root]
        while let parent = pending.popLast() {
            let width = tree.payload(parent).size.width
            for child in tree.children(of: parent) {
                var frame = tree.payload(child)
                frame.origin.x = width - frame.origin.x - frame.size.width
                tree.setPayload(frame, at: child)
                pending.append(child)
            }
        }
    }
}
