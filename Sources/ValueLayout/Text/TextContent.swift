import Foundation

/// The text a layout shows: what baselines and pictures draw (the testing library's pictures of
/// failed snapshots too), measured through one route, so that what is drawn is what was measured.
package struct TextContent: Sendable {
    /// The characters.
    package var text: String
    /// The font of plain text; the fallback font of styled text.
    package var font: Font
    package var lineHeight: CGFloat?
    package var numberOfLines: Int
    /// The runs of fonts, or `nil` for plain text in ``font`` measured with word wrapping.
    package var styled: StyledText?
    /// How the text wraps when measured and truncates when drawn.
    package var lineBreakMode: LineBreakMode
    /// The distances from the node's bounds to the box the text is laid out in (a button's
    /// insets, image and padding; a text view's container inset and line fragment padding), by
    /// writing direction; zero (a label's) by default, which leaves every picture and baseline as
    /// it was.
    package var inset: EdgeInsets
    /// Whether the text was given as attributed text: snapshot text then shows its runs.
    package var isAttributed: Bool
    /// Whether the mode is the layout's choice, which snapshot text shows when it is not the
    /// default; `false` for a kind whose text always wraps one way (a button's title).
    package var showsLineBreakMode: Bool

    package init(
        text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, styled: StyledText? = nil,
        lineBreakMode: LineBreakMode = .byTruncatingTail, inset: EdgeInsets = .zero, isAttributed: Bool = false,
        showsLineBreakMode: Bool = true
    ) {
        self.isAttributed = isAttributed
        self.showsLineBreakMode = showsLineBreakMode
        self.text = text
        self.font = font
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        self.styled = styled
        self.lineBreakMode = lineBreakMode
        self.inset = inset
    }

    /// The text in runs: ``styled``, or the plain text in one run of ``font``.
    package var styledText: StyledText { styled ?? StyledText(text, font: font) }

    /// The size `measurer` gives the text laid out no wider than `maxWidth`, in points (not rounded).
    package func size(measurer: any TextMeasurer, maxWidth: CGFloat) -> CGSize {
        if let styled {
            return measurer.size(
                of: styled, lineHeight: lineHeight, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode.measuringMode, maxWidth: maxWidth)
        }
        return measurer.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// CSS's min-content width of the text, in points (not rounded): what `measurer` answers
    /// (``TextMeasurer/minimumContentWidth(of:font:lineHeight:)``, or its styled counterpart):
    /// the widest piece of the text between the measurer's break opportunities. With character
    /// wrapping, the widest character other than white space, each measured by `measurer` on one
    /// unlimited line.
    ///
    /// - Complexity: The measurer's; with character wrapping, one measurement per character.
    package func minimumContentWidth(measurer: any TextMeasurer) -> CGFloat {
        guard lineBreakMode == .byCharWrapping else {
            let width =
                if let styled {
                    measurer.minimumContentWidth(of: styled, lineHeight: lineHeight)
                } else {
                    measurer.minimumContentWidth(of: text, font: font, lineHeight: lineHeight)
                }
            return width.sanitizedLength
        }
        var widest: CGFloat = 0
        for index in text.indices where !text[index].isWhitespace {
            let piece = index..<text.index(after: index)
            let size =
                if let styled {
                    measurer.size(
                        of: styled.slice(piece), lineHeight: lineHeight, numberOfLines: 1,
                        lineBreakMode: .byWordWrapping, maxWidth: .infinity)
                } else {
                    measurer.size(
                        of: String(text[piece]), font: font, lineHeight: lineHeight, numberOfLines: 1,
                        maxWidth: .infinity)
                }
            widest = max(widest, size.width.sanitizedLength)
        }
        return widest
    }

    /// The lines `measurer` breaks the text into no wider than `maxWidth`: slices of ``text``.
    package func lines(measurer: any TextMeasurer, maxWidth: CGFloat) -> [Substring] {
        if let styled {
            return measurer.lines(
                of: styled, lineHeight: lineHeight, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode.measuringMode, maxWidth: maxWidth)
        }
        return measurer.lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// The baselines of the text laid out by `measurer` no wider than `maxWidth`.
    package func baselines(measurer: any TextMeasurer, maxWidth: CGFloat) -> TextBaselines {
        if let styled {
            return measurer.baselines(
                of: styled, lineHeight: lineHeight, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode.measuringMode, maxWidth: maxWidth)
        }
        return measurer.baselines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
}
