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

/// The Swift blocks of docs/CenterLayout.md.
enum DocExamples_docs_CenterLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 10)


let screen = CenterLayout(
    viewReuseId: "screen",
    sublayout: SizeLayout(width: 40, height: 40, viewReuseId: "spinner"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 16)
print(screen.arrangement(width: 320, height: 480).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 320, 480) \"screen\"\n  SizeLayout (140, 220, 40, 40) \"spinner\"", line: 17)
#sourceLocation(file: "docs/CenterLayout.md", line: 17)
// CenterLayout (0, 0, 320, 480) "screen"
//   SizeLayout (140, 220, 40, 40) "spinner"
#sourceLocation()
        _ = screen
        DocCheck.endBlock(line: 9, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 42)
let spelledOut = CenterLayout(
    centering: .xy, sizing: [], alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil,
    sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 45)
print(spelledOut == CenterLayout(sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 46)
#sourceLocation(file: "docs/CenterLayout.md", line: 46)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 47)
print(screen.centering == .xy, screen.sizing == [], screen.alignment == .fill)
#sourceLocation()
        DocCheck.expectPrinted("true true true", line: 48)
#sourceLocation(file: "docs/CenterLayout.md", line: 48)
// true true true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 41, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 67)
let badge = SizeLayout(width: 20, height: 10)
let sizings: [(String, CenterSizingOptions)] = [
    ("[]", []), (".minimumWidth", .minimumWidth), (".minimumHeight", .minimumHeight), (".minimum", .minimum),
]
for (name, sizing) in sizings {
    let size = CenterLayout(sizing: sizing, sublayout: badge).measurement(within: CGSize(width: 100, height: 60)).size
    print(name, "→", size.width, size.height)
}
let unlimited = CenterLayout(sublayout: badge).measurement(within: CGSize(width: 100, height: CGFloat.infinity)).size
print("unlimited height →", unlimited.width, unlimited.height)
#sourceLocation()
        _ = badge
        _ = sizings
        _ = unlimited
        DocCheck.endBlock(line: 66, expected: "[] → 100.0 60.0\n.minimumWidth → 20.0 60.0\n.minimumHeight → 100.0 10.0\n.minimum → 20.0 10.0\nunlimited height → 100.0 10.0", expectedLine: 80)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 114)
let centred = CenterLayout(viewReuseId: "tile", sublayout: SizeLayout(width: 10, height: 10, viewReuseId: "icon"))
let retina = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)

// (12.5 − 10) ÷ 2 = 1.25 points is 2.5 pixels, rounded away from zero to 3 pixels: 1.5 points.
// The icon's far edge, 11.25 points or 22.5 pixels, rounds the same way, so it stays 10 wide.
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 119)
print(centred.arrangement(width: 12.5, height: 12.5, context: retina).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 12.5, 12.5) \"tile\"\n  SizeLayout (1.5, 1.5, 10, 10) \"icon\"", line: 120)
#sourceLocation(file: "docs/CenterLayout.md", line: 120)
// CenterLayout (0, 0, 12.5, 12.5) "tile"
//   SizeLayout (1.5, 1.5, 10, 10) "icon"

// Without a scale, positions are not rounded.
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 124)
print(centred.arrangement(width: 12.5, height: 12.5).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 12.5, 12.5) \"tile\"\n  SizeLayout (1.25, 1.25, 10, 10) \"icon\"", line: 125)
#sourceLocation(file: "docs/CenterLayout.md", line: 125)
// CenterLayout (0, 0, 12.5, 12.5) "tile"
//   SizeLayout (1.25, 1.25, 10, 10) "icon"
#sourceLocation()
        _ = centred
        _ = retina
        DocCheck.endBlock(line: 113, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 134)
let titleBar = CenterLayout(
    centering: .y, viewReuseId: "bar",
    sublayout: LabelLayout(text: "Inbox", viewReuseId: "title"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 138)
print(titleBar.arrangement(width: 200, height: 44, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 200, 44) \"bar\"\n  LabelLayout (0, 13.5, 35, 17) \"title\"", line: 139)
#sourceLocation(file: "docs/CenterLayout.md", line: 139)
// CenterLayout (0, 0, 200, 44) "bar"
//   LabelLayout (0, 13.5, 35, 17) "title"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 143)
print(titleBar.arrangement(width: 200, height: 44, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 200, 44) \"bar\"\n  LabelLayout (165, 13.5, 35, 17) \"title\"", line: 144)
#sourceLocation(file: "docs/CenterLayout.md", line: 144)
// CenterLayout (0, 0, 200, 44) "bar"
//   LabelLayout (165, 13.5, 35, 17) "title"
#sourceLocation()
        _ = titleBar
        _ = rightToLeft
        DocCheck.endBlock(line: 133, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 168)
let odd = CenterLayout(centering: CenteringOptions(rawValue: 0b1000_0001), sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 169)
print(odd.centering == .x, odd == CenterLayout(centering: .x, sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 170)
#sourceLocation(file: "docs/CenterLayout.md", line: 170)
// true true
#sourceLocation()
        _ = odd
        DocCheck.endBlock(line: 167, expected: nil, expectedLine: nil)
        }}}}}}  // the blocks' nested scopes
    }
}
