import Foundation
import Testing

@testable import ValueLayout

/// A pass lends kinds' runs arrays for their state (`MeasuringChildren.withTemporaryArray`), from
/// its scratch: a run gets back an array given back before, whatever arrays of other element
/// types were given back after it, so that runs allocate nothing in the steady state.
@Suite("Arrays lent to runs")
struct LentArrayTests {
    @Test("An array given back is lent again, under arrays of another element type given back after it")
    func lentAgainUnderOtherTypes() {
        let scratch = MeasurementScratch()
        let states = scratch.borrowArray(of: Int.self)
        let frames = scratch.borrowArray(of: CGRect.self)
        let moreStates = scratch.borrowArray(of: Int.self)
        scratch.giveBack(frames)
        scratch.giveBack(states)
        scratch.giveBack(moreStates)
        // Last given back, first lent, for each element type.
        #expect(scratch.borrowArray(of: CGRect.self) === frames)
        #expect(scratch.borrowArray(of: Int.self) === moreStates)
        #expect(scratch.borrowArray(of: Int.self) === states)
    }

    @Test("A borrower of a type none was given back of gets a new array, and the others stay kept")
    func newArrayForAnotherType() {
        let scratch = MeasurementScratch()
        let states = scratch.borrowArray(of: Int.self)
        scratch.giveBack(states)
        let frames = scratch.borrowArray(of: CGRect.self)
        #expect(frames.capacity == 0)
        #expect(scratch.borrowArray(of: Int.self) === states)
    }

    @Test("A lent array comes back empty, with the room its run left it")
    func comesBackEmptyWithItsRoom() {
        let scratch = MeasurementScratch()
        let lent = scratch.borrowArray(of: Int.self)
        var elements = lent.take()
        elements.append(contentsOf: 0..<40)
        lent.put(&elements)
        #expect(elements.isEmpty)
        scratch.giveBack(lent)
        let again = scratch.borrowArray(of: Int.self)
        #expect(again === lent)
        #expect(again.capacity >= 40)
        #expect(again.take().isEmpty)
    }
}
