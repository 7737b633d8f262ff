import Foundation
import Testing
import ValueLayout

@testable import ValueLayoutTesting

/// Snapshot files recorded before numbers were shortened (`33.333333333333336`) are read as if
/// recorded today: the same layout still matches them, a different one fails with a diff of only
/// the real changes, and recording writes the new form.
///
/// The fixtures in `__Snapshots__/OldFormFixtures/` were recorded by the full-precision code and
/// must stay as they are: never record them again. Each test works on a copy in a temporary folder.
@Suite("Reading snapshot files of the full-precision form")
struct SnapshotCompatibilityTests {
    /// Three equal slots: thirds of the width, and a label that wraps at 100 points.
    static func thirds(first: String = "one") -> StackLayout {
        StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                LabelLayout(text: first, viewReuseId: "one"), SizeLayout(height: 10, minWidth: 1),
                LabelLayout(text: "three", viewReuseId: "three"),
            ])
    }

    /// The snapshot `thirdsAtScale3.txt` was recorded from, with `first` as the first label's text.
    static func snappedSnapshot(first: String = "one") -> LayoutSnapshot {
        LayoutSnapshot(
            of: thirds(first: first), widths: [100, 200],
            context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 3), directions: .both)
    }

    /// The snapshot `thirdsUnsnapped.txt` was recorded from.
    static func unsnappedSnapshot(first: String = "one") -> LayoutSnapshot {
        LayoutSnapshot(of: thirds(first: first), widths: [100], context: .fixedAdvance)
    }

    /// A copy of the fixture `name` as the snapshot file of a test in `folder`.
    static func copy(_ name: String, into folder: TemporaryDirectory) throws -> SnapshotFile {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/OldFormFixtures/\(name).txt")
        let file = folder.snapshotFile()
        try folder.write(String(contentsOf: fixture, encoding: .utf8), to: file)
        return file
    }

    @Test("The fixtures are in the full-precision form", arguments: ["thirdsAtScale3", "thirdsUnsnapped"])
    func fixturesAreOld(name: String) throws {
        let folder = TemporaryDirectory()
        let text = try #require(folder.contents(of: try Self.copy(name, into: folder).url))
        #expect(text.contains("SizeLayout (33.333333333333336, 12, 33.333333333333336, 10)"))
    }

    @Test("A full-precision file recorded at scale 3 matches the same layout today, and is left as it was")
    func snappedOldFileMatches() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsAtScale3", into: folder)
        let before = folder.contents(of: file.url)
        #expect(Self.snappedSnapshot().verify(against: file, recording: .missing) == .matched(file))
        #expect(folder.contents(of: file.url) == before)
        #expect(!FileManager.default.fileExists(atPath: file.failuresDirectory.path))
    }

    @Test("A full-precision file recorded without a scale matches the same layout today")
    func unsnappedOldFileMatches() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsUnsnapped", into: folder)
        #expect(Self.unsnappedSnapshot().verify(against: file, recording: .never) == .matched(file))
    }

    @Test("A full-precision file fails against a different layout, with a diff of the real changes only")
    func snappedOldFileMismatch() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsAtScale3", into: folder)
        let outcome = Self.snappedSnapshot(first: "one!").verify(against: file, recording: .missing)
        guard case .mismatched(_, let diff, _) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        // The file's other numbers, written in full, read as the new text writes them: unchanged.
        #expect(
            Self.changes(in: diff) == [
                .removed(#"  LabelLayout (0, 0, 21, 17) "one""#), .inserted(#"  LabelLayout (0, 0, 28, 17) "one""#),
                .removed(#"  LabelLayout (79, 0, 21, 17) "one""#), .inserted(#"  LabelLayout (72, 0, 28, 17) "one""#),
                .removed(#"  LabelLayout (0, 0, 21, 17) "one""#), .inserted(#"  LabelLayout (0, 0, 28, 17) "one""#),
                .removed(#"  LabelLayout (179, 0, 21, 17) "one""#),
                .inserted(#"  LabelLayout (172, 0, 28, 17) "one""#),
            ])
        #expect(diff.hunks.flatMap(\.lines).contains(.unchanged("  SizeLayout (66.7, 3.7, 66.7, 10)")))
    }

    /// The lines of `diff` that are not context.
    static func changes(in diff: SnapshotDiff) -> [SnapshotDiff.Line] {
        diff.hunks.flatMap(\.lines).filter {
            if case .unchanged = $0 { return false }
            return true
        }
    }

    @Test("A full-precision file recorded without a scale fails against a different layout")
    func unsnappedOldFileMismatch() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsUnsnapped", into: folder)
        let outcome = Self.unsnappedSnapshot(first: "one!").verify(against: file, recording: .never)
        guard case .mismatched(_, let diff, _) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(
            diff.text == """
                @@ -1,4 +1,4 @@
                 StackLayout (0, 0, 100, 34)
                -  LabelLayout (0, 0, 21, 17) "one"
                +  LabelLayout (0, 0, 28, 17) "one"
                   SizeLayout (33.333, 12, 33.333, 10)
                   LabelLayout (66.667, 0, 28, 34) "three"

                """)
    }

    @Test("A number of a full-precision file that names another pixel is a difference")
    func anotherPixelFails() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsAtScale3", into: folder)
        var text = try #require(folder.contents(of: file.url))
        // 33 is one pixel (a third of a point at scale 3) left of 33⅓.
        let first = try #require(text.range(of: "(33.333333333333336, 12,"))
        text.replaceSubrange(first, with: "(33, 12,")
        try folder.write(text, to: file)
        let outcome = Self.snappedSnapshot().verify(against: file, recording: .never)
        guard case .mismatched(_, let diff, _) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(
            Self.changes(in: diff) == [
                .removed("  SizeLayout (33, 12, 33.3, 10)"), .inserted("  SizeLayout (33.3, 12, 33.3, 10)"),
            ])
    }

    @Test("A full-precision file recorded at scale 3 does not match the layout snapped at scale 2")
    func otherScaleFails() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsAtScale3", into: folder)
        let snapshot = LayoutSnapshot(
            of: Self.thirds(), widths: [100, 200],
            context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 2), directions: .both)
        guard case .mismatched(_, let diff, _) = snapshot.verify(against: file, recording: .never) else {
            Issue.record("expected a mismatch")
            return
        }
        // A third of a point is off the grid of halves: the file's number keeps its text.
        let changes = Self.changes(in: diff)
        #expect(
            changes.prefix(2) == [
                .removed("  SizeLayout (33.333333333333336, 12, 33.333333333333336, 10)"),
                .removed(#"  LabelLayout (66.66666666666667, 0, 28, 34) "three""#),
            ])
        #expect(changes.contains(.inserted("  SizeLayout (33.5, 12, 33, 10)")))
    }

    @Test("Recording over a full-precision file writes the new form")
    func recordingWritesNewForm() throws {
        let folder = TemporaryDirectory()
        let file = try Self.copy("thirdsAtScale3", into: folder)
        let snapshot = Self.snappedSnapshot()
        #expect(snapshot.verify(against: file, recording: .all) == .rerecorded(file, changed: true))
        #expect(folder.contents(of: file.url) == snapshot.fileText)
        #expect(folder.contents(of: file.url)?.contains("SizeLayout (33.3, 12, 33.3, 10)") == true)
    }

    @Test("Rewriting the numbers of a file's text leaves the text of a file recorded today as it is")
    func rewritingNewFormChangesNothing() {
        for snapshot in [Self.snappedSnapshot(), Self.unsnappedSnapshot()] {
            #expect(snapshot.rewritingNumbers(of: snapshot.fileText) == snapshot.fileText)
        }
    }

    @Test("Rewriting changes only the numbers of tree lines, at the scale of the section with the same heading")
    func rewritingOnlyTouchesNumbers() {
        let snapshot = Self.snappedSnapshot()
        let old = """
            --- width 200, right to left
            StackLayout (0, 0, 200, 17)
              LabelLayout (31.666666666666668, 0, 35, 17) "three"
            not a tree line 1.23456

            """
        #expect(
            snapshot.rewritingNumbers(of: old) == """
                --- width 200, right to left
                StackLayout (0, 0, 200, 17)
                  LabelLayout (31.7, 0, 35, 17) "three"
                not a tree line 1.23456

                """)
        #expect(
            Self.unsnappedSnapshot().rewritingNumbers(of: "  LabelLayout (31.666666666666668, 0, 35, 17) \"three\"\n")
                == "  LabelLayout (31.667, 0, 35, 17) \"three\"\n")
    }
}
