import Foundation

extension InspectorPage {
    /// The HTML document.
    ///
    /// - Complexity: O(n) in the number of nodes, plus the text measurer's work for each label;
    ///   without recursion.
    public func render() -> String {
        let n = RenderingText.number
        var body = ""
        var faces: [RenderingFace] = []
        var arrangements: [Arrangement] = []
        var top = Self.margin + Self.headerHeight
        body += "<div class=\"vl-title\" style=\"left:\(n(Self.margin))px;top:\(n(Self.margin))px\">"
        body += RenderingText.escaped(title) + "</div>\n"
        body += "<div class=\"vl-facts\" style=\"left:\(n(Self.margin))px;top:\(n(Self.margin + 28))px\">"
        body += "Hover or tap a box or a row of the tree to see its details.</div>\n"
        for (position, entry) in entries.enumerated() {
            let arrangement = entry.arrangement
            let root = arrangement.frame
            let viewBox = root.insetBy(dx: -Self.padding, dy: -Self.padding)
            let drawingSize = CGSize(width: viewBox.width * zoom, height: viewBox.height * zoom)
            let placement = Self.placement(drawingSize: drawingSize, top: top)
            let drawingOrigin = placement.drawing.origin
            let drawn = Self.nodes(of: entry, drawingOrigin: drawingOrigin, zoom: zoom)
            let scale = arrangement.context.scale
            let rightToLeft = arrangement.direction == .rightToLeft
            arrangements.append(
                Arrangement(
                    caption: entry.caption, direction: rightToLeft ? "rtl" : "ltr", scale: scale.map { Double($0) },
                    nodes: drawn.map(\.node)))

            body += "<div class=\"vl-caption\" style=\"left:\(n(Self.margin))px;top:\(n(top))px\">"
            body += RenderingText.escaped(entry.caption) + "</div>\n"
            body += "<div class=\"vl-facts\" id=\"vl-facts-\(position)\" style=\"left:\(n(Self.margin))px;"
            body += "top:\(n(top + 20))px;width:\(n(Self.contentWidth))px\">"
            body += RenderingText.escaped(facts(of: drawn, arrangement: arrangement)) + "</div>\n"

            // The drawing, in a box of its own size (narrower and scrolling sideways when it is
            // wider than the content): one user unit per point, `zoom` CSS pixels each.
            body +=
                "<div class=\"vl-viewport\" id=\"vl-viewport-\(position)\" style=\"\(Self.style(placement.viewport))\">"
            body += "<svg class=\"vl-drawing\" id=\"vl-drawing-\(position)\" width=\"\(n(drawingSize.width))\" "
            body += "height=\"\(n(drawingSize.height))\" viewBox=\"\(n(viewBox.minX)) \(n(viewBox.minY)) "
            body += "\(n(viewBox.width)) \(n(viewBox.height))\">\n"
            body += "<rect x=\"\(n(viewBox.minX))\" y=\"\(n(viewBox.minY))\" width=\"\(n(viewBox.width))\" "
            body += "height=\"\(n(viewBox.height))\" fill=\"#ffffff\"/>\n"
            let renderer = SVGRenderer()
            let measurer = arrangement.context.textMeasurer
            var tags = ReuseIdTags(fontSize: Self.tagPixelSize / zoom)
            for (index, item) in drawn.enumerated() {
                let node = item.node
                let frame = CGRect(
                    x: node.rootFrame[0], y: node.rootFrame[1], width: node.rootFrame[2], height: node.rootFrame[3])
                var classes = "vl-box"
                if item.isIdentified { classes += " vl-identified" }
                if node.onGrid == false { classes += " vl-offgrid" }
                body += "<rect id=\"vl-box-\(position)-\(index)\" class=\"\(classes)\" data-entry=\"\(position)\" "
                body += "data-node=\"\(index)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
                body += "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"><title>"
                body += RenderingText.escaped(tooltip(node)) + "</title></rect>\n"
                if let text = item.text {
                    body += renderer.labelText(
                        text, frame: frame, rightToLeft: rightToLeft, measurer: measurer, faces: &faces)
                }
                if let id = node.id, let tag = tags.place(id, in: frame) {
                    body += SVGRenderer.tagText(tag, className: "vl-id")
                }
            }
            if let scale, zoom / scale >= 2 {
                // Device pixels from the root's origin, where snapping counts them from, over the boxes.
                let pixel = 1 / scale
                body += "<defs><pattern id=\"vl-grid-\(position)\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" "
                body += "width=\"\(n(pixel))\" height=\"\(n(pixel))\"><path class=\"vl-grid\" "
                body += "d=\"M \(n(pixel)) 0 L 0 0 0 \(n(pixel))\"/></pattern></defs>\n"
                body += "<rect x=\"\(n(viewBox.minX))\" y=\"\(n(viewBox.minY))\" width=\"\(n(viewBox.width))\" "
                body += "height=\"\(n(viewBox.height))\" class=\"vl-grid-cover\" fill=\"url(#vl-grid-\(position))\"/>\n"
            }
            body += "</svg></div>\n"

            body += "<div class=\"vl-tree\" id=\"vl-tree-\(position)\" style=\"\(Self.style(placement.tree))\">\n"
            for (index, item) in drawn.enumerated() {
                body += treeRow(item.node, entry: position, index: index)
            }
            body += "</div>\n"
            body += "<div class=\"vl-detail\" id=\"vl-detail-\(position)\" style=\"\(Self.style(placement.detail))\">\n"
            body += "<dl>\n"
            for (key, name) in Self.detailFields {
                body += "<dt>\(name)</dt><dd id=\"vl-d-\(position)-\(key)\">–</dd>\n"
            }
            body += "</dl>\n</div>\n"
            top = placement.bottom
        }
        body += "<script type=\"application/json\" id=\"vl-inspector-data\">"
        body += Self.json(arrangements, bottom: top) + "</script>\n"
        body += "<script>\n\(Self.script)</script>\n"

        var html = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>\(RenderingText.escaped(title))</title>\n<style>\n\(Self.style)"
        html += ".vl-id{font:\(n(Self.tagPixelSize / zoom))px monospace;fill:#1a73e8;pointer-events:none}\n"
        for face in RenderingFonts.unique(faces) {
            if let rule = RenderingFonts.fontFaceRule(face) { html += rule + "\n" }
        }
        html += "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n"
        return html
    }

    /// The height of the reuse-identifier tags' text in the drawings, in CSS pixels: 10.
    static let tagPixelSize: CGFloat = 10

    /// The inline style that puts an absolutely positioned element at `rect`.
    private static func style(_ rect: CGRect) -> String {
        let n = RenderingText.number
        return "left:\(n(rect.minX))px;top:\(n(rect.minY))px;width:\(n(rect.width))px;height:\(n(rect.height))px"
    }

    /// The detail panel's fields: the key of each (in the ids of its elements) and its name.
    static let detailFields: [(key: String, name: String)] = [
        ("kind", "Kind"), ("id", "Reuse id"), ("frame", "Frame (in parent)"), ("root", "Frame (in root)"),
        ("measured", "Measured size"), ("within", "Measured within (max size)"), ("direction", "Direction"),
        ("grid", "Pixel grid"),
    ]

    /// The line under an arrangement's caption: its direction and scale, and how many frames lie
    /// on the pixel grid.
    private func facts(of drawn: [Drawn], arrangement: LayoutArrangement) -> String {
        var facts =
            arrangement.direction == .rightToLeft
            ? "Right to left: frames are mirrored (leading edges on the right; x still counts from the left)."
            : "Left to right."
        if let scale = arrangement.context.scale {
            let n = RenderingText.number
            let onGrid = drawn.filter { $0.node.onGrid == true }.count
            facts += " Scale \(n(scale)) pixels per point: frames snapped to 1/\(n(scale)) pt;"
            facts += " \(onGrid) of \(drawn.count) frames on the pixel grid"
            facts +=
                zoom / scale >= 2
                ? " (grid lines every device pixel)." : " (the grid is drawn from 2 CSS pixels per device pixel)."
        } else {
            facts += " No pixel scale: frames are not snapped."
        }
        return facts
    }

    /// A box's tooltip: every detail on its own line.
    private func tooltip(_ node: Node) -> String {
        var lines = [node.kind + (node.id.map { " " + $0.debugDescription } ?? "")]
        lines.append("frame \(node.frameText)")
        lines.append("measured \(node.measuredText) within \(node.withinText)")
        return lines.joined(separator: "\n")
    }

    /// A row of the tree: kind, reuse identifier, frame and, off the grid, a mark.
    private func treeRow(_ node: Node, entry: Int, index: Int) -> String {
        let n = RenderingText.number
        // Deep trees stay readable: rows deeper than 40 levels are indented like level 40 and
        // start with their depth.
        let indent = CGFloat(min(node.depth, 40)) * 12 + 6
        var row = "<div class=\"vl-row\" id=\"vl-row-\(entry)-\(index)\" data-entry=\"\(entry)\" "
        row += "data-node=\"\(index)\" style=\"padding-left:\(n(indent))px\">"
        if node.depth > 40 { row += "[\(node.depth)] " }
        row += RenderingText.escaped(node.kind)
        if let id = node.id {
            row += " <span class=\"vl-rid\">" + RenderingText.escaped(id.debugDescription) + "</span>"
        }
        row += " <span class=\"vl-rframe\">" + Self.shortFrameText(node.frame) + "</span>"
        if node.onGrid == false { row += " <span class=\"vl-off\">off the pixel grid</span>" }
        return row + "</div>\n"
    }

    /// "(x, y, width, height)" of `frame` (x, y, width, height) to the nearest thousandth, as the
    /// tree shows it (the detail panel shows the exact values).
    static func shortFrameText(_ frame: [Double]) -> String {
        "(" + frame.map { RenderingText.number(CGFloat(($0 * 1000).rounded() / 1000)) }.joined(separator: ", ") + ")"
    }

    /// `{"arrangements":[…],"bottom":…}` (`bottom`: where the page's content ends, in CSS
    /// pixels), with `<`, `>` and `&` escaped (as `\u003c`…) so that no text can end the script
    /// element or start a comment in it.
    static func json(_ arrangements: [Arrangement], bottom: CGFloat) -> String {
        struct Document: Encodable {
            let arrangements: [Arrangement]
            let bottom: Double
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data =
            (try? encoder.encode(Document(arrangements: arrangements, bottom: Double(bottom))))
            ?? Data("{\"arrangements\":[]}".utf8)
        var json = ""
        json.reserveCapacity(data.count)
        // Outside strings, JSON has none of these characters.
        for character in String(decoding: data, as: UTF8.self).unicodeScalars {
            switch character {
            case "<": json += "\\u003c"
            case ">": json += "\\u003e"
            case "&": json += "\\u0026"
            default: json.unicodeScalars.append(character)
            }
        }
        return json
    }

    static let style = """
        body{margin:0;background:#f1f3f4;font:13px sans-serif;color:#202124}
        .vl-title,.vl-caption,.vl-facts{position:absolute}
        .vl-title,.vl-caption{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:\(RenderingText.number(contentWidth))px}
        .vl-title{font-size:18px;font-weight:600}
        .vl-caption{font-weight:600}
        .vl-facts{font-size:12px;line-height:14px;color:#5f6368}
        .vl-viewport{position:absolute;overflow-x:auto;overflow-y:hidden;outline:1px solid #dadce0}
        .vl-drawing{display:block}
        .vl-grid{fill:none;stroke:#5f6368;stroke-opacity:0.18;stroke-width:0.5px;vector-effect:non-scaling-stroke}
        .vl-grid-cover{pointer-events:none}
        .vl-box{fill:none;stroke:#9aa0a6;stroke-width:1px;stroke-dasharray:3 3;vector-effect:non-scaling-stroke;pointer-events:all;cursor:pointer}
        .vl-identified{fill:#e8f0fe;fill-opacity:0.55;stroke:#1a73e8;stroke-dasharray:none}
        .vl-offgrid{stroke:#d93025;stroke-dasharray:2 2}
        .vl-box.vl-hl{fill:#fde293;fill-opacity:0.5;stroke:#e37400;stroke-width:3px;stroke-dasharray:none}
        .text{font-family:monospace;fill:#202124;pointer-events:none}
        .vl-tree{position:absolute;overflow:auto;background:#fff;outline:1px solid #dadce0;font:12px monospace}
        .vl-row{white-space:nowrap;padding:1px 6px;cursor:pointer}
        .vl-row.vl-hl{background:#fde293}
        .vl-rid{color:#1a73e8}
        .vl-rframe{color:#5f6368}
        .vl-off{color:#d93025}
        .vl-detail{position:absolute;overflow:auto;background:#fff;outline:1px solid #dadce0;padding:4px 12px;box-sizing:border-box}
        .vl-detail dl{margin:0}
        .vl-detail dt{font-weight:600;margin-top:8px}
        .vl-detail dd{margin:0;font-family:monospace;white-space:pre-wrap}
        #vl-inspector-check{position:absolute;margin:0;font:12px monospace;white-space:pre-wrap}

        """
}
