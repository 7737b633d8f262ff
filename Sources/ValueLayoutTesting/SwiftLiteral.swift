import Foundation
import ValueLayout

/// Swift source text for the values that appear in specs and scenarios.
public enum SwiftLiteral {
    /// A `CGFloat` as Swift source: `.nan`, `.infinity`, `-.infinity`, an integer without a
    /// decimal point, or the shortest decimal that reads back to the same value.
    public static func number(_ value: CGFloat) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }

    /// A `CGSize` as Swift source.
    public static func size(_ size: CGSize) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    /// A string as a Swift string literal (quotes, backslashes and control characters escaped).
    public static func string(_ text: String) -> String {
        text.debugDescription
    }

    /// An optional number as Swift source (`nil` when absent).
    public static func optionalNumber(_ value: CGFloat?) -> String {
        value.map(number) ?? "nil"
    }

    private static let namedAlignments: [(Alignment, String)] = [
        (.aspectFit, ".aspectFit"), (.center, ".center"), (.centerLeading, ".centerLeading"),
        (.centerTrailing, ".centerTrailing"), (.fill, ".fill"), (.fillLeading, ".fillLeading"),
        (.fillTrailing, ".fillTrailing"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
        (.topCenter, ".topCenter"), (.topFill, ".topFill"), (.bottomLeading, ".bottomLeading"),
        (.bottomTrailing, ".bottomTrailing"), (.bottomCenter, ".bottomCenter"), (.bottomFill, ".bottomFill"),
    ]

    /// An alignment as Swift source: its preset's name, or `Alignment(vertical:horizontal:)`.
    public static func alignment(_ alignment: Alignment) -> String {
        if let named = namedAlignments.first(where: { $0.0 == alignment }) { return named.1 }
        return "Alignment(vertical: .\(alignment.vertical), horizontal: .\(alignment.horizontal))"
    }

    private static let namedFlexibilities: [(Flexibility, String)] = [
        (.inflexible, ".inflexible"), (.flexible, ".flexible"), (.high, ".high"), (.low, ".low"),
        (.min, ".min"), (.max, ".max"),
    ]

    /// A flexibility as Swift source: its preset's name, or `Flexibility(horizontal:vertical:)`.
    public static func flexibility(_ flexibility: Flexibility) -> String {
        if let named = namedFlexibilities.first(where: { $0.0 == flexibility }) { return named.1 }
        func flex(_ value: Flexibility.Flex) -> String { value.map { String($0) } ?? "nil" }
        return "Flexibility(horizontal: \(flex(flexibility.horizontal)), vertical: \(flex(flexibility.vertical)))"
    }
}
