import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/ButtonLayout`` node: its type, title, image size, font
/// size, insets and options (a leaf).
public struct ButtonLayoutRegistration: LayoutKindRegistration {
    /// The button type.
    public var type: ButtonLayoutType
    /// The title.
    public var title: String
    /// The image's size, or `nil` for ``/ValueLayout/ButtonLayoutImage/defaultImage``.
    public var imageSize: CGSize?
    /// The font's point size, or `nil` for the type's font.
    public var fontSize: CGFloat?
    /// The same inset on every edge, or `nil` for none.
    public var inset: CGFloat?
    /// The second half of an attributed title's runs (see
    /// ``LabelLayoutRegistration/twoRunText(_:font:second:)``), or `nil` for a plain title.
    public var secondRun: LabelLayoutRegistration.SecondRun?
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A button of `type` showing `title`.
    public init(
        type: ButtonLayoutType, title: String, imageSize: CGSize? = nil, fontSize: CGFloat? = nil,
        inset: CGFloat? = nil, secondRun: LabelLayoutRegistration.SecondRun? = nil,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.type = type
        self.title = title
        self.imageSize = imageSize
        self.fontSize = fontSize
        self.inset = inset
        self.secondRun = secondRun
        self.options = options
    }

    /// `"ButtonLayout"`.
    public static let name = "ButtonLayout"
    /// A leaf.
    public static let childCounts = 0...0
    /// A rare leaf: its rules are few.
    public static let weight = 4

    /// A system button titled "Read more".
    public static func typical(childCount: Int) -> ButtonLayoutRegistration {
        ButtonLayoutRegistration(type: .system, title: "Read more")
    }

    /// Any type and text; sometimes an image size, a font size or an inset of any numbers; an
    /// attributed title in two runs 15 % of the time (the second run's kern sometimes not
    /// finite); random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> ButtonLayoutRegistration {
        ButtonLayoutRegistration(
            type: choices.pick(ButtonLayoutType.allCases), title: choices.text(),
            imageSize: choices.chance(30) ? CGSize(width: choices.number(), height: choices.number()) : nil,
            fontSize: choices.optionalNumber(10), inset: choices.optionalNumber(25),
            secondRun: LabelLayoutRegistration.SecondRun.random(&choices),
            options: choices.options())
    }

    /// The button.
    public func makeLayout(children: [any Layout]) -> any Layout {
        if let secondRun {
            return ButtonLayout(
                type: type,
                attributedTitle: LabelLayoutRegistration.twoRunText(
                    title, font: fontSize.map { Font(size: $0) } ?? .body, second: secondRun),
                image: imageSize.map { .size($0) } ?? .defaultImage, font: fontSize.map { Font(size: $0) },
                contentEdgeInsets: inset.map { EdgeInsets($0) }, alignment: options.alignment ?? .topLeading,
                flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId)
        }
        return ButtonLayout(
            type: type, title: title, image: imageSize.map { .size($0) } ?? .defaultImage,
            font: fontSize.map { Font(size: $0) }, contentEdgeInsets: inset.map { EdgeInsets($0) },
            alignment: options.alignment ?? .topLeading, flexibility: options.flexibility ?? .flexible,
            viewReuseId: options.viewReuseId)
    }

    /// `ButtonLayout(type: …, title: …)` (or `attributedTitle:`), arguments at their defaults left
    /// out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments = ["type: .\(type)", "title: \(SwiftLiteral.string(title))"]
        if let secondRun { arguments[1] = secondRun.argument("attributedTitle", text: title, fontSize: fontSize) }
        if let imageSize { arguments.append("image: .size(\(SwiftLiteral.size(imageSize)))") }
        if let fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
        if let inset { arguments.append("contentEdgeInsets: EdgeInsets(\(SwiftLiteral.number(inset)))") }
        return LayoutCall(Self.name, arguments.map(LayoutCall.Argument.text) + options.arguments)
    }

    /// Fewer options; then the `.system` type, a shorter title, no image, no font size, a plain
    /// title, no inset.
    public func simplifications() -> [ButtonLayoutRegistration] {
        var result = options.simplifications.map {
            ButtonLayoutRegistration(
                type: type, title: title, imageSize: imageSize, fontSize: fontSize, inset: inset,
                secondRun: secondRun, options: $0)
        }
        func with(_ change: (inout ButtonLayoutRegistration) -> Void) {
            var edited = self
            change(&edited)
            result.append(edited)
        }
        if type != .system { with { $0.type = .system } }
        for simpler in simplerTexts(title) { with { $0.title = simpler } }
        if imageSize != nil { with { $0.imageSize = nil } }
        if fontSize != nil { with { $0.fontSize = nil } }
        if secondRun != nil { with { $0.secondRun = nil } }
        if let inset {
            with { $0.inset = nil }
            for value in simplerNumbers(inset) { with { $0.inset = value } }
        }
        return result
    }
}
