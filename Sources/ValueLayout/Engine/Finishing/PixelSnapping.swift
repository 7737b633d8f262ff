import Foundation

/// Rounds frames to a pixel grid, once, at the end of a pass.
///
/// Every edge is rounded in the coordinate space the root was arranged in (not relative to its
/// parent), with one rule (nearest pixel, halves rounding up; in right-to-left, horizontal halves
/// round down, so the snapped tree stays the exact mirror of the left-to-right one), so frames that shared an edge before
/// snapping share it after: no gaps and no overlaps appear between siblings, and a child that was
/// inside its parent stays inside. The one exception is text: a label's frame is never made
/// narrower or shorter than its unsnapped frame, so if rounding would cut it, its far edge moves
/// out by one pixel (which can then cross a neighbour's or the parent's edge by that pixel; label
/// measurements are whole pixels, so this happens only to labels stretched to a fractional size).
enum PixelSnapping {
    /// Rounds `value` (in points) up to a whole number of pixels, leaving values already on the
    /// grid (within floating-point noise) unchanged.
    @inline(__always)
    static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(.up)) / scale
    }

    /// Snaps every frame of the tree at `root` in place.
    ///
    /// Edges are computed as whole pixel indices in the root's coordinate space, and each frame is
    /// stored as differences of indices divided by the scale, so a relative coordinate is always the
    /// double nearest to a whole number of pixels (no accumulated rounding noise).
    ///
    /// - Complexity: O(n) in the size of the tree, without recursion.
    /// In right-to-left, x edges round halves down instead of up, so that a snapped right-to-left
    /// tree is still exactly the mirror of the snapped left-to-right one.
    static func snap(
        _ tree: ResultTree<CGRect>, root: Int32, scale: CGFloat, direction: LayoutDirection
    ) {
        let halvesRoundDown = direction == .rightToLeft
        // (node, parent's unsnapped absolute origin, parent's snapped origin in pixels)
        var stack: [(Int32, CGPoint, CGPoint)] = [(root, .zero, .zero)]
        while let (index, parentOrigin, parentPixels) = stack.popLast() {
            let frame = tree.payload(index)
            let minX = parentOrigin.x + frame.origin.x
            let minY = parentOrigin.y + frame.origin.y
            var minXPixels = pixel(minX, scale: scale, halvesRoundDown: halvesRoundDown)
            let minYPixels = pixel(minY, scale: scale)
            var maxXPixels = pixel(minX + frame.size.width, scale: scale, halvesRoundDown: halvesRoundDown)
            var maxYPixels = pixel(minY + frame.size.height, scale: scale)
            if tree.layoutNode(at: index).growsWhenSnapped {
                // Text is never cut: a label (a kind that grows when snapped) keeps at least its
                // unsnapped size, growing at its trailing edge (the left one in right-to-left).
                if (maxXPixels - minXPixels) / scale < frame.size.width - 1e-9 {
                    if halvesRoundDown { minXPixels -= 1 } else { maxXPixels += 1 }
                }
                if (maxYPixels - minYPixels) / scale < frame.size.height - 1e-9 { maxYPixels += 1 }
            }
            tree.setPayload(
                CGRect(
                    x: (minXPixels - parentPixels.x) / scale, y: (minYPixels - parentPixels.y) / scale,
                    width: (maxXPixels - minXPixels) / scale, height: (maxYPixels - minYPixels) / scale),
                at: index)
            let origin = CGPoint(x: minX, y: minY)
            let pixels = CGPoint(x: minXPixels, y: minYPixels)
            for child in tree.children(of: index) {
                stack.append((child, origin, pixels))
            }
        }
    }

    /// The index of the pixel edge nearest to `value` points (halves round up, or down if asked).
    ///
    /// A value within a millionth of a pixel of a half pixel counts as that half: edges that
    /// coincide mathematically but differ by floating-point noise (a child ending at its parent's
    /// end after summed offsets, a mirrored edge) then round the same way.
    @inline(__always)
    private static func pixel(_ value: CGFloat, scale: CGFloat, halvesRoundDown: Bool = false) -> CGFloat {
        let pixels = value * scale
        // A millionth of a pixel: far above the noise that sums of offsets and mirroring leave,
        // far below any real distance.
        let tolerance: CGFloat = 1e-6
        return halvesRoundDown ? (pixels - 0.5 - tolerance).rounded(.up) : (pixels + 0.5 + tolerance).rounded(.down)
    }
}
