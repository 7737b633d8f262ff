import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/LabelLayout`` node: its text, font size, line height, line
/// limit and options (a leaf).
public struct LabelLayoutKind: LayoutKindRegistration {
    /// The text.
    public var text: String
    /// The font's point size, or `nil` for ``/ValueLayout/Font/body``.
    public var fontSize: CGFloat?
    /// The `lineHeight` argument.
    public var lineHeight: CGFloat?
    /// The `numberOfLines` argument.
    public var numberOfLines: Int
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A label showing `text`.
    public init(
        text: String, fontSize: CGFloat? = nil, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.text = text
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        self.options = options
    }

    /// `"LabelLayout"`.
    public static let name = "LabelLayout"
    /// A leaf.
    public static let childCounts = 0...0
    /// A seventh of the nodes.
    public static let weight = 15

    /// Any text; sometimes a font size or a line height; a line limit 40 % of the time (the
    /// extremes included); random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> LabelLayoutKind {
        LabelLayoutKind(
            text: choices.text(), fontSize: choices.optionalNumber(10),
            lineHeight: choices.chance(15)
                ? (choices.chance(80) ? choices.pick([0, 10, 12.5, 20, 1.0 / 3]) : choices.number()) : nil,
            numberOfLines: choices.chance(40) ? choices.pick([1, 2, 3, -1, Int.max, Int.min]) : 0,
            options: choices.options())
    }

    /// The label, its font ``/ValueLayout/Font/body`` unless a size is given.
    public func makeLayout(children: [any Layout]) -> any Layout {
        LabelLayout(
            text: text, font: fontSize.map { Font(size: $0) } ?? .body, lineHeight: lineHeight,
            numberOfLines: numberOfLines, alignment: options.alignment ?? .topLeading,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId)
    }

    /// `LabelLayout(text: …)`, arguments at their defaults left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments = ["text: \(SwiftLiteral.string(text))"]
        if let fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
        if let lineHeight { arguments.append("lineHeight: \(SwiftLiteral.number(lineHeight))") }
        if numberOfLines != 0 { arguments.append("numberOfLines: \(numberOfLines)") }
        return LayoutCall(Self.name, arguments.map(LayoutCall.Argument.text) + options.arguments)
    }

    /// Fewer options; then a shorter text, no font size, no line height, no line limit.
    public func simplifications() -> [LabelLayoutKind] {
        var result = options.simplifications.map {
            LabelLayoutKind(
                text: text, fontSize: fontSize, lineHeight: lineHeight, numberOfLines: numberOfLines, options: $0)
        }
        func with(_ change: (inout LabelLayoutKind) -> Void) {
            var edited = self
            change(&edited)
            result.append(edited)
        }
        if !text.isEmpty {
            with { $0.text = "" }
            if text.count > 1 {
                with { $0.text = String($0.text.prefix($0.text.count / 2)) }
                with { $0.text = String($0.text.dropFirst()) }
                with { $0.text = String($0.text.dropLast()) }
            }
            if text != "a" { with { $0.text = "a" } }
        }
        if fontSize != nil { with { $0.fontSize = nil } }
        if lineHeight != nil { with { $0.lineHeight = nil } }
        if numberOfLines != 0 { with { $0.numberOfLines = 0 } }
        return result
    }
}
