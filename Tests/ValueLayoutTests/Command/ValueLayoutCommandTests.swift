import Foundation
import Testing
import ValueLayout
import ValueLayoutCommand
import ValueLayoutFonts

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
            (["render", "-", "--width", "nan"], "--width needs a finite number, not \"nan\""),
            (["render", "-", "--width", "-1"], "--width needs a number from 0 to 1e12 points, not \"-1\""),
            (["render", "-", "--height", "-0.5"], "--height needs a number from 0 to 1e12 points, not \"-0.5\""),
            (["render", "-", "--width", "2e12"], "--width needs a number from 0 to 1e12 points, not \"2e12\""),
            (
                ["render", "-", "--scale", "0"],
                "--scale needs a number from 0.0001 to 10000 pixels per point, not \"0\""
            ),
            (
                ["check", "-", "--scale=-2"],
                "--scale needs a number from 0.0001 to 10000 pixels per point, not \"-2\""
            ),
            (["diff", "-", "-", "--height", "-3"], "--height needs a number from 0 to 1e12 points, not \"-3\""),
            (
                ["bench", "-", "--scale", "-1"],
                "--scale needs a number from 0.0001 to 10000 pixels per point, not \"-1\""
            ),
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
        #expect(
            result.output == """
                move    "card" inset (0, 0, 200, 56) → (0, 0, 200, 48)
                insert  "box2" size (4, 4, 192, 40)
                remove  "box" size (8, 8, 184, 40)
                1 moved, 1 inserted, 1 removed, 0 unchanged

                """)
    }

    @Test("diff --format json")
    func diffJSON() throws {
        let result = run(["diff", try file(card), try file(card), "--format", "json"])
        #expect(
            result.output == """
                {
                  "equal": true,
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
        #expect(
            result.error == """
                valuelayout: A uses the reuse id "a" more than once: $.layout and $.layout.sublayout
                valuelayout: B uses the reuse id "a" more than once: $.layout and $.layout.sublayout

                """)
        #expect(result.output.hasSuffix("0 moved, 0 inserted, 0 removed, 1 unchanged\n"))
    }

    // MARK: bench

    @Test("bench prints the time per pass and per node")
    func bench() throws {
        let result = run(["bench", try file(card), "--iterations", "40"])
        #expect(result.code == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count >= 3)
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
                \(source): $.layout.sublayout: zero size: its frame (8, 8, 0, 40) has no area
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

    // MARK: Duplicate reuse ids

    private let twice = """
        {"valuelayout": 1, "layout": {"kind": "stack", "axis": "vertical", "sublayouts": [
          {"kind": "size", "width": 5, "height": 5, "viewReuseId": "row"},
          {"kind": "inset", "inset": 1, "sublayout": {"kind": "size", "width": 5, "height": 5, "viewReuseId": "row"}}]}}
        """

    @Test("check reports a reuse id used twice with the JSON path of both uses, and exits with 1")
    func checkDuplicateReuseIds() throws {
        let path = try file(twice)
        let result = run(["check", path])
        #expect(result.code == 1)
        #expect(
            result.output == """
                \(path): $.layout.sublayouts[1].sublayout: duplicate reuse id: the reuse id "row" is used by 2 \
                layouts: $.layout.sublayouts[0] and $.layout.sublayouts[1].sublayout. Only the first keeps it when \
                views are made; give each layout its own id.
                \(path): 1 found

                """)
    }

    @Test("check --format json gives a duplicate reuse id's paths, in the document's order")
    func checkDuplicateReuseIdsJSON() throws {
        let result = run(["check", try file(twice), "--format", "json"])
        #expect(result.code == 1)
        #expect(
            result.output.contains(
                #""path": "$.layout.sublayouts[1].sublayout", "paths": ["$.layout.sublayouts[0]", "#
                    + #""$.layout.sublayouts[1].sublayout"]}"#))
        #expect(result.output.contains(#""category": "duplicate reuse id""#))
    }

    @Test("check --help lists duplicate reuse ids among what it checks")
    func checkHelpListsDuplicates() {
        #expect(
            run(["check", "--help"]).output.contains(
                "duplicate reuse id a reuse id used by more than one layout, with the JSON path of each"))
    }

    // MARK: The context's options

    @Test("A wrong option is a wrong command line before any document is read")
    func optionsCheckedBeforeReading() {
        let result = run(["render", "/nonexistent/doc.json", "--width", "-1"])
        #expect(result.code == 2)
        #expect(
            result.error == """
                valuelayout: --width needs a number from 0 to 1e12 points, not "-1"
                Run `valuelayout --help` for usage.

                """)
    }

    @Test("A document whose context is out of range is an error at $.context.width, in the format's words")
    func contextOutOfRange() {
        let result = run(
            ["check", "-"], input: #"{"valuelayout": 1, "context": {"width": -5}, "layout": {"kind": "size"}}"#)
        #expect(result.code == 1)
        #expect(
            result.error == """
                valuelayout: -: $.context.width: expected a width from 0 to 1e12 points (or no "width" for the width \
                the layout needs), found -5

                """)
    }

    // MARK: Errors in documents

    @Test("A misspelt key below a stack without an axis is named before the missing axis")
    func unknownKeyBeforeMissingKey() {
        let result = run(
            ["render", "-"],
            input: #"{"valuelayout": 1, "layout": {"kind": "stack", "sublayouts": [{"kind": "size", "hieght": 3}]}}"#)
        #expect(result.code == 1)
        #expect(
            result.error.hasPrefix(
                #"valuelayout: -: $.layout.sublayouts[0].hieght: unknown key "hieght" for kind "size""#))
    }

    @Test("A document nested past the depth limit says the depth and a shortened path")
    func deepDocument() {
        var layout = #"{"kind": "size"}"#
        for _ in 0..<120 { layout = #"{"kind": "inset", "inset": 1, "sublayout": \#(layout)}"# }
        let result = run(["check", "-"], input: #"{"valuelayout": 1, "layout": \#(layout)}"#)
        #expect(result.code == 1)
        #expect(
            result.error == """
                valuelayout: -: $.layout.sublayout.sublayout.sublayout … (93 more steps) … \
                .sublayout.sublayout.sublayout.sublayout: a layout at depth 101 (the root is at depth 1): layouts nest \
                at most 100 deep (LayoutDataLimits.maximumDepth)

                """)
    }

    // MARK: diff's exit code and numbers

    @Test("diff exits with 0 when the arrangements are equal")
    func diffEqual() throws {
        let result = run(["diff", try file(card), try file(card)])
        #expect(result.code == 0)
        #expect(result.error == "")
    }

    @Test("diff exits with 1 when the arrangements differ, saying nothing more on standard error")
    func diffDiffer() throws {
        let result = run(["diff", try file(card), try file(movedCard)])
        #expect(result.code == 1)
        #expect(result.error == "")
    }

    @Test("diff exits with 2 when a document does not read, without pointing to the help")
    func diffTrouble() throws {
        let result = run(["diff", try file(card), "/nonexistent/b.json"])
        #expect(result.code == 2)
        #expect(result.error.hasPrefix("valuelayout: /nonexistent/b.json: cannot read the file ("))
        #expect(!result.error.contains("--help"))
    }

    @Test("diff exits with 1 when only layouts without a reuse id differ, and says so")
    func diffUnidentified() throws {
        let a = """
            {"valuelayout": 1, "layout": {"kind": "size", "width": 20, "height": 20, "viewReuseId": "card",
             "sublayout": {"kind": "size", "width": 5, "height": 5, "alignment": "center"}}}
            """
        let b = a.replacingOccurrences(of: #""center""#, with: #""topLeading""#)
        let result = run(["diff", try file(a), try file(b)])
        #expect(result.code == 1)
        #expect(
            result.output == """
                0 moved, 0 inserted, 0 removed, 1 unchanged
                The arrangements differ in layouts without a reuse id, which the plan does not match.

                """)
    }

    /// Three equal columns of a width that does not divide by 3: frames in thirds of a point.
    private func columns(width: Int, scale: Int? = nil) -> String {
        let context = scale.map { #"{"width": \#(width), "scale": \#($0)}"# } ?? #"{"width": \#(width)}"#
        return """
            {"valuelayout": 1, "context": \(context), "layout": {"kind": "stack", "axis": "horizontal",
             "distribution": "fillEqualSize", "sublayouts": [
              {"kind": "size", "height": 10, "minWidth": 1, "viewReuseId": "a"},
              {"kind": "size", "height": 10, "minWidth": 1, "viewReuseId": "b"},
              {"kind": "size", "height": 10, "minWidth": 1, "viewReuseId": "c"}]}}
            """
    }

    @Test("diff writes a frame's numbers as render writes them")
    func diffNumbersAsRender() throws {
        let narrow = try file(columns(width: 100))
        let result = run(["diff", narrow, try file(columns(width: 101))])
        #expect(
            result.output == """
                move    "a" size (0, 0, 33.333, 10) → (0, 0, 33.667, 10)
                move    "b" size (33.333, 0, 33.333, 10) → (33.667, 0, 33.667, 10)
                move    "c" size (66.667, 0, 33.333, 10) → (67.333, 0, 33.667, 10)
                3 moved, 0 inserted, 0 removed, 0 unchanged

                """)
        // The root is at the origin: the frames in the root's coordinates are render's.
        #expect(run(["render", narrow]).output.contains(#"SizeLayout (33.333, 0, 33.333, 10) "b""#))
    }

    @Test("diff writes the numbers of a snapped arrangement on its pixel grid, as render does")
    func diffNumbersOnPixelGrid() throws {
        let result = run(["diff", try file(columns(width: 100, scale: 3)), try file(columns(width: 101, scale: 3))])
        let render = run(["render", try file(columns(width: 101, scale: 3))]).output
        let line = try #require(result.output.split(separator: "\n").first { $0.contains(#""b""#) })
        let after = try #require(line.components(separatedBy: "→ ").last)
        #expect(render.contains("SizeLayout \(after) \"b\""))
    }

    // MARK: bench

    @Test("bench says when it runs a debug build, as the demo does")
    func benchDebugBuild() throws {
        let result = run(["bench", try file(card), "--iterations", "20"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #if DEBUG
            #expect(lines.count == 4)
            #expect(
                lines.last
                    == "These timings come from a debug build, which runs several times slower than a release build. "
                    + "For figures worth quoting: swift build -c release --product valuelayout")
        #else
            #expect(lines.count == 3)
        #endif
    }

    // MARK: Folders

    @Test("check DIR checks every document of the folder, in name order, .JSON in any case")
    func checkFolder() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.json", in: folder)
        _ = try file(twice, named: "B.JSON", in: folder)
        _ = try file("not json", named: "c.Json", in: folder)
        _ = try file("ignored", named: "notes.txt", in: folder)
        let (a, b, c) = (
            folder.appendingPathComponent("a.json").path, folder.appendingPathComponent("B.JSON").path,
            folder.appendingPathComponent("c.Json").path
        )
        let result = run(["check", folder.path])
        #expect(result.code == 1)
        // In the order of the names' bytes: capitals first.
        #expect(
            result.output == """
                \(b): $.layout.sublayouts[1].sublayout: duplicate reuse id: the reuse id "row" is used by 2 \
                layouts: $.layout.sublayouts[0] and $.layout.sublayouts[1].sublayout. Only the first keeps it when \
                views are made; give each layout its own id.
                \(b): 1 found
                \(a): no problems found
                \(folder.path): 3 documents checked, 1 with findings, 1 not read

                """)
        #expect(result.error.hasPrefix("valuelayout: \(c): $: not valid JSON at line 1, column 1"))
    }

    @Test("check DIR of clean documents exits with 0")
    func checkCleanFolder() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.json", in: folder)
        let result = run(["check", folder.path])
        #expect(result.code == 0)
        #expect(result.output.hasSuffix(": 1 document checked, 0 with findings, 0 not read\n"))
    }

    @Test("check DIR --format json gives each document's findings or error")
    func checkFolderJSON() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.json", in: folder)
        _ = try file("[", named: "b.json", in: folder)
        let result = run(["check", folder.path, "--format", "json"])
        let a = folder.appendingPathComponent("a.json").path
        let b = folder.appendingPathComponent("b.json").path
        #expect(result.code == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        #expect(object?.count == 2)
        #expect(object?[0]["document"] as? String == a)
        #expect((object?[0]["findings"] as? [Any])?.isEmpty == true)
        #expect(object?[1]["document"] as? String == b)
        #expect((object?[1]["error"] as? String)?.hasPrefix("\(b): $[0]: not valid JSON") == true)
    }

    @Test("render DIR renders text by default, as render FILE does")
    func renderFolderDefaultsToText() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.json", in: folder)
        let output = folder.appendingPathComponent("out")
        let result = run(["render", folder.path, "-o", output.path])
        #expect(result.code == 0)
        #expect(
            try String(contentsOf: output.appendingPathComponent("a.txt"), encoding: .utf8)
                == run(["render", folder.appendingPathComponent("a.json").path]).output)
    }

    @Test("render DIR reads a document whose name ends with .JSON in capitals")
    func renderFolderUppercaseJSON() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "CARD.JSON", in: folder)
        let output = folder.appendingPathComponent("out")
        let result = run(["render", folder.path, "--format", "json", "-o", output.path])
        #expect(result.code == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["CARD.json"])
    }

    @Test("render DIR does not write two documents' renderings over each other")
    func renderFolderSameName() throws {
        let folder = try temporaryFolder()
        _ = try file(card, named: "a.JSON", in: folder)
        _ = try file(movedCard, named: "a.json", in: folder)
        let output = folder.appendingPathComponent("out")
        let result = run(["render", folder.path, "-o", output.path])
        #expect(result.code == 1)
        let target = output.appendingPathComponent("a.txt").path
        #expect(
            result.error.contains(
                "valuelayout: \(folder.appendingPathComponent("a.json").path): not rendered: its rendering \(target) "
                    + "is a.JSON's\n"))
        #expect(
            try String(contentsOfFile: target, encoding: .utf8)
                == run(["render", folder.appendingPathComponent("a.JSON").path]).output)
    }

    // MARK: Font fallbacks and measurers

    /// A document with a label in a family the bundled fonts lack, measured with them.
    private let otherFamily = """
        {"valuelayout": 1, "context": {"width": 300, "measurer": {"fonts": ["bundled"]}},
         "layout": {"kind": "inset", "inset": 4, "sublayout":
           {"kind": "label", "text": "Hello", "font": {"family": "Comic Sans", "size": 12}, "viewReuseId": "title"}}}
        """

    @Test("render writes each font fallback to standard error, as check lists it")
    func renderFallbackNotes() throws {
        let path = try file(otherFamily)
        let render = run(["render", path])
        let check = run(["check", path])
        let fallback = check.output.split(separator: "\n").filter { $0.contains(": font fallback: ") }
        #expect(fallback.count == 1)
        #expect(render.code == 0)
        #expect(render.error == fallback.map { "valuelayout: \($0)\n" }.joined())
        #expect(
            render.error.hasPrefix(
                #"valuelayout: \#(path): $.layout.sublayout: font fallback: InsetLayout › LabelLayout "title": "#
                    + #"the text measurer did not measure its font ("Comic Sans", 12 points, regular) as asked: "#
                    + #"the font catalog has no family "Comic Sans""#))
    }

    @Test("render writes nothing to standard error for text measured as asked")
    func renderNoFallback() throws {
        let result = run(["render", try file(otherFamily.replacingOccurrences(of: "Comic Sans", with: "DejaVu Sans"))])
        #expect(result.code == 0)
        #expect(result.error == "")
    }

    @Test("render DIR reports each font fallback too")
    func renderFolderFallbackNotes() throws {
        let folder = try temporaryFolder()
        let path = try file(otherFamily, named: "a.json", in: folder)
        let result = run(["render", folder.path, "-o", folder.appendingPathComponent("out").path])
        #expect(result.code == 0)
        #expect(result.error.contains("valuelayout: \(path): $.layout.sublayout: font fallback: "))
    }

    /// A label measured with the measurer `measurer` (a JSON value).
    private func label(measurer: String) -> String {
        """
        {"valuelayout": 1, "context": {"width": 120, "measurer": \(measurer)},
         "layout": {"kind": "label", "text": "Fonts from a folder", "font": {"size": 15}}}
        """
    }

    /// The snapshot text of the label of ``label(measurer:)`` measured with `catalog`.
    private func labelText(_ catalog: FontCatalog) -> String {
        LabelLayout(text: "Fonts from a folder", font: Font(size: 15))
            .arrangement(width: 120, context: LayoutContext(textMeasurer: FontTextMeasurer(catalog: catalog)))
            .snapshotText
    }

    @Test("A document's fonts may name a folder, whose fonts are read from its subfolders too")
    func fontsFolder() throws {
        let folder = try temporaryFolder()
        let nested = folder.appendingPathComponent("fonts/dejavu")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: FontCatalog.bundledFontURLs[1], to: nested.appendingPathComponent("DejaVuSans-Bold.ttf"))
        let result = run(["render", try file(label(measurer: #"{"fonts": ["fonts"]}"#), in: folder)])
        #expect(result.code == 0)
        #expect(result.error == "")
        #expect(result.output == labelText(FontCatalog(scanning: [folder.appendingPathComponent("fonts")])))
        // Measured in the bold face, the only one in the folder: not the fixed-advance widths.
        #expect(result.output != labelText(FontCatalog.bundled))
    }

    @Test("A document's fonts folder without fonts is an error at its entry")
    func fontsFolderWithoutFonts() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = run(["render", try file(label(measurer: #"{"fonts": ["empty"]}"#), in: folder)])
        #expect(result.code == 1)
        #expect(
            result.error == """
                valuelayout: \(folder.appendingPathComponent("doc.json").path): $.context.measurer.fonts[0]: no font \
                in the folder \(folder.appendingPathComponent("empty").path) or its subfolders could be read (.ttf and \
                .otf files are read)

                """)
    }

    @Test("The preset \"bundled\" measures with the fonts of ValueLayoutFonts")
    func bundledPreset() throws {
        let result = run(["render", try file(label(measurer: #"{"fonts": ["bundled"]}"#))])
        #expect(result.code == 0)
        #expect(result.output == labelText(FontCatalog.bundled))
        #expect(result.output != run(["render", try file(label(measurer: #""fixedAdvance""#))]).output)
    }

    @Test("The preset \"system\" measures with the fonts of the system's font folders")
    func systemPreset() throws {
        let result = run(["render", try file(label(measurer: #"{"fonts": ["system"]}"#))])
        if FontCatalog.system.faces.isEmpty {
            let folders = FontCatalog.systemFontDirectories.map(\.path).joined(separator: ", ")
            #expect(result.code == 1)
            #expect(
                result.error.hasSuffix(
                    "$.context.measurer.fonts[0]: no font could be read in the system's font folders (\(folders))\n"))
        } else {
            #expect(result.code == 0)
            #expect(result.output == labelText(FontCatalog.system))
        }
    }

    @Test("Presets, folders and files combine, the first entry's default family first")
    func combinedFonts() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            at: FontCatalog.bundledFontURLs[1], to: folder.appendingPathComponent("bold.ttf"))
        let result = run(["render", try file(label(measurer: #"{"fonts": ["bundled", "bold.ttf"]}"#), in: folder)])
        #expect(result.code == 0)
        #expect(result.output == labelText(FontCatalog.bundled))
    }
}
