import Foundation
import Testing
import ValueLayout

/// Scroll layouts read from and written to layout documents.
@Suite("ScrollLayout coding")
struct ScrollCodingTests {
    private let page = SizeLayout(width: 100, height: 900)

    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "scroll", "axis": "horizontal", "alignment": "topFill", "flexibility": "inflexible",
             "viewReuseId": "pages", "content": {"kind": "size", "width": 100, "height": 900}}
            """)
        let expected = ScrollLayout(
            axis: .horizontal, alignment: .topFill, flexibility: .inflexible, viewReuseId: "pages", content: page)
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the initialiser's defaults")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "scroll", "content": {"kind": "size", "width": 100, "height": 900}}"#)
        #expect(layout.isEqual(to: ScrollLayout(content: page)))
    }

    @Test("A null content is a scroll layout without content")
    func nullContent() throws {
        let layout = try LayoutCoding.read(#"{"kind": "scroll", "content": null}"#)
        #expect(layout.isEqual(to: ScrollLayout(content: nil)))
    }

    @Test("The written object leaves the defaults out")
    func writesCompactly() throws {
        let layout = ScrollLayout(axis: .horizontal, content: SizeLayout())
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(json == #"{"layout":{"axis":"horizontal","content":{"kind":"size"},"kind":"scroll"},"valuelayout":1}"#)
    }

    @Test("No content is written as null, as the initialiser requires it")
    func writesNullContent() throws {
        let json = String(
            decoding: try LayoutDocument(layout: ScrollLayout(content: nil)).json(prettyPrinted: false), as: UTF8.self)
        #expect(json == #"{"layout":{"content":null,"kind":"scroll"},"valuelayout":1}"#)
    }

    @Test(
        "A scroll layout with every argument set is read back equal",
        arguments: [(Axis.horizontal, true), (.vertical, false)])
    func roundTrip(axis: Axis, hasContent: Bool) throws {
        let layout = ScrollLayout(
            axis: axis, alignment: .bottomCenter, flexibility: .max, viewReuseId: "scroller",
            content: hasContent ? InsetLayout(inset: 3, sublayout: page) : nil)
        let read = try LayoutDocument(json: LayoutDocument(layout: layout).json()).layout
        #expect(read.isEqual(to: layout))
    }

    @Test(
        "Each problem is reported with its JSON path and reason",
        arguments: [
            (#"{"kind": "scroll", "axis": "diagonal", "content": null}"#, "$.layout.axis", "unknown Axis \"diagonal\""),
            (#"{"kind": "scroll", "axis": 1, "content": null}"#, "$.layout.axis", "expected a string"),
            (#"{"kind": "scroll"}"#, "$.layout", "missing key \"content\""),
            (#"{"kind": "scroll", "sublayout": null, "content": null}"#, "$.layout.sublayout", "unknown key"),
            (
                #"{"kind": "scroll", "content": {"kind": "size", "minWidth": "1"}}"#, "$.layout.content.minWidth",
                "expected a number, found a string"
            ),
            (#"{"kind": "scroll", "content": {"kind": "scroll"}}"#, "$.layout.content", "missing key \"content\""),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let error = LayoutCoding.error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("The content is written under content")
    func sublayoutPath() {
        #expect(ScrollLayout(content: page).codingPath(ofSublayoutAt: 0) == "content")
    }

    @Test("The guide's example reads as the layout it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {
              "kind": "scroll",
              "axis": "horizontal",
              "content": {"kind": "size", "width": 100, "height": 900}
            }
            """)
        #expect(layout.isEqual(to: ScrollLayout(axis: .horizontal, content: page)))
    }
}
