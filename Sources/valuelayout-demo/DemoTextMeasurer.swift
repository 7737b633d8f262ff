import Foundation
import ValueLayout
import ValueLayoutFonts

/// The text measurer the demo lays out and draws with: ``FontTextMeasurer`` with the repository's
/// DejaVu Sans test fonts when the demo runs in a clone, else with the system's fonts when it has
/// some, else the library's default, ``FixedAdvanceTextMeasurer``.
struct DemoTextMeasurer {
    let measurer: any TextMeasurer
    /// What the demo prints about the measurer.
    let description: String

    /// The repository's test fonts, found from this file's path.
    static let repositoryFonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map { name in
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/ValueLayoutTests/Fonts")
            .appendingPathComponent(name)
    }

    static let shared = DemoTextMeasurer()

    private init() {
        if let faces = try? Self.repositoryFonts.map(FontFace.init(contentsOf:)) {
            measurer = FontTextMeasurer(catalog: FontCatalog(faces: faces))
            description =
                "FontTextMeasurer with the repository's DejaVu Sans ("
                + Self.repositoryFonts.map { Self.relativePath($0) }.joined(separator: ", ") + ")"
            return
        }
        let system = FontCatalog.system
        if !system.faces.isEmpty {
            measurer = FontTextMeasurer(catalog: system)
            let files = system.faces.compactMap { $0.fileURL?.path }
            description =
                "FontTextMeasurer with the system's fonts (\(system.faces.count) faces; default family "
                + "\(system.defaultFamily ?? "none"), "
                + (system.face(for: .body)?.fileURL?.path ?? files.first ?? "no file") + ")"
            return
        }
        measurer = FixedAdvanceTextMeasurer()
        description = "FixedAdvanceTextMeasurer (no fonts found: 7 pt a character, 17 pt a line)"
    }

    /// `url`'s path relative to the current directory when it is inside it.
    static func relativePath(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
