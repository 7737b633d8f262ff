import Foundation
import ValueLayout

/// Draws a snapshot's tree text as an SVG picture, so a failed comparison can be looked at: a box
/// for every node at its frame, its reuse identifier in its corner, the full line as a tooltip,
/// the nodes whose lines changed outlined in orange, and the text of its labels.
///
/// The boxes are drawn from the text, not from an arrangement, so the old tree of a failed
/// comparison, of which only the snapshot file is left, is drawn exactly like the new one. The
/// text has no label text: that comes from the new tree's arrangement (``labelTexts(of:frames:)``),
/// broken into lines by its measurer at the width of the box it is drawn in.
enum SnapshotPicture {
    /// A label's text as a picture draws it: its lines, each with the width the measurer gives it,
    /// from the leading edge of the label's box.
    struct LabelText {
        var lines: [(text: String, width: CGFloat)]
        var lineHeight: CGFloat
        var rightToLeft: Bool
        /// The distances from the box to the text (a button's or text view's; zero for a label).
        var inset: EdgeInsets = .zero
    }

    /// The text of each label of `arrangement`'s tree, by the 0-based position of its line in the
    /// tree's text (pre-order), broken by the arrangement's measurer at the width of the label's
    /// frame in `frames` (by line position; the arrangement's own frames when `nil`).
    ///
    /// - Complexity: O(n) in the number of nodes, plus the measurer's work for each label.
    static func labelTexts(of arrangement: LayoutArrangement, frames: [CGRect]? = nil) -> [Int: LabelText] {
        let measurer = arrangement.context.textMeasurer
        let rightToLeft = arrangement.direction == .rightToLeft
        var texts: [Int: LabelText] = [:]
        var position = 0
        var pending = [arrangement]
        while let node = pending.popLast() {
            if let content = node.textContent {
                let frameSize = frames.map { $0[position].size } ?? node.frame.size
                let size = RenderingText.textBox(
                    of: content, in: CGRect(origin: .zero, size: frameSize), rightToLeft: false
                )
                .size
                // Broken, and cut, as the SVG renderer breaks and cuts it: the lines the frame has
                // room for.
                let rendered = RenderedLabelText.make(content, size: size, measurer: measurer)
                if !rendered.lines.isEmpty {
                    texts[position] = LabelText(
                        lines: rendered.lines.map { (text: $0.text, width: $0.width) },
                        lineHeight: rendered.lineHeight, rightToLeft: rightToLeft, inset: content.inset)
                }
            }
            position += 1
            pending.append(contentsOf: node.sublayouts.reversed())
        }
        return texts
    }

    /// One parsed line of a tree's text.
    struct Node {
        var depth: Int
        var typeName: String
        var frame: CGRect
        var reuseId: String?
        var line: String
    }

    /// The SVG document for `treeText` (one section's text), with the nodes on the lines at
    /// `highlightedLines` (0-based) outlined and the label texts of `labelTexts` (by line) drawn in
    /// their boxes. Lines that are not tree lines are skipped.
    static func svg(
        of treeText: String, highlightedLines: Set<Int>, caption: String, labelTexts: [Int: LabelText] = [:]
    ) -> String {
        let lines = SnapshotDiff.lines(of: treeText)
        var boxes: [(node: Node, absolute: CGRect, highlighted: Bool, text: LabelText?)] = []
        var origins: [CGPoint] = []  // the absolute origin of the latest node at each depth
        for (position, line) in lines.enumerated() {
            guard let node = parse(line) else { continue }
            let parentOrigin = node.depth > 0 && node.depth - 1 < origins.count ? origins[node.depth - 1] : .zero
            let absolute = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            if origins.count > node.depth {
                origins.removeSubrange(node.depth...)
            }
            while origins.count < node.depth { origins.append(parentOrigin) }
            origins.append(absolute.origin)
            boxes.append((node, absolute, highlightedLines.contains(position), labelTexts[position]))
        }
        let bounds = boxes.reduce(CGRect.null) { $0.union($1.absolute) }
        let padding: CGFloat = 8
        let captionHeight: CGFloat = 10
        let area =
            bounds.isNull
            ? CGRect(x: 0, y: 0, width: 100, height: 20) : bounds.insetBy(dx: -padding, dy: -padding)
        let view = CGRect(
            x: area.minX, y: area.minY - captionHeight, width: area.width, height: area.height + captionHeight)
        let n = number
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(view.width * 2))\" "
        svg +=
            "height=\"\(n(view.height * 2))\" viewBox=\"\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))\">\n"
        svg += "<style>"
        svg += ".node{fill:none;stroke:#9aa0a6;stroke-width:0.5;stroke-dasharray:2 2}"
        svg += ".identified{fill:#e8f0fe;fill-opacity:0.55;stroke:#1a73e8;stroke-width:0.75}"
        svg += ".changed{stroke:#e8710a;stroke-width:1.5;stroke-dasharray:none}"
        svg += ".id{font:4px sans-serif;fill:#1a73e8}"
        svg += ".text{font-family:monospace;fill:#202124}"
        svg += ".caption{font:6px sans-serif;fill:#202124}"
        svg += "</style>\n"
        svg += "<rect x=\"\(n(view.minX))\" y=\"\(n(view.minY))\" width=\"\(n(view.width))\" "
        svg += "height=\"\(n(view.height))\" fill=\"#ffffff\"/>\n"
        svg +=
            "<text class=\"caption\" x=\"\(n(view.minX + 2))\" y=\"\(n(view.minY + 7))\">\(escaped(caption))</text>\n"
        for (node, frame, highlighted, text) in boxes {
            var classes = node.reuseId == nil ? "node" : "identified"
            if highlighted { classes += " changed" }
            svg += "<rect class=\"\(classes)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
            svg += "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\">"
            svg += "<title>\(escaped(node.line.trimmingCharacters(in: .whitespaces)))</title></rect>\n"
            if let text {
                let frame = CGRect(
                    x: frame.minX + (text.rightToLeft ? text.inset.trailing : text.inset.leading),
                    y: frame.minY + text.inset.top, width: max(0, frame.width - text.inset.horizontal),
                    height: max(0, frame.height - text.inset.vertical))
                // As the library's SVG renderer draws text it has no font for: a monospaced face
                // sized to the line, each line stretched to the width the measurer gives it.
                let fontSize = (text.lineHeight * 0.68 * 100).rounded() / 100
                for (index, line) in text.lines.enumerated() where !line.text.isEmpty {
                    let x = text.rightToLeft ? frame.maxX - line.width : frame.minX
                    let baseline = frame.minY + CGFloat(index) * text.lineHeight + text.lineHeight * 0.75
                    svg += "<text class=\"text\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(fontSize))\" "
                    svg += "textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\">"
                    svg += escaped(line.text) + "</text>\n"
                }
            }
            if let id = node.reuseId {
                svg +=
                    "<text class=\"id\" x=\"\(n(frame.minX + 1))\" y=\"\(n(frame.minY + 4))\">\(escaped(id))</text>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }

    /// A tree line read back (``SnapshotLine``), or `nil` for any other line.
    static func parse(_ line: String) -> Node? {
        guard let parsed = SnapshotLine(line) else { return nil }
        return Node(
            depth: parsed.depth, typeName: parsed.typeName, frame: parsed.frame, reuseId: parsed.reuseId, line: line)
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(Double(rounded))"
    }

    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
