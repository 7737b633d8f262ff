import Foundation
import Testing
import ValueLayout

/// A built-in layout with no measured children is arranged by the pass from its measurement alone
/// (its alignment placing its measured size in the offered rectangle), without reading its layout
/// value. These tests pin the frames that path gives to the ones each kind's own rules give.
@Suite("Leaves placed from their measurement")
struct LeafPlacementTests {
    static let alignedFrames: [(Alignment, CGRect)] = [
        (.topLeading, rect(0, 0, 21, 17)),
        (.center, rect(39.5, 11.5, 21, 17)),
        (.bottomTrailing, rect(79, 23, 21, 17)),
        (.fill, rect(0, 0, 100, 40)),
    ]

    @Test("A label child sits where its alignment puts it in its slot", arguments: alignedFrames)
    func labelChild(alignment: Alignment, expected: CGRect) {
        // The column stretches its only (flexible) child to the whole 100 × 40.
        let column = StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "abc", alignment: alignment)])
        #expect(column.arrangement(width: 100, height: 40, context: .fixedAdvance)[0].frame == expected)
    }

    @Test("A size child that fills takes its whole slot, past its maximum (maximums limit measuring)")
    func sizeChildFillingPastItsMaximum() {
        let leaf = SizeLayout(minWidth: 10, maxWidth: 30, minHeight: 10, maxHeight: 10, alignment: .fill)
        let column = StackLayout(axis: .vertical, sublayouts: [leaf])
        #expect(column.arrangement(width: 100)[0].frame == rect(0, 0, 100, 10))
    }

    @Test("A size child without a maximum fills its whole slot")
    func sizeChildFillingWithoutMaximum() {
        let leaf = SizeLayout(minWidth: 10, minHeight: 10, alignment: .fill)
        let column = StackLayout(axis: .vertical, sublayouts: [leaf])
        #expect(column.arrangement(width: 100)[0].frame == rect(0, 0, 100, 10))
    }

    @Test("A stack whose children were all dropped is placed by its alignment, with no children")
    func stackWithEveryChildDropped() {
        let row = StackLayout(
            axis: .horizontal, alignment: .center, sublayouts: [SizeLayout(width: 10, height: 10)])
        // The overlay measures its primary within its own maximum: with no width, the row drops
        // its child and measures 0 × 0; the overlay fills 60 × 40 and centres the row in it.
        let overlay = OverlayLayout(primaryLayouts: [row])
        let arranged = overlay.measurement(within: size(0, 100)).arrangement(within: rect(0, 0, 60, 40))
        #expect(arranged[0].frame == rect(30, 20, 0, 0))
        #expect(arranged[0].sublayouts.isEmpty)
    }

    @Test("An empty overlay child is placed by its alignment")
    func emptyOverlayChild() {
        let overlay = OverlayLayout(primaryLayouts: [], alignment: .bottomTrailing)
        let column = StackLayout(axis: .vertical, sublayouts: [overlay])
        // An empty overlay has the default flex, so the column stretches its slot to 50 × 20.
        #expect(column.arrangement(width: 50, height: 20)[0].frame == rect(50, 20, 0, 0))
    }

    @Test("One measurement arranged in two rectangles places its leaf in each")
    func measurementArrangedTwice() {
        let column = StackLayout(
            axis: .vertical, sublayouts: [LabelLayout(text: "abc", alignment: .centerTrailing)])
        let measurement = column.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(
            measurement.arrangement(within: rect(0, 0, 100, 17), context: .fixedAdvance)[0].frame == rect(79, 0, 21, 17)
        )
        #expect(
            measurement.arrangement(within: rect(0, 0, 50, 30), context: .fixedAdvance)[0].frame
                == rect(29, 6.5, 21, 17))
    }

    @Test("Right to left mirrors a placed leaf within its parent")
    func placedLeafMirrored() {
        let column = StackLayout(
            axis: .vertical, sublayouts: [LabelLayout(text: "abc", alignment: .centerLeading)])
        let arranged = column.arrangement(width: 100, height: 40, context: rightToLeft)
        #expect(arranged[0].frame == rect(79, 11.5, 21, 17))
    }
}
