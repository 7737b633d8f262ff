import Foundation
import Testing
import ValueLayout

/// `"kind": "stack"`: read, written and round-tripped as its initialiser's labels.
@Suite("StackLayout coding")
struct StackLayoutCodingTests {
    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "stack", "axis": "horizontal", "spacing": 4.5, "distribution": "fillEqualSize",
             "alignment": "center", "flexibility": "high", "viewReuseId": "row", "view": "DataCodingView",
             "sublayouts": [{"kind": "size", "width": 10, "height": 20}, {"kind": "size"}]}
            """, options: LayoutCoding.options)
        let expected = StackLayout(
            axis: .horizontal, spacing: 4.5, distribution: .fillEqualSize, alignment: .center, flexibility: .high,
            viewReuseId: "row", view: LayoutCoding.view, sublayouts: [SizeLayout(width: 10, height: 20), SizeLayout()])
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the initialiser's defaults, the flexibility derived from the sublayouts")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "stack", "axis": "vertical", "sublayouts": [{"kind": "size", "width": 10, "height": 20}]}"#)
        #expect(layout.isEqual(to: StackLayout(axis: .vertical, sublayouts: [SizeLayout(width: 10, height: 20)])))
        #expect(layout.flexibility == .inflexible)
    }

    @Test("An empty stack reads")
    func emptyStack() throws {
        let layout = try LayoutCoding.read(#"{"kind": "stack", "axis": "vertical", "sublayouts": []}"#)
        #expect(layout.isEqual(to: StackLayout(axis: .vertical, sublayouts: [])))
    }

    @Test("The written JSON names the axis, the sublayouts and only the arguments that are not defaults")
    func writesCompactly() throws {
        let layout = StackLayout(axis: .vertical, spacing: 8, sublayouts: [SizeLayout(), SizeLayout()])
        #expect(
            try LayoutCoding.written(layout)
                == #"{"axis":"vertical","kind":"stack","spacing":8,"sublayouts":[{"kind":"size"},{"kind":"size"}]}"#)
    }

    @Test("A flexibility other than the derived one is written")
    func writesExplicitFlexibility() throws {
        let layout = StackLayout(axis: .horizontal, flexibility: .low, sublayouts: [])
        #expect(
            try LayoutCoding.written(layout)
                == #"{"axis":"horizontal","flexibility":"low","kind":"stack","sublayouts":[]}"#)
    }

    @Test(
        "A stack written and read back is equal to itself",
        arguments: [
            StackLayout(
                axis: .horizontal, spacing: -2.5, distribution: .fillEqualSize, alignment: .topTrailing,
                flexibility: .high, viewReuseId: "row", view: LayoutCoding.view,
                sublayouts: [SizeLayout(width: 10, height: 20), LabelLayout(text: "Hi")]),
            StackLayout(
                axis: .vertical, spacing: 12, distribution: .equalCentering, alignment: .bottomLeading,
                flexibility: Flexibility(horizontal: 3, vertical: nil), viewReuseId: "column",
                sublayouts: [StackLayout(axis: .horizontal, distribution: .trailing, sublayouts: [SizeLayout()])]),
            StackLayout(
                axis: .vertical, distribution: .fillEqualSpacing, alignment: .aspectFit, flexibility: .inflexible,
                sublayouts: [SizeLayout(minWidth: 3), SizeLayout(maxHeight: 4)]),
        ])
    func roundTrip(stack: StackLayout) throws {
        #expect(try LayoutCoding.roundTrip(stack).isEqual(to: stack))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (
                #"{"kind": "stack", "axis": "diagonal", "sublayouts": []}"#, "$.layout.axis",
                #"unknown Axis "diagonal"; expected "horizontal" or "vertical""#
            ),
            (
                #"{"kind": "stack", "axis": "vertical", "distribution": "spread", "sublayouts": []}"#,
                "$.layout.distribution", #"unknown StackLayoutDistribution "spread""#
            ),
            (
                #"{"kind": "stack", "axis": "vertical", "spacing": "8", "sublayouts": []}"#, "$.layout.spacing",
                "expected a number, found a string"
            ),
            (
                #"{"kind": "stack", "axis": "vertical", "sublayouts": {"kind": "size"}}"#, "$.layout.sublayouts",
                "expected an array"
            ),
            (
                #"{"kind": "stack", "axis": "vertical", "spacng": 8, "sublayouts": []}"#, "$.layout.spacng",
                #"unknown key "spacng" for kind "stack""#
            ),
            (#"{"kind": "stack", "sublayouts": []}"#, "$.layout", #"missing key "axis""#),
            (#"{"kind": "stack", "axis": "vertical"}"#, "$.layout", #"missing key "sublayouts""#),
            (
                #"{"kind": "stack", "axis": "vertical", "sublayout": {"kind": "size"}}"#, "$.layout.sublayout",
                #"unknown key "sublayout""#
            ),
            (
                """
                {"kind": "stack", "axis": "vertical", "sublayouts": [{"kind": "size"},
                 {"kind": "stack", "axis": "horizontal", "spacing": true, "sublayouts": []}]}
                """, "$.layout.sublayouts[1].spacing", "expected a number"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("A sublayout's coding path is its place in the sublayouts")
    func sublayoutPaths() {
        let stack = StackLayout(axis: .vertical, sublayouts: [SizeLayout(), SizeLayout(), SizeLayout()])
        #expect((0..<3).map(stack.codingPath(ofSublayoutAt:)) == ["sublayouts[0]", "sublayouts[1]", "sublayouts[2]"])
    }

    @Test("The guide's example reads as the row it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "stack", "axis": "horizontal", "spacing": 8,
             "sublayouts": [
               {"kind": "size", "width": 40, "height": 40, "viewReuseId": "icon"},
               {"kind": "label", "text": "Downloads", "alignment": "centerLeading", "viewReuseId": "title"},
               {"kind": "label", "text": "12", "alignment": "centerLeading", "flexibility": "inflexible",
                "viewReuseId": "count"}]}
            """)
        let row = StackLayout(
            axis: .horizontal, spacing: 8,
            sublayouts: [
                SizeLayout(width: 40, height: 40, viewReuseId: "icon"),
                LabelLayout(text: "Downloads", alignment: .centerLeading, viewReuseId: "title"),
                LabelLayout(text: "12", alignment: .centerLeading, flexibility: .inflexible, viewReuseId: "count"),
            ])
        #expect(layout.isEqual(to: row))
    }
}
