import Foundation
import Testing
import ValueLayout

/// `"kind": "absolute"`: read, written and round-tripped as its initialiser's labels, children as
/// `{"position", "layout"}`.
@Suite("AbsoluteLayout coding")
struct AbsoluteLayoutCodingTests {
    @Test("Every argument is read under its label, each child with its initialiser's labels")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "absolute", "sizing": "sizeToFit", "alignment": "center", "flexibility": "inflexible",
             "viewReuseId": "canvas", "view": "DataCodingView",
             "children": [{"position": {"x": 10, "y": 20}, "layout": {"kind": "size", "width": 30, "height": 40}},
                          {"position": {"x": 0, "y": 5.5}, "layout": {"kind": "label", "text": "Hi"}}]}
            """, options: LayoutCoding.options)
        let expected = AbsoluteLayout(
            sizing: .sizeToFit, alignment: .center, flexibility: .inflexible, viewReuseId: "canvas",
            view: LayoutCoding.view,
            children: [
                AbsoluteChild(position: CGPoint(x: 10, y: 20), layout: SizeLayout(width: 30, height: 40)),
                AbsoluteChild(position: CGPoint(x: 0, y: 5.5), layout: LabelLayout(text: "Hi")),
            ])
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the defaults")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(#"{"kind": "absolute", "children": []}"#)
        #expect(layout.isEqual(to: AbsoluteLayout(children: [])))
        #expect(layout.flexibility == .flexible)
    }

    @Test("The written JSON writes each child's position and layout, and leaves the defaults out")
    func writesCompactly() throws {
        let layout = AbsoluteLayout(
            sizing: .sizeToFit, children: [AbsoluteChild(position: CGPoint(x: 4, y: 8), layout: SizeLayout())])
        #expect(
            try LayoutCoding.written(layout)
                == #"{"children":[{"layout":{"kind":"size"},"position":{"x":4,"y":8}}],"kind":"absolute","sizing":"sizeToFit"}"#
        )
    }

    @Test("A negative position is read, and written back, as 0, as the initialiser cleans it")
    func cleansPositions() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "absolute", "children": [{"position": {"x": -4, "y": 3}, "layout": {"kind": "size"}}]}"#)
        #expect(
            layout.isEqual(
                to: AbsoluteLayout(children: [AbsoluteChild(position: CGPoint(x: 0, y: 3), layout: SizeLayout())])))
        #expect(
            try LayoutCoding.written(layout)
                == #"{"children":[{"layout":{"kind":"size"},"position":{"x":0,"y":3}}],"kind":"absolute"}"#)
    }

    @Test(
        "An absolute layout written and read back is equal to itself",
        arguments: [
            AbsoluteLayout(
                sizing: .sizeToFit, alignment: .topTrailing, flexibility: .high, viewReuseId: "canvas",
                view: LayoutCoding.view,
                children: [
                    AbsoluteChild(position: CGPoint(x: 1.5, y: 2), layout: SizeLayout(width: 3, height: 4)),
                    AbsoluteChild(position: CGPoint(x: 7, y: 0), layout: LabelLayout(text: "x")),
                ]),
            AbsoluteLayout(alignment: .center, flexibility: Flexibility(horizontal: nil, vertical: 5), children: []),
            AbsoluteLayout(
                flexibility: .inflexible,
                children: [AbsoluteChild(position: .zero, layout: AbsoluteLayout(children: []))]),
        ])
    func roundTrip(absolute: AbsoluteLayout) throws {
        #expect(try LayoutCoding.roundTrip(absolute).isEqual(to: absolute))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (#"{"kind": "absolute"}"#, "$.layout", #"missing key "children""#),
            (
                #"{"kind": "absolute", "sizing": "fit", "children": []}"#, "$.layout.sizing",
                #"unknown AbsoluteSizing "fit"; expected "default" or "sizeToFit""#
            ),
            (
                #"{"kind": "absolute", "children": [{"layout": {"kind": "size"}}]}"#, "$.layout.children[0]",
                #"missing key "position""#
            ),
            (
                #"{"kind": "absolute", "children": [{"position": {"x": 1}, "layout": {"kind": "size"}}]}"#,
                "$.layout.children[0].position", #"missing key "y""#
            ),
            (
                #"{"kind": "absolute", "children": [{"position": {"x": 1, "y": 2}, "layout": {"kind": "size"}, "z": 3}]}"#,
                "$.layout.children[0].z", #"unknown key "z" for AbsoluteChild"#
            ),
            (
                #"{"kind": "absolute", "children": [{"position": [1, 2], "layout": {"kind": "size"}}]}"#,
                "$.layout.children[0].position", "expected an object"
            ),
            (
                """
                {"kind": "absolute", "children": [{"position": {"x": 1, "y": 2}, "layout": {"kind": "size"}},
                 {"position": {"x": 1, "y": 2}, "layout": {"kind": "size", "width": "3", "height": 4}}]}
                """, "$.layout.children[1].layout.width", "expected a number, found a string"
            ),
            (
                #"{"kind": "absolute", "sublayouts": [], "children": []}"#, "$.layout.sublayouts",
                #"unknown key "sublayouts" for kind "absolute""#
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("A child's layout's coding path is under its place in the children")
    func sublayoutPaths() {
        let layout = AbsoluteLayout(
            children: [
                AbsoluteChild(position: .zero, layout: SizeLayout()),
                AbsoluteChild(position: .zero, layout: SizeLayout()),
            ])
        #expect((0..<2).map(layout.codingPath(ofSublayoutAt:)) == ["children[0].layout", "children[1].layout"])
    }

    @Test("The guide's example reads as the map it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "absolute", "viewReuseId": "map",
             "children": [
               {"position": {"x": 40, "y": 30}, "layout": {"kind": "size", "width": 12, "height": 12, "viewReuseId": "pin"}},
               {"position": {"x": 60, "y": 28}, "layout": {"kind": "label", "text": "Cafe", "viewReuseId": "name"}}]}
            """)
        let map = AbsoluteLayout(
            viewReuseId: "map",
            children: [
                AbsoluteChild(
                    position: CGPoint(x: 40, y: 30), layout: SizeLayout(width: 12, height: 12, viewReuseId: "pin")),
                AbsoluteChild(position: CGPoint(x: 60, y: 28), layout: LabelLayout(text: "Cafe", viewReuseId: "name")),
            ])
        #expect(layout.isEqual(to: map))
    }
}
