import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// The slots in which a pass keeps each node's answers by the node's pre-order position
/// (`PassAnswerSlots`), and the table that takes what a slot cannot hold (`MeasurementScratch`).
@Suite("A pass's answer slots")
struct PassAnswerSlotsTests {
    static func key(_ node: AnyObject, _ width: CGFloat, _ height: CGFloat, _ question: PassQuestion = .withinMaximum)
        -> PassAnswerTable.Key
    {
        PassAnswerTable.Key(node: ObjectIdentifier(node), width: width, height: height, question: question)
    }

    static let size = CGSize(width: 10, height: 20)

    @Test("An answer is found at its node's position under its key only")
    func foundAtItsPositionUnderItsKey() {
        let node = NSObject()
        var slots = PassAnswerSlots()
        slots.beginPass(nodeCount: 4)
        let kept = slots.insert(Self.size, measurement: 7, for: Self.key(node, 100, .infinity), at: 2)
        #expect(kept)
        let found = slots.answer(for: Self.key(node, 100, .infinity), at: 2).answer
        #expect(found?.size == Self.size)
        #expect(found?.measurement == 7)
        let otherHeightMissing = slots.answer(for: Self.key(node, 100, 50), at: 2).answer == nil
        #expect(otherHeightMissing)
        let otherQuestionMissing =
            slots.answer(for: Self.key(node, 100, .infinity, .maxContentWidth), at: 2).answer == nil
        #expect(otherQuestionMissing)
        let otherPositionMissing = slots.answer(for: Self.key(node, 100, .infinity), at: 1).answer == nil
        #expect(otherPositionMissing)
    }

    @Test("A new pass finds none of the last pass's answers, without emptying the slots")
    func newPassFindsNothing() {
        let node = NSObject()
        var slots = PassAnswerSlots()
        slots.beginPass(nodeCount: 4)
        _ = slots.insert(Self.size, measurement: -1, for: Self.key(node, 1, 1), at: 0)
        slots.beginPass(nodeCount: 4)
        let (answer, isSlotFull) = slots.answer(for: Self.key(node, 1, 1), at: 0)
        #expect(answer == nil)
        // An empty slot: the answer is in no table either.
        #expect(!isSlotFull)
        let slotsKept = slots.positionCount == 4
        #expect(slotsKept)
    }

    @Test("A slot holds two answers of its node and replaces an answer kept again under its key")
    func twoAnswersAndReplacement() {
        let node = NSObject()
        var slots = PassAnswerSlots()
        slots.beginPass(nodeCount: 1)
        let firstKept = slots.insert(Self.size, measurement: 1, for: Self.key(node, 1, 1), at: 0)
        #expect(firstKept)
        let secondKept = slots.insert(Self.size, measurement: 2, for: Self.key(node, 2, 2), at: 0)
        #expect(secondKept)
        let replaced = slots.insert(CGSize(width: 3, height: 3), measurement: 3, for: Self.key(node, 1, 1), at: 0)
        #expect(replaced)
        let firstReadsReplacement = slots.answer(for: Self.key(node, 1, 1), at: 0).answer?.measurement == 3
        #expect(firstReadsReplacement)
        let secondUnchanged = slots.answer(for: Self.key(node, 2, 2), at: 0).answer?.measurement == 2
        #expect(secondUnchanged)
        // A third question does not fit, and a lookup of it says the slot is full.
        let thirdKept = slots.insert(Self.size, measurement: 4, for: Self.key(node, 4, 4), at: 0)
        #expect(!thirdKept)
        let thirdSaysFull = slots.answer(for: Self.key(node, 4, 4), at: 0).isSlotFull
        #expect(thirdSaysFull)
    }

    @Test("Another node at a position already used, an unknown position or one past the slots is not kept in a slot")
    func positionsThatCannotHoldAnswers() {
        let node = NSObject()
        let other = NSObject()
        var slots = PassAnswerSlots()
        slots.beginPass(nodeCount: 2)
        let ownerKept = slots.insert(Self.size, measurement: -1, for: Self.key(node, 1, 1), at: 1)
        #expect(ownerKept)
        let otherNodeKept = slots.insert(Self.size, measurement: -1, for: Self.key(other, 1, 1), at: 1)
        #expect(!otherNodeKept)
        let otherNodeSaysFull = slots.answer(for: Self.key(other, 1, 1), at: 1).isSlotFull
        #expect(otherNodeSaysFull)
        let unknownPositionKept = slots.insert(Self.size, measurement: -1, for: Self.key(node, 1, 1), at: -1)
        #expect(!unknownPositionKept)
        let pastTheSlotsKept = slots.insert(Self.size, measurement: -1, for: Self.key(node, 1, 1), at: 2)
        #expect(!pastTheSlotsKept)
        let pastTheSlotsSaysFull = slots.answer(for: Self.key(node, 1, 1), at: 2).isSlotFull
        #expect(pastTheSlotsSaysFull)
    }

    @Test("The scratch keeps what a slot cannot hold in its table, and finds it there")
    func scratchOverflowsToItsTable() {
        let node = NSObject()
        let other = NSObject()
        let scratch = MeasurementScratch()
        scratch.beginPass(nodeCount: 1)
        scratch.keep(Self.size, for: Self.key(node, 1, 1), at: 0)
        scratch.keep(Self.size, for: Self.key(node, 2, 2), at: 0)
        #expect(scratch.sizeCount.kept == 0)
        scratch.keep(CGSize(width: 3, height: 3), for: Self.key(node, 3, 3), at: 0)
        scratch.keep(CGSize(width: 4, height: 4), for: Self.key(other, 1, 1), at: 0)
        scratch.keep(CGSize(width: 5, height: 5), for: Self.key(other, 5, 5), at: -1)
        #expect(scratch.sizeCount.kept == 3)
        #expect(scratch.answer(for: Self.key(node, 1, 1), at: 0)?.size == Self.size)
        #expect(scratch.answer(for: Self.key(node, 3, 3), at: 0)?.size == CGSize(width: 3, height: 3))
        #expect(scratch.answer(for: Self.key(other, 1, 1), at: 0)?.size == CGSize(width: 4, height: 4))
        #expect(scratch.answer(for: Self.key(other, 5, 5), at: -1)?.size == CGSize(width: 5, height: 5))
    }

    @Test("Slots grow to the largest tree laid out")
    func slotsGrowToTheTree() {
        var slots = PassAnswerSlots()
        slots.beginPass(nodeCount: 10)
        slots.beginPass(nodeCount: 3)
        let result19 = slots.positionCount == 10
        #expect(result19)
    }

    @Test(
        "A pass over W8 keeps every answer in a slot, none in the table",
        arguments: [16, 256])
    func nestedFlexTreeUsesSlotsOnly(leafCount: Int) {
        // The pass runs on this thread (no suspension point), and gives its scratch back to it.
        ReusableMeasurementScratchTests.emptySlot()
        let arrangement = TreeWorkloads.nestedFlexTree(leafCount: leafCount).arrangement(width: 1_000, height: 1_000)
        let scratch = ReusableMeasurementScratch.take(nodeCount: 0)
        #expect(scratch.answersKeptInTable == 0)
        #expect(scratch.slotCount.positions == arrangement.nodeCount)
    }
}
