import Foundation

/// A text measurer that remembers the sizes another measurer gave, so that the same text in the
/// same font, line height, line limit and width is measured once (styled text too: the same text
/// with the same runs, line height, line limit, line-break mode and width), and so are minimum
/// content widths.
///
/// Text measurement is most of a feed cell's layout, and a feed lays the same texts out again and
/// again (a reload, a cell that scrolls back in, a label that repeats). Wrap the app's measurer
/// once and share the context:
///
/// ```swift
/// let context = LayoutContext(textMeasurer: CachingTextMeasurer(FixedAdvanceTextMeasurer()))
/// ```
///
/// **Bounded.** It keeps at most ``capacity`` sizes, in two generations: a size goes into the
/// current generation; when that holds half the capacity, it becomes the previous generation and
/// the one before it is dropped. A size found in the previous generation moves back into the
/// current one. So the sizes used since the last two turnovers stay, and memory is bounded by the
/// capacity (and the length of the texts kept). Each step is O(1) on average.
///
/// **Thread-safe.** One lock guards the sizes and the counts; the wrapped measurer is called
/// outside it, so threads measuring different texts do not wait for each other. Two threads that
/// miss the same text at once both measure it.
///
/// **Exact.** It answers with the sizes the wrapped measurer gave, so frames are the same with or
/// without it. Lines for renderers (``lines(of:font:lineHeight:numberOfLines:maxWidth:)``) and
/// baselines are not kept: they go to the wrapped measurer each time. It measures styled text as
/// its base does (``measuresStyledText`` is the base's).
public final class CachingTextMeasurer: TextMeasurer, Sendable {
    /// What a size is kept under: the arguments of a plain or a styled measurement.
    private enum Key: Hashable {
        case plain(text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
        case styled(
            text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat)
        /// A minimum content width, kept as the width of a size whose height is 0.
        case minimumContentWidth(text: String, font: Font, lineHeight: CGFloat?)
        case styledMinimumContentWidth(text: StyledText, lineHeight: CGFloat?)
    }

    /// How often the cache answered, and how often it asked the wrapped measurer.
    public struct Statistics: Sendable, Hashable {
        /// Sizes answered from the cache.
        public var hits: Int
        /// Sizes the wrapped measurer was asked for.
        public var misses: Int

        /// Counts of `hits` and `misses`.
        public init(hits: Int, misses: Int) {
            self.hits = hits
            self.misses = misses
        }
    }

    /// The measurer whose sizes are kept.
    public let base: any TextMeasurer
    /// The most sizes kept (at least 2).
    public let capacity: Int

    /// The sizes kept and the counts, behind one lock.
    private let state: LockedState<(table: TwoGenerationTable<Key, CGSize>, counts: Statistics)>

    /// A cache of the sizes `base` gives, keeping at most `capacity` of them (at least 2; 4,096 by
    /// default, a few hundred feed cells' worth).
    public init(_ base: any TextMeasurer, capacity: Int = 4_096) {
        self.base = base
        self.capacity = max(2, capacity)
        self.state = LockedState((TwoGenerationTable(capacity: capacity), Statistics(hits: 0, misses: 0)))
    }

    /// The hits and misses so far.
    public var statistics: Statistics {
        state.withLock { $0.counts }
    }

    /// The number of sizes kept now (at most ``capacity``).
    public var count: Int {
        state.withLock { $0.table.count }
    }

    /// Forgets every size kept (the counts stay).
    public func removeAll() {
        state.withLock { $0.table.removeAll() }
    }

    /// The size the wrapped measurer gives for these arguments: kept, or measured and kept.
    ///
    /// - Complexity: O(length of `text`) to hash it, and the wrapped measurer's cost on a miss.
    public func size(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> CGSize {
        let key = Key.plain(
            text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        if let size = cachedSize(for: key) { return size }
        let size = base.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        keep(size, for: key)
        return size
    }

    /// The minimum content width the wrapped measurer gives for these arguments: kept (beside the
    /// sizes, counted as they are), or measured and kept.
    ///
    /// - Complexity: O(length of `text`) to hash it, and the wrapped measurer's cost on a miss.
    public func minimumContentWidth(of text: String, font: Font, lineHeight: CGFloat?) -> CGFloat {
        let key = Key.minimumContentWidth(text: text, font: font, lineHeight: lineHeight)
        if let size = cachedSize(for: key) { return size.width }
        let width = base.minimumContentWidth(of: text, font: font, lineHeight: lineHeight)
        keep(CGSize(width: width, height: 0), for: key)
        return width
    }

    /// The minimum content width the wrapped measurer gives for styled text: kept (under the text
    /// with its runs and line height), or measured and kept.
    ///
    /// - Complexity: O(length of the text and number of runs) to hash it, and the wrapped
    ///   measurer's cost on a miss.
    public func minimumContentWidth(of text: StyledText, lineHeight: CGFloat?) -> CGFloat {
        let key = Key.styledMinimumContentWidth(text: text, lineHeight: lineHeight)
        if let size = cachedSize(for: key) { return size.width }
        let width = base.minimumContentWidth(of: text, lineHeight: lineHeight)
        keep(CGSize(width: width, height: 0), for: key)
        return width
    }

    /// The wrapped measurer's lines (not kept).
    public func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// Whether the wrapped measurer measures styled text: a cache measures as its base does.
    public var measuresStyledText: Bool { base.measuresStyledText }

    /// The size the wrapped measurer gives for styled text: kept (under the text with its runs,
    /// line height, line limit, line-break mode and width), or measured and kept.
    ///
    /// - Complexity: O(length of the text and number of runs) to hash it, and the wrapped
    ///   measurer's cost on a miss.
    public func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat
    ) -> CGSize {
        let key = Key.styled(
            text: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
        if let size = cachedSize(for: key) { return size }
        let size = base.size(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
        keep(size, for: key)
        return size
    }

    /// The wrapped measurer's lines of styled text (not kept).
    public func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat
    ) -> [Substring] {
        base.lines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// The wrapped measurer's baselines of styled text (not kept): caching changes no answer.
    public func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode, maxWidth: CGFloat
    ) -> TextBaselines {
        base.baselines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// The kept size for `key`, counted as a hit, or `nil`, counted as a miss.
    private func cachedSize(for key: Key) -> CGSize? {
        state.withLock { state in
            if let size = state.table.value(for: key) {
                state.counts.hits += 1
                return size
            }
            state.counts.misses += 1
            return nil
        }
    }

    /// Keeps `size` for `key`.
    private func keep(_ size: CGSize, for key: Key) {
        state.withLock { $0.table.insert(size, for: key) }
    }
}

extension CachingTextMeasurer {
    /// The base measurer's note: a cache measures every font as its base does.
    public func fallbackNote(for font: Font) -> String? { base.fallbackNote(for: font) }

    /// The base measurer's baseline offset: caching changes no answer.
    public func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
        base.baselineOffset(font: font, lineHeight: lineHeight)
    }

    /// The base measurer's baselines (not kept): caching changes no answer.
    public func baselines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> TextBaselines {
        base.baselines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
}
