// GENERATED from README.md, docs/*.md and the DocC catalogs' articles by DocExampleExtractor. Do not edit.
// Regenerate after editing a Swift block of the docs:
//     scripts/update-doc-examples.sh
// (which runs VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test --filter DocExampleSyncTests).
//
// This Markdown file becomes an enum whose `run()` holds the file's Swift blocks in order, each
// block in a `do` scope nested in the previous block's, so that a block sees what earlier blocks
// declared and may declare a name again. `#sourceLocation` maps every line of a block to its
// Markdown line, so compile errors point at the docs. The lines between `#sourceLocation()` and
// the next directive are the generator's: `DocCheck` calls that check what the blocks print
// (`print` is shadowed to capture it), and `_ = name` (`DocCheck.markUsed(&name)` for a `var`)
// for each value a block declares at its top level, which a reader's main.swift would make a
// global, never reported as unused or never mutated. The file imports what the document's
// blocks import, and nothing else, so a block compiles here only if it would in a reader's file.
// swift-format-ignore-file

import Foundation
import ValueLayout

/// The Swift blocks of docs/tracing.md.
enum DocExamples_docs_tracing_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 15)



let card = StackLayout(
    axis: .vertical,
    sublayouts: [
        LabelLayout(text: "Hello", viewReuseId: "title"),
        LabelLayout(text: "Hi"),
    ])

let trace = LayoutTrace()
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), trace: trace)
let arrangement = card.arrangement(width: 100, context: context)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 28)
print(trace.textReport(includingTimes: false), terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("pass 1\nStackLayout: measured 1 within 100 × inf → 35 × 34; arranged 1 in (0, 0, 100, 34) → (0, 0, 100, 34)\n  LabelLayout[0] \"title\": measured 1 within 100 × inf → 35 × 17; arranged 1 in (0, 0, 100, 17) → (0, 0, 35, 17)\n  LabelLayout[1]: measured 1 within 100 × inf → 14 × 17; arranged 1 in (0, 17, 100, 17) → (0, 17, 14, 17)", line: 29)
#sourceLocation(file: "docs/tracing.md", line: 29)
// pass 1
// StackLayout: measured 1 within 100 × inf → 35 × 34; arranged 1 in (0, 0, 100, 34) → (0, 0, 100, 34)
//   LabelLayout[0] "title": measured 1 within 100 × inf → 35 × 17; arranged 1 in (0, 0, 100, 17) → (0, 0, 35, 17)
//   LabelLayout[1]: measured 1 within 100 × inf → 14 × 17; arranged 1 in (0, 17, 100, 17) → (0, 17, 14, 17)
#sourceLocation()
        _ = card
        _ = trace
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 14, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 42)
let (traced, cardTrace) = card.tracedArrangement(width: 100, context: .fixedAdvance)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 43)
print(traced.frame.height, cardTrace.events.count)
#sourceLocation()
        DocCheck.expectPrinted("34.0 6", line: 44)
#sourceLocation(file: "docs/tracing.md", line: 44)
// 34.0 6
#sourceLocation()
        DocCheck.endBlock(line: 41, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 93)
let column = FlexLayout(
    direction: .column,
    children: [FlexItem(LabelLayout(text: "Hello world")), FlexItem(LabelLayout(text: "Hi"))])
let columnTrace = LayoutTrace()
_ = column.arrangement(
    width: 50, height: 40, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), trace: columnTrace))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 99)
print(columnTrace.textReport(includingTimes: false), terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("pass 1\nFlexLayout: measured 1 within 50 × 40 → 50 × 40; arranged 1 in (0, 0, 50, 40) → (0, 0, 50, 40)\n  LabelLayout[0]: measured 1 within 50 × 34 → 35 × 34; probed 1 within 50 × inf → 35 × 34; cache hits 1; arranged 1 in (0, 0, 50, 34) → (0, 0, 50, 34)\n  LabelLayout[1]: measured 1 within 50 × 17 → 14 × 17; probed 1 within 50 × inf → 14 × 17; cache hits 1; arranged 1 in (0, 34, 50, 17) → (0, 34, 50, 17)", line: 100)
#sourceLocation(file: "docs/tracing.md", line: 100)
// pass 1
// FlexLayout: measured 1 within 50 × 40 → 50 × 40; arranged 1 in (0, 0, 50, 40) → (0, 0, 50, 40)
//   LabelLayout[0]: measured 1 within 50 × 34 → 35 × 34; probed 1 within 50 × inf → 35 × 34; cache hits 1; arranged 1 in (0, 0, 50, 34) → (0, 0, 50, 34)
//   LabelLayout[1]: measured 1 within 50 × 17 → 14 × 17; probed 1 within 50 × inf → 14 × 17; cache hits 1; arranged 1 in (0, 34, 50, 17) → (0, 34, 50, 17)
#sourceLocation()
        _ = column
        _ = columnTrace
        DocCheck.endBlock(line: 92, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 114)
let innerRow = FlexLayout(children: [FlexItem(LabelLayout(text: "ab")), FlexItem(LabelLayout(text: "cde"))])
let nestedTrace = LayoutTrace()
_ = FlexLayout(children: [FlexItem(innerRow)]).arrangement(
    width: 100, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), trace: nestedTrace))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 118)
print(nestedTrace.events[1].path)
#sourceLocation()
        DocCheck.expectPrinted("FlexLayout › FlexLayout › LabelLayout[0]", line: 119)
#sourceLocation(file: "docs/tracing.md", line: 119)
// FlexLayout › FlexLayout › LabelLayout[0]
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 120)
print(nestedTrace.textReport(includingTimes: false), terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("pass 1\nFlexLayout: measured 1 within 100 × inf → 100 × 17; arranged 1 in (0, 0, 100, 17) → (0, 0, 100, 17)\n  FlexLayout: measured 1 within 35 × 17 → 35 × 17; probed 1 within 35 × inf → 35 × 17; arranged 1 in (0, 0, 35, 17) → (0, 0, 35, 17)\n    LabelLayout[0]: measured 1 within 14 × 17 → 14 × 17; probed 1 within inf × inf → 14 × 17; cache hits 2; arranged 1 in (0, 0, 14, 17) → (0, 0, 14, 17)\n    LabelLayout[1]: measured 1 within 21 × 17 → 21 × 17; probed 1 within inf × inf → 21 × 17; cache hits 2; arranged 1 in (14, 0, 21, 17) → (14, 0, 21, 17)", line: 121)
#sourceLocation(file: "docs/tracing.md", line: 121)
// pass 1
// FlexLayout: measured 1 within 100 × inf → 100 × 17; arranged 1 in (0, 0, 100, 17) → (0, 0, 100, 17)
//   FlexLayout: measured 1 within 35 × 17 → 35 × 17; probed 1 within 35 × inf → 35 × 17; arranged 1 in (0, 0, 35, 17) → (0, 0, 35, 17)
//     LabelLayout[0]: measured 1 within 14 × 17 → 14 × 17; probed 1 within inf × inf → 14 × 17; cache hits 2; arranged 1 in (0, 0, 14, 17) → (0, 0, 14, 17)
//     LabelLayout[1]: measured 1 within 21 × 17 → 21 × 17; probed 1 within inf × inf → 21 × 17; cache hits 2; arranged 1 in (14, 0, 21, 17) → (14, 0, 21, 17)
#sourceLocation()
        _ = innerRow
        _ = nestedTrace
        DocCheck.endBlock(line: 113, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 133)
let ticking = LayoutTrace(clock: .ticking(step: 1_000))
_ = LabelLayout(text: "Hi").arrangement(context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), trace: ticking))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 135)
print(ticking.textReport(), terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("pass 1\nLabelLayout: measured 1 within inf × inf → 14 × 17; arranged 1 in (0, 0, 14, 17) → (0, 0, 14, 17); total 2.000 µs, self 2.000 µs", line: 136)
#sourceLocation(file: "docs/tracing.md", line: 136)
// pass 1
// LabelLayout: measured 1 within inf × inf → 14 × 17; arranged 1 in (0, 0, 14, 17) → (0, 0, 14, 17); total 2.000 µs, self 2.000 µs
#sourceLocation()
        _ = ticking
        DocCheck.endBlock(line: 132, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 150)
let file = FileManager.default.temporaryDirectory.appendingPathComponent("card-trace.json")
try trace.chromeTraceEventData().write(to: file)
#sourceLocation()
        _ = file
        DocCheck.endBlock(line: 149, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/tracing.md", line: 185)
let document = try JSONDecoder().decode(LayoutTraceDocument.self, from: trace.jsonData())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/tracing.md", line: 186)
print(document.events.count, document.events == trace.events)
#sourceLocation()
        DocCheck.expectPrinted("6 true", line: 187)
#sourceLocation(file: "docs/tracing.md", line: 187)
// 6 true
#sourceLocation()
        _ = document
        DocCheck.endBlock(line: 184, expected: nil, expectedLine: nil)
        }}}}}}}  // the blocks' nested scopes
    }
}
