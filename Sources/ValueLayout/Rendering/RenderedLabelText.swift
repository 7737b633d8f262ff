import Foundation

/// A label's text as the SVG and HTML renderers (and the testing module's snapshot pictures) draw
/// it in its frame: the lines that were measured, as many as the frame is tall enough for, the
/// last one truncated or clipped by the label's ``LineBreakMode`` when text does not fit, each line
/// in pieces of one style.
package struct RenderedLabelText: Sendable {
    /// Part of a line drawn in one style: a run's font, kern and baseline offset.
    package struct Piece: Sendable, Hashable {
        /// The characters drawn.
        package var text: String
        /// The font they are drawn in.
        package var font: Font
        /// Points added after each character (0: none).
        package var kern: CGFloat
        /// Points the characters are raised (0: none).
        package var baselineOffset: CGFloat

        /// A piece of `text` in `run`'s style.
        init(_ text: some StringProtocol, style run: StyledText.Run) {
            self.text = String(text)
            self.font = run.font
            self.kern = run.kern
            self.baselineOffset = run.baselineOffset
        }

        /// Whether `other` has this piece's style.
        func hasStyle(of other: Piece) -> Bool {
            font == other.font && kern == other.kern && baselineOffset == other.baselineOffset
        }
    }

    /// One drawn line.
    package struct Line: Sendable {
        /// The characters drawn, with the ellipsis of a truncated line.
        package var text: String
        /// The width the measurer gives ``text`` on one line, in points.
        package var width: CGFloat
        /// ``text`` in pieces of one style each, neighbours of different styles, in order.
        package var pieces: [Piece]
        /// Where the measured line lies in the label's text (without the ellipsis or the
        /// characters a truncated or clipped line shows beyond it).
        package var source: Range<String.Index>
        /// Whether the line was truncated or clipped: it is not the measured line.
        package var isCut: Bool
    }

    /// The label's text, as measured.
    package var text: StyledText
    /// The lines drawn, top to bottom; empty for empty text or a frame too short for a line.
    package var lines: [Line]
    /// The height of one line, in points.
    package var lineHeight: CGFloat
    /// The font of text drawn in one style: the font of the text's first run.
    package var font: Font
    /// Whether the text has more than one style (several runs, a kern or a baseline offset): the
    /// renderers then draw each line piece by piece.
    package var isStyled: Bool

    /// The text up to the end of the last line, in pieces, as drawn: the label's own text, except
    /// that a cut last line is drawn as cut, after a line break (when it does not follow one
    /// already) so that an engine breaking lines itself starts it on a line of its own.
    package var shownPieces: [Piece] {
        guard let last = lines.last else { return [] }
        let string = text.string
        var pieces = Self.pieces(of: text, in: string.startIndex..<last.source.lowerBound)
        if last.isCut {
            let previous = string[..<last.source.lowerBound].last
            if let previous, !previous.isNewline,
                let style = Self.run(of: text, at: string.index(before: last.source.lowerBound))
            {
                pieces.append(Piece("\n", style: style))
            }
            pieces += last.pieces
        } else {
            pieces += Self.pieces(of: text, in: last.source)
        }
        return Self.merged(pieces)
    }
}

extension RenderedLabelText {
    /// The ellipsis a truncated line shows: U+2026.
    package static let ellipsis = "\u{2026}"

    /// Drawn lines may be this much wider than the frame: the rounding noise of a width measured
    /// before (a frame snapped, or measured by another pass).
    static let widthTolerance: CGFloat = 1 / 64

    /// `content` drawn in a frame of `size` with `measurer`.
    ///
    /// The lines are broken at the frame's width exactly as they were measured (breaking greedily
    /// within a width at least as wide as the widest measured line, and narrower than the width the
    /// text was measured within, breaks at the same places), with the requirements a label measures
    /// with: the plain ones for text without runs (``TextContent/styled`` `nil`) that is not
    /// character-wrapped, the styled ones otherwise, with the mode the label measured with
    /// (``LineBreakMode/measuringMode``).
    /// A frame shorter than those lines (a label squeezed by its parent) shows as many as fit,
    /// broken again with that many as the line limit.
    ///
    /// When text does not all fit (text other than white space follows the last line drawn), the
    /// last line is cut by the label's mode, as a view cuts it (see `Metrics.cut(_:mode:width:)`).
    ///
    /// - Complexity: The measurer's work for the text, plus O(log n) measurements of the last
    ///   line's paragraph (n characters) when it is cut.
    package static func make(_ content: TextContent, size: CGSize, measurer: any TextMeasurer) -> RenderedLabelText {
        let measuringMode = content.lineBreakMode.measuringMode
        // Plain text is measured as plain text in its font, unless it is character-wrapped.
        let styled =
            content.styled ?? (measuringMode == .byCharWrapping ? StyledText(content.text, font: content.font) : nil)
        let text = styled ?? StyledText(content.text, font: content.font)
        let font = text.font ?? content.font
        let plainFont: Font? = styled == nil ? content.font : nil
        let metrics = Metrics(
            text: text, plainFont: plainFont, lineHeight: content.lineHeight, mode: measuringMode, measurer: measurer)
        var result = RenderedLabelText(text: text, lines: [], lineHeight: 0, font: font, isStyled: !text.isUniform)
        var lines = metrics.lines(limit: content.numberOfLines, width: size.width)
        guard !lines.isEmpty else { return result }
        let total = metrics.size(limit: content.numberOfLines, width: size.width)
        let oneLine = total.height / CGFloat(lines.count)
        result.lineHeight = oneLine
        // A snapped frame may be shorter than the lines by less than a pixel's rounding noise.
        if total.height > size.height + 1 / 64, oneLine > 0 {
            let fitting = Int((size.height + 1 / 64) / oneLine)
            guard fitting > 0 else { return result }
            lines = metrics.lines(limit: fitting, width: size.width)
        }
        result.lines = lines.map { line in
            let pieces = merged(pieces(of: text, in: line.startIndex..<line.endIndex))
            return Line(
                text: String(line), width: metrics.width(of: pieces), pieces: pieces,
                source: line.startIndex..<line.endIndex, isCut: false)
        }
        if let last = result.lines.last, text.string[last.source.upperBound...].contains(where: { !$0.isWhitespace }),
            let cut = metrics.cut(last.source, mode: content.lineBreakMode, width: size.width)
        {
            result.lines[result.lines.count - 1] = cut
        }
        return result
    }

    /// The pieces of `text` in `range`, one per run it overlaps.
    static func pieces(of text: StyledText, in range: Range<String.Index>) -> [Piece] {
        guard !range.isEmpty else { return [] }
        var pieces: [Piece] = []
        for run in text.runs where run.range.overlaps(range) {
            let lower = max(run.range.lowerBound, range.lowerBound)
            let upper = min(run.range.upperBound, range.upperBound)
            if lower < upper { pieces.append(Piece(text.string[lower..<upper], style: run)) }
        }
        return pieces
    }

    /// `pieces` without empty pieces, neighbours of one style joined.
    static func merged(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = result.last, last.hasStyle(of: piece) {
                result[result.count - 1].text += piece.text
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// The run that styles the character at `index` of `text`'s string (the last run past its
    /// end), or `nil` for text without runs.
    static func run(of text: StyledText, at index: String.Index) -> StyledText.Run? {
        text.runs.first { $0.range.contains(index) } ?? text.runs.last
    }

    /// `pieces` as styled text: their characters in order, each piece a run.
    static func styledText(of pieces: [Piece]) -> StyledText {
        var string = ""
        var bounds: [(start: Int, end: Int, piece: Piece)] = []
        for piece in pieces where !piece.text.isEmpty {
            let start = string.utf8.count
            string += piece.text
            bounds.append((start, string.utf8.count, piece))
        }
        let utf8 = string.utf8
        let runs = bounds.map { start, end, piece in
            StyledText.Run(
                range: utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end),
                font: piece.font, kern: piece.kern, baselineOffset: piece.baselineOffset)
        }
        return StyledText(string: string, runs: runs)
    }
}

extension RenderedLabelText {
    /// How a label's text is measured: with the plain requirements (`plainFont`) or the styled
    /// ones, in the mode the label measured with.
    struct Metrics {
        let text: StyledText
        let plainFont: Font?
        let lineHeight: CGFloat?
        let mode: LineBreakMode
        let measurer: any TextMeasurer

        func lines(limit: Int, width: CGFloat) -> [Substring] {
            if let plainFont {
                return measurer.lines(
                    of: text.string, font: plainFont, lineHeight: lineHeight, numberOfLines: limit, maxWidth: width)
            }
            return measurer.lines(
                of: text, lineHeight: lineHeight, numberOfLines: limit, lineBreakMode: mode, maxWidth: width)
        }

        func size(limit: Int, width: CGFloat) -> CGSize {
            if let plainFont {
                return measurer.size(
                    of: text.string, font: plainFont, lineHeight: lineHeight, numberOfLines: limit, maxWidth: width)
            }
            return measurer.size(
                of: text, lineHeight: lineHeight, numberOfLines: limit, lineBreakMode: mode, maxWidth: width)
        }

        /// The width of `pieces` on one line.
        func width(of pieces: [Piece]) -> CGFloat {
            if let plainFont {
                return measurer.size(
                    of: pieces.map(\.text).joined(), font: plainFont, lineHeight: lineHeight, numberOfLines: 1,
                    maxWidth: .infinity
                ).width
            }
            return measurer.size(
                of: styledText(of: pieces), lineHeight: lineHeight, numberOfLines: 1, lineBreakMode: .byWordWrapping,
                maxWidth: .infinity
            ).width
        }

        /// The last drawn line, measured at `line`, cut by `mode` within `width` for text that does
        /// not all fit; `nil` for a mode that draws the measured line (word and character
        /// wrapping).
        ///
        /// A cut line shows the rest of its paragraph (the text from the line's start to the next
        /// newline, without white space at its end), cut as a view cuts it:
        ///
        /// - ``LineBreakMode/byTruncatingTail``: as much of its start as fits before an ellipsis;
        /// - ``LineBreakMode/byTruncatingHead``: an ellipsis, then as much of its end as fits;
        /// - ``LineBreakMode/byTruncatingMiddle``: its start and end, as many characters of each
        ///   (the start one more when odd) as fit around an ellipsis;
        /// - ``LineBreakMode/byClipping``: as much of its start as fits (whole characters, never
        ///   fewer than the measured line), without an ellipsis.
        ///
        /// White space next to an ellipsis is dropped. When the rest of the paragraph fits (the
        /// text that does not fit is in later paragraphs), the truncating modes put the ellipsis
        /// after it, where the text is missing. A width too narrow for the ellipsis shows the
        /// ellipsis alone. The fitting length is found by bisection: O(log n) measurements.
        func cut(_ line: Range<String.Index>, mode: LineBreakMode, width: CGFloat) -> Line? {
            let string = text.string
            guard mode != .byWordWrapping, mode != .byCharWrapping else { return nil }
            let paragraphEnd = string[line.lowerBound...].firstIndex(where: \.isNewline) ?? string.endIndex
            var end = paragraphEnd
            while end > line.lowerBound, string[string.index(before: end)].isWhitespace {
                end = string.index(before: end)
            }
            let indices = Array(string[line.lowerBound..<end].indices) + [end]
            let count = indices.count - 1
            let limit = width + widthTolerance
            func candidate(_ ranges: [Range<String.Index>], ellipsisAfter: Int?) -> [Piece] {
                var pieces: [Piece] = []
                for (position, range) in ranges.enumerated() {
                    pieces += RenderedLabelText.pieces(of: text, in: range)
                    if position == ellipsisAfter {
                        // The ellipsis takes the style of the character before it (of the first
                        // character shown after it when none is before it).
                        let styleIndex =
                            range.isEmpty
                            ? (ranges.dropFirst(position + 1).first { !$0.isEmpty }?.lowerBound ?? line.lowerBound)
                            : string.index(before: range.upperBound)
                        if let style = RenderedLabelText.run(of: text, at: styleIndex) {
                            pieces.append(Piece(RenderedLabelText.ellipsis, style: style))
                        }
                    }
                }
                return merged(pieces)
            }
            // The largest kept length in `range` whose pieces fit (the smallest when none does).
            func largestFitting(_ range: ClosedRange<Int>, _ make: (Int) -> [Piece]) -> [Piece] {
                var low = range.lowerBound
                var high = range.upperBound
                while low < high {
                    let middle = (low + high + 1) / 2
                    if self.width(of: make(middle)) <= limit { low = middle } else { high = middle - 1 }
                }
                return make(low)
            }
            func trimmedEnd(_ range: Range<String.Index>) -> Range<String.Index> {
                var upper = range.upperBound
                while upper > range.lowerBound, string[string.index(before: upper)].isWhitespace {
                    upper = string.index(before: upper)
                }
                return range.lowerBound..<upper
            }
            func trimmedStart(_ range: Range<String.Index>) -> Range<String.Index> {
                var lower = range.lowerBound
                while lower < range.upperBound, string[lower].isWhitespace { lower = string.index(after: lower) }
                return lower..<range.upperBound
            }
            let head = { (kept: Int) in trimmedEnd(line.lowerBound..<indices[kept]) }
            let whole = [line.lowerBound..<end]
            let restFits = self.width(of: candidate(whole, ellipsisAfter: nil)) <= limit
            let pieces: [Piece]
            switch mode {
            case .byClipping:
                let measured = string[line].count
                pieces = largestFitting(min(measured, count)...count) { candidate([head($0)], ellipsisAfter: nil) }
            case .byTruncatingHead where !restFits:
                pieces = largestFitting(0...count) { kept in
                    candidate(
                        [line.lowerBound..<line.lowerBound, trimmedStart(indices[count - kept]..<end)], ellipsisAfter: 0
                    )
                }
            case .byTruncatingMiddle where !restFits:
                pieces = largestFitting(0...count) { kept in
                    let front = head((kept + 1) / 2)
                    let back = trimmedStart(indices[count - kept / 2]..<end)
                    return candidate([front, back], ellipsisAfter: 0)
                }
            default:
                pieces = largestFitting(0...count) { candidate([head($0)], ellipsisAfter: 0) }
            }
            return Line(
                text: pieces.map(\.text).joined(), width: self.width(of: pieces), pieces: pieces, source: line,
                isCut: true)
        }
    }
}
