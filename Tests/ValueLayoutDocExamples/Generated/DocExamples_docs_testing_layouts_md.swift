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
import Testing
import ValueLayout
import ValueLayoutFonts
import ValueLayoutTesting
import XCTest

/// The Swift blocks of docs/testing-layouts.md.
enum DocExamples_docs_testing_layouts_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 244)



for width: CGFloat in [0, 1, 100, 320, 10_000] {
    let scenario = LayoutScenario(width: width, direction: .rightToLeft, scale: 3) {
        StackLayout(
            axis: .horizontal, spacing: 8,
            sublayouts: [SizeLayout(width: 40, height: 40), LabelLayout(text: "A label that wraps")])
    }
    let violations = LayoutInvariants.violations(in: scenario)
    precondition(violations.isEmpty, "\(violations)")
}
#sourceLocation()
        DocCheck.endBlock(line: 243, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 281)


let fontScenario = LayoutScenario(width: 320, scale: 2, textMeasurer: FontTextMeasurer(catalog: .system)) {
    StackLayout(
        axis: .vertical, spacing: 4,
        sublayouts: [LabelLayout(text: "Title"), LabelLayout(text: "A body text that wraps onto more lines")])
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 288)
print(LayoutInvariants.violations(in: fontScenario).count)
#sourceLocation()
        DocCheck.expectPrinted("0", line: 289)
#sourceLocation(file: "docs/testing-layouts.md", line: 289)
// 0
#sourceLocation()
        _ = fontScenario
        DocCheck.endBlock(line: 280, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 304)



let measurer = CountingTextMeasurer()
let row = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [LabelLayout(text: "Title"), LabelLayout(text: "Subtitle", flexibility: .inflexible)])
_ = row.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 312)
print(measurer.sizeCalls.map(\.text))
#sourceLocation()
        DocCheck.expectPrinted("[\"Subtitle\", \"Title\"]", line: 313)
#sourceLocation(file: "docs/testing-layouts.md", line: 313)
// ["Subtitle", "Title"]

let log = MeasurementLog()
_ = CountingLayout.instrument(row, log: log).arrangement(width: 200)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 317)
print(log.repeatedMeasurements.isEmpty)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 318)
#sourceLocation(file: "docs/testing-layouts.md", line: 318)
// true
#sourceLocation()
        _ = measurer
        _ = row
        _ = log
        DocCheck.endBlock(line: 303, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 357)



let card = InsetLayout(
    inset: 10, viewReuseId: "card",
    sublayout: StackLayout(
        axis: .vertical,
        sublayouts: [
            LabelLayout(text: "hello world", viewReuseId: "title"),
            LabelLayout(text: "hi", viewReuseId: "subtitle"),
        ]))
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
let page = InspectorPage(layout: card, width: 200, height: nil, context: context, title: "Card", zoom: 4)
let file = FileManager.default.temporaryDirectory.appendingPathComponent("card-inspector.html")
let html = page.render()
try html.write(to: file, atomically: true, encoding: .utf8)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 373)
print(html.contains("Right to left: frames are mirrored"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 374)
#sourceLocation(file: "docs/testing-layouts.md", line: 374)
// true
#sourceLocation()
        _ = card
        _ = context
        _ = page
        _ = file
        _ = html
        DocCheck.endBlock(line: 356, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}

// The blocks marked <!-- swift-file-scope -->, at the top level.

// docs/testing-layouts.md:36




/// A title and a subtitle in a column, with 16 points of insets.
func headerLayout(title: String, subtitle: String) -> some Layout {
    InsetLayout(
        inset: 16, viewReuseId: "header",
        sublayout: StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [
                LabelLayout(text: title, font: .system(size: 20, weight: .bold), viewReuseId: "title"),
                LabelLayout(text: subtitle, numberOfLines: 2, viewReuseId: "subtitle"),
            ]))
}

struct HeaderSnapshotTests {
    @Test func header() {
        expectSnapshot(
            of: headerLayout(title: "Inbox", subtitle: "3 unread messages"), width: 375,
            context: .fixedAdvance)
    }

    @Test func headerAtPhoneWidths() {
        expectSnapshot(
            of: headerLayout(title: "Inbox", subtitle: "3 unread messages from your team this week"),
            widths: [320, 375, 414], context: .fixedAdvance, directions: .both)
    }
}

// docs/testing-layouts.md:73




final class HeaderXCTests: XCTestCase {
    func testHeader() {
        XCTAssertSnapshot(
            of: headerLayout(title: "Inbox", subtitle: "3 unread messages"), width: 375,
            context: .fixedAdvance)
    }
}
