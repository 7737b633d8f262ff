import Foundation
import Testing
import ValueLayout

/// Corner layouts read from and written to layout documents.
@Suite("CornerLayout coding")
struct CornerCodingTests {
    private let avatar = SizeLayout(width: 40, height: 40)
    private let badge = SizeLayout(width: 10, height: 10)
    private let avatarJSON = #"{"kind": "size", "width": 40, "height": 40}"#
    private let badgeJSON = #"{"kind": "size", "width": 10, "height": 10}"#

    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "corner", "corner": "topTrailing", "offset": {"x": -4, "y": 2}, "wrapsCorner": true,
             "alignment": "center", "flexibility": "high", "viewReuseId": "badged",
             "child": \(avatarJSON), "cornerLayout": \(badgeJSON)}
            """)
        let expected = CornerLayout(
            corner: .topTrailing, offset: CGPoint(x: -4, y: 2), wrapsCorner: true, alignment: .center,
            flexibility: .high, viewReuseId: "badged", child: avatar, cornerLayout: badge)
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the initialiser's defaults, the flexibility the child's")
    func omittedKeysTakeDefaults() throws {
        let child = SizeLayout(minWidth: 10, sublayout: avatar)
        let layout = try LayoutCoding.read(
            #"{"kind": "corner", "corner": "bottomLeading", "child": {"kind": "size", "minWidth": 10, "sublayout": \#(avatarJSON)}, "cornerLayout": \#(badgeJSON)}"#
        )
        #expect(layout.isEqual(to: CornerLayout(corner: .bottomLeading, child: child, cornerLayout: badge)))
        #expect(layout.flexibility == child.flexibility)
    }

    @Test("The written object has the corner, what is not a default, and the two sublayouts")
    func writesCompactly() throws {
        let layout = CornerLayout(corner: .topTrailing, offset: CGPoint(x: 3, y: 0), child: avatar, cornerLayout: badge)
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"layout":{"child":{"kind":"size","maxHeight":40,"maxWidth":40,"minHeight":40,"minWidth":40},"#
                + #""corner":"topTrailing","cornerLayout":{"kind":"size","maxHeight":10,"maxWidth":10,"minHeight":10,"#
                + #""minWidth":10},"kind":"corner","offset":{"x":3,"y":0}},"valuelayout":1}"#)
    }

    @Test("A corner layout with every argument set is read back equal", arguments: Corner.allCases)
    func roundTrip(corner: Corner) throws {
        let layout = CornerLayout(
            corner: corner, offset: CGPoint(x: 1.5, y: -2.25), wrapsCorner: true, alignment: .bottomTrailing,
            flexibility: Flexibility(horizontal: 3, vertical: nil), viewReuseId: "corner", child: avatar,
            cornerLayout: InsetLayout(inset: 2, sublayout: badge))
        let read = try LayoutDocument(json: LayoutDocument(layout: layout).json()).layout
        #expect(read.isEqual(to: layout))
    }

    @Test(
        "Each problem is reported with its JSON path and reason (CHILD and CORNER stand for two size layouts)",
        arguments: [
            (
                #"{"kind": "corner", "corner": "top", "child": CHILD, "cornerLayout": CORNER}"#, "$.layout.corner",
                "unknown Corner \"top\""
            ),
            (
                #"{"kind": "corner", "corner": "topLeading", "offset": {"x": "1", "y": 0}, "child": CHILD, "cornerLayout": CORNER}"#,
                "$.layout.offset.x", "expected a number, found a string"
            ),
            (
                #"{"kind": "corner", "corner": "topLeading", "offset": {"x": 1, "z": 0}, "child": CHILD, "cornerLayout": CORNER}"#,
                "$.layout.offset.z", "unknown key \"z\" for a point"
            ),
            (
                #"{"kind": "corner", "corner": "topLeading", "wraps": true, "child": CHILD, "cornerLayout": CORNER}"#,
                "$.layout.wraps", "unknown key \"wraps\" for kind \"corner\""
            ),
            (
                #"{"kind": "corner", "corner": "topLeading", "child": CHILD}"#, "$.layout",
                "missing key \"cornerLayout\""
            ),
            (#"{"kind": "corner", "child": CHILD, "cornerLayout": CORNER}"#, "$.layout", "missing key \"corner\""),
            (
                #"{"kind": "corner", "corner": "topLeading", "child": CHILD, "cornerLayout": {"kind": "size", "minWidth": true}}"#,
                "$.layout.cornerLayout.minWidth", "expected a number"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let json = json.replacingOccurrences(of: "CHILD", with: avatarJSON).replacingOccurrences(
            of: "CORNER", with: badgeJSON)
        let error = LayoutCoding.error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("The child is written under child, the corner element under cornerLayout")
    func sublayoutPaths() {
        let layout = CornerLayout(corner: .topLeading, child: avatar, cornerLayout: badge)
        #expect(layout.codingPath(ofSublayoutAt: 0) == "child")
        #expect(layout.codingPath(ofSublayoutAt: 1) == "cornerLayout")
    }

    @Test("The guide's example reads as the layout it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {
              "kind": "corner",
              "corner": "topTrailing",
              "offset": {"x": -4, "y": 4},
              "child": {"kind": "size", "width": 40, "height": 40},
              "cornerLayout": {"kind": "size", "width": 10, "height": 10}
            }
            """)
        let expected = CornerLayout(
            corner: .topTrailing, offset: CGPoint(x: -4, y: 4), child: SizeLayout(width: 40, height: 40),
            cornerLayout: SizeLayout(width: 10, height: 10))
        #expect(layout.isEqual(to: expected))
    }
}
