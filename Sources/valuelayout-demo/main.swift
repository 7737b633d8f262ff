import Foundation
import ValueLayout
import ValueLayoutWorkloads

// Lays out a feed of 1,000 W1 cells (docs/workloads.md) in the background, at a phone's
// width, and prints the first cell's arrangement, the timings and the cache's hit rate on a
// reload (see FeedDemo.swift). It draws a progress bar only when standard output is a terminal.
//
// `--svg FILE` writes the feed item as an SVG picture and `--html FILE` as an HTML page (checked
// in a browser by scripts/check-html-in-chromium.sh) instead; `--inspector FILE` writes its
// inspector page (left to right) and `--inspector-rtl FILE` the same right to left at scale 2
// (checked by scripts/check-inspector-in-chromium.sh).

// The text is measured with the fonts the library bundles (see DemoTextMeasurer.swift, in
// ValueLayoutWorkloads): a font that is not measured as asked is said on standard error.
let text = DemoTextMeasurer()
let sample = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(
    width: FeedItemLayout.width, context: LayoutContext(textMeasurer: text.measurer))
for note in text.notes(for: sample) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
var pictureArguments = CommandLine.arguments.dropFirst()
if !pictureArguments.isEmpty {
    print("Text measurer: \(text.description)")
    while let option = pictureArguments.popFirst() {
        let options = ["--svg", "--html", "--inspector", "--inspector-rtl"]
        guard options.contains(option), let path = pictureArguments.popFirst() else {
            FileHandle.standardError.write(
                Data(
                    "usage: valuelayout-demo [--svg FILE] [--html FILE] [--inspector FILE] [--inspector-rtl FILE]\n"
                        .utf8))
            exit(2)
        }
        do {
            if option == "--svg" {
                try DemoPictures.writeSVG(to: path, textMeasurer: text.measurer)
                print("Wrote the W1 feed item as SVG to \(path)")
            } else if option == "--html" {
                try DemoPictures.writeHTML(to: path, textMeasurer: text.measurer)
                print("Wrote the W1 feed item as HTML to \(path)")
            } else {
                let rightToLeft = option == "--inspector-rtl"
                try DemoPictures.writeInspector(to: path, textMeasurer: text.measurer, rightToLeft: rightToLeft)
                print(
                    "Wrote the inspector page of the W1 feed item (\(rightToLeft ? "right to left, scale 2" : "left to right"))"
                        + " to \(path)")
            }
        } catch {
            FileHandle.standardError.write(Data("valuelayout-demo: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
    }
    exit(0)
}

await FeedDemo.run(textMeasurer: text.measurer, description: text.description)
