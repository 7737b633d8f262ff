import Foundation

/// Which test used each snapshot file in this process, so that two tests writing one file (two
/// suites in one source file with a test of the same name) fail with a message instead of
/// overwriting each other's snapshot.
final class SnapshotFileOwners: @unchecked Sendable {
    /// The owners of the whole process.
    static let shared = SnapshotFileOwners()

    private let lock = NSLock()
    private var owners: [URL: String] = [:]

    /// Records `owner` as the user of `file`, and returns the other test that already used it, if
    /// any. The same owner may use its file again (a repeated run).
    func claim(_ file: URL, for owner: String) -> String? {
        lock.withLock {
            if let existing = owners[file], existing != owner { return existing }
            owners[file] = owner
            return nil
        }
    }
}
