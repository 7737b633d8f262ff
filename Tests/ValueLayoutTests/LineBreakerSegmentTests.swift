import Foundation
import Testing

@testable import ValueLayout
@testable import ValueLayoutFonts

@Suite("Line breaker segments")
struct LineBreakerSegmentTests {
    /// The segments of `text`, as strings.
    static func segments(_ text: String, allowsFastPath: Bool = true) -> [String] {
        var segments: [String] = []
        LineBreaker.forEachSegment(of: text, allowsFastPath: allowsFastPath) { segments.append(String(text[$0])) }
        return segments
    }

    @Test("Segments end at spaces (left out), after hyphens, around ideographs and at hard breaks")
    func segmentsOfMixedText() {
        #expect(
            Self.segments("  a well-known  日本\n\nx -5 e.g. (a)b")
                == ["a", "well-", "known", "日", "本", "x", "-5", "e.g.", "(a)b"])
    }

    @Test("ASCII text has the same segments through the fast path and the general one")
    func fastPathAgrees() {
        let text = "A hyphen between digits 1990-2000, a minus -5, a range a-1 and x - y.\r\nwait ... really ?! yes"
        #expect(Self.segments(text) == Self.segments(text, allowsFastPath: false))
        #expect(Self.segments(text).first == "A")
    }

    @Test("Empty text and spaces only have no segment")
    func noSegments() {
        #expect(Self.segments("").isEmpty)
        #expect(Self.segments("   \n ").isEmpty)
    }

    /// Laid out at its minimum content width, every text of the Chromium line-break fixtures, in
    /// each font and size, breaks only where a segment ends: no segment is broken between
    /// clusters.
    @Test func atTheMinimumNoSegmentIsBroken() throws {
        let fixture = try #require(ChromiumLineBreaks.shared)
        let measurer = FontTextMeasurer(catalog: .bundled)
        var checked = 0
        for text in fixture.texts {
            var ends: Set<String.Index> = []
            LineBreaker.forEachSegment(of: text) { ends.insert($0.upperBound) }
            for font in [Font(family: "DejaVu Sans", size: 12), Font(family: "DejaVu Sans", size: 17, weight: .bold)] {
                let width = measurer.minimumContentWidth(of: text, font: font, lineHeight: nil)
                let lines = measurer.lines(of: text, font: font, lineHeight: nil, numberOfLines: 0, maxWidth: width)
                for line in lines where !line.isEmpty {
                    #expect(
                        ends.contains(line.endIndex), "\(text.debugDescription) broke after \(line.debugDescription)")
                }
                checked += 1
            }
        }
        #expect(checked == fixture.texts.count * 2)
    }
}
