import Foundation

extension InspectorPage {
    /// Where the parts of one arrangement go on the page, in CSS pixels, so that the page fits a
    /// window ``windowWidth`` pixels wide: nothing reaches past ``contentRight``.
    ///
    /// The drawing is at the left margin, below the caption, always at the same place, so that
    /// its boxes' page coordinates do not depend on the window. Beside it, as room allows:
    ///
    /// - **Tree and details beside the drawing**, when the tree can have at least
    ///   ``minimumTreeWidth`` pixels: the tree takes up to ``treeWidth``, the details
    ///   ``detailWidth``.
    /// - **Details beside the drawing, tree below**, when only the details fit beside it: the tree
    ///   spans the content's width under the drawing and the details.
    /// - **Tree and details below the drawing**, side by side, the tree taking what the details
    ///   leave, when not even the details fit beside it. A drawing wider than the content is shown
    ///   in a box as wide as the content, which scrolls sideways.
    struct Placement: Equatable {
        /// The drawing: its place on the page, and its size.
        var drawing: CGRect
        /// The box that shows the drawing: the drawing's own box, or, for a drawing wider than
        /// the content, one as wide as the content and ``scrollBarAllowance`` taller, which
        /// scrolls sideways.
        var viewport: CGRect
        /// The tree of nodes (it scrolls when its rows need more room).
        var tree: CGRect
        /// The details of the node under the pointer (it scrolls when its text needs more room).
        var detail: CGRect
        /// Where the next arrangement's caption goes.
        var bottom: CGFloat
    }

    /// The narrowest window the page fits: 1,000 CSS pixels.
    static let windowWidth: CGFloat = 1_000
    /// The right edge of the page's content: the window's width less the margin.
    static var contentRight: CGFloat { windowWidth - margin }
    /// The width of the content, from the left margin to ``contentRight``.
    static var contentWidth: CGFloat { contentRight - margin }
    /// The narrowest the tree becomes beside the drawing before it moves below.
    static let minimumTreeWidth: CGFloat = 240
    /// The height of the detail panel, and of a tree beside or below it, at least.
    static let detailHeight: CGFloat = 360
    /// The room a sideways scroll bar takes under a drawing wider than the content.
    static let scrollBarAllowance: CGFloat = 16

    /// Where the parts of an arrangement whose drawing is `drawingSize` go, for the arrangement
    /// whose caption is at `top`.
    static func placement(drawingSize size: CGSize, top: CGFloat) -> Placement {
        let drawing = CGRect(origin: CGPoint(x: margin, y: top + captionHeight), size: size)
        let besideDrawing = drawing.maxX + gap
        if besideDrawing + minimumTreeWidth + gap + detailWidth <= contentRight {
            let height = max(size.height, detailHeight)
            let treeWidth = min(Self.treeWidth, contentRight - besideDrawing - gap - detailWidth)
            let tree = CGRect(x: besideDrawing, y: drawing.minY, width: treeWidth, height: height)
            let detail = CGRect(x: tree.maxX + gap, y: drawing.minY, width: detailWidth, height: detailHeight)
            return Placement(
                drawing: drawing, viewport: drawing, tree: tree, detail: detail, bottom: drawing.minY + height + 2 * gap
            )
        }
        if besideDrawing + detailWidth <= contentRight {
            let detail = CGRect(x: besideDrawing, y: drawing.minY, width: detailWidth, height: detailHeight)
            let tree = CGRect(
                x: margin, y: drawing.minY + max(size.height, detailHeight) + gap, width: contentWidth,
                height: detailHeight)
            return Placement(
                drawing: drawing, viewport: drawing, tree: tree, detail: detail, bottom: tree.maxY + 2 * gap)
        }
        let viewport =
            size.width <= contentWidth
            ? drawing
            : CGRect(
                x: drawing.minX, y: drawing.minY, width: contentWidth, height: size.height + scrollBarAllowance)
        let tree = CGRect(
            x: margin, y: viewport.maxY + gap, width: contentWidth - gap - detailWidth, height: detailHeight)
        let detail = CGRect(x: tree.maxX + gap, y: tree.minY, width: detailWidth, height: detailHeight)
        return Placement(drawing: drawing, viewport: viewport, tree: tree, detail: detail, bottom: tree.maxY + 2 * gap)
    }
}
