import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/StackLayout`` node: axis, spacing, distribution and options,
/// around any number of children.
public struct StackLayoutRegistration: LayoutKindRegistration {
    /// The axis.
    public var axis: Axis
    /// The spacing, in points.
    public var spacing: CGFloat
    /// The distribution.
    public var distribution: StackLayoutDistribution
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A stack's arguments.
    public init(
        axis: Axis, spacing: CGFloat = 0, distribution: StackLayoutDistribution = .fillFlexing,
        options: LayoutOptions = LayoutOptions()
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.options = options
    }

    /// `"StackLayout"`.
    public static let name = "StackLayout"
    /// Any number of children.
    public static let childCounts = 0...Int.max
    /// The most common container.
    public static let weight = 30

    /// A column with 4 points between its children.
    public static func typical(childCount: Int) -> StackLayoutRegistration {
        StackLayoutRegistration(axis: .vertical, spacing: 4)
    }

    /// Up to five children, each count as likely.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        min(choices.int(0...5), maximum)
    }

    /// Either axis, every distribution (LayoutKit's six and UIStackView's `.equalCentering` and
    /// `.fillProportionally`), a spacing half the time zero and sometimes negative (the
    /// children overlap, as in LayoutKit), and random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> StackLayoutRegistration {
        let axis: Axis = choices.chance(50) ? .vertical : .horizontal
        let spacing: CGFloat = choices.chance(50) ? (choices.chance(30) ? -choices.number() : choices.number()) : 0
        let distribution = choices.pick(StackLayoutDistribution.allCases)
        return StackLayoutRegistration(
            axis: axis, spacing: spacing, distribution: distribution, options: choices.options())
    }

    /// The stack of the children.
    public func makeLayout(children: [any Layout]) -> any Layout {
        StackLayout(
            axis: axis, spacing: spacing, distribution: distribution, alignment: options.alignment ?? .fill,
            flexibility: options.flexibility, viewReuseId: options.viewReuseId, sublayouts: children)
    }

    /// `StackLayout(axis: …, sublayouts: […])`, a zero spacing and the default distribution left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = [.text("axis: .\(axis)")]
        if spacing.bitPattern != CGFloat(0).bitPattern {
            arguments.append(.text("spacing: \(SwiftLiteral.number(spacing))"))
        }
        if distribution != .fillFlexing { arguments.append(.text("distribution: .\(distribution)")) }
        return LayoutCall(
            Self.name, arguments + options.arguments + [.children(label: "sublayouts", indices: 0..<childCount)])
    }

    /// Fewer options; then a simpler spacing, or the default distribution.
    public func simplifications() -> [StackLayoutRegistration] {
        var result = options.simplifications.map {
            StackLayoutRegistration(axis: axis, spacing: spacing, distribution: distribution, options: $0)
        }
        for value in simplerNumbers(spacing) {
            result.append(
                StackLayoutRegistration(axis: axis, spacing: value, distribution: distribution, options: options))
        }
        if distribution != .fillFlexing {
            result.append(StackLayoutRegistration(axis: axis, spacing: spacing, options: options))
        }
        return result
    }
}
