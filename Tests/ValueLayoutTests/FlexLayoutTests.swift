import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

// Every expected frame below is worked out by hand from css-flexbox-1 §9 (the step is named
// beside each case) with the fixed-advance measurer: 7 points a character, 17-point lines, the
// first baseline 0.8 of a line down. An item without a layout is an empty box, as an empty `div`
// is in a browser; its automatic minimum size is 0, so it shrinks freely.

/// An empty item `width` × `height` points.
private func fixed(_ width: CGFloat, _ height: CGFloat) -> FlexItem {
    FlexItem(width: .points(width), height: .points(height))
}

/// The frames of `layout`'s items, laid out `width` × `height` points (`nil`: unlimited).
private func itemFrames(
    _ layout: FlexLayout, width: CGFloat? = nil, height: CGFloat? = nil, context: LayoutContext = .fixedAdvance
) -> [CGRect] {
    layout.arrangement(width: width, height: height, context: context).sublayoutFrames
}

/// Whether the two lists of frames are equal up to floating-point noise: for the cases whose
/// numbers (tenths, from baselines at 0.8 of a line) have no exact binary form.
private func nearlyEqual(_ actual: [CGRect], _ expected: [CGRect]) -> Bool {
    actual.count == expected.count
        && zip(actual, expected).allSatisfy { actual, expected in
            [
                actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width,
                actual.height - expected.height,
            ].allSatisfy { abs($0) < 1e-9 }
        }
}

/// The names of the properties `arrangement`'s diagnostics report as cleaned bad input.
private func cleanedProperties(_ arrangement: LayoutArrangement) -> [String] {
    cleanedProperties(arrangement.diagnostics)
}

/// The names of the properties `diagnostics` report as cleaned bad input.
private func cleanedProperties(_ diagnostics: [LayoutDiagnostic]) -> [String] {
    diagnostics.compactMap {
        if case .badInputCleaned(let property, _, _) = $0.kind { property } else { nil }
    }
}

/// A custom layout of a fixed size (clamped to the maximum) with no rule for its minimum content
/// width: the engine's default, its width measured without limit.
private struct FixedContent: CustomLayout, Equatable {
    var width: CGFloat
    var height: CGFloat

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        CGSize(width: min(width, maxSize.width), height: min(height, maxSize.height))
    }
}

/// A custom layout of a fixed size (clamped to the maximum) that says how narrow it can be.
private struct ShrinkableContent: CustomLayout, Equatable {
    var width: CGFloat
    var height: CGFloat
    var minimumWidth: CGFloat

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        CGSize(width: min(width, maxSize.width), height: min(height, maxSize.height))
    }

    func minimumContentWidth(children: LayoutChildren) -> CGFloat? { minimumWidth }
}

/// A case of a parameterized test: a value of the property under test and the frames it gives.
struct FlexCase<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let value: Value
    let frames: [CGRect]
    var testDescription: String { "\(value)" }

    init(_ value: Value, _ frames: [CGRect]) {
        self.value = value
        self.frames = frames
    }
}

@Suite("FlexLayout")
struct FlexLayoutTests {
    // MARK: The container's own size

    @Test("A finite width is the container's width, whatever its items need")
    func finiteWidthIsTheWidth() {
        let layout = FlexLayout(children: [fixed(20, 10)])
        #expect(layout.measurement(within: size(100, .infinity), context: .fixedAdvance).size == size(100, 10))
        #expect(layout.arrangement(width: 100, context: .fixedAdvance).frame == rect(0, 0, 100, 10))
    }

    @Test("Each item is placed at the frame its container's real run measured it in, not a probe's")
    func itemsPlacedWhereTheRealRunMeasuredThem() {
        // The row is probed for its height at its width, then measured for real at its frame.
        let row = FlexLayout(justifyContent: .spaceBetween, children: [fixed(7, 8), fixed(9, 8)])
        let layout = FlexLayout(
            direction: .column, padding: EdgeInsets(top: 3, leading: 4, bottom: 0, trailing: 0),
            children: [fixed(10, 20), FlexItem(row)])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 100, 31))
        #expect(arrangement.sublayouts.map(\.frame) == [rect(4, 3, 10, 20), rect(4, 23, 96, 8)])
        #expect(arrangement.sublayouts[1].sublayouts.map(\.frame) == [rect(0, 0, 7, 8), rect(87, 0, 9, 8)])
    }

    @Test("A run after a probe at the same width but a definite height resolves percentage heights against it")
    func realRunAfterProbeResolvesPercentHeights() {
        // The row is probed for its height at the column's width (its item's 50 % of an indefinite
        // height behaves as auto: 10), then grown to the column's definite 100 points: its run
        // there resolves the item's height again, to 50, and does not start from the probe's items.
        let row = FlexLayout(children: [FlexItem(SizeLayout(width: 10, height: 10), height: .percent(50))])
        let column = FlexLayout(direction: .column, children: [FlexItem(row, grow: 1)])
        let arrangement = column.arrangement(width: 100, height: 100, context: .fixedAdvance)
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 0, 100, 100)])
        #expect(arrangement.sublayouts[0].sublayouts.map(\.frame) == [rect(0, 0, 10, 50)])
    }

    @Test("A run after a probe at the same width starts from the probe's items when none reads the height")
    func realRunAfterProbeWithoutPercentHeights() {
        // As above, with the item's height in points: the probe's resolved items serve the run at
        // the definite height, which stretches nothing and gives the item its own height.
        let row = FlexLayout(children: [FlexItem(SizeLayout(width: 10, height: 10), height: .points(30))])
        let column = FlexLayout(direction: .column, children: [FlexItem(row, grow: 1)])
        let arrangement = column.arrangement(width: 100, height: 100, context: .fixedAdvance)
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 0, 100, 100)])
        #expect(arrangement.sublayouts[0].sublayouts.map(\.frame) == [rect(0, 0, 10, 30)])
    }

    @Test("An unlimited width fits the content: a row's items side by side with their gaps and the padding")
    func unlimitedWidthFitsARow() {
        let layout = FlexLayout(
            columnGap: 5, padding: EdgeInsets(2), children: [fixed(20, 10), fixed(30, 15)])
        #expect(layout.measurement(within: size(.infinity, .infinity), context: .fixedAdvance).size == size(59, 19))
        #expect(itemFrames(layout) == [rect(2, 2, 20, 10), rect(27, 2, 30, 15)])
    }

    @Test("An unlimited width fits the content: a column's widest item")
    func unlimitedWidthFitsAColumn() {
        let layout = FlexLayout(direction: .column, rowGap: 5, children: [fixed(20, 10), fixed(30, 15)])
        #expect(layout.measurement(within: size(.infinity, .infinity), context: .fixedAdvance).size == size(30, 30))
        #expect(itemFrames(layout) == [rect(0, 0, 20, 10), rect(0, 15, 30, 15)])
    }

    @Test("A root measured within a finite height is that high, as in one arrangement call")
    func measuredRootHeightIsItsHeight() {
        let layout = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixed(20, 10)])
        let measurement = layout.measurement(within: size(100, 50), context: .fixedAdvance)
        #expect(measurement.size == size(100, 50))
        #expect(measurement.arrangement(within: rect(0, 0, 100, 50)).sublayoutFrames == [rect(0, 40, 20, 10)])
    }

    @Test("Inside another built-in layout, a height is a maximum: the container takes the height its lines need")
    func heightIsAMaximum() {
        let layout = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixed(20, 10)])
        let inset = InsetLayout(inset: 5, sublayout: layout)
        let arrangement = inset.arrangement(width: 110, height: 60, context: .fixedAdvance)
        #expect(inset.measurement(within: size(110, 60), context: .fixedAdvance).sublayoutSizes == [size(100, 10)])
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 20, 10)])
    }

    @Test("A column longer than its maximum height is that high, and its items shrink to fit (as max-height)")
    func heightMaximumShrinksAColumn() {
        let layout = FlexLayout(direction: .column, children: [fixed(20, 40), fixed(20, 40)])
        let stack = StackLayout(axis: .vertical, sublayouts: [layout])
        #expect(stack.measurement(within: size(100, 50), context: .fixedAdvance).sublayoutSizes == [size(100, 50)])
        #expect(
            stack.arrangement(width: 100, height: 50, context: .fixedAdvance)[0].sublayoutFrames == [
                rect(0, 0, 20, 25), rect(0, 25, 20, 25),
            ])
    }

    @Test("The root of arrangement(width:height:) given a height is exactly that high (a definite height)")
    func rootHeightIsDefinite() {
        let layout = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixed(20, 10)])
        let arrangement = layout.arrangement(width: 100, height: 50, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 100, 50))
        #expect(arrangement.sublayoutFrames == [rect(0, 40, 20, 10)])
    }

    @Test("A flex container that is an item is measured at its border box: its stretched height is its height")
    func nestedContainerGetsItsItemHeight() {
        // §9.4.11: the item is stretched to the 50-point line; its own column then ends at 50.
        let inner = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixed(20, 10)])
        let arrangement = FlexLayout(children: [FlexItem(inner)]).arrangement(
            width: 100, height: 50, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 50)])
        #expect(arrangement[0].sublayoutFrames == [rect(0, 40, 20, 10)])
    }

    @Test(
        "A flex container inside a stack is measured within a maximum; stretched by the stack, its items keep the frames they were measured with"
    )
    func containerInAStack() {
        let inner = FlexLayout(direction: .column, justifyContent: .flexEnd, children: [fixed(20, 10)])
        let stack = StackLayout(axis: .vertical, sublayouts: [inner])
        #expect(stack.measurement(within: size(100, 50), context: .fixedAdvance).sublayoutSizes == [size(100, 10)])
        let arrangement = stack.arrangement(width: 100, height: 50, context: .fixedAdvance)
        #expect(arrangement[0].frame == rect(0, 0, 100, 50))
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 20, 10)])
    }

    @Test("An empty container is as large as its padding")
    func emptyContainer() {
        let layout = FlexLayout(padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(layout.measurement(within: size(.infinity, .infinity), context: .fixedAdvance).size == size(6, 4))
        #expect(layout.arrangement(width: 50, context: .fixedAdvance).frame == rect(0, 0, 50, 4))
    }

    @Test(
        "An empty container measures as one whose only item is absolutely positioned (no in-flow item)",
        arguments: [FlexDirection.row, .rowReverse, .column, .columnReverse], [FlexWrap.noWrap, .wrap])
    func emptyContainerMeasuresAsOneWithoutInFlowItems(direction: FlexDirection, wrap: FlexWrap) {
        let padding = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let empty = FlexLayout(direction: direction, wrap: wrap, padding: padding)
        let outOfFlow = FlexLayout(
            direction: direction, wrap: wrap, padding: padding, children: [FlexItem(position: .absolute)])
        for within in [size(.infinity, .infinity), size(50, .infinity), size(.infinity, 40), size(50, 40), size(3, 2)] {
            #expect(
                empty.measurement(within: within, context: .fixedAdvance).size
                    == outOfFlow.measurement(within: within, context: .fixedAdvance).size, "within \(within)")
            // As an item: measured at its border box, and, in a column, within a height that is a
            // maximum.
            for parent in [FlexDirection.row, .column] {
                let sizes = [empty, outOfFlow].map { container in
                    FlexLayout(direction: parent, children: [FlexItem(container)])
                        .arrangement(width: within.width.isFinite ? within.width : nil, context: .fixedAdvance)[0].frame
                }
                #expect(sizes[0] == sizes[1], "in a \(parent) within \(within)")
            }
        }
        #expect(empty.measurement(within: size(50, 40), context: .fixedAdvance).size == size(50, 40))
    }

    // MARK: flex-direction

    static let directions: [FlexCase<FlexDirection>] = [
        FlexCase(.row, [rect(0, 0, 20, 10), rect(20, 0, 30, 10)]),
        FlexCase(.rowReverse, [rect(80, 0, 20, 10), rect(50, 0, 30, 10)]),
        FlexCase(.column, [rect(0, 0, 20, 10), rect(0, 10, 30, 10)]),
        FlexCase(.columnReverse, [rect(0, 40, 20, 10), rect(0, 30, 30, 10)]),
    ]

    @Test("Each direction lays the items out from its main-start edge", arguments: directions)
    func direction(_ test: FlexCase<FlexDirection>) {
        let layout = FlexLayout(direction: test.value, children: [fixed(20, 10), fixed(30, 10)])
        #expect(itemFrames(layout, width: 100, height: 50) == test.frames)
    }

    // MARK: flex-wrap

    static let wraps: [FlexCase<FlexWrap>] = [
        // One line of 120 points in 90: each item shrinks by 10 (§9.7, shrink factors scaled by
        // the bases, all 40).
        FlexCase(.noWrap, [rect(0, 0, 30, 10), rect(30, 0, 30, 20), rect(60, 0, 30, 10)]),
        // Lines of 80 and 40 points, 20 and 10 high (§9.3.5, §9.4.8).
        FlexCase(.wrap, [rect(0, 0, 40, 10), rect(40, 0, 40, 20), rect(0, 20, 40, 10)]),
        // The same lines from the bottom, each item at its line's cross-start edge (its bottom).
        FlexCase(.wrapReverse, [rect(0, 20, 40, 10), rect(40, 10, 40, 20), rect(0, 0, 40, 10)]),
    ]

    @Test("Wrapping breaks the items into lines, stacked from the cross-start edge", arguments: wraps)
    func wrap(_ test: FlexCase<FlexWrap>) {
        let layout = FlexLayout(wrap: test.value, children: [fixed(40, 10), fixed(40, 20), fixed(40, 10)])
        let arrangement = layout.arrangement(width: 90, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == test.frames)
        #expect(arrangement.frame.height == test.frames.map(\.maxY).max())
    }

    @Test("An item longer than the line is a line of its own")
    func wrapOverlongItem() {
        let layout = FlexLayout(
            wrap: .wrap,
            children: [fixed(10, 10), FlexItem(shrink: 0, width: .points(150), height: .points(5)), fixed(10, 10)])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 10, 10), rect(0, 10, 150, 5), rect(0, 15, 10, 10)])
    }

    // MARK: justify-content

    static let justifications: [FlexCase<JustifyContent>] = [
        FlexCase(.flexStart, [rect(0, 0, 20, 10), rect(20, 0, 20, 10)]),
        FlexCase(.flexEnd, [rect(60, 0, 20, 10), rect(80, 0, 20, 10)]),
        FlexCase(.center, [rect(30, 0, 20, 10), rect(50, 0, 20, 10)]),
        FlexCase(.spaceBetween, [rect(0, 0, 20, 10), rect(80, 0, 20, 10)]),
        FlexCase(.spaceAround, [rect(15, 0, 20, 10), rect(65, 0, 20, 10)]),
        FlexCase(.spaceEvenly, [rect(20, 0, 20, 10), rect(60, 0, 20, 10)]),
    ]

    @Test("justifyContent distributes a line's free space (§9.5.12)", arguments: justifications)
    func justifyContent(_ test: FlexCase<JustifyContent>) {
        let layout = FlexLayout(justifyContent: test.value, children: [fixed(20, 10), fixed(20, 10)])
        #expect(itemFrames(layout, width: 100) == test.frames)
    }

    static let overflowingJustifications: [FlexCase<JustifyContent>] = [
        FlexCase(.flexStart, [rect(0, 0, 60, 10), rect(60, 0, 60, 10)]),
        FlexCase(.flexEnd, [rect(-20, 0, 60, 10), rect(40, 0, 60, 10)]),
        FlexCase(.center, [rect(-10, 0, 60, 10), rect(50, 0, 60, 10)]),
        // css-align-3 fallbacks: space-between → flex-start; space-around and space-evenly →
        // safe center, which overflowing is start.
        FlexCase(.spaceBetween, [rect(0, 0, 60, 10), rect(60, 0, 60, 10)]),
        FlexCase(.spaceAround, [rect(0, 0, 60, 10), rect(60, 0, 60, 10)]),
        FlexCase(.spaceEvenly, [rect(0, 0, 60, 10), rect(60, 0, 60, 10)]),
    ]

    @Test("Overflowing, distributed justifications fall back (css-align-3)", arguments: overflowingJustifications)
    func justifyContentOverflowing(_ test: FlexCase<JustifyContent>) {
        let item = FlexItem(shrink: 0, width: .points(60), height: .points(10))
        let layout = FlexLayout(justifyContent: test.value, children: [item, item])
        #expect(itemFrames(layout, width: 100) == test.frames)
    }

    static let overflowingReversedJustifications: [FlexCase<JustifyContent>] = [
        // The first item at the right edge, the second overflowing the left one.
        FlexCase(.flexStart, [rect(40, 0, 60, 10), rect(-20, 0, 60, 10)]),
        FlexCase(.flexEnd, [rect(60, 0, 60, 10), rect(0, 0, 60, 10)]),
        FlexCase(.center, [rect(50, 0, 60, 10), rect(-10, 0, 60, 10)]),
        // space-between falls back to flex-start (the right edge); space-around and space-evenly
        // to the physical start, the left edge.
        FlexCase(.spaceBetween, [rect(40, 0, 60, 10), rect(-20, 0, 60, 10)]),
        FlexCase(.spaceAround, [rect(60, 0, 60, 10), rect(0, 0, 60, 10)]),
        FlexCase(.spaceEvenly, [rect(60, 0, 60, 10), rect(0, 0, 60, 10)]),
    ]

    @Test(
        "Overflowing a reversed row, space-around and space-evenly start at the physical start",
        arguments: overflowingReversedJustifications)
    func justifyContentOverflowingReversed(_ test: FlexCase<JustifyContent>) {
        let item = FlexItem(shrink: 0, width: .points(60), height: .points(10))
        let layout = FlexLayout(direction: .rowReverse, justifyContent: test.value, children: [item, item])
        #expect(itemFrames(layout, width: 100) == test.frames)
    }

    static let singleItemJustifications: [FlexCase<JustifyContent>] = [
        FlexCase(.spaceBetween, [rect(0, 0, 20, 10)]),
        FlexCase(.spaceAround, [rect(40, 0, 20, 10)]),
        FlexCase(.spaceEvenly, [rect(40, 0, 20, 10)]),
    ]

    @Test(
        "A single item: space-between packs it at the start, space-around and space-evenly centre it",
        arguments: singleItemJustifications)
    func justifyContentSingleItem(_ test: FlexCase<JustifyContent>) {
        #expect(
            itemFrames(FlexLayout(justifyContent: test.value, children: [fixed(20, 10)]), width: 100) == test.frames)
    }

    @Test("justifyContent distributes a column's free height when its height is definite")
    func justifyContentColumn() {
        let layout = FlexLayout(
            direction: .column, justifyContent: .spaceBetween, children: [fixed(20, 10), fixed(20, 10)])
        #expect(itemFrames(layout, width: 100, height: 50) == [rect(0, 0, 20, 10), rect(0, 40, 20, 10)])
    }

    // MARK: align-items

    static let itemAlignments: [FlexCase<AlignItems>] = [
        FlexCase(.flexStart, [rect(0, 0, 20, 10), rect(20, 0, 20, 0)]),
        FlexCase(.flexEnd, [rect(0, 40, 20, 10), rect(20, 50, 20, 0)]),
        FlexCase(.center, [rect(0, 20, 20, 10), rect(20, 25, 20, 0)]),
        // Only the item whose height is auto is stretched (§9.4.11).
        FlexCase(.stretch, [rect(0, 0, 20, 10), rect(20, 0, 20, 50)]),
    ]

    @Test("alignItems places each item across its line (§9.6.14)", arguments: itemAlignments)
    func alignItems(_ test: FlexCase<AlignItems>) {
        let layout = FlexLayout(alignItems: test.value, children: [fixed(20, 10), FlexItem(width: .points(20))])
        #expect(itemFrames(layout, width: 100, height: 50) == test.frames)
    }

    @Test("A stretched item stops at its maximum height and sits at the line's start")
    func stretchClampedByMaxHeight() {
        let layout = FlexLayout(children: [FlexItem(width: .points(20), maxHeight: .points(30))])
        #expect(itemFrames(layout, width: 100, height: 50) == [rect(0, 0, 20, 30)])
    }

    @Test("A column stretches its items' widths between their margins")
    func stretchInAColumn() {
        let layout = FlexLayout(
            direction: .column,
            children: [FlexItem(margin: FlexEdges(leading: .points(10), trailing: .points(5)), height: .points(10))])
        #expect(itemFrames(layout, width: 100) == [rect(10, 0, 85, 10)])
    }

    @Test("A line without a definite cross size is as tall as its tallest item, and stretches the others")
    func stretchToTheTallestItem() {
        let layout = FlexLayout(children: [fixed(20, 30), FlexItem(width: .points(20))])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 20, 30), rect(20, 0, 20, 30)])
    }

    @Test("First baselines of labels align; the line is as tall as the largest ascent and descent (§9.4.8)")
    func firstBaselinesOfLabels() {
        // Baselines at 8 (a 10-point line) and 16 (a 20-point line): the first label moves down 8.
        let layout = FlexLayout(
            alignItems: .firstBaseline,
            children: [
                FlexItem(LabelLayout(text: "a", lineHeight: 10)), FlexItem(LabelLayout(text: "b", lineHeight: 20)),
            ])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 8, 7, 10), rect(7, 0, 7, 20)])
        #expect(arrangement.frame == rect(0, 0, 100, 20))
    }

    @Test("An item that shows no text has its baseline at its bottom edge (synthesized)")
    func synthesizedBaseline() {
        // The label's baseline is 13.6 down; the box's, 30: the label moves down 16.4, and the
        // line is 30 + (17 − 13.6) = 33.4 tall.
        let layout = FlexLayout(
            alignItems: .firstBaseline, children: [FlexItem(LabelLayout(text: "ab")), fixed(20, 30)])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(nearlyEqual(arrangement.sublayoutFrames, [rect(0, 16.4, 14, 17), rect(14, 0, 20, 30)]))
        #expect(nearlyEqual([arrangement.frame], [rect(0, 0, 100, 33.4)]))
    }

    @Test("Last baselines align, the group at the line's cross-end edge")
    func lastBaselines() {
        // Two lines: the last baseline at 13.6 + 17 = 30.6; the box's at its bottom, 20.
        let layout = FlexLayout(
            alignItems: .lastBaseline, children: [FlexItem(LabelLayout(text: "a\nb")), fixed(20, 20)])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(nearlyEqual(arrangement.sublayoutFrames, [rect(0, 0, 7, 34), rect(7, 10.6, 20, 20)]))
        #expect(arrangement.frame == rect(0, 0, 100, 34))
    }

    @Test("Baseline alignment in a column: first baseline is flex-start, last baseline flex-end")
    func baselinesInAColumn() {
        let first = FlexLayout(direction: .column, alignItems: .firstBaseline, children: [fixed(20, 10)])
        #expect(itemFrames(first, width: 100) == [rect(0, 0, 20, 10)])
        let last = FlexLayout(direction: .column, alignItems: .lastBaseline, children: [fixed(20, 10)])
        #expect(itemFrames(last, width: 100) == [rect(80, 0, 20, 10)])
    }

    @Test("In a wrap-reverse row, baseline-aligned items still share a baseline")
    func baselinesInWrapReverse() {
        // Whichever edge of the line the group is flush with (Chromium measures the offsets from
        // the line's top), the baselines, 8 and 16 below the items' tops, must meet.
        let layout = FlexLayout(
            wrap: .wrapReverse, alignItems: .firstBaseline,
            children: [
                FlexItem(LabelLayout(text: "a", lineHeight: 10)), FlexItem(LabelLayout(text: "b", lineHeight: 20)),
            ])
        let frames = itemFrames(layout, width: 100)
        #expect(frames.map(\.height) == [10, 20])
        #expect(frames[0].minY + 8 == frames[1].minY + 16)
    }

    @Test("Baseline-aligned items are not stretched")
    func baselineItemsAreNotStretched() {
        let layout = FlexLayout(alignItems: .firstBaseline, children: [fixed(20, 30), FlexItem(width: .points(20))])
        // The auto-height box is 0 high with its baseline (its bottom) on the tall box's, 30.
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 20, 30), rect(20, 30, 20, 0)])
    }

    // MARK: align-content

    static let contentAlignments: [FlexCase<AlignContent>] = [
        // Three lines, 10, 20 and 10 high, in 100 points: 60 free.
        FlexCase(.flexStart, [rect(0, 0, 40, 10), rect(0, 10, 40, 20), rect(0, 30, 40, 10)]),
        FlexCase(.flexEnd, [rect(0, 60, 40, 10), rect(0, 70, 40, 20), rect(0, 90, 40, 10)]),
        FlexCase(.center, [rect(0, 30, 40, 10), rect(0, 40, 40, 20), rect(0, 60, 40, 10)]),
        // Each line 20 taller (§9.4.9): 30, 40, 30; the items keep their heights at the lines' tops.
        FlexCase(.stretch, [rect(0, 0, 40, 10), rect(0, 30, 40, 20), rect(0, 70, 40, 10)]),
        FlexCase(.spaceBetween, [rect(0, 0, 40, 10), rect(0, 40, 40, 20), rect(0, 90, 40, 10)]),
        FlexCase(.spaceAround, [rect(0, 10, 40, 10), rect(0, 40, 40, 20), rect(0, 80, 40, 10)]),
        FlexCase(.spaceEvenly, [rect(0, 15, 40, 10), rect(0, 40, 40, 20), rect(0, 75, 40, 10)]),
    ]

    @Test("alignContent distributes the lines across a definite cross size (§9.6.17)", arguments: contentAlignments)
    func alignContent(_ test: FlexCase<AlignContent>) {
        let layout = FlexLayout(
            wrap: .wrap, alignContent: test.value, children: [fixed(40, 10), fixed(40, 20), fixed(40, 10)])
        #expect(itemFrames(layout, width: 60, height: 100) == test.frames)
    }

    static let overflowingContentAlignments: [FlexCase<AlignContent>] = [
        // 40 points of lines in 20.
        FlexCase(.flexEnd, [rect(0, -20, 40, 10), rect(0, -10, 40, 20), rect(0, 10, 40, 10)]),
        FlexCase(.center, [rect(0, -10, 40, 10), rect(0, 0, 40, 20), rect(0, 20, 40, 10)]),
        FlexCase(.stretch, [rect(0, 0, 40, 10), rect(0, 10, 40, 20), rect(0, 30, 40, 10)]),
        FlexCase(.spaceBetween, [rect(0, 0, 40, 10), rect(0, 10, 40, 20), rect(0, 30, 40, 10)]),
        FlexCase(.spaceAround, [rect(0, 0, 40, 10), rect(0, 10, 40, 20), rect(0, 30, 40, 10)]),
        FlexCase(.spaceEvenly, [rect(0, 0, 40, 10), rect(0, 10, 40, 20), rect(0, 30, 40, 10)]),
    ]

    @Test("Overflowing lines: distributed alignments fall back to the start", arguments: overflowingContentAlignments)
    func alignContentOverflowing(_ test: FlexCase<AlignContent>) {
        let layout = FlexLayout(
            wrap: .wrap, alignContent: test.value, children: [fixed(40, 10), fixed(40, 20), fixed(40, 10)])
        #expect(itemFrames(layout, width: 60, height: 20) == test.frames)
    }

    static let overflowingReversedContentAlignments: [FlexCase<AlignContent>] = [
        // flex-start is the bottom; the first line's bottom at 20.
        FlexCase(.flexStart, [rect(0, 10, 40, 10), rect(0, -10, 40, 20), rect(0, -20, 40, 10)]),
        FlexCase(.spaceBetween, [rect(0, 10, 40, 10), rect(0, -10, 40, 20), rect(0, -20, 40, 10)]),
        // The physical start: the last line's top at 0.
        FlexCase(.spaceAround, [rect(0, 30, 40, 10), rect(0, 10, 40, 20), rect(0, 0, 40, 10)]),
        FlexCase(.spaceEvenly, [rect(0, 30, 40, 10), rect(0, 10, 40, 20), rect(0, 0, 40, 10)]),
    ]

    @Test(
        "Overflowing wrap-reverse lines: space-around and space-evenly start at the physical top",
        arguments: overflowingReversedContentAlignments)
    func alignContentOverflowingReversed(_ test: FlexCase<AlignContent>) {
        let layout = FlexLayout(
            wrap: .wrapReverse, alignContent: test.value, children: [fixed(40, 10), fixed(40, 20), fixed(40, 10)])
        #expect(itemFrames(layout, width: 60, height: 20) == test.frames)
    }

    @Test("A single-line container ignores alignContent: its line fills it")
    func alignContentSingleLine() {
        let layout = FlexLayout(alignContent: .flexEnd, children: [fixed(40, 10), FlexItem(width: .points(10))])
        #expect(itemFrames(layout, width: 60, height: 100) == [rect(0, 0, 40, 10), rect(40, 0, 10, 100)])
    }

    @Test("A wrapping container with a single line is multi-line: alignContent places and stretches its line")
    func alignContentOneLineWrapping() {
        let centered = FlexLayout(wrap: .wrap, alignContent: .center, children: [fixed(20, 10)])
        #expect(itemFrames(centered, width: 100, height: 100) == [rect(0, 45, 20, 10)])
        let stretched = FlexLayout(wrap: .wrap, children: [FlexItem(width: .points(20))])
        #expect(itemFrames(stretched, width: 100, height: 100) == [rect(0, 0, 20, 100)])
    }

    @Test("Stretched lines stretch their items")
    func alignContentStretchStretchesItems() {
        let layout = FlexLayout(
            wrap: .wrap, children: [fixed(40, 10), FlexItem(width: .points(40)), fixed(40, 30)])
        // One item a line: lines 10, 0 and 30 high in 100, each 20 taller (§9.4.9); the
        // auto-height item fills its line of 20.
        #expect(
            itemFrames(layout, width: 60, height: 100) == [
                rect(0, 0, 40, 10), rect(0, 30, 40, 20), rect(0, 50, 40, 30),
            ])
    }

    // MARK: Gaps

    @Test("columnGap separates a row's items, rowGap its lines")
    func gapsInARow() {
        let layout = FlexLayout(
            wrap: .wrap, rowGap: 5, columnGap: 10, children: [fixed(40, 10), fixed(40, 10), fixed(40, 10)])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 10), rect(50, 0, 40, 10), rect(0, 15, 40, 10)])
        #expect(arrangement.frame == rect(0, 0, 100, 25))
    }

    @Test("rowGap separates a column's items, columnGap its lines")
    func gapsInAColumn() {
        let single = FlexLayout(
            direction: .column, rowGap: 5, columnGap: 100, children: [fixed(20, 10), fixed(20, 10)])
        #expect(itemFrames(single, width: 100) == [rect(0, 0, 20, 10), rect(0, 15, 20, 10)])
        let wrapping = FlexLayout(
            direction: .column, wrap: .wrap, alignContent: .flexStart, rowGap: 5, columnGap: 10,
            children: [fixed(30, 20), fixed(30, 20), fixed(30, 20)])
        #expect(
            itemFrames(wrapping, width: 100, height: 50) == [
                rect(0, 0, 30, 20), rect(0, 25, 30, 20), rect(40, 0, 30, 20),
            ])
    }

    @Test("Gaps come before free space: space-between adds to them, growing items share what is left")
    func gapsWithFreeSpace() {
        let between = FlexLayout(
            justifyContent: .spaceBetween, columnGap: 10, children: [fixed(20, 10), fixed(20, 10), fixed(20, 10)])
        #expect(itemFrames(between, width: 100) == [rect(0, 0, 20, 10), rect(40, 0, 20, 10), rect(80, 0, 20, 10)])
        let growing = FlexItem(grow: 1, basis: .points(0), height: .points(10))
        #expect(
            itemFrames(FlexLayout(columnGap: 10, children: [growing, growing]), width: 100) == [
                rect(0, 0, 45, 10), rect(55, 0, 45, 10),
            ])
    }

    // MARK: Padding

    @Test("Padding insets the items and adds to a content-fitting height")
    func padding() {
        let layout = FlexLayout(
            padding: EdgeInsets(top: 5, leading: 10, bottom: 7, trailing: 3),
            children: [
                fixed(20, 10), FlexItem(grow: 1, height: .points(10)),
                FlexItem(width: .percent(50), height: .points(10)),
            ])
        let arrangement = layout.arrangement(width: 200, context: .fixedAdvance)
        // The content box is 187 wide: the percentage is 93.5, and the growing item takes the
        // 73.5 points left.
        #expect(
            arrangement.sublayoutFrames == [rect(10, 5, 20, 10), rect(30, 5, 73.5, 10), rect(103.5, 5, 93.5, 10)])
        #expect(arrangement.frame == rect(0, 0, 200, 22))
    }

    @Test("A definite height's padding is inside it")
    func paddingInADefiniteColumn() {
        let layout = FlexLayout(
            direction: .column, justifyContent: .flexEnd, padding: EdgeInsets(10), children: [fixed(20, 10)])
        #expect(itemFrames(layout, width: 100, height: 60) == [rect(10, 40, 20, 10)])
    }

    @Test("An item's border box is never smaller than its layout's padding (an inset layout's insets)")
    func itemNoSmallerThanItsPadding() {
        let item = FlexItem(InsetLayout(inset: 10, sublayout: SizeLayout()), width: .points(5), height: .points(5))
        #expect(itemFrames(FlexLayout(alignItems: .flexStart, children: [item]), width: 100) == [rect(0, 0, 20, 20)])
    }

    // MARK: flex-grow and flex-shrink (§9.7)

    @Test("Growing items share the free space in proportion to their grow factors")
    func growProportionally() {
        let layout = FlexLayout(children: [
            FlexItem(grow: 1, basis: .points(10), height: .points(10)),
            FlexItem(grow: 3, basis: .points(20), height: .points(10)),
        ])
        // 70 free: 17.5 and 52.5.
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 27.5, 10), rect(27.5, 0, 72.5, 10)])
    }

    @Test("Grow factors summing to less than 1 take only that share of the free space (§9.7 4b)")
    func growFactorsBelowOne() {
        let half = FlexLayout(children: [FlexItem(grow: 0.5, basis: .points(20), height: .points(10))])
        #expect(itemFrames(half, width: 100) == [rect(0, 0, 60, 10)])
        let quarter = FlexItem(grow: 0.25, basis: .points(0), height: .points(10))
        #expect(
            itemFrames(FlexLayout(children: [quarter, quarter]), width: 100) == [
                rect(0, 0, 25, 10), rect(25, 0, 25, 10),
            ])
    }

    @Test("An item that grows past its maximum is frozen there; the others share the rest")
    func growMaxViolation() {
        let layout = FlexLayout(children: [
            FlexItem(grow: 1, basis: .points(0), height: .points(10), maxWidth: .points(20)),
            FlexItem(grow: 1, basis: .points(0), height: .points(10)),
        ])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 20, 10), rect(20, 0, 80, 10)])
    }

    @Test("An item whose base size is above its maximum is inflexible at the maximum (§9.7 2)")
    func inflexibleAtItsMaximum() {
        let layout = FlexLayout(children: [
            FlexItem(grow: 1, basis: .points(50), height: .points(10), maxWidth: .points(30)),
            FlexItem(grow: 1, basis: .points(0), height: .points(10)),
        ])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 30, 10), rect(30, 0, 70, 10)])
    }

    @Test("Shrinking is in proportion to shrink factor × base size")
    func shrinkScaledByBase() {
        let layout = FlexLayout(children: [
            FlexItem(basis: .points(100), height: .points(10)), FlexItem(basis: .points(50), height: .points(10)),
        ])
        // 30 too long: 20 from the first, 10 from the second.
        #expect(itemFrames(layout, width: 120) == [rect(0, 0, 80, 10), rect(80, 0, 40, 10)])
    }

    @Test("An item that shrinks past its minimum is frozen there; the others give up the rest")
    func shrinkMinViolation() {
        let layout = FlexLayout(children: [
            FlexItem(basis: .points(80), height: .points(10), minWidth: .points(70)),
            FlexItem(basis: .points(80), height: .points(10)),
        ])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 70, 10), rect(70, 0, 30, 10)])
    }

    @Test("An item with shrink 0 keeps its base size; with no item to shrink, the line overflows")
    func shrinkZero() {
        let rigid = FlexItem(shrink: 0, basis: .points(80), height: .points(10))
        let soft = FlexItem(basis: .points(80), height: .points(10))
        #expect(
            itemFrames(FlexLayout(children: [rigid, soft]), width: 100) == [rect(0, 0, 80, 10), rect(80, 0, 20, 10)])
        #expect(
            itemFrames(FlexLayout(children: [rigid, rigid]), width: 100) == [rect(0, 0, 80, 10), rect(80, 0, 80, 10)])
    }

    @Test("Items do not grow unless asked: grow 0 leaves the free space to justifyContent")
    func growZero() {
        #expect(itemFrames(FlexLayout(children: [fixed(20, 10)]), width: 100) == [rect(0, 0, 20, 10)])
    }

    @Test("A column grows its items into a definite height")
    func growInAColumn() {
        let layout = FlexLayout(direction: .column, children: [fixed(20, 10), FlexItem(grow: 1, width: .points(20))])
        #expect(itemFrames(layout, width: 100, height: 50) == [rect(0, 0, 20, 10), rect(0, 10, 20, 40)])
    }

    // MARK: flex-basis

    static let bases: [FlexCase<FlexDimension>] = [
        // auto: the width property.
        FlexCase(.auto, [rect(0, 0, 30, 10)]),
        // A basis overrides the width property along the main axis.
        FlexCase(.points(40), [rect(0, 0, 40, 10)]),
        FlexCase(.percent(25), [rect(0, 0, 50, 10)]),
    ]

    @Test("The flex basis is the item's main size before flexing", arguments: bases)
    func basis(_ test: FlexCase<FlexDimension>) {
        let layout = FlexLayout(children: [FlexItem(basis: test.value, width: .points(30), height: .points(10))])
        #expect(itemFrames(layout, width: 200) == test.frames)
    }

    @Test("An auto basis without a width is the content's max-content width")
    func basisAutoUsesTheContent() {
        let layout = FlexLayout(children: [FlexItem(LabelLayout(text: "abc def"))])
        #expect(itemFrames(layout, width: 200) == [rect(0, 0, 49, 17)])
    }

    @Test("A basis of 0 is still no smaller than the automatic minimum size (the longest word)")
    func basisZeroKeepsTheMinimum() {
        let layout = FlexLayout(children: [FlexItem(LabelLayout(text: "abcdef"), basis: .points(0))])
        #expect(itemFrames(layout, width: 200) == [rect(0, 0, 42, 17)])
    }

    @Test("A percentage basis of an indefinite column height is the content's height")
    func basisPercentOfIndefiniteHeight() {
        let layout = FlexLayout(direction: .column, children: [FlexItem(LabelLayout(text: "ab"), basis: .percent(50))])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 100, 17)])
    }

    @Test("A percentage basis of a definite column height resolves")
    func basisPercentOfDefiniteHeight() {
        let layout = FlexLayout(direction: .column, children: [FlexItem(basis: .percent(50), width: .points(20))])
        #expect(itemFrames(layout, width: 100, height: 200) == [rect(0, 0, 20, 100)])
    }

    // MARK: Sizes, minimums and maximums

    @Test("Widths in points and percentages of the content box")
    func widths() {
        let layout = FlexLayout(children: [
            FlexItem(width: .points(30), height: .points(10)), FlexItem(width: .percent(25), height: .points(10)),
        ])
        #expect(itemFrames(layout, width: 200) == [rect(0, 0, 30, 10), rect(30, 0, 50, 10)])
    }

    @Test("A percentage height resolves against a definite height, across a row and along a column")
    func percentHeights() {
        let row = FlexLayout(children: [FlexItem(width: .points(20), height: .percent(50))])
        #expect(itemFrames(row, width: 100, height: 80) == [rect(0, 0, 20, 40)])
        let column = FlexLayout(direction: .column, children: [FlexItem(width: .points(20), height: .percent(50))])
        #expect(itemFrames(column, width: 100, height: 80) == [rect(0, 0, 20, 40)])
    }

    @Test("A percentage height of an indefinite column height behaves as auto: the content's height")
    func percentHeightOfIndefiniteColumn() {
        let layout = FlexLayout(direction: .column, children: [FlexItem(LabelLayout(text: "ab"), height: .percent(50))])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 100, 17)])
    }

    @Test("Minimum and maximum widths clamp the main size, in points and percentages")
    func minAndMaxWidths() {
        let layout = FlexLayout(children: [
            FlexItem(basis: .points(10), height: .points(10), minWidth: .points(30)),
            FlexItem(basis: .points(20), height: .points(10), minWidth: .percent(25)),
            FlexItem(grow: 1, height: .points(10), maxWidth: .percent(10)),
        ])
        #expect(itemFrames(layout, width: 200) == [rect(0, 0, 30, 10), rect(30, 0, 50, 10), rect(80, 0, 20, 10)])
    }

    @Test("A minimum wins over a smaller maximum (CSS)")
    func minimumWinsOverMaximum() {
        let layout = FlexLayout(children: [
            FlexItem(width: .points(50), height: .points(10), minWidth: .points(40), maxWidth: .points(30))
        ])
        #expect(itemFrames(layout, width: 200) == [rect(0, 0, 40, 10)])
    }

    @Test("A maximum width below the longest word caps the automatic minimum: the word breaks")
    func maxWidthCapsTheAutomaticMinimum() {
        let layout = FlexLayout(children: [FlexItem(LabelLayout(text: "abcdefgh"), maxWidth: .points(28))])
        // Four characters a line: two lines.
        #expect(itemFrames(layout, width: 200) == [rect(0, 0, 28, 34)])
    }

    @Test("Minimum and maximum heights clamp the cross size")
    func minAndMaxHeights() {
        let layout = FlexLayout(
            alignItems: .flexStart,
            children: [
                FlexItem(width: .points(20), minHeight: .points(25)),
                FlexItem(alignSelf: .stretch, width: .points(20), maxHeight: .percent(60)),
            ])
        #expect(itemFrames(layout, width: 100, height: 50) == [rect(0, 0, 20, 25), rect(20, 0, 20, 30)])
    }

    // MARK: Auto margins (§9.5.12, §9.6.13)

    static let autoMargins: [FlexCase<FlexEdges>] = [
        FlexCase(FlexEdges(leading: .auto), [rect(80, 0, 20, 10)]),
        FlexCase(FlexEdges(trailing: .auto), [rect(0, 0, 20, 10)]),
        FlexCase(FlexEdges(leading: .auto, trailing: .auto), [rect(40, 0, 20, 10)]),
        FlexCase(FlexEdges(top: .auto), [rect(0, 40, 20, 10)]),
        FlexCase(FlexEdges(top: .auto, bottom: .auto), [rect(0, 20, 20, 10)]),
        FlexCase(FlexEdges(.auto), [rect(40, 20, 20, 10)]),
    ]

    @Test("Auto margins absorb the free space on their side", arguments: autoMargins)
    func autoMargin(_ test: FlexCase<FlexEdges>) {
        let layout = FlexLayout(children: [FlexItem(margin: test.value, width: .points(20), height: .points(10))])
        #expect(itemFrames(layout, width: 100, height: 50) == test.frames)
    }

    @Test("An auto margin between items pushes the later ones to the end")
    func autoMarginBetweenItems() {
        let layout = FlexLayout(children: [
            FlexItem(margin: FlexEdges(trailing: .auto), width: .points(20), height: .points(10)), fixed(20, 10),
        ])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 20, 10), rect(80, 0, 20, 10)])
    }

    @Test("Auto margins take the free space before justifyContent sees it")
    func autoMarginsBeforeJustifyContent() {
        let layout = FlexLayout(
            justifyContent: .center,
            children: [
                fixed(20, 10), FlexItem(margin: FlexEdges(leading: .auto), width: .points(20), height: .points(10)),
            ])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 20, 10), rect(80, 0, 20, 10)])
    }

    @Test("Without free space, auto margins are 0")
    func autoMarginsWithoutFreeSpace() {
        let layout = FlexLayout(children: [
            FlexItem(shrink: 0, margin: FlexEdges(.auto), width: .points(150), height: .points(80))
        ])
        #expect(itemFrames(layout, width: 100, height: 50) == [rect(0, 0, 150, 80)])
    }

    @Test("A cross-axis auto margin keeps an item from stretching")
    func autoMarginPreventsStretching() {
        let layout = FlexLayout(children: [FlexItem(margin: FlexEdges(bottom: .auto), width: .points(20))])
        #expect(itemFrames(layout, width: 100, height: 50) == [rect(0, 0, 20, 0)])
    }

    @Test("Margins in points and percentages of the container's width, on every side")
    func margins() {
        let layout = FlexLayout(
            alignItems: .flexStart,
            children: [
                FlexItem(
                    margin: FlexEdges(
                        top: .percent(5), leading: .points(3), bottom: .points(1), trailing: .percent(10)),
                    width: .points(20), height: .points(10)),
                fixed(20, 10),
            ])
        let arrangement = layout.arrangement(width: 200, context: .fixedAdvance)
        // The top margin is 5 % of the width, 10; the trailing one 20.
        #expect(arrangement.sublayoutFrames == [rect(3, 10, 20, 10), rect(43, 0, 20, 10)])
        #expect(arrangement.frame == rect(0, 0, 200, 21))
    }

    // MARK: align-self

    @Test("alignSelf overrides alignItems for one item; auto follows it")
    func alignSelf() {
        let layout = FlexLayout(
            alignItems: .flexStart,
            children: [
                FlexItem(alignSelf: .flexEnd, width: .points(20), height: .points(10)),
                FlexItem(alignSelf: .center, width: .points(20), height: .points(10)),
                FlexItem(alignSelf: .stretch, width: .points(20)),
                FlexItem(alignSelf: .auto, width: .points(20)),
            ])
        #expect(
            itemFrames(layout, width: 100, height: 50) == [
                rect(0, 40, 20, 10), rect(20, 20, 20, 10), rect(40, 0, 20, 50), rect(60, 0, 20, 0),
            ])
    }

    // MARK: aspect-ratio

    @Test("An aspect ratio gives the auto side from the other (alignItems flexStart: nothing stretches)")
    func aspectRatio() {
        let row = FlexLayout(
            alignItems: .flexStart,
            children: [
                FlexItem(width: .points(40), aspectRatio: 2),
                // §9.2.3 B: the base size from the definite height through the ratio.
                FlexItem(height: .points(30), aspectRatio: 2),
            ])
        #expect(itemFrames(row, width: 200) == [rect(0, 0, 40, 20), rect(40, 0, 60, 30)])
        let column = FlexLayout(
            direction: .column, alignItems: .flexStart,
            children: [FlexItem(width: .points(40), aspectRatio: 0.5), FlexItem(height: .points(30), aspectRatio: 2)])
        #expect(itemFrames(column, width: 100) == [rect(0, 0, 40, 80), rect(0, 80, 60, 30)])
    }

    @Test("A column item stretched to the container's width takes its height from that width (§9.8: definite)")
    func aspectRatioOfAStretchedColumnItem() {
        let layout = FlexLayout(direction: .column, children: [FlexItem(aspectRatio: 2)])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 100, 50)])
    }

    // MARK: Absolutely positioned items

    /// A 100 × 80 container with 10 points of padding around one absolutely positioned 20 × 10
    /// item with `top`, `leading`, `bottom` and `trailing`, and the container's alignments.
    static func absolute(
        top: FlexDimension = .auto, leading: FlexDimension = .auto, bottom: FlexDimension = .auto,
        trailing: FlexDimension = .auto, width: FlexDimension = .points(20), height: FlexDimension = .points(10),
        direction: FlexDirection = .row, wrap: FlexWrap = .noWrap, justifyContent: JustifyContent = .flexStart,
        alignItems: AlignItems = .stretch, context: LayoutContext = .fixedAdvance
    ) -> CGRect {
        let layout = FlexLayout(
            direction: direction, wrap: wrap, justifyContent: justifyContent, alignItems: alignItems,
            padding: EdgeInsets(10),
            children: [
                FlexItem(
                    width: width, height: height, position: .absolute, top: top, leading: leading, bottom: bottom,
                    trailing: trailing)
            ])
        return itemFrames(layout, width: 100, height: 80, context: context)[0]
    }

    @Test("Insets place an absolutely positioned item against the padding box")
    func absoluteInsets() {
        #expect(Self.absolute(top: .points(5), leading: .points(7)) == rect(7, 5, 20, 10))
        #expect(Self.absolute(bottom: .points(5), trailing: .points(7)) == rect(73, 65, 20, 10))
        // Percentages of the padding box: 10 % of 80 and of 100.
        #expect(Self.absolute(top: .percent(10), leading: .percent(10)) == rect(10, 8, 20, 10))
    }

    @Test("Opposite insets size an absolutely positioned item whose size is auto")
    func absoluteInsetsSize() {
        #expect(
            Self.absolute(top: .points(0), leading: .points(7), trailing: .points(13), width: .auto)
                == rect(7, 0, 80, 10))
        #expect(Self.absolute(top: .points(5), bottom: .points(5), height: .auto) == rect(10, 5, 20, 70))
    }

    @Test("Without insets an absolutely positioned item is at its static position: where it would be alone")
    func absoluteStaticPosition() {
        #expect(Self.absolute() == rect(10, 10, 20, 10))
        #expect(Self.absolute(justifyContent: .center, alignItems: .center) == rect(40, 35, 20, 10))
        #expect(Self.absolute(justifyContent: .flexEnd, alignItems: .flexEnd) == rect(70, 60, 20, 10))
        #expect(Self.absolute(direction: .rowReverse) == rect(70, 10, 20, 10))
        #expect(Self.absolute(direction: .column, justifyContent: .flexEnd) == rect(10, 60, 20, 10))
        #expect(Self.absolute(wrap: .wrapReverse, alignItems: .flexStart) == rect(10, 60, 20, 10))
        // One inset given: the other axis keeps its static position.
        #expect(Self.absolute(leading: .points(0), justifyContent: .center, alignItems: .center) == rect(0, 35, 20, 10))
    }

    @Test("The leading and trailing insets follow the layout direction")
    func absoluteInsetsRightToLeft() {
        #expect(Self.absolute(top: .points(5), leading: .points(7), context: rightToLeft) == rect(73, 5, 20, 10))
        #expect(Self.absolute(top: .points(5), trailing: .points(7), context: rightToLeft) == rect(7, 5, 20, 10))
    }

    @Test("An absolutely positioned item without a width is as wide as its content")
    func absoluteContentSize() {
        let layout = FlexLayout(
            padding: EdgeInsets(10), children: [FlexItem(LabelLayout(text: "abc"), position: .absolute)])
        #expect(itemFrames(layout, width: 100, height: 80) == [rect(10, 10, 21, 17)])
    }

    @Test("An absolutely positioned item with an aspect ratio takes its width from its height")
    func absoluteAspectRatio() {
        let layout = FlexLayout(children: [FlexItem(height: .points(10), aspectRatio: 3, position: .absolute)])
        #expect(itemFrames(layout, width: 100, height: 80) == [rect(0, 0, 30, 10)])
    }

    @Test("Absolutely positioned items take no part in the lines, and keep their place among the nodes")
    func absoluteItemsLeaveTheLines() {
        let layout = FlexLayout(
            justifyContent: .spaceBetween,
            children: [
                fixed(20, 10), FlexItem(width: .points(5), height: .points(5), position: .absolute), fixed(20, 10),
            ])
        #expect(itemFrames(layout, width: 100) == [rect(0, 0, 20, 10), rect(0, 0, 5, 5), rect(80, 0, 20, 10)])
    }

    @Test(
        "Auto margins centre an absolutely positioned item between its insets (CSS 2 §10.3.7, §10.6.4)")
    func absoluteAutoMargins() {
        let layout = FlexLayout(children: [
            FlexItem(
                margin: FlexEdges(.auto), width: .points(20), height: .points(10), position: .absolute,
                top: .points(0), leading: .points(0), bottom: .points(0), trailing: .points(0))
        ])
        #expect(itemFrames(layout, width: 100, height: 80) == [rect(40, 35, 20, 10)])
    }

    @Test(
        "An absolutely positioned item's percentage margins are of the padding box's width")
    func absolutePercentMargins() {
        // The padding box is 100 wide: 10 % is 10, on the leading and the top margin alike.
        let layout = FlexLayout(
            padding: EdgeInsets(10),
            children: [
                FlexItem(
                    margin: FlexEdges(top: .percent(10), leading: .percent(10)), width: .points(20),
                    height: .points(10), position: .absolute, top: .points(0), leading: .points(0))
            ])
        #expect(itemFrames(layout, width: 100, height: 80) == [rect(10, 10, 20, 10)])
    }

    // MARK: Items without a layout

    @Test("An item without a layout is an empty box: a node of its own, sized by the item's properties")
    func itemWithoutALayout() {
        let layout = FlexLayout(children: [fixed(20, 10), FlexItem(), FlexItem(grow: 1)])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.sublayouts.count == 3)
        #expect(arrangement.sublayouts.allSatisfy { $0.layout is FlexLayout })
        #expect(arrangement[1].sublayouts.isEmpty)
        // Stretched to the line's 10 points; the growing one takes the free 80.
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 10), rect(20, 0, 0, 10), rect(20, 0, 80, 10)])
        #expect(layout.children[1].layout == nil)
    }

    // MARK: Right to left

    @Test("Right to left mirrors the row: leading margins and padding are on the right")
    func rightToLeftRow() {
        let layout = FlexLayout(
            padding: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0),
            children: [
                FlexItem(margin: FlexEdges(leading: .points(5)), width: .points(20), height: .points(10)),
                FlexItem(margin: FlexEdges(trailing: .points(3)), width: .points(30), height: .points(10)),
            ])
        #expect(itemFrames(layout, width: 100) == [rect(15, 0, 20, 10), rect(35, 0, 30, 10)])
        #expect(itemFrames(layout, width: 100, context: rightToLeft) == [rect(65, 0, 20, 10), rect(35, 0, 30, 10)])
    }

    @Test("Right to left, a reversed row starts at the left, and a leading auto margin pushes an item left")
    func rightToLeftReversedAndAutoMargins() {
        let reversed = FlexLayout(direction: .rowReverse, children: [fixed(20, 10), fixed(30, 10)])
        #expect(itemFrames(reversed, width: 100, context: rightToLeft) == [rect(0, 0, 20, 10), rect(20, 0, 30, 10)])
        let pushed = FlexLayout(children: [
            FlexItem(margin: FlexEdges(leading: .auto), width: .points(20), height: .points(10))
        ])
        #expect(itemFrames(pushed, width: 100, context: rightToLeft) == [rect(0, 0, 20, 10)])
    }

    @Test("Right to left, a column's items stretch and align from the right")
    func rightToLeftColumn() {
        let layout = FlexLayout(
            direction: .column, alignItems: .flexStart,
            children: [fixed(20, 10), FlexItem(alignSelf: .flexEnd, width: .points(30), height: .points(10))])
        #expect(itemFrames(layout, width: 100, context: rightToLeft) == [rect(80, 0, 20, 10), rect(0, 10, 30, 10)])
    }

    // MARK: Pixel snapping

    @Test("With a scale, thirds snap to the nearest pixel edges without gaps or overlaps")
    func pixelSnapping() {
        let third = FlexItem(grow: 1, basis: .points(0), height: .points(10))
        let layout = FlexLayout(children: [third, third, third])
        let halfPoints = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        #expect(
            itemFrames(layout, width: 100, context: halfPoints) == [
                rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10),
            ])
        let points = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        #expect(
            itemFrames(layout, width: 100, context: points) == [
                rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10),
            ])
    }

    @Test("With a scale, a label item's width is rounded up to the pixel grid before the flex algorithm")
    func pixelSnappingRoundsLabelsUp() {
        let measurer = FixedAdvanceTextMeasurer(advance: 6.3, lineHeight: 17)
        let layout = FlexLayout(children: [FlexItem(LabelLayout(text: "ab")), fixed(20, 10)])
        // 12.6 points of text is 13 at one pixel a point.
        #expect(
            itemFrames(layout, width: 100, context: LayoutContext(textMeasurer: measurer, scale: 1)) == [
                rect(0, 0, 13, 17), rect(13, 0, 20, 10),
            ])
    }

    // MARK: Equality and hashing

    static let base = FlexLayout(
        direction: .column, wrap: .wrap, justifyContent: .center, alignItems: .flexEnd, alignContent: .spaceAround,
        rowGap: 1, columnGap: 2, padding: EdgeInsets(3),
        children: [FlexItem(LabelLayout(text: "a"), grow: 1, margin: FlexEdges(top: .auto)), FlexItem()])

    @Test("Two containers built alike are equal and hash alike")
    func equalWhenBuiltAlike() {
        let again = FlexLayout(
            direction: .column, wrap: .wrap, justifyContent: .center, alignItems: .flexEnd, alignContent: .spaceAround,
            rowGap: 1, columnGap: 2, padding: EdgeInsets(3),
            children: [FlexItem(LabelLayout(text: "a"), grow: 1, margin: FlexEdges(top: .auto)), FlexItem()])
        #expect(again == Self.base)
        #expect(again.hashValue == Self.base.hashValue)
        #expect(LayoutKey(again) == LayoutKey(Self.base))
    }

    @Test(
        "A container that differs in one property or one item is not equal",
        arguments: [
            "direction", "wrap", "justifyContent", "alignItems", "alignContent", "rowGap", "columnGap", "padding",
            "an item's grow", "an item's margin", "an item's layout", "an item's width", "an item's position",
            "an empty item given as an empty container", "one item fewer", "the alignment",
        ])
    func unequalWhenOnePropertyDiffers(_ name: String) {
        let variant = Self.variant(name)
        #expect(variant != Self.base)
        #expect(LayoutKey(variant) != LayoutKey(Self.base))
    }

    /// The base container with the one difference `name` says.
    static func variant(_ name: String) -> FlexLayout {
        let items = [FlexItem(LabelLayout(text: "a"), grow: 1, margin: FlexEdges(top: .auto)), FlexItem()]
        func container(
            direction: FlexDirection = .column, wrap: FlexWrap = .wrap, justifyContent: JustifyContent = .center,
            alignItems: AlignItems = .flexEnd, alignContent: AlignContent = .spaceAround, rowGap: CGFloat = 1,
            columnGap: CGFloat = 2, padding: EdgeInsets = EdgeInsets(3), alignment: Alignment = .fill,
            children: [FlexItem] = items
        ) -> FlexLayout {
            FlexLayout(
                direction: direction, wrap: wrap, justifyContent: justifyContent, alignItems: alignItems,
                alignContent: alignContent, rowGap: rowGap, columnGap: columnGap, padding: padding,
                alignment: alignment,
                children: children)
        }
        switch name {
        case "direction": return container(direction: .row)
        case "wrap": return container(wrap: .noWrap)
        case "justifyContent": return container(justifyContent: .flexEnd)
        case "alignItems": return container(alignItems: .center)
        case "alignContent": return container(alignContent: .center)
        case "rowGap": return container(rowGap: 9)
        case "columnGap": return container(columnGap: 9)
        case "padding": return container(padding: EdgeInsets(4))
        case "an item's grow":
            return container(children: [
                FlexItem(LabelLayout(text: "a"), grow: 2, margin: FlexEdges(top: .auto)), items[1],
            ])
        case "an item's margin": return container(children: [FlexItem(LabelLayout(text: "a"), grow: 1), items[1]])
        case "an item's layout":
            return container(children: [
                FlexItem(LabelLayout(text: "b"), grow: 1, margin: FlexEdges(top: .auto)), items[1],
            ])
        case "an item's width": return container(children: [items[0], FlexItem(width: .points(0))])
        case "an item's position": return container(children: [items[0], FlexItem(position: .absolute)])
        case "an empty item given as an empty container":
            return container(children: [items[0], FlexItem(FlexLayout())])
        case "one item fewer": return container(children: [items[0]])
        default: return container(alignment: .center)
        }
    }

    @Test("Bad input cleaned to a value equals that value given")
    func cleanedInputIsEqual() {
        #expect(FlexLayout(rowGap: .nan) == FlexLayout(rowGap: 0))
        #expect(FlexLayout(padding: EdgeInsets(-3)) == FlexLayout())
        #expect(FlexLayout(children: [FlexItem(grow: -1, shrink: .infinity)]) == FlexLayout(children: [FlexItem()]))
        #expect(
            FlexLayout(children: [FlexItem(width: .points(.nan), aspectRatio: 0)]).hashValue
                == FlexLayout(children: [FlexItem()]).hashValue)
    }

    // MARK: The children accessor

    @Test("children gives back every item's layout and properties; a container built from them is equal")
    func childrenRoundTrip() {
        let label = LabelLayout(text: "a")
        let item = FlexItem(
            label, grow: 2, shrink: 0.5, basis: .percent(30), alignSelf: .center,
            margin: FlexEdges(top: .auto, leading: .points(1), bottom: .percent(2), trailing: .points(3)),
            width: .points(4), height: .percent(5), minWidth: .points(6), minHeight: .points(7),
            maxWidth: .percent(80), maxHeight: .points(90), aspectRatio: 1.5, position: .absolute, top: .points(10),
            leading: .percent(11), bottom: .points(12), trailing: .auto)
        let layout = FlexLayout(
            direction: .rowReverse, wrap: .wrapReverse, justifyContent: .spaceEvenly, alignItems: .lastBaseline,
            alignContent: .spaceBetween, rowGap: 4, columnGap: 5,
            padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            alignment: .center, viewReuseId: "flex", children: [item, FlexItem()])
        let children = layout.children
        #expect(children.count == 2)
        let first = children[0]
        #expect((first.layout as? LabelLayout) == label)
        #expect(first.grow == 2 && first.shrink == 0.5 && first.basis == .percent(30) && first.alignSelf == .center)
        #expect(first.margin == FlexEdges(top: .auto, leading: .points(1), bottom: .percent(2), trailing: .points(3)))
        #expect(first.width == .points(4) && first.height == .percent(5))
        #expect(first.minWidth == .points(6) && first.minHeight == .points(7))
        #expect(first.maxWidth == .percent(80) && first.maxHeight == .points(90))
        #expect(first.aspectRatio == 1.5 && first.position == .absolute)
        #expect(
            first.top == .points(10) && first.leading == .percent(11) && first.bottom == .points(12)
                && first.trailing == .auto)
        #expect(children[1].layout == nil)
        #expect(
            children[1].grow == 0 && children[1].shrink == 1 && children[1].basis == .auto
                && children[1].aspectRatio == nil)
        #expect(layout.direction == .rowReverse && layout.wrap == .wrapReverse && layout.justifyContent == .spaceEvenly)
        #expect(layout.alignItems == .lastBaseline && layout.alignContent == .spaceBetween)
        #expect(
            layout.rowGap == 4 && layout.columnGap == 5
                && layout.padding == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(layout.alignment == .center && layout.viewReuseId == "flex")
        let rebuilt = FlexLayout(
            direction: layout.direction, wrap: layout.wrap, justifyContent: layout.justifyContent,
            alignItems: layout.alignItems, alignContent: layout.alignContent, rowGap: layout.rowGap,
            columnGap: layout.columnGap, padding: layout.padding, alignment: layout.alignment,
            viewReuseId: layout.viewReuseId, children: children)
        #expect(rebuilt == layout)
    }

    // MARK: Labels in items

    @Test("A label item's text wraps at the item's width")
    func labelWrapsAtTheItemWidth() {
        // The label's 77 points shrink to the 50 left beside the rigid box: "aaa bbb" / "ccc".
        let layout = FlexLayout(children: [
            FlexItem(LabelLayout(text: "aaa bbb ccc")), FlexItem(shrink: 0, width: .points(50), height: .points(10)),
        ])
        let arrangement = layout.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 50, 34), rect(50, 0, 50, 10)])
        #expect(arrangement.frame == rect(0, 0, 100, 34))
    }

    @Test("A label item shrinks no narrower than its longest word (the automatic minimum size, §4.5)")
    func labelAutomaticMinimum() {
        // 56 + 50 in 60: the label would shrink to 31.7, below its 35-point word; it is frozen at
        // 35 and the box gives up the rest (§9.7 d–e).
        let layout = FlexLayout(children: [FlexItem(LabelLayout(text: "aaaaa bb")), fixed(50, 10)])
        #expect(itemFrames(layout, width: 60) == [rect(0, 0, 35, 34), rect(35, 0, 25, 10)])
    }

    @Test("A column's label wraps at the container's width")
    func labelInAColumn() {
        let layout = FlexLayout(direction: .column, children: [FlexItem(LabelLayout(text: "aaa bbb ccc"))])
        let arrangement = layout.arrangement(width: 50, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 50, 34)])
        #expect(arrangement.frame == rect(0, 0, 50, 34))
    }

    @Test("A label item with minWidth 0 shrinks below its longest word, which breaks")
    func labelWithZeroMinimum() {
        // 56 + 56 in 56: each gives up 28; four characters a line.
        let layout = FlexLayout(children: [
            FlexItem(LabelLayout(text: "aaaaaaaa"), minWidth: .points(0)), fixed(56, 10),
        ])
        #expect(itemFrames(layout, width: 56) == [rect(0, 0, 28, 34), rect(28, 0, 28, 10)])
    }

    @Test("The container's minimum content width is its items' longest words (a nested container shrinks to it)")
    func nestedMinimumContentWidth() {
        let inner = FlexLayout(children: [FlexItem(LabelLayout(text: "aaaa bb")), FlexItem(LabelLayout(text: "ccc"))])
        let layout = FlexLayout(children: [FlexItem(inner), fixed(100, 10)])
        // The inner row's min-content width: 28 + 21 = 49; its max-content 49 + 21 = 70. In 110
        // beside the 100-point box it would shrink to 70 − 60 × 70 / 170 ≈ 45.3: it stops at 49.
        let arrangement = layout.arrangement(width: 110, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 49, 34), rect(49, 0, 61, 10)])
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 28, 34), rect(28, 0, 21, 34)])
    }

    @Test("A single-line row's minimum content width is the sum of its items' (it cannot shrink below it)")
    func singleLineMinimumContentWidth() {
        let inner = FlexLayout(children: [fixed(30, 10), fixed(40, 10)])
        let arrangement = FlexLayout(children: [FlexItem(inner)]).arrangement(width: 30, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 70, 10)])
    }

    @Test("A wrapping row's minimum content width is its widest item's: shrunk to it, it wraps")
    func wrappingMinimumContentWidth() {
        let inner = FlexLayout(wrap: .wrap, children: [fixed(30, 10), fixed(40, 10)])
        let arrangement = FlexLayout(children: [FlexItem(inner)]).arrangement(width: 30, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 20)])
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 30, 10), rect(0, 10, 40, 10)])
    }

    // MARK: Custom layouts in items

    @Test("A custom layout's minimum content width is its max-content width: it does not shrink")
    func customLayoutItem() {
        let custom = FlexLayout(children: [FlexItem(FixedContent(width: 40, height: 20))])
        #expect(itemFrames(custom, width: 30) == [rect(0, 0, 40, 20)])
        // An empty box of the same width shrinks.
        #expect(itemFrames(FlexLayout(children: [fixed(40, 20)]), width: 30) == [rect(0, 0, 30, 20)])
    }

    @Test("A custom layout item given minWidth 0 shrinks, and is framed at the item's border box")
    func customLayoutItemWithZeroMinimum() {
        let layout = FlexLayout(children: [FlexItem(FixedContent(width: 40, height: 20), minWidth: .points(0))])
        #expect(itemFrames(layout, width: 30) == [rect(0, 0, 30, 20)])
    }

    @Test("A custom layout that answers its minimum content width shrinks to it, and no further")
    func customLayoutWithAMinimum() {
        let layout = FlexLayout(children: [FlexItem(ShrinkableContent(width: 40, height: 20, minimumWidth: 25))])
        #expect(itemFrames(layout, width: 30) == [rect(0, 0, 30, 20)])
        #expect(itemFrames(layout, width: 10) == [rect(0, 0, 25, 20)])
    }

    // MARK: Measured once per pass

    @Test("Every layout of a flex tree is measured at most once per maximum in a pass")
    func measuredOncePerMaximum() {
        let tree = FlexLayout(
            wrap: .wrap, columnGap: 4,
            children: [
                FlexItem(LabelLayout(text: "one two three"), grow: 1),
                FlexItem(
                    FlexLayout(
                        direction: .column,
                        children: [FlexItem(LabelLayout(text: "four")), FlexItem(LabelLayout(text: "five six"))]),
                    basis: .percent(40)),
                FlexItem(LabelLayout(text: "seven"), alignSelf: .center),
            ])
        let log = MeasurementLog()
        _ = CountingLayout.instrument(tree, log: log).arrangement(width: 150, context: .fixedAdvance)
        #expect(!log.entries.isEmpty)
        #expect(log.repeatedMeasurements.isEmpty)
    }

    @Test("An item whose maximum height is its used height is measured once within it")
    func probeThenExactMeasurement() {
        // The size layout is probed within 10 × 0 (its height at its width, within its maximum
        // height, 0) and then measured at its border box, 10 × 0.
        let tree = FlexLayout(children: [FlexItem(SizeLayout(width: 10, height: 10), maxHeight: .points(0))])
        let log = MeasurementLog()
        let arrangement = CountingLayout.instrument(tree, log: log).arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 10, 0)])
        #expect(log.repeatedMeasurements.isEmpty)
    }

    @Test("An item's layout probed within its border box is not measured again at it")
    func probeServesTheMeasurementAtTheBorderBox() {
        // The size layout is probed within 10 × 0 and then framed at its border box, 10 × 0: its
        // kind measures the same either way, so the probe's measurement (its sublayout's within
        // 10 × 0 with it) serves the real one.
        let log = MeasurementLog()
        let inner = CountingLayout(SizeLayout(), name: "inner", log: log)
        let tree = FlexLayout(children: [
            FlexItem(SizeLayout(width: 10, height: 10, sublayout: inner), maxHeight: .points(0))
        ])
        let arrangement = tree.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 10, 0)])
        #expect(arrangement[0][0].sublayoutFrames == [rect(0, 0, 10, 0)])
        #expect(log.entries.map(\.description) == ["inner within (10.0, 0.0)"])
    }

    @Test("An item wider than its container overflows it: the checks accept it, the diagnostics report it")
    func itemOverflowsItsContainer() throws {
        let scenario = LayoutScenario(width: 0) {
            FlexLayout(children: [FlexItem(SizeLayout(width: 10, height: 10))])
        }
        let arrangement = scenario.arrangement(context: .fixedAdvance)
        // The item keeps its automatic minimum size, 10 points, in a container 0 points wide.
        #expect(arrangement.frame == rect(0, 0, 0, 10))
        #expect(arrangement[0].frame == rect(0, 0, 10, 10))
        #expect(LayoutInvariants.violations(of: .childrenWithinParent, in: scenario) == [])
        let overflow = try #require(arrangement.diagnostics.first)
        #expect(overflow.kind == .overflow(axis: .horizontal, amount: 10))
    }

    @Test("A stack item behind a forwarding custom layout is measured once without limit")
    func stackItemThroughAForwardingLayout() {
        let tree = FlexLayout(children: [
            FlexItem(StackLayout(axis: .horizontal, sublayouts: [LabelLayout(text: "seven")]))
        ])
        let log = MeasurementLog()
        _ = CountingLayout.instrument(tree, log: log).arrangement(width: 150, context: .fixedAdvance)
        #expect(!log.entries.isEmpty)
        #expect(log.repeatedMeasurements.isEmpty)
    }

    @Test("A shrunk stack item behind a forwarding custom layout is measured once without limit")
    func shrunkStackItemThroughAForwardingLayout() {
        // 20 points for "seven" (35): the item shrinks, so its automatic minimum is asked.
        let tree = FlexLayout(children: [
            FlexItem(StackLayout(axis: .horizontal, sublayouts: [LabelLayout(text: "seven")]))
        ])
        let log = MeasurementLog()
        _ = CountingLayout.instrument(tree, log: log).arrangement(width: 20, context: .fixedAdvance)
        #expect(!log.entries.isEmpty)
        #expect(log.repeatedMeasurements.isEmpty)
    }

    @Test("A row item narrower at its definite height than its minimum content width is held at that minimum")
    func definiteHeightItemHeldAtItsMinimum() {
        // The ratio layout is 10 wide at the item's 10-point height, but 100 wide without a
        // height limit, its minimum content width: the automatic minimum raises the base size.
        let layout = FlexLayout(children: [
            FlexItem(RatioLayout(ratio: 1, sublayout: SizeLayout(width: 100, height: 100)), height: .points(10))
        ])
        let arrangement = layout.arrangement(width: 300, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 100, 10)])
    }

    @Test("Passes one after another on a thread answer afresh: the same tree with another measurer gets its own frames")
    func passesAfterOthersAnswerAfresh() {
        // The same nodes asked the same questions in each pass: only the measurer differs, so an
        // answer kept from an earlier pass would give the earlier frames.
        let tree = Self.nestedRows(depth: 3)
        let wide = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 11))
        let first = tree.arrangement(width: 300, context: .fixedAdvance)
        let widened = tree.arrangement(width: 300, context: wide)
        _ = Self.nestedRows(depth: 40).arrangement(width: 1000, context: .fixedAdvance)
        let again = tree.arrangement(width: 300, context: .fixedAdvance)
        #expect(first[0].frame == CGRect(x: 0, y: 0, width: 42, height: 34))
        #expect(widened[0].frame == CGRect(x: 0, y: 0, width: 66, height: 34))
        #expect(again.snapshotText == first.snapshotText)
    }

    /// A row of `depth` levels, alternately rows and columns: each level a one-word label and the
    /// next level, the last a label alone.
    static func nestedRows(depth: Int) -> FlexLayout {
        var layout = FlexLayout(children: [FlexItem(LabelLayout(text: "level\(depth)"))])
        for level in (0..<depth).reversed() {
            layout = FlexLayout(
                direction: level.isMultiple(of: 2) ? .row : .column,
                children: [FlexItem(LabelLayout(text: "level\(level)")), FlexItem(layout, grow: 1)])
        }
        return layout
    }

    @Test("Nested containers measure each label's text a bounded number of times, whatever the depth")
    func textMeasuredABoundedNumberOfTimes() {
        var mostPerLabel: [Int] = []
        for depth in [2, 8, 64] {
            let measurer = CountingTextMeasurer()
            _ = Self.nestedRows(depth: depth).arrangement(width: 1000, context: LayoutContext(textMeasurer: measurer))
            let counts = Dictionary(grouping: measurer.sizeCalls, by: \.text).mapValues(\.count)
            #expect(counts.count == depth + 1)
            mostPerLabel.append(counts.values.max() ?? 0)
        }
        // However deep the label, its text is measured at most five times: its max-content and
        // min-content widths (its one word), its height at its width, its frame, and (in a row
        // nested in a column) its height at the column's width.
        #expect(mostPerLabel.allSatisfy { $0 <= 5 }, "most calls for one label: \(mostPerLabel)")
    }

    @Test("A label item that is not shrunk is measured once, without limit")
    func textMeasuredPerWidth() {
        let measurer = CountingTextMeasurer()
        let layout = FlexLayout(children: [
            FlexItem(LabelLayout(text: "aa bb")), FlexItem(LabelLayout(text: "cc"), grow: 1),
        ])
        _ = layout.arrangement(width: 100, context: LayoutContext(textMeasurer: measurer))
        let widths = Dictionary(grouping: measurer.sizeCalls, by: \.text).mapValues { $0.map(\.maxWidth) }
        // Its size without a limit fits its width (35, and 65 for the item that grew), so it is
        // its height at its width and its frame's size too: a label keeps its size within any
        // smaller maximum it fits. Neither item shrinks below its max-content width, so no word
        // is measured for a minimum.
        #expect(widths == ["aa bb": [.infinity], "cc": [.infinity]])
    }

    @Test("A label item framed shorter than its text is measured again at the frame's height")
    func labelFramedShorterThanItsTextIsMeasuredAgain() {
        let measurer = CountingTextMeasurer()
        let layout = FlexLayout(
            direction: .column,
            children: [FlexItem(LabelLayout(text: "aa bb cc dd ee ff gg"), minHeight: .points(0))])
        let arrangement = layout.arrangement(
            width: 100, height: 20, context: LayoutContext(textMeasurer: measurer))
        // Its two lines (34 points) at the column's width shrink to the column's 20: the
        // measurement without a height limit cannot serve the frame, which is measured anew.
        let calls = measurer.sizeCalls.filter { $0.maxWidth == 100 }
        #expect(calls.count == 2)
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 0, 100, 20)])
    }

    @Test("A label inside a stack item is measured once at the item's width")
    func labelInsideAStackItemIsMeasuredOnce() {
        let measurer = CountingTextMeasurer()
        let layout = FlexLayout(
            direction: .column,
            children: [FlexItem(StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "aa bb")]))])
        let arrangement = layout.arrangement(width: 100, context: LayoutContext(textMeasurer: measurer))
        // The stack is measured twice (its height at its width, then at its frame: a stack may
        // read its height), the label inside it once at that width.
        #expect(measurer.sizeCalls.filter { $0.maxWidth == 100 }.count == 1)
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 0, 100, 17)])
    }

    @Test("A row fitted to its content keeps its items at their hypothetical sizes, asking no minimum")
    func rowFittedToItsContentAsksNoMinimum() {
        let measurer = CountingTextMeasurer()
        let layout = FlexLayout(children: [
            FlexItem(LabelLayout(text: "aaaa"), maxWidth: .points(10)), FlexItem(LabelLayout(text: "bb")),
        ])
        let arrangement = layout.arrangement(context: LayoutContext(textMeasurer: measurer))
        // §9.7 with no free space: the first item's flex base size (28) is above its maximum, so
        // the line is its hypothetical 10 and the second's 14; neither item shrinks below its
        // hypothetical size, so no automatic minimum is asked. At 10 points the first label
        // breaks its word into four lines, which the line's height and the stretch follow.
        #expect(arrangement.frame == rect(0, 0, 24, 68))
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 0, 10, 68), rect(10, 0, 14, 68)])
        #expect(measurer.minimumContentWidthCalls.isEmpty)
    }

    @Test("A label item at its max-content width keeps its one line, whatever the rounding of its advance")
    func labelAtItsMaxContentWidthKeepsItsLine() {
        // Three characters of 6.6 points measure 19.799999999999997 unbroken; framed at that width,
        // the label is one line, whether measured again or answered from its size without a limit.
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 6.6))
        let layout = FlexLayout(
            direction: .column, alignItems: .flexStart, children: [FlexItem(LabelLayout(text: "abc"))])
        let item = layout.arrangement(width: 100, context: context).sublayouts[0]
        #expect(item.frame == CGRect(x: 0, y: 0, width: 3 * 6.6, height: 17))
    }

    @Test("A shrunk label item asks the measurer its minimum content width, once")
    func shrunkTextAsksItsMinimum() {
        let measurer = CountingTextMeasurer()
        let layout = FlexLayout(children: [FlexItem(LabelLayout(text: "aa bb")), FlexItem(LabelLayout(text: "cc"))])
        _ = layout.arrangement(width: 40, context: LayoutContext(textMeasurer: measurer))
        let widths = Dictionary(grouping: measurer.sizeCalls, by: \.text).mapValues { $0.map(\.maxWidth) }
        // 35 + 14 in 40: both shrink in proportion to their widths, so each is asked its minimum
        // content width (the measurer's question, which the fixed-advance measurer answers with
        // its widest word, measured by itself): "cc" stops at 14 and "aa bb" takes the 26 left,
        // its height measured there, and that measurement serves its frame ("cc" keeps its size
        // without a limit, which fits its 14).
        #expect(widths == ["aa bb": [.infinity, 26], "cc": [.infinity]])
        #expect(measurer.minimumContentWidthCalls.map(\.text) == ["aa bb", "cc"])
    }

    @Test("A stretched item of a single-line row of definite height is not asked its height at its width")
    func stretchedItemInADefiniteRowIsNotProbedForItsHeight() {
        let measurer = CountingTextMeasurer()
        let trace = LayoutTrace()
        let layout = FlexLayout(children: [
            FlexItem(LabelLayout(text: "aa bb")), FlexItem(LabelLayout(text: "cc"), alignSelf: .flexStart),
        ])
        let arrangement = layout.arrangement(
            width: 100, height: 50, context: LayoutContext(textMeasurer: measurer, trace: trace))
        let widths = Dictionary(grouping: measurer.sizeCalls, by: \.text).mapValues { $0.map(\.maxWidth) }
        // The stretched label's line is the row's 50 points, whatever its text's height: only its
        // frame asks it at its width. The label aligned to the start keeps its own height, so its
        // height at its width (14 × unlimited) is asked first. Both sizes without a limit fit
        // their frames, so each label's text is measured once.
        let askedAtTheirWidths = trace.events.filter {
            $0.kind != .arrange && $0.maxSize?.height == .infinity && $0.maxSize?.width.isFinite == true
        }
        #expect(askedAtTheirWidths.map(\.maxSize) == [CGSize(width: 14, height: CGFloat.infinity)])
        #expect(widths == ["aa bb": [.infinity], "cc": [.infinity]])
        #expect(arrangement.sublayouts.map(\.frame) == [rect(0, 0, 35, 50), rect(35, 0, 14, 17)])
    }
}

/// One bad number given to one property of a flex item: how to make the item, and the item the
/// policy makes of it (the property at its initial value).
struct BadFlexItemInput: Sendable, CustomTestStringConvertible {
    /// The property's name in the diagnostics, after `children[0].`.
    let property: String
    let make: @Sendable (CGFloat) -> FlexItem
    /// The same item with the property at its initial value.
    let initial: FlexItem
    /// The value the diagnostic reports the number was cleaned to (NaN: `auto` or none).
    let cleanedValue: CGFloat

    var testDescription: String { property }

    init(
        _ property: String, initial: FlexItem = FlexItem(), cleanedValue: CGFloat = .nan,
        _ make: @escaping @Sendable (CGFloat) -> FlexItem
    ) {
        self.property = property
        self.make = make
        self.initial = initial
        self.cleanedValue = cleanedValue
    }
}

/// The bad-input policy of `FlexItem` and `FlexLayout`: a NaN, infinite or negative number is
/// the property's initial value, every frame stays finite, and the diagnostics name the property.
@Suite("FlexLayout bad input")
struct FlexLayoutBadInputTests {
    static let badNumbers: [CGFloat] = [.nan, .infinity, -.infinity, -1, -.greatestFiniteMagnitude]

    static let absolute = FlexItem(position: .absolute)

    static let itemInputs: [BadFlexItemInput] = [
        BadFlexItemInput("grow", cleanedValue: 0) { FlexItem(grow: $0) },
        BadFlexItemInput("shrink", cleanedValue: 1) { FlexItem(shrink: $0) },
        BadFlexItemInput("basis") { FlexItem(basis: .points($0)) },
        BadFlexItemInput("basis") { FlexItem(basis: .percent($0)) },
        BadFlexItemInput("width") { FlexItem(width: .points($0)) },
        BadFlexItemInput("width") { FlexItem(width: .percent($0)) },
        BadFlexItemInput("height") { FlexItem(height: .points($0)) },
        BadFlexItemInput("height") { FlexItem(height: .percent($0)) },
        BadFlexItemInput("minWidth") { FlexItem(minWidth: .points($0)) },
        BadFlexItemInput("minHeight") { FlexItem(minHeight: .percent($0)) },
        BadFlexItemInput("maxWidth") { FlexItem(maxWidth: .percent($0)) },
        BadFlexItemInput("maxHeight") { FlexItem(maxHeight: .points($0)) },
        BadFlexItemInput("aspectRatio", initial: FlexItem(width: .points(10))) {
            FlexItem(width: .points(10), aspectRatio: $0)
        },
        BadFlexItemInput("top", initial: absolute) { FlexItem(position: .absolute, top: .points($0)) },
        BadFlexItemInput("leading", initial: absolute) { FlexItem(position: .absolute, leading: .percent($0)) },
        BadFlexItemInput("bottom", initial: absolute) { FlexItem(position: .absolute, bottom: .points($0)) },
        BadFlexItemInput("trailing", initial: absolute) { FlexItem(position: .absolute, trailing: .points($0)) },
    ]

    static let marginInputs: [BadFlexItemInput] = [
        BadFlexItemInput("margin.top", cleanedValue: 0) { FlexItem(margin: FlexEdges(top: .points($0))) },
        BadFlexItemInput("margin.leading", cleanedValue: 0) { FlexItem(margin: FlexEdges(leading: .percent($0))) },
        BadFlexItemInput("margin.bottom", cleanedValue: 0) { FlexItem(margin: FlexEdges(bottom: .points($0))) },
        BadFlexItemInput("margin.trailing", cleanedValue: 0) { FlexItem(margin: FlexEdges(trailing: .points($0))) },
    ]

    /// The container of the item under test and a 10 × 10 box.
    static func container(_ item: FlexItem) -> FlexLayout {
        FlexLayout(children: [item, FlexItem(width: .points(10), height: .points(10))])
    }

    /// Checks that `layout` equals `cleaned` and lays out as it does, with finite frames, whatever
    /// the size it is laid out in, and returns its diagnostics (laid out 100 × 50).
    static func checkCleaned(_ layout: FlexLayout, equals cleaned: FlexLayout) -> [LayoutDiagnostic] {
        #expect(layout == cleaned)
        for (width, height) in [(100, 50), (nil, nil), (0, 0)] as [(CGFloat?, CGFloat?)] {
            let arrangement = layout.arrangement(width: width, height: height, context: .fixedAdvance)
            #expect(arrangement.flattened().allSatisfy { isSane($0.absoluteFrame) })
            #expect(
                arrangement.allFrames
                    == cleaned.arrangement(width: width, height: height, context: .fixedAdvance).allFrames)
        }
        return layout.arrangement(width: 100, height: 50, context: .fixedAdvance).diagnostics
    }

    @Test(
        "A bad number given to an item is the property's initial value, named by the diagnostics",
        arguments: itemInputs, badNumbers)
    func badItemNumber(_ input: BadFlexItemInput, _ number: CGFloat) {
        let diagnostics = Self.checkCleaned(Self.container(input.make(number)), equals: Self.container(input.initial))
        let reported = diagnostics.compactMap { diagnostic -> (String, CGFloat, CGFloat)? in
            guard case .badInputCleaned(let property, let value, let cleaned) = diagnostic.kind else { return nil }
            return (property, value, cleaned)
        }
        #expect(reported.count == 1)
        #expect(reported.first?.0 == "children[0].\(input.property)")
        #expect(reported.first.map { $0.1 == number || ($0.1.isNaN && number.isNaN) } == true)
        #expect(reported.first.map { $0.2 == input.cleanedValue || ($0.2.isNaN && input.cleanedValue.isNaN) } == true)
    }

    @Test("A bad margin is 0 points, named by the diagnostics", arguments: marginInputs, badNumbers)
    func badMargin(_ input: BadFlexItemInput, _ number: CGFloat) {
        let diagnostics = Self.checkCleaned(Self.container(input.make(number)), equals: Self.container(FlexItem()))
        #expect(cleanedProperties(diagnostics) == ["children[0].\(input.property)"])
        let cleaned = diagnostics.compactMap { diagnostic -> CGFloat? in
            if case .badInputCleaned(_, _, let cleaned) = diagnostic.kind { cleaned } else { nil }
        }
        #expect(cleaned == [0])
        #expect(diagnostics.first?.description.contains("treated as 0") == true)
    }

    @Test("An aspect ratio of 0 is no aspect ratio")
    func zeroAspectRatio() {
        let layout = Self.container(FlexItem(width: .points(10), aspectRatio: 0))
        #expect(layout.children[0].aspectRatio == nil)
        #expect(
            cleanedProperties(Self.checkCleaned(layout, equals: Self.container(FlexItem(width: .points(10))))) == [
                "children[0].aspectRatio"
            ])
    }

    @Test("A length beyond the maximum length is the initial value too")
    func lengthBeyondTheMaximum() {
        let layout = Self.container(FlexItem(width: .points(1e13), height: .percent(1e20)))
        #expect(layout.children[0].width == .auto && layout.children[0].height == .auto)
        #expect(
            cleanedProperties(Self.checkCleaned(layout, equals: Self.container(FlexItem()))) == [
                "children[0].width", "children[0].height",
            ])
    }

    @Test("Good numbers are kept and not reported: 0, large percentages, huge factors")
    func goodNumbersAreKept() {
        let item = FlexItem(
            grow: 1e9, shrink: 0, basis: .percent(0), width: .percent(250), height: .points(0),
            maxWidth: .points(LayoutLimits.maximumLength), aspectRatio: 1e-3)
        let layout = Self.container(item)
        #expect(layout.children[0].grow == 1e9 && layout.children[0].width == .percent(250))
        let arrangement = layout.arrangement(width: 100, height: 50, context: .fixedAdvance)
        #expect(cleanedProperties(arrangement).isEmpty)
        #expect(arrangement.flattened().allSatisfy { isSane($0.absoluteFrame) })
    }

    static let containerInputs: [String] = [
        "rowGap", "columnGap", "padding.top", "padding.leading", "padding.bottom", "padding.trailing",
    ]

    @Test("A bad gap or padding is 0, named by the diagnostics", arguments: containerInputs, badNumbers)
    func badContainerNumber(_ property: String, _ number: CGFloat) {
        func container(_ value: CGFloat) -> FlexLayout {
            let padding = EdgeInsets(
                top: property == "padding.top" ? value : 0, leading: property == "padding.leading" ? value : 0,
                bottom: property == "padding.bottom" ? value : 0, trailing: property == "padding.trailing" ? value : 0)
            return FlexLayout(
                wrap: .wrap, rowGap: property == "rowGap" ? value : 0, columnGap: property == "columnGap" ? value : 0,
                padding: padding,
                children: [
                    FlexItem(width: .points(60), height: .points(10)),
                    FlexItem(width: .points(60), height: .points(10)),
                ])
        }
        let layout = container(number)
        #expect(layout.rowGap == 0 && layout.columnGap == 0 && layout.padding == .zero)
        let diagnostics = Self.checkCleaned(layout, equals: container(0))
        if property.hasPrefix("padding") {
            // `EdgeInsets` cleans its numbers when it is made, as for every kind: the layout is
            // given a clean padding, and has nothing to report.
            #expect(cleanedProperties(diagnostics).isEmpty)
        } else {
            #expect(cleanedProperties(diagnostics) == [property])
        }
    }

    @Test("Every bad number at once: frames stay finite, and each property is reported once")
    func everythingBad() {
        let bad = CGFloat.nan
        let item = FlexItem(
            LabelLayout(text: "text"), grow: bad, shrink: -.infinity, basis: .percent(bad), alignSelf: .center,
            margin: FlexEdges(.points(-1)), width: .points(.infinity), height: .percent(-3), minWidth: .points(bad),
            minHeight: .points(bad), maxWidth: .points(-.infinity), maxHeight: .percent(bad), aspectRatio: -1,
            position: .absolute, top: .points(bad), leading: .points(bad), bottom: .points(bad), trailing: .points(bad))
        let layout = FlexLayout(
            rowGap: bad, columnGap: -.infinity, padding: EdgeInsets(bad),
            children: [item, item, FlexItem(LabelLayout(text: "other"), grow: .infinity)])
        for context in [
            LayoutContext.fixedAdvance, rightToLeft, LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 3),
        ] {
            for (width, height) in [(100, 50), (nil, nil), (0, 0), (1e12, 1e12)] as [(CGFloat?, CGFloat?)] {
                let arrangement = layout.arrangement(width: width, height: height, context: context)
                #expect(arrangement.flattened().allSatisfy { isSane($0.absoluteFrame) })
            }
        }
        let properties = cleanedProperties(layout.arrangement(width: 100, context: .fixedAdvance))
        // Two gaps, 18 properties of each bad item, the third item's grow.
        #expect(properties.filter { !$0.hasPrefix("padding") }.count == 2 + 2 * 18 + 1)
        #expect(properties.contains("children[1].margin.trailing") && properties.contains("children[2].grow"))
        #expect(properties.contains("rowGap") && properties.contains("columnGap"))
        #expect(!properties.contains("padding.leading"))
    }
}

/// Many items and deep nesting.
@Suite("FlexLayout at scale")
struct FlexLayoutScaleTests {
    @Test("100,000 items in one line are measured in one pass, each grown by its share")
    func hundredThousandItems() {
        let count = 100_000
        let items = [FlexItem](repeating: FlexItem(grow: 1, basis: .points(1), height: .points(1)), count: count)
        // Measured only: arranging 100,000 frames would double a test that takes seconds in debug.
        let measurement = FlexLayout(children: items).measurement(
            within: size(200_000, .infinity), context: .fixedAdvance)
        // 100,000 free points, one for each item: each 2 wide.
        #expect(measurement.size == size(200_000, 1))
        let sizes = measurement.sublayoutSizes
        #expect(sizes.count == count)
        #expect(
            abs(sizes[0].width - 2) < 1e-9 && abs(sizes[count - 1].width - 2) < 1e-9 && sizes[count - 1].height == 1)
    }

    @Test("10,000 items shrink in proportion to their bases")
    func tenThousandShrinkingItems() {
        let items = (0..<10_000).map { index in FlexItem(basis: .points(CGFloat(index % 2)), height: .points(1)) }
        // 5,000 points of bases in 2,500: the items of base 1 are half a point, those of base 0 keep 0.
        let frames = FlexLayout(children: items).arrangement(width: 2_500, context: .fixedAdvance).sublayoutFrames
        #expect(frames[0].width == 0 && abs(frames[1].width - 0.5) < 1e-9)
        #expect(abs(frames[9_999].maxX - 2_500) < 1e-6)
    }

    @Test("10,000 items wrap into lines")
    func tenThousandWrappingItems() {
        let items = [FlexItem](repeating: FlexItem(width: .points(10), height: .points(10)), count: 10_000)
        let arrangement = FlexLayout(wrap: .wrap, children: items).arrangement(width: 1000, context: .fixedAdvance)
        // A hundred items a line: a hundred lines.
        #expect(arrangement.frame == rect(0, 0, 1000, 1000))
        #expect(arrangement.sublayoutFrames.last == rect(990, 990, 10, 10))
    }

    /// `depth` containers nested, alternately rows and columns, around a 10 × 10 box; each with
    /// one point of padding.
    static func nested(depth: Int) -> FlexLayout {
        var layout = FlexLayout(children: [FlexItem(width: .points(10), height: .points(10))])
        for level in 0..<depth {
            layout = FlexLayout(
                direction: level.isMultiple(of: 2) ? .column : .row, padding: EdgeInsets(1),
                children: [FlexItem(layout)])
        }
        return layout
    }

    @Test("10,000 nested containers lay out on a background thread with a small stack")
    func deepNestingOnABackgroundThread() async {
        let depth = 10_000
        let (root, innermost) = await onSmallStackThread { () -> (CGRect, CGRect) in
            let arrangement = Self.nested(depth: depth).arrangement(context: .fixedAdvance)
            var node = arrangement
            var origin = CGPoint.zero
            while let child = node.sublayouts.first {
                origin.x += child.frame.minX
                origin.y += child.frame.minY
                node = child
            }
            return (arrangement.frame, CGRect(origin: origin, size: node.frame.size))
        }
        let side = CGFloat(10 + 2 * depth)
        #expect(root == rect(0, 0, side, side))
        #expect(innermost == rect(CGFloat(depth), CGFloat(depth), 10, 10))
    }
}

/// Items whose properties are written out at values that change nothing give the frames of
/// items left at the initial values: a container reads the initial values of an item's sizes
/// and margins from what it learnt when it was built, and every other item's in full.
@Suite("FlexLayout: properties written out at values that change nothing")
struct FlexItemNeutralPropertyTests {
    enum Variant: String, CaseIterable, Sendable {
        case initialValues, percentMargins, largeMaximums, zeroCrossMinimum, fullMaximumPercentages

        func item(_ layout: (any Layout)?, grow: CGFloat = 0, basis: FlexDimension = .auto) -> FlexItem {
            switch self {
            case .initialValues:
                FlexItem(layout, grow: grow, basis: basis)
            case .percentMargins:
                FlexItem(layout, grow: grow, basis: basis, margin: FlexEdges(.percent(0)))
            case .largeMaximums:
                FlexItem(layout, grow: grow, basis: basis, maxWidth: .points(1000), maxHeight: .points(1000))
            case .zeroCrossMinimum:
                FlexItem(layout, grow: grow, basis: basis, minHeight: .points(0))
            case .fullMaximumPercentages:
                FlexItem(layout, grow: grow, basis: basis, maxWidth: .percent(100))
            }
        }

        func container(_ direction: FlexDirection) -> FlexLayout {
            FlexLayout(
                direction: direction,
                children: [
                    item(LabelLayout(text: "aaaa bbbb")), item(LabelLayout(text: "cc"), grow: 1),
                    item(nil, grow: 1, basis: .points(10)),
                ])
        }
    }

    @Test("A row grows its items by their factors, whatever the neutral properties", arguments: Variant.allCases)
    func row(_ variant: Variant) {
        // §9.7: 63 + 14 + 10 leaves 13 points, 6.5 to each growing item; §9.4.11 stretches each
        // to the line's 17.
        let frames = itemFrames(variant.container(.row), width: 100)
        #expect(frames == [rect(0, 0, 63, 17), rect(63, 0, 20.5, 17), rect(83.5, 0, 16.5, 17)])
    }

    @Test("A column stacks its items at their content, whatever the neutral properties", arguments: Variant.allCases)
    func column(_ variant: Variant) {
        // §9.2.3: an indefinite height fits the items' hypothetical heights; each is stretched to
        // the container's width.
        let frames = itemFrames(variant.container(.column), width: 100)
        #expect(frames == [rect(0, 0, 100, 17), rect(0, 17, 100, 17), rect(0, 34, 100, 10)])
    }
}
