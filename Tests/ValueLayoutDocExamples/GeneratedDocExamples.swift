// GENERATED from README.md, docs/*.md and the DocC catalogs' articles by DocExampleExtractor. Do not edit.
// Regenerate after editing a Swift block of the docs:
//     scripts/update-doc-examples.sh
// (which runs VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test --filter DocExampleSyncTests).
//
// Each Markdown file becomes an enum whose `run()` holds the file's Swift blocks in order, each
// block in a `do` scope nested in the previous block's, so that a block sees what earlier blocks
// declared and may declare a name again. `#sourceLocation` maps every line of a block to its
// Markdown line, so compile errors point at the docs. The lines between `#sourceLocation()` and
// the next directive are the generator's: `DocCheck` calls that check what the blocks print
// (`print` is shadowed to capture it), and `_ = name` (`DocCheck.markUsed(&name)` for a `var`)
// for each value a block declares at its top level, which a reader's main.swift would make a
// global, never reported as unused or never mutated.
// swift-format-ignore-file

import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts
import ValueLayoutTesting
import XCTest

/// The Swift blocks of README.md.
enum DocExamples_README_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "README.md", line: 33)



let avatar = SizeLayout(width: 48, height: 48, viewReuseId: "avatar")
let name = LabelLayout(
    text: "Ada Lovelace", font: .system(size: 17, weight: .semibold), viewReuseId: "name")
let subtitle = LabelLayout(
    text: "Mathematician and first programmer", numberOfLines: 2, viewReuseId: "subtitle")

let card = InsetLayout(
    insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
    viewReuseId: "card",
    sublayout: StackLayout(
        axis: .horizontal, spacing: 12,
        sublayouts: [
            avatar,
            StackLayout(axis: .vertical, spacing: 2, sublayouts: [name, subtitle]),
        ]))

// Measure within a width of 320 points, arrange, and snap to a 2× pixel grid.
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
let arrangement = card.arrangement(width: 320, context: context)
print(arrangement.snapshotText, terminator: "")
#sourceLocation()
        _ = avatar
        _ = name
        _ = subtitle
        _ = card
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 32, expected: "InsetLayout (0, 0, 320, 77) \"card\"\n  StackLayout (16, 12, 288, 53)\n    SizeLayout (0, 2.5, 48, 48) \"avatar\"\n    StackLayout (60, 0, 228, 53)\n      LabelLayout (0, 0, 84, 17) \"name\"\n      LabelLayout (0, 19, 161, 34) \"subtitle\"", expectedLine: 63)
        }  // the blocks' nested scopes
    }
}

/// The Swift blocks of Sources/ValueLayout/ValueLayout.docc/Choosing-a-layout.md.
enum DocExamples_Sources_ValueLayout_ValueLayout_docc_Choosing_a_layout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
    }
}

/// The Swift blocks of Sources/ValueLayout/ValueLayout.docc/The-layout-pass.md.
enum DocExamples_Sources_ValueLayout_ValueLayout_docc_The_layout_pass_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "Sources/ValueLayout/ValueLayout.docc/The-layout-pass.md", line: 44)
let cell = LabelLayout(text: "A cell's text", numberOfLines: 2)
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .leftToRight, scale: 3)
let arrangement = cell.arrangement(width: 375, context: context)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "Sources/ValueLayout/ValueLayout.docc/The-layout-pass.md", line: 47)
print(arrangement.frame.height)
#sourceLocation()
        DocCheck.expectPrinted("17.0", line: 48)
#sourceLocation(file: "Sources/ValueLayout/ValueLayout.docc/The-layout-pass.md", line: 48)
// 17.0
#sourceLocation()
        _ = cell
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 43, expected: nil, expectedLine: nil)
        }  // the blocks' nested scopes
    }
}

/// The Swift blocks of Sources/ValueLayout/ValueLayout.docc/ValueLayout.md.
enum DocExamples_Sources_ValueLayout_ValueLayout_docc_ValueLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "Sources/ValueLayout/ValueLayout.docc/ValueLayout.md", line: 14)
let row = InsetLayout(
    insets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
    sublayout: StackLayout(
        axis: .horizontal, spacing: 12,
        sublayouts: [
            SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
            LabelLayout(text: "Settings", viewReuseId: "title"),
        ]))

let context = LayoutContext(scale: 2)  // snap to a 2× pixel grid
let arrangement = row.arrangement(width: 320, context: context)
#sourceLocation()
        _ = row
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 13, expected: nil, expectedLine: nil)
        }  // the blocks' nested scopes
    }
}

/// The Swift blocks of Sources/ValueLayoutTesting/ValueLayoutTesting.docc/ValueLayoutTesting.md.
enum DocExamples_Sources_ValueLayoutTesting_ValueLayoutTesting_docc_ValueLayoutTesting_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
    }
}

/// The Swift blocks of docs/Alignment-and-Flexibility.md.
enum DocExamples_docs_Alignment_and_Flexibility_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 14)
let slot = CGRect(x: 0, y: 0, width: 100, height: 40)
let size = CGSize(width: 30, height: 20)

let topLeading = Alignment.topLeading.position(size: size, in: slot)      // (0, 0, 30, 20)
let trailing = Alignment.centerTrailing.position(size: size, in: slot)    // (70, 10, 30, 20)
let trailingRTL = Alignment.centerTrailing.position(
    size: size, in: slot, direction: .rightToLeft)                        // (0, 10, 30, 20)
let filled = Alignment.fill.position(size: size, in: slot)                // (0, 0, 100, 40)
let fitted = Alignment.aspectFit.position(size: size, in: slot)           // (20, 0, 60, 40)
let clamped = Alignment.center.position(
    size: CGSize(width: 150, height: 20), in: slot)                       // (0, 10, 100, 20): cut

// A row whose time never shrinks and whose title gives way first.
let row = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        LabelLayout(text: "A title that may be long", numberOfLines: 1, flexibility: .high),
        LabelLayout(text: "12:45", flexibility: .inflexible),
    ])
#sourceLocation()
        _ = slot
        _ = size
        _ = topLeading
        _ = trailing
        _ = trailingRTL
        _ = filled
        _ = fitted
        _ = clamped
        _ = row
        DocCheck.endBlock(line: 13, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 45)
let badgeCorner = Alignment(vertical: .top, horizontal: .trailing)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 46)
print(badgeCorner == .topTrailing)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 47)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 47)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 48)
print(badgeCorner.position(size: size, in: slot) == CGRect(x: 70, y: 0, width: 30, height: 20))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 49)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 49)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 50)
print(badgeCorner.position(size: size, in: slot, direction: .rightToLeft).minX)
#sourceLocation()
        DocCheck.expectPrinted("0.0", line: 51)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 51)
// 0.0
#sourceLocation()
        _ = badgeCorner
        DocCheck.endBlock(line: 44, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 98)
let widens = Flexibility(horizontal: Flexibility.highFlex, vertical: Flexibility.inflexibleFlex)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 99)
print(widens.flex(along: .horizontal) == Int32.max / 2, widens.flex(along: .vertical) == nil)
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 100)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 100)
// true true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 101)
print(Flexibility.isLessFlexible(nil, than: Int32.min), Flexibility.isLessFlexible(0, than: 0))
#sourceLocation()
        DocCheck.expectPrinted("true false", line: 102)
#sourceLocation(file: "docs/Alignment-and-Flexibility.md", line: 102)
// true false
#sourceLocation()
        _ = widens
        DocCheck.endBlock(line: 97, expected: nil, expectedLine: nil)
        }}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/CenterLayout.md.
enum DocExamples_docs_CenterLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 10)
let screen = CenterLayout(
    viewReuseId: "screen",
    sublayout: SizeLayout(width: 40, height: 40, viewReuseId: "spinner"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 14)
print(screen.arrangement(width: 320, height: 480).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 320, 480) \"screen\"\n  SizeLayout (140, 220, 40, 40) \"spinner\"", line: 15)
#sourceLocation(file: "docs/CenterLayout.md", line: 15)
// CenterLayout (0, 0, 320, 480) "screen"
//   SizeLayout (140, 220, 40, 40) "spinner"
#sourceLocation()
        _ = screen
        DocCheck.endBlock(line: 9, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 27)
let spelledOut = CenterLayout(
    centering: .xy, sizing: [], alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil,
    sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 30)
print(spelledOut == CenterLayout(sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 31)
#sourceLocation(file: "docs/CenterLayout.md", line: 31)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 32)
print(screen.centering == .xy, screen.sizing == [], screen.alignment == .fill)
#sourceLocation()
        DocCheck.expectPrinted("true true true", line: 33)
#sourceLocation(file: "docs/CenterLayout.md", line: 33)
// true true true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 26, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 52)
let badge = SizeLayout(width: 20, height: 10)
let sizings: [(String, CenterSizingOptions)] = [
    ("[]", []), (".minimumWidth", .minimumWidth), (".minimumHeight", .minimumHeight), (".minimum", .minimum),
]
for (name, sizing) in sizings {
    let size = CenterLayout(sizing: sizing, sublayout: badge).measurement(within: CGSize(width: 100, height: 60)).size
    print(name, "→", size.width, size.height)
}
let unlimited = CenterLayout(sublayout: badge).measurement(within: CGSize(width: 100, height: CGFloat.infinity)).size
print("unlimited height →", unlimited.width, unlimited.height)
#sourceLocation()
        _ = badge
        _ = sizings
        _ = unlimited
        DocCheck.endBlock(line: 51, expected: "[] → 100.0 60.0\n.minimumWidth → 20.0 60.0\n.minimumHeight → 100.0 10.0\n.minimum → 20.0 10.0\nunlimited height → 100.0 10.0", expectedLine: 65)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 99)
let centred = CenterLayout(viewReuseId: "tile", sublayout: SizeLayout(width: 10, height: 10, viewReuseId: "icon"))
let retina = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)

// (12.5 − 10) ÷ 2 = 1.25 points is 2.5 pixels, rounded away from zero to 3 pixels: 1.5 points.
// The icon's far edge, 11.25 points or 22.5 pixels, rounds the same way, so it stays 10 wide.
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 104)
print(centred.arrangement(width: 12.5, height: 12.5, context: retina).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 12.5, 12.5) \"tile\"\n  SizeLayout (1.5, 1.5, 10, 10) \"icon\"", line: 105)
#sourceLocation(file: "docs/CenterLayout.md", line: 105)
// CenterLayout (0, 0, 12.5, 12.5) "tile"
//   SizeLayout (1.5, 1.5, 10, 10) "icon"

// Without a scale, positions are not rounded.
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 109)
print(centred.arrangement(width: 12.5, height: 12.5).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 12.5, 12.5) \"tile\"\n  SizeLayout (1.25, 1.25, 10, 10) \"icon\"", line: 110)
#sourceLocation(file: "docs/CenterLayout.md", line: 110)
// CenterLayout (0, 0, 12.5, 12.5) "tile"
//   SizeLayout (1.25, 1.25, 10, 10) "icon"
#sourceLocation()
        _ = centred
        _ = retina
        DocCheck.endBlock(line: 98, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 119)
let titleBar = CenterLayout(
    centering: .y, viewReuseId: "bar",
    sublayout: LabelLayout(text: "Inbox", viewReuseId: "title"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 123)
print(titleBar.arrangement(width: 200, height: 44, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 200, 44) \"bar\"\n  LabelLayout (0, 13.5, 35, 17) \"title\"", line: 124)
#sourceLocation(file: "docs/CenterLayout.md", line: 124)
// CenterLayout (0, 0, 200, 44) "bar"
//   LabelLayout (0, 13.5, 35, 17) "title"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 128)
print(titleBar.arrangement(width: 200, height: 44, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("CenterLayout (0, 0, 200, 44) \"bar\"\n  LabelLayout (165, 13.5, 35, 17) \"title\"", line: 129)
#sourceLocation(file: "docs/CenterLayout.md", line: 129)
// CenterLayout (0, 0, 200, 44) "bar"
//   LabelLayout (165, 13.5, 35, 17) "title"
#sourceLocation()
        _ = titleBar
        _ = rightToLeft
        DocCheck.endBlock(line: 118, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/CenterLayout.md", line: 153)
let odd = CenterLayout(centering: CenteringOptions(rawValue: 0b1000_0001), sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/CenterLayout.md", line: 154)
print(odd.centering == .x, odd == CenterLayout(centering: .x, sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 155)
#sourceLocation(file: "docs/CenterLayout.md", line: 155)
// true true
#sourceLocation()
        _ = odd
        DocCheck.endBlock(line: 152, expected: nil, expectedLine: nil)
        }}}}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/InsetLayout.md.
enum DocExamples_docs_InsetLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/InsetLayout.md", line: 10)
let chip = InsetLayout(
    insets: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 8),
    viewReuseId: "chip",
    sublayout: LabelLayout(text: "Swift", viewReuseId: "title"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 15)
print(chip.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 55, 25) \"chip\"\n  LabelLayout (12, 4, 35, 17) \"title\"", line: 16)
#sourceLocation(file: "docs/InsetLayout.md", line: 16)
// InsetLayout (0, 0, 55, 25) "chip"
//   LabelLayout (12, 4, 35, 17) "title"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 20)
print(chip.arrangement(context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 55, 25) \"chip\"\n  LabelLayout (8, 4, 35, 17) \"title\"", line: 21)
#sourceLocation(file: "docs/InsetLayout.md", line: 21)
// InsetLayout (0, 0, 55, 25) "chip"
//   LabelLayout (8, 4, 35, 17) "title"
#sourceLocation()
        _ = chip
        _ = rightToLeft
        DocCheck.endBlock(line: 9, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/InsetLayout.md", line: 38)
let insets = EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 8)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 39)
print(insets.horizontal, insets.vertical)          // leading + trailing, top + bottom
#sourceLocation()
        DocCheck.expectPrinted("20.0 8.0", line: 40)
#sourceLocation(file: "docs/InsetLayout.md", line: 40)
// 20.0 8.0
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 41)
print(EdgeInsets(6) == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6), EdgeInsets.zero == EdgeInsets(0))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 42)
#sourceLocation(file: "docs/InsetLayout.md", line: 42)
// true true

let spelledOut = InsetLayout(
    insets: insets, alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil,
    sublayout: LabelLayout(text: "Swift"))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/InsetLayout.md", line: 47)
print(spelledOut == InsetLayout(insets: insets, sublayout: LabelLayout(text: "Swift")))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 48)
#sourceLocation(file: "docs/InsetLayout.md", line: 48)
// true
#sourceLocation()
        _ = insets
        _ = spelledOut
        DocCheck.endBlock(line: 37, expected: nil, expectedLine: nil)
        }}  // the blocks' nested scopes
    }
}

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
#sourceLocation(file: "docs/LabelLayout.md", line: 16)
print(headline.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("LabelLayout (0, 0, 98, 51) \"headline\"", line: 17)
#sourceLocation(file: "docs/LabelLayout.md", line: 17)
// LabelLayout (0, 0, 98, 51) "headline"

let capped = LabelLayout(text: text, numberOfLines: 2, viewReuseId: "headline")
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 20)
print(capped.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("LabelLayout (0, 0, 98, 34) \"headline\"", line: 21)
#sourceLocation(file: "docs/LabelLayout.md", line: 21)
// LabelLayout (0, 0, 98, 34) "headline"
#sourceLocation()
        _ = text
        _ = headline
        _ = capped
        DocCheck.endBlock(line: 12, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 38)
let spelledOut = LabelLayout(
    text: "Ada Lovelace", font: .body, lineHeight: nil, numberOfLines: 0, alignment: .topLeading,
    flexibility: .flexible, viewReuseId: nil, view: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 41)
print(spelledOut == LabelLayout(text: "Ada Lovelace"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 42)
#sourceLocation(file: "docs/LabelLayout.md", line: 42)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/LabelLayout.md", line: 43)
print(Font.body == Font(family: nil, size: 17, weight: .regular), Font.body == .system(size: 17))
#sourceLocation()
        DocCheck.expectPrinted("true true", line: 44)
#sourceLocation(file: "docs/LabelLayout.md", line: 44)
// true true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 37, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 111)
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
        DocCheck.endBlock(line: 110, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 174)
let context = LayoutContext(textMeasurer: CachingTextMeasurer(FixedAdvanceTextMeasurer()))
#sourceLocation()
        _ = context
        DocCheck.endBlock(line: 173, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 215)


let context = LayoutContext(textMeasurer: FontTextMeasurer(catalog: .system))
#sourceLocation()
        _ = context
        DocCheck.endBlock(line: 214, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 229)
let measurer = FontTextMeasurer(catalog: .bundled)
let title = LabelLayout(text: "poster title 0 with some longer stuff")
let arrangement = title.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
print(measurer.lines(of: title.text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 200))
print(String(format: "%.2f × %.2f", arrangement.frame.width, arrangement.frame.height))
#sourceLocation()
        _ = measurer
        _ = title
        _ = arrangement
        DocCheck.endBlock(line: 228, expected: "[\"poster title 0 with\", \"some longer stuff\"]\n150.49 × 39.58", expectedLine: 237)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/LabelLayout.md", line: 265)
let empty = FontCatalog(faces: [])
let fallback = LabelLayout(text: "Hello", viewReuseId: "greeting")
    .arrangement(context: LayoutContext(textMeasurer: FontTextMeasurer(catalog: empty)))
print(fallback.diagnostics.map(\.description).joined())
#sourceLocation()
        _ = empty
        _ = fallback
        DocCheck.endBlock(line: 264, expected: "LabelLayout \"greeting\": the text measurer did not measure its font (17 points, regular) as asked: the font catalog has no faces, so every character was measured 0.6 em wide and every line 1.2 em tall. Use FontCatalog.bundled (DejaVu Sans, shipped with ValueLayoutFonts), install fonts, or make a catalog of your own font files.", expectedLine: 272)
        }}}}}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/OverlayLayout.md.
enum DocExamples_docs_OverlayLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/OverlayLayout.md", line: 9)
let tile = OverlayLayout(
    primaryLayouts: [
        InsetLayout(inset: 8, sublayout: LabelLayout(text: "Weekly report", viewReuseId: "title"))
    ],
    backgroundLayouts: [SizeLayout(viewReuseId: "background")],
    overlayLayouts: [LabelLayout(text: "NEW", alignment: .topTrailing, viewReuseId: "badge")],
    viewReuseId: "tile")

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/OverlayLayout.md", line: 17)
print(tile.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("OverlayLayout (0, 0, 107, 33) \"tile\"\n  SizeLayout (0, 0, 107, 33) \"background\"\n  InsetLayout (0, 0, 107, 33)\n    LabelLayout (8, 8, 91, 17) \"title\"\n  LabelLayout (86, 0, 21, 17) \"badge\"", line: 18)
#sourceLocation(file: "docs/OverlayLayout.md", line: 18)
// OverlayLayout (0, 0, 107, 33) "tile"
//   SizeLayout (0, 0, 107, 33) "background"
//   InsetLayout (0, 0, 107, 33)
//     LabelLayout (8, 8, 91, 17) "title"
//   LabelLayout (86, 0, 21, 17) "badge"
#sourceLocation()
        _ = tile
        DocCheck.endBlock(line: 8, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/OverlayLayout.md", line: 38)
let spelledOut = OverlayLayout(
    primaryLayouts: [LabelLayout(text: "Weekly report")], backgroundLayouts: [], overlayLayouts: [],
    alignment: .fill, flexibility: nil, viewReuseId: nil, view: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/OverlayLayout.md", line: 41)
print(spelledOut == OverlayLayout(primaryLayouts: [LabelLayout(text: "Weekly report")]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 42)
#sourceLocation(file: "docs/OverlayLayout.md", line: 42)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/OverlayLayout.md", line: 43)
print(tile.primaryLayouts.count, tile.backgroundLayouts.count, tile.overlayLayouts.count)
#sourceLocation()
        DocCheck.expectPrinted("1 1 1", line: 44)
#sourceLocation(file: "docs/OverlayLayout.md", line: 44)
// 1 1 1
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 37, expected: nil, expectedLine: nil)
        }}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/RatioLayout.md.
enum DocExamples_docs_RatioLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 10)
// A 16:9 video thumbnail: height ÷ width = 9 ÷ 16.
let thumbnail = RatioLayout(
    ratio: 9.0 / 16.0, viewReuseId: "thumbnail",
    sublayout: SizeLayout(viewReuseId: "image"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 15)
print(thumbnail.arrangement(width: 320).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (0, 0, 320, 180) \"thumbnail\"\n  SizeLayout (0, 0, 320, 180) \"image\"", line: 16)
#sourceLocation(file: "docs/RatioLayout.md", line: 16)
// RatioLayout (0, 0, 320, 180) "thumbnail"
//   SizeLayout (0, 0, 320, 180) "image"

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 19)
print(thumbnail.arrangement(width: 320, height: 90).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (80, 0, 160, 90) \"thumbnail\"\n  SizeLayout (0, 0, 160, 90) \"image\"", line: 20)
#sourceLocation(file: "docs/RatioLayout.md", line: 20)
// RatioLayout (80, 0, 160, 90) "thumbnail"
//   SizeLayout (0, 0, 160, 90) "image"
#sourceLocation()
        _ = thumbnail
        DocCheck.endBlock(line: 9, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 34)
let spelledOut = RatioLayout(
    ratio: 1, alignment: .center, flexibility: nil, viewReuseId: nil, view: nil,
    sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 37)
print(spelledOut == RatioLayout(ratio: 1, sublayout: SizeLayout()))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 38)
#sourceLocation(file: "docs/RatioLayout.md", line: 38)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 39)
print(thumbnail.ratio, thumbnail.alignment == .center)
#sourceLocation()
        DocCheck.expectPrinted("0.5625 true", line: 40)
#sourceLocation(file: "docs/RatioLayout.md", line: 40)
// 0.5625 true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 33, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 65)
let square = RatioLayout(ratio: 1, sublayout: SizeLayout())
for (width, height) in [(100.0, 60.0), (40.0, 60.0), (0.0, 60.0), (100.0, .infinity)] {
    let size = square.measurement(within: CGSize(width: width, height: height)).size
    print(width, height, "→", size.width, size.height)
}
#sourceLocation()
        _ = square
        DocCheck.endBlock(line: 64, expected: "100.0 60.0 → 60.0 60.0\n40.0 60.0 → 40.0 40.0\n0.0 60.0 → 0.0 0.0\n100.0 inf → 100.0 100.0", expectedLine: 73)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 92)
let avatar = RatioLayout(
    ratio: 1, alignment: .topLeading, viewReuseId: "avatar",
    sublayout: LabelLayout(text: "JD", alignment: .center, viewReuseId: "initials"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 96)
print(avatar.arrangement(width: 60, height: 40, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (0, 0, 40, 40) \"avatar\"\n  LabelLayout (13, 11.5, 14, 17) \"initials\"", line: 97)
#sourceLocation(file: "docs/RatioLayout.md", line: 97)
// RatioLayout (0, 0, 40, 40) "avatar"
//   LabelLayout (13, 11.5, 14, 17) "initials"

let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 101)
print(avatar.arrangement(width: 60, height: 40, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("RatioLayout (20, 0, 40, 40) \"avatar\"\n  LabelLayout (13, 11.5, 14, 17) \"initials\"", line: 102)
#sourceLocation(file: "docs/RatioLayout.md", line: 102)
// RatioLayout (20, 0, 40, 40) "avatar"
//   LabelLayout (13, 11.5, 14, 17) "initials"
#sourceLocation()
        _ = avatar
        _ = rightToLeft
        DocCheck.endBlock(line: 91, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/RatioLayout.md", line: 126)
let squashed = RatioLayout(ratio: 0, sublayout: SizeLayout())
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 127)
print(squashed.ratio, squashed == square)
#sourceLocation()
        DocCheck.expectPrinted("1.0 true", line: 128)
#sourceLocation(file: "docs/RatioLayout.md", line: 128)
// 1.0 true
let cleaned = squashed.arrangement(width: 100).diagnostics.map(\.kind)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/RatioLayout.md", line: 130)
print(cleaned == [.badInputCleaned(property: "ratio", value: 0, cleanedValue: 1)])
#sourceLocation()
        DocCheck.expectPrinted("true", line: 131)
#sourceLocation(file: "docs/RatioLayout.md", line: 131)
// true
#sourceLocation()
        _ = squashed
        _ = cleaned
        DocCheck.endBlock(line: 125, expected: nil, expectedLine: nil)
        }}}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/SizeLayout.md.
enum DocExamples_docs_SizeLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 9)
// A count badge: exactly 24 points tall, between 24 and 80 points wide, with centred text.
let pill = SizeLayout(
    height: 24, minWidth: 24, maxWidth: 80, viewReuseId: "pill",
    sublayout: LabelLayout(text: "12", alignment: .center, viewReuseId: "count"))

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 14)
print(pill.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("SizeLayout (0, 0, 24, 24) \"pill\"\n  LabelLayout (5, 3.5, 14, 17) \"count\"", line: 15)
#sourceLocation(file: "docs/SizeLayout.md", line: 15)
// SizeLayout (0, 0, 24, 24) "pill"
//   LabelLayout (5, 3.5, 14, 17) "count"
#sourceLocation()
        _ = pill
        DocCheck.endBlock(line: 8, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 29)
let image = SizeLayout(width: 50, height: 50)       // a fixed-size image
let hairline = SizeLayout(height: 1)                // a hairline as wide as its parent offers
let caption = SizeLayout(                           // text that wraps at 200 points
    maxWidth: 200, sublayout: LabelLayout(text: "A caption long enough to wrap"))
let spacer = SizeLayout(flexibility: .high)         // an empty, stretchy spacer for a stack
#sourceLocation()
        _ = image
        _ = hairline
        _ = caption
        _ = spacer
        DocCheck.endBlock(line: 28, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/SizeLayout.md", line: 46)
let spelledOut = SizeLayout(
    minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil, alignment: nil, flexibility: nil,
    viewReuseId: nil, view: nil, sublayout: nil)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 49)
print(spelledOut == SizeLayout())
#sourceLocation()
        DocCheck.expectPrinted("true", line: 50)
#sourceLocation(file: "docs/SizeLayout.md", line: 50)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 51)
print(image == SizeLayout(minWidth: 50, maxWidth: 50, minHeight: 50, maxHeight: 50))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 52)
#sourceLocation(file: "docs/SizeLayout.md", line: 52)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 53)
print(SizeLayout(size: CGSize(width: 50, height: 50)) == image)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 54)
#sourceLocation(file: "docs/SizeLayout.md", line: 54)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/SizeLayout.md", line: 55)
print(SizeLayout(minSize: CGSize(width: 10, height: 20)) == SizeLayout(minWidth: 10, minHeight: 20))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 56)
#sourceLocation(file: "docs/SizeLayout.md", line: 56)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 45, expected: nil, expectedLine: nil)
        }}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/StackLayout.md.
enum DocExamples_docs_StackLayout_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 12)
let row = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [
        SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
        LabelLayout(text: "Downloads", alignment: .centerLeading, viewReuseId: "title"),
        LabelLayout(
            text: "12", alignment: .centerLeading, flexibility: .inflexible, viewReuseId: "count"),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 21)
print(row.arrangement(width: 200, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 200, 40)\n  SizeLayout (0, 0, 40, 40) \"icon\"\n  LabelLayout (48, 11.5, 63, 17) \"title\"\n  LabelLayout (186, 11.5, 14, 17) \"count\"", line: 22)
#sourceLocation(file: "docs/StackLayout.md", line: 22)
// StackLayout (0, 0, 200, 40)
//   SizeLayout (0, 0, 40, 40) "icon"
//   LabelLayout (48, 11.5, 63, 17) "title"
//   LabelLayout (186, 11.5, 14, 17) "count"
#sourceLocation()
        _ = row
        DocCheck.endBlock(line: 11, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 43)
print(row.arrangement(width: 100, context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.endBlock(line: 42, expected: "StackLayout (0, 0, 100, 51)\n  SizeLayout (0, 5.5, 40, 40) \"icon\"\n  LabelLayout (48, 0, 28, 51) \"title\"\n  LabelLayout (86, 17, 14, 17) \"count\"", expectedLine: 47)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 60)
let spelledOut = StackLayout(
    axis: .vertical, spacing: 0, distribution: .fillFlexing, alignment: .fill, flexibility: nil,
    viewReuseId: nil, view: nil, sublayouts: [LabelLayout(text: "One"), LabelLayout(text: "Two")])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 63)
print(spelledOut == StackLayout(axis: .vertical, sublayouts: [LabelLayout(text: "One"), LabelLayout(text: "Two")]))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 64)
#sourceLocation(file: "docs/StackLayout.md", line: 64)
// true
#sourceLocation()
        _ = spelledOut
        DocCheck.endBlock(line: 59, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 144)
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
print(row.arrangement(width: 200, context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        _ = rightToLeft
        DocCheck.endBlock(line: 143, expected: "StackLayout (0, 0, 200, 40)\n  SizeLayout (160, 0, 40, 40) \"icon\"\n  LabelLayout (89, 11.5, 63, 17) \"title\"\n  LabelLayout (0, 11.5, 14, 17) \"count\"", expectedLine: 149)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 162)
let avatars = StackLayout(
    axis: .horizontal, spacing: -8,
    sublayouts: [
        SizeLayout(width: 32, height: 32, viewReuseId: "a"),
        SizeLayout(width: 32, height: 32, viewReuseId: "b"),
        SizeLayout(width: 32, height: 32, viewReuseId: "c"),
    ])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 169)
print(avatars.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 80, 32)\n  SizeLayout (0, 0, 32, 32) \"a\"\n  SizeLayout (24, 0, 32, 32) \"b\"\n  SizeLayout (48, 0, 32, 32) \"c\"", line: 170)
#sourceLocation(file: "docs/StackLayout.md", line: 170)
// StackLayout (0, 0, 80, 32)
//   SizeLayout (0, 0, 32, 32) "a"
//   SizeLayout (24, 0, 32, 32) "b"
//   SizeLayout (48, 0, 32, 32) "c"
#sourceLocation()
        _ = avatars
        DocCheck.endBlock(line: 161, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/StackLayout.md", line: 214)
let tabs = StackLayout(
    axis: .horizontal, spacing: 4, distribution: .fillEqualSize,
    sublayouts: [
        LabelLayout(text: "Home", alignment: .center, viewReuseId: "home"),
        LabelLayout(text: "Notifications", alignment: .center, viewReuseId: "notifications"),
        LabelLayout(text: "Me", alignment: .center, viewReuseId: "me"),
    ])

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/StackLayout.md", line: 222)
print(tabs.arrangement(context: .fixedAdvance).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 281, 17)\n  LabelLayout (31.5, 0, 28, 17) \"home\"\n  LabelLayout (95, 0, 91, 17) \"notifications\"\n  LabelLayout (228.5, 0, 14, 17) \"me\"", line: 223)
#sourceLocation(file: "docs/StackLayout.md", line: 223)
// StackLayout (0, 0, 281, 17)
//   LabelLayout (31.5, 0, 28, 17) "home"
//   LabelLayout (95, 0, 91, 17) "notifications"
//   LabelLayout (228.5, 0, 14, 17) "me"
#sourceLocation()
        _ = tabs
        DocCheck.endBlock(line: 213, expected: nil, expectedLine: nil)
        }}}}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/background-and-lists.md.
enum DocExamples_docs_background_and_lists_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 31)


struct Post: Sendable, Identifiable {
    var id: String
    var text: String
}

enum PostCell {
    static func layout(_ post: Post) -> any Layout {
        InsetLayout(inset: 12, sublayout: LabelLayout(text: post.text, viewReuseId: "text"))
    }
}

let posts = (0..<20).map { Post(id: "post \($0)", text: "Post number \($0)") }
let context = LayoutContext.fixedAdvance  // named measurer: the same sizes on every platform
let show: @MainActor @Sendable ([LayoutArrangement]) -> Void = { cells in
    // Hand the cells to a collection view.
}
#sourceLocation()
        _ = posts
        _ = context
        _ = show
        DocCheck.endBlock(line: 30, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 52)
let precomputer = LayoutPrecomputer()              // one thread per active core
let cells: [any Layout] = posts.map(PostCell.layout)
let arrangements = try await precomputer.arrangements(
    of: cells, width: 375, context: context,
    firstScreenfulHeight: 800,
    onFirstScreenful: { firstCells in
        // On a worker thread, as soon as the cells filling 800 points are done.
        Task { @MainActor in show(firstCells) }
    })
#sourceLocation()
        _ = precomputer
        _ = cells
        _ = arrangements
        DocCheck.endBlock(line: 51, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 89)
#if !canImport(UIKit)
// Without UIKit (on Linux), a stand-in for UIProgressView.
@MainActor final class UIProgressView { var observedProgress: Progress? }
#endif

@MainActor func reloadFeed(progressView: UIProgressView) {
    let progress = precomputer.reload(cells, width: 375, context: context, firstScreenfulHeight: 800,
        onFirstScreenful: { firstCells in show(firstCells) },
        completion: { all in show(all) })
    progressView.observedProgress = progress       // cancelling it cancels the reload
}
#sourceLocation()
        DocCheck.endBlock(line: 88, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 107)
let cache = ArrangementCache()                     // at most 2,048 arrangements
let cell = PostCell.layout(posts[0])
let arrangement = cache.arrangement(of: cell, width: 375, context: context)
let again = cache.arrangement(of: cell, width: 375, context: context)   // the same request: a hit
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 111)
print(cache.statistics.hits, cache.statistics.misses, cache.statistics.uncacheable, cache.statistics.hitRate)
#sourceLocation()
        DocCheck.expectPrinted("1 1 0 0.5", line: 112)
#sourceLocation(file: "docs/background-and-lists.md", line: 112)
// 1 1 0 0.5
#sourceLocation()
        _ = cache
        _ = cell
        _ = arrangement
        _ = again
        DocCheck.endBlock(line: 106, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 154)
var list = LayoutList(
    sections: [ListSection(id: "feed", items: posts.map { ListItem(id: $0.id, layout: PostCell.layout($0)) })],
    width: 375, context: context)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 157)
print(list.numberOfItems(inSection: 0))            // O(1)
#sourceLocation()
        DocCheck.expectPrinted("20", line: 158)
#sourceLocation(file: "docs/background-and-lists.md", line: 158)
// 20
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 159)
print(list.size(at: ListIndexPath(item: 3, section: 0)).height)  // O(1)
#sourceLocation()
        DocCheck.expectPrinted("41.0", line: 160)
#sourceLocation(file: "docs/background-and-lists.md", line: 160)
// 41.0
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 161)
print(list.yOffset(at: ListIndexPath(item: 3, section: 0)))  // O(1): where the item starts
#sourceLocation()
        DocCheck.expectPrinted("123.0", line: 162)
#sourceLocation(file: "docs/background-and-lists.md", line: 162)
// 123.0
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 163)
print(list.contentHeight)
#sourceLocation()
        DocCheck.expectPrinted("820.0", line: 164)
#sourceLocation(file: "docs/background-and-lists.md", line: 164)
// 820.0
#sourceLocation()
        DocCheck.markUsed(&list)
        DocCheck.endBlock(line: 153, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 176)
let editedPost = Post(id: "post 3", text: "Post number 3, edited")
let newPost = Post(id: "post 20", text: "Post number 20")
var sections = list.sections
sections[0].items[3].layout = PostCell.layout(editedPost)
sections[0].items.insert(ListItem(id: newPost.id, layout: PostCell.layout(newPost)), at: 0)
try list.apply(
    BatchUpdates(insertItems: [ListIndexPath(item: 0, section: 0)],
                 reloadItems: [ListIndexPath(item: 3, section: 0)]),
    sections: sections)
#sourceLocation()
        _ = editedPost
        _ = newPost
        DocCheck.markUsed(&sections)
        DocCheck.endBlock(line: 175, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 217)
var checked = LayoutList(sections: [ListSection(id: "feed", items: [
    ListItem(id: "a", layout: SizeLayout(height: 20)),
])], width: 100)
var repeated = checked.sections
repeated[0].items.append(ListItem(id: "a", layout: SizeLayout(height: 30)))
var refusal: BatchUpdatesError?
do {
    try checked.apply(BatchUpdates(insertItems: [ListIndexPath(item: 1, section: 0)]), sections: repeated)
} catch let error as BatchUpdatesError {
    refusal = error
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 228)
print(refusal == .duplicateIdentity("of item a"))
#sourceLocation()
        DocCheck.expectPrinted("true", line: 229)
#sourceLocation(file: "docs/background-and-lists.md", line: 229)
// true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 230)
print(refusal!)
#sourceLocation()
        DocCheck.expectPrinted("the sections use the identity of item a more than once", line: 231)
#sourceLocation(file: "docs/background-and-lists.md", line: 231)
// the sections use the identity of item a more than once
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/background-and-lists.md", line: 232)
print(checked.numberOfItems(inSection: 0))  // unchanged
#sourceLocation()
        DocCheck.expectPrinted("1", line: 233)
#sourceLocation(file: "docs/background-and-lists.md", line: 233)
// 1
#sourceLocation()
        DocCheck.markUsed(&checked)
        DocCheck.markUsed(&repeated)
        DocCheck.markUsed(&refusal)
        DocCheck.endBlock(line: 216, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 242)
var newSections = list.sections
newSections[0].items.removeLast()                  // the last post was deleted
let updates = try list.apply(newSections)          // returns the BatchUpdates, for the view
#sourceLocation()
        DocCheck.markUsed(&newSections)
        _ = updates
        DocCheck.endBlock(line: 241, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/background-and-lists.md", line: 262)
@MainActor final class FeedModel {
    let controller = LayoutListController<String, Post.ID>(width: 375)

    init() {
        controller.onUpdate = { list, updates in
            // `updates` are the batch updates from the previous list; nil after a width change,
            // when everything was laid out again.
        }
    }

    func show(_ posts: [Post]) throws {
        try controller.apply([ListSection(id: "feed", items: posts.map { ListItem(id: $0.id, layout: PostCell.layout($0)) })])
    }

    func rotate(to width: CGFloat) { controller.setWidth(width) }
}
#sourceLocation()
        DocCheck.endBlock(line: 261, expected: nil, expectedLine: nil)
        }}}}}}}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/custom-layouts.md.
enum DocExamples_docs_custom_layouts_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 12)
/// Its content, with a badge in the top trailing corner; the badge never makes it larger.
struct Badged: CustomLayout {
    var content: any Layout
    var badge: any Layout
    var sublayouts: [any Layout] { [content, badge] }
    var flexibility: Flexibility { content.flexibility }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let size = children[0].measure(within: maxSize)
        children[1].measure(within: size)
        return size
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let content = children[0].place(in: bounds)
        let badge = children[1].measuredSize ?? .zero
        children[1].place(in: CGRect(origin: CGPoint(x: content.maxX - badge.width, y: content.minY), size: badge))
    }
}
#sourceLocation()
        DocCheck.endBlock(line: 11, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 34)
let avatar = Badged(
    content: SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
    badge: LabelLayout(text: "3", viewReuseId: "unread"))
let snapped = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/custom-layouts.md", line: 38)
print(avatar.arrangement(context: snapped).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Badged (0, 0, 48, 48)\n  SizeLayout (0, 0, 48, 48) \"avatar\"\n  LabelLayout (41, 0, 7, 17) \"unread\"", line: 39)
#sourceLocation(file: "docs/custom-layouts.md", line: 39)
// Badged (0, 0, 48, 48)
//   SizeLayout (0, 0, 48, 48) "avatar"
//   LabelLayout (41, 0, 7, 17) "unread"
let rightToLeft = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/custom-layouts.md", line: 43)
print(avatar.arrangement(context: rightToLeft).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Badged (0, 0, 48, 48)\n  SizeLayout (0, 0, 48, 48) \"avatar\"\n  LabelLayout (0, 0, 7, 17) \"unread\"", line: 44)
#sourceLocation(file: "docs/custom-layouts.md", line: 44)
// Badged (0, 0, 48, 48)
//   SizeLayout (0, 0, 48, 48) "avatar"
//   LabelLayout (0, 0, 7, 17) "unread"
#sourceLocation()
        _ = avatar
        _ = snapped
        _ = rightToLeft
        DocCheck.endBlock(line: 33, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 64)
/// Its children in rows of `columns` cells of equal width, `spacing` points apart; each row is as
/// tall as its tallest cell. It takes the whole width it is offered, which must be limited.
struct Grid: CustomLayout {
    var columns: Int
    var spacing: CGFloat
    var sublayouts: [any Layout]

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let cell = CGSize(width: (maxSize.width - spacing * CGFloat(columns - 1)) / CGFloat(columns), height: .infinity)
        let rows = stride(from: 0, to: children.count, by: columns).map { start in
            children[start..<min(start + columns, children.count)].map { $0.measure(within: cell).height }.max()!
        }
        return CGSize(width: maxSize.width, height: rows.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let width = (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var y: CGFloat = 0
        for start in stride(from: 0, to: children.count, by: columns) {
            let row = children[start..<min(start + columns, children.count)]
            let height = row.map { $0.measuredSize?.height ?? 0 }.max()!
            for child in row {
                let x = CGFloat(child.position - start) * (width + spacing)
                child.place(in: CGRect(x: x, y: y, width: width, height: height))
            }
            y += height + spacing
        }
    }
}
#sourceLocation()
        DocCheck.endBlock(line: 63, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/custom-layouts.md", line: 96)
let tiles = Grid(
    columns: 3, spacing: 8,
    sublayouts: [40, 60, 40, 20, 30].map { SizeLayout(height: $0, alignment: .topFill) })
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/custom-layouts.md", line: 99)
print(tiles.arrangement(width: 316).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Grid (0, 0, 316, 98)\n  SizeLayout (0, 0, 100, 40)\n  SizeLayout (108, 0, 100, 60)\n  SizeLayout (216, 0, 100, 40)\n  SizeLayout (0, 68, 100, 20)\n  SizeLayout (108, 68, 100, 30)", line: 100)
#sourceLocation(file: "docs/custom-layouts.md", line: 100)
// Grid (0, 0, 316, 98)
//   SizeLayout (0, 0, 100, 40)
//   SizeLayout (108, 0, 100, 60)
//   SizeLayout (216, 0, 100, 40)
//   SizeLayout (0, 68, 100, 20)
//   SizeLayout (108, 68, 100, 30)
#sourceLocation()
        _ = tiles
        DocCheck.endBlock(line: 95, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/getting-started.md.
enum DocExamples_docs_getting_started_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
    }
}

/// The Swift blocks of docs/migrating-from-layoutkit.md.
enum DocExamples_docs_migrating_from_layoutkit_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 29)
// ValueLayout



let name = "Ada Lovelace"
let avatar = URL(string: "https://example.com/ada.png")!

/// Any class can be a layout's view. In an iOS app this would be `UIImageView`.
@MainActor final class RemoteImageView {
    var url: URL?
}

let layout = InsetLayout(
    inset: 8,
    sublayout: StackLayout(
        axis: .horizontal, spacing: 4,
        sublayouts: [
            SizeLayout(
                width: 50, height: 50, viewReuseId: "avatar",
                view: ViewDescription(RemoteImageView.self, make: { RemoteImageView() },
                                      configure: { $0.url = avatar })),
            LabelLayout(text: name, font: .system(size: 15), viewReuseId: "name"),
        ]))
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 3)
let arrangement = layout.arrangement(width: 375, context: context)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 54)
print(arrangement.snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("InsetLayout (0, 0, 375, 66)\n  StackLayout (8, 8, 359, 50)\n    SizeLayout (0, 0, 50, 50) \"avatar\"\n    LabelLayout (54, 0, 84, 17) \"name\"", line: 55)
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 55)
// InsetLayout (0, 0, 375, 66)
//   StackLayout (8, 8, 359, 50)
//     SizeLayout (0, 0, 50, 50) "avatar"
//     LabelLayout (54, 0, 84, 17) "name"
#sourceLocation()
        _ = name
        _ = avatar
        _ = layout
        _ = context
        _ = arrangement
        DocCheck.endBlock(line: 28, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/migrating-from-layoutkit.md", line: 141)
// ValueLayout
struct BadgeLayout: CustomLayout {
    let content: any Layout
    let badge: any Layout
    var sublayouts: [any Layout] { [content, badge] }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let size = children[0].measure(within: maxSize)
        children[1].measure(within: size)
        return size
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        children[0].place(in: bounds)
        let badge = children[1].measuredSize ?? .zero
        children[1].place(in: CGRect(x: bounds.width - badge.width, y: 0, width: badge.width, height: badge.height))
    }
}
#sourceLocation()
        DocCheck.endBlock(line: 140, expected: nil, expectedLine: nil)
        }}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/performance.md.
enum DocExamples_docs_performance_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
    }
}

/// The Swift blocks of docs/sizing-contract.md.
enum DocExamples_docs_sizing_contract_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 21)
struct Square: CustomLayout {
    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        CGSize(width: 10, height: 10)
    }
}

let square = Square()
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 28)
print(square.flexibility == .flexible, square.viewReuseId == nil, square.sublayouts.isEmpty, square.alignment == .fill)
#sourceLocation()
        DocCheck.expectPrinted("true true true true", line: 29)
#sourceLocation(file: "docs/sizing-contract.md", line: 29)
// true true true true
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 30)
print(square.arrangement().snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("Square (0, 0, 10, 10)", line: 31)
#sourceLocation(file: "docs/sizing-contract.md", line: 31)
// Square (0, 0, 10, 10)
#sourceLocation()
        _ = square
        DocCheck.endBlock(line: 20, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 64)
let chip = InsetLayout(inset: 4, sublayout: LabelLayout(text: "Swift"))

// One pass: measure within width × height (nil is unlimited), then arrange at the origin.
let arranged = chip.arrangement(origin: .zero, width: nil, height: nil, context: .fixedAdvance)

// The same in two steps: measure within a size, then arrange within a rectangle.
let measured = chip.measurement(within: CGSize(width: CGFloat.infinity, height: .infinity), context: .fixedAdvance)
let arrangedLater = measured.arrangement(within: CGRect(origin: .zero, size: measured.size), context: .fixedAdvance)

#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 73)
print(measured.size.width, measured.size.height, arranged.snapshotText == arrangedLater.snapshotText)
#sourceLocation()
        DocCheck.expectPrinted("43.0 25.0 true", line: 74)
#sourceLocation(file: "docs/sizing-contract.md", line: 74)
// 43.0 25.0 true
#sourceLocation()
        _ = chip
        _ = arranged
        _ = measured
        _ = arrangedLater
        DocCheck.endBlock(line: 63, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 165)
// The README's profile card.
let avatar = SizeLayout(width: 48, height: 48, viewReuseId: "avatar")
let name = LabelLayout(
    text: "Ada Lovelace", font: .system(size: 17, weight: .semibold), viewReuseId: "name")
let subtitle = LabelLayout(
    text: "Mathematician and first programmer", numberOfLines: 2, viewReuseId: "subtitle")
let card = InsetLayout(
    insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
    viewReuseId: "card",
    sublayout: StackLayout(
        axis: .horizontal, spacing: 12,
        sublayouts: [
            avatar,
            StackLayout(axis: .vertical, spacing: 2, sublayouts: [name, subtitle]),
        ]))
#sourceLocation()
        _ = avatar
        _ = name
        _ = subtitle
        _ = card
        DocCheck.endBlock(line: 164, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 183)
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
let rightToLeft = card.arrangement(width: 320, context: context)
print(rightToLeft.snapshotText, terminator: "")
#sourceLocation()
        _ = context
        _ = rightToLeft
        DocCheck.endBlock(line: 182, expected: "InsetLayout (0, 0, 320, 77) \"card\"\n  StackLayout (16, 12, 288, 53)\n    SizeLayout (240, 2.5, 48, 48) \"avatar\"\n    StackLayout (0, 0, 228, 53)\n      LabelLayout (144, 0, 84, 17) \"name\"\n      LabelLayout (67, 19, 161, 34) \"subtitle\"", expectedLine: 189)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 218)
let third = SizeLayout(height: 10, minWidth: 1)   // fills its slot's width
let thirds = StackLayout(axis: .horizontal, distribution: .fillEqualSize, sublayouts: [third, third, third])
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/sizing-contract.md", line: 220)
print(thirds.arrangement(width: 100, context: LayoutContext(scale: 2)).snapshotText, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("StackLayout (0, 0, 100, 10)\n  SizeLayout (0, 0, 33.5, 10)\n  SizeLayout (33.5, 0, 33, 10)\n  SizeLayout (66.5, 0, 33.5, 10)", line: 221)
#sourceLocation(file: "docs/sizing-contract.md", line: 221)
// StackLayout (0, 0, 100, 10)
//   SizeLayout (0, 0, 33.5, 10)
//   SizeLayout (33.5, 0, 33, 10)
//   SizeLayout (66.5, 0, 33.5, 10)
#sourceLocation()
        _ = third
        _ = thirds
        DocCheck.endBlock(line: 217, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/sizing-contract.md", line: 328)
let row = StackLayout(
    axis: .horizontal, spacing: 8, viewReuseId: "row",
    sublayouts: [
        SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
        LabelLayout(text: "Ada Lovelace", viewReuseId: "name"),
        SizeLayout(width: 60, height: 24, viewReuseId: "follow"),
    ])
for diagnostic in row.arrangement(width: 100).diagnostics {
    print(diagnostic)
}
#sourceLocation()
        _ = row
        DocCheck.endBlock(line: 327, expected: "StackLayout \"row\" dropped 1 of its 3 sublayouts (LabelLayout[1] \"name\"): it measures its sublayouts from least to most flexible, and no width was left for it in its 100 points. Dropped sublayouts have no frame and no view. Give the stack more width, or make the sublayouts that must show less flexible along its axis than the others.\nStackLayout \"row\" › SizeLayout[2] \"follow\" is 44 points wide, less than its minimum width of 60: it was given 16 points of width too few. Give it more width, or lower its minimum.", expectedLine: 343)
        }}}}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/testing-layouts.md.
enum DocExamples_docs_testing_layouts_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 241)



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
        DocCheck.endBlock(line: 240, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 278)


let fontScenario = LayoutScenario(width: 320, scale: 2, textMeasurer: FontTextMeasurer(catalog: .system)) {
    StackLayout(
        axis: .vertical, spacing: 4,
        sublayouts: [LabelLayout(text: "Title"), LabelLayout(text: "A body text that wraps onto more lines")])
}
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 285)
print(LayoutInvariants.violations(in: fontScenario).count)
#sourceLocation()
        DocCheck.expectPrinted("0", line: 286)
#sourceLocation(file: "docs/testing-layouts.md", line: 286)
// 0
#sourceLocation()
        _ = fontScenario
        DocCheck.endBlock(line: 277, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/testing-layouts.md", line: 299)



let measurer = CountingTextMeasurer()
let row = StackLayout(
    axis: .horizontal, spacing: 8,
    sublayouts: [LabelLayout(text: "Title"), LabelLayout(text: "Subtitle", flexibility: .inflexible)])
_ = row.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 307)
print(measurer.sizeCalls.map(\.text))
#sourceLocation()
        DocCheck.expectPrinted("[\"Subtitle\", \"Title\"]", line: 308)
#sourceLocation(file: "docs/testing-layouts.md", line: 308)
// ["Subtitle", "Title"]

let log = MeasurementLog()
_ = CountingLayout.instrument(row, log: log).arrangement(width: 200)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/testing-layouts.md", line: 312)
print(log.repeatedMeasurements.isEmpty)
#sourceLocation()
        DocCheck.expectPrinted("true", line: 313)
#sourceLocation(file: "docs/testing-layouts.md", line: 313)
// true
#sourceLocation()
        _ = measurer
        _ = row
        _ = log
        DocCheck.endBlock(line: 298, expected: nil, expectedLine: nil)
        }}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/views-and-animation.md.
enum DocExamples_docs_views_and_animation_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 24)



let avatar = SizeLayout(
    width: 48, height: 48, viewReuseId: "avatar",
    view: ViewDescription(ReferenceView.self, contentID: "ada.png", make: { ReferenceView() }))
let name = LabelLayout(text: "Ada Lovelace", viewReuseId: "name", view: ReferenceView.describe("Ada Lovelace"))
let card = InsetLayout(
    inset: 12, sublayout: StackLayout(axis: .horizontal, spacing: 12, sublayouts: [avatar, name]))

let host = ReferenceView(frame: CGRect(x: 0, y: 0, width: 320, height: 72), name: "host")
card.arrangement(width: 320, context: .fixedAdvance).makeViews(in: host)  // on the main actor
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 36)
print(host.treeDescription, terminator: "")
#sourceLocation()
        DocCheck.expectPrinted("host (0, 0, 320, 72) [app]\n  view (12, 12, 48, 48) \"avatar\"\n  view (72, 12, 84, 17) \"name\"", line: 37)
#sourceLocation(file: "docs/views-and-animation.md", line: 37)
// host (0, 0, 320, 72) [app]
//   view (12, 12, 48, 48) "avatar"
//   view (72, 12, 84, 17) "name"
#sourceLocation()
        _ = avatar
        _ = name
        _ = card
        _ = host
        DocCheck.endBlock(line: 23, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 75)
@MainActor final class Box: LayoutView {
    var frame = CGRect.zero
    weak var parent: Box?
    var children: [Box] = []
    var layoutRecord: LayoutViewRecord?

    var parentView: (any LayoutView)? { parent }
    var childViews: [any LayoutView] { children }

    func insertChildView(_ view: any LayoutView, at index: Int) {
        guard let child = view as? Box else { preconditionFailure("a Box holds only boxes") }
        child.removeFromParentView()
        children.insert(child, at: index)
        child.parent = self
    }

    func removeFromParentView() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    static func makeContainerView() -> any LayoutView { Box() }
}

let tile = SizeLayout(width: 40, height: 40, viewReuseId: "tile", view: ViewDescription(Box.self, make: { Box() }))
let screen = Box()
InsetLayout(inset: 8, sublayout: tile).arrangement().makeViews(in: screen)
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 102)
print(screen.children.count, screen.children[0].frame == CGRect(x: 8, y: 8, width: 40, height: 40))
#sourceLocation()
        DocCheck.expectPrinted("1 true", line: 103)
#sourceLocation(file: "docs/views-and-animation.md", line: 103)
// 1 true
#sourceLocation()
        _ = tile
        _ = screen
        DocCheck.endBlock(line: 74, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 193)


func square(_ id: String) -> SizeLayout {
    SizeLayout(width: 40, height: 40, viewReuseId: id, view: ReferenceView.describe(id))
}
let context = LayoutContext.fixedAdvance
let before = StackLayout(axis: .horizontal, sublayouts: [square("inner")]).arrangement(width: 320, context: context)
let after = StackLayout(axis: .horizontal, sublayouts: [square("new"), square("inner")])
    .arrangement(width: 320, context: context)
let host = ReferenceView(frame: CGRect(x: 0, y: 0, width: 320, height: 40), name: "host")
before.makeViews(in: host)

#if !canImport(UIKit)
// Without UIKit (on Linux), a stand-in for UIView's animation call that runs the animations at once.
@MainActor enum UIView {
    static func animate(
        withDuration duration: Double, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}
#endif
#sourceLocation()
        _ = context
        _ = before
        _ = after
        _ = host
        DocCheck.endBlock(line: 192, expected: nil, expectedLine: nil)
        do {
        DocCheck.beginBlock()
#sourceLocation(file: "docs/views-and-animation.md", line: 220)
let plan = AnimationPlan(from: before, to: after)          // any thread; Sendable
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 221)
print(plan.insertions.compactMap(\.reuseId))
#sourceLocation()
        DocCheck.expectPrinted("[\"new\"]", line: 222)
#sourceLocation(file: "docs/views-and-animation.md", line: 222)
// ["new"]
let inner = plan.move("inner")!
#sourceLocation()
        DocCheck.mark()
#sourceLocation(file: "docs/views-and-animation.md", line: 224)
print(inner.preparedFrame.minX, inner.newFrame.minX)       // old on-screen frame, new parent's coordinates
#sourceLocation()
        DocCheck.expectPrinted("0.0 40.0", line: 225)
#sourceLocation(file: "docs/views-and-animation.md", line: 225)
// 0.0 40.0

plan.apply(to: host) { animations, completion in            // main actor
    UIView.animate(withDuration: 0.3, animations: animations, completion: completion)
}
#sourceLocation()
        _ = plan
        _ = inner
        DocCheck.endBlock(line: 219, expected: nil, expectedLine: nil)
        }}}}  // the blocks' nested scopes
    }
}

/// The Swift blocks of docs/workloads.md.
enum DocExamples_docs_workloads_md {
    @MainActor static func run() async throws {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
        }
    }
}

// The blocks marked <!-- swift-file-scope -->, at the top level.

// README.md:96




@Test func profileCardSnapshot() {
    let card = InsetLayout(
        insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16), viewReuseId: "card",
        sublayout: LabelLayout(text: "Ada Lovelace", viewReuseId: "name"))
    expectSnapshot(of: card, widths: [320, 375, 414], context: .fixedAdvance, directions: .both)
}

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

/// Every Markdown file that the generator read, in path order.
let generatedDocExamples: [DocExample] = [
    DocExample(path: "README.md", swiftBlocks: 1, checkedPrints: 0, outputBlocks: 1, run: DocExamples_README_md.run),
    DocExample(path: "Sources/ValueLayout/ValueLayout.docc/Choosing-a-layout.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_Sources_ValueLayout_ValueLayout_docc_Choosing_a_layout_md.run),
    DocExample(path: "Sources/ValueLayout/ValueLayout.docc/The-layout-pass.md", swiftBlocks: 1, checkedPrints: 1, outputBlocks: 0, run: DocExamples_Sources_ValueLayout_ValueLayout_docc_The_layout_pass_md.run),
    DocExample(path: "Sources/ValueLayout/ValueLayout.docc/ValueLayout.md", swiftBlocks: 1, checkedPrints: 0, outputBlocks: 0, run: DocExamples_Sources_ValueLayout_ValueLayout_docc_ValueLayout_md.run),
    DocExample(path: "Sources/ValueLayoutTesting/ValueLayoutTesting.docc/ValueLayoutTesting.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_Sources_ValueLayoutTesting_ValueLayoutTesting_docc_ValueLayoutTesting_md.run),
    DocExample(path: "docs/Alignment-and-Flexibility.md", swiftBlocks: 3, checkedPrints: 5, outputBlocks: 0, run: DocExamples_docs_Alignment_and_Flexibility_md.run),
    DocExample(path: "docs/CenterLayout.md", swiftBlocks: 6, checkedPrints: 8, outputBlocks: 1, run: DocExamples_docs_CenterLayout_md.run),
    DocExample(path: "docs/InsetLayout.md", swiftBlocks: 2, checkedPrints: 5, outputBlocks: 0, run: DocExamples_docs_InsetLayout_md.run),
    DocExample(path: "docs/LabelLayout.md", swiftBlocks: 7, checkedPrints: 4, outputBlocks: 2, run: DocExamples_docs_LabelLayout_md.run),
    DocExample(path: "docs/OverlayLayout.md", swiftBlocks: 2, checkedPrints: 3, outputBlocks: 0, run: DocExamples_docs_OverlayLayout_md.run),
    DocExample(path: "docs/RatioLayout.md", swiftBlocks: 5, checkedPrints: 8, outputBlocks: 1, run: DocExamples_docs_RatioLayout_md.run),
    DocExample(path: "docs/SizeLayout.md", swiftBlocks: 3, checkedPrints: 5, outputBlocks: 0, run: DocExamples_docs_SizeLayout_md.run),
    DocExample(path: "docs/StackLayout.md", swiftBlocks: 6, checkedPrints: 4, outputBlocks: 2, run: DocExamples_docs_StackLayout_md.run),
    DocExample(path: "docs/background-and-lists.md", swiftBlocks: 9, checkedPrints: 8, outputBlocks: 0, run: DocExamples_docs_background_and_lists_md.run),
    DocExample(path: "docs/custom-layouts.md", swiftBlocks: 4, checkedPrints: 3, outputBlocks: 0, run: DocExamples_docs_custom_layouts_md.run),
    DocExample(path: "docs/getting-started.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_docs_getting_started_md.run),
    DocExample(path: "docs/migrating-from-layoutkit.md", swiftBlocks: 2, checkedPrints: 1, outputBlocks: 0, run: DocExamples_docs_migrating_from_layoutkit_md.run),
    DocExample(path: "docs/performance.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_docs_performance_md.run),
    DocExample(path: "docs/sizing-contract.md", swiftBlocks: 6, checkedPrints: 4, outputBlocks: 2, run: DocExamples_docs_sizing_contract_md.run),
    DocExample(path: "docs/testing-layouts.md", swiftBlocks: 3, checkedPrints: 3, outputBlocks: 0, run: DocExamples_docs_testing_layouts_md.run),
    DocExample(path: "docs/views-and-animation.md", swiftBlocks: 4, checkedPrints: 4, outputBlocks: 0, run: DocExamples_docs_views_and_animation_md.run),
    DocExample(path: "docs/workloads.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_docs_workloads_md.run),
]

/// The Swift blocks marked `<!-- not compiled: reason -->`: path:line: reason.
let generatedSkippedDocBlocks: [String] = [
    "docs/getting-started.md:40: built and tested by scripts/check-getting-started.sh",
    "docs/getting-started.md:69: built and tested by scripts/check-getting-started.sh",
    "docs/getting-started.md:117: built and tested by scripts/check-getting-started.sh",
    "docs/getting-started.md:221: built and tested by scripts/check-getting-started.sh",
    "docs/migrating-from-layoutkit.md:11: LayoutKit code",
    "docs/migrating-from-layoutkit.md:105: LayoutKit code",
]
