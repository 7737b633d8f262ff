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

/// The Swift blocks of docs/OverlayLayout.md.
enum DocExamples_docs_OverlayLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/OverlayLayout.md", line: 9)


let tile = OverlayLayout(
    primaryLayouts: [
        InsetLayout(inset: 8, sublayout: LabelLayout(text: "Weekly report", viewReuseId: "title"))
    ],
    backgroundLayouts: [SizeLayout(viewReuseId: "background")],
    overlayLayouts: [LabelLayout(text: "NEW", alignment: .topTrailing, viewReuseId: "badge")],
    viewReuseId: "tile")

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/OverlayLayout.md", line: 19)
print(tile.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("OverlayLayout (0, 0, 107, 33) \"tile\"\n  SizeLayout (0, 0, 107, 33) \"background\"\n  InsetLayout (0, 0, 107, 33)\n    LabelLayout (8, 8, 91, 17) \"title\"\n  LabelLayout (86, 0, 21, 17) \"badge\"", line: 20)
#sourceLocation(file: "docs/OverlayLayout.md", line: 20)
// OverlayLayout (0, 0, 107, 33) "tile"
//   SizeLayout (0, 0, 107, 33) "background"
//   InsetLayout (0, 0, 107, 33)
//     LabelLayout (8, 8, 91, 17) "title"
//   LabelLayout (86, 0, 21, 17) "badge"
#sourceLocation()
        _ = tile
        DocCheck.endBlock(line: 8, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/OverlayLayout.md", line: 55)
let spelledOut = OverlayLayout(
    primaryLayouts: [LabelLayout(text: "Weekly report")], backgroundLayouts: [], overlayLayouts: [],
    alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/OverlayLayout.md", line: 58)
print(spelledOut == OverlayLayout(primaryLayouts: [LabelLayout(text: "Weekly report")]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 59)
#sourceLocation(file: "docs/OverlayLayout.md", line: 59)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/OverlayLayout.md", line: 60)
print(tile.primaryLayouts.count, tile.backgroundLayouts.count, tile.overlayLayouts.count)
#sourceLocation()
        DocCheck.expectPrinted("1 1 1", line: 61)
#sourceLocation(file: "docs/OverlayLayout.md", line: 61)
// 1 1 1
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 54, expected: nil, expectedLine: nil)
        }}  // the blocks' nested scopes
    }
}
