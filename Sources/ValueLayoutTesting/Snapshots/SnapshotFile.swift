import Foundation

/// Where a snapshot lives: `__Snapshots__/<test file>/<test>[.<name>].txt` beside the test file,
/// and where a failed comparison leaves its pictures: the `__Failures__` folder beside it.
///
/// For a test `feedItem()` in `Tests/AppTests/FeedTests.swift`, the snapshot named `"compact"` is
/// `Tests/AppTests/__Snapshots__/FeedTests/feedItem.compact.txt`. The test's name is the function
/// name without its argument labels (`feed(width:)` → `feed`), so the tests of a parameterized
/// function share one file per snapshot name: give each argument its own `name`.
///
/// The `__Failures__` folder holds a `.gitignore` that ignores everything in it, so pictures of
/// failures are never committed, whatever the project's own ignore rules.
public struct SnapshotFile: Sendable, Hashable {
    /// The snapshot file.
    public let url: URL

    /// The folder that failure pictures of this snapshot are written to.
    public var failuresDirectory: URL {
        url.deletingLastPathComponent().appendingPathComponent("__Failures__", isDirectory: true)
    }

    /// The snapshot's base name: the file name without `.txt`.
    public var baseName: String { url.deletingPathExtension().lastPathComponent }

    /// The snapshot file for the test function `function` in the test file at `testFilePath`.
    ///
    /// - Parameters:
    ///   - testFilePath: The test file's path (`#filePath`).
    ///   - function: The test function (`#function`), such as `feedItem()` or `testFeedItem()`.
    ///   - name: The snapshot's name within the test, or `nil` for the test's only snapshot.
    ///   - directory: The folder that holds the `__Snapshots__`-style tree instead of
    ///     `__Snapshots__` beside the test file (for tests of the snapshot machinery itself).
    public init(testFilePath: String, function: String, name: String? = nil, directory: URL? = nil) {
        let testFile = URL(fileURLWithPath: testFilePath)
        let root =
            directory ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
        let folder = root.appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        var base = Self.sanitized(Self.testName(function))
        if let name { base += "." + Self.sanitized(name) }
        self.url = folder.appendingPathComponent(base + ".txt")
    }

    /// `feed(width:)` → `feed`; a name without arguments is kept.
    static func testName(_ function: String) -> String {
        let name = function.prefix { $0 != "(" }
        return name.isEmpty ? "snapshot" : String(name)
    }

    /// A name made safe for a file name on every platform: path separators, reserved characters,
    /// `@` (which separates a snapshot from its section in picture names) and control characters
    /// become `-`.
    static func sanitized(_ name: String) -> String {
        let reserved = Set("/\\:*?\"<>|@")
        let cleaned = String(
            name.map { reserved.contains($0) || $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? "-" : $0 })
        return cleaned.isEmpty ? "-" : cleaned
    }
}
