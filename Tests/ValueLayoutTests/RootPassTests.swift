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

    @Test(
        "A built-in root is laid out as the protocol's two passes lay it out",
        arguments: Root.allCases, [nil, 500] as [CGFloat?])
    func builtInRootMatchesTheProtocolRoute(root: Root, height: CGFloat?) {
        let layout = root.layout
        let direct = layout.arrangement(width: 300, height: height, context: Self.context)
        let measurement = layout.measurement(
            within: CGSize(width: 300, height: height ?? .infinity), context: Self.context)
        let throughProtocol = measurement.arrangement(
            within: CGRect(x: 0, y: 0, width: 300, height: height ?? measurement.size.height),
            context: Self.context)
        #expect(direct.snapshotText == throughProtocol.snapshotText)
    }

    @Test(
        "Called outside any pass, the root route runs in a pass of its own", arguments: Root.allCases)
    func rootRouteOutsideAPass(root: Root) {
        let layout = root.layout
        let (arrangement, rect) = layout._measureAndArrangeAsRoot(
            origin: .zero, width: 300, height: nil, context: LayoutContext())
        let expected = layout.arrangement(width: 300)
        #expect(arrangement.snapshotText == expected.snapshotText)
        #expect(rect == CGRect(x: 0, y: 0, width: 300, height: expected.frame.height))
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
            #expect((kept.layout as? SizeLayout)?.minWidth == 10)
        }
        keeper.kept = nil
        #expect(rootStorage == nil)
    }
}

/// Where ``KeepsChildMeasurement`` leaves its child's measurement.
final class MeasurementKeeper: @unchecked Sendable {
    var kept: LayoutMeasurement?
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
