import Foundation

/// A deterministic text measurer that needs no font: every character has the same advance and
/// every line the same height.
///
/// This is the measurer of the benchmark workloads and of exact-frame tests, the measurer of
/// ``LayoutContext/fixedAdvance``, and the default measurer of ``LayoutContext`` on Linux (see
/// ``LayoutContext/defaultTextMeasurer``). Its rules:
///
/// - Every `Character` (grapheme cluster) advances ``advance`` points (7 by default); every line
///   is ``lineHeight`` points tall (17 by default), or the label's own line height if it sets one.
/// - Text wraps greedily at spaces: a line takes as many whole words as fit in the maximum width
///   (a width short of whole characters by a millionth of a character or less, rounding rather
///   than layout, still fits them: so text always fits the width it measured unbroken).
///   The spaces at a line break are not drawn and take no width, nor do spaces at the end of a
///   line; spaces between words on a line count like any character, and so do spaces that open a
///   paragraph (indentation). Text of spaces only is one empty line: 0 × one line height.
/// - A word wider than a line is broken between characters (at least one character a line).
/// - A newline (`\n`, `\r\n` or `\r`) starts a new line, so a trailing newline adds an empty
///   line; an empty line is as tall as any other.
/// - The size is the widest shown line's width by the number of shown lines times the line
///   height; `numberOfLines` greater than 0 caps the lines shown. Empty text measures 0 × 0.
///
/// Measuring sizes never allocates: it streams over the text once, and ASCII text takes a fast
/// path over its UTF-8 bytes (``lines(of:font:lineHeight:numberOfLines:maxWidth:)`` allocates the
/// slices it returns).
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
        let charactersPerLine = charactersPerLine(within: maxWidth)
        let maxLines = numberOfLines > 0 ? numberOfLines : .max
        // ASCII without carriage returns: one byte is one Character, so break the raw bytes.
        let asciiMetrics = ASCIILineMetrics.measure(
            text, charactersPerLine: charactersPerLine, maxLines: maxLines)
        let metrics: LineMetricsSink<String.Index>
        if let ascii = asciiMetrics {
            metrics = LineMetricsSink(lineCount: ascii.lineCount, widestLine: ascii.widestLine)
        } else {
            var breaker = GreedyLineBreaker<String.Index>(
                charactersPerLine: charactersPerLine, maxLines: maxLines)
            var characterMetrics = LineMetricsSink<String.Index>()
            breaker.run(text, isSpace: Self.isSpace, isNewline: Self.isNewline, into: &characterMetrics)
            metrics = characterMetrics
        }
        let height = lineHeight.map { $0.sanitizedLength } ?? self.lineHeight
        return CGSize(
            width: CGFloat(metrics.widestLine) * advance, height: CGFloat(metrics.lineCount) * height)
    }

    /// The lines of `text` under the rules above.
    ///
    /// - Complexity: O(number of characters shown).
    public func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        if text.isEmpty { return [] }
        var breaker = GreedyLineBreaker<String.Index>(
            charactersPerLine: charactersPerLine(within: maxWidth),
            maxLines: numberOfLines > 0 ? numberOfLines : .max)
        var collector = LineSliceSink(text: text)
        breaker.run(text, isSpace: Self.isSpace, isNewline: Self.isNewline, into: &collector)
        return collector.lines
    }

    /// How many characters short a width may be and still fit them: 10⁻⁶, the rounding of a
    /// product and a quotient (three characters of 6.6 points measure 19.799999999999997, which
    /// divided by 6.6 is 2.9999999999999996) and of pixel snapping, which rounds within 10⁻⁶ of a
    /// pixel. Without it, text measured unbroken may not fit the width it measured.
    static var roundingTolerance: CGFloat { 1e-6 }

    static func isSpace(_ character: Character) -> Bool { character == " " }

    static func isNewline(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// How many whole characters fit in `maxWidth`, a millionth of a character's rounding
    /// allowed (`Int.max` when unlimited).
    func charactersPerLine(within maxWidth: CGFloat) -> Int {
        let maxWidth = maxWidth.sanitizedLimit
        guard advance > 0, maxWidth.isFinite else { return .max }
        let fitting = (maxWidth / advance + Self.roundingTolerance).rounded(.down)
        return fitting >= CGFloat(Int.max / 2) ? .max : Int(fitting)
    }
}
