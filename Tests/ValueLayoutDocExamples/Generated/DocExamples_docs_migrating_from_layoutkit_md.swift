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

/// The Swift blocks of docs/migrating-from-layoutkit.md.
enum DocExamples_docs_migrating_from_layoutkit_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 29)
// ValueLayout



let name = "Ada Lovelace"
let avatar = URL(string: "https://example.com/ada.png")!

/// Any class can be a layout's view. In an iOS app this would be `UIImageView`.
@MainActor final class RemoteImageView {
    var url: URL?
}

let layout = InsetLayout(
    inset: 8,
    sublayout: StackLayout(
        axis: .horizontal, spacing: 4,
        sublayouts: [
            SizeLayout(
                width: 50, height: 50, viewReuseId: "avatar",
                view: ViewDescription(RemoteImageView.self, make: { RemoteImageView() },
                                      configure: { $0.url = avatar })),
            LabelLayout(text: name, font: .system(size: 15), viewReuseId: "name"),
        ]))
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 3)
let arrangement = layout.arrangement(width: 375, context: context)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 54)
print(arrangement.snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 375, 66)\n  StackLayout (8, 8, 359, 50)\n    SizeLayout (0, 0, 50, 50) \"avatar\"\n    LabelLayout (54, 0, 84, 17) \"name\"", line: 55)
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 55)
// InsetLayout (0, 0, 375, 66)
//   StackLayout (8, 8, 359, 50)
//     SizeLayout (0, 0, 50, 50) "avatar"
//     LabelLayout (54, 0, 84, 17) "name"
#sourceLocation()
        _ = name
        _ = avatar
        _ = layout
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 28, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 143)
// ValueLayout
struct BadgeLayout: CustomLayout {
    let content: any Layout
    let badge: any Layout
    var sublayouts: [any Layout] { [content, badge] }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let size = children[0].measure(within: maxSize)
        children[1].measure(within: size)
        return size
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        children[0].place(in: bounds)
        let badge = children[1].measuredSize ?? .zero
        children[1].place(in: CGRect(x: bounds.width - badge.width, y: 0, width: badge.width, height: badge.height))
    }
}
#sourceLocation()
        DocCheck.endBlock(line: 142, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 321)
let flexRow = FlexLayout(
    alignItems: .center, columnGap: 8, padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
    children: [
        FlexItem(SizeLayout(viewReuseId: "avatar"), width: .points(40), height: .points(40)),
        FlexItem(LabelLayout(text: "Ada Lovelace", viewReuseId: "name"), grow: 1, shrink: 1),
        FlexItem(
            SizeLayout(viewReuseId: "badge"), margin: FlexEdges(leading: .points(8)), width: .points(24),
            height: .points(24)),
    ])
print(flexRow.arrangement(width: 320, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        _ = flexRow
        DocCheck.endBlock(line: 320, expected: "FlexLayout (0, 0, 320, 56)\n  SizeLayout (8, 8, 40, 40) \"avatar\"\n  LabelLayout (56, 19.5, 216, 17) \"name\"\n  SizeLayout (288, 16, 24, 24) \"badge\"", expectedLine: 334)
        }}}  // the blocks' nested scopes
    }
}
