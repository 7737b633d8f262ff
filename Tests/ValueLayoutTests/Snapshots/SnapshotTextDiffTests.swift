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
}
