import Foundation

/// Number and text formatting shared by the SVG and HTML renderers.
enum RenderingText {
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

    /// The lines a label's text is drawn in, broken by `measurer` at `width` exactly as it was
    /// measured, with each line's width and the height of one line, in points.
    ///
    /// Breaking at the label's frame width gives the measured lines: greedy breaking within a width
    /// at least as wide as the widest measured line, and narrower than the width the text was
    /// measured within, breaks at the same places.
    static func labelLines(
        text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, width: CGFloat,
        measurer: any TextMeasurer
    ) -> (lines: [(text: Substring, width: CGFloat)], lineHeight: CGFloat) {
        let lines = measurer.lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: width)
        guard !lines.isEmpty else { return ([], 0) }
        let total = measurer.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: width)
        let measured = lines.map { line in
            (
                text: line,
                width: measurer.size(
                    of: String(line), font: font, lineHeight: lineHeight, numberOfLines: 1, maxWidth: .infinity
                ).width
            )
        }
        return (measured, total.height / CGFloat(lines.count))
    }
}
