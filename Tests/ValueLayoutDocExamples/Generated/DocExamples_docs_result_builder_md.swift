// GENERATED from README.md, docs/*.md and the DocC catalogs' articles by DocExampleExtractor. Do not edit.
// Regenerate after editing a Swift block of the docs:
//     scripts/update-doc-examples.sh
// (which runs VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test --filter DocExampleSyncTests).
//
// This Markdown file becomes an enum whose `run()` holds the file's Swift blocks in order, each
// block in a `do` scope nested in the previous block's, so that a block sees what earlier blocks
// declared and may declare a name again. `#sourceLocation` maps every line of a block to its
// Markdown line, so compile errors point at the docs. The lines between `#sourceLocation()` and
// the next directive are the generator's: `DocCheck` calls that check what the blocks print
// (`print` is shadowed to capture it), and `_ = name` (`DocCheck.markUsed(&name)` for a `var`)
// for each value a block declares at its top level, which a reader's main.swift would make a
// global, never reported as unused or never mutated. The file imports what the document's
// blocks import, and nothing else, so a block compiles here only if it would in a reader's file.
// swift-format-ignore-file

import ValueLayout

/// The Swift blocks of docs/result-builder.md.
enum DocExamples_docs_result_builder_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 14)


let unread = 3
let row = StackLayout(axis: .horizontal, spacing: 8, viewReuseId: "row") {
    SizeLayout(width: 40, height: 40, viewReuseId: "avatar")
    LabelLayout(text: "Inbox", flexibility: .high, viewReuseId: "title")
    if unread > 0 {
        LabelLayout(text: "\(unread)", viewReuseId: "badge").padding(4)
    }
}
.padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 26)
print(row.arrangement(width: 320, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 320, 56)\n  StackLayout (16, 8, 288, 40) \"row\"\n    SizeLayout (0, 0, 40, 40) \"avatar\"\n    LabelLayout (48, 0, 35, 17) \"title\"\n    InsetLayout (273, 0, 15, 40)\n      LabelLayout (4, 4, 7, 17) \"badge\"", line: 27)
#sourceLocation(file: "docs/result-builder.md", line: 27)
// InsetLayout (0, 0, 320, 56)
//   StackLayout (16, 8, 288, 40) "row"
//     SizeLayout (0, 0, 40, 40) "avatar"
//     LabelLayout (48, 0, 35, 17) "title"
//     InsetLayout (273, 0, 15, 40)
//       LabelLayout (4, 4, 7, 17) "badge"
#sourceLocation()
        _ = unread
        _ = row
        DocCheck.endBlock(line: 13, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 41)
struct FeedItem {
    var actionText, posterName, posterHeadline, posterTimestamp: String
    var posterComment, contentTitle, contentDomain, actorComment: String
}

func label(
    _ text: String, _ id: String, numberOfLines: Int = 0, alignment: Alignment = .topLeading,
    flexibility: Flexibility = .flexible
) -> LabelLayout {
    LabelLayout(
        text: text, numberOfLines: numberOfLines, alignment: alignment, flexibility: flexibility,
        viewReuseId: id)
}

func feedItem(_ item: FeedItem) -> any Layout {
    let actionRow = StackLayout(
        axis: .horizontal,
        sublayouts: [
            label(item.actionText, "actionText"),
            label("...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing, flexibility: .inflexible),
        ])
    let posterDetails = StackLayout(
        axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading),
        sublayouts: [
            StackLayout(
                axis: .horizontal, spacing: 4,
                sublayouts: [label(item.posterName, "name"), label("2nd", "connectionDegree")]),
            label(item.posterHeadline, "headline", numberOfLines: 2),
            label(item.posterTimestamp, "timestamp", numberOfLines: 2),
        ])
    let posterProfile = StackLayout(
        axis: .horizontal, spacing: 4,
        sublayouts: [
            SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage"), posterDetails,
        ])
    let content = StackLayout(
        axis: .vertical,
        sublayouts: [
            SizeLayout(
                width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                viewReuseId: "contentImage"),
            label(item.contentTitle, "contentTitle"),
            label(item.contentDomain, "contentDomain"),
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
            label(item.actorComment, "actorComment", alignment: .centerLeading),
        ])
    return InsetLayout(
        inset: 8, viewReuseId: "feedItem",
        sublayout: StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [
                actionRow, posterProfile, label(item.posterComment, "posterComment", numberOfLines: 4),
                content, socialActions, actorComment,
            ]))
}
#sourceLocation()
        DocCheck.endBlock(line: 40, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 112)
func feedItemWithBuilder(_ item: FeedItem) -> any Layout {
    InsetLayout(inset: 8, viewReuseId: "feedItem") {
        StackLayout(axis: .vertical, spacing: 4) {
            StackLayout(axis: .horizontal) {
                label(item.actionText, "actionText")
                label("...", "contentFilteringOptions", numberOfLines: 1, alignment: .topTrailing, flexibility: .inflexible)
            }
            StackLayout(axis: .horizontal, spacing: 4) {
                SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage")
                StackLayout(axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading)) {
                    StackLayout(axis: .horizontal, spacing: 4) {
                        label(item.posterName, "name")
                        label("2nd", "connectionDegree")
                    }
                    label(item.posterHeadline, "headline", numberOfLines: 2)
                    label(item.posterTimestamp, "timestamp", numberOfLines: 2)
                }
            }
            label(item.posterComment, "posterComment", numberOfLines: 4)
            StackLayout(axis: .vertical) {
                SizeLayout(
                    width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                    viewReuseId: "contentImage")
                label(item.contentTitle, "contentTitle")
                label(item.contentDomain, "contentDomain")
            }
            StackLayout(axis: .horizontal, distribution: .fillEqualSize) {
                label("Like", "like", alignment: .centerLeading)
                label("Comment", "comment", alignment: .center)
                label("Share", "share", alignment: .centerTrailing)
            }
            StackLayout(axis: .horizontal) {
                SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto")
                label(item.actorComment, "actorComment", alignment: .centerLeading)
            }
        }
    }
}

let item = FeedItem(
    actionText: "Ada liked this", posterName: "Charles Babbage", posterHeadline: "Inventor",
    posterTimestamp: "1 h", posterComment: "The engine runs.", contentTitle: "Difference Engine",
    contentDomain: "example.org", actorComment: "Wonderful")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 155)
print(LayoutKey(feedItemWithBuilder(item)) == LayoutKey(feedItem(item)))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 156)
#sourceLocation(file: "docs/result-builder.md", line: 156)
// true
let arrangement = feedItemWithBuilder(item).arrangement(width: 375, context: .fixedAdvance)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 158)
print(arrangement.snapshotText == feedItem(item).arrangement(width: 375, context: .fixedAdvance).snapshotText)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 159)
#sourceLocation(file: "docs/result-builder.md", line: 159)
// true
#sourceLocation()
        _ = item
        _ = arrangement
        DocCheck.endBlock(line: 111, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 177)
enum Badge { case none, dot, count(Int) }

func header(title: String, subtitle: String?, badge: Badge, tags: [String]) -> StackLayout {
    StackLayout(axis: .horizontal, spacing: 4) {
        LabelLayout(text: title, viewReuseId: "title")
        if let subtitle {
            LabelLayout(text: subtitle, viewReuseId: "subtitle")
        }
        switch badge {
        case .none:
            []
        case .dot:
            SizeLayout(width: 6, height: 6, viewReuseId: "dot")
        case .count(let count):
            LabelLayout(text: "\(count)", viewReuseId: "count")
        }
        for tag in tags {
            LabelLayout(text: tag, viewReuseId: "tag-\(tag)")
        }
    }
}

let built = header(title: "Title", subtitle: nil, badge: .count(2), tags: ["a", "b"])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 200)
print(built.sublayouts.map { $0.viewReuseId ?? "-" })
#sourceLocation()
        DocCheck.expectPrinted("[\"title\", \"count\", \"tag-a\", \"tag-b\"]", line: 201)
#sourceLocation(file: "docs/result-builder.md", line: 201)
// ["title", "count", "tag-a", "tag-b"]
#sourceLocation()
        _ = built
        DocCheck.endBlock(line: 176, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 213)
let card = InsetLayout(inset: 8) {
    LabelLayout(text: "Title", viewReuseId: "title")
    LabelLayout(text: "Detail", viewReuseId: "detail")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 217)
print(card.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 100, 50)\n  StackLayout (8, 8, 84, 34)\n    LabelLayout (0, 0, 35, 17) \"title\"\n    LabelLayout (0, 17, 42, 17) \"detail\"", line: 218)
#sourceLocation(file: "docs/result-builder.md", line: 218)
// InsetLayout (0, 0, 100, 50)
//   StackLayout (8, 8, 84, 34)
//     LabelLayout (0, 0, 35, 17) "title"
//     LabelLayout (0, 17, 42, 17) "detail"
#sourceLocation()
        _ = card
        DocCheck.endBlock(line: 212, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 231)
let share = FirstFitLayout(axes: .horizontal) {
    LabelLayout(text: "Share with friends", viewReuseId: "long")
    LabelLayout(text: "Share", viewReuseId: "short")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 235)
print(share.arrangement(width: 60, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FirstFitLayout (0, 0, 60, 17)\n  LabelLayout (0, 0, 35, 17) \"short\"", line: 236)
#sourceLocation(file: "docs/result-builder.md", line: 236)
// FirstFitLayout (0, 0, 60, 17)
//   LabelLayout (0, 0, 35, 17) "short"
#sourceLocation()
        _ = share
        DocCheck.endBlock(line: 230, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 243)
let badged = OverlayLayout {
    SizeLayout(width: 40, height: 40, viewReuseId: "avatar")
} background: {
    SizeLayout(viewReuseId: "ring")
} overlay: {
    SizeLayout(width: 10, height: 10, alignment: .topTrailing, viewReuseId: "badge")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 250)
print(badged.arrangement(width: 40, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("OverlayLayout (0, 0, 40, 40)\n  SizeLayout (0, 0, 40, 40) \"ring\"\n  SizeLayout (0, 0, 40, 40) \"avatar\"\n  SizeLayout (30, 0, 10, 10) \"badge\"", line: 251)
#sourceLocation(file: "docs/result-builder.md", line: 251)
// OverlayLayout (0, 0, 40, 40)
//   SizeLayout (0, 0, 40, 40) "ring"
//   SizeLayout (0, 0, 40, 40) "avatar"
//   SizeLayout (30, 0, 10, 10) "badge"
#sourceLocation()
        _ = badged
        DocCheck.endBlock(line: 242, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 261)
let toolbar = FlexLayout(columnGap: 8) {
    FlexItem(SizeLayout(width: 24, height: 24, viewReuseId: "back"), shrink: 0)
    FlexItem(LabelLayout(text: "Settings", viewReuseId: "title"), grow: 1)
    SizeLayout(width: 24, height: 24, viewReuseId: "more")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 266)
print(toolbar.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FlexLayout (0, 0, 200, 24)\n  SizeLayout (0, 0, 24, 24) \"back\"\n  LabelLayout (32, 0, 136, 24) \"title\"\n  SizeLayout (176, 0, 24, 24) \"more\"", line: 267)
#sourceLocation(file: "docs/result-builder.md", line: 267)
// FlexLayout (0, 0, 200, 24)
//   SizeLayout (0, 0, 24, 24) "back"
//   LabelLayout (32, 0, 136, 24) "title"
//   SizeLayout (176, 0, 24, 24) "more"
#sourceLocation()
        _ = toolbar
        DocCheck.endBlock(line: 260, expected: nil, expectedLine: nil)
        }}}}}}}}  // the blocks' nested scopes
    }
}
