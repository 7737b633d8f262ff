import Foundation
import Testing
import ValueLayoutTesting

/// Where snapshots are kept: `__Snapshots__/<test file>/<test>[.<name>].txt` beside the test file.
@Suite("Snapshot file naming")
struct SnapshotFileNamingTests {
    @Test(
        "A snapshot is named after its test function, without argument labels, and its name",
        arguments: [
            ("feedItem()", nil, "feedItem.txt"),
            ("feed(width:)", nil, "feed.txt"),
            ("feed(width:)", "compact", "feed.compact.txt"),
            ("testFeedItem()", nil, "testFeedItem.txt"),
            ("testFeedItem()", "375 wide", "testFeedItem.375 wide.txt"),
            ("card()", "a/b:c@d", "card.a-b-c-d.txt"),
            ("", nil, "snapshot.txt"),
        ] as [(String, String?, String)])
    func fileName(function: String, name: String?, expected: String) {
        let file = SnapshotFile(testFilePath: "/project/Tests/AppTests/FeedTests.swift", function: function, name: name)
        #expect(file.url.path == "/project/Tests/AppTests/__Snapshots__/FeedTests/" + expected)
    }

    @Test("Failure pictures go into __Failures__ beside the snapshot")
    func failuresFolder() {
        let file = SnapshotFile(testFilePath: "/project/Tests/AppTests/FeedTests.swift", function: "feed()")
        #expect(file.failuresDirectory.path == "/project/Tests/AppTests/__Snapshots__/FeedTests/__Failures__")
    }

    @Test("A folder given instead of __Snapshots__ still holds a folder per test file")
    func customDirectory() {
        let file = SnapshotFile(
            testFilePath: "/project/Tests/FeedTests.swift", function: "feed()",
            directory: URL(fileURLWithPath: "/tmp/x"))
        #expect(file.url.path == "/tmp/x/FeedTests/feed.txt")
    }
}
