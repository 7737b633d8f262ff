import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/RatioLayout`` node: its ratio, raw and uncleaned, and the
/// options, around one sublayout.
public struct RatioLayoutRegistration: LayoutKindRegistration {
    /// The `ratio` argument (height ÷ width), NaN, infinite, zero and negative ones included.
    public var ratio: CGFloat
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A ratio layout's arguments.
    public init(ratio: CGFloat, options: LayoutOptions = LayoutOptions()) {
        self.ratio = ratio
        self.options = options
    }

    /// `"RatioLayout"`.
    public static let name = "RatioLayout"
    /// Exactly one sublayout.
    public static let childCounts = 1...1
    /// A wrapper now and then.
    public static let weight = 6

    /// 16:9 (a height 0.5625 of the width).
    public static func typical(childCount: Int) -> RatioLayoutRegistration { RatioLayoutRegistration(ratio: 9.0 / 16) }

    /// The ratios a ratio layout is most often given (square, 16:9, 4:3, 3:2, their inverses).
    public static let commonRatios: [CGFloat] = [1, 9.0 / 16, 16.0 / 9, 0.75, 4.0 / 3, 2.0 / 3, 1.5, 0.5, 2]

    /// The ratios a ratio layout cleans, and extreme ones it keeps: NaN, ±∞, ±0, negative, and
    /// finite positive numbers at the edges of what a length can hold.
    public static let edgeRatios: [CGFloat] = [
        .nan, .infinity, -.infinity, 0, -0.0, -1, -0.5, 1e-300, .leastNonzeroMagnitude, 1e-12, 1e12, 1e300,
        .greatestFiniteMagnitude,
    ]

    /// A common ratio half the time, then any ``ChoiceSource/number()`` (zero,
    /// lengths, extremes), then a bad or extreme ratio; random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> RatioLayoutRegistration {
        let ratio: CGFloat
        switch choices.index(below: 100) {
        case ..<50: ratio = choices.pick(commonRatios)
        case ..<70: ratio = CGFloat(choices.unit() * 4)
        case ..<85: ratio = choices.number()
        default: ratio = choices.pick(edgeRatios)
        }
        return RatioLayoutRegistration(ratio: ratio, options: choices.options())
    }

    /// The ratio layout around the child.
    public func makeLayout(children: [any Layout]) -> any Layout {
        RatioLayout(
            ratio: ratio, alignment: options.alignment ?? .center, flexibility: options.flexibility,
            viewReuseId: options.viewReuseId, sublayout: children[0])
    }

    /// `RatioLayout(ratio: …, sublayout: …)`.
    public func call(childCount: Int) -> LayoutCall {
        LayoutCall(
            Self.name,
            [.text("ratio: \(SwiftLiteral.number(ratio))")] + options.arguments + [
                .child(label: "sublayout", index: 0)
            ])
    }

    /// Fewer options; then a ratio of 1, or a simpler ratio.
    public func simplifications() -> [RatioLayoutRegistration] {
        var result = options.simplifications.map { RatioLayoutRegistration(ratio: ratio, options: $0) }
        if ratio != 1 { result.append(RatioLayoutRegistration(ratio: 1, options: options)) }
        for value in simplerNumbers(ratio) where value != 1 {
            result.append(RatioLayoutRegistration(ratio: value, options: options))
        }
        return result
    }
}
