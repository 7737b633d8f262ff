import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// `FontCatalog.bundled`: DejaVu Sans regular and bold, resources of the fonts library.
@Suite("The bundled fonts")
struct BundledFontCatalogTests {
    @Test("The bundled catalog holds DejaVu Sans Book and Bold, and DejaVu Sans is its default family")
    func faces() {
        let catalog = FontCatalog.bundled
        #expect(catalog.faces.map(\.familyName) == ["DejaVu Sans", "DejaVu Sans"])
        #expect(catalog.faces.map(\.styleName) == ["Book", "Bold"])
        #expect(catalog.faces.map(\.weight) == [400, 700])
        #expect(catalog.defaultFamily == "DejaVu Sans")
    }

    @Test("The bundled faces were read from the bundled files, which sit in the resource bundle")
    func files() {
        let urls = FontCatalog.bundledFontURLs
        #expect(urls.map(\.lastPathComponent) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        #expect(FontCatalog.bundled.faces.map(\.fileURL) == urls)
        #expect(urls.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    }

    @Test("The fonts' licence is a resource beside them")
    func licence() throws {
        let licence = try String(contentsOf: FontCatalog.bundledFontLicenseURL, encoding: .utf8)
        #expect(
            FontCatalog.bundledFontLicenseURL.deletingLastPathComponent()
                == FontCatalog.bundledFontURLs[0].deletingLastPathComponent())
        #expect(licence.contains("Bitstream Vera is a trademark of Bitstream, Inc."))
    }

    /// HarfBuzz's width of "Ada Lovelace" at 17 points in `harfbuzz-advances.json`: 112.981934 in
    /// DejaVu Sans, 126.744629 in DejaVu Sans Bold; in font units (2,048 an em) 13,611 and 15,269.
    @Test(
        "The bundled catalog measures a name as wide as HarfBuzz does, in each weight",
        arguments: [(Font.Weight.regular, 13_611), (.bold, 15_269)] as [(Font.Weight, Int)])
    func measuresAsHarfBuzz(weight: Font.Weight, fontUnits: Int) {
        let measurer = FontTextMeasurer(catalog: .bundled)
        let size = measurer.size(
            of: "Ada Lovelace", font: .system(size: 17, weight: weight), lineHeight: nil, numberOfLines: 0,
            maxWidth: .infinity)
        #expect(size.width == CGFloat(fontUnits) * 17 / 2_048)
    }

    @Test("Reading the bundled catalog twice gives the same catalog: it is read once")
    func readOnce() {
        #expect(FontCatalog.bundled === FontCatalog.bundled)
    }
}
