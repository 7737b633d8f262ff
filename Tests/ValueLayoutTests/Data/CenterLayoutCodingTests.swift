import Foundation
import Testing
import ValueLayout

/// `"kind": "center"`: read, written and round-tripped as its initialiser's labels, option sets as
/// arrays of names.
@Suite("CenterLayout coding")
struct CenterLayoutCodingTests {
    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "center", "centering": ["y"], "sizing": ["minimumWidth"], "alignment": "topFill",
             "flexibility": "min", "viewReuseId": "c", "view": "DataCodingView", "sublayout": {"kind": "size"}}
            """, options: LayoutCoding.options)
        let expected = CenterLayout(
            centering: .y, sizing: .minimumWidth, alignment: .topFill, flexibility: .min, viewReuseId: "c",
            view: LayoutCoding.view, sublayout: SizeLayout())
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the defaults: centred on both axes, no sizing options")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "center", "sublayout": {"kind": "size", "width": 10, "height": 20}}"#)
        #expect(layout.isEqual(to: CenterLayout(sublayout: SizeLayout(width: 10, height: 20))))
        #expect((layout as? CenterLayout)?.centering == .xy)
    }

    @Test(
        "Option sets are arrays of their members' names; combinations read as their union",
        arguments: [
            (#"["x", "y"]"#, #"["minimumWidth", "minimumHeight"]"#, CenteringOptions.xy, CenterSizingOptions.minimum),
            (#"["xy"]"#, #"["minimum"]"#, .xy, .minimum),
            (#"[]"#, #"[]"#, CenteringOptions(), CenterSizingOptions()),
            (#"["y", "y"]"#, #"["minimumHeight"]"#, .y, .minimumHeight),
        ])
    func readsOptionSets(
        centering: String, sizing: String, expectedCentering: CenteringOptions,
        expectedSizing: CenterSizingOptions
    ) throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "center", "centering": \#(centering), "sizing": \#(sizing), "sublayout": {"kind": "size"}}"#)
        #expect(
            layout.isEqual(
                to: CenterLayout(centering: expectedCentering, sizing: expectedSizing, sublayout: SizeLayout())))
    }

    @Test("The written JSON names single options and leaves the defaults out")
    func writesCompactly() throws {
        #expect(
            try LayoutCoding.written(CenterLayout(centering: [], sizing: .minimum, sublayout: SizeLayout()))
                == #"{"centering":[],"kind":"center","sizing":["minimumWidth","minimumHeight"],"sublayout":{"kind":"size"}}"#
        )
        #expect(
            try LayoutCoding.written(CenterLayout(sublayout: SizeLayout()))
                == #"{"kind":"center","sublayout":{"kind":"size"}}"#)
    }

    @Test(
        "A center layout written and read back is equal to itself",
        arguments: [
            CenterLayout(
                centering: .x, sizing: .minimumHeight, alignment: .bottomCenter, flexibility: .high, viewReuseId: "c",
                view: LayoutCoding.view, sublayout: LabelLayout(text: "x")),
            CenterLayout(
                centering: [], sizing: .minimum, alignment: .center, flexibility: .inflexible, sublayout: SizeLayout()),
            CenterLayout(centering: .y, sizing: .minimumWidth, sublayout: SizeLayout(width: 3, height: 4)),
        ])
    func roundTrip(center: CenterLayout) throws {
        #expect(try LayoutCoding.roundTrip(center).isEqual(to: center))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (
                #"{"kind": "center", "centering": ["x", "z"], "sublayout": {"kind": "size"}}"#, "$.layout.centering[1]",
                #"unknown CenteringOptions "z"; expected "x", "y" or "xy""#
            ),
            (
                #"{"kind": "center", "sizing": ["minimumWidth", "min"], "sublayout": {"kind": "size"}}"#,
                "$.layout.sizing[1]", #"unknown CenterSizingOptions "min""#
            ),
            (
                #"{"kind": "center", "centering": "xy", "sublayout": {"kind": "size"}}"#, "$.layout.centering",
                "expected an array"
            ),
            (
                #"{"kind": "center", "centering": [1], "sublayout": {"kind": "size"}}"#, "$.layout.centering[0]",
                "expected a string, found"
            ),
            (#"{"kind": "center"}"#, "$.layout", #"missing key "sublayout""#),
            (
                #"{"kind": "center", "sublayouts": [], "sublayout": {"kind": "size"}}"#, "$.layout.sublayouts",
                #"unknown key "sublayouts" for kind "center""#
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("The guide's example reads as the layout it describes")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "center", "centering": ["x"], "sizing": ["minimumHeight"], "viewReuseId": "screen",
             "sublayout": {"kind": "size", "width": 40, "height": 40, "viewReuseId": "spinner"}}
            """)
        let screen = CenterLayout(
            centering: .x, sizing: .minimumHeight, viewReuseId: "screen",
            sublayout: SizeLayout(width: 40, height: 40, viewReuseId: "spinner"))
        #expect(layout.isEqual(to: screen))
    }
}
