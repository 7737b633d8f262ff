//: [Previous](@previous) | [Next](@next)
//:
//: # InsetLayout
//:
//: Insets around one sublayout. The edges are named *leading* and *trailing* rather than left and
//: right, so the same value is correct in both writing directions.
//:
//: Text is measured by a `FixedAdvanceTextMeasurer` (7 points a character, 17 points a line), so
//: the frames are the same on every platform.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)
let rightToLeft = LayoutContext(textMeasurer: measurer, direction: .rightToLeft)

//: ## Insets add to the size
//:
//: A tag with more room on its leading side than on its trailing side. It measures as its label
//: plus the insets.
let tag = InsetLayout(
    insets: EdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 6), viewReuseId: "tag",
    sublayout: LabelLayout(text: "Swift", viewReuseId: "name"))

print("A tag:")
print(tag.arrangement(context: context).snapshotText)

//: In right-to-left the leading edge is on the right, so the 10-point inset moves there and the
//: label starts 6 points from the left.
print("The same tag, right to left:")
print(tag.arrangement(context: rightToLeft).snapshotText)

//: ## Insets take from the width the content may use
//:
//: A card with 16 points on every side, 200 points wide: the text inside wraps within the 168
//: points left between the insets. An inset layout fills the rectangle it is offered by default.
let card = InsetLayout(
    inset: 16, viewReuseId: "card",
    sublayout: LabelLayout(text: "Insets shrink the width the text may use", viewReuseId: "body"))

print("A card 200 points wide:")
print(card.arrangement(width: 200, context: context).snapshotText)
print("The same card, right to left:")
print(card.arrangement(width: 200, context: rightToLeft).snapshotText)

//: ## Alignment keeps the measured size
//:
//: With an alignment other than `.fill`, the inset layout keeps its measured size and places it in
//: the offered rectangle: here a button centred in a 300-point-wide row.
let button = InsetLayout(
    insets: EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20), alignment: .center,
    viewReuseId: "button",
    sublayout: LabelLayout(text: "Continue", viewReuseId: "title"))

print("A centred button in 300 points:")
print(button.arrangement(width: 300, context: context).snapshotText)
