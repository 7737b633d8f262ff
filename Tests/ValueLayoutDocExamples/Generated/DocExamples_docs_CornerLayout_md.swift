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

/// The Swift blocks of docs/CornerLayout.md.
enum DocExamples_docs_CornerLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CornerLayout.md", line: 11)


let icon = CornerLayout(
    corner: .topTrailing, viewReuseId: "icon",
    child: SizeLayout(width: 48, height: 48, viewReuseId: "image"),
    cornerLayout: SizeLayout(width: 16, height: 16, viewReuseId: "badge"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CornerLayout.md", line: 18)
print(icon.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CornerLayout (0, 0, 48, 48) \"icon\"\n  SizeLayout (0, 0, 48, 48) \"image\"\n  SizeLayout (40, -8, 16, 16) \"badge\"", line: 19)
#sourceLocation(file: "docs/CornerLayout.md", line: 19)
// CornerLayout (0, 0, 48, 48) "icon"
//   SizeLayout (0, 0, 48, 48) "image"
//   SizeLayout (40, -8, 16, 16) "badge"
#sourceLocation()
        _ = icon
        DocCheck.endBlock(line: 10, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CornerLayout.md", line: 52)
let spelledOut = CornerLayout(
    corner: .topLeading, offset: .zero, wrapsCorner: false, alignment: .fill, flexibility: nil, viewReuseId: nil,
    view: nil, child: SizeLayout(), cornerLayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CornerLayout.md", line: 55)
print(spelledOut == CornerLayout(corner: .topLeading, child: SizeLayout(), cornerLayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 56)
#sourceLocation(file: "docs/CornerLayout.md", line: 56)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 51, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CornerLayout.md", line: 74)
let wrapped = CornerLayout(
    corner: .topTrailing, offset: CGPoint(x: -4, y: 4), wrapsCorner: true, viewReuseId: "icon",
    child: SizeLayout(width: 48, height: 48, viewReuseId: "image"),
    cornerLayout: SizeLayout(width: 16, height: 16, viewReuseId: "badge"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CornerLayout.md", line: 79)
print(wrapped.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CornerLayout (0, 0, 52, 52) \"icon\"\n  SizeLayout (0, 4, 48, 48) \"image\"\n  SizeLayout (36, 0, 16, 16) \"badge\"", line: 80)
#sourceLocation(file: "docs/CornerLayout.md", line: 80)
// CornerLayout (0, 0, 52, 52) "icon"
//   SizeLayout (0, 4, 48, 48) "image"
//   SizeLayout (36, 0, 16, 16) "badge"
#sourceLocation()
        _ = wrapped
        DocCheck.endBlock(line: 73, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CornerLayout.md", line: 103)
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CornerLayout.md", line: 104)
print(icon.arrangement(context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CornerLayout (0, 0, 48, 48) \"icon\"\n  SizeLayout (0, 0, 48, 48) \"image\"\n  SizeLayout (-8, -8, 16, 16) \"badge\"", line: 105)
#sourceLocation(file: "docs/CornerLayout.md", line: 105)
// CornerLayout (0, 0, 48, 48) "icon"
//   SizeLayout (0, 0, 48, 48) "image"
//   SizeLayout (-8, -8, 16, 16) "badge"

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CornerLayout.md", line: 109)
print(icon.arrangement().diagnostics.isEmpty)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 110)
#sourceLocation(file: "docs/CornerLayout.md", line: 110)
// true
#sourceLocation()
        _ = rightToLeft
        DocCheck.endBlock(line: 102, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CornerLayout.md", line: 132)
let misplaced = CornerLayout(
    corner: .topTrailing, offset: CGPoint(x: CGFloat.nan, y: -3), child: SizeLayout(width: 10, height: 10),
    cornerLayout: SizeLayout(width: 4, height: 4))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CornerLayout.md", line: 135)
print(misplaced.offset.x, misplaced.offset.y, misplaced.arrangement().diagnostics.count)
#sourceLocation()
        DocCheck.expectPrinted("0.0 -3.0 1", line: 136)
#sourceLocation(file: "docs/CornerLayout.md", line: 136)
// 0.0 -3.0 1
#sourceLocation()
        _ = misplaced
        DocCheck.endBlock(line: 131, expected: nil, expectedLine: nil)
        }}}}}  // the blocks' nested scopes
    }
}
