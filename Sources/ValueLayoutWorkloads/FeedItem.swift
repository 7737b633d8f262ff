import Foundation
import ValueLayout

/// The data of one W1 feed item (see `docs/workloads.md`).
public struct FeedItemData: Sendable, Hashable {
    public var actionText: String
    public var posterName: String
    public var posterHeadline: String
    public var posterTimestamp: String
    public var posterComment: String
    public var contentTitle: String
    public var contentDomain: String
    public var actorComment: String

    /// The data of item `index`, as the workloads document defines it.
    public init(index: Int) {
        actionText = "action text \(index)"
        posterName = "poster name \(index)"
        posterHeadline = "poster title \(index) with some longer stuff"
        posterTimestamp = "poster timestamp \(index)"
        posterComment = "poster comment \(index)"
        contentTitle = "content title \(index)"
        contentDomain = "content domain \(index)"
        actorComment = "actor comment \(index)"
    }
}

/// W1: the LinkedIn feed cell of LayoutKit's own benchmark, as a layout value.
public enum FeedItemLayout {
    /// The width every W1 cell is laid out at: a phone's.
    public static let width: Double = 375

    /// Makes a stack: axis, spacing, distribution, alignment, children.
    typealias StackMaker = (Axis, CGFloat, StackLayoutDistribution, Alignment, [any Layout]) -> any Layout
    /// Makes an inset: the inset on every edge, the reuse identifier, the child.
    typealias InsetMaker = (CGFloat, String, any Layout) -> any Layout

    /// The feed item's layout for `data`, exactly as `docs/workloads.md` describes it.
    public static func make(_ data: FeedItemData) -> any Layout {
        make(
            data,
            makeStack: { StackLayout(axis: $0, spacing: $1, distribution: $2, alignment: $3, sublayouts: $4) },
            makeInset: { InsetLayout(inset: $0, viewReuseId: $1, sublayout: $2) })
    }

    /// W1 with every stack and inset replaced by a custom layout that does the same thing
    /// (``CustomStack``, ``CustomInset``): the same frames, through the custom-layout route.
    public static func makeWithCustomContainers(_ data: FeedItemData) -> any Layout {
        make(
            data,
            makeStack: { CustomStack(axis: $0, spacing: $1, distribution: $2, alignment: $3, children: $4) },
            makeInset: { CustomInset(inset: $0, viewReuseId: $1, child: $2) })
    }

    /// The feed item's layout for `data`, exactly as `docs/workloads.md` describes it, with
    /// its stacks and its inset made by `makeStack` and `makeInset`.
    private static func make(_ data: FeedItemData, makeStack: StackMaker, makeInset: InsetMaker) -> any Layout {
        func stack(
            axis: Axis, spacing: CGFloat = 0, distribution: StackLayoutDistribution = .fillFlexing,
            alignment: Alignment = .fill, sublayouts: [any Layout]
        ) -> any Layout {
            makeStack(axis, spacing, distribution, alignment, sublayouts)
        }
        func inset(inset: CGFloat, viewReuseId: String, sublayout: any Layout) -> any Layout {
            makeInset(inset, viewReuseId, sublayout)
        }
        func label(
            _ text: String, _ id: String, numberOfLines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> LabelLayout {
            LabelLayout(
                text: text, numberOfLines: numberOfLines, alignment: alignment, flexibility: flexibility,
                viewReuseId: id)
        }
        let actionRow = stack(
            axis: .horizontal,
            sublayouts: [
                label(data.actionText, "actionText"),
                label(
                    "...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing,
                    flexibility: .inflexible),
            ])
        let posterDetails = stack(
            axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading),
            sublayouts: [
                stack(
                    axis: .horizontal, spacing: 4,
                    sublayouts: [label(data.posterName, "name"), label("2nd", "connectionDegree")]),
                label(data.posterHeadline, "headline", numberOfLines: 2),
                label(data.posterTimestamp, "timestamp", numberOfLines: 2),
            ])
        let posterProfile = stack(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage"),
                posterDetails,
            ])
        let content = stack(
            axis: .vertical,
            sublayouts: [
                SizeLayout(
                    width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                    viewReuseId: "contentImage"),
                label(data.contentTitle, "contentTitle"),
                label(data.contentDomain, "contentDomain"),
            ])
        let socialActions = stack(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                label("Like", "like", alignment: .centerLeading),
                label("Comment", "comment", alignment: .center),
                label("Share", "share", alignment: .centerTrailing),
            ])
        let actorComment = stack(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto"),
                label(data.actorComment, "actorComment", alignment: .centerLeading),
            ])
        return inset(
            inset: 8, viewReuseId: "feedItem",
            sublayout: stack(
                axis: .vertical, spacing: 4,
                sublayouts: [
                    actionRow, posterProfile, label(data.posterComment, "posterComment", numberOfLines: 4),
                    content, socialActions, actorComment,
                ]))
    }

    /// W1 written with the result builder instead of arrays: the same value as
    /// ``make(_:)`` (a test checks it), for the benchmark row that compares building the two.
    public static func makeWithBuilder(_ data: FeedItemData) -> any Layout {
        func label(
            _ text: String, _ id: String, numberOfLines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> LabelLayout {
            LabelLayout(
                text: text, numberOfLines: numberOfLines, alignment: alignment, flexibility: flexibility,
                viewReuseId: id)
        }
        return InsetLayout(inset: 8, viewReuseId: "feedItem") {
            StackLayout(axis: .vertical, spacing: 4) {
                StackLayout(axis: .horizontal) {
                    label(data.actionText, "actionText")
                    label(
                        "...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing,
                        flexibility: .inflexible)
                }
                StackLayout(axis: .horizontal, spacing: 4) {
                    SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage")
                    StackLayout(
                        axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading)
                    ) {
                        StackLayout(axis: .horizontal, spacing: 4) {
                            label(data.posterName, "name")
                            label("2nd", "connectionDegree")
                        }
                        label(data.posterHeadline, "headline", numberOfLines: 2)
                        label(data.posterTimestamp, "timestamp", numberOfLines: 2)
                    }
                }
                label(data.posterComment, "posterComment", numberOfLines: 4)
                StackLayout(axis: .vertical) {
                    SizeLayout(
                        width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                        viewReuseId: "contentImage")
                    label(data.contentTitle, "contentTitle")
                    label(data.contentDomain, "contentDomain")
                }
                StackLayout(axis: .horizontal, distribution: .fillEqualSize) {
                    label("Like", "like", alignment: .centerLeading)
                    label("Comment", "comment", alignment: .center)
                    label("Share", "share", alignment: .centerTrailing)
                }
                StackLayout(axis: .horizontal) {
                    SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto")
                    label(data.actorComment, "actorComment", alignment: .centerLeading)
                }
            }
        }
    }
}
