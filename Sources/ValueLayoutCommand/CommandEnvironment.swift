import Foundation

/// What a run of the command reads and writes: its standard streams, whether standard error is a
/// terminal (for the progress bar), and the clock. The tests give a recording environment; the
/// executable gives the process's own.
public struct CommandEnvironment: Sendable {
    /// Writes to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads the whole of standard input.
    public var readInput: @Sendable () -> Data
    /// Whether standard error is a terminal: progress is then drawn in place.
    public var errorIsTerminal: Bool

    /// An environment with the given parts.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> Data, errorIsTerminal: Bool
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard streams.
    public static var process: CommandEnvironment {
        CommandEnvironment(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInput: { FileHandle.standardInput.readDataToEndOfFile() },
            errorIsTerminal: isatty(STDERR_FILENO) == 1)
    }
}

/// Why a command stopped: the message for standard error and the exit code.
struct CommandFailure: Error {
    /// The message, without the program's name.
    let message: String
    /// 1 for a problem with the input (a document that does not read, a check that finds
    /// problems), 2 for a command line that is wrong (and, for `diff`, any trouble).
    let exitCode: Int32
    /// Whether the command line is wrong: the message is then followed by a pointer to the help.
    let isUsage: Bool

    init(message: String, exitCode: Int32, isUsage: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.isUsage = isUsage
    }

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message: message, exitCode: 2, isUsage: true)
    }
    static func input(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 1) }
}
