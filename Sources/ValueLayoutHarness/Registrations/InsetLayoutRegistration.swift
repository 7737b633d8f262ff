import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of an ``/ValueLayout/InsetLayout`` node: the insets and the options, around one
/// sublayout.
public struct InsetLayoutRegistration: LayoutKindRegistration {
    /// The insets argument: one distance for every edge (`init(inset:)`) or one per edge
    /// (`init(insets:)`).
    public enum Amount: Sendable {
        /// `inset:` — every edge.
        case all(CGFloat)
        /// `insets: EdgeInsets(top:leading:bottom:trailing:)`.
        case edges(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    }

    /// The insets.
    public var amount: Amount
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// An inset layout of `amount`.
    public init(_ amount: Amount, options: LayoutOptions = LayoutOptions()) {
        self.amount = amount
        self.options = options
    }

    /// `"InsetLayout"`.
    public static let name = "InsetLayout"
    /// Exactly one sublayout.
    public static let childCounts = 1...1
    /// An eighth of the nodes.
    public static let weight = 13

    /// 8 points on every edge.
    public static func typical(childCount: Int) -> InsetLayoutRegistration { InsetLayoutRegistration(.all(8)) }

    /// Uniform or per-edge insets of any numbers, and random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> InsetLayoutRegistration {
        let amount: Amount =
            choices.chance(50)
            ? .edges(
                top: choices.number(), leading: choices.number(), bottom: choices.number(), trailing: choices.number())
            : .all(choices.number())
        return InsetLayoutRegistration(amount, options: choices.options())
    }

    /// The inset layout around the child.
    public func makeLayout(children: [any Layout]) -> any Layout {
        switch amount {
        case .all(let inset):
            return InsetLayout(
                inset: inset, alignment: options.alignment ?? .fill, flexibility: options.flexibility,
                viewReuseId: options.viewReuseId, sublayout: children[0])
        case .edges(let top, let leading, let bottom, let trailing):
            return InsetLayout(
                insets: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing),
                alignment: options.alignment ?? .fill, flexibility: options.flexibility,
                viewReuseId: options.viewReuseId, sublayout: children[0])
        }
    }

    /// `InsetLayout(inset: …, sublayout: …)` or `InsetLayout(insets: EdgeInsets(…), sublayout: …)`.
    public func call(childCount: Int) -> LayoutCall {
        let insets: String
        switch amount {
        case .all(let inset):
            insets = "inset: \(SwiftLiteral.number(inset))"
        case .edges(let top, let leading, let bottom, let trailing):
            insets =
                "insets: EdgeInsets(top: \(SwiftLiteral.number(top)), leading: \(SwiftLiteral.number(leading)), "
                + "bottom: \(SwiftLiteral.number(bottom)), trailing: \(SwiftLiteral.number(trailing)))"
        }
        return LayoutCall(Self.name, [.text(insets)] + options.arguments + [.child(label: "sublayout", index: 0)])
    }

    /// Fewer options; then the leading inset on every edge, or one inset simpler.
    public func simplifications() -> [InsetLayoutRegistration] {
        var result = options.simplifications.map { InsetLayoutRegistration(amount, options: $0) }
        func with(_ amount: Amount) { result.append(InsetLayoutRegistration(amount, options: options)) }
        switch amount {
        case .all(let inset):
            for value in simplerNumbers(inset) { with(.all(value)) }
        case .edges(let top, let leading, let bottom, let trailing):
            with(.all(leading))
            for value in simplerNumbers(top) {
                with(.edges(top: value, leading: leading, bottom: bottom, trailing: trailing))
            }
            for value in simplerNumbers(leading) {
                with(.edges(top: top, leading: value, bottom: bottom, trailing: trailing))
            }
            for value in simplerNumbers(bottom) {
                with(.edges(top: top, leading: leading, bottom: value, trailing: trailing))
            }
            for value in simplerNumbers(trailing) {
                with(.edges(top: top, leading: leading, bottom: bottom, trailing: value))
            }
        }
        return result
    }
}
