import Foundation
import ValueLayout
import ValueLayoutFonts

/// The text measurer `valuelayout-demo` lays out and draws with, and what the demo says about it:
/// a `FontTextMeasurer` of the fonts the library bundles (`FontCatalog.bundled`, DejaVu Sans), so
/// that the demo draws the same frames on every machine.
///
/// What it says comes from the faces the catalog really has: when the bundled files cannot be
/// read (their resource folder is not beside the executable), the catalog has no faces, the
/// measurer measures every character with its fallback metrics, and ``description`` says so
/// rather than naming DejaVu Sans; ``notes(for:)`` gives the lines for standard error.
public struct DemoTextMeasurer: Sendable {
    /// The measurer: a `FontTextMeasurer` of the catalog.
    public let measurer: any TextMeasurer
    /// What the demo prints about the measurer: the family and files of the faces it measures
    /// with (and the files it could not read), or, without faces, that it measures with the
    /// fallback metrics.
    public let description: String
    /// The font files the catalog could not read, when it read others (a catalog without faces
    /// lists them in its fallback note).
    private let skippedFiles: [FontCatalog.SkippedFile]

    /// The measurer of `catalog` (by default the bundled fonts) and its description.
    public init(catalog: FontCatalog = .bundled) {
        measurer = FontTextMeasurer(catalog: catalog)
        skippedFiles = catalog.faces.isEmpty ? [] : catalog.skippedFiles
        let skipped = catalog.skippedFiles.map(\.url.lastPathComponent)
        if catalog.faces.isEmpty {
            description =
                "the fallback metrics of a FontTextMeasurer without faces (every character 0.6 em wide, every line "
                + "1.2 em tall): "
                + (skipped.isEmpty
                    ? "its catalog has no fonts"
                    : "it could not read " + Self.list(skipped))
            return
        }
        let files = catalog.faces.map { $0.fileURL?.lastPathComponent ?? "a font read from memory" }
        let families = catalog.familyNames.joined(separator: ", ")
        description =
            "FontTextMeasurer with \(catalog === FontCatalog.bundled ? "the bundled " : "")\(families) ("
            + files.joined(separator: ", ")
            + (skipped.isEmpty ? "" : "; it could not read " + Self.list(skipped)) + ")"
    }

    /// What the demo writes to standard error about `arrangement`, laid out with ``measurer``:
    /// a line for each font file the catalog could not read (when it read others; a catalog
    /// without faces names them in its fallback note), then one for each distinct fallback
    /// note of its labels (`LayoutDiagnostic.Kind.textMeasuredWithFallback`), with how many
    /// labels it is about. Each starts with `valuelayout-demo: `; none when every label was
    /// measured as asked.
    public func notes(for arrangement: LayoutArrangement) -> [String] {
        var lines = skippedFiles.map { "valuelayout-demo: \($0.description)" }
        var notes: [String] = []
        var counts: [String: Int] = [:]
        for diagnostic in arrangement.diagnostics {
            guard case .textMeasuredWithFallback(let note) = diagnostic.kind else { continue }
            if counts[note] == nil { notes.append(note) }
            counts[note, default: 0] += 1
        }
        for note in notes {
            let count = counts[note]!
            lines.append(
                "valuelayout-demo: font fallback: \(count) \(count == 1 ? "label was" : "labels were") not "
                    + "measured in their font: \(note)")
        }
        return lines
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
