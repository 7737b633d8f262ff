import Foundation
import ValueLayout

extension FontTextMeasurer {
    /// `true`: this measurer measures each run of a ``/ValueLayout/StyledText`` in its own font
    /// (see "Styled text" in the type's rules).
    public var measuresStyledText: Bool { true }

    /// The size of `text` under the type's rules (see "Styled text"): the widest line by the sum
    /// of the lines' heights.
    ///
    /// - Complexity: O(n + r) in the length of the text shown and its number of runs, plus
    ///   shaping each piece of a run the cache does not have; uniform text in word wrapping costs
    ///   what ``size(of:font:lineHeight:numberOfLines:maxWidth:)`` costs.
    public func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize {
        if let font = plainFont(of: text, lineBreakMode) {
            return size(
                of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        return Self.size(
            of: styledLines(
                of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                maxWidth: maxWidth))
    }

    /// The lines of `text` under the type's rules (see "Styled text"): slices of `text.string`.
    ///
    /// - Complexity: as ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``.
    public func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring] {
        if let font = plainFont(of: text, lineBreakMode) {
            return lines(
                of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        return styledLines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth
        ).map { text.string[$0.range] }
    }

    /// The baselines of `text` under the type's rules (see "Styled text"), below the top of the
    /// text: the first line's, and the last line's (the heights of the lines above it plus its
    /// own baseline).
    ///
    /// - Complexity: as ``size(of:lineHeight:numberOfLines:lineBreakMode:maxWidth:)``.
    public func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> TextBaselines {
        if let font = plainFont(of: text, lineBreakMode) {
            return baselines(
                of: text.string, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        }
        return Self.baselines(
            of: styledLines(
                of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                maxWidth: maxWidth))
    }

    /// The width of the widest segment of `text` between two consecutive break opportunities,
    /// as ``minimumContentWidth(of:font:lineHeight:)`` answers for plain text, each segment
    /// measured as a line's part of it is (see "Styled text": each run's part shaped alone, with
    /// its kern; a segment that runs on into the next, with the next character's kerning when
    /// they share a run).
    ///
    /// - Complexity: O(n + r) in the length of the text and its number of runs, plus shaping each
    ///   piece of a run the cache does not have; uniform text costs what plain text costs.
    public func minimumContentWidth(of text: StyledText, lineHeight: CGFloat?) -> CGFloat {
        if let font = plainFont(of: text, .byWordWrapping) {
            return minimumContentWidth(of: text.string, font: font, lineHeight: lineHeight)
        }
        let string = text.string
        guard !string.isEmpty, !text.runs.isEmpty else { return 0 }
        let resolved = ResolvedRuns(
            text.runs.map {
                MeasuredRun(range: $0.range, font: $0.font, kern: $0.kern, baselineOffset: $0.baselineOffset)
            }, measurer: self, lineHeight: lineHeight)
        return Self.widestSegment(of: string) { resolved.width(of: $0, in: string, cache: cache) }
    }

    /// The font to measure `text` with as plain text, when it is uniform and word-wrapped (so that
    /// a plain label costs what it did, and measures the same); `nil` otherwise.
    private func plainFont(of text: StyledText, _ lineBreakMode: LineBreakMode) -> Font? {
        guard text.isUniform, lineBreakMode != .byCharWrapping else { return nil }
        return text.font ?? .body
    }

    private func styledLines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [StyledLine] {
        styledLines(
            of: text.string,
            runs: text.runs.map {
                MeasuredRun(range: $0.range, font: $0.font, kern: $0.kern, baselineOffset: $0.baselineOffset)
            },
            lineHeight: lineHeight, numberOfLines: numberOfLines, characterWrapping: lineBreakMode == .byCharWrapping,
            maxWidth: maxWidth)
    }
}

extension FontTextMeasurer {
    /// A run of styled text as the measurer reads it: its range of the string, font, kern and
    /// baseline offset.
    struct MeasuredRun {
        var range: Range<String.Index>
        var font: Font
        var kern: CGFloat
        var baselineOffset: CGFloat
    }

    /// A line of styled text: its range of the string (without the spaces that hang at its end
    /// and without its hard break), width, height, and baseline below its top, in points.
    struct StyledLine: Hashable {
        var range: Range<String.Index>
        var width: CGFloat
        var height: CGFloat
        var baseline: CGFloat
    }

    /// The lines of `string`, whose runs are `runs`, under the styled-text rules (see the type's
    /// documentation).
    ///
    /// - Complexity: O(n + r) in the length of the text shown and the number of runs, plus
    ///   O(log r) per width asked of a range, plus shaping each piece of a run the cache does
    ///   not have.
    func styledLines(
        of string: String, runs: [MeasuredRun], lineHeight: CGFloat?, numberOfLines: Int,
        characterWrapping: Bool, maxWidth: CGFloat
    ) -> [StyledLine] {
        guard !string.isEmpty, !runs.isEmpty else { return [] }
        let resolved = ResolvedRuns(runs, measurer: self, lineHeight: lineHeight)
        var lines: [StyledLine] = []
        let body = { (line: LineBreaker.Line) in
            let (height, baseline) = resolved.metrics(of: line.range, in: string)
            lines.append(StyledLine(range: line.range, width: line.width, height: height, baseline: baseline))
        }
        if characterWrapping {
            LineBreaker.forEachCharacterWrappedLine(
                of: string, maxWidth: maxWidth, maxLines: numberOfLines,
                width: { resolved.width(of: $0, in: string, cache: cache) }, body)
        } else {
            LineBreaker.forEachLine(
                of: string, maxWidth: maxWidth, maxLines: numberOfLines,
                width: { resolved.width(of: $0.startIndex..<$0.endIndex, in: string, cache: cache) }, body)
        }
        return lines
    }

    /// The size of styled lines: the widest line's width by the sum of their heights.
    static func size(of lines: [StyledLine]) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for line in lines {
            width = max(width, line.width)
            height += line.height
        }
        return CGSize(width: width, height: height)
    }

    /// The baselines of styled lines, from the top of the first.
    static func baselines(of lines: [StyledLine]) -> TextBaselines {
        guard let first = lines.first, let last = lines.last else { return TextBaselines(first: 0, last: 0) }
        let aboveLast = lines.dropLast().reduce(0) { $0 + $1.height }
        return TextBaselines(first: first.baseline, last: aboveLast + last.baseline)
    }
}

/// The runs of a styled text with what measuring needs of each, resolved once per measuring:
/// the face, the line height and where the baseline of a line of that height falls.
private struct ResolvedRuns {
    struct Run {
        var range: Range<String.Index>
        /// The index of the run's face in the catalog, or `nil` when the catalog has none.
        var face: Int?
        var size: CGFloat
        var kern: CGFloat
        /// The run's line height: the label's, or the face's default at the run's size.
        var lineHeight: CGFloat
        /// The distance from the top of a line `lineHeight` tall to its baseline, as CSS puts the
        /// baseline of an inline box: half the leading plus the ascent.
        var baseline: CGFloat
    }

    let runs: [Run]
    let catalog: FontCatalog

    init(_ runs: [FontTextMeasurer.MeasuredRun], measurer: FontTextMeasurer, lineHeight: CGFloat?) {
        let catalog = measurer.catalog
        self.catalog = catalog
        let fixedLineHeight = lineHeight.map { $0.sanitizedLength }
        // Labels use few fonts; resolving each once keeps 100,000 runs cheap.
        var faces: [Font: Int?] = [:]
        self.runs = runs.map { run in
            let face: Int?
            if let known = faces[run.font] {
                face = known
            } else {
                face = catalog.faceIndex(for: run.font)
                faces[run.font] = face
            }
            let size = run.font.size
            let height: CGFloat
            let baseline: CGFloat
            if let face {
                let fontFace = catalog.faces[face]
                height = fixedLineHeight ?? fontFace.defaultLineHeight(size: size)
                let ascent = fontFace.ascender(size: size)
                baseline = (height - (ascent - fontFace.descender(size: size))) / 2 + ascent
            } else {
                // The fixed-advance rules of a catalog without faces: 1.2 em lines, the baseline
                // four fifths down.
                height = fixedLineHeight ?? size * 1.2
                baseline = height * 0.8
            }
            return Run(
                range: run.range, face: face, size: size, kern: run.kern, lineHeight: height, baseline: baseline)
        }
    }

    /// The index of the run that holds `index`: the last run starting at or before it (the last
    /// run for the end of the string).
    func run(at index: String.Index) -> Int {
        var low = 0
        var high = runs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runs[middle].range.lowerBound <= index { low = middle } else { high = middle }
        }
        return low
    }

    /// The width of `range`: each run's part of it shaped alone in the run's face and size (so no
    /// kerning or ligature crosses a run boundary), plus the run's kern after each of its
    /// characters there.
    func width(of range: Range<String.Index>, in string: String, cache: ShapedRunCache) -> CGFloat {
        var total: CGFloat = 0
        var cursor = range.lowerBound
        var index = run(at: cursor)
        while cursor < range.upperBound && index < runs.count {
            let run = runs[index]
            let end = min(range.upperBound, run.range.upperBound)
            if cursor < end {
                let piece = string[cursor..<end]
                total += advance(of: piece, run, cache: cache)
                if run.kern != 0 { total += run.kern * Self.spacedCharacters(in: piece) }
            }
            cursor = end
            index += 1
        }
        return total
    }

    /// The number of characters of `piece` that letter spacing follows: all but the
    /// default-ignorable ones (zero-width space, joiners, soft hyphen...), which Chromium does not
    /// space.
    static func spacedCharacters(in piece: Substring) -> CGFloat {
        var count = 0
        for character in piece where !FontFace.isDefaultIgnorable(character.unicodeScalars.first!.value) {
            count += 1
        }
        return CGFloat(count)
    }

    /// The advance of `piece` in `run`'s face, cached; a letter-spaced run is shaped without
    /// optional ligatures (as CSS and Chromium draw `letter-spacing`), cached under a key of its
    /// own (the face's index, negated and less one).
    private func advance(of piece: Substring, _ run: Run, cache: ShapedRunCache) -> CGFloat {
        guard let face = run.face else { return run.size * 0.6 * CGFloat(piece.count) }
        let size = run.size
        let ligatures = run.kern == 0
        let key = ligatures ? face : -1 - face
        return cache.width(of: piece, face: key, size: size) { text in
            let fontFace = catalog.faces[face]
            let units = fontFace.advanceUnits(of: text, optionalLigatures: ligatures)
            return CGFloat(units) * size / CGFloat(fontFace.unitsPerEm)
        }
    }

    /// The height and baseline of the line whose text is `range`: the greatest line height and
    /// the lowest baseline of the runs with characters on the line, which are those of `range`,
    /// the spaces that hang after it and its hard break (Chromium counts them too); for an empty
    /// line without either, those of the run its position falls in.
    func metrics(of range: Range<String.Index>, in string: String) -> (height: CGFloat, baseline: CGFloat) {
        var end = range.upperBound
        let utf8 = string.utf8
        while end < string.endIndex && utf8[end] == 0x20 { end = utf8.index(after: end) }
        if end < string.endIndex && LineBreakClass(string[end]) == .hardBreak { end = string.index(after: end) }
        var index = run(at: range.lowerBound)
        var height = runs[index].lineHeight
        var baseline = runs[index].baseline
        index += 1
        while index < runs.count && runs[index].range.lowerBound < end {
            height = max(height, runs[index].lineHeight)
            baseline = max(baseline, runs[index].baseline)
            index += 1
        }
        return (height, baseline)
    }
}
