import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// The geometry of the pages a user looks at: the inspector fits a window 1,000 pixels wide, and
/// reuse-id tags never overlap, in the inspector or in SVG, and are at least 9 pixels tall.
@Suite("Page geometry")
struct PageGeometryTests {
    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    // MARK: The inspector in a window 1,000 pixels wide

    // Margin 24, caption 48, gap 24; tree 380 (at least 240), details 340 × 360; the content
    // reaches from 24 to 1,000 − 24 = 976. The first caption is at 24 + 64 = 88, the drawing 48
    // below it, at 136.

    @Test("A small drawing has the tree and the details beside it, the tree at its full width")
    func smallDrawing() {
        let placement = InspectorPage.placement(drawingSize: CGSize(width: 100, height: 80), top: 88)
        #expect(placement.drawing == rect(24, 136, 100, 80))
        #expect(placement.viewport == placement.drawing)
        #expect(placement.tree == rect(148, 136, 380, 360))
        #expect(placement.detail == rect(552, 136, 340, 360))
        #expect(placement.bottom == CGFloat(136 + 360 + 48))
    }

    @Test("A wider drawing narrows the tree beside it, so that the details end at 976")
    func treeShrinks() {
        // Beside a 200-pixel drawing the tree starts at 248; 976 − 340 − 24 − 248 = 364 are left.
        let placement = InspectorPage.placement(drawingSize: CGSize(width: 200, height: 500), top: 88)
        #expect(placement.tree == rect(248, 136, 364, 500))
        #expect(placement.detail == rect(636, 136, 340, 360))
        #expect(placement.bottom == CGFloat(136 + 500 + 48))
    }

    @Test("Where the tree would be narrower than 240, the details stay beside the drawing and the tree goes below")
    func treeBelow() {
        // The card at 200 points, 2 pixels a point, with 8 points around: 432 × 140. Beside it,
        // 976 − 480 = 496 pixels: the details, not the tree as well.
        let placement = InspectorPage.placement(drawingSize: CGSize(width: 432, height: 140), top: 88)
        #expect(placement.detail == rect(480, 136, 340, 360))
        #expect(placement.tree == rect(24, 136 + 360 + 24, 952, 360))
        #expect(placement.bottom == CGFloat(520 + 360 + 48))
    }

    @Test("Where not even the details fit beside the drawing, the tree and the details go below it, side by side")
    func bothBelow() {
        let placement = InspectorPage.placement(drawingSize: CGSize(width: 782, height: 952), top: 88)
        #expect(placement.viewport == rect(24, 136, 782, 952))
        #expect(placement.tree == rect(24, 1112, 588, 360))
        #expect(placement.detail == rect(636, 1112, 340, 360))
        #expect(placement.bottom == CGFloat(1112 + 360 + 48))
    }

    @Test("A drawing wider than the content scrolls sideways in a box as wide as the content")
    func wideDrawing() {
        let placement = InspectorPage.placement(drawingSize: CGSize(width: 1564, height: 1900), top: 88)
        #expect(placement.drawing == rect(24, 136, 1564, 1900))
        #expect(placement.viewport == rect(24, 136, 952, 1916))
        #expect(placement.tree == rect(24, 2076, 588, 360))
        #expect(placement.detail == rect(636, 2076, 340, 360))
    }

    @Test(
        "Whatever the drawing's size, every part ends by 976, none overlaps another, and the next one starts below",
        arguments: [0, 40, 300, 2_000] as [CGFloat])
    func everySize(height: CGFloat) {
        for width in stride(from: CGFloat(0), through: 3_000, by: 1) {
            let placement = InspectorPage.placement(drawingSize: CGSize(width: width, height: height), top: 88)
            let parts = [placement.viewport, placement.tree, placement.detail]
            for part in parts {
                #expect(part.minX >= 24 && part.maxX <= 976, "\(width) × \(height): \(part)")
                #expect(part.maxY + 24 <= placement.bottom, "\(width) × \(height): \(part)")
            }
            for (index, part) in parts.enumerated() {
                for other in parts[(index + 1)...] {
                    let overlap = part.intersection(other)
                    #expect(overlap.isNull || overlap.width == 0 || overlap.height == 0, "\(width) × \(height)")
                }
            }
            #expect(placement.drawing.origin == CGPoint(x: 24, y: 136))
        }
    }

    @Test("The page puts each part where the placement says")
    func pageUsesPlacement() {
        let card = InspectorPageTests.card
        let html = InspectorPage(layout: card, width: 200, height: nil, context: .fixedAdvance, title: "card").render()
        #expect(
            html.contains(
                #"<div class="vl-detail" id="vl-detail-0" style="left:480px;top:136px;width:340px;height:360px">"#))
        #expect(
            html.contains(#"<div class="vl-tree" id="vl-tree-0" style="left:24px;top:520px;width:952px;height:360px">"#)
        )
    }

    // MARK: The self-check is not the user's

    @Test("The inspector page a user opens shows no self-check line and selects nothing")
    func inspectorWithoutCheck() throws {
        let html = InspectorPage(
            layout: InspectorPageTests.card, width: 200, height: nil, context: .fixedAdvance, title: "card"
        ).render()
        let markup = Self.withoutScriptsAndStyles(html)
        #expect(!markup.contains("INSPECTOR-CHECK"))
        #expect(!markup.contains("<pre"))
        #expect(!markup.contains("vl-hl"))
        // The script returns before the check (which adds the line) unless the address ends with ?check.
        let gate = try #require(html.range(of: #"if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }"#))
        let check = try #require(html.range(of: "var checked = checkBoxes(failures);"))
        #expect(gate.upperBound < check.lowerBound)
        #expect(html.range(of: "dispatchEvent").map { $0.lowerBound > gate.upperBound } == true)
    }

    @Test("The demo's HTML page a user opens shows no self-check line")
    @MainActor
    func htmlPageWithoutCheck() {
        var page = HTMLPage(title: "card")
        page.add(InspectorPageTests.card.arrangement(width: 200, context: .fixedAdvance), caption: "card")
        let html = page.render()
        #expect(!Self.withoutScriptsAndStyles(html).contains("VALUELAYOUT-CHECK"))
        #expect(!html.contains("<pre"))
        #expect(html.contains(#"if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }"#))
    }

    /// `html` without its `<script>` and `<style>` elements: what the page shows.
    static func withoutScriptsAndStyles(_ html: String) -> String {
        var text = html
        for tag in ["script", "style"] {
            while let start = text.range(of: "<\(tag)"),
                let end = text.range(of: "</\(tag)>", range: start.upperBound..<text.endIndex)
            {
                text.removeSubrange(start.lowerBound..<end.upperBound)
            }
        }
        return text
    }

    // MARK: Tags

    // Tags of 5 points (10 pixels at 2 pixels a point): boxes 6.5 tall, 3 a character, 1 inside
    // the frame, the baseline 5 below the box's top.

    @Test("A parent's tag takes the top-left corner of its frame")
    func parentTag() {
        var tags = ReuseIdTags(fontSize: 5)
        #expect(
            tags.place("parent", in: rect(0, 0, 100, 50))
                == ReuseIdTags.Tag(text: "parent", box: rect(1, 1, 18, 6.5), baseline: 6))
    }

    @Test("A child at its parent's corner takes the top-right corner of its frame")
    func childTag() {
        var tags = ReuseIdTags(fontSize: 5)
        _ = tags.place("parent", in: rect(0, 0, 100, 50))
        #expect(tags.place("child", in: rect(0, 0, 40, 20))?.box == rect(24, 1, 15, 6.5))
    }

    @Test("A grandchild at the same corner takes the next row")
    func grandchildTag() {
        var tags = ReuseIdTags(fontSize: 5)
        _ = tags.place("parent", in: rect(0, 0, 100, 50))
        _ = tags.place("child", in: rect(0, 0, 40, 20))
        #expect(tags.place("gc", in: rect(0, 0, 30, 20))?.box == rect(1, 7.5, 6, 6.5))
    }

    @Test("An identifier wider than its frame is cut with an ellipsis")
    func cutTag() {
        var tags = ReuseIdTags(fontSize: 5)
        #expect(tags.place("abcdefghij", in: rect(0, 0, 20, 20))?.text == "abcde…")
    }

    @Test("A tag shows at most 64 characters")
    func longTag() {
        var tags = ReuseIdTags(fontSize: 5)
        let tag = tags.place(String(repeating: "x", count: 100), in: rect(0, 0, 1_000, 20))
        #expect(tag?.text == String(repeating: "x", count: 63) + "…")
        #expect(tag?.box.width == 192)
    }

    @Test(
        "A frame narrower than two characters, or shorter than a tag, has no tag",
        arguments: [
            CGRect(x: 0, y: 0, width: 6, height: 20), CGRect(x: 0, y: 0, width: 50, height: 8),
        ])
    func noRoom(frame: CGRect) {
        var tags = ReuseIdTags(fontSize: 5)
        #expect(tags.place("ab", in: frame) == nil)
    }

    @Test("A frame whose places are taken has no tag")
    func full() {
        // One row (a second would end at 14, past 14 − 1): its left and its right.
        var tags = ReuseIdTags(fontSize: 5)
        let frame = rect(0, 0, 20, 14)
        #expect(tags.place("ab", in: frame)?.box == rect(1, 1, 6, 6.5))
        #expect(tags.place("cd", in: frame)?.box == rect(13, 1, 6, 6.5))
        #expect(tags.place("ef", in: frame) == nil)
    }

    /// The boxes of the tags of class `className` in `svg`, whose font is `fontSize` units.
    static func tagBoxes(in svg: String, className: String, fontSize: CGFloat) -> [CGRect] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"\(className)\"") }.map { line in
            func attribute(_ name: String) -> CGFloat {
                let start = line.range(of: " \(name)=\"")!.upperBound
                return CGFloat(Double(line[start...].prefix { $0 != "\"" })!)
            }
            return CGRect(
                x: attribute("x"), y: attribute("y") - fontSize, width: attribute("textLength"), height: fontSize * 1.3)
        }
    }

    static func overlapping(_ boxes: [CGRect]) -> [(CGRect, CGRect)] {
        var pairs: [(CGRect, CGRect)] = []
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                let overlap = box.intersection(other)
                if !overlap.isNull, overlap.width > 0, overlap.height > 0 { pairs.append((box, other)) }
            }
        }
        return pairs
    }

    /// Ten insets of 1 point, one in another, each with a reuse id: ten tags near one corner.
    static let nested: any Layout = {
        var layout: any Layout = SizeLayout(width: 60, height: 30, viewReuseId: "leaf")
        for level in 0..<10 { layout = InsetLayout(inset: 1, viewReuseId: "level\(level)", sublayout: layout) }
        return layout
    }()

    @Test("No two tags of the SVG picture overlap", arguments: [0, 1])
    func svgTagsApart(tree: Int) {
        let layout = tree == 0 ? Self.nested : FeedItemLayout.make(FeedItemData(index: 0))
        let svg = layout.arrangement(width: 375, context: .fixedAdvance).svg()
        let boxes = Self.tagBoxes(in: svg, className: "id", fontSize: 5)
        #expect(boxes.count >= 5)
        #expect(Self.overlapping(boxes).isEmpty)
    }

    @Test("No two tags of the inspector's drawing overlap", arguments: [0, 1])
    func inspectorTagsApart(tree: Int) {
        let layout = tree == 0 ? Self.nested : FeedItemLayout.make(FeedItemData(index: 0))
        let html = InspectorPage(layout: layout, width: 375, height: nil, context: .fixedAdvance, title: "t").render()
        let boxes = Self.tagBoxes(in: html, className: "vl-id", fontSize: 5)
        #expect(boxes.count >= 5)
        #expect(Self.overlapping(boxes).isEmpty)
    }

    @Test("A tag with no room is left out of the SVG picture, and the box's tooltip names it")
    func tagLeftOut() {
        let svg = SizeLayout(width: 3, height: 3, viewReuseId: "tiny").arrangement(context: .fixedAdvance).svg()
        #expect(!svg.contains("<text class=\"id\""))
        #expect(svg.contains("<title>SizeLayout (0, 0, 3, 3) &quot;tiny&quot;</title>"))
    }

    @Test(
        "The SVG picture's tags are 10 pixels tall, at least 9, at any scale",
        arguments: [nil, 1, 2, 3, 4, 0.5, 10] as [CGFloat?])
    func svgTagSize(scale: CGFloat?) throws {
        let arrangement = Self.nested.arrangement(width: 100, context: .fixedAdvance)
        let svg = SVGRenderer(scale: scale).render(arrangement)
        func number(after marker: String, upTo end: Character) throws -> Double {
            let start = try #require(svg.range(of: marker)).upperBound
            return try #require(Double(svg[start...].prefix { $0 != end }))
        }
        let fontSize = try number(after: ".id{font:", upTo: "p")
        let width = try number(after: "width=\"", upTo: "\"")
        let viewBox = try #require(svg.range(of: "viewBox=\"")).upperBound
        let viewBoxWidth = try #require(Double(svg[viewBox...].prefix { $0 != "\"" }.split(separator: " ")[2]))
        let pixels = fontSize * width / viewBoxWidth
        #expect(pixels >= 9)
        #expect(abs(pixels - 10) < 0.01)
    }
}
