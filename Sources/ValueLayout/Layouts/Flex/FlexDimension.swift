import Foundation

/// A length of a ``FlexItem``: a size, a basis, a margin or an inset (CSS's `<length-percentage>`
/// or `auto`), in points or as a percentage of the container.
///
/// Percentages of widths, margins, `leading` and `trailing` are of the container's width, of
/// heights, `top` and `bottom` of its height (its content box for sizes and margins, its padding
/// box for an absolutely positioned item's insets). A percentage of a height the container does
/// not know before laying out its items (a height that fits the content) behaves as `auto`.
public enum FlexDimension: Sendable, Hashable {
    /// What CSS's `auto` does for the property: the content's size for a size or a basis, the
    /// automatic minimum size for a minimum, no maximum for a maximum, a share of the free space
    /// for a margin, no inset for an inset.
    case auto
    /// A length in points.
    case points(CGFloat)
    /// A percentage of the container's length on the axis: `.percent(50)` is half.
    case percent(CGFloat)

    /// This length against `reference` (the percentage's basis, `nil` when indefinite): `nil`
    /// for `auto` and for a percentage of an indefinite length.
    @inline(__always)
    func resolved(against reference: CGFloat?) -> CGFloat? {
        switch self {
        case .auto: nil
        case .points(let value): value
        case .percent(let percent): reference.map { $0 * percent / 100 }
        }
    }

    /// Whether it is `auto`.
    var isAuto: Bool { self == .auto }

    /// Whether it is a percentage.
    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    /// This value with a NaN, infinite or negative number replaced by `initial` (recorded by
    /// `cleaning` as `property`).
    func cleaned(_ property: String, initial: FlexDimension, _ cleaning: inout InputCleaning) -> FlexDimension {
        let number: CGFloat
        switch self {
        case .auto: return self
        case .points(let value): number = value
        case .percent(let value): number = value
        }
        if number.isFinite, number >= 0, number <= LayoutLimits.maximumLength { return self }
        // The initial value's number (NaN for `auto`, which the diagnostic names as such).
        let cleanedValue: CGFloat =
            switch initial {
            case .auto: .nan
            case .points(let value), .percent(let value): value
            }
        cleaning.record(
            property, value: number, cleanedValue: cleanedValue,
            advice: "Pass a finite, non-negative length or percentage.")
        return initial
    }
}

/// The four margins of a ``FlexItem``, each a ``FlexDimension``; `leading` and `trailing` follow
/// the layout direction.
public struct FlexEdges: Sendable, Hashable {
    /// The top margin.
    public var top: FlexDimension
    /// The margin on the leading side (left in left-to-right).
    public var leading: FlexDimension
    /// The bottom margin.
    public var bottom: FlexDimension
    /// The margin on the trailing side (right in left-to-right).
    public var trailing: FlexDimension

    /// Margins of the given lengths, each 0 points unless given.
    public init(
        top: FlexDimension = .points(0), leading: FlexDimension = .points(0), bottom: FlexDimension = .points(0),
        trailing: FlexDimension = .points(0)
    ) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on every edge.
    public init(_ all: FlexDimension) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No margins.
    public static let zero = FlexEdges()
}
