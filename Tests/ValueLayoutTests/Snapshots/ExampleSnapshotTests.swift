import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting
import ValueLayoutWorkloads

/// Whole trees that read better as snapshots than as frame-by-frame expectations: the feed item,
/// the README's example and each guide's example, at several widths and in both directions. The
/// files are in `__Snapshots__/ExampleSnapshotTests/`; each names the measurer it relies on.
@Suite("Example snapshots")
struct ExampleSnapshotTests {
    /// The default measurer, named so that the files hold on every platform.
    private static let fixedAdvance = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())

    @Test("The W1 feed item at three phone widths, in both directions")
    func feedItem() {
        expectSnapshot(
            of: FeedItemLayout.make(FeedItemData(index: 0)), widths: [320, 375, 414], context: Self.fixedAdvance,
            directions: .both)
    }

    @Test("The README's profile card at three phone widths, in both directions, snapped to 2× pixels")
    func readmeProfileCard() {
        expectSnapshot(
            of: profileCard(), widths: [320, 375, 414],
            context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2), directions: .both)
    }

    @Test(
        "Each guide's example at the guide's width and at 320 points, in both directions",
        arguments: GuideExample.allCases)
    func guideExample(_ example: GuideExample) {
        expectSnapshot(
            of: example.layout, widths: example.widths, context: Self.fixedAdvance, directions: .both,
            named: example.rawValue)
    }
}

/// The examples the guides in `docs/` open with.
enum GuideExample: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sizeLayoutPill, insetLayoutChip, stackLayoutRow, overlayLayoutTile, labelLayoutHeadline
    case customLayoutBadge, customLayoutGrid

    var testDescription: String { rawValue }

    /// The width the guide lays the example out at (`nil`: the width it needs), then 320 points;
    /// the grid takes the whole width it is offered, so it is shown at the guide's width only.
    var widths: [CGFloat?] {
        switch self {
        case .sizeLayoutPill, .insetLayoutChip, .overlayLayoutTile, .customLayoutBadge: return [nil, 320]
        case .stackLayoutRow: return [200, 320]
        case .labelLayoutHeadline: return [100, 320]
        case .customLayoutGrid: return [316]
        }
    }

    var layout: any Layout {
        switch self {
        case .sizeLayoutPill:
            return SizeLayout(
                height: 24, minWidth: 24, maxWidth: 80, viewReuseId: "pill",
                sublayout: LabelLayout(text: "12", alignment: .center, viewReuseId: "count"))
        case .insetLayoutChip:
            return InsetLayout(
                insets: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 8), viewReuseId: "chip",
                sublayout: LabelLayout(text: "Swift", viewReuseId: "title"))
        case .stackLayoutRow:
            return StackLayout(
                axis: .horizontal, spacing: 8,
                sublayouts: [
                    SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
                    LabelLayout(text: "Downloads", alignment: .centerLeading, viewReuseId: "title"),
                    LabelLayout(
                        text: "12", alignment: .centerLeading, flexibility: .inflexible, viewReuseId: "count"),
                ])
        case .overlayLayoutTile:
            return OverlayLayout(
                primaryLayouts: [
                    InsetLayout(inset: 8, sublayout: LabelLayout(text: "Weekly report", viewReuseId: "title"))
                ],
                backgroundLayouts: [SizeLayout(viewReuseId: "background")],
                overlayLayouts: [LabelLayout(text: "NEW", alignment: .topTrailing, viewReuseId: "badge")],
                viewReuseId: "tile")
        case .labelLayoutHeadline:
            return LabelLayout(text: "poster title 0 with some longer stuff", numberOfLines: 2, viewReuseId: "headline")
        case .customLayoutBadge:
            return Badged(
                content: SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
                badge: LabelLayout(text: "3", viewReuseId: "unread"))
        case .customLayoutGrid:
            return Grid(
                columns: 3, spacing: 8,
                sublayouts: [40, 60, 40, 20, 30].map { SizeLayout(height: $0, alignment: .topFill) })
        }
    }
}
