import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `LayoutScenario`'s text measurer: the fixed-advance one by default, or any measurer given, which
/// every pass of the scenario and every invariant check then measures with.
@Suite("Layout scenario")
struct LayoutScenarioTests {
    /// One label of three characters.
    static func label() -> any Layout { LabelLayout(text: "abc") }

    @Test("By default a scenario measures with a fixed-advance measurer of its advance and line height")
    func defaultMeasurer() {
        let scenario = LayoutScenario(makeLayout: Self.label)
        #expect(scenario.textMeasurer.isEquivalent(to: FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)))
        #expect(scenario.arrangement().frame == CGRect(x: 0, y: 0, width: 21, height: 17))

        let wide = LayoutScenario(advance: 10, lineHeight: 20, makeLayout: Self.label)
        #expect(wide.textMeasurer.isEquivalent(to: FixedAdvanceTextMeasurer(advance: 10, lineHeight: 20)))
        #expect(wide.arrangement().frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test("A scenario given a measurer lays out with it, and its advance and line height are unused")
    func givenMeasurer() {
        let measurer = CountingTextMeasurer(FixedAdvanceTextMeasurer(advance: 10, lineHeight: 20))
        let scenario = LayoutScenario(width: 100, textMeasurer: measurer, makeLayout: Self.label)
        #expect(scenario.advance == 7)
        #expect(scenario.lineHeight == 17)
        #expect(scenario.textMeasurer.isEquivalent(to: measurer))
        #expect(scenario.context.textMeasurer.isEquivalent(to: measurer))
        let arrangement = scenario.arrangement()
        #expect(measurer.sizeCalls.map(\.text) == ["abc"])
        #expect(arrangement.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test("Setting the text measurer replaces the fixed-advance one")
    func settingTheMeasurer() {
        var scenario = LayoutScenario(makeLayout: Self.label)
        scenario.textMeasurer = FixedAdvanceTextMeasurer(advance: 5, lineHeight: 12)
        #expect(scenario.arrangement().frame == CGRect(x: 0, y: 0, width: 15, height: 12))
        scenario.advance = 100
        #expect(scenario.arrangement().frame == CGRect(x: 0, y: 0, width: 15, height: 12))
    }

    /// Every invariant whose check lays the tree out (all but the equality of rebuilt values).
    static let layingOut = LayoutInvariant.allCases.filter { $0 != .equalWhenRebuilt }

    @Test(
        "Every invariant check that lays the tree out measures text with the scenario's measurer", arguments: layingOut)
    func invariantsUseTheMeasurer(invariant: LayoutInvariant) {
        let measurer = CountingTextMeasurer(FixedAdvanceTextMeasurer(advance: 10, lineHeight: 20))
        let scenario = LayoutScenario(width: 100, scale: 2, textMeasurer: measurer) {
            StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "abc"), LabelLayout(text: "de")])
        }
        #expect(LayoutInvariants.violations(of: invariant, in: scenario) == [])
        #expect(measurer.sizeCallCount > 0)
        #expect(Set(measurer.sizeCalls.map(\.text)) == ["abc", "de"])
    }

    @Test("The description of a scenario with a given measurer names the measurer's type")
    func description() {
        let scenario = LayoutScenario(
            width: 100, textMeasurer: CountingTextMeasurer(), layoutSource: #"let layout = LabelLayout(text: "abc")"#,
            makeLayout: Self.label)
        #expect(
            scenario.description == """
                let textMeasurer = /* the scenario's CountingTextMeasurer */
                let layout = LabelLayout(text: "abc")
                let arrangement = layout.arrangement(width: 100, context: LayoutContext(textMeasurer: textMeasurer))
                """)
    }
}

/// The examples in the API documentation of the testing types, as written there.
@Suite("Testing API examples")
struct TestingAPIExampleTests {
    @Test("LayoutScenario's example: a card of two labels breaks no invariant")
    func layoutScenarioExample() {
        let scenario = LayoutScenario(width: 320) {
            StackLayout(
                axis: .vertical, spacing: 4,
                sublayouts: [
                    LabelLayout(text: "Title"),
                    LabelLayout(text: "A longer body text that wraps onto a second line"),
                ])
        }
        #expect(LayoutInvariants.violations(in: scenario).isEmpty)
    }

    @Test("MeasurementLog's example: each node of a card is measured once")
    func measurementLogExample() {
        let card = StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [
                LabelLayout(text: "Title"),
                InsetLayout(inset: 8, sublayout: LabelLayout(text: "A body text long enough to wrap")),
            ])
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(card, log: log)
        _ = layout.arrangement(width: 200, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
        #expect(log.repeatedMeasurements.isEmpty)
        #expect(log.entries.count == 4)
    }

    @Test("CountingTextMeasurer's example: a card of two labels measures text twice")
    func countingTextMeasurerExample() {
        let card = StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [LabelLayout(text: "Title"), LabelLayout(text: "A body text long enough to wrap")])
        let measurer = CountingTextMeasurer()
        _ = card.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCallCount == 2)
    }
}
