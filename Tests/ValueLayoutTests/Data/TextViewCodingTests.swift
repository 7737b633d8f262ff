import Foundation
import Testing
import ValueLayout

/// Text views, plain and attributed, read from and written to layout documents.
@Suite("TextViewLayout coding")
struct TextViewCodingTests {
    /// "Hello " in the text view's font, then "world" in 20-point Georgia.
    private var helloWorld: AttributedString {
        var world = AttributedString("world")
        world[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = Font(family: "Georgia", size: 20)
        return AttributedString("Hello ") + world
    }

    @Test("Every argument of the plain-text initialiser is read under its label")
    func readsPlainText() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "textView", "text": "Notes", "font": "body", "lineFragmentPadding": 5,
             "textContainerInset": {"top": 8, "bottom": 8}, "alignment": "fill", "flexibility": "high",
             "viewReuseId": "notes"}
            """)
        let expected = TextViewLayout(
            text: "Notes", font: .body, lineFragmentPadding: 5,
            textContainerInset: EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0), alignment: .fill,
            flexibility: .high, viewReuseId: "notes")
        #expect(layout.isEqual(to: expected))
    }

    @Test("Every argument of the attributed-text initialiser is read under its label")
    func readsAttributedText() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "textView", "attributedText": [{"text": "Hello "}, {"text": "world", "font": {"family": "Georgia", "size": 20}}],
             "font": {"size": 14}, "lineFragmentPadding": 2, "textContainerInset": 3, "alignment": "center",
             "flexibility": "low", "viewReuseId": "greeting"}
            """)
        let expected = TextViewLayout(
            attributedText: helloWorld, font: Font(size: 14), lineFragmentPadding: 2, textContainerInset: EdgeInsets(3),
            alignment: .center, flexibility: .low, viewReuseId: "greeting")
        #expect(layout.isEqual(to: expected))
    }

    @Test("Omitted keys take the initialiser's defaults")
    func omittedKeysTakeDefaults() throws {
        #expect(try LayoutCoding.read(#"{"kind": "textView", "text": "a"}"#).isEqual(to: TextViewLayout(text: "a")))
        #expect(
            try LayoutCoding.read(#"{"kind": "textView", "attributedText": []}"#).isEqual(
                to: TextViewLayout(attributedText: AttributedString())))
    }

    @Test("The written object has the text, and leaves the defaults out")
    func writesCompactly() throws {
        let layout = TextViewLayout(text: "Notes", lineFragmentPadding: 5)
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(json == #"{"layout":{"kind":"textView","lineFragmentPadding":5,"text":"Notes"},"valuelayout":1}"#)
    }

    @Test("Attributed text is written as runs, each in its font")
    func writesAttributedText() throws {
        let layout = TextViewLayout(attributedText: helloWorld)
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"layout":{"attributedText":[{"font":{"family":"Helvetica","size":12},"text":"Hello "},"#
                + #"{"font":{"family":"Georgia","size":20},"text":"world"}],"kind":"textView"},"valuelayout":1}"#)
    }

    @Test("A text view with every argument set is read back equal", arguments: [true, false])
    func roundTrip(attributed: Bool) throws {
        let inset = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let layout =
            attributed
            ? TextViewLayout(
                attributedText: helloWorld, font: Font(size: 13, weight: .light), lineFragmentPadding: 0.5,
                textContainerInset: inset, alignment: .bottomLeading, flexibility: .min, viewReuseId: "t")
            : TextViewLayout(
                text: "Two\nlines", font: Font(size: 13, weight: .light), lineFragmentPadding: 0.5,
                textContainerInset: inset, alignment: .bottomLeading, flexibility: .min, viewReuseId: "t")
        let read = try LayoutDocument(json: LayoutDocument(layout: layout).json()).layout
        #expect(read.isEqual(to: layout))
    }

    @Test("A padding cleaned at initialisation is written as cleaned, and reads back equal")
    func cleanedPadding() throws {
        let layout = TextViewLayout(text: "a", lineFragmentPadding: -3)
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(json == #"{"layout":{"kind":"textView","text":"a"},"valuelayout":1}"#)
        #expect(try LayoutDocument(json: Data(json.utf8)).layout.isEqual(to: layout))
    }

    @Test(
        "Each problem is reported with its JSON path and reason",
        arguments: [
            (#"{"kind": "textView", "text": ["a"]}"#, "$.layout.text", "expected a string, found an array"),
            (#"{"kind": "textView"}"#, "$.layout", "missing key \"text\""),
            (#"{"kind": "textView", "text": null}"#, "$.layout.text", "expected a string, found null"),
            (
                #"{"kind": "textView", "text": "a", "attributedText": "a"}"#, "$.layout",
                "no initialiser of TextViewLayout takes \"attributedText\" and \"text\" together"
            ),
            (
                #"{"kind": "textView", "text": "a", "lineFragmentPadding": "1"}"#, "$.layout.lineFragmentPadding",
                "expected a number, found a string"
            ),
            (
                #"{"kind": "textView", "text": "a", "font": {"size": 9, "weight": "heavyish"}}"#,
                "$.layout.font.weight", "unknown Weight \"heavyish\""
            ),
            (
                #"{"kind": "textView", "attributedText": [{"font": {"size": 9}}]}"#, "$.layout.attributedText[0]",
                "missing key \"text\""
            ),
            (#"{"kind": "textView", "txt": "a"}"#, "$.layout.txt", "unknown key \"txt\" for kind \"textView\""),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let error = LayoutCoding.error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("Attributed text longer than the limit is an error")
    func attributedTextLimit() {
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumTextLength: 4))
        let json =
            #"{"valuelayout": 1, "layout": {"kind": "textView", "attributedText": [{"text": "abc"}, {"text": "de"}]}}"#
        #expect(throws: LayoutDataError.self) { try LayoutDocument(json: Data(json.utf8), options: options) }
        do {
            _ = try LayoutDocument(json: Data(json.utf8), options: options)
        } catch {
            #expect(error.path == "$.layout.attributedText")
            #expect(error.reason.contains("maximumTextLength"))
        }
    }

    @Test("The guide's example reads as the layout it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {
              "kind": "textView",
              "text": "Tap to edit",
              "font": {"size": 17},
              "textContainerInset": {"top": 8, "leading": 4, "bottom": 8, "trailing": 4}
            }
            """)
        let expected = TextViewLayout(
            text: "Tap to edit", font: Font(size: 17),
            textContainerInset: EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4))
        #expect(layout.isEqual(to: expected))
    }
}
