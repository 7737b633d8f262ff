import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// The ASCII fast path of `FixedAdvanceTextMeasurer.size` must agree with the general
/// line breaker behind `lines(of:)`, which walks `Character`s.
@Suite("Text measuring fast path")
struct TextFastPathTests {
    @Test("Sizes from the byte fast path equal the lines of the Character breaker", arguments: [1, 2, 3, 4])
    func fastPathAgreesWithLines(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let measurer = FixedAdvanceTextMeasurer()
        let alphabet: [Character] = ["a", "b", "c", " ", " ", "\n"]
        for _ in 0..<2_000 {
            let text = String((0..<random.below(40)).map { _ in alphabet[random.below(alphabet.count)] })
            let maxWidth = [0, 3, 7, 14, 21, 50, 100, CGFloat.infinity][random.below(8)]
            let numberOfLines = random.below(4)
            let size = measurer.size(
                of: text, font: .body, lineHeight: nil, numberOfLines: numberOfLines, maxWidth: maxWidth)
            let lines = measurer.lines(
                of: text, font: .body, lineHeight: nil, numberOfLines: numberOfLines, maxWidth: maxWidth)
            let widest = lines.map { line in line.count }.max() ?? 0
            let expected = CGSize(width: CGFloat(widest) * 7, height: CGFloat(lines.count) * 17)
            #expect(size == expected, "text \(text.debugDescription) within \(maxWidth), \(numberOfLines) lines")
        }
    }

    @Test("Non-ASCII text takes the Character path and still counts grapheme clusters")
    func nonASCII() {
        let measurer = FixedAdvanceTextMeasurer()
        // "é" written as e + combining accent is one Character; the emoji family is one Character.
        let text = "e\u{301}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} ab"
        let size = measurer.size(of: text, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: .infinity)
        #expect(size == CGSize(width: 5 * 7, height: 17))
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
