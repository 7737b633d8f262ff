import Foundation
import Testing
import ValueLayout

/// The layout-document format: the document's shape, the context, errors with their JSON paths,
/// and the limits.
@Suite("LayoutDocument")
struct LayoutDocumentTests {
    private func read(_ json: String, options: LayoutDecodingOptions = .default) throws(LayoutDataError)
        -> LayoutDocument
    {
        try LayoutDocument(json: Data(json.utf8), options: options)
    }

    private func error(_ json: String, options: LayoutDecodingOptions = .default) -> LayoutDataError? {
        do {
            _ = try read(json, options: options)
            return nil
        } catch {
            return error
        }
    }

    // MARK: The document

    @Test("A document reads its layout and context")
    func readsLayoutAndContext() throws {
        let document = try read(
            """
            {"valuelayout": 1,
             "context": {"width": 375, "height": 100, "direction": "rightToLeft", "scale": 2},
             "layout": {"kind": "inset", "inset": 8, "sublayout": {"kind": "size", "width": 10, "height": 20}}}
            """)
        #expect(
            document.context
                == LayoutDocument.Context(width: 375, height: 100, direction: .rightToLeft, scale: 2))
        #expect(
            document.layout.isEqual(
                to: InsetLayout(inset: 8, sublayout: SizeLayout(width: 10, height: 20))))
    }

    @Test("A document without a context takes the defaults")
    func contextDefaults() throws {
        let document = try read(#"{"valuelayout": 1, "layout": {"kind": "size"}}"#)
        #expect(document.context == LayoutDocument.Context())
        #expect(document.context.measurer == .fixedAdvance)
        #expect(document.context.width == nil)
    }

    @Test("The context names real fonts by their files")
    func fontsMeasurer() throws {
        let document = try read(
            #"{"valuelayout": 1, "context": {"measurer": {"fonts": ["a.ttf", "b.ttf"]}}, "layout": {"kind": "size"}}"#)
        #expect(document.context.measurer == .fonts(["a.ttf", "b.ttf"]))
    }

    @Test("A document is laid out in its context")
    func arrangementUsesContext() throws {
        let document = try read(
            """
            {"valuelayout": 1, "context": {"width": 100, "direction": "rightToLeft"},
             "layout": {"kind": "inset", "insets": {"leading": 10},
                        "sublayout": {"kind": "size", "width": 30, "height": 20, "alignment": "topLeading"}}}
            """)
        let arrangement = document.arrangement()
        #expect(arrangement.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(arrangement.sublayouts[0].frame == CGRect(x: 60, y: 0, width: 30, height: 20))
    }

    @Test("Writing leaves out the defaults and sorts the keys")
    func writesCompactly() throws {
        let document = LayoutDocument(
            layout: InsetLayout(inset: 4, sublayout: SizeLayout(width: 10, height: 20)),
            context: LayoutDocument.Context(width: 320))
        let json = String(decoding: try document.json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"context":{"width":320},"layout":{"insets":{"bottom":4,"leading":4,"top":4,"trailing":4},"kind":"inset","#
                + #""sublayout":{"kind":"size","maxHeight":20,"maxWidth":10,"minHeight":20,"minWidth":10}},"valuelayout":1}"#
        )
    }

    @Test("A document written and read back is equal to itself")
    func roundTrip() throws {
        let document = LayoutDocument(
            layout: InsetLayout(
                insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), alignment: .topTrailing,
                flexibility: .high, viewReuseId: "card",
                sublayout: SizeLayout(widthFraction: 0.5, alignment: .bottomFill)),
            context: LayoutDocument.Context(width: 10, height: 20, direction: .rightToLeft, scale: 3))
        #expect(try read(String(decoding: document.json(), as: UTF8.self)) == document)
    }

    // MARK: Errors

    @Test(
        "Each problem is reported with its JSON path and reason",
        arguments: [
            (
                #"{"valuelayout": 1, "layout": {"kind": "inset", "insets": {"top": "4"}, "sublayout": {"kind": "size"}}}"#,
                "$.layout.insets.top", "expected a number, found a string"
            ),
            (#"{"valuelayout": 1, "layout": {"kind": "insett"}}"#, "$.layout.kind", "unknown kind \"insett\""),
            (#"{"valuelayout": 1, "layout": {"kind": "size", "wdth": 3}}"#, "$.layout.wdth", "unknown key \"wdth\""),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "width": 3, "maxWidth": 4}}"#, "$.layout",
                "no initialiser of SizeLayout takes \"maxWidth\" and \"width\" together"
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "inset", "inset": 3}}"#, "$.layout",
                "missing key \"sublayout\""
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "width": null, "height": 2}}"#, "$.layout.width",
                "expected a number, found null"
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "alignment": "middle"}}"#, "$.layout.alignment",
                "unknown Alignment \"middle\""
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "sublayout": [1]}}"#, "$.layout.sublayout",
                "expected a layout"
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "sublayout": {"width": 3}}}"#, "$.layout.sublayout",
                "a layout needs a \"kind\""
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "view": "UILabel"}}"#, "$.layout.view",
                "no view named \"UILabel\""
            ),
            (#"{"valuelayout": 2, "layout": {"kind": "size"}}"#, "$.valuelayout", "version 2 is not supported"),
            (#"{"kind": "size"}"#, "$", "this is a bare layout"),
            (#"{"valuelayout": 1, "layout": {"kind": "size"}, "extra": 1}"#, "$.extra", "unknown key \"extra\""),
            (
                #"{"valuelayout": 1, "context": {"direction": "upward"}, "layout": {"kind": "size"}}"#,
                "$.context.direction", "unknown LayoutDirection \"upward\""
            ),
            ("[]", "$", "expected a document"),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "minWidth": 1e999}}"#, "$.layout.minWidth",
                "not valid JSON at line 1, column 59: the number 1e999 is too large"
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size"},"#, "$",
                "not valid JSON at line 1, column 47: expected a key in quotes, found the end of the text"
            ),
            (
                "{\"valuelayout\": 1,\n \"layout\": {\"kind\": \"size\", \"sublayout\": [tru]}}",
                "$.layout.sublayout[0]",
                "not valid JSON at line 2, column 43: expected a value, found \"t\""
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size", "kind": "inset"}}"#, "$.layout.kind",
                "not valid JSON at line 1, column 47: the key \"kind\" appears twice in one object"
            ),
            (
                #"{"valuelayout": 1, "layout": {"kind": "size"}} x"#, "$",
                "not valid JSON at line 1, column 48: unexpected \"x\" after the document"
            ),
            (
                #"{"valuelayout": 01}"#, "$.valuelayout",
                "not valid JSON at line 1, column 17: a number with a leading zero"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let error = error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test(
        "A value of the wrong type is named in the format's words",
        arguments: [
            ("5", "a number"), (#"{"a": 1}"#, "an object"), ("[1]", "an array"), ("true", "a boolean"),
            ("null", "null"),
        ])
    func wrongTypeWords(value: String, found: String) {
        let error = error(#"{"valuelayout": 1, "layout": {"kind": "label", "text": \#(value)}}"#)
        #expect(error?.path == "$.layout.text")
        #expect(error?.reason == "expected a string, found \(found)")
    }

    @Test("An error reads as its path and reason")
    func errorDescription() {
        #expect(LayoutDataError(path: "$.layout", reason: "bad").description == "$.layout: bad")
    }

    @Test("A layout that is not a CodableLayout cannot be written; the error names where it is")
    func customLayoutCannotBeWritten() {
        struct Opaque: CustomLayout {
            var sublayouts: [any Layout] { [] }
            func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize { .zero }
            func place(children: LayoutChildren, in bounds: CGRect) {}
        }
        let document = LayoutDocument(layout: InsetLayout(inset: 1, sublayout: Opaque()))
        #expect(throws: LayoutDataError.self) { try document.json() }
        do {
            _ = try document.json()
        } catch {
            #expect(error.path == "$.layout.sublayout")
            #expect(error.reason.contains("does not conform to CodableLayout"))
        }
    }

    // MARK: Limits

    private func nested(depth: Int) -> String {
        var json = #"{"kind": "size"}"#
        for _ in 1..<depth { json = #"{"kind": "size", "sublayout": \#(json)}"# }
        return #"{"valuelayout": 1, "layout": \#(json)}"#
    }

    @Test("Layouts nested deeper than the limit are an error at the first layout past it")
    func depthLimit() throws {
        let limits = LayoutDataLimits(maximumDepth: 3)
        #expect(throws: Never.self) { try read(nested(depth: 3), options: LayoutDecodingOptions(limits: limits)) }
        let error = error(nested(depth: 4), options: LayoutDecodingOptions(limits: limits))
        #expect(error?.path == "$.layout.sublayout.sublayout.sublayout")
        #expect(error?.reason.contains("maximumDepth") == true)
    }

    @Test("JSON nested past what the parser takes is an error, not a crash, also on a small stack")
    func hostileNesting() async {
        let json = String(repeating: #"{"kind": "size", "sublayout": "#, count: 100_000)
        let error = await Task.detached { self.error(#"{"valuelayout": 1, "layout": "# + json) }.value
        #expect(error?.reason.contains("nested more than 500 deep") == true)
        #expect(error?.path.hasPrefix("$.layout.sublayout.sublayout.") == true)
    }

    /// Runs `body` on a thread with a 512 KiB stack (a dispatch queue's) and returns its result.
    private func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = 512 << 10
            thread.start()
        }
    }

    /// A document of flex layouts nested `depth` deep (three levels of JSON each).
    private func nestedFlex(depth: Int) -> String {
        var json = #"{"kind": "size", "width": 1, "height": 1}"#
        for _ in 1..<depth { json = #"{"kind": "flex", "children": [{"layout": \#(json)}]}"# }
        return #"{"valuelayout": 1, "layout": \#(json)}"#
    }

    @Test("A document as deep as the depth limit reads on a 512 KiB stack")
    func deepDocumentOnSmallStack() async {
        let json = nestedFlex(depth: LayoutDataLimits.default.maximumDepth)
        let read = await onSmallStack { (try? LayoutDocument(json: Data(json.utf8)))?.arrangement().nodeCount }
        #expect(read == 100)
    }

    @Test("A layout tree as deep as a document can hold is written on a 512 KiB stack, and reads back")
    func deepLayoutWrittenOnSmallStack() async throws {
        var layout: any Layout = SizeLayout(width: 1, height: 1)
        for _ in 1..<160 { layout = InsetLayout(inset: 0, sublayout: layout) }
        let tree = layout
        let json = await onSmallStack { try? LayoutDocument(layout: tree).json() }
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumDepth: 160))
        #expect(try LayoutDocument(json: #require(json), options: options).layout.isEqual(to: layout))
    }

    @Test("A layout tree deeper than a document can hold is an error, not a crash")
    func tooDeepToWrite() {
        var layout: any Layout = SizeLayout(width: 1, height: 1)
        for _ in 1..<10_000 { layout = InsetLayout(inset: 0, sublayout: layout) }
        do {
            _ = try LayoutDocument(layout: layout).json()
            Issue.record("a 10,000-deep tree was written")
        } catch {
            #expect(error.path == "$.layout")
            #expect(error.reason.hasPrefix("layouts nested 10000 deep; a document holds at most 160"))
        }
    }

    @Test("More layouts than the limit are an error")
    func nodeCountLimit() {
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumNodeCount: 2))
        let error = error(nested(depth: 3), options: options)
        #expect(error?.path == "$.layout.sublayout.sublayout")
        #expect(error?.reason.contains("maximumNodeCount") == true)
    }

    @Test("A string longer than the limit is an error")
    func textLimit() {
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumTextLength: 3))
        let error = error(#"{"valuelayout": 1, "layout": {"kind": "size", "viewReuseId": "abcd"}}"#, options: options)
        #expect(error?.path == "$.layout.viewReuseId")
        #expect(error?.reason.contains("maximumTextLength") == true)
    }

    @Test("A document larger than the limit is an error before it is parsed")
    func sizeLimit() {
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumDocumentSize: 10))
        #expect(error(#"{"valuelayout": 1, "layout": {"kind": "size"}}"#, options: options)?.path == "$")
    }

    @Test("A view is read by name from the app's table")
    func viewsByName() throws {
        final class Badge {}
        let badge = ViewDescription(Badge.self, make: { Badge() })
        let document = try read(
            #"{"valuelayout": 1, "layout": {"kind": "size", "view": "Badge"}}"#,
            options: LayoutDecodingOptions(views: ["Badge": badge]))
        #expect(document.layout.view == badge)
    }
}
