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

/// The Swift blocks of docs/ScrollLayout.md.
enum DocExamples_docs_ScrollLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ScrollLayout.md", line: 12)


let article = ScrollLayout(
    viewReuseId: "scroll",
    content: SizeLayout(width: 320, height: 900, alignment: .fill, viewReuseId: "article"))

let arrangement = article.arrangement(width: 320, height: 480)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ScrollLayout.md", line: 19)
print(arrangement.snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ScrollLayout (0, 0, 320, 480) content (320, 900) \"scroll\"\n  SizeLayout (0, 0, 320, 900) \"article\"", line: 20)
#sourceLocation(file: "docs/ScrollLayout.md", line: 20)
// ScrollLayout (0, 0, 320, 480) content (320, 900) "scroll"
//   SizeLayout (0, 0, 320, 900) "article"
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ScrollLayout.md", line: 22)
print(arrangement.scrollContentSize!.width, arrangement.scrollContentSize!.height)
#sourceLocation()
        DocCheck.expectPrinted("320.0 900.0", line: 23)
#sourceLocation(file: "docs/ScrollLayout.md", line: 23)
// 320.0 900.0
#sourceLocation()
        _ = article
        _ = arrangement
        DocCheck.endBlock(line: 11, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ScrollLayout.md", line: 51)
let spelledOut = ScrollLayout(
    axis: .vertical, alignment: .fill, flexibility: .flexible, viewReuseId: nil, view: nil,
    content: SizeLayout(width: 10, height: 10))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ScrollLayout.md", line: 54)
print(spelledOut == ScrollLayout(content: SizeLayout(width: 10, height: 10)))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 55)
#sourceLocation(file: "docs/ScrollLayout.md", line: 55)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 50, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ScrollLayout.md", line: 79)
let chips = ScrollLayout(
    axis: .horizontal, viewReuseId: "chips",
    content: StackLayout(
        axis: .horizontal, spacing: 8,
        sublayouts: (0..<6).map { SizeLayout(width: 80, height: 32, viewReuseId: "chip\($0)") }))
let feed = ScrollLayout(
    viewReuseId: "feed",
    content: StackLayout(
        axis: .vertical, spacing: 8,
        sublayouts: [chips, SizeLayout(height: 600, alignment: .fill, viewReuseId: "posts")]))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ScrollLayout.md", line: 90)
print(feed.arrangement(width: 200, height: 300).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ScrollLayout (0, 0, 200, 300) content (200, 640) \"feed\"\n  StackLayout (0, 0, 200, 640)\n    ScrollLayout (0, 0, 200, 32) content (520, 32) \"chips\"\n      StackLayout (0, 0, 520, 32)\n        SizeLayout (0, 0, 80, 32) \"chip0\"\n        SizeLayout (88, 0, 80, 32) \"chip1\"\n        SizeLayout (176, 0, 80, 32) \"chip2\"\n        SizeLayout (264, 0, 80, 32) \"chip3\"\n        SizeLayout (352, 0, 80, 32) \"chip4\"\n        SizeLayout (440, 0, 80, 32) \"chip5\"\n    SizeLayout (0, 40, 200, 600) \"posts\"", line: 91)
#sourceLocation(file: "docs/ScrollLayout.md", line: 91)
// ScrollLayout (0, 0, 200, 300) content (200, 640) "feed"
//   StackLayout (0, 0, 200, 640)
//     ScrollLayout (0, 0, 200, 32) content (520, 32) "chips"
//       StackLayout (0, 0, 520, 32)
//         SizeLayout (0, 0, 80, 32) "chip0"
//         SizeLayout (88, 0, 80, 32) "chip1"
//         SizeLayout (176, 0, 80, 32) "chip2"
//         SizeLayout (264, 0, 80, 32) "chip3"
//         SizeLayout (352, 0, 80, 32) "chip4"
//         SizeLayout (440, 0, 80, 32) "chip5"
//     SizeLayout (0, 40, 200, 600) "posts"
#sourceLocation()
        _ = chips
        _ = feed
        DocCheck.endBlock(line: 78, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ScrollLayout.md", line: 121)
let row = ScrollLayout(
    axis: .horizontal, viewReuseId: "row",
    content: SizeLayout(width: 300.3, height: 20, alignment: .fill, viewReuseId: "strip"))
let mirroredRetina = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ScrollLayout.md", line: 126)
print(row.arrangement(width: 100, height: 20, context: mirroredRetina).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ScrollLayout (0, 0, 100, 20) content (300.5, 20) \"row\"\n  SizeLayout (-200.5, 0, 300.5, 20) \"strip\"", line: 127)
#sourceLocation(file: "docs/ScrollLayout.md", line: 127)
// ScrollLayout (0, 0, 100, 20) content (300.5, 20) "row"
//   SizeLayout (-200.5, 0, 300.5, 20) "strip"
#sourceLocation()
        _ = row
        _ = mirroredRetina
        DocCheck.endBlock(line: 120, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ScrollLayout.md", line: 164)
let empty = ScrollLayout(content: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ScrollLayout.md", line: 165)
print(empty.arrangement(width: 100, height: 50).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ScrollLayout (0, 0, 100, 50) content (0, 0)", line: 166)
#sourceLocation(file: "docs/ScrollLayout.md", line: 166)
// ScrollLayout (0, 0, 100, 50) content (0, 0)
#sourceLocation()
        _ = empty
        DocCheck.endBlock(line: 163, expected: nil, expectedLine: nil)
        }}}}}  // the blocks' nested scopes
    }
}
