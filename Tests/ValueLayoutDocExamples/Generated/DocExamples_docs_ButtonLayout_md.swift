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

/// The Swift blocks of docs/ButtonLayout.md.
enum DocExamples_docs_ButtonLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ButtonLayout.md", line: 13)


let submit = ButtonLayout(type: .system, title: "Submit", viewReuseId: "submit")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 16)
print(submit.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ButtonLayout (0, 0, 42, 29) \"submit\"", line: 17)
#sourceLocation(file: "docs/ButtonLayout.md", line: 17)
// ButtonLayout (0, 0, 42, 29) "submit"

let info = ButtonLayout(type: .infoLight, title: "", viewReuseId: "info")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 20)
print(info.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ButtonLayout (0, 0, 22, 22) \"info\"", line: 21)
#sourceLocation(file: "docs/ButtonLayout.md", line: 21)
// ButtonLayout (0, 0, 22, 22) "info"
#sourceLocation()
        _ = submit
        _ = info
        DocCheck.endBlock(line: 12, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ButtonLayout.md", line: 54)
let spelledOut = ButtonLayout(
    type: .custom, title: "Buy", image: .defaultImage, font: nil, contentEdgeInsets: nil,
    alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 57)
print(spelledOut == ButtonLayout(type: .custom, title: "Buy"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 58)
#sourceLocation(file: "docs/ButtonLayout.md", line: 58)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 59)
print(spelledOut.titleFont == .system(size: 18), spelledOut.contentEdgeInsets == .zero)
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 60)
#sourceLocation(file: "docs/ButtonLayout.md", line: 60)
// true true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 53, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ButtonLayout.md", line: 87)
let wrapped = ButtonLayout(type: .system, title: "Hello world")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 88)
print(wrapped.arrangement(width: 50, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ButtonLayout (0, 0, 35, 46)", line: 89)
#sourceLocation(file: "docs/ButtonLayout.md", line: 89)
// ButtonLayout (0, 0, 35, 46)
#sourceLocation()
        _ = wrapped
        DocCheck.endBlock(line: 86, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ButtonLayout.md", line: 96)
let iconButton = ButtonLayout(
    type: .system, title: "Save", image: .size(CGSize(width: 20, height: 20)),
    contentEdgeInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 99)
print(iconButton.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ButtonLayout (0, 0, 64, 28)", line: 100)
#sourceLocation(file: "docs/ButtonLayout.md", line: 100)
// ButtonLayout (0, 0, 64, 28)
#sourceLocation()
        _ = iconButton
        DocCheck.endBlock(line: 95, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ButtonLayout.md", line: 114)


var twoFonts = AttributedString("Hello ")
var world = AttributedString("world")
world.layoutFont = Font(size: 24, weight: .bold)
twoFonts += world
let styled = ButtonLayout(type: .system, attributedTitle: twoFonts)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 121)
print(styled.title, styled.styledTitle.runs.count)
#sourceLocation()
        DocCheck.expectPrinted("Hello world 2", line: 122)
#sourceLocation(file: "docs/ButtonLayout.md", line: 122)
// Hello world 2
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 123)
print(styled.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("ButtonLayout (0, 0, 77, 29) runs [\"Hello \" 15pt, \"world\" 24pt bold]", line: 124)
#sourceLocation(file: "docs/ButtonLayout.md", line: 124)
// ButtonLayout (0, 0, 77, 29) runs ["Hello " 15pt, "world" 24pt bold]
#sourceLocation()
        DocCheck.markUsed(&twoFonts)
        DocCheck.markUsed(&world)
        _ = styled
        DocCheck.endBlock(line: 113, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/ButtonLayout.md", line: 163)
let badImage = ButtonLayout(type: .system, title: "OK", image: .size(CGSize(width: -5, height: 10)))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 164)
print(badImage.image == .size(CGSize(width: 0, height: 10)))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 165)
#sourceLocation(file: "docs/ButtonLayout.md", line: 165)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/ButtonLayout.md", line: 166)
print(badImage.arrangement(context: .fixedAdvance).diagnostics.count)
#sourceLocation()
        DocCheck.expectPrinted("1", line: 167)
#sourceLocation(file: "docs/ButtonLayout.md", line: 167)
// 1
#sourceLocation()
        _ = badImage
        DocCheck.endBlock(line: 162, expected: nil, expectedLine: nil)
        }}}}}}  // the blocks' nested scopes
    }
}
