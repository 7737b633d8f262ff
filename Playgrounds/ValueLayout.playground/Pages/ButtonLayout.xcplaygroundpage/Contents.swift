//: [Previous](@previous) | [Next](@next)
//:
//: # ButtonLayout
//:
//: The size of a `UIButton`, measured off the main thread: its title beside an optional image,
//: with the padding each button type adds.
//:
//: This page lays out with a `FixedAdvanceTextMeasurer`: each character is 7 points wide and each
//: line 17 points tall, whatever the font, so the frames printed below are the same on every
//: platform.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)

//: ## A plain button
//:
//: A `.system` or `.custom` button with no image and no insets adds 12 points of vertical padding
//: to its title, and is at least 30 points wide.
let submit = ButtonLayout(type: .system, title: "Submit", viewReuseId: "submit")
let ok = ButtonLayout(type: .system, title: "OK", viewReuseId: "ok")

print("A Submit button and an OK button:")
print(submit.arrangement(context: context).snapshotText)
print(ok.arrangement(context: context).snapshotText)

//: ## The types with an icon
//:
//: The info, contact and disclosure types have a 22 × 22 icon beside their title, and no minimum
//: width or padding. With no title, they are the icon alone.
let info = ButtonLayout(type: .infoLight, title: "", viewReuseId: "info")
let addContact = ButtonLayout(type: .contactAdd, title: "Add", viewReuseId: "add")

print("An info button and an Add Contact button:")
print(info.arrangement(context: context).snapshotText)
print(addContact.arrangement(context: context).snapshotText)

//: ## An image and insets
//:
//: A sized image, or any insets, replace the plain style: the button is the image, the title
//: and the insets, rounded up to whole points.
let save = ButtonLayout(
    type: .system, title: "Save", image: .size(CGSize(width: 20, height: 20)),
    contentEdgeInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), viewReuseId: "save")

print("A Save button with a 20-point icon and insets:")
print(save.arrangement(context: context).snapshotText)

//: ## In a toolbar
//:
//: Buttons are leaves like labels: a stack places them side by side.
let toolbar = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        ButtonLayout(type: .system, title: "Cancel", viewReuseId: "cancel"),
        SizeLayout(flexibility: .high, viewReuseId: "spacer"),
        ButtonLayout(type: .system, title: "Done", viewReuseId: "done"),
    ])

print("A toolbar 240 points wide:")
print(toolbar.arrangement(width: 240, context: context).snapshotText)
