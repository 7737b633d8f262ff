import Foundation
import Testing
import ValueLayout

/// `"kind": "label"`: read, written and round-tripped as either initialiser's labels (`text:` or
/// `attributedText:`), attributed text as an array of runs.
@Suite("LabelLayout coding")
struct LabelLayoutCodingTests {
    /// "Hello " in 17-point bold, then "world" in the label's font, kerned by 1 point.
    private static var helloWorld: AttributedString {
        var hello = AttributedString("Hello ")
        hello[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = Font(size: 17, weight: .bold)
        var world = AttributedString("world")
        world[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = 1
        return hello + world
    }

    @Test("Every argument of the text initialiser is read under its label")
    func readsText() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "label", "text": "Hello\\nworld", "font": {"family": "Inter", "size": 15, "weight": "semibold"},
             "lineHeight": 20, "numberOfLines": 2, "lineBreakMode": "byCharWrapping", "alignment": "center",
             "flexibility": "low", "viewReuseId": "title", "view": "DataCodingView"}
            """, options: LayoutCoding.options)
        let expected = LabelLayout(
            text: "Hello\nworld", font: Font(family: "Inter", size: 15, weight: .semibold), lineHeight: 20,
            numberOfLines: 2, lineBreakMode: .byCharWrapping, alignment: .center, flexibility: .low,
            viewReuseId: "title", view: LayoutCoding.view)
        #expect(layout.isEqual(to: expected))
    }

    @Test("Attributed text is read as runs, a run without a font taking the label's")
    func readsAttributedText() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "label", "attributedText": [{"text": "Hello ", "font": {"size": 17, "weight": "bold"}},
             {"text": "world", "kern": 1}], "font": {"size": 12}, "numberOfLines": 1}
            """)
        let expected = LabelLayout(attributedText: Self.helloWorld, font: Font(size: 12), numberOfLines: 1)
        #expect(layout.isEqual(to: expected))
        #expect(
            (layout as? LabelLayout)?.styledText.runs.map(\.font) == [
                Font(size: 17, weight: .bold), Font(size: 12),
            ])
    }

    @Test("A run's baseline offset is read")
    func readsBaselineOffset() throws {
        var raised = AttributedString("2")
        raised[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] = 4
        let layout = try LayoutCoding.read(
            #"{"kind": "label", "attributedText": [{"text": "x"}, {"text": "2", "baselineOffset": 4}]}"#)
        #expect(layout.isEqual(to: LabelLayout(attributedText: AttributedString("x") + raised)))
    }

    @Test("Omitted keys take the defaults")
    func omittedKeysTakeDefaults() throws {
        #expect(try LayoutCoding.read(#"{"kind": "label", "text": "Hi"}"#).isEqual(to: LabelLayout(text: "Hi")))
        #expect(
            try LayoutCoding.read(#"{"kind": "label", "attributedText": [{"text": "Hi"}]}"#)
                .isEqual(to: LabelLayout(attributedText: AttributedString("Hi"))))
    }

    @Test("Plain text and attributed text in the label's font are different labels, each read as written")
    func plainAndAttributedDiffer() throws {
        let plain = try LayoutCoding.read(#"{"kind": "label", "text": "Hi"}"#)
        let attributed = try LayoutCoding.read(#"{"kind": "label", "attributedText": [{"text": "Hi"}]}"#)
        #expect(!plain.isEqual(to: attributed))
        #expect((attributed as? LabelLayout)?.attributedText != nil)
    }

    @Test("The written JSON of plain text leaves the defaults out")
    func writesText() throws {
        #expect(
            try LayoutCoding.written(LabelLayout(text: "Hello", numberOfLines: 2))
                == #"{"kind":"label","numberOfLines":2,"text":"Hello"}"#)
    }

    @Test("The written JSON of attributed text leaves out the runs' fonts that are the label's")
    func writesAttributedText() throws {
        #expect(
            try LayoutCoding.written(LabelLayout(attributedText: Self.helloWorld, lineBreakMode: .byClipping))
                == #"{"attributedText":[{"font":{"size":17,"weight":"bold"},"text":"Hello "},{"kern":1,"text":"world"}],"#
                + #""kind":"label","lineBreakMode":"byClipping"}"#)
    }

    @Test("Cleaned numbers are written as cleaned: a negative line height and number of lines as 0")
    func writesCleanedValues() throws {
        let layout = LabelLayout(text: "a", lineHeight: -3, numberOfLines: -2)
        #expect(try LayoutCoding.written(layout) == #"{"kind":"label","lineHeight":0,"text":"a"}"#)
        #expect(try LayoutCoding.roundTrip(layout).isEqual(to: layout))
    }

    @Test(
        "A label written and read back is equal to itself",
        arguments: [
            LabelLayout(
                text: "Hello\nworld", font: Font(family: "Inter", size: 15, weight: .semibold), lineHeight: 20,
                numberOfLines: 3, lineBreakMode: .byWordWrapping, alignment: .bottomTrailing, flexibility: .inflexible,
                viewReuseId: "title", view: LayoutCoding.view),
            LabelLayout(
                attributedText: helloWorld, font: Font(size: 11, weight: .light), lineHeight: 14.5, numberOfLines: 1,
                lineBreakMode: .byTruncatingMiddle, alignment: .fill, flexibility: .high, viewReuseId: "rich",
                view: LayoutCoding.view),
            LabelLayout(text: "", lineBreakMode: .byCharWrapping),
            LabelLayout(attributedText: AttributedString(), flexibility: Flexibility(horizontal: 2, vertical: nil)),
            LabelLayout(attributedText: AttributedString("plain"), font: Font(size: 9)),
        ])
    func roundTrip(label: LabelLayout) throws {
        #expect(try LayoutCoding.roundTrip(label).isEqual(to: label))
    }

    @Test(
        "Bad values are reported with their JSON path and reason",
        arguments: [
            (
                #"{"kind": "label", "text": "a", "attributedText": [{"text": "b"}]}"#, "$.layout",
                #"no initialiser of LabelLayout takes "attributedText" and "text" together"#
            ),
            (#"{"kind": "label", "font": "body"}"#, "$.layout", #"missing key "text""#),
            (#"{"kind": "label", "text": 3}"#, "$.layout.text", "expected a string, found"),
            (
                #"{"kind": "label", "text": "a", "numberOfLines": 1.5}"#, "$.layout.numberOfLines",
                "expected an integer, found 1.5"
            ),
            (
                #"{"kind": "label", "text": "a", "lineBreakMode": "wrap"}"#, "$.layout.lineBreakMode",
                #"unknown LineBreakMode "wrap""#
            ),
            (
                #"{"kind": "label", "text": "a", "font": {"size": 12, "weight": "heavyish"}}"#,
                "$.layout.font.weight", #"unknown Weight "heavyish""#
            ),
            (#"{"kind": "label", "txt": "a"}"#, "$.layout.txt", #"unknown key "txt" for kind "label""#),
            (
                #"{"kind": "label", "attributedText": [{"text": "a", "colour": "red"}]}"#,
                "$.layout.attributedText[0].colour", #"unknown key "colour" for a run of attributed text"#
            ),
            (
                #"{"kind": "label", "attributedText": [{"text": "a"}, {"kern": 1}]}"#, "$.layout.attributedText[1]",
                #"missing key "text""#
            ),
            (
                #"{"kind": "label", "attributedText": [{"text": "a", "kern": "1"}]}"#,
                "$.layout.attributedText[0].kern", "expected a number, found a string"
            ),
            (
                #"{"kind": "label", "attributedText": 5}"#, "$.layout.attributedText",
                "expected attributed text: a string, or an array of runs"
            ),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        LayoutCoding.expectError(json, at: path, reason: reason)
    }

    @Test("Attributed text longer than the limit, all runs together, is an error at the attributed text")
    func attributedTextLimit() {
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumTextLength: 3))
        let error = LayoutCoding.error(
            #"{"kind": "label", "attributedText": [{"text": "ab"}, {"text": "cd"}]}"#, options: options)
        #expect(error?.path == "$.layout.attributedText")
        #expect(error?.reason.contains("maximumTextLength") == true)
    }

    @Test("Text longer than the limit is an error at the text")
    func textLimit() {
        let options = LayoutDecodingOptions(limits: LayoutDataLimits(maximumTextLength: 3))
        let error = LayoutCoding.error(#"{"kind": "label", "text": "abcd"}"#, options: options)
        #expect(error?.path == "$.layout.text")
        #expect(error?.reason.contains("maximumTextLength") == true)
    }

    @Test("The guide's examples read as the labels it describes")
    func guideExamples() throws {
        let capped = try LayoutCoding.read(
            """
            {"kind": "label", "text": "poster title 0 with some longer stuff", "numberOfLines": 2,
             "viewReuseId": "headline"}
            """)
        #expect(
            capped.isEqual(
                to: LabelLayout(
                    text: "poster title 0 with some longer stuff", numberOfLines: 2, viewReuseId: "headline")))
        let rich = try LayoutCoding.read(
            """
            {"kind": "label", "font": {"size": 15}, "lineBreakMode": "byCharWrapping",
             "attributedText": [{"text": "Hello ", "font": {"size": 24, "weight": "bold"}},
                                {"text": "world", "kern": 1}]}
            """)
        var hello = AttributedString("Hello ")
        hello[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = Font(size: 24, weight: .bold)
        var world = AttributedString("world")
        world[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = 1
        #expect(
            rich.isEqual(
                to: LabelLayout(attributedText: hello + world, font: Font(size: 15), lineBreakMode: .byCharWrapping)))
    }
}
