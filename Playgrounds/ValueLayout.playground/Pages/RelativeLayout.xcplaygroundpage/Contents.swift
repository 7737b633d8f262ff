//: [Previous](@previous) | [Next](@next)
//:
//: # RelativeLayout
//:
//: One sublayout at its measured size, at the start, centre or end of all the room the layout is
//: given on each axis.
//:
//: Every page of this playground lays out with a `FixedAdvanceTextMeasurer`: each character is
//: 7 points wide and each line 17 points tall, whatever the font. It reads no platform font, so the
//: frames printed below are the same on every platform. Each line of a printed tree is one layout:
//: its type, its frame `(x, y, width, height)` in its parent's coordinates, and its reuse
//: identifier.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)

//: ## A button in the bottom trailing corner
//:
//: The layout takes all the room it is offered (the maximum, on every finite axis) and puts its
//: sublayout at the end of both axes: (320 − 56) on x, (200 − 17) on y.
let screen = RelativeLayout(
    horizontal: .end, vertical: .end, viewReuseId: "screen",
    sublayout: LabelLayout(text: "Continue", viewReuseId: "button"))

print("A button at the end of both axes:")
print(screen.arrangement(width: 320, height: 200, context: context).snapshotText)

//: Right to left, the pass mirrors the tree: the trailing edge is on the left.
print("The same, right to left:")
print(
    screen.arrangement(
        width: 320, height: 200, context: LayoutContext(textMeasurer: measurer, direction: .rightToLeft)
    ).snapshotText)

//: ## Centred on one axis
//:
//: `.center` computes its offset as `CenterLayout` does, so a relative layout centred on both axes
//: gives exactly a centre layout's frames.
let title = RelativeLayout(
    horizontal: .center, vertical: .end, viewReuseId: "bar",
    sublayout: LabelLayout(text: "Inbox", viewReuseId: "title"))

print("A title centred across a bar, at its bottom:")
print(title.arrangement(width: 200, height: 44, context: context).snapshotText)
