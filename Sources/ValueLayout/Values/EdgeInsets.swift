import Foundation

/// Distances, in points, by which a rectangle's edges move inwards.
///
/// Edges are named by writing direction: `leading` is the left edge in
/// ``LayoutDirection/leftToRight`` and the right edge in ``LayoutDirection/rightToLeft``.
///
/// Bad input: a negative, NaN or infinite inset is stored as 0, and an inset larger than
/// ``LayoutLimits/maximumLength`` is stored as that maximum (see `docs/sizing-contract.md`).
public struct EdgeInsets: Sendable, Hashable {
    /// The inset of the top edge, in points.
    public let top: CGFloat
    /// The inset of the leading edge, in points.
    public let leading: CGFloat
    /// The inset of the bottom edge, in points.
    public let bottom: CGFloat
    /// The inset of the trailing edge, in points.
    public let trailing: CGFloat

    /// Insets with a separate distance for each edge, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top.sanitizedLength
        self.leading = leading.sanitizedLength
        self.bottom = bottom.sanitizedLength
        self.trailing = trailing.sanitizedLength
    }

    /// Insets of the same distance on all four edges, in points.
    public init(_ all: CGFloat) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(0)

    /// The sum of the leading and trailing insets.
    @inlinable
    public var horizontal: CGFloat { leading + trailing }

    /// The sum of the top and bottom insets.
    @inlinable
    public var vertical: CGFloat { top + bottom }
}
