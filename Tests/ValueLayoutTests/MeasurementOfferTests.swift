import Foundation
import Testing

@testable import ValueLayout

/// A measurement's one input (`MeasurementOffer`): the most a node may take, what its height
/// means to it, and whether it is recorded at exactly that size; and the question it answers,
/// under which a pass keeps the measurement.
@Suite("What a measurement is offered")
struct MeasurementOfferTests {
    static let size = CGSize(width: 120, height: 80)

    @Test("An offer within a maximum offers its height as the most the node may take")
    func withinMaximum() {
        let offer = MeasurementOffer.within(Self.size)
        #expect(offer.maxSize == Self.size)
        #expect(offer.height == .maximum)
        #expect(!offer.isExactSize)
        #expect(offer.question == .withinMaximum)
    }

    @Test(
        "Each offer answers its own question, and the offer made to answer a question asks it",
        arguments: [
            (MeasurementOffer.within(size), PassQuestion.withinMaximum),
            (.atHeight(size, isDefinite: false), .atUsedHeight),
            (.atHeight(size, isDefinite: true), .atDefiniteHeight),
            (.exactly(size, heightIsDefinite: false), .exactlyAtUsedHeight),
            (.exactly(size, heightIsDefinite: true), .exactly),
        ])
    func questionRoundTrip(offer: MeasurementOffer, question: PassQuestion) {
        #expect(offer.question == question)
        let again = MeasurementOffer(maxSize: Self.size, answering: question)
        #expect(again.height == offer.height)
        #expect(again.isExactSize == offer.isExactSize)
        #expect(again.maxSize == Self.size)
    }

    @Test("An offer says whether the caller wants a size only, apart from how it offers the height")
    func sizeOnly() {
        let probe = MeasurementOffer.atHeight(Self.size, isDefinite: true, sizeOnly: true)
        #expect(probe.sizeOnly)
        #expect(probe.height == .definite)
        #expect(!probe.isExactSize)
        #expect(probe.question == .atDefiniteHeight)
        let exact = MeasurementOffer.exactly(Self.size, heightIsDefinite: false, sizeOnly: true)
        #expect(exact.sizeOnly && exact.isExactSize && exact.height == .used)
        #expect(!MeasurementOffer.within(Self.size).sizeOnly)
        #expect(!MeasurementOffer(maxSize: Self.size, answering: .exactly).sizeOnly)
    }

    @Test("A probe's offer is for the size only: within the maximum, or at a definite height")
    func probeOffer() {
        let within = MeasurementOffer.probe(within: Self.size, definiteHeight: false)
        #expect(within.sizeOnly && within.height == .maximum && !within.isExactSize)
        #expect(within.question == .withinMaximum)
        let definite = MeasurementOffer.probe(within: Self.size, definiteHeight: true)
        #expect(definite.sizeOnly && definite.height == .definite && !definite.isExactSize)
        #expect(definite.question == .atDefiniteHeight)
        #expect(definite.maxSize == Self.size)
    }

    @Test(
        "A question about content, not size, is answered by a measurement within the maximum",
        arguments: [PassQuestion.minimumContentWidth, .maxContentWidth, .maxContentWidthAtDefiniteHeight])
    func contentQuestions(question: PassQuestion) {
        let offer = MeasurementOffer(maxSize: Self.size, answering: question)
        #expect(offer.height == .maximum)
        #expect(!offer.isExactSize)
    }

    @Test("A node that does not read its offered height answers every offer's question as one within its maximum")
    func nodeThatIgnoresTheHeight() {
        let label = LabelLayout(text: "Hello")
        let flex = FlexLayout(children: [FlexItem(label)])
        let exact = MeasurementOffer.exactly(Self.size, heightIsDefinite: true)
        #expect(LayoutPass.question(to: label._layoutNode, on: exact) == .withinMaximum)
        #expect(LayoutPass.question(to: flex._layoutNode, on: exact) == .exactly)
    }
}
