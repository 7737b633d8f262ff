import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/LabelLayout`` node: its text, font size, line height, line
/// limit and options (a leaf).
public struct LabelLayoutRegistration: LayoutKindRegistration {
    /// The text.
    public var text: String
    /// The font's point size, or `nil` for ``/ValueLayout/Font/body``.
    public var fontSize: CGFloat?
    /// The `lineHeight` argument.
    public var lineHeight: CGFloat?
    /// The `numberOfLines` argument.
    public var numberOfLines: Int
    /// The `lineBreakMode` argument.
    public var lineBreakMode: LineBreakMode
    /// The second half of the text's run, for attributed text (see ``twoRunText(_:font:second:)``),
    /// or `nil` for plain text.
    public var secondRun: SecondRun?
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// The font size and kern of the second half of an attributed label's text.
    public struct SecondRun: Sendable, Hashable {
        /// The run's font size in points.
        public var fontSize: CGFloat
        /// The run's kern in points.
        public var kern: CGFloat

        /// A second run of `fontSize` points with `kern`.
        public init(fontSize: CGFloat, kern: CGFloat) {
            self.fontSize = fontSize
            self.kern = kern
        }

        /// A second run for 15 % of random texts (its kern sometimes not finite), else `nil`:
        /// what the registrations of the kinds that show text draw.
        public static func random(_ choices: inout some ChoiceSource) -> SecondRun? {
            choices.chance(15)
                ? SecondRun(fontSize: choices.pick([9, 17, 30]), kern: choices.pick([0, 1.5, -1, .nan, .infinity]))
                : nil
        }

        /// The argument `label` giving `text` as attributed text whose second half is this run
        /// (``LabelLayoutRegistration/twoRunText(_:font:second:)``), its first half in a font of
        /// `fontSize` points or the body font.
        public func argument(_ label: String, text: String, fontSize: CGFloat?) -> String {
            "\(label): LabelLayoutRegistration.twoRunText(\(SwiftLiteral.string(text)), font: "
                + (fontSize.map { "Font(size: \(SwiftLiteral.number($0)))" } ?? ".body")
                + ", second: .init(fontSize: \(SwiftLiteral.number(self.fontSize)), "
                + "kern: \(SwiftLiteral.number(kern))))"
        }
    }

    /// A label showing `text`.
    public init(
        text: String, fontSize: CGFloat? = nil, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail, secondRun: SecondRun? = nil,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.text = text
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.secondRun = secondRun
        self.options = options
    }

    /// `"LabelLayout"`.
    public static let name = "LabelLayout"
    /// A leaf.
    public static let childCounts = 0...0
    /// A seventh of the nodes.
    public static let weight = 15

    /// A sentence of 36 characters, wrapping freely.
    public static func typical(childCount: Int) -> LabelLayoutRegistration {
        LabelLayoutRegistration(text: "Ada Lovelace wrote the first program")
    }

    /// Any text; sometimes a font size or a line height; a line limit 40 % of the time (the
    /// extremes included); character wrapping 10 % of the time; attributed text in two runs
    /// 15 % of the time (the second run's kern sometimes not finite); random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> LabelLayoutRegistration {
        LabelLayoutRegistration(
            text: choices.text(), fontSize: choices.optionalNumber(10),
            lineHeight: choices.chance(15)
                ? (choices.chance(80) ? choices.pick([0, 10, 12.5, 20, 1.0 / 3]) : choices.number()) : nil,
            numberOfLines: choices.chance(40) ? choices.pick([1, 2, 3, -1, Int.max, Int.min]) : 0,
            lineBreakMode: choices.chance(10) ? .byCharWrapping : choices.pick(LineBreakMode.allCases),
            secondRun: SecondRun.random(&choices),
            options: choices.options())
    }

    /// The label, its font ``/ValueLayout/Font/body`` unless a size is given.
    public func makeLayout(children: [any Layout]) -> any Layout {
        let font = fontSize.map { Font(size: $0) } ?? .body
        if let secondRun {
            return LabelLayout(
                attributedText: Self.twoRunText(text, font: font, second: secondRun), font: font,
                lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                alignment: options.alignment ?? .topLeading, flexibility: options.flexibility ?? .flexible,
                viewReuseId: options.viewReuseId)
        }
        return LabelLayout(
            text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: options.alignment ?? .topLeading,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId)
    }

    /// `text` as attributed text: its first half (in characters) in `font`, its second half in
    /// `second`'s font size with its kern.
    public static func twoRunText(_ text: String, font: Font, second: SecondRun) -> AttributedString {
        let half = text.index(text.startIndex, offsetBy: text.count / 2)
        var result = AttributedString(String(text[..<half]))
        var tail = AttributedString(String(text[half...]))
        tail.layoutFont = Font(family: font.family, size: second.fontSize, weight: font.weight)
        tail[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = second.kern
        result += tail
        return result
    }

    /// `LabelLayout(text: …)` (or `attributedText:`), arguments at their defaults left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments = ["text: \(SwiftLiteral.string(text))"]
        if let secondRun { arguments = [secondRun.argument("attributedText", text: text, fontSize: fontSize)] }
        if let fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
        if let lineHeight { arguments.append("lineHeight: \(SwiftLiteral.number(lineHeight))") }
        if numberOfLines != 0 { arguments.append("numberOfLines: \(numberOfLines)") }
        if lineBreakMode != .byTruncatingTail { arguments.append("lineBreakMode: .\(lineBreakMode)") }
        return LayoutCall(Self.name, arguments.map(LayoutCall.Argument.text) + options.arguments)
    }

    /// Fewer options; then a shorter text, no font size, no line height, no line limit.
    public func simplifications() -> [LabelLayoutRegistration] {
        var result = options.simplifications.map {
            LabelLayoutRegistration(
                text: text, fontSize: fontSize, lineHeight: lineHeight, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode, secondRun: secondRun, options: $0)
        }
        func with(_ change: (inout LabelLayoutRegistration) -> Void) {
            var edited = self
            change(&edited)
            result.append(edited)
        }
        for simpler in simplerTexts(text) { with { $0.text = simpler } }
        if fontSize != nil { with { $0.fontSize = nil } }
        if lineHeight != nil { with { $0.lineHeight = nil } }
        if numberOfLines != 0 { with { $0.numberOfLines = 0 } }
        if lineBreakMode != .byTruncatingTail { with { $0.lineBreakMode = .byTruncatingTail } }
        if secondRun != nil { with { $0.secondRun = nil } }
        return result
    }
}
