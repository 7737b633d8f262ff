import Foundation
import Testing

/// How the extractor turns Markdown into the generated examples, one convention at a time.
@Suite("Doc example extractor")
struct DocExampleExtractorTests {
    func generated(_ markdown: String, path: String = "guide.md") throws -> DocExampleExtractor.GeneratedDocument {
        try DocExampleExtractor.source(for: DocExampleExtractor.Document(path: path, text: markdown))
    }

    @Test("A print followed by // lines is checked against those lines, without the //")
    func commentOutput() throws {
        let markdown = """
            Intro.

            ```swift
            let x = 1
            print(x, x + 1)
            // 1 2
            ```
            """
        let result = try generated(markdown)
        #expect(result.checkedPrints == 1)
        #expect(
            result.source == #"""
                /// The Swift blocks of guide.md.
                enum DocExamples_guide_md {
                    @MainActor static func run() async throws {
                        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
                            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
                        }
                        do {
                        DocCheck.beginBlock()
                #sourceLocation(file: "guide.md", line: 4)
                let x = 1
                #sourceLocation()
                        DocCheck.mark()
                #sourceLocation(file: "guide.md", line: 5)
                print(x, x + 1)
                #sourceLocation()
                        DocCheck.expectPrinted("1 2", line: 6)
                #sourceLocation(file: "guide.md", line: 6)
                // 1 2
                #sourceLocation()
                        _ = x
                        DocCheck.endBlock(line: 3, expected: nil, expectedLine: nil)
                        }  // the blocks' nested scopes
                    }
                }

                """#)
    }

    @Test("Output no comment checks must equal the first plain block after the Swift block")
    func plainBlockOutput() throws {
        let markdown = """
            ```swift
            var n = 2
            print(n, terminator: "")
            ```

            It prints:

            ```
            2
            ```

            ```text
            not the output: only the first plain block is
            ```
            """
        let result = try generated(markdown)
        #expect(result.outputBlocks == 1)
        #expect(
            result.source == #"""
                /// The Swift blocks of guide.md.
                enum DocExamples_guide_md {
                    @MainActor static func run() async throws {
                        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
                            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
                        }
                        do {
                        DocCheck.beginBlock()
                #sourceLocation(file: "guide.md", line: 2)
                var n = 2
                print(n, terminator: "")
                #sourceLocation()
                        DocCheck.markUsed(&n)
                        DocCheck.endBlock(line: 1, expected: "2", expectedLine: 9)
                        }  // the blocks' nested scopes
                    }
                }

                """#)
    }

    @Test("A plain block after the next Swift block is not the output of the one before")
    func plainBlockAfterTheNextSwiftBlock() throws {
        let markdown = """
            ```swift
            print(1)
            ```

            ```swift
            let two = 2
            ```

            ```
            1
            ```
            """
        let source = try generated(markdown).source
        #expect(source.contains("DocCheck.endBlock(line: 1, expected: nil, expectedLine: nil)"))
        #expect(source.contains(#"DocCheck.endBlock(line: 5, expected: "1", expectedLine: 10)"#))
    }

    @Test("Hidden setup is refused: a reader must see every line an example needs")
    func hiddenSetupRefused() throws {
        let markdown = """
            text
            <!-- swift-setup
            let n = 3
            -->
            ```swift
            print(n)
            // 3
            ```
            """
        #expect(
            throws: DocExampleExtractor.SyntaxError(
                path: "guide.md", line: 2,
                message:
                    "hidden setup (a swift-setup comment) is not allowed: show the code a reader needs in a Swift block"
            )
        ) { try generated(markdown) }
    }

    @Test("A block marked not compiled is left out and listed with its reason")
    func skippedBlock() throws {
        let markdown = """
            <!-- not compiled: LayoutKit code -->
            ```swift
            let old = SizeLayout<UIImageView>(width: 50, height: 50)
            ```
            """
        let result = try generated(markdown, path: "docs/old.md")
        #expect(result.swiftBlocks == 0)
        #expect(result.skipped == ["docs/old.md:2: LayoutKit code"])
        #expect(
            result.source == #"""
                /// The Swift blocks of docs/old.md.
                enum DocExamples_docs_old_md {
                    @MainActor static func run() async throws {
                        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
                            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
                        }
                    }
                }

                """#)
    }

    @Test("A block marked file-scope goes to the top level, with its imports hoisted and its Markdown line named")
    func fileScopeBlock() throws {
        let markdown = """
            <!-- swift-file-scope -->
            ```swift
            import Testing

            @Test func card() {}
            ```
            """
        let result = try generated(markdown, path: "docs/testing.md")
        #expect(result.swiftBlocks == 0 && result.fileScopeBlocks == 1)
        #expect(result.imports == ["import Testing"])
        #expect(result.fileScope == ["// docs/testing.md:3\n\n\n@Test func card() {}\n"])
        let files = try DocExampleExtractor.generatedFiles(for: [.init(path: "docs/testing.md", text: markdown)])
        #expect(files.map(\.path).last == "Tests/ValueLayoutDocExamples/Generated/DocExamples_docs_testing_md.swift")
        #expect(
            files.last!.text.contains(
                "// The blocks marked <!-- swift-file-scope -->, at the top level.\n\n// docs/testing.md:3\n"))
    }

    @Test("A file-scope marker anywhere but right before a Swift block is an error")
    func misplacedFileScopeMarker() {
        let markdown = """
            <!-- swift-file-scope -->
            ```text
            not Swift
            ```
            """
        #expect(
            throws: DocExampleExtractor.SyntaxError(
                path: "guide.md", line: 1, message: "a file-scope marker must stand right before a Swift block")
        ) { try generated(markdown) }
    }

    @Test("The getting-started guide's package files are skipped and listed; its commands and recording are not blocks")
    func gettingStartedMarkers() throws {
        let markdown = """
            <!-- getting-started: run -->
            ```sh
            swift package init
            ```
            <!-- getting-started: Sources/A/A.swift -->
            ```swift
            import A
            ```
            <!-- getting-started: recorded Tests/__Snapshots__/a.txt -->
            ```text
            SizeLayout (0, 0, 1, 1)
            ```
            """
        let result = try generated(markdown, path: "docs/getting-started.md")
        #expect(result.swiftBlocks == 0)
        #expect(result.skipped == ["docs/getting-started.md:6: built and tested by scripts/check-getting-started.sh"])
        #expect(
            throws: DocExampleExtractor.SyntaxError(
                path: "docs/other.md", line: 1,
                message: "a getting-started marker belongs in docs/getting-started.md and ends with ' -->'")
        ) { try generated(markdown, path: "docs/other.md") }
    }

    @Test("A fence is Swift by the first word of its info string, in any case")
    func fenceInfoString() throws {
        let markdown = """
            ```Swift title="Card.swift"
            let a = 1
            ```
            """
        #expect(try generated(markdown).swiftBlocks == 1)
    }

    @Test(
        "Tilde fences and fences of four backticks are errors, so that no block escapes the check",
        arguments: [
            "~~~swift", "````swift",
        ])
    func otherFences(fence: String) {
        let markdown = "\(fence)\nlet a = 1\n\(fence.prefix(4))\n"
        #expect(throws: DocExampleExtractor.SyntaxError.self) { try generated(markdown) }
    }

    @Test("A not-compiled marker anywhere but right before a Swift block is an error")
    func misplacedSkipMarker() {
        let markdown = """
            <!-- not compiled: LayoutKit code -->
            Some prose.

            ```swift
            print(1)
            ```
            """
        #expect(
            throws: DocExampleExtractor.SyntaxError(
                path: "guide.md", line: 1, message: "a not-compiled marker must stand right before a Swift block")
        ) {
            try generated(markdown)
        }
    }

    @Test("Each document has a file of its own that imports what its blocks import, and nothing else")
    func importsPerDocument() throws {
        let documents = [
            DocExampleExtractor.Document(
                path: "a.md", text: "```swift\nimport ValueLayoutTesting\nprint(1)\n// 1\n```"),
            DocExampleExtractor.Document(path: "b.md", text: "```swift\nimport Foundation\nlet b = 2\n```"),
        ]
        let files = try DocExampleExtractor.generatedFiles(for: documents)
        #expect(
            files.map(\.path) == [
                "Tests/ValueLayoutDocExamples/GeneratedDocExamples.swift",
                "Tests/ValueLayoutDocExamples/Generated/DocExamples_a_md.swift",
                "Tests/ValueLayoutDocExamples/Generated/DocExamples_b_md.swift",
            ])
        #expect(
            files.allSatisfy {
                $0.path.hasSuffix("GeneratedDocExamples.swift") || $0.text.hasPrefix(DocExampleExtractor.header)
            })
        #expect(
            files[1].text.dropFirst(DocExampleExtractor.header.count) == #"""

                import ValueLayoutTesting

                /// The Swift blocks of a.md.
                enum DocExamples_a_md {
                    @MainActor static func run() async throws {
                        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
                            DocCheck.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
                        }
                        do {
                        DocCheck.beginBlock()
                #sourceLocation(file: "a.md", line: 2)

                #sourceLocation()
                        DocCheck.mark()
                #sourceLocation(file: "a.md", line: 3)
                print(1)
                #sourceLocation()
                        DocCheck.expectPrinted("1", line: 4)
                #sourceLocation(file: "a.md", line: 4)
                // 1
                #sourceLocation()
                        DocCheck.endBlock(line: 1, expected: nil, expectedLine: nil)
                        }  // the blocks' nested scopes
                    }
                }

                """#)
        #expect(
            files[2].text.dropFirst(DocExampleExtractor.header.count).hasPrefix(
                "\nimport Foundation\n\n/// The Swift blocks of b.md."))
        #expect(
            files[0].text == DocExampleExtractor.registryHeader + #"""

                /// Every Markdown file that the generator read, in path order.
                let generatedDocExamples: [DocExample] = [
                    DocExample(path: "a.md", swiftBlocks: 1, checkedPrints: 1, outputBlocks: 0, run: DocExamples_a_md.run),
                    DocExample(path: "b.md", swiftBlocks: 1, checkedPrints: 0, outputBlocks: 0, run: DocExamples_b_md.run),
                ]

                /// The Swift blocks marked `<!-- not compiled: reason -->`: path:line: reason.
                let generatedSkippedDocBlocks: [String] = [
                ]

                """#)
    }

    @Test("#sourceLocation gives the Markdown line of each block's lines, also in an indented list item")
    func sourceLocationLines() throws {
        let markdown = """
            # Title

            - A list item:

              ```swift
              let a = 1
              ```

            ```swift
            let b = 2
            ```
            """
        let lines = try generated(markdown).source.split(separator: "\n").filter {
            $0.hasPrefix("#sourceLocation") || $0.hasPrefix("let")
        }
        #expect(
            lines == [
                #"#sourceLocation(file: "guide.md", line: 6)"#, "let a = 1", "#sourceLocation()",
                #"#sourceLocation(file: "guide.md", line: 10)"#, "let b = 2", "#sourceLocation()",
            ])
    }

    @Test("A block that prints output with nothing to check it against ends with no expected output")
    func uncheckedOutputBlock() throws {
        #expect(try generated("```swift\nprint(1)\n```").source.contains("expected: nil, expectedLine: nil"))
    }
}
