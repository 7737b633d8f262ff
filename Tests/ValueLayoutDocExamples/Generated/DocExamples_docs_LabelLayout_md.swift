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
import ValueLayoutFonts

/// The Swift blocks of docs/LabelLayout.md.
enum DocExamples_docs_LabelLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 13)


let text = "poster title 0 with some longer stuff"

let headline = LabelLayout(text: text, viewReuseId: "headline")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 18)
print(headline.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("LabelLayout (0, 0, 98, 51) \"headline\"", line: 19)
#sourceLocation(file: "docs/LabelLayout.md", line: 19)
// LabelLayout (0, 0, 98, 51) "headline"

let capped = LabelLayout(text: text, numberOfLines: 2, viewReuseId: "headline")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 22)
print(capped.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("LabelLayout (0, 0, 98, 34) \"headline\"", line: 23)
#sourceLocation(file: "docs/LabelLayout.md", line: 23)
// LabelLayout (0, 0, 98, 34) "headline"
#sourceLocation()
        _ = text
        _ = headline
        _ = capped
        DocCheck.endBlock(line: 12, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 59)
let spelledOut = LabelLayout(
    text: "Ada Lovelace", font: .body, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byTruncatingTail,
    alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 62)
print(spelledOut == LabelLayout(text: "Ada Lovelace"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 63)
#sourceLocation(file: "docs/LabelLayout.md", line: 63)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 64)
print(Font.body == Font(family: nil, size: 17, weight: .regular), Font.body == .system(size: 17))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 65)
#sourceLocation(file: "docs/LabelLayout.md", line: 65)
// true true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 58, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 143)
/// Approximates a monospaced font: every character 0.6 em wide, every line 1.2 em tall.
struct MonospacedTextMeasurer: TextMeasurer {
    func size(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> CGSize {
        grid(for: font).size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines,
            maxWidth: maxWidth)
    }

    func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        grid(for: font).lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines,
            maxWidth: maxWidth)
    }

    private func grid(for font: Font) -> FixedAdvanceTextMeasurer {
        FixedAdvanceTextMeasurer(advance: font.size * 0.6, lineHeight: font.size * 1.2)
    }
}

let context = LayoutContext(textMeasurer: MonospacedTextMeasurer())
#sourceLocation()
        _ = context
        DocCheck.endBlock(line: 142, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 206)
let context = LayoutContext(textMeasurer: CachingTextMeasurer(FixedAdvanceTextMeasurer()))
#sourceLocation()
        _ = context
        DocCheck.endBlock(line: 205, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 249)


let context = LayoutContext(textMeasurer: FontTextMeasurer(catalog: .system))
#sourceLocation()
        _ = context
        DocCheck.endBlock(line: 248, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 263)
let measurer = FontTextMeasurer(catalog: .bundled)
let title = LabelLayout(text: "poster title 0 with some longer stuff")
let arrangement = title.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
print(measurer.lines(of: title.text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 200))
print(String(format: "%.2f × %.2f", arrangement.frame.width, arrangement.frame.height))
#sourceLocation()
        _ = measurer
        _ = title
        _ = arrangement
        DocCheck.endBlock(line: 262, expected: "[\"poster title 0 with\", \"some longer stuff\"]\n150.49 × 39.58", expectedLine: 271)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 299)
let empty = FontCatalog(faces: [])
let fallback = LabelLayout(text: "Hello", viewReuseId: "greeting")
    .arrangement(context: LayoutContext(textMeasurer: FontTextMeasurer(catalog: empty)))
print(fallback.diagnostics.map(\.description).joined())
#sourceLocation()
        _ = empty
        _ = fallback
        DocCheck.endBlock(line: 298, expected: "LabelLayout \"greeting\": the text measurer did not measure its font (17 points, regular) as asked: the font catalog has no faces, so every character was measured 0.6 em wide and every line 1.2 em tall. Use FontCatalog.bundled (DejaVu Sans, shipped with ValueLayoutFonts), install fonts, or make a catalog of your own font files.", expectedLine: 306)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 411)


var greeting = AttributedString("Hello ")
var world = AttributedString("world")
world.layoutFont = Font(size: 24, weight: .bold)
greeting += world

let styled = LabelLayout(attributedText: greeting, viewReuseId: "greeting")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 419)
print(styled.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("LabelLayout (0, 0, 77, 17) runs [\"Hello \" 17pt, \"world\" 24pt bold] \"greeting\"", line: 420)
#sourceLocation(file: "docs/LabelLayout.md", line: 420)
// LabelLayout (0, 0, 77, 17) runs ["Hello " 17pt, "world" 24pt bold] "greeting"
#sourceLocation()
        DocCheck.markUsed(&greeting)
        DocCheck.markUsed(&world)
        _ = styled
        DocCheck.endBlock(line: 410, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 459)
let approximated = styled.arrangement(context: LayoutContext(textMeasurer: MonospacedTextMeasurer()))
print(approximated.diagnostics.map(\.description).joined())
#sourceLocation()
        _ = approximated
        DocCheck.endBlock(line: 458, expected: "LabelLayout \"greeting\": the text measurer did not measure its font (17 points, regular) as asked: its attributed text has 2 fonts, which the text measurer does not measure (its measuresStyledText is false), so the whole text was measured in the first run's font, without kern or baseline offsets. Use a measurer that measures styled text, or text in one font.", expectedLine: 464)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 490)
let clipped = LabelLayout(text: "Ada Lovelace", lineBreakMode: .byClipping, viewReuseId: "name")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 491)
print(clipped.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("LabelLayout (0, 0, 84, 17) lineBreakMode .byClipping \"name\"", line: 492)
#sourceLocation(file: "docs/LabelLayout.md", line: 492)
// LabelLayout (0, 0, 84, 17) lineBreakMode .byClipping "name"
#sourceLocation()
        _ = clipped
        DocCheck.endBlock(line: 489, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 517)
let modes: [LineBreakMode] = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping, .byWordWrapping]
for mode in modes {
    let label = LabelLayout(text: "Hello wonderful world", numberOfLines: 1, lineBreakMode: mode, alignment: .fill)
    let svg = label.arrangement(width: 70, context: .fixedAdvance).svg()
    let drawn = svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"text\"") }.map { line in
        line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
    }
    print(mode, drawn)
}
#sourceLocation()
        _ = modes
        DocCheck.endBlock(line: 516, expected: "byTruncatingTail [\"Hello won…\"]\nbyTruncatingHead [\"…ful world\"]\nbyTruncatingMiddle [\"Hello…orld\"]\nbyClipping [\"Hello wond\"]\nbyWordWrapping [\"Hello\"]", expectedLine: 529)
        }}}}}}}}}}}  // the blocks' nested scopes
    }
}
