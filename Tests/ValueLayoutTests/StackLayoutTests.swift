import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `StackLayout` measuring and arranging (the distributions have their own file): both axes,
/// spacing, collapsed spacing, measuring order, dropped children, flexibility aggregation, and
/// compression when the stack is offered less than it measured.
@Suite("StackLayout")
struct StackLayoutTests {
    // MARK: Both axes

    @Test("A horizontal stack measures the sum of widths plus spacing by the largest height")
    func horizontalMeasures() {
        let stack = StackLayout(axis: .horizontal, spacing: 5, sublayouts: [box(10, 10), box(20, 30)])
        #expect(stack.measurement(within: size(100, 100)).size == size(35, 30))
    }

    @Test("A horizontal stack places children left to right, each in a slot of full height")
    func horizontalArranges() {
        let stack = StackLayout(axis: .horizontal, spacing: 5, sublayouts: [box(10, 10, "a"), box(20, 30, "b")])
        let arrangement = stack.arrangement()
        #expect(arrangement.frame == rect(0, 0, 35, 30))
        #expect(arrangement.sublayoutFrames == [rect(0, 10, 10, 10), rect(15, 0, 20, 30)])
        #expect(arrangement.sublayoutIds == ["a", "b"])
    }

    @Test("A vertical stack measures the sum of heights plus spacing by the largest width")
    func verticalMeasures() {
        let stack = StackLayout(axis: .vertical, spacing: 5, sublayouts: [box(10, 10), box(30, 20)])
        #expect(stack.measurement(within: size(100, 100)).size == size(30, 35))
    }

    @Test("A vertical stack places children top to bottom, each in a slot of full width")
    func verticalArranges() {
        let stack = StackLayout(axis: .vertical, spacing: 5, sublayouts: [box(10, 10), box(30, 20)])
        let arrangement = stack.arrangement()
        #expect(arrangement.frame == rect(0, 0, 30, 35))
        #expect(arrangement.sublayoutFrames == [rect(10, 0, 10, 10), rect(0, 15, 30, 20)])
    }

    @Test("Each child's own alignment sets its cross position in the slot")
    func childAlignmentSetsCrossPosition() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 10, height: 10, alignment: .topLeading),
                SizeLayout(width: 10, height: 10, alignment: .bottomLeading),
                SizeLayout(width: 10, alignment: .fill),
                box(10, 40),
            ])
        #expect(
            stack.arrangement().sublayoutFrames == [
                rect(0, 0, 10, 10), rect(10, 30, 10, 10), rect(20, 0, 10, 40), rect(30, 0, 10, 40),
            ])
    }

    @Test("Defaults: spacing 0, .fillFlexing, alignment .fill")
    func defaults() {
        let stack = StackLayout(axis: .vertical, sublayouts: [])
        #expect(stack.spacing == 0)
        #expect(stack.distribution == .fillFlexing)
        #expect(stack.alignment == .fill)
        #expect(stack.axis == .vertical)
        #expect(stack.sublayouts.isEmpty)
    }

    @Test("The stack's own alignment positions its measured size")
    func stackAlignment() {
        let stack = StackLayout(axis: .horizontal, alignment: .center, sublayouts: [box(10, 10), box(10, 10)])
        let arrangement = stack.arrangement(width: 100, height: 50)
        #expect(arrangement.frame == rect(40, 20, 20, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 10, 10), rect(10, 0, 10, 10)])
    }

    @Test("A .fill stack's children get the full cross length")
    func fillStackCrossLength() {
        let stack = StackLayout(axis: .horizontal, sublayouts: [box(10, 10), box(10, 10)])
        let arrangement = stack.arrangement(width: 20, height: 50)
        #expect(arrangement.frame == rect(0, 0, 20, 50))
        #expect(arrangement.sublayoutFrames == [rect(0, 20, 10, 10), rect(10, 20, 10, 10)])
    }

    // MARK: Negative spacing

    @Test("Overlapping avatars: spacing −8 starts each 32-point avatar 8 points before the last ends")
    func overlappingAvatars() {
        let avatars = StackLayout(
            axis: .horizontal, spacing: -8,
            sublayouts: [box(32, 32, "a"), box(32, 32, "b"), box(32, 32, "c")])
        let arrangement = avatars.arrangement()
        #expect(arrangement.frame == rect(0, 0, 80, 32))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 32, 32), rect(24, 0, 32, 32), rect(48, 0, 32, 32)])
    }

    // MARK: Empty stacks

    @Test(
        "An empty stack measures 0 × 0; as in LayoutKit it is inflexible along its axis and maximally flexible across")
    func emptyStack() {
        let stack = StackLayout(axis: .horizontal, spacing: 10, sublayouts: [])
        #expect(stack.measurement(within: size(100, 100)).size == .zero)
        #expect(stack.flexibility == Flexibility(horizontal: nil, vertical: Flexibility.maxFlex))
        #expect(
            StackLayout(axis: .vertical, sublayouts: []).flexibility
                == Flexibility(horizontal: Flexibility.maxFlex, vertical: nil))
        let arrangement = stack.arrangement(width: 100)
        #expect(arrangement.frame == rect(0, 0, 100, 0))
        #expect(arrangement.sublayouts.isEmpty)
    }

    // MARK: Spacing

    @Test("A zero-length child takes no spacing; as in LayoutKit it sits after the gap of the child before it")
    func zeroLengthChildCollapsesSpacing() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 10, sublayouts: [box(20, 10), box(0, 10), box(30, 10)])
        #expect(stack.measurement(within: size(100, 100)).size == size(60, 10))
        #expect(stack.arrangement().sublayoutFrames == [rect(0, 0, 20, 10), rect(30, 0, 0, 10), rect(30, 0, 30, 10)])
    }

    @Test("Leading and trailing zero-length children take no spacing either; a trailing one stays in the frame")
    func zeroLengthChildrenAtEnds() {
        // LayoutKit put the last child after the middle child's gap, 10 points past the frame.
        let stack = StackLayout(
            axis: .vertical, spacing: 10, sublayouts: [box(10, 0), box(10, 20), box(10, 0)])
        #expect(stack.measurement(within: size(100, 100)).size == size(10, 20))
        #expect(stack.arrangement().sublayoutFrames == [rect(0, 0, 10, 0), rect(0, 0, 10, 20), rect(0, 20, 10, 0)])
    }

    @Test("Spacing goes only between children")
    func spacingBetweenChildren() {
        let stack = StackLayout(axis: .vertical, spacing: 7, sublayouts: [box(10, 10), box(10, 10), box(10, 10)])
        #expect(stack.arrangement().sublayoutFrames == [rect(0, 0, 10, 10), rect(0, 17, 10, 10), rect(0, 34, 10, 10)])
    }

    // MARK: Measuring order

    @Test("The least flexible child is measured first and gets its full size")
    func leastFlexibleMeasuredFirst() {
        // The box needs 60 of 100; the label gets the 40 left: 5 characters a line → 4 lines.
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [LabelLayout(text: "aaaa aaaa aaaa aaaa"), box(60, 10, "box")])
        let measurement = stack.measurement(within: size(100, 100), context: .fixedAdvance)
        #expect(measurement.sublayoutSizes == [size(28, 68), size(60, 10)])
        #expect(measurement.sublayouts[0].maxSize == size(40, 100))
        #expect(measurement.size == size(88, 68))
        // The label, more flexible, takes the 12 points of excess in its slot.
        #expect(
            stack.arrangement(width: 100, context: .fixedAdvance).sublayoutFrames == [
                rect(0, 0, 28, 68), rect(40, 29, 60, 10),
            ])
    }

    @Test("Children are measured from least to most flexible, ties in source order")
    func measuringOrder() {
        let log = MeasurementLog()
        func child(_ name: String, _ flex: Flexibility.Flex) -> any Layout {
            CountingLayout(
                SizeLayout(width: 10, height: 10, flexibility: Flexibility(horizontal: flex, vertical: flex)),
                name: name, log: log)
        }
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                child("high", Flexibility.highFlex), child("default1", 0), child("inflexible", nil),
                child("low", Flexibility.lowFlex), child("default2", 0), child("max", Flexibility.maxFlex),
                child("min", Flexibility.minFlex),
            ])
        let measurement = stack.measurement(within: size(1000, 1000))
        #expect(log.names == ["inflexible", "min", "low", "default1", "default2", "high", "max"])
        // The result keeps source order.
        #expect(measurement.sublayouts.count == 7)
        #expect(measurement.size == size(70, 10))
    }

    @Test(
        "Many children of mixed flexibility are measured least flexible first, ties in source order",
        arguments: [2, 15, 16, 17, 40])
    func measuringOrderOfManyChildren(count: Int) {
        let flexes: [Flexibility.Flex] = [Flexibility.highFlex, nil, 0, Flexibility.lowFlex, Flexibility.maxFlex]
        let flex = { (index: Int) in flexes[(index * 3 + index / 4) % flexes.count] }
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: (0..<count).map { index in
                SizeLayout(
                    width: 10, height: 10, flexibility: Flexibility(horizontal: flex(index), vertical: nil))
            })
        // Each child is measured within the length the children measured before it left.
        let available = CGFloat(10 * count + 5)
        // Inflexible (nil) is the least flexible of all.
        let key = { (index: Int) in flex(index).map { Int64($0) } ?? Int64.min }
        let order = (0..<count).sorted { lhs, rhs in key(lhs) != key(rhs) ? key(lhs) < key(rhs) : lhs < rhs }
        var expected = Array(repeating: CGSize.zero, count: count)
        for (step, index) in order.enumerated() { expected[index] = size(available - CGFloat(10 * step), 10) }
        #expect(stack.measurement(within: size(available, 10)).sublayouts.map(\.maxSize) == expected)
    }

    @Test("The measuring order follows the flexibility along the stack's axis only")
    func measuringOrderUsesAxis() {
        let log = MeasurementLog()
        let first = CountingLayout(
            SizeLayout(width: 10, height: 10, flexibility: Flexibility(horizontal: 5, vertical: nil)),
            name: "first", log: log)
        let second = CountingLayout(
            SizeLayout(width: 10, height: 10, flexibility: Flexibility(horizontal: nil, vertical: 5)),
            name: "second", log: log)
        _ = StackLayout(axis: .vertical, sublayouts: [first, second]).measurement(within: size(100, 100))
        #expect(log.names == ["first", "second"])
        log.reset()
        _ = StackLayout(axis: .horizontal, sublayouts: [first, second]).measurement(within: size(100, 100))
        #expect(log.names == ["second", "first"])
    }

    @Test("Each child is measured within the length still left and the full cross length")
    func childrenMeasuredWithinRemainingLength() {
        let a = LabelLayout(text: "a", viewReuseId: "a")
        let stack = StackLayout(axis: .vertical, spacing: 3, sublayouts: [box(10, 20), a, box(10, 30)])
        let measurement = stack.measurement(within: size(80, 100))
        // Boxes first (inflexible): 20, then 3 + 30; the label gets 100 − 53 − 3 = 44.
        #expect(measurement.sublayouts.map(\.maxSize) == [size(80, 100), size(80, 44), size(80, 77)])
    }

    // MARK: Dropped children

    @Test("When no length is left, the most flexible children are dropped")
    func mostFlexibleDropped() {
        // Measured: box 30, then label B (low) 17, leaving 0: label A (high) is dropped.
        let stack = StackLayout(
            axis: .vertical,
            sublayouts: [
                LabelLayout(text: "A", flexibility: .high, viewReuseId: "A"),
                box(10, 30, "box"),
                LabelLayout(text: "B", flexibility: .low, viewReuseId: "B"),
            ])
        let measurement = stack.measurement(within: size(100, 47), context: .fixedAdvance)
        #expect(measurement.sublayouts.map(\.layout.viewReuseId) == ["box", "B"])
        #expect(measurement.size == size(10, 47))
    }

    @Test("Dropped children get no frame in the arrangement")
    func droppedChildrenHaveNoFrame() {
        let stack = StackLayout(
            axis: .vertical,
            sublayouts: [
                LabelLayout(text: "A", flexibility: .high, viewReuseId: "A"),
                box(10, 30, "box"),
                LabelLayout(text: "B", flexibility: .low, viewReuseId: "B"),
            ])
        let arrangement = stack.arrangement(height: 47, context: .fixedAdvance)
        #expect(arrangement.sublayoutIds == ["box", "B"])
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 10, 30), rect(0, 30, 7, 17)])
    }

    @Test("Dropped children are never measured")
    func droppedChildrenNotMeasured() {
        let log = MeasurementLog()
        let stack = StackLayout(
            axis: .horizontal, spacing: 10,
            sublayouts: [
                CountingLayout(box(40, 10), name: "first", log: log),
                CountingLayout(box(40, 10), name: "second", log: log),
                CountingLayout(box(40, 10), name: "third", log: log),
            ])
        let arrangement = stack.arrangement(width: 90)
        #expect(log.names == ["first", "second"])
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 40, 10), rect(50, 0, 40, 10)])
    }

    @Test("Spacing that would use up the last length drops the next child")
    func spacingUsesUpLength() {
        let stack = StackLayout(axis: .horizontal, spacing: 10, sublayouts: [box(40, 10), box(5, 10)])
        #expect(stack.measurement(within: size(50, 10)).sublayouts.count == 1)
        #expect(stack.measurement(within: size(51, 10)).sublayouts.count == 2)
    }

    @Test("A stack offered zero length along its axis drops every child")
    func zeroLengthDropsAll() {
        let stack = StackLayout(axis: .horizontal, sublayouts: [box(10, 10), LabelLayout(text: "x")])
        let arrangement = stack.arrangement(width: 0)
        #expect(arrangement.frame == rect(0, 0, 0, 0))
        #expect(arrangement.sublayouts.isEmpty)
    }

    // MARK: Flexibility aggregation

    @Test("Along its axis a stack is as flexible as its most flexible child")
    func flexibilityAlongAxisIsMostFlexible() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: nil, vertical: 5)),
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: 3, vertical: 9)),
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: -4, vertical: 1)),
            ])
        #expect(stack.flexibility == Flexibility(horizontal: 3, vertical: 1))
    }

    @Test("Across its axis a stack is as flexible as its least flexible child (inflexible if any is)")
    func flexibilityAcrossAxisIsLeastFlexible() {
        let stack = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: nil, vertical: 5)),
                SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: 3, vertical: 9)),
            ])
        #expect(stack.flexibility == Flexibility(horizontal: nil, vertical: 9))
    }

    @Test("A stack of inflexible children is inflexible along its axis")
    func inflexibleChildren() {
        let stack = StackLayout(axis: .horizontal, sublayouts: [box(1, 1), box(1, 1)])
        #expect(stack.flexibility == .inflexible)
    }

    @Test("Flexibility aggregation handles the extreme flexes")
    func extremeFlexes() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 1, height: 1, flexibility: .min),
                SizeLayout(width: 1, height: 1, flexibility: .max),
            ])
        #expect(stack.flexibility == Flexibility(horizontal: Int32.max, vertical: Int32.min))
    }

    @Test("An explicit flexibility replaces the aggregated one")
    func explicitFlexibility() {
        let stack = StackLayout(axis: .horizontal, flexibility: .low, sublayouts: [box(1, 1)])
        #expect(stack.flexibility == .low)
    }

    // MARK: Compression

    @Test("Offered less than it measured, a stack compresses its most flexible child first")
    func compressionTakesFromMostFlexible() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [box(40, 10), LabelLayout(text: "abcdef"), box(30, 10)])
        let measurement = stack.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(112, 17))
        let arrangement = measurement.arrangement(within: rect(0, 0, 100, 17), context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 100, 17))
        #expect(arrangement.sublayoutFrames == [rect(0, 3.5, 40, 10), rect(40, 0, 30, 17), rect(70, 3.5, 30, 10)])
    }

    @Test("Compression takes from the later of two equally flexible children first, down to zero")
    func compressionLaterEqualFirst() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(minWidth: 30, minHeight: 10, maxHeight: 10),
                SizeLayout(minWidth: 30, minHeight: 10, maxHeight: 10),
                box(20, 10),
            ])
        let measurement = stack.measurement(within: size(.infinity, .infinity))
        #expect(measurement.size == size(80, 10))
        // Shortfall 40: the second (later flexible) loses all 30, then the first loses 10.
        let arrangement = measurement.arrangement(within: rect(0, 0, 40, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 10), rect(20, 0, 0, 10), rect(20, 0, 20, 10)])
    }

    @Test("When every child is compressed to zero, the gaps share what is left")
    func compressionIntoGaps() {
        let stack = StackLayout(axis: .horizontal, spacing: 20, sublayouts: [box(10, 10), box(10, 10)])
        let measurement = stack.measurement(within: size(.infinity, .infinity))
        #expect(measurement.size == size(40, 10))
        let arrangement = measurement.arrangement(within: rect(0, 0, 10, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 0, 10), rect(10, 0, 0, 10)])
    }

    @Test("A compressed vertical stack keeps every frame inside its own frame")
    func compressedVerticalStack() {
        let stack = StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [LabelLayout(text: "one"), LabelLayout(text: "two"), box(10, 20)])
        let measurement = stack.measurement(within: size(100, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(21, 62))
        let arrangement = measurement.arrangement(within: rect(0, 0, 21, 50), context: .fixedAdvance)
        // Shortfall 12, taken from the later label.
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 21, 17), rect(0, 21, 21, 5), rect(5.5, 30, 10, 20)])
    }
}
