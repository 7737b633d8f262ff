import Foundation

/// A run of text, measured by the context's ``TextMeasurer``.
///
/// **Measuring.** The text measurer lays the text out in lines no wider than the maximum width and
/// reports the widest *shown* line and the height of the shown lines (``numberOfLines`` caps them);
/// with a pixel scale the size is rounded *up* to whole pixels, so the text box is never cut.
/// The result is clamped to the maximum size. Empty text measures 0 × 0.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default
/// `.topLeading`). A label has no sublayouts.
///
/// **Defaults.** Font ``Font/body``; the measurer's own line height; no line limit; alignment
/// `.topLeading`; flexibility `.flexible`.
///
/// **Bad input.** A negative `numberOfLines` means no limit; a NaN, infinite or negative
/// `lineHeight` is treated as 0.
///
/// - Complexity: O(1) besides the text measurer, which for ``FixedAdvanceTextMeasurer`` is O(number
///   of characters shown).
public struct LabelLayout: _BuiltInLayout {
    /// A label's text and algorithm.
    struct Kind: LayoutKind {
        var text: String
        var font: Font
        var lineHeight: CGFloat?
        var numberOfLines: Int

        static func layout(of node: KindNode<Kind>) -> LabelLayout { LabelLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: KindNode<Kind>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
                measureNode(in: pass, context: context, within: maxSize)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            var size = context.textMeasurer.size(
                of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxSize.width)
            size = CGSize(width: size.width.sanitizedLength, height: size.height.sanitizedLength)
            if let scale = context.scale {
                size = CGSize(
                    width: PixelSnapping.ceil(size.width, scale: scale),
                    height: PixelSnapping.ceil(size.height, scale: scale))
            }
            return CGSize(width: min(size.width, maxSize.width), height: min(size.height, maxSize.height))
        }

        /// CSS's min-content width: the widest run of the text between spaces and line breaks,
        /// each measured on one line (a measurer breaks a word that does not fit between
        /// characters, which CSS does not), rounded up to the pixel grid as measuring does.
        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            var widest: CGFloat = 0
            for word in text.split(whereSeparator: { $0.isWhitespace }) {
                let width = context.textMeasurer.size(
                    of: String(word), font: font, lineHeight: lineHeight, numberOfLines: 1, maxWidth: .infinity
                ).width.sanitizedLength
                widest = max(widest, width)
            }
            guard let scale = context.scale else { return widest }
            return PixelSnapping.ceil(widest, scale: scale)
        }

        /// Text is never cut by snapping.
        static var growsWhenSnapped: Bool { true }

        var textContent: TextContent? {
            TextContent(text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines)
        }
    }

    let node: KindNode<Kind>

    init(node: KindNode<Kind>) {
        self.node = node
    }

    /// A label showing `text`.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new line.
    ///   - font: The font the measurer measures with.
    ///   - lineHeight: The height of each line in points, or `nil` for the measurer's own.
    ///   - numberOfLines: The most lines shown; 0 (the default) means no limit.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    public init(
        text: String, font: Font = .body, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
        alignment: Alignment = .topLeading, flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        let lines = cleaning.lineCount(numberOfLines, "numberOfLines")
        node = Kind.makeNode(
            Kind(
                text: text, font: font, lineHeight: lineHeight.map { cleaning.length($0, "lineHeight") },
                numberOfLines: lines),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// The text shown.
    public var text: String { node.properties.text }
    /// The font the text is measured with.
    public var font: Font { node.properties.font }
    /// The height of each line in points, or `nil` for the measurer's own.
    public var lineHeight: CGFloat? { node.properties.lineHeight }
    /// The most lines shown; 0 means no limit.
    public var numberOfLines: Int { node.properties.numberOfLines }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }

    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

extension LabelLayout {
    /// The baselines of this label's text laid out `width` points wide by `context`'s measurer, in
    /// points from the label's top: for aligning a label's text with something beside it.
    ///
    /// Pass the label's arranged width (its frame's width) to get the baselines of the text as
    /// drawn; ``LayoutArrangement/textBaselines(context:)`` does that for an arranged label, with
    /// the measurer it was laid out with.
    ///
    /// - Complexity: One line breaking of the text.
    public func baselines(width: CGFloat, context: LayoutContext = .default) -> TextBaselines {
        context.textMeasurer.baselines(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: width)
    }
}
