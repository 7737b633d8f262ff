/// How a label wraps and truncates its text: UIKit's `NSLineBreakMode` cases, platform
/// independent.
///
/// Only ``byCharWrapping`` changes a label's measured size, as in LayoutKit, which passes only
/// character wrapping to its measurement: with every other mode the text is measured with word
/// wrapping. The mode is kept in the arrangement so that views (a `UILabel`'s `lineBreakMode`)
/// and the SVG and HTML renderers truncate the last shown line as UIKit does: with an ellipsis at
/// its end, start or middle, or cut without one.
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
    /// Wraps at word boundaries; the last shown line is cut without an ellipsis.
    case byWordWrapping
    /// Wraps between any characters; the last shown line is cut without an ellipsis. The only mode
    /// that changes the measured size.
    case byCharWrapping
    /// Wraps at word boundaries when measured; the last shown line is cut at the frame's edge.
    case byClipping
    /// Wraps at word boundaries when measured; an ellipsis replaces the start of the last shown
    /// line when the text does not fit.
    case byTruncatingHead
    /// Wraps at word boundaries when measured; an ellipsis replaces the end of the last shown line
    /// when the text does not fit. A label's default.
    case byTruncatingTail
    /// Wraps at word boundaries when measured; an ellipsis replaces the middle of the last shown
    /// line when the text does not fit.
    case byTruncatingMiddle

    /// The mode a layout passes to its ``TextMeasurer``: ``byCharWrapping`` for itself, and
    /// ``byWordWrapping`` for every other mode (LayoutKit's rule).
    public var measuringMode: LineBreakMode {
        self == .byCharWrapping ? .byCharWrapping : .byWordWrapping
    }

    /// Whether the last shown line ends in an ellipsis when the text does not fit: the three
    /// truncating modes.
    public var truncatesWithEllipsis: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}
