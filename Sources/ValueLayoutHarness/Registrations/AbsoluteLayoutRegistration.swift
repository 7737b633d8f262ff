import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of an ``/ValueLayout/AbsoluteLayout`` node: its sizing, each child's position (raw,
/// NaN and negative numbers included) and the options every layout takes.
public struct AbsoluteLayoutRegistration: LayoutKindRegistration {
    /// The `sizing` argument, or `nil` to leave it out (`.default`).
    public var sizing: AbsoluteSizing?
    /// Each child's position, in order: one per child.
    public var positions: [CGPoint]
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// An absolute layout's arguments: the children's positions, the rest left out.
    public init(sizing: AbsoluteSizing? = nil, positions: [CGPoint], options: LayoutOptions = LayoutOptions()) {
        self.sizing = sizing
        self.positions = positions
        self.options = options
    }

    /// `"AbsoluteLayout"`.
    public static let name = "AbsoluteLayout"
    /// Any number of children.
    public static let childCounts = 0...Int.max
    /// A container now and then.
    public static let weight = 4

    /// Children on a grid of 20-point steps, ten to a row.
    public static func typical(childCount: Int) -> AbsoluteLayoutRegistration {
        AbsoluteLayoutRegistration(positions: (0..<childCount).map { CGPoint(x: $0 % 10 * 20, y: $0 / 10 * 20) })
    }

    /// Up to four children, each count as likely.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        min(choices.int(0...4), maximum)
    }

    /// Random positions (any number, bad ones included), sizing and options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> AbsoluteLayoutRegistration {
        let positions = (0..<childCount).map { _ in CGPoint(x: choices.number(), y: choices.number()) }
        let sizing = choices.chance(60) ? choices.pick(AbsoluteSizing.allCases) : nil
        return AbsoluteLayoutRegistration(sizing: sizing, positions: positions, options: choices.options())
    }

    /// The absolute layout, each child at its position.
    public func makeLayout(children: [any Layout]) -> any Layout {
        AbsoluteLayout(
            sizing: sizing ?? .default, alignment: options.alignment ?? .fill,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId,
            children: zip(positions, children).map { AbsoluteChild(position: $0, layout: $1) })
    }

    /// `AbsoluteLayout(sizing: …, children: [AbsoluteChild(position: …, layout: …), …])`.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = []
        if let sizing { arguments.append(.text("sizing: .\(sizing == .default ? "`default`" : "sizeToFit")")) }
        let items = positions.enumerated().map { index, position in
            LayoutCall.Item(
                prefix: "AbsoluteChild(position: CGPoint(x: \(SwiftLiteral.number(position.x)), "
                    + "y: \(SwiftLiteral.number(position.y))), layout: ",
                child: index, suffix: ")")
        }
        return LayoutCall(Self.name, arguments + options.arguments + [.items(label: "children", items: items)])
    }

    /// Fewer options; then the sizing left out, each position simpler.
    public func simplifications() -> [AbsoluteLayoutRegistration] {
        var result = options.simplifications.map { options -> AbsoluteLayoutRegistration in
            var kind = self
            kind.options = options
            return kind
        }
        if sizing != nil {
            var kind = self
            kind.sizing = nil
            result.append(kind)
        }
        for index in positions.indices {
            for x in simplerNumbers(positions[index].x) {
                var kind = self
                kind.positions[index].x = x
                result.append(kind)
            }
            for y in simplerNumbers(positions[index].y) {
                var kind = self
                kind.positions[index].y = y
                result.append(kind)
            }
        }
        return result
    }

    /// The same arguments without the child at `index` and its position.
    public func removingChild(at index: Int, of count: Int) -> AbsoluteLayoutRegistration? {
        guard positions.indices.contains(index) else { return nil }
        var kind = self
        kind.positions.remove(at: index)
        return kind
    }
}
