import Foundation
import ValueLayout

/// The `valuelayout` command: renders, compares, times and checks layout documents (see the
/// guide "Layouts as data"). The executable is a thin wrapper around ``run(_:environment:)``, so
/// that the tests run the command in process.
public enum ValueLayoutCommand {
    /// The overview `--help` prints.
    static let overview = """
        usage: valuelayout <command> [options]

        Lays out layout documents ({"valuelayout": 1, "context": {…}, "layout": {…}}) without an app.

        commands:
          render FILE|DIR   lay a document out and print or write it (text, json, svg, html);
                            a folder renders every .json file in it (batch mode)
          diff A B          the animation plan from A to B: moves, inserts and removes by reuse id
          bench FILE        time per pass and per node
          check FILE|DIR    diagnostics: overlaps, zero sizes, duplicate reuse ids, cleaned inputs,
                            dropped sublayouts, font fallbacks; a folder checks every .json file

        FILE may be - for standard input. Exit codes: 0 success, 1 a problem with the input
        (a document that does not read, a check that finds problems), 2 a wrong command line.
        diff exits as diff(1) does: 0 equal, 1 different, 2 trouble.
        Run `valuelayout help <command>` or `valuelayout <command> --help` for a command's options.

        """

    /// The options every command that lays out takes, as its help lists them.
    static let contextHelp = """
          --width W         the width to lay out in, in points, from 0 (overrides the document's context)
          --height H        the height to lay out in, in points, from 0
          --rtl             lay out right to left
          --scale S         snap frames to pixels of this scale (2 for @2x), more than 0
          --fonts DIR       measure text with the .ttf/.otf fonts in DIR and its subfolders (instead of
                            the document's measurer)
        """

    /// Runs the command line `arguments` (without the program's name) and returns its exit code.
    public static func run(_ arguments: [String], environment: CommandEnvironment = .process) -> Int32 {
        do {
            try dispatch(arguments, environment: environment)
            return 0
        } catch {
            if !error.message.isEmpty { environment.writeError("valuelayout: \(error.message)\n") }
            if error.isUsage {
                environment.writeError("Run `valuelayout --help` for usage.\n")
            }
            return error.exitCode
        }
    }

    private static func dispatch(_ arguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        guard let command = arguments.first else {
            environment.writeError(overview)
            throw .usage("no command given")
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            guard let help = help(for: command) else { throw .usage("unknown command \"\(command)\"") }
            environment.writeOutput(help)
            return
        }
        switch command {
        case "--help", "-h":
            environment.writeOutput(overview)
        case "help":
            guard let name = rest.first else {
                environment.writeOutput(overview)
                return
            }
            guard let help = help(for: name) else { throw .usage("unknown command \"\(name)\"") }
            environment.writeOutput(help)
        case "--version":
            environment.writeOutput("valuelayout (layout documents version \(LayoutDocument.currentVersion))\n")
        case "render": try RenderCommand.run(rest, environment: environment)
        case "diff": try DiffCommand.run(rest, environment: environment)
        case "bench": try BenchCommand.run(rest, environment: environment)
        case "check": try CheckCommand.run(rest, environment: environment)
        default:
            throw .usage("unknown command \"\(command)\" (commands: render, diff, bench, check)")
        }
    }

    private static func help(for command: String) -> String? {
        switch command {
        case "render": RenderCommand.help
        case "diff": DiffCommand.help
        case "bench": BenchCommand.help
        case "check": CheckCommand.help
        default: nil
        }
    }
}
