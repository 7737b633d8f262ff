/// How willing a layout is to be compressed or stretched along each axis.
///
/// Each axis has a ``Flex``: `nil` means *inflexible*; otherwise a larger number is more flexible.
/// The order is `nil` < `Int32.min` < … < `Int32.max`, and between two children of equal flex the
/// later one counts as the more flexible. A parent may compress any child when space is short and
/// prefers to compress (and to stretch) its most flexible children; it does not stretch inflexible
/// ones.
public struct Flexibility: Sendable, Hashable {
    /// The flexibility of one axis: `nil` is inflexible, larger numbers are more flexible.
    public typealias Flex = Int32?

    /// The flex of an axis that must not be stretched: `nil`.
    public static let inflexibleFlex: Flex = nil
    /// The flex most layouts have: 0.
    public static let defaultFlex: Flex = 0
    /// A flex above the default: `Int32.max / 2`.
    public static let highFlex: Flex = Int32.max / 2
    /// A flex below the default (yet flexible): `Int32.min / 2`.
    public static let lowFlex: Flex = Int32.min / 2
    /// The lowest flex that is still flexible: `Int32.min`.
    public static let minFlex: Flex = Int32.min
    /// The highest flex: `Int32.max`.
    public static let maxFlex: Flex = Int32.max

    /// Inflexible on both axes.
    public static let inflexible = Flexibility(horizontal: inflexibleFlex, vertical: inflexibleFlex)
    /// The default flex on both axes.
    public static let flexible = Flexibility(horizontal: defaultFlex, vertical: defaultFlex)
    /// ``highFlex`` on both axes.
    public static let high = Flexibility(horizontal: highFlex, vertical: highFlex)
    /// ``lowFlex`` on both axes.
    public static let low = Flexibility(horizontal: lowFlex, vertical: lowFlex)
    /// ``minFlex`` on both axes.
    public static let min = Flexibility(horizontal: minFlex, vertical: minFlex)
    /// ``maxFlex`` on both axes.
    public static let max = Flexibility(horizontal: maxFlex, vertical: maxFlex)

    /// The flex along the x axis.
    public let horizontal: Flex
    /// The flex along the y axis.
    public let vertical: Flex

    /// A flexibility with the given flex on each axis.
    public init(horizontal: Flex, vertical: Flex) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The flex along `axis`.
    public func flex(along axis: Axis) -> Flex {
        axis == .horizontal ? horizontal : vertical
    }

    /// Orders two flexes: `nil` (inflexible) is below every number.
    ///
    /// - Returns: `true` when `lhs` is strictly less flexible than `rhs`.
    public static func isLessFlexible(_ lhs: Flex, than rhs: Flex) -> Bool {
        sortKey(lhs) < sortKey(rhs)
    }

    /// A key that orders flexes as documented, `nil` lowest.
    @inline(__always)
    static func sortKey(_ flex: Flex) -> Int64 {
        flex.map { Int64($0) } ?? Int64.min
    }
}
