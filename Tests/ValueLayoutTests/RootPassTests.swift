import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// `arrangement(origin:width:height:context:)` lays a built-in root out straight through its
/// storage, not through the protocol's `measurement` and `arrangement` and the handles between
/// them (`Layout._measureAndArrangeAsRoot`). These tests hold the two routes to the same result
/// and check what the direct route keeps alive.
@Suite("The root of a pass")
struct RootPassTests {
    /// A built-in root of each kind.
    enum Root: String, CaseIterable, Sendable {
        case size, inset, stack, overlay, label, feedItem

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
            }
        }
    }

    /// Right to left and snapped to a scale of 3, so that finishing the tree is part of the check.
    static let context = LayoutContext(direction: .rightToLeft, scale: 3)

    /// Contexts for the equivalence checks: plain, right to left, and snapped to two scales.
    static let contexts = [
        LayoutContext(), LayoutContext(direction: .rightToLeft), LayoutContext(scale: 3),
        LayoutContext(direction: .rightToLeft, scale: 2.5),
    ]

    /// Offered widths and heights, hostile ones included (`nil`: unlimited).
    static let lengths: [CGFloat?] = [nil, 0, 37.5, 300, -10, .nan, .infinity, 1e300]

    @Test(
        "A built-in root is laid out as the protocol's two passes lay it out",
        arguments: Root.allCases, lengths)
    func builtInRootMatchesTheProtocolRoute(root: Root, width: CGFloat?) {
        // A custom root that hands on the built-in layout's measurement and arrangement goes
        // through the protocol's route, in one pass, as every root did before the direct route.
        let layout = root.layout
        let throughProtocol = Forwarding(inner: layout, declared: layout.flexibility)
        for context in Self.contexts {
            for height in [nil, 500, .nan] as [CGFloat?] {
                for origin in [CGPoint.zero, CGPoint(x: 12.25, y: -3), CGPoint(x: CGFloat.nan, y: 1e300)] {
                    let direct = layout.arrangement(origin: origin, width: width, height: height, context: context)
                    let expected = throughProtocol.arrangement(
                        origin: origin, width: width, height: height, context: context)
                    #expect(direct.snapshotText == expected.snapshotText)
                }
            }
        }
    }

    @Test(
        "Called outside any pass, the root route runs in a pass of its own and finishes the tree",
        arguments: Root.allCases)
    func rootRouteOutsideAPass(root: Root) {
        let layout = root.layout
        let context = LayoutContext(direction: .rightToLeft, scale: 3)
        let (arrangement, rect) = layout._measureAndArrangeAsRoot(
            origin: .zero, width: 300, height: nil, context: context)
        let expected = layout.arrangement(width: 300, context: context)
        #expect(arrangement.snapshotText == expected.snapshotText)
        #expect(rect == CGRect(x: 0, y: 0, width: 300, height: expected.frame.height))
        #expect(!arrangement.storage.isOpen)
        #expect(arrangement.direction == .rightToLeft)
    }

    @Test(
        "A built-in layout laid out as a root inside another pass is kept alive by that pass",
        arguments: [false, true])
    func rootRouteInsideAPass(underBuiltInRoot: Bool) {
        let keeper = MeasurementKeeper()
        let custom = ArrangesTemporaryRoot(keeper: keeper)
        let root: any Layout = underBuiltInRoot ? StackLayout(axis: .vertical, sublayouts: [custom]) : custom
        _ = root.arrangement(width: 100)
        // The kept measurement's storage holds the temporary layout's node: it must hold the
        // layout too.
        #expect(keeper.kept != nil)
        #expect(keeper.temporary != nil)
        keeper.kept = nil
        #expect(keeper.temporary == nil)
    }

    @Test("An arrangement keeps its built-in root's layouts alive after the root value is gone")
    func arrangementKeepsTheRootAlive() {
        var root: StackLayout? = StackLayout(axis: .vertical, sublayouts: [SizeLayout(width: 10, height: 20)])
        weak let rootStorage = root!.anyStorage
        var arrangement: LayoutArrangement? = root!.arrangement(width: 100)
        root = nil
        #expect(rootStorage != nil)
        #expect(arrangement!.sublayouts[0].frame == rect(45, 0, 10, 20))
        arrangement = nil
        #expect(rootStorage == nil)
    }

    @Test("A measurement a custom layout keeps after the pass keeps the built-in root's layouts alive")
    func keptMeasurementKeepsTheRootAlive() throws {
        let keeper = MeasurementKeeper()
        var root: StackLayout? = StackLayout(
            axis: .vertical,
            sublayouts: [KeepsChildMeasurement(child: SizeLayout(width: 10, height: 20), keeper: keeper)])
        weak let rootStorage = root!.anyStorage
        _ = root!.arrangement(width: 100)
        root = nil
        // The kept measurement's nodes point at the root's layouts, unretained: the measurement
        // storage must hold on to the root.
        #expect(rootStorage != nil)
        do {
            let kept = try #require(keeper.kept)
            #expect(kept.size == size(10, 20))
            // Shared beyond the pass, the measurements are never written again.
            #expect(!kept.storage.isOpen)
            #expect((kept.layout as? SizeLayout)?.minWidth == 10)
        }
        keeper.kept = nil
        #expect(rootStorage == nil)
    }
}

/// Where ``KeepsChildMeasurement`` and ``ArrangesTemporaryRoot`` leave what they keep.
final class MeasurementKeeper: @unchecked Sendable {
    var kept: LayoutMeasurement?
    /// The storage of ``ArrangesTemporaryRoot``'s temporary layout, without keeping it alive.
    weak var temporary: LayoutStorageBase?
}

/// A custom layout that keeps its child's measurement beyond the pass (which the protocol does
/// not forbid), and otherwise lays the child out at its measured size.
struct KeepsChildMeasurement: Layout {
    var child: any Layout
    var keeper: MeasurementKeeper

    var flexibility: Flexibility { child.flexibility }
    var viewReuseId: String? { nil }

    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let childMeasurement = child.measurement(within: maxSize, context: context)
        keeper.kept = childMeasurement
        return LayoutMeasurement(
            layout: self, size: childMeasurement.size, maxSize: maxSize, sublayouts: [childMeasurement],
            context: context)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        let frame = CGRect(origin: rect.origin, size: measurement.size)
        let child = measurement.sublayouts[0].arrangement(
            within: CGRect(origin: .zero, size: measurement.size), context: context)
        return LayoutArrangement(layout: self, frame: frame, sublayouts: [child], context: context)
    }
}

/// A custom root that, while measuring, lays out a temporary built-in layout through the root
/// route with its own context (the underscored requirement is public), and keeps a weak
/// reference to that layout's storage and its measurement of a leaf in `keeper`.
struct ArrangesTemporaryRoot: Layout {
    var keeper: MeasurementKeeper

    var flexibility: Flexibility { .flexible }
    var viewReuseId: String? { nil }

    func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let temporary = SizeLayout(width: 5, height: 5)
        keeper.temporary = temporary.anyStorage
        _ = temporary._measureAndArrangeAsRoot(origin: .zero, width: 10, height: nil, context: context)
        let leaf = SizeLayout(width: 10, height: 20).measurement(within: maxSize, context: context)
        keeper.kept = leaf
        return LayoutMeasurement(layout: self, size: leaf.size, maxSize: maxSize, sublayouts: [leaf], context: context)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        let child = measurement.sublayouts[0].arrangement(
            within: CGRect(origin: .zero, size: measurement.size), context: context)
        return LayoutArrangement(
            layout: self, frame: CGRect(origin: rect.origin, size: measurement.size), sublayouts: [child],
            context: context)
    }
}
