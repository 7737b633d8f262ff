import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `LayoutArrangement.diagnostics`: what a finished tree tells about dropped sublayouts, overflow,
/// sizes below their minimum, cleaned bad input and duplicate reuse ids, each naming its layouts by
/// path.
@Suite("Layout diagnostics")
struct LayoutDiagnosticTests {
    /// Places its only child 10 points to the right of where its bounds start, at the child's
    /// measured size: the child sticks out of the right edge.
    struct Shifted: CustomLayout {
        var content: any Layout
        var sublayouts: [any Layout] { [content] }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(within: maxSize)
        }

        func place(children: LayoutChildren, in bounds: CGRect) {
            children[0].place(in: bounds.offsetBy(dx: 10, dy: 0))
        }
    }

    @Test(
        "The W1 feed item has no diagnostics",
        arguments: [
            LayoutContext(), LayoutContext(direction: .rightToLeft), LayoutContext(scale: 2),
            LayoutContext(direction: .rightToLeft, scale: 3),
        ])
    func cleanFeedItem(context: LayoutContext) {
        let item = FeedItemLayout.make(FeedItemData(index: 0))
        #expect(item.arrangement(width: 375, context: context).diagnostics == [])
    }

    @Test("Layouts with views that share a reuse id are named, every one of them")
    func duplicateReuseIds() {
        let duplicated = StackLayout(
            axis: .vertical,
            sublayouts: [
                viewBox(10, 10, "same"), viewBox(20, 20, "other"), viewBox(30, 30, "same"), viewBox(40, 40, "same"),
            ])
        let diagnostics = duplicated.arrangement().diagnostics
        let paths = [
            #"StackLayout › SizeLayout[0] "same""#, #"StackLayout › SizeLayout[2] "same""#,
            #"StackLayout › SizeLayout[3] "same""#,
        ]
        #expect(diagnostics.map(\.kind) == [.duplicateReuseId("same")])
        #expect(diagnostics.first?.paths.map(\.description) == paths)
        #expect(
            diagnostics.first?.description
                == #"3 layouts with views share the reuse id "same": StackLayout › SizeLayout[0] "same"; "#
                + #"StackLayout › SizeLayout[2] "same"; StackLayout › SizeLayout[3] "same". "#
                + "Only the first keeps it when views are made; give each layout its own id.")
    }

    @Test("A reuse id shared by layouts without views is not a diagnostic")
    func duplicateReuseIdsWithoutViews() {
        let stack = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: 1, height: 1, viewReuseId: "x"), SizeLayout(width: 1, height: 1, viewReuseId: "x"),
            ])
        #expect(stack.arrangement().diagnostics == [])
    }

    @Test("A stack that dropped sublayouts names them and the length it had")
    func droppedSublayouts() {
        let stack = StackLayout(
            axis: .horizontal, viewReuseId: "row",
            sublayouts: [
                LabelLayout(text: "dropped", viewReuseId: "title"), SizeLayout(width: 20, height: 10),
                SizeLayout(width: 10, height: 10), LabelLayout(text: "also dropped"),
            ])
        let diagnostics = stack.arrangement(width: 30).diagnostics
        #expect(
            diagnostics.map(\.kind) == [.droppedSublayouts(sublayoutIndices: [0, 3], axis: .horizontal, length: 30)])
        #expect(
            diagnostics.first?.paths.map(\.description) == [
                #"StackLayout "row""#, #"StackLayout "row" › LabelLayout[0] "title""#,
                #"StackLayout "row" › LabelLayout[3]"#,
            ])
        #expect(
            diagnostics.first?.description
                == #"StackLayout "row" dropped 2 of its 4 sublayouts (LabelLayout[0] "title", LabelLayout[3]): "#
                + "it measures its sublayouts from least to most flexible, and no width was left for them in its "
                + "30 points. Dropped sublayouts have no frame and no view. Give the stack more width, or make the "
                + "sublayouts that must show less flexible along its axis than the others.")
    }

    @Test(
        "A stack that dropped every sublayout blames the length it lacked, along its axis or across it",
        arguments: [
            (Axis.horizontal, CGFloat?(0), CGFloat?.none, "width along its horizontal axis", "width"),
            (.horizontal, 100, 0, "height across its horizontal axis", "height"),
            (.vertical, nil, 0, "height along its vertical axis", "height"),
            (.vertical, 0, 100, "width across its vertical axis", "width"),
        ])
    func droppedEverySublayout(axis: Axis, width: CGFloat?, height: CGFloat?, lacking: String, advice: String) {
        let stack = StackLayout(axis: axis, sublayouts: [LabelLayout(text: "a"), LabelLayout(text: "b")])
        let diagnostics = stack.arrangement(width: width, height: height, context: .fixedAdvance).diagnostics
        let length = axis == .horizontal ? width ?? 0 : height ?? 0
        #expect(diagnostics.map(\.kind) == [.droppedSublayouts(sublayoutIndices: [0, 1], axis: axis, length: length)])
        #expect(
            diagnostics.first?.description
                == "StackLayout dropped 2 of its 2 sublayouts (LabelLayout[0], LabelLayout[1]): it had no \(lacking), "
                + "so it dropped every sublayout. Dropped sublayouts have no frame and no view. Give the stack some "
                + "\(advice).")
    }

    @Test("A vertical stack that ran out of height names the height it had")
    func droppedAlongVerticalAxis() {
        let stack = StackLayout(
            axis: .vertical, sublayouts: [SizeLayout(width: 10, height: 20), LabelLayout(text: "dropped")])
        let diagnostics = stack.arrangement(height: 20, context: .fixedAdvance).diagnostics
        #expect(diagnostics.map(\.kind) == [.droppedSublayouts(sublayoutIndices: [1], axis: .vertical, length: 20)])
        #expect(
            diagnostics.first?.description
                == "StackLayout dropped 1 of its 2 sublayouts (LabelLayout[1]): it measures its sublayouts from least "
                + "to most flexible, and no height was left for it in its 20 points. Dropped sublayouts have no frame "
                + "and no view. Give the stack more height, or make the sublayouts that must show less flexible along "
                + "its axis than the others.")
    }

    @Test("A stack measured with no room and stretched afterwards names both lengths")
    func droppedThenStretched() {
        let stack = StackLayout(axis: .horizontal, sublayouts: [LabelLayout(text: "a")])
        let measurement = stack.measurement(within: CGSize(width: 0, height: 0), context: .fixedAdvance)
        let diagnostics = measurement.arrangement(within: CGRect(x: 0, y: 0, width: 50, height: 20)).diagnostics
        #expect(diagnostics.map(\.kind) == [.droppedSublayouts(sublayoutIndices: [0], axis: .horizontal, length: 50)])
        #expect(
            diagnostics.first?.description
                == "StackLayout dropped 1 of its 1 sublayout (LabelLayout): it was measured with no width along its "
                + "horizontal axis or no height across it, so it dropped every sublayout (its parent stretched it "
                + "afterwards). Dropped sublayouts have no frame and no view. Measure the stack with some width and "
                + "height.")
    }

    @Test(
        "A child that sticks out of its parent is named with the side and the amount",
        arguments: [(LayoutDirection.leftToRight, "right"), (.rightToLeft, "left")])
    func overflow(direction: LayoutDirection, side: String) {
        let layout = Shifted(content: SizeLayout(width: 40, height: 20, viewReuseId: "box"))
        let diagnostics = layout.arrangement(context: LayoutContext(direction: direction)).diagnostics
        #expect(diagnostics.map(\.kind) == [.overflow(axis: .horizontal, amount: 10)])
        #expect(diagnostics.map(\.path.description) == [#"Shifted › SizeLayout "box""#])
        #expect(
            diagnostics.first?.description
                == #"Shifted › SizeLayout "box" sticks out of its parent Shifted by 10 points on the \#(side). "#
                + "Give the parent more width, or make this layout smaller or more flexible.")
    }

    @Test("Negative spacing that overlaps children past a stack's start is overflow")
    func negativeSpacing() {
        let stack = StackLayout(
            axis: .horizontal, spacing: -30,
            sublayouts: [SizeLayout(width: 20, height: 10), SizeLayout(width: 20, height: 10)])
        let diagnostics = stack.arrangement().diagnostics
        #expect(
            diagnostics.map(\.kind) == [
                .overflow(axis: .horizontal, amount: 10), .overflow(axis: .horizontal, amount: 10),
            ])
        #expect(
            diagnostics.map(\.description) == [
                "StackLayout › SizeLayout[0] sticks out of its parent StackLayout by 10 points on the right. "
                    + "The stack's spacing of -30 overlaps its sublayouts by more than their width; make the overlap smaller.",
                "StackLayout › SizeLayout[1] sticks out of its parent StackLayout by 10 points on the left. "
                    + "The stack's spacing of -30 overlaps its sublayouts by more than their width; make the overlap smaller.",
            ])
    }

    @Test("A size layout given less than its exact size is named with both lengths")
    func belowMinimumSize() {
        let banner = SizeLayout(width: 400, height: 50, viewReuseId: "banner")
        let diagnostics = InsetLayout(inset: 0, sublayout: banner).arrangement(width: 375).diagnostics
        #expect(diagnostics.map(\.kind) == [.belowMinimumSize(axis: .horizontal, minimum: 400, length: 375)])
        #expect(
            diagnostics.first?.description
                == #"InsetLayout › SizeLayout "banner" is 375 points wide, less than its minimum width of 400: "#
                + "it was given 25 points of width too few. Give it more width, or lower its minimum.")
    }

    @Test(
        "A size layout less than a point below its minimum is not reported (pixel snapping may do that)",
        arguments: [(CGFloat(40.5), 0), (41.5, 1)])
    func belowMinimumSlack(width: CGFloat, expectedCount: Int) {
        let box = SizeLayout(width: width, height: 10)
        #expect(InsetLayout(inset: 0, sublayout: box).arrangement(width: 40).diagnostics.count == expectedCount)
    }

    @Test(
        "Bad input a layout cleaned is named with the property, the value and what it became",
        arguments: [
            (
                SizeLayout(width: .nan, height: 10) as any Layout, "width", CGFloat.nan, CGFloat(0),
                "SizeLayout was given NaN for width, which was treated as 0. Pass a finite length between 0 and 10¹² points."
            ),
            (
                SizeLayout(minWidth: -5), "minWidth", -5, 0,
                "SizeLayout was given -5 for minWidth, which was treated as 0. Pass a finite length between 0 and 10¹² points."
            ),
            (
                SizeLayout(width: 2e12, height: 1), "width", 2e12, 1e12,
                "SizeLayout was given 2000000000000 for width, which was treated as 1000000000000. Pass a finite length between 0 and 10¹² points."
            ),
            (
                SizeLayout(maxHeight: -1), "maxHeight", -1, 0,
                "SizeLayout was given -1 for maxHeight, which was treated as 0. Pass a maximum between 0 and 10¹² points, or nil for no maximum."
            ),
            (
                SizeLayout(maxWidth: 3e12), "maxWidth", 3e12, .infinity,
                "SizeLayout was given 3000000000000 for maxWidth, which was treated as no maximum. Pass a maximum between 0 and 10¹² points, or nil for no maximum."
            ),
            (
                StackLayout(axis: .vertical, spacing: .infinity, sublayouts: []), "spacing", .infinity, 0,
                "StackLayout was given infinity for spacing, which was treated as 0. Pass a finite spacing between -10¹² and 10¹² points."
            ),
            (
                LabelLayout(text: "a", lineHeight: -.infinity), "lineHeight", -.infinity, 0,
                "LabelLayout was given -infinity for lineHeight, which was treated as 0. Pass a finite length between 0 and 10¹² points."
            ),
            (
                LabelLayout(text: "a", numberOfLines: -2), "numberOfLines", -2, 0,
                "LabelLayout was given -2 for numberOfLines, which was treated as 0. Pass 0 for no limit, or a positive number of lines."
            ),
        ])
    func badInputCleaned(layout: any Layout, property: String, value: CGFloat, cleaned: CGFloat, message: String) {
        let diagnostics = layout.arrangement().diagnostics
        #expect(diagnostics.map(\.kind) == [.badInputCleaned(property: property, value: value, cleanedValue: cleaned)])
        #expect(diagnostics.map(\.description) == [message])
    }

    @Test("An infinite maximum means no maximum, and is not bad input")
    func infiniteMaximumIsNotBadInput() {
        #expect(SizeLayout(maxWidth: .infinity, maxHeight: .infinity).arrangement(width: 100).diagnostics == [])
    }

    @Test("Cleaned input does not change a layout's equality or hash")
    func cleanedInputAndEquality() {
        #expect(SizeLayout(width: .nan, height: 10) == SizeLayout(width: 0, height: 10))
        #expect(SizeLayout(width: .nan, height: 10).hashValue == SizeLayout(width: 0, height: 10).hashValue)
        #expect(
            StackLayout(axis: .vertical, spacing: .nan, sublayouts: []) == StackLayout(axis: .vertical, sublayouts: []))
    }

    @Test("The diagnostics of a node below the root name paths from the root and cover its subtree only")
    func subtree() {
        let tree = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: .nan, height: 1),
                InsetLayout(inset: 1, sublayout: SizeLayout(width: -1, height: 1)),
            ])
        let diagnostics = tree.arrangement().sublayouts[1].diagnostics
        #expect(diagnostics.map(\.path.description) == ["StackLayout › InsetLayout[1] › SizeLayout"])
    }

    @Test("The diagnostics of a chain 10,000 deep are found without recursion")
    func deepChain() async {
        let diagnostics = await onSmallStackThread {
            var layout: any Layout = SizeLayout(width: -1, height: 10)
            for _ in 0..<10_000 { layout = InsetLayout(inset: 1, sublayout: layout) }
            return layout.arrangement().diagnostics
        }
        #expect(diagnostics.map(\.kind) == [.badInputCleaned(property: "width", value: -1, cleanedValue: 0)])
        #expect(diagnostics.first?.path.components.count == 10_001)
    }

    @Test("A list of 100,000 leaves is clean, and 100,000 leaves sharing a reuse id make one diagnostic")
    func hugeTrees() {
        #expect(TreeWorkloads.flatList(count: 100_000).arrangement(width: 375).diagnostics == [])
        let leaf = SizeLayout(width: 100, height: 20, viewReuseId: "cell", view: ReferenceView.describe("cell"))
        let shared = StackLayout(axis: .vertical, sublayouts: Array(repeating: leaf, count: 100_000))
        let diagnostics = shared.arrangement(width: 375).diagnostics
        #expect(diagnostics.map(\.kind) == [.duplicateReuseId("cell")])
        #expect(diagnostics.first?.paths.count == 100_000)
        #expect(diagnostics.first?.paths.last?.description == #"StackLayout › SizeLayout[99999] "cell""#)
        // The message lists five of them; the paths hold them all.
        #expect(
            diagnostics.first?.description == #"100000 layouts with views share the reuse id "cell": "#
                + (0..<5).map { #"StackLayout › SizeLayout[\#($0)] "cell""# }.joined(separator: "; ")
                + " and 99995 more (see paths). Only the first keeps it when views are made; give each layout its own id."
        )
    }
}
