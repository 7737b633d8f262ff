import Testing

/// What the generated examples' checks record: output nothing checks, and output that differs.
@Suite("Checking what doc examples print")
struct DocCheckTests {
    @Test("A block that prints output with nothing to check it against fails, at the block's fence")
    func uncheckedOutputFails() throws {
        let check = DocCheck(path: "guide.md")
        DocCheck.$current.withValue(check) {
            DocCheck.beginBlock()
            DocCheck.write("1\n")
            DocCheck.endBlock(line: 1, expected: nil, expectedLine: nil)
        }
        #expect(
            check.failures == [
                DocExampleFailure(
                    path: "guide.md", line: 1,
                    message: """
                        The block prints output that nothing checks. Show it in `//` lines right after its print \
                        statement, or in a plain ``` block after the block. It printed:
                        1

                        """)
            ])
    }

    @Test("Printed output and the docs' output are compared exactly, but for trailing newlines")
    func comparison() {
        let check = DocCheck(path: "guide.md")
        DocCheck.$current.withValue(check) {
            DocCheck.beginBlock()
            DocCheck.write("a\n")
            DocCheck.expectPrinted("a", line: 3)
            DocCheck.write("b \n")
            DocCheck.expectPrinted("b", line: 5)
        }
        #expect(
            check.failures == [
                DocExampleFailure(
                    path: "guide.md", line: 5,
                    message: "The code printed something other than the comment shows.\nShown:\nb\nPrinted:\nb \n")
            ])
    }
}
