import Foundation
import Testing
import ValueLayout

/// `"kind": "overlay"`: read, written and round-tripped as its initialiser's labels.
@Suite("OverlayLayout coding")
struct OverlayLayoutCodingTests {
    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "overlay", "primaryLayouts": [{"kind": "label", "text": "Inbox"}],
             "backgroundLayouts": [{"kind": "size", "viewReuseId": "fill"}],
             "overlayLayouts": [{"kind": "size", "width": 8, "height": 8}], "alignment": "topLeading",
             "flexibility": "low", "viewReuseId": "cell", "view": "DataCodingView"}
            """, options: LayoutCoding.options)
        let expected = OverlayLayout(
            primaryLayouts: [LabelLayout(text: "Inbox")], backgroundLayouts: [SizeLayout(viewReuseId: "fill")],
            overlayLayouts: [SizeLayout(width: 8, height: 8)], alignment: .topLeading, flexibility: .low,
            viewReuseId: "cell", view: LayoutCoding.view)
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the defaults: no backgrounds or overlays, the first primary's flexibility")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "overlay", "primaryLayouts": [{"kind": "size", "width": 10, "height": 20}]}"#)
        #expect(layout.isEqual(to: OverlayLayout(primaryLayouts: [SizeLayout(width: 10, height: 20)])))
        #expect(layout.flexibility == .inflexible)
    }

    @Test("The written JSON leaves out empty groups and defaults")
    func writesCompactly() throws {
        let layout = OverlayLayout(primaryLayouts: [SizeLayout()], overlayLayouts: [SizeLayout(viewReuseId: "badge")])
        #expect(
            try LayoutCoding.written(layout)
                == #"{"kind":"overlay","overlayLayouts":[{"kind":"size","viewReuseId":"badge"}],"#
                + #""primaryLayouts":[{"kind":"size"}]}"#)
    }

    @Test(
        "An overlay written and read back is equal to itself",
        arguments: [
            OverlayLayout(
                primaryLayouts: [SizeLayout(width: 10, height: 20), LabelLayout(text: "A")],
                backgroundLayouts: [SizeLayout(viewReuseId: "back")], overlayLayouts: [SizeLayout(minWidth: 2)],
                alignment: .bottomTrailing, flexibility: .high, viewReuseId: "cell", view: LayoutCoding.view),
            OverlayLayout(primaryLayouts: [], alignment: .center, flexibility: .inflexible),
            OverlayLayout(
                primaryLayouts: [InsetLayout(inset: 2, sublayout: SizeLayout())],
                backgroundLayouts: [SizeLayout(), SizeLayout(maxWidth: 3)], flexibility: .min),
        ])
    func roundTrip(overlay: OverlayLayout) throws {
        #expect(try LayoutCoding.roundTrip(overlay).isEqual(to: overlay))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (#"{"kind": "overlay"}"#, "$.layout", #"missing key "primaryLayouts""#),
            (
                #"{"kind": "overlay", "primaryLayouts": [], "overlays": []}"#, "$.layout.overlays",
                #"unknown key "overlays" for kind "overlay""#
            ),
            (
                #"{"kind": "overlay", "primaryLayouts": [], "alignment": "middle"}"#, "$.layout.alignment",
                #"unknown Alignment "middle""#
            ),
            (
                #"{"kind": "overlay", "primaryLayouts": [], "backgroundLayouts": [{"kind": "size"}, 3]}"#,
                "$.layout.backgroundLayouts[1]", "expected a layout"
            ),
            (
                #"{"kind": "overlay", "primaryLayouts": [{"kind": "size", "width": "wide", "height": 3}]}"#,
                "$.layout.primaryLayouts[0].width", "expected a number, found a string"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("Sublayout paths follow the arrangement: backgrounds, then primaries, then overlays")
    func sublayoutPaths() {
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(), SizeLayout()], backgroundLayouts: [SizeLayout()],
            overlayLayouts: [SizeLayout(), SizeLayout()])
        #expect(
            (0..<5).map(overlay.codingPath(ofSublayoutAt:)) == [
                "backgroundLayouts[0]", "primaryLayouts[0]", "primaryLayouts[1]", "overlayLayouts[0]",
                "overlayLayouts[1]",
            ])
    }

    @Test("The guide's example reads as the tile it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "overlay", "viewReuseId": "tile",
             "primaryLayouts": [
               {"kind": "inset", "inset": 8,
                "sublayout": {"kind": "label", "text": "Weekly report", "viewReuseId": "title"}}],
             "backgroundLayouts": [{"kind": "size", "viewReuseId": "background"}],
             "overlayLayouts": [{"kind": "label", "text": "NEW", "alignment": "topTrailing", "viewReuseId": "badge"}]}
            """)
        let tile = OverlayLayout(
            primaryLayouts: [
                InsetLayout(inset: 8, sublayout: LabelLayout(text: "Weekly report", viewReuseId: "title"))
            ],
            backgroundLayouts: [SizeLayout(viewReuseId: "background")],
            overlayLayouts: [LabelLayout(text: "NEW", alignment: .topTrailing, viewReuseId: "badge")],
            viewReuseId: "tile")
        #expect(layout.isEqual(to: tile))
    }
}
