import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// Pixel snapping with `LayoutContext(scale:)`: edges on the pixel grid in root coordinates,
/// shared edges stay shared, labels never narrower than measured.
@Suite("Pixel snapping")
struct PixelSnappingTests {
    /// A child 10 points tall that fills its slot's width. (It has a minimum width: as in
    /// LayoutKit, a child that measures zero along a stack's axis adds nothing across it.)
    static let filling = SizeLayout(height: 10, minWidth: 1)

    /// Three filling children in equal slots of 100 / 3 points.
    static let thirds = StackLayout(
        axis: .horizontal, distribution: .fillEqualSize, sublayouts: [filling, filling, filling])

    @Test("Without a scale, frames are not snapped")
    func noScale() {
        let frames = Self.thirds.arrangement(width: 100).sublayoutFrames
        let third: CGFloat = 100.0 / 3
        #expect(frames.map(\.width) == [third, third, third])
        #expect(frames[1].minX == third)
    }

    @Test("At scale 2 each edge moves to the nearest half point; neighbours share edges")
    func scaleTwo() {
        // Unsnapped edges 0, 33.33, 66.67, 100 → 0, 33.5, 66.5, 100.
        let frames = Self.thirds.arrangement(width: 100, context: LayoutContext(scale: 2)).sublayoutFrames
        #expect(frames == [rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10)])
    }

    @Test("At scale 3 every edge is on the third-of-a-point grid and neighbours share edges")
    func scaleThree() {
        let stack = StackLayout(
            axis: .horizontal, spacing: 1.1, distribution: .fillEqualSize,
            sublayouts: Array(repeating: SizeLayout(height: 10.1), count: 7))
        let arrangement = stack.arrangement(width: 100, height: 20.2, context: LayoutContext(scale: 3))
        let frames = arrangement.sublayoutFrames
        for frame in frames {
            #expect(isOnPixelGrid(frame.minX, scale: 3), "\(frame)")
            #expect(isOnPixelGrid(frame.maxX, scale: 3), "\(frame)")
            #expect(isOnPixelGrid(frame.minY, scale: 3), "\(frame)")
            #expect(isOnPixelGrid(frame.maxY, scale: 3), "\(frame)")
        }
        #expect(frames.first?.minX == 0)
        #expect(frames.last?.maxX == 100)
    }

    @Test("Edges are snapped in root coordinates, so a child's edge and its neighbour's meet")
    func nestedSharedEdges() {
        // Each third holds a stack split in halves: edges at multiples of 100 / 6.
        let half = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [Self.filling, Self.filling])
        let stack = StackLayout(axis: .horizontal, distribution: .fillEqualSize, sublayouts: [half, half, half])
        let arrangement = stack.arrangement(origin: CGPoint(x: 0.3, y: 0), width: 100, context: LayoutContext(scale: 2))
        let leaves = arrangement.flattened().filter { $0.depth == 2 }.map(\.absoluteFrame)
        #expect(leaves.count == 6)
        for (left, right) in zip(leaves, leaves.dropFirst()) {
            #expect(left.maxX == right.minX, "\(left) \(right)")
        }
        for leaf in leaves {
            #expect(isOnPixelGrid(leaf.minX, scale: 2) && isOnPixelGrid(leaf.maxX, scale: 2), "\(leaf)")
        }
    }

    @Test("The root origin is snapped too")
    func rootOrigin() {
        let arrangement = SizeLayout(width: 10, height: 10).arrangement(
            origin: CGPoint(x: 0.3, y: 0.7), context: LayoutContext(scale: 2))
        #expect(arrangement.frame == rect(0.5, 0.5, 10, 10))
    }

    @Test("Halves round up, whole frames move together")
    func halvesRoundUp() {
        // 0.25 at scale 2 is half a pixel: rounded up to 0.5 on both edges.
        let layout = InsetLayout(
            insets: EdgeInsets(top: 0.25, leading: 0.25, bottom: 0, trailing: 0), sublayout: box(10, 10, "box"))
        let arrangement = layout.arrangement(context: LayoutContext(scale: 2))
        #expect(arrangement.frame == rect(0, 0, 10.5, 10.5))
        #expect(arrangement.sublayoutFrames == [rect(0.5, 0.5, 10, 10)])
    }

    @Test("A label made narrower by rounding grows by a pixel instead")
    func labelNeverCut() {
        // Middle slot 33.33…66.67 would snap to 33.5…66.5 (33 wide, narrower than 33.33).
        let stack = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                LabelLayout(text: "a", alignment: .fill), LabelLayout(text: "b", alignment: .fill),
                LabelLayout(text: "c", alignment: .fill),
            ])
        let frames = stack.arrangement(
            width: 100, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        ).sublayoutFrames
        #expect(frames == [rect(0, 0, 33.5, 17), rect(33.5, 0, 33.5, 17), rect(66.5, 0, 33.5, 17)])
    }

    @Test("A label is never narrower or shorter than its measured size", arguments: [2.0, 3.0])
    func labelsNotNarrowerThanMeasured(scale: CGFloat) {
        let measurer = FixedAdvanceTextMeasurer(advance: 7.05, lineHeight: 17.1)
        let layout = InsetLayout(
            insets: EdgeInsets(top: 0.2, leading: 0.35, bottom: 0, trailing: 0),
            sublayout: StackLayout(
                axis: .vertical, spacing: 0.3,
                sublayouts: [LabelLayout(text: "ab"), LabelLayout(text: "abc def"), LabelLayout(text: "x")]))
        let unsnapped = layout.arrangement(context: LayoutContext(textMeasurer: measurer))
        let snapped = layout.arrangement(context: LayoutContext(textMeasurer: measurer, scale: scale))
        let before = unsnapped.flattened().filter { $0.node.layout is LabelLayout }.map(\.node.frame)
        let after = snapped.flattened().filter { $0.node.layout is LabelLayout }.map(\.node.frame)
        #expect(after.count == 3)
        for (unsnappedFrame, snappedFrame) in zip(before, after) {
            #expect(snappedFrame.width >= unsnappedFrame.width, "\(unsnappedFrame) → \(snappedFrame)")
            #expect(snappedFrame.height >= unsnappedFrame.height, "\(unsnappedFrame) → \(snappedFrame)")
        }
    }

    @Test("The W1 feed item at scale 2 is unchanged: every edge already is on the grid")
    func feedItemScaleTwo() {
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        #expect(
            layout.arrangement(width: 375, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2))
                .snapshotText
                == layout.arrangement(width: 375, context: .fixedAdvance).snapshotText)
    }

    @Test("The W1 feed item at scale 3: edges on the grid, each at the nearest pixel, shared edges kept, labels whole")
    func feedItemScaleThree() {
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        let unsnapped = layout.arrangement(width: 375, context: .fixedAdvance).flattened()
        let snapped = layout.arrangement(
            width: 375, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 3)
        ).flattened()
        #expect(snapped.count == unsnapped.count)
        var edgesBefore: [CGFloat] = []
        var edgesAfter: [CGFloat] = []
        for (before, after) in zip(unsnapped, snapped) {
            let b = before.absoluteFrame
            let a = after.absoluteFrame
            edgesBefore += [b.minX, b.maxX, b.minY, b.maxY]
            edgesAfter += [a.minX, a.maxX, a.minY, a.maxY]
            if before.node.layout is LabelLayout {
                #expect(a.width >= b.width && a.height >= b.height, "\(before.node.viewReuseId ?? "")")
            }
        }
        for (before, after) in zip(edgesBefore, edgesAfter) {
            #expect(isOnPixelGrid(after, scale: 3), "\(after)")
            // Nearest pixel (labels may grow by one more pixel on their far edge).
            #expect(abs(after - before) <= 1.0 / 3 + 1e-9, "\(before) → \(after)")
        }
        // Edges equal before snapping are equal after.
        for i in edgesBefore.indices {
            for j in edgesBefore.indices where i < j && edgesBefore[i] == edgesBefore[j] {
                #expect(abs(edgesAfter[i] - edgesAfter[j]) < 1e-9)
            }
        }
        // The profile image's top, 31.5 before snapping (94.5 pixels), rounds up to 95 pixels.
        let profileTop = snapped.first { $0.node.viewReuseId == "profileImage" }?.absoluteFrame.minY ?? 0
        #expect(abs(profileTop - 95.0 / 3) < 1e-9)
    }

    @Test(
        "A scale that is NaN, infinite, zero or negative means no snapping",
        arguments: [
            CGFloat.nan, .infinity, -.infinity, 0, -2,
        ])
    func invalidScale(_ scale: CGFloat) {
        let context = LayoutContext(scale: scale)
        #expect(context.scale == nil)
        let third: CGFloat = 100.0 / 3
        #expect(Self.thirds.arrangement(width: 100, context: context).sublayoutFrames[1].minX == third)
    }

    @Test("Setting an invalid scale on a context clears it")
    func settingInvalidScale() {
        var context = LayoutContext(scale: 2)
        #expect(context.scale == 2)
        context.scale = .nan
        #expect(context.scale == nil)
        context.scale = 3
        #expect(context.scale == 3)
    }
}
