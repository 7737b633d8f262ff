import Foundation
@_spi(Checks) import ValueLayout

/// `valuelayout check FILE`: what in a document's arrangement is probably not meant.
enum CheckCommand {
    static let help = """
        usage: valuelayout check FILE [options] [--format text|json]

        Lays the document out in its context (overridden by the options) and reports, each with the
        JSON path of the layout in the document:
          cleaned inputs     numbers the layouts or the context replaced (negative, NaN, too large)
          dropped            sublayouts a stack had no room for (not measured, no frame)
          overflow           a frame reaching past its parent's bounds
          below minimum      a size layout squeezed below its minimum
          duplicate reuse id reuse ids used by more than one layout
          font fallback      text measured in another font than asked
          overlap            siblings that overlap: in a stack (negative spacing, squeezing), or two
                             texts drawn over each other
          zero size          a layout with text, a reuse id or a view whose frame has no width or
                             no height
        Exit code 0 when nothing is found, 1 when something is.

        options:
        \(ValueLayoutCommand.contextHelp)
          --format F        text (the default) or json

        """

    /// One finding.
    struct Finding {
        let category: String
        let jsonPath: String
        let layoutPath: String
        let message: String
    }

    static func run(_ rawArguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        let arguments = try ParsedArguments(
            rawArguments, valued: LoadedDocument.contextOptions.union(["--format"]),
            flags: LoadedDocument.contextFlags)
        guard arguments.positional.count == 1, let source = arguments.positional.first else {
            throw .usage("check takes one FILE (or - for standard input)")
        }
        let format = try arguments.choice("--format", of: ["text", "json"]) ?? "text"
        let loaded = try LoadedDocument(source, arguments: arguments, environment: environment)
        let findings = findings(in: loaded)
        if format == "json" {
            let items = findings.map { finding in
                "{\"category\": \(ArrangementJSON.string(finding.category)), "
                    + "\"layoutPath\": \(ArrangementJSON.string(finding.layoutPath)), "
                    + "\"message\": \(ArrangementJSON.string(finding.message)), "
                    + "\"path\": \(ArrangementJSON.string(finding.jsonPath))}"
            }
            environment.writeOutput(
                items.isEmpty ? "[]\n" : "[\n  " + items.joined(separator: ",\n  ") + "\n]\n")
        } else {
            var text = ""
            for finding in findings {
                text += "\(source): \(finding.jsonPath): \(finding.category): \(finding.message)\n"
            }
            text += findings.isEmpty ? "\(source): no problems found\n" : "\(source): \(findings.count) found\n"
            environment.writeOutput(text)
        }
        // The findings are the output: the exit code says there were some, with nothing more to say.
        if !findings.isEmpty { throw CommandFailure(message: "", exitCode: 1) }
    }

    /// The findings of `loaded`'s arrangement, in the order of the tree.
    static func findings(in loaded: LoadedDocument) -> [Finding] {
        let document = loaded.document
        let arrangement = loaded.arrangement()
        var findings: [Finding] = []
        func add(_ category: String, _ path: LayoutPath, _ message: String) {
            findings.append(
                Finding(
                    category: category, jsonPath: document.jsonPath(of: path) ?? "$.layout",
                    layoutPath: path.description, message: message))
        }
        for diagnostic in arrangement.diagnostics {
            let category =
                switch diagnostic.kind {
                case .duplicateReuseId: "duplicate reuse id"
                case .droppedSublayouts: "dropped"
                case .overflow: "overflow"
                case .belowMinimumSize: "below minimum"
                case .badInputCleaned, .entryArgumentCleaned: "cleaned input"
                case .textMeasuredWithFallback: "font fallback"
                }
            add(category, diagnostic.path, diagnostic.description)
        }
        var pending = [arrangement]
        while let node = pending.popLast() {
            let children = Array(node.sublayouts)
            let sequence = node.childArrangement.sequenceAxis != nil
            for (first, a) in children.enumerated() {
                for b in children[(first + 1)...] where overlaps(a.frame, b.frame) {
                    if sequence || (a.layout.showsText && b.layout.showsText) {
                        add(
                            "overlap", b.path,
                            "its frame \(DiffCommand.describe(b.frame)) overlaps its sibling \(a.path.description) "
                                + "at \(DiffCommand.describe(a.frame))")
                    }
                }
            }
            let frame = node.frame
            if frame.width == 0 || frame.height == 0,
                node.layout.showsText || node.viewReuseId != nil || node.layout.view != nil
            {
                add("zero size", node.path, "its frame \(DiffCommand.describe(frame)) has no area")
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
