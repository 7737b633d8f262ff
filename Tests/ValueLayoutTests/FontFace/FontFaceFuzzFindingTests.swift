import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// The inputs the font fuzzer (`scripts/fuzz-fonts.sh`) once failed on, in `Fonts/FuzzFindings`.
@Suite("FontFace fuzz findings")
struct FontFaceFuzzFindingTests {
    /// The files of `Fonts/FuzzFindings`, by name, without its README.
    static let findings: [String] = {
        let folder = TestFonts.folder.appendingPathComponent("FuzzFindings")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0 != "README.md" }.sorted()
    }()

    @Test("Each finding throws a FontFaceError or reads and measures, without crashing", arguments: findings)
    func finding(_ name: String) throws {
        let data = try Data(contentsOf: TestFonts.folder.appendingPathComponent("FuzzFindings/\(name)"))
        do {
            let face = try FontFace(data: data)
            #expect(face.advance(of: "office AVATAR caf\u{E9} e\u{301}", size: 17).isFinite)
        } catch is FontFaceError {
        }
    }

    @Test("The findings folder is there")
    func folderExists() {
        let readme = TestFonts.folder.appendingPathComponent("FuzzFindings/README.md")
        #expect(FileManager.default.fileExists(atPath: readme.path))
    }
}
