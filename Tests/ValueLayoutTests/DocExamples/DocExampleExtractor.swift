import Foundation

/// Turns the Swift code blocks of Markdown files into Swift source files that the tests compile
/// and run (`GeneratedDocExamples.swift` and a file per document in `Generated/`).
///
/// The conventions it reads, for the README and every guide in docs/:
/// - A ```` ```swift ```` block is compiled and run. The blocks of one file run in order, in one
///   function, each in a scope nested in the previous block's: a block sees what earlier blocks
///   declared and may declare a name again.
/// - A `print(...)` statement at a block's top level directly followed by `//` lines must print
///   those lines (without the `// `).
/// - Output a block prints that no such comment checks must equal the first plain block (no
///   language, or `text`) after it and before the next Swift block; without one, the test fails.
/// - No hidden setup: every line an example needs is on the page, in a Swift block before it, so
///   a reader can copy it. A `<!-- swift-setup` comment (hidden code) is an error.
/// - `<!-- not compiled: reason -->` on the line before a Swift block skips that block; the
///   tests list every skipped block. `<!-- getting-started: PATH -->` marks a file of
///   docs/getting-started.md's package, which scripts/check-getting-started.sh builds and tests in
///   a package of its own; it is skipped here and listed with the others.
/// - `<!-- swift-file-scope -->` on the line before a Swift block compiles the block at the top
///   level of the generated file instead, for declarations that cannot be local: tests (`@Test`
///   functions, suites, `XCTestCase` subclasses) and the functions they call. Such a block runs as
///   part of the test suite, and its snapshots live in `Tests/ValueLayoutDocExamples/Generated/__Snapshots__`;
///   it prints nothing and its names must be unique in that test target.
/// - Each document's blocks go in a generated file of their own, compiled in a test target that
///   depends on the package's products only, so an example cannot use a test helper or a module a
///   user does not have.
/// - `import` lines move to the top of the document's generated file (left blank in place, so that
///   line numbers still match), which imports nothing else: a page must import what its code uses
///   (`ValueLayout`, `Foundation`, `ValueLayoutFonts`, …), as a reader's file must.
enum DocExampleExtractor {
    /// A Markdown file's path from the package root, and its text.
    struct Document: Equatable {
        var path: String
        var text: String
    }

    /// A mistake in a Markdown file that the extractor cannot work around.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        var path: String
        var line: Int
        var message: String
        var description: String { "\(path):\(line): \(message)" }
    }

    /// What a Markdown file holds, in order.
    enum Item: Equatable {
        /// A Swift block: its code lines, and the Markdown line of
        /// the first of them.
        case swift(lines: [String], firstLine: Int)
        /// A Swift block marked `<!-- not compiled: reason -->`, at the line of its fence.
        case skipped(reason: String, fenceLine: Int)
        /// A Swift block marked `<!-- swift-file-scope -->`: its lines, and the Markdown line of the
        /// first of them.
        case fileScope(lines: [String], firstLine: Int)
        /// A block with no language or `text`: its lines, and the Markdown line of the first.
        case plain(lines: [String], firstLine: Int)
    }

    static let setupOpening = "<!-- swift-setup"
    static let skipPrefix = "<!-- not compiled:"
    static let gettingStartedPrefix = "<!-- getting-started: "
    static let fileScopeMarker = "<!-- swift-file-scope -->"

    // MARK: - Reading Markdown

    static func items(of document: Document) throws -> [Item] {
        let lines = document.text.components(separatedBy: "\n")
        var items: [Item] = []
        var skipReason: (reason: String, line: Int)?
        var fileScopeLine: Int?
        var index = 0
        func error(_ message: String, at line: Int) -> SyntaxError {
            SyntaxError(path: document.path, line: line, message: message)
        }
        while index < lines.count {
            let line = lines[index]
            let lineNumber = index + 1
            if line.hasPrefix(skipPrefix) {
                guard line.hasSuffix("-->") else {
                    throw error("a not-compiled marker ends on its line", at: lineNumber)
                }
                let reason = line.dropFirst(skipPrefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
                skipReason = (reason, lineNumber)
                index += 1
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("~~~") {
                throw error("code blocks are fenced with backticks, not tildes", at: lineNumber)
            }
            if line.hasPrefix(gettingStartedPrefix) {
                guard document.path.hasSuffix("getting-started.md"), line.hasSuffix(" -->") else {
                    throw error(
                        "a getting-started marker belongs in docs/getting-started.md and ends with ' -->'",
                        at: lineNumber)
                }
                // The commands and the recorded snapshot are checked by the script; the package's
                // Swift files are built by it.
                let what = line.dropFirst(gettingStartedPrefix.count)
                if !what.hasPrefix("run ") && !what.hasPrefix("recorded ") {
                    skipReason = ("built and tested by scripts/check-getting-started.sh", lineNumber)
                }
                index += 1
                continue
            }
            if line == fileScopeMarker {
                fileScopeLine = lineNumber
                index += 1
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) == setupOpening {
                throw error(
                    "hidden setup (a swift-setup comment) is not allowed: show the code a reader needs in a Swift block",
                    at: lineNumber)
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                // A block in a list item is indented; its lines lose the fence's indentation.
                let indentation = String(line.prefix { $0 == " " })
                guard !trimmed.hasPrefix("````") else {
                    throw error("code blocks are fenced with exactly three backticks", at: lineNumber)
                }
                // GitHub highlights by the first word of the info string, in any case.
                let language =
                    trimmed.dropFirst(3).split(separator: " ").first.map { $0.lowercased() } ?? ""
                guard
                    let end = lines[(index + 1)...].firstIndex(where: {
                        $0.trimmingCharacters(in: .whitespaces) == "```"
                    })
                else { throw error("a code block has no closing fence", at: lineNumber) }
                let body = lines[(index + 1)..<end].map {
                    $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0
                }
                if let skip = skipReason {
                    guard language == "swift" else {
                        throw error("a not-compiled marker must stand right before a Swift block", at: skip.line)
                    }
                    items.append(.skipped(reason: skip.reason, fenceLine: lineNumber))
                    skipReason = nil
                } else if let marker = fileScopeLine {
                    guard language == "swift" else {
                        throw error("a file-scope marker must stand right before a Swift block", at: marker)
                    }
                    items.append(.fileScope(lines: body, firstLine: lineNumber + 1))
                    fileScopeLine = nil
                } else if language == "swift" {
                    items.append(.swift(lines: body, firstLine: lineNumber + 1))
                } else if language.isEmpty || language == "text" {
                    items.append(.plain(lines: body, firstLine: lineNumber + 1))
                }
                index = end + 1
                continue
            }
            if let skip = skipReason, !trimmed.isEmpty {
                throw error("a not-compiled marker must stand right before a Swift block", at: skip.line)
            }
            if let marker = fileScopeLine, !trimmed.isEmpty {
                throw error("a file-scope marker must stand right before a Swift block", at: marker)
            }
            index += 1
        }
        if let skip = skipReason {
            throw error("a not-compiled marker must stand right before a Swift block", at: skip.line)
        }
        if let marker = fileScopeLine {
            throw error("a file-scope marker must stand right before a Swift block", at: marker)
        }
        return items
    }

    // MARK: - Writing Swift

    /// The generated files for these documents (the README and docs/*.md, in path order), by path
    /// from the package root: one per document, which imports exactly what the document's blocks
    /// import (as a reader's file would: Swift imports are per file), and the registry of all of
    /// them.
    static func generatedFiles(for documents: [Document]) throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var registry: [String] = []
        var skipped: [String] = []
        for document in documents {
            let generated = try source(for: document)
            let fileScopeSource =
                generated.fileScope.isEmpty
                ? ""
                : "\n// The blocks marked <!-- swift-file-scope -->, at the top level.\n\n"
                    + generated.fileScope.joined(separator: "\n")
            let imports = generated.imports.sorted().map { $0 + "\n" }.joined()
            files.append(
                (pageFilePath(for: document.path), header + "\n" + imports + "\n" + generated.source + fileScopeSource))
            registry.append(
                "    DocExample(path: \(literal(document.path)), swiftBlocks: \(generated.swiftBlocks), "
                    + "checkedPrints: \(generated.checkedPrints), "
                    + "outputBlocks: \(generated.outputBlocks), run: \(enumName(for: document.path)).run),")
            skipped += generated.skipped.map { "    \(literal($0))," }
        }
        let registryFile =
            registryHeader
            + "\n/// Every Markdown file that the generator read, in path order.\n"
            + "let generatedDocExamples: [DocExample] = [\n" + registry.joined(separator: "\n") + "\n]\n\n"
            + "/// The Swift blocks marked `<!-- not compiled: reason -->`: path:line: reason.\n"
            + "let generatedSkippedDocBlocks: [String] = [\n" + skipped.joined(separator: "\n")
            + (skipped.isEmpty ? "" : "\n") + "]\n"
        return [(generatedFilePath, registryFile)] + files
    }

    /// The generated file of the document at `path`.
    static func pageFilePath(for path: String) -> String {
        generatedPagesFolder + "/" + enumName(for: path) + ".swift"
    }

    static let registryHeader = """
        // GENERATED from README.md, docs/*.md and the DocC catalogs' articles by DocExampleExtractor. Do not edit.
        // Regenerate after editing a Swift block of the docs:
        //     scripts/update-doc-examples.sh
        // (which runs VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test --filter DocExampleSyncTests).
        //
        // The registry of the documents' examples; each document's blocks are in a file of their own
        // in Generated/, named after the document.
        // swift-format-ignore-file

        """

    static let header = """
        // GENERATED from README.md, docs/*.md and the DocC catalogs' articles by DocExampleExtractor. Do not edit.
        // Regenerate after editing a Swift block of the docs:
        //     scripts/update-doc-examples.sh
        // (which runs VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test --filter DocExampleSyncTests).
        //
        // This Markdown file becomes an enum whose `run()` holds the file's Swift blocks in order, each
        // block in a `do` scope nested in the previous block's, so that a block sees what earlier blocks
        // declared and may declare a name again. `#sourceLocation` maps every line of a block to its
        // Markdown line, so compile errors point at the docs. The lines between `#sourceLocation()` and
        // the next directive are the generator's: `DocCheck` calls that check what the blocks print
        // (`print` is shadowed to capture it), and `_ = name` (`DocCheck.markUsed(&name)` for a `var`)
        // for each value a block declares at its top level, which a reader's main.swift would make a
        // global, never reported as unused or never mutated. The file imports what the document's
        // blocks import, and nothing else, so a block compiles here only if it would in a reader's file.
        // swift-format-ignore-file

        """

    struct GeneratedDocument {
        var source: String
        var imports: Set<String>
        var swiftBlocks = 0
        var checkedPrints = 0
        var outputBlocks = 0
        var fileScopeBlocks = 0
        var skipped: [String] = []
        /// The file-scope blocks, each after a comment naming its Markdown line.
        var fileScope: [String] = []
    }

    /// The enum for one Markdown file, and what it counted.
    static func source(for document: Document) throws -> GeneratedDocument {
        let items = try items(of: document)
        var result = GeneratedDocument(source: "", imports: [])
        var body: [String] = []
        var openScopes = 0
        let indent = "        "
        for (position, item) in items.enumerated() {
            guard case .swift(var lines, let firstLine) = item else {
                if case .skipped(let reason, let fenceLine) = item {
                    result.skipped.append("\(document.path):\(fenceLine): \(reason)")
                }
                if case .fileScope(var lines, let firstLine) = item {
                    // No #sourceLocation: it would also move #filePath, and with it the folder
                    // where the block's snapshot tests keep their files.
                    result.fileScopeBlocks += 1
                    for (offset, line) in lines.enumerated() where isImport(line) {
                        result.imports.insert(
                            line.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces))
                        lines[offset] = ""
                    }
                    result.fileScope.append(
                        "// \(document.path):\(firstLine)\n" + lines.map { $0 + "\n" }.joined())
                }
                continue
            }
            result.swiftBlocks += 1
            for (offset, line) in lines.enumerated() where isImport(line) {
                result.imports.insert(line.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces))
                lines[offset] = ""
            }
            let checks = printChecks(in: lines)
            result.checkedPrints += checks.count
            body.append("\(indent)do {")
            openScopes += 1
            body.append("\(indent)DocCheck.beginBlock()")
            var next = 0
            for check in checks {
                if next < check.printLine {
                    body.append(sourceLocation(document.path, firstLine + next))
                    body += lines[next..<check.printLine]
                    body.append("#sourceLocation()")
                }
                body.append("\(indent)DocCheck.mark()")
                body.append(sourceLocation(document.path, firstLine + check.printLine))
                body += lines[check.printLine..<check.comments.lowerBound]
                body.append("#sourceLocation()")
                let expected = check.comments.map { commentText(lines[$0]) }.joined(separator: "\n")
                body.append(
                    "\(indent)DocCheck.expectPrinted(\(literal(expected)), line: \(firstLine + check.comments.lowerBound))"
                )
                next = check.comments.lowerBound
            }
            body.append(sourceLocation(document.path, firstLine + next))
            body += lines[next...]
            body.append("#sourceLocation()")
            for (name, isVariable) in topLevelNames(in: lines) {
                body.append(isVariable ? "\(indent)DocCheck.markUsed(&\(name))" : "\(indent)_ = \(name)")
            }
            let output = outputBlock(after: position, in: items)
            if let output {
                result.outputBlocks += 1
                body.append(
                    "\(indent)DocCheck.endBlock(line: \(firstLine - 1), "
                        + "expected: \(literal(output.lines.joined(separator: "\n"))), expectedLine: \(output.firstLine))"
                )
            } else {
                body.append("\(indent)DocCheck.endBlock(line: \(firstLine - 1), expected: nil, expectedLine: nil)")
            }
        }
        if openScopes > 0 {
            body.append(indent + String(repeating: "}", count: openScopes) + "  // the blocks' nested scopes")
        }
        result.source = """
            /// The Swift blocks of \(document.path).
            enum \(enumName(for: document.path)) {
                @MainActor static func run() async throws {
                    func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
                        DocCheck.write(items.map { "\\($0)" }.joined(separator: separator) + terminator)
                    }
            \(body.map { $0 + "\n" }.joined())    }
            }

            """
        return result
    }

    /// A `print(...)` statement at a block's top level directly followed by `//` lines.
    struct PrintCheck: Equatable {
        var printLine: Int
        var comments: Range<Int>
    }

    static func printChecks(in lines: [String]) -> [PrintCheck] {
        var checks: [PrintCheck] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("print(") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("//"),
                lines[end].hasPrefix(" ") || lines[end].hasPrefix(")")
            {
                end += 1
            }
            var commentEnd = end
            while commentEnd < lines.count, lines[commentEnd].hasPrefix("//") { commentEnd += 1 }
            if commentEnd > end { checks.append(PrintCheck(printLine: index, comments: end..<commentEnd)) }
            index = max(commentEnd, index + 1)
        }
        return checks
    }

    /// The first plain block after the item at `position` and before the next Swift block.
    static func outputBlock(after position: Int, in items: [Item]) -> (lines: [String], firstLine: Int)? {
        for item in items[(position + 1)...] {
            switch item {
            case .swift, .skipped, .fileScope: return nil
            case .plain(let lines, let firstLine): return (lines, firstLine)
            }
        }
        return nil
    }

    /// The names a block binds with `let name` or `var name` at its top level (the first column).
    static func topLevelNames(in lines: [String]) -> [(name: String, isVariable: Bool)] {
        lines.compactMap { line in
            for keyword in ["let ", "var "] where line.hasPrefix(keyword) {
                let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let first = name.first, !first.isNumber else { return nil }
                return (String(name), keyword == "var ")
            }
            return nil
        }
    }

    static func isImport(_ line: String) -> Bool {
        line.hasPrefix("import ") || line.hasPrefix("@testable import ") || line.hasPrefix("@preconcurrency import ")
    }

    static func commentText(_ line: String) -> String {
        let text = line.dropFirst(2)
        return String(text.hasPrefix(" ") ? text.dropFirst() : text)
    }

    static func sourceLocation(_ path: String, _ line: Int) -> String {
        "#sourceLocation(file: \(literal(path)), line: \(line))"
    }

    /// `README_md`, `docs_custom_layouts_md`: the path with every other character an underscore.
    static func enumName(for path: String) -> String {
        "DocExamples_" + String(path.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A Swift string literal of `text`, on one line.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: - The package's docs

    /// The package's root directory, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let generatedFilePath = "Tests/ValueLayoutDocExamples/GeneratedDocExamples.swift"

    /// The folder of the documents' generated files.
    static let generatedPagesFolder = "Tests/ValueLayoutDocExamples/Generated"

    /// The folders whose Markdown files hold examples: the guides and the API reference's
    /// articles.
    static let documentFolders = [
        "docs", "Sources/ValueLayout/ValueLayout.docc", "Sources/ValueLayoutTesting/ValueLayoutTesting.docc",
    ]

    /// README.md and every Markdown file of ``documentFolders``, in path order.
    static func packageDocuments() throws -> [Document] {
        let docs = try documentFolders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
        }
        return try (["README.md"] + docs.sorted()).map { path in
            Document(
                path: path, text: try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
        }
    }
}
