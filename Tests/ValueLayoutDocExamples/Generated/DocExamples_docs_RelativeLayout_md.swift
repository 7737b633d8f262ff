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

/// The Swift blocks of docs/RelativeLayout.md.
enum DocExamples_docs_RelativeLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RelativeLayout.md", line: 11)


let screen = RelativeLayout(
    horizontal: .end, vertical: .end, viewReuseId: "screen",
    sublayout: SizeLayout(width: 56, height: 56, viewReuseId: "fab"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 17)
print(screen.arrangement(width: 320, height: 480).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RelativeLayout (0, 0, 320, 480) \"screen\"\n  SizeLayout (264, 424, 56, 56) \"fab\"", line: 18)
#sourceLocation(file: "docs/RelativeLayout.md", line: 18)
// RelativeLayout (0, 0, 320, 480) "screen"
//   SizeLayout (264, 424, 56, 56) "fab"
#sourceLocation()
        _ = screen
        DocCheck.endBlock(line: 10, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RelativeLayout.md", line: 42)
let spelledOut = RelativeLayout(
    horizontal: .start, vertical: .start, sizing: [], alignment: .fill, flexibility: nil, viewReuseId: nil,
    view: nil, sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 45)
print(spelledOut == RelativeLayout(sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 46)
#sourceLocation(file: "docs/RelativeLayout.md", line: 46)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 41, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RelativeLayout.md", line: 63)
let bar = RelativeLayout(horizontal: .end, sizing: .minimumHeight, sublayout: SizeLayout(width: 20, height: 10))
let barSize = bar.measurement(within: CGSize(width: 100, height: 60)).size
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 65)
print(barSize.width, barSize.height)
#sourceLocation()
        DocCheck.expectPrinted("100.0 10.0", line: 66)
#sourceLocation(file: "docs/RelativeLayout.md", line: 66)
// 100.0 10.0
#sourceLocation()
        _ = bar
        _ = barSize
        DocCheck.endBlock(line: 62, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RelativeLayout.md", line: 87)
let retina = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
let icon = SizeLayout(width: 10, height: 10, viewReuseId: "icon")
let relative = RelativeLayout(horizontal: .center, vertical: .center, viewReuseId: "tile", sublayout: icon)
let centre = CenterLayout(viewReuseId: "tile", sublayout: icon)

// (12.5 − 10) ÷ 2 = 1.25 points is 2.5 pixels, rounded away from zero to 3 pixels: 1.5 points.
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 93)
print(relative.arrangement(width: 12.5, height: 12.5, context: retina).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RelativeLayout (0, 0, 12.5, 12.5) \"tile\"\n  SizeLayout (1.5, 1.5, 10, 10) \"icon\"", line: 94)
#sourceLocation(file: "docs/RelativeLayout.md", line: 94)
// RelativeLayout (0, 0, 12.5, 12.5) "tile"
//   SizeLayout (1.5, 1.5, 10, 10) "icon"
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 96)
print(centre.arrangement(width: 12.5, height: 12.5, context: retina).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 12.5, 12.5) \"tile\"\n  SizeLayout (1.5, 1.5, 10, 10) \"icon\"", line: 97)
#sourceLocation(file: "docs/RelativeLayout.md", line: 97)
// CenterLayout (0, 0, 12.5, 12.5) "tile"
//   SizeLayout (1.5, 1.5, 10, 10) "icon"
#sourceLocation()
        _ = retina
        _ = icon
        _ = relative
        _ = centre
        DocCheck.endBlock(line: 86, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RelativeLayout.md", line: 106)
let row = RelativeLayout(
    horizontal: .end, vertical: .center, viewReuseId: "row",
    sublayout: LabelLayout(text: "Edit", viewReuseId: "edit"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 110)
print(row.arrangement(width: 200, height: 44, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RelativeLayout (0, 0, 200, 44) \"row\"\n  LabelLayout (172, 13.5, 28, 17) \"edit\"", line: 111)
#sourceLocation(file: "docs/RelativeLayout.md", line: 111)
// RelativeLayout (0, 0, 200, 44) "row"
//   LabelLayout (172, 13.5, 28, 17) "edit"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 115)
print(row.arrangement(width: 200, height: 44, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RelativeLayout (0, 0, 200, 44) \"row\"\n  LabelLayout (0, 13.5, 28, 17) \"edit\"", line: 116)
#sourceLocation(file: "docs/RelativeLayout.md", line: 116)
// RelativeLayout (0, 0, 200, 44) "row"
//   LabelLayout (0, 13.5, 28, 17) "edit"
#sourceLocation()
        _ = row
        _ = rightToLeft
        DocCheck.endBlock(line: 105, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RelativeLayout.md", line: 137)
let odd = RelativeLayout(sizing: CenterSizingOptions(rawValue: 0b1000_0001), sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RelativeLayout.md", line: 138)
print(odd.sizing == .minimumWidth, odd == RelativeLayout(sizing: .minimumWidth, sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 139)
#sourceLocation(file: "docs/RelativeLayout.md", line: 139)
// true true
#sourceLocation()
        _ = odd
        DocCheck.endBlock(line: 136, expected: nil, expectedLine: nil)
        }}}}}}  // the blocks' nested scopes
    }
}
