import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `FirstFitLayout`: the first alternative whose size without a limit on the checked axes fits
/// the maximum, else the last, measured within the maximum and arranged as the only child.
@Suite("FirstFitLayout")
struct FirstFitLayoutTests {
    // MARK: Choosing

    @Test("The first alternative that fits is shown, measured within the maximum")
    func firstThatFits() {
        let layout = FirstFitLayout(alternatives: [box(80, 20, "wide"), box(40, 20, "narrow")])
        let measurement = layout.measurement(within: size(100, 60))
        #expect(measurement.size == size(80, 20))
        #expect(measurement.sublayouts.count == 1)
        #expect(measurement.sublayouts[0].maxSize == size(100, 60))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayouts.count == 1)
        #expect(arrangement[0].viewReuseId == "wide")
        #expect(arrangement.sublayoutFrames == [rect(10, 20, 80, 20)])
    }

    @Test("An alternative that does not fit is skipped for the next")
    func skipsWhatDoesNotFit() {
        let layout = FirstFitLayout(alternatives: [box(80, 20, "wide"), box(40, 20, "narrow")])
        let arrangement = layout.arrangement(width: 60, height: 60)
        #expect(arrangement.sublayouts.count == 1)
        #expect(arrangement[0].viewReuseId == "narrow")
        #expect(arrangement.sublayoutFrames == [rect(10, 20, 40, 20)])
    }

    @Test("When none fits, the last is shown, measured within the maximum")
    func lastWhenNoneFits() {
        let layout = FirstFitLayout(alternatives: [box(80, 20, "a"), box(70, 20, "b")])
        let measurement = layout.measurement(within: size(50, 60))
        #expect(measurement.size == size(50, 20))
        let arrangement = layout.arrangement(width: 50, height: 60)
        #expect(arrangement[0].viewReuseId == "b")
        #expect(arrangement.sublayoutFrames == [rect(0, 20, 50, 20)])
    }

    @Test("An alternative is tried without a limit: a label that would wrap does not fit")
    func triedWithoutLimit() {
        // "abcdefghij" is 70 points wide on one line: more than 50, although it would wrap to fit.
        let layout = FirstFitLayout(
            axes: .horizontal,
            alternatives: [LabelLayout(text: "abcdefghij", viewReuseId: "long"), LabelLayout(text: "abc")])
        let arrangement = layout.arrangement(width: 50, context: .fixedAdvance)
        #expect(arrangement.sublayouts.count == 1)
        #expect(arrangement[0].viewReuseId == nil)
        #expect(arrangement.frame == rect(0, 0, 50, 17))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 21, 17)])
    }

    @Test(
        "Only the checked axes must fit",
        arguments: [
            // The first alternative is 40 × 100 in 100 × 60: it fits across, not down.
            (FirstFitAxes.horizontal, "tall", size(40, 60)),
            (.vertical, "small", size(20, 20)),
            (.both, "small", size(20, 20)),
            ([], "tall", size(40, 60)),
        ] as [(FirstFitAxes, String, CGSize)])
    func checkedAxes(axes: FirstFitAxes, shown: String, measured: CGSize) {
        let layout = FirstFitLayout(axes: axes, alternatives: [box(40, 100, "tall"), box(20, 20, "small")])
        #expect(layout.measurement(within: size(100, 60)).size == measured)
        #expect(layout.arrangement(width: 100, height: 60)[0].viewReuseId == shown)
    }

    @Test("On an unchecked axis an alternative is tried within the maximum")
    func uncheckedAxisLimited() {
        let log = MeasurementLog()
        let layout = FirstFitLayout(
            axes: .vertical,
            alternatives: [
                CountingLayout(box(80, 100), name: "a", log: log), CountingLayout(box(20, 20), name: "b", log: log),
            ])
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.entries.map(\.description) == ["a within (100.0, inf)", "b within (100.0, 60.0)"])
    }

    @Test("Unlimited on every checked axis, the first is shown without being tried")
    func unlimitedShowsFirst() {
        let log = MeasurementLog()
        let layout = FirstFitLayout(
            alternatives: [
                CountingLayout(box(800, 20), name: "a", log: log), CountingLayout(box(20, 20), name: "b", log: log),
            ])
        let arrangement = layout.arrangement()
        #expect(arrangement.frame == rect(0, 0, 800, 20))
        #expect(log.entries.map(\.description) == ["a within (inf, inf)"])
    }

    @Test("Each alternative is tried at most once per pass and the shown one measured once")
    func measuredOncePerPass() {
        let log = MeasurementLog()
        let layout = FirstFitLayout(
            alternatives: [
                CountingLayout(box(80, 20), name: "a", log: log), CountingLayout(box(40, 20), name: "b", log: log),
                CountingLayout(box(10, 10), name: "c", log: log),
            ])
        _ = layout.arrangement(width: 60, height: 60)
        #expect(
            log.entries.map(\.description) == [
                "a within (inf, inf)", "b within (inf, inf)", "b within (60.0, 60.0)",
            ])
        #expect(log.repeatedMeasurements.isEmpty)
    }

    @Test("Inside a shown alternative that was tried, a layout given the same maximum by both is measured once")
    func triedThenShownMeasuresInsideOnce() {
        // The try (within 100 × ∞) and the real measurement (within 100 × 100) give the alternative
        // different maximums but its sublayout the same one, 10 × 10: the measurement the try made
        // serves the real one.
        let log = MeasurementLog()
        let layout = FirstFitLayout(
            alternatives: [
                SizeLayout(width: 10, height: 10, sublayout: CountingLayout(SizeLayout(), name: "inner", log: log)),
                SizeLayout(),
            ])
        _ = layout.arrangement(width: 100, height: 100)
        #expect(log.entries.map(\.description) == ["inner within (10.0, 10.0)"])
    }

    @Test("The last alternative is never tried: it is shown when nothing before it fits")
    func lastNeverTried() {
        let log = MeasurementLog()
        let layout = FirstFitLayout(
            alternatives: [
                CountingLayout(box(80, 20), name: "a", log: log), CountingLayout(box(70, 20), name: "b", log: log),
            ])
        _ = layout.arrangement(width: 50, height: 60)
        #expect(log.entries.map(\.description) == ["a within (inf, inf)", "b within (50.0, 60.0)"])
    }

    @Test("Tried alternatives leave nothing in the measurement or the arrangement")
    func triedLeaveNothing() {
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                FirstFitLayout(
                    viewReuseId: "fit",
                    alternatives: [
                        StackLayout(axis: .horizontal, sublayouts: [box(50, 10, "x"), box(50, 10, "y")]),
                        box(30, 10, "z"),
                    ]),
                box(10, 10, "after"),
            ])
        let arrangement = layout.arrangement(width: 60)
        #expect(
            arrangement.snapshotText == """
                StackLayout (0, 0, 60, 20)
                  FirstFitLayout (0, 0, 60, 10) "fit"
                    SizeLayout (15, 0, 30, 10) "z"
                  SizeLayout (25, 10, 10, 10) "after"

                """)
        #expect(arrangement.nodeCount == 4)
        #expect(layout.measurement(within: size(60, .infinity)).sublayouts[0].sublayouts.count == 1)
    }

    @Test("A first-fit layout inside another's alternative chooses within the room it is given")
    func nested() {
        let inner = FirstFitLayout(alternatives: [box(50, 10, "inner-wide"), box(20, 10, "inner-narrow")])
        let outer = FirstFitLayout(alternatives: [box(90, 10, "outer-wide"), inner])
        let arrangement = outer.arrangement(width: 40, height: 10)
        #expect(arrangement[0, 0].viewReuseId == "inner-narrow")
        #expect(arrangement.nodeCount == 3)
    }

    @Test("The shown alternative is named by its position among the alternatives")
    func pathOfShown() {
        let layout = FirstFitLayout(alternatives: [box(80, 20, "wide"), box(40, 20, "narrow")])
        let arrangement = layout.arrangement(width: 60, height: 60)
        #expect(arrangement[0].path.description == #"FirstFitLayout › SizeLayout[1] "narrow""#)
    }

    @Test("Dropping the alternatives it did not show is not reported")
    func noDiagnostics() {
        let layout = FirstFitLayout(alternatives: [box(80, 20, "wide"), box(40, 20, "narrow")])
        #expect(layout.arrangement(width: 60, height: 60).diagnostics == [])
    }

    @Test("A flex container may shrink it to where an earlier alternative stops fitting")
    func shrinksInFlexLayout() {
        // Its width without limit is the wide alternative's, 80; its minimum content width the
        // narrow one's, 30. Shrunk to the container's 50, it shows the narrow one.
        let fit = FirstFitLayout(axes: .horizontal, alternatives: [box(80, 10, "wide"), box(30, 10, "narrow")])
        let arrangement = FlexLayout(children: [FlexItem(fit)]).arrangement(width: 50, height: 10)
        #expect(arrangement[0].frame.width == 50)
        #expect(arrangement[0, 0].viewReuseId == "narrow")
    }

    @Test("No alternatives: 0 × 0 and no child")
    func noAlternatives() {
        let layout = FirstFitLayout(alternatives: [])
        #expect(layout.measurement(within: size(100, 60)).size == size(0, 0))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayouts.isEmpty)
        #expect(arrangement.scrollContentSize == nil)
    }

    // MARK: Arranging

    @Test("Another alignment places the measured size in the offered rectangle")
    func explicitAlignment() {
        let layout = FirstFitLayout(alignment: .bottomTrailing, alternatives: [box(40, 20)])
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 100, 60))
        #expect(arrangement.frame == rect(60, 40, 40, 20))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 20)])
    }

    // MARK: Right to left and pixels

    @Test("Right to left mirrors the left-to-right frames")
    func rightToLeftMirrors() {
        let layout = FirstFitLayout(
            alternatives: [box(80, 20), SizeLayout(width: 40, height: 20, alignment: .topLeading)])
        #expect(layout.arrangement(width: 60, height: 60).sublayoutFrames == [rect(0, 0, 40, 20)])
        #expect(
            layout.arrangement(width: 60, height: 60, context: rightToLeft).sublayoutFrames == [rect(20, 0, 40, 20)])
    }

    @Test("With a scale, every edge is snapped once, at the end")
    func snapped() {
        // Centred in 100.5 × 60, the 40.3-point box spans 30.1 to 70.4: snapped at scale 2,
        // 30 to 70.5.
        let layout = FirstFitLayout(alternatives: [box(140, 20), box(40.3, 20)])
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        let arrangement = layout.arrangement(width: 100.5, height: 60, context: context)
        #expect(arrangement.frame == rect(0, 0, 100.5, 60))
        #expect(arrangement.sublayoutFrames == [rect(30, 20, 40.5, 20)])
    }

    @Test("Right to left with a scale: mirrored first, then snapped")
    func snappedRightToLeft() {
        // The 40.3-point box at the trailing edge of 100.5 spans 60.2 to 100.5: snapped at scale 2,
        // 60 to 100.5.
        let layout = FirstFitLayout(
            alternatives: [box(140, 20), SizeLayout(width: 40.3, height: 20, alignment: .topLeading)])
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
        let arrangement = layout.arrangement(width: 100.5, height: 60, context: context)
        #expect(arrangement.frame == rect(0, 0, 100.5, 60))
        #expect(arrangement.sublayoutFrames == [rect(60, 0, 40.5, 20)])
    }

    // MARK: Bad input

    @Test("A bad maximum is cleaned as for every layout: the last alternative is measured within 0 × 0")
    func badMaximum() {
        let layout = FirstFitLayout(alternatives: [box(80, 20, "a"), box(40, 20, "b")])
        let arrangement = layout.arrangement(width: .nan, height: -1)
        #expect(arrangement.frame == rect(0, 0, 0, 0))
        #expect(arrangement[0].viewReuseId == "b")
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 0, 0)])
    }

    @Test("Option bits other than the named ones are ignored")
    func unknownOptionBits() {
        let odd = FirstFitLayout(axes: FirstFitAxes(rawValue: 0b1111_0001), alternatives: [box(1, 1)])
        let named = FirstFitLayout(axes: .horizontal, alternatives: [box(1, 1)])
        #expect(odd.axes == .horizontal)
        #expect(odd == named)
        #expect(odd.hashValue == named.hashValue)
    }

    // MARK: Defaults and properties

    @Test("The option set names its axes")
    func optionSet() {
        #expect(FirstFitAxes.both == [.horizontal, .vertical])
        #expect(FirstFitAxes.horizontal.rawValue == 1 && FirstFitAxes.vertical.rawValue == 2)
    }

    @Test("Defaults and properties are kept")
    func properties() {
        let view = ReferenceView.describe("fit")
        let layout = FirstFitLayout(
            axes: .vertical, alignment: .topLeading, flexibility: .low, viewReuseId: "fit", view: view,
            alternatives: [box(1, 1), box(2, 2)])
        #expect(layout.axes == .vertical)
        #expect(layout.alignment == .topLeading)
        #expect(layout.flexibility == .low)
        #expect(layout.alternatives.count == 2)
        #expect((layout.alternatives[1] as? SizeLayout) == box(2, 2))
        #expect(layout.viewReuseId == "fit")
        #expect(layout.view == view)
        let plain = FirstFitLayout(alternatives: [box(1, 1)])
        #expect(plain.axes == .both && plain.alignment == .fill && plain.flexibility == .flexible)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = FirstFitLayout(alternatives: [box(1, 1), box(2, 2)])
        let same = FirstFitLayout(
            axes: .both, alignment: .fill, flexibility: .flexible, viewReuseId: nil, view: nil,
            alternatives: [box(1, 1), box(2, 2)])
        #expect(layout == same)
        #expect(layout.hashValue == same.hashValue)
        #expect(layout != FirstFitLayout(axes: .horizontal, alternatives: [box(1, 1), box(2, 2)]))
        #expect(layout != FirstFitLayout(alignment: .center, alternatives: [box(1, 1), box(2, 2)]))
        #expect(layout != FirstFitLayout(flexibility: .high, alternatives: [box(1, 1), box(2, 2)]))
        #expect(layout != FirstFitLayout(viewReuseId: "id", alternatives: [box(1, 1), box(2, 2)]))
        #expect(layout != FirstFitLayout(alternatives: [box(2, 2), box(1, 1)]))
        #expect(layout != FirstFitLayout(alternatives: [box(1, 1)]))
    }
}
