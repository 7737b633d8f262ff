import Foundation

/// Measures text for ``LabelLayout``: the plug-in point between layout and a text engine.
///
/// A measurer must be a pure function of its arguments: called twice with the same arguments it
/// returns the same answer, on any thread, without reading global or main-thread state. The size
/// it returns must be the size the text is drawn at (same line breaks, same line count), or views
/// will clip what layout measured. Text whose lines fit `maxWidth` without breaking (its size with
/// an unlimited width, rounded to the pixel grid as a label rounds it, is at most `maxWidth` wide)
/// must measure as it does with an unlimited width, plain or styled: a pass answers a label's
/// measurement within a width from its measurement without a limit when that size fits (see the
/// sizing contract). Fit lines with a tolerance for rounding (`FontTextMeasurer` allows 1/64 of a
/// point, ``FixedAdvanceTextMeasurer`` a millionth of a character).
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out in lines no wider than `maxWidth`, in points.
    ///
    /// - Parameters:
    ///   - text: The text; may be empty (measures 0 × 0) and may contain `\n` line breaks.
    ///   - font: The font to measure with.
    ///   - lineHeight: The height of one line in points, or `nil` for the font's own line height.
    ///   - numberOfLines: The most lines to show; 0 means no limit.
    ///   - maxWidth: The widest a line may be, in points; may be `.infinity`.
    /// - Returns: The width of the widest line shown and the height of the lines shown.
    func size(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> CGSize

    /// The lines `text` breaks into under the same rules as ``size(of:font:lineHeight:numberOfLines:maxWidth:)``,
    /// for renderers that draw text themselves (SVG, HTML). Each line is a slice of `text` without
    /// the spaces or newline at its break.
    func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring]

    /// The width of the widest piece of `text` that cannot be broken, in points: the narrowest
    /// `text` can be laid out without overflowing (CSS's min-content width). What a label, a text
    /// view and a button answer for their minimum content width, and so the automatic minimum
    /// size of a ``FlexLayout`` item holding text.
    ///
    /// A piece is the text between two consecutive break opportunities of this measurer's line
    /// breaking, at least as wide as ``size(of:font:lineHeight:numberOfLines:maxWidth:)``
    /// measures it on one line; the spaces at a break hang and are not counted. Laid out
    /// `maxWidth` this wide, the text breaks only at break opportunities, never inside a piece.
    ///
    /// You rarely implement it. The default splits `text` at white space and measures each piece
    /// alone with ``size(of:font:lineHeight:numberOfLines:maxWidth:)`` on one unlimited line
    /// (`numberOfLines` 1, `maxWidth` `.infinity`): right for a measurer that breaks only at
    /// spaces. A measurer that breaks elsewhere too (after hyphens, around ideographs) answers
    /// from its own break opportunities, as `FontTextMeasurer` does; a measurer that wraps another
    /// forwards it.
    ///
    /// - Parameters:
    ///   - text: The text; may be empty (0 wide) and may contain `\n` line breaks.
    ///   - font: The font to measure with.
    ///   - lineHeight: The height of one line in points, or `nil` for the font's own line height.
    /// - Returns: A width in points, 0 or more.
    /// - Complexity: The default makes one measurement per piece between white space.
    func minimumContentWidth(of text: String, font: Font, lineHeight: CGFloat?) -> CGFloat

    /// Whether `other` gives exactly the sizes and lines this measurer gives, for every input:
    /// what lets an ``ArrangementCache`` serve an arrangement laid out with one to a request made
    /// with the other.
    ///
    /// You rarely implement it. The default compares with `==` when the measurer is `Equatable`,
    /// compares identity when it is a class, and otherwise answers `false` (arrangements laid out
    /// with it are then never cached).
    func isEquivalent(to other: any TextMeasurer) -> Bool

    /// The baselines of `text` laid out under the rules of
    /// ``size(of:font:lineHeight:numberOfLines:maxWidth:)``, in points from the top of the text:
    /// what a label's ``LabelLayout/baselines(width:context:)`` reports, and what a horizontal
    /// ``StackLayout`` aligns.
    ///
    /// You rarely implement it. The default puts the first line's baseline
    /// ``baselineOffset(font:lineHeight:)`` below the top and each later line's one line height
    /// further down. A measurer that wraps another forwards it, so that the baselines are the
    /// wrapped measurer's.
    func baselines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> TextBaselines

    /// The distance, in points, from the top of a line `lineHeight` points tall to its baseline:
    /// what ``baselines(of:font:lineHeight:numberOfLines:maxWidth:)`` (and so a label's
    /// ``LabelLayout/baselines(width:context:)``) reports.
    ///
    /// The default puts the baseline four fifths of the way down the line.
    /// ``FixedAdvanceTextMeasurer`` keeps that default; `FontTextMeasurer` centres the font's
    /// ascent and descent in the line, as CSS does; on Apple platforms, `CoreTextMeasurer` puts
    /// it the font's descent and leading above the line's bottom, as Core Text does.
    func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat

    /// How this measurer measures `font` other than as asked, in a sentence (for example: a font
    /// catalog without the font's family, or without any face), or `nil` when it measures `font`
    /// as asked. ``LayoutArrangement/diagnostics`` reports it for each label in that font, as
    /// ``LayoutDiagnostic/Kind/textMeasuredWithFallback(note:)``, so that a fallback that changes
    /// every frame is never silent.
    ///
    /// Asked only when diagnostics are, never during layout. The default answers `nil`;
    /// `FontTextMeasurer` answers when its catalog lacks the font's family or has no faces.
    func fallbackNote(for font: Font) -> String?

    // MARK: Styled text

    /// The size of `text`, in runs of fonts, laid out in lines no wider than `maxWidth`, in
    /// points: what a label with attributed text (or with character wrapping) measures.
    ///
    /// Break opportunities are those of plain text, decided on the characters whatever the runs.
    /// `lineBreakMode` is ``LineBreakMode/byWordWrapping`` or ``LineBreakMode/byCharWrapping``
    /// when a layout asks (``LineBreakMode/measuringMode``); treat every other mode as word
    /// wrapping.
    ///
    /// The default, for measurers that know only plain text, measures ``StyledText/string`` in
    /// the first run's font with word wrapping, whatever the other runs' fonts, kerns and offsets
    /// and the mode, and says so through ``measuresStyledText``.
    func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize

    /// The lines `text` breaks into under the rules of
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``: slices of
    /// ``StyledText/string`` without the spaces or newline at their break, for renderers.
    func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring]

    /// The width of the widest piece of `text`, in runs of fonts, that cannot be broken, in
    /// points: CSS's min-content width of a label with attributed text, as
    /// ``minimumContentWidth(of:font:lineHeight:)`` answers for plain text, under the rules of
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)`` with word wrapping.
    ///
    /// You rarely implement it. The default splits ``StyledText/string`` at white space and
    /// measures each piece (its runs sliced with ``StyledText/slice(_:)``) with
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)`` on one unlimited line, with
    /// word wrapping.
    ///
    /// - Returns: A width in points, 0 or more; 0 for empty text.
    /// - Complexity: The default makes one measurement per piece between white space.
    func minimumContentWidth(of text: StyledText, lineHeight: CGFloat?) -> CGFloat

    /// The first and last baselines of `text` laid out under the rules of
    /// ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``, in points from its top.
    func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> TextBaselines

    /// Whether this measurer measures each run of a ``StyledText`` in its own font (and honours
    /// character wrapping). `false` by default: the defaults of the styled requirements measure
    /// the whole text in the first run's font, and ``LayoutArrangement/diagnostics`` reports each
    /// label with several fonts that such a measurer measured.
    var measuresStyledText: Bool { get }
}

extension TextMeasurer {
    /// The default: the widest run of `text` between white space, each measured alone with
    /// ``size(of:font:lineHeight:numberOfLines:maxWidth:)`` on one unlimited line.
    ///
    /// - Complexity: One measurement per run between white space.
    public func minimumContentWidth(of text: String, font: Font, lineHeight: CGFloat?) -> CGFloat {
        var widest: CGFloat = 0
        func measure(_ word: Substring) {
            let size = size(
                of: String(word), font: font, lineHeight: lineHeight, numberOfLines: 1, maxWidth: .infinity)
            widest = max(widest, size.width.sanitizedLength)
        }
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            for word in text.split(whereSeparator: { $0.isWhitespace }) { measure(word) }
            return widest
        }
        // ASCII: white space is a byte (tab to carriage return, and space), found without the
        // grapheme and Unicode-property lookups of `Character.isWhitespace`, which cost more than
        // measuring the words.
        var wordStart: String.Index?
        var position = bytes.startIndex
        while position != bytes.endIndex {
            let byte = bytes[position]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                if let start = wordStart { measure(text[start..<position]) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = position
            }
            bytes.formIndex(after: &position)
        }
        if let start = wordStart { measure(text[start..<bytes.endIndex]) }
        return widest
    }
}

extension TextMeasurer {
    /// `nil`: the measurer measures every font as asked.
    public func fallbackNote(for font: Font) -> String? { nil }
}

extension TextMeasurer {
    /// Identity for a class; `false` for a value that is not `Equatable`.
    public func isEquivalent(to other: any TextMeasurer) -> Bool {
        guard Self.self is AnyClass, type(of: other) == Self.self else { return false }
        return (self as AnyObject) === (other as AnyObject)
    }
}

extension TextMeasurer where Self: Equatable {
    /// `==`, for a measurer of the same type.
    public func isEquivalent(to other: any TextMeasurer) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
