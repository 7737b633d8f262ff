import Foundation
import ValueLayout

extension FeedItemLayout {
    /// W1 with every stack written as a ``FlexLayout`` (beyond `docs/workloads.md`): the same 25
    /// layouts, labels, texts and reuse identifiers, the inset kept, each stack replaced by the
    /// flex container a web page would use for it.
    ///
    /// The frames are W1's wherever flexbox can say the same thing: a flex item's layout is
    /// framed at the item's border box, so a label that a stack left at its own width in a wider
    /// slot is a `flexStart`-aligned item, and the "..." is pushed to the trailing end by an
    /// `auto` leading margin. The social actions' equal slots (`.fillEqualSize`) are items that
    /// grow 1 from a basis of 0: each label is framed at its whole slot (a third of the row),
    /// where W1 aligns a narrower label inside it.
    public static func makeWithFlexContainers(_ data: FeedItemData) -> any Layout {
        // W1's labels, alignments and flexibilities included (an item's layout is framed at the
        // item's border box, so they do not move it).
        func label(
            _ text: String, _ id: String, numberOfLines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> LabelLayout {
            LabelLayout(
                text: text, numberOfLines: numberOfLines, alignment: alignment, flexibility: flexibility,
                viewReuseId: id)
        }
        /// An item at its own width across a column, as a label with a leading alignment is in a
        /// vertical stack.
        func leading(_ layout: any Layout) -> FlexItem {
            FlexItem(layout, alignSelf: .flexStart)
        }
        let actionRow = FlexLayout(
            children: [
                FlexItem(label(data.actionText, "actionText")),
                FlexItem(
                    label(
                        "...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing,
                        flexibility: .inflexible),
                    shrink: 0, margin: FlexEdges(leading: .auto)),
            ])
        let posterDetails = FlexLayout(
            direction: .column, rowGap: 2,
            children: [
                FlexItem(
                    FlexLayout(
                        columnGap: 4,
                        children: [
                            FlexItem(label(data.posterName, "name")),
                            FlexItem(label("2nd", "connectionDegree")),
                        ])),
                leading(label(data.posterHeadline, "headline", numberOfLines: 2)),
                leading(label(data.posterTimestamp, "timestamp", numberOfLines: 2)),
            ])
        let posterProfile = FlexLayout(
            alignItems: .center, columnGap: 4,
            children: [
                FlexItem(
                    SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage"), shrink: 0),
                FlexItem(posterDetails),
            ])
        let content = FlexLayout(
            direction: .column,
            children: [
                FlexItem(
                    SizeLayout(
                        width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                        viewReuseId: "contentImage")),
                leading(label(data.contentTitle, "contentTitle")),
                leading(label(data.contentDomain, "contentDomain")),
            ])
        let socialActions = FlexLayout(
            children: [
                FlexItem(label("Like", "like", alignment: .centerLeading), grow: 1, basis: .points(0)),
                FlexItem(label("Comment", "comment", alignment: .center), grow: 1, basis: .points(0)),
                FlexItem(label("Share", "share", alignment: .centerTrailing), grow: 1, basis: .points(0)),
            ])
        let actorComment = FlexLayout(
            alignItems: .center,
            children: [
                FlexItem(SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto"), shrink: 0),
                FlexItem(label(data.actorComment, "actorComment", alignment: .centerLeading)),
            ])
        return InsetLayout(
            inset: 8, viewReuseId: "feedItem",
            sublayout: FlexLayout(
                direction: .column, rowGap: 4,
                children: [
                    FlexItem(actionRow), FlexItem(posterProfile),
                    leading(label(data.posterComment, "posterComment", numberOfLines: 4)),
                    FlexItem(content), FlexItem(socialActions), FlexItem(actorComment),
                ]))
    }
}
