import Foundation

/// The answers a pass keeps for each layout node, in slots indexed by the node's position in the
/// pass's tree (pre-order, the root at 0: a parent at `p` has its first child at `p + 1` and each
/// next child after the previous one's subtree, which the nodes' counts give), each slot holding
/// up to ``answersPerSlot`` answers of one node.
///
/// A lookup reads one slot where the ``PassAnswerTable`` hashes a key and probes buckets: the slot
/// of a node is next to those of its siblings and children, which a flex container asks in turn.
/// Slots carry the pass's generation, so a new pass empties nothing: a slot written in an earlier
/// pass is empty to this one.
///
/// A position is a hint, never trusted: each slot names the node it holds answers for, and a
/// lookup for another node, a position past the slots or an unknown one (−1: a node measured by a
/// custom layout) is a miss here, which ``MeasurementScratch`` then answers from its table. So a
/// node shared by several places of a tree, or a position computed from a stale count, costs a
/// question asked again at worst, never a wrong answer.
///
/// - Complexity: lookups and insertions O(1); a new pass O(1), plus O(positions) the first time
///   a tree larger than any before is laid out on the thread.
struct PassAnswerSlots: ~Copyable {
    /// One answer: the question, its two numbers, the size and the measurement (see
    /// ``PassAnswerTable/Key`` and ``PassAnswerTable/Answer``).
    struct Entry {
        var width: CGFloat
        var height: CGFloat
        var size: CGSize
        var measurement: Int32
        var question: PassQuestion
    }

    /// A node's answers in one pass. (Not private: the buffer's element type declared private
    /// broke Swift 6.3's debug builds, as ``PassAnswerTable/Entry``'s.)
    struct Slot {
        /// The node the answers are for (its address), if `generation` is the pass's.
        var node: UInt
        /// The pass that wrote the slot; 0 for none.
        var generation: UInt32
        /// How many of the entries hold answers.
        var count: UInt8
        var first: Entry
        var second: Entry

        static var empty: Slot {
            let none = Entry(width: 0, height: 0, size: .zero, measurement: -1, question: .withinMaximum)
            return Slot(node: 0, generation: 0, count: 0, first: none, second: none)
        }
    }

    /// The most answers a slot holds: what a flex item is asked in a pass (its max-content width
    /// and its size at a width, or one of them and a measurement remembered for a parent's probe).
    /// A node asked more keeps the rest in the table.
    static var answersPerSlot: Int { 2 }

    /// The most positions a pass keeps slots for (96 bytes each, 48 MiB at most): the nodes of
    /// a larger tree past this position keep their answers in the table.
    static var mostPositions: Int { 1 << 19 }

    private var slots = GrowableBuffer<Slot>(capacity: 0)
    /// The current pass's generation: slots written with another are empty.
    private var generation: UInt32 = 0

    /// How many positions have slots.
    var positionCount: Int { slots.count }

    /// The bytes the slots take.
    var allocatedBytes: Int { slots.allocatedBytes }

    /// Starts a pass over a tree of `nodeCount` nodes: every slot is empty to it, and there is a
    /// slot for each position up to ``mostPositions``.
    mutating func beginPass(nodeCount: Int) {
        if generation == .max {
            // After four billion passes a generation could repeat: start over, emptied.
            for position in 0..<slots.count { slots[position].generation = 0 }
            generation = 0
        }
        generation += 1
        let wanted = min(nodeCount, Self.mostPositions)
        if wanted > slots.count { slots.append(.empty, repetitions: wanted - slots.count) }
    }

    /// Drops every slot (for a scratch kept after a pass over a large tree).
    mutating func removeAll() {
        slots = GrowableBuffer(capacity: 0)
    }

    /// The answer kept for `key` at `position`; `nil` if the slot holds none for it. `found` is
    /// `false` when the slot cannot hold the answer (another node's, full, or no slot), so that
    /// the caller looks in the table.
    @inline(__always)
    func answer(for key: PassAnswerTable.Key, at position: Int) -> (answer: PassAnswerTable.Answer?, isSlotFull: Bool) {
        guard UInt(bitPattern: position) < UInt(bitPattern: slots.count) else { return (nil, true) }
        let slot = slots[position]
        guard slot.generation == generation else { return (nil, false) }
        guard slot.node == UInt(bitPattern: key.node) else { return (nil, true) }
        if slot.count > 0, Self.matches(slot.first, key) {
            return (PassAnswerTable.Answer(size: slot.first.size, measurement: slot.first.measurement), false)
        }
        if slot.count > 1, Self.matches(slot.second, key) {
            return (PassAnswerTable.Answer(size: slot.second.size, measurement: slot.second.measurement), false)
        }
        return (nil, Int(slot.count) == Self.answersPerSlot)
    }

    /// Keeps `size` and `measurement` for `key` at `position`, in place of what the slot held for
    /// `key`; returns `false` if the slot cannot hold it (another node's, full, or no slot).
    @inline(__always)
    mutating func insert(_ size: CGSize, measurement: Int32, for key: PassAnswerTable.Key, at position: Int) -> Bool {
        guard UInt(bitPattern: position) < UInt(bitPattern: slots.count) else { return false }
        let entry = Entry(
            width: key.width, height: key.height, size: size, measurement: measurement, question: key.question)
        let node = UInt(bitPattern: key.node)
        if slots[position].generation != generation {
            slots[position].generation = generation
            slots[position].node = node
            slots[position].count = 1
            slots[position].first = entry
            return true
        }
        guard slots[position].node == node else { return false }
        switch slots[position].count {
        case 0:
            slots[position].first = entry
            slots[position].count = 1
        case 1:
            if Self.matches(slots[position].first, key) {
                slots[position].first = entry
            } else {
                slots[position].second = entry
                slots[position].count = 2
            }
        default:
            if Self.matches(slots[position].first, key) {
                slots[position].first = entry
            } else if Self.matches(slots[position].second, key) {
                slots[position].second = entry
            } else {
                return false
            }
        }
        return true
    }

    @inline(__always)
    private static func matches(_ entry: Entry, _ key: PassAnswerTable.Key) -> Bool {
        entry.question == key.question && entry.width == key.width && entry.height == key.height
    }
}
