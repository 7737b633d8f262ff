import Foundation
import ValueLayout
import ValueLayoutFonts

/// The frames of one W1 feed item, each in its parent's coordinates, in the order of the layout
/// tree (pre-order, as ``LayoutArrangement/snapshotText`` lists them).
public struct FeedItemFrames: Sendable, Equatable {
    public var root = CGRect.zero, stack = CGRect.zero
    public var actionRow = CGRect.zero, actionText = CGRect.zero, contentFilteringOptions = CGRect.zero
    public var posterProfile = CGRect.zero, profileImage = CGRect.zero, posterDetails = CGRect.zero
    public var nameRow = CGRect.zero, name = CGRect.zero, connectionDegree = CGRect.zero
    public var headline = CGRect.zero, timestamp = CGRect.zero
    public var posterComment = CGRect.zero
    public var content = CGRect.zero, contentImage = CGRect.zero, contentTitle = CGRect.zero
    public var contentDomain = CGRect.zero
    public var socialActions = CGRect.zero, like = CGRect.zero, comment = CGRect.zero, share = CGRect.zero
    public var actorCommentRow = CGRect.zero, actorCommentPhoto = CGRect.zero, actorComment = CGRect.zero

    public init() {}

    /// All frames in tree order.
    public var all: [CGRect] {
        [
            root, stack, actionRow, actionText, contentFilteringOptions, posterProfile, profileImage,
            posterDetails, nameRow, name, connectionDegree, headline, timestamp, posterComment, content,
            contentImage, contentTitle, contentDomain, socialActions, like, comment, share, actorCommentRow,
            actorCommentPhoto, actorComment,
        ]
    }
}

/// W1 laid out by hand: the code an iOS engineer writes in `layoutSubviews` for the feed item,
/// measuring each label once with the same text measurer. It is the benchmark's baseline, the
/// practical speed limit, and a cross-check of the library (the tests assert both give the same
/// frames).
public enum ManualFeedItemLayout {
    /// Computes the feed item's frames at `width` (left to right, no pixel snapping).
    public static func frames(
        for data: FeedItemData, width: CGFloat, measurer: FixedAdvanceTextMeasurer
    ) -> FeedItemFrames {
        frames(for: data, width: width, measuringWith: measurer)
    }

    /// Computes the feed item's frames at `width` with real fonts (left to right, no pixel
    /// snapping).
    public static func frames(
        for data: FeedItemData, width: CGFloat, measurer: FontTextMeasurer
    ) -> FeedItemFrames {
        frames(for: data, width: width, measuringWith: measurer)
    }

    /// The frames, with the measurer's type known (each public entry point gets its own copy).
    @inline(__always)
    private static func frames<Measurer: TextMeasurer>(
        for data: FeedItemData, width: CGFloat, measuringWith measurer: Measurer
    ) -> FeedItemFrames {
        @inline(__always)
        func measure(_ text: String, lines: Int = 0, within maxWidth: CGFloat) -> CGSize {
            let size = measurer.size(
                of: text, font: .body, lineHeight: nil, numberOfLines: lines, maxWidth: maxWidth)
            return CGSize(width: min(size.width, maxWidth), height: size.height)
        }
        var frames = FeedItemFrames()
        let inner = width - 16

        // Action row: the "..." button is measured first, the action text gets the rest.
        let dots = measure("...", lines: 1, within: inner)
        let action = measure(data.actionText, within: inner - dots.width)
        let actionRowHeight = max(dots.height, action.height)
        frames.actionText = CGRect(x: 0, y: 0, width: action.width, height: action.height)
        frames.contentFilteringOptions = CGRect(
            x: inner - dots.width, y: 0, width: dots.width, height: dots.height)

        // Poster profile: a 50×50 image, then the details column in what is left.
        let detailsWidth = inner - 54
        let name = measure(data.posterName, within: detailsWidth)
        let degree = measure("2nd", within: detailsWidth - name.width - 4)
        let nameRowWidth = name.width + 4 + degree.width
        let nameRowHeight = max(name.height, degree.height)
        let headline = measure(data.posterHeadline, lines: 2, within: detailsWidth)
        let timestamp = measure(data.posterTimestamp, lines: 2, within: detailsWidth)
        let columnWidth = max(nameRowWidth, headline.width, timestamp.width)
        let columnHeight = nameRowHeight + 2 + headline.height + 2 + timestamp.height
        let profileHeight = max(50, columnHeight)
        frames.profileImage = CGRect(x: 0, y: (profileHeight - 50) / 2, width: 50, height: 50)
        frames.posterDetails = CGRect(
            x: 54, y: (profileHeight - columnHeight) / 2, width: columnWidth, height: columnHeight)
        frames.nameRow = CGRect(x: 0, y: 0, width: columnWidth, height: nameRowHeight)
        frames.name = CGRect(x: 0, y: 0, width: name.width, height: name.height)
        frames.connectionDegree = CGRect(x: name.width + 4, y: 0, width: degree.width, height: degree.height)
        frames.headline = CGRect(x: 0, y: nameRowHeight + 2, width: headline.width, height: headline.height)
        frames.timestamp = CGRect(
            x: 0, y: nameRowHeight + 2 + headline.height + 2, width: timestamp.width, height: timestamp.height)

        let comment = measure(data.posterComment, lines: 4, within: inner)

        // Content: image, title, domain.
        let title = measure(data.contentTitle, within: inner)
        let domain = measure(data.contentDomain, within: inner)
        let contentHeight = 200 + title.height + domain.height
        // The image fills the content's width (its 350-point maximum limits only its measurement).
        frames.contentImage = CGRect(x: 0, y: 0, width: inner, height: 200)
        frames.contentTitle = CGRect(x: 0, y: 200, width: title.width, height: title.height)
        frames.contentDomain = CGRect(x: 0, y: 200 + title.height, width: domain.width, height: domain.height)

        // Social actions: three equal slots.
        let slot = inner / 3
        let like = measure("Like", within: slot)
        let commentAction = measure("Comment", within: slot)
        let share = measure("Share", within: slot)
        let socialHeight = max(like.height, commentAction.height, share.height)
        frames.like = CGRect(x: 0, y: (socialHeight - like.height) / 2, width: like.width, height: like.height)
        frames.comment = CGRect(
            x: slot + (slot - commentAction.width) / 2, y: (socialHeight - commentAction.height) / 2,
            width: commentAction.width, height: commentAction.height)
        frames.share = CGRect(
            x: slot + slot + (slot - share.width), y: (socialHeight - share.height) / 2,
            width: share.width, height: share.height)

        // Actor comment: a 50×50 photo and the comment, vertically centred.
        let actor = measure(data.actorComment, within: inner - 50)
        let actorHeight = max(50, actor.height)
        frames.actorCommentPhoto = CGRect(x: 0, y: (actorHeight - 50) / 2, width: 50, height: 50)
        frames.actorComment = CGRect(
            x: 50, y: (actorHeight - actor.height) / 2, width: actor.width, height: actor.height)

        // The column of rows, 4 points apart.
        var y: CGFloat = 0
        frames.actionRow = CGRect(x: 0, y: y, width: inner, height: actionRowHeight)
        y += actionRowHeight + 4
        frames.posterProfile = CGRect(x: 0, y: y, width: inner, height: profileHeight)
        y += profileHeight + 4
        frames.posterComment = CGRect(x: 0, y: y, width: comment.width, height: comment.height)
        y += comment.height + 4
        frames.content = CGRect(x: 0, y: y, width: inner, height: contentHeight)
        y += contentHeight + 4
        frames.socialActions = CGRect(x: 0, y: y, width: inner, height: socialHeight)
        y += socialHeight + 4
        frames.actorCommentRow = CGRect(x: 0, y: y, width: inner, height: actorHeight)
        y += actorHeight
        frames.stack = CGRect(x: 8, y: 8, width: inner, height: y)
        frames.root = CGRect(x: 0, y: 0, width: width, height: y + 16)
        return frames
    }
}

/// W2 laid out by hand: `count` 100×20 leaves centred in a column `width` wide.
public enum ManualFlatListLayout {
    /// Writes the leaves' frames into `frames` (which must hold `count` rects).
    @inline(never)
    public static func frames(count: Int, width: CGFloat, into frames: UnsafeMutableBufferPointer<CGRect>) {
        let x = (width - 100) / 2
        for index in 0..<count {
            frames[index] = CGRect(x: x, y: CGFloat(index) * 20, width: 100, height: 20)
        }
    }
}
