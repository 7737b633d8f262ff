import Foundation

/// Where the baselines of a piece of text lie: the first line's and the last line's, each in
/// points from the top of the text.
///
/// A single line has the same first and last baseline. Text with no lines (empty text) has both
/// at 0.
public struct TextBaselines: Sendable, Hashable {
    /// The first line's baseline, in points below the top of the text.
    public var first: CGFloat
    /// The last line's baseline, in points below the top of the text.
    public var last: CGFloat

    /// Baselines at `first` and `last` points below the top of the text.
    public init(first: CGFloat, last: CGFloat) {
        self.first = first
        self.last = last
    }
}

extension TextMeasurer {
    /// The default: the baselines of `text` laid out by this measurer's rules, the first line's
    /// baseline ``baselineOffset(font:lineHeight:)`` below the top, and each later line's one line
    /// height (the height of the lines shown divided by their number) further down.
    ///
    /// - Complexity: One line breaking of `text`.
    public func baselines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> TextBaselines {
        let lines = self.lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        guard !lines.isEmpty else { return TextBaselines(first: 0, last: 0) }
        let size = self.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        let lineHeight = size.height / CGFloat(lines.count)
        let first = baselineOffset(font: font, lineHeight: lineHeight)
        return TextBaselines(first: first, last: first + CGFloat(lines.count - 1) * lineHeight)
    }

    /// The default: four fifths of the way down the line, where the baseline of a typical Latin
    /// font set solid falls. A measurer that knows its fonts' ascents implements its own.
    public func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
        lineHeight * 0.8
    }
}
