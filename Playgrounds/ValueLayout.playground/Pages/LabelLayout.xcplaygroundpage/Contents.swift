//: [Previous](@previous) | [Next](@next)
//:
//: # LabelLayout
//:
//: A run of text. A label does not measure text itself: it asks the `TextMeasurer` of the layout
//: context. In an app on an Apple platform, a context that names no measurer measures with the
//: platform's text engine; this page names a `FixedAdvanceTextMeasurer`, which gives every
//: character the same advance (7 points) and every line the same height (17 points), so the
//: frames are the same on every platform. It wraps text greedily at spaces.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)

//: ## One line
//:
//: Twelve characters measure 12 × 7 = 84 points wide and one line tall.
let greeting = LabelLayout(text: "Hello, world", viewReuseId: "greeting")

print("A label:")
print(greeting.arrangement(context: context).snapshotText)

//: A label aligns `.topLeading` by default, so in a wider space it keeps its measured size at the
//: leading edge. Give it another alignment to place it elsewhere.
let centredGreeting = LabelLayout(text: "Hello, world", alignment: .center, viewReuseId: "greeting")

print("A centred label in 200 points:")
print(centredGreeting.arrangement(width: 200, context: context).snapshotText)

//: ## Wrapping and `numberOfLines`
//:
//: Within 100 points at most 14 characters fit on a line, so the sentence wraps onto four lines:
//: "The quick", "brown fox", "jumps over the" and "lazy dog". The label is as wide as its widest
//: line (98 points), not as wide as the space it was offered.
let sentence = "The quick brown fox jumps over the lazy dog"
let paragraph = LabelLayout(text: sentence, viewReuseId: "paragraph")

print("A paragraph within 100 points:")
print(paragraph.arrangement(width: 100, context: context).snapshotText)

//: `numberOfLines` caps the lines shown, and the width is that of the widest line *shown*.
let preview = LabelLayout(text: sentence, numberOfLines: 2, viewReuseId: "preview")

print("The same text capped at two lines:")
print(preview.arrangement(width: 100, context: context).snapshotText)

//: `lineHeight` sets the height of each line instead of the measurer's own.
let spacious = LabelLayout(text: sentence, lineHeight: 24, viewReuseId: "spacious")

print("The same text with 24-point lines:")
print(spacious.arrangement(width: 100, context: context).snapshotText)

//: ## Your own text measurer
//:
//: A `TextMeasurer` answers two questions: the size of a text, and its lines. It must be a pure
//: function of its arguments, because layout runs on any thread. This one reads the font's size,
//: which `FixedAdvanceTextMeasurer` ignores: every character is half an em wide and every line
//: 1.25 em tall.
struct HalfEmTextMeasurer: TextMeasurer {
    func size(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> CGSize {
        grid(font).size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        grid(font).lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    private func grid(_ font: Font) -> FixedAdvanceTextMeasurer {
        FixedAdvanceTextMeasurer(advance: font.size / 2, lineHeight: font.size * 1.25)
    }
}

//: The title's 24-point font gives 12-point characters and 30-point lines; the body's default
//: 17-point font gives 8.5-point characters and 21.25-point lines.
let article = StackLayout(
    axis: .vertical, spacing: 4,
    sublayouts: [
        LabelLayout(text: "Release notes", font: .system(size: 24, weight: .bold), viewReuseId: "title"),
        LabelLayout(text: "Faster layout and fewer allocations", viewReuseId: "body"),
    ])

print("Measured with the font's size:")
print(article.arrangement(width: 200, context: LayoutContext(textMeasurer: HalfEmTextMeasurer())).snapshotText)

//: ## Pixel scale
//:
//: With a pixel scale, a label's measured size is rounded *up* to whole pixels, so text is never
//: cut. At 2 pixels a point, the body's 297.5 points (35 characters of 8.5 points) stay 297.5,
//: and its 21.25-point line becomes 21.5.
let body = LabelLayout(text: "Faster layout and fewer allocations", viewReuseId: "body")

print("Measured with the font's size, snapped to a 2× grid:")
print(body.arrangement(context: LayoutContext(textMeasurer: HalfEmTextMeasurer(), scale: 2)).snapshotText)
