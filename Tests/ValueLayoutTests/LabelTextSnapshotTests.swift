import Foundation
import Testing
import ValueLayout

@testable import ValueLayoutTesting

/// What snapshot text shows of a label's line-break mode and attributed text, how the testing
/// library reads such lines back, and what an arrangement tells views about a label's text.
@Suite("Label text in snapshots")
struct LabelTextSnapshotTests {
    static var greeting: AttributedString { StyledTextRenderingTests.greeting }

    @Test("A label in the default mode shows no mode: its line is unchanged")
    func defaultMode() {
        let text = LabelLayout(text: "Hi", viewReuseId: "x").arrangement(context: .fixedAdvance).snapshotText
        #expect(text == "LabelLayout (0, 0, 14, 17) \"x\"\n")
    }

    @Test("A label in another mode shows it after its frame, before its reuse identifier")
    func otherMode() {
        let lines = LineBreakMode.allCases.filter { $0 != .byTruncatingTail }.map { mode in
            LabelLayout(text: "Hi", lineBreakMode: mode, viewReuseId: "x").arrangement(context: .fixedAdvance)
                .snapshotText
        }
        #expect(
            lines == [
                "LabelLayout (0, 0, 14, 17) lineBreakMode .byWordWrapping \"x\"\n",
                "LabelLayout (0, 0, 14, 17) lineBreakMode .byCharWrapping \"x\"\n",
                "LabelLayout (0, 0, 14, 17) lineBreakMode .byClipping \"x\"\n",
                "LabelLayout (0, 0, 14, 17) lineBreakMode .byTruncatingHead \"x\"\n",
                "LabelLayout (0, 0, 14, 17) lineBreakMode .byTruncatingMiddle \"x\"\n",
            ])
    }

    @Test("Attributed text shows its runs: each text quoted, with its font's size and weight unless regular")
    func runs() {
        let text = LabelLayout(attributedText: Self.greeting, viewReuseId: "greeting")
            .arrangement(context: .fixedAdvance).snapshotText
        #expect(text == "LabelLayout (0, 0, 77, 17) runs [\"Hello \" 17pt, \"world\" 24pt bold] \"greeting\"\n")
    }

    @Test("A run's family is quoted before its size; the mode comes before the runs")
    func familyAndMode() {
        var text = AttributedString("a\"]")
        text.layoutFont = Font(family: "Avenir Next", size: 12.5, weight: .semibold)
        let line = LabelLayout(attributedText: text, lineBreakMode: .byClipping)
            .arrangement(context: .fixedAdvance).snapshotText
        #expect(
            line
                == "LabelLayout (0, 0, 21, 17) lineBreakMode .byClipping runs [\"a\\\"]\" \"Avenir Next\" 12.5pt semibold]\n"
        )
    }

    @Test("The testing library reads such lines back: depth, type, frame and reuse identifier")
    func readBack() throws {
        let line =
            "  LabelLayout (0, 2, 77, 17) lineBreakMode .byClipping runs [\"a]\\\"\" 17pt, \"b\" 24pt bold] \"greeting\""
        let parsed = try #require(SnapshotLine(line))
        #expect(parsed.depth == 1)
        #expect(parsed.typeName == "LabelLayout")
        #expect(parsed.frame == CGRect(x: 0, y: 2, width: 77, height: 17))
        #expect(parsed.reuseId == "greeting")
        let withoutId = try #require(SnapshotLine("LabelLayout (0, 0, 14, 17) lineBreakMode .byTruncatingHead"))
        #expect(withoutId.reuseId == nil)
        #expect(SnapshotLine("LabelLayout (0, 0, 14, 17) runs [\"open") == nil)
    }

    @Test("A snapshot of a tree with such labels matches itself read back from its file text")
    func snapshotRoundTrip() {
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                LabelLayout(attributedText: Self.greeting, viewReuseId: "greeting"),
                LabelLayout(text: "Hi", lineBreakMode: .byTruncatingMiddle, viewReuseId: "hi"),
            ])
        let snapshot = LayoutSnapshot(of: layout.arrangement(context: .fixedAdvance))
        #expect(LayoutSnapshot(fileText: snapshot.fileText) == snapshot)
        #expect(snapshot.rewritingNumbers(of: snapshot.fileText) == snapshot.fileText)
    }

    @Test("labelText: a plain label's text is one run in its font, not attributed, with its mode and limits")
    func plainLabelText() throws {
        let arrangement = LabelLayout(text: "Hi", font: .system(size: 12), lineHeight: 20, numberOfLines: 2)
            .arrangement(context: .fixedAdvance)
        let text = try #require(arrangement.labelText)
        #expect(text.styledText == StyledText("Hi", font: .system(size: 12)))
        #expect(!text.isAttributed)
        #expect(text.lineBreakMode == .byTruncatingTail)
        #expect(text.numberOfLines == 2)
        #expect(text.lineHeight == 20)
    }

    @Test("labelText: attributed text keeps its runs; a node without text has none")
    func attributedLabelText() throws {
        let label = LabelLayout(attributedText: Self.greeting, lineBreakMode: .byCharWrapping)
        let arrangement = InsetLayout(inset: 1, sublayout: label).arrangement(context: .fixedAdvance)
        #expect(arrangement.labelText == nil)
        let text = try #require(arrangement.sublayouts.first?.labelText)
        #expect(text.styledText == label.styledText)
        #expect(text.styledText.runs.map(\.font) == [.body, Font(size: 24, weight: .bold)])
        #expect(text.isAttributed)
        #expect(text.lineBreakMode == .byCharWrapping)
    }
}
