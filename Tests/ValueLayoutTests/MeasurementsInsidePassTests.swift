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

    @Test("What a try measured serves the real measurement; a flex container it sized runs again, alone")
    func tryServesTheRealMeasurement() {
        // The first alternative is tried within 100 × ∞ and shown within 100 × 100: its size
        // layout offers the wrapped flex container 50 × 50 both times. The try sized the container
        // without placing its item, so the container runs again, in full; the wrapper around it and
        // the label inside it are not measured again.
        let log = MeasurementLog()
        let label = CountingLayout(LabelLayout(text: "seven"), name: "label", log: log)
        let flex = CountingLayout(FlexLayout(children: [FlexItem(label)]), name: "flex", log: log)
        let shown = SizeLayout(width: 50, height: 50, sublayout: flex)
        let arrangement = FirstFitLayout(alternatives: [shown, SizeLayout()])
            .arrangement(width: 100, height: 100, context: .fixedAdvance)
        #expect(
            log.entries.map(\.description) == [
                "flex within (50.0, 50.0)", "label within (inf, inf)", "label within (35.0, inf)",
                "label exactly at (35.0, 17.0)",
            ])
        let shownFrame = arrangement[0]
        #expect(shownFrame.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(shownFrame[0].frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(shownFrame[0][0].frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(shownFrame[0][0][0].frame == CGRect(x: 0, y: 0, width: 35, height: 17))
        #expect(shownFrame[0][0][0][0].frame == CGRect(x: 0, y: 0, width: 35, height: 17))
    }

    @Test("A layout's measurement is logged with how its size was offered")
    func offerIsLogged() {
        // The root is given a height (definite); the column item's layout is asked its width at its
        // height, then framed at its border box.
        let log = MeasurementLog()
        let tree = FlexLayout(
            direction: .column, children: [FlexItem(SizeLayout(width: 10, height: 10), height: .points(30))])
        _ = CountingLayout.instrument(tree, log: log).arrangement(width: 100, height: 50, context: .fixedAdvance)
        #expect(
            log.entries.map(\.description) == [
                "0 within (100.0, 50.0), its definite height", "0.0 within (100.0, 30.0)",
                "0.0 exactly at (100.0, 30.0)",
            ])
        #expect(log.entries.map(\.offeredHeight) == [.definite, .maximum, .definite])
        #expect(log.entries.map(\.exactly) == [false, false, true])
    }

    /// Measures its child at exactly 30 × 30 and takes that size.
    struct FramesExactly: CustomLayout {
        var child: any Layout
        var sublayouts: [any Layout] { [child] }
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(exactly: CGSize(width: 30, height: 30))
        }
    }

    /// Measures its child within 30 × 30 and takes the child's size.
    struct Within30: CustomLayout {
        var child: any Layout
        var sublayouts: [any Layout] { [child] }
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(within: CGSize(width: 30, height: 30))
        }
    }

    @Test(
        "A layout framed at exactly a size and then measured within it keeps its own size",
        arguments: [false, true])
    func exactThenWithinKeepsTheMeasuredSize(sharesTheLeaf: Bool) {
        // A size layout measures the same within 30 × 30 and at exactly 30 × 30, so the pass
        // asks it once for both; the exact measurement records it at 30 × 30, the other at its own
        // 10 × 10. With the leaf shared (one value, one node), the try of the first alternative
        // and the real measurement both ask it twice.
        let leaf = SizeLayout(width: 10, height: 10)
        let other = sharesTheLeaf ? leaf : SizeLayout(width: 10, height: 10)
        let overlay = OverlayLayout(primaryLayouts: [FramesExactly(child: leaf), Within30(child: other)])
        let arrangement = FirstFitLayout(alternatives: [overlay, SizeLayout()])
            .arrangement(width: 100, height: 100, context: .fixedAdvance)
        let shown = arrangement[0]
        #expect(shown[0][0].frame == CGRect(x: 35, y: 35, width: 30, height: 30))
        #expect(shown[1][0].frame == CGRect(x: 45, y: 45, width: 10, height: 10))
    }
}
