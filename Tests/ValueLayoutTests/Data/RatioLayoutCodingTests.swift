import Foundation
import Testing
import ValueLayout

/// `"kind": "ratio"`: read, written and round-tripped as its initialiser's labels.
@Suite("RatioLayout coding")
struct RatioLayoutCodingTests {
    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "ratio", "ratio": 0.5, "alignment": "topLeading", "flexibility": "high",
             "viewReuseId": "photo", "view": "DataCodingView", "sublayout": {"kind": "size"}}
            """, options: LayoutCoding.options)
        let expected = RatioLayout(
            ratio: 0.5, alignment: .topLeading, flexibility: .high, viewReuseId: "photo", view: LayoutCoding.view,
            sublayout: SizeLayout())
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the defaults: centred, the sublayout's flexibility")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "ratio", "ratio": 2, "sublayout": {"kind": "size", "width": 10, "height": 20}}"#)
        #expect(layout.isEqual(to: RatioLayout(ratio: 2, sublayout: SizeLayout(width: 10, height: 20))))
        #expect((layout as? RatioLayout)?.alignment == .center)
        #expect(layout.flexibility == .inflexible)
    }

    @Test("The written JSON has the ratio and the sublayout, and leaves the defaults out")
    func writesCompactly() throws {
        #expect(
            try LayoutCoding.written(RatioLayout(ratio: 0.75, sublayout: SizeLayout()))
                == #"{"kind":"ratio","ratio":0.75,"sublayout":{"kind":"size"}}"#)
    }

    @Test("A ratio that is not positive is read, and written back, as 1, as the initialiser cleans it")
    func cleansRatio() throws {
        let layout = try LayoutCoding.read(#"{"kind": "ratio", "ratio": -3, "sublayout": {"kind": "size"}}"#)
        #expect(layout.isEqual(to: RatioLayout(ratio: 1, sublayout: SizeLayout())))
        #expect(try LayoutCoding.written(layout) == #"{"kind":"ratio","ratio":1,"sublayout":{"kind":"size"}}"#)
    }

    @Test(
        "A ratio layout written and read back is equal to itself",
        arguments: [
            RatioLayout(
                ratio: 1.5, alignment: .bottomTrailing, flexibility: .low, viewReuseId: "r", view: LayoutCoding.view,
                sublayout: LabelLayout(text: "x")),
            RatioLayout(ratio: 0.25, alignment: .fill, flexibility: .inflexible, sublayout: SizeLayout(minWidth: 4)),
            RatioLayout(ratio: 3, sublayout: RatioLayout(ratio: 0.5, sublayout: SizeLayout())),
        ])
    func roundTrip(ratio: RatioLayout) throws {
        #expect(try LayoutCoding.roundTrip(ratio).isEqual(to: ratio))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (#"{"kind": "ratio", "sublayout": {"kind": "size"}}"#, "$.layout", #"missing key "ratio""#),
            (#"{"kind": "ratio", "ratio": 1}"#, "$.layout", #"missing key "sublayout""#),
            (
                #"{"kind": "ratio", "ratio": "square", "sublayout": {"kind": "size"}}"#, "$.layout.ratio",
                "expected a number, found a string"
            ),
            (
                #"{"kind": "ratio", "ratio": null, "sublayout": {"kind": "size"}}"#, "$.layout.ratio",
                "expected a number, found null"
            ),
            (
                #"{"kind": "ratio", "ratio": 1, "aspect": 2, "sublayout": {"kind": "size"}}"#, "$.layout.aspect",
                #"unknown key "aspect" for kind "ratio""#
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("The sublayout's coding path is sublayout")
    func sublayoutPath() {
        #expect(RatioLayout(ratio: 1, sublayout: SizeLayout()).codingPath(ofSublayoutAt: 0) == "sublayout")
    }

    @Test("The guide's example reads as the thumbnail it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "ratio", "ratio": 0.5625, "viewReuseId": "thumbnail",
             "sublayout": {"kind": "size", "viewReuseId": "image"}}
            """)
        let thumbnail = RatioLayout(
            ratio: 9.0 / 16.0, viewReuseId: "thumbnail", sublayout: SizeLayout(viewReuseId: "image"))
        #expect(layout.isEqual(to: thumbnail))
    }
}
