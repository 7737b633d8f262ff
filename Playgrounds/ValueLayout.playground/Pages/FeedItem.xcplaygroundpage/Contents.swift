//: [Previous](@previous)
//:
//: # A feed item
//:
//: The primitives together: the feed item of the benchmark workloads, a social-feed cell built by
//: `FeedItemLayout.make` from `FeedItemData`. Inside an 8-point inset, a column holds an action
//: row, the poster's profile image beside a column of details, the poster's comment, the shared
//: content (an image, a title and a domain), three equal-width social actions, and a comment.
//:
//: Text is measured by a `FixedAdvanceTextMeasurer` (7 points a character, 17 points a line), so
//: the frames are the same on every platform.
import Foundation
import ValueLayout
import ValueLayoutWorkloads

//: A feed item is an immutable value: build it from data, on any thread.
let item = FeedItemLayout.make(FeedItemData(index: 7))

//: Lay it out at a phone's width, left to right and right to left, snapped to a 3× pixel grid.
//: Every frame value is then a whole number of thirds of a point, and the snapshot text writes
//: each as the shortest decimal that names its pixel: `2.7` for 2⅔, `16.7` for 16⅔.
let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let leftToRight = item.arrangement(width: 375, context: LayoutContext(textMeasurer: measurer, scale: 3))
let rightToLeft = item.arrangement(
    width: 375, context: LayoutContext(textMeasurer: measurer, direction: .rightToLeft, scale: 3))

print("Left to right:")
print(leftToRight.snapshotText)
print("Right to left (every frame mirrored within its parent):")
print(rightToLeft.snapshotText)

//: Frames are relative to the parent: the profile image's frame is in the poster row's
//: coordinates.
let posterRow = leftToRight.sublayouts[0].sublayouts[1]
print("The poster row, on its own:")
print(posterRow.snapshotText)
