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

/// The Swift blocks of docs/Alignment-and-Flexibility.md.
enum DocExamples_docs_Alignment_and_Flexibility_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 14)


let slot = CGRect(x: 0, y: 0, width: 100, height: 40)
let size = CGSize(width: 30, height: 20)

let topLeading = Alignment.topLeading.position(size: size, in: slot)      // (0, 0, 30, 20)
let trailing = Alignment.centerTrailing.position(size: size, in: slot)    // (70, 10, 30, 20)
let trailingRTL = Alignment.centerTrailing.position(
    size: size, in: slot, direction: .rightToLeft)                        // (0, 10, 30, 20)
let filled = Alignment.fill.position(size: size, in: slot)                // (0, 0, 100, 40)
let fitted = Alignment.aspectFit.position(size: size, in: slot)           // (20, 0, 60, 40)
let clamped = Alignment.center.position(
    size: CGSize(width: 150, height: 20), in: slot)                       // (0, 10, 100, 20): cut

// A row whose time never shrinks and whose title gives way first.
let row = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        LabelLayout(text: "A title that may be long", numberOfLines: 1, flexibility: .high),
        LabelLayout(text: "12:45", flexibility: .inflexible),
    ])
#sourceLocation()
        _ = slot
        _ = size
        _ = topLeading
        _ = trailing
        _ = trailingRTL
        _ = filled
        _ = fitted
        _ = clamped
        _ = row
        DocCheck.endBlock(line: 13, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 53)
let byBaseline = Alignment(vertical: .firstBaseline, horizontal: .leading)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 54)
print(byBaseline.position(size: size, in: slot) == Alignment.topLeading.position(size: size, in: slot))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 55)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 55)
// true
#sourceLocation()
        _ = byBaseline
        DocCheck.endBlock(line: 52, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 59)
let badgeCorner = Alignment(vertical: .top, horizontal: .trailing)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 60)
print(badgeCorner == .topTrailing)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 61)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 61)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 62)
print(badgeCorner.position(size: size, in: slot) == CGRect(x: 70, y: 0, width: 30, height: 20))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 63)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 63)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 64)
print(badgeCorner.position(size: size, in: slot, direction: .rightToLeft).minX)
#sourceLocation()
        DocCheck.expectPrinted("0.0", line: 65)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 65)
// 0.0
#sourceLocation()
        _ = badgeCorner
        DocCheck.endBlock(line: 58, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 113)
let widens = Flexibility(horizontal: Flexibility.highFlex, vertical: Flexibility.inflexibleFlex)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 114)
print(widens.flex(along: .horizontal) == Int32.max / 2, widens.flex(along: .vertical) == nil)
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 115)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 115)
// true true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 116)
print(Flexibility.isLessFlexible(nil, than: Int32.min), Flexibility.isLessFlexible(0, than: 0))
#sourceLocation()
        DocCheck.expectPrinted("true false", line: 117)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 117)
// true false
#sourceLocation()
        _ = widens
        DocCheck.endBlock(line: 112, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}
