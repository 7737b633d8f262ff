import Foundation

/// A run of text, measured by the context's ``TextMeasurer``.
///
/// **Measuring.** The text measurer lays the text out in lines no wider than the maximum width and
/// reports the widest *shown* line and the height of the shown lines (``numberOfLines`` caps them);
/// with a pixel scale the size is rounded *up* to whole pixels, so the text box is never cut.
/// The result is clamped to the maximum size. Empty text measures 0 × 0. Attributed text is
/// measured run by run in each run's font (see
/// ``init(attributedText:font:lineHeight:numberOfLines:lineBreakMode:alignment:flexibility:viewReuseId:view:)-(AttributedString,_,_,_,_,_,_,_,_)``);
/// of the line-break modes, only ``LineBreakMode/byCharWrapping`` changes the size, as in LayoutKit.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default
/// `.topLeading`). A label has no sublayouts.
///
/// **Defaults.** Font ``Font/body``; the measurer's own line height; no line limit;
/// ``LineBreakMode/byTruncatingTail``; alignment `.topLeading`; flexibility `.flexible`.
///
/// **Bad input.** A negative `numberOfLines` means no limit; a NaN, infinite or negative
/// `lineHeight` is treated as 0; a NaN or infinite kern or baseline offset of attributed text is
/// treated as 0. Each is reported by ``LayoutArrangement/diagnostics``.
///
/// - Complexity: O(1) besides the text measurer, which for ``FixedAdvanceTextMeasurer`` is O(number
///   of characters shown).
public struct LabelLayout: _BuiltInLayout {
    /// A label's text and algorithm.
    struct Algorithm: LayoutAlgorithm {
        var text: String
        var font: Font
        var lineHeight: CGFloat?
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
        /// The runs of fonts to measure, or `nil` when the text is measured as plain text in
        /// `font` with word wrapping (the fast path every plain label takes).
        var styled: StyledText?
        /// Whether the label was given attributed text (what ``LabelLayout/attributedText`` reads).
        var isAttributed: Bool

        static func layout(of node: BuiltInNode<Algorithm>) -> LabelLayout { LabelLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: BuiltInNode<Algorithm>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
                measureNode(in: pass, context: context, offer: offer)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        /// Its text is broken into lines at the width alone, its height capped at the maximum, and
        /// text whose unbroken lines fit a width is not broken there.
        static var keepsItsSizeWithinSmallerMaximums: Bool { true }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            var size: CGSize
            if let styled {
                size = context.textMeasurer.size(
                    of: styled, lineHeight: lineHeight, numberOfLines: numberOfLines,
                    lineBreakMode: lineBreakMode.measuringMode, maxWidth: maxSize.width)
            } else {
                size = context.textMeasurer.size(
                    of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxSize.width)
            }
            size = CGSize(width: size.width.sanitizedLength, height: size.height.sanitizedLength)
            if let scale = context.scale {
                size = CGSize(
                    width: PixelSnapping.ceil(size.width, scale: scale),
                    height: PixelSnapping.ceil(size.height, scale: scale))
            }
            return CGSize(width: min(size.width, maxSize.width), height: min(size.height, maxSize.height))
        }

        /// CSS's min-content width: the widest piece of the text between the measurer's break
        /// opportunities (``TextMeasurer/minimumContentWidth(of:font:lineHeight:)``; with
        /// character wrapping, the widest character), rounded up to the pixel grid as measuring
        /// does.
        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            let widest = content.minimumContentWidth(measurer: context.textMeasurer)
            guard let scale = context.scale else { return widest }
            return PixelSnapping.ceil(widest, scale: scale)
        }

        /// Text is never cut by snapping.
        static var growsWhenSnapped: Bool { true }

        var textContent: TextContent? { content }

        /// The text as measured and drawn.
        var content: TextContent {
            TextContent(
                text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, styled: styled,
                lineBreakMode: lineBreakMode, isAttributed: isAttributed)
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// A label showing `text`.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new line.
    ///   - font: The font the measurer measures with.
    ///   - lineHeight: The height of each line in points, or `nil` for the measurer's own.
    ///   - numberOfLines: The most lines shown; 0 (the default) means no limit.
    ///   - lineBreakMode: How the text wraps and truncates; only ``LineBreakMode/byCharWrapping``
    ///     changes the measured size (LayoutKit's rule).
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    public init(
        text: String, font: Font = .body, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        let lines = cleaning.lineCount(numberOfLines, "numberOfLines")
        node = Algorithm.makeNode(
            Algorithm(
                text: text, font: font, lineHeight: lineHeight.map { cleaning.length($0, "lineHeight") },
                numberOfLines: lines, lineBreakMode: lineBreakMode,
                styled: lineBreakMode == .byCharWrapping ? StyledText(text, font: font) : nil, isAttributed: false),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// A label showing attributed text: runs in several fonts, with kern and baseline offsets.
    ///
    /// Each run is measured in its `AttributeScopes.ValueLayoutAttributes.layoutFont`
    /// attribute, or in `font` without one, with its `kern` and `baselineOffset` attributes (see
    /// `AttributeScopes.ValueLayoutAttributes`). Two labels with the same characters and runs
    /// are equal, however their attributed strings were built.
    ///
    /// - Parameters:
    ///   - attributedText: The text and its runs; `\n` starts a new line.
    ///   - font: The font of runs without a font attribute.
    ///   - lineHeight: The height of each line in points, or `nil` for the measurer's own (with
    ///     several fonts, the measurer decides; `FontTextMeasurer` makes a line as tall as its
    ///     tallest run's).
    ///   - numberOfLines: The most lines shown; 0 (the default) means no limit.
    ///   - lineBreakMode: How the text wraps and truncates; only ``LineBreakMode/byCharWrapping``
    ///     changes the measured size (LayoutKit's rule).
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    /// - Complexity: O(n) in the length of the text and the number of runs.
    public init(
        attributedText: AttributedString, font: Font = .body, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        let styled = StyledText(attributedText, font: font, cleaning: &cleaning)
        self.init(
            styled: styled, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            view: view, cleaning: cleaning)
    }

    /// A label of attributed text read as `styled`, with `cleaning`'s records.
    init(
        styled: StyledText, font: Font, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        alignment: Alignment, flexibility: Flexibility, viewReuseId: String?, view: ViewDescription?,
        cleaning: InputCleaning
    ) {
        var cleaning = cleaning
        let lines = cleaning.lineCount(numberOfLines, "numberOfLines")
        // Text in the label's own font, with word wrapping, takes the plain-text route.
        let isPlain = styled.isUniform && (styled.font ?? font) == font && lineBreakMode != .byCharWrapping
        node = Algorithm.makeNode(
            Algorithm(
                text: styled.string, font: font, lineHeight: lineHeight.map { cleaning.length($0, "lineHeight") },
                numberOfLines: lines, lineBreakMode: lineBreakMode, styled: isPlain ? nil : styled,
                isAttributed: true),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// The text shown; for attributed text, its characters.
    public var text: String { node.properties.text }
    /// The font the text is measured with.
    public var font: Font { node.properties.font }
    /// The height of each line in points, or `nil` for the measurer's own.
    public var lineHeight: CGFloat? { node.properties.lineHeight }
    /// The most lines shown; 0 means no limit.
    public var numberOfLines: Int { node.properties.numberOfLines }
    /// How the text wraps and truncates.
    public var lineBreakMode: LineBreakMode { node.properties.lineBreakMode }
    /// The text in runs of fonts, as measured: the attributed text's runs, or the plain text in
    /// one run of ``font``.
    public var styledText: StyledText { node.properties.styled ?? StyledText(text, font: font) }
    /// The attributed text the label was made with (its runs, each with its font), or `nil` for
    /// a label made with plain text.
    public var attributedText: AttributedString? {
        node.properties.isAttributed ? styledText.attributedString : nil
    }
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
        node.properties.content.baselines(measurer: context.textMeasurer, maxWidth: width)
    }
}
