// ValueLayout playground: the W1 feed item of the benchmark workloads.
//
// Open FeedItem.playground in Xcode (add the ValueLayout package to the workspace), or run this
// page's code from the command line with `swift run FeedItemPlayground`: CI compiles and runs it,
// so it never rots.

import Foundation
import ValueLayout
import ValueLayoutWorkloads

// A feed item is an immutable value: build it from data, on any thread.
let item = FeedItemLayout.make(FeedItemData(index: 7))

// Lay it out at a phone's width, left to right and right to left, snapped to a 3× pixel grid.
let leftToRight = item.arrangement(width: 375, context: LayoutContext(scale: 3))
let rightToLeft = item.arrangement(width: 375, context: LayoutContext(direction: .rightToLeft, scale: 3))

print("Left to right:")
print(leftToRight.snapshotText)
print("Right to left (every frame mirrored within its parent):")
print(rightToLeft.snapshotText)

// Frames are relative to the parent: the profile image sits in the poster row.
let posterRow = leftToRight.sublayouts[0].sublayouts[1]
print("Poster row:", posterRow.frame, "profile image:", posterRow.sublayouts[0].frame)
