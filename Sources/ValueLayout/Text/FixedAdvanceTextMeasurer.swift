import Foundation

/// A deterministic text measurer that needs no font: every character has the same advance and
/// every line the same height.
///
/// This is the measurer of the benchmark workloads and of exact-frame tests, and the default
/// measurer of ``LayoutContext``. Its rules:
///
/// - Every `Character` (grapheme cluster) advances ``advance`` points (7 by default); every line
///   is ``lineHeight`` points tall (17 by default), or the label's own line height if it sets one.
/// - Text wraps greedily at spaces: a line takes as many whole words as fit in the maximum width.
///   The spaces at a line break are not drawn and take no width, nor do spaces at the end of the
///   text; spaces between words on a line count like any character.
/// - A word wider than a line is broken between characters (at least one character a line).
/// - A newline (`\n`, `\r\n` or `\r`) starts a new line; an empty line is as tall as any other.
/// - The size is the widest shown line's width by the number of shown lines times the line
///   height; `numberOfLines` greater than 0 caps the lines shown. Empty text measures 0 × 0.
///
/// Measuring never allocates; ASCII text takes a fast path over its UTF-8 bytes.
public struct FixedAdvanceTextMeasurer: TextMeasurer, Hashable {
    /// The advance of every character, in points.
    public let advance: CGFloat
    /// The height of every line, in points, unless a label sets its own line height.
    public let lineHeight: CGFloat

    /// A measurer with the given advance and line height, in points.
    ///
    /// A NaN, infinite or negative value is treated as 0.
    public init(advance: CGFloat = 7, lineHeight: CGFloat = 17) {
        self.advance = advance.sanitizedLength
        self.lineHeight = lineHeight.sanitizedLength
    }

    /// The size of `text` under the rules above.
    ///
    /// - Complexity: O(number of characters shown), with no allocation.
    public func size(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> CGSize {
        if text.isEmpty { return .zero }
        var counter = LineMetricsSink()
        breakLines(text, numberOfLines: numberOfLines, maxWidth: maxWidth, into: &counter)
        let height = lineHeight.map { $0.sanitizedLength } ?? self.lineHeight
        return CGSize(width: CGFloat(counter.widestLine) * advance, height: CGFloat(counter.lineCount) * height)
    }

    /// The lines of `text` under the rules above.
    ///
    /// - Complexity: O(number of characters shown).
    public func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        if text.isEmpty { return [] }
        var collector = LineSliceSink(text: text)
        breakLines(text, numberOfLines: numberOfLines, maxWidth: maxWidth, into: &collector)
        return collector.lines
    }

    private func breakLines<Sink: LineSink>(
        _ text: String, numberOfLines: Int, maxWidth: CGFloat, into sink: inout Sink
    ) {
        let maxWidth = maxWidth.sanitizedLimit
        let charactersPerLine: Int
        if advance <= 0 || !maxWidth.isFinite {
            charactersPerLine = .max
        } else {
            let fitting = (maxWidth / advance).rounded(.down)
            charactersPerLine = fitting >= CGFloat(Int.max / 2) ? .max : Int(fitting)
        }
        var breaker = GreedyLineBreaker(
            charactersPerLine: charactersPerLine, maxLines: numberOfLines > 0 ? numberOfLines : .max)
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without carriage returns: one byte is one Character.
            breaker.run(utf8, text.startIndex, isSpace: { $0 == 0x20 }, isNewline: { $0 == 0x0A }, into: &sink)
        } else {
            breaker.run(
                text, text.startIndex, isSpace: { $0 == " " }, isNewline: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" },
                into: &sink)
        }
    }
}
