import Foundation
import Testing
import ValueLayout
import ValueLayoutCommand

/// The `valuelayout` command, run in process: its output, its errors and its exit codes.
@Suite("valuelayout command")
struct ValueLayoutCommandTests {
    /// What one run wrote, and its exit code.
    struct Run {
        let code: Int32
        let output: String
        let error: String
    }

    private func run(_ arguments: [String], input: String = "", terminal: Bool = false) -> Run {
        let output = LockedState("")
        let error = LockedState("")
        let environment = CommandEnvironment(
            writeOutput: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } },
            readInput: { Data(input.utf8) }, errorIsTerminal: terminal)
        let code = ValueLayoutCommand.run(arguments, environment: environment)
        return Run(code: code, output: output.withLock { $0 }, error: error.withLock { $0 })
    }

    private let card = """
        {"valuelayout": 1, "context": {"width": 200},
         "layout": {"kind": "inset", "inset": 8, "viewReuseId": "card",
                    "sublayout": {"kind": "size", "height": 40, "minWidth": 20, "viewReuseId": "box"}}}
        """

    private var cardLayout: InsetLayout {
        InsetLayout(
            inset: 8, viewReuseId: "card", sublayout: SizeLayout(height: 40, minWidth: 20, viewReuseId: "box"))
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("valuelayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func file(_ text: String, named name: String = "doc.json", in folder: URL? = nil) throws -> String {
        let url = try (folder ?? temporaryFolder()).appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    // MARK: render

    @Test("render prints exactly the arrangement's snapshot text")
    func renderText() throws {
        let result = run(["render", try file(card)])
        #expect(result.code == 0)
        #expect(result.error == "")
        #expect(result.output == cardLayout.arrangement(width: 200, context: .fixedAdvance).snapshotText)
        #expect(result.output == "InsetLayout (0, 0, 200, 56) \"card\"\n  SizeLayout (8, 8, 184, 40) \"box\"\n")
    }

    @Test("The options override the document's context")
    func renderOverrides() throws {
        let result = run(["render", try file(card), "--width", "101", "--height", "70", "--rtl", "--scale", "2"])
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft, scale: 2)
        #expect(result.output == cardLayout.arrangement(width: 101, height: 70, context: context).snapshotText)
    }

    @Test("- reads the document from standard input")
    func renderStandardInput() {
        let result = run(["render", "-"], input: card)
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("InsetLayout (0, 0, 200, 56)"))
    }

    @Test("render --format json writes each node's kind, frame, reuse id and sublayouts")
    func renderJSON() throws {
        let result = run(["render", try file(card), "--format", "json"])
        #expect(
            result.output == """
                {
                  "frame": {"height": 56, "width": 200, "x": 0, "y": 0},
                  "kind": "inset",
                  "sublayouts": [
                    {
                      "frame": {"height": 40, "width": 184, "x": 8, "y": 8},
                      "kind": "size",
                      "viewReuseId": "box"
                    }
                  ],
                  "viewReuseId": "card"
                }

                """)
    }

    @Test("render --format svg writes the SVG renderer's picture")
    func renderSVG() throws {
        let result = run(["render", try file(card), "--format=svg"])
        let arrangement = cardLayout.arrangement(width: 200, context: .fixedAdvance)
        #expect(result.output == SVGRenderer(textMeasurer: FixedAdvanceTextMeasurer()).render(arrangement))
    }

    @Test("render --format html writes the inspector page of the document in its context")
    func renderHTML() throws {
        let path = try file(card)
        let result = run(["render", path, "--format", "html", "--rtl"])
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), direction: .rightToLeft)
        let page = InspectorPage(layout: cardLayout, width: 200, height: nil, context: context, title: path)
        #expect(result.code == 0)
        #expect(result.output == page.render())
    }

    @Test("-o writes to a file instead of standard output")
    func renderToFile() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("out.txt").path
        let result = run(["render", try file(card, in: folder), "-o", target])
        #expect(result.code == 0)
        #expect(result.output == "")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("InsetLayout (0, 0, 200, 56)"))
    }

    @Test("render --trace prints the render on standard output and the trace's report on standard error")
    func renderTrace() throws {
        let result = run(["render", try file(card), "--trace"])
        #expect(result.code == 0)
        #expect(result.output == cardLayout.arrangement(width: 200, context: .fixedAdvance).snapshotText)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "pass 1")
        #expect(
            lines[1].hasPrefix(
                #"InsetLayout "card": measured 1 within 200 × inf → 36 × 56; arranged 1 in (0, 0, 200, 56) → (0, 0, 200, 56)"#
            ))
        #expect(
            lines[2].hasPrefix(
                #"  SizeLayout "box": measured 1 within 184 × inf → 20 × 40; arranged 1 in (8, 8, 184, 40) → (8, 8, 184, 40)"#
            ))
    }

    @Test("--trace-format chrome --trace-output writes Chrome trace events to a file")
    func renderChromeTrace() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("trace.json").path
        let result = run(["render", try file(card, in: folder), "--trace-format", "chrome", "--trace-output", target])
        #expect(result.code == 0)
        #expect(result.error == "")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: target)))
        let events = (object as? [String: Any])?["traceEvents"] as? [[String: Any]]
        #expect(events?.count == 4)
        #expect(events?.allSatisfy { $0["ph"] as? String == "X" } == true)
    }

    // MARK: Errors and exit codes

    @Test("A document that does not read: exit code 1, the source, path and reason on standard error")
    func invalidDocument() {
        let result = run(["render", "-"], input: #"{"valuelayout": 1, "layout": {"kind": "size", "width": "x"}}"#)
        #expect(result.code == 1)
        #expect(result.output == "")
        #expect(result.error == "valuelayout: -: $.layout.width: expected a number, found a string\n")
    }

    @Test("A missing file: exit code 1, naming the file")
    func missingFile() {
        let result = run(["render", "/nonexistent/doc.json"])
        #expect(result.code == 1)
        #expect(result.error.hasPrefix("valuelayout: /nonexistent/doc.json: cannot read the file"))
    }

    @Test(
        "A wrong command line: exit code 2 and a pointer to the help",
        arguments: [
            (["render", "-", "--wdth", "3"], "unknown option --wdth"),
            (["render"], "render takes one FILE"),
            (["render", "-", "--width", "wide"], "--width needs a finite number, not \"wide\""),
            (["render", "-", "--format", "png"], "--format is one of text, json, svg, html, not \"png\""),
            (["render", "-", "--width"], "--width needs a value"),
            (["bench", "-", "--iterations", "0"], "--iterations needs a positive whole number"),
            (["diff", "-"], "diff takes two documents"),
            (["paint"], "unknown command \"paint\""),
            ([], "no command given"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments, input: card)
        #expect(result.code == 2)
        #expect(result.error.contains("valuelayout: \(message)"), "\(result.error)")
        #expect(result.error.hasSuffix("Run `valuelayout --help` for usage.\n"))
    }

    @Test("--help prints the overview, and each command's help lists its options")
    func help() {
        let overview = run(["--help"])
        #expect(overview.code == 0)
        #expect(overview.output.hasPrefix("usage: valuelayout <command> [options]"))
        for command in ["render", "diff", "bench", "check"] {
            let help = run([command, "--help"])
            #expect(help.code == 0)
            #expect(help.output.hasPrefix("usage: valuelayout \(command)"))
            #expect(run(["help", command]).output == help.output)
        }
    }

    // MARK: diff

    private var movedCard: String {
        card.replacingOccurrences(of: "\"box\"", with: "\"box2\"")
            .replacingOccurrences(of: "\"inset\": 8", with: "\"inset\": 4")
    }

    @Test("diff lists moves, inserts and removes by reuse id, with frames in the root's coordinates")
    func diffText() throws {
        let result = run(["diff", try file(card), try file(movedCard)])
        #expect(result.code == 0)
        #expect(
            result.output == """
                move    "card" inset (0, 0, 200 × 56) → (0, 0, 200 × 48)
                insert  "box2" size (4, 4, 192 × 40)
                remove  "box" size (8, 8, 184 × 40)
                1 moved, 1 inserted, 1 removed, 0 unchanged

                """)
    }

    @Test("diff --format json")
    func diffJSON() throws {
        let result = run(["diff", try file(card), try file(card), "--format", "json"])
        #expect(
            result.output == """
                {
                  "inserts": [],
                  "moves": [],
                  "removes": [],
                  "unchanged": ["card", "box"]
                }

                """)
    }

    @Test("diff reports a reuse id used twice, and matches its first use")
    func diffDuplicates() throws {
        let twice = """
            {"valuelayout": 1, "layout": {"kind": "inset", "inset": 1, "viewReuseId": "a",
             "sublayout": {"kind": "size", "width": 5, "height": 5, "viewReuseId": "a"}}}
            """
        let result = run(["diff", try file(twice), try file(twice)])
        #expect(result.error.contains("B uses the reuse id \"a\" more than once"))
        #expect(result.output.hasSuffix("0 moved, 0 inserted, 0 removed, 1 unchanged\n"))
    }

    // MARK: bench

    @Test("bench prints the time per pass and per node")
    func bench() throws {
        let result = run(["bench", try file(card), "--iterations", "40"])
        #expect(result.code == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix(": 2 nodes, 40 passes in 20 batches"))
        #expect(lines[1].hasPrefix("per pass: ") && lines[1].hasSuffix(" (fastest)"))
        #expect(lines[2].hasPrefix("per node: "))
    }

    // MARK: check

    @Test("check reports each finding with the JSON path of its layout, and exits with 1")
    func checkFindings() throws {
        let result = run(["check", try file(card), "--width", "10"])
        #expect(result.code == 1)
        let source = result.output.split(separator: ":")[0]
        #expect(
            result.output == """
                \(source): $.layout.sublayout: below minimum: InsetLayout "card" › SizeLayout "box" is 0 points \
                wide, less than its minimum width of 20: it was given 20 points of width too few. Give it more width, \
                or lower its minimum.
                \(source): $.layout.sublayout: zero size: its frame (8, 8, 0 × 40) has no area
                \(source): 2 found

                """)
        #expect(result.error == "")
    }

    @Test("check reports cleaned inputs at the path of their layout")
    func checkCategories() throws {
        let negative = """
            {"valuelayout": 1, "layout": {"kind": "inset", "inset": 3,
             "sublayout": {"kind": "size", "width": -5, "height": 3}}}
            """
        let result = run(["check", try file(negative), "--format", "json"])
        #expect(result.code == 1)
        #expect(result.output.contains(#""category": "cleaned input""#))
        #expect(result.output.contains(#""path": "$.layout.sublayout""#))
        #expect(result.output.contains("was given -5 for width, which was treated as 0"))
    }

    @Test("check of a document without problems says so and exits with 0")
    func checkClean() throws {
        let result = run(["check", try file(card)])
        #expect(result.code == 0)
        #expect(result.output.hasSuffix(": no problems found\n"))
    }

    // MARK: Batch mode

    @Test("A folder renders every document into the output folder, one plain line each off a terminal")
    func batchPlainLines() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.json", in: folder)
        _ = try file(movedCard, named: "b.json", in: folder)
        _ = try file("not json", named: "c.json", in: folder)
        _ = try file("ignored", named: "notes.txt", in: folder)
        let output = folder.appendingPathComponent("out")
        let result = run(["render", folder.path, "--format", "text", "-o", output.path])
        #expect(result.code == 1)
        #expect(
            try String(contentsOf: output.appendingPathComponent("a.txt"), encoding: .utf8).hasPrefix("InsetLayout"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("b.txt").path))
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("rendered ") && lines[0].hasSuffix("a.txt"))
        #expect(lines[2].contains("c.json: $: not valid JSON at line 1, column 1"))
        #expect(lines[3] == "2 of 3 documents rendered into \(output.path)")
        #expect(lines[4] == "valuelayout: 1 of 3 documents failed")
    }

    @Test("On a terminal, batch mode draws a progress bar in place")
    func batchProgressBar() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.json", in: folder)
        _ = try file(card, named: "b.json", in: folder)
        let result = run(
            ["render", folder.path, "--format", "json", "-o", folder.appendingPathComponent("out").path],
            terminal: true)
        #expect(result.code == 0)
        #expect(
            result.error.hasPrefix("\r[###############               ] 1/2\r[##############################] 2/2\n"))
    }
}
