import Foundation
import Testing
import ValueLayout

/// Every measured size is at most ``LayoutLimits/maximumLength`` on each side, whatever the kind:
/// a leaf that adds lengths of its own (insets, padding) to what it shows is capped by the engine,
/// as a container's sum of lengths is. The repro: a leaf with insets of 10¹² + 1 points on every
/// edge (each cleaned to 10¹², so two of them make 2 × 10¹²), alone in a vertical stack given no
/// width, in both directions.
@Suite("Leaves are capped at the maximum length")
struct LeafSizeCapTests {
    static let huge: CGFloat = 1e12 + 1
    static let limit = LayoutLimits.maximumLength

    /// The leaves whose own lengths pass the maximum, by name.
    static let leaves: [String: any Layout] = [
        "button": ButtonLayout(
            type: .custom, title: "", image: .size(.zero), contentEdgeInsets: EdgeInsets(huge)),
        "text view": TextViewLayout(text: "", textContainerInset: EdgeInsets(huge)),
        "flex container without items": FlexLayout(padding: EdgeInsets(huge)),
        "label measured by a measurer that answers past the maximum": LabelLayout(text: "abc"),
    ]

    /// A measurer whose sizes are larger than any length: bad input from outside the library.
    struct OversizedMeasurer: TextMeasurer {
        func size(
            of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
        ) -> CGSize { CGSize(width: 5e12, height: 5e12) }

        func lines(
            of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
        ) -> [Substring] { [text[...]] }

        func isEquivalent(to other: any TextMeasurer) -> Bool { other is OversizedMeasurer }
    }

    static func context(_ direction: LayoutDirection) -> LayoutContext {
        LayoutContext(textMeasurer: OversizedMeasurer(), direction: direction)
    }

    @Test("A leaf's measured size is capped on each side", arguments: leaves.keys.sorted())
    func measuredSize(leaf name: String) throws {
        let leaf = try #require(Self.leaves[name])
        let measurement = leaf.measurement(
            within: CGSize(width: CGFloat.infinity, height: .infinity), context: Self.context(.leftToRight))
        #expect(measurement.size == CGSize(width: Self.limit, height: Self.limit))
    }

    @Test(
        "A capped leaf in a vertical stack has the stack's frame, in both directions",
        arguments: leaves.keys.sorted(), [LayoutDirection.leftToRight, .rightToLeft])
    func inVerticalStack(leaf name: String, direction: LayoutDirection) throws {
        let leaf = try #require(Self.leaves[name])
        let column = StackLayout(axis: .vertical, sublayouts: [leaf])
        let arrangement = column.arrangement(context: Self.context(direction))
        #expect(arrangement.frame == CGRect(x: 0, y: 0, width: Self.limit, height: Self.limit))
        #expect(arrangement[0].frame == CGRect(x: 0, y: 0, width: Self.limit, height: Self.limit))
    }

    @Test("A capped leaf followed by another in a vertical stack keeps the stack at the maximum")
    func followedBySibling() throws {
        let column = StackLayout(
            axis: .vertical,
            sublayouts: [try #require(Self.leaves["button"]), SizeLayout(width: 10, height: 10)])
        let arrangement = column.arrangement(context: Self.context(.leftToRight))
        #expect(arrangement.frame == CGRect(x: 0, y: 0, width: Self.limit, height: Self.limit))
        #expect(arrangement[0].frame == CGRect(x: 0, y: 0, width: Self.limit, height: Self.limit))
        // The second child starts where the first ends; the stack's own cap keeps it inside.
        #expect(arrangement[1].frame.minY == Self.limit)
    }
}
