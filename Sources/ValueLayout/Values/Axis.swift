import Foundation

/// One of the two directions along which a layout arranges or measures.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// The x axis; lengths along it are widths.
    case horizontal
    /// The y axis; lengths along it are heights.
    case vertical

    /// The other axis.
    @inlinable
    public var cross: Axis {
        self == .horizontal ? .vertical : .horizontal
    }
}

extension Axis {
    /// The length of `size` along this axis.
    @inline(__always)
    func length(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.width : size.height
    }

    /// The length of `size` across this axis.
    @inline(__always)
    func crossLength(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.height : size.width
    }

    /// A size whose length along this axis is `length` and across it `crossLength`.
    @inline(__always)
    func size(length: CGFloat, crossLength: CGFloat) -> CGSize {
        self == .horizontal
            ? CGSize(width: length, height: crossLength)
            : CGSize(width: crossLength, height: length)
    }

    /// A point whose coordinate along this axis is `offset` and across it `crossOffset`.
    @inline(__always)
    func point(offset: CGFloat, crossOffset: CGFloat) -> CGPoint {
        self == .horizontal
            ? CGPoint(x: offset, y: crossOffset)
            : CGPoint(x: crossOffset, y: offset)
    }
}
