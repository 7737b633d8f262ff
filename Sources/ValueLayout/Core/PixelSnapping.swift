import Foundation

/// Rounds frames to a pixel grid, once, at the end of a pass.
///
/// Every edge is rounded in the coordinate space the root was arranged in (not relative to its
/// parent), with one rule (nearest pixel, halves rounding up), so frames that shared an edge before
/// snapping share it after: no gaps and no overlaps appear between siblings, and a child that was
/// inside its parent stays inside. The one exception is text: a label's frame is never made
/// narrower or shorter than its unsnapped frame, so if rounding would cut it, its far edge moves
/// out by one pixel (which can then cross a neighbour's or the parent's edge by that pixel; label
/// measurements are whole pixels, so this happens only to labels stretched to a fractional size).
enum PixelSnapping {
    /// Snaps `value` (in points) to the nearest pixel for `scale` pixels per point.
    @inline(__always)
    static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale + 0.5).rounded(.down) / scale
    }

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
    /// - Complexity: O(n) in the size of the tree, without recursion.
    static func snap(_ storage: LayoutTreeStorage<CGRect>, root: Int32, scale: CGFloat) {
        // (node, parent's unsnapped absolute origin, parent's snapped absolute origin)
        var stack: [(Int32, CGPoint, CGPoint)] = [(root, .zero, .zero)]
        let pixel = 1 / scale
        while let (index, parentOrigin, parentSnappedOrigin) = stack.popLast() {
            let node = storage.nodes[Int(index)]
            let frame = node.payload
            let minX = parentOrigin.x + frame.minX
            let minY = parentOrigin.y + frame.minY
            let maxX = minX + frame.width
            let maxY = minY + frame.height
            let snappedMinX = snap(minX, scale: scale)
            let snappedMinY = snap(minY, scale: scale)
            var snappedMaxX = snap(maxX, scale: scale)
            var snappedMaxY = snap(maxY, scale: scale)
            if storage.layoutStorage(at: index) is LabelLayout.Storage {
                if snappedMaxX - snappedMinX < frame.width - 1e-9 { snappedMaxX += pixel }
                if snappedMaxY - snappedMinY < frame.height - 1e-9 { snappedMaxY += pixel }
            }
            storage.setPayload(
                CGRect(
                    x: snappedMinX - parentSnappedOrigin.x, y: snappedMinY - parentSnappedOrigin.y,
                    width: snappedMaxX - snappedMinX, height: snappedMaxY - snappedMinY),
                at: index)
            let origin = CGPoint(x: minX, y: minY)
            let snappedOrigin = CGPoint(x: snappedMinX, y: snappedMinY)
            for offset in 0..<Int(node.childCount) {
                stack.append((storage.child(index, offset), origin, snappedOrigin))
            }
        }
    }
}
