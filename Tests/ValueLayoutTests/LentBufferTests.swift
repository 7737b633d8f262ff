import Foundation
import Testing

@testable import ValueLayout

/// A pass lends kinds' runs buffers for their state (`MeasuringChildren.withTemporaryBuffer`),
/// from its scratch: a run gets back a buffer given back before, whatever buffers of other element
/// types were given back after it, so that runs allocate nothing in the steady state.
@Suite("Buffers lent to runs")
struct LentBufferTests {
    @Test("A buffer given back is lent again, under buffers of another element type given back after it")
    func lentAgainUnderOtherTypes() {
        let scratch = MeasurementScratch()
        let states = scratch.borrowBuffer(of: Int.self)
        let frames = scratch.borrowBuffer(of: CGRect.self)
        let moreStates = scratch.borrowBuffer(of: Int.self)
        scratch.giveBack(frames)
        scratch.giveBack(states)
        scratch.giveBack(moreStates)
        // Last given back, first lent, for each element type.
        #expect(scratch.borrowBuffer(of: CGRect.self) === frames)
        #expect(scratch.borrowBuffer(of: Int.self) === moreStates)
        #expect(scratch.borrowBuffer(of: Int.self) === states)
    }

    @Test("A borrower of a type none was given back of gets a new buffer, and the others stay kept")
    func newArrayForAnotherType() {
        let scratch = MeasurementScratch()
        let states = scratch.borrowBuffer(of: Int.self)
        scratch.giveBack(states)
        let frames = scratch.borrowBuffer(of: CGRect.self)
        #expect(frames.capacity == 0)
        #expect(scratch.borrowBuffer(of: Int.self) === states)
    }

    @Test("A lent buffer comes back empty, with the room its run left it")
    func comesBackEmptyWithItsRoom() {
        let scratch = MeasurementScratch()
        let lent = scratch.borrowBuffer(of: Int.self)
        var elements = lent.take()
        elements.append(7, repetitions: 40)
        lent.put(&elements)
        #expect(elements.count == 0)
        scratch.giveBack(lent)
        let again = scratch.borrowBuffer(of: Int.self)
        #expect(again === lent)
        #expect(again.capacity >= 40)
        #expect(again.take().count == 0)
    }
}
