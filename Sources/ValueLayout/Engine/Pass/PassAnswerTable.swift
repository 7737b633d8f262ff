import Foundation

/// The sizes a pass learned by asking its layouts questions (see
/// ``LayoutPass/probe(_:offer:context:)``), keyed by the layout node and the
/// question, each with the measurement that answered it, if the pass remembers it (see
/// ``LayoutPass/measureRemembered(of:at:offer:context:)``): an open-addressing hash table
/// with linear probing, its entries in one array.
///
/// A pass of nested flex containers looks a key up about eight times per node. With `Dictionary`
/// each lookup seeded and finalised a SipHash and read the table's bitmap, keys and values in
/// three places; here a lookup multiplies one word and reads one 40-byte entry (one or two cache
/// lines): W8 costs 14 % fewer instructions per node. Keys come from the layout tree, not from outside
/// input, so a fixed hash is enough.
///
/// - Complexity: lookups and insertions O(1) on average; emptying O(capacity).
struct PassAnswerTable: ~Copyable {
    /// A layout node and the question it answered: the question's kind and its two numbers (the
    /// size it was measured within, or the height a width was asked at).
    struct Key: Equatable {
        var node: ObjectIdentifier
        var width: CGFloat
        var height: CGFloat
        var question: PassQuestion = .withinMaximum
    }

    /// What the table holds for a key: the size, and the measurement that answered it (an index
    /// of the pass's measurement tree), or −1 when none is kept.
    struct Answer {
        var size: CGSize
        var measurement: Int32
    }

    /// One bucket: empty while `node` is 0 (no object lives at address 0). (Not private: the
    /// buffer's element type declared private broke Swift 6.3's debug builds.)
    struct Entry {
        var node: UInt
        var width: CGFloat
        var height: CGFloat
        var size: CGSize
        var question: PassQuestion
        var measurement: Int32

        static var empty: Entry {
            Entry(node: 0, width: 0, height: 0, size: .zero, question: .withinMaximum, measurement: -1)
        }
    }

    /// The buckets: a power of two in number, at most half of them used.
    /// (A buffer without reference counting: a lookup through the pass's scratch, a class, would
    /// otherwise retain and release an array's storage each time.)
    private var entries = Self.emptyBuckets(16)
    /// How many buckets are used.
    private(set) var count = 0

    /// How many buckets the table has.
    var capacity: Int { entries.count }

    /// The size and measurement kept for `key`, or `nil`.
    func answer(for key: Key) -> Answer? {
        let entry = entries[bucket(of: UInt(bitPattern: key.node), key.width, key.height, key.question)]
        return entry.node == 0 ? nil : Answer(size: entry.size, measurement: entry.measurement)
    }

    /// Keeps `size`, answered by `measurement` (−1 for none kept), for `key`, in place of what it
    /// held for `key`, if anything.
    mutating func insert(_ size: CGSize, measurement: Int32 = -1, for key: Key) {
        if (count + 1) * 2 > entries.count { grow() }
        let entry = Entry(
            node: UInt(bitPattern: key.node), width: key.width, height: key.height, size: size,
            question: key.question, measurement: measurement)
        if place(entry) { count += 1 }
    }

    /// Empties the table, keeping its buckets.
    mutating func removeAll() {
        for index in 0..<entries.count { entries[index].node = 0 }
        count = 0
    }

    /// The bucket holding the entry for `node`, `width`, `height` and `question`, or else the
    /// empty bucket where it belongs: the first of the two from the key's first bucket on (at least
    /// half of the buckets are empty, so the search ends).
    private func bucket(of node: UInt, _ width: CGFloat, _ height: CGFloat, _ question: PassQuestion) -> Int {
        let mask = entries.count - 1
        var index = Self.firstBucket(node: node, width: width, height: height, question: question, mask: mask)
        while true {
            let held = entries[index]
            if held.node == 0
                || (held.node == node && held.width == width && held.height == height && held.question == question)
            {
                return index
            }
            index = (index + 1) & mask
        }
    }

    /// Puts `entry` in its key's bucket; returns whether the bucket was empty.
    @discardableResult
    private mutating func place(_ entry: Entry) -> Bool {
        let index = bucket(of: entry.node, entry.width, entry.height, entry.question)
        let wasEmpty = entries[index].node == 0
        entries[index] = entry
        return wasEmpty
    }

    private mutating func grow() {
        var old = Self.emptyBuckets(0)
        swap(&old, &entries)
        entries = Self.emptyBuckets(old.count * 2)
        for index in 0..<old.count where old[index].node != 0 { place(old[index]) }
    }

    private static func emptyBuckets(_ count: Int) -> GrowableBuffer<Entry> {
        var buckets = GrowableBuffer<Entry>(capacity: count)
        buckets.append(.empty, repetitions: count)
        return buckets
    }

    /// The key's first bucket: its words folded into one (adding 0 makes −0 fold as 0, which it
    /// equals; the question goes in the address's low bits, which alignment leaves zero), then
    /// Fibonacci hashing, whose high bits mix all of the word's bits.
    @inline(__always)
    private static func firstBucket(
        node: UInt, width: CGFloat, height: CGFloat, question: PassQuestion, mask: Int
    ) -> Int {
        let address = UInt64(node) ^ UInt64(question.rawValue)
        let width = Double(width + 0).bitPattern
        let height = Double(height + 0).bitPattern
        let folded = address ^ (width &* 0x9E37_79B9_7F4A_7C15) ^ height.byteSwapped
        let shift = UInt64(64 - mask.nonzeroBitCount)
        return Int(truncatingIfNeeded: (folded &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}

/// The questions a pass keeps answers to (see ``PassAnswerTable/Key``): a measurement, told apart
/// by what the height it is offered means and whether it is recorded at exactly the size offered
/// (see ``MeasurementOffer``), and a kind's answers about its content.
enum PassQuestion: UInt8 {
    /// Measured within a maximum size.
    case withinMaximum
    /// Measured at its used height (not definite) within a maximum width.
    case atUsedHeight
    /// Measured at its definite height within a maximum width.
    case atDefiniteHeight
    /// Measured at exactly the size offered, its height not definite.
    case exactlyAtUsedHeight
    /// Measured at exactly the size offered, its height definite.
    case exactly
    /// Its minimum content width (the key's numbers are 0).
    case minimumContentWidth
    /// Its own answer of its max-content width at a maximum height (the key's height).
    case maxContentWidth
    /// Its own answer of its max-content width at a definite height (the key's height).
    case maxContentWidthAtDefiniteHeight
    /// Not a question: where its kind's cache is kept for the pass (the key's numbers are 0; the
    /// answer's measurement is the cache's index in its arena; see ``MeasurementScratch``).
    case kindCache
}
