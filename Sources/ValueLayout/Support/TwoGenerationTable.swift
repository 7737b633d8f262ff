/// A bounded table of values by key, in two generations: what ``ArrangementCache`` and
/// ``CachingTextMeasurer`` keep, and on Apple platforms the fonts `CoreTextMeasurer` resolves.
/// Not thread-safe: each owner guards it with its lock.
///
/// A value goes into the current generation; when that holds half the capacity, it becomes the
/// previous generation and the one before it is dropped. A value found in the previous
/// generation moves back into the current one. So the values used since the last two turnovers
/// stay, and the table never holds more than its capacity. Each step is O(1) on average.
struct TwoGenerationTable<Key: Hashable, Value> {
    /// The most values kept (at least 2).
    let capacity: Int
    private var current: [Key: Value]
    private var previous: [Key: Value] = [:]

    /// An empty table that keeps at most `capacity` values (at least 2).
    init(capacity: Int) {
        self.capacity = max(2, capacity)
        self.current = Self.makeGeneration(capacity: self.capacity)
    }

    /// The number of values kept.
    var count: Int { current.count + previous.count }

    /// The value kept for `key`, moved into the current generation if it was in the previous one.
    mutating func value(for key: Key) -> Value? {
        if let value = current[key] { return value }
        guard let value = previous.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    /// Keeps `value` for `key` in the current generation, turning the generations over first if
    /// it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if current[key] == nil, current.count >= capacity / 2 {
            previous = current
            current = Self.makeGeneration(capacity: capacity)
        }
        current[key] = value
    }

    /// Forgets every value.
    mutating func removeAll() {
        current = Self.makeGeneration(capacity: capacity)
        previous = [:]
    }

    /// An empty generation with room for twice what it will hold: Swift's tables probe linearly
    /// and compare keys along the way, so a lookup that misses in a table filled to its usual
    /// three quarters compares about eight keys; at three eighths, about two.
    private static func makeGeneration(capacity: Int) -> [Key: Value] {
        var generation: [Key: Value] = [:]
        generation.reserveCapacity(capacity)
        return generation
    }
}
