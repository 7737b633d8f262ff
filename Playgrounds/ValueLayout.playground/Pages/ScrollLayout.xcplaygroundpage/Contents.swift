//: [Previous](@previous) | [Next](@next)
//:
//: # ScrollLayout
//:
//: One sublayout, its content, that may be longer than the layout along one axis and scrolls
//: there.
//:
//: Every page of this playground lays out with a `FixedAdvanceTextMeasurer`: each character is
//: 7 points wide and each line 17 points tall, whatever the font. It reads no platform font, so the
//: frames printed below are the same on every platform. Each line of a printed tree is one layout:
//: its type, its frame `(x, y, width, height)` in its parent's coordinates, a scrolling layout's
//: content size, and its reuse identifier.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)

//: ## A column taller than the screen
//:
//: The content is measured without a limit on its height. The scroll layout takes at most the
//: room it is given, and the content keeps its whole height below the scroll layout's top edge.
let messages = ScrollLayout(
    viewReuseId: "messages",
    content: StackLayout(
        axis: .vertical, spacing: 4,
        sublayouts: (1...5).map { LabelLayout(text: "Message \($0)", viewReuseId: "message\($0)") }))

print("Five messages in 60 points:")
print(messages.arrangement(width: 120, height: 60, context: context).snapshotText)

//: `scrollContentSize` is what a scroll view's content size is set to (`makeViews` sets it on a
//: `UIScrollView`). Nodes that do not scroll report `nil`.
let arrangement = messages.arrangement(width: 120, height: 60, context: context)
if let contentSize = arrangement.scrollContentSize {
    print("Content size:", contentSize.width, "×", contentSize.height)
}
print("The stack's content size:", arrangement.sublayouts[0].scrollContentSize as Any)
print()

//: ## Content that fits
//:
//: A content shorter than the room makes the scroll layout as short as its content; nothing
//: scrolls.
print("Five messages in 200 points:")
print(messages.measurement(within: CGSize(width: 120, height: 200), context: context).size.height)
print()

//: ## A row of tags, right to left
//:
//: A horizontal scroll layout measures its content without a limit on its width. Right to left,
//: the tree is mirrored: the content starts at the right edge and reaches past the left one.
let tags = ScrollLayout(
    axis: .horizontal, viewReuseId: "tags",
    content: StackLayout(
        axis: .horizontal, spacing: 8,
        sublayouts: ["swift", "layout", "ios"].map { LabelLayout(text: $0, viewReuseId: $0) }))

print("Three tags in 80 points:")
print(tags.arrangement(width: 80, context: context).snapshotText)
let rightToLeft = LayoutContext(textMeasurer: measurer, direction: .rightToLeft)
print("The same, right to left:")
print(tags.arrangement(width: 80, context: rightToLeft).snapshotText)
