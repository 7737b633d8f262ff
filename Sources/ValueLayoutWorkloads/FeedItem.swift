import ValueLayout

/// The data of one W1 feed item (see `../shared/workloads.md`).
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

    /// The feed item's layout for `data`, exactly as `../shared/workloads.md` describes it.
    public static func make(_ data: FeedItemData) -> any Layout {
        func label(
            _ text: String, _ id: String, numberOfLines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> LabelLayout {
            LabelLayout(
                text: text, numberOfLines: numberOfLines, alignment: alignment, flexibility: flexibility,
                viewReuseId: id)
        }
        let actionRow = StackLayout(
            axis: .horizontal,
            sublayouts: [
                label(data.actionText, "actionText"),
                label(
                    "...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing,
                    flexibility: .inflexible),
            ])
        let posterDetails = StackLayout(
            axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading),
            sublayouts: [
                StackLayout(
                    axis: .horizontal, spacing: 4,
                    sublayouts: [label(data.posterName, "name"), label("2nd", "connectionDegree")]),
                label(data.posterHeadline, "headline", numberOfLines: 2),
                label(data.posterTimestamp, "timestamp", numberOfLines: 2),
            ])
        let posterProfile = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage"),
                posterDetails,
            ])
        let content = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(
                    width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                    viewReuseId: "contentImage"),
                label(data.contentTitle, "contentTitle"),
                label(data.contentDomain, "contentDomain"),
            ])
        let socialActions = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                label("Like", "like", alignment: .centerLeading),
                label("Comment", "comment", alignment: .center),
                label("Share", "share", alignment: .centerTrailing),
            ])
        let actorComment = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto"),
                label(data.actorComment, "actorComment", alignment: .centerLeading),
            ])
        return InsetLayout(
            inset: 8, viewReuseId: "feedItem",
            sublayout: StackLayout(
                axis: .vertical, spacing: 4,
                sublayouts: [
                    actionRow, posterProfile, label(data.posterComment, "posterComment", numberOfLines: 4),
                    content, socialActions, actorComment,
                ]))
    }

    /// W1 with every stack and inset replaced by a custom layout that does the same thing
    /// (``CustomStack``, ``CustomInset``): the same frames, through the custom-layout route.
    public static func makeWithCustomContainers(_ data: FeedItemData) -> any Layout {
        func label(
            _ text: String, _ id: String, numberOfLines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> LabelLayout {
            LabelLayout(
                text: text, numberOfLines: numberOfLines, alignment: alignment, flexibility: flexibility,
                viewReuseId: id)
        }
        let actionRow = CustomStack(
            axis: .horizontal,
            children: [
                label(data.actionText, "actionText"),
                label(
                    "...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing,
                    flexibility: .inflexible),
            ])
        let posterDetails = CustomStack(
            axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading),
            children: [
                CustomStack(
                    axis: .horizontal, spacing: 4,
                    children: [label(data.posterName, "name"), label("2nd", "connectionDegree")]),
                label(data.posterHeadline, "headline", numberOfLines: 2),
                label(data.posterTimestamp, "timestamp", numberOfLines: 2),
            ])
        let posterProfile = CustomStack(
            axis: .horizontal, spacing: 4,
            children: [
                SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage"),
                posterDetails,
            ])
        let content = CustomStack(
            axis: .vertical,
            children: [
                SizeLayout(
                    width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                    viewReuseId: "contentImage"),
                label(data.contentTitle, "contentTitle"),
                label(data.contentDomain, "contentDomain"),
            ])
        let socialActions = CustomStack(
            axis: .horizontal, distribution: .fillEqualSize,
            children: [
                label("Like", "like", alignment: .centerLeading),
                label("Comment", "comment", alignment: .center),
                label("Share", "share", alignment: .centerTrailing),
            ])
        let actorComment = CustomStack(
            axis: .horizontal,
            children: [
                SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto"),
                label(data.actorComment, "actorComment", alignment: .centerLeading),
            ])
        return CustomInset(
            inset: 8, viewReuseId: "feedItem",
            child: CustomStack(
                axis: .vertical, spacing: 4,
                children: [
                    actionRow, posterProfile, label(data.posterComment, "posterComment", numberOfLines: 4),
                    content, socialActions, actorComment,
                ]))
    }
}
