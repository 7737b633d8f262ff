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
import ValueLayout

/// The Swift blocks of docs/layouts-as-data.md.
enum DocExamples_docs_layouts_as_data_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/layouts-as-data.md", line: 103)



let json = """
    {"valuelayout": 1, "context": {"width": 200},
     "layout": {"kind": "stack", "axis": "vertical", "spacing": 4, "sublayouts": [
       {"kind": "label", "text": "Title", "font": {"size": 12}, "viewReuseId": "title"},
       {"kind": "size", "height": 1, "viewReuseId": "rule"}]}}
    """
let document = try LayoutDocument(json: Data(json.utf8))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/layouts-as-data.md", line: 113)
print(document.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 200, 22)\n  LabelLayout (0, 0, 35, 17) \"title\"\n  SizeLayout (0, 21, 200, 1) \"rule\"", line: 114)
#sourceLocation(file: "docs/layouts-as-data.md", line: 114)
// StackLayout (0, 0, 200, 22)
//   LabelLayout (0, 0, 35, 17) "title"
//   SizeLayout (0, 21, 200, 1) "rule"
#sourceLocation()
        _ = json
        _ = document
        DocCheck.endBlock(line: 102, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/layouts-as-data.md", line: 124)
let card = InsetLayout(inset: 8, sublayout: SizeLayout(width: 40, height: 30))
let written = try LayoutDocument(layout: card).json(prettyPrinted: false)
print(String(decoding: written, as: UTF8.self))
let readBack = try LayoutDocument(json: written)
print(readBack.layout.isEqual(to: card))
#sourceLocation()
        _ = card
        _ = written
        _ = readBack
        DocCheck.endBlock(line: 123, expected: "{\"layout\":{\"insets\":{\"bottom\":8,\"leading\":8,\"top\":8,\"trailing\":8},\"kind\":\"inset\",\"sublayout\":{\"kind\":\"size\",\"maxHeight\":30,\"maxWidth\":40,\"minHeight\":30,\"minWidth\":40}},\"valuelayout\":1}\ntrue", expectedLine: 132)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/layouts-as-data.md", line: 154)
let bad = #"{"valuelayout": 1, "layout": {"kind": "stack", "axis": "vertical", "sublayouts": [{"kind": "size"}, {"kind": "inset", "insets": {"top": "4"}, "sublayout": {"kind": "size"}}]}}"#
do {
    _ = try LayoutDocument(json: Data(bad.utf8))
} catch {
    print(error)
}
#sourceLocation()
        _ = bad
        DocCheck.endBlock(line: 153, expected: "$.layout.sublayouts[1].insets.top: expected a number, found a string", expectedLine: 163)
        }}}  // the blocks' nested scopes
    }
}
