//: [Previous](@previous) | [Next](@next)
//:
//: # CornerLayout
//:
//: A child with a corner element, such as a badge, centred on one of its corners.
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

//: ## A badge on an icon
//:
//: The badge's centre sits on the icon's top trailing corner. The layout is the icon's size, and
//: the badge sticks out of it: the one child a layout places outside its bounds on purpose.
let icon = CornerLayout(
    corner: .topTrailing, viewReuseId: "icon",
    child: SizeLayout(width: 48, height: 48, viewReuseId: "image"),
    cornerLayout: SizeLayout(width: 16, height: 16, viewReuseId: "badge"))

print("A badge centred on the top trailing corner:")
print(icon.arrangement(context: context).snapshotText)

//: Right to left, the trailing corner is the left one.
print("The same, right to left:")
print(icon.arrangement(context: LayoutContext(textMeasurer: measurer, direction: .rightToLeft)).snapshotText)

//: ## Wrapping the corner
//:
//: With `wrapsCorner`, the layout grows to take in the badge, and both move so that the union of
//: their frames starts at the origin. An offset moves the badge toward the trailing edge and down.
let wrapped = CornerLayout(
    corner: .topTrailing, offset: CGPoint(x: -4, y: 4), wrapsCorner: true, viewReuseId: "icon",
    child: SizeLayout(width: 48, height: 48, viewReuseId: "image"),
    cornerLayout: SizeLayout(width: 16, height: 16, viewReuseId: "badge"))

print("Wrapping the badge, moved 4 points in:")
print(wrapped.arrangement(context: context).snapshotText)
