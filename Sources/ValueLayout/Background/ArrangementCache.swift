import Foundation

/// Arrangements already computed, kept by layout value, constraint and context, so that an equal
/// layout laid out again in the same way is not laid out twice.
///
/// A feed repeats itself: a reload rebuilds every cell's layout value although few changed, a
/// cell scrolls out and back in, and many cells look alike. Share one cache between the places
/// that lay out the same list (``LayoutPrecomputer`` and ``LayoutListController`` take one):
///
/// ```swift
/// let cache = ArrangementCache()
/// let arrangement = cache.arrangement(of: cell, width: 375, context: context)
/// ```
///
/// **What makes two requests the same.** The layout values are equal as ``LayoutKey``s (same
/// kinds, equal properties, equal subtrees), and the origin, width, height, direction, pixel scale
/// and text measurer are equal. Measurers are compared with ``TextMeasurer/isEquivalent(to:)``:
/// by value when the measurer is `Equatable` (as ``FixedAdvanceTextMeasurer`` is), by identity
/// when it is a class (as ``CachingTextMeasurer`` is); a measurer that is neither cannot be
/// compared, and requests with it are laid out every time (counted in
/// ``Statistics/uncacheable``). A ``CustomLayout`` takes part by being `Hashable` (one
/// that is only `Equatable` hashes by its type, so its values all collide); one that is not
/// `Equatable` equals only itself (its own node), so it is never served to another request.
///
/// **Views come from the first value.** Layouts are compared with their view descriptions'
/// type and `contentID`, not their closures: an equal layout is answered with the arrangement
/// of the first one, whose view descriptions it shares. Put what a `configure` closure reads
/// into the `contentID`.
///
/// **Bounded.** At most ``capacity`` arrangements are kept, in two generations: a new arrangement
/// goes into the current generation; when that holds half the capacity, it becomes the previous
/// generation and the one before it is dropped. An arrangement found in the previous generation
/// moves back into the current one. So what was used since the last two turnovers stays.
///
/// **Thread-safe.** One lock guards the arrangements and the counts; layout runs outside it, so
/// threads laying out different cells do not wait for each other. Two threads that miss the same
/// request at once both lay it out, and the second result is kept.
///
/// **Exact.** A hit returns the arrangement a layout pass gave for an equal request, so frames
/// are the same with or without the cache.
public final class ArrangementCache: @unchecked Sendable {
    /// How often the cache answered, and why it did not.
    public struct Statistics: Sendable, Hashable {
        /// Requests answered with a kept arrangement.
        public var hits: Int
        /// Requests laid out and then kept.
        public var misses: Int
        /// Requests laid out and not kept, because their text measurer cannot be compared.
        public var uncacheable: Int

        /// Counts of `hits`, `misses` and `uncacheable` requests.
        public init(hits: Int, misses: Int, uncacheable: Int = 0) {
            self.hits = hits
            self.misses = misses
            self.uncacheable = uncacheable
        }

        /// Hits as a fraction of all requests, from 0 to 1 (0 before the first request).
        public var hitRate: Double {
            let total = hits + misses + uncacheable
            return total == 0 ? 0 : Double(hits) / Double(total)
        }
    }

    /// The most arrangements kept (at least 2).
    public let capacity: Int

    // Guarded by `lock`.
    private let lock = NSLock()
    private var table: TwoGenerationTable<ArrangementRequest, LayoutArrangement>
    private var counts = Statistics(hits: 0, misses: 0)

    /// An empty cache that keeps at most `capacity` arrangements (at least 2; 2,048 by default,
    /// two screens of a long feed many times over).
    public init(capacity: Int = 2_048) {
        self.capacity = max(2, capacity)
        self.table = TwoGenerationTable(capacity: capacity)
    }

    /// The hits, misses and uncacheable requests so far.
    public var statistics: Statistics {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// The number of arrangements kept now (at most ``capacity``).
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return table.count
    }

    /// Forgets every arrangement kept (the counts stay).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        table.removeAll()
    }

    /// The arrangement of `layout` as ``Layout/arrangement(origin:width:height:context:)`` gives
    /// it: kept from an equal request, or laid out and kept.
    ///
    /// - Complexity: O(1) to look up a built-in layout whose value was seen before (the same
    ///   value, or one whose hash differs from every kept one's); O(n) in the layout's size to
    ///   compare it with a kept equal value built separately; a layout pass on a miss.
    public func arrangement(
        of layout: any Layout, origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        context: LayoutContext = .default
    ) -> LayoutArrangement {
        arrangement(of: LayoutKey(layout), origin: origin, width: width, height: height, context: context)
    }

    /// ``arrangement(of:origin:width:height:context:)`` for a layout whose key is made.
    func arrangement(
        of key: LayoutKey, origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> LayoutArrangement {
        let request = ArrangementRequest(
            layout: key, originX: origin.x, originY: origin.y, width: width, height: height,
            direction: context.direction, scale: context.scale, measurer: context.textMeasurer)
        if let arrangement = keptArrangement(for: request) { return arrangement }
        let arrangement = LayoutPass.arrangement(
            of: key.node, origin: origin, width: width, height: height, context: context)
        // A measurer that does not equal itself never matches a kept request: keeping would only
        // fill the cache.
        guard context.textMeasurer.isEquivalent(to: context.textMeasurer) else {
            count(\.uncacheable, insteadOf: \.misses)
            return arrangement
        }
        keep(arrangement, for: request)
        return arrangement
    }

    /// Moves one request from one count to another.
    private func count(
        _ field: WritableKeyPath<Statistics, Int>, insteadOf wrongField: WritableKeyPath<Statistics, Int>
    ) {
        lock.lock()
        defer { lock.unlock() }
        counts[keyPath: field] += 1
        counts[keyPath: wrongField] -= 1
    }

    /// The kept arrangement for `request`, counted as a hit, or `nil`, counted as a miss.
    private func keptArrangement(for request: ArrangementRequest) -> LayoutArrangement? {
        lock.lock()
        defer { lock.unlock() }
        if let arrangement = table.value(for: request) {
            counts.hits += 1
            return arrangement
        }
        counts.misses += 1
        return nil
    }

    private func keep(_ arrangement: LayoutArrangement, for request: ArrangementRequest) {
        lock.lock()
        defer { lock.unlock() }
        table.insert(arrangement, for: request)
    }
}

/// Everything an arrangement depends on: the cache's key.
private struct ArrangementRequest: Hashable {
    let layout: LayoutKey
    let originX: CGFloat
    let originY: CGFloat
    let width: CGFloat?
    let height: CGFloat?
    let direction: LayoutDirection
    let scale: CGFloat?
    let measurer: any TextMeasurer
    /// The layout's subtree hash, compared first (an integer, where comparing the keys goes
    /// through the layout's node).
    let layoutHash: Int

    init(
        layout: LayoutKey, originX: CGFloat, originY: CGFloat, width: CGFloat?, height: CGFloat?,
        direction: LayoutDirection, scale: CGFloat?, measurer: any TextMeasurer
    ) {
        self.layout = layout
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.direction = direction
        self.scale = scale
        self.measurer = measurer
        self.layoutHash = layout.node.subtreeHash
    }

    /// The layouts first: a table probe compares a request with others that share its slot, which
    /// mostly differ in layout (O(1) to tell apart by their hashes), while comparing measurers
    /// may need a dynamic cast.
    static func == (lhs: ArrangementRequest, rhs: ArrangementRequest) -> Bool {
        lhs.layoutHash == rhs.layoutHash && lhs.layout == rhs.layout && lhs.width == rhs.width
            && lhs.height == rhs.height
            && lhs.originX == rhs.originX && lhs.originY == rhs.originY && lhs.direction == rhs.direction
            && lhs.scale == rhs.scale && lhs.measurer.isEquivalent(to: rhs.measurer)
    }

    func hash(into hasher: inout Hasher) {
        // The layout's hash is its subtree's, computed the first time it is asked and kept; the measurer's
        // is left out (one list rarely mixes measurers, and equality still checks it).
        hasher.combine(layoutHash)
        hasher.combine(width)
        hasher.combine(height)
    }
}
