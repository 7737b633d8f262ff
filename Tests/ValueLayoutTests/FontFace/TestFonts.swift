import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// The test fonts, the fonts the library bundles (`FontCatalog.bundledFontURLs`), and their
/// HarfBuzz fixtures in `Tests/ValueLayoutTests/Fonts`, found from this file's path.
enum TestFonts {
    /// The folder of the fixtures.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    /// The URL of the bundled font `name` ("DejaVuSans.ttf").
    static func url(_ name: String) -> URL {
        FontCatalog.bundledFontURLs.first { $0.lastPathComponent == name }
            ?? URL(fileURLWithPath: "/no bundled font named \(name)")
    }

    /// The bytes of the test font `name`.
    static func data(_ name: String) -> Data {
        (try? Data(contentsOf: url(name))) ?? Data()
    }

    /// DejaVu Sans (Book) and DejaVu Sans Bold, read once.
    static let faces: [String: FontFace] = {
        var faces: [String: FontFace] = [:]
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            faces[name] = try? FontFace(contentsOf: url(name))
        }
        return faces
    }()

    /// One width HarfBuzz gave.
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        let font: String
        let size: Double
        let text: String
        let category: String
        let script: String?
        let advance: Double
        let clusterAdvances: [Int]

        var testDescription: String {
            "\(font) \(size) pt \(category) \"\(text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())\""
        }
    }

    /// The fixtures file.
    struct Fixtures: Decodable {
        let harfbuzz: String
        let entries: [Entry]
    }

    /// The widths of `harfbuzz-advances.json`.
    static let fixtures: Fixtures? = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("harfbuzz-advances.json")) else {
            return nil
        }
        return try? JSONDecoder().decode(Fixtures.self, from: data)
    }()

    /// The categories FontFace must match HarfBuzz in exactly.
    static let coreCategories: Set<String> = ["ascii", "latin", "ligatures", "kerning", "marks"]

    /// The entries of the core categories.
    static var coreEntries: [Entry] { fixtures?.entries.filter { coreCategories.contains($0.category) } ?? [] }
}
