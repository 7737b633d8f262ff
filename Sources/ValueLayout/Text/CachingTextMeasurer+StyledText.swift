import Foundation

extension CachingTextMeasurer {
    /// The base measurer's size of styled text (not kept yet): caching changes no answer.
    public func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize {
        base.size(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// The base measurer's lines of styled text.
    public func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring] {
        base.lines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// The base measurer's baselines of styled text.
    public func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> TextBaselines {
        base.baselines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// Whether the base measurer measures styled text run by run.
    public var measuresStyledText: Bool { base.measuresStyledText }
}
