import Foundation

/// Everything a layout reads besides its own properties: the text measurer, the writing direction
/// and the pixel scale (and, when you ask for one, the trace that records the pass).
///
/// Measuring and arranging read nothing global (no screen, no default font, no main-thread
/// state): whatever depends on the environment is passed here, so a layout can be computed on any
/// thread and gives the same result on every thread.
public struct LayoutContext: Sendable {
    /// The context's values, in one immutable object: a context is copied into every pass and
    /// kept by every arrangement (``LayoutArrangement/context``), and copying a reference costs a
    /// retain where copying a text measurer's existential costs a call to its value witnesses.
    private final class Storage: Sendable {
        let textMeasurer: any TextMeasurer
        let direction: LayoutDirection
        let scale: CGFloat?
        let trace: LayoutTrace?

        init(textMeasurer: any TextMeasurer, direction: LayoutDirection, scale: CGFloat?, trace: LayoutTrace?) {
            self.textMeasurer = textMeasurer
            self.direction = direction
            self.scale = scale
            self.trace = trace
        }

        func with(
            textMeasurer: (any TextMeasurer)? = nil, direction: LayoutDirection? = nil, scale: CGFloat?? = nil,
            trace: LayoutTrace?? = nil
        ) -> Storage {
            Storage(
                textMeasurer: textMeasurer ?? self.textMeasurer, direction: direction ?? self.direction,
                scale: scale ?? self.scale, trace: trace ?? self.trace)
        }
    }

    private var storage: Storage

    /// Measures the text of ``LabelLayout``s.
    public var textMeasurer: any TextMeasurer {
        get { storage.textMeasurer }
        set { storage = storage.with(textMeasurer: newValue) }
    }

    /// The writing direction; with ``LayoutDirection/rightToLeft`` every frame of the finished
    /// arrangement is mirrored within its parent (layouts themselves arrange left to right).
    public var direction: LayoutDirection {
        get { storage.direction }
        set { storage = storage.with(direction: newValue) }
    }

    /// Pixels per point to snap frames to, or `nil` for no snapping.
    ///
    /// With a scale, the arrangement's frames are snapped once, at the end of the pass: every edge
    /// is rounded to the nearest pixel in the coordinate space the root was arranged in, so two
    /// frames that share an edge still share it (no gaps, no overlaps), and label measurements are
    /// rounded *up* to whole pixels so text is never cut. A scale that is NaN, infinite, zero,
    /// negative, below ``minimumScale`` or above ``maximumScale`` is treated as `nil`.
    public var scale: CGFloat? {
        get { storage.scale }
        set { storage = storage.with(scale: .some(Self.sanitizedScale(newValue))) }
    }

    /// The trace that passes run with this context record into, or `nil` (the default) for no
    /// tracing (see ``LayoutTrace``).
    ///
    /// A pass reads it once, when it starts: without a trace, the pass runs exactly as it would
    /// if tracing did not exist.
    public var trace: LayoutTrace? {
        get { storage.trace }
        set { storage = storage.with(trace: .some(newValue)) }
    }

    /// A context with the given text measurer, direction, scale and trace.
    ///
    /// - Parameters:
    ///   - textMeasurer: Measures label text. Defaults to ``defaultTextMeasurer``: the platform's
    ///     text engine on Apple platforms, ``FixedAdvanceTextMeasurer`` elsewhere.
    ///   - direction: The writing direction. Defaults to left to right.
    ///   - scale: Pixels per point, or `nil` (the default) for no pixel snapping.
    ///   - trace: A trace that every pass run with this context records into, or `nil` (the
    ///     default) for none. See ``LayoutTrace``.
    public init(
        textMeasurer: any TextMeasurer = LayoutContext.defaultTextMeasurer,
        direction: LayoutDirection = .leftToRight,
        scale: CGFloat? = nil,
        trace: LayoutTrace? = nil
    ) {
        storage = Storage(
            textMeasurer: textMeasurer, direction: direction, scale: Self.sanitizedScale(scale), trace: trace)
    }

    /// The measurer of a context that names none.
    ///
    /// On Apple platforms (where UIKit or AppKit can be imported) it is a `CoreTextMeasurer`,
    /// so a label measures the text the platform draws, as LayoutKit's labels did. Elsewhere it is
    /// ``FixedAdvanceTextMeasurer`` with its default metrics (7 points a character, 17 points a
    /// line): on Linux a layout's frames must not depend on which fonts a machine happens to have,
    /// so real fonts are one explicit line, with the ValueLayoutFonts library:
    /// `LayoutContext(textMeasurer: FontTextMeasurer(catalog: .system))`.
    ///
    /// Frames measured with the default therefore differ between platforms. Tests that assert
    /// frames should name their measurer (``fixedAdvance`` is the usual choice) so that they pass
    /// on every platform.
    public static let defaultTextMeasurer: any TextMeasurer = {
        #if VALUELAYOUT_CHECK_NAMED_MEASURERS
            // The project's check that its own tests name their measurer: a default unlike any
            // measurer a test names, so a test that relies on the default fails on Linux as it
            // would on an Apple platform (scripts/check-named-measurers.sh).
            return FixedAdvanceTextMeasurer(advance: 13, lineHeight: 29)
        #elseif canImport(UIKit) || canImport(AppKit)
            return CoreTextMeasurer()
        #else
            return FixedAdvanceTextMeasurer()
        #endif
    }()

    /// A left-to-right context without pixel snapping that measures text with
    /// ``FixedAdvanceTextMeasurer``'s default metrics (7 points a character, 17 points a line):
    /// the same frames on every platform and every machine, for tests and examples.
    public static let fixedAdvance = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())

    /// The context with every argument at its default (see ``defaultTextMeasurer``).
    public static let `default` = LayoutContext()

    /// The largest pixel scale that snapping honours: 10,000 pixels per point, far beyond any
    /// screen (a larger scale would make pixel arithmetic overflow for long layouts).
    public static let maximumScale: CGFloat = 10_000

    /// The smallest pixel scale that snapping honours: 1 / 10,000 (a pixel of 10,000 points; a
    /// smaller scale would make a pixel so large that snapping overflows).
    public static let minimumScale: CGFloat = 1 / 10_000

    private static func sanitizedScale(_ scale: CGFloat?) -> CGFloat? {
        guard let scale, scale >= minimumScale, scale <= maximumScale else { return nil }
        return scale
    }
}
