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

/// The Swift blocks of docs/InsetLayout.md.
enum DocExamples_docs_InsetLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/InsetLayout.md", line: 10)


let chip = InsetLayout(
    insets: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 8),
    viewReuseId: "chip",
    sublayout: LabelLayout(text: "Swift", viewReuseId: "title"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 17)
print(chip.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 55, 25) \"chip\"\n  LabelLayout (12, 4, 35, 17) \"title\"", line: 18)
#sourceLocation(file: "docs/InsetLayout.md", line: 18)
// InsetLayout (0, 0, 55, 25) "chip"
//   LabelLayout (12, 4, 35, 17) "title"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 22)
print(chip.arrangement(context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 55, 25) \"chip\"\n  LabelLayout (8, 4, 35, 17) \"title\"", line: 23)
#sourceLocation(file: "docs/InsetLayout.md", line: 23)
// InsetLayout (0, 0, 55, 25) "chip"
//   LabelLayout (8, 4, 35, 17) "title"
#sourceLocation()
        _ = chip
        _ = rightToLeft
        DocCheck.endBlock(line: 9, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/InsetLayout.md", line: 40)
let insets = EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 8)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 41)
print(insets.horizontal, insets.vertical)          // leading + trailing, top + bottom
#sourceLocation()
        DocCheck.expectPrinted("20.0 8.0", line: 42)
#sourceLocation(file: "docs/InsetLayout.md", line: 42)
// 20.0 8.0
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 43)
print(EdgeInsets(6) == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6), EdgeInsets.zero == EdgeInsets(0))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 44)
#sourceLocation(file: "docs/InsetLayout.md", line: 44)
// true true

let spelledOut = InsetLayout(
    insets: insets, alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil,
    sublayout: LabelLayout(text: "Swift"))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 49)
print(spelledOut == InsetLayout(insets: insets, sublayout: LabelLayout(text: "Swift")))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 50)
#sourceLocation(file: "docs/InsetLayout.md", line: 50)
// true
#sourceLocation()
        _ = insets
        _ = spelledOut
        DocCheck.endBlock(line: 39, expected: nil, expectedLine: nil)
        }}  // the blocks' nested scopes
    }
}
