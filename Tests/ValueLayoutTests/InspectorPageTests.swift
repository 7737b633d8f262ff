import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// The inspector page: self-contained, every node once with its details, right to left, pixel
/// snapping, escaping, large trees and custom layouts.
@Suite("Inspector page")
struct InspectorPageTests {
    /// An inset of 10 around a vertical stack of "hello world" and "hi". With the fixed-advance
    /// measurer (7 points a character, 17 a line) at width 200: the inset offers the stack
    /// 180 × ∞; the labels measure 77 × 17 and 14 × 17 within 180 × ∞ (the stack has no height
    /// limit to share), the stack 77 × 34 (its widest child, both lines) and the inset 97 × 54.
    /// Arranged at width 200: the inset fills 200 × 54, the stack fills its 180 × 34 inside it, and
    /// each label, top-leading, keeps its measured size in its 180-wide slot: (0, 0, 77, 17) and
    /// (0, 17, 14, 17).
    static let card = InsetLayout(
        inset: 10, viewReuseId: "card",
        sublayout: StackLayout(
            axis: .vertical,
            sublayouts: [
                LabelLayout(text: "hello world", viewReuseId: "title"),
                LabelLayout(text: "hi", viewReuseId: "subtitle"),
            ]))

    /// What the page's JSON holds of a node (the fields the tests read).
    struct Node: Decodable, Equatable {
        var kind: String
        var id: String?
        var depth: Int
        var frame: [Double]
        var page: [Double]
        var measured: [Double]?
        var within: [Double?]?
        var frameText: String
        var measuredText: String
        var withinText: String
        var onGrid: Bool?
        var fromParentRight: Double?
    }

    struct Arrangement: Decodable {
        var caption: String
        var direction: String
        var scale: Double?
        var nodes: [Node]
    }

    struct Document: Decodable {
        var arrangements: [Arrangement]
    }

    /// The page's JSON, decoded.
    static func document(of html: String) throws -> Document {
        let bytes = Array(html.utf8)
        let marker = Array("<script type=\"application/json\" id=\"vl-inspector-data\">".utf8)
        let start = try #require(offsets(of: marker, in: bytes).first) + marker.count
        let end = try #require(offsets(of: Array("</script>".utf8), in: bytes).first { $0 > start })
        return try JSONDecoder().decode(Document.self, from: Data(bytes[start..<end]))
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        offsets(of: Array(needle.utf8), in: Array(text.utf8)).count
    }

    /// Where `pattern` starts in `bytes`, without overlaps: a byte scan, which stays fast on the
    /// megabytes of a large page (Foundation's searches of a `String` do not, on Linux).
    static func offsets(of pattern: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = pattern.first, bytes.count >= pattern.count else { return [] }
        var offsets: [Int] = []
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                offsets.append(index)
                index += pattern.count
            } else {
                index += 1
            }
        }
        return offsets
    }

    /// The CPU time the calling thread has used: unlike the time on a clock, what other work on a
    /// busy machine does not lengthen.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    @Test("The page loads nothing from outside the file")
    func selfContained() {
        let context = LayoutContext(textMeasurer: FontTextMeasurer(catalog: .bundled))
        let html = InspectorPage(layout: Self.card, width: 200, height: nil, context: context, title: "card").render()
        #expect(!html.contains("http:"))
        #expect(!html.contains("https:"))
        #expect(!html.contains("src="))
        #expect(!html.contains("href="))
        #expect(!html.contains("@import"))
        // The real font's file is embedded: every URL is a data URL or a reference inside the page.
        let urls = html.components(separatedBy: "url(").dropFirst()
        #expect(!urls.isEmpty)
        #expect(urls.allSatisfy { $0.hasPrefix("data:") || $0.hasPrefix("#") })
    }

    @Test("Every node appears once with its kind, frame, reuse id, measured size and maximum")
    func nodeDetails() throws {
        let context = LayoutContext.fixedAdvance
        let html = InspectorPage(layout: Self.card, width: 200, height: nil, context: context, title: "card").render()
        let nodes = try #require(try Self.document(of: html).arrangements.first).nodes
        #expect(
            nodes.map(\.kind) == ["InsetLayout", "StackLayout", "LabelLayout", "LabelLayout"]
                && nodes.map(\.id) == ["card", nil, "title", "subtitle"] && nodes.map(\.depth) == [0, 1, 2, 2])
        #expect(nodes.map(\.frame) == [[0, 0, 200, 54], [10, 10, 180, 34], [0, 0, 77, 17], [0, 17, 14, 17]])
        #expect(nodes.map(\.measured) == [[97, 54], [77, 34], [77, 17], [14, 17]])
        #expect(nodes.map(\.within) == [[200, nil], [180, nil], [180, nil], [180, nil]])
        #expect(
            nodes.map(\.frameText) == ["(0, 0, 200, 54)", "(10, 10, 180, 34)", "(0, 0, 77, 17)", "(0, 17, 14, 17)"])
        #expect(nodes.map(\.measuredText) == ["97 × 54", "77 × 34", "77 × 17", "14 × 17"])
        #expect(nodes.map(\.withinText) == ["200 × ∞", "180 × ∞", "180 × ∞", "180 × ∞"])
        // One box and one tree row for each node.
        #expect(Self.occurrences(of: "<rect id=\"vl-box-0-", in: html) == 4)
        #expect(Self.occurrences(of: "<div class=\"vl-row\"", in: html) == 4)
        #expect(
            html.contains(
                "<title>LabelLayout &quot;title&quot;\nframe (0, 0, 77, 17)\nmeasured 77 × 17 within 180 × ∞</title>"))
    }

    @Test("Boxes are placed on the page at the zoom, around the padded root")
    func pageCoordinates() throws {
        let html = InspectorPage(layout: Self.card, width: 200, height: nil, context: .fixedAdvance, title: "card")
            .render()
        let nodes = try #require(try Self.document(of: html).arrangements.first).nodes
        // The drawing starts at (24, 24 + 64 + 48) = (24, 136) with the root 8 points in, 2 pixels a
        // point: the title label, at (10, 10) in the root, is at 24 + 18 × 2 = 60, 136 + 18 × 2 = 172.
        #expect(nodes[0].page == [40, 152, 400, 108])
        #expect(nodes[2].page == [60, 172, 154, 34])
        #expect(
            html.contains(
                "<div class=\"vl-viewport\" id=\"vl-viewport-0\" style=\"left:24px;top:136px;width:432px;height:140px\">"
                    + "<svg class=\"vl-drawing\" id=\"vl-drawing-0\" width=\"432\" height=\"140\" viewBox=\"-8 -8 216 70\">"
            ))
    }

    @Test("The measured sizes are those of the pass that made the arrangement")
    func measurementsMatchThePass() {
        // Arranging the measurement the page reads, in the rectangle the entry point offers,
        // gives the entry point's arrangement: it is that pass's first half.
        for (width, height) in [(200, nil), (200, 80), (50, 30)] as [(CGFloat, CGFloat?)] {
            let measurement = Self.card.measurement(
                within: CGSize(width: width, height: height ?? .infinity), context: .fixedAdvance)
            let rect = CGRect(x: 0, y: 0, width: width, height: height ?? measurement.size.height)
            #expect(
                measurement.arrangement(within: rect, context: .fixedAdvance).snapshotText
                    == Self.card.arrangement(width: width, height: height, context: .fixedAdvance).snapshotText)
        }
    }

    @Test("Right to left: the boxes are mirrored, and each node tells its distance from its parent's right edge")
    func rightToLeft() throws {
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
        let html = InspectorPage(layout: Self.card, width: 200, height: nil, context: context, title: "card").render()
        let arrangement = try #require(try Self.document(of: html).arrangements.first)
        #expect(arrangement.direction == "rtl")
        // Each x becomes parent width − x − width: the stack 200 − 10 − 180 = 10, the labels
        // 180 − 0 − 77 = 103 and 180 − 0 − 14 = 166.
        #expect(
            arrangement.nodes.map(\.frame) == [
                [0, 0, 200, 54], [10, 10, 180, 34], [103, 0, 77, 17], [166, 17, 14, 17],
            ])
        #expect(arrangement.nodes.map(\.fromParentRight) == [nil, 10, 0, 0])
        // The title label is at 10 + 103 = 113 in the root: 24 + (113 + 8) × 2 = 266 on the page.
        #expect(arrangement.nodes[2].page == [266, 172, 154, 34])
        #expect(html.contains("Right to left: frames are mirrored"))
    }

    @Test("Scale 2: the snapped frames are shown, on the grid, beside the unsnapped measurement")
    func pixelSnapping() throws {
        // A box of 10.3 × 4.1 points measures that; at 2 pixels a point its edges are at 20.6 and
        // 8.2 pixels, snapped to the nearest, 21 and 8: a frame of 10.5 × 4 points.
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2)
        let box = SizeLayout(width: 10.3, height: 4.1, viewReuseId: "box")
        let html = InspectorPage(layout: box, width: nil, height: nil, context: context, title: "box").render()
        let arrangement = try #require(try Self.document(of: html).arrangements.first)
        #expect(arrangement.scale == 2)
        let node = try #require(arrangement.nodes.first)
        #expect(node.frameText == "(0, 0, 10.5, 4)")
        #expect(node.measuredText == "10.3 × 4.1")
        #expect(node.onGrid == true)
        #expect(html.contains("Scale 2 pixels per point: frames snapped to 1/2 pt; 1 of 1 frames on the pixel grid"))
        // At the default zoom a device pixel is 1 CSS pixel: too small for the grid.
        #expect(!html.contains("<pattern"))
        let zoomed = InspectorPage(layout: box, width: nil, height: nil, context: context, title: "box", zoom: 4)
        #expect(
            zoomed.render().contains(
                "<pattern id=\"vl-grid-0\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"0.5\" height=\"0.5\">"
            ))
    }

    @Test("Reuse ids and text are escaped in the markup and kept exact in the JSON")
    func escaping() throws {
        let id = "a<b & \"c\" 'd' </script>"
        let layout = LabelLayout(text: "x < y & \"z\"", viewReuseId: id)
        let html = InspectorPage(layout: layout, width: nil, height: nil, context: .fixedAdvance, title: "<&>").render()
        #expect(!html.contains(id) && !html.contains("x < y") && !html.contains("<&>"))
        #expect(Self.occurrences(of: "</script>", in: html) == 2)
        // The tag: 23 characters of 3 points (10-pixel tags at 2 pixels a point are 5 points).
        #expect(
            html.contains(
                "<text class=\"vl-id\" x=\"1\" y=\"6\" textLength=\"69\" lengthAdjust=\"spacingAndGlyphs\">"
                    + "a&lt;b &amp; &quot;c&quot; &#39;d&#39; &lt;/script&gt;</text>"))
        #expect(html.contains("x &lt; y &amp; &quot;z&quot;"))
        #expect(html.contains("<title>&lt;&amp;&gt;</title>"))
        #expect(try Self.document(of: html).arrangements.first?.nodes.first?.id == id)
    }

    @Test("Without a measurement, measured sizes show \"not recorded\"")
    func withoutMeasurement() throws {
        let html = Self.card.arrangement(width: 200, context: .fixedAdvance).inspectorPage(title: "card")
        let nodes = try #require(try Self.document(of: html).arrangements.first).nodes
        #expect(nodes.count == 4 && nodes.allSatisfy { $0.measuredText == "not recorded" && $0.measured == nil })
    }

    /// Measures both children, places only the first; or, with `measuresSecond` false, measures
    /// only the first and places both (the second is then measured within the rectangle it is
    /// placed in, which no measurement records).
    struct FirstOfTwo: CustomLayout {
        var measuresSecond: Bool
        var sublayouts: [any Layout] {
            [
                SizeLayout(width: 30, height: 20, viewReuseId: "kept"),
                SizeLayout(width: 40, height: 10, viewReuseId: "other"),
            ]
        }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            if measuresSecond { children[1].measure(within: maxSize) }
            return children[0].measure(within: maxSize)
        }

        func place(children: LayoutChildren, in bounds: CGRect) {
            children[0].place(in: bounds)
            if !measuresSecond { children[1].place(in: CGRect(x: 0, y: 0, width: 40, height: 10)) }
        }
    }

    @Test("A child a custom layout measured but dropped does not shift its siblings' measurements")
    func customLayoutDroppingAChild() throws {
        let html = InspectorPage(
            layout: FirstOfTwo(measuresSecond: true), width: 100, height: nil, context: .fixedAdvance, title: "custom"
        ).render()
        let nodes = try #require(try Self.document(of: html).arrangements.first).nodes
        // The kept 30 × 20 child, measured within the 100 × ∞ the layout was offered, fills the
        // layout's 100 × 20 bounds centred: at 35.
        #expect(nodes.map(\.id) == [nil, "kept"])
        #expect(
            nodes[1].frame == [35, 0, 30, 20] && nodes[1].measuredText == "30 × 20" && nodes[1].withinText == "100 × ∞")
    }

    @Test("A child a custom layout placed without measuring it shows \"not recorded\"")
    func customLayoutPlacingAnUnmeasuredChild() throws {
        let html = InspectorPage(
            layout: FirstOfTwo(measuresSecond: false), width: 100, height: nil, context: .fixedAdvance, title: "custom"
        ).render()
        let nodes = try #require(try Self.document(of: html).arrangements.first).nodes
        #expect(nodes.map(\.id) == [nil, "kept", "other"])
        #expect(nodes.map(\.measuredText) == ["30 × 20", "30 × 20", "not recorded"])
    }

    /// Measures the first child and places only the second, of the same type.
    struct MeasuresOnePlacesTheOther: CustomLayout {
        var sublayouts: [any Layout] {
            [
                SizeLayout(width: 30, height: 20, viewReuseId: "measured"),
                SizeLayout(width: 40, height: 10, viewReuseId: "placed"),
            ]
        }

        func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
            children[0].measure(within: maxSize)
        }

        func place(children: LayoutChildren, in bounds: CGRect) {
            children[1].place(in: CGRect(x: 0, y: 0, width: 40, height: 10))
        }
    }

    @Test("A placed child never takes the measurement of a sibling it has the type of")
    func customLayoutPlacingTheOtherChild() throws {
        let html = InspectorPage(
            layout: MeasuresOnePlacesTheOther(), width: 100, height: nil, context: .fixedAdvance, title: "custom"
        ).render()
        let nodes = try #require(try Self.document(of: html).arrangements.first).nodes
        #expect(nodes.map(\.id) == [nil, "placed"])
        #expect(nodes.map(\.measuredText) == ["30 × 20", "not recorded"])
    }

    @Test("A tree of 10,000 nodes renders on a background thread in reasonable time")
    func largeTree() async throws {
        let labels = (0..<9_999).map { LabelLayout(text: "row \($0)", viewReuseId: "row\($0)") }
        let layout = StackLayout(axis: .vertical, sublayouts: labels)
        let (html, cpuTime, onMainThread) = await withCheckedContinuation { continuation in
            Thread {
                let start = Self.threadCPUTime()
                let html = InspectorPage(
                    layout: layout, width: 320, height: nil, context: .fixedAdvance, title: "large"
                )
                .render()
                continuation.resume(returning: (html, Self.threadCPUTime() - start, Thread.isMainThread))
            }.start()
        }
        #expect(!onMainThread)
        #expect(Self.occurrences(of: "<rect id=\"vl-box-0-", in: html) == 10_000)
        #expect(try Self.document(of: html).arrangements.first?.nodes.count == 10_000)
        // A debug build took 1.4 s of CPU time (on 2 cores at a load average of 10), and a sanitizer
        // run is several times slower: a minute is a hang, not a slow run.
        #expect(cpuTime < .seconds(60))
    }

    @Test("A bad zoom is 1", arguments: [CGFloat.nan, .infinity, 0, -2])
    func badZoom(zoom: CGFloat) {
        var page = InspectorPage(title: "t", zoom: zoom)
        #expect(page.zoom == 1)
        page.zoom = zoom
        #expect(page.zoom == 1)
    }
}
