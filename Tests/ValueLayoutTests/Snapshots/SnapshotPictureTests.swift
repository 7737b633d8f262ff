import Foundation
import Testing
import ValueLayout

@testable import ValueLayoutTesting

/// The pictures of failed comparisons are drawn from snapshot text, the only form the recorded
/// tree has.
@Suite("Snapshot pictures")
struct SnapshotPictureTests {
    @Test("A line reads back as depth, type, frame and reuse identifier")
    func parsesLine() throws {
        let node = try #require(SnapshotPicture.parse("    LabelLayout (0, 19, 161, 34) \"subtitle\""))
        #expect(node.depth == 2)
        #expect(node.typeName == "LabelLayout")
        #expect(node.frame == CGRect(x: 0, y: 19, width: 161, height: 34))
        #expect(node.reuseId == "subtitle")
    }

    @Test("A scrolling node's content size is read past, with or without a reuse identifier")
    func parsesScrollContentSize() throws {
        let identified = try #require(
            SnapshotPicture.parse("  ScrollLayout (0, 0, 100, 60) content (100, 300) \"feed\""))
        #expect(identified.depth == 1)
        #expect(identified.typeName == "ScrollLayout")
        #expect(identified.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(identified.reuseId == "feed")
        let plain = try #require(SnapshotPicture.parse("ScrollLayout (0, 0, 100, 60) content (0, 0)"))
        #expect(plain.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(plain.reuseId == nil)
    }

    @Test("Levels deeper than the indented ones read their depth from the bracket")
    func parsesDepthBracket() throws {
        let indentation = String(repeating: "  ", count: LayoutArrangement.snapshotIndentedLevels)
        let node = try #require(SnapshotPicture.parse(indentation + "[40] SizeLayout (1, 1, 10, 10)"))
        #expect(node.depth == 40)
        #expect(node.reuseId == nil)
    }

    @Test(
        "Lines that are not tree lines, or whose frame is not finite, are not nodes",
        arguments: [
            "", "--- width 320", "SizeLayout", "SizeLayout (0, 0, 1)", "SizeLayout (0, 0, inf, 1)",
            "SizeLayout (0, 0, 1, 1) trailing", " SizeLayout (0, 0, 1, 1)",
        ])
    func rejectsOtherLines(line: String) {
        #expect(SnapshotPicture.parse(line) == nil)
    }

    @Test("A 40-level chain is drawn with each box offset by its ancestors, however deep")
    func deepChainIsDrawnAtAbsolutePositions() {
        var layout: any Layout = SizeLayout(width: 10, height: 10, viewReuseId: "leaf")
        for _ in 0..<40 { layout = InsetLayout(inset: 1, sublayout: layout) }
        let text = layout.arrangement().snapshotText
        #expect(text.contains("[40] SizeLayout (1, 1, 10, 10) \"leaf\""))
        let svg = SnapshotPicture.svg(of: text, highlightedLines: [40], caption: "chain")
        #expect(svg.contains("<rect class=\"identified changed\" x=\"40\" y=\"40\" width=\"10\" height=\"10\">"))
    }

    /// The pictures a mismatch of the profile card at 320 points (`directions` as given) against
    /// `recorded` draws, old before new.
    private static func pictures(
        recorded: String, directions: SnapshotDirections? = nil, in folder: TemporaryDirectory
    ) throws -> [String] {
        let file = folder.snapshotFile()
        try folder.write(recorded, to: file)
        let snapshot = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance, directions: directions)
        guard case .mismatched(_, _, let pictures) = snapshot.verify(against: file, recording: .never) else {
            Issue.record("expected a mismatch")
            return []
        }
        return try pictures.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    /// The profile card's labels at 320 points, left to right, as the pictures draw them: the name
    /// on one line, the subtitle broken at its 161 points into two.
    private static let labelTextAt320 = """
        <text class="text" x="76" y="24.75" font-size="11.56" textLength="84" lengthAdjust="spacingAndGlyphs">\
        Ada Lovelace</text>
        <text class="text" x="76" y="43.75" font-size="11.56" textLength="161" lengthAdjust="spacingAndGlyphs">\
        Mathematician and first</text>
        <text class="text" x="76" y="60.75" font-size="11.56" textLength="70" lengthAdjust="spacingAndGlyphs">\
        programmer</text>
        """

    @Test("The new tree's picture draws each label's text, broken into lines by the measurer at the label's width")
    func newPictureDrawsLabelText() throws {
        let folder = TemporaryDirectory()
        let recorded = profileCardAt320.replacingOccurrences(of: "(60, 0, 228, 53)", with: "(60, 0, 230, 53)")
        let pictures = try Self.pictures(recorded: recorded, in: folder)
        #expect(pictures.count == 2)
        let lines = pictures.last?.split(separator: "\n").filter { $0.hasPrefix("<text class=\"text\"") }
        #expect(lines?.joined(separator: "\n") == Self.labelTextAt320)
    }

    @Test("The recorded tree's picture draws the new tree's label text in the recorded boxes, and says so")
    func oldPictureDrawsLabelTextOfNow() throws {
        let folder = TemporaryDirectory()
        let recorded = profileCardAt320.replacingOccurrences(of: "(60, 0, 228, 53)", with: "(60, 0, 230, 53)")
        let old = try #require(try Self.pictures(recorded: recorded, in: folder).first)
        #expect(
            old.split(separator: "\n").filter { $0.hasPrefix("<text class=\"text\"") }.joined(separator: "\n")
                == Self.labelTextAt320)
        #expect(old.contains(">card (recorded, label text as now)</text>"))
    }

    @Test("In the recorded tree's picture, a label's text is broken at the recorded width")
    func oldPictureBreaksAtRecordedWidth() throws {
        let folder = TemporaryDirectory()
        let recorded = profileCardAt320.replacingOccurrences(of: "(0, 19, 161, 34)", with: "(0, 19, 240, 17)")
        let old = try #require(try Self.pictures(recorded: recorded, in: folder).first)
        #expect(
            old.contains(
                "<text class=\"text\" x=\"76\" y=\"43.75\" font-size=\"11.56\" textLength=\"238\" "
                    + "lengthAdjust=\"spacingAndGlyphs\">Mathematician and first programmer</text>"))
    }

    @Test("A recorded tree with other layouts than the new one is drawn without label text")
    func oldPictureOfAnotherTreeHasNoText() throws {
        let folder = TemporaryDirectory()
        let pictures = try Self.pictures(recorded: "SizeLayout (0, 0, 320, 77) \"card\"\n", in: folder)
        #expect(pictures.count == 2)
        #expect(pictures.first?.contains("class=\"text\"") == false)
        #expect(pictures.first?.contains(">card (recorded)</text>") == true)
        #expect(pictures.last?.contains(">Ada Lovelace</text>") == true)
    }

    @Test("Right to left, a label's lines start at its right edge")
    func rightToLeftText() throws {
        let folder = TemporaryDirectory()
        let snapshot = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance, directions: .both)
        let recorded = snapshot.fileText.replacingOccurrences(of: "(0, 0, 228, 53)", with: "(0, 0, 230, 53)")
        let pictures = try Self.pictures(recorded: recorded, directions: .both, in: folder)
        // The subtitle's box spans 83 to 244 points; its 70-point second line ends at 244.
        #expect(pictures.count == 2)
        #expect(
            pictures.last?.contains(
                "<text class=\"text\" x=\"174\" y=\"60.75\" font-size=\"11.56\" textLength=\"70\" "
                    + "lengthAdjust=\"spacingAndGlyphs\">programmer</text>") == true)
    }
}
