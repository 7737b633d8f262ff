import Foundation
import ValueLayout

/// `valuelayout render DIR`: every document of a folder, rendered into another.
enum BatchRendering {
    static func run(
        folder: String, format: String, output: String?, overrides: ContextOverrides,
        environment: CommandEnvironment
    ) throws(CommandFailure) {
        guard let outputFolder = output, outputFolder != "-" else {
            throw .usage("rendering a folder needs -o OUTDIR, the folder to write the renderings to")
        }
        let files = try DocumentFolder.documents(in: folder)
        do {
            try FileManager.default.createDirectory(
                atPath: outputFolder, withIntermediateDirectories: true)
        } catch {
            throw .input("\(outputFolder): cannot create the folder (\(LoadedDocument.reason(error)))")
        }
        var progress = ProgressDisplay(total: files.count, environment: environment)
        var failures: [String] = []
        // The document each rendering was written from, by name, so that `a.json` and `a.JSON`
        // do not write over each other.
        var written: [String: String] = [:]
        for (index, file) in files.enumerated() {
            let source = DocumentFolder.path(of: file, in: folder)
            let name = DocumentFolder.baseName(of: file) + "." + (format == "text" ? "txt" : format)
            let target = DocumentFolder.path(of: name, in: outputFolder)
            do throws(CommandFailure) {
                if let earlier = written[name] {
                    throw .input("\(source): not rendered: its rendering \(target) is \(earlier)'s")
                }
                let loaded = try LoadedDocument(source, overrides: overrides, environment: environment)
                let (output, notes) = RenderCommand.render(loaded, format: format, title: file)
                try RenderCommand.write(output, to: target, environment: environment)
                written[name] = file
                for note in notes { progress.report(note) }
                progress.advance(to: index + 1, line: "rendered \(source) → \(target)")
            } catch {
                failures.append(error.message)
                progress.report(error.message)
                progress.advance(to: index + 1, line: nil)
            }
        }
        progress.finish(
            summary: "\(files.count - failures.count) of \(files.count) documents rendered into \(outputFolder)")
        if !failures.isEmpty {
            throw .input("\(failures.count) of \(files.count) documents failed")
        }
    }
}

/// Progress on standard error: a bar redrawn in place on a terminal; plain lines otherwise (a log
/// keeps every line).
struct ProgressDisplay {
    let total: Int
    let environment: CommandEnvironment
    private var barShown = false

    init(total: Int, environment: CommandEnvironment) {
        self.total = total
        self.environment = environment
    }

    /// Shows that `done` of ``total`` are done; `line` is what a non-terminal gets.
    mutating func advance(to done: Int, line: String?) {
        if environment.errorIsTerminal {
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            environment.writeError("\r[\(bar)] \(done)/\(total)")
            barShown = true
        } else if let line {
            environment.writeError(line + "\n")
        }
    }

    /// Shows a message above the bar (or as a line).
    mutating func report(_ message: String) {
        if barShown {
            environment.writeError("\r\u{1B}[K")
            barShown = false
        }
        environment.writeError("valuelayout: \(message)\n")
    }

    /// Ends the bar with a summary line.
    mutating func finish(summary: String) {
        if barShown { environment.writeError("\n") }
        environment.writeError(summary + "\n")
    }
}
