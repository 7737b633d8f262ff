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

/// The Swift blocks of docs/AbsoluteLayout.md.
enum DocExamples_docs_AbsoluteLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 9)


let map = AbsoluteLayout(
    viewReuseId: "map",
    children: [
        AbsoluteChild(position: CGPoint(x: 40, y: 30), layout: SizeLayout(width: 12, height: 12, viewReuseId: "pin")),
        AbsoluteChild(position: CGPoint(x: 60, y: 28), layout: LabelLayout(text: "Cafe", viewReuseId: "name")),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 18)
print(map.arrangement(width: 200, height: 120, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("AbsoluteLayout (0, 0, 200, 120) \"map\"\n  SizeLayout (40, 30, 12, 12) \"pin\"\n  LabelLayout (60, 28, 28, 17) \"name\"", line: 19)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 19)
// AbsoluteLayout (0, 0, 200, 120) "map"
//   SizeLayout (40, 30, 12, 12) "pin"
//   LabelLayout (60, 28, 28, 17) "name"
#sourceLocation()
        _ = map
        DocCheck.endBlock(line: 8, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 42)
let spelledOut = AbsoluteLayout(
    sizing: .default, alignment: .fill, flexibility: .flexible, viewReuseId: nil, view: nil,
    children: [AbsoluteChild(position: CGPoint(x: 1, y: 2), layout: SizeLayout())])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 45)
print(spelledOut == AbsoluteLayout(children: [AbsoluteChild(position: CGPoint(x: 1, y: 2), layout: SizeLayout())]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 46)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 46)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 41, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 62)
let fitted = AbsoluteLayout(
    sizing: .sizeToFit, viewReuseId: "fitted",
    children: [
        AbsoluteChild(position: CGPoint(x: 0, y: 0), layout: SizeLayout(width: 30, height: 30, viewReuseId: "a")),
        AbsoluteChild(position: CGPoint(x: 20, y: 20), layout: SizeLayout(width: 30, height: 30, viewReuseId: "b")),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 69)
print(fitted.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("AbsoluteLayout (0, 0, 50, 50) \"fitted\"\n  SizeLayout (0, 0, 30, 30) \"a\"\n  SizeLayout (20, 20, 30, 30) \"b\"", line: 70)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 70)
// AbsoluteLayout (0, 0, 50, 50) "fitted"
//   SizeLayout (0, 0, 30, 30) "a"
//   SizeLayout (20, 20, 30, 30) "b"
#sourceLocation()
        _ = fitted
        DocCheck.endBlock(line: 61, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 89)
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 90)
print(map.arrangement(width: 200, height: 120, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("AbsoluteLayout (0, 0, 200, 120) \"map\"\n  SizeLayout (148, 30, 12, 12) \"pin\"\n  LabelLayout (112, 28, 28, 17) \"name\"", line: 91)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 91)
// AbsoluteLayout (0, 0, 200, 120) "map"
//   SizeLayout (148, 30, 12, 12) "pin"
//   LabelLayout (112, 28, 28, 17) "name"

let corner = AbsoluteLayout(
    children: [AbsoluteChild(position: CGPoint(x: 90, y: 0), layout: SizeLayout(width: 20, height: 20, viewReuseId: "late"))])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 97)
print(corner.arrangement(width: 100, height: 50).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("AbsoluteLayout (0, 0, 100, 50)\n  SizeLayout (90, 0, 10, 20) \"late\"", line: 98)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 98)
// AbsoluteLayout (0, 0, 100, 50)
//   SizeLayout (90, 0, 10, 20) "late"
#sourceLocation()
        _ = rightToLeft
        _ = corner
        DocCheck.endBlock(line: 88, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 122)
let misplaced = AbsoluteChild(position: CGPoint(x: CGFloat.nan, y: -8), layout: SizeLayout(width: 10, height: 10))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 123)
print(misplaced.position.x, misplaced.position.y)
#sourceLocation()
        DocCheck.expectPrinted("0.0 0.0", line: 124)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 124)
// 0.0 0.0
let withBadInput = AbsoluteLayout(children: [misplaced]).arrangement(width: 100, height: 100)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 126)
print(withBadInput.diagnostics.count)
#sourceLocation()
        DocCheck.expectPrinted("2", line: 127)
#sourceLocation(file: "docs/AbsoluteLayout.md", line: 127)
// 2
#sourceLocation()
        _ = misplaced
        _ = withBadInput
        DocCheck.endBlock(line: 121, expected: nil, expectedLine: nil)
        }}}}}  // the blocks' nested scopes
    }
}
