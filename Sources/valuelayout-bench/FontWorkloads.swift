import Foundation
import ValueLayout
import ValueLayoutFonts
import ValueLayoutWorkloads

extension Benchmarks {
    /// The fonts the library bundles (DejaVu Sans regular and bold), or `nil` when they cannot be
    /// read.
    static let fontCatalog: FontCatalog? = FontCatalog.bundled.faces.isEmpty ? nil : FontCatalog.bundled

    /// W1 measured with real fonts (`FontTextMeasurer`, words cached), beside the hand-written W1
    /// code using the same measurer and the library with the fixed-advance measurer, in one run;
    /// and a 40-character label measured alone once its words are cached.
    mutating func runFontFeedItem() {
        guard let catalog = Self.fontCatalog else {
            failures.append("fonts: the bundled fonts (FontCatalog.bundledFontURLs) cannot be read")
            return
        }
        let fonts = FontTextMeasurer(catalog: catalog)
        let fontContext = LayoutContext(textMeasurer: fonts)
        let data = FeedItemData(index: 0)
        let layout = FeedItemLayout.make(data)
        let width = CGFloat(FeedItemLayout.width)
        let arrangement = layout.arrangement(width: width, context: fontContext)
        check(
            preOrderFrames(arrangement) == ManualFeedItemLayout.frames(for: data, width: width, measurer: fonts).all,
            "W1 with fonts: the library's frames differ from the hand-written code's")
        let nodes = arrangement.nodeCount
        let batch = batchSize(forNodes: nodes)
        let fixedContext = self.context
        let medians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                {
                    for _ in 0..<batch {
                        consume(layout.arrangement(width: width, context: fontContext).frame.height)
                    }
                },
                {
                    for _ in 0..<batch {
                        consume(ManualFeedItemLayout.frames(for: data, width: width, measurer: fonts).root.height)
                    }
                },
                {
                    for _ in 0..<batch {
                        consume(layout.arrangement(width: width, context: fixedContext).frame.height)
                    }
                },
            ], operations: batch)
        rows.append(
            ResultRow(
                workload: "W1 feed item, real fonts (FontTextMeasurer, words cached)", size: "1 cell", nodes: nodes,
                nanosecondsPerPass: medians[0], baselineNanosecondsPerPass: medians[1],
                note: String(
                    format: "baseline: the hand-written W1 code with the same measurer (goal ≤ 1.2×); "
                        + "%.2f× the library's W1 with the fixed-advance measurer (%.0f ns) in the same run (goal ≤ 1.5×)",
                    medians[0] / medians[2], medians[2])))

        let label = "Ada Lovelace wrote the first program ever"
        check(label.count == 41 || label.count == 40, "the label is about 40 characters")
        let font = Font.body
        let labelBatch = 2_000
        let labelMedians = interleavedMedians(
            repetitions: repetitions, warmUp: 3,
            bodies: [
                {
                    for _ in 0..<labelBatch {
                        consume(
                            fonts.size(of: label, font: font, lineHeight: nil, numberOfLines: 0, maxWidth: 200).height)
                    }
                },
                {
                    let fixed = FixedAdvanceTextMeasurer()
                    for _ in 0..<labelBatch {
                        consume(
                            fixed.size(of: label, font: font, lineHeight: nil, numberOfLines: 0, maxWidth: 200).height)
                    }
                },
            ], operations: labelBatch)
        rows.append(
            ResultRow(
                workload: "a \(label.count)-character label, FontTextMeasurer, words cached", size: "2 lines at 200 pt",
                nodes: 1, nanosecondsPerPass: labelMedians[0], baselineNanosecondsPerPass: labelMedians[1],
                note: "goal < 1,000 ns; baseline: FixedAdvanceTextMeasurer"))
    }
}
