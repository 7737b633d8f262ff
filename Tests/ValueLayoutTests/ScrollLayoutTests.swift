import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `ScrollLayout`: the content measured without limit along the scrolling axis, the layout as
/// large as the content up to its maximum, the content arranged at the origin as long as it
/// measured, and its size reported as the scroll content size.
@Suite("ScrollLayout")
struct ScrollLayoutTests {
    /// A leaf of exactly `width` × `height` that fills the rectangle it is offered.
    private func filling(_ width: CGFloat, _ height: CGFloat) -> SizeLayout {
        SizeLayout(width: width, height: height, alignment: .fill)
    }

    // MARK: Measuring

    @Test("Vertical: the content is measured unlimited in height, within the maximum width")
    func measuresVerticalContentUnlimited() {
        let measurement = ScrollLayout(content: box(20, 300)).measurement(within: size(100, 60))
        #expect(measurement.sublayouts[0].maxSize == size(100, .infinity))
        #expect(measurement.sublayoutSizes == [size(20, 300)])
        #expect(measurement.size == size(20, 60))
    }

    @Test("Horizontal: the content is measured unlimited in width, within the maximum height")
    func measuresHorizontalContentUnlimited() {
        let measurement = ScrollLayout(axis: .horizontal, content: box(300, 20)).measurement(within: size(100, 60))
        #expect(measurement.sublayouts[0].maxSize == size(.infinity, 60))
        #expect(measurement.sublayoutSizes == [size(300, 20)])
        #expect(measurement.size == size(100, 20))
    }

    @Test("Content smaller than the maximum gives the content's size")
    func smallContent() {
        #expect(ScrollLayout(content: box(20, 30)).measurement(within: size(100, 60)).size == size(20, 30))
        #expect(
            ScrollLayout(axis: .horizontal, content: box(20, 30)).measurement(within: size(100, 60)).size
                == size(20, 30))
    }

    @Test("Across the axis, content wider than the maximum is clamped by its own measurement")
    func crossAxisClamped() {
        let measurement = ScrollLayout(content: box(150, 300)).measurement(within: size(100, 60))
        #expect(measurement.sublayoutSizes == [size(100, 300)])
        #expect(measurement.size == size(100, 60))
    }

    @Test("Without a maximum along the axis, the layout is as long as its content")
    func unlimitedMaximum() {
        #expect(ScrollLayout(content: box(20, 300)).measurement(within: size(100, .infinity)).size == size(20, 300))
    }

    @Test("The content is measured once per pass")
    func contentMeasuredOnce() {
        let log = MeasurementLog()
        let layout = ScrollLayout(content: CountingLayout(box(20, 300), name: "content", log: log))
        _ = layout.arrangement(width: 100, height: 60)
        #expect(log.entries.map(\.description) == ["content within (100.0, inf)"])
    }

    // MARK: Arranging

    @Test("Vertical: the content is at the origin, as tall as it measured and as wide as the bounds")
    func arrangesVerticalContent() {
        let arrangement = ScrollLayout(content: filling(20, 300)).arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 100, 300)])
        #expect(arrangement.scrollContentSize == size(100, 300))
    }

    @Test("Horizontal: the content is at the origin, as wide as it measured and as tall as the bounds")
    func arrangesHorizontalContent() {
        let arrangement = ScrollLayout(axis: .horizontal, content: filling(300, 20)).arrangement(
            width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 300, 60)])
        #expect(arrangement.scrollContentSize == size(300, 60))
    }

    @Test(
        "Across the axis, the content's own alignment places it in the bounds",
        arguments: [
            (Alignment.topLeading, rect(0, 0, 20, 300)),
            (.topTrailing, rect(80, 0, 20, 300)),
            (.center, rect(40, 0, 20, 300)),
            (.fill, rect(0, 0, 100, 300)),
        ] as [(Alignment, CGRect)])
    func contentAlignmentAcross(alignment: Alignment, expected: CGRect) {
        let layout = ScrollLayout(content: SizeLayout(width: 20, height: 300, alignment: alignment))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.sublayoutFrames == [expected])
        #expect(arrangement.scrollContentSize == expected.size)
    }

    @Test("Content shorter than the bounds keeps its measured length along the axis")
    func shortContent() {
        let arrangement = ScrollLayout(content: filling(100, 30)).arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 100, 30)])
        #expect(arrangement.scrollContentSize == size(100, 30))
    }

    @Test("Another alignment places the layout's measured size in the offered rectangle")
    func explicitAlignment() {
        let layout = ScrollLayout(alignment: .bottomTrailing, content: filling(20, 300))
        let arrangement = layout.measurement(within: size(100, 60)).arrangement(within: rect(0, 0, 100, 80))
        #expect(arrangement.frame == rect(80, 20, 20, 60))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 20, 300)])
    }

    @Test("No content: 0 × 0, no child, a scroll content size of 0 × 0")
    func noContent() {
        let layout = ScrollLayout(content: nil)
        #expect(layout.content == nil)
        #expect(layout.measurement(within: size(100, 60)).size == size(0, 0))
        let arrangement = layout.arrangement(width: 100, height: 60)
        #expect(arrangement.frame == rect(0, 0, 100, 60))
        #expect(arrangement.sublayouts.isEmpty)
        #expect(arrangement.scrollContentSize == size(0, 0))
        #expect(arrangement.snapshotText == "ScrollLayout (0, 0, 100, 60) content (0, 0)\n")
    }

    @Test("Nodes that do not scroll report no scroll content size")
    func otherNodesDoNotScroll() {
        let arrangement = CenterLayout(sublayout: ScrollLayout(content: box(20, 300))).arrangement(
            width: 100, height: 60)
        #expect(arrangement.scrollContentSize == nil)
        #expect(arrangement[0].scrollContentSize == size(20, 300))
        #expect(arrangement[0, 0].scrollContentSize == nil)
    }

    @Test("A scroll layout nested in another's content reports its own content size")
    func nested() {
        // The stack is measured within 100 × ∞: the inner scroll layout's content within ∞ × ∞
        // (300 × 40, the inner layout 100 × 40), then the 100 × 200 leaf: 100 × 240 in all.
        let inner = ScrollLayout(axis: .horizontal, viewReuseId: "inner", content: filling(300, 40))
        let layout = ScrollLayout(
            viewReuseId: "outer",
            content: StackLayout(axis: .vertical, sublayouts: [inner, filling(100, 200)]))
        let arrangement = layout.arrangement(width: 100, height: 120)
        #expect(
            arrangement.snapshotText == """
                ScrollLayout (0, 0, 100, 120) content (100, 240) "outer"
                  StackLayout (0, 0, 100, 240)
                    ScrollLayout (0, 0, 100, 40) content (300, 40) "inner"
                      SizeLayout (0, 0, 300, 40)
                    SizeLayout (0, 40, 100, 200)

                """)
        #expect(arrangement.scrollContentSize == size(100, 240))
        #expect(arrangement[0, 0].scrollContentSize == size(300, 40))
    }

    @Test("Scrolled content is not reported as overflowing")
    func noOverflowDiagnostic() {
        let vertical = ScrollLayout(content: filling(20, 300)).arrangement(width: 100, height: 60)
        #expect(vertical.diagnostics == [])
        let horizontal = ScrollLayout(axis: .horizontal, content: filling(300, 20)).arrangement(
            width: 100, height: 60, context: rightToLeft)
        #expect(horizontal.diagnostics == [])
    }

    @Test("In a flex row, a horizontal scroll layout shrinks to the container: its minimum content width is 0")
    func horizontalShrinksInFlexLayout() {
        let scroll = ScrollLayout(axis: .horizontal, content: filling(300, 20))
        let arrangement = FlexLayout(children: [FlexItem(scroll)]).arrangement(width: 100, height: 20)
        #expect(arrangement[0].frame == rect(0, 0, 100, 20))
        #expect(arrangement[0].scrollContentSize == size(300, 20))
    }

    // MARK: Right to left

    @Test("Right to left, vertical content is mirrored across")
    func rightToLeftVertical() {
        let layout = ScrollLayout(content: SizeLayout(width: 20, height: 300, alignment: .topLeading))
        #expect(layout.arrangement(width: 100, height: 60).sublayoutFrames == [rect(0, 0, 20, 300)])
        let mirrored = layout.arrangement(width: 100, height: 60, context: rightToLeft)
        #expect(mirrored.frame == rect(0, 0, 100, 60))
        #expect(mirrored.sublayoutFrames == [rect(80, 0, 20, 300)])
        #expect(mirrored.scrollContentSize == size(20, 300))
    }

    @Test("Right to left, horizontal content starts at the right edge and reaches past the left one")
    func rightToLeftHorizontal() {
        let layout = ScrollLayout(axis: .horizontal, content: filling(300, 20))
        let mirrored = layout.arrangement(width: 100, height: 60, context: rightToLeft)
        #expect(mirrored.sublayoutFrames == [rect(-200, 0, 300, 60)])
        #expect(mirrored.scrollContentSize == size(300, 60))
    }

    // MARK: Pixel grid

    @Test("With a scale, the scroll content size is the snapped content frame's size")
    func snapped() {
        // 300.3 points at scale 2 is 600.6 pixels: the far edge snaps to 601, 300.5 points.
        let layout = ScrollLayout(content: filling(20, 300.3))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        let arrangement = layout.arrangement(width: 100, height: 60, context: context)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 100, 300.5)])
        #expect(arrangement.scrollContentSize == size(100, 300.5))
        #expect(
            arrangement.snapshotText == """
                ScrollLayout (0, 0, 100, 60) content (100, 300.5)
                  SizeLayout (0, 0, 100, 300.5)

                """)
    }

    @Test("Snapped right to left, horizontal content is the mirror of the snapped left-to-right one")
    func snappedRightToLeft() {
        // 300.3 wide at scale 2: 0 to 300.5 left to right; right to left, from 100 back to −200.5.
        let layout = ScrollLayout(axis: .horizontal, content: filling(300.3, 20))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
        let arrangement = layout.arrangement(width: 100, height: 60, context: context)
        #expect(arrangement.sublayoutFrames == [rect(-200.5, 0, 300.5, 60)])
        #expect(arrangement.scrollContentSize == size(300.5, 60))
    }

    // MARK: Bad input

    @Test("A bad maximum is cleaned as for every layout: the frames stay finite")
    func badMaximum() {
        // Width −5 and height NaN are cleaned to 0: the content is measured within 0 × ∞.
        let arrangement = ScrollLayout(content: box(20, 300)).arrangement(width: -5, height: .nan)
        #expect(arrangement.frame == rect(0, 0, 0, 0))
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 0, 300)])
        #expect(arrangement.scrollContentSize == size(0, 300))
    }

    @Test("An enormous content is kept at the maximum length")
    func enormousContent() {
        let arrangement = ScrollLayout(content: filling(20, 1e300)).arrangement(width: 100, height: 60)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 100, LayoutLimits.maximumLength)])
    }

    // MARK: Defaults and properties

    @Test("Defaults and properties are kept")
    func properties() {
        let content = box(1, 1)
        let view = ReferenceView.describe("scroll")
        let layout = ScrollLayout(
            axis: .horizontal, alignment: .topLeading, flexibility: .low, viewReuseId: "scroll", view: view,
            content: content)
        #expect(layout.axis == .horizontal)
        #expect(layout.alignment == .topLeading)
        #expect(layout.flexibility == .low)
        #expect((layout.content as? SizeLayout) == content)
        #expect(layout.viewReuseId == "scroll")
        #expect(layout.view == view)
        let plain = ScrollLayout(content: content)
        #expect(plain.axis == .vertical && plain.alignment == .fill && plain.flexibility == .flexible)
        #expect(plain.viewReuseId == nil && plain.view == nil)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let layout = ScrollLayout(content: box(1, 1))
        let same = ScrollLayout(
            axis: .vertical, alignment: .fill, flexibility: .flexible, viewReuseId: nil, view: nil, content: box(1, 1))
        #expect(layout == same)
        #expect(layout.hashValue == same.hashValue)
        #expect(layout != ScrollLayout(axis: .horizontal, content: box(1, 1)))
        #expect(layout != ScrollLayout(alignment: .center, content: box(1, 1)))
        #expect(layout != ScrollLayout(flexibility: .high, content: box(1, 1)))
        #expect(layout != ScrollLayout(viewReuseId: "id", content: box(1, 1)))
        #expect(layout != ScrollLayout(content: box(2, 1)))
        #expect(layout != ScrollLayout(content: nil))
        #expect(ScrollLayout(content: nil) == ScrollLayout(content: nil))
        #expect(ScrollLayout(content: nil).hashValue == ScrollLayout(content: nil).hashValue)
    }
}

/// A `ScrollLayout`'s view, its content's view and the pictures of an arrangement.
@MainActor
@Suite("ScrollLayout views and pictures")
struct ScrollLayoutViewTests {
    /// A 100 × 60 vertical scroll view around a 100 × 300 content view.
    static let scroller = ScrollLayout(
        viewReuseId: "scroll", view: ReferenceView.describe("scroll"),
        content: SizeLayout(
            width: 20, height: 300, alignment: .fill, viewReuseId: "content", view: ReferenceView.describe("content")))

    @Test("makeViews gives the scroll layout's view its content size, and the content view its frame")
    func viewGetsContentSize() {
        let host = makeHost()
        Self.scroller.arrangement(width: 100, height: 60).makeViews(in: host)
        #expect(host.reference("scroll")?.frame == rect(0, 0, 100, 60))
        #expect(host.reference("scroll")?.scrollContentSize == size(100, 300))
        #expect(host.reference("content")?.frame == rect(0, 0, 100, 300))
        #expect(host.reference("content")?.scrollContentSize == nil)
    }

    @Test(
        "A scroll view's content view is in content coordinates: right to left, from 0 too",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func contentCoordinates(direction: LayoutDirection) {
        let layout = ScrollLayout(
            axis: .horizontal, viewReuseId: "scroll", view: ReferenceView.describe("scroll"),
            content: SizeLayout(
                width: 300, height: 20, alignment: .fill, viewReuseId: "content",
                view: ReferenceView.describe("content")))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: direction)
        let arrangement = layout.arrangement(width: 100, height: 60, context: context)
        // Right to left, the content's frame is (−200, 0, 300, 60) in the arrangement.
        #expect(arrangement.sublayoutFrames == [rect(direction == .rightToLeft ? -200 : 0, 0, 300, 60)])
        let host = makeHost()
        arrangement.makeViews(in: host)
        #expect(host.reference("scroll")?.frame == rect(0, 0, 100, 60))
        #expect(host.reference("scroll")?.scrollContentSize == size(300, 60))
        #expect(host.reference("content")?.frame == rect(0, 0, 300, 60))
    }

    @Test("Realised right to left from a left-to-right arrangement, the content view starts at 0 too")
    func contentCoordinatesMirroredByMakeViews() {
        let layout = ScrollLayout(
            axis: .horizontal, viewReuseId: "scroll", view: ReferenceView.describe("scroll"),
            content: SizeLayout(
                width: 300, height: 20, alignment: .fill, viewReuseId: "content",
                view: ReferenceView.describe("content")))
        let host = makeHost()
        layout.arrangement(width: 100, height: 60).makeViews(in: host, direction: .rightToLeft)
        #expect(host.reference("content")?.frame == rect(0, 0, 300, 60))
    }

    @Test("A new arrangement updates the content size of the recycled view")
    func contentSizeUpdated() {
        let host = makeHost()
        Self.scroller.arrangement(width: 100, height: 60).makeViews(in: host)
        Self.scroller.arrangement(width: 80, height: 60).makeViews(in: host)
        #expect(host.reference("scroll")?.scrollContentSize == size(80, 300))
    }

    @Test("An HTML element of a scroll layout scrolls its content: overflow auto")
    func htmlOverflow() {
        let layout = ScrollLayout(
            viewReuseId: "scroll", view: HTMLElementView.describe(),
            content: SizeLayout(
                width: 20, height: 300, alignment: .fill, viewReuseId: "content", view: HTMLElementView.describe()))
        let host = HTMLElementView(frame: rect(0, 0, 100, 60))
        layout.arrangement(width: 100, height: 60).makeViews(in: host)
        #expect(
            host.html() == """
                <div class="vl-view" style="left:0px;top:0px;width:100px;height:60px">
                  <div class="vl-view" data-reuse-id="scroll" style="left:0px;top:0px;width:100px;height:60px;overflow:auto">
                    <div class="vl-view" data-reuse-id="content" style="left:0px;top:0px;width:100px;height:300px"></div>
                  </div>
                </div>

                """)
    }

    @Test("The SVG picture clips the content to the scroll layout's frame")
    func svgClips() {
        let svg = Self.scroller.arrangement(width: 100, height: 60).svg()
        #expect(svg.contains(#"<clipPath id="vl-clip1"><rect x="0" y="0" width="100" height="60"/></clipPath>"#))
        #expect(
            svg.contains(
                "<g clip-path=\"url(#vl-clip1)\">\n<rect class=\"identified\" x=\"0\" y=\"0\" width=\"100\" height=\"300\">"
            ))
        #expect(svg.components(separatedBy: "</g>").count == 2)
    }
}
