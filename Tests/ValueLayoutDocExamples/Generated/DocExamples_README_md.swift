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

import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// The Swift blocks of README.md.
enum DocExamples_README_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "README.md", line: 41)



let avatar = SizeLayout(width: 48, height: 48, viewReuseId: "avatar")
let name = LabelLayout(
    text: "Ada Lovelace", font: .system(size: 17, weight: .semibold), viewReuseId: "name")
let subtitle = LabelLayout(
    text: "Mathematician and first programmer", numberOfLines: 2, viewReuseId: "subtitle")

let card = InsetLayout(
    insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
    viewReuseId: "card",
    sublayout: StackLayout(
        axis: .horizontal, spacing: 12,
        sublayouts: [
            avatar,
            StackLayout(axis: .vertical, spacing: 2, sublayouts: [name, subtitle]),
        ]))

// Measure within a width of 320 points, arrange, and snap to a 2× pixel grid.
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
let arrangement = card.arrangement(width: 320, context: context)
print(arrangement.snapshotText, terminator: "")
#sourceLocation()
        _ = avatar
        _ = name
        _ = subtitle
        _ = card
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 40, expected: "InsetLayout (0, 0, 320, 77) \"card\"\n  StackLayout (16, 12, 288, 53)\n    SizeLayout (0, 2.5, 48, 48) \"avatar\"\n    StackLayout (60, 0, 228, 53)\n      LabelLayout (0, 0, 84, 17) \"name\"\n      LabelLayout (0, 19, 161, 34) \"subtitle\"", expectedLine: 71)
        }  // the blocks' nested scopes
    }
}

// The blocks marked <!-- swift-file-scope -->, at the top level.

// README.md:104




@Test func profileCardSnapshot() {
    let card = InsetLayout(
        insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16), viewReuseId: "card",
        sublayout: LabelLayout(text: "Ada Lovelace", viewReuseId: "name"))
    expectSnapshot(of: card, widths: [320, 375, 414], context: .fixedAdvance, directions: .both)
}
