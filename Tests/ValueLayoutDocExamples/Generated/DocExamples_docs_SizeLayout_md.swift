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

/// The Swift blocks of docs/SizeLayout.md.
enum DocExamples_docs_SizeLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 9)


// A count badge: exactly 24 points tall, between 24 and 80 points wide, with centred text.
let pill = SizeLayout(
    height: 24, minWidth: 24, maxWidth: 80, viewReuseId: "pill",
    sublayout: LabelLayout(text: "12", alignment: .center, viewReuseId: "count"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 16)
print(pill.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("SizeLayout (0, 0, 24, 24) \"pill\"\n  LabelLayout (5, 3.5, 14, 17) \"count\"", line: 17)
#sourceLocation(file: "docs/SizeLayout.md", line: 17)
// SizeLayout (0, 0, 24, 24) "pill"
//   LabelLayout (5, 3.5, 14, 17) "count"
#sourceLocation()
        _ = pill
        DocCheck.endBlock(line: 8, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 31)
let image = SizeLayout(width: 50, height: 50)       // a fixed-size image
let hairline = SizeLayout(height: 1)                // a hairline as wide as its parent offers
let caption = SizeLayout(                           // text that wraps at 200 points
    maxWidth: 200, sublayout: LabelLayout(text: "A caption long enough to wrap"))
let spacer = SizeLayout(flexibility: .high)         // an empty, stretchy spacer for a stack
let half = SizeLayout(widthFraction: 0.5)           // half the width its parent offers
#sourceLocation()
        _ = image
        _ = hairline
        _ = caption
        _ = spacer
        _ = half
        DocCheck.endBlock(line: 30, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 51)
let spelledOut = SizeLayout(
    minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil, alignment: nil, flexibility: nil,
    viewReuseId: nil, view: nil, sublayout: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 54)
print(spelledOut == SizeLayout())
#sourceLocation()
        DocCheck.expectPrinted("true", line: 55)
#sourceLocation(file: "docs/SizeLayout.md", line: 55)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 56)
print(image == SizeLayout(minWidth: 50, maxWidth: 50, minHeight: 50, maxHeight: 50))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 57)
#sourceLocation(file: "docs/SizeLayout.md", line: 57)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 58)
print(SizeLayout(size: CGSize(width: 50, height: 50)) == image)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 59)
#sourceLocation(file: "docs/SizeLayout.md", line: 59)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 60)
print(SizeLayout(minSize: CGSize(width: 10, height: 20)) == SizeLayout(minWidth: 10, minHeight: 20))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 61)
#sourceLocation(file: "docs/SizeLayout.md", line: 61)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 50, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 99)
let fractions = SizeLayout(
    widthFraction: nil, heightFraction: nil, alignment: nil, flexibility: nil, viewReuseId: nil,
    view: nil, sublayout: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 102)
print(fractions == SizeLayout())
#sourceLocation()
        DocCheck.expectPrinted("true", line: 103)
#sourceLocation(file: "docs/SizeLayout.md", line: 103)
// true
#sourceLocation()
        _ = fractions
        DocCheck.endBlock(line: 98, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 120)
let panel = SizeLayout(widthFraction: 0.5, heightFraction: 0.25)
let measured = panel.measurement(within: CGSize(width: 300, height: 200)).size
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 122)
print(measured.width, measured.height)
#sourceLocation()
        DocCheck.expectPrinted("150.0 50.0", line: 123)
#sourceLocation(file: "docs/SizeLayout.md", line: 123)
// 150.0 50.0
let unlimited = panel.measurement(within: CGSize(width: CGFloat.infinity, height: 200)).size
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 125)
print(unlimited.width, unlimited.height)
#sourceLocation()
        DocCheck.expectPrinted("0.0 50.0", line: 126)
#sourceLocation(file: "docs/SizeLayout.md", line: 126)
// 0.0 50.0
#sourceLocation()
        _ = panel
        _ = measured
        _ = unlimited
        DocCheck.endBlock(line: 119, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 136)
let row = StackLayout(
    axis: .horizontal, spacing: 10,
    sublayouts: [
        SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
        SizeLayout(widthFraction: 0.5, viewReuseId: "half"),
        LabelLayout(text: "Rest", viewReuseId: "rest"),
    ])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 143)
print(row.arrangement(width: 250, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 250, 40)\n  SizeLayout (0, 0, 40, 40) \"icon\"\n  SizeLayout (50, 0, 100, 40) \"half\"\n  LabelLayout (160, 0, 28, 17) \"rest\"", line: 144)
#sourceLocation(file: "docs/SizeLayout.md", line: 144)
// StackLayout (0, 0, 250, 40)
//   SizeLayout (0, 0, 40, 40) "icon"
//   SizeLayout (50, 0, 100, 40) "half"
//   LabelLayout (160, 0, 28, 17) "rest"
#sourceLocation()
        _ = row
        DocCheck.endBlock(line: 135, expected: nil, expectedLine: nil)
        }}}}}}  // the blocks' nested scopes
    }
}
