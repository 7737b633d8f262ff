import Foundation

/// What one layout of one traced pass cost: how often it was measured, probed and arranged, how
/// often the pass answered for it from its cache, and its time (see ``LayoutTrace/summary``).
public struct LayoutTraceSummary: Sendable, Equatable {
    /// The pass (see ``LayoutTraceEvent/pass``).
    public var pass: Int
    /// The layout, by its place in the tree.
    public var path: LayoutPath
    /// How often it was measured for the tree (probes excluded).
    public var measureCount: Int
    /// How often it was measured only to learn a size (see ``LayoutTraceEvent/isProbe``).
    public var probeCount: Int
    /// How often it was arranged.
    public var arrangeCount: Int
    /// How often the pass gave a size it had learned for it instead of measuring it again.
    public var cacheHitCount: Int
    /// The sum of its records' durations, in nanoseconds (inclusive time).
    public var totalNanoseconds: UInt64
    /// The sum of its records' own times, in nanoseconds (exclusive time; see
    /// ``LayoutTraceEvent/selfNanoseconds``).
    public var selfNanoseconds: UInt64

    /// A summary with the given fields (see each property).
    public init(
        pass: Int, path: LayoutPath, measureCount: Int = 0, probeCount: Int = 0, arrangeCount: Int = 0,
        cacheHitCount: Int = 0, totalNanoseconds: UInt64 = 0, selfNanoseconds: UInt64 = 0
    ) {
        self.pass = pass
        self.path = path
        self.measureCount = measureCount
        self.probeCount = probeCount
        self.arrangeCount = arrangeCount
        self.cacheHitCount = cacheHitCount
        self.totalNanoseconds = totalNanoseconds
        self.selfNanoseconds = selfNanoseconds
    }

    /// The summaries of `events`, one per pass and layout, in the order each first appears.
    ///
    /// - Complexity: O(n) in the number of events (times the length of their paths, to hash them).
    static func summaries(of events: [LayoutTraceEvent]) -> [LayoutTraceSummary] {
        struct Key: Hashable {
            var pass: Int
            var path: LayoutPath
        }
        var positions: [Key: Int] = [:]
        var summaries: [LayoutTraceSummary] = []
        for event in events {
            let key = Key(pass: event.pass, path: event.path)
            let position =
                positions[key]
                ?? {
                    summaries.append(LayoutTraceSummary(pass: event.pass, path: event.path))
                    positions[key] = summaries.count - 1
                    return summaries.count - 1
                }()
            switch event.kind {
            case .measure where event.isProbe: summaries[position].probeCount += 1
            case .measure: summaries[position].measureCount += 1
            case .arrange: summaries[position].arrangeCount += 1
            case .cacheHit: summaries[position].cacheHitCount += 1
            }
            summaries[position].totalNanoseconds += event.durationNanoseconds
            summaries[position].selfNanoseconds += event.selfNanoseconds
        }
        return summaries
    }
}
