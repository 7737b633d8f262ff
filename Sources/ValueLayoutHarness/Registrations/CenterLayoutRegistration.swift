import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/CenterLayout`` node: its centering and sizing options, as
/// raw bits, and the options every layout takes, around one sublayout.
public struct CenterLayoutRegistration: LayoutKindRegistration {
    /// The `centering` argument's bits (bits other than 1 and 2 included).
    public var centering: UInt8
    /// The `sizing` argument's bits (bits other than 1 and 2 included).
    public var sizing: UInt8
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A center layout's arguments: by default centred on both axes, without sizing options.
    public init(centering: UInt8 = 3, sizing: UInt8 = 0, options: LayoutOptions = LayoutOptions()) {
        self.centering = centering
        self.sizing = sizing
        self.options = options
    }

    /// `"CenterLayout"`.
    public static let name = "CenterLayout"
    /// Exactly one sublayout.
    public static let childCounts = 1...1
    /// A wrapper now and then.
    public static let weight = 6

    /// Centred on both axes, without sizing options.
    public static func typical(childCount: Int) -> CenterLayoutRegistration { CenterLayoutRegistration() }

    /// Each named combination of options, now and then with other bits set; random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> CenterLayoutRegistration {
        func bits() -> UInt8 {
            choices.chance(5) ? UInt8(choices.index(below: 256)) : UInt8(choices.index(below: 4))
        }
        let centering = bits()
        let sizing = bits()
        return CenterLayoutRegistration(centering: centering, sizing: sizing, options: choices.options())
    }

    /// The center layout around the child.
    public func makeLayout(children: [any Layout]) -> any Layout {
        CenterLayout(
            centering: CenteringOptions(rawValue: centering), sizing: CenterSizingOptions(rawValue: sizing),
            alignment: options.alignment ?? .fill, flexibility: options.flexibility, viewReuseId: options.viewReuseId,
            sublayout: children[0])
    }

    /// `CenterLayout(centering: …, sizing: …, sublayout: …)`, options at their defaults left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = []
        if centering != 3 {
            arguments.append(.text("centering: \(Self.literal(centering, [(3, ".xy"), (1, ".x"), (2, ".y")]))"))
        }
        if sizing != 0 {
            arguments.append(
                .text(
                    "sizing: \(Self.literal(sizing, [(3, ".minimum"), (1, ".minimumWidth"), (2, ".minimumHeight")]))"
                ))
        }
        return LayoutCall(Self.name, arguments + options.arguments + [.child(label: "sublayout", index: 0)])
    }

    /// An option set's bits as Swift source: `[]`, a named option, or `.init(rawValue: …)`.
    private static func literal(_ bits: UInt8, _ names: [(UInt8, String)]) -> String {
        if bits == 0 { return "[]" }
        return names.first { $0.0 == bits }?.1 ?? ".init(rawValue: \(bits))"
    }

    /// Fewer options; then the named bits alone, then the default centering and sizing.
    public func simplifications() -> [CenterLayoutRegistration] {
        var result = options.simplifications.map {
            CenterLayoutRegistration(centering: centering, sizing: sizing, options: $0)
        }
        if centering & 3 != centering || sizing & 3 != sizing {
            result.append(CenterLayoutRegistration(centering: centering & 3, sizing: sizing & 3, options: options))
        }
        if sizing != 0 { result.append(CenterLayoutRegistration(centering: centering, sizing: 0, options: options)) }
        if centering != 3 { result.append(CenterLayoutRegistration(centering: 3, sizing: sizing, options: options)) }
        return result
    }
}
