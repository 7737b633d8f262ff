import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/TextViewLayout`` node: its text, font size, line fragment
/// padding, insets and options (a leaf).
public struct TextViewLayoutKind: LayoutKindRegistration {
    /// The text.
    public var text: String
    /// The font's point size, or `nil` for ``/ValueLayout/TextViewLayout/defaultFont``.
    public var fontSize: CGFloat?
    /// The `lineFragmentPadding` argument.
    public var lineFragmentPadding: CGFloat
    /// The same inset on every edge.
    public var inset: CGFloat
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A text view showing `text`.
    public init(
        text: String, fontSize: CGFloat? = nil, lineFragmentPadding: CGFloat = 0, inset: CGFloat = 0,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.text = text
        self.fontSize = fontSize
        self.lineFragmentPadding = lineFragmentPadding
        self.inset = inset
        self.options = options
    }

    /// `"TextViewLayout"`.
    public static let name = "TextViewLayout"
    /// A leaf.
    public static let childCounts = 0...0
    /// A rare leaf: its rules are few.
    public static let weight = 4

    /// Any text; sometimes a font size; a padding and an inset of any numbers a quarter of the
    /// time each; random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> TextViewLayoutKind {
        TextViewLayoutKind(
            text: choices.text(), fontSize: choices.optionalNumber(10),
            lineFragmentPadding: choices.chance(25) ? choices.number() : 0,
            inset: choices.chance(25) ? choices.number() : 0, options: choices.options())
    }

    /// The text view.
    public func makeLayout(children: [any Layout]) -> any Layout {
        TextViewLayout(
            text: text, font: fontSize.map { Font(size: $0) }, lineFragmentPadding: lineFragmentPadding,
            textContainerInset: EdgeInsets(inset), alignment: options.alignment ?? .topLeading,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId)
    }

    /// `TextViewLayout(text: …)`, arguments at their defaults left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments = ["text: \(SwiftLiteral.string(text))"]
        if let fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
        if lineFragmentPadding != 0 {
            arguments.append("lineFragmentPadding: \(SwiftLiteral.number(lineFragmentPadding))")
        }
        if inset != 0 { arguments.append("textContainerInset: EdgeInsets(\(SwiftLiteral.number(inset)))") }
        return LayoutCall(Self.name, arguments.map(LayoutCall.Argument.text) + options.arguments)
    }

    /// Fewer options; then a shorter text, no font size, simpler padding and insets.
    public func simplifications() -> [TextViewLayoutKind] {
        var result = options.simplifications.map {
            TextViewLayoutKind(
                text: text, fontSize: fontSize, lineFragmentPadding: lineFragmentPadding, inset: inset, options: $0)
        }
        func with(_ change: (inout TextViewLayoutKind) -> Void) {
            var edited = self
            change(&edited)
            result.append(edited)
        }
        if !text.isEmpty {
            with { $0.text = "" }
            if text.count > 1 {
                with { $0.text = String($0.text.prefix($0.text.count / 2)) }
                with { $0.text = String($0.text.dropLast()) }
            }
        }
        if fontSize != nil { with { $0.fontSize = nil } }
        for value in simplerNumbers(lineFragmentPadding) { with { $0.lineFragmentPadding = value } }
        for value in simplerNumbers(inset) { with { $0.inset = value } }
        return result
    }
}
