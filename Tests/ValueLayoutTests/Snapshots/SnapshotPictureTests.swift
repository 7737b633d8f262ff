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
}
