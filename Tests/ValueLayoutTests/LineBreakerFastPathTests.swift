import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout
@testable import ValueLayoutFonts

/// `LineBreaker`'s ASCII fast path against its general path: the same lines, the same widths,
/// and the same runs measured in the same order, on random ASCII text.
@Suite("LineBreaker fast path")
struct LineBreakerFastPathTests {
    /// Pieces of ASCII text: letters, digits, spaces, hyphens, every kind of punctuation the
    /// breaker tells apart, hard breaks (`\r\n` is one cluster), tabs and controls.
    static let alphabet: [String] = [
        "a", "b", "W", "V", "A", "o", "x", "1", "7", "0", " ", " ", " ", "  ", "-", "-", "--", ",", ".",
        ":", ";", "!", "?", "/", "(", ")", "[", "]", "{", "}", "\"", "'", "&", "#", "%", "+", "=", "_",
        "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\t", "\u{01}", "~", "...",
    ]

    /// A width function that depends on each byte and on some pairs (so measuring a word whole
    /// differs from adding its segments), with an occasional zero or negative width.
    static func kerned(_ run: Substring) -> CGFloat {
        var total: CGFloat = 0
        var previous: UInt8 = 0
        for byte in run.utf8 {
            total += CGFloat(byte % 7) * 1.75 + 3
            if (previous == 0x41 && byte == 0x56) || (previous == 0x2D && byte == 0x56) { total -= 4.5 }
            previous = byte
        }
        if run.utf8.first == 0x7E { return -1 }
        return total
    }

    @Test("On random ASCII text, the fast path gives the general path's lines and calls", arguments: [1, 2, 3, 4])
    func randomASCII(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let widths: [(Substring) -> CGFloat] = [Self.kerned, { CGFloat($0.count) * 10 }]
        for _ in 0..<1_500 {
            let length = Int(random.next() % 60)
            let text = (0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
                .joined()
            let maxWidth = [0, 5, 10, 25, 40, 63, 70, 100, 200, 333.3, CGFloat.infinity, .nan, -3][
                Int(random.next() % 13)]
            let maxLines = Int(random.next() % 5)
            let width = widths[Int(random.next() % 2)]
            let label = "\(text.debugDescription) in \(maxWidth), \(maxLines) lines"

            var generalRuns: [String] = []
            let general = LineBreaker.lines(of: text, maxWidth: maxWidth, maxLines: maxLines, allowsFastPath: false) {
                generalRuns.append(String($0))
                return width($0)
            }
            var fastRuns: [String] = []
            let fast = LineBreaker.lines(of: text, maxWidth: maxWidth, maxLines: maxLines) {
                fastRuns.append(String($0))
                return width($0)
            }
            #expect(fast == general, "\(label)")
            #expect(fastRuns == generalRuns, "\(label)")

            // The byte-run variant, on either path, sees the same runs and gives the same lines.
            for allowsFastPath in [true, false] {
                var byteRuns: [String] = []
                var byteLines: [LineBreaker.Line] = []
                LineBreaker.forEachLine(
                    of: text, maxWidth: maxWidth, maxLines: maxLines, allowsFastPath: allowsFastPath,
                    utf8Width: { bytes in
                        let run = String(decoding: bytes, as: UTF8.self)
                        byteRuns.append(run)
                        return width(run[...])
                    }
                ) { byteLines.append($0) }
                #expect(byteLines == general, "\(label), fast path \(allowsFastPath)")
                #expect(byteRuns == generalRuns, "\(label), fast path \(allowsFastPath)")
            }
        }
    }

    @Test("The break table answers as mayBreak does, for every class")
    func breakTable() {
        let classes = (0...UInt8.max).compactMap(LineBreakClass.init(rawValue:))
        for next in classes {
            for previous in classes {
                for beforePrevious in classes {
                    for afterSpaces in [false, true] {
                        #expect(
                            LineBreakClass.mayBreak(
                                before: next, after: previous, beforePrevious, afterSpaces: afterSpaces,
                                in: LineBreakClass.breakTable)
                                == LineBreakClass.mayBreak(
                                    before: next, after: previous, beforePrevious, afterSpaces: afterSpaces),
                            "\(next) after \(previous), \(beforePrevious), \(afterSpaces)")
                    }
                }
            }
        }
    }

    @Test("Text that is not ASCII takes the general path and still breaks")
    func notASCII() {
        let text = "caf\u{E9} well-known \u{65E5}\u{672C}"
        let lines = LineBreaker.lines(of: text, maxWidth: 60) { CGFloat($0.count) * 10 }
        let general = LineBreaker.lines(of: text, maxWidth: 60, allowsFastPath: false) { CGFloat($0.count) * 10 }
        #expect(lines == general)
        #expect(lines.map { String(text[$0.range]) } == ["caf\u{E9}", "well-", "known", "\u{65E5}\u{672C}"])
    }
}
