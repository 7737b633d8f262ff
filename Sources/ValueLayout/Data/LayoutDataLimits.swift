import Foundation

/// The largest layout document ``LayoutDocument/init(json:options:)`` reads: past any of these it
/// stops with a ``LayoutDataError`` that names the limit, instead of exhausting memory or the
/// stack.
///
/// The defaults are far above what a screen needs. However deep a document is, reading does not
/// overflow the caller's stack: a deeply nested document is read on a thread with a large stack.
/// Raise them for data you trust.
public struct LayoutDataLimits: Sendable, Hashable {
    /// The most layouts nested inside one another, the root counting 1: 100 by default.
    public var maximumDepth: Int
    /// The most layouts in one document: 100,000 by default.
    public var maximumNodeCount: Int
    /// The most characters (grapheme clusters) in one string of a document (a label's text, a
    /// reuse identifier): 100,000 by default.
    public var maximumTextLength: Int
    /// The most bytes in a document: 64 MiB by default.
    public var maximumDocumentSize: Int

    /// Limits with the given values; each defaults to the documented default.
    public init(
        maximumDepth: Int = 100, maximumNodeCount: Int = 100_000, maximumTextLength: Int = 100_000,
        maximumDocumentSize: Int = 64 << 20
    ) {
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
        self.maximumTextLength = maximumTextLength
        self.maximumDocumentSize = maximumDocumentSize
    }

    /// The documented defaults.
    public static let `default` = LayoutDataLimits()
}
