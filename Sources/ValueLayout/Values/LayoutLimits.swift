import Foundation

/// The bounds within which ValueLayout keeps every length, and the policy for bad input.
///
/// ValueLayout never crashes and never produces a NaN or infinite frame, whatever numbers it is
/// given. Every number a caller passes in is cleaned once, where it enters:
///
/// - A *length* (an exact or minimum size, an inset, a line height, a font size) that is NaN,
///   infinite or negative is treated as 0; one larger than ``maximumLength`` is treated as
///   ``maximumLength``.
/// - A stack's *spacing* may be negative (the children then overlap, as in LayoutKit): NaN or
///   infinite spacing is treated as 0, and a finite one is clamped to ±``maximumLength``.
/// - A *limit* (a maximum size, the width or height given to an arrangement, a size measured
///   within) that is NaN or negative is treated as 0; `+infinity`, and any value larger than
///   ``maximumLength``, means "unlimited".
/// - A *coordinate* (an origin) that is NaN or infinite is treated as 0 and is clamped to
///   ±``maximumLength``.
///
/// Because no single length exceeds ``maximumLength`` (10¹²), sums of lengths stay finite and
/// exact enough for any real screen. The engine keeps them so: every measured size (a
/// container's sum of lengths, a custom layout's answer) is at most ``maximumLength`` on each
/// side, and every rectangle a custom layout offers a child is cleaned like a caller's.
///
/// The numbers cleaned by the initialisers of ``SizeLayout``, ``StackLayout`` and ``LabelLayout``
/// are reported by ``LayoutArrangement/diagnostics``, with the layout's path, and so are the widths
/// and heights cleaned by an entry point (other than `+infinity`, which means "unlimited"), with
/// the root's.
public enum LayoutLimits {
    /// The largest length, in points, that ValueLayout keeps: 10¹².
    public static let maximumLength: CGFloat = 1e12
}

extension CGFloat {
    /// This value cleaned as a length: non-finite or negative → 0, capped at the maximum length.
    @inlinable @inline(__always)
    package var sanitizedLength: CGFloat {
        // `!(self > 0)` is also true for NaN.
        if !(self > 0) || self == .infinity { return 0 }
        return self > LayoutLimits.maximumLength ? LayoutLimits.maximumLength : self
    }

    /// This value cleaned as a stack's spacing: non-finite → 0, clamped to ±maximum length (a
    /// negative spacing is kept: the children overlap).
    @inline(__always)
    var sanitizedSpacing: CGFloat { sanitizedCoordinate }

    /// This value cleaned as a limit: NaN or negative → 0, huge or infinite → `.infinity`.
    @inline(__always)
    var sanitizedLimit: CGFloat {
        if !(self > 0) { return 0 }
        return self > LayoutLimits.maximumLength ? .infinity : self
    }

    /// This value cleaned as a coordinate: non-finite → 0, clamped to ±maximum length.
    @inline(__always)
    var sanitizedCoordinate: CGFloat {
        guard isFinite else { return 0 }
        return Swift.min(Swift.max(self, -LayoutLimits.maximumLength), LayoutLimits.maximumLength)
    }

    /// An optional limit cleaned: `nil` and unlimited values become `nil`.
    @inline(__always)
    static func sanitizedOptionalLimit(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        let limit = value.sanitizedLimit
        return limit.isFinite ? limit : nil
    }
}

extension CGSize {
    /// This size cleaned as a limit on each axis.
    @inline(__always)
    var sanitizedLimit: CGSize {
        CGSize(width: width.sanitizedLimit, height: height.sanitizedLimit)
    }
}

extension CGSize {
    /// This measured size with each side kept at most the maximum length: a container's size is
    /// a sum of lengths that are each at most the maximum, which can exceed it when nothing
    /// limits the container.
    @inline(__always)
    var keptWithinMaximumLength: CGSize {
        let limit = LayoutLimits.maximumLength
        if width <= limit, height <= limit { return self }
        return CGSize(width: Swift.min(width, limit), height: Swift.min(height, limit))
    }

    /// ``keptWithinMaximumLength`` without a branch, for a leaf's size, which is almost never
    /// over the maximum: two minimums cost less than the test and its jump on the path every leaf
    /// takes.
    @inline(__always)
    var cappedAtMaximumLength: CGSize {
        let limit = LayoutLimits.maximumLength
        return CGSize(width: Swift.min(width, limit), height: Swift.min(height, limit))
    }
}

extension CGRect {
    /// This rectangle cleaned as a rectangle offered to a layout: a NaN or infinite coordinate
    /// becomes 0 and a finite one is clamped to ±maximum length; a NaN or negative side becomes 0,
    /// an infinite side becomes the layout's measured length, and a finite one is capped at the
    /// maximum length.
    @inline(__always)
    func sanitizedOffer(measured: CGSize) -> CGRect {
        let limit = LayoutLimits.maximumLength
        let origin = self.origin
        let size = self.size
        // Written so that NaN fails every comparison and takes the slow path.
        if abs(origin.x) <= limit, abs(origin.y) <= limit, size.width >= 0, size.width <= limit,
            size.height >= 0, size.height <= limit
        {
            return self
        }
        return cleanedOffer(measured: measured)
    }

    /// ``sanitizedOffer(measured:)`` for a rectangle that needs cleaning: kept out of line, since
    /// every child placed checks its rectangle and almost none needs it.
    @inline(never)
    func cleanedOffer(measured: CGSize) -> CGRect {
        func side(_ value: CGFloat, _ measured: CGFloat) -> CGFloat {
            if value == .infinity { return measured }
            return value.sanitizedLength
        }
        return CGRect(
            x: origin.x.sanitizedCoordinate, y: origin.y.sanitizedCoordinate,
            width: side(size.width, measured.width), height: side(size.height, measured.height))
    }
}
