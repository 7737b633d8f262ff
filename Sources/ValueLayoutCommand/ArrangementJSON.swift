import Foundation
import ValueLayout

/// An arrangement as JSON: each node's kind, frame, reuse identifier, scroll content size and
/// sublayouts, in the arrangement's order. Frames are in the parent's coordinates, as in
/// ``LayoutArrangement/frame``.
enum ArrangementJSON {
    /// The JSON text of `arrangement` (keys sorted, two-space indents).
    static func text(of arrangement: LayoutArrangement) -> String {
        var output = ""
        write(arrangement, indent: "", into: &output)
        return output + "\n"
    }

    /// The kind of a layout: its `kind` in documents, or its type's name.
    static func kind(of layout: any Layout) -> String {
        if let codable = layout as? any CodableLayout { return type(of: codable).kindName }
        return String(describing: type(of: layout))
    }

    /// Written iteratively would be longer; arrangements read from documents are at most
    /// ``LayoutDataLimits/maximumDepth`` deep, so recursion is bounded.
    private static func write(_ arrangement: LayoutArrangement, indent: String, into output: inout String) {
        let inner = indent + "  "
        output += "{\n"
        output += "\(inner)\"frame\": \(rect(arrangement.frame)),\n"
        output += "\(inner)\"kind\": \(string(kind(of: arrangement.layout)))"
        if let size = arrangement.scrollContentSize {
            output +=
                ",\n\(inner)\"scrollContentSize\": {\"height\": \(number(size.height)), \"width\": \(number(size.width))}"
        }
        let sublayouts = arrangement.sublayouts
        if !sublayouts.isEmpty {
            output += ",\n\(inner)\"sublayouts\": [\n"
            for (position, sublayout) in sublayouts.enumerated() {
                output += inner + "  "
                write(sublayout, indent: inner + "  ", into: &output)
                output += position == sublayouts.count - 1 ? "\n" : ",\n"
            }
            output += "\(inner)]"
        }
        if let id = arrangement.viewReuseId { output += ",\n\(inner)\"viewReuseId\": \(string(id))" }
        output += "\n\(indent)}"
    }

    static func rect(_ rect: CGRect) -> String {
        "{\"height\": \(number(rect.height)), \"width\": \(number(rect.width)), \"x\": \(number(rect.minX)), \"y\": \(number(rect.minY))}"
    }

    /// A number as JSON writes it: whole numbers without a fraction, others with the shortest
    /// decimal that reads back to the same double.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return "\(double)"
    }

    /// `text` as a JSON string, escaped by Foundation's encoder (slashes left as they are).
    static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Encoding a string cannot fail.
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
