import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts
import ValueLayoutWorkloads

/// What `valuelayout-demo` says about the text measurer it lays out with: the faces it really
/// measures with, and on standard error every font not measured as asked.
@Suite("The demo's text measurer")
struct DemoTextMeasurerTests {
    /// A new folder holding `files` (name and contents).
    private func folder(_ files: [(String, Data)]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: url.appendingPathComponent(name)) }
        return url
    }

    /// The W1 feed item laid out with `text`'s measurer, as the demo lays it out.
    private func feedItem(_ text: DemoTextMeasurer) -> LayoutArrangement {
        FeedItemLayout.make(FeedItemData(index: 0)).arrangement(
            width: FeedItemLayout.width, context: LayoutContext(textMeasurer: text.measurer))
    }

    @Test("With the bundled fonts, the demo names them and has nothing to say on standard error")
    func bundledFonts() {
        let text = DemoTextMeasurer()
        #expect(
            text.description == "FontTextMeasurer with the bundled DejaVu Sans (DejaVuSans.ttf, DejaVuSans-Bold.ttf)")
        #expect(text.notes(for: feedItem(text)) == [])
    }

    @Test("With font files it cannot read, the demo says it measures with the fallback metrics, not DejaVu Sans")
    func unreadableFonts() throws {
        let notFonts = try folder([("DejaVuSans.ttf", Data("not a font".utf8)), ("DejaVuSans-Bold.ttf", Data())])
        let catalog = FontCatalog(scanning: [notFonts])
        let text = DemoTextMeasurer(catalog: catalog)
        #expect(
            text.description
                == "the fallback metrics of a FontTextMeasurer without faces (every character 0.6 em wide, "
                + "every line 1.2 em tall): it could not read DejaVuSans-Bold.ttf and DejaVuSans.ttf")
        #expect(!text.description.contains("DejaVu Sans"))
    }

    @Test("With font files it cannot read, the demo writes one fallback note for the 13 labels of the feed item")
    func unreadableFontsNote() throws {
        let notFonts = try folder([("DejaVuSans.ttf", Data("not a font".utf8)), ("DejaVuSans-Bold.ttf", Data())])
        let catalog = FontCatalog(scanning: [notFonts])
        let text = DemoTextMeasurer(catalog: catalog)
        let note = try #require(catalog.fallbackNote(for: .body))
        #expect(
            text.notes(for: feedItem(text)) == [
                "valuelayout-demo: font fallback: 13 labels were not measured in their font: \(note)"
            ])
    }

    @Test("With one bundled file unreadable, the demo names the face it has and the file it could not read")
    func oneFileUnreadable() throws {
        let regular = try Data(contentsOf: FontCatalog.bundledFontURLs[0])
        let fonts = try folder([("DejaVuSans.ttf", regular), ("DejaVuSans-Bold.ttf", Data("broken".utf8))])
        let catalog = FontCatalog(scanning: [fonts])
        let text = DemoTextMeasurer(catalog: catalog)
        #expect(
            text.description
                == "FontTextMeasurer with DejaVu Sans (DejaVuSans.ttf; it could not read DejaVuSans-Bold.ttf)")
        let skipped = try #require(catalog.skippedFiles.first)
        #expect(text.notes(for: feedItem(text)) == ["valuelayout-demo: \(skipped.description)"])
    }
}
