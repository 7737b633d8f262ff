import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/TextViewLayout`` node: its text, font size, line fragment
/// padding, insets and options (a leaf).
public struct TextViewLayoutRegistration: LayoutKindRegistration {
    /// The text.
    public var text: String
    /// The font's point size, or `nil` for ``/ValueLayout/TextViewLayout/defaultFont``.
    public var fontSize: CGFloat?
    /// The `lineFragmentPadding` argument.
    public var lineFragmentPadding: CGFloat
    /// The same inset on every edge.
    public var inset: CGFloat
    /// The second half of attributed text's runs (see
    /// ``LabelLayoutRegistration/twoRunText(_:font:second:)``), or `nil` for plain text.
    public var secondRun: LabelLayoutRegistration.SecondRun?
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A text view showing `text`.
    public init(
        text: String, fontSize: CGFloat? = nil, lineFragmentPadding: CGFloat = 0, inset: CGFloat = 0,
        secondRun: LabelLayoutRegistration.SecondRun? = nil, options: LayoutOptions = LayoutOptions()
    ) {
        self.text = text
        self.fontSize = fontSize
        self.lineFragmentPadding = lineFragmentPadding
        self.inset = inset
        self.secondRun = secondRun
        self.options = options
    }

    /// `"TextViewLayout"`.
    public static let name = "TextViewLayout"
    /// A leaf.
    public static let childCounts = 0...0
    /// A rare leaf: its rules are few.
    public static let weight = 4

    /// A sentence of 36 characters.
    public static func typical(childCount: Int) -> TextViewLayoutRegistration {
        TextViewLayoutRegistration(text: "Ada Lovelace wrote the first program")
    }

    /// Any text; sometimes a font size; a padding and an inset of any numbers a quarter of the
    /// time each; attributed text in two runs 15 % of the time (the second run's kern sometimes
    /// not finite); random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> TextViewLayoutRegistration {
        TextViewLayoutRegistration(
            text: choices.text(), fontSize: choices.optionalNumber(10),
            lineFragmentPadding: choices.chance(25) ? choices.number() : 0,
            inset: choices.chance(25) ? choices.number() : 0,
            secondRun: LabelLayoutRegistration.SecondRun.random(&choices),
            options: choices.options())
    }

    /// The text view.
    public func makeLayout(children: [any Layout]) -> any Layout {
        if let secondRun {
            return TextViewLayout(
                attributedText: LabelLayoutRegistration.twoRunText(
                    text, font: fontSize.map { Font(size: $0) } ?? .body, second: secondRun),
                font: fontSize.map { Font(size: $0) }, lineFragmentPadding: lineFragmentPadding,
                textContainerInset: EdgeInsets(inset), alignment: options.alignment ?? .topLeading,
                flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId)
        }
        return TextViewLayout(
            text: text, font: fontSize.map { Font(size: $0) }, lineFragmentPadding: lineFragmentPadding,
            textContainerInset: EdgeInsets(inset), alignment: options.alignment ?? .topLeading,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId)
    }

    /// `TextViewLayout(text: …)` (or `attributedText:`), arguments at their defaults left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments = ["text: \(SwiftLiteral.string(text))"]
        if let secondRun { arguments[0] = secondRun.argument("attributedText", text: text, fontSize: fontSize) }
        if let fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
        if lineFragmentPadding != 0 {
            arguments.append("lineFragmentPadding: \(SwiftLiteral.number(lineFragmentPadding))")
        }
        if inset != 0 { arguments.append("textContainerInset: EdgeInsets(\(SwiftLiteral.number(inset)))") }
        return LayoutCall(Self.name, arguments.map(LayoutCall.Argument.text) + options.arguments)
    }

    /// Fewer options; then a shorter text, no font size, plain text, simpler padding and insets.
    public func simplifications() -> [TextViewLayoutRegistration] {
        var result = options.simplifications.map {
            TextViewLayoutRegistration(
                text: text, fontSize: fontSize, lineFragmentPadding: lineFragmentPadding, inset: inset,
                secondRun: secondRun, options: $0)
        }
        func with(_ change: (inout TextViewLayoutRegistration) -> Void) {
            var edited = self
            change(&edited)
            result.append(edited)
        }
        for simpler in simplerTexts(text) { with { $0.text = simpler } }
        if fontSize != nil { with { $0.fontSize = nil } }
        if secondRun != nil { with { $0.secondRun = nil } }
        for value in simplerNumbers(lineFragmentPadding) { with { $0.lineFragmentPadding = value } }
        for value in simplerNumbers(inset) { with { $0.inset = value } }
        return result
    }
}
