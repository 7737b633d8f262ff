import Foundation

extension FixedAdvanceTextMeasurer {
    /// `true`: styled text is measured by this measurer's rules, which ignore fonts (see
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``).
    public var measuresStyledText: Bool { true }

    /// The size of `text` exactly as the same characters in plain text: every character advances
    /// ``advance`` points and every line is ``lineHeight`` tall, whatever the runs' fonts, kerns
    /// and baseline offsets, so fixtures written for plain text hold for attributed text.
    ///
    /// With ``LineBreakMode/byCharWrapping``, a line may also break between any two characters:
    /// each line takes as many characters as fit (spaces between them count; the spaces at a
    /// break are dropped, as with word wrapping). Every other mode wraps words.
    ///
    /// - Complexity: O(number of characters shown).
    public func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize {
        let font = text.font ?? .body
        guard lineBreakMode == .byCharWrapping, !text.string.isEmpty else {
            return size(
                of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        var breaker = characterWrappingBreaker(maxWidth: maxWidth, numberOfLines: numberOfLines)
        var metrics = LineMetricsSink<String.Index>()
        breaker.run(text.string, isSpace: Self.isSpace, isNewline: Self.isNewline, into: &metrics)
        let height = lineHeight.map { $0.sanitizedLength } ?? self.lineHeight
        return CGSize(width: CGFloat(metrics.widestLine) * advance, height: CGFloat(metrics.lineCount) * height)
    }

    /// The lines of `text` under the rules of
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``.
    ///
    /// - Complexity: O(number of characters shown).
    public func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring] {
        let font = text.font ?? .body
        guard lineBreakMode == .byCharWrapping, !text.string.isEmpty else {
            return lines(
                of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        var breaker = characterWrappingBreaker(maxWidth: maxWidth, numberOfLines: numberOfLines)
        var collector = LineSliceSink(text: text.string)
        breaker.run(text.string, isSpace: Self.isSpace, isNewline: Self.isNewline, into: &collector)
        return collector.lines
    }

    /// The baselines of `text` laid out under the rules of
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``: as for plain text, the first
    /// line's ``baselineOffset(font:lineHeight:)`` below the top and each later one a line further.
    public func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> TextBaselines {
        let count = lines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth
        ).count
        guard count > 0 else { return TextBaselines(first: 0, last: 0) }
        let height = lineHeight.map { $0.sanitizedLength } ?? self.lineHeight
        let first = baselineOffset(font: text.font ?? .body, lineHeight: height)
        return TextBaselines(first: first, last: first + CGFloat(count - 1) * height)
    }

    private func characterWrappingBreaker(maxWidth: CGFloat, numberOfLines: Int) -> GreedyLineBreaker<String.Index> {
        GreedyLineBreaker<String.Index>(
            charactersPerLine: charactersPerLine(within: maxWidth),
            maxLines: numberOfLines > 0 ? numberOfLines : .max, wrapsCharacters: true)
    }
}
