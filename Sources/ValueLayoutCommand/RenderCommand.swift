import Foundation
import ValueLayout

/// `valuelayout render FILE|DIR`: lays documents out and prints or writes them.
enum RenderCommand {
    static let help = """
        usage: valuelayout render FILE [options] [--format text|json|svg|html] [-o OUT]
               valuelayout render DIR [options] [--format text|json|svg|html] -o OUTDIR

        Lays the document out in its context (overridden by the options) and prints it:
          text   the arrangement's snapshot text (the default), exactly as snapshot tests record it
          json   the arrangement as JSON: each node's kind, frame, reuse id and sublayouts
          svg    a picture of the frames and text
          html   an inspector page: hover or tap a box to see its kind, frame, reuse id, measured
                 size and the constraint it was measured within, with the tree beside it

        options:
        \(ValueLayoutCommand.contextHelp)
          --format F        text, json, svg or html
          -o, --output OUT  write to OUT instead of standard output (a folder in batch mode)
          --trace           trace the pass and print the trace's text report on standard error
          --trace-format F  text (the default), json, or chrome (the Chrome trace-event format, which
                            Perfetto and chrome://tracing open)
          --trace-output P  write the trace to the file P instead of standard error

        A label measured in another font than asked is reported on standard error, as check reports
        it (font fallback).

        Batch mode: given a folder, renders every document in it whose name ends with .json (in any
        case; not in subfolders), in name order, into OUTDIR as NAME.txt for text (the default) and
        NAME.FORMAT otherwise; draws a progress bar on a terminal and prints one line per document
        otherwise. A document that fails is reported and the others are still rendered; the exit code
        is then 1.

        """

    static let formats = ["text", "json", "svg", "html"]

    static func run(_ rawArguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        let arguments = try ParsedArguments(
            rawArguments,
            valued: ContextOverrides.options.union(["--format", "--output", "--trace-format", "--trace-output"]),
            flags: ContextOverrides.flags.union(["--trace"]), aliases: ["-o": "--output"])
        guard arguments.positional.count == 1, let source = arguments.positional.first else {
            throw .usage("render takes one FILE or folder (or - for standard input)")
        }
        let format = try arguments.choice("--format", of: formats) ?? "text"
        let traceFormat = try arguments.choice("--trace-format", of: ["text", "json", "chrome"])
        let overrides = try ContextOverrides(arguments)
        if source != "-", isFolder(source) {
            try BatchRendering.run(
                folder: source, format: format, output: arguments.value("--output"), overrides: overrides,
                environment: environment)
            return
        }
        let traces =
            arguments.flag("--trace") || traceFormat != nil || arguments.value("--trace-output") != nil
        var loaded = try LoadedDocument(source, overrides: overrides, environment: environment)
        if traces { loaded.trace = LayoutTrace() }
        let (output, notes) = render(loaded, format: format, title: source == "-" ? "standard input" : source)
        try write(output, to: arguments.value("--output"), environment: environment)
        for note in notes { environment.writeError("valuelayout: \(note)\n") }
        if let trace = loaded.trace {
            let report: String
            switch traceFormat ?? "text" {
            case "json": report = String(decoding: trace.jsonData(), as: UTF8.self)
            case "chrome": report = String(decoding: trace.chromeTraceEventData(), as: UTF8.self)
            default: report = trace.textReport()
            }
            if let path = arguments.value("--trace-output") {
                try write(report, to: path, environment: environment)
            } else {
                environment.writeError(report)
            }
        }
    }

    /// The rendering of `loaded` in `format`, and a line for each label of the arrangement
    /// measured with a fallback font, as `check` lists it (for standard error).
    static func render(_ loaded: LoadedDocument, format: String, title: String) -> (
        output: String, fallbackNotes: [String]
    ) {
        let output: String
        let arrangement: LayoutArrangement
        switch format {
        case "html":
            output = InspectorRendering.page(of: loaded, title: title)
            // Laid out again for the notes, outside the trace, which holds the page's passes.
            var untraced = loaded
            untraced.trace = nil
            arrangement = untraced.arrangement()
        default:
            arrangement = loaded.arrangement()
            switch format {
            case "json":
                output = ArrangementJSON.text(of: arrangement)
            case "svg":
                output = SVGRenderer(textMeasurer: loaded.textMeasurer, scale: loaded.document.context.scale)
                    .render(arrangement)
            default:
                output = arrangement.snapshotText
            }
        }
        let notes = CheckCommand.fallbackLines(of: arrangement, in: loaded.document, source: loaded.source)
        return (output, notes)
    }

    /// Writes `text` to the file at `path`, or to standard output when `path` is `nil` or `-`.
    static func write(_ text: String, to path: String?, environment: CommandEnvironment) throws(CommandFailure) {
        guard let path, path != "-" else {
            environment.writeOutput(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .input("\(path): cannot write the file (\(LoadedDocument.reason(error)))")
        }
    }
}
