import Foundation
import ValueLayout

extension LineBreaker {
    /// Calls `body` with each line of `text` broken between any two grapheme clusters: what a
    /// label's `.byCharWrapping` asks for.
    ///
    /// Greedy: each line takes as many clusters as fit in `maxWidth` + ``fitTolerance``, at
    /// least one. Spaces (U+0020) at a break hang at the end of the line they follow, as in word
    /// wrapping: they are neither counted in its width nor in its range, and the next line starts
    /// after them; spaces that open a paragraph are drawn and counted. The hard breaks are those of
    /// word wrapping (a hard break at the very end of the text starts no empty line), and
    /// `maxWidth` and `maxLines` are read as ``forEachLine(of:maxWidth:maxLines:allowsFastPath:width:_:)``
    /// reads them.
    ///
    /// - Parameter width: The width, in points, of a range of `text` drawn on one line; called
    ///   on prefixes of a line (with their trailing spaces left out) while looking for where it
    ///   ends. NaN or negative counts as 0.
    /// - Complexity: O(n) in the length of the text, plus O(log k) calls of `width` per line of k
    ///   clusters (a gallop then a binary search, as a word wider than a line is broken).
    static func forEachCharacterWrappedLine(
        of text: String, maxWidth: CGFloat, maxLines: Int = 0, width: (Range<String.Index>) -> CGFloat,
        _ body: (Line) -> Void
    ) {
        let limit = (maxWidth > 0 ? maxWidth : 0) + fitTolerance
        let maxLines = maxLines > 0 ? maxLines : .max
        var emitted = 0
        func measure(_ range: Range<String.Index>) -> CGFloat {
            guard !range.isEmpty else { return 0 }
            let value = width(range)
            return value > 0 ? value : 0
        }
        // A paragraph's clusters: where each ends, and the last cluster at or before each that is
        // not a space (-1 when there is none), reused from paragraph to paragraph.
        var ends: [String.Index] = []
        var lastNonSpace: [Int] = []
        var paragraphStart = text.startIndex
        while paragraphStart < text.endIndex {
            ends.removeAll(keepingCapacity: true)
            lastNonSpace.removeAll(keepingCapacity: true)
            var index = paragraphStart
            while index < text.endIndex {
                let character = text[index]
                if LineBreakClass(character) == .hardBreak { break }
                index = text.index(after: index)
                ends.append(index)
                lastNonSpace.append(character == " " ? (lastNonSpace.last ?? -1) : ends.count - 1)
            }
            let paragraphEnd = index
            func start(_ cluster: Int) -> String.Index { cluster == 0 ? paragraphStart : ends[cluster - 1] }
            // The drawn part of clusters `first..<end`: without their trailing spaces.
            func content(_ first: Int, _ end: Int) -> Range<String.Index> {
                let last = lastNonSpace[end - 1]
                return last < first ? start(first)..<start(first) : start(first)..<ends[last]
            }
            if ends.isEmpty {
                body(Line(range: paragraphStart..<paragraphStart, width: 0))
                emitted += 1
                if emitted >= maxLines { return }
            }
            var first = 0
            while first < ends.count {
                // Gallop to a count of clusters that does not fit, then search between it and
                // one that does; the first cluster is taken whether it fits or not.
                var fitting = first + 1
                var fittingWidth = measure(content(first, fitting))
                var tooMany: Int? = nil
                var step = 1
                while fitting < ends.count {
                    let probe = min(ends.count, fitting + step)
                    let probeWidth = measure(content(first, probe))
                    if probeWidth <= limit {
                        fitting = probe
                        fittingWidth = probeWidth
                        step *= 2
                    } else {
                        tooMany = probe
                        break
                    }
                }
                if var high = tooMany {
                    while high - fitting > 1 {
                        let middle = fitting + (high - fitting) / 2
                        let middleWidth = measure(content(first, middle))
                        if middleWidth <= limit {
                            fitting = middle
                            fittingWidth = middleWidth
                        } else {
                            high = middle
                        }
                    }
                }
                body(Line(range: content(first, fitting), width: fittingWidth))
                emitted += 1
                if emitted >= maxLines { return }
                // The spaces after the break hang on this line.
                first = fitting
                while first < ends.count && lastNonSpace[first] < first { first += 1 }
            }
            guard paragraphEnd < text.endIndex else { return }
            paragraphStart = text.index(after: paragraphEnd)
            // A hard break at the very end starts no empty line; one before another does.
            if paragraphStart == text.endIndex { return }
        }
    }
}
