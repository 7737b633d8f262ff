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
#sourceLocation()
        _ = image
        _ = hairline
        _ = caption
        _ = spacer
        DocCheck.endBlock(line: 30, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 48)
let spelledOut = SizeLayout(
    minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil, alignment: nil, flexibility: nil,
    viewReuseId: nil, view: nil, sublayout: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 51)
print(spelledOut == SizeLayout())
#sourceLocation()
        DocCheck.expectPrinted("true", line: 52)
#sourceLocation(file: "docs/SizeLayout.md", line: 52)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 53)
print(image == SizeLayout(minWidth: 50, maxWidth: 50, minHeight: 50, maxHeight: 50))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 54)
#sourceLocation(file: "docs/SizeLayout.md", line: 54)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 55)
print(SizeLayout(size: CGSize(width: 50, height: 50)) == image)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 56)
#sourceLocation(file: "docs/SizeLayout.md", line: 56)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 57)
print(SizeLayout(minSize: CGSize(width: 10, height: 20)) == SizeLayout(minWidth: 10, minHeight: 20))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 58)
#sourceLocation(file: "docs/SizeLayout.md", line: 58)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 47, expected: nil, expectedLine: nil)
        }}}  // the blocks' nested scopes
    }
}
