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

/// The Swift blocks of docs/sizing-contract.md.
enum DocExamples_docs_sizing_contract_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 23)


struct Square: CustomLayout {
    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        CGSize(width: 10, height: 10)
    }
}

let square = Square()
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 32)
print(square.flexibility == .flexible, square.viewReuseId == nil, square.sublayouts.isEmpty, square.alignment == .fill)
#sourceLocation()
        DocCheck.expectPrinted("true true true true", line: 33)
#sourceLocation(file: "docs/sizing-contract.md", line: 33)
// true true true true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 34)
print(square.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Square (0, 0, 10, 10)", line: 35)
#sourceLocation(file: "docs/sizing-contract.md", line: 35)
// Square (0, 0, 10, 10)
#sourceLocation()
        _ = square
        DocCheck.endBlock(line: 22, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 68)
let chip = InsetLayout(inset: 4, sublayout: LabelLayout(text: "Swift"))

// One pass: measure within width × height (nil is unlimited), then arrange at the origin.
let arranged = chip.arrangement(origin: .zero, width: nil, height: nil, context: .fixedAdvance)

// The same in two steps: measure within a size, then arrange within a rectangle.
let measured = chip.measurement(within: CGSize(width: CGFloat.infinity, height: .infinity), context: .fixedAdvance)
let arrangedLater = measured.arrangement(within: CGRect(origin: .zero, size: measured.size), context: .fixedAdvance)

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 77)
print(measured.size.width, measured.size.height, arranged.snapshotText == arrangedLater.snapshotText)
#sourceLocation()
        DocCheck.expectPrinted("43.0 25.0 true", line: 78)
#sourceLocation(file: "docs/sizing-contract.md", line: 78)
// 43.0 25.0 true
#sourceLocation()
        _ = chip
        _ = arranged
        _ = measured
        _ = arrangedLater
        DocCheck.endBlock(line: 67, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 189)
// The README's profile card.
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
#sourceLocation()
        _ = avatar
        _ = name
        _ = subtitle
        _ = card
        DocCheck.endBlock(line: 188, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 207)
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
let rightToLeft = card.arrangement(width: 320, context: context)
print(rightToLeft.snapshotText, terminator: "")
#sourceLocation()
        _ = context
        _ = rightToLeft
        DocCheck.endBlock(line: 206, expected: "InsetLayout (0, 0, 320, 77) \"card\"\n  StackLayout (16, 12, 288, 53)\n    SizeLayout (240, 2.5, 48, 48) \"avatar\"\n    StackLayout (0, 0, 228, 53)\n      LabelLayout (144, 0, 84, 17) \"name\"\n      LabelLayout (67, 19, 161, 34) \"subtitle\"", expectedLine: 213)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 242)
let third = SizeLayout(height: 10, minWidth: 1)   // fills its slot's width
let thirds = StackLayout(axis: .horizontal, distribution: .fillEqualSize, sublayouts: [third, third, third])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 244)
print(thirds.arrangement(width: 100, context: LayoutContext(scale: 2)).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 100, 10)\n  SizeLayout (0, 0, 33.5, 10)\n  SizeLayout (33.5, 0, 33, 10)\n  SizeLayout (66.5, 0, 33.5, 10)", line: 245)
#sourceLocation(file: "docs/sizing-contract.md", line: 245)
// StackLayout (0, 0, 100, 10)
//   SizeLayout (0, 0, 33.5, 10)
//   SizeLayout (33.5, 0, 33, 10)
//   SizeLayout (66.5, 0, 33.5, 10)
#sourceLocation()
        _ = third
        _ = thirds
        DocCheck.endBlock(line: 241, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 357)
let row = StackLayout(
    axis: .horizontal, spacing: 8, viewReuseId: "row",
    sublayouts: [
        SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
        LabelLayout(text: "Ada Lovelace", viewReuseId: "name"),
        SizeLayout(width: 60, height: 24, viewReuseId: "follow"),
    ])
for diagnostic in row.arrangement(width: 100).diagnostics {
    print(diagnostic)
}
#sourceLocation()
        _ = row
        DocCheck.endBlock(line: 356, expected: "StackLayout \"row\" dropped 1 of its 3 sublayouts (LabelLayout[1] \"name\"): it measures its sublayouts from least to most flexible, and no width was left for it in its 100 points. Dropped sublayouts have no frame and no view. Give the stack more width, or make the sublayouts that must show less flexible along its axis than the others.\nStackLayout \"row\" › SizeLayout[2] \"follow\" is 44 points wide, less than its minimum width of 60: it was given 16 points of width too few. Give it more width, or lower its minimum.", expectedLine: 372)
        }}}}}}  // the blocks' nested scopes
    }
}
