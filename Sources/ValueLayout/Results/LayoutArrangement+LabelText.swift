import Foundation

extension LayoutArrangement {
    /// What a node that shows text (a ``LabelLayout``'s) shows, as views and renderers draw it:
    /// its text with the styles of its runs, how text that does not fit is cut, and its line
    /// limit and line height.
    ///
    /// Read it from ``LayoutArrangement/labelText`` to configure a view of your own from an
    /// arrangement, whatever layout made the node.
    public struct LabelText: Sendable, Hashable {
        /// The text with its runs: one run in the label's font for plain text.
        public let styledText: StyledText
        /// Whether the label was given attributed text (``LabelLayout/attributedText``), rather than
        /// plain text in one font.
        public let isAttributed: Bool
        /// How the last line shown is cut when text does not fit.
        public let lineBreakMode: LineBreakMode
        /// The most lines shown; 0 means no limit.
        public let numberOfLines: Int
        /// The height of each line in points, or `nil` for the measurer's own.
        public let lineHeight: CGFloat?

        /// The text as a ``LabelLayout`` shows it.
        ///
        /// - Parameters:
        ///   - styledText: The text with its runs.
        ///   - isAttributed: Whether it was given as attributed text.
        ///   - lineBreakMode: How text that does not fit is cut.
        ///   - numberOfLines: The most lines shown; 0 means no limit.
        ///   - lineHeight: The height of each line in points, or `nil` for the measurer's own.
        public init(
            styledText: StyledText, isAttributed: Bool, lineBreakMode: LineBreakMode, numberOfLines: Int,
            lineHeight: CGFloat?
        ) {
            self.styledText = styledText
            self.isAttributed = isAttributed
            self.lineBreakMode = lineBreakMode
            self.numberOfLines = numberOfLines
            self.lineHeight = lineHeight
        }

        init(_ content: TextContent) {
            self.init(
                styledText: content.styledText, isAttributed: content.isAttributed,
                lineBreakMode: content.lineBreakMode,
                numberOfLines: content.numberOfLines, lineHeight: content.lineHeight)
        }
    }

    /// The text this node shows, or `nil` for a node that shows none: a ``LabelLayout``'s text, a
    /// ``ButtonLayout``'s title or a ``TextViewLayout``'s text (the last two always word-wrapped).
    ///
    /// - Complexity: O(1) for a node without text; O(length of the text) otherwise, for plain text
    ///   made into one run.
    public var labelText: LabelText? {
        let node = tree.layoutNode(at: index)
        return node.textContent.map(LabelText.init)
    }
}
