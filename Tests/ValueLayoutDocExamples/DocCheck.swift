import Foundation
import Testing

/// A Markdown file's Swift blocks, compiled into `GeneratedDocExamples.swift`.
struct DocExample: Sendable, CustomTestStringConvertible {
    /// The Markdown file's path from the package root.
    var path: String
    /// How many Swift blocks the file has.
    var swiftBlocks: Int
    /// How many `print` statements a `//` comment checks, and how many plain blocks follow a block.
    var checkedPrints: Int
    var outputBlocks: Int
    /// Runs the blocks; `DocCheck` records what they print, and any difference from the docs.
    var run: @MainActor @Sendable () async throws -> Void

    var testDescription: String { path }
}

/// What is wrong with a Markdown file's example, and the Markdown line it concerns.
struct DocExampleFailure: Equatable, Sendable {
    var path: String
    var line: Int
    var message: String
}

/// The calls the generated code makes: it captures what the blocks print and compares it with the
/// Markdown. The output of the running example is held per task (`DocCheck.$current`).
final class DocCheck: @unchecked Sendable {
    @TaskLocal static var current: DocCheck?

    /// The package's root directory, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let path: String
    private let lock = NSLock()
    /// What was printed since the last `mark()` or check.
    private var recent = ""
    /// What the current block printed that no comment checks.
    private var unchecked = ""
    private var recordedFailures: [DocExampleFailure] = []

    init(path: String) { self.path = path }

    var failures: [DocExampleFailure] { lock.withLock { recordedFailures } }

    /// Runs `example` with its output captured, and returns what differs from its Markdown.
    @MainActor static func failures(of example: DocExample) async throws -> [DocExampleFailure] {
        let check = DocCheck(path: example.path)
        try await $current.withValue(check) { try await example.run() }
        return check.failures
    }

    // MARK: The generated code's calls

    private static var running: DocCheck {
        guard let current else { preconditionFailure("doc examples run through DocCheck.failures(of:)") }
        return current
    }

    /// What the shadowed `print` writes.
    static func write(_ text: String) { running.lock.withLock { running.recent += text } }

    /// A block starts.
    static func beginBlock() {
        running.lock.withLock {
            running.recent = ""
            running.unchecked = ""
        }
    }

    /// A checked `print` follows: what was printed before it is unchecked.
    static func mark() {
        running.lock.withLock {
            running.unchecked += running.recent
            running.recent = ""
        }
    }

    /// The checked `print` printed `expected` (the `//` lines from Markdown line `line` on).
    static func expectPrinted(_ expected: String, line: Int) {
        let printed = running.lock.withLock {
            defer { running.recent = "" }
            return running.recent
        }
        running.compare(printed, with: expected, line: line, what: "the comment")
    }

    /// The block whose fence is at Markdown line `line` ends; its unchecked output must equal the
    /// plain block at `expectedLine`, if there is one.
    static func endBlock(line: Int, expected: String?, expectedLine: Int?) {
        mark()
        let printed = running.lock.withLock { running.unchecked }
        if let expected, let expectedLine {
            // Compared even when nothing was printed: a block that stopped printing must not leave
            // the output it used to show unchecked.
            running.compare(printed, with: expected, line: expectedLine, what: "the output block")
        } else if !printed.isEmpty {
            running.record(
                line: line,
                "The block prints output that nothing checks. Show it in `//` lines right after its print "
                    + "statement, or in a plain ``` block after the block. It printed:\n\(printed)")
        }
    }

    /// Lets the generated code mark a block's `var` as used without assigning it.
    static func markUsed<Value>(_ value: inout Value) {}

    // MARK: Comparing

    private func compare(_ printed: String, with expected: String, line: Int, what: String) {
        func normalized(_ text: String) -> String {
            var text = Substring(text)
            while text.hasSuffix("\n") { text = text.dropLast() }
            return String(text)
        }
        guard normalized(printed) != normalized(expected) else { return }
        record(
            line: line,
            "The code printed something other than \(what) shows.\nShown:\n\(expected)\nPrinted:\n\(printed)")
    }

    private func record(line: Int, _ message: String) {
        lock.withLock { recordedFailures.append(DocExampleFailure(path: path, line: line, message: message)) }
    }
}
