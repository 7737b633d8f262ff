import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// Each thread keeps the measurement tree of its last pass for the next one, up to a size, so
/// that passes over large trees do not fault fresh memory in every time (see
/// `ReusableMeasurementTree`). Every test here runs on one thread from start to end (no
/// suspension points), so the thread's slot is its own while it runs.
@Suite("Measurement trees kept between passes")
struct ReusableMeasurementTreeTests {
    /// A measurement tree holding about `bytes` bytes (in child slots, which can be reserved
    /// in bulk).
    static func storage(bytes: Int) -> ResultTree<MeasuredSize> {
        let storage = ResultTree<MeasuredSize>(capacity: 0)
        _ = storage.reserveSlots(bytes / MemoryLayout<Int32>.stride)
        return storage
    }

    /// Empties this thread's slot, whatever an earlier test on the thread left in it.
    static func emptySlot() {
        _ = ReusableMeasurementTree.take(capacity: 0)
    }

    @Test(
        "A tree up to the maximum is kept and handed to the thread's next pass",
        arguments: [1 << 10, 17 << 20, 63 << 20])
    func keptUpToTheMaximum(bytes: Int) {
        Self.emptySlot()
        let given = Self.storage(bytes: bytes)
        #expect(given.allocatedBytes >= bytes)
        // Weak: a strong reference would make the storage shared, and a storage that is not kept
        // could be freed and its address reused by the next one, so identities are not compared.
        weak let original = given
        ReusableMeasurementTree.giveBack(consume given)
        let taken = ReusableMeasurementTree.take(capacity: 10)
        #expect(original != nil)
        #expect(taken === original)
        #expect(taken.nodes.count == 0)
    }

    @Test("A tree larger than the maximum is released, not kept")
    func releasedAboveTheMaximum() {
        Self.emptySlot()
        let given = Self.storage(bytes: ReusableMeasurementTree.maximumCachedBytes + 4)
        #expect(given.allocatedBytes > ReusableMeasurementTree.maximumCachedBytes)
        weak let original = given
        ReusableMeasurementTree.giveBack(consume given)
        #expect(original == nil)
        let taken = ReusableMeasurementTree.take(capacity: 10)
        #expect(taken.allocatedBytes < ReusableMeasurementTree.maximumCachedBytes)
    }

    @Test("A tree something else still refers to is not kept")
    func sharedStorageIsNotKept() {
        Self.emptySlot()
        let given = Self.storage(bytes: 1 << 10)
        let other = given
        ReusableMeasurementTree.giveBack(consume given)
        let taken = ReusableMeasurementTree.take(capacity: 10)
        #expect(taken !== other)
    }

    @Test("A pass over a tree whose measurements take over 16 MiB leaves them for the next pass")
    func largePassLeavesItsStorage() {
        Self.emptySlot()
        // 320,001 nodes: about 17 MiB of measurement nodes.
        let list = TreeWorkloads.flatList(count: 320_000)
        let arrangement = list.arrangement(width: 100)
        let kept = ReusableMeasurementTree.take(capacity: 0)
        #expect(kept.allocatedBytes >= 320_001 * MemoryLayout<ResultTree<MeasuredSize>.Node>.stride)
        #expect(arrangement.nodeCount == 320_001)
    }
}
