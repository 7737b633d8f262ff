import Foundation
import ValueLayout
import ValueLayoutTesting
import XCTest

/// The XCTest entry point reports through `XCTFail` at the caller's file and line. Failures are
/// captured rather than recorded, so that the expected failures do not fail this test case.
final class XCTAssertSnapshotTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            failures.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capture(_ body: () -> Void) -> [(description: String, file: String, line: Int)] {
        failures = []
        capturing = true
        body()
        capturing = false
        return failures
    }

    func testMissingSnapshotFailsAtTheCallAndIsRecorded() {
        let folder = TemporaryDirectory()
        var line = 0
        let failures = capture {
            line = #line + 1
            XCTAssertSnapshot(
                of: profileCard(), width: 320, context: .fixedAdvance, record: .missing, snapshotDirectory: folder.url)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.description.contains("No snapshot existed, so it was recorded at") == true)
        let recorded = folder.url.appendingPathComponent(
            "XCTAssertSnapshotTests/testMissingSnapshotFailsAtTheCallAndIsRecorded.txt")
        XCTAssertEqual(folder.contents(of: recorded), profileCardAt320)
    }

    func testMatchingSnapshotPasses() throws {
        let folder = TemporaryDirectory()
        let file = folder.url.appendingPathComponent("XCTAssertSnapshotTests/testMatchingSnapshotPasses.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(profileCardAt320.utf8).write(to: file)
        var outcome: SnapshotOutcome?
        let failures = capture {
            outcome = XCTAssertSnapshot(
                of: profileCard(), width: 320, context: .fixedAdvance, record: .never, snapshotDirectory: folder.url)
        }
        XCTAssertTrue(failures.isEmpty)
        XCTAssertEqual(outcome?.isMatch, true)
    }

    func testMismatchFailsWithTheDiff() throws {
        let folder = TemporaryDirectory()
        let file = folder.url.appendingPathComponent("XCTAssertSnapshotTests/testMismatchFailsWithTheDiff.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(profileCardAt320.replacingOccurrences(of: "\"avatar\"", with: "\"photo\"").utf8).write(to: file)
        let failures = capture {
            XCTAssertSnapshot(
                of: profileCard(), widths: [320], context: .fixedAdvance, record: .missing,
                snapshotDirectory: folder.url)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.contains(
                "-    SizeLayout (0, 2.5, 48, 48) \"photo\"\n+    SizeLayout (0, 2.5, 48, 48) \"avatar\"\n") == true)
    }

    func testRecordingEverythingFails() throws {
        let folder = TemporaryDirectory()
        let arrangement = profileCard().arrangement(width: 320, context: .fixedAdvance)
        let failures = capture {
            XCTAssertSnapshot(of: arrangement, named: "card", record: .all, snapshotDirectory: folder.url)
        }
        XCTAssertEqual(failures.count, 1)
        let recorded = folder.url.appendingPathComponent("XCTAssertSnapshotTests/testRecordingEverythingFails.card.txt")
        XCTAssertEqual(folder.contents(of: recorded), profileCardAt320)
    }
}
