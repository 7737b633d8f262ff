import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// `@LayoutBuilder`, `@FlexItemBuilder` and the modifiers: each builds the same value as the
/// initialiser that takes arrays, so everything downstream (frames, caches, diffing) is the same.
@Suite("Result builder and modifiers")
struct LayoutBuilderTests {
    private static func key(_ layout: any Layout) -> LayoutKey { LayoutKey(layout) }

    private static func ids(_ layouts: [any Layout]) -> [String?] { layouts.map(\.viewReuseId) }

    // MARK: Equal values

    @Test("W1 written with the builder equals W1 written with initialisers")
    func feedItemBothWays() {
        for index in 0..<5 {
            let data = FeedItemData(index: index)
            #expect(Self.key(FeedItemLayout.makeWithBuilder(data)) == Self.key(FeedItemLayout.make(data)))
        }
        // The comparison sees the data: another item's layout is another value.
        #expect(
            Self.key(FeedItemLayout.makeWithBuilder(FeedItemData(index: 0)))
                != Self.key(FeedItemLayout.make(FeedItemData(index: 1))))
    }

    @Test("W1 written with the builder has the same arrangement as W1 written with initialisers")
    func feedItemSameArrangement() {
        let data = FeedItemData(index: 3)
        let built = FeedItemLayout.makeWithBuilder(data).arrangement(width: 375, context: .fixedAdvance)
        let initialised = FeedItemLayout.make(data).arrangement(width: 375, context: .fixedAdvance)
        #expect(built.snapshotText == initialised.snapshotText)
    }

    @Test("A stack's statements become its sublayouts, in order")
    func stackStatements() {
        let stack = StackLayout(axis: .horizontal, spacing: 4, viewReuseId: "row") {
            box(10, 10, "a")
            box(20, 10, "b")
            box(30, 10, "c")
        }
        let expected = StackLayout(
            axis: .horizontal, spacing: 4, viewReuseId: "row",
            sublayouts: [box(10, 10, "a"), box(20, 10, "b"), box(30, 10, "c")])
        #expect(Self.key(stack) == Self.key(expected))
        #expect(Self.ids(stack.sublayouts) == ["a", "b", "c"])
    }

    @Test("An empty closure builds a stack with no sublayouts")
    func emptyStack() {
        let stack = StackLayout(axis: .vertical) {}
        #expect(stack.sublayouts.isEmpty)
        #expect(Self.key(stack) == Self.key(StackLayout(axis: .vertical, sublayouts: [])))
    }

    // MARK: Control flow

    @Test("`if` adds its block's layouts only when its condition holds", arguments: [true, false])
    func ifStatement(condition: Bool) {
        let stack = StackLayout(axis: .vertical) {
            box(10, 10, "first")
            if condition {
                box(10, 10, "shown")
            }
            box(10, 10, "last")
        }
        #expect(Self.ids(stack.sublayouts) == (condition ? ["first", "shown", "last"] : ["first", "last"]))
    }

    @Test("`if let` binds an optional and adds nothing when it is nil", arguments: ["subtitle", nil] as [String?])
    func ifLet(subtitle: String?) {
        let stack = StackLayout(axis: .vertical) {
            LabelLayout(text: "Title", viewReuseId: "title")
            if let subtitle {
                LabelLayout(text: subtitle, viewReuseId: "subtitle")
            }
        }
        #expect(Self.ids(stack.sublayouts) == (subtitle == nil ? ["title"] : ["title", "subtitle"]))
    }

    @Test("`if`–`else` adds the layouts of the branch taken", arguments: [true, false])
    func ifElse(compact: Bool) {
        let stack = StackLayout(axis: .vertical) {
            if compact {
                box(10, 10, "compact")
            } else {
                box(10, 10, "regular")
                box(10, 10, "detail")
            }
        }
        #expect(Self.ids(stack.sublayouts) == (compact ? ["compact"] : ["regular", "detail"]))
    }

    private enum Badge { case none, dot, count(Int) }

    @Test("`switch` adds the layouts of the case taken")
    func switchStatement() {
        func row(_ badge: Badge) -> StackLayout {
            StackLayout(axis: .horizontal) {
                box(10, 10, "icon")
                switch badge {
                case .none:
                    []
                case .dot:
                    box(4, 4, "dot")
                case .count(let count):
                    LabelLayout(text: "\(count)", viewReuseId: "count")
                }
            }
        }
        #expect(Self.ids(row(.none).sublayouts) == ["icon"])
        #expect(Self.ids(row(.dot).sublayouts) == ["icon", "dot"])
        #expect(Self.ids(row(.count(3)).sublayouts) == ["icon", "count"])
    }

    @Test("`for`–`in` adds every iteration's layouts, in order")
    func forLoop() {
        let tags = ["swift", "layout", "values"]
        let stack = StackLayout(axis: .horizontal, spacing: 4) {
            box(10, 10, "start")
            for tag in tags {
                LabelLayout(text: tag, viewReuseId: tag)
                box(1, 10, "\(tag)-separator")
            }
        }
        #expect(
            Self.ids(stack.sublayouts) == [
                "start", "swift", "swift-separator", "layout", "layout-separator", "values", "values-separator",
            ])
    }

    @Test("`if`–`else if`–`else` adds the layouts of the branch taken", arguments: [0, 1, 2])
    func elseIfChain(count: Int) {
        let stack = StackLayout(axis: .vertical) {
            if count == 0 {
                box(10, 10, "none")
            } else if count == 1 {
                box(10, 10, "one")
            } else {
                box(10, 10, "many")
                box(10, 10, "more")
            }
        }
        let expected: [[String?]] = [["none"], ["one"], ["many", "more"]]
        #expect(Self.ids(stack.sublayouts) == expected[count])
    }

    @Test("Nested control flow adds its layouts in order, at any depth")
    func nestedControlFlow() {
        let stack = StackLayout(axis: .vertical) {
            for row in 0..<3 {
                if row.isMultiple(of: 2) {
                    box(10, 10, "even\(row)")
                    for column in 0..<2 {
                        box(1, 1, "cell\(row)-\(column)")
                    }
                } else {
                    [box(10, 10, "odd\(row)")]
                }
            }
        }
        #expect(
            Self.ids(stack.sublayouts) == [
                "even0", "cell0-0", "cell0-1", "odd1", "even2", "cell2-0", "cell2-1",
            ])
        #expect(
            Self.key(stack)
                == Self.key(
                    StackLayout(
                        axis: .vertical,
                        sublayouts: [
                            box(10, 10, "even0"), box(1, 1, "cell0-0"), box(1, 1, "cell0-1"), box(10, 10, "odd1"),
                            box(10, 10, "even2"), box(1, 1, "cell2-0"), box(1, 1, "cell2-1"),
                        ])))
    }

    @Test("A one-sublayout closure whose `if` builds one layout takes that layout as it is")
    func singleLayoutFromCondition() {
        let inset = InsetLayout(inset: 8) {
            if true {
                box(20, 10, "content")
            }
        }
        #expect(Self.key(inset) == Self.key(InsetLayout(inset: 8, sublayout: box(20, 10, "content"))))
    }

    @Test("A loop with no iteration adds nothing")
    func emptyLoop() {
        let stack = StackLayout(axis: .horizontal) {
            for index in 0..<0 {
                box(10, 10, "\(index)")
            }
        }
        #expect(stack.sublayouts.isEmpty)
    }

    @Test("An optional layout adds itself, or nothing when it is nil")
    func optionalExpression() {
        let present: SizeLayout? = box(10, 10, "present")
        let absent: SizeLayout? = nil
        let stack = StackLayout(axis: .vertical) {
            present
            absent
            box(10, 10, "last")
        }
        #expect(Self.ids(stack.sublayouts) == ["present", "last"])
    }

    @Test("An array of layouts adds its elements, in order")
    func arrayExpression() {
        let boxes: [any Layout] = [box(10, 10, "a"), box(10, 10, "b")]
        let stack = StackLayout(axis: .vertical) {
            boxes
            box(10, 10, "c")
        }
        #expect(Self.ids(stack.sublayouts) == ["a", "b", "c"])
    }

    @Test("`if #available` adds its block's layouts")
    func availability() {
        let stack = StackLayout(axis: .vertical) {
            if #available(macOS 10.15, iOS 13, *) {
                box(10, 10, "available")
            }
        }
        #expect(Self.ids(stack.sublayouts) == ["available"])
    }

    // MARK: Layouts that take one sublayout

    @Test("A layout that takes one sublayout takes the closure's single layout as it is")
    func singleSublayout() {
        let inset = InsetLayout(inset: 8) {
            box(20, 10, "content")
        }
        #expect(Self.key(inset) == Self.key(InsetLayout(inset: 8, sublayout: box(20, 10, "content"))))
    }

    @Test("Several layouts in a one-sublayout closure become a vertical stack with no spacing")
    func severalLayoutsStack() {
        let inset = InsetLayout(inset: 8) {
            box(20, 10, "a")
            box(30, 10, "b")
        }
        let expected = InsetLayout(
            inset: 8, sublayout: StackLayout(axis: .vertical, sublayouts: [box(20, 10, "a"), box(30, 10, "b")]))
        #expect(Self.key(inset) == Self.key(expected))
        let arrangement = inset.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 100, 36))
        #expect(arrangement.sublayouts[0].frame == rect(8, 8, 84, 20))
        #expect(arrangement.sublayouts[0].sublayouts.map(\.frame) == [rect(32, 0, 20, 10), rect(27, 10, 30, 10)])
    }

    @Test("No layout in a one-sublayout closure becomes an empty vertical stack, 0 × 0")
    func noLayoutEmptyStack() {
        let inset = InsetLayout(inset: 8) {
            if false { box(20, 10) }
        }
        #expect(
            Self.key(inset) == Self.key(InsetLayout(inset: 8, sublayout: StackLayout(axis: .vertical, sublayouts: []))))
        #expect(inset.measurement(within: size(100, 100)).size == size(16, 16))
    }

    @Test("Each one-sublayout kind's builder builds the same value as its initialiser")
    func everyOneSublayoutKind() {
        let content = box(20, 10, "content")
        let pairs: [(any Layout, any Layout)] = [
            (
                InsetLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) { content },
                InsetLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), sublayout: content)
            ),
            (
                InsetLayout(inset: 5, viewReuseId: "inset") { content },
                InsetLayout(inset: 5, viewReuseId: "inset", sublayout: content)
            ),
            (SizeLayout(width: 50, height: 40) { content }, SizeLayout(width: 50, height: 40, sublayout: content)),
            (
                SizeLayout(minWidth: 5, maxWidth: 50, minHeight: 6, maxHeight: 60) { content },
                SizeLayout(minWidth: 5, maxWidth: 50, minHeight: 6, maxHeight: 60, sublayout: content)
            ),
            (SizeLayout(width: 50) { content }, SizeLayout(width: 50, sublayout: content)),
            (
                SizeLayout(height: 40, maxWidth: 70) { content },
                SizeLayout(height: 40, maxWidth: 70, sublayout: content)
            ),
            (SizeLayout(size: size(50, 40)) { content }, SizeLayout(size: size(50, 40), sublayout: content)),
            (SizeLayout(minSize: size(50, 40)) { content }, SizeLayout(minSize: size(50, 40), sublayout: content)),
            (SizeLayout(maxSize: size(50, 40)) { content }, SizeLayout(maxSize: size(50, 40), sublayout: content)),
            (SizeLayout { content }, SizeLayout(sublayout: content)),
            (SizeLayout(widthFraction: 0.5) { content }, SizeLayout(widthFraction: 0.5, sublayout: content)),
            (
                SizeLayout(widthFraction: 0.25, heightFraction: 0.75) { content },
                SizeLayout(widthFraction: 0.25, heightFraction: 0.75, sublayout: content)
            ),
            (RatioLayout(ratio: 0.5) { content }, RatioLayout(ratio: 0.5, sublayout: content)),
            (
                CenterLayout(centering: .x, sizing: .minimumHeight) { content },
                CenterLayout(centering: .x, sizing: .minimumHeight, sublayout: content)
            ),
        ]
        for (built, initialised) in pairs {
            #expect(Self.key(built) == Self.key(initialised))
        }
    }

    // MARK: Scroll content and alternatives

    @Test("A scroll layout's closure of one layout makes it the content")
    func scrollOneLayout() {
        let scroll = ScrollLayout(viewReuseId: "scroll") { box(20, 300, "tall") }
        #expect(Self.key(scroll) == Self.key(ScrollLayout(viewReuseId: "scroll", content: box(20, 300, "tall"))))
    }

    @Test(
        "Several layouts in a scroll layout's closure are stacked along its axis",
        arguments: [Axis.vertical, .horizontal])
    func scrollSeveralLayouts(axis: Axis) {
        let scroll = ScrollLayout(axis: axis) {
            box(20, 30, "a")
            box(40, 50, "b")
        }
        let expected = ScrollLayout(
            axis: axis, content: StackLayout(axis: axis, sublayouts: [box(20, 30, "a"), box(40, 50, "b")]))
        #expect(Self.key(scroll) == Self.key(expected))
    }

    @Test("A scroll layout's closure that builds nothing gives no content")
    func scrollNoContent() {
        let scroll = ScrollLayout { if false { box(20, 30) } }
        #expect(Self.key(scroll) == Self.key(ScrollLayout(content: nil)))
    }

    @Test("A first-fit layout's statements are its alternatives, in order")
    func firstFitAlternatives() {
        let compact = false
        let layout = FirstFitLayout(axes: .horizontal) {
            LabelLayout(text: "Add to favourites", viewReuseId: "long")
            if !compact {
                LabelLayout(text: "Favourite", viewReuseId: "medium")
            }
            SizeLayout(width: 20, height: 20, viewReuseId: "icon")
        }
        let expected = FirstFitLayout(
            axes: .horizontal,
            alternatives: [
                LabelLayout(text: "Add to favourites", viewReuseId: "long"),
                LabelLayout(text: "Favourite", viewReuseId: "medium"),
                SizeLayout(width: 20, height: 20, viewReuseId: "icon"),
            ])
        #expect(Self.key(layout) == Self.key(expected))
    }

    @Test("A corner layout's two closures build its child and its corner element")
    func cornerClosures() {
        let layout = CornerLayout(corner: .topTrailing, offset: CGPoint(x: -2, y: 2), viewReuseId: "avatar") {
            box(40, 40, "photo")
        } cornerLayout: {
            box(10, 10, "badge")
        }
        let expected = CornerLayout(
            corner: .topTrailing, offset: CGPoint(x: -2, y: 2), viewReuseId: "avatar", child: box(40, 40, "photo"),
            cornerLayout: box(10, 10, "badge"))
        #expect(Self.key(layout) == Self.key(expected))
    }

    @Test("An absolute layout's statements are its children; a layout becomes a child at the origin")
    func absoluteChildren() {
        let showBadge = true
        let layout = AbsoluteLayout(sizing: .sizeToFit) {
            box(40, 40, "photo")
            if showBadge {
                AbsoluteChild(position: CGPoint(x: 35, y: -5), layout: box(10, 10, "badge"))
            }
        }
        let expected = AbsoluteLayout(
            sizing: .sizeToFit,
            children: [
                AbsoluteChild(position: .zero, layout: box(40, 40, "photo")),
                AbsoluteChild(position: CGPoint(x: 35, y: -5), layout: box(10, 10, "badge")),
            ])
        #expect(Self.key(layout) == Self.key(expected))
    }

    // MARK: Overlay

    @Test("An overlay's three closures build its primary, background and overlay layouts")
    func overlayClosures() {
        let overlay = OverlayLayout(viewReuseId: "card") {
            box(40, 20, "primary")
        } background: {
            box(0, 0, "fill")
        } overlay: {
            box(8, 8, "badge")
            box(4, 4, "dot")
        }
        let expected = OverlayLayout(
            primaryLayouts: [box(40, 20, "primary")], backgroundLayouts: [box(0, 0, "fill")],
            overlayLayouts: [box(8, 8, "badge"), box(4, 4, "dot")], viewReuseId: "card")
        #expect(Self.key(overlay) == Self.key(expected))
    }

    @Test("An overlay's background and overlay closures may be left out")
    func overlayDefaults() {
        let primaryOnly = OverlayLayout { box(40, 20, "primary") }
        #expect(Self.key(primaryOnly) == Self.key(OverlayLayout(primaryLayouts: [box(40, 20, "primary")])))
        let withOverlay = OverlayLayout {
            box(40, 20, "primary")
        } overlay: {
            box(8, 8, "badge")
        }
        #expect(
            Self.key(withOverlay)
                == Self.key(
                    OverlayLayout(primaryLayouts: [box(40, 20, "primary")], overlayLayouts: [box(8, 8, "badge")])))
    }

    // MARK: Flex items

    @Test("A flex container's statements become its items; a layout becomes an item with default properties")
    func flexItems() {
        let showBadge = true
        let flex = FlexLayout(columnGap: 4) {
            FlexItem(box(10, 10, "icon"), shrink: 0)
            box(20, 10, "title")
            if showBadge {
                FlexItem(box(6, 6, "badge"), alignSelf: .center)
            }
            for index in 0..<2 {
                FlexItem(box(5, 5, "dot\(index)"), grow: 1)
            }
        }
        let expected = FlexLayout(
            columnGap: 4,
            children: [
                FlexItem(box(10, 10, "icon"), shrink: 0), FlexItem(box(20, 10, "title")),
                FlexItem(box(6, 6, "badge"), alignSelf: .center), FlexItem(box(5, 5, "dot0"), grow: 1),
                FlexItem(box(5, 5, "dot1"), grow: 1),
            ])
        #expect(Self.key(flex) == Self.key(expected))
    }

    @Test("Optional items and layouts add nothing when nil")
    func flexOptionals() {
        let item: FlexItem? = nil
        let layout: SizeLayout? = nil
        let flex = FlexLayout {
            item
            layout
            FlexItem()
        }
        #expect(Self.key(flex) == Self.key(FlexLayout(children: [FlexItem()])))
    }

    // MARK: Modifiers

    @Test("`.padding(_:)` with a length is an inset layout with that inset on every edge")
    func paddingLength() {
        let padded = box(20, 10).padding(8)
        #expect(Self.key(padded) == Self.key(InsetLayout(inset: 8, sublayout: box(20, 10))))
        #expect(padded.measurement(within: size(100, 100)).size == size(36, 26))
    }

    @Test("`.padding(_:)` with edge insets is an inset layout with those insets")
    func paddingInsets() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let padded = box(20, 10).padding(insets)
        #expect(Self.key(padded) == Self.key(InsetLayout(insets: insets, sublayout: box(20, 10))))
        #expect(padded.measurement(within: size(100, 100)).size == size(26, 14))
    }

    @Test(
        "`.frame(width:height:)` is the size layout of the lengths given",
        arguments: [(50, 40), (50, nil), (nil, 40), (nil, nil)] as [(CGFloat?, CGFloat?)])
    func frame(width: CGFloat?, height: CGFloat?) {
        let content = box(20, 10)
        let framed = content.frame(width: width, height: height)
        let expected: SizeLayout =
            switch (width, height) {
            case (let width?, let height?): SizeLayout(width: width, height: height, sublayout: content)
            case (let width?, nil): SizeLayout(width: width, sublayout: content)
            case (nil, let height?): SizeLayout(height: height, sublayout: content)
            case (nil, nil): SizeLayout(sublayout: content)
            }
        #expect(Self.key(framed) == Self.key(expected))
        #expect(framed.measurement(within: size(100, 100)).size == size(width ?? 20, height ?? 10))
    }

    @Test("Modifiers chain outward: the last one applied is the outermost layout")
    func modifierChain() {
        let layout = LabelLayout(text: "Hi").padding(4).frame(width: 100)
        let expected = SizeLayout(width: 100, sublayout: InsetLayout(inset: 4, sublayout: LabelLayout(text: "Hi")))
        #expect(Self.key(layout) == Self.key(expected))
        let arrangement = layout.arrangement(width: 375, context: .fixedAdvance)
        #expect(arrangement.frame == rect(137.5, 0, 100, 25))
        #expect(arrangement.sublayouts[0].frame == rect(0, 0, 100, 25))
        #expect(arrangement.sublayouts[0].sublayouts[0].frame == rect(4, 4, 14, 17))
    }

    @Test("A padding of a bad number is cleaned as an inset layout's", arguments: [CGFloat.nan, -4, .infinity])
    func paddingBadInput(length: CGFloat) {
        let padded = box(20, 10).padding(length)
        #expect(Self.key(padded) == Self.key(InsetLayout(inset: length, sublayout: box(20, 10))))
        let arrangement = padded.arrangement(width: 100, context: .fixedAdvance)
        #expect(arrangement.frame.width.isFinite && arrangement.frame.height.isFinite)
    }
}
