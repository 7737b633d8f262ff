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

/// The Swift blocks of Sources/ValueLayout/ValueLayout.docc/ValueLayout.md.
enum DocExamples_Sources_ValueLayout_ValueLayout_docc_ValueLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "Sources/ValueLayout/ValueLayout.docc/ValueLayout.md", line: 14)


let row = InsetLayout(
    insets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
    sublayout: StackLayout(
        axis: .horizontal, spacing: 12,
        sublayouts: [
            SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
            LabelLayout(text: "Settings", viewReuseId: "title"),
        ]))

let context = LayoutContext(scale: 2)  // snap to a 2× pixel grid
let arrangement = row.arrangement(width: 320, context: context)
#sourceLocation()
        _ = row
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 13, expected: nil, expectedLine: nil)
        }  // the blocks' nested scopes
    }
}
