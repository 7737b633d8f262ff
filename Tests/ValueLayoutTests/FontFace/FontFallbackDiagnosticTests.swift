import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts
import ValueLayoutTesting

/// A font measured other than as asked is never silent: the arrangement's diagnostics name each
/// label so measured, with what the catalog had and what to do.
@Suite("Font fallback diagnostics")
struct FontFallbackDiagnosticTests {
    /// A new empty folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    static let card = StackLayout(
        axis: .vertical,
        sublayouts: [
            LabelLayout(text: "Ada Lovelace", font: Font(size: 17, weight: .bold), viewReuseId: "name"),
            LabelLayout(text: "Mathematician", viewReuseId: "role"),
        ])

    @Test("A catalog over an empty folder: each label is reported, with the folder it scanned and what to do")
    func emptyCatalog() throws {
        try withFolder { folder in
            let measurer = FontTextMeasurer(catalog: FontCatalog(scanning: [folder]))
            let arrangement = Self.card.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
            // The fallback's metrics: 0.6 em a character, 1.2 em a line.
            #expect(arrangement.sublayouts[1].frame == CGRect(x: 0, y: 20.4, width: 132.6, height: 20.4))
            let note =
                "the font catalog has no faces (it scanned \(folder.path)), so every character was measured "
                + "0.6 em wide and every line 1.2 em tall. Use FontCatalog.bundled (DejaVu Sans, shipped with "
                + "ValueLayoutFonts), install fonts, or make a catalog of your own font files."
            let diagnostics = arrangement.diagnostics
            #expect(diagnostics.map(\.kind) == Array(repeating: .textMeasuredWithFallback(note: note), count: 2))
            #expect(
                diagnostics.map(\.path.description) == [
                    #"StackLayout › LabelLayout[0] "name""#, #"StackLayout › LabelLayout[1] "role""#,
                ])
            #expect(
                diagnostics.map(\.description) == [
                    #"StackLayout › LabelLayout[0] "name": the text measurer did not measure its font "#
                        + "(17 points, bold) as asked: " + note,
                    #"StackLayout › LabelLayout[1] "role": the text measurer did not measure its font "#
                        + "(17 points, regular) as asked: " + note,
                ])
        }
    }

    @Test("A missing folder and an unreadable file are named in the note")
    func missingAndSkipped() throws {
        try withFolder { folder in
            let missing = folder.appendingPathComponent("missing")
            try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
            let catalog = FontCatalog(scanning: [folder, missing])
            #expect(
                catalog.fallbackNote(for: .body)
                    == "the font catalog has no faces (it scanned \(folder.path), \(missing.path); missing: "
                    + "\(missing.path)); files it could not read: Broken.ttf: cannot read the font file "
                    + "\(folder.appendingPathComponent("Broken.ttf").path): the file starts with 0x6e6f7420, which "
                    + "is not the signature of a TrueType or OpenType font, so every character was measured 0.6 em "
                    + "wide and every line 1.2 em tall. Use FontCatalog.bundled (DejaVu Sans, shipped with "
                    + "ValueLayoutFonts), install fonts, or make a catalog of your own font files.")
        }
    }

    @Test("A family the catalog lacks is measured in the default family, and reported")
    func missingFamily() {
        let label = LabelLayout(text: "Hello", font: Font(family: "Helvetica Neue", size: 15), viewReuseId: "hello")
        let measurer = FontTextMeasurer(catalog: .bundled)
        let arrangement = label.arrangement(context: LayoutContext(textMeasurer: measurer))
        let note =
            "the font catalog has no family \"Helvetica Neue\", so it was measured in DejaVu Sans (the catalog's "
            + "default family). Add the family's font files to the catalog, or name one it has (\"DejaVu Sans\")."
        #expect(arrangement.diagnostics.map(\.kind) == [.textMeasuredWithFallback(note: note)])
        #expect(
            arrangement.diagnostics.first?.description
                == "LabelLayout \"hello\": the text measurer did not measure its font (\"Helvetica Neue\", 15 points, "
                + "regular) as asked: " + note)
        // Measured in DejaVu Sans: the same width as without a family.
        let plain = LabelLayout(text: "Hello", font: Font(size: 15)).arrangement(
            context: LayoutContext(textMeasurer: measurer))
        #expect(arrangement.frame == plain.frame)
    }

    @Test("No diagnostic when the catalog has the font, in any weight, or the measurer has no fonts to lack")
    func noFallback() {
        let bundled = LayoutContext(textMeasurer: FontTextMeasurer(catalog: .bundled))
        #expect(Self.card.arrangement(width: 200, context: bundled).diagnostics == [])
        let named = LabelLayout(text: "x", font: Font(family: "dejavu sans", size: 12, weight: .black))
        #expect(named.arrangement(context: bundled).diagnostics == [])
        #expect(Self.card.arrangement(width: 200, context: .fixedAdvance).diagnostics == [])
    }

    @Test("A counting measurer reports its base measurer's fallbacks")
    func countingMeasurer() {
        let label = LabelLayout(text: "Hello", font: Font(family: "Inter", size: 15))
        let base = FontTextMeasurer(catalog: .bundled)
        let counting = CountingTextMeasurer(base)
        let note = base.fallbackNote(for: label.font)
        #expect(note != nil)
        #expect(counting.fallbackNote(for: label.font) == note)
        let diagnostics = label.arrangement(context: LayoutContext(textMeasurer: counting)).diagnostics
        #expect(diagnostics.map(\.kind) == [.textMeasuredWithFallback(note: note!)])
    }

    @Test("A caching measurer reports its base measurer's fallbacks")
    func cachingMeasurer() throws {
        try withFolder { folder in
            let base = FontTextMeasurer(catalog: FontCatalog(scanning: [folder]))
            let context = LayoutContext(textMeasurer: CachingTextMeasurer(base))
            let kinds = Self.card.arrangement(width: 200, context: context).diagnostics.map(\.kind)
            #expect(kinds.count == 2)
            #expect(kinds.allSatisfy { $0 == .textMeasuredWithFallback(note: base.fallbackNote(for: .body)!) })
        }
    }
}
