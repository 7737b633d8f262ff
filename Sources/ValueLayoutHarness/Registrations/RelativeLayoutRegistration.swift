import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/RelativeLayout`` node: its positions on each axis, its sizing
/// options as raw bits, and the options every layout takes, around one sublayout.
public struct RelativeLayoutRegistration: LayoutKindRegistration {
    /// The `horizontal` argument, or `nil` to leave it out (`.start`).
    public var horizontal: RelativePosition?
    /// The `vertical` argument, or `nil` to leave it out (`.start`).
    public var vertical: RelativePosition?
    /// The `sizing` argument's bits (bits other than 1 and 2 included).
    public var sizing: UInt8
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A relative layout's arguments: by default every one left out.
    public init(
        horizontal: RelativePosition? = nil, vertical: RelativePosition? = nil, sizing: UInt8 = 0,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.sizing = sizing
        self.options = options
    }

    /// `"RelativeLayout"`.
    public static let name = "RelativeLayout"
    /// Exactly one sublayout.
    public static let childCounts = 1...1
    /// A wrapper now and then.
    public static let weight = 4

    /// At the trailing end, centred vertically (an edit button at the end of a row).
    public static func typical(childCount: Int) -> RelativeLayoutRegistration {
        RelativeLayoutRegistration(horizontal: .end, vertical: .center)
    }

    /// Each position now and then left out; each named sizing, now and then with other bits set;
    /// random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> RelativeLayoutRegistration {
        let horizontal = choices.chance(80) ? choices.pick(RelativePosition.allCases) : nil
        let vertical = choices.chance(80) ? choices.pick(RelativePosition.allCases) : nil
        let sizing = choices.chance(5) ? UInt8(choices.index(below: 256)) : UInt8(choices.index(below: 4))
        return RelativeLayoutRegistration(
            horizontal: horizontal, vertical: vertical, sizing: sizing, options: choices.options())
    }

    /// The relative layout around the child.
    public func makeLayout(children: [any Layout]) -> any Layout {
        RelativeLayout(
            horizontal: horizontal ?? .start, vertical: vertical ?? .start,
            sizing: CenterSizingOptions(rawValue: sizing), alignment: options.alignment ?? .fill,
            flexibility: options.flexibility, viewReuseId: options.viewReuseId, sublayout: children[0])
    }

    /// `RelativeLayout(horizontal: …, vertical: …, sizing: …, sublayout: …)`, the arguments left
    /// out left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = []
        if let horizontal { arguments.append(.text("horizontal: .\(horizontal)")) }
        if let vertical { arguments.append(.text("vertical: .\(vertical)")) }
        if sizing != 0 {
            let names: [UInt8: String] = [3: ".minimum", 1: ".minimumWidth", 2: ".minimumHeight"]
            arguments.append(.text("sizing: \(names[sizing] ?? ".init(rawValue: \(sizing))")"))
        }
        return LayoutCall(Self.name, arguments + options.arguments + [.child(label: "sublayout", index: 0)])
    }

    /// Fewer options; then the named sizing bits alone, no sizing, the positions left out.
    public func simplifications() -> [RelativeLayoutRegistration] {
        var result = options.simplifications.map { options -> RelativeLayoutRegistration in
            var kind = self
            kind.options = options
            return kind
        }
        if sizing & 3 != sizing {
            var kind = self
            kind.sizing = sizing & 3
            result.append(kind)
        }
        if sizing != 0 {
            var kind = self
            kind.sizing = 0
            result.append(kind)
        }
        if horizontal != nil {
            var kind = self
            kind.horizontal = nil
            result.append(kind)
        }
        if vertical != nil {
            var kind = self
            kind.vertical = nil
            result.append(kind)
        }
        return result
    }
}
