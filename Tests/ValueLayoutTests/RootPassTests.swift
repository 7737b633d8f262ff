import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// The root of a pass: every kind of layout is laid out as the root of a pass the same way as
/// anywhere else in a tree, and the results keep the layouts they point at alive.
@Suite("The root of a pass")
struct RootPassTests {
    /// A root of each kind.
    enum Root: String, CaseIterable, Sendable {
        case size, inset, stack, overlay, label, feedItem, customFeedItem

        var layout: any Layout {
            let label = LabelLayout(text: "poster title 0 with some longer stuff", viewReuseId: "label")
            switch self {
            case .size: return SizeLayout(width: 50, height: 30, alignment: .center, viewReuseId: "size")
            case .inset: return InsetLayout(inset: 8, viewReuseId: "inset", sublayout: label)
            case .stack:
                return StackLayout(
                    axis: .horizontal, spacing: 4, viewReuseId: "stack",
                    sublayouts: [SizeLayout(width: 50, height: 50), label])
            case .overlay:
                return OverlayLayout(
                    primaryLayouts: [label], backgroundLayouts: [SizeLayout(width: 10, height: 10)],
                    viewReuseId: "overlay")
            case .label: return label
            case .feedItem: return FeedItemLayout.make(FeedItemData(index: 3))
            case .customFeedItem: return FeedItemLayout.makeWithCustomContainers(FeedItemData(index: 3))
            }
        }
    }

    /// Contexts for the equivalence checks: plain, right to left, and snapped to two scales.
    static let contexts = [
        LayoutContext(), LayoutContext(direction: .rightToLeft), LayoutContext(scale: 3),
        LayoutContext(direction: .rightToLeft, scale: 2.5),
    ]

    /// Offered widths and heights, hostile ones included (`nil`: unlimited).
    static let lengths: [CGFloat?] = [nil, 0, 37.5, 300, -10, .nan, .infinity, 1e300]

    @Test(
        "A root of each kind gets the frames it gets as the only child of a custom root",
        arguments: Root.allCases, lengths)
    func rootMatchesTheSameLayoutUnderACustomRoot(root: Root, width: CGFloat?) {
        // The custom root fills the root rectangle (at the origin) and places its child in its
        // bounds, which are that rectangle: the child is arranged as the root was.
        let layout = root.layout
        let wrapped = Forwarding(inner: layout, declared: layout.flexibility)
        for context in Self.contexts {
            for height in [nil, 500, .nan] as [CGFloat?] {
                let direct = layout.arrangement(width: width, height: height, context: context)
                let throughCustomRoot = wrapped.arrangement(width: width, height: height, context: context)
                #expect(throughCustomRoot.sublayouts.count == 1)
                #expect(direct.snapshotText == throughCustomRoot[0].snapshotText)
            }
        }
    }

    @Test("An arrangement keeps its root's layouts alive after the root value is gone")
    func arrangementKeepsTheRootAlive() {
        var root: StackLayout? = StackLayout(axis: .vertical, sublayouts: [SizeLayout(width: 10, height: 20)])
        weak let rootNode = root!._layoutNode
        var arrangement: LayoutArrangement? = root!.arrangement(width: 100)
        root = nil
        #expect(rootNode != nil)
        #expect(arrangement!.sublayouts[0].frame == rect(45, 0, 10, 20))
        arrangement = nil
        #expect(rootNode == nil)
    }

    @Test("An arrangement keeps a custom root's node, made for its pass, alive")
    func arrangementKeepsACustomRootAlive() {
        let arrangement = Padding(padding: 2, child: SizeLayout(width: 10, height: 20)).arrangement()
        #expect((arrangement.layout as? Padding)?.padding == 2)
        #expect(arrangement[0].frame == rect(2, 2, 10, 20))
        #expect((arrangement[0].layout as? SizeLayout)?.minWidth == 10)
    }

    @Test("A measurement kept after its pass keeps the root's layouts alive, and is never written again")
    func keptMeasurementKeepsTheRootAlive() throws {
        let keeper = MeasurementKeeper()
        var root: StackLayout? = StackLayout(
            axis: .vertical,
            sublayouts: [KeepsChildMeasurement(child: SizeLayout(width: 10, height: 20), keeper: keeper)])
        weak let rootNode = root!._layoutNode
        keeper.kept = root!.measurement(within: size(100, 100))
        root = nil
        #expect(rootNode != nil)
        do {
            let kept = try #require(keeper.kept)
            #expect(kept.size == size(10, 20))
            #expect(kept.tree.isSealed)
            #expect((kept.sublayouts[0].layout as? KeepsChildMeasurement) != nil)
            // Arranged on its own, it gives the frames of a one-call arrangement: the custom
            // layout at the top leading corner of its slot, its child filling it.
            let arrangement = kept.arrangement(within: rect(0, 0, 100, 20))
            #expect(arrangement[0].frame == rect(0, 0, 10, 20))
            #expect(arrangement[0, 0].frame == rect(0, 0, 10, 20))
        }
        keeper.kept = nil
        #expect(rootNode == nil)
    }

    @Test("A layout measured in a pass of its own inside a custom layout's call lives as long as its measurement")
    func nestedPassKeepsItsLayoutAlive() {
        let keeper = MeasurementKeeper()
        _ = StackLayout(
            axis: .vertical,
            sublayouts: [KeepsChildMeasurement(child: SizeLayout(width: 10, height: 20), keeper: keeper)]
        ).arrangement(width: 100)
        // The kept measurement was made by `child.measurement(within:context:)` in the custom
        // layout's call: its own pass, whose tree holds the child's node.
        #expect(keeper.nested?.size == size(10, 20))
        #expect((keeper.nested?.layout as? SizeLayout)?.minHeight == 20)
    }
}

/// Where ``KeepsChildMeasurement`` leaves what it keeps.
final class MeasurementKeeper: @unchecked Sendable {
    var kept: LayoutMeasurement?
    var nested: LayoutMeasurement?
}

/// A custom layout that also measures its child in a pass of its own and keeps that measurement
/// beyond the pass, and otherwise lays the child out at its measured size.
struct KeepsChildMeasurement: CustomLayout {
    var child: any Layout
    var keeper: MeasurementKeeper

    var sublayouts: [any Layout] { [child] }
    var flexibility: Flexibility { child.flexibility }
    var alignment: Alignment { .topLeading }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        keeper.nested = child.measurement(within: maxSize, context: children.context)
        return children[0].measure(within: maxSize)
    }
}
