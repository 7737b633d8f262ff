import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// `FontFace(contentsOf:)` names the file it could not read, and why.
@Suite("Font file errors")
struct FontFileErrorTests {
    /// A new empty folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The error reading the file at `url` throws, or `nil` when it reads.
    func error(reading url: URL) -> FontFaceError? {
        do {
            _ = try FontFace(contentsOf: url)
            return nil
        } catch let error as FontFaceError {
            return error
        } catch {
            Issue.record("not a FontFaceError: \(error)")
            return nil
        }
    }

    @Test("A missing file: cannot read it, no such file")
    func missingFile() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("Missing.ttf")
            #expect(
                error(reading: url)
                    == FontFaceError(
                        kind: .unreadableFile, table: nil, offset: nil,
                        description: "cannot read the font file \(url.path): no such file", fileURL: url))
        }
    }

    @Test("A folder: cannot read it, it is a folder")
    func folder() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("Fonts.ttf")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            #expect(
                error(reading: url)
                    == FontFaceError(
                        kind: .unreadableFile, table: nil, offset: nil,
                        description: "cannot read the font file \(url.path): it is a folder, not a file",
                        fileURL: url))
        }
    }

    @Test("A file that is not a font: the reader's error, naming the file")
    func notAFont() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("notes.ttf")
            try Data("<!DOCTYPE html>".utf8).write(to: url)
            #expect(
                error(reading: url)
                    == FontFaceError(
                        kind: .notAFont, table: nil, offset: 0,
                        description: "cannot read the font file \(url.path): the file starts with 0x3c21444f, "
                            + "which is not the signature of a TrueType or OpenType font",
                        fileURL: url))
        }
    }

    @Test("A font cut short: the table and offset at fault, and the file")
    func truncatedFont() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("Cut.ttf")
            try Data(TestFonts.data("DejaVuSans.ttf").prefix(3)).write(to: url)
            #expect(
                error(reading: url)
                    == FontFaceError(
                        kind: .truncated, table: nil, offset: 0,
                        description: "cannot read the font file \(url.path): the file is 3 bytes long, but the font "
                            + "header needs 4",
                        fileURL: url))
        }
    }

    @Test("The same bytes read as data name no file")
    func dataNamesNoFile() throws {
        let thrown = try #require(
            {
                do {
                    _ = try FontFace(data: Data("<!DOCTYPE html>".utf8))
                    return nil
                } catch { return error as? FontFaceError }
            }() as FontFaceError?)
        #expect(thrown.fileURL == nil)
        #expect(
            thrown.description
                == "the file starts with 0x3c21444f, which is not the signature of a TrueType or OpenType font")
    }
}
