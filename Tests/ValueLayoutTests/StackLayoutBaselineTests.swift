import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Baseline alignment in a horizontal `StackLayout`: children whose vertical alignment is
/// `.firstBaseline` or `.lastBaseline` share a baseline. Frames are measured with the
/// fixed-advance measurer (7 points a character, 17-point lines, the baseline four fifths down a
/// line); line heights of 20, 30 and 40 points put baselines at 16, 24 and 32, exact numbers.
@Suite("StackLayout baseline alignment")
struct StackLayoutBaselineTests {
    static let firstBaseline = Alignment(vertical: .firstBaseline, horizontal: .leading)
    static let lastBaseline = Alignment(vertical: .lastBaseline, horizontal: .leading)

    /// A label of `text` with lines `lineHeight` tall, aligned by `alignment`.
    static func label(
        _ text: String, lineHeight: CGFloat?, _ alignment: Alignment = firstBaseline, _ id: String? = nil
    ) -> LabelLayout {
        LabelLayout(text: text, lineHeight: lineHeight, alignment: alignment, viewReuseId: id)
    }

    static func row(_ sublayouts: [any Layout], spacing: CGFloat = 0) -> StackLayout {
        StackLayout(axis: .horizontal, spacing: spacing, sublayouts: sublayouts)
    }

    @Test("First baselines line up: each child's top is the shared baseline less its own")
    func firstBaselines() {
        // Baselines 16 ("Hi", 20-point line) and 24 ("Big", 30-point line): "Hi" moves down 8.
        let stack = Self.row([Self.label("Hi", lineHeight: 20), Self.label("Big", lineHeight: 30)], spacing: 4)
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 39, 30))
        #expect(arrangement.sublayoutFrames == [rect(0, 8, 14, 20), rect(18, 0, 21, 30)])
    }

    @Test("A first-baseline label of several lines aligns its first line")
    func firstBaselineOfSeveralLines() {
        // "one\ntwo" in 20-point lines: baselines 16 and 36, 40 tall. "Big": baseline 24.
        let stack = Self.row([Self.label("one\ntwo", lineHeight: 20), Self.label("Big", lineHeight: 30)])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 8, 21, 40), rect(21, 0, 21, 30)])
        // The shared baseline, 24, plus the deepest part below a baseline, 40 − 16.
        #expect(arrangement.frame == rect(0, 0, 42, 48))
    }

    @Test("Last baselines line up: a label of several lines aligns its last line")
    func lastBaselines() {
        // Last baselines 36 ("one\ntwo") and 24 ("Big"): "Big" moves down 12.
        let stack = Self.row([
            Self.label("one\ntwo", lineHeight: 20, Self.lastBaseline),
            Self.label("Big", lineHeight: 30, Self.lastBaseline),
        ])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 21, 40), rect(21, 12, 21, 30)])
        #expect(arrangement.frame == rect(0, 0, 42, 42))
    }

    @Test("A line count cap moves the last baseline to the last line shown")
    func lastBaselineOfCappedLabel() {
        // Three 20-point lines capped at two: last baseline 36, 40 tall. "Big": 24, 30 tall.
        let capped = LabelLayout(
            text: "one\ntwo\nsix", lineHeight: 20, numberOfLines: 2, alignment: Self.lastBaseline)
        let stack = Self.row([capped, Self.label("Big", lineHeight: 30, Self.lastBaseline)])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 21, 40), rect(21, 12, 21, 30)])
    }

    @Test("A child without text has its baseline at the bottom of its measured size")
    func childWithoutTextSynthesizesBaseline() {
        // The box's baseline is its bottom, 10 below its top; "Big"'s is 24: the box's top is at 14.
        let box = SizeLayout(width: 10, height: 10, alignment: Self.firstBaseline, viewReuseId: "box")
        let stack = Self.row([box, Self.label("Big", lineHeight: 30)])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 14, 10, 10), rect(10, 0, 21, 30)])
        #expect(arrangement.frame == rect(0, 0, 31, 30))
    }

    @Test("A stack of baseline-aligned children, itself baseline-aligned, has its baseline at its bottom")
    func nestedStackSynthesizesBaseline() {
        // The inner row has no text of its own: its baseline is its bottom, 30 below its top.
        let inner = StackLayout(
            axis: .horizontal, alignment: Self.firstBaseline, sublayouts: [Self.label("Big", lineHeight: 30)])
        let stack = Self.row([inner, Self.label("Hi", lineHeight: 40)])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        // "Hi": baseline 32, so the inner row's top is at 2 and "Hi"'s at 0.
        #expect(arrangement.sublayoutFrames == [rect(0, 2, 21, 30), rect(21, 0, 14, 40)])
        #expect(arrangement.frame == rect(0, 0, 35, 40))
    }

    @Test("Children not aligned by a baseline keep their slot of the stack's whole height")
    func mixedChildren() {
        let stack = Self.row([
            Self.label("Hi", lineHeight: 20),
            SizeLayout(width: 10, height: 40, viewReuseId: "tall"),
            Self.label("Big", lineHeight: 30),
            SizeLayout(width: 10, height: 10, alignment: .bottomLeading, viewReuseId: "bottom"),
            SizeLayout(width: 10, alignment: .fill, viewReuseId: "filling"),
        ])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 65, 40))
        #expect(
            arrangement.sublayoutFrames == [
                rect(0, 8, 14, 20), rect(14, 0, 10, 40), rect(24, 0, 21, 30), rect(45, 30, 10, 10),
                rect(55, 0, 10, 40),
            ])
    }

    @Test("First-baseline and last-baseline children are two groups, each from the stack's top")
    func twoGroups() {
        let stack = Self.row([
            Self.label("Hi", lineHeight: 20),  // first baseline 16
            Self.label("Big", lineHeight: 30),  // first baseline 24
            Self.label("one\ntwo", lineHeight: 20, Self.lastBaseline),  // last baseline 36
            Self.label("Big", lineHeight: 30, Self.lastBaseline),  // last baseline 24
        ])
        let arrangement = stack.arrangement(context: .fixedAdvance)
        #expect(
            arrangement.sublayoutFrames == [
                rect(0, 8, 14, 20), rect(14, 0, 21, 30), rect(35, 0, 21, 40), rect(56, 12, 21, 30),
            ])
        // The first group is 30 tall, the last 42.
        #expect(arrangement.frame == rect(0, 0, 77, 42))
    }

    @Test(
        "The measured height is the tallest other child or the shared baseline plus the deepest descent",
        arguments: [(0, 48), (47, 48), (60, 60)] as [(CGFloat, CGFloat)])
    func measuredHeight(otherChildHeight: CGFloat, expected: CGFloat) {
        // Shared baseline 24 ("Big"); the deepest part below a baseline is "one\ntwo"'s 40 − 16.
        let stack = Self.row([
            Self.label("one\ntwo", lineHeight: 20), Self.label("Big", lineHeight: 30),
            SizeLayout(width: 10, height: otherChildHeight),
        ])
        let measurement = stack.measurement(
            within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(52, expected))
    }

    @Test("The measured height is clamped to the maximum height")
    func measuredHeightClamped() {
        let stack = Self.row([Self.label("one\ntwo", lineHeight: 20), Self.label("Big", lineHeight: 30)])
        let measurement = stack.measurement(within: size(100, 45), context: .fixedAdvance)
        #expect(measurement.size == size(42, 45))
    }

    @Test("Offered less height than it needs, a baseline-aligned child moves up to stay inside")
    func childStaysInside() {
        let stack = Self.row([Self.label("one\ntwo", lineHeight: 20), Self.label("Big", lineHeight: 30)])
        let measurement = stack.measurement(within: size(100, 100), context: .fixedAdvance)
        let arrangement = measurement.arrangement(within: rect(0, 0, 42, 44), context: .fixedAdvance)
        // "one\ntwo" would sit at 8..48: it moves up to 4..44.
        #expect(arrangement.sublayoutFrames == [rect(0, 4, 21, 40), rect(21, 0, 21, 30)])
    }

    @Test("Offered more height, baseline-aligned children stay at the top; others take the height")
    func tallerFrame() {
        let stack = Self.row([Self.label("Hi", lineHeight: 20), Self.label("Big", lineHeight: 30), box(10, 10)])
        let arrangement = stack.arrangement(width: 45, height: 50, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 8, 14, 20), rect(14, 0, 21, 30), rect(35, 20, 10, 10)])
    }

    @Test("Right to left, the row is mirrored and the baselines still line up")
    func mirroredRightToLeft() {
        let stack = Self.row([Self.label("Hi", lineHeight: 20), Self.label("Big", lineHeight: 30)], spacing: 4)
        let arrangement = stack.arrangement(width: 50, context: rightToLeft)
        #expect(arrangement.frame == rect(0, 0, 50, 30))
        // Left to right, "Hi" is at (0, 8) and "Big" at (18, 0), leading in the 32-point slot that
        // takes the 11 points of excess (the later of two equally flexible children).
        #expect(arrangement.sublayoutFrames == [rect(36, 8, 14, 20), rect(11, 0, 21, 30)])
    }

    @Test("With a pixel scale, a shifted child's edges move to the pixel grid")
    func pixelSnapping() {
        // 17-point lines put "Hi"'s baseline at 13.6; "Big"'s is 16: "Hi" moves down 2.4, which
        // snaps to 2.5 at two pixels a point.
        let stack = Self.row([Self.label("Hi", lineHeight: nil), Self.label("Big", lineHeight: 20)])
        let unsnapped = stack.arrangement(context: .fixedAdvance)
        #expect(abs(unsnapped.sublayouts[0].frame.minY - 2.4) < 1e-9)
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        let arrangement = stack.arrangement(context: context)
        #expect(arrangement.frame == rect(0, 0, 35, 20))
        #expect(arrangement.sublayoutFrames == [rect(0, 2.5, 14, 17), rect(14, 0, 21, 20)])
    }

    @Test("A vertical stack ignores baseline alignment: its children place as with .top")
    func verticalStackIgnoresBaselines() {
        func column(_ alignment: Alignment) -> StackLayout {
            StackLayout(
                axis: .vertical,
                sublayouts: [
                    Self.label("Hi", lineHeight: 20, alignment),
                    SizeLayout(width: 10, height: 10, alignment: alignment),
                    Self.label("Big", lineHeight: 30, alignment),
                ])
        }
        let baseline = column(Self.firstBaseline).arrangement(width: 50, context: .fixedAdvance)
        #expect(baseline.frame == rect(0, 0, 50, 60))
        #expect(baseline.sublayoutFrames == [rect(0, 0, 14, 20), rect(0, 20, 10, 10), rect(0, 30, 21, 30)])
        let top = column(.topLeading).arrangement(width: 50, context: .fixedAdvance)
        #expect(top.sublayoutFrames == baseline.sublayoutFrames)
        #expect(
            column(Self.lastBaseline).arrangement(width: 50, context: .fixedAdvance).allFrames == baseline.allFrames)
    }

    @Test(
        "Outside a horizontal stack a baseline alignment places as .top",
        arguments: [Alignment.Vertical.firstBaseline, .lastBaseline])
    func outsideStackPlacesAsTop(vertical: Alignment.Vertical) {
        let alignment = Alignment(vertical: vertical, horizontal: .trailing)
        let top = Alignment(vertical: .top, horizontal: .trailing)
        // The root.
        let root = LabelLayout(text: "Hi", lineHeight: 20, alignment: alignment)
        #expect(root.arrangement(width: 100, height: 50, context: .fixedAdvance).frame == rect(86, 0, 14, 20))
        // A child of another layout.
        let inset = InsetLayout(
            insets: EdgeInsets(5), sublayout: SizeLayout(width: 10, height: 10, alignment: alignment))
        #expect(inset.arrangement(width: 100, height: 50).sublayoutFrames == [rect(85, 5, 10, 10)])
        // Alignment itself.
        let offered = rect(10, 20, 100, 40)
        #expect(alignment.position(size: size(20, 10), in: offered) == rect(90, 20, 20, 10))
        #expect(
            alignment.position(size: size(20, 10), in: offered, direction: .rightToLeft)
                == top.position(size: size(20, 10), in: offered, direction: .rightToLeft))
        #expect(alignment.position(size: size(200, 100), in: offered) == rect(10, 20, 100, 40))
    }

    @Test("A custom layout's baseline-aligned child places as .top")
    func customLayoutChildPlacesAsTop() {
        struct Filling: CustomLayout {
            var child: any Layout
            var sublayouts: [any Layout] { [child] }
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
                children[0].measure(within: maxSize)
                return maxSize
            }
        }
        let layout = Filling(child: Self.label("Hi", lineHeight: 20))
        let arrangement = layout.arrangement(width: 100, height: 50, context: .fixedAdvance)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 14, 20)])
    }

    @Test("Random rows of baseline-aligned labels and boxes keep every layout invariant")
    func invariantsOnRandomRows() {
        // The property tests rarely put two baseline-aligned labels in one row: these rows do, with
        // the generator's texts, line heights, sizes and stack arguments, bad numbers included.
        let alignments: [Alignment] = [
            Self.firstBaseline, Self.lastBaseline, Alignment(vertical: .firstBaseline, horizontal: .fill),
            Alignment(vertical: .lastBaseline, horizontal: .trailing), .topLeading, .center, .fill,
        ]
        var failures: [String] = []
        for seed: UInt64 in 0..<300 {
            var choices = SeededChoices(seed: seed)
            let count = choices.int(2...5)
            var children: [LayoutSpec] = []
            for _ in 0..<count {
                let alignment = choices.pick(alignments)
                if choices.chance(70) {
                    var label = LabelLayoutRegistration.random(&choices, childCount: 0)
                    label.options.alignment = alignment
                    children.append(LayoutSpec(label))
                } else {
                    var box = SizeLayoutRegistration.random(&choices, childCount: 0)
                    box.options.alignment = alignment
                    children.append(LayoutSpec(box))
                }
            }
            var stack = StackLayoutRegistration.random(&choices, childCount: count)
            stack.axis = .horizontal
            let scenario = SpecScenario(
                layout: LayoutSpec(stack, children: children), width: choices.pick([nil, 0, 40, 120, 1_000]),
                height: choices.pick([nil, nil, 10, 30]), direction: choices.chance(50) ? .rightToLeft : .leftToRight,
                scale: choices.pick([nil, 1, 2, 3]))
            let violations = LayoutInvariants.violations(in: scenario.scenario)
            if !violations.isEmpty {
                failures.append("seed \(seed):\n\(scenario)\n" + violations.prefix(5).joined(separator: "\n"))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) rows fail; the first:\n\(failures.first ?? "")")
    }

    @Test("A stack's equality and hash cover its children's alignments")
    func equality() {
        let baseline = Self.row([Self.label("Hi", lineHeight: 20), box(10, 10)])
        let same = Self.row([Self.label("Hi", lineHeight: 20), box(10, 10)])
        let top = Self.row([Self.label("Hi", lineHeight: 20, .topLeading), box(10, 10)])
        #expect(LayoutKey(baseline) == LayoutKey(same))
        #expect(LayoutKey(baseline).hashValue == LayoutKey(same).hashValue)
        #expect(LayoutKey(baseline) != LayoutKey(top))
    }
}
