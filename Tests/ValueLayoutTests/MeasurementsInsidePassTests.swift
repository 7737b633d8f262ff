import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// Inside a pass, a child measured again within the same maximum is not measured again.
@Suite("Measurements kept inside a pass")
struct MeasurementsInsidePassTests {
    /// Measures its child within `first`, then within `second`, and takes the last size.
    struct MeasuresTwice: CustomLayout {
        var child: any Layout
        var first: CGSize
        var second: CGSize
        var sublayouts: [any Layout] { [child] }
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(within: first)
            return children[0].measure(within: second)
        }
    }

    @Test("Measuring a child again within the same maximum reuses its measurement")
    func sameMaximum() {
        let log = MeasurementLog()
        let label = CountingLayout(LabelLayout(text: "twice"), name: "label", log: log)
        let layout = SizeLayout(
            sublayout: MeasuresTwice(
                child: label, first: CGSize(width: 100, height: 50), second: CGSize(width: 100, height: 50)))
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(log.count(of: "label") == 1)
        #expect(
            arrangement.sublayouts[0].sublayouts[0].sublayouts[0].frame == CGRect(x: 0, y: 0, width: 35, height: 17))
    }

    @Test("Measuring a child within another maximum measures it again, and the latest is placed")
    func otherMaximum() {
        let log = MeasurementLog()
        let label = CountingLayout(LabelLayout(text: "twice over"), name: "label", log: log)
        let layout = SizeLayout(
            sublayout: MeasuresTwice(
                child: label, first: CGSize(width: 100, height: 50), second: CGSize(width: 40, height: 50)))
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(log.count(of: "label") == 2)
        #expect(
            arrangement.sublayouts[0].sublayouts[0].sublayouts[0].frame == CGRect(x: 0, y: 0, width: 35, height: 34))
    }
}
