import Foundation
import ValueLayout
import ValueLayoutWorkloads

// Lays out a feed of 1,000 W1 cells (docs/workloads.md) in the background, at a phone's
// width, and prints the first cell's arrangement, the timings and the cache's hit rate on a
// reload (see FeedDemo.swift). It draws a progress bar only when standard output is a terminal.
//
// `--svg FILE` writes the feed item as an SVG picture and `--html FILE` as an HTML page (checked
// in a browser by scripts/check-html-in-chromium.sh) instead.

// The text is measured with the fonts the library bundles (see DemoTextMeasurer.swift).
let text = DemoTextMeasurer.shared
var pictureArguments = CommandLine.arguments.dropFirst()
if !pictureArguments.isEmpty {
    print("Text measurer: \(text.description)")
    while let option = pictureArguments.popFirst() {
        guard option == "--svg" || option == "--html", let path = pictureArguments.popFirst() else {
            FileHandle.standardError.write(Data("usage: valuelayout-demo [--svg FILE] [--html FILE]\n".utf8))
            exit(2)
        }
        do {
            if option == "--svg" {
                try DemoPictures.writeSVG(to: path, textMeasurer: text.measurer)
                print("Wrote the W1 feed item as SVG to \(path)")
            } else {
                try DemoPictures.writeHTML(to: path, textMeasurer: text.measurer)
                print("Wrote the W1 feed item as HTML to \(path)")
            }
        } catch {
            FileHandle.standardError.write(Data("valuelayout-demo: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
    }
    exit(0)
}

await FeedDemo.run(textMeasurer: text.measurer, description: text.description)
