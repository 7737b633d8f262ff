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
