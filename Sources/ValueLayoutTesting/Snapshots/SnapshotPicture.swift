import Foundation

/// Draws a snapshot's tree text as an SVG picture, so a failed comparison can be looked at: a box
/// for every node at its frame, its reuse identifier in its corner, the full line as a tooltip,
/// and the nodes whose lines changed outlined in orange.
///
/// The picture is drawn from the text, not from an arrangement, so the old tree of a failed
/// comparison, of which only the snapshot file is left, is drawn exactly like the new one.
enum SnapshotPicture {
    /// One parsed line of a tree's text.
    struct Node {
        var depth: Int
        var typeName: String
        var frame: CGRect
        var reuseId: String?
        var line: String
    }

    /// The SVG document for `treeText` (one section's text), with the nodes on the lines at
    /// `highlightedLines` (0-based) outlined. Lines that are not tree lines are skipped.
    static func svg(of treeText: String, highlightedLines: Set<Int>, caption: String) -> String {
        let lines = SnapshotDiff.lines(of: treeText)
        var boxes: [(node: Node, absolute: CGRect, highlighted: Bool)] = []
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
            boxes.append((node, absolute, highlightedLines.contains(position)))
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
        svg += ".caption{font:6px sans-serif;fill:#202124}"
        svg += "</style>\n"
        svg += "<rect x=\"\(n(view.minX))\" y=\"\(n(view.minY))\" width=\"\(n(view.width))\" "
        svg += "height=\"\(n(view.height))\" fill=\"#ffffff\"/>\n"
        svg +=
            "<text class=\"caption\" x=\"\(n(view.minX + 2))\" y=\"\(n(view.minY + 7))\">\(escaped(caption))</text>\n"
        for (node, frame, highlighted) in boxes {
            var classes = node.reuseId == nil ? "node" : "identified"
            if highlighted { classes += " changed" }
            svg += "<rect class=\"\(classes)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
            svg += "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\">"
            svg += "<title>\(escaped(node.line.trimmingCharacters(in: .whitespaces)))</title></rect>\n"
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
