import Foundation
import Testing

@Suite("The generated doc examples")
struct DocExampleSyncTests {
    /// Fails when a Markdown file changed after GeneratedDocExamples.swift was generated; with
    /// VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 in the environment, writes the file instead.
    @Test("GeneratedDocExamples.swift is up to date with README.md and docs/*.md")
    func generatedFileIsUpToDate() throws {
        let generated = try DocExampleExtractor.generatedFile(for: DocExampleExtractor.packageDocuments())
        let url = DocExampleExtractor.packageRoot.appendingPathComponent(DocExampleExtractor.generatedFilePath)
        if ProcessInfo.processInfo.environment["VALUELAYOUT_UPDATE_DOC_EXAMPLES"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard committed != generated else { return }
        let committedLines = committed.components(separatedBy: "\n")
        let generatedLines = generated.components(separatedBy: "\n")
        let line = zip(committedLines, generatedLines).prefix { $0 == $1 }.count
        let expected = line < generatedLines.count ? generatedLines[line] : "(the end of the file)"
        let found = line < committedLines.count ? committedLines[line] : "(the end of the file)"
        Issue.record(
            """
            \(DocExampleExtractor.generatedFilePath) does not match the Swift blocks of the docs \
            (line \(line + 1) should be `\(expected)`, not `\(found)`). Regenerate it with \
            scripts/update-doc-examples.sh, then run the tests again.
            """)
    }
}
