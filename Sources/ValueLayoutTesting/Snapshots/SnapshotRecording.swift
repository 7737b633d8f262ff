import Foundation

/// When a snapshot assertion writes the snapshot file instead of comparing with it.
///
/// Whatever the mode, an assertion that writes a file fails, saying which file it wrote, so a
/// snapshot is never recorded by accident: review the file, commit it, and run the test again.
///
/// The default mode comes from the environment variable `VALUELAYOUT_RECORD_SNAPSHOTS`
/// (see ``environmentVariable``): unset, empty or `missing` (or `0`, `false`, `no`) is ``missing``;
/// `all` (or `1`, `true`, `yes`) is ``all``; `never` is ``never``; any other value is an error. An assertion's `record:` argument overrides it.
public enum SnapshotRecording: Sendable, Hashable {
    /// Record snapshots that have no file yet; compare the others. The default.
    case missing
    /// Record every snapshot again, overwriting its file, even if it matches.
    case all
    /// Never write: a missing snapshot is a failure (for CI, where a recorded file would be lost).
    case never

    /// The name of the environment variable that sets the default mode:
    /// `VALUELAYOUT_RECORD_SNAPSHOTS`.
    public static let environmentVariable = "VALUELAYOUT_RECORD_SNAPSHOTS"

    /// The mode set by ``environmentVariable`` in `environment`, or ``missing`` when it is unset.
    ///
    /// An unrecognised value is reported rather than guessed at: the result is `nil` and the
    /// assertion fails with a message naming the accepted values.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecording?
    {
        guard let value = environment[environmentVariable] else { return .missing }
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "missing", "0", "false", "no": return .missing
        case "all", "1", "true", "yes": return .all
        case "never": return .never
        default: return nil
        }
    }
}
