import Foundation
import ValueLayout
import ValueLayoutWorkloads

// Lays out the W1 feed item of ../shared/workloads.md at a phone's width and prints the result.
//
// `--svg FILE` writes the feed item as an SVG picture and `--html FILE` as an HTML page (checked
// in a browser by scripts/check-html-in-chromium.sh) instead.

var pictureArguments = CommandLine.arguments.dropFirst()
if !pictureArguments.isEmpty {
    while let option = pictureArguments.popFirst() {
        guard option == "--svg" || option == "--html", let path = pictureArguments.popFirst() else {
            FileHandle.standardError.write(Data("usage: valuelayout-demo [--svg FILE] [--html FILE]\n".utf8))
            exit(2)
        }
        do {
            if option == "--svg" {
                try DemoPictures.writeSVG(to: path)
                print("Wrote the W1 feed item as SVG to \(path)")
            } else {
                try DemoPictures.writeHTML(to: path)
                print("Wrote the W1 feed item as HTML to \(path)")
            }
        } catch {
            FileHandle.standardError.write(Data("valuelayout-demo: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
    }
    exit(0)
}

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

print(
    "W1 feed item laid out at width \(Int(FeedItemLayout.width)) (fixed-advance text: 7 pt a character, 17 pt a line):")
print()
print(arrangement.snapshotText, terminator: "")
print()
let nanoseconds = Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
let perPass = nanoseconds / Double(repetitions)
print(
    "Layout pass (measure + arrange): \(String(format: "%.2f", perPass / 1000)) µs per cell, "
        + "mean of \(repetitions) passes, \(arrangement.nodeCount) nodes"
        + " (debug builds are slower: try `swift run -c release valuelayout-demo`).")
