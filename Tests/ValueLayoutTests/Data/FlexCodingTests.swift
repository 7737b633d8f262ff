import Foundation
import Testing
import ValueLayout

/// Flex layouts, their items, dimensions and margins, read from and written to layout documents.
@Suite("FlexLayout coding")
struct FlexCodingTests {
    private let box = SizeLayout(width: 30, height: 20)
    private let boxJSON = #"{"kind": "size", "width": 30, "height": 20}"#

    @Test("Every argument of the container is read under its label")
    func readsEveryContainerArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "flex", "direction": "columnReverse", "wrap": "wrapReverse", "justifyContent": "spaceEvenly",
             "alignItems": "lastBaseline", "alignContent": "spaceAround", "rowGap": 4, "columnGap": 6.5,
             "padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "alignment": "center",
             "flexibility": "high", "viewReuseId": "grid", "children": [{"layout": \(boxJSON)}]}
            """)
        let expected = FlexLayout(
            direction: .columnReverse, wrap: .wrapReverse, justifyContent: .spaceEvenly, alignItems: .lastBaseline,
            alignContent: .spaceAround, rowGap: 4, columnGap: 6.5,
            padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), alignment: .center, flexibility: .high,
            viewReuseId: "grid", children: [FlexItem(box)])
        #expect(layout.isEqual(to: expected))
    }

    @Test("Every argument of an item is read under its label")
    func readsEveryItemArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "flex", "children": [{
              "layout": \(boxJSON), "grow": 2, "shrink": 0, "basis": 100, "alignSelf": "center",
              "margin": {"top": 1, "leading": "auto", "bottom": {"percent": 5}}, "width": {"percent": 50},
              "height": {"points": 44}, "minWidth": 10, "minHeight": "auto", "maxWidth": 300, "maxHeight": {"percent": 90},
              "aspectRatio": 1.5, "position": "absolute", "top": 8, "leading": {"percent": 10}, "bottom": "auto",
              "trailing": 0
            }]}
            """)
        let item = FlexItem(
            box, grow: 2, shrink: 0, basis: .points(100), alignSelf: .center,
            margin: FlexEdges(top: .points(1), leading: .auto, bottom: .percent(5)), width: .percent(50),
            height: .points(44), minWidth: .points(10), minHeight: .auto, maxWidth: .points(300),
            maxHeight: .percent(90), aspectRatio: 1.5, position: .absolute, top: .points(8), leading: .percent(10),
            bottom: .auto, trailing: .points(0))
        #expect(layout.isEqual(to: FlexLayout(children: [item])))
    }

    @Test("Omitted keys take the initialiser's defaults; an item without a layout is an empty box")
    func omittedKeysTakeDefaults() throws {
        #expect(try LayoutCoding.read(#"{"kind": "flex"}"#).isEqual(to: FlexLayout()))
        let layout = try LayoutCoding.read(#"{"kind": "flex", "children": [{"layout": \#(boxJSON)}, {}]}"#)
        #expect(layout.isEqual(to: FlexLayout(children: [FlexItem(box), FlexItem()])))
    }

    @Test("A margin given as one dimension is that margin on every edge")
    func marginShorthand() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "flex", "children": [{"margin": 8}, {"margin": {"percent": 2}}]}"#)
        let expected = FlexLayout(children: [
            FlexItem(margin: FlexEdges(.points(8))), FlexItem(margin: FlexEdges(.percent(2))),
        ])
        #expect(layout.isEqual(to: expected))
    }

    @Test("The written object leaves the defaults out, in the container and in the items")
    func writesCompactly() throws {
        let layout = FlexLayout(
            direction: .column, rowGap: 8,
            children: [FlexItem(box, grow: 1, basis: .percent(50)), FlexItem(margin: FlexEdges(top: .points(4)))])
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"layout":{"children":[{"basis":{"percent":50},"grow":1,"layout":{"kind":"size","maxHeight":20,"#
                + #""maxWidth":30,"minHeight":20,"minWidth":30}},{"margin":{"top":{"points":4}}}],"direction":"column","#
                + #""kind":"flex","rowGap":8},"valuelayout":1}"#)
    }

    @Test(
        "A flex layout with every argument set is read back equal",
        arguments: [
            (FlexDirection.rowReverse, FlexWrap.wrap, FlexDimension.percent(25)),
            (.column, .wrapReverse, .points(12.5)),
            (.columnReverse, .noWrap, .auto),
        ])
    func roundTrip(direction: FlexDirection, wrap: FlexWrap, dimension: FlexDimension) throws {
        let item = FlexItem(
            box, grow: 1.5, shrink: 0.5, basis: dimension, alignSelf: .lastBaseline,
            margin: FlexEdges(top: dimension, leading: .points(1), bottom: .auto, trailing: .percent(3)),
            width: dimension, height: .points(7), minWidth: .percent(1), minHeight: dimension, maxWidth: .points(99),
            maxHeight: dimension, aspectRatio: 0.75, position: .absolute, top: dimension, leading: .points(2),
            bottom: .percent(4), trailing: dimension)
        let layout = FlexLayout(
            direction: direction, wrap: wrap, justifyContent: .spaceBetween, alignItems: .firstBaseline,
            alignContent: .flexEnd, rowGap: 3, columnGap: 5, padding: EdgeInsets(2), alignment: .topTrailing,
            flexibility: .low, viewReuseId: "flex", children: [item, FlexItem(), FlexItem(SizeLayout(), grow: 1)])
        let read = try LayoutDocument(json: LayoutDocument(layout: layout).json()).layout
        #expect(read.isEqual(to: layout))
    }

    @Test(
        "Each problem is reported with its JSON path and reason",
        arguments: [
            (#"{"kind": "flex", "justifyContent": "spaceAll"}"#, "$.layout.justifyContent", "unknown JustifyContent"),
            (
                #"{"kind": "flex", "children": [{}, {"grow": "1"}]}"#, "$.layout.children[1].grow",
                "expected a number, found a string"
            ),
            (
                #"{"kind": "flex", "children": [{"alignSelf": "middle"}]}"#, "$.layout.children[0].alignSelf",
                "unknown AlignSelf \"middle\""
            ),
            (
                #"{"kind": "flex", "children": [{"width": "big"}]}"#, "$.layout.children[0].width",
                "unknown FlexDimension \"big\""
            ),
            (
                #"{"kind": "flex", "children": [{"width": {"points": 1, "percent": 2}}]}"#,
                "$.layout.children[0].width", "a FlexDimension object has exactly one key"
            ),
            (
                #"{"kind": "flex", "children": [{"width": [1]}]}"#, "$.layout.children[0].width",
                "expected \"auto\", a number of points"
            ),
            (
                #"{"kind": "flex", "children": [{"flexGrow": 1}]}"#, "$.layout.children[0].flexGrow",
                "unknown key \"flexGrow\" for FlexItem"
            ),
            (
                #"{"kind": "flex", "children": [{"margin": {"left": 1}}]}"#, "$.layout.children[0].margin.left",
                "unknown key \"left\" for FlexEdges"
            ),
            (
                #"{"kind": "flex", "children": [{"layout": {"kind": "size", "minWidth": true}}]}"#,
                "$.layout.children[0].layout.minWidth", "expected a number"
            ),
            (#"{"kind": "flex", "items": []}"#, "$.layout.items", "unknown key \"items\" for kind \"flex\""),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let error = LayoutCoding.error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("An item whose layout is not a CodableLayout cannot be written; the error names the item's layout")
    func customLayoutCannotBeWritten() {
        struct Opaque: CustomLayout {
            var sublayouts: [any Layout] { [] }
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize { .zero }
            func place(children: LayoutChildren, in bounds: CGRect) {}
        }
        let document = LayoutDocument(layout: FlexLayout(children: [FlexItem(box), FlexItem(Opaque(), grow: 1)]))
        #expect(throws: LayoutDataError.self) { try document.json() }
        do {
            _ = try document.json()
        } catch {
            #expect(error.path == "$.layout.children[1].layout")
            #expect(error.reason.contains("does not conform to CodableLayout"))
        }
    }

    @Test("An item's layout is written under children[i].layout, an empty box is children[i] itself")
    func sublayoutPaths() {
        let layout = FlexLayout(children: [FlexItem(box), FlexItem(), FlexItem(box)])
        #expect(layout.codingPath(ofSublayoutAt: 0) == "children[0].layout")
        #expect(layout.codingPath(ofSublayoutAt: 1) == "children[1]")
        #expect(layout.codingPath(ofSublayoutAt: 2) == "children[2].layout")
    }

    @Test("The guide's example reads as the layout it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {
              "kind": "flex",
              "wrap": "wrap",
              "columnGap": 8,
              "children": [
                {"layout": {"kind": "size", "width": 30, "height": 20}, "grow": 1, "basis": {"percent": 50}},
                {"layout": {"kind": "size", "width": 30, "height": 20}, "margin": {"leading": "auto"}}
              ]
            }
            """)
        let expected = FlexLayout(
            wrap: .wrap, columnGap: 8,
            children: [
                FlexItem(box, grow: 1, basis: .percent(50)), FlexItem(box, margin: FlexEdges(leading: .auto)),
            ])
        #expect(layout.isEqual(to: expected))
    }
}
