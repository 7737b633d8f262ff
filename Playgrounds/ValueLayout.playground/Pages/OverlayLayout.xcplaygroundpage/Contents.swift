//: [Previous](@previous) | [Next](@next)
//:
//: # OverlayLayout
//:
//: Layouts stacked in depth. The *primary* layouts set the size; *background* layouts sit behind
//: them and *overlay* layouts in front, all in the same bounds. The printed children come in
//: drawing order: backgrounds, then primaries, then overlays.
//:
//: Text is measured by a `FixedAdvanceTextMeasurer` (7 points a character, 17 points a line), so
//: the frames are the same on every platform.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)
let rightToLeft = LayoutContext(textMeasurer: measurer, direction: .rightToLeft)

//: ## A background
//:
//: A notice with a coloured background. The inset text sets the size; the empty `SizeLayout`
//: behind it has no maximum, so it aligns `.fill` and covers the whole notice.
let notice = OverlayLayout(
    primaryLayouts: [
        InsetLayout(inset: 12, sublayout: LabelLayout(text: "Order shipped", viewReuseId: "message"))
    ],
    backgroundLayouts: [SizeLayout(viewReuseId: "background")],
    viewReuseId: "notice")

print("A notice with a background:")
print(notice.arrangement(context: context).snapshotText)

//: ## An overlay in a corner
//:
//: An online indicator over an avatar. The overlay aligns itself to the bottom trailing corner,
//: which is the bottom left in right-to-left.
let onlineAvatar = OverlayLayout(
    primaryLayouts: [SizeLayout(width: 56, height: 56, viewReuseId: "avatar")],
    overlayLayouts: [SizeLayout(width: 14, height: 14, alignment: .bottomTrailing, viewReuseId: "online")])

print("An avatar with an online indicator:")
print(onlineAvatar.arrangement(context: context).snapshotText)
print("The same, right to left:")
print(onlineAvatar.arrangement(context: rightToLeft).snapshotText)

//: ## Decorations never make it larger
//:
//: An unread count over a 24-point icon. The overlay is measured within the same maximum as the
//: icon, but only the primaries set the size: a count wider than the icon is cut to the icon's
//: bounds.
func unreadIcon(_ count: String) -> OverlayLayout {
    OverlayLayout(
        primaryLayouts: [SizeLayout(width: 24, height: 24, viewReuseId: "icon")],
        overlayLayouts: [LabelLayout(text: count, alignment: .topTrailing, viewReuseId: "count")])
}

print("An icon with 3 unread:")
print(unreadIcon("3").arrangement(context: context).snapshotText)
print("An icon with 1,000+ unread:")
print(unreadIcon("1,000+").arrangement(context: context).snapshotText)

//: ## Several primaries
//:
//: When several layouts set the size, the overlay is as wide as the widest and as tall as the
//: tallest. Here a 44 × 44 minimum keeps a small button easy to tap, and the title centres itself
//: inside it.
let tapTarget = OverlayLayout(
    primaryLayouts: [
        SizeLayout(minWidth: 44, minHeight: 44, viewReuseId: "target"),
        LabelLayout(text: "OK", alignment: .center, viewReuseId: "title"),
    ],
    viewReuseId: "button")

print("A button with a minimum tap target:")
print(tapTarget.arrangement(context: context).snapshotText)
