import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/CornerLayout`` node: its corner, offset (raw, NaN and huge
/// numbers included) and wrapping, and the options every layout takes, around a child and a corner
/// element.
public struct CornerLayoutRegistration: LayoutKindRegistration {
    /// The `corner` argument.
    public var corner: Corner
    /// The `offset` argument, or `nil` to leave it out (zero).
    public var offset: CGPoint?
    /// The `wrapsCorner` argument, or `nil` to leave it out (`false`).
    public var wrapsCorner: Bool?
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A corner layout's arguments: by default the top trailing corner, the rest left out.
    public init(
        corner: Corner = .topTrailing, offset: CGPoint? = nil, wrapsCorner: Bool? = nil,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.corner = corner
        self.offset = offset
        self.wrapsCorner = wrapsCorner
        self.options = options
    }

    /// `"CornerLayout"`.
    public static let name = "CornerLayout"
    /// A child and its corner element.
    public static let childCounts = 2...2
    /// A decoration now and then.
    public static let weight = 4

    /// The corner element on the top trailing corner (a badge).
    public static func typical(childCount: Int) -> CornerLayoutRegistration {
        CornerLayoutRegistration(corner: .topTrailing)
    }

    /// Any corner; an offset (negative a third of the time) and the wrapping now and then; random
    /// options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> CornerLayoutRegistration {
        func coordinate() -> CGFloat {
            let number = choices.number()
            return choices.chance(30) ? -number : number
        }
        let corner = choices.pick(Corner.allCases)
        let offset = choices.chance(40) ? CGPoint(x: coordinate(), y: coordinate()) : nil
        let wrapsCorner = choices.chance(60) ? choices.chance(50) : nil
        return CornerLayoutRegistration(
            corner: corner, offset: offset, wrapsCorner: wrapsCorner, options: choices.options())
    }

    /// The corner layout around the two children.
    public func makeLayout(children: [any Layout]) -> any Layout {
        CornerLayout(
            corner: corner, offset: offset ?? .zero, wrapsCorner: wrapsCorner ?? false,
            alignment: options.alignment ?? .fill, flexibility: options.flexibility, viewReuseId: options.viewReuseId,
            child: children[0], cornerLayout: children[1])
    }

    /// `CornerLayout(corner: …, offset: …, wrapsCorner: …, child: …, cornerLayout: …)`.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = [.text("corner: .\(corner)")]
        if let offset {
            arguments.append(
                .text("offset: CGPoint(x: \(SwiftLiteral.number(offset.x)), y: \(SwiftLiteral.number(offset.y)))"))
        }
        if let wrapsCorner { arguments.append(.text("wrapsCorner: \(wrapsCorner)")) }
        return LayoutCall(
            Self.name,
            arguments + options.arguments + [
                .child(label: "child", index: 0), .child(label: "cornerLayout", index: 1),
            ])
    }

    /// Fewer options; then the offset and the wrapping left out, the offset simpler.
    public func simplifications() -> [CornerLayoutRegistration] {
        var result = options.simplifications.map { options -> CornerLayoutRegistration in
            var kind = self
            kind.options = options
            return kind
        }
        if let offset {
            var kind = self
            kind.offset = nil
            result.append(kind)
            for x in simplerNumbers(offset.x) {
                kind.offset = CGPoint(x: x, y: offset.y)
                result.append(kind)
            }
            for y in simplerNumbers(offset.y) {
                kind.offset = CGPoint(x: offset.x, y: y)
                result.append(kind)
            }
        }
        if wrapsCorner != nil {
            var kind = self
            kind.wrapsCorner = nil
            result.append(kind)
        }
        return result
    }
}
