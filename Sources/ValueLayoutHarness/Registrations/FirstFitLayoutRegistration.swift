import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/FirstFitLayout`` node: its checked axes, as raw bits, and
/// the options every layout takes, around its alternatives.
public struct FirstFitLayoutRegistration: LayoutKindRegistration {
    /// The `axes` argument's bits (bits other than 1 and 2 included).
    public var axes: UInt8
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A first-fit layout's arguments: by default both axes checked.
    public init(axes: UInt8 = 3, options: LayoutOptions = LayoutOptions()) {
        self.axes = axes
        self.options = options
    }

    /// `"FirstFitLayout"`.
    public static let name = "FirstFitLayout"
    /// Any number of alternatives.
    public static let childCounts = 0...Int.max
    /// A container now and then.
    public static let weight = 5

    /// Alternatives that must fit on both axes.
    public static func typical(childCount: Int) -> FirstFitLayoutRegistration { FirstFitLayoutRegistration(axes: 3) }

    /// Up to three alternatives.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        min(choices.int(0...3), maximum)
    }

    /// Each named combination of axes, now and then with other bits set; random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> FirstFitLayoutRegistration {
        let axes = choices.chance(5) ? UInt8(choices.index(below: 256)) : UInt8(choices.index(below: 4))
        return FirstFitLayoutRegistration(axes: axes, options: choices.options())
    }

    /// The first-fit layout of the children.
    public func makeLayout(children: [any Layout]) -> any Layout {
        FirstFitLayout(
            axes: FirstFitAxes(rawValue: axes), alignment: options.alignment ?? .fill,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId, alternatives: children)
    }

    /// `FirstFitLayout(axes: …, alternatives: […])`, the default axes left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = []
        if axes != 3 {
            let names: [UInt8: String] = [0: "[]", 1: ".horizontal", 2: ".vertical"]
            arguments.append(.text("axes: \(names[axes] ?? ".init(rawValue: \(axes))")"))
        }
        return LayoutCall(
            Self.name, arguments + options.arguments + [.children(label: "alternatives", indices: 0..<childCount)])
    }

    /// Fewer options; then the named bits alone, then both axes.
    public func simplifications() -> [FirstFitLayoutRegistration] {
        var result = options.simplifications.map { FirstFitLayoutRegistration(axes: axes, options: $0) }
        if axes & 3 != axes { result.append(FirstFitLayoutRegistration(axes: axes & 3, options: options)) }
        if axes != 3 { result.append(FirstFitLayoutRegistration(axes: 3, options: options)) }
        return result
    }
}
