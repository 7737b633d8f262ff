import Foundation

/// Where a layout puts its measured size within the rectangle its parent offers.
///
/// On each axis a layout either *fills* the whole available length, or keeps its measured length
/// (never more than the available length) and sits at one end or in the middle. ``aspectFit``
/// instead scales the measured size, keeping its aspect ratio, to the largest size that fits, and
/// centres it.
///
/// A frame never leaves the offered rectangle: content larger than the rectangle is clamped to it,
/// whatever the alignment.
///
/// The two baseline placements, ``Vertical/firstBaseline`` and ``Vertical/lastBaseline``, align a
/// child of a horizontal ``StackLayout`` by its text's baselines with its baseline-aligned
/// siblings (see ``StackLayout``). Everywhere else (the root, a child of any other layout, of a
/// vertical stack or of a custom layout, and in ``position(size:in:)``) they place exactly as
/// ``Vertical/top`` does.
public struct Alignment: Sendable, Hashable {
    /// Placement along the y axis.
    public enum Vertical: Sendable, Hashable, CaseIterable {
        /// At the top edge.
        case top
        /// In a horizontal ``StackLayout``, with its first text baseline on the first baseline of
        /// the stack's other first-baseline children; a layout without text counts the bottom of
        /// its measured size as its baseline. Anywhere else, at the top edge, as ``top``.
        case firstBaseline
        /// In a horizontal ``StackLayout``, with its last text baseline on the last baseline of the
        /// stack's other last-baseline children; a layout without text counts the bottom of its
        /// measured size as its baseline. Anywhere else, at the top edge, as ``top``.
        case lastBaseline
        /// At the bottom edge.
        case bottom
        /// Centred between top and bottom.
        case center
        /// Taking the whole available height.
        case fill

        /// Whether this is ``firstBaseline`` or ``lastBaseline``.
        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

        /// Whether the measured length sits at the top edge: ``top``, and the baseline placements
        /// outside a horizontal stack. (The three are declared first, so that this is one
        /// comparison: alignment is placed on every node of every pass.)
        @inline(__always)
        var placesAtTop: Bool {
            switch self {
            case .top, .firstBaseline, .lastBaseline: true
            case .bottom, .center, .fill: false
            }
        }
    }

    /// Placement along the x axis, named by writing direction.
    public enum Horizontal: Sendable, Hashable, CaseIterable {
        /// At the leading edge (left in left-to-right, right in right-to-left).
        case leading
        /// At the trailing edge.
        case trailing
        /// Centred between leading and trailing.
        case center
        /// Taking the whole available width.
        case fill
    }

    /// Placement along the y axis.
    public let vertical: Vertical
    /// Placement along the x axis.
    public let horizontal: Horizontal
    /// Whether the measured size is scaled to fit, keeping its aspect ratio.
    let fitsAspectRatio: Bool

    /// An alignment with the given placement on each axis.
    public init(vertical: Vertical, horizontal: Horizontal) {
        self.vertical = vertical
        self.horizontal = horizontal
        self.fitsAspectRatio = false
    }

    private init(aspectFit: Void) {
        self.vertical = .center
        self.horizontal = .center
        self.fitsAspectRatio = true
    }

    /// Centred on both axes.
    public static let center = Alignment(vertical: .center, horizontal: .center)
    /// Vertically centred, at the leading edge.
    public static let centerLeading = Alignment(vertical: .center, horizontal: .leading)
    /// Vertically centred, at the trailing edge.
    public static let centerTrailing = Alignment(vertical: .center, horizontal: .trailing)
    /// Filling both axes.
    public static let fill = Alignment(vertical: .fill, horizontal: .fill)
    /// Filling the height, at the leading edge.
    public static let fillLeading = Alignment(vertical: .fill, horizontal: .leading)
    /// Filling the height, at the trailing edge.
    public static let fillTrailing = Alignment(vertical: .fill, horizontal: .trailing)
    /// At the top leading corner.
    public static let topLeading = Alignment(vertical: .top, horizontal: .leading)
    /// At the top trailing corner.
    public static let topTrailing = Alignment(vertical: .top, horizontal: .trailing)
    /// At the top, horizontally centred.
    public static let topCenter = Alignment(vertical: .top, horizontal: .center)
    /// At the top, filling the width.
    public static let topFill = Alignment(vertical: .top, horizontal: .fill)
    /// At the bottom leading corner.
    public static let bottomLeading = Alignment(vertical: .bottom, horizontal: .leading)
    /// At the bottom trailing corner.
    public static let bottomTrailing = Alignment(vertical: .bottom, horizontal: .trailing)
    /// At the bottom, horizontally centred.
    public static let bottomCenter = Alignment(vertical: .bottom, horizontal: .center)
    /// At the bottom, filling the width.
    public static let bottomFill = Alignment(vertical: .bottom, horizontal: .fill)
    /// Scaled up or down, keeping the measured aspect ratio, to the largest size that fits; centred.
    ///
    /// As in LayoutKit, a measured size with one zero side scales by its other side (it becomes a
    /// line across the whole rectangle); a 0 × 0 size is simply centred.
    public static let aspectFit = Alignment(aspectFit: ())

    /// The frame of an item of `size` aligned within `rect`, left to right.
    ///
    /// The frame lies within `rect`: each side is at most the rectangle's length on that axis. The
    /// baseline placements place as ``Vertical/top`` here: only a horizontal ``StackLayout`` aligns
    /// baselines.
    /// - Complexity: O(1).
    public func position(size: CGSize, in rect: CGRect) -> CGRect {
        position(size: size, in: rect, direction: .leftToRight)
    }

    /// The frame of an item of `size` aligned within `rect`, with `leading` and `trailing` resolved
    /// for `direction`. The baseline placements place as ``Vertical/top``.
    ///
    /// - Complexity: O(1).
    public func position(size: CGSize, in rect: CGRect, direction: LayoutDirection) -> CGRect {
        var size = size
        if fitsAspectRatio {
            size = Self.aspectFitSize(size, in: rect.size)
        }
        let (x, width) = Self.place(
            length: size.width, in: rect.minX, rect.width,
            start: horizontal == .leading, end: horizontal == .trailing, fill: horizontal == .fill,
            reversed: direction == .rightToLeft)
        let (y, height) = Self.place(
            length: size.height, in: rect.minY, rect.height,
            start: vertical.placesAtTop, end: vertical == .bottom, fill: vertical == .fill,
            reversed: false)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// ``position(size:in:)`` for the passes: left to right, in a rectangle that is already clean
    /// (finite, non-negative size), so the rectangle needs no standardizing.
    @inline(__always)
    func place(_ size: CGSize, in rect: CGRect) -> CGRect {
        var size = size
        if fitsAspectRatio {
            size = Self.aspectFitSize(size, in: rect.size)
        }
        let (x, width) = Self.place(
            length: size.width, in: rect.origin.x, rect.size.width,
            start: horizontal == .leading, end: horizontal == .trailing, fill: horizontal == .fill,
            reversed: false)
        let (y, height) = Self.place(
            length: size.height, in: rect.origin.y, rect.size.height,
            start: vertical.placesAtTop, end: vertical == .bottom, fill: vertical == .fill,
            reversed: false)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    @inline(__always)
    private static func place(
        length: CGFloat, in origin: CGFloat, _ available: CGFloat,
        start: Bool, end: Bool, fill: Bool, reversed: Bool
    ) -> (CGFloat, CGFloat) {
        if fill { return (origin, available) }
        let kept = min(length, available)
        let excess = available - kept
        if start { return (reversed ? origin + excess : origin, kept) }
        if end { return (reversed ? origin : origin + excess, kept) }
        return (origin + excess / 2, kept)
    }

    /// LayoutKit's aspect fit: the size scaled to the rectangle's height when the rectangle is
    /// relatively wider than the size, to its width otherwise. A size with one zero side scales
    /// by its other side (a 0 × 10 size in 100 × 50 becomes 0 × 50). Where LayoutKit gave NaN or
    /// an infinite length (a 0 × 0 size, an unlimited rectangle), the size is kept, and a side
    /// that divides zero by zero is 0.
    private static func aspectFitSize(_ size: CGSize, in available: CGSize) -> CGSize {
        guard size.width > 0 || size.height > 0 else { return size }
        let sizeRatio = size.width / size.height
        let rectRatio = available.width / available.height
        var fitted =
            rectRatio > sizeRatio
            ? CGSize(width: available.height * sizeRatio, height: available.height)
            : CGSize(width: available.width, height: available.width / sizeRatio)
        if fitted.width.isNaN { fitted.width = 0 }
        if fitted.height.isNaN { fitted.height = 0 }
        guard fitted.width.isFinite, fitted.height.isFinite else { return size }
        return fitted
    }
}
