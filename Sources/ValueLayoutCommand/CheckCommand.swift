import Foundation
@_spi(Checks) import ValueLayout

/// `valuelayout check FILE`: what in a document's arrangement is probably not meant.
enum CheckCommand {
    static let help = """
        usage: valuelayout check FILE|DIR [options] [--format text|json]

        Lays the document out in its context (overridden by the options) and reports, each with the
        JSON path of the layout in the document:
          cleaned inputs     numbers the layouts replaced (negative, NaN, too large)
          dropped            sublayouts a stack had no room for (not measured, no frame)
          overflow           a frame reaching past its parent's bounds
          below minimum      a size layout squeezed below its minimum
          duplicate reuse id a reuse id used by more than one layout, with the JSON path of each
          font fallback      text measured in another font than asked
          overlap            siblings that overlap: in a stack (negative spacing, squeezing), or two
                             texts drawn over each other
          zero size          a layout with text, a reuse id or a view whose frame has no width or
                             no height
        Exit code 0 when nothing is found, 1 when something is (or a document does not read).

        Batch mode: given a folder, checks every document in it whose name ends with .json (in any
        case; not in subfolders), in name order, as `render DIR` renders them: the findings of each,
        a document that does not read reported on standard error while the others are still
        checked, and a last line that sums them up.

        options:
        \(ValueLayoutCommand.contextHelp)
          --format F        text (the default) or json

        """

    /// One finding.
    struct Finding {
        let category: String
        /// The JSON path of the layout the finding is about.
        let jsonPath: String
        /// The JSON paths of every layout the finding names, ``jsonPath`` first.
        let jsonPaths: [String]
        let layoutPath: String
        let message: String
    }

    static func run(_ rawArguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        let arguments = try ParsedArguments(
            rawArguments, valued: ContextOverrides.options.union(["--format"]),
            flags: ContextOverrides.flags)
        guard arguments.positional.count == 1, let source = arguments.positional.first else {
            throw .usage("check takes one FILE or folder (or - for standard input)")
        }
        let format = try arguments.choice("--format", of: ["text", "json"]) ?? "text"
        let overrides = try ContextOverrides(arguments)
        if source != "-", isFolder(source) {
            try runBatch(folder: source, format: format, overrides: overrides, environment: environment)
            return
        }
        let loaded = try LoadedDocument(source, overrides: overrides, environment: environment)
        let findings = findings(in: loaded)
        environment.writeOutput(format == "json" ? json(findings) + "\n" : text(findings, source: source))
        // The findings are the output: the exit code says there were some, with nothing more to say.
        if !findings.isEmpty { throw CommandFailure(message: "", exitCode: 1) }
    }

    /// `check DIR`: every document of the folder, as ``run(_:environment:)`` checks one.
    private static func runBatch(
        folder: String, format: String, overrides: ContextOverrides, environment: CommandEnvironment
    ) throws(CommandFailure) {
        let names = try DocumentFolder.documents(in: folder)
        var withFindings = 0
        var failures = 0
        var items: [String] = []
        for name in names {
            let source = DocumentFolder.path(of: name, in: folder)
            do {
                let loaded = try LoadedDocument(source, overrides: overrides, environment: environment)
                let findings = findings(in: loaded)
                if !findings.isEmpty { withFindings += 1 }
                if format == "json" {
                    items.append("{\"document\": \(ArrangementJSON.string(source)), \"findings\": \(json(findings))}")
                } else {
                    environment.writeOutput(text(findings, source: source))
                }
            } catch {
                failures += 1
                environment.writeError("valuelayout: \(error.message)\n")
                if format == "json" {
                    items.append(
                        "{\"document\": \(ArrangementJSON.string(source)), \"error\": \(ArrangementJSON.string(error.message))}"
                    )
                }
            }
        }
        if format == "json" {
            environment.writeOutput(items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n")
        } else {
            let noun = names.count == 1 ? "document" : "documents"
            environment.writeOutput(
                "\(folder): \(names.count) \(noun) checked, \(withFindings) with findings, \(failures) not read\n")
        }
        if withFindings > 0 || failures > 0 { throw CommandFailure(message: "", exitCode: 1) }
    }

    /// The text report of `findings` of the document read from `source`.
    private static func text(_ findings: [Finding], source: String) -> String {
        var text = ""
        for finding in findings { text += line(finding, source: source) + "\n" }
        text += findings.isEmpty ? "\(source): no problems found\n" : "\(source): \(findings.count) found\n"
        return text
    }

    /// A finding as the text report gives it: `SOURCE: PATH: CATEGORY: MESSAGE`.
    static func line(_ finding: Finding, source: String) -> String {
        "\(source): \(finding.jsonPath): \(finding.category): \(finding.message)"
    }

    /// `findings` as a JSON array (without a newline at the end).
    private static func json(_ findings: [Finding]) -> String {
        let items = findings.map { finding in
            "{\"category\": \(ArrangementJSON.string(finding.category)), "
                + "\"layoutPath\": \(ArrangementJSON.string(finding.layoutPath)), "
                + "\"message\": \(ArrangementJSON.string(finding.message)), "
                + "\"path\": \(ArrangementJSON.string(finding.jsonPath)), "
                + "\"paths\": [\(finding.jsonPaths.map(ArrangementJSON.string).joined(separator: ", "))]}"
        }
        return items.isEmpty ? "[]" : "[\n  " + items.joined(separator: ",\n  ") + "\n]"
    }

    /// `a`, `a and b`, `a, b and c`; past five, the first five and how many more.
    static func list(_ items: [String]) -> String {
        let shown = Array(items.prefix(5))
        let more = items.count - shown.count
        if more > 0 { return shown.joined(separator: ", ") + " and \(more) more" }
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// The findings of `loaded`'s arrangement, in the order of the tree.
    static func findings(in loaded: LoadedDocument) -> [Finding] {
        findings(of: loaded.arrangement(), in: loaded.document)
    }

    /// The font fallbacks of `arrangement`, laid out from `document` read from `source`, each as
    /// the text report gives it: what `render` writes to standard error.
    static func fallbackLines(of arrangement: LayoutArrangement, in document: LayoutDocument, source: String)
        -> [String]
    {
        arrangement.diagnostics.compactMap { diagnostic in
            guard case .textMeasuredWithFallback = diagnostic.kind else { return nil }
            let finding = Finding(
                category: "font fallback", jsonPath: document.jsonPath(of: diagnostic.path) ?? "$.layout",
                jsonPaths: [document.jsonPath(of: diagnostic.path) ?? "$.layout"],
                layoutPath: diagnostic.path.description, message: diagnostic.description)
            return line(finding, source: source)
        }
    }

    /// The findings of `arrangement`, laid out from `document`, in the order of the tree.
    static func findings(of arrangement: LayoutArrangement, in document: LayoutDocument) -> [Finding] {
        let scale = document.context.scale
        var findings: [Finding] = []
        func jsonPath(_ path: LayoutPath) -> String { document.jsonPath(of: path) ?? "$.layout" }
        func add(_ category: String, _ paths: [LayoutPath], _ message: String) {
            findings.append(
                Finding(
                    category: category, jsonPath: jsonPath(paths[0]), jsonPaths: paths.map(jsonPath),
                    layoutPath: paths[0].description, message: message))
        }
        for diagnostic in arrangement.diagnostics {
            let category: String
            switch diagnostic.kind {
            // Found below for every layout with a reuse id, with a view or not (a document's have none).
            case .duplicateReuseId: continue
            case .droppedSublayouts: category = "dropped"
            case .overflow: category = "overflow"
            case .belowMinimumSize: category = "below minimum"
            case .badInputCleaned, .entryArgumentCleaned: category = "cleaned input"
            case .textMeasuredWithFallback: category = "font fallback"
            }
            add(category, [diagnostic.path], diagnostic.description)
        }
        // At the second use, naming every use in the order of the document.
        for duplicate in ReuseIds(arrangement).duplicates {
            let paths = duplicate.paths.map(jsonPath)
            findings.append(
                Finding(
                    category: "duplicate reuse id", jsonPath: paths[1], jsonPaths: paths,
                    layoutPath: duplicate.paths[1].description,
                    message: "the reuse id \(ArrangementJSON.string(duplicate.reuseId)) is used by "
                        + "\(paths.count) layouts: \(list(paths)). Only the first keeps it when views are made; "
                        + "give each layout its own id."))
        }
        var pending = [arrangement]
        while let node = pending.popLast() {
            let children = Array(node.sublayouts)
            let sequence = node.childArrangement.sequenceAxis != nil
            for (first, a) in children.enumerated() {
                for b in children[(first + 1)...] where overlaps(a.frame, b.frame) {
                    if sequence || (a.layout.showsText && b.layout.showsText) {
                        add(
                            "overlap", [b.path, a.path],
                            "its frame \(DiffCommand.describe(b.frame, scale: scale)) overlaps its sibling "
                                + "\(jsonPath(a.path)) at \(DiffCommand.describe(a.frame, scale: scale))")
                    }
                }
            }
            let frame = node.frame
            if frame.width == 0 || frame.height == 0,
                node.layout.showsText || node.viewReuseId != nil || node.layout.view != nil
            {
                add("zero size", [node.path], "its frame \(DiffCommand.describe(frame, scale: scale)) has no area")
            }
            pending.append(contentsOf: children.reversed())
        }
        return findings
    }

    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        let intersection = a.intersection(b)
        return !intersection.isNull && intersection.width > 0 && intersection.height > 0
    }
}
