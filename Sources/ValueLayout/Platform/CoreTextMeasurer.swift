#if canImport(UIKit) || canImport(AppKit)
    import CoreText
    import Foundation

    /// Measures text with the platform's own text engine, Core Text: the default measurer of a
    /// ``LayoutContext`` on Apple platforms, so a label measures the text the platform draws.
    ///
    /// Core Text is documented as safe to use from any thread, and this measurer touches nothing
    /// else: no `UILabel`, no `UIFont`, nothing main-thread-only. Each call builds its own
    /// typesetter; the fonts it resolves are kept in a small cache behind a lock.
    ///
    /// ## Rules
    ///
    /// - **Font.** ``resolvedFont(for:)``: the family by name at the font's size and weight, or
    ///   the system font (`CTFontCreateUIFontForLanguage(.system, …)`) at that weight when the
    ///   font names no family or the family is not installed. Draw with the same `CTFont` (it is
    ///   toll-free bridged with `UIFont` and `NSFont`) to draw what was measured. A family that
    ///   is not installed is looked up again on every call, so a font registered later (with
    ///   `CTFontManagerRegisterFontURLs`) is used from then on; arrangements already computed, or
    ///   kept by an ``ArrangementCache``, keep the fallback's sizes.
    /// - **Lines.** Core Text's own breaking (`CTTypesetterSuggestLineBreak`): at word boundaries,
    ///   between clusters for a word wider than the line, and at hard line breaks. A line fits
    ///   when it is at most the width plus 1/64 pt, so a width measured earlier always fits the
    ///   same text again. A line's width leaves out its trailing whitespace. A text that ends with
    ///   `\n`, `\r\n` or `\r` has an empty last line, as with ``FixedAdvanceTextMeasurer``.
    /// - **Height.** Each line is `lineHeight` tall, or, without one, its own ascent + descent +
    ///   leading (the font's, or taller when a fallback font on the line is taller).
    /// - **Truncation.** With `numberOfLines` above 0, the lines shown are the first
    ///   `numberOfLines`, the last holding what fits on it (no ellipsis).
    /// - **Size.** The widest shown line's width by the shown lines' total height, unrounded
    ///   (``LabelLayout`` rounds up to pixels when the context has a scale); empty text measures
    ///   0 × 0.
    /// - **Styled text.** Each run is set in its own resolved font with its kern
    ///   (`kCTKernAttributeName`), and the whole string is typeset at once, so Core Text breaks
    ///   lines across runs and makes each line as tall as its tallest run. Baseline offsets are
    ///   not set: they move glyphs when drawn, not the lines measured. With character wrapping,
    ///   lines break at Core Text's cluster breaks (`CTTypesetterSuggestClusterBreak`).
    /// - **Zero size.** A font of size 0 (what ``Font`` makes of a NaN, negative or zero size)
    ///   draws nothing: each paragraph is one line 0 points wide and, without a `lineHeight`,
    ///   0 points tall. (Core Text itself would read a size of 0 as its default of 12 points.)
    ///
    /// What it measures is what Core Text draws at the same breaks: draw with Core Text
    /// (`CTLine`, `CTFrame`) or with a view that breaks as Core Text does. A `UILabel` breaks by
    /// its `lineBreakStrategy`, whose default (`.standard`) can move a word to avoid a lone word on
    /// the last line; set it to `[]` for the label to break where this measurer does. LayoutKit
    /// measured with UIKit's string drawing (`boundingRect(with:options:context:)`), which lays out
    /// the same fonts; the two can differ by a fraction of a point.
    ///
    /// This file is type-checked on Linux against shim modules (`scripts/check-apple-adapters.sh`),
    /// not run there: its behaviour is Core Text's.
    ///
    /// All instances are equivalent (``isEquivalent(to:)``): they give the same answers, so an
    /// ``ArrangementCache`` serves one's arrangements to another.
    public struct CoreTextMeasurer: TextMeasurer, Hashable {
        private let fonts: CoreTextFontCache

        /// A measurer with its own cache of at most 64 resolved fonts.
        public init() {
            fonts = CoreTextFontCache(capacity: 64)
        }

        /// The Core Text font `font` resolves to, under the rules above.
        public func resolvedFont(for font: Font) -> CTFont {
            fonts.metrics(for: font).font
        }

        /// The size of `text` under the rules above.
        ///
        /// - Complexity: Core Text's typesetting of the lines shown.
        public func size(
            of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
        ) -> CGSize {
            let fixedLineHeight = lineHeight?.sanitizedLength
            var widest: CGFloat = 0
            var height: CGFloat = 0
            forEachLine(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth) { line in
                widest = max(widest, line.width)
                height += fixedLineHeight ?? line.height
            }
            return CGSize(width: widest, height: height)
        }

        /// The lines of `text` under the rules above, each without its trailing whitespace.
        ///
        /// - Complexity: Core Text's typesetting of the lines shown.
        public func lines(
            of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
        ) -> [Substring] {
            var lines: [Substring] = []
            forEachLine(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth) { line in
                lines.append(line.text)
            }
            return lines
        }

        /// `true`: runs are measured in their own fonts.
        public var measuresStyledText: Bool { true }

        /// The size of styled `text` under the rules above.
        ///
        /// - Complexity: Core Text's typesetting of the lines shown.
        public func size(
            of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
            maxWidth: CGFloat
        ) -> CGSize {
            let fixedLineHeight = lineHeight?.sanitizedLength
            var widest: CGFloat = 0
            var height: CGFloat = 0
            forEachLine(of: text, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, maxWidth: maxWidth) {
                line in
                widest = max(widest, line.width)
                height += fixedLineHeight ?? line.height
            }
            return CGSize(width: widest, height: height)
        }

        /// The lines of styled `text` under the rules above.
        ///
        /// - Complexity: Core Text's typesetting of the lines shown.
        public func lines(
            of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
            maxWidth: CGFloat
        ) -> [Substring] {
            var lines: [Substring] = []
            forEachLine(of: text, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, maxWidth: maxWidth) {
                line in
                lines.append(line.text)
            }
            return lines
        }

        /// Where Core Text puts the baseline in a line `lineHeight` tall: the font's descent and
        /// leading above the line's bottom (the font's ascent, in a line of the font's own height;
        /// the bottom of the line for a font of size 0).
        public func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
            if font.size == 0 { return lineHeight }
            let metrics = fonts.metrics(for: font)
            return lineHeight - metrics.descent - metrics.leading
        }

        /// Every instance gives the same answers.
        public static func == (lhs: CoreTextMeasurer, rhs: CoreTextMeasurer) -> Bool { true }

        /// Hashes nothing: every instance is equal.
        public func hash(into hasher: inout Hasher) {}

        /// Typesets `text` with Core Text and calls `body` with each line shown.
        private func forEachLine(
            of text: String, font: Font, numberOfLines: Int, maxWidth: CGFloat,
            _ body: (TypesetterLines.Line) -> Void
        ) {
            forEachLine(
                of: StyledText(text, font: font), numberOfLines: numberOfLines, lineBreakMode: .byWordWrapping,
                maxWidth: maxWidth, body)
        }

        /// Typesets styled `text` with Core Text and calls `body` with each line shown.
        private func forEachLine(
            of text: StyledText, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat,
            _ body: (TypesetterLines.Line) -> Void
        ) {
            guard let firstFont = text.font else { return }
            if text.runs.allSatisfy({ $0.font.size == 0 }) {
                TypesetterLines.forEachLine(
                    of: text.string, numberOfLines: numberOfLines, emptyLineHeight: 0,
                    suggestBreak: { _, startIndex in TypesetterLines.paragraphLength(in: text.string, from: startIndex)
                    },
                    measure: { _ in TypesetterLines.LineMetrics(width: 0, height: 0) }, body)
                return
            }
            let string = NSMutableAttributedString(string: text.string)
            var shortestLine = CGFloat.infinity
            for run in text.runs {
                let metrics = fonts.metrics(for: run.font)
                shortestLine = min(shortestLine, metrics.lineHeight)
                var attributes: [NSAttributedString.Key: Any] = [
                    NSAttributedString.Key(rawValue: kCTFontAttributeName as String): metrics.font
                ]
                if run.kern != 0 {
                    attributes[NSAttributedString.Key(rawValue: kCTKernAttributeName as String)] = NSNumber(
                        value: Double(run.kern))
                }
                string.setAttributes(attributes, range: NSRange(run.range, in: text.string))
            }
            let lastFont = text.runs.last?.font ?? firstFont
            let emptyLineHeight = fonts.metrics(for: lastFont).lineHeight
            let typesetter = CTTypesetterCreateWithAttributedString(string as CFAttributedString)
            let width = Double(TypesetterLines.engineWidth(for: maxWidth))
            let wrapsCharacters = lineBreakMode == .byCharWrapping
            TypesetterLines.forEachLine(
                of: text.string, numberOfLines: numberOfLines, emptyLineHeight: emptyLineHeight,
                suggestBreak: { start, _ in
                    wrapsCharacters
                        ? CTTypesetterSuggestClusterBreak(typesetter, start, width)
                        : CTTypesetterSuggestLineBreak(typesetter, start, width)
                },
                measure: { range in
                    let line = CTTypesetterCreateLine(
                        typesetter, CFRange(location: range.lowerBound, length: range.count))
                    var ascent: CGFloat = 0
                    var descent: CGFloat = 0
                    var leading: CGFloat = 0
                    let typographicWidth = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
                    return TypesetterLines.LineMetrics(
                        width: CGFloat(max(0, typographicWidth - CTLineGetTrailingWhitespaceWidth(line))),
                        height: max(ascent + descent + leading, shortestLine))
                }, body)
        }
    }

    /// A resolved font and the metrics the measurer uses, in points.
    struct CoreTextFontMetrics {
        let font: CTFont
        let descent: CGFloat
        let leading: CGFloat
        /// Ascent + descent + leading: the height of a line of this font.
        let lineHeight: CGFloat
    }

    /// The fonts a ``CoreTextMeasurer`` has resolved, keyed by ``Font``, at most `capacity` in a
    /// ``TwoGenerationTable`` (an app uses a handful of fonts). `CTFont`s are immutable; the lock
    /// guards only the table.
    final class CoreTextFontCache: @unchecked Sendable {
        private let lock = NSLock()
        private var fonts: TwoGenerationTable<Font, CoreTextFontMetrics>

        init(capacity: Int) {
            fonts = TwoGenerationTable(capacity: capacity)
        }

        func metrics(for font: Font) -> CoreTextFontMetrics {
            lock.lock()
            let cached = fonts.value(for: font)
            lock.unlock()
            if let cached { return cached }
            // Resolved outside the lock: two threads may both resolve a new font, to equal results.
            let (resolved, isFallback) = Self.resolve(font)
            // A family that is missing now may be registered later.
            if isFallback { return resolved }
            lock.lock()
            fonts.insert(resolved, for: font)
            lock.unlock()
            return resolved
        }

        /// The font `font` resolves to, and whether it is the system font standing in for a
        /// family that is not installed.
        private static func resolve(_ font: Font) -> (CoreTextFontMetrics, isFallback: Bool) {
            let traits: [String: Any] = [kCTFontWeightTrait as String: weightTrait(font.weight)]
            var resolved: CTFont?
            if let family = font.family {
                let named = CTFontDescriptorCreateWithAttributes(
                    [kCTFontFamilyNameAttribute as String: family, kCTFontTraitsAttribute as String: traits]
                        as CFDictionary)
                let candidate = CTFontCreateWithFontDescriptor(named, font.size, nil)
                // Core Text substitutes another family for one it does not have; the documented
                // fallback is the system font instead.
                if (CTFontCopyFamilyName(candidate) as String) == family { resolved = candidate }
            }
            let isFallback = font.family != nil && resolved == nil
            if resolved == nil, let system = CTFontCreateUIFontForLanguage(.system, font.size, nil) {
                let weighted = CTFontDescriptorCreateCopyWithAttributes(
                    CTFontCopyFontDescriptor(system), [kCTFontTraitsAttribute as String: traits] as CFDictionary)
                resolved = CTFontCreateWithFontDescriptor(weighted, font.size, nil)
            }
            let chosen =
                resolved
                ?? CTFontCreateWithFontDescriptor(
                    CTFontDescriptorCreateWithAttributes([:] as CFDictionary), font.size, nil)
            let descent = CTFontGetDescent(chosen)
            let leading = CTFontGetLeading(chosen)
            let metrics = CoreTextFontMetrics(
                font: chosen, descent: descent, leading: leading,
                lineHeight: CTFontGetAscent(chosen) + descent + leading)
            return (metrics, isFallback)
        }

        /// Core Text's weight trait for `weight`: the values of `UIFont.Weight` and `NSFont.Weight`.
        private static func weightTrait(_ weight: Font.Weight) -> CGFloat {
            switch weight {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }
    }
#endif
