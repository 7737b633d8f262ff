import Foundation
import Testing
import ValueLayoutHarness

/// Every registered layout kind is documented where a reader looks for it: its own guide, a link
/// from the README's list of guides, and a section of "Choosing a layout" (CONTRIBUTING's
/// "Adding a layout kind" lists these).
@Suite("Every kind's documentation")
struct KindDocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) -> String {
        (try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static let kindNames = LayoutKinds.all.map { $0.name }

    @Test("The kind has a guide in docs/, linked from the README", arguments: kindNames)
    func guide(name: String) {
        #expect(
            FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent("docs/\(name).md").path),
            "no guide docs/\(name).md")
        #expect(Self.text("README.md").contains("(docs/\(name).md)"), "the README's guides do not link docs/\(name).md")
    }

    @Test("Choosing a layout names the kind", arguments: kindNames)
    func choosing(name: String) {
        let page = Self.text("Sources/ValueLayout/ValueLayout.docc/Choosing-a-layout.md")
        #expect(!page.isEmpty)
        #expect(page.contains("``\(name)``"), "Choosing-a-layout.md does not name ``\(name)``")
    }
}
