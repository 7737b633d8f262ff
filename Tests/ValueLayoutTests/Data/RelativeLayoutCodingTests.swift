import Foundation
import Testing
import ValueLayout

/// `"kind": "relative"`: read, written and round-tripped as its initialiser's labels.
@Suite("RelativeLayout coding")
struct RelativeLayoutCodingTests {
    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "relative", "horizontal": "end", "vertical": "center", "sizing": ["minimumHeight"],
             "alignment": "bottomLeading", "flexibility": "low", "viewReuseId": "r", "view": "DataCodingView",
             "sublayout": {"kind": "size"}}
            """, options: LayoutCoding.options)
        let expected = RelativeLayout(
            horizontal: .end, vertical: .center, sizing: .minimumHeight, alignment: .bottomLeading, flexibility: .low,
            viewReuseId: "r", view: LayoutCoding.view, sublayout: SizeLayout())
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the defaults: at the start on both axes, no sizing options")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "relative", "sublayout": {"kind": "size", "width": 1, "height": 2}}"#)
        #expect(layout.isEqual(to: RelativeLayout(sublayout: SizeLayout(width: 1, height: 2))))
        #expect((layout as? RelativeLayout)?.horizontal == .start)
    }

    @Test("The written JSON leaves the defaults out")
    func writesCompactly() throws {
        #expect(
            try LayoutCoding.written(RelativeLayout(horizontal: .end, sizing: .minimumWidth, sublayout: SizeLayout()))
                == #"{"horizontal":"end","kind":"relative","sizing":["minimumWidth"],"sublayout":{"kind":"size"}}"#)
    }

    @Test(
        "A relative layout written and read back is equal to itself",
        arguments: [
            RelativeLayout(
                horizontal: .center, vertical: .end, sizing: .minimum, alignment: .aspectFit, flexibility: .max,
                viewReuseId: "r", view: LayoutCoding.view, sublayout: LabelLayout(text: "x")),
            RelativeLayout(
                horizontal: .end, vertical: .start, alignment: .center, flexibility: .inflexible,
                sublayout: SizeLayout()),
            RelativeLayout(vertical: .center, sizing: .minimumHeight, sublayout: SizeLayout(width: 5, height: 6)),
        ])
    func roundTrip(relative: RelativeLayout) throws {
        #expect(try LayoutCoding.roundTrip(relative).isEqual(to: relative))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (
                #"{"kind": "relative", "horizontal": "middle", "sublayout": {"kind": "size"}}"#, "$.layout.horizontal",
                #"unknown RelativePosition "middle"; expected "start", "center" or "end""#
            ),
            (
                #"{"kind": "relative", "sizing": ["minimumDepth"], "sublayout": {"kind": "size"}}"#,
                "$.layout.sizing[0]", #"unknown CenterSizingOptions "minimumDepth""#
            ),
            (
                #"{"kind": "relative", "centering": ["x"], "sublayout": {"kind": "size"}}"#, "$.layout.centering",
                #"unknown key "centering" for kind "relative""#
            ),
            (
                #"{"kind": "relative", "sublayout": {"kind": "relative", "vertical": 1, "sublayout": {"kind": "size"}}}"#,
                "$.layout.sublayout.vertical", "expected a string, found"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("The guide's example reads as the screen it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "relative", "horizontal": "end", "vertical": "end", "viewReuseId": "screen",
             "sublayout": {"kind": "size", "width": 56, "height": 56, "viewReuseId": "fab"}}
            """)
        let screen = RelativeLayout(
            horizontal: .end, vertical: .end, viewReuseId: "screen",
            sublayout: SizeLayout(width: 56, height: 56, viewReuseId: "fab"))
        #expect(layout.isEqual(to: screen))
    }
}
