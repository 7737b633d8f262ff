import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// A custom layout written against the public API only: places its child `padding` points in from
/// every edge, at the top leading corner of the offered rectangle.
struct Padding: Layout {
    var padding: CGFloat
    var child: any Layout
    /// Whether to hand the pass's context to the result initializers (both ways must work).
    var passesContext = true

    var flexibility: Flexibility { child.flexibility }
    var viewReuseId: String? { "padding" }

    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let inner = CGSize(
            width: max(0, maxSize.width - 2 * padding), height: max(0, maxSize.height - 2 * padding))
        let childMeasurement = child.measurement(within: inner, context: context)
        let size = CGSize(
            width: childMeasurement.size.width + 2 * padding, height: childMeasurement.size.height + 2 * padding)
        return LayoutMeasurement(
            layout: self, size: size, maxSize: maxSize, sublayouts: [childMeasurement],
            context: passesContext ? context : nil)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        let frame = CGRect(origin: rect.origin, size: measurement.size)
        let childRect = CGRect(
            x: padding, y: padding, width: frame.width - 2 * padding, height: frame.height - 2 * padding)
        let child = measurement.sublayouts[0].arrangement(within: childRect, context: context)
        return LayoutArrangement(
            layout: self, frame: frame, sublayouts: [child], context: passesContext ? context : nil)
    }
}

/// A custom leaf that is `Hashable`, so it takes part in layout equality.
struct Dot: Layout, Hashable {
    var diameter: CGFloat
    var flexibility: Flexibility { .inflexible }
    var viewReuseId: String? { nil }

    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        LayoutMeasurement(
            layout: self, size: CGSize(width: diameter, height: diameter), maxSize: maxSize, context: context)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        LayoutArrangement(
            layout: self, frame: Alignment.center.position(size: measurement.size, in: rect), context: context)
    }
}

/// Custom layouts nested between built-in ones.
@Suite("Custom layouts")
struct CustomLayoutTests {
    static func tree(passesContext: Bool = true) -> any Layout {
        InsetLayout(
            inset: 4,
            sublayout: Padding(
                padding: 3,
                child: StackLayout(
                    axis: .vertical, spacing: 2, sublayouts: [LabelLayout(text: "ab"), LabelLayout(text: "cde")]),
                passesContext: passesContext))
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
        #expect(Self.tree().arrangement(width: 100).snapshotText == Self.treeSnapshot)
    }

    @Test("A custom layout that does not pass its context to the result initializers gives the same result")
    func withoutContext() {
        #expect(Self.tree(passesContext: false).arrangement(width: 100).snapshotText == Self.treeSnapshot)
    }

    @Test("The measurement tree holds the custom node and its children")
    func measurementTree() {
        let measurement = Self.tree().measurement(within: size(100, .infinity))
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
        let arrangement = layout.arrangement(context: LayoutContext(scale: 2))
        #expect(arrangement.frame == rect(0, 0, 14.5, 17.5))
        #expect(arrangement.sublayoutFrames == [rect(0.5, 0.5, 14, 17)])
    }

    @Test("A custom leaf inside a stack is measured, stretched and placed like any child")
    func customLeafInStack() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 5, sublayouts: [Dot(diameter: 10), LabelLayout(text: "abc")])
        #expect(
            stack.arrangement(width: 100).snapshotText == """
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

    @Test("A custom layout's defaults: no view, one node, hash of its type")
    func defaults() {
        let padding = Padding(padding: 1, child: Dot(diameter: 1))
        #expect(padding.view == nil)
        #expect(padding._nodeCountEstimate == 1)
        #expect(padding._layoutHash == Padding(padding: 2, child: Dot(diameter: 3))._layoutHash)
        var copy = padding
        #expect(copy._takeSublayoutsForTeardown().isEmpty)
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

/// A custom layout that shows its one child twice, side by side: it passes the same child
/// measurement and arrangement handles to its results two times.
struct Twice: Layout {
    var child: any Layout

    var flexibility: Flexibility { .inflexible }
    var viewReuseId: String? { nil }

    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let childMeasurement = child.measurement(within: maxSize, context: context)
        let size = CGSize(width: 2 * childMeasurement.size.width, height: childMeasurement.size.height)
        return LayoutMeasurement(
            layout: self, size: size, maxSize: maxSize, sublayouts: [childMeasurement, childMeasurement],
            context: context)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        let childSize = measurement.sublayouts[0].size
        let first = measurement.sublayouts[0].arrangement(
            within: CGRect(origin: .zero, size: childSize), context: context)
        let second = measurement.sublayouts[1].arrangement(
            within: CGRect(origin: CGPoint(x: childSize.width, y: 0), size: childSize), context: context)
        let shared = LayoutArrangement(
            layout: self, frame: CGRect(origin: rect.origin, size: measurement.size), sublayouts: [first, first],
            context: context)
        return LayoutArrangement(
            layout: self, frame: CGRect(origin: rect.origin, size: measurement.size),
            sublayouts: [shared, second], context: context)
    }
}

@Suite("Custom layouts sharing a child")
struct SharedChildTests {
    static let layout = Twice(
        child: StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "ab"), LabelLayout(text: "c")]))

    @Test("A measurement passed twice appears twice, each copy with its own children")
    func sharedMeasurement() {
        let measurement = Self.layout.measurement(within: size(.infinity, .infinity))
        #expect(measurement.sublayouts.count == 2)
        for child in measurement.sublayouts {
            #expect(child.size == size(14, 34))
            #expect(child.sublayoutSizes == [size(14, 17), size(7, 17)])
        }
    }

    @Test("An arrangement passed twice to one parent appears twice, and the tree stays a tree")
    func sharedArrangement() {
        let arrangement = Self.layout.arrangement()
        #expect(
            arrangement.snapshotText == """
                Twice (0, 0, 28, 34)
                  Twice (0, 0, 28, 34)
                    StackLayout (0, 0, 14, 34)
                      LabelLayout (0, 0, 14, 17)
                      LabelLayout (0, 17, 7, 17)
                    StackLayout (0, 0, 14, 34)
                      LabelLayout (0, 0, 14, 17)
                      LabelLayout (0, 17, 7, 17)
                  StackLayout (14, 0, 14, 34)
                    LabelLayout (0, 0, 14, 17)
                    LabelLayout (0, 17, 7, 17)

                """)
        #expect(arrangement.nodeCount == 11)
    }
}

/// A custom layout that declares one flexibility but hands on its inner layout's measurement and
/// arrangement as its own.
struct Forwarding: Layout {
    var inner: any Layout
    var declared: Flexibility
    var flexibility: Flexibility { declared }
    var viewReuseId: String? { nil }

    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        inner.measurement(within: maxSize, context: context)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        inner.arrangement(within: rect, measurement: measurement, context: context)
    }
}

@Suite("Custom layouts that forward another layout's measurement")
struct ForwardingTests {
    @Test("A stack stretches by the flexibility of the layouts it measured, not the ones it was given")
    func stretchFollowsMeasuredLayouts() {
        // The forwarded box's measurement is the inner box's (default flexibility), as flexible as
        // the second box, and the later of two equals takes the excess.
        let box = SizeLayout(minWidth: 10, minHeight: 10, maxHeight: 10)
        let stack = StackLayout(axis: .horizontal, sublayouts: [Forwarding(inner: box, declared: .high), box])
        #expect(stack.arrangement(width: 100).sublayoutFrames == [rect(0, 0, 10, 10), rect(10, 0, 90, 10)])
    }
}
