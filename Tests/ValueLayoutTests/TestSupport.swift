import Foundation
import Testing
import ValueLayout

// Small helpers shared by the test files. They only read arrangements; they never compute an
// expected frame (every expected value in the tests is written out by hand).

/// A rectangle, shorter to write than `CGRect(x:y:width:height:)`.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A size, shorter to write than `CGSize(width:height:)`.
func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// A context with right-to-left direction and the fixed-advance measurer.
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)

extension LayoutArrangement {
    /// The descendant at `path` (positions among sublayouts, from this node).
    subscript(_ path: Int...) -> LayoutArrangement {
        var node = self
        for position in path { node = node.sublayouts[position] }
        return node
    }

    /// The frames of the direct sublayouts, in order.
    var sublayoutFrames: [CGRect] { sublayouts.map(\.frame) }

    /// The reuse identifiers of the direct sublayouts, in order.
    var sublayoutIds: [String?] { sublayouts.map(\.viewReuseId) }

    /// Every node of the tree in pre-order, with its frame in the root's coordinate space and its
    /// parent's width (the root's "parent" is the root rectangle, `rootRect`). Iterative, so it
    /// also works on very deep trees.
    func flattened() -> [(node: LayoutArrangement, absoluteFrame: CGRect, depth: Int)] {
        var result: [(node: LayoutArrangement, absoluteFrame: CGRect, depth: Int)] = []
        var stack: [(LayoutArrangement, CGPoint, Int)] = [(self, .zero, 0)]
        while let (node, parentOrigin, depth) = stack.popLast() {
            let absolute = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            result.append((node, absolute, depth))
            for child in node.sublayouts.reversed() {
                stack.append((child, absolute.origin, depth + 1))
            }
        }
        return result
    }

    /// The first node in pre-order whose reuse identifier is `id`.
    func node(id: String) -> LayoutArrangement? {
        flattened().first { $0.node.viewReuseId == id }?.node
    }

    /// Every frame of the tree (relative frames), in pre-order.
    var allFrames: [CGRect] { flattened().map(\.node.frame) }
}

extension LayoutMeasurement {
    /// The measured sizes of the direct sublayouts, in order.
    var sublayoutSizes: [CGSize] { sublayouts.map(\.size) }
}

/// Whether every number of `frame` is finite and its size is not negative.
func isSane(_ frame: CGRect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
        && frame.size.height.isFinite && frame.size.width >= 0 && frame.size.height >= 0
}

/// Whether `value` lies on the pixel grid of `scale` (up to floating-point noise).
func isOnPixelGrid(_ value: CGFloat, scale: CGFloat) -> Bool {
    let pixels = value * scale
    return abs(pixels - pixels.rounded()) < 1e-6
}

/// A size layout of exactly `width` × `height` points with a reuse identifier, the usual leaf of
/// these tests (inflexible, centred in its slot).
func box(_ width: CGFloat, _ height: CGFloat, _ id: String? = nil) -> SizeLayout {
    SizeLayout(width: width, height: height, viewReuseId: id)
}
