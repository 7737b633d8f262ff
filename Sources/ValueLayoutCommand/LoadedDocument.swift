import Foundation
import ValueLayout
import ValueLayoutFonts

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

    /// The options that override a document's context, shared by every command that lays out.
    static let contextOptions: Set<String> = ["--width", "--height", "--scale", "--fonts"]
    /// The flags that override a document's context.
    static let contextFlags: Set<String> = ["--rtl"]

    /// Reads `source` (a path, or `-` for standard input) and applies the context options of
    /// `arguments`.
    ///
    /// - Throws: ``CommandFailure`` with exit code 1 when the file cannot be read, is not a valid
    ///   document, or names fonts that cannot be read; the message starts with the source.
    init(_ source: String, arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandFailure) {
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
        if let width = try arguments.number("--width") { document.context.width = width }
        if let height = try arguments.number("--height") { document.context.height = height }
        if let scale = try arguments.number("--scale") { document.context.scale = scale }
        if arguments.flag("--rtl") { document.context.direction = .rightToLeft }
        self.document = document
        if let directory = arguments.value("--fonts") {
            textMeasurer = try Self.measurer(scanning: directory)
        } else {
            textMeasurer = try Self.measurer(for: document.context.measurer, source: source)
        }
    }

    private static func measurer(scanning directory: String) throws(CommandFailure) -> any TextMeasurer {
        guard isFolder(directory) else {
            throw .usage("--fonts needs a folder of .ttf or .otf files; \(directory) is not a folder")
        }
        let catalog = FontCatalog(scanning: [URL(fileURLWithPath: directory)])
        guard !catalog.faces.isEmpty else {
            throw .input("\(directory): no font in the folder could be read (.ttf and .otf files are read)")
        }
        return FontTextMeasurer(catalog: catalog)
    }

    private static func measurer(for choice: LayoutDocument.Context.Measurer, source: String) throws(CommandFailure)
        -> any TextMeasurer
    {
        switch choice {
        case .fixedAdvance:
            return FixedAdvanceTextMeasurer()
        case .fonts(let paths):
            guard !paths.isEmpty else { throw .input("\(source): $.context.measurer.fonts: no font files named") }
            // Relative paths are relative to the document's folder (to the current folder for
            // standard input).
            let base =
                source == "-"
                ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                : URL(fileURLWithPath: source).deletingLastPathComponent()
            var faces: [FontFace] = []
            for (index, path) in paths.enumerated() {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
                do {
                    faces.append(try FontFace(contentsOf: url))
                } catch {
                    throw .input("\(source): $.context.measurer.fonts[\(index)]: \(error)")
                }
            }
            return FontTextMeasurer(catalog: FontCatalog(faces: faces))
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
