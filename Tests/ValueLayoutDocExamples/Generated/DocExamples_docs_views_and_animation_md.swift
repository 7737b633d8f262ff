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
import ValueLayoutTesting

/// The Swift blocks of docs/views-and-animation.md.
enum DocExamples_docs_views_and_animation_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 24)



let avatar = SizeLayout(
    width: 48, height: 48, viewReuseId: "avatar",
    view: ViewDescription(ReferenceView.self, contentID: "ada.png", make: { ReferenceView() }))
let name = LabelLayout(text: "Ada Lovelace", viewReuseId: "name", view: ReferenceView.describe("Ada Lovelace"))
let card = InsetLayout(
    inset: 12, sublayout: StackLayout(axis: .horizontal, spacing: 12, sublayouts: [avatar, name]))

let host = ReferenceView(frame: CGRect(x: 0, y: 0, width: 320, height: 72), name: "host")
card.arrangement(width: 320, context: .fixedAdvance).makeViews(in: host)  // on the main actor
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 36)
print(host.treeDescription, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("host (0, 0, 320, 72) [app]\n  view (12, 12, 48, 48) \"avatar\"\n  view (72, 12, 84, 17) \"name\"", line: 37)
#sourceLocation(file: "docs/views-and-animation.md", line: 37)
// host (0, 0, 320, 72) [app]
//   view (12, 12, 48, 48) "avatar"
//   view (72, 12, 84, 17) "name"
#sourceLocation()
        _ = avatar
        _ = name
        _ = card
        _ = host
        DocCheck.endBlock(line: 23, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 75)
@MainActor final class Box: LayoutView {
    var frame = CGRect.zero
    weak var parent: Box?
    var children: [Box] = []
    var layoutRecord: LayoutViewRecord?

    var parentView: (any LayoutView)? { parent }
    var childViews: [any LayoutView] { children }

    func insertChildView(_ view: any LayoutView, at index: Int) {
        guard let child = view as? Box else { preconditionFailure("a Box holds only boxes") }
        child.removeFromParentView()
        children.insert(child, at: index)
        child.parent = self
    }

    func removeFromParentView() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    static func makeContainerView() -> any LayoutView { Box() }
}

let tile = SizeLayout(width: 40, height: 40, viewReuseId: "tile", view: ViewDescription(Box.self, make: { Box() }))
let screen = Box()
InsetLayout(inset: 8, sublayout: tile).arrangement().makeViews(in: screen)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 102)
print(screen.children.count, screen.children[0].frame == CGRect(x: 8, y: 8, width: 40, height: 40))
#sourceLocation()
        DocCheck.expectPrinted("1 true", line: 103)
#sourceLocation(file: "docs/views-and-animation.md", line: 103)
// 1 true
#sourceLocation()
        _ = tile
        _ = screen
        DocCheck.endBlock(line: 74, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 197)


func square(_ id: String) -> SizeLayout {
    SizeLayout(width: 40, height: 40, viewReuseId: id, view: ReferenceView.describe(id))
}
let context = LayoutContext.fixedAdvance
let before = StackLayout(axis: .horizontal, sublayouts: [square("inner")]).arrangement(width: 320, context: context)
let after = StackLayout(axis: .horizontal, sublayouts: [square("new"), square("inner")])
    .arrangement(width: 320, context: context)
let host = ReferenceView(frame: CGRect(x: 0, y: 0, width: 320, height: 40), name: "host")
before.makeViews(in: host)

#if !canImport(UIKit)
// Without UIKit (on Linux), a stand-in for UIView's animation call that runs the animations at once.
@MainActor enum UIView {
    static func animate(
        withDuration duration: Double, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}
#endif
#sourceLocation()
        _ = context
        _ = before
        _ = after
        _ = host
        DocCheck.endBlock(line: 196, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 224)
let plan = AnimationPlan(from: before, to: after)          // any thread; Sendable
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 225)
print(plan.insertions.compactMap(\.reuseId))
#sourceLocation()
        DocCheck.expectPrinted("[\"new\"]", line: 226)
#sourceLocation(file: "docs/views-and-animation.md", line: 226)
// ["new"]
let inner = plan.move("inner")!
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 228)
print(inner.preparedFrame.minX, inner.newFrame.minX)       // old on-screen frame, new parent's coordinates
#sourceLocation()
        DocCheck.expectPrinted("0.0 40.0", line: 229)
#sourceLocation(file: "docs/views-and-animation.md", line: 229)
// 0.0 40.0

plan.apply(to: host) { animations, completion in            // main actor
    UIView.animate(withDuration: 0.3, animations: animations, completion: completion)
}
#sourceLocation()
        _ = plan
        _ = inner
        DocCheck.endBlock(line: 223, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}
