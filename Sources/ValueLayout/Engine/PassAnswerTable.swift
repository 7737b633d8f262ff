import Foundation

/// The sizes a pass learned by asking its layouts questions (see
/// ``LayoutPass/probe(_:within:definiteHeight:context:)``), keyed by the layout node and the
/// question: an open-addressing hash table with linear probing, its entries in one array.
///
/// A pass of nested flex containers looks a key up about eight times per node. With `Dictionary`
/// each lookup seeded and finalised a SipHash and read the table's bitmap, keys and values in
/// three places; here a lookup multiplies one word and reads one 40-byte entry (one or two cache
/// lines): W8 costs 14 % fewer instructions per node. Keys come from the layout tree, not from outside
/// input, so a fixed hash is enough.
///
/// - Complexity: lookups and insertions O(1) on average; emptying O(capacity).
struct PassAnswerTable {
    /// A layout node and the question it answered: the maximum it was measured within, or one of
    /// ``LayoutPass``'s negative markers for its other questions.
    struct Key: Equatable {
        var node: ObjectIdentifier
        var width: CGFloat
        var height: CGFloat
    }

    /// One bucket: empty while `node` is 0 (no object lives at address 0).
    private struct Entry {
        var node: UInt
        var width: CGFloat
        var height: CGFloat
        var size: CGSize

        static var empty: Entry { Entry(node: 0, width: 0, height: 0, size: .zero) }
    }

    /// The buckets: a power of two in number, at most half of them used.
    private var entries = ContiguousArray<Entry>(repeating: .empty, count: 16)
    /// How many buckets are used.
    private(set) var count = 0

    /// How many buckets the table has.
    var capacity: Int { entries.count }

    /// The size kept for `key`, or `nil`.
    subscript(key: Key) -> CGSize? {
        let entry = entries[bucket(of: UInt(bitPattern: key.node), key.width, key.height)]
        return entry.node == 0 ? nil : entry.size
    }

    /// Keeps `size` for `key` (in place of what it held for `key`, if anything).
    mutating func insert(_ size: CGSize, for key: Key) {
        if (count + 1) * 2 > entries.count { grow() }
        if place(Entry(node: UInt(bitPattern: key.node), width: key.width, height: key.height, size: size)) {
            count += 1
        }
    }

    /// Empties the table, keeping its buckets.
    mutating func removeAll() {
        for index in entries.indices { entries[index].node = 0 }
        count = 0
    }

    /// The bucket holding the entry for `node`, `width` and `height`, or else the empty bucket
    /// where it belongs: the first of the two from the key's first bucket on (at least half of the
    /// buckets are empty, so the search ends).
    private func bucket(of node: UInt, _ width: CGFloat, _ height: CGFloat) -> Int {
        let mask = entries.count - 1
        var index = Self.firstBucket(node: node, width: width, height: height, mask: mask)
        while true {
            let held = entries[index]
            if held.node == 0 || (held.node == node && held.width == width && held.height == height) { return index }
            index = (index + 1) & mask
        }
    }

    /// Puts `entry` in its key's bucket; returns whether the bucket was empty.
    @discardableResult
    private mutating func place(_ entry: Entry) -> Bool {
        let index = bucket(of: entry.node, entry.width, entry.height)
        let wasEmpty = entries[index].node == 0
        entries[index] = entry
        return wasEmpty
    }

    private mutating func grow() {
        let old = entries
        entries = ContiguousArray(repeating: .empty, count: old.count * 2)
        for entry in old where entry.node != 0 { place(entry) }
    }

    /// The key's first bucket: its three words folded into one (adding 0 makes −0 fold as 0,
    /// which it equals), then Fibonacci hashing, whose high bits mix all of the word's bits.
    @inline(__always)
    private static func firstBucket(node: UInt, width: CGFloat, height: CGFloat, mask: Int) -> Int {
        let address = UInt64(node)
        let width = Double(width + 0).bitPattern
        let height = Double(height + 0).bitPattern
        let folded = address ^ (width &* 0x9E37_79B9_7F4A_7C15) ^ height.byteSwapped
        let shift = UInt64(64 - mask.nonzeroBitCount)
        return Int(truncatingIfNeeded: (folded &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
