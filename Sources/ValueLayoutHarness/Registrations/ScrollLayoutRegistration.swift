import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/ScrollLayout`` node: its axis and the options every layout
/// takes, around its content (or none).
public struct ScrollLayoutRegistration: LayoutKindRegistration {
    /// The `axis` argument.
    public var axis: Axis
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A scroll layout's arguments: by default vertical.
    public init(axis: Axis = .vertical, options: LayoutOptions = LayoutOptions()) {
        self.axis = axis
        self.options = options
    }

    /// `"ScrollLayout"`.
    public static let name = "ScrollLayout"
    /// Its content, or none.
    public static let childCounts = 0...1
    /// A wrapper now and then.
    public static let weight = 5

    /// Content that scrolls vertically.
    public static func typical(childCount: Int) -> ScrollLayoutRegistration {
        ScrollLayoutRegistration(axis: .vertical)
    }

    /// Either axis; random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> ScrollLayoutRegistration {
        let axis: Axis = choices.chance(50) ? .horizontal : .vertical
        return ScrollLayoutRegistration(axis: axis, options: choices.options())
    }

    /// The scroll layout around the child, if any.
    public func makeLayout(children: [any Layout]) -> any Layout {
        ScrollLayout(
            axis: axis, alignment: options.alignment ?? .fill, flexibility: options.flexibility ?? .flexible,
            viewReuseId: options.viewReuseId, content: children.first)
    }

    /// `ScrollLayout(axis: …, content: …)`, the default axis left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = []
        if axis != .vertical { arguments.append(.text("axis: .horizontal")) }
        arguments += options.arguments
        arguments.append(childCount == 0 ? .text("content: nil") : .child(label: "content", index: 0))
        return LayoutCall(Self.name, arguments)
    }

    /// Fewer options; then the default axis.
    public func simplifications() -> [ScrollLayoutRegistration] {
        var result = options.simplifications.map { ScrollLayoutRegistration(axis: axis, options: $0) }
        if axis != .vertical { result.append(ScrollLayoutRegistration(axis: .vertical, options: options)) }
        return result
    }
}
