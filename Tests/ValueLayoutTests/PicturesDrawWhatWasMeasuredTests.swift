import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// The SVG and HTML pictures of an arrangement laid out with real fonts, drawn without naming a
/// measurer: they use the arrangement's own context, so every line drawn is a line that was
/// measured, and it fits its label's frame.
@MainActor
@Suite("Pictures draw what was measured")
struct PicturesDrawWhatWasMeasuredTests {
    static let measurer = FontTextMeasurer(catalog: .bundled)
    static let context = LayoutContext(textMeasurer: measurer)

    /// A text line of an SVG picture: its position and text.
    struct DrawnLine: Equatable {
        let x: CGFloat
        let baseline: CGFloat
        let text: String
    }

    /// The `<text class="text">` lines of `svg`, in order.
    static func drawnLines(_ svg: String) -> [DrawnLine] {
        svg.split(separator: "\n").compactMap { line -> DrawnLine? in
            guard line.hasPrefix("<text class=\"text\" x=\""), let close = line.range(of: "</text>") else { return nil }
            let attributes = line.split(separator: "\"")
            guard let textStart = line.range(of: "xml:space=\"preserve\">")?.upperBound ?? line.lastIndex(of: ">")
            else { return nil }
            let text = line[textStart..<close.lowerBound]
            return DrawnLine(
                x: CGFloat(Double(attributes[3]) ?? .nan), baseline: CGFloat(Double(attributes[5]) ?? .nan),
                text: String(text).replacingOccurrences(of: "&#39;", with: "'"))
        }
    }

    @Test("svg() without a measurer breaks a label's text as it was measured: two lines in a box for two")
    func svgUsesTheArrangementsMeasurer() {
        let label = LabelLayout(text: "Ada Lovelace", viewReuseId: "name")
        let arrangement = label.arrangement(width: 80, context: Self.context)
        let lines = Self.measurer.lines(
            of: "Ada Lovelace", font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 80)
        #expect(lines == ["Ada", "Lovelace"])
        #expect(Self.drawnLines(arrangement.svg()).map(\.text) == ["Ada", "Lovelace"])
        #expect(arrangement.svg() == arrangement.svg(textMeasurer: Self.measurer))
        #expect(arrangement.svg().contains("font-family:&quot;DejaVu Sans&quot;"))
    }

    @Test("With embedsFonts, the picture embeds the file of each face that draws text, and only those")
    func embeddedFonts() throws {
        let arrangement = LabelLayout(text: "Ada Lovelace").arrangement(width: 80, context: Self.context)
        let regular = try Data(contentsOf: FontCatalog.bundledFontURLs[0]).base64EncodedString()
        let bold = try Data(contentsOf: FontCatalog.bundledFontURLs[1]).base64EncodedString()
        let embedded = arrangement.svg(embedsFonts: true)
        #expect(
            embedded.contains(
                "\n@font-face{font-family:\"DejaVu Sans\";font-weight:400;font-style:normal;"
                    + "src:url(data:font/ttf;base64,\(regular)) format(\"truetype\")}</style>\n"))
        #expect(!embedded.contains(bold))
        #expect(!arrangement.svg().contains("@font-face"))
    }

    @Test("A measurer named explicitly still wins over the arrangement's")
    func explicitMeasurerWins() {
        let arrangement = LabelLayout(text: "Ada Lovelace").arrangement(width: 80, context: Self.context)
        let svg = arrangement.svg(textMeasurer: FixedAdvanceTextMeasurer())
        // 7 points a character: "Ada Lovelace" is 84 points, so "Ada" and "Lovelace" again, stretched.
        #expect(svg.contains(#"lengthAdjust="spacingAndGlyphs">Ada</text>"#))
        #expect(!svg.contains("DejaVu"))
    }

    @Test(
        "The picture's scale is the arrangement's pixel scale, else 2 pixels a point",
        arguments: [nil, 1, 3] as [CGFloat?])
    func svgScale(_ scale: CGFloat?) {
        let arrangement = SizeLayout(width: 84, height: 34).arrangement(
            context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: scale))
        let pixels = scale ?? 2
        // The root plus 8 points of padding on each side.
        #expect(
            arrangement.svg().hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(100 * pixels))\" height=\"\(Int(50 * pixels))\" "
            ))
    }

    /// A feed-like tree of labels of several fonts, line heights and line limits.
    static let card = StackLayout(
        axis: .vertical, spacing: 4,
        sublayouts: [
            LabelLayout(text: "Ada Lovelace", font: Font(size: 17, weight: .bold), viewReuseId: "name"),
            LabelLayout(
                text:
                    "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.",
                viewReuseId: "body"),
            LabelLayout(
                text: "Notes by the translator, on the engine of Mr. Babbage", font: Font(size: 13), lineHeight: 15,
                numberOfLines: 2, viewReuseId: "notes"),
            StackLayout(
                axis: .horizontal, spacing: 8,
                sublayouts: [
                    LabelLayout(text: "Like", viewReuseId: "like"),
                    LabelLayout(text: "Comment on this post", viewReuseId: "comment"),
                ]),
        ])

    @Test(
        "Every line drawn fits its label's frame, and the lines drawn are the lines measured",
        arguments: [120, 200, 375] as [CGFloat], [nil, 2, 3] as [CGFloat?])
    func everyLineFits(width: CGFloat, scale: CGFloat?) {
        let context = LayoutContext(textMeasurer: Self.measurer, scale: scale)
        let arrangement = Self.card.arrangement(width: width, context: context)
        let drawn = Self.drawnLines(arrangement.svg())
        var labels: [(frame: CGRect, label: LabelLayout)] = []
        var pending: [(LayoutArrangement, CGPoint)] = [(arrangement, .zero)]
        while let (node, origin) = pending.popLast() {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if let label = node.layout as? LabelLayout { labels.append((frame, label)) }
            for child in node.sublayouts.reversed() { pending.append((child, frame.origin)) }
        }
        var expectedCount = 0
        for (frame, label) in labels {
            let measured = Self.measurer.lines(
                of: label.text, font: label.font, lineHeight: label.lineHeight, numberOfLines: label.numberOfLines,
                maxWidth: frame.width)
            expectedCount += measured.count
            let inside = drawn.filter { frame.minY <= $0.baseline && $0.baseline <= frame.maxY && $0.x == frame.minX }
            // A label whose text does not all fit (the notes, capped at two lines) ends its last
            // line with an ellipsis (its mode truncates the tail); every other line is measured.
            let truncated = measured.last.map { !label.text[$0.endIndex...].allSatisfy(\.isWhitespace) } ?? false
            #expect(inside.count == measured.count, "\(label.viewReuseId ?? "")")
            #expect(
                inside.map(\.text).dropLast(truncated ? 1 : 0) == measured.map(String.init).dropLast(truncated ? 1 : 0),
                "\(label.viewReuseId ?? "")")
            if truncated { #expect(inside.last?.text.hasSuffix("\u{2026}") == true, "\(label.viewReuseId ?? "")") }
            let lineHeight = Self.measurer.size(
                of: "x", font: label.font, lineHeight: label.lineHeight, numberOfLines: 1, maxWidth: .infinity
            ).height
            #expect(CGFloat(inside.count) * lineHeight <= frame.height + 1 / 64, "\(label.viewReuseId ?? "")")
            for line in inside {
                let lineWidth = Self.measurer.size(
                    of: line.text, font: label.font, lineHeight: label.lineHeight, numberOfLines: 1,
                    maxWidth: .infinity
                ).width
                #expect(lineWidth <= frame.width + 1 / 64, "\(line.text) in \(frame)")
            }
        }
        #expect(drawn.count == expectedCount)
        #expect(drawn.count > labels.count)
    }

    @Test("A label squeezed below its measured height shows the lines that fit, the last holding what fits")
    func squeezedLabel() {
        // Word wrapping draws the last line as measured (the default mode would truncate it).
        let label = LabelLayout(
            text: "one two three four five six", lineHeight: 20, lineBreakMode: .byWordWrapping, viewReuseId: "text")
        let arrangement = SizeLayout(width: 60, height: 45, sublayout: label).arrangement(context: Self.context)
        #expect(arrangement.sublayouts[0].frame.height == 45)
        let measuredLines = Self.measurer.lines(
            of: label.text, font: .body, lineHeight: 20, numberOfLines: 0, maxWidth: 60)
        #expect(measuredLines.count > 2)
        let shown = Self.measurer.lines(of: label.text, font: .body, lineHeight: 20, numberOfLines: 2, maxWidth: 60)
        #expect(Self.drawnLines(arrangement.svg()).map(\.text) == shown.map(String.init))
    }

    @Test("An arrangement laid out away from the origin: the host reaches its far corner, the check expects its frames")
    func htmlPageArrangementAwayFromTheOrigin() {
        let box = SizeLayout(
            width: 80, height: 30, viewReuseId: "box", view: HTMLElementView.describe(className: "box"))
        let arrangement = box.arrangement(origin: CGPoint(x: 10, y: 20), context: .fixedAdvance)
        var page = HTMLPage(title: "Offset")
        let host = page.add(arrangement, caption: "Offset")
        #expect(host.frame == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(host.children.map(\.frame) == [CGRect(x: 10, y: 20, width: 80, height: 30)])
        // The page puts the host at (24, 52); the box is 10 and 20 points into it.
        #expect(page.render().contains(#""frames":{"box":[34,72,80,30]}"#))
    }

    @Test("An HTML page shows an arrangement in the lines of the measurer it was laid out with")
    func htmlPageUsesTheArrangementsMeasurer() {
        let label = LabelLayout(
            text: "Ada Lovelace", viewReuseId: "name",
            view: HTMLElementView.describe(label: LabelLayout(text: "Ada Lovelace")))
        let arrangement = label.arrangement(width: 80, context: Self.context)
        var page = HTMLPage(title: "Pictures")
        let host = page.add(arrangement, caption: "Real fonts")
        #expect(host.frame == CGRect(origin: .zero, size: arrangement.frame.size))
        let html = page.render()
        #expect(html.contains(#"data-lines="[&quot;Ada&quot;,&quot;Lovelace&quot;]">Ada Lovelace</div>"#))
        #expect(html.contains("@font-face{font-family:\"DejaVu Sans\";font-weight:400"))
        let frame = arrangement.frame
        // The self-check expects the element at the label's frame.
        #expect(
            html.contains(
                "\"frames\":{\"name\":[\(RenderingNumbers.text(24 + frame.minX)),\(RenderingNumbers.text(52 + frame.minY)),"
            ))
    }
}

/// Numbers as JSON writes them, for the page's expectations.
enum RenderingNumbers {
    static func text(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(Double(value))"
    }
}
