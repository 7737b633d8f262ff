import Foundation
import Testing
import ValueLayout

/// What reading a document says when it fails: an unknown name before a missing key, the
/// context's numbers in JSON terms, and a deep path shortened.
@Suite("LayoutDocument's reports")
struct LayoutDocumentReportTests {
    private func error(_ json: String, options: LayoutDecodingOptions = .default) -> LayoutDataError? {
        do {
            _ = try LayoutDocument(json: Data(json.utf8), options: options)
            return nil
        } catch {
            return error
        }
    }

    private let sizeKeys =
        #""minWidth", "maxWidth", "minHeight", "maxHeight", "alignment", "flexibility", "viewReuseId", "view", "#
        + #""sublayout", "width", "height", "size", "minSize", "maxSize", "widthFraction" or "heightFraction""#

    // MARK: Unknown names first

    @Test("A misspelt key in a stack without an axis is named, not only the missing axis")
    func misspeltKeyBeforeMissingAxis() {
        let json = #"{"valuelayout": 1, "layout": {"kind": "stack", "axs": "vertical", "sublayouts": []}}"#
        #expect(
            error(json)?.description
                == #"$.layout.axs: unknown key "axs" for kind "stack" (StackLayout); its keys are "axis", "spacing", "#
                + #""distribution", "alignment", "flexibility", "viewReuseId", "view" or "sublayouts""#)
    }

    @Test("A misspelt key below a layout that misses a key is reported first")
    func misspeltKeyBelowMissingKey() {
        let json = """
            {"valuelayout": 1, "layout": {"kind": "stack", "sublayouts": [
              {"kind": "size", "width": 4, "height": 4},
              {"kind": "size", "widht": 3}]}}
            """
        #expect(
            error(json)?.description
                == #"$.layout.sublayouts[1].widht: unknown key "widht" for kind "size" (SizeLayout); its keys are "#
                + sizeKeys)
    }

    @Test("An unknown kind below a layout that misses a key is reported first")
    func unknownKindBelowMissingKey() {
        let json = """
            {"valuelayout": 1, "layout": {"kind": "inset", "sublayout": {"kind": "stack", "sublayouts": [
              {"kind": "lable", "text": "Hi"}]}}}
            """
        let error = error(json)
        #expect(error?.path == "$.layout.sublayout.sublayouts[0].kind")
        #expect(error?.reason.hasPrefix(#"unknown kind "lable"; known kinds: "#) == true)
    }

    @Test("An unknown key inside a flex item, below a missing key, is reported first")
    func unknownKeyInFlexItem() {
        let json = """
            {"valuelayout": 1, "layout": {"kind": "stack", "sublayouts": [{"kind": "flex", "children": [
              {"grow": 1, "layout": {"kind": "size", "hieght": 2}}]}]}}
            """
        #expect(error(json)?.path == "$.layout.sublayouts[0].children[0].layout.hieght")
    }

    @Test("A missing key is still reported when no name is unknown")
    func missingKeyAlone() {
        let json = """
            {"valuelayout": 1, "layout": {"kind": "stack", "sublayouts": [{"kind": "size", "width": 3}]}}
            """
        #expect(error(json)?.description == #"$.layout: missing key "axis" for kind "stack""#)
    }

    // MARK: The context

    @Test(
        "A context's width, height or scale out of range is an error at its key, in the format's words",
        arguments: [
            (
                #"{"width": -5}"#, "$.context.width",
                #"expected a width from 0 to 1e12 points (or no "width" for the width the layout needs), found -5"#
            ),
            (
                #"{"height": 2e12}"#, "$.context.height",
                #"expected a height from 0 to 1e12 points (or no "height" for the height the layout needs), "#
                    + "found 2000000000000"
            ),
            (
                #"{"scale": 0}"#, "$.context.scale",
                #"expected a scale from 0.0001 to 10000 pixels per point (or no "scale" for no pixel snapping), "#
                    + "found 0"
            ),
            (
                #"{"scale": -2}"#, "$.context.scale",
                #"expected a scale from 0.0001 to 10000 pixels per point (or no "scale" for no pixel snapping), "#
                    + "found -2"
            ),
        ])
    func contextOutOfRange(context: String, path: String, reason: String) {
        let error = error(#"{"valuelayout": 1, "context": \#(context), "layout": {"kind": "size"}}"#)
        #expect(error?.path == path)
        #expect(error?.reason == reason)
    }

    @Test("A context at the ends of its ranges reads")
    func contextAtTheEnds() throws {
        let json =
            #"{"valuelayout": 1, "context": {"width": 0, "height": 1e12, "scale": 10000}, "layout": {"kind": "size"}}"#
        let document = try LayoutDocument(json: Data(json.utf8))
        #expect(document.context == LayoutDocument.Context(width: 0, height: 1e12, scale: 10_000))
    }

    @Test("Writing a context that reading would refuse is an error at its key")
    func writingContextOutOfRange() {
        let document = LayoutDocument(layout: SizeLayout(), context: LayoutDocument.Context(width: -1))
        do {
            _ = try document.json()
            Issue.record("a context of width -1 was written")
        } catch {
            #expect(error.path == "$.context.width")
            #expect(error.reason.hasSuffix("found -1"))
        }
    }

    // MARK: Deep documents

    private func nested(depth: Int) -> String {
        var json = #"{"kind": "size"}"#
        for _ in 1..<depth { json = #"{"kind": "inset", "inset": 1, "sublayout": \#(json)}"# }
        return #"{"valuelayout": 1, "layout": \#(json)}"#
    }

    @Test("A document nested past the depth limit says the depth, with a shortened path")
    func depthLimitMessage() {
        let error = error(nested(depth: 150))
        #expect(
            error?.description
                == "$.layout.sublayout.sublayout.sublayout … (93 more steps) … "
                + ".sublayout.sublayout.sublayout.sublayout: a layout at depth 101 (the root is at depth 1): "
                + "layouts nest at most 100 deep (LayoutDataLimits.maximumDepth)")
        // The error keeps the whole path.
        #expect(error?.path == "$.layout" + String(repeating: ".sublayout", count: 100))
    }

    @Test("A path of at most twelve steps is written in full")
    func shortPathsInFull() {
        let path = "$.layout.sublayouts[2].children[0].layout.sublayout.sublayouts[1].insets.top"
        #expect(LayoutDataError(path: path, reason: "r").description == path + ": r")
    }

    @Test("A path of thirteen steps is shortened to its first and last four")
    func thirteenSteps() {
        let path = "$.layout.sublayouts[2].children[0].layout.sublayout.sublayouts[1].sublayout.sublayout.insets.top"
        #expect(
            LayoutDataError(path: path, reason: "r").description
                == "$.layout.sublayouts[2].children … (5 more steps) … .sublayout.sublayout.insets.top: r")
    }

    @Test("A shortened path keeps quoted keys whole")
    func shortPathWithQuotedKeys() {
        let path = #"$.a.b["c.d[e]"].f.g.h.i.j.k.l.m.n["o\"p"]"#
        let error = LayoutDataError(path: path, reason: "r")
        #expect(error.description == #"$.a.b["c.d[e]"].f … (5 more steps) … .l.m.n["o\"p"]: r"#)
    }
}
