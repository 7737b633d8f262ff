import Foundation

/// What comparing a ``LayoutSnapshot`` with its file found, and what was written.
///
/// Only ``matched(_:)`` is a success. Every other outcome has a ``failureMessage`` that says what
/// happened, which files were written, and what to do next.
public enum SnapshotOutcome: Sendable, Hashable {
    /// The file holds exactly the snapshot's text.
    case matched(SnapshotFile)
    /// The file did not exist and was written (``SnapshotRecording/missing``).
    case recordedMissing(SnapshotFile, text: String)
    /// The file was written again (``SnapshotRecording/all``); `changed` tells whether its text
    /// differed from the new one.
    case rerecorded(SnapshotFile, changed: Bool)
    /// The file did not exist, and recording was off (``SnapshotRecording/never``).
    case missing(SnapshotFile)
    /// The file holds other text: `diff` goes from the file's text to the new one, and `pictures`
    /// are the SVG files drawn of the old and new trees that differ, old before new.
    case mismatched(SnapshotFile, diff: SnapshotDiff, pictures: [URL])
    /// The file could not be read or written, or the recording mode was not understood.
    case failed(SnapshotFile, reason: String)

    /// The snapshot file compared with.
    public var file: SnapshotFile {
        switch self {
        case .matched(let file), .recordedMissing(let file, _), .rerecorded(let file, _), .missing(let file),
            .mismatched(let file, _, _), .failed(let file, _):
            return file
        }
    }

    /// Whether the snapshot matched its file.
    public var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }

    /// A description of the failure for a test report, or `nil` for ``matched(_:)``.
    public var failureMessage: String? {
        let path = file.url.path
        let variable = SnapshotRecording.environmentVariable
        switch self {
        case .matched:
            return nil
        case .recordedMissing(_, let text):
            return """
                No snapshot existed, so it was recorded at \(path):

                \(text)
                Check that this tree is right, commit the file, and run the test again.
                """
        case .rerecorded(_, let changed):
            return """
                Recorded the snapshot again at \(path) (\(changed ? "its text changed" : "its text was the same")). \
                A test that records always fails: turn recording off (unset \(variable), or remove the \
                assertion's `record: .all`) and run the test again.
                """
        case .missing:
            return """
                No snapshot at \(path), and recording is off (\(variable)=never, or the assertion's \
                `record: .never`). Run the test where recording is allowed to record it, review it, and commit it.
                """
        case .mismatched(_, let diff, let pictures):
            var message = "Snapshot does not match \(path) (- recorded, + now):\n\n" + diff.text
            if diff.hunks.isEmpty {
                message += "(the texts differ only in the newline at the end of the file)\n"
            }
            if !pictures.isEmpty {
                message += "\nPictures of the recorded and the new trees, changed nodes outlined:\n"
                message += pictures.map { "  " + $0.path + "\n" }.joined()
            }
            message +=
                "\nIf the new tree is right, record it: run the test with \(variable)=all (and no `record:` "
                + "argument), or delete the file."
            return message
        case .failed(_, let reason):
            return "Snapshot \(path): \(reason)"
        }
    }
}
