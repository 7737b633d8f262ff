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

    /// CSS declarations as a `style` attribute's value, escaped for an attribute: `a:1;b:2`.
    static func style(_ declarations: [String]) -> String {
        escaped(declarations.joined(separator: ";"))
    }

    /// The CSS declarations of a piece of styled text drawn without its real font (the renderers'
    /// monospaced stand-in, sized to the line): its family first when it names one, its weight
    /// when not regular, and its size relative to `textFont`'s (the text's first run's) applied to
    /// `lineFontSize`, the stand-in's size, when it differs.
    static func fallbackDeclarations(of piece: RenderedLabelText.Piece, lineFontSize: CGFloat, textFont: Font)
        -> [String]
    {
        var declarations: [String] = []
        if let family = piece.font.family { declarations.append("font-family:\(cssString(family)),monospace") }
        if piece.font.weight != .regular { declarations.append("font-weight:\(cssWeight(piece.font.weight))") }
        if piece.font.size != textFont.size, textFont.size > 0 {
            let size = (lineFontSize * piece.font.size / textFont.size * 100).rounded() / 100
            declarations.append("font-size:\(number(size))px")
        }
        return declarations
    }

    /// The CSS declarations of a piece of styled text drawn in a real font: the family, weight and
    /// style of the face `measurer` measures its font with (added to `faces`), at the font's size;
    /// without a face, the font's weight and size alone.
    static func realFontDeclarations(
        of piece: RenderedLabelText.Piece, measurer: any TextMeasurer, faces: inout [RenderingFace]
    ) -> [String] {
        guard let face = RenderingFonts.face(for: piece.font, measurer: measurer) else {
            return ["font-weight:\(cssWeight(piece.font.weight))", "font-size:\(number(piece.font.size))px"]
        }
        faces.append(face)
        return [
            "font-family:\(RenderingFonts.cssFamily(face))", "font-weight:\(face.weight)",
            "font-style:\(RenderingFonts.cssStyle(face))", "font-size:\(number(piece.font.size))px",
        ]
    }

    /// The CSS declarations of a piece's kern (as `letter-spacing`) and baseline offset (as
    /// `raise`: SVG's `baseline-shift`, HTML's `vertical-align`, both positive upwards), each only
    /// when not 0.
    static func spacingDeclarations(of piece: RenderedLabelText.Piece, raise: String) -> [String] {
        var declarations: [String] = []
        if piece.kern != 0 { declarations.append("letter-spacing:\(number(piece.kern))px") }
        if piece.baselineOffset != 0 { declarations.append("\(raise):\(number(piece.baselineOffset))px") }
        return declarations
    }

    /// The CSS weight of a font weight: 100 (ultra-light) to 900 (black), 400 regular.
    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// `text` as a quoted CSS string: `"Avenir Next"`.
    static func cssString(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"", "\\": quoted += "\\" + String(character)
            case "\n", "\r", "\t": quoted += " "
            default: quoted.append(character)
            }
        }
        return quoted + "\""
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
    static func cssFamily(_ face: RenderingFace) -> String { RenderingText.cssString(face.familyName) }

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
