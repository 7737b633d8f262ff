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

/// The Swift blocks of docs/FirstFitLayout.md.
enum DocExamples_docs_FirstFitLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 11)


let toolbar = FirstFitLayout(
    axes: .horizontal, viewReuseId: "toolbar",
    alternatives: [
        StackLayout(
            axis: .horizontal, spacing: 8, alignment: .topLeading, viewReuseId: "titled",
            sublayouts: ["Reply", "Forward", "Archive"].map { LabelLayout(text: $0) }),
        StackLayout(
            axis: .horizontal, spacing: 8, alignment: .topLeading, viewReuseId: "icons",
            sublayouts: (0..<3).map { _ in SizeLayout(width: 24, height: 24) }),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 24)
print(toolbar.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FirstFitLayout (0, 0, 200, 17) \"toolbar\"\n  StackLayout (0, 0, 149, 17) \"titled\"\n    LabelLayout (0, 0, 35, 17)\n    LabelLayout (43, 0, 49, 17)\n    LabelLayout (100, 0, 49, 17)", line: 25)
#sourceLocation(file: "docs/FirstFitLayout.md", line: 25)
// FirstFitLayout (0, 0, 200, 17) "toolbar"
//   StackLayout (0, 0, 149, 17) "titled"
//     LabelLayout (0, 0, 35, 17)
//     LabelLayout (43, 0, 49, 17)
//     LabelLayout (100, 0, 49, 17)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 30)
print(toolbar.arrangement(width: 140, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FirstFitLayout (0, 0, 140, 24) \"toolbar\"\n  StackLayout (0, 0, 88, 24) \"icons\"\n    SizeLayout (0, 0, 24, 24)\n    SizeLayout (32, 0, 24, 24)\n    SizeLayout (64, 0, 24, 24)", line: 31)
#sourceLocation(file: "docs/FirstFitLayout.md", line: 31)
// FirstFitLayout (0, 0, 140, 24) "toolbar"
//   StackLayout (0, 0, 88, 24) "icons"
//     SizeLayout (0, 0, 24, 24)
//     SizeLayout (32, 0, 24, 24)
//     SizeLayout (64, 0, 24, 24)
#sourceLocation()
        _ = toolbar
        DocCheck.endBlock(line: 10, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 68)
let spelledOut = FirstFitLayout(
    axes: .both, alignment: .fill, flexibility: .flexible, viewReuseId: nil, view: nil,
    alternatives: [SizeLayout(width: 10, height: 10)])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 71)
print(spelledOut == FirstFitLayout(alternatives: [SizeLayout(width: 10, height: 10)]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 72)
#sourceLocation(file: "docs/FirstFitLayout.md", line: 72)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 67, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 112)
let date = FirstFitLayout(
    viewReuseId: "date",
    alternatives: [
        LabelLayout(text: "Wednesday 4 March", alignment: .topLeading, viewReuseId: "long"),
        LabelLayout(text: "4/3", alignment: .topLeading, viewReuseId: "short"),
    ])
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 120)
print(date.arrangement(width: 100, height: 17, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FirstFitLayout (0, 0, 100, 17) \"date\"\n  LabelLayout (79, 0, 21, 17) \"short\"", line: 121)
#sourceLocation(file: "docs/FirstFitLayout.md", line: 121)
// FirstFitLayout (0, 0, 100, 17) "date"
//   LabelLayout (79, 0, 21, 17) "short"
#sourceLocation()
        _ = date
        _ = rightToLeft
        DocCheck.endBlock(line: 111, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 147)
let none = FirstFitLayout(alternatives: [])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 148)
print(none.arrangement(width: 100, height: 50).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("FirstFitLayout (0, 0, 100, 50)", line: 149)
#sourceLocation(file: "docs/FirstFitLayout.md", line: 149)
// FirstFitLayout (0, 0, 100, 50)
let odd = FirstFitLayout(axes: FirstFitAxes(rawValue: 0b1000_0001), alternatives: [])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FirstFitLayout.md", line: 151)
print(odd.axes == .horizontal, odd == FirstFitLayout(axes: .horizontal, alternatives: []))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 152)
#sourceLocation(file: "docs/FirstFitLayout.md", line: 152)
// true true
#sourceLocation()
        _ = none
        _ = odd
        DocCheck.endBlock(line: 146, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}
