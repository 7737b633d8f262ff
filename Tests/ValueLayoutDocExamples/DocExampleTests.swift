import Foundation
import Testing

@Suite("The docs' examples")
struct DocExampleTests {
    @Test(
        "Every Swift block of the README and the guides runs and prints what the Markdown shows",
        arguments: generatedDocExamples)
    @MainActor func examplePrintsWhatTheDocsShow(_ example: DocExample) async throws {
        for failure in try await DocCheck.failures(of: example) {
            let filePath = DocCheck.packageRoot.appendingPathComponent(failure.path).path
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: "ValueLayoutDocExamples/\(failure.path)", filePath: filePath, line: failure.line, column: 1)
            )
        }
    }

    @Test(
        "Only other libraries' code (LayoutKit, Yoga, Texture) and the getting-started package (built by its own script) are not compiled here"
    )
    func skippedBlocks() {
        #expect(
            generatedSkippedDocBlocks == [
                "docs/getting-started.md:53: built and tested by scripts/check-getting-started.sh",
                "docs/getting-started.md:82: built and tested by scripts/check-getting-started.sh",
                "docs/getting-started.md:130: built and tested by scripts/check-getting-started.sh",
                "docs/getting-started.md:234: built and tested by scripts/check-getting-started.sh",
                "docs/migrating-from-layoutkit.md:11: LayoutKit code",
                "docs/migrating-from-layoutkit.md:107: LayoutKit code",
                "docs/migrating-from-layoutkit.md:273: Yoga code",
                "docs/migrating-from-layoutkit.md:303: Texture code",
            ])
    }
}
