import Foundation
import Testing
import ValueLayout

/// The example of the "Diagnostics" section of docs/sizing-contract.md: the guide shows this code
/// and the lines it prints.
@Suite("Diagnostics guide example")
struct DiagnosticsGuideExampleTests {
    static let printed = [
        #"StackLayout "row" dropped 1 of its 3 sublayouts (LabelLayout[1] "name"): it measures its sublayouts "#
            + "from least to most flexible, and no width was left for it in its 100 points. Dropped sublayouts have "
            + "no frame and no view. Give the stack more width, or make the sublayouts that must show less flexible "
            + "along its axis than the others.",
        #"StackLayout "row" › SizeLayout[2] "follow" is 44 points wide, less than its minimum width of 60: it was "#
            + "given 16 points of width too few. Give it more width, or lower its minimum.",
    ]

    @Test("The row at width 100 has the two diagnostics the guide shows")
    func example() {
        let row = StackLayout(
            axis: .horizontal, spacing: 8, viewReuseId: "row",
            sublayouts: [
                SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
                LabelLayout(text: "Ada Lovelace", viewReuseId: "name"),
                SizeLayout(width: 60, height: 24, viewReuseId: "follow"),
            ])
        #expect(row.arrangement(width: 100).diagnostics.map(\.description) == Self.printed)
    }

    @Test("The guide shows the printed lines")
    func guideShowsOutput() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/sizing-contract.md"), encoding: .utf8)
        #expect(guide.contains("```\n" + Self.printed.joined(separator: "\n") + "\n```"))
    }
}
