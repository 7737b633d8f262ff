import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// The checks allow for the rounding of every coordinate they add up: an item that overflows its
/// flex container by about the maximum length sits 10¹² points from the origin right to left,
/// and its children's edges read in the root's coordinates carry the rounding of that sum
/// (10⁻⁴ points) even where they lie near the origin.
@Suite("Checks of far-overflowing flex items")
struct FarOverflowInvariantTests {
    /// A 410-point row holding an absolutely positioned row whose second item has a 10¹²-point
    /// leading margin: the positioned row is the maximum length wide, and right to left its first
    /// item lies near the origin while the row itself starts near −10¹².
    static func farOverflowingItem() -> any Layout {
        FlexLayout(children: [
            FlexItem(SizeLayout(width: 30.3, height: 10)),
            FlexItem(
                FlexLayout(children: [
                    FlexItem(SizeLayout(width: 21.9, height: 4.3)),
                    FlexItem(SizeLayout(width: 13.7, height: 9.1), margin: FlexEdges(leading: .points(1e12))),
                ]), position: .absolute, top: .points(2.1), leading: .points(0.37)),
        ])
    }

    @Test func thePositionedRowStartsNearMinusTheMaximumLengthRightToLeft() {
        let scenario = LayoutScenario(width: 410, direction: .rightToLeft) { Self.farOverflowingItem() }
        let root = scenario.arrangement(of: Self.farOverflowingItem(), context: scenario.context)
        let row = root.sublayouts[1]
        let maximum = LayoutLimits.maximumLength
        #expect(row.frame == CGRect(x: 410 - 0.37 - maximum, y: 2.1, width: maximum, height: 9.1))
        #expect(row.sublayouts[0].frame == CGRect(x: maximum - 21.9, y: 0, width: 21.9, height: 9.1))
    }

    @Test(
        arguments: [LayoutInvariant.mirroredForRightToLeft, .snappedMirroredForRightToLeft, .pixelSnapped],
        [LayoutDirection.leftToRight, .rightToLeft])
    func farOverflowingItemKeeps(_ invariant: LayoutInvariant, direction: LayoutDirection) {
        let scenario = LayoutScenario(width: 410, direction: direction) { Self.farOverflowingItem() }
        let violations = LayoutInvariants.violations(of: invariant, in: scenario)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}
