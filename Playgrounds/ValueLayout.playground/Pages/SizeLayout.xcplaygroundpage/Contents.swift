//: [Next](@next)
//:
//: # SizeLayout
//:
//: A rectangle with an exact size, or a size between a minimum and a maximum, optionally around
//: one sublayout.
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

//: ## An exact size
//:
//: `SizeLayout(width:height:)` sets an equal minimum and maximum on both axes. Such a layout is
//: inflexible, and because a maximum was given it centres itself in the space it is offered.
let avatar = SizeLayout(width: 48, height: 48, viewReuseId: "avatar")

print("An avatar offered 100 points:")
print(avatar.arrangement(width: 100, context: context).snapshotText)

//: The parent's maximum wins over the layout's own size: offered 30 points, the avatar is cut
//: to 30.
print("The same avatar offered 30 points:")
print(avatar.arrangement(width: 30, context: context).snapshotText)

//: ## A minimum and a maximum
//:
//: A count badge is exactly 24 points tall and between 24 and 80 points wide. A short count is
//: raised to the minimum width and centres itself inside; a longer one makes the badge wider.
func countBadge(_ count: String) -> SizeLayout {
    SizeLayout(
        height: 24, minWidth: 24, maxWidth: 80, viewReuseId: "badge",
        sublayout: LabelLayout(text: count, alignment: .center, viewReuseId: "count"))
}

print("A badge for 7 messages:")
print(countBadge("7").arrangement(context: context).snapshotText)
print("A badge for 1,204 messages:")
print(countBadge("1,204").arrangement(context: context).snapshotText)

//: ## A maximum width for wrapping text
//:
//: A maximum width makes the text inside wrap. The caption measures as wide as its widest line,
//: and, since a maximum width was given, the size layout centres that width in a wider parent.
let caption = SizeLayout(
    maxWidth: 200, viewReuseId: "caption",
    sublayout: LabelLayout(text: "A caption long enough to wrap onto a second line", viewReuseId: "text"))

print("A caption with a maximum width, offered 320 points:")
print(caption.arrangement(width: 320, context: context).snapshotText)

//: The maximum limits *measuring*; alignment decides the frame. With `.fill` the size layout
//: takes the whole width offered, past its maximum, while its text keeps its measured lines.
let filledCaption = SizeLayout(
    maxWidth: 200, alignment: .fill, viewReuseId: "caption",
    sublayout: LabelLayout(text: "A caption long enough to wrap onto a second line", viewReuseId: "text"))

print("The same caption aligned .fill:")
print(filledCaption.arrangement(width: 320, context: context).snapshotText)

//: ## A fraction of the room
//:
//: `SizeLayout(widthFraction:)` takes a fraction of the width its parent offers: in a stack, of
//: the width still left when it is measured. A fraction is inflexible, like an exact size, so the
//: stack measures it before the flexible title.
let split = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        SizeLayout(widthFraction: 0.25, viewReuseId: "thumbnail"),
        LabelLayout(text: "Title", viewReuseId: "title"),
    ])

print("A thumbnail a quarter of a 320-point row wide:")
print(split.arrangement(width: 320, context: context).snapshotText)

//: ## A flexible spacer
//:
//: An empty `SizeLayout` measures 0 × 0. Given high flexibility, it is the child a stack stretches
//: to use the width left over, which pushes the buttons apart.
let toolbar = StackLayout(
    axis: .horizontal,
    sublayouts: [
        LabelLayout(text: "Cancel", viewReuseId: "cancel"),
        SizeLayout(flexibility: .high, viewReuseId: "spacer"),
        LabelLayout(text: "Done", viewReuseId: "done"),
    ])

print("A toolbar 240 points wide:")
print(toolbar.arrangement(width: 240, context: context).snapshotText)
