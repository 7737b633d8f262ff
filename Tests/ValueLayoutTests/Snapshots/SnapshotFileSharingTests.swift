import Foundation
import Testing
import ValueLayout

@testable import ValueLayoutTesting

/// Two tests must not share a snapshot file: they would overwrite each other's snapshot.
@Suite("Snapshot files shared by tests")
struct SnapshotFileSharingTests {
    @Test(
        "A parameterized test without a snapshot name fails instead of sharing one file among its arguments",
        arguments: [320, 375] as [CGFloat])
    func parameterizedWithoutName(width: CGFloat) {
        let folder = TemporaryDirectory()
        withKnownIssue {
            expectSnapshot(
                of: SizeLayout(width: 10, height: 10), width: width, context: .fixedAdvance,
                snapshotDirectory: folder.url)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the test is parameterized") }
        }
        #expect(
            !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("SnapshotFileSharingTests").path))
    }

    @Test("A file claimed by one test is refused to another, and given again to the same test")
    func claims() {
        let owners = SnapshotFileOwners()
        let file = URL(fileURLWithPath: "/tmp/__Snapshots__/CardTests/card.txt")
        #expect(owners.claim(file, for: "CardTests/A/card()") == nil)
        #expect(owners.claim(file, for: "CardTests/A/card()") == nil)
        #expect(owners.claim(file, for: "CardTests/B/card()") == "CardTests/A/card()")
        #expect(owners.claim(file.deletingLastPathComponent().appendingPathComponent("other.txt"), for: "B") == nil)
    }
}
