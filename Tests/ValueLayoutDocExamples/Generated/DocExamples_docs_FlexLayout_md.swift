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

/// The Swift blocks of docs/FlexLayout.md.
enum DocExamples_docs_FlexLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 16)


let toolbar = FlexLayout(
    alignItems: .center, columnGap: 8, padding: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
    viewReuseId: "toolbar",
    children: [
        FlexItem(SizeLayout(viewReuseId: "back"), width: .points(32), height: .points(32)),
        FlexItem(LabelLayout(text: "Inbox", viewReuseId: "title"), grow: 1),
        FlexItem(LabelLayout(text: "Edit", viewReuseId: "edit")),
    ])

print(toolbar.arrangement(width: 240, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = toolbar
        DocCheck.endBlock(line: 15, expected: "FlexLayout (0, 0, 240, 40) \"toolbar\"\n  SizeLayout (8, 4, 32, 32) \"back\"\n  LabelLayout (48, 11.5, 148, 17) \"title\"\n  LabelLayout (204, 11.5, 28, 17) \"edit\"", expectedLine: 31)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 81)
let spelledOut = FlexLayout(
    direction: .row, wrap: .noWrap, justifyContent: .flexStart, alignItems: .stretch,
    alignContent: .stretch, rowGap: 0, columnGap: 0, padding: .zero, alignment: .fill,
    flexibility: .flexible, viewReuseId: nil, view: nil,
    children: [
        FlexItem(
            LabelLayout(text: "One"), grow: 0, shrink: 1, basis: .auto, alignSelf: .auto, margin: .zero,
            width: .auto, height: .auto, minWidth: .auto, minHeight: .auto, maxWidth: .auto,
            maxHeight: .auto, aspectRatio: nil, position: .relative, top: .auto, leading: .auto,
            bottom: .auto, trailing: .auto)
    ])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/FlexLayout.md", line: 92)
print(spelledOut == FlexLayout(children: [FlexItem(LabelLayout(text: "One"))]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 93)
#sourceLocation(file: "docs/FlexLayout.md", line: 93)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 80, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 117)
print(toolbar.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
print(toolbar.arrangement(width: 240, height: 60, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.endBlock(line: 116, expected: "FlexLayout (0, 0, 127, 40) \"toolbar\"\n  SizeLayout (8, 4, 32, 32) \"back\"\n  LabelLayout (48, 11.5, 35, 17) \"title\"\n  LabelLayout (91, 11.5, 28, 17) \"edit\"\nFlexLayout (0, 0, 240, 60) \"toolbar\"\n  SizeLayout (8, 14, 32, 32) \"back\"\n  LabelLayout (48, 21.5, 148, 17) \"title\"\n  LabelLayout (204, 21.5, 28, 17) \"edit\"", expectedLine: 122)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 159)
let tags = FlexLayout(
    wrap: .wrap, rowGap: 4, columnGap: 8,
    children: ["Swift", "Layout", "Flexbox", "CSS", "Values"].map {
        FlexItem(LabelLayout(text: $0, viewReuseId: $0.lowercased()))
    })
print(tags.arrangement(width: 120, context: .fixedAdvance).snapshotText, terminator: "")

let reversed = FlexLayout(
    direction: .rowReverse, columnGap: 8,
    children: [
        FlexItem(LabelLayout(text: "One", viewReuseId: "one")),
        FlexItem(LabelLayout(text: "Two", viewReuseId: "two")),
    ])
print(reversed.arrangement(width: 120, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = tags
        _ = reversed
        DocCheck.endBlock(line: 158, expected: "FlexLayout (0, 0, 120, 59)\n  LabelLayout (0, 0, 35, 17) \"swift\"\n  LabelLayout (43, 0, 42, 17) \"layout\"\n  LabelLayout (0, 21, 49, 17) \"flexbox\"\n  LabelLayout (57, 21, 21, 17) \"css\"\n  LabelLayout (0, 42, 42, 17) \"values\"\nFlexLayout (0, 0, 120, 17)\n  LabelLayout (99, 0, 21, 17) \"one\"\n  LabelLayout (70, 0, 21, 17) \"two\"", expectedLine: 176)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 196)
func box(_ id: String) -> SizeLayout { SizeLayout(viewReuseId: id) }

let growing = FlexLayout(
    children: [
        FlexItem(box("a"), grow: 1, height: .points(20)),
        FlexItem(box("b"), grow: 2, height: .points(20)),
        FlexItem(box("c"), width: .points(40), height: .points(20)),
    ])
print(growing.arrangement(width: 220).snapshotText, terminator: "")

let shrinking = FlexLayout(
    children: [
        FlexItem(box("a"), basis: .points(100), height: .points(20)),
        FlexItem(box("b"), shrink: 3, basis: .points(100), height: .points(20)),
        FlexItem(box("c"), shrink: 0, basis: .points(100), height: .points(20)),
    ])
print(shrinking.arrangement(width: 220).snapshotText, terminator: "")
#sourceLocation()
        _ = growing
        _ = shrinking
        DocCheck.endBlock(line: 195, expected: "FlexLayout (0, 0, 220, 20)\n  SizeLayout (0, 0, 60, 20) \"a\"\n  SizeLayout (60, 0, 120, 20) \"b\"\n  SizeLayout (180, 0, 40, 20) \"c\"\nFlexLayout (0, 0, 220, 20)\n  SizeLayout (0, 0, 80, 20) \"a\"\n  SizeLayout (80, 0, 40, 20) \"b\"\n  SizeLayout (120, 0, 100, 20) \"c\"", expectedLine: 216)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 240)
let image = SizeLayout(width: 80, height: 40, viewReuseId: "image")
let caption = LabelLayout(text: "Small text", viewReuseId: "caption")

let keepsItsWidth = FlexLayout(children: [FlexItem(image), FlexItem(caption)])
print(keepsItsWidth.arrangement(width: 120, context: .fixedAdvance).snapshotText, terminator: "")

let shrinksToo = FlexLayout(children: [FlexItem(image, minWidth: .points(0)), FlexItem(caption)])
print(shrinksToo.arrangement(width: 120, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = image
        _ = caption
        _ = keepsItsWidth
        _ = shrinksToo
        DocCheck.endBlock(line: 239, expected: "FlexLayout (0, 0, 120, 40)\n  SizeLayout (0, 0, 80, 40) \"image\"\n  LabelLayout (80, 0, 40, 40) \"caption\"\nFlexLayout (0, 0, 120, 40)\n  SizeLayout (0, 0, 64, 40) \"image\"\n  LabelLayout (64, 0, 56, 40) \"caption\"", expectedLine: 251)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 271)
let three = ["a", "b", "c"].map { FlexItem(box($0), width: .points(40), height: .points(20)) }
for justify in JustifyContent.allCases {
    let row = FlexLayout(justifyContent: justify, children: three)
    print(justify, row.arrangement(width: 240).sublayouts.map { Int($0.frame.minX) })
}
#sourceLocation()
        _ = three
        DocCheck.endBlock(line: 270, expected: "flexStart [0, 40, 80]\nflexEnd [120, 160, 200]\ncenter [60, 100, 140]\nspaceBetween [0, 100, 200]\nspaceAround [20, 100, 180]\nspaceEvenly [30, 100, 170]", expectedLine: 279)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 295)
let aligned = FlexLayout(
    alignItems: .center,
    children: [
        FlexItem(box("a"), width: .points(40), height: .points(20)),
        FlexItem(box("b"), width: .points(40)),
        FlexItem(box("c"), alignSelf: .stretch, width: .points(40)),
        FlexItem(box("d"), alignSelf: .flexEnd, width: .points(40), height: .points(10)),
    ])
print(aligned.arrangement(width: 200, height: 60).snapshotText, terminator: "")
#sourceLocation()
        _ = aligned
        DocCheck.endBlock(line: 294, expected: "FlexLayout (0, 0, 200, 60)\n  SizeLayout (0, 20, 40, 20) \"a\"\n  SizeLayout (40, 30, 40, 0) \"b\"\n  SizeLayout (80, 0, 40, 60) \"c\"\n  SizeLayout (120, 50, 40, 10) \"d\"", expectedLine: 307)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 326)
let cells = (0..<5).map { FlexItem(box("\($0)"), width: .points(50), height: .points(20)) }
for alignContent in AlignContent.allCases {
    let grid = FlexLayout(wrap: .wrap, alignContent: alignContent, children: cells)
    let tops = grid.arrangement(width: 120, height: 120).sublayouts.map { Int($0.frame.minY) }
    print(alignContent, [tops[0], tops[2], tops[4]])
}
#sourceLocation()
        _ = cells
        DocCheck.endBlock(line: 325, expected: "flexStart [0, 20, 40]\nflexEnd [60, 80, 100]\ncenter [30, 50, 70]\nstretch [0, 40, 80]\nspaceBetween [0, 50, 100]\nspaceAround [10, 50, 90]\nspaceEvenly [15, 50, 85]", expectedLine: 335)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 358)
let header = FlexLayout(
    alignItems: .center, padding: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
    children: [
        FlexItem(LabelLayout(text: "Title", viewReuseId: "title")),
        FlexItem(LabelLayout(text: "Done", viewReuseId: "done"), margin: FlexEdges(leading: .auto)),
        FlexItem(box("dot"), margin: FlexEdges(leading: .points(8)), width: .points(6), height: .points(6)),
    ])
print(header.arrangement(width: 200, height: 44, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = header
        DocCheck.endBlock(line: 357, expected: "FlexLayout (0, 0, 200, 44)\n  LabelLayout (16, 13.5, 35, 17) \"title\"\n  LabelLayout (142, 13.5, 28, 17) \"done\"\n  SizeLayout (178, 19, 6, 6) \"dot\"", expectedLine: 369)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 385)
let price = FlexLayout(
    alignItems: .firstBaseline, columnGap: 4,
    children: [
        FlexItem(LabelLayout(text: "42", font: .system(size: 34), lineHeight: 40, viewReuseId: "amount")),
        FlexItem(LabelLayout(text: "EUR", viewReuseId: "currency")),
        FlexItem(box("badge"), width: .points(10), height: .points(10)),
        FlexItem(InsetLayout(inset: 2, viewReuseId: "tag", sublayout: LabelLayout(text: "x"))),
    ])
print(price.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = price
        DocCheck.endBlock(line: 384, expected: "FlexLayout (0, 0, 200, 40)\n  LabelLayout (0, 0, 14, 40) \"amount\"\n  LabelLayout (18, 18.4, 21, 17) \"currency\"\n  SizeLayout (43, 22, 10, 10) \"badge\"\n  InsetLayout (57, 11, 11, 21) \"tag\"\n    LabelLayout (2, 2, 7, 17)", expectedLine: 397)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 419)
let page = FlexLayout(
    direction: .column,
    children: [
        FlexItem(box("header"), height: .points(40)),
        FlexItem(
            FlexLayout(children: [FlexItem(box("panel"), width: .percent(50), height: .percent(50))]),
            grow: 1),
    ])
print(page.arrangement(width: 200, height: 200).snapshotText, terminator: "")
print(page.arrangement(width: 200).snapshotText, terminator: "")
#sourceLocation()
        _ = page
        DocCheck.endBlock(line: 418, expected: "FlexLayout (0, 0, 200, 200)\n  SizeLayout (0, 0, 200, 40) \"header\"\n  FlexLayout (0, 40, 200, 160)\n    SizeLayout (0, 0, 100, 80) \"panel\"\nFlexLayout (0, 0, 200, 40)\n  SizeLayout (0, 0, 200, 40) \"header\"\n  FlexLayout (0, 40, 200, 0)\n    SizeLayout (0, 0, 100, 0) \"panel\"", expectedLine: 432)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 449)
let media = FlexLayout(
    alignItems: .flexStart,
    children: [
        FlexItem(box("photo"), width: .points(120), aspectRatio: 4.0 / 3.0),
        FlexItem(box("square"), grow: 1, aspectRatio: 1),
    ])
print(media.arrangement(width: 200).snapshotText, terminator: "")
#sourceLocation()
        _ = media
        DocCheck.endBlock(line: 448, expected: "FlexLayout (0, 0, 200, 90)\n  SizeLayout (0, 0, 120, 90) \"photo\"\n  SizeLayout (120, 0, 80, 80) \"square\"", expectedLine: 459)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 475)
let card = FlexLayout(
    padding: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
    children: [
        FlexItem(box("content"), grow: 1, height: .points(80)),
        FlexItem(
            box("badge"), width: .points(20), height: .points(20), position: .absolute, top: .points(0),
            trailing: .points(0)),
        FlexItem(
            box("scrim"), position: .absolute, top: .percent(50), leading: .points(0), bottom: .points(0),
            trailing: .points(0)),
        FlexItem(box("pin"), width: .points(30), height: .points(30), position: .absolute),
    ])
print(card.arrangement(width: 200).snapshotText, terminator: "")
#sourceLocation()
        _ = card
        DocCheck.endBlock(line: 474, expected: "FlexLayout (0, 0, 200, 100)\n  SizeLayout (10, 10, 180, 80) \"content\"\n  SizeLayout (180, 0, 20, 20) \"badge\"\n  SizeLayout (0, 50, 200, 50) \"scrim\"\n  SizeLayout (10, 10, 30, 30) \"pin\"", expectedLine: 491)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 506)
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
print(card.arrangement(width: 200, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        _ = rightToLeft
        DocCheck.endBlock(line: 505, expected: "FlexLayout (0, 0, 200, 100)\n  SizeLayout (10, 10, 180, 80) \"content\"\n  SizeLayout (0, 0, 20, 20) \"badge\"\n  SizeLayout (0, 50, 200, 50) \"scrim\"\n  SizeLayout (160, 10, 30, 30) \"pin\"", expectedLine: 511)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 612)
let stretched = SizeLayout(minHeight: 60, sublayout: toolbar)
print(stretched.arrangement(width: 240, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = stretched
        DocCheck.endBlock(line: 611, expected: "SizeLayout (0, 0, 240, 60)\n  FlexLayout (0, 0, 240, 60) \"toolbar\"\n    SizeLayout (8, 4, 32, 32) \"back\"\n    LabelLayout (48, 11.5, 148, 17) \"title\"\n    LabelLayout (204, 11.5, 28, 17) \"edit\"", expectedLine: 617)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/FlexLayout.md", line: 634)
let cleaned = FlexLayout(
    rowGap: -4,
    children: [FlexItem(box("a"), grow: .nan, margin: FlexEdges(top: .points(-8)), width: .percent(.infinity))])
for diagnostic in cleaned.arrangement(width: 100).diagnostics {
    if case .badInputCleaned(let property, let value, _) = diagnostic.kind {
        print(property, value)
    }
}
print(cleaned.rowGap, cleaned.children[0].grow, cleaned.children[0].margin.top, cleaned.children[0].width)
#sourceLocation()
        _ = cleaned
        DocCheck.endBlock(line: 633, expected: "rowGap -4.0\nchildren[0].grow nan\nchildren[0].margin.top -8.0\nchildren[0].width inf\n0.0 0.0 points(0.0) auto", expectedLine: 646)
        }}}}}}}}}}}}}}}}}  // the blocks' nested scopes
    }
}
