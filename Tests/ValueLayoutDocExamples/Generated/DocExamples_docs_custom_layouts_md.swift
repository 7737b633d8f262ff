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

/// The Swift blocks of docs/custom-layouts.md.
enum DocExamples_docs_custom_layouts_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 12)


/// Its content, with a badge in the top trailing corner; the badge never makes it larger.
struct Badged: CustomLayout {
    var content: any Layout
    var badge: any Layout
    var sublayouts: [any Layout] { [content, badge] }
    var flexibility: Flexibility { content.flexibility }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let size = children[0].measure(within: maxSize)
        children[1].measure(within: size)
        return size
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let content = children[0].place(in: bounds)
        let badge = children[1].measuredSize ?? .zero
        children[1].place(in: CGRect(origin: CGPoint(x: content.maxX - badge.width, y: content.minY), size: badge))
    }
}
#sourceLocation()
        DocCheck.endBlock(line: 11, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 36)
let avatar = Badged(
    content: SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
    badge: LabelLayout(text: "3", viewReuseId: "unread"))
let snapped = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/custom-layouts.md", line: 40)
print(avatar.arrangement(context: snapped).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Badged (0, 0, 48, 48)\n  SizeLayout (0, 0, 48, 48) \"avatar\"\n  LabelLayout (41, 0, 7, 17) \"unread\"", line: 41)
#sourceLocation(file: "docs/custom-layouts.md", line: 41)
// Badged (0, 0, 48, 48)
//   SizeLayout (0, 0, 48, 48) "avatar"
//   LabelLayout (41, 0, 7, 17) "unread"
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/custom-layouts.md", line: 45)
print(avatar.arrangement(context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Badged (0, 0, 48, 48)\n  SizeLayout (0, 0, 48, 48) \"avatar\"\n  LabelLayout (0, 0, 7, 17) \"unread\"", line: 46)
#sourceLocation(file: "docs/custom-layouts.md", line: 46)
// Badged (0, 0, 48, 48)
//   SizeLayout (0, 0, 48, 48) "avatar"
//   LabelLayout (0, 0, 7, 17) "unread"
#sourceLocation()
        _ = avatar
        _ = snapped
        _ = rightToLeft
        DocCheck.endBlock(line: 35, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 66)
/// Its children in rows of `columns` cells of equal width, `spacing` points apart; each row is as
/// tall as its tallest cell. It takes the whole width it is offered, which must be limited.
struct Grid: CustomLayout {
    var columns: Int
    var spacing: CGFloat
    var sublayouts: [any Layout]

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let cell = CGSize(width: (maxSize.width - spacing * CGFloat(columns - 1)) / CGFloat(columns), height: .infinity)
        let rows = stride(from: 0, to: children.count, by: columns).map { start in
            children[start..<min(start + columns, children.count)].map { $0.measure(within: cell).height }.max()!
        }
        return CGSize(width: maxSize.width, height: rows.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let width = (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var y: CGFloat = 0
        for start in stride(from: 0, to: children.count, by: columns) {
            let row = children[start..<min(start + columns, children.count)]
            let height = row.map { $0.measuredSize?.height ?? 0 }.max()!
            for child in row {
                let x = CGFloat(child.position - start) * (width + spacing)
                child.place(in: CGRect(x: x, y: y, width: width, height: height))
            }
            y += height + spacing
        }
    }
}
#sourceLocation()
        DocCheck.endBlock(line: 65, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 98)
let tiles = Grid(
    columns: 3, spacing: 8,
    sublayouts: [40, 60, 40, 20, 30].map { SizeLayout(height: $0, alignment: .topFill) })
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/custom-layouts.md", line: 101)
print(tiles.arrangement(width: 316).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Grid (0, 0, 316, 98)\n  SizeLayout (0, 0, 100, 40)\n  SizeLayout (108, 0, 100, 60)\n  SizeLayout (216, 0, 100, 40)\n  SizeLayout (0, 68, 100, 20)\n  SizeLayout (108, 68, 100, 30)", line: 102)
#sourceLocation(file: "docs/custom-layouts.md", line: 102)
// Grid (0, 0, 316, 98)
//   SizeLayout (0, 0, 100, 40)
//   SizeLayout (108, 0, 100, 60)
//   SizeLayout (216, 0, 100, 40)
//   SizeLayout (0, 68, 100, 20)
//   SizeLayout (108, 68, 100, 30)
#sourceLocation()
        _ = tiles
        DocCheck.endBlock(line: 97, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 170)
/// Shows its child as its own content: a flex container frames the child as if it were alone.
struct Framed: CustomLayout {
    var child: any Layout
    var sublayouts: [any Layout] { [child] }
    var flexibility: Flexibility { child.flexibility }
    var baselineSublayout: Int? { 0 }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        if let exact = children.exactSize { return children[0].measure(exactly: exact) }
        return children[0].measure(within: maxSize)
    }

    func minimumContentWidth(children: LayoutChildren) -> CGFloat? { children[0].minimumContentWidth }
    func contentInsets(children: LayoutChildren) -> EdgeInsets { children[0].contentInsets }
}

let grown = FlexLayout(children: [FlexItem(Framed(child: SizeLayout(width: 10, height: 10)), grow: 1)])
print(grown.arrangement(width: 100, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())).snapshotText)
#sourceLocation()
        _ = grown
        DocCheck.endBlock(line: 169, expected: "FlexLayout (0, 0, 100, 10)\n  Framed (0, 0, 100, 10)\n    SizeLayout (0, 0, 100, 10)", expectedLine: 191)
        }}}}}  // the blocks' nested scopes
    }
}
