import Foundation
import Testing
import ValueLayout

/// Buttons, plain and attributed, read from and written to layout documents.
@Suite("ButtonLayout coding")
struct ButtonCodingTests {
    /// "Buy " in 15-point bold, then "now" with 1.5 points of kern and raised 2 points.
    private var buyNow: AttributedString {
        var buy = AttributedString("Buy ")
        buy[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = Font(size: 15, weight: .bold)
        var now = AttributedString("now")
        now[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = 1.5
        now[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] = 2
        return buy + now
    }

    @Test("Every argument of the plain-title initialiser is read under its label")
    func readsPlainTitle() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "button", "type": "custom", "title": "Send", "image": {"size": {"width": 16, "height": 12}},
             "font": {"size": 13, "weight": "semibold"}, "contentEdgeInsets": {"top": 2, "leading": 8},
             "alignment": "center", "flexibility": "low", "viewReuseId": "send"}
            """)
        let expected = ButtonLayout(
            type: .custom, title: "Send", image: .size(CGSize(width: 16, height: 12)),
            font: Font(size: 13, weight: .semibold),
            contentEdgeInsets: EdgeInsets(top: 2, leading: 8, bottom: 0, trailing: 0),
            alignment: .center, flexibility: .low, viewReuseId: "send")
        #expect(layout.isEqual(to: expected))
    }

    @Test("Every argument of the attributed-title initialiser is read under its label")
    func readsAttributedTitle() throws {
        let layout = try LayoutCoding.read(
            """
            {"kind": "button", "type": "system",
             "attributedTitle": [{"text": "Buy ", "font": {"size": 15, "weight": "bold"}},
                                 {"text": "now", "kern": 1.5, "baselineOffset": 2}],
             "image": "defaultImage", "font": {"size": 14}, "contentEdgeInsets": 4, "alignment": "fill",
             "flexibility": "inflexible", "viewReuseId": "buy"}
            """)
        let expected = ButtonLayout(
            type: .system, attributedTitle: buyNow, font: Font(size: 14), contentEdgeInsets: EdgeInsets(4),
            alignment: .fill, flexibility: .inflexible, viewReuseId: "buy")
        #expect(layout.isEqual(to: expected))
    }

    @Test("An attributed title given as a string is one run without attributes")
    func attributedTitleAsString() throws {
        let layout = try LayoutCoding.read(#"{"kind": "button", "type": "system", "attributedTitle": "OK"}"#)
        #expect(layout.isEqual(to: ButtonLayout(type: .system, attributedTitle: AttributedString("OK"))))
        #expect(!layout.isEqual(to: ButtonLayout(type: .system, title: "OK")))
    }

    @Test("Omitted keys take the initialiser's defaults")
    func omittedKeysTakeDefaults() throws {
        let layout = try LayoutCoding.read(#"{"kind": "button", "type": "infoDark", "title": ""}"#)
        #expect(layout.isEqual(to: ButtonLayout(type: .infoDark, title: "")))
    }

    @Test("The written object has the type and title, and leaves the defaults out")
    func writesCompactly() throws {
        let layout = ButtonLayout(type: .system, title: "Send", image: .size(CGSize(width: 16, height: 12)))
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"layout":{"image":{"size":{"height":12,"width":16}},"kind":"button","title":"Send","type":"system"},"#
                + #""valuelayout":1}"#)
    }

    @Test("An attributed title is written as its runs, each with its font and the attributes it has")
    func writesAttributedTitle() throws {
        let layout = ButtonLayout(type: .custom, attributedTitle: buyNow, font: Font(size: 15))
        let json = String(decoding: try LayoutDocument(layout: layout).json(prettyPrinted: false), as: UTF8.self)
        #expect(
            json
                == #"{"layout":{"attributedTitle":[{"font":{"size":15,"weight":"bold"},"text":"Buy "},"#
                + #"{"baselineOffset":2,"font":{"size":15},"kern":1.5,"text":"now"}],"font":{"size":15},"kind":"button","#
                + #""type":"custom"},"valuelayout":1}"#)
    }

    @Test(
        "A button with every argument set is read back equal",
        arguments: ButtonLayoutType.allCases.map { ($0, true) }
            + [(.custom, false), (.contactAdd, false)])
    func roundTrip(type: ButtonLayoutType, attributed: Bool) throws {
        let layout =
            attributed
            ? ButtonLayout(
                type: type, attributedTitle: buyNow, image: .size(CGSize(width: 3, height: 4)), font: Font(size: 9),
                contentEdgeInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), alignment: .bottomFill,
                flexibility: .high, viewReuseId: "b")
            : ButtonLayout(
                type: type, title: "Line one\nline two", image: .size(CGSize(width: 0.5, height: 0)),
                font: Font(family: "Helvetica", size: 11), contentEdgeInsets: EdgeInsets(5), alignment: .center,
                flexibility: Flexibility(horizontal: nil, vertical: 2), viewReuseId: "b")
        let read = try LayoutDocument(json: LayoutDocument(layout: layout).json()).layout
        #expect(read.isEqual(to: layout))
    }

    @Test(
        "Each problem is reported with its JSON path and reason",
        arguments: [
            (
                #"{"kind": "button", "type": "round", "title": ""}"#, "$.layout.type",
                "unknown ButtonLayoutType \"round\""
            ),
            (#"{"kind": "button", "type": "system", "title": 3}"#, "$.layout.title", "expected a string"),
            (#"{"kind": "button", "type": "system"}"#, "$.layout", "missing key \"title\""),
            (#"{"kind": "button", "title": "a"}"#, "$.layout", "missing key \"type\""),
            (
                #"{"kind": "button", "type": "system", "title": "a", "attributedTitle": "a"}"#, "$.layout",
                "no initialiser of ButtonLayout takes"
            ),
            (
                #"{"kind": "button", "type": "system", "title": "a", "image": "none"}"#, "$.layout.image",
                "unknown ButtonLayoutImage \"none\""
            ),
            (
                #"{"kind": "button", "type": "system", "title": "a", "image": {"size": {"width": 1}}}"#,
                "$.layout.image.size", "missing key \"height\""
            ),
            (
                #"{"kind": "button", "type": "system", "attributedTitle": [{"text": "a"}, {"txt": "b"}]}"#,
                "$.layout.attributedTitle[1].txt", "unknown key \"txt\" for a run of attributed text"
            ),
            (
                #"{"kind": "button", "type": "system", "attributedTitle": [{"text": "a", "kern": "1"}]}"#,
                "$.layout.attributedTitle[0].kern", "expected a number, found a string"
            ),
            (
                #"{"kind": "button", "type": "system", "attributedTitle": 1}"#, "$.layout.attributedTitle",
                "expected attributed text"
            ),
            (#"{"kind": "button", "type": "system", "titel": "a"}"#, "$.layout.titel", "unknown key \"titel\""),
        ])
    func reportsPathAndReason(json: String, path: String, reason: String) {
        let error = LayoutCoding.error(json)
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("The guide's example reads as the layout it shows")
    func guideExample() throws {
        let layout = try LayoutCoding.read(
            """
            {
              "kind": "button",
              "type": "system",
              "title": "Follow",
              "contentEdgeInsets": {"top": 4, "leading": 12, "bottom": 4, "trailing": 12}
            }
            """)
        let expected = ButtonLayout(
            type: .system, title: "Follow", contentEdgeInsets: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
        #expect(layout.isEqual(to: expected))
    }
}
