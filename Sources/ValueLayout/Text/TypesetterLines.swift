import Foundation

/// The part of a platform text measurer that is the same whatever engine typesets: walking the
/// lines an engine suggests over a string's UTF-16 units, capping them at `numberOfLines`, adding
/// the empty line after a final newline (`\n`, `\r\n` or `\r`, as ``FixedAdvanceTextMeasurer``
/// counts them), and slicing each line's text without its trailing whitespace.
///
/// `CoreTextMeasurer` runs it with Core Text; the tests run it with a stand-in engine, so that the
/// walk is tested on every platform (Core Text itself is only type-checked on Linux).
struct TypesetterLines {
    /// One typeset line.
    struct Line: Equatable {
        /// The line's text without trailing whitespace or newlines.
        var text: Substring
        /// The line's width without its trailing whitespace, in points.
        var width: CGFloat
        /// The line's height, in points.
        var height: CGFloat
    }

    /// What the engine answers for the line `range` (UTF-16 offsets): its width without trailing
    /// whitespace and its natural height, in points.
    struct LineMetrics {
        var width: CGFloat
        var height: CGFloat
    }

    /// The width to ask the engine to fill for `maxWidth`: the width plus 1/64 pt, so that a width
    /// measured earlier always fits the same text again, or a billion points for no limit (engines
    /// take a finite width; no label is that wide). NaN and negative widths are 0.
    static func engineWidth(for maxWidth: CGFloat) -> CGFloat {
        let limit = maxWidth.sanitizedLimit
        return limit.isFinite ? limit + 1 / 64 : 1_000_000_000
    }

    /// How many UTF-16 units from `startIndex` make up the rest of its paragraph, its newline
    /// included: the break of an engine that breaks only at newlines (`\n`, `\r\n`, `\r`, and
    /// the other characters Swift counts as newlines).
    ///
    /// - Complexity: O(length of the paragraph).
    static func paragraphLength(in text: String, from startIndex: String.Index) -> Int {
        let utf16 = text.utf16
        guard let newline = text[startIndex...].firstIndex(where: \.isNewline) else {
            return utf16.distance(from: startIndex, to: utf16.endIndex)
        }
        return utf16.distance(from: startIndex, to: text.index(after: newline))
    }

    /// Calls `body` with each line of `text` shown, at most `numberOfLines` (0: no limit).
    ///
    /// - Parameters:
    ///   - suggestBreak: How many UTF-16 units from a line's start (its UTF-16 offset and its
    ///     index in `text`) the engine puts on the line; an answer below 1 is taken as one whole
    ///     character, so the walk always advances.
    ///   - measure: The engine's metrics of the line at a UTF-16 range.
    ///   - emptyLineHeight: The height of the empty line after a final newline.
    /// - Complexity: O(n) in the UTF-16 length of the text shown, plus the engine's work.
    static func forEachLine(
        of text: String, numberOfLines: Int, emptyLineHeight: CGFloat,
        suggestBreak: (_ start: Int, _ startIndex: String.Index) -> Int, measure: (_ range: Range<Int>) -> LineMetrics,
        _ body: (Line) -> Void
    ) {
        if text.isEmpty { return }
        let utf16 = text.utf16
        let length = utf16.count
        let maxLines = numberOfLines > 0 ? numberOfLines : .max
        var start = 0
        var startIndex = utf16.startIndex
        var shown = 0
        while start < length, shown < maxLines {
            let suggested = min(suggestBreak(start, startIndex), length - start)
            // An engine that fits nothing still gets a whole character a line, so the walk advances.
            let endIndex =
                suggested > 0
                ? utf16.index(startIndex, offsetBy: suggested) : text.index(after: startIndex)
            let count = utf16.distance(from: startIndex, to: endIndex)
            let metrics = measure(start..<start + count)
            var slice = text[startIndex..<endIndex]
            while let last = slice.last, last.isWhitespace { slice.removeLast() }
            body(Line(text: slice, width: metrics.width, height: metrics.height))
            start += count
            startIndex = endIndex
            shown += 1
        }
        if shown < maxLines, let last = text.last, last == "\n" || last == "\r\n" || last == "\r" {
            body(Line(text: text[text.endIndex...], width: 0, height: emptyLineHeight))
        }
    }
}
