//: [Previous](@previous) | [Next](@next)
//:
//: # FirstFitLayout
//:
//: The first of several alternative layouts that fits in the room the layout is given, or the
//: last one if none does.
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

//: ## A date, long or short
//:
//: Each alternative but the last is measured without a width limit; the first whose width is
//: at most the room is shown, else the last. Only the shown one is in the arrangement.
let date = FirstFitLayout(
    axes: .horizontal, viewReuseId: "date",
    alternatives: [
        LabelLayout(text: "Wednesday 4 March 2026", viewReuseId: "long"),
        LabelLayout(text: "Wed 4 Mar", viewReuseId: "medium"),
        LabelLayout(text: "4/3", viewReuseId: "short"),
    ])

for width in [200, 100, 40] as [CGFloat] {
    print("The date in \(Int(width)) points:")
    print(date.arrangement(width: width, context: context).snapshotText)
}

//: ## A row or a column
//:
//: A row of two buttons when it fits across, else a column. A label that would wrap to fit does
//: not fit: an alternative is tried as wide as it wants to be.
func buttons(_ axis: Axis, id: String) -> StackLayout {
    StackLayout(
        axis: axis, spacing: 8, alignment: .topLeading, viewReuseId: id,
        sublayouts: [
            LabelLayout(text: "Save draft", viewReuseId: "save"),
            LabelLayout(text: "Discard", viewReuseId: "discard"),
        ])
}
let actions = FirstFitLayout(
    axes: .horizontal, viewReuseId: "actions",
    alternatives: [buttons(.horizontal, id: "row"), buttons(.vertical, id: "column")])

print("Two buttons in 200 points:")
print(actions.arrangement(width: 200, context: context).snapshotText)
print("Two buttons in 100 points:")
print(actions.arrangement(width: 100, context: context).snapshotText)
