import Foundation

/// Text in runs of fonts: what a ``TextMeasurer`` measures for a label with attributed text (or
/// with character wrapping), and what renderers draw run by run.
///
/// A run is a range of ``string`` with its ``Font``, its kern and its baseline offset. The runs
/// cover the string in order, none is empty, and two neighbours always differ (equal neighbours
/// are merged), so two styled texts that look the same are equal: equality and hashing are by
/// content, which is what caches and diffing need. Empty text has no runs.
///
/// - Complexity: Building one is O(n) in the length of the text plus the number of runs.
public struct StyledText: Sendable, Hashable {
    /// A range of the text in one font, kern and baseline offset.
    public struct Run: Sendable, Hashable {
        /// The characters of the run, a range of ``StyledText/string``; never empty in a
        /// ``StyledText``.
        public let range: Range<String.Index>
        /// The font the run is measured and drawn in.
        public let font: Font
        /// Points added after each character of the run (negative tightens); 0 for none. Always
        /// finite.
        public let kern: CGFloat
        /// Points the run is raised above the baseline (negative lowers it); 0 for none. Always
        /// finite.
        public let baselineOffset: CGFloat

        /// A run of `range` in `font`, with `kern` and `baselineOffset` in points. A non-finite
        /// kern or offset is treated as 0, and one beyond ±10¹² points is capped there.
        public init(range: Range<String.Index>, font: Font, kern: CGFloat = 0, baselineOffset: CGFloat = 0) {
            self.range = range
            self.font = font
            self.kern = kern.sanitizedSpacing
            self.baselineOffset = baselineOffset.sanitizedSpacing
        }

        /// Whether the two runs would draw their characters alike.
        func hasSameStyle(as other: Run) -> Bool {
            font == other.font && kern == other.kern && baselineOffset == other.baselineOffset
        }
    }

    /// The characters.
    public let string: String
    /// The runs, covering ``string`` in order.
    public let runs: [Run]

    /// `string` in one run of `font`, with no kern or baseline offset.
    public init(_ string: String, font: Font) {
        self.string = string
        self.runs = string.isEmpty ? [] : [Run(range: string.startIndex..<string.endIndex, font: font)]
    }

    /// The characters and runs of `attributed`: each run's font is its
    /// `AttributeScopes.ValueLayoutAttributes.layoutFont` attribute, or `font` without one; its
    /// kern and baseline offset are the `kern` and `baselineOffset` attributes (`NSKern`,
    /// `NSBaselineOffset`), 0 without them. A non-finite kern or offset is treated as 0.
    public init(_ attributed: AttributedString, font: Font) {
        var cleaning = InputCleaning()
        self.init(attributed, font: font, cleaning: &cleaning)
    }

    /// As ``init(_:font:)-(AttributedString,_)``, recording each kern and baseline offset it
    /// changes in `cleaning`.
    init(_ attributed: AttributedString, font: Font, cleaning: inout InputCleaning) {
        let string = String(attributed.characters)
        var runs: [Run] = []
        var index = string.startIndex
        for run in attributed.runs {
            let length = attributed.utf8[run.range].count
            guard length > 0 else { continue }
            let end = string.utf8.index(index, offsetBy: length)
            let kern = run[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] ?? 0
            let raise = run[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] ?? 0
            runs.append(
                Run(
                    range: index..<end,
                    font: run[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] ?? font,
                    kern: cleaning.spacing(kern, "attributedText.kern"),
                    baselineOffset: cleaning.spacing(raise, "attributedText.baselineOffset")))
            index = end
        }
        self.init(string: string, normalizing: runs)
    }

    /// `string` in `runs`, normalised: runs are sorted by their start, clipped so they do not
    /// overlap, and emptied runs dropped; gaps take the font of the first run (or of the run
    /// before them) with no kern or offset; equal neighbours are merged. Ranges must be ranges
    /// of `string`'s indices; a range past its end is clipped to it.
    public init(string: String, runs: [Run]) {
        let end = string.endIndex
        var sorted = runs.map { run in
            Run(
                range: min(run.range.lowerBound, end)..<min(run.range.upperBound, end), font: run.font,
                kern: run.kern, baselineOffset: run.baselineOffset)
        }
        sorted.sort { $0.range.lowerBound < $1.range.lowerBound }
        guard let first = sorted.first(where: { !$0.range.isEmpty }) else {
            self.init(string, font: runs.first?.font ?? .body)
            return
        }
        var covering: [Run] = []
        var position = string.startIndex
        var previousFont = first.font
        for run in sorted {
            let start = max(run.range.lowerBound, position)
            guard start < run.range.upperBound else { continue }
            if position < start {
                covering.append(Run(range: position..<start, font: previousFont))
            }
            covering.append(
                Run(
                    range: start..<run.range.upperBound, font: run.font, kern: run.kern,
                    baselineOffset: run.baselineOffset))
            previousFont = run.font
            position = run.range.upperBound
        }
        if position < end { covering.append(Run(range: position..<end, font: previousFont)) }
        self.init(string: string, normalizing: covering)
    }

    /// `runs` covering `string` in order, with empty runs dropped and equal neighbours merged.
    private init(string: String, normalizing runs: [Run]) {
        var merged: [Run] = []
        merged.reserveCapacity(runs.count)
        for run in runs where !run.range.isEmpty {
            if let last = merged.last, last.hasSameStyle(as: run), last.range.upperBound == run.range.lowerBound {
                merged[merged.count - 1] = Run(
                    range: last.range.lowerBound..<run.range.upperBound, font: last.font, kern: last.kern,
                    baselineOffset: last.baselineOffset)
            } else {
                merged.append(run)
            }
        }
        self.string = string
        self.runs = merged
    }

    /// Whether the text is in one font with no kern or baseline offset (or empty): measured
    /// exactly as plain text in ``font``.
    public var isUniform: Bool {
        runs.count <= 1 && (runs.first.map { $0.kern == 0 && $0.baselineOffset == 0 } ?? true)
    }

    /// The first run's font: the font a measurer that knows only plain text measures the whole
    /// text in. `nil` for empty text.
    public var font: Font? { runs.first?.font }

    /// The part of this text in `range` (a range of ``string``), with its runs cut to it.
    ///
    /// - Complexity: O(k) in the length of the range plus the number of runs.
    public func slice(_ range: Range<String.Index>) -> StyledText {
        let string = String(self.string[range])
        var runs: [Run] = []
        for run in self.runs where run.range.overlaps(range) {
            let lower = max(run.range.lowerBound, range.lowerBound)
            let upper = min(run.range.upperBound, range.upperBound)
            let start = self.string.utf8.distance(from: range.lowerBound, to: lower)
            let length = self.string.utf8.distance(from: lower, to: upper)
            let newStart = string.utf8.index(string.startIndex, offsetBy: start)
            runs.append(
                Run(
                    range: newStart..<string.utf8.index(newStart, offsetBy: length), font: run.font, kern: run.kern,
                    baselineOffset: run.baselineOffset))
        }
        return StyledText(string: string, normalizing: runs)
    }

    /// This text as an `AttributedString`, with each run's font in
    /// `AttributeScopes.ValueLayoutAttributes.layoutFont` and its kern and baseline offset
    /// (when not 0) under Foundation's names.
    public var attributedString: AttributedString {
        var result = AttributedString()
        for run in runs {
            var part = AttributedString(String(string[run.range]))
            part[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = run.font
            if run.kern != 0 { part[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = run.kern }
            if run.baselineOffset != 0 {
                part[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] = run.baselineOffset
            }
            result += part
        }
        return result
    }
}
