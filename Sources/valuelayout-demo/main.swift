import Foundation
import ValueLayout
import ValueLayoutWorkloads

// Lays out the W1 feed item of ../shared/workloads.md at a phone's width and prints the result.

let context = LayoutContext()
let layout = FeedItemLayout.make(FeedItemData(index: 0))

// Warm up once so the timing below shows a steady-state pass, then time a batch.
_ = layout.arrangement(width: FeedItemLayout.width, context: context)
let repetitions = 1_000
let clock = ContinuousClock()
var arrangement = layout.arrangement(width: FeedItemLayout.width, context: context)
let elapsed = clock.measure {
    for _ in 0..<repetitions {
        arrangement = layout.arrangement(width: FeedItemLayout.width, context: context)
    }
}

print("W1 feed item laid out at width \(Int(FeedItemLayout.width)) (fixed-advance text: 7 pt a character, 17 pt a line):")
print()
print(arrangement.snapshotText, terminator: "")
print()
let nanoseconds = Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
let perPass = nanoseconds / Double(repetitions)
print(
    "Layout pass (measure + arrange): \(String(format: "%.2f", perPass / 1000)) µs per cell, "
        + "mean of \(repetitions) passes, \(arrangement.nodeCount) nodes"
        + " (debug builds are slower: try `swift run -c release valuelayout-demo`).")
