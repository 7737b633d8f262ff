import Testing
import ValueLayoutTesting

/// The line-by-line diff a snapshot mismatch reports.
@Suite("Snapshot text diff")
struct SnapshotTextDiffTests {
    private static let twelveLines = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test("Equal texts have no hunks")
    func equal() {
        #expect(SnapshotDiff(old: "a\nb\n", new: "a\nb\n").hunks.isEmpty)
        #expect(SnapshotDiff(old: "", new: "").text == "")
    }

    @Test("Only the changed lines are shown, with three lines of context on each side")
    func contextAroundOneChange() {
        let new = Self.twelveLines.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(
            SnapshotDiff(old: Self.twelveLines, new: new).text == """
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9

                """)
    }

    @Test("Changes far apart get a hunk each; changes whose context touches share one")
    func hunksMergeWhenClose() {
        let far = Self.twelveLines.replacingOccurrences(of: "line 1\n", with: "one\n")
            .replacingOccurrences(of: "line 12\n", with: "twelve\n")
        #expect(SnapshotDiff(old: Self.twelveLines, new: far).hunks.count == 2)
        let near = Self.twelveLines.replacingOccurrences(of: "line 3\n", with: "three\n")
            .replacingOccurrences(of: "line 9\n", with: "nine\n")
        let hunks = SnapshotDiff(old: Self.twelveLines, new: near).hunks
        #expect(hunks.count == 1)
        #expect(hunks.first.map { [$0.oldStart, $0.oldCount, $0.newStart, $0.newCount] } == [1, 12, 1, 12])
    }

    @Test("Inserted and removed lines are shown with their neighbours, removals first")
    func insertionsAndRemovals() {
        #expect(
            SnapshotDiff(old: "a\nb\nc\n", new: "a\nx\nc\nd\n", contextLines: 1).text == """
                @@ -1,3 +1,4 @@
                 a
                -b
                +x
                 c
                +d

                """)
    }

    @Test("Against an empty text every line is inserted, numbered from line 0 of the old text")
    func fromEmpty() {
        #expect(
            SnapshotDiff(old: "", new: "a\nb\n").text == """
                @@ -0,0 +1,2 @@
                +a
                +b

                """)
    }

    @Test("A moved line shows as a removal and an insertion; the lines between stay unchanged")
    func movedLine() {
        let diff = SnapshotDiff(old: "a\nb\nc\nd\n", new: "b\nc\nd\na\n", contextLines: 0)
        #expect(
            diff.text == """
                @@ -1,1 +0,0 @@
                -a
                @@ -4,0 +4,1 @@
                +a

                """)
    }

    @Test("Beyond the matched area, the differing middle is shown as removed and inserted, without matching")
    func hugeDiffIsBounded() {
        // Every other line is shared, so matching would keep 1,050 of them in place.
        let old = (0..<2_100).map { $0.isMultiple(of: 2) ? "same \($0)" : "old \($0)" }.joined(separator: "\n")
        let new = (0..<2_100).map { $0.isMultiple(of: 2) ? "same \($0)" : "new \($0)" }.joined(separator: "\n")
        #expect(2_099 * 2_099 > SnapshotDiff.maximumMatchedArea)
        let lines = SnapshotDiff(old: old, new: new).hunks.flatMap(\.lines)
        // Only the first line is common to both ends; the 2,099 lines after it differ as a block.
        #expect(!lines.dropFirst().contains { if case .unchanged = $0 { true } else { false } })
        #expect(lines.count == 1 + 2 * 2_099)
    }

    @Test("Within the matched area, lines common to both texts stay unchanged between the changes")
    func smallDiffMatchesLines() {
        let old = (0..<20).map { $0.isMultiple(of: 2) ? "same \($0)" : "old \($0)" }.joined(separator: "\n")
        let new = (0..<20).map { $0.isMultiple(of: 2) ? "same \($0)" : "new \($0)" }.joined(separator: "\n")
        let lines = SnapshotDiff(old: old, new: new, contextLines: 0).hunks.flatMap(\.lines)
        #expect(lines.count == 20)
        #expect(lines.allSatisfy { if case .unchanged = $0 { false } else { true } })
    }

    @Test("Two changes 2 × context lines apart share a hunk; one line further apart, they do not")
    func mergeBoundary() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        func changing(_ a: Int, _ b: Int) -> String {
            old.replacingOccurrences(of: "line \(a)\n", with: "x\n").replacingOccurrences(
                of: "line \(b)\n", with: "y\n")
        }
        #expect(SnapshotDiff(old: old, new: changing(5, 12), contextLines: 3).hunks.count == 1)
        #expect(SnapshotDiff(old: old, new: changing(5, 13), contextLines: 3).hunks.count == 2)
        let second = SnapshotDiff(old: old, new: changing(5, 13), contextLines: 3).hunks[1]
        #expect([second.oldStart, second.oldCount, second.newStart, second.newCount] == [10, 7, 10, 7])
    }

    @Test("Any number of context lines, however large, is accepted")
    func hugeContext() {
        #expect(SnapshotDiff(old: "a\nb\n", new: "a\nc\n", contextLines: .max).hunks.first?.lines.count == 3)
    }

    /// Lines starting with `# ` start a section named by the rest of the line.
    private static func label(_ line: String) -> String? {
        line.hasPrefix("# ") ? String(line.dropFirst(2)) : nil
    }

    private static let twoSections = "# one\na\nb\nc\nd\ne\n# two\nf\ng\n"

    @Test("Each hunk is labelled with the section its first change is in")
    func hunksNameTheirSection() {
        let new = Self.twoSections.replacingOccurrences(of: "\ne\n", with: "\nE\n")
            .replacingOccurrences(of: "\ng\n", with: "\nG\n")
        #expect(
            SnapshotDiff(old: Self.twoSections, new: new, contextLines: 0, sectionLabel: Self.label).text == """
                @@ -6,1 +6,1 @@ one
                -e
                +E
                @@ -9,1 +9,1 @@ two
                -g
                +G

                """)
    }

    @Test("A hunk whose context starts in the section before is labelled with its change's section")
    func contextFromThePreviousSection() {
        let new = Self.twoSections.replacingOccurrences(of: "\nf\n", with: "\nF\n")
        #expect(
            SnapshotDiff(old: Self.twoSections, new: new, sectionLabel: Self.label).text == """
                @@ -5,5 +5,5 @@ two
                 d
                 e
                 # two
                -f
                +F
                 g

                """)
    }

    @Test("A section only the new text has labels its hunk from the new side")
    func insertedSection() {
        #expect(
            SnapshotDiff(old: "# one\na\n", new: "# one\na\n# two\nb\n", sectionLabel: Self.label).text == """
                @@ -1,2 +1,4 @@ two
                 # one
                 a
                +# two
                +b

                """)
    }

    @Test("A section only the old text has labels its hunk from the old side")
    func removedSection() {
        #expect(
            SnapshotDiff(old: "# one\na\n# two\nb\n", new: "# one\na\n", sectionLabel: Self.label).text == """
                @@ -1,4 +1,2 @@ two
                 # one
                 a
                -# two
                -b

                """)
    }

    @Test("A change before any section line has no label")
    func changeBeforeAnySection() {
        let diff = SnapshotDiff(old: "intro\n# one\na\n", new: "Intro\n# one\na\n", sectionLabel: Self.label)
        #expect(diff.hunks.map(\.label) == [nil])
        #expect(
            diff.text == """
                @@ -1,3 +1,3 @@
                -intro
                +Intro
                 # one
                 a

                """)
    }

    @Test("A snapshot file's heading lines name its sections; its other lines do not")
    func snapshotSectionLabels() {
        #expect(LayoutSnapshot.sectionLabel(ofLine: "--- width 375, right to left") == "width 375, right to left")
        #expect(LayoutSnapshot.sectionLabel(ofLine: "InsetLayout (0, 0, 375, 72) \"card\"") == nil)
        #expect(LayoutSnapshot.sectionLabel(ofLine: "") == nil)
    }
}
