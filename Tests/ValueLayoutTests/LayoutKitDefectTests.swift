import Foundation
import Testing
import ValueLayout

/// The LayoutKit defects of design-notes §1 that concern layout (1–5), one test each.
@Suite("LayoutKit defects we fix")
struct LayoutKitDefectTests {
    @Test("Defect 1: a zero-length child stretched by .fillFlexing takes its spacing out of the stretch")
    func defect1ZeroLengthStretchedChildStaysInside() {
        // The middle child measures 0 wide (so reserves no spacing) and is the only flexible one.
        let stack = StackLayout(
            axis: .horizontal, spacing: 10,
            sublayouts: [box(20, 10, "left"), SizeLayout(height: 10, viewReuseId: "flexible"), box(20, 10, "right")])
        let measurement = stack.measurement(within: size(100, 10))
        #expect(measurement.size == size(50, 10))
        // The excess is 50; stretched, the child takes the gap it did not reserve, so it gets
        // 50 − 10 = 40 and both gaps are kept: LayoutKit gave it 50 and overflowed by 10.
        let arrangement = stack.arrangement(width: 100)
        #expect(arrangement.frame == rect(0, 0, 100, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 10), rect(30, 0, 40, 10), rect(80, 0, 20, 10)])
    }

    @Test("Defect 2: after children are dropped, .fillFlexing stretches a child that was measured")
    func defect2StretchUsesMeasuredChildren() {
        // Measured within 37: box 30 first, then label "a" (7), leaving 0: label "b" (high) is dropped.
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                LabelLayout(text: "a", viewReuseId: "a"), box(30, 10, "box"),
                LabelLayout(text: "b", flexibility: .high, viewReuseId: "b"),
            ])
        let measurement = stack.measurement(within: size(37, 17))
        #expect(measurement.sublayouts.map(\.layout.viewReuseId) == ["a", "box"])
        // Arranged in 60, the excess 23 goes to "a", the most flexible measured child.
        let arrangement = measurement.arrangement(within: rect(0, 0, 60, 17))
        #expect(arrangement.sublayoutIds == ["a", "box"])
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 7, 17), rect(30, 3.5, 30, 10)])
    }

    @Test("Defect 2: after children are dropped, .fillEqualSpacing with one measured child gives no NaN")
    func defect2EqualSpacingUsesMeasuredChildren() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 4, distribution: .fillEqualSpacing,
            sublayouts: [box(30, 10, "box"), LabelLayout(text: "b", viewReuseId: "b")])
        let measurement = stack.measurement(within: size(30, 10))
        #expect(measurement.sublayouts.count == 1)
        let arrangement = measurement.arrangement(within: rect(0, 0, 60, 10))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 30, 10)])
    }

    @Test("Defect 3: trailing or centred content larger than the rectangle is clamped inside it")
    func defect3OversizedContentClamped() {
        let offered = rect(10, 10, 100, 40)
        #expect(Alignment.centerTrailing.position(size: size(150, 60), in: offered) == offered)
        #expect(Alignment.center.position(size: size(150, 60), in: offered) == offered)
        // And through a layout: a 150-wide label aligned trailing in a 100-wide root.
        let label = LabelLayout(text: "abcdefghijklmnopqrstu", numberOfLines: 1, alignment: .topTrailing)
        let measurement = label.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(147, 17))
        #expect(
            measurement.arrangement(within: rect(0, 0, 100, 17), context: .fixedAdvance).frame == rect(0, 0, 100, 17))
    }

    @Test("Defect 4: a label capped by numberOfLines reports the width of the lines it shows")
    func defect4CappedLabelWidth() {
        // Shown: "ab"; the hidden lines ("cdefghijkl", "mn") are wider.
        let label = LabelLayout(text: "ab cdefghijklmn", numberOfLines: 1)
        #expect(label.measurement(within: size(70, 100), context: .fixedAdvance).size == size(14, 17))
        #expect(label.arrangement(width: 70, context: .fixedAdvance).frame == rect(0, 0, 14, 17))
    }

    @Test("Defect 5: measuring reads the measurer, scale and direction from its context, not global state")
    func defect5ContextParameters() {
        let layout = StackLayout(
            axis: .horizontal, spacing: 5,
            sublayouts: [LabelLayout(text: "ab cd", viewReuseId: "label"), box(10, 10, "box")])
        let narrow = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
        let wide = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 10, lineHeight: 20))
        // The same layout value, two measurers: each result is that measurer's.
        #expect(layout.arrangement(context: narrow).sublayoutFrames == [rect(0, 0, 35, 17), rect(40, 3.5, 10, 10)])
        #expect(layout.arrangement(context: wide).sublayoutFrames == [rect(0, 0, 50, 20), rect(55, 5, 10, 10)])
        // Within 40 with the default measurer: box 10, spacing 5, the label wraps in 25 ("ab" / "cd").
        #expect(layout.measurement(within: size(40, 100), context: .fixedAdvance).size == size(29, 34))
        // Direction and scale are parameters too.
        let rtl = LayoutContext(
            textMeasurer: FixedAdvanceTextMeasurer(advance: 10, lineHeight: 20), direction: .rightToLeft)
        #expect(
            layout.arrangement(width: 100, context: rtl).sublayoutFrames == [rect(50, 0, 50, 20), rect(0, 5, 10, 10)])
        let scaled = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 7.05), scale: 2)
        #expect(layout.arrangement(context: scaled).sublayoutFrames == [rect(0, 0, 35.5, 17), rect(40.5, 3.5, 10, 10)])
    }

    @Test("Defect 5: measuring on several threads at once with different contexts gives each context's result")
    func defect5ConcurrentContexts() async {
        let layout = LabelLayout(text: "ab cd ef")
        let results = await withTaskGroup(of: (CGFloat, CGRect).self) { group in
            for advance in [5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0] {
                group.addTask {
                    let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: advance))
                    return (advance, layout.arrangement(context: context).frame)
                }
            }
            var results: [CGFloat: CGRect] = [:]
            for await (advance, frame) in group { results[advance] = frame }
            return results
        }
        #expect(results.count == 8)
        for (advance, frame) in results {
            #expect(frame == rect(0, 0, 8 * advance, 17))
        }
    }
}
