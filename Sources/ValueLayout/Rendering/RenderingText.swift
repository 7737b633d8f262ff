import Foundation

/// Number and text formatting shared by the SVG and HTML renderers (and the testing module's
/// snapshot pictures, which draw label text the same way).
package enum RenderingText {
    /// `value` as a short, exact decimal: integers without a decimal point (`12`), other values in
    /// Swift's shortest round-tripping form (`119.66666666666667`).
    static func number(_ value: CGFloat) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }

    /// `text` with the XML special characters escaped, for element content and attribute values.
    static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The box `content`'s text is drawn in, within a node's `frame`: the frame less the text's
    /// inset, its leading inset on the right in right to left (the frame itself for a label).
    package static func textBox(of content: TextContent, in frame: CGRect, rightToLeft: Bool) -> CGRect {
        let inset = content.inset
        guard inset != .zero else { return frame }
        return CGRect(
            x: frame.minX + (rightToLeft ? inset.trailing : inset.leading), y: frame.minY + inset.top,
            width: max(0, frame.width - inset.horizontal), height: max(0, frame.height - inset.vertical))
    }

    /// The lines a label's text is drawn in within a frame of `size`, broken by `measurer` at
    /// the frame's width exactly as it was measured, with each line's width and the height of
    /// one line, in points.
    ///
    /// Breaking at the label's frame width gives the measured lines: greedy breaking within a width
    /// at least as wide as the widest measured line, and narrower than the width the text was
    /// measured within, breaks at the same places. A frame shorter than those lines (a label
    /// squeezed by its parent) shows as many as fit, broken again with that many as the line
    /// limit so that the last holds what fits on it, as a view truncates.
    package static func labelLines(
        text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, size: CGSize,
        measurer: any TextMeasurer
    ) -> (lines: [(text: Substring, width: CGFloat)], lineHeight: CGFloat) {
        var lines = measurer.lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: size.width)
        guard !lines.isEmpty else { return ([], 0) }
        let total = measurer.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: size.width)
        let oneLine = total.height / CGFloat(lines.count)
        // A snapped frame may be shorter than the lines by less than a pixel's rounding noise.
        if total.height > size.height + 1 / 64, oneLine > 0 {
            let fitting = Int((size.height + 1 / 64) / oneLine)
            guard fitting > 0 else { return ([], oneLine) }
            lines = measurer.lines(
                of: text, font: font, lineHeight: lineHeight, numberOfLines: fitting, maxWidth: size.width)
        }
        let measured = lines.map { line in
            (
                text: line,
                width: measurer.size(
                    of: String(line), font: font, lineHeight: lineHeight, numberOfLines: 1, maxWidth: .infinity
                ).width
            )
        }
        return (measured, oneLine)
    }
}

/// How the renderers draw text in the real font a real-font measurer (such as `FontTextMeasurer`
/// of ValueLayoutFonts) measured it with.
enum RenderingFonts {
    /// The face `measurer` measures `font` with: a ``RenderingFaceProvider``'s (also inside a
    /// ``CachingTextMeasurer``), or `nil` for other measurers and for a catalog without faces.
    static func face(for font: Font, measurer: any TextMeasurer) -> RenderingFace? {
        var measurer = measurer
        while let caching = measurer as? CachingTextMeasurer { measurer = caching.base }
        return (measurer as? any RenderingFaceProvider)?.renderingFace(for: font)
    }

    /// A face's family as a CSS string: `"DejaVu Sans"`.
    static func cssFamily(_ face: RenderingFace) -> String {
        var quoted = "\""
        for character in face.familyName {
            switch character {
            case "\"", "\\": quoted += "\\" + String(character)
            case "\n", "\r", "\t": quoted += " "
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }

    /// The CSS `font-style` of a face.
    static func cssStyle(_ face: RenderingFace) -> String { face.isItalic ? "italic" : "normal" }

    /// A short description of a face: family, style and file name, such as
    /// `DejaVu Sans Bold (DejaVuSans-Bold.ttf)`.
    static func describe(_ face: RenderingFace) -> String {
        let name = [face.familyName, face.styleName].filter { !$0.isEmpty }.joined(separator: " ")
        return name + " (" + (face.fileURL?.lastPathComponent ?? "read from data") + ")"
    }

    /// The faces, each once, in order of first appearance (faces compared by file and names).
    static func unique(_ faces: [RenderingFace]) -> [RenderingFace] {
        var seen: Set<String> = []
        return faces.filter { seen.insert(key($0)).inserted }
    }

    private static func key(_ face: RenderingFace) -> String {
        "\(face.fileURL?.path ?? "")|\(face.familyName)|\(face.styleName)|\(face.weight)|\(face.isItalic)"
    }

    /// The `@font-face` rule that makes `face`'s file the browser's font for its family, weight
    /// and style, with the file embedded as a `data:` URL (so the page works wherever it is
    /// opened); `nil` for a face without a readable file.
    static func fontFaceRule(_ face: RenderingFace) -> String? {
        guard let url = face.fileURL, let data = try? Data(contentsOf: url) else { return nil }
        let format = url.pathExtension.lowercased() == "otf" ? "opentype" : "truetype"
        let type = format == "opentype" ? "font/otf" : "font/ttf"
        return "@font-face{font-family:\(cssFamily(face));font-weight:\(face.weight);font-style:\(cssStyle(face));"
            + "src:url(data:\(type);base64,\(data.base64EncodedString())) format(\"\(format)\")}"
    }
}
