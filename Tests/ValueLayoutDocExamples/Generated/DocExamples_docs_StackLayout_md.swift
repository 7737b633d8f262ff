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

/// The Swift blocks of docs/StackLayout.md.
enum DocExamples_docs_StackLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 12)


let row = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
        LabelLayout(text: "Downloads", alignment: .centerLeading, viewReuseId: "title"),
        LabelLayout(
            text: "12", alignment: .centerLeading, flexibility: .inflexible, viewReuseId: "count"),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 23)
print(row.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 200, 40)\n  SizeLayout (0, 0, 40, 40) \"icon\"\n  LabelLayout (48, 11.5, 63, 17) \"title\"\n  LabelLayout (186, 11.5, 14, 17) \"count\"", line: 24)
#sourceLocation(file: "docs/StackLayout.md", line: 24)
// StackLayout (0, 0, 200, 40)
//   SizeLayout (0, 0, 40, 40) "icon"
//   LabelLayout (48, 11.5, 63, 17) "title"
//   LabelLayout (186, 11.5, 14, 17) "count"
#sourceLocation()
        _ = row
        DocCheck.endBlock(line: 11, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 45)
print(row.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.endBlock(line: 44, expected: "StackLayout (0, 0, 100, 51)\n  SizeLayout (0, 5.5, 40, 40) \"icon\"\n  LabelLayout (48, 0, 28, 51) \"title\"\n  LabelLayout (86, 17, 14, 17) \"count\"", expectedLine: 49)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 78)
let spelledOut = StackLayout(
    axis: .vertical, spacing: 0, distribution: .fillFlexing, alignment: .fill, flexibility: nil,
    viewReuseId: nil, view: nil, sublayouts: [LabelLayout(text: "One"), LabelLayout(text: "Two")])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 81)
print(spelledOut == StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "One"), LabelLayout(text: "Two")]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 82)
#sourceLocation(file: "docs/StackLayout.md", line: 82)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 77, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 172)
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
print(row.arrangement(width: 200, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        _ = rightToLeft
        DocCheck.endBlock(line: 171, expected: "StackLayout (0, 0, 200, 40)\n  SizeLayout (160, 0, 40, 40) \"icon\"\n  LabelLayout (89, 11.5, 63, 17) \"title\"\n  LabelLayout (0, 11.5, 14, 17) \"count\"", expectedLine: 177)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 194)
let dots = StackLayout(
    axis: .horizontal, spacing: 8, distribution: .equalCentering,
    sublayouts: [
        SizeLayout(width: 10, height: 10, viewReuseId: "a"),
        SizeLayout(width: 30, height: 10, viewReuseId: "b"),
        SizeLayout(width: 10, height: 10, viewReuseId: "c"),
    ])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 201)
print(dots.arrangement(width: 100).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 100, 10)\n  SizeLayout (0, 0, 10, 10) \"a\"\n  SizeLayout (35, 0, 30, 10) \"b\"\n  SizeLayout (90, 0, 10, 10) \"c\"", line: 202)
#sourceLocation(file: "docs/StackLayout.md", line: 202)
// StackLayout (0, 0, 100, 10)
//   SizeLayout (0, 0, 10, 10) "a"
//   SizeLayout (35, 0, 30, 10) "b"
//   SizeLayout (90, 0, 10, 10) "c"
#sourceLocation()
        _ = dots
        DocCheck.endBlock(line: 193, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 220)
let segments = StackLayout(
    axis: .horizontal, spacing: 4, distribution: .fillProportionally,
    sublayouts: [
        LabelLayout(text: "Day", alignment: .center, viewReuseId: "day"),
        LabelLayout(text: "Week", alignment: .center, viewReuseId: "week"),
        LabelLayout(text: "Month", alignment: .center, viewReuseId: "month"),
    ])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 227)
print(segments.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 200, 17)\n  LabelLayout (13.5, 0, 21, 17) \"day\"\n  LabelLayout (70, 0, 28, 17) \"week\"\n  LabelLayout (142.5, 0, 35, 17) \"month\"", line: 228)
#sourceLocation(file: "docs/StackLayout.md", line: 228)
// StackLayout (0, 0, 200, 17)
//   LabelLayout (13.5, 0, 21, 17) "day"
//   LabelLayout (70, 0, 28, 17) "week"
//   LabelLayout (142.5, 0, 35, 17) "month"
#sourceLocation()
        _ = segments
        DocCheck.endBlock(line: 219, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 252)
let avatars = StackLayout(
    axis: .horizontal, spacing: -8,
    sublayouts: [
        SizeLayout(width: 32, height: 32, viewReuseId: "a"),
        SizeLayout(width: 32, height: 32, viewReuseId: "b"),
        SizeLayout(width: 32, height: 32, viewReuseId: "c"),
    ])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 259)
print(avatars.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 80, 32)\n  SizeLayout (0, 0, 32, 32) \"a\"\n  SizeLayout (24, 0, 32, 32) \"b\"\n  SizeLayout (48, 0, 32, 32) \"c\"", line: 260)
#sourceLocation(file: "docs/StackLayout.md", line: 260)
// StackLayout (0, 0, 80, 32)
//   SizeLayout (0, 0, 32, 32) "a"
//   SizeLayout (24, 0, 32, 32) "b"
//   SizeLayout (48, 0, 32, 32) "c"
#sourceLocation()
        _ = avatars
        DocCheck.endBlock(line: 251, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 284)
let baseline = Alignment(vertical: .firstBaseline, horizontal: .leading)
let header = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        LabelLayout(text: "Inbox", lineHeight: 30, alignment: baseline, viewReuseId: "title"),
        LabelLayout(text: "12 unread", lineHeight: 20, alignment: baseline, viewReuseId: "count"),
        SizeLayout(width: 16, height: 16, alignment: baseline, viewReuseId: "dot"),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 293)
print(header.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 130, 30)\n  LabelLayout (0, 0, 35, 30) \"title\"\n  LabelLayout (43, 8, 63, 20) \"count\"\n  SizeLayout (114, 8, 16, 16) \"dot\"", line: 294)
#sourceLocation(file: "docs/StackLayout.md", line: 294)
// StackLayout (0, 0, 130, 30)
//   LabelLayout (0, 0, 35, 30) "title"
//   LabelLayout (43, 8, 63, 20) "count"
//   SizeLayout (114, 8, 16, 16) "dot"
#sourceLocation()
        _ = baseline
        _ = header
        DocCheck.endBlock(line: 283, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 332)
let lastBaseline = Alignment(vertical: .lastBaseline, horizontal: .leading)
let message = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        LabelLayout(text: "See you\ntomorrow", alignment: lastBaseline, viewReuseId: "message"),
        LabelLayout(text: "09:41", lineHeight: 12, alignment: lastBaseline, viewReuseId: "time"),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 340)
print(message.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 99, 34)\n  LabelLayout (0, 0, 56, 34) \"message\"\n  LabelLayout (64, 21, 35, 12) \"time\"", line: 341)
#sourceLocation(file: "docs/StackLayout.md", line: 341)
// StackLayout (0, 0, 99, 34)
//   LabelLayout (0, 0, 56, 34) "message"
//   LabelLayout (64, 21, 35, 12) "time"
#sourceLocation()
        _ = lastBaseline
        _ = message
        DocCheck.endBlock(line: 331, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 384)
let tabs = StackLayout(
    axis: .horizontal, spacing: 4, distribution: .fillEqualSize,
    sublayouts: [
        LabelLayout(text: "Home", alignment: .center, viewReuseId: "home"),
        LabelLayout(text: "Notifications", alignment: .center, viewReuseId: "notifications"),
        LabelLayout(text: "Me", alignment: .center, viewReuseId: "me"),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 392)
print(tabs.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 281, 17)\n  LabelLayout (31.5, 0, 28, 17) \"home\"\n  LabelLayout (95, 0, 91, 17) \"notifications\"\n  LabelLayout (228.5, 0, 14, 17) \"me\"", line: 393)
#sourceLocation(file: "docs/StackLayout.md", line: 393)
// StackLayout (0, 0, 281, 17)
//   LabelLayout (31.5, 0, 28, 17) "home"
//   LabelLayout (95, 0, 91, 17) "notifications"
//   LabelLayout (228.5, 0, 14, 17) "me"
#sourceLocation()
        _ = tabs
        DocCheck.endBlock(line: 383, expected: nil, expectedLine: nil)
        }}}}}}}}}}  // the blocks' nested scopes
    }
}
