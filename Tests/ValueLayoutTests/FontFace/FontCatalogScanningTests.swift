import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// What a catalog that scans folders reports about them: the folders it scanned, those missing,
/// and the font files it could not read.
@Suite("Font catalog scanning reports")
struct FontCatalogScanningTests {
    /// A new empty folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("An empty folder gives no faces, and the catalog reports it scanned it")
    func emptyFolder() throws {
        try withFolder { folder in
            let catalog = FontCatalog(scanning: [folder])
            #expect(catalog.faces.isEmpty)
            #expect(catalog.scannedDirectories == [folder])
            #expect(catalog.missingDirectories == [])
            #expect(catalog.skippedFiles == [])
        }
    }

    @Test("A missing folder is scanned and reported missing")
    func missingFolder() throws {
        try withFolder { folder in
            let missing = folder.appendingPathComponent("missing")
            let catalog = FontCatalog(scanning: [folder, missing])
            #expect(catalog.scannedDirectories == [folder, missing])
            #expect(catalog.missingDirectories == [missing])
        }
    }

    @Test("A broken .ttf is skipped, with the reason, and the fonts beside it are read")
    func brokenFile() throws {
        try withFolder { folder in
            let broken = folder.appendingPathComponent("Broken.ttf")
            try Data("not a font".utf8).write(to: broken)
            try TestFonts.data("DejaVuSans.ttf").write(to: folder.appendingPathComponent("DejaVuSans.ttf"))
            let catalog = FontCatalog(scanning: [folder])
            #expect(catalog.faces.map(\.styleName) == ["Book"])
            #expect(
                catalog.skippedFiles.map(\.description) == [
                    "cannot read the font file \(broken.path): the file starts with 0x6e6f7420, which is not the "
                        + "signature of a TrueType or OpenType font"
                ])
            #expect(catalog.skippedFiles.map(\.url) == [broken])
            #expect(catalog.skippedFiles.map(\.error.kind) == [.notAFont])
        }
    }

    @Test("A folder reached through a symbolic link is scanned")
    func symbolicLink() throws {
        try withFolder { folder in
            let fonts = folder.appendingPathComponent("fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try TestFonts.data("DejaVuSans.ttf").write(to: fonts.appendingPathComponent("DejaVuSans.ttf"))
            let link = folder.appendingPathComponent("link")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fonts)
            let catalog = FontCatalog(scanning: [link])
            #expect(catalog.faces.map(\.styleName) == ["Book"])
            #expect(catalog.missingDirectories == [])
        }
    }

    @Test("A catalog made from faces scanned nothing and skipped nothing")
    func fromFaces() {
        let catalog = FontCatalog(faces: [])
        #expect(catalog.scannedDirectories == [])
        #expect(catalog.missingDirectories == [])
        #expect(catalog.skippedFiles == [])
    }

    @Test("The bundled catalog skipped none of its files")
    func bundledSkippedNothing() {
        #expect(FontCatalog.bundled.skippedFiles == [])
        #expect(FontCatalog.bundled.scannedDirectories == [])
    }
}
