import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// The bad-input policy of `LayoutLimits` and the initializers' doc comments: whatever numbers it
/// is given, ValueLayout never crashes, every frame is finite with a non-negative size, and each
/// number is cleaned to the documented value.
///
/// - A length (exact or minimum size, inset, line height, font size, advance) that is NaN,
///   infinite or negative is 0; one above `LayoutLimits.maximumLength` is that maximum.
/// - A stack's spacing that is NaN or infinite is 0; a finite one, negative included, is kept,
///   clamped to ±maximum length.
/// - A limit (maximum size, arrangement width/height, size measured within) that is NaN or
///   negative is 0; +infinity or anything above the maximum length is unlimited.
/// - A coordinate (origin) that is NaN or infinite is 0, and is clamped to ±maximum length.
@Suite("Bad input")
struct BadInputTests {
    static let maximum = LayoutLimits.maximumLength

    struct LengthCase: Sendable, CustomTestStringConvertible {
        let input: CGFloat
        let expected: CGFloat
        var testDescription: String { "\(input) → \(expected)" }
    }

    /// Lengths and their documented cleaned values.
    static let lengths: [LengthCase] = [
        LengthCase(input: .nan, expected: 0), LengthCase(input: .signalingNaN, expected: 0),
        LengthCase(input: .infinity, expected: 0), LengthCase(input: -.infinity, expected: 0),
        LengthCase(input: -1, expected: 0), LengthCase(input: -.leastNonzeroMagnitude, expected: 0),
        LengthCase(input: 1e20, expected: maximum), LengthCase(input: .greatestFiniteMagnitude, expected: maximum),
        LengthCase(input: maximum, expected: maximum), LengthCase(input: 12.5, expected: 12.5),
    ]

    /// Limits and their documented cleaned values (`.infinity`: unlimited).
    static let limits: [LengthCase] = [
        LengthCase(input: .nan, expected: 0), LengthCase(input: -1, expected: 0),
        LengthCase(input: -.infinity, expected: 0), LengthCase(input: .infinity, expected: .infinity),
        LengthCase(input: 1e20, expected: .infinity), LengthCase(input: .greatestFiniteMagnitude, expected: .infinity),
        LengthCase(input: 12.5, expected: 12.5),
    ]

    /// Spacings and their documented cleaned values: a negative spacing is honoured.
    static let spacings: [LengthCase] = [
        LengthCase(input: .nan, expected: 0), LengthCase(input: .signalingNaN, expected: 0),
        LengthCase(input: .infinity, expected: 0), LengthCase(input: -.infinity, expected: 0),
        LengthCase(input: -1, expected: -1),
        LengthCase(input: -.leastNonzeroMagnitude, expected: -.leastNonzeroMagnitude),
        LengthCase(input: 1e20, expected: maximum), LengthCase(input: -1e20, expected: -maximum),
        LengthCase(input: maximum, expected: maximum), LengthCase(input: 12.5, expected: 12.5),
    ]

    /// Coordinates and their documented cleaned values.
    static let coordinates: [LengthCase] = [
        LengthCase(input: .nan, expected: 0), LengthCase(input: .infinity, expected: 0),
        LengthCase(input: -.infinity, expected: 0), LengthCase(input: 1e20, expected: maximum),
        LengthCase(input: -1e20, expected: -maximum), LengthCase(input: -12.5, expected: -12.5),
    ]

    /// Every bad value at once, for the never-crash tests.
    static let badValues: [CGFloat] = [
        .nan, .signalingNaN, .infinity, -.infinity, -1, 1e20, -1e20, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0,
    ]

    static let infiniteLengthBug = Bug.bug(
        id: "infinite-length",
        "Regression: CGFloat.sanitizedLength mapped +infinity to maximumLength (1e12) instead of the documented 0")

    // MARK: Lengths

    @Test("SizeLayout exact width and height are cleaned as lengths", infiniteLengthBug, arguments: lengths)
    func sizeLayoutExact(_ test: LengthCase) {
        let layout = SizeLayout(width: test.input, height: test.input)
        #expect(layout.minWidth == test.expected)
        #expect(layout.minHeight == test.expected)
        #expect(layout.measurement(within: size(.infinity, .infinity)).size == size(test.expected, test.expected))
        #expect(SizeLayout(size: size(test.input, test.input)) == layout)
    }

    @Test(
        "SizeLayout(width:minHeight:maxHeight:) and (height:minWidth:maxWidth:) clean the exact side",
        infiniteLengthBug, arguments: lengths)
    func sizeLayoutOneExactSide(_ test: LengthCase) {
        #expect(
            SizeLayout(width: test.input).measurement(within: size(.infinity, .infinity)).size.width == test.expected)
        #expect(
            SizeLayout(height: test.input).measurement(within: size(.infinity, .infinity)).size.height == test.expected)
    }

    @Test("SizeLayout minimums are cleaned as lengths", infiniteLengthBug, arguments: lengths)
    func sizeLayoutMinimum(_ test: LengthCase) {
        let layout = SizeLayout(minWidth: test.input, minHeight: test.input)
        #expect(layout.minWidth == test.expected)
        #expect(layout.minHeight == test.expected)
        #expect(layout.measurement(within: size(.infinity, .infinity)).size == size(test.expected, test.expected))
        #expect(SizeLayout(minSize: size(test.input, test.input)).minWidth == test.expected)
    }

    @Test("Insets are cleaned as lengths", infiniteLengthBug, arguments: lengths)
    func insets(_ test: LengthCase) {
        let insets = EdgeInsets(top: test.input, leading: test.input, bottom: test.input, trailing: test.input)
        #expect(
            insets
                == EdgeInsets(
                    top: test.expected, leading: test.expected, bottom: test.expected, trailing: test.expected))
        #expect(EdgeInsets(test.input).top == test.expected)
        #expect(InsetLayout(inset: test.input, sublayout: box(10, 10)).insets.leading == test.expected)
    }

    @Test("Stack spacing is cleaned: NaN and infinite are 0, a finite negative one is kept", arguments: spacings)
    func spacing(_ test: LengthCase) {
        let stack = StackLayout(axis: .vertical, spacing: test.input, sublayouts: [box(10, 10), box(10, 10)])
        #expect(stack.spacing == test.expected)
    }

    @Test("Label line height is cleaned as a length", infiniteLengthBug, arguments: lengths)
    func lineHeight(_ test: LengthCase) {
        let label = LabelLayout(text: "abc", lineHeight: test.input)
        #expect(label.lineHeight == test.expected)
    }

    @Test("Font size is cleaned as a length", infiniteLengthBug, arguments: lengths)
    func fontSize(_ test: LengthCase) {
        #expect(Font(size: test.input).size == test.expected)
        #expect(Font.system(size: test.input).size == test.expected)
    }

    @Test(
        "FixedAdvanceTextMeasurer advance and line height are cleaned as lengths", infiniteLengthBug, arguments: lengths
    )
    func measurerMetrics(_ test: LengthCase) {
        let measurer = FixedAdvanceTextMeasurer(advance: test.input, lineHeight: test.input)
        #expect(measurer.advance == test.expected)
        #expect(measurer.lineHeight == test.expected)
    }

    @Test("Infinite lengths are treated as 0, as documented", infiniteLengthBug)
    func infiniteLengthsAreZero() {
        // The consequences of the cleaning above, through whole layouts.
        let inset = InsetLayout(inset: .infinity, sublayout: LabelLayout(text: "abc"))
        #expect(inset.arrangement(width: 100, context: .fixedAdvance).frame == rect(0, 0, 100, 17))
        let stack = StackLayout(axis: .vertical, spacing: .infinity, sublayouts: [box(10, 10), box(10, 10)])
        #expect(stack.arrangement().frame == rect(0, 0, 10, 20))
        #expect(
            LabelLayout(text: "abc", lineHeight: .infinity).arrangement(context: .fixedAdvance).frame
                == rect(0, 0, 21, 0))
    }

    @Test("A zero or NaN line height gives a label no height")
    func zeroLineHeight() {
        #expect(
            LabelLayout(text: "abc", lineHeight: .nan).measurement(within: size(100, 100), context: .fixedAdvance).size
                == size(21, 0))
        #expect(
            LabelLayout(text: "abc", lineHeight: -4).measurement(within: size(100, 100), context: .fixedAdvance).size
                == size(21, 0))
    }

    @Test("A zero advance gives text no width and keeps it on one line")
    func zeroAdvance() {
        let measurer = FixedAdvanceTextMeasurer(advance: .nan)
        #expect(measurer.size(of: "ab cd", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 10) == size(0, 17))
    }

    @Test("An enormous advance puts one character on each line and the label stays within its maximum")
    func enormousAdvance() {
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 1e20))
        let arrangement = LabelLayout(text: "ab").arrangement(width: 100, context: context)
        #expect(arrangement.frame == rect(0, 0, 100, 34))
    }

    @Test("A negative numberOfLines means no limit", arguments: [-1, -3, Int.min])
    func negativeNumberOfLines(_ lines: Int) {
        let label = LabelLayout(text: "poster title 0 with some longer stuff", numberOfLines: lines)
        #expect(label.numberOfLines == 0)
        #expect(label.measurement(within: size(100, 1000), context: .fixedAdvance).size == size(98, 51))
    }

    // MARK: Limits

    @Test("SizeLayout maximums are cleaned as limits", arguments: limits)
    func sizeLayoutMaximum(_ test: LengthCase) {
        let layout = SizeLayout(maxWidth: test.input, maxHeight: test.input)
        let expected: CGFloat? = test.expected.isFinite ? test.expected : nil
        #expect(layout.maxWidth == expected)
        #expect(layout.maxHeight == expected)
        #expect(SizeLayout(maxSize: size(test.input, test.input)).maxWidth == expected)
        // As in LayoutKit, any maximum given, even an unlimited one, centres the layout by default.
        #expect(layout.alignment == .center)
    }

    @Test("A NaN or negative maximum gives a size layout no room for its sublayout")
    func sizeLayoutZeroMaximum() {
        for bad: CGFloat in [.nan, -1, -.infinity] {
            let layout = SizeLayout(maxWidth: bad, sublayout: LabelLayout(text: "abc"))
            #expect(layout.measurement(within: size(100, 100)).size.width == 0)
        }
    }

    @Test("The size measured within is cleaned as a limit", arguments: limits)
    func measurementWithin(_ test: LengthCase) {
        let measurement = SizeLayout(minWidth: 20, minHeight: 20).measurement(within: size(test.input, test.input))
        #expect(measurement.maxSize == size(test.expected, test.expected))
        let expected = min(20, test.expected)
        #expect(measurement.size == size(expected, expected))
    }

    @Test("The arrangement's width and height are cleaned as limits", arguments: limits)
    func arrangementWidthHeight(_ test: LengthCase) {
        // An unlimited width or height is the same as none: the root takes its measured size.
        let arrangement = SizeLayout(minWidth: 20, minHeight: 30).arrangement(width: test.input, height: test.input)
        let width = test.expected.isFinite ? test.expected : 20
        let height = test.expected.isFinite ? test.expected : 30
        #expect(arrangement.frame == rect(0, 0, width, height))
    }

    // MARK: Coordinates

    @Test("The arrangement's origin is cleaned as a coordinate", arguments: coordinates)
    func arrangementOrigin(_ test: LengthCase) {
        let arrangement = box(10, 10).arrangement(origin: CGPoint(x: test.input, y: test.input))
        #expect(arrangement.frame == rect(test.expected, test.expected, 10, 10))
    }

    // MARK: Scale

    @Test(
        "A bad scale means no snapping",
        arguments: [CGFloat.nan, .infinity, -.infinity, 0, -1, -.leastNonzeroMagnitude])
    func scale(_ scale: CGFloat) {
        #expect(LayoutContext(scale: scale).scale == nil)
        let arrangement = box(10.3, 10.3).arrangement(context: LayoutContext(scale: scale))
        #expect(arrangement.frame == rect(0, 0, 10.3, 10.3))
    }

    @Test("A scale above LayoutContext.maximumScale (10,000) means no snapping")
    func scaleAboveMaximum() {
        #expect(LayoutContext.maximumScale == 10_000)
        #expect(LayoutContext(scale: 10_000).scale == 10_000)
        #expect(LayoutContext(scale: 10_000.5).scale == nil)
        #expect(LayoutContext(scale: 1e20).scale == nil)
        #expect(box(10.3, 10.3).arrangement(context: LayoutContext(scale: 1e20)).frame == rect(0, 0, 10.3, 10.3))
    }

    @Test("The maximum scale still snaps, without overflow, at the far end of the coordinate range")
    func maximumScaleAtFarEnd() {
        let context = LayoutContext(scale: LayoutContext.maximumScale)
        let arrangement = box(10, 10).arrangement(origin: CGPoint(x: 1e12, y: -1e12), context: context)
        #expect(arrangement.frame == rect(1e12, -1e12, 10, 10))
        let label = LabelLayout(text: "ab").arrangement(
            origin: CGPoint(x: 0.00001, y: 0),
            context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 7.00001), scale: 10_000))
        #expect(label.frame == rect(0, 0, 14.0001, 17))
    }

    @Test(
        "An enormous finite scale never gives an infinite or NaN frame",
        .bug(
            id: "huge-scale",
            "Regression: LayoutContext accepted any finite positive scale; edge × scale overflowed to infinity and frames became inf/NaN"
        ),
        arguments: [CGFloat(1e300), .greatestFiniteMagnitude])
    func hugeScale(_ scale: CGFloat) {
        let context = LayoutContext(scale: scale)
        #expect(box(10, 10).arrangement(context: context).frame == rect(0, 0, 10, 10))
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: 1e10, y: 5), context: context).frame == rect(1e10, 5, 10, 10))
    }

    // MARK: Rectangles offered to arrangement(within:context:)

    @Test("A NaN or infinite coordinate of the offered rectangle becomes 0; an infinite side the measured length")
    func badOfferedRect() {
        let layout = box(10, 10)
        let measurement = layout.measurement(within: size(100, 100))
        let offered = CGRect(x: CGFloat.nan, y: CGFloat.infinity, width: CGFloat.infinity, height: CGFloat.nan)
        let arrangement = measurement.arrangement(within: offered)
        #expect(arrangement.frame == rect(0, 0, 10, 0))
    }

    @Test("A negative side of the offered rectangle becomes 0")
    func negativeOfferedSide() {
        let layout = box(10, 10)
        let measurement = layout.measurement(within: size(100, 100))
        let offered = CGRect(x: 5, y: 5, width: -10, height: 20)
        #expect(measurement.arrangement(within: offered).frame == rect(5, 10, 0, 10))
    }

    static let hugeOfferedRectBug = Bug.bug(
        id: "huge-offered-rect",
        "Regression: CGRect.sanitizedOffer passed a rectangle of finite but huge numbers (1.8e308) through unclamped, and alignment overflowed to inf/NaN frames"
    )

    @Test("A huge finite coordinate of the offered rectangle is clamped to the maximum length", hugeOfferedRectBug)
    func hugeOfferedCoordinate() {
        let layout = SizeLayout(width: 10, height: 10, alignment: .topLeading)
        let measurement = layout.measurement(within: size(100, 100))
        let huge = CGFloat.greatestFiniteMagnitude
        let offered = CGRect(x: huge, y: -huge, width: 50, height: 50)
        #expect(measurement.arrangement(within: offered).frame == rect(Self.maximum, -Self.maximum, 10, 10))
    }

    @Test("Every built-in layout accepts a bad rectangle", hugeOfferedRectBug, arguments: badValues)
    func everyLayoutAcceptsBadRect(_ bad: CGFloat) {
        let layouts: [any Layout] = [
            box(10, 10), InsetLayout(inset: 2, sublayout: box(10, 10)),
            StackLayout(axis: .horizontal, sublayouts: [box(10, 10), LabelLayout(text: "ab")]),
            OverlayLayout(primaryLayouts: [box(10, 10)], backgroundLayouts: [SizeLayout()]),
            LabelLayout(text: "ab"),
        ]
        for layout in layouts {
            let measurement = layout.measurement(within: size(100, 100))
            for offered in [
                CGRect(x: bad, y: bad, width: bad, height: bad), CGRect(x: 0, y: 0, width: bad, height: 50),
            ] {
                for context in [LayoutContext.default, rightToLeft, LayoutContext(scale: 3)] {
                    let arrangement = measurement.arrangement(within: offered, context: context)
                    for frame in arrangement.allFrames {
                        #expect(isSane(frame), "\(type(of: layout)) in \(offered): \(frame)")
                    }
                }
            }
        }
    }

    // MARK: Custom layouts' results

    /// A custom layout that reports `reported` as its size, and places its one child in `childRect`.
    struct Reporting: CustomLayout {
        var reported: CGSize
        var childRect = CGRect.zero
        var sublayouts: [any Layout] { [box(1, 1)] }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize { reported }

        func place(children: LayoutChildren, in bounds: CGRect) { children[0].place(in: childRect) }
    }

    @Test("A custom layout's bad measured size is cleaned and clamped to its maximum", infiniteLengthBug)
    func customMeasurementCleaned() {
        let nan = Reporting(reported: size(.nan, .infinity)).measurement(within: size(50, 40))
        #expect(nan.size == size(0, 0))
        let huge = Reporting(reported: size(1e20, 70)).measurement(within: size(.nan, 40))
        #expect(huge.size == size(0, 40))
        #expect(huge.maxSize == size(0, 40))
    }

    @Test("A bad rectangle a custom layout places a child in is cleaned", infiniteLengthBug)
    func customPlacementCleaned() {
        let layout = Reporting(
            reported: size(1, 1), childRect: CGRect(x: CGFloat.nan, y: 1e20, width: -5, height: CGFloat.infinity))
        // NaN → 0, 10²⁰ → the maximum length, −5 → 0, ∞ → the child's measured height (1).
        #expect(layout.arrangement()[0].frame == rect(0, Self.maximum, 0, 1))
    }

    // MARK: Never crash, never a bad frame

    /// A tree that uses `bad` for every number it has.
    static func treeUsing(_ bad: CGFloat) -> any Layout {
        InsetLayout(
            insets: EdgeInsets(top: bad, leading: bad, bottom: 1, trailing: bad),
            sublayout: StackLayout(
                axis: .vertical, spacing: bad, distribution: .fillEqualSpacing,
                sublayouts: [
                    SizeLayout(width: bad, height: bad),
                    SizeLayout(
                        minWidth: bad, maxWidth: bad, minHeight: bad, maxHeight: bad, sublayout: LabelLayout(text: "x")),
                    SizeLayout(minSize: size(bad, bad)), SizeLayout(maxSize: size(bad, bad)),
                    LabelLayout(
                        text: "poster title 0 with some longer stuff", font: Font(size: bad), lineHeight: bad,
                        numberOfLines: -1),
                    StackLayout(
                        axis: .horizontal, spacing: bad, distribution: .fillEqualSize,
                        sublayouts: [
                            LabelLayout(text: "a"), SizeLayout(width: bad, height: 5),
                            InsetLayout(inset: bad, sublayout: box(3, 3)),
                        ]),
                    OverlayLayout(
                        primaryLayouts: [SizeLayout(width: bad, height: bad)],
                        overlayLayouts: [LabelLayout(text: "badge")]),
                ]))
    }

    @Test("Bad numbers everywhere: no crash, every frame finite and non-negative", arguments: badValues)
    func neverABadFrame(_ bad: CGFloat) {
        let layout = Self.treeUsing(bad)
        let contexts = [
            // (A bad scale has its own tests above.)
            LayoutContext(), rightToLeft, LayoutContext(scale: 3),
            LayoutContext(
                textMeasurer: FixedAdvanceTextMeasurer(advance: bad, lineHeight: bad), direction: .rightToLeft, scale: 2
            ),
        ]
        let sizes: [(CGFloat?, CGFloat?)] = [(nil, nil), (bad, nil), (nil, bad), (bad, bad), (375, bad), (0, 0)]
        for context in contexts {
            for (width, height) in sizes {
                let arrangement = layout.arrangement(
                    origin: CGPoint(x: bad, y: bad), width: width, height: height, context: context)
                for frame in arrangement.allFrames {
                    #expect(
                        isSane(frame),
                        "width \(String(describing: width)) height \(String(describing: height)): \(frame)")
                }
                let measurement = layout.measurement(within: size(bad, bad))
                #expect(measurement.size.width.isFinite && measurement.size.height.isFinite)
                #expect(measurement.size.width >= 0 && measurement.size.height >= 0)
            }
        }
    }

    // MARK: Empty and zero-sized

    @Test("An empty stack, empty text and an empty overlay lay out as zero-sized frames")
    func emptyThings() {
        #expect(StackLayout(axis: .vertical, sublayouts: []).arrangement().frame == rect(0, 0, 0, 0))
        #expect(LabelLayout(text: "").arrangement().frame == rect(0, 0, 0, 0))
        #expect(OverlayLayout(primaryLayouts: []).arrangement().frame == rect(0, 0, 0, 0))
        #expect(SizeLayout().arrangement().frame == rect(0, 0, 0, 0))
    }

    @Test("The W1 feed item in a root of width 0 lays out without a bad frame")
    func feedItemWidthZero() {
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(width: 0)
        #expect(arrangement.frame.width == 0)
        #expect(arrangement.allFrames.allSatisfy(isSane))
        #expect(arrangement.allFrames.allSatisfy { $0.width == 0 })
    }

    @Test("The W1 feed item in a 0 × 0 root is all zero-sized frames")
    func feedItemZeroByZero() {
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(width: 0, height: 0)
        #expect(arrangement.frame == rect(0, 0, 0, 0))
        #expect(arrangement.allFrames.allSatisfy { isSane($0) && $0.size == .zero })
    }

    @Test("A label in a root of width 0 has width 0")
    func labelWidthZero() {
        // One character a line (at least one character a line), clamped to width 0.
        #expect(LabelLayout(text: "abc").arrangement(width: 0, context: .fixedAdvance).frame == rect(0, 0, 0, 51))
    }

    /// Four levels of 1,000 copies of one value: 10^12 nodes if laid out in full, in a few
    /// kilobytes.
    static func sharedSubtrees(axis: Axis) -> any Layout {
        var layout: any Layout = SizeLayout(width: 1, height: 1)
        for _ in 0..<4 {
            layout = StackLayout(axis: axis, sublayouts: Array(repeating: layout, count: 1_000))
        }
        return layout
    }

    @Test("A tree that shares subtrees counts its nodes up to Int32.max, without overflowing")
    func nodeCountSaturates() {
        #expect(Self.sharedSubtrees(axis: .vertical)._layoutNode.nodeCount == Int(Int32.max))
    }

    @Test("A tree that shares subtrees lays out what fits without reserving room for every node it counts")
    func sharedSubtreesInAZeroWidthRoot() {
        // Width 0: the row drops every child, so the pass builds one node, not 10^12.
        let arrangement = Self.sharedSubtrees(axis: .horizontal).arrangement(width: 0)
        #expect(arrangement.frame == rect(0, 0, 0, 0))
        #expect(arrangement.nodeCount == 1)
    }
}
