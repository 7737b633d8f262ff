import Foundation

/// One record of a traced pass (see ``LayoutTrace``): a layout measured, a layout arranged, or
/// a size a pass answered from its cache instead of measuring.
///
/// What the record holds depends on its ``kind``:
///
/// | Kind | Constraint | Result |
/// |---|---|---|
/// | ``Kind/measure`` | ``maxSize``: the most the layout may take | ``measuredSize`` |
/// | ``Kind/arrange`` | ``offeredRect``: the rectangle its parent offered | ``frame`` |
/// | ``Kind/cacheHit`` | ``maxSize`` (`nil` for a minimum content width) | ``measuredSize`` (a height of 0 for a width) |
///
/// Rectangles are in the parent's coordinates, left to right and before pixel snapping (the
/// pass mirrors and snaps the finished tree once, at its end); sizes and coordinates are in
/// points, times in nanoseconds.
public struct LayoutTraceEvent: Sendable, Equatable {
    /// What a record is of.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A layout measured within a maximum size.
        case measure
        /// A measured layout arranged within the rectangle its parent offered.
        case arrange
        /// A size the pass had already learned and gave again without measuring: a flex
        /// container's probes of its items, a minimum content width, the max-content width a
        /// flex container found from its own items, a custom layout asking a child for a size it
        /// measured within the same maximum.
        case cacheHit
    }

    /// What this record is of.
    public var kind: Kind
    /// The number of the pass it belongs to: 1 for the first pass recorded into the trace, then 2,
    /// 3, … in the order the passes started.
    public var pass: Int
    /// Where the layout sits in the tree: the path from the root of the pass through sublayout
    /// indices (see ``LayoutPath``), the same for a layout measured and not arranged.
    public var path: LayoutPath
    /// Whether the measurement was made only to learn a size and then dropped (a flex container
    /// probing an item, and everything measured inside such a probe): it gets no frame.
    public var isProbe: Bool
    /// The most the layout may take, in points (a side may be `.infinity`), for a measurement and
    /// a cache hit; `nil` for an arrangement and a minimum content width.
    public var maxSize: CGSize?
    /// The size measured or given from the cache, in points; `nil` for an arrangement. A minimum
    /// content width, and a max-content width a flex container found without being laid out
    /// (within an unlimited width and the height asked), is its width, with a height of 0.
    public var measuredSize: CGSize?
    /// The rectangle the parent offered, in its coordinates, for an arrangement; `nil` otherwise.
    public var offeredRect: CGRect?
    /// The frame the layout took within ``offeredRect``, for an arrangement; `nil` otherwise.
    public var frame: CGRect?
    /// When the record started, in nanoseconds since the trace was made.
    public var startNanoseconds: UInt64
    /// How long it took, in nanoseconds, everything nested in it included (inclusive time); 0 for
    /// a cache hit.
    public var durationNanoseconds: UInt64
    /// ``durationNanoseconds`` less the durations of the records nested directly in it: the time
    /// the layout spent on its own work (exclusive, or self, time).
    public var selfNanoseconds: UInt64
    /// How many records this one is nested in: 0 for the root's measurement and arrangement.
    public var depth: Int

    /// A record with the given fields (see each property).
    public init(
        kind: Kind, pass: Int, path: LayoutPath, isProbe: Bool = false, maxSize: CGSize? = nil,
        measuredSize: CGSize? = nil, offeredRect: CGRect? = nil, frame: CGRect? = nil, startNanoseconds: UInt64 = 0,
        durationNanoseconds: UInt64 = 0, selfNanoseconds: UInt64 = 0, depth: Int = 0
    ) {
        self.kind = kind
        self.pass = pass
        self.path = path
        self.isProbe = isProbe
        self.maxSize = maxSize
        self.measuredSize = measuredSize
        self.offeredRect = offeredRect
        self.frame = frame
        self.startNanoseconds = startNanoseconds
        self.durationNanoseconds = durationNanoseconds
        self.selfNanoseconds = selfNanoseconds
        self.depth = depth
    }

    /// The layout's type name (the last step of ``path``).
    public var typeName: String { path.components[path.components.count - 1].typeName }

    /// The layout's reuse identifier, if it has one (the last step of ``path``).
    public var viewReuseId: String? { path.components[path.components.count - 1].viewReuseId }
}
