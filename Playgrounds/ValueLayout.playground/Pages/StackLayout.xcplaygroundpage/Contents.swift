//: [Previous](@previous) | [Next](@next)
//:
//: # StackLayout
//:
//: Children in a row or a column, with spacing between them, and a distribution that says where
//: any length left over goes.
//:
//: Text is measured by a `FixedAdvanceTextMeasurer` (7 points a character, 17 points a line), so
//: the frames are the same on every platform.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)
let rightToLeft = LayoutContext(textMeasurer: measurer, direction: .rightToLeft)

//: ## Flexibility decides who gets the space
//:
//: A settings row: an icon, a title and the current value. The stack measures its children from
//: the least to the most flexible, so the inflexible icon and value get what they need first and
//: the flexible title is measured within what is left. With the default distribution,
//: `.fillFlexing`, the most flexible child also receives the length left over, as a wider slot.
//: Each child positions itself in its slot with its own alignment.
func settingsRow(value: String) -> StackLayout {
    StackLayout(
        axis: .horizontal, spacing: 12,
        sublayouts: [
            SizeLayout(width: 28, height: 28, viewReuseId: "icon"),
            LabelLayout(text: "Wi-Fi", numberOfLines: 1, alignment: .centerLeading, viewReuseId: "title"),
            LabelLayout(
                text: value, alignment: .centerTrailing, flexibility: .inflexible, viewReuseId: "value"),
        ])
}

print("A settings row 320 points wide:")
print(settingsRow(value: "Home network").arrangement(width: 320, context: context).snapshotText)

//: Short of space, the flexible title gives way: at 150 points only two of its characters fit
//: (a real text measurer would truncate it), while the value keeps its whole width.
print("The same row 150 points wide:")
print(settingsRow(value: "Home network").arrangement(width: 150, context: context).snapshotText)

//: In right-to-left the finished row is mirrored: the icon is on the right and the value on the
//: left.
print("The row 320 points wide, right to left:")
print(settingsRow(value: "Home network").arrangement(width: 320, context: rightToLeft).snapshotText)

//: ## Distributions
//:
//: Three 44-point buttons with 8 points between them need 148 points. Offered 244, each
//: distribution uses the 96 points left over differently. The buttons are inflexible, so
//: `.fillFlexing` has no child to stretch and leaves them where `.leading` does; `.fillEqualSize`
//: gives every button a 76-point slot, in which it centres itself. UIStackView's two come last:
//: `.equalCentering` puts the first button at the leading edge, the last at the trailing edge and
//: their centres 100 points apart; `.fillProportionally` shares the excess in proportion to the
//: buttons' widths, which are equal here, so its slots are `.fillEqualSize`'s.
func buttons(_ distribution: StackLayoutDistribution) -> StackLayout {
    StackLayout(
        axis: .horizontal, spacing: 8, distribution: distribution,
        sublayouts: [
            SizeLayout(width: 44, height: 44, viewReuseId: "back"),
            SizeLayout(width: 44, height: 44, viewReuseId: "share"),
            SizeLayout(width: 44, height: 44, viewReuseId: "delete"),
        ])
}

for distribution in StackLayoutDistribution.allCases {
    print("Distribution .\(distribution):")
    print(buttons(distribution).arrangement(width: 244, context: context).snapshotText)
}

//: ## A column
//:
//: A vertical stack gives each child a slot as wide as the stack. The stack's own alignment only
//: places the stack; to centre the labels, give the labels a centred alignment.
let emptyState = StackLayout(
    axis: .vertical, spacing: 4,
    sublayouts: [
        LabelLayout(text: "No messages", alignment: .topCenter, viewReuseId: "title"),
        LabelLayout(text: "New messages appear here", alignment: .topCenter, viewReuseId: "subtitle"),
    ])

print("A centred column 240 points wide:")
print(emptyState.arrangement(width: 240, context: context).snapshotText)

//: ## Negative spacing
//:
//: A negative spacing overlaps the children: a row of avatars, each tucked 10 points under the
//: next.
let participants = StackLayout(
    axis: .horizontal, spacing: -10,
    sublayouts: ["ada", "grace", "alan", "edsger"].map { SizeLayout(width: 28, height: 28, viewReuseId: $0) })

print("Overlapping avatars:")
print(participants.arrangement(context: context).snapshotText)
