import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// Hostile input that `BadInputTests` does not already cover, each with the answer the bad-input
/// policy (`LayoutLimits`, `docs/sizing-contract.md`) and the fixed-advance text rules
/// (`FixedAdvanceTextMeasurer`: 7 points a character, 17 a line) give: bad numbers in the
/// remaining numeric parameters (a text measurer's answer, the maximum size given to each built-in
/// layout, the text measurer's own arguments, tiny pixel scales), enormous and unusual texts,
/// stacks and overlays of 100,000 children, and duplicate reuse identifiers.
@Suite("Hostile input")
struct HostileInputTests {
    static let maximum = LayoutLimits.maximumLength

    /// Every frame of `arrangement` is finite with a non-negative size.
    static func allSane(_ arrangement: LayoutArrangement) -> Bool {
        var pending = [arrangement]
        while let node = pending.popLast() {
            guard LayoutInvariants.isSane(node.frame) else { return false }
            pending.append(contentsOf: node.sublayouts)
        }
        return true
    }

    // MARK: Numbers

    /// A text measurer that answers every question with the same size.
    struct FixedAnswerMeasurer: TextMeasurer {
        let answer: CGSize

        func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
            answer
        }

        func lines(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
            -> [Substring]
        {
            [Substring(text)]
        }
    }

    struct MeasurerAnswer: Sendable, CustomTestStringConvertible {
        let answer: CGFloat
        /// The label's cleaned length (a length: NaN, infinite, negative → 0; above 10¹² → 10¹²).
        let cleaned: CGFloat
        var testDescription: String { "\(answer) → \(cleaned)" }
    }

    @Test(
        "A text measurer's bad answer is cleaned as a length",
        arguments: [
            MeasurerAnswer(answer: .nan, cleaned: 0), MeasurerAnswer(answer: .infinity, cleaned: 0),
            MeasurerAnswer(answer: -.infinity, cleaned: 0), MeasurerAnswer(answer: -5, cleaned: 0),
            MeasurerAnswer(answer: 1e20, cleaned: maximum),
            MeasurerAnswer(answer: .greatestFiniteMagnitude, cleaned: maximum),
            MeasurerAnswer(answer: 12.5, cleaned: 12.5),
        ])
    func badMeasurerAnswer(_ test: MeasurerAnswer) {
        let context = LayoutContext(
            textMeasurer: FixedAnswerMeasurer(answer: CGSize(width: test.answer, height: test.answer)))
        let label = LabelLayout(text: "anything")
        let unlimited = label.measurement(within: size(.infinity, .infinity), context: context)
        #expect(unlimited.size == size(test.cleaned, test.cleaned))
        // Then clamped to the maximum, like any measurement.
        let limited = label.measurement(within: size(100, 50), context: context)
        #expect(limited.size == size(min(test.cleaned, 100), min(test.cleaned, 50)))
        #expect(Self.allSane(label.arrangement(width: 375, context: context)))
    }

    /// One layout of each built-in kind.
    static let everyKind: [any Layout] = [
        SizeLayout(width: 10, height: 10), SizeLayout(minWidth: 5, maxHeight: 30, sublayout: LabelLayout(text: "ab")),
        InsetLayout(inset: 2, sublayout: LabelLayout(text: "abc def")),
        StackLayout(axis: .horizontal, spacing: 3, sublayouts: [box(10, 10), LabelLayout(text: "ab")]),
        OverlayLayout(
            primaryLayouts: [box(10, 10)], backgroundLayouts: [SizeLayout()], overlayLayouts: [LabelLayout(text: "x")]),
        LabelLayout(text: "poster title 0 with some longer stuff"),
    ]

    struct LimitCase: Sendable, CustomTestStringConvertible {
        let input: CGFloat
        /// The cleaned limit (NaN, negative → 0; infinite or above 10¹² → unlimited).
        let cleaned: CGFloat
        var testDescription: String { "\(input) → \(cleaned)" }
    }

    @Test(
        "Every built-in layout, measured through the protocol with its own context, cleans the maximum size as a limit",
        arguments: [
            LimitCase(input: .nan, cleaned: 0), LimitCase(input: -1, cleaned: 0),
            LimitCase(input: -.infinity, cleaned: 0),
            LimitCase(input: .infinity, cleaned: .infinity), LimitCase(input: 1e20, cleaned: .infinity),
            LimitCase(input: .greatestFiniteMagnitude, cleaned: .infinity), LimitCase(input: 0, cleaned: 0),
        ])
    func everyKindCleansItsMaximum(_ test: LimitCase) {
        let context = LayoutContext(direction: .rightToLeft, scale: 3)
        for layout in Self.everyKind {
            let measurement = layout.measurement(within: size(test.input, test.input), context: context)
            #expect(measurement.maxSize == size(test.cleaned, test.cleaned), "\(type(of: layout))")
            #expect(LayoutInvariants.isSane(CGRect(origin: .zero, size: measurement.size)), "\(type(of: layout))")
            #expect(measurement.size.width <= test.cleaned && measurement.size.height <= test.cleaned)
        }
    }

    @Test("The fixed-advance measurer's own arguments: a bad maximum width is a limit, a bad line height a length")
    func measurerArguments() {
        let measurer = FixedAdvanceTextMeasurer()
        // NaN, negative or zero width: a limit of 0, so one character a line (at least one).
        for width: CGFloat in [.nan, -1, -.infinity, 0] {
            #expect(
                measurer.size(of: "ab cd", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: width)
                    == size(7, 68))
            #expect(
                measurer.lines(of: "ab cd", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: width) == [
                    "a", "b", "c", "d",
                ])
        }
        // Infinite or huge width: unlimited, one line.
        for width: CGFloat in [.infinity, 1e20, .greatestFiniteMagnitude] {
            #expect(
                measurer.size(of: "ab cd", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: width)
                    == size(35, 17))
        }
        // A bad line height is 0; any numberOfLines below 1 is no limit, Int.max is no limit in practice.
        for lineHeight: CGFloat in [.nan, -3, .infinity] {
            #expect(
                measurer.size(of: "ab", font: .body, lineHeight: lineHeight, numberOfLines: 0, maxWidth: 100)
                    == size(14, 0))
        }
        for lines in [Int.min, -1, Int.max] {
            #expect(
                measurer.size(of: "ab cd", font: .body, lineHeight: nil, numberOfLines: lines, maxWidth: 7)
                    == size(7, 68))
        }
    }

    @Test("Int.max and Int.min lines in a label: no limit (Int.min is stored as 0)")
    func extremeNumberOfLines() {
        #expect(
            LabelLayout(text: "ab cd", numberOfLines: Int.max).measurement(
                within: size(7, .infinity), context: .fixedAdvance
            ).size
                == size(7, 68))
        #expect(LabelLayout(text: "ab cd", numberOfLines: Int.min).numberOfLines == 0)
    }

    /// A tree whose labels are stretched by `.fill`: snapping pushes each label out by a pixel.
    static let stretchedLabels: any Layout = StackLayout(
        axis: .vertical, sublayouts: [LabelLayout(text: "ab", alignment: .fill), box(10.5, 3), LabelLayout(text: "")])

    @Test(
        "A tiny positive scale snaps to an enormous pixel grid without a bad frame", arguments: [CGFloat(1e-5), 1e-300])
    func tinyScale(_ scale: CGFloat) {
        for direction in LayoutDirection.allCases {
            let context = LayoutContext(direction: direction, scale: scale)
            #expect(Self.allSane(Self.stretchedLabels.arrangement(width: 100.25, context: context)))
        }
    }

    @Test(
        "A subnormal scale is below the minimum scale: no snapping, no infinite frame",
        arguments: [CGFloat(1e-310), .leastNonzeroMagnitude])
    func subnormalScale(_ scale: CGFloat) {
        #expect(LayoutContext(scale: scale).scale == nil)
        for direction in LayoutDirection.allCases {
            let context = LayoutContext(direction: direction, scale: scale)
            #expect(Self.allSane(Self.stretchedLabels.arrangement(width: 100.25, context: context)))
        }
    }

    // MARK: Texts

    struct TextCase: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let width: CGFloat?
        let numberOfLines: Int
        let expected: CGSize
        var testDescription: String { name }
    }

    /// 100,000-character texts and unusual characters, with their sizes under the fixed-advance
    /// rules (every grapheme cluster advances 7 points; at width 100 a line holds 14 characters).
    static let texts: [TextCase] = [
        TextCase(
            name: "100,000 × \"a\", one word, at width 100: 14 a line, 7,143 lines",
            text: String(repeating: "a", count: 100_000),
            width: 100, numberOfLines: 0, expected: size(98, 7_143 * 17)),
        TextCase(
            name: "100,000 × \"a\" unlimited: one line 700,000 wide", text: String(repeating: "a", count: 100_000),
            width: nil, numberOfLines: 0, expected: size(700_000, 17)),
        TextCase(
            name: "100,000 × \"a\" at width 100 capped at 2 lines", text: String(repeating: "a", count: 100_000),
            width: 100, numberOfLines: 2, expected: size(98, 34)),
        TextCase(
            name: "20,000 × \"abcd \" (100,000 characters): three words a line, 6,667 lines",
            text: String(repeating: "abcd ", count: 20_000), width: 100, numberOfLines: 0,
            expected: size(98, 6_667 * 17)),
        TextCase(
            name: "100,000 emoji with a skin tone (one character each)", text: String(repeating: "👍🏽", count: 100_000),
            width: 100, numberOfLines: 0, expected: size(98, 7_143 * 17)),
        TextCase(
            name: "100,000 CJK characters, no spaces", text: String(repeating: "漢", count: 100_000), width: 100,
            numberOfLines: 0, expected: size(98, 7_143 * 17)),
        TextCase(
            name: "100,000 e + combining acute (one character each)",
            text: String(repeating: "e\u{301}", count: 100_000),
            width: 100, numberOfLines: 0, expected: size(98, 7_143 * 17)),
        TextCase(
            name: "20,000 × \"שלום \" (right-to-left script, 100,000 characters)",
            text: String(repeating: "שלום ", count: 20_000),
            width: 100, numberOfLines: 0, expected: size(98, 6_667 * 17)),
        TextCase(
            name: "100,000 newlines: 100,001 empty lines", text: String(repeating: "\n", count: 100_000), width: 100,
            numberOfLines: 0, expected: size(0, 100_001 * 17)),
        TextCase(
            name: "A word longer than the line after a short one starts its own line",
            text: "ab " + String(repeating: "x", count: 30), width: 100, numberOfLines: 0, expected: size(98, 4 * 17)),
        TextCase(
            name: "Stacked combining marks are one character", text: "x\u{301}\u{302}\u{303}\u{304}y", width: 100,
            numberOfLines: 0, expected: size(14, 17)),
        TextCase(
            name: "A family emoji and a flag are one character each", text: "👩‍👩‍👧‍👦🇫🇷", width: 100, numberOfLines: 0,
            expected: size(14, 17)),
        TextCase(
            name: "Hebrew and Arabic words wrap at spaces like any word", text: "שלום עולם مرحبا بالعالم", width: 100,
            numberOfLines: 0, expected: size(91, 34)),
        TextCase(
            name: "Newlines only: \"\\n\\n\" is three empty lines", text: "\n\n", width: 100, numberOfLines: 0,
            expected: size(0, 51)),
        TextCase(
            name: "\\r\\n is one line break (one character)", text: "a\r\nb", width: 100, numberOfLines: 0,
            expected: size(7, 34)),
        TextCase(name: "Empty text", text: "", width: 100, numberOfLines: 0, expected: size(0, 0)),
        TextCase(
            name: "Zero-width and control characters still advance", text: "a\u{200B}b\u{0}c", width: 100,
            numberOfLines: 0,
            expected: size(35, 17)),
    ]

    @Test("Enormous and unusual texts measure by the fixed-advance rules", arguments: texts)
    func text(_ test: TextCase) {
        let label = LabelLayout(text: test.text, numberOfLines: test.numberOfLines)
        #expect(
            label.measurement(within: size(test.width ?? .infinity, .infinity), context: .fixedAdvance).size
                == test.expected)
    }

    @Test("A 100,000-character label lays out right to left and snapped in a stack without a bad frame")
    func enormousTextInATree() {
        let layout = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                box(20, 20), LabelLayout(text: String(repeating: "漢字 ", count: 33_334)), LabelLayout(text: ""),
            ])
        let arrangement = layout.arrangement(
            width: 375,
            context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 3))
        #expect(Self.allSane(arrangement))
        // The label gets 375 − 20 − 4 = 351 points: 50 characters a line, so 17 two-character words
        // (3 × 17 − 1 = 50 characters) and 1,961 lines. It leaves 1 point: too little for the
        // spacing before the empty label, which is dropped.
        #expect(arrangement.sublayouts.count == 2)
        #expect(arrangement.sublayouts[1].frame == rect(1, 0, 350, 1_961 * 17))
    }

    // MARK: 100,000 children

    @Test("A horizontal stack of 100,000 fixed 100-point leaves in 375 points keeps four, the fourth cut to 75")
    func hundredThousandChildrenDropped() {
        let arrangement = StackLayout(
            axis: .horizontal, sublayouts: Array(repeating: box(100, 20), count: 100_000)
        ).arrangement(width: 375)
        #expect(arrangement.sublayouts.count == 4)
        #expect(
            arrangement.sublayoutFrames == [
                rect(0, 0, 100, 20), rect(100, 0, 100, 20), rect(200, 0, 100, 20), rect(300, 0, 75, 20),
            ])
    }

    /// The total width of `arrangement`'s children and whether each lies within it.
    static func tiling(_ arrangement: LayoutArrangement) -> (covered: CGFloat, inside: Bool) {
        var covered: CGFloat = 0
        var inside = true
        for child in arrangement.sublayouts {
            inside = inside && child.frame.minX >= 0 && child.frame.maxX <= arrangement.frame.width
            covered += child.frame.width
        }
        return (covered, inside)
    }

    static let equalSlots = StackLayout(
        axis: .horizontal, distribution: .fillEqualSize,
        sublayouts: Array(repeating: SizeLayout(height: 5, minWidth: 1), count: 100_000))

    @Test("100,000 equal slots in 1,000 points, snapped: every child lies inside and they tile the stack")
    func hundredThousandEqualSlots() {
        let arrangement = Self.equalSlots.arrangement(width: 1_000, context: LayoutContext(scale: 3))
        #expect(arrangement.frame == rect(0, 0, 1_000, 5))
        #expect(arrangement.sublayouts.count == 100_000)
        let (covered, inside) = Self.tiling(arrangement)
        #expect(inside)
        // Snapped, the slots tile the whole width with neither gap nor overlap.
        #expect(abs(covered - 1_000) < 1e-6)
    }

    @Test("100,000 equal slots in 1,000 points, right to left and snapped, tile the stack")
    func hundredThousandEqualSlotsRightToLeft() {
        let arrangement = Self.equalSlots.arrangement(
            width: 1_000, context: LayoutContext(direction: .rightToLeft, scale: 3))
        let (covered, inside) = Self.tiling(arrangement)
        #expect(inside)
        // Mirrored, shared edges carry rounding noise (width − x − w); snapping treats an edge
        // within a millionth of a pixel of a half pixel as the half, so neighbours still share it.
        #expect(abs(covered - 1_000) < 1e-6)
    }

    @Test(
        "A chain of 115 insets of 0.1 point, snapped at scale 3, right to left is the mirror of left to right")
    func accumulatedNoiseMirror() {
        var layout: any Layout = box(10, 10)
        for _ in 0..<115 { layout = InsetLayout(inset: 0.1, sublayout: layout) }
        // The fifth inset's left edge is at 0.5 point (1.5 pixels) plus the noise of five sums of 0.1.
        var leftToRight = layout.arrangement(context: LayoutContext(scale: 3))
        var rightToLeft = layout.arrangement(context: LayoutContext(direction: .rightToLeft, scale: 3))
        var parentWidth: CGFloat = 33
        var mirrored = true
        for _ in 0..<115 {
            leftToRight = leftToRight.sublayouts[0]
            rightToLeft = rightToLeft.sublayouts[0]
            let expected = parentWidth - leftToRight.frame.maxX
            mirrored =
                mirrored && abs(rightToLeft.frame.minX - expected) < 1e-9
                && rightToLeft.frame.width == leftToRight.frame.width
            parentWidth = leftToRight.frame.width
        }
        #expect(mirrored)
    }

    @Test("A vertical stack of 100,000 labels is 1,700,000 points tall")
    func hundredThousandLabels() {
        let arrangement = StackLayout(
            axis: .vertical, sublayouts: Array(repeating: LabelLayout(text: "x"), count: 100_000)
        )
        .arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 100, 1_700_000))
        #expect(arrangement.sublayouts[99_999].frame == rect(0, 1_699_983, 7, 17))
    }

    @Test("An overlay with 100,000 backgrounds sizes every one to its primary")
    func hundredThousandBackgrounds() {
        let arrangement = OverlayLayout(
            primaryLayouts: [box(30, 40)], backgroundLayouts: Array(repeating: SizeLayout(), count: 100_000)
        ).arrangement()
        #expect(arrangement.frame == rect(0, 0, 30, 40))
        #expect(arrangement.sublayouts.count == 100_001)
        #expect(arrangement.sublayouts.allSatisfy { $0.frame == rect(0, 0, 30, 40) })
    }

    @Test(
        "Stacks of 10,000 zero-size children, every distribution: no bad frame",
        arguments: StackLayoutDistribution.allCases)
    func tenThousandEmptyChildren(_ distribution: StackLayoutDistribution) {
        let arrangement = StackLayout(
            axis: .vertical, spacing: 1, distribution: distribution,
            sublayouts: Array(repeating: LabelLayout(text: ""), count: 10_000)
        ).arrangement(width: 10, height: 500)
        #expect(Self.allSane(arrangement))
        #expect(arrangement.sublayouts.allSatisfy { $0.frame.minY >= 0 && $0.frame.maxY <= 500 })
    }

    // MARK: Reuse identifiers

    @Test("Duplicate reuse identifiers: the arrangement keeps both nodes")
    func duplicateIdsKept() {
        let arrangement = StackLayout(
            axis: .vertical, viewReuseId: "dup",
            sublayouts: [box(10, 10, "dup"), LabelLayout(text: "a", viewReuseId: "dup"), box(5, 5, "dup")]
        ).arrangement(context: .fixedAdvance)
        #expect(arrangement.viewReuseId == "dup")
        #expect(arrangement.sublayoutIds == ["dup", "dup", "dup"])
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 10, 10), rect(0, 10, 7, 17), rect(2.5, 27, 5, 5)])
    }

    @Test("Duplicate reuse identifiers: the snapshot shows every node")
    func duplicateIdsInSnapshot() {
        let arrangement = InsetLayout(
            inset: 1, viewReuseId: "a",
            sublayout: OverlayLayout(
                primaryLayouts: [box(10, 10, "a")], overlayLayouts: [box(4, 4, "a")], viewReuseId: "a")
        ).arrangement()
        #expect(
            arrangement.snapshotText == """
                InsetLayout (0, 0, 12, 12) "a"
                  OverlayLayout (1, 1, 10, 10) "a"
                    SizeLayout (0, 0, 10, 10) "a"
                    SizeLayout (3, 3, 4, 4) "a"

                """)
    }

    // MARK: Custom layouts' sizes

    /// A custom leaf that measures `answer`, whatever it is offered.
    struct FixedAnswerLayout: CustomLayout {
        let answer: CGSize
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize { answer }
        func place(children: LayoutChildren, in bounds: CGRect) {}
    }

    struct CustomSizeCase: Sendable, CustomTestStringConvertible {
        let direction: LayoutDirection
        let scale: CGFloat?
        var testDescription: String { "\(direction), scale \(scale.map { "\($0)" } ?? "none")" }
    }

    static let customSizeCases = [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
        [nil, 1, 2, 3].map { CustomSizeCase(direction: direction, scale: $0) }
    }

    @Test(
        "Two custom layouts of 10³⁰⁰ points in a horizontal stack are each cut to the maximum length, frames finite",
        arguments: customSizeCases)
    func hugeCustomSizesInAStack(_ test: CustomSizeCase) {
        let huge = FixedAnswerLayout(answer: CGSize(width: 1e300, height: 1e300))
        let arrangement = StackLayout(axis: .horizontal, sublayouts: [huge, huge]).arrangement(
            context: LayoutContext(
                textMeasurer: FixedAdvanceTextMeasurer(), direction: test.direction, scale: test.scale))
        #expect(Self.allSane(arrangement))
        // The stack's sum of two maximum lengths is kept at the maximum; the second child
        // overflows it, on the trailing side.
        let second = test.direction == .leftToRight ? "1000000000000" : "-1000000000000"
        #expect(
            arrangement.snapshotText == """
                StackLayout (0, 0, 1000000000000, 1000000000000)
                  FixedAnswerLayout (0, 0, 1000000000000, 1000000000000)
                  FixedAnswerLayout (\(second), 0, 1000000000000, 1000000000000)

                """)
    }

    @Test(
        "A stretched child of a stack with a negative spacing is kept at the maximum length",
        arguments: [2, 3, 7])
    func stretchedChildBeyondTheMaximum(_ count: Int) {
        let children = (0..<count).map { _ in SizeLayout(height: 10, minWidth: 100) as any Layout }
        let stack = StackLayout(axis: .horizontal, spacing: -150, distribution: .fillFlexing, sublayouts: children)
        let arrangement = stack.arrangement(width: Self.maximum, context: .fixedAdvance)
        #expect(Self.allSane(arrangement))
        #expect(arrangement.sublayouts.allSatisfy { $0.frame.width <= Self.maximum })
        #expect(arrangement.sublayouts.last?.frame.width == Self.maximum)
    }

    @Test("A stretched child longer than its stack (negative spacing), as in LayoutKit")
    func stretchedChildLongerThanTheStack() {
        let stack = StackLayout(
            axis: .horizontal, spacing: -150, distribution: .fillFlexing,
            sublayouts: [SizeLayout(height: 10, minWidth: 100), SizeLayout(height: 10, minWidth: 100)])
        let arrangement = stack.arrangement(width: 375, context: .fixedAdvance)
        // 375 − 100 + 150: the second child fills the frame and the overlap.
        #expect(
            arrangement.sublayouts.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: -50, y: 0, width: 425, height: 10),
            ])
    }

    @Test("A custom layout that passes on a child's size beyond the maximum length changes no frame")
    func customWrapperOfAHugeInset() {
        struct Wrapper: CustomLayout {
            let sublayouts: [any Layout]
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
                children[0].measure(within: maxSize)
            }
            func place(children: LayoutChildren, in bounds: CGRect) { children[0].place(in: bounds) }
        }
        let inset = InsetLayout(
            insets: EdgeInsets(top: Self.maximum, leading: Self.maximum, bottom: 0, trailing: 0),
            sublayout: SizeLayout(width: Self.maximum, height: 10))
        let plain = StackLayout(axis: .horizontal, sublayouts: [inset, inset]).arrangement(context: .fixedAdvance)
        let wrapped = StackLayout(axis: .horizontal, sublayouts: [Wrapper(sublayouts: [inset]), inset])
            .arrangement(context: .fixedAdvance)
        #expect(wrapped.sublayouts.map(\.frame) == plain.sublayouts.map(\.frame))
        #expect(wrapped.sublayouts[0].sublayouts[0].frame == plain.sublayouts[0].frame)
    }

    @Test("Empty and unusual reuse identifiers are kept and quoted in the snapshot")
    func unusualIds() {
        let arrangement = StackLayout(
            axis: .horizontal, sublayouts: [box(1, 1, ""), box(1, 1, "\"q\"\n"), box(1, 1, "🙂")]
        ).arrangement()
        #expect(arrangement.sublayoutIds == ["", "\"q\"\n", "🙂"])
        #expect(
            arrangement.snapshotText == """
                StackLayout (0, 0, 3, 1)
                  SizeLayout (0, 0, 1, 1) ""
                  SizeLayout (1, 0, 1, 1) "\\"q\\"\\n"
                  SizeLayout (2, 0, 1, 1) "🙂"

                """)
    }
}
