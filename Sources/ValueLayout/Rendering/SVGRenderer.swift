import Foundation

/// Draws an arrangement as an SVG picture: a box for every layout, its reuse identifier, and the
/// text of every ``LabelLayout`` broken into lines by the text measurer, so a layout can be looked
/// at rather than read as numbers.
///
/// By default the picture is drawn with what the arrangement was laid out with
/// (``LayoutArrangement/context``): its text measurer breaks the lines, so a picture shows the
/// lines that were measured, and its pixel scale sizes the picture.
///
/// - Layouts with a reuse identifier or a view are drawn as solid, lightly filled boxes; other
///   layouts (stacks, insets used only for geometry) as thin dashed outlines.
/// - Each reuse identifier is written inside its box, in monospaced type ``tagPixelSize`` pixels
///   tall at the picture's scale: at the top-left corner, or, where another tag already is (a
///   child that starts at its parent's corner), in the next free place (the top-right corner,
///   then lower rows), so that no two tags overlap. An identifier wider than its box is cut with
///   an ellipsis; one whose box has no room for it is left out (the box's tooltip names it).
/// - A label's text is drawn with the line breaks of the text measurer at the label's width
///   (`TextMeasurer.lines(of:font:lineHeight:numberOfLines:maxWidth:)`, or its styled twin for
///   attributed or character-wrapped text), as many lines as its frame is tall enough for (a label
///   squeezed below its measured height shows fewer lines), each line stretched to exactly the
///   width the measurer gives it, in a monospaced font sized to the line height. When the text
///   does not all fit, the last line shown is cut by the label's ``LineBreakMode`` as a view cuts
///   it: truncated with an ellipsis at its end, start or middle, or clipped (see the label guide).
///   Attributed text is drawn run by run, a `<tspan>` for each run on a line, with the run's
///   family, weight, size (relative to the first run's), kern (`letter-spacing`) and baseline
///   offset (`baseline-shift`). Lines start at the leading edge: the right edge for an arrangement
///   laid out right to left.
/// - With a measurer of real fonts (`FontTextMeasurer`, of the ValueLayoutFonts module), a label
///   whose font resolves to a face of its catalog is drawn instead in that face's family, weight and style at the font's size, unstretched, each line's
///   baseline where a browser puts it (half the leading, then the ascender, below the line's
///   top); a comment at the top names the measurer and the faces (and their files) used. The
///   picture then shows the real font where the viewer has it installed, or, with
///   ``embedsFonts``, wherever it is opened (each face's file embedded with `@font-face`).
/// - Every box has a `<title>` (the layout type and frame) that browsers show on hover.
/// - A scrolling node's content (a ``ScrollLayout``'s) is clipped to the node's frame, as a
///   scroll view shows it before it scrolls.
///
/// The output is deterministic (it depends only on the arrangement and the options), one element
/// per line, parents before children, so it can be snapshot-tested.
public struct SVGRenderer: Sendable {
    /// Breaks label text into lines, or `nil` (the default) for the measurer the arrangement was
    /// laid out with, which draws the lines that were measured.
    public var textMeasurer: (any TextMeasurer)?
    /// The margin around the root frame, in points.
    public var padding: CGFloat
    /// How many SVG pixels each point takes (the picture's `width`/`height` attributes), or `nil`
    /// (the default) for the arrangement's pixel scale kept between 1 and 4 (a picture of a
    /// screen's pixels, not of a scale chosen for snapping), or 2 when it was laid out without one.
    public var scale: CGFloat?

    /// Whether the faces that draw label text are embedded in the picture (`@font-face` rules with
    /// each face's file as a `data:` URL), so that it shows the measured font wherever it is
    /// opened, at the cost of the files' size (about a third more than the files). Off by default.
    public var embedsFonts: Bool

    /// The picture's pixels per point when neither the renderer nor the arrangement names a
    /// scale: 2.
    public static let defaultScale: CGFloat = 2

    /// The height of the reuse-identifier tags' text in the picture's pixels (at its `width` and
    /// `height`): 10.
    public static let tagPixelSize: CGFloat = 10

    /// A renderer with the given measurer (`nil`: the arrangement's), margin (points), scale
    /// (pixels per point; `nil`: the arrangement's, else ``defaultScale``) and font embedding (see
    /// ``embedsFonts``). A scale that is NaN, infinite, zero or negative is 1.
    public init(
        textMeasurer: (any TextMeasurer)? = nil, padding: CGFloat = 8, scale: CGFloat? = nil, embedsFonts: Bool = false
    ) {
        self.textMeasurer = textMeasurer
        self.embedsFonts = embedsFonts
        self.padding = padding.isFinite ? max(0, padding) : 0
        self.scale = scale.map { $0.isFinite && $0 > 0 ? $0 : 1 }
    }

    /// The SVG document for `arrangement`, in the root's coordinate space.
    ///
    /// - Complexity: O(n) in the number of nodes, plus the text measurer's work for each label;
    ///   without recursion.
    public func render(_ arrangement: LayoutArrangement) -> String {
        let textMeasurer = textMeasurer ?? arrangement.context.textMeasurer
        let scale = scale ?? arrangement.context.scale.map { min(max($0, 1), 4) } ?? Self.defaultScale
        let root = arrangement.frame
        let minX = root.minX - padding
        let minY = root.minY - padding
        let width = root.width + 2 * padding
        let height = root.height + 2 * padding
        let n = RenderingText.number
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * scale))\" "
        svg += "height=\"\(n(height * scale))\" viewBox=\"\(n(minX)) \(n(minY)) \(n(width)) \(n(height))\">\n"
        var body = ""
        var faces: [RenderingFace] = []
        let rightToLeft = arrangement.direction == .rightToLeft
        var tags = ReuseIdTags(fontSize: Self.tagPixelSize / scale)
        // An entry with no node closes the group that clips a scrolling node's content.
        var pending: [(node: LayoutArrangement?, parentOrigin: CGPoint)] = [(arrangement, .zero)]
        var clipCount = 0
        while let (entry, parentOrigin) = pending.popLast() {
            guard let node = entry else {
                body += "</g>\n"
                continue
            }
            let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            let layout = node.layout
            let id = node.viewReuseId
            let identified = id != nil || layout.view != nil
            let box =
                "x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
            let title =
                "\(type(of: layout)) (\(n(node.frame.minX)), \(n(node.frame.minY)), "
                + "\(n(node.frame.width)), \(n(node.frame.height)))" + (id.map { " \($0.debugDescription)" } ?? "")
            body += "<rect class=\"\(identified ? "identified" : "node")\" \(box)>"
            body += "<title>\(RenderingText.escaped(title))</title></rect>\n"
            if let text = node.textContent {
                body += labelText(
                    text, frame: frame, rightToLeft: rightToLeft, measurer: textMeasurer, faces: &faces)
            }
            if let id, let tag = tags.place(id, in: frame) { body += Self.tagText(tag, className: "id") }
            let sublayouts = node.sublayouts
            if node.scrollContentSize != nil, !sublayouts.isEmpty {
                // What a scroll view shows before it scrolls: its content clipped to its bounds.
                clipCount += 1
                body += "<clipPath id=\"vl-clip\(clipCount)\"><rect \(box)/></clipPath>\n"
                body += "<g clip-path=\"url(#vl-clip\(clipCount))\">\n"
                pending.append((nil, .zero))
            }
            for position in sublayouts.indices.reversed() {
                pending.append((sublayouts[position], frame.origin))
            }
        }
        if !faces.isEmpty {
            let used = RenderingFonts.unique(faces).map(RenderingFonts.describe).joined(separator: ", ")
            // "--" may not appear inside an XML comment.
            let note = "Text measured by FontTextMeasurer, drawn in " + used
            svg += "<!-- " + note.replacingOccurrences(of: "--", with: "- -") + " -->\n"
        }
        svg += "<style>"
        svg += ".node{fill:none;stroke:#9aa0a6;stroke-width:0.5;stroke-dasharray:2 2}"
        svg += ".identified{fill:#e8f0fe;fill-opacity:0.55;stroke:#1a73e8;stroke-width:0.75}"
        svg += ".id{font:\(n(tags.fontSize))px monospace;fill:#1a73e8}"
        svg += ".text{font-family:monospace;fill:#202124}"
        if embedsFonts {
            for face in RenderingFonts.unique(faces) {
                if let rule = RenderingFonts.fontFaceRule(face) { svg += "\n" + rule }
            }
        }
        svg += "</style>\n"
        svg +=
            "<rect x=\"\(n(minX))\" y=\"\(n(minY))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        svg += body
        svg += "</svg>\n"
        return svg
    }

    /// The `<text>` element of a reuse-identifier tag, of class `className`, stretched to exactly
    /// its box's width (also used by ``InspectorPage``).
    static func tagText(_ tag: ReuseIdTags.Tag, className: String) -> String {
        let n = RenderingText.number
        return "<text class=\"\(className)\" x=\"\(n(tag.box.minX))\" y=\"\(n(tag.baseline))\" "
            + "textLength=\"\(n(tag.box.width))\" lengthAdjust=\"spacingAndGlyphs\">"
            + RenderingText.escaped(tag.text) + "</text>\n"
    }

    /// The `<text>` elements of `label`'s lines in `nodeFrame` (user units are points), adding the real
    /// faces they are drawn in to `faces` (also used by ``InspectorPage``).
    func labelText(
        _ label: TextContent, frame nodeFrame: CGRect, rightToLeft: Bool, measurer textMeasurer: any TextMeasurer,
        faces: inout [RenderingFace]
    ) -> String {
        let frame = RenderingText.textBox(of: label, in: nodeFrame, rightToLeft: rightToLeft)
        let rendered = RenderedLabelText.make(label, size: frame.size, measurer: textMeasurer)
        let lines = rendered.lines
        let lineHeight = rendered.lineHeight
        let n = RenderingText.number
        var svg = ""
        if let face = RenderingFonts.face(for: rendered.font, measurer: textMeasurer), !lines.isEmpty {
            faces.append(face)
            // CSS's line box: half the leading above the ascender, the baseline below it (of the
            // first run's face, which places every line of styled text).
            let size = rendered.font.size
            let ascender = face.ascender(size: size)
            let leading = lineHeight - (ascender - face.descender(size: size))
            let family = RenderingText.escaped(RenderingFonts.cssFamily(face))
            for (position, line) in lines.enumerated() where !line.text.isEmpty {
                let x = rightToLeft ? frame.maxX - line.width : frame.minX
                let baseline = frame.minY + CGFloat(position) * lineHeight + leading / 2 + ascender
                // A style attribute, which (unlike presentation attributes) overrides the class's
                // monospace family.
                svg += "<text class=\"text\" x=\"\(n(x))\" y=\"\(n(baseline))\" style=\"font-family:\(family);"
                svg += "font-weight:\(face.weight);font-style:\(RenderingFonts.cssStyle(face));"
                svg += "font-size:\(n(size))px\" xml:space=\"preserve\">"
                if rendered.isStyled {
                    for piece in line.pieces {
                        let style = RenderingText.style(
                            RenderingText.realFontDeclarations(of: piece, measurer: textMeasurer, faces: &faces)
                                + RenderingText.spacingDeclarations(of: piece, raise: "baseline-shift"))
                        svg += "<tspan style=\"\(style)\">"
                        svg += RenderingText.escaped(piece.text) + "</tspan>"
                    }
                } else {
                    svg += RenderingText.escaped(line.text)
                }
                svg += "</text>\n"
            }
            return svg
        }
        let fontSize = (lineHeight * 0.68 * 100).rounded() / 100
        for (position, line) in lines.enumerated() where !line.text.isEmpty {
            let x = rightToLeft ? frame.maxX - line.width : frame.minX
            let baseline = frame.minY + CGFloat(position) * lineHeight + (lineHeight * 0.75 * 100).rounded() / 100
            svg += "<text class=\"text\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(fontSize))\" "
            svg += "textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\">"
            if rendered.isStyled {
                for piece in line.pieces {
                    let style = RenderingText.style(
                        RenderingText.fallbackDeclarations(of: piece, lineFontSize: fontSize, textFont: rendered.font)
                            + RenderingText.spacingDeclarations(of: piece, raise: "baseline-shift"))
                    svg += style.isEmpty ? "<tspan>" : "<tspan style=\"\(style)\">"
                    svg += RenderingText.escaped(piece.text) + "</tspan>"
                }
            } else {
                svg += RenderingText.escaped(line.text)
            }
            svg += "</text>\n"
        }
        return svg
    }
}

extension LayoutArrangement {
    /// This arrangement drawn as an SVG document; see ``SVGRenderer``.
    ///
    /// - Parameters:
    ///   - textMeasurer: Breaks label text into lines; `nil` (the default) for the measurer the
    ///     arrangement was laid out with (``context``), which draws the lines that were measured.
    ///   - embedsFonts: Whether to embed the font files that draw label text, so the picture
    ///     shows them wherever it is opened (see ``SVGRenderer/embedsFonts``).
    /// - Complexity: O(n) in the number of nodes, plus the text measurer's work for each label.
    public func svg(textMeasurer: (any TextMeasurer)? = nil, embedsFonts: Bool = false) -> String {
        SVGRenderer(textMeasurer: textMeasurer, embedsFonts: embedsFonts).render(self)
    }
}
