import Foundation
import Testing

@Suite("The generated doc examples")
struct DocExampleSyncTests {
    /// Fails when a Markdown file changed after the generated files were generated; with
    /// VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 in the environment, writes them instead (and removes
    /// the files of documents that are gone).
    @Test("The generated doc example files are up to date with README.md and docs/*.md")
    func generatedFilesAreUpToDate() throws {
        let generated = try DocExampleExtractor.generatedFiles(for: DocExampleExtractor.packageDocuments())
        let root = DocExampleExtractor.packageRoot
        let folder = root.appendingPathComponent(DocExampleExtractor.generatedPagesFolder)
        let existing = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }
                .map { DocExampleExtractor.generatedPagesFolder + "/" + $0 })
        let stale = existing.subtracting(generated.map(\.path)).sorted()
        if ProcessInfo.processInfo.environment["VALUELAYOUT_UPDATE_DOC_EXAMPLES"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in generated {
                try file.text.write(to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            }
            for path in stale { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
            return
        }
        for path in stale {
            Issue.record("\(path) belongs to no document. Regenerate with scripts/update-doc-examples.sh.")
        }
        for file in generated {
            let committed = (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
            guard committed != file.text else { continue }
            let committedLines = committed.components(separatedBy: "\n")
            let generatedLines = file.text.components(separatedBy: "\n")
            let line = zip(committedLines, generatedLines).prefix { $0 == $1 }.count
            let expected = line < generatedLines.count ? generatedLines[line] : "(the end of the file)"
            let found = line < committedLines.count ? committedLines[line] : "(the end of the file)"
            Issue.record(
                """
                \(file.path) does not match the Swift blocks of the docs \
                (line \(line + 1) should be `\(expected)`, not `\(found)`). Regenerate it with \
                scripts/update-doc-examples.sh, then run the tests again.
                """)
        }
    }
}
