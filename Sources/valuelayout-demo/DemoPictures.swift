import Foundation
import ValueLayout
import ValueLayoutFonts
import ValueLayoutWorkloads

/// The demo's picture outputs: `--svg FILE` (the W1 feed item drawn as SVG) and `--html FILE` (the
/// feed item realised into HTML elements, left to right and right to left, with a self-check a
/// browser runs when the page is opened with `?check`; see `scripts/check-html-in-chromium.sh`).
enum DemoPictures {
    /// Writes the SVG of the W1 feed item, laid out and drawn with `textMeasurer`, to `path`.
    static func writeSVG(to path: String, textMeasurer: any TextMeasurer) throws {
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(
            width: FeedItemLayout.width, context: LayoutContext(textMeasurer: textMeasurer))
        // Drawn with the arrangement's own measurer: the lines that were measured.
        try arrangement.svg().write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Writes the inspector page of the W1 feed item (see ``InspectorPage``), laid out with
    /// `textMeasurer` at the feed's width, to `path`: left to right without a pixel scale, or right
    /// to left at scale 2, drawn at 4 CSS pixels per point so that the pixel grid shows.
    static func writeInspector(to path: String, textMeasurer: any TextMeasurer, rightToLeft: Bool) throws {
        let context =
            rightToLeft
            ? LayoutContext(textMeasurer: textMeasurer, direction: .rightToLeft, scale: 2)
            : LayoutContext(textMeasurer: textMeasurer)
        let page = InspectorPage(
            layout: FeedItemLayout.make(FeedItemData(index: 0)), width: FeedItemLayout.width, height: nil,
            context: context,
            title: rightToLeft
                ? "The W1 feed item, right to left, scale 2" : "The W1 feed item, left to right",
            zoom: rightToLeft ? 4 : 2)
        try page.render().write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Writes the HTML page of the W1 feed item to `path`: three hosts, each checked by the page's
    /// script, when the page is opened with `?check`, against frames computed here from the
    /// arrangements alone (and, with a ``FontTextMeasurer``, the browser's lines of every label
    /// against the measurer's).
    @MainActor
    static func writeHTML(to path: String, textMeasurer: any TextMeasurer) throws {
        let original = FeedItemLayout.make(FeedItemData(index: 0))
        let layout = withHTMLViews(original)
        let context = LayoutContext(textMeasurer: textMeasurer)
        let ltr = layout.arrangement(width: FeedItemLayout.width, context: context)
        let rtl = layout.arrangement(
            width: FeedItemLayout.width, context: LayoutContext(textMeasurer: textMeasurer, direction: .rightToLeft))
        // Attaching views changes no frame.
        precondition(
            ltr.snapshotText == original.arrangement(width: FeedItemLayout.width, context: context).snapshotText)

        var page = HTMLPage(title: "ValueLayout: the W1 feed item as HTML elements", textMeasurer: textMeasurer)
        func host(for arrangement: LayoutArrangement) -> HTMLElementView {
            HTMLElementView(frame: CGRect(origin: .zero, size: arrangement.frame.size))
        }
        let first = host(for: ltr)
        ltr.makeViews(in: first)
        page.add(first, caption: "Left to right", expectedFrames: expectedFrames(ltr, mirrored: false))
        let second = host(for: rtl)
        rtl.makeViews(in: second)
        page.add(
            second, caption: "Right to left (laid out)", direction: .rightToLeft,
            expectedFrames: expectedFrames(rtl, mirrored: false))
        let third = host(for: ltr)
        ltr.makeViews(in: third, direction: .rightToLeft)
        page.add(
            third, caption: "Right to left (mirrored by makeViews)", direction: .rightToLeft,
            expectedFrames: expectedFrames(ltr, mirrored: true))
        try page.render().write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The frame, in the host's coordinates, of every node of `arrangement` that has a view and a
    /// reuse identifier: the sum of the frames on the way down, computed without the library's
    /// realisation code. With `mirrored`, each frame is reflected about the root's vertical
    /// centre line (which is what mirroring every frame within its parent amounts to).
    static func expectedFrames(_ arrangement: LayoutArrangement, mirrored: Bool) -> [String: CGRect] {
        let root = arrangement.frame
        var frames: [String: CGRect] = [:]
        var pending: [(LayoutArrangement, CGPoint)] = [(arrangement, .zero)]
        while let (node, parentOrigin) = pending.popLast() {
            var frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            for child in node.sublayouts { pending.append((child, frame.origin)) }
            if mirrored { frame.origin.x = root.minX + root.maxX - frame.maxX }
            if node.layout.view != nil, let id = node.viewReuseId { frames[id] = frame }
        }
        return frames
    }

    /// `layout` with an HTML element as the view of every built-in layout that has a reuse
    /// identifier (labels show their text; other layouts are grey boxes); layouts without one stay
    /// geometry only. Built from the layouts' public properties.
    static func withHTMLViews(_ layout: any Layout) -> any Layout {
        let id = layout.viewReuseId
        switch layout {
        case let label as LabelLayout:
            return LabelLayout(
                text: label.text, font: label.font, lineHeight: label.lineHeight, numberOfLines: label.numberOfLines,
                alignment: label.alignment, flexibility: label.flexibility, viewReuseId: id,
                view: id == nil ? label.view : HTMLElementView.describe(label: label))
        case let size as SizeLayout:
            return SizeLayout(
                minWidth: size.minWidth, maxWidth: size.maxWidth, minHeight: size.minHeight,
                maxHeight: size.maxHeight, alignment: size.alignment, flexibility: size.flexibility,
                viewReuseId: id, view: id == nil ? size.view : HTMLElementView.describe(className: "vl-image"),
                sublayout: size.sublayout.map(withHTMLViews))
        case let inset as InsetLayout:
            return InsetLayout(
                insets: inset.insets, alignment: inset.alignment, flexibility: inset.flexibility, viewReuseId: id,
                view: id == nil ? inset.view : HTMLElementView.describe(), sublayout: withHTMLViews(inset.sublayout))
        case let stack as StackLayout:
            return StackLayout(
                axis: stack.axis, spacing: stack.spacing, distribution: stack.distribution,
                alignment: stack.alignment, flexibility: stack.flexibility, viewReuseId: id,
                view: id == nil ? stack.view : HTMLElementView.describe(),
                sublayouts: stack.sublayouts.map(withHTMLViews))
        case let overlay as OverlayLayout:
            return OverlayLayout(
                primaryLayouts: overlay.primaryLayouts.map(withHTMLViews),
                backgroundLayouts: overlay.backgroundLayouts.map(withHTMLViews),
                overlayLayouts: overlay.overlayLayouts.map(withHTMLViews), alignment: overlay.alignment,
                flexibility: overlay.flexibility, viewReuseId: id,
                view: id == nil ? overlay.view : HTMLElementView.describe())
        default:
            return layout
        }
    }
}
