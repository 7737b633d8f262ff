import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// A custom layout written against the public API only: places its child `padding` points in from
/// every edge, at the top leading corner of the offered rectangle.
struct Padding: CustomLayout {
    var padding: CGFloat
    var child: any Layout

    var sublayouts: [any Layout] { [child] }
    var flexibility: Flexibility { child.flexibility }
    var viewReuseId: String? { "padding" }
    var alignment: Alignment { .topLeading }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let inner = CGSize(
            width: max(0, maxSize.width - 2 * padding), height: max(0, maxSize.height - 2 * padding))
        let child = children[0].measure(within: inner)
        return CGSize(width: child.width + 2 * padding, height: child.height + 2 * padding)
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        children[0].place(
            in: CGRect(x: padding, y: padding, width: bounds.width - 2 * padding, height: bounds.height - 2 * padding))
    }
}

/// A custom leaf that is `Hashable`, so it takes part in layout equality.
struct Dot: CustomLayout, Hashable {
    var diameter: CGFloat
    var flexibility: Flexibility { .inflexible }
    var alignment: Alignment { .center }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        CGSize(width: diameter, height: diameter)
    }
}

/// Custom layouts nested between built-in ones.
@Suite("Custom layouts")
struct CustomLayoutTests {
    static func tree() -> any Layout {
        InsetLayout(
            inset: 4,
            sublayout: Padding(
                padding: 3,
                child: StackLayout(
                    axis: .vertical, spacing: 2, sublayouts: [LabelLayout(text: "ab"), LabelLayout(text: "cde")])))
    }

    static let treeSnapshot = """
        InsetLayout (0, 0, 100, 50)
          Padding (4, 4, 27, 42) "padding"
            StackLayout (3, 3, 21, 36)
              LabelLayout (0, 0, 14, 17)
              LabelLayout (0, 19, 21, 17)

        """

    @Test("A custom layout between built-in layouts measures and arranges its subtree")
    func nestedBetweenBuiltIns() {
        #expect(Self.tree().arrangement(width: 100, context: .fixedAdvance).snapshotText == Self.treeSnapshot)
    }

    @Test("A custom layout measured, then arranged from its measurement, gives the one-call result")
    func twoStep() {
        let measurement = Self.tree().measurement(within: size(100, .infinity), context: .fixedAdvance)
        #expect(
            measurement.arrangement(within: rect(0, 0, 100, 50), context: .fixedAdvance).snapshotText
                == Self.treeSnapshot)
    }

    @Test("The measurement tree holds the custom node and its children")
    func measurementTree() {
        let measurement = Self.tree().measurement(within: size(100, .infinity), context: .fixedAdvance)
        #expect(measurement.size == size(35, 50))
        let padding = measurement.sublayouts[0]
        #expect(padding.layout is Padding)
        #expect(padding.size == size(27, 42))
        #expect(padding.maxSize == size(92, .infinity))
        #expect(padding.sublayouts.count == 1)
        #expect(padding.sublayouts[0].layout is StackLayout)
        #expect(padding.sublayouts[0].sublayoutSizes == [size(14, 17), size(21, 17)])
    }

    @Test("A custom root is pixel-snapped like a built-in one")
    func customRootSnapped() {
        let layout = Padding(padding: 0.3, child: LabelLayout(text: "ab"))
        let arrangement = layout.arrangement(context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2))
        #expect(arrangement.frame == rect(0, 0, 14.5, 17.5))
        #expect(arrangement.sublayoutFrames == [rect(0.5, 0.5, 14, 17)])
    }

    @Test("A custom leaf inside a stack is measured, stretched and placed like any child")
    func customLeafInStack() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, sublayouts: [Dot(diameter: 10), LabelLayout(text: "abc")])
        #expect(
            stack.arrangement(width: 100, context: .fixedAdvance).snapshotText == """
                StackLayout (0, 0, 100, 17)
                  Dot (0, 3.5, 10, 10)
                  LabelLayout (15, 0, 21, 17)

                """)
    }

    @Test("A custom layout's built-in children still see the context's direction and measurer")
    func contextReachesChildren() {
        let layout = Padding(padding: 1, child: SizeLayout(width: 30, sublayout: LabelLayout(text: "ab")))
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 10), direction: .rightToLeft)
        // The label is 20 wide, at the leading (right) edge of its 30-point parent.
        #expect(layout.arrangement(context: context)[0, 0].frame == rect(10, 0, 20, 17))
    }

    /// A custom layout that declares only its size.
    struct Minimal: CustomLayout {
        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize { size(5, 5) }
    }

    @Test("A custom layout's defaults: flexible, no reuse identifier, no view, no children, fills its rectangle")
    func defaults() {
        let minimal = Minimal()
        #expect(minimal.flexibility == .flexible)
        #expect(minimal.viewReuseId == nil)
        #expect(minimal.view == nil)
        #expect(minimal.sublayouts.isEmpty)
        #expect(minimal.alignment == .fill)
        #expect(minimal.arrangement(width: 20, height: 30).frame == rect(0, 0, 20, 30))
    }

    @Test("By default a custom layout places each child it measured in its whole bounds")
    func defaultPlacement() {
        struct Pair: CustomLayout {
            var sublayouts: [any Layout] { [box(10, 10), box(4, 4)] }
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
                children[0].measure(within: maxSize)
            }
        }
        let arrangement = Pair().arrangement(width: 30)
        #expect(arrangement.frame == rect(0, 0, 30, 10))
        // The second child was not measured: it is not placed.
        #expect(arrangement.sublayoutFrames == [rect(10, 0, 10, 10)])
    }

    @Test("A custom layout is measured once per pass like the built-in ones")
    func measuredOnce() {
        let log = MeasurementLog()
        let layout = CountingLayout.instrument(
            StackLayout(
                axis: .vertical, sublayouts: [Self.tree(), CountingLayout(Dot(diameter: 4), name: "dot", log: log)]),
            log: log)
        _ = layout.arrangement(width: 100)
        #expect(log.counts.values.allSatisfy { $0 == 1 })
        #expect(log.count(of: "dot") == 1)
    }
}

/// A custom layout that shows its one child twice, side by side: the same value is two of its
/// children.
struct Twice: CustomLayout {
    var child: any Layout

    var sublayouts: [any Layout] { [child, child] }
    var flexibility: Flexibility { .inflexible }
    var alignment: Alignment { .topLeading }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let first = children[0].measure(within: maxSize)
        children[1].measure(within: maxSize)
        return CGSize(width: 2 * first.width, height: first.height)
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let childSize = children[0].measuredSize!
        children[0].place(in: CGRect(origin: .zero, size: childSize))
        children[1].place(in: CGRect(origin: CGPoint(x: childSize.width, y: 0), size: childSize))
    }
}

@Suite("Custom layouts sharing a child")
struct SharedChildTests {
    static let layout = Twice(
        child: StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "ab"), LabelLayout(text: "c")]))

    @Test("A value that is two children is measured twice, each measurement with its own children")
    func sharedMeasurement() {
        let measurement = Self.layout.measurement(within: size(.infinity, .infinity), context: .fixedAdvance)
        #expect(measurement.sublayouts.count == 2)
        for child in measurement.sublayouts {
            #expect(child.size == size(14, 34))
            #expect(child.sublayoutSizes == [size(14, 17), size(7, 17)])
        }
    }

    @Test("A value that is two children is arranged twice, and the tree stays a tree")
    func sharedArrangement() {
        let arrangement = Self.layout.arrangement(context: .fixedAdvance)
        #expect(
            arrangement.snapshotText == """
                Twice (0, 0, 28, 34)
                  StackLayout (0, 0, 14, 34)
                    LabelLayout (0, 0, 14, 17)
                    LabelLayout (0, 17, 7, 17)
                  StackLayout (14, 0, 14, 34)
                    LabelLayout (0, 0, 14, 17)
                    LabelLayout (0, 17, 7, 17)

                """)
        #expect(arrangement.nodeCount == 7)
    }
}

/// A custom layout that declares its own flexibility around one child it passes through.
struct Forwarding: CustomLayout {
    var inner: any Layout
    var declared: Flexibility
    var sublayouts: [any Layout] { [inner] }
    var flexibility: Flexibility { declared }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        children[0].measure(within: maxSize)
    }
}

@Suite("Custom layouts around another layout")
struct ForwardingTests {
    @Test("A stack stretches by the flexibility a custom layout declares, not its child's")
    func stretchFollowsDeclaredFlexibility() {
        // The custom layout declares `.high`, more flexible than the second box: it takes the
        // excess, and its child (which fills horizontally) fills it.
        let box = SizeLayout(minWidth: 10, minHeight: 10, maxHeight: 10)
        let stack = StackLayout(axis: .horizontal, sublayouts: [Forwarding(inner: box, declared: .high), box])
        let arrangement = stack.arrangement(width: 100)
        #expect(arrangement.sublayoutFrames == [rect(0, 0, 90, 10), rect(90, 0, 10, 10)])
        #expect(arrangement[0].sublayoutFrames == [rect(0, 0, 90, 10)])
    }
}

@Suite("The custom layouts guide's badge")
struct BadgedTests {
    @Test("Offered more width than its content, the badge stays at the content's corner")
    func badgeInAWiderSlot() {
        let avatar = Badged(
            content: SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
            badge: LabelLayout(text: "3", viewReuseId: "unread"))
        let arrangement = StackLayout(axis: .vertical, sublayouts: [avatar]).arrangement(
            width: 200, context: .fixedAdvance)
        // The badged layout fills the column; the avatar is centred in it (76 = (200 − 48) / 2).
        #expect(arrangement[0].frame == rect(0, 0, 200, 48))
        #expect(arrangement[0].sublayoutFrames == [rect(76, 0, 48, 48), rect(117, 0, 7, 17)])
    }
}

/// A wrapper that shows its child as its own content, recording the exact size it was given.
struct Passthrough: CustomLayout {
    var child: any Layout
    var alignment: Alignment = .fill
    var exactSizes: ExactSizeLog = ExactSizeLog()
    var sublayouts: [any Layout] { [child] }
    var flexibility: Flexibility { child.flexibility }
    var baselineSublayout: Int? { 0 }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        exactSizes.record(children.exactSize)
        if let exact = children.exactSize { return children[0].measure(exactly: exact) }
        return children[0].measure(within: maxSize)
    }
}

/// The exact sizes a ``Passthrough`` was measured at, in order (`nil` for none).
final class ExactSizeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [CGSize?] = []

    func record(_ size: CGSize?) {
        lock.lock()
        sizes.append(size)
        lock.unlock()
    }

    var recorded: [CGSize?] {
        lock.lock()
        defer { lock.unlock() }
        return sizes
    }
}

@Suite("A custom layout that passes its exact size and its baselines on")
struct PassthroughTests {
    @Test("Measured within a maximum, a layout has no exact size, and its child keeps its own")
    func noExactSize() {
        let wrapper = Passthrough(child: SizeLayout(width: 10, height: 10))
        let arrangement = StackLayout(axis: .vertical, sublayouts: [wrapper]).arrangement(width: 100)
        #expect(wrapper.exactSizes.recorded == [nil])
        #expect(arrangement[0].frame == rect(0, 0, 100, 10))
        #expect(arrangement[0][0].frame == rect(45, 0, 10, 10))
    }

    @Test("Framed at a flex item's border box, the wrapper is measured exactly and frames its child there")
    func exactSizeInAFlexItem() {
        let wrapper = Passthrough(child: SizeLayout(width: 10, height: 10))
        let arrangement = FlexLayout(children: [FlexItem(wrapper, grow: 1)]).arrangement(width: 100)
        #expect(wrapper.exactSizes.recorded.last == CGSize(width: 100, height: 10))
        #expect(arrangement[0].frame == rect(0, 0, 100, 10))
        #expect(arrangement[0][0].frame == rect(0, 0, 100, 10))
    }

    @Test("A bad exact size is 0 on that side; the child is placed by its alignment in the rectangle offered")
    func badExactSize() {
        struct Forcing: CustomLayout {
            var child: any Layout
            var sublayouts: [any Layout] { [child] }
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
                children[0].measure(exactly: CGSize(width: CGFloat.nan, height: -5))
            }
        }
        let arrangement = Forcing(child: SizeLayout(width: 10, height: 10)).arrangement(width: 50, height: 50)
        // Recorded at 0 × 0 and placed, by the default `place`, in the whole 50 × 50 bounds:
        // centred, as a size layout with a maximum aligns itself.
        #expect(arrangement[0].frame == rect(25, 25, 0, 0))
    }

    @Test("A horizontal stack aligns a wrapped label by the label's baseline")
    func baselinesThroughAWrapper() {
        let onBaseline = Alignment(vertical: .firstBaseline, horizontal: .leading)
        func row(wrapping: Bool) -> StackLayout {
            let big = LabelLayout(text: "big", lineHeight: 30, alignment: onBaseline)
            let small = LabelLayout(text: "s", lineHeight: 10, alignment: onBaseline)
            let second: any Layout = wrapping ? Passthrough(child: small, alignment: onBaseline) : small
            return StackLayout(axis: .horizontal, sublayouts: [big, second])
        }
        let plain = row(wrapping: false).arrangement(context: .fixedAdvance)
        let wrapped = row(wrapping: true).arrangement(context: .fixedAdvance)
        #expect(wrapped.sublayoutFrames == plain.sublayoutFrames)
        // The small label sits on the big one's baseline, not at the row's top.
        #expect(plain.sublayoutFrames[1].minY > 0)
    }
}
