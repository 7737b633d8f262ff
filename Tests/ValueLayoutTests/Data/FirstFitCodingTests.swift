import Foundation
import Testing
import ValueLayout

/// First-fit layouts, and their axes, read from and written to layout documents.
@Suite("FirstFitLayout coding")
struct FirstFitCodingTests {
    private let wide = SizeLayout(width: 200, height: 20)
    private let narrow = SizeLayout(width: 80, height: 40)

    @Test("Every argument is read under its label")
    func readsEveryArgument() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "firstFit", "axes": ["vertical"], "alignment": "topLeading", "flexibility": "low",
             "viewReuseId": "choice",
             "alternatives": [{"kind": "size", "width": 200, "height": 20}, {"kind": "size", "width": 80, "height": 40}]}
            """)
        let expected = FirstFitLayout(
            axes: .vertical, alignment: .topLeading, flexibility: .low, viewReuseId: "choice",
            alternatives: [wide, narrow])
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the initialiser's defaults")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(
            #"{"kind": "firstFit", "alternatives": [{"kind": "size", "width": 200, "height": 20}]}"#)
        #expect(layout.isEqual(to: FirstFitLayout(alternatives: [wide])))
    }

    @Test(
        "Axes are read as an array of member names",
        arguments: [
            ("[]", FirstFitAxes()), (#"["horizontal"]"#, .horizontal), (#"["vertical", "horizontal"]"#, .both),
            (#"["both"]"#, .both),
        ] as [(String, FirstFitAxes)])
    func readsAxes(json: String, axes: FirstFitAxes) throws {
        let layout = try LayoutCoding.read(#"{"kind": "firstFit", "axes": \#(json), "alternatives": []}"#)
        #expect((layout as? FirstFitLayout)?.axes == axes)
    }

    @Test("The written object leaves the defaults out and names single axes")
    func writesCompactly() throws {
        let layout = FirstFitLayout(axes: .horizontal, alternatives: [wide, SizeLayout()])
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"layout":{"alternatives":[{"kind":"size","maxHeight":20,"maxWidth":200,"minHeight":20,"#
                + #""minWidth":200},{"kind":"size"}],"axes":["horizontal"],"kind":"firstFit"},"valuelayout":1}"#)
    }

    @Test(
        "A first-fit layout with every argument set is read back equal",
        arguments: [FirstFitAxes(), .horizontal, .vertical])
    func roundTrip(axes: FirstFitAxes) throws {
        let layout = FirstFitLayout(
            axes: axes, alignment: .center, flexibility: .inflexible, viewReuseId: "fit",
            alternatives: [wide, narrow, ScrollLayout(content: narrow)])
        let read = try LayoutDocument(json: LayoutDocument(layout: layout).json()).layout
        #expect(read.isEqual(to: layout))
    }

    @Test(
        "Each problem is reported with its JSON path and reason",
        arguments: [
            (
                #"{"kind": "firstFit", "axes": ["horizontal", "depth"], "alternatives": []}"#, "$.layout.axes[1]",
                "unknown FirstFitAxes \"depth\""
            ),
            (#"{"kind": "firstFit", "axes": "both", "alternatives": []}"#, "$.layout.axes", "expected"),
            (#"{"kind": "firstFit", "axes": [1], "alternatives": []}"#, "$.layout.axes[0]", "expected a string"),
            (#"{"kind": "firstFit"}"#, "$.layout", "missing key \"alternatives\""),
            (#"{"kind": "firstFit", "sublayouts": []}"#, "$.layout.sublayouts", "unknown key \"sublayouts\""),
            (
                #"{"kind": "firstFit", "alternatives": [{"kind": "size"}, {"kind": "size", "minWidth": "1"}]}"#,
                "$.layout.alternatives[1].minWidth", "expected a number, found a string"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let error = LayoutCoding.error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("Alternatives are written under alternatives, in order")
    func sublayoutPaths() {
        let layout = FirstFitLayout(alternatives: [wide, narrow])
        #expect(layout.codingPath(ofSublayoutAt: 0) == "alternatives[0]")
        #expect(layout.codingPath(ofSublayoutAt: 1) == "alternatives[1]")
    }

    @Test("The guide's example reads as the layout it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {
              "kind": "firstFit",
              "axes": ["horizontal"],
              "alternatives": [
                {"kind": "size", "width": 200, "height": 20},
                {"kind": "size", "width": 80, "height": 40}
              ]
            }
            """)
        #expect(layout.isEqual(to: FirstFitLayout(axes: .horizontal, alternatives: [wide, narrow])))
    }
}
