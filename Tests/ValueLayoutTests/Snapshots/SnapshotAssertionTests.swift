import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// Snapshot assertions: recording, matching, mismatches, re-recording and the Swift Testing entry
/// point, each against a temporary folder.
@Suite("Snapshot assertions")
struct SnapshotAssertionTests {
    @Test("A missing snapshot is recorded, and the comparison fails saying so")
    func missingIsRecorded() {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let outcome = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
            against: file, recording: .missing)
        #expect(outcome == .recordedMissing(file, text: profileCardAt320))
        #expect(folder.contents(of: file.url) == profileCardAt320)
        #expect(
            outcome.failureMessage?.hasPrefix("No snapshot existed, so it was recorded at \(file.url.path)") == true)
    }

    @Test("A snapshot equal to its file matches, and nothing is written")
    func equalMatches() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        try folder.write(profileCardAt320, to: file)
        let outcome = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
            against: file, recording: .missing)
        #expect(outcome == .matched(file))
        #expect(outcome.failureMessage == nil)
        #expect(!FileManager.default.fileExists(atPath: file.failuresDirectory.path))
    }

    @Test("A file checked out with CRLF line endings still matches")
    func carriageReturnsAreIgnored() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        try folder.write(profileCardAt320.replacingOccurrences(of: "\n", with: "\r\n"), to: file)
        #expect(
            LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
                against: file, recording: .never
            ).isMatch)
    }

    @Test("A mismatch reports the diff from the file's text to the new text, and leaves the file alone")
    func mismatchReportsDiff() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let recorded = profileCardAt320.replacingOccurrences(of: "(60, 0, 228, 53)", with: "(60, 0, 230, 53)")
        try folder.write(recorded, to: file)
        let outcome = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
            against: file, recording: .missing)
        guard case .mismatched(_, let diff, _) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(
            diff.text == """
                @@ -1,6 +1,6 @@
                 InsetLayout (0, 0, 320, 77) "card"
                   StackLayout (16, 12, 288, 53)
                     SizeLayout (0, 2.5, 48, 48) "avatar"
                -    StackLayout (60, 0, 230, 53)
                +    StackLayout (60, 0, 228, 53)
                       LabelLayout (0, 0, 84, 17) "name"
                       LabelLayout (0, 19, 161, 34) "subtitle"

                """)
        #expect(folder.contents(of: file.url) == recorded)
    }

    @Test("Each hunk of a mismatch's message names the width and direction of the tree it is in")
    func hunksNameTheirTree() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let snapshot = LayoutSnapshot(of: profileCard(), widths: [320, 375], context: .fixedAdvance, directions: .both)
        var recorded = snapshot
        for index in [1, 3] {
            recorded.sections[index].text = recorded.sections[index].text.replacingOccurrences(
                of: "\"name\"", with: "\"title\"")
        }
        try folder.write(recorded.fileText, to: file)
        let outcome = snapshot.verify(against: file, recording: .missing)
        let failures = file.failuresDirectory.path
        // The blank line between two trees is a context line: a space alone.
        #expect(
            outcome.failureMessage == """
                Snapshot does not match \(file.url.path) (- recorded, + now):

                @@ -11,7 +11,7 @@ width 320, right to left
                   StackLayout (16, 12, 288, 53)
                     SizeLayout (240, 2.5, 48, 48) "avatar"
                     StackLayout (0, 0, 228, 53)
                -      LabelLayout (144, 0, 84, 17) "title"
                +      LabelLayout (144, 0, 84, 17) "name"
                       LabelLayout (67, 19, 161, 34) "subtitle"
                \(" ")
                 --- width 375, left to right
                @@ -27,5 +27,5 @@ width 375, right to left
                   StackLayout (16, 12, 343, 48)
                     SizeLayout (295, 0, 48, 48) "avatar"
                     StackLayout (0, 0, 283, 48)
                -      LabelLayout (199, 0, 84, 17) "title"
                +      LabelLayout (199, 0, 84, 17) "name"
                       LabelLayout (45, 19, 238, 17) "subtitle"

                Pictures of the recorded and the new trees, changed nodes outlined:
                  \(failures)/card@width-320-right-to-left.old.svg
                  \(failures)/card@width-320-right-to-left.new.svg
                  \(failures)/card@width-375-right-to-left.old.svg
                  \(failures)/card@width-375-right-to-left.new.svg

                If the new tree is right, record it: run the test with VALUELAYOUT_RECORD_SNAPSHOTS=all (and no \
                `record:` argument), or delete the file.
                """)
    }

    @Test("A mismatch draws the recorded and the new trees beside the snapshot, in a folder git ignores")
    func mismatchDrawsPictures() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        try folder.write(
            profileCardAt320.replacingOccurrences(of: "(60, 0, 228, 53)", with: "(60, 0, 230, 53)"), to: file)
        let outcome = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
            against: file, recording: .missing)
        guard case .mismatched(_, _, let pictures) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        let failures = file.failuresDirectory
        #expect(
            pictures == [
                failures.appendingPathComponent("card.old.svg"), failures.appendingPathComponent("card.new.svg"),
            ])
        let old = try #require(folder.contents(of: pictures[0]))
        let new = try #require(folder.contents(of: pictures[1]))
        // The changed node is outlined in each picture at its own width.
        #expect(old.contains("<rect class=\"node changed\" x=\"76\" y=\"12\" width=\"230\" height=\"53\">"))
        #expect(new.contains("<rect class=\"node changed\" x=\"76\" y=\"12\" width=\"228\" height=\"53\">"))
        #expect(!new.contains("class=\"identified changed\""))
        #expect(folder.contents(of: failures.appendingPathComponent(".gitignore"))?.contains("\n*\n") == true)
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("  " + pictures[0].path + "\n  " + pictures[1].path + "\n"))
    }

    @Test("A match removes the pictures an earlier mismatch left, and only that snapshot's")
    func matchRemovesStalePictures() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let other = folder.snapshotFile(name: "other")
        for snapshotFile in [file, other] {
            try folder.write("SizeLayout (0, 0, 1, 1)\n", to: snapshotFile)
            _ = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
                against: snapshotFile, recording: .missing)
        }
        try folder.write(profileCardAt320, to: file)
        #expect(
            LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
                against: file, recording: .missing
            ).isMatch)
        let left = try FileManager.default.contentsOfDirectory(atPath: file.failuresDirectory.path).sorted()
        #expect(left == [".gitignore", "card.other.new.svg", "card.other.old.svg"])
    }

    @Test(
        "Recording everything writes the file again and fails, whether or not the text changed",
        arguments: [
            false, true,
        ])
    func rerecordingFails(changed: Bool) throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        try folder.write(changed ? "SizeLayout (0, 0, 1, 1)\n" : profileCardAt320, to: file)
        let outcome = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
            against: file, recording: .all)
        #expect(outcome == .rerecorded(file, changed: changed))
        #expect(folder.contents(of: file.url) == profileCardAt320)
        #expect(outcome.failureMessage?.contains("unset VALUELAYOUT_RECORD_SNAPSHOTS") == true)
    }

    @Test("With recording off, a missing snapshot fails and nothing is written")
    func neverRecords() {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let outcome = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance).verify(
            against: file, recording: .never)
        #expect(outcome == .missing(file))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test(
        "The environment variable sets the recording mode",
        arguments: [
            (nil, SnapshotRecording?.some(.missing)), ("", .missing), ("missing", .missing), ("all", .all),
            ("ALL", .all), ("1", .all), ("true", .all), ("yes", .all), ("never", .never), ("0", .missing),
            ("false", .missing), ("no", .missing), ("sometimes", nil),
        ] as [(String?, SnapshotRecording?)])
    func environmentVariable(value: String?, mode: SnapshotRecording?) {
        let environment = value.map { ["VALUELAYOUT_RECORD_SNAPSHOTS": $0] } ?? [:]
        #expect(SnapshotRecording.fromEnvironment(environment) == mode)
    }

    @Test("Several widths in both directions go into one file, each tree under its heading")
    func widthsAndDirections() {
        // The label keeps its measured width at its leading edge of the slot the row gives it.
        let row = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                SizeLayout(width: 10, height: 10, viewReuseId: "a"), LabelLayout(text: "hi", viewReuseId: "b"),
            ])
        let snapshot = LayoutSnapshot(of: row, widths: [100, 50.5], context: .fixedAdvance, directions: .both)
        #expect(
            snapshot.fileText == """
                --- width 100, left to right
                StackLayout (0, 0, 100, 17)
                  SizeLayout (0, 3.5, 10, 10) "a"
                  LabelLayout (14, 0, 14, 17) "b"

                --- width 100, right to left
                StackLayout (0, 0, 100, 17)
                  SizeLayout (90, 3.5, 10, 10) "a"
                  LabelLayout (72, 0, 14, 17) "b"

                --- width 50.5, left to right
                StackLayout (0, 0, 50.5, 17)
                  SizeLayout (0, 3.5, 10, 10) "a"
                  LabelLayout (14, 0, 14, 17) "b"

                --- width 50.5, right to left
                StackLayout (0, 0, 50.5, 17)
                  SizeLayout (40.5, 3.5, 10, 10) "a"
                  LabelLayout (22.5, 0, 14, 17) "b"

                """)
    }

    @Test("One width in both directions names only the direction; several widths in one direction only the width")
    func headingsNameWhatVaries() {
        let box = SizeLayout(width: 10, height: 10)
        #expect(
            LayoutSnapshot(of: box, widths: [20], directions: .both).sections.map(\.heading) == [
                "left to right", "right to left",
            ])
        #expect(LayoutSnapshot(of: box, widths: [20, 30]).sections.map(\.heading) == ["width 20", "width 30"])
        #expect(LayoutSnapshot(of: box, widths: [20]).sections.map(\.heading) == [nil])
    }

    @Test("A snapshot file's text reads back into the same sections")
    func fileTextRoundTrips() {
        let snapshot = LayoutSnapshot(
            of: profileCard(), widths: [320, 375, 414], context: .fixedAdvance, directions: .both)
        #expect(LayoutSnapshot(fileText: snapshot.fileText) == snapshot)
        let single = LayoutSnapshot(of: profileCard(), widths: [320], context: .fixedAdvance)
        #expect(LayoutSnapshot(fileText: single.fileText) == single)
    }

    @Test("A mismatch in one section of several draws only that section's trees")
    func picturesPerSection() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let snapshot = LayoutSnapshot(of: profileCard(), widths: [320, 375], context: .fixedAdvance)
        var recorded = snapshot
        recorded.sections[1].text = recorded.sections[1].text.replacingOccurrences(of: "\"name\"", with: "\"title\"")
        try folder.write(recorded.fileText, to: file)
        guard case .mismatched(_, _, let pictures) = snapshot.verify(against: file, recording: .missing) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(pictures.map(\.lastPathComponent) == ["card@width-375.old.svg", "card@width-375.new.svg"])
    }

    @Test("A match removes the section pictures of an earlier mismatch too")
    func matchRemovesSectionPictures() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let snapshot = LayoutSnapshot(of: profileCard(), widths: [320, 375], context: .fixedAdvance)
        var recorded = snapshot
        recorded.sections[0].text = "SizeLayout (0, 0, 1, 1)\n"
        try folder.write(recorded.fileText, to: file)
        guard case .mismatched(_, _, let pictures) = snapshot.verify(against: file, recording: .missing) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(pictures.map(\.lastPathComponent) == ["card@width-320.old.svg", "card@width-320.new.svg"])
        try folder.write(snapshot.fileText, to: file)
        #expect(snapshot.verify(against: file, recording: .missing).isMatch)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.failuresDirectory.path) == [".gitignore"])
    }

    @Test("A tree only the new snapshot has is drawn on the new side alone")
    func sectionOnOneSide() throws {
        let folder = TemporaryDirectory()
        let file = folder.snapshotFile()
        let snapshot = LayoutSnapshot(of: profileCard(), widths: [320, 375], context: .fixedAdvance)
        try folder.write(LayoutSnapshot(sections: [snapshot.sections[0]]).fileText, to: file)
        guard case .mismatched(_, _, let pictures) = snapshot.verify(against: file, recording: .missing) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(pictures.map(\.lastPathComponent) == ["card@width-375.new.svg"])
    }
}
