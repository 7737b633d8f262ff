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

/// The Swift blocks of docs/background-and-lists.md.
enum DocExamples_docs_background_and_lists_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 31)



struct Post: Sendable, Identifiable {
    var id: String
    var text: String
}

enum PostCell {
    static func layout(_ post: Post) -> any Layout {
        InsetLayout(inset: 12, sublayout: LabelLayout(text: post.text, viewReuseId: "text"))
    }
}

let posts = (0..<20).map { Post(id: "post \($0)", text: "Post number \($0)") }
let context = LayoutContext.fixedAdvance  // named measurer: the same sizes on every platform
let show: @MainActor @Sendable ([LayoutArrangement]) -> Void = { cells in
    // Hand the cells to a collection view.
}
#sourceLocation()
        _ = posts
        _ = context
        _ = show
        DocCheck.endBlock(line: 30, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 53)
let precomputer = LayoutPrecomputer()              // one thread per active core
let cells: [any Layout] = posts.map(PostCell.layout)
let arrangements = try await precomputer.arrangements(
    of: cells, width: 375, context: context,
    firstScreenfulHeight: 800,
    onFirstScreenful: { firstCells in
        // On a worker thread, as soon as the cells filling 800 points are done.
        Task { @MainActor in show(firstCells) }
    })
#sourceLocation()
        _ = precomputer
        _ = cells
        _ = arrangements
        DocCheck.endBlock(line: 52, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 90)
#if !canImport(UIKit)
// Without UIKit (on Linux), a stand-in for UIProgressView.
@MainActor final class UIProgressView { var observedProgress: Progress? }
#endif

@MainActor func reloadFeed(progressView: UIProgressView) {
    let progress = precomputer.reload(cells, width: 375, context: context, firstScreenfulHeight: 800,
        onFirstScreenful: { firstCells in show(firstCells) },
        completion: { all in show(all) })
    progressView.observedProgress = progress       // cancelling it cancels the reload
}
#sourceLocation()
        DocCheck.endBlock(line: 89, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 108)
let cache = ArrangementCache()                     // at most 2,048 arrangements
let cell = PostCell.layout(posts[0])
let arrangement = cache.arrangement(of: cell, width: 375, context: context)
let again = cache.arrangement(of: cell, width: 375, context: context)   // the same request: a hit
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 112)
print(cache.statistics.hits, cache.statistics.misses, cache.statistics.uncacheable, cache.statistics.hitRate)
#sourceLocation()
        DocCheck.expectPrinted("1 1 0 0.5", line: 113)
#sourceLocation(file: "docs/background-and-lists.md", line: 113)
// 1 1 0 0.5
#sourceLocation()
        _ = cache
        _ = cell
        _ = arrangement
        _ = again
        DocCheck.endBlock(line: 107, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 155)
var list = LayoutList(
    sections: [ListSection(id: "feed", items: posts.map { ListItem(id: $0.id, layout: PostCell.layout($0)) })],
    width: 375, context: context)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 158)
print(list.numberOfItems(inSection: 0))            // O(1)
#sourceLocation()
        DocCheck.expectPrinted("20", line: 159)
#sourceLocation(file: "docs/background-and-lists.md", line: 159)
// 20
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 160)
print(list.size(at: ListIndexPath(item: 3, section: 0)).height)  // O(1)
#sourceLocation()
        DocCheck.expectPrinted("41.0", line: 161)
#sourceLocation(file: "docs/background-and-lists.md", line: 161)
// 41.0
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 162)
print(list.yOffset(at: ListIndexPath(item: 3, section: 0)))  // O(1): where the item starts
#sourceLocation()
        DocCheck.expectPrinted("123.0", line: 163)
#sourceLocation(file: "docs/background-and-lists.md", line: 163)
// 123.0
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 164)
print(list.contentHeight)
#sourceLocation()
        DocCheck.expectPrinted("820.0", line: 165)
#sourceLocation(file: "docs/background-and-lists.md", line: 165)
// 820.0
#sourceLocation()
        DocCheck.markUsed(&list)
        DocCheck.endBlock(line: 154, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 177)
let editedPost = Post(id: "post 3", text: "Post number 3, edited")
let newPost = Post(id: "post 20", text: "Post number 20")
var sections = list.sections
sections[0].items[3].layout = PostCell.layout(editedPost)
sections[0].items.insert(ListItem(id: newPost.id, layout: PostCell.layout(newPost)), at: 0)
try list.apply(
    BatchUpdates(insertItems: [ListIndexPath(item: 0, section: 0)],
                 reloadItems: [ListIndexPath(item: 3, section: 0)]),
    sections: sections)
#sourceLocation()
        _ = editedPost
        _ = newPost
        DocCheck.markUsed(&sections)
        DocCheck.endBlock(line: 176, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 218)
var checked = LayoutList(sections: [ListSection(id: "feed", items: [
    ListItem(id: "a", layout: SizeLayout(height: 20)),
])], width: 100)
var repeated = checked.sections
repeated[0].items.append(ListItem(id: "a", layout: SizeLayout(height: 30)))
var refusal: BatchUpdatesError?
do {
    try checked.apply(BatchUpdates(insertItems: [ListIndexPath(item: 1, section: 0)]), sections: repeated)
} catch let error as BatchUpdatesError {
    refusal = error
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 229)
print(refusal == .duplicateIdentity("of item a"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 230)
#sourceLocation(file: "docs/background-and-lists.md", line: 230)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 231)
print(refusal!)
#sourceLocation()
        DocCheck.expectPrinted("the sections use the identity of item a more than once", line: 232)
#sourceLocation(file: "docs/background-and-lists.md", line: 232)
// the sections use the identity of item a more than once
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 233)
print(checked.numberOfItems(inSection: 0))  // unchanged
#sourceLocation()
        DocCheck.expectPrinted("1", line: 234)
#sourceLocation(file: "docs/background-and-lists.md", line: 234)
// 1
#sourceLocation()
        DocCheck.markUsed(&checked)
        DocCheck.markUsed(&repeated)
        DocCheck.markUsed(&refusal)
        DocCheck.endBlock(line: 217, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 243)
var newSections = list.sections
newSections[0].items.removeLast()                  // the last post was deleted
let updates = try list.apply(newSections)          // returns the BatchUpdates, for the view
#sourceLocation()
        DocCheck.markUsed(&newSections)
        _ = updates
        DocCheck.endBlock(line: 242, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 263)
@MainActor final class FeedModel {
    let controller = LayoutListController<String, Post.ID>(width: 375)

    init() {
        controller.onUpdate = { list, updates in
            // `updates` are the batch updates from the previous list; nil after a width change,
            // when everything was laid out again.
        }
    }

    func show(_ posts: [Post]) throws {
        try controller.apply([ListSection(id: "feed", items: posts.map { ListItem(id: $0.id, layout: PostCell.layout($0)) })])
    }

    func rotate(to width: CGFloat) { controller.setWidth(width) }
}
#sourceLocation()
        DocCheck.endBlock(line: 262, expected: nil, expectedLine: nil)
        }}}}}}}}}  // the blocks' nested scopes
    }
}
