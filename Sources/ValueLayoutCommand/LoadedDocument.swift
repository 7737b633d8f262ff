import Foundation
import ValueLayout
import ValueLayoutFonts

/// The options that override a document's context, read and checked once for a command line,
/// before any document is read: a wrong value is a wrong command line (exit code 2) whatever the
/// documents.
struct ContextOverrides {
    var width: CGFloat?
    var height: CGFloat?
    var scale: CGFloat?
    var rightToLeft: Bool
    /// The measurer of `--fonts`, which replaces the documents' own.
    var textMeasurer: (any TextMeasurer)?

    /// The options that override a document's context, shared by every command that lays out.
    static let options: Set<String> = ["--width", "--height", "--scale", "--fonts"]
    /// The flags that override a document's context.
    static let flags: Set<String> = ["--rtl"]

    /// Reads the overrides of `arguments`: a width and height from 0 to
    /// `LayoutLimits.maximumLength` points and a scale from `LayoutContext.minimumScale` to
    /// `LayoutContext.maximumScale`, the ranges a document's context takes; `--fonts` a folder
    /// with fonts in it or its subfolders.
    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        let lengths = 0...LayoutLimits.maximumLength
        width = try arguments.number("--width", from: lengths, "points")
        height = try arguments.number("--height", from: lengths, "points")
        scale = try arguments.number(
            "--scale", from: LayoutContext.minimumScale...LayoutContext.maximumScale, "pixels per point")
        rightToLeft = arguments.flag("--rtl")
        if let directory = arguments.value("--fonts") {
            guard isFolder(directory) else {
                throw .usage("--fonts needs a folder of .ttf or .otf files; \(directory) is not a folder")
            }
            let catalog = FontCatalog(scanning: [URL(fileURLWithPath: directory)])
            guard !catalog.faces.isEmpty else {
                throw .input("\(directory): no font in the folder could be read (.ttf and .otf files are read)")
            }
            textMeasurer = FontTextMeasurer(catalog: catalog)
        }
    }
}

/// A document read from a file (or standard input) with the command line's overrides applied,
/// and the text measurer its context names.
struct LoadedDocument {
    /// What the document was read from: a path, or `-` for standard input.
    let source: String
    /// The document, its context overridden by the command line.
    let document: LayoutDocument
    /// The measurer of the document's context (or of `--fonts`).
    let textMeasurer: any TextMeasurer

    /// The trace that records the passes run with ``layoutContext`` (`--trace`), or `nil`.
    var trace: LayoutTrace?

    /// The context to lay out in (recording into ``trace``, if any).
    var layoutContext: LayoutContext {
        var context = document.context.layoutContext(textMeasurer: textMeasurer)
        context.trace = trace
        return context
    }

    /// Lays the document out in its context.
    func arrangement() -> LayoutArrangement {
        document.layout.arrangement(
            width: document.context.width, height: document.context.height, context: layoutContext)
    }

    /// Reads `source` (a path, or `-` for standard input) and applies `overrides`.
    ///
    /// - Throws: ``CommandFailure`` with exit code 1 when the file cannot be read, is not a valid
    ///   document, or names fonts that cannot be read; the message starts with the source.
    init(_ source: String, overrides: ContextOverrides, environment: CommandEnvironment) throws(CommandFailure) {
        self.source = source
        let data: Data
        if source == "-" {
            data = environment.readInput()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: source))
            } catch {
                throw .input("\(source): cannot read the file (\(Self.reason(error)))")
            }
        }
        var document: LayoutDocument
        do {
            document = try LayoutDocument(json: data)
        } catch {
            throw .input("\(source): \(error)")
        }
        if let width = overrides.width { document.context.width = width }
        if let height = overrides.height { document.context.height = height }
        if let scale = overrides.scale { document.context.scale = scale }
        if overrides.rightToLeft { document.context.direction = .rightToLeft }
        self.document = document
        if let measurer = overrides.textMeasurer {
            textMeasurer = measurer
        } else {
            textMeasurer = try Self.measurer(for: document.context.measurer, source: source)
        }
    }

    /// The measurer a document's context names. Each entry of `{"fonts": […]}` is `"bundled"`
    /// (the fonts of ValueLayoutFonts), `"system"` (the platform's font folders), a folder (its
    /// fonts and its subfolders', as `--fonts` reads them) or a font file; relative paths are
    /// relative to the document's folder (to the current folder for standard input). On Apple
    /// platforms, `"system"` alone measures with Core Text.
    private static func measurer(for choice: LayoutDocument.Context.Measurer, source: String) throws(CommandFailure)
        -> any TextMeasurer
    {
        guard case .fonts(let entries) = choice else { return FixedAdvanceTextMeasurer() }
        guard !entries.isEmpty else { throw .input("\(source): $.context.measurer.fonts: no fonts named") }
        #if canImport(UIKit) || canImport(AppKit)
            if entries == ["system"] { return CoreTextMeasurer() }
        #endif
        if entries == ["system"] { return FontTextMeasurer(catalog: try catalog(of: "system", source: source, at: 0)) }
        var faces: [FontFace] = []
        var defaultFamily: String?
        for (index, entry) in entries.enumerated() {
            let catalog = try catalog(of: entry, source: source, at: index)
            faces += catalog.faces
            defaultFamily = defaultFamily ?? catalog.defaultFamily
        }
        return FontTextMeasurer(catalog: FontCatalog(faces: faces, defaultFamily: defaultFamily))
    }

    /// The faces of one entry of a document's `fonts`, at `index`: a catalog with at least one face.
    private static func catalog(of entry: String, source: String, at index: Int) throws(CommandFailure)
        -> FontCatalog
    {
        let place = "\(source): $.context.measurer.fonts[\(index)]"
        switch entry {
        case "bundled":
            let catalog = FontCatalog.bundled
            guard !catalog.faces.isEmpty else {
                let reasons = catalog.skippedFiles.map(\.description).joined(separator: "; ")
                throw .input("\(place): the bundled fonts could not be read (\(reasons))")
            }
            return catalog
        case "system":
            let catalog = FontCatalog.system
            guard !catalog.faces.isEmpty else {
                let folders = FontCatalog.systemFontDirectories.map(\.path).joined(separator: ", ")
                throw .input("\(place): no font could be read in the system's font folders (\(folders))")
            }
            return catalog
        default:
            // Relative paths are relative to the document's folder (to the current folder for
            // standard input).
            let base =
                source == "-"
                ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                : URL(fileURLWithPath: source).deletingLastPathComponent()
            let url = entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : base.appendingPathComponent(entry)
            if isFolder(url.path) {
                let catalog = FontCatalog(scanning: [url])
                guard !catalog.faces.isEmpty else {
                    throw .input(
                        "\(place): no font in the folder \(url.path) or its subfolders could be read "
                            + "(.ttf and .otf files are read)")
                }
                return catalog
            }
            do {
                return FontCatalog(faces: [try FontFace(contentsOf: url)])
            } catch {
                throw .input("\(place): \(error)")
            }
        }
    }

    /// Why a file operation failed, in the system's words ("No such file or directory").
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return POSIXError(code).localizedDescription
        }
        return nsError.localizedDescription
    }
}

/// Whether `path` names a folder (without `fileExists(atPath:isDirectory:)`, whose pointer
/// argument is an unsafe construct).
func isFolder(_ path: String) -> Bool {
    (try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
}
