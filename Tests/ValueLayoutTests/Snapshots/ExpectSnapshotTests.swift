import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts
import ValueLayoutTesting

/// The Swift Testing entry point: it reports through `Issue.record` at the caller's line, and
/// passes silently on a match.
@Suite("expectSnapshot (Swift Testing)")
struct ExpectSnapshotTests {
    @Test("A missing snapshot is reported as an issue at the line of the call, and the file is recorded")
    func missingIsReportedAtTheCall() {
        let folder = TemporaryDirectory()
        let line = #line + 2
        withKnownIssue {
            expectSnapshot(
                of: profileCard(), width: 320, context: .fixedAdvance, record: .missing, snapshotDirectory: folder.url)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.hasPrefix("No snapshot existed, so it was recorded at") }
        }
        let recorded = folder.url.appendingPathComponent("ExpectSnapshotTests/missingIsReportedAtTheCall.txt")
        #expect(folder.contents(of: recorded) == profileCardAt320)
    }

    @Test("A failure of a tree measured with a font fallback says which labels were, and why")
    func fontFallbackIsNoted() {
        let folder = TemporaryDirectory()
        let label = LabelLayout(text: "Hello", font: Font(family: "Inter", size: 15), viewReuseId: "greeting")
        let context = LayoutContext(textMeasurer: FontTextMeasurer(catalog: .bundled))
        withKnownIssue {
            expectSnapshot(of: label, width: 200, context: context, record: .missing, snapshotDirectory: folder.url)
        } matching: { issue in
            issue.comments.contains { comment in
                comment.rawValue.hasPrefix("No snapshot existed, so it was recorded at")
                    && comment.rawValue.hasSuffix(
                        "\n\nNote: the tree was measured with a font fallback, so its frames are not the ones an app "
                            + "with the font shows:\n- LabelLayout \"greeting\": the text measurer did not measure its "
                            + "font (\"Inter\", 15 points, regular) as asked: the font catalog has no family \"Inter\", "
                            + "so it was measured in DejaVu Sans (the catalog's default family). Add the family's font "
                            + "files to the catalog, or name one it has (\"DejaVu Sans\").")
            }
        }
    }

    @Test("A matching snapshot records no issue")
    func matchPasses() throws {
        let folder = TemporaryDirectory()
        let file = folder.url.appendingPathComponent("ExpectSnapshotTests/matchPasses.card.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(profileCardAt320.utf8).write(to: file)
        let outcome = expectSnapshot(
            of: profileCard(), width: 320, context: .fixedAdvance, named: "card", record: .never,
            snapshotDirectory: folder.url)
        #expect(outcome.isMatch)
    }

    @Test("A mismatch is one issue whose message holds the diff and the pictures' paths")
    func mismatchIsOneIssue() throws {
        let folder = TemporaryDirectory()
        let file = folder.url.appendingPathComponent("ExpectSnapshotTests/mismatchIsOneIssue.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(profileCardAt320.replacingOccurrences(of: "\"name\"", with: "\"title\"").utf8).write(to: file)
        withKnownIssue {
            expectSnapshot(
                of: profileCard(), width: 320, context: .fixedAdvance, record: .missing, snapshotDirectory: folder.url)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains(
                "-      LabelLayout (0, 0, 84, 17) \"title\"\n+      LabelLayout (0, 0, 84, 17) \"name\"\n")
                && message.contains("__Failures__/mismatchIsOneIssue.old.svg")
                && message.contains("__Failures__/mismatchIsOneIssue.new.svg")
        }
    }

    @Test("An arrangement laid out by the caller is snapshotted as is")
    func arrangement() throws {
        let folder = TemporaryDirectory()
        let arrangement = profileCard().arrangement(width: 320, context: LayoutContext(direction: .rightToLeft))
        withKnownIssue {
            expectSnapshot(of: arrangement, record: .missing, snapshotDirectory: folder.url)
        }
        let recorded = folder.url.appendingPathComponent("ExpectSnapshotTests/arrangement.txt")
        #expect(folder.contents(of: recorded) == arrangement.snapshotText)
    }

    @Test("Several widths in both directions are one file and one call")
    func widths() {
        let folder = TemporaryDirectory()
        withKnownIssue {
            expectSnapshot(
                of: profileCard(), widths: [320, 375, 414], context: .fixedAdvance, directions: .both, record: .missing,
                snapshotDirectory: folder.url)
        }
        let recorded = folder.url.appendingPathComponent("ExpectSnapshotTests/widths.txt")
        let expected = LayoutSnapshot(
            of: profileCard(), widths: [320, 375, 414], context: .fixedAdvance, directions: .both)
        #expect(expected.sections.count == 6)
        #expect(folder.contents(of: recorded) == expected.fileText)
    }
}
