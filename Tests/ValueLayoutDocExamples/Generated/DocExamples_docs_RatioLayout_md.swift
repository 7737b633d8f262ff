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

/// The Swift blocks of docs/RatioLayout.md.
enum DocExamples_docs_RatioLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 10)


// A 16:9 video thumbnail: height ÷ width = 9 ÷ 16.
let thumbnail = RatioLayout(
    ratio: 9.0 / 16.0, viewReuseId: "thumbnail",
    sublayout: SizeLayout(viewReuseId: "image"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 17)
print(thumbnail.arrangement(width: 320).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (0, 0, 320, 180) \"thumbnail\"\n  SizeLayout (0, 0, 320, 180) \"image\"", line: 18)
#sourceLocation(file: "docs/RatioLayout.md", line: 18)
// RatioLayout (0, 0, 320, 180) "thumbnail"
//   SizeLayout (0, 0, 320, 180) "image"

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 21)
print(thumbnail.arrangement(width: 320, height: 90).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (80, 0, 160, 90) \"thumbnail\"\n  SizeLayout (0, 0, 160, 90) \"image\"", line: 22)
#sourceLocation(file: "docs/RatioLayout.md", line: 22)
// RatioLayout (80, 0, 160, 90) "thumbnail"
//   SizeLayout (0, 0, 160, 90) "image"
#sourceLocation()
        _ = thumbnail
        DocCheck.endBlock(line: 9, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 46)
let spelledOut = RatioLayout(
    ratio: 1, alignment: .center, flexibility: nil, viewReuseId: nil, view: nil,
    sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 49)
print(spelledOut == RatioLayout(ratio: 1, sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 50)
#sourceLocation(file: "docs/RatioLayout.md", line: 50)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 51)
print(thumbnail.ratio, thumbnail.alignment == .center)
#sourceLocation()
        DocCheck.expectPrinted("0.5625 true", line: 52)
#sourceLocation(file: "docs/RatioLayout.md", line: 52)
// 0.5625 true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 45, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 77)
let square = RatioLayout(ratio: 1, sublayout: SizeLayout())
for (width, height) in [(100.0, 60.0), (40.0, 60.0), (0.0, 60.0), (100.0, .infinity)] {
    let size = square.measurement(within: CGSize(width: width, height: height)).size
    print(width, height, "→", size.width, size.height)
}
#sourceLocation()
        _ = square
        DocCheck.endBlock(line: 76, expected: "100.0 60.0 → 60.0 60.0\n40.0 60.0 → 40.0 40.0\n0.0 60.0 → 0.0 0.0\n100.0 inf → 100.0 100.0", expectedLine: 85)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 104)
let avatar = RatioLayout(
    ratio: 1, alignment: .topLeading, viewReuseId: "avatar",
    sublayout: LabelLayout(text: "JD", alignment: .center, viewReuseId: "initials"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 108)
print(avatar.arrangement(width: 60, height: 40, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (0, 0, 40, 40) \"avatar\"\n  LabelLayout (13, 11.5, 14, 17) \"initials\"", line: 109)
#sourceLocation(file: "docs/RatioLayout.md", line: 109)
// RatioLayout (0, 0, 40, 40) "avatar"
//   LabelLayout (13, 11.5, 14, 17) "initials"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 113)
print(avatar.arrangement(width: 60, height: 40, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (20, 0, 40, 40) \"avatar\"\n  LabelLayout (13, 11.5, 14, 17) \"initials\"", line: 114)
#sourceLocation(file: "docs/RatioLayout.md", line: 114)
// RatioLayout (20, 0, 40, 40) "avatar"
//   LabelLayout (13, 11.5, 14, 17) "initials"
#sourceLocation()
        _ = avatar
        _ = rightToLeft
        DocCheck.endBlock(line: 103, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 138)
let squashed = RatioLayout(ratio: 0, sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 139)
print(squashed.ratio, squashed == square)
#sourceLocation()
        DocCheck.expectPrinted("1.0 true", line: 140)
#sourceLocation(file: "docs/RatioLayout.md", line: 140)
// 1.0 true
let cleaned = squashed.arrangement(width: 100).diagnostics.map(\.kind)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 142)
print(cleaned == [.badInputCleaned(property: "ratio", value: 0, cleanedValue: 1)])
#sourceLocation()
        DocCheck.expectPrinted("true", line: 143)
#sourceLocation(file: "docs/RatioLayout.md", line: 143)
// true
#sourceLocation()
        _ = squashed
        _ = cleaned
        DocCheck.endBlock(line: 137, expected: nil, expectedLine: nil)
        }}}}}  // the blocks' nested scopes
    }
}
