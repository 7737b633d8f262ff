//: [Previous](@previous) | [Next](@next)
//:
//: # AbsoluteLayout
//:
//: Children at fixed positions, each at the size it measures.
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

//: ## Pins on a map
//:
//: Each child is measured within the room its position leaves and placed at its position; with
//: the default sizing, the layout takes the whole maximum.
let map = AbsoluteLayout(
    viewReuseId: "map",
    children: [
        AbsoluteChild(position: CGPoint(x: 40, y: 30), layout: SizeLayout(width: 12, height: 12, viewReuseId: "pin")),
        AbsoluteChild(position: CGPoint(x: 60, y: 28), layout: LabelLayout(text: "Cafe", viewReuseId: "name")),
    ])

print("Two children at their positions in a 200 × 120 map:")
print(map.arrangement(width: 200, height: 120, context: context).snapshotText)

//: ## Sized to fit
//:
//: `.sizeToFit` makes the layout as large as its children's extent: the largest position plus
//: size on each axis.
let fitted = AbsoluteLayout(
    sizing: .sizeToFit, viewReuseId: "fitted",
    children: [
        AbsoluteChild(position: CGPoint(x: 0, y: 0), layout: SizeLayout(width: 30, height: 30, viewReuseId: "a")),
        AbsoluteChild(position: CGPoint(x: 20, y: 20), layout: SizeLayout(width: 30, height: 30, viewReuseId: "b")),
    ])

print("Two overlapping squares, sized to fit:")
print(fitted.arrangement(context: context).snapshotText)
