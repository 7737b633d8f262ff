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
    var actor: String
    var headline: String
    var comment: String
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
    InsetLayout(
        inset: 8, viewReuseId: "feedItem",
        sublayout: StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [
                StackLayout(
                    axis: .horizontal, spacing: 4,
                    sublayouts: [
                        SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage"),
                        StackLayout(
                            axis: .vertical, spacing: 2,
                            alignment: Alignment(vertical: .center, horizontal: .leading),
                            sublayouts: [
                                label(item.actor, "name"),
                                label(item.headline, "headline", numberOfLines: 2),
                            ]),
                    ]),
                label(item.comment, "comment", numberOfLines: 4),
                StackLayout(
                    axis: .horizontal, distribution: .fillEqualSize,
                    sublayouts: [
                        label("Like", "like", alignment: .centerLeading),
                        label("Comment", "commentAction", alignment: .center),
                        label("Share", "share", alignment: .centerTrailing),
                    ]),
            ]))
}
#sourceLocation()
        DocCheck.endBlock(line: 40, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 89)
func feedItemWithBuilder(_ item: FeedItem) -> any Layout {
    InsetLayout(inset: 8, viewReuseId: "feedItem") {
        StackLayout(axis: .vertical, spacing: 4) {
            StackLayout(axis: .horizontal, spacing: 4) {
                SizeLayout(width: 50, height: 50, alignment: .center, viewReuseId: "profileImage")
                StackLayout(
                    axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading)
                ) {
                    label(item.actor, "name")
                    label(item.headline, "headline", numberOfLines: 2)
                }
            }
            label(item.comment, "comment", numberOfLines: 4)
            StackLayout(axis: .horizontal, distribution: .fillEqualSize) {
                label("Like", "like", alignment: .centerLeading)
                label("Comment", "commentAction", alignment: .center)
                label("Share", "share", alignment: .centerTrailing)
            }
        }
    }
}

let item = FeedItem(actor: "Ada Lovelace", headline: "Analyst", comment: "Notes on the engine")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 112)
print(LayoutKey(feedItemWithBuilder(item)) == LayoutKey(feedItem(item)))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 113)
#sourceLocation(file: "docs/result-builder.md", line: 113)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 114)
print(feedItemWithBuilder(item).arrangement(width: 375, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 375, 108) \"feedItem\"\n  StackLayout (8, 8, 359, 92)\n    StackLayout (0, 0, 359, 50)\n      SizeLayout (0, 0, 50, 50) \"profileImage\"\n      StackLayout (54, 7, 84, 36)\n        LabelLayout (0, 0, 84, 17) \"name\"\n        LabelLayout (0, 19, 49, 17) \"headline\"\n    LabelLayout (0, 54, 133, 17) \"comment\"\n    StackLayout (0, 75, 359, 17)\n      LabelLayout (0, 0, 28, 17) \"like\"\n      LabelLayout (155, 0, 49, 17) \"commentAction\"\n      LabelLayout (324, 0, 35, 17) \"share\"", line: 115)
#sourceLocation(file: "docs/result-builder.md", line: 115)
// InsetLayout (0, 0, 375, 108) "feedItem"
//   StackLayout (8, 8, 359, 92)
//     StackLayout (0, 0, 359, 50)
//       SizeLayout (0, 0, 50, 50) "profileImage"
//       StackLayout (54, 7, 84, 36)
//         LabelLayout (0, 0, 84, 17) "name"
//         LabelLayout (0, 19, 49, 17) "headline"
//     LabelLayout (0, 54, 133, 17) "comment"
//     StackLayout (0, 75, 359, 17)
//       LabelLayout (0, 0, 28, 17) "like"
//       LabelLayout (155, 0, 49, 17) "commentAction"
//       LabelLayout (324, 0, 35, 17) "share"
#sourceLocation()
        _ = item
        DocCheck.endBlock(line: 88, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 144)
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
#sourceLocation(file: "docs/result-builder.md", line: 167)
print(built.sublayouts.map { $0.viewReuseId ?? "-" })
#sourceLocation()
        DocCheck.expectPrinted("[\"title\", \"count\", \"tag-a\", \"tag-b\"]", line: 168)
#sourceLocation(file: "docs/result-builder.md", line: 168)
// ["title", "count", "tag-a", "tag-b"]
#sourceLocation()
        _ = built
        DocCheck.endBlock(line: 143, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 180)
let card = InsetLayout(inset: 8) {
    LabelLayout(text: "Title", viewReuseId: "title")
    LabelLayout(text: "Detail", viewReuseId: "detail")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 184)
print(card.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 100, 50)\n  StackLayout (8, 8, 84, 34)\n    LabelLayout (0, 0, 35, 17) \"title\"\n    LabelLayout (0, 17, 42, 17) \"detail\"", line: 185)
#sourceLocation(file: "docs/result-builder.md", line: 185)
// InsetLayout (0, 0, 100, 50)
//   StackLayout (8, 8, 84, 34)
//     LabelLayout (0, 0, 35, 17) "title"
//     LabelLayout (0, 17, 42, 17) "detail"
#sourceLocation()
        _ = card
        DocCheck.endBlock(line: 179, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 194)
let badged = OverlayLayout {
    SizeLayout(width: 40, height: 40, viewReuseId: "avatar")
} background: {
    SizeLayout(viewReuseId: "ring")
} overlay: {
    SizeLayout(width: 10, height: 10, alignment: .topTrailing, viewReuseId: "badge")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 201)
print(badged.arrangement(width: 40, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("OverlayLayout (0, 0, 40, 40)\n  SizeLayout (0, 0, 40, 40) \"ring\"\n  SizeLayout (0, 0, 40, 40) \"avatar\"\n  SizeLayout (30, 0, 10, 10) \"badge\"", line: 202)
#sourceLocation(file: "docs/result-builder.md", line: 202)
// OverlayLayout (0, 0, 40, 40)
//   SizeLayout (0, 0, 40, 40) "ring"
//   SizeLayout (0, 0, 40, 40) "avatar"
//   SizeLayout (30, 0, 10, 10) "badge"
#sourceLocation()
        _ = badged
        DocCheck.endBlock(line: 193, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/result-builder.md", line: 212)
let toolbar = FlexLayout(columnGap: 8) {
    FlexItem(SizeLayout(width: 24, height: 24, viewReuseId: "back"), shrink: 0)
    FlexItem(LabelLayout(text: "Settings", viewReuseId: "title"), grow: 1)
    SizeLayout(width: 24, height: 24, viewReuseId: "more")
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/result-builder.md", line: 217)
print(toolbar.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FlexLayout (0, 0, 200, 24)\n  SizeLayout (0, 0, 24, 24) \"back\"\n  LabelLayout (32, 0, 136, 24) \"title\"\n  SizeLayout (176, 0, 24, 24) \"more\"", line: 218)
#sourceLocation(file: "docs/result-builder.md", line: 218)
// FlexLayout (0, 0, 200, 24)
//   SizeLayout (0, 0, 24, 24) "back"
//   LabelLayout (32, 0, 136, 24) "title"
//   SizeLayout (176, 0, 24, 24) "more"
#sourceLocation()
        _ = toolbar
        DocCheck.endBlock(line: 211, expected: nil, expectedLine: nil)
        }}}}}}}  // the blocks' nested scopes
    }
}
