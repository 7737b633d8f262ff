import Foundation
import Testing
import ValueLayout

/// The exact format of `LayoutArrangement.snapshotText`: one line per node, two spaces of
/// indentation per level, the type name, `(x, y, width, height)` with each number the shortest
/// decimal that identifies its pixel at the arrangement's scale (three decimals at most without
/// one), and the reuse identifier quoted.
@Suite("Snapshot text")
struct SnapshotTextTests {
    @Test("A single node is one line ending in a newline")
    func singleNode() {
        #expect(box(10, 20).arrangement().snapshotText == "SizeLayout (0, 0, 10, 20)\n")
    }

    /// Equal slots of 359 / 3 inside an inset of 2.5: thirds and halves, snapped or not.
    private static let thirds = InsetLayout(
        inset: 2.5, viewReuseId: "outer",
        sublayout: StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                SizeLayout(height: 10, minWidth: 1, viewReuseId: "a"), SizeLayout(height: 10, minWidth: 1),
                SizeLayout(height: 10, minWidth: 1, viewReuseId: "c"),
            ]))

    @Test("Without a scale, numbers are rounded to three decimals, trailing zeros and decimal point dropped")
    func numbersWithoutScale() {
        #expect(
            Self.thirds.arrangement(width: 364).snapshotText == """
                InsetLayout (0, 0, 364, 15) "outer"
                  StackLayout (2.5, 2.5, 359, 10)
                    SizeLayout (0, 0, 119.667, 10) "a"
                    SizeLayout (119.667, 0, 119.667, 10)
                    SizeLayout (239.333, 0, 119.667, 10) "c"

                """)
    }

    @Test("At scale 1, every number is a whole number")
    func numbersAtScale1() {
        #expect(
            Self.thirds.arrangement(width: 364, context: LayoutContext(scale: 1)).snapshotText == """
                InsetLayout (0, 0, 364, 15) "outer"
                  StackLayout (3, 3, 359, 10)
                    SizeLayout (0, 0, 119, 10) "a"
                    SizeLayout (119, 0, 120, 10)
                    SizeLayout (239, 0, 120, 10) "c"

                """)
    }

    @Test("At scale 2, numbers are whole or halves")
    func numbersAtScale2() {
        #expect(
            Self.thirds.arrangement(width: 364, context: LayoutContext(scale: 2)).snapshotText == """
                InsetLayout (0, 0, 364, 15) "outer"
                  StackLayout (2.5, 2.5, 359, 10)
                    SizeLayout (0, 0, 119.5, 10) "a"
                    SizeLayout (119.5, 0, 120, 10)
                    SizeLayout (239.5, 0, 119.5, 10) "c"

                """)
    }

    @Test("At scale 3, thirds take one decimal, the shortest that names their pixel")
    func numbersAtScale3() {
        // 2⅔ is 2.7, 119⅔ is 119.7 and 239⅓ is 239.3: each is nearer its own pixel than any other.
        #expect(
            Self.thirds.arrangement(width: 364, context: LayoutContext(scale: 3)).snapshotText == """
                InsetLayout (0, 0, 364, 15) "outer"
                  StackLayout (2.7, 2.7, 359, 10)
                    SizeLayout (0, 0, 119.7, 10) "a"
                    SizeLayout (119.7, 0, 119.7, 10)
                    SizeLayout (239.3, 0, 119.7, 10) "c"

                """)
    }

    @Test(
        "Each number is the shortest decimal that identifies its pixel at the scale, or has three decimals at most without one",
        arguments: [
            (0, nil, "0"), (12, nil, "12"), (0.5, nil, "0.5"), (2.6666666666666665, nil, "2.667"),
            (105.33333333333333, nil, "105.333"), (0.0005, nil, "0.001"), (1.25, 1, "1"), (1.0 / 3, 3, "0.3"),
            (2.0 / 3, 3, "0.7"), (119 + 2.0 / 3, 3, "119.7"), (239.33333333333334, 3, "239.3"), (1.5, 2, "1.5"),
            (2.0 / 3, 1.5, "0.7"), (4.0 / 3, 1.5, "1.3"), (1234.5678, 10_000, "1234.5678"), (0.0001, 10_000, "0.0001"),
            (0.0625, 16, "0.06"), (0.1875, 16, "0.2"),
        ] as [(CGFloat, CGFloat?, String)])
    func shortestNumber(value: CGFloat, scale: CGFloat?, text: String) {
        #expect(SnapshotNumber.format(value, scale: scale) == text)
    }

    @Test("Negative numbers keep their sign; a number written as zero has none")
    func signs() {
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: -5, y: -0.25)).snapshotText == "SizeLayout (-5, -0.25, 10, 10)\n"
        )
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: -1.0 / 3, y: -2.0 / 3)).snapshotText
                == "SizeLayout (-0.333, -0.667, 10, 10)\n")
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: -1.0 / 3, y: -2.0 / 3), context: LayoutContext(scale: 3))
                .snapshotText == "SizeLayout (-0.3, -0.7, 10, 10)\n")
        #expect(box(10, 10).arrangement(origin: CGPoint(x: -0.0, y: 0)).snapshotText == "SizeLayout (0, 0, 10, 10)\n")
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: -0.0004, y: 0.0004)).snapshotText
                == "SizeLayout (0, 0, 10, 10)\n")
    }

    @Test("Tiny magnitudes are written as decimals, never with an exponent")
    func smallMagnitudes() {
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: 0.00001, y: 0.0001)).snapshotText
                == "SizeLayout (0, 0, 10, 10)\n")
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: 0.0001, y: 0.0123), context: LayoutContext(scale: 10_000))
                .snapshotText == "SizeLayout (0.0001, 0.0123, 10, 10)\n")
    }

    @Test("Large integers are written in full")
    func largeIntegers() {
        #expect(
            box(1e12, 123_456_789).arrangement(origin: CGPoint(x: -1e12, y: 0)).snapshotText
                == "SizeLayout (-1000000000000, 0, 1000000000000, 123456789)\n")
    }

    @Test(
        "Coordinates near the longest length keep their fraction",
        arguments: [
            (nil, "SizeLayout (999999999999.25, 999999999999.667, 1000000000000, 1)\n"),
            (2, "SizeLayout (999999999999.5, 999999999999.5, 1000000000000, 1)\n"),
            (3, "SizeLayout (999999999999.3, 999999999999.7, 1000000000000, 1)\n"),
        ] as [(CGFloat?, String)])
    func largeFractions(scale: CGFloat?, text: String) {
        let origin = CGPoint(x: 999_999_999_999.25, y: 1e12 - 1.0 / 3)
        #expect(box(1e12, 1).arrangement(origin: origin, context: LayoutContext(scale: scale)).snapshotText == text)
    }

    @Test(
        "Magnitudes of 2⁵³ and more, whole numbers all, are written in full whatever the scale",
        arguments: [
            (9_007_199_254_740_992, nil, "9007199254740992"), (-1e16, 3, "-10000000000000000"),
            (1e20, nil, "100000000000000000000"), (-1e20, 2, "-100000000000000000000"),
            (0x1p70, nil, "1180591620717411303424"),
        ] as [(CGFloat, CGFloat?, String)])
    func hugeNumbers(value: CGFloat, scale: CGFloat?, text: String) {
        #expect(SnapshotNumber.format(value, scale: scale) == text)
    }

    @Test("The largest finite number is written as its 309 digits")
    func largestNumber() {
        #expect(
            SnapshotNumber.format(.greatestFiniteMagnitude, scale: nil)
                == "1797693134862315708145274237317043567980705675258449965989174768031572607800285387605895586327668781"
                + "7154045895351438246423432132688946418276846754670353751698604991057655128207624549009038932894407586"
                + "8508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184"
                + "124858368")
    }

    @Test("Numbers that are not finite, which no frame has, are written in words")
    func nonFiniteNumbers() {
        #expect(SnapshotNumber.format(.nan, scale: nil) == "nan")
        #expect(SnapshotNumber.format(.infinity, scale: 2) == "inf")
        #expect(SnapshotNumber.format(-.infinity, scale: nil) == "-inf")
    }

    @Test("Reuse identifiers are quoted and escaped like Swift string literals")
    func quotedIdentifiers() {
        #expect(box(1, 1, "plain").arrangement().snapshotText == "SizeLayout (0, 0, 1, 1) \"plain\"\n")
        #expect(box(1, 1, "say \"hi\"").arrangement().snapshotText == #"SizeLayout (0, 0, 1, 1) "say \"hi\"""# + "\n")
        #expect(box(1, 1, "a\nb\\c").arrangement().snapshotText == #"SizeLayout (0, 0, 1, 1) "a\nb\\c""# + "\n")
        #expect(box(1, 1, "").arrangement().snapshotText == "SizeLayout (0, 0, 1, 1) \"\"\n")
    }

    @Test("Each level is indented two more spaces, children in source order")
    func indentation() {
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                InsetLayout(inset: 1, sublayout: InsetLayout(inset: 1, sublayout: box(2, 2, "deep"))),
                LabelLayout(text: "ab", viewReuseId: "label"),
            ])
        #expect(
            layout.arrangement(context: .fixedAdvance).snapshotText == """
                StackLayout (0, 0, 14, 23)
                  InsetLayout (0, 0, 14, 6)
                    InsetLayout (1, 1, 12, 4)
                      SizeLayout (5, 1, 2, 2) "deep"
                  LabelLayout (0, 6, 14, 17) "label"

                """)
    }

    @Test("The snapshot of a subtree starts at indentation zero")
    func subtree() {
        let layout = StackLayout(
            axis: .vertical, sublayouts: [InsetLayout(inset: 1, sublayout: box(2, 2, "deep")), box(4, 4)])
        #expect(
            layout.arrangement()[0].snapshotText == """
                InsetLayout (0, 0, 4, 4)
                  SizeLayout (1, 1, 2, 2) "deep"

                """)
    }

    @Test("description is the snapshot text")
    func description() {
        let arrangement = StackLayout(axis: .vertical, sublayouts: [box(1, 2, "x"), LabelLayout(text: "y")])
            .arrangement()
        #expect(arrangement.description == arrangement.snapshotText)
        #expect("\(arrangement)" == arrangement.snapshotText)
    }

    @Test("The text depends only on the tree: equal trees built separately dump the same text")
    func stable() {
        func make() -> any Layout {
            OverlayLayout(
                primaryLayouts: [LabelLayout(text: "primary", viewReuseId: "p")],
                backgroundLayouts: [SizeLayout(viewReuseId: "bg")])
        }
        let first = make().arrangement(width: 100, context: .fixedAdvance).snapshotText
        let second = make().arrangement(width: 100, context: .fixedAdvance).snapshotText
        #expect(first == second)
        #expect(
            first == """
                OverlayLayout (0, 0, 100, 17)
                  SizeLayout (0, 0, 100, 17) "bg"
                  LabelLayout (0, 0, 49, 17) "p"

                """)
    }
}
