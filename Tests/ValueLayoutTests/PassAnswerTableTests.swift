import Foundation
import Testing

@testable import ValueLayout

/// The table in which a pass keeps the sizes its layouts answered (`PassAnswerTable`): a key is a
/// layout node, the question and its two numbers, and a size is found only under the exact key it
/// was kept under.
@Suite("A pass's table of answers")
struct PassAnswerTableTests {
    /// Distinct objects whose identities make keys (kept alive by the caller).
    static func nodes(_ count: Int) -> [AnyObject] {
        (0..<count).map { _ in NSObject() }
    }

    static func key(_ node: AnyObject, _ width: CGFloat, _ height: CGFloat) -> PassAnswerTable.Key {
        PassAnswerTable.Key(node: ObjectIdentifier(node), width: width, height: height)
    }

    @Test("An empty table holds nothing")
    func emptyHoldsNothing() {
        let node = NSObject()
        let table = PassAnswerTable()
        #expect(table.answer(for: Self.key(node, 100, .infinity))?.size == nil)
        #expect(table.count == 0)
    }

    @Test("A size is found under its key, and not under the same node with another question")
    func foundUnderItsKeyOnly() {
        let node = NSObject()
        let other = NSObject()
        var table = PassAnswerTable()
        table.insert(CGSize(width: 10, height: 20), for: Self.key(node, 100, .infinity))
        #expect(table.answer(for: Self.key(node, 100, .infinity))?.size == CGSize(width: 10, height: 20))
        #expect(table.answer(for: Self.key(node, 100, 50))?.size == nil)
        #expect(table.answer(for: Self.key(node, -1, -1))?.size == nil)
        withExtendedLifetime(node) { #expect(table.answer(for: Self.key(other, 100, .infinity))?.size == nil) }
    }

    @Test("−0 and 0 are the same question")
    func negativeZeroIsZero() {
        let node = NSObject()
        var table = PassAnswerTable()
        table.insert(CGSize(width: 3, height: 4), for: Self.key(node, -0.0, 0))
        #expect(table.answer(for: Self.key(node, 0, -0.0))?.size == CGSize(width: 3, height: 4))
    }

    @Test("Keeping a size under a key it holds replaces it, without counting it twice")
    func keepingAgainReplaces() {
        let node = NSObject()
        var table = PassAnswerTable()
        table.insert(CGSize(width: 1, height: 1), for: Self.key(node, 5, 5))
        table.insert(CGSize(width: 2, height: 2), for: Self.key(node, 5, 5))
        #expect(table.answer(for: Self.key(node, 5, 5))?.size == CGSize(width: 2, height: 2))
        #expect(table.count == 1)
    }

    @Test("Growing keeps every size, and at most half of the buckets are used", arguments: [1, 9, 1_000, 50_000])
    func growingKeepsEverySize(count: Int) {
        let nodes = Self.nodes((count + 2) / 3)
        var table = PassAnswerTable()
        // Three questions per node, as a flex item is asked.
        for index in 0..<count {
            let key = Self.key(nodes[index / 3], CGFloat(index % 3) * 10, .infinity)
            table.insert(CGSize(width: CGFloat(index), height: 1), for: key)
        }
        #expect(table.count == count)
        #expect(table.count * 2 <= table.capacity)
        #expect(table.capacity.nonzeroBitCount == 1)
        var missing = 0
        for index in 0..<count {
            let key = Self.key(nodes[index / 3], CGFloat(index % 3) * 10, .infinity)
            if table.answer(for: key)?.size != CGSize(width: CGFloat(index), height: 1) { missing += 1 }
        }
        #expect(missing == 0)
    }

    @Test("Emptying forgets every size and keeps the buckets")
    func emptyingForgets() {
        let nodes = Self.nodes(100)
        var table = PassAnswerTable()
        for node in nodes { table.insert(CGSize(width: 1, height: 1), for: Self.key(node, 1, 1)) }
        let capacity = table.capacity
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.capacity == capacity)
        #expect(nodes.allSatisfy { table.answer(for: Self.key($0, 1, 1))?.size == nil })
        table.insert(CGSize(width: 7, height: 7), for: Self.key(nodes[0], 1, 1))
        #expect(table.answer(for: Self.key(nodes[0], 1, 1))?.size == CGSize(width: 7, height: 7))
    }
}

/// Each thread keeps its last pass's emptied scratch (`ReusableMeasurementScratch`) unless the
/// pass used little of a large table. Every test here runs on one thread from start to end (no
/// suspension points), so the thread's slot is its own while it runs.
@Suite("Tables of answers kept between passes")
struct ReusableMeasurementScratchTests {
    /// Empties this thread's slot, whatever an earlier test on the thread left in it.
    static func emptySlot() {
        _ = ReusableMeasurementScratch.take()
    }

    /// A scratch holding `count` answers about distinct nodes (kept alive by `nodes`).
    static func scratch(answers count: Int, nodes: [AnyObject]) -> MeasurementScratch {
        let scratch = MeasurementScratch()
        for node in nodes.prefix(count) {
            scratch.keep(CGSize(width: 1, height: 1), for: PassAnswerTableTests.key(node, 1, 1))
        }
        return scratch
    }

    @Test("A scratch with only a few answers is kept, emptied, for the thread's next pass", arguments: [0, 1, 3, 30])
    func fewAnswersKept(count: Int) {
        Self.emptySlot()
        let nodes = PassAnswerTableTests.nodes(count)
        let given = Self.scratch(answers: count, nodes: nodes)
        // Weak: a strong reference would make the scratch shared, which is not kept.
        weak let original = given
        ReusableMeasurementScratch.giveBack(consume given)
        let taken = ReusableMeasurementScratch.take()
        #expect(original != nil)
        #expect(taken === original)
        #expect(taken.sizeCount.kept == 0)
        #expect(nodes.allSatisfy { taken.answer(for: PassAnswerTableTests.key($0, 1, 1))?.size == nil })
    }

    @Test("A large table whose pass used less than a quarter of it is given up")
    func mostlyUnusedLargeTableGivenUp() {
        Self.emptySlot()
        let nodes = PassAnswerTableTests.nodes(300)
        let scratch = Self.scratch(answers: 300, nodes: nodes)
        #expect(scratch.sizeCount.buckets == 1_024)
        scratch.empty()
        for node in nodes.prefix(10) {
            scratch.keep(CGSize(width: 2, height: 2), for: PassAnswerTableTests.key(node, 1, 1))
        }
        weak let original = scratch
        ReusableMeasurementScratch.giveBack(consume scratch)
        #expect(original == nil)
        #expect(ReusableMeasurementScratch.take().sizeCount.kept == 0)
    }
}
