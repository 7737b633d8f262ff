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

/// The Swift blocks of docs/TextViewLayout.md.
enum DocExamples_docs_TextViewLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/TextViewLayout.md", line: 13)


let note = TextViewLayout(
    text: "Hello world", lineFragmentPadding: 5,
    textContainerInset: EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0), viewReuseId: "note")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/TextViewLayout.md", line: 18)
print(note.arrangement(width: 60, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("TextViewLayout (0, 0, 45, 50) \"note\"", line: 19)
#sourceLocation(file: "docs/TextViewLayout.md", line: 19)
// TextViewLayout (0, 0, 45, 50) "note"
#sourceLocation()
        _ = note
        DocCheck.endBlock(line: 12, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/TextViewLayout.md", line: 51)
let spelledOut = TextViewLayout(
    text: "Ada Lovelace", font: nil, lineFragmentPadding: 0, textContainerInset: .zero,
    alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/TextViewLayout.md", line: 54)
print(spelledOut == TextViewLayout(text: "Ada Lovelace"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 55)
#sourceLocation(file: "docs/TextViewLayout.md", line: 55)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/TextViewLayout.md", line: 56)
print(spelledOut.textFont == Font(family: "Helvetica", size: 12))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 57)
#sourceLocation(file: "docs/TextViewLayout.md", line: 57)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 50, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/TextViewLayout.md", line: 81)


var terms = AttributedString("Read the ")
var link = AttributedString("terms")
link.layoutFont = Font(size: 12, weight: .bold)
terms += link
let styledNote = TextViewLayout(attributedText: terms, lineFragmentPadding: 5)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/TextViewLayout.md", line: 88)
print(styledNote.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("TextViewLayout (0, 0, 108, 17) runs [\"Read the \" \"Helvetica\" 12pt, \"terms\" 12pt bold]", line: 89)
#sourceLocation(file: "docs/TextViewLayout.md", line: 89)
// TextViewLayout (0, 0, 108, 17) runs ["Read the " "Helvetica" 12pt, "terms" 12pt bold]
#sourceLocation()
        DocCheck.markUsed(&terms)
        DocCheck.markUsed(&link)
        _ = styledNote
        DocCheck.endBlock(line: 80, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/TextViewLayout.md", line: 130)
let badPadding = TextViewLayout(text: "ab", lineFragmentPadding: -3)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/TextViewLayout.md", line: 131)
print(badPadding.lineFragmentPadding, badPadding.arrangement(context: .fixedAdvance).diagnostics.count)
#sourceLocation()
        DocCheck.expectPrinted("0.0 1", line: 132)
#sourceLocation(file: "docs/TextViewLayout.md", line: 132)
// 0.0 1
#sourceLocation()
        _ = badPadding
        DocCheck.endBlock(line: 129, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}
