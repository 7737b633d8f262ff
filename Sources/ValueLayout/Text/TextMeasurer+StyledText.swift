import Foundation

extension TextMeasurer {
    /// `false`: this measurer measures styled text as plain text in its first run's font.
    public var measuresStyledText: Bool { false }

    /// The default: ``StyledText/string`` measured as plain text in the first run's font, with
    /// word wrapping (see ``measuresStyledText``). Empty text measures 0 × 0.
    public func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize {
        guard let font = text.font else { return .zero }
        return size(
            of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// The default: the plain-text lines of ``StyledText/string`` in the first run's font.
    public func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring] {
        guard let font = text.font else { return [] }
        return lines(
            of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// The default: the widest run of ``StyledText/string`` between white space, each measured
    /// alone (its runs sliced) with ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``
    /// on one unlimited line, with word wrapping.
    ///
    /// - Complexity: One measurement per run between white space.
    public func minimumContentWidth(of text: StyledText, lineHeight: CGFloat?) -> CGFloat {
        let string = text.string
        var widest: CGFloat = 0
        for word in string.split(whereSeparator: { $0.isWhitespace }) {
            let size = size(
                of: text.slice(word.startIndex..<word.endIndex), lineHeight: lineHeight, numberOfLines: 1,
                lineBreakMode: .byWordWrapping, maxWidth: .infinity)
            widest = max(widest, size.width.sanitizedLength)
        }
        return widest
    }

    /// The default: the plain-text baselines of ``StyledText/string`` in the first run's font.
    public func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> TextBaselines {
        guard let font = text.font else { return TextBaselines(first: 0, last: 0) }
        return baselines(
            of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
}
