import Foundation
import ValueLayout

/// `valuelayout bench FILE`: how long a pass of the document takes.
enum BenchCommand {
    static let help = """
        usage: valuelayout bench FILE [options] [--iterations N]

        Lays the document out N times (1,000 by default) after a warm-up, in 20 batches, and prints the
        time per pass and per node: the median batch and the fastest. Each pass is a whole
        arrangement(width:height:context:) call, measuring and arranging. On a run longer than a
        second, a progress line shows how far it is. Build in release mode for numbers worth quoting
        (swift build -c release); a debug build says so under its figures.

        options:
        \(ValueLayoutCommand.contextHelp)
          --iterations N    the number of timed passes

        """

    static func run(_ rawArguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        let arguments = try ParsedArguments(
            rawArguments, valued: ContextOverrides.options.union(["--iterations"]),
            flags: ContextOverrides.flags)
        guard arguments.positional.count == 1, let source = arguments.positional.first else {
            throw .usage("bench takes one FILE (or - for standard input)")
        }
        let iterations = try arguments.positiveInteger("--iterations") ?? 1_000
        let overrides = try ContextOverrides(arguments)
        let loaded = try LoadedDocument(source, overrides: overrides, environment: environment)
        let document = loaded.document
        let context = loaded.layoutContext
        let layout = document.layout
        let width = document.context.width
        let height = document.context.height
        let nodeCount = layout.arrangement(width: width, height: height, context: context).nodeCount
        for _ in 0..<min(10, max(1, iterations / 10)) {
            _ = layout.arrangement(width: width, height: height, context: context)
        }
        let batchCount = min(20, iterations)
        let clock = ContinuousClock()
        let start = clock.now
        var lastProgress = start
        var perPass: [Double] = []
        var done = 0
        var progressShown = false
        for batch in 0..<batchCount {
            let passes = iterations / batchCount + (batch < iterations % batchCount ? 1 : 0)
            let batchStart = clock.now
            for _ in 0..<passes {
                _ = layout.arrangement(width: width, height: height, context: context)
            }
            perPass.append(seconds(batchStart.duration(to: clock.now)) / Double(passes))
            done += passes
            let now = clock.now
            if seconds(start.duration(to: now)) > 1, seconds(lastProgress.duration(to: now)) > 0.5 || done == iterations
            {
                lastProgress = now
                let line = "bench: \(done)/\(iterations) passes (\(done * 100 / iterations) %)"
                if environment.errorIsTerminal {
                    environment.writeError("\r" + line)
                    progressShown = true
                } else {
                    environment.writeError(line + "\n")
                }
            }
        }
        if progressShown { environment.writeError("\n") }
        let sorted = perPass.sorted()
        let median = sorted[sorted.count / 2]
        let fastest = sorted[0]
        func format(_ seconds: Double) -> String {
            if seconds >= 1e-3 { return String(format: "%.3f ms", seconds * 1e3) }
            if seconds >= 1e-6 { return String(format: "%.3f µs", seconds * 1e6) }
            return String(format: "%.1f ns", seconds * 1e9)
        }
        environment.writeOutput(
            """
            \(source): \(nodeCount) nodes, \(iterations) passes in \(batchCount) batches
            per pass: \(format(median)) (median batch), \(format(fastest)) (fastest)
            per node: \(format(median / Double(nodeCount))) (median batch), \(format(fastest / Double(nodeCount))) (fastest)

            """)
        if let note = debugBuildNote { environment.writeOutput(note + "\n") }
    }

    /// In a debug build, what its timings are worth and how to get real ones; `nil` in a release
    /// build.
    static var debugBuildNote: String? {
        #if DEBUG
            "These timings come from a debug build, which runs several times slower than a release build. "
                + "For figures worth quoting: swift build -c release --product valuelayout"
        #else
            nil
        #endif
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
