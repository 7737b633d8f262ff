import Foundation
import ValueLayout

/// A text measurer that records every call and answers with another measurer.
///
/// Put it in a ``/ValueLayout/LayoutContext`` to see how often, and with which arguments, a pass
/// measures text:
///
/// ```swift
/// let card = StackLayout(
///     axis: .vertical, spacing: 4,
///     sublayouts: [LabelLayout(text: "Title"), LabelLayout(text: "A body text long enough to wrap")])
/// let measurer = CountingTextMeasurer()
/// _ = card.arrangement(width: 200, context: LayoutContext(textMeasurer: measurer))
/// #expect(measurer.sizeCallCount == 2)
/// ```
///
/// Thread-safe: a context holding it may be used on several threads at once.
public final class CountingTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// The arguments of one call.
    public struct Call: Sendable, Hashable {
        /// The text measured.
        public let text: String
        /// The font it was measured with.
        public let font: Font
        /// The label's line height, or `nil` for the measurer's own.
        public let lineHeight: CGFloat?
        /// The most lines shown (0: no limit).
        public let numberOfLines: Int
        /// The widest a line could be, in points.
        public let maxWidth: CGFloat
        /// The text in runs, for a call that measured styled text; `nil` for plain text. ``text``
        /// and ``font`` are then its characters and its first run's font.
        public var styledText: StyledText? = nil
        /// The line-break mode of a call that measured styled text; word wrapping for plain text.
        public var lineBreakMode: LineBreakMode = .byWordWrapping
    }

    /// The measurer that answers.
    public let base: any TextMeasurer
    private let lock = NSLock()
    private var storedSizeCalls: [Call] = []
    private var storedLinesCalls: [Call] = []
    private var storedMinimumContentWidthCalls: [Call] = []

    /// A counting measurer answering with `base` (by default a
    /// ``/ValueLayout/FixedAdvanceTextMeasurer`` with its default metrics).
    public init(_ base: any TextMeasurer = FixedAdvanceTextMeasurer()) {
        self.base = base
    }

    /// Every call of ``size(of:font:lineHeight:numberOfLines:maxWidth:)`` so far, in order.
    public var sizeCalls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return storedSizeCalls
    }

    /// Every call of ``lines(of:font:lineHeight:numberOfLines:maxWidth:)`` so far, in order.
    public var linesCalls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return storedLinesCalls
    }

    /// Every call of ``minimumContentWidth(of:font:lineHeight:)`` and
    /// ``minimumContentWidth(of:lineHeight:)`` so far, in order, each with `numberOfLines` 1 and
    /// `maxWidth` `.infinity` (a minimum content width is asked of the text on one unlimited
    /// line); a styled call's ``Call/styledText`` is set. Not in ``sizeCalls``: the base measurer
    /// answers, and the sizes it measures for that are its own.
    public var minimumContentWidthCalls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return storedMinimumContentWidthCalls
    }

    /// The number of ``size(of:font:lineHeight:numberOfLines:maxWidth:)`` calls so far.
    public var sizeCallCount: Int { sizeCalls.count }

    /// Forgets every call.
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        storedSizeCalls.removeAll()
        storedLinesCalls.removeAll()
        storedMinimumContentWidthCalls.removeAll()
    }

    /// Records the call and returns the base measurer's answer.
    public func size(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> CGSize {
        let call = Call(
            text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        lock.lock()
        storedSizeCalls.append(call)
        lock.unlock()
        return base.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// Records the call and returns the base measurer's answer.
    public func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        let call = Call(
            text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        lock.lock()
        storedLinesCalls.append(call)
        lock.unlock()
        return base.lines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
}

extension CountingTextMeasurer {
    /// Records the call (in ``minimumContentWidthCalls``) and returns the base measurer's answer.
    public func minimumContentWidth(of text: String, font: Font, lineHeight: CGFloat?) -> CGFloat {
        let call = Call(text: text, font: font, lineHeight: lineHeight, numberOfLines: 1, maxWidth: .infinity)
        lock.lock()
        storedMinimumContentWidthCalls.append(call)
        lock.unlock()
        return base.minimumContentWidth(of: text, font: font, lineHeight: lineHeight)
    }

    /// Records the call (in ``minimumContentWidthCalls``) and returns the base measurer's answer.
    public func minimumContentWidth(of text: StyledText, lineHeight: CGFloat?) -> CGFloat {
        var call = Call(
            text: text.string, font: text.font ?? .body, lineHeight: lineHeight, numberOfLines: 1, maxWidth: .infinity)
        call.styledText = text
        lock.lock()
        storedMinimumContentWidthCalls.append(call)
        lock.unlock()
        return base.minimumContentWidth(of: text, lineHeight: lineHeight)
    }

    /// Records the call (in ``sizeCalls``) and returns the base measurer's answer.
    public func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize {
        record(text, lineHeight, numberOfLines, lineBreakMode, maxWidth, lines: false)
        return base.size(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// Records the call (in ``linesCalls``) and returns the base measurer's answer.
    public func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring] {
        record(text, lineHeight, numberOfLines, lineBreakMode, maxWidth, lines: true)
        return base.lines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    /// The base measurer's baselines (not counted).
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

    private func record(
        _ text: StyledText, _ lineHeight: CGFloat?, _ numberOfLines: Int, _ lineBreakMode: LineBreakMode,
        _ maxWidth: CGFloat, lines: Bool
    ) {
        var call = Call(
            text: text.string, font: text.font ?? .body, lineHeight: lineHeight, numberOfLines: numberOfLines,
            maxWidth: maxWidth)
        call.styledText = text
        call.lineBreakMode = lineBreakMode
        lock.lock()
        if lines { storedLinesCalls.append(call) } else { storedSizeCalls.append(call) }
        lock.unlock()
    }

    /// The base measurer's baseline offset (not counted).
    public func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
        base.baselineOffset(font: font, lineHeight: lineHeight)
    }

    /// The base measurer's baselines (not counted).
    public func baselines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> TextBaselines {
        base.baselines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// The base measurer's fallback note (not counted): counting changes no measurement.
    public func fallbackNote(for font: Font) -> String? { base.fallbackNote(for: font) }
}
