import ValueLayout

/// Which writing directions a snapshot lays a layout out in.
///
/// With ``both``, one snapshot file holds the left-to-right tree and then the right-to-left one,
/// so a change that breaks mirroring shows in the same diff as the change that caused it.
public struct SnapshotDirections: OptionSet, Sendable, Hashable {
    /// The option's bits.
    public let rawValue: UInt8

    /// Directions from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left to right only.
    public static let leftToRight = SnapshotDirections(rawValue: 1 << 0)
    /// Right to left only.
    public static let rightToLeft = SnapshotDirections(rawValue: 1 << 1)
    /// Left to right, then right to left.
    public static let both: SnapshotDirections = [.leftToRight, .rightToLeft]

    /// The chosen directions in file order: left to right first. An empty set means left to right
    /// (pass `nil` to an assertion for the context's direction).
    var ordered: [LayoutDirection] {
        var directions: [LayoutDirection] = []
        if contains(.leftToRight) || isEmpty { directions.append(.leftToRight) }
        if contains(.rightToLeft) { directions.append(.rightToLeft) }
        return directions
    }
}
