import Foundation
import Testing
import ValueLayout

/// The exact format of `LayoutArrangement.snapshotText`: one line per node, two spaces of
/// indentation per level, the type name, `(x, y, width, height)` with integers written without a
/// decimal point and other numbers in their shortest exact form, and the reuse identifier quoted.
@Suite("Snapshot text")
struct SnapshotTextTests {
    @Test("A single node is one line ending in a newline")
    func singleNode() {
        #expect(box(10, 20).arrangement().snapshotText == "SizeLayout (0, 0, 10, 20)\n")
    }

    @Test("Integers are written without a decimal point, other numbers in their shortest exact form")
    func numbers() {
        // Equal slots of 359 / 3 inside an inset of 2.5.
        let layout = InsetLayout(
            inset: 2.5, viewReuseId: "outer",
            sublayout: StackLayout(
                axis: .horizontal, distribution: .fillEqualSize,
                sublayouts: [
                    SizeLayout(height: 10, minWidth: 1, viewReuseId: "a"), SizeLayout(height: 10, minWidth: 1),
                    SizeLayout(height: 10, minWidth: 1, viewReuseId: "c"),
                ]))
        #expect(
            layout.arrangement(width: 364).snapshotText == """
                InsetLayout (0, 0, 364, 15) "outer"
                  StackLayout (2.5, 2.5, 359, 10)
                    SizeLayout (0, 0, 119.66666666666667, 10) "a"
                    SizeLayout (119.66666666666667, 0, 119.66666666666667, 10)
                    SizeLayout (239.33333333333334, 0, 119.66666666666667, 10) "c"

                """)
    }

    @Test("Negative numbers keep their sign; negative zero is written 0")
    func signs() {
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: -5, y: -0.25)).snapshotText == "SizeLayout (-5, -0.25, 10, 10)\n"
        )
        #expect(box(10, 10).arrangement(origin: CGPoint(x: -0.0, y: 0)).snapshotText == "SizeLayout (0, 0, 10, 10)\n")
    }

    @Test("Magnitudes below 10⁻⁴ use Swift's round-trip exponent form")
    func smallMagnitudes() {
        #expect(
            box(10, 10).arrangement(origin: CGPoint(x: 0.00001, y: 0.0001)).snapshotText
                == "SizeLayout (1e-05, 0.0001, 10, 10)\n")
    }

    @Test("Large integers are written in full")
    func largeIntegers() {
        #expect(
            box(1e12, 123_456_789).arrangement(origin: CGPoint(x: -1e12, y: 0)).snapshotText
                == "SizeLayout (-1000000000000, 0, 1000000000000, 123456789)\n")
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
