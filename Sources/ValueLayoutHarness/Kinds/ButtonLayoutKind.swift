import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/ButtonLayout`` node: its type, title, image size, font
/// size, insets and options (a leaf).
public struct ButtonLayoutKind: LayoutKindRegistration {
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
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A button of `type` showing `title`.
    public init(
        type: ButtonLayoutType, title: String, imageSize: CGSize? = nil, fontSize: CGFloat? = nil,
        inset: CGFloat? = nil, options: LayoutOptions = LayoutOptions()
    ) {
        self.type = type
        self.title = title
        self.imageSize = imageSize
        self.fontSize = fontSize
        self.inset = inset
        self.options = options
    }

    /// `"ButtonLayout"`.
    public static let name = "ButtonLayout"
    /// A leaf.
    public static let childCounts = 0...0
    /// A rare leaf: its rules are few.
    public static let weight = 4

    /// Any type and text; sometimes an image size, a font size or an inset of any numbers; random
    /// options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> ButtonLayoutKind {
        ButtonLayoutKind(
            type: choices.pick(ButtonLayoutType.allCases), title: choices.text(),
            imageSize: choices.chance(30) ? CGSize(width: choices.number(), height: choices.number()) : nil,
            fontSize: choices.optionalNumber(10), inset: choices.optionalNumber(25), options: choices.options())
    }

    /// The button.
    public func makeLayout(children: [any Layout]) -> any Layout {
        ButtonLayout(
            type: type, title: title, image: imageSize.map { .size($0) } ?? .defaultImage,
            font: fontSize.map { Font(size: $0) }, contentEdgeInsets: inset.map { EdgeInsets($0) },
            alignment: options.alignment ?? .topLeading, flexibility: options.flexibility ?? .flexible,
            viewReuseId: options.viewReuseId)
    }

    /// `ButtonLayout(type: …, title: …)`, arguments at their defaults left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments = ["type: .\(type)", "title: \(SwiftLiteral.string(title))"]
        if let imageSize { arguments.append("image: .size(\(SwiftLiteral.size(imageSize)))") }
        if let fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
        if let inset { arguments.append("contentEdgeInsets: EdgeInsets(\(SwiftLiteral.number(inset)))") }
        return LayoutCall(Self.name, arguments.map(LayoutCall.Argument.text) + options.arguments)
    }

    /// Fewer options; then the `.system` type, a shorter title, no image, no font size, no inset.
    public func simplifications() -> [ButtonLayoutKind] {
        var result = options.simplifications.map {
            ButtonLayoutKind(
                type: type, title: title, imageSize: imageSize, fontSize: fontSize, inset: inset, options: $0)
        }
        func with(_ change: (inout ButtonLayoutKind) -> Void) {
            var edited = self
            change(&edited)
            result.append(edited)
        }
        if type != .system { with { $0.type = .system } }
        if !title.isEmpty {
            with { $0.title = "" }
            if title.count > 1 {
                with { $0.title = String($0.title.prefix($0.title.count / 2)) }
                with { $0.title = String($0.title.dropLast()) }
            }
        }
        if imageSize != nil { with { $0.imageSize = nil } }
        if fontSize != nil { with { $0.fontSize = nil } }
        if let inset {
            with { $0.inset = nil }
            for value in simplerNumbers(inset) { with { $0.inset = value } }
        }
        return result
    }
}
