import Foundation

/// A text view's text: text measured by the context's ``TextMeasurer`` inside the text view's
/// container insets and line fragment padding, as UIKit's `UITextView` lays it out.
///
/// **Measuring.** The text is measured with no line limit within the maximum width less the
/// horizontal insets and twice the line fragment padding (never below 0); with a pixel scale its
/// size is rounded *up* to whole pixels (not to whole points). Empty text measures 0 wide and as
/// tall as one space. The insets and twice the padding are then added back, and the result is
/// clamped to the maximum size.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default
/// `.topLeading`). A text view has no sublayouts.
///
/// **Defaults.** Font ``defaultFont`` (12-point Helvetica, what `UITextView` draws text in when
/// given no font); no padding; no insets; alignment `.topLeading`; flexibility `.flexible`.
///
/// **Bad input.** A NaN, infinite or negative `lineFragmentPadding`, and a NaN or infinite kern or
/// baseline offset of attributed text, are treated as 0 and reported; insets are cleaned by
/// ``EdgeInsets`` itself. Whatever the insets and padding, the measured
/// size is at most the maximum and never negative.
///
/// - Complexity: O(1) besides one text measurement, which for ``FixedAdvanceTextMeasurer`` is
///   O(number of characters).
public struct TextViewLayout: _BuiltInLayout {
    /// A text view's text, font, padding and insets, and its algorithm.
    struct Algorithm: LayoutAlgorithm {
        var text: String
        var font: Font?
        var lineFragmentPadding: CGFloat
        var textContainerInset: EdgeInsets
        /// The text's runs of fonts, or `nil` when it is measured as plain text in ``textFont``
        /// (every plain text, and attributed text all in that font).
        var styled: StyledText?
        /// Whether the text view was given attributed text (what
        /// ``TextViewLayout/attributedText`` reads).
        var isAttributed: Bool

        static func layout(of node: BuiltInNode<Algorithm>) -> TextViewLayout { TextViewLayout(node: node) }

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

        var textFont: Font { font ?? TextViewLayout.defaultFont }

        /// The insets plus the padding on both sides: what surrounds the text horizontally.
        var horizontalFrame: CGFloat { textContainerInset.horizontal + 2 * lineFragmentPadding }

        /// Its text is broken into lines at the width alone, its height capped at the maximum, and
        /// text whose unbroken lines fit a width is not broken there.
        static var keepsItsSizeWithinSmallerMaximums: Bool { true }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let textWidth = max(0, maxSize.width - horizontalFrame)
            // UITextView keeps one line's height for empty text.
            var size: CGSize
            if let styled, !text.isEmpty {
                size = context.textMeasurer.size(
                    of: styled, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping, maxWidth: textWidth)
            } else {
                // UITextView keeps one line's height for empty text.
                size = context.textMeasurer.size(
                    of: text.isEmpty ? " " : text, font: textFont, lineHeight: nil, numberOfLines: 0,
                    maxWidth: textWidth)
            }
            size = CGSize(width: text.isEmpty ? 0 : size.width.sanitizedLength, height: size.height.sanitizedLength)
            if let scale = context.scale {
                size = CGSize(
                    width: PixelSnapping.ceil(size.width, scale: scale),
                    height: PixelSnapping.ceil(size.height, scale: scale))
            }
            return CGSize(
                width: min(size.width + horizontalFrame, maxSize.width),
                height: min(size.height + textContainerInset.vertical, maxSize.height))
        }

        /// CSS's min-content width: the text's widest piece between the measurer's break
        /// opportunities (``TextMeasurer/minimumContentWidth(of:font:lineHeight:)``), rounded up
        /// to the pixel grid as measuring does, with the insets and padding, so that a flex
        /// container may wrap the text rather than overflow.
        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            var widest = content.minimumContentWidth(measurer: context.textMeasurer)
            if let scale = context.scale { widest = PixelSnapping.ceil(widest, scale: scale) }
            return widest + horizontalFrame
        }

        /// Text is never cut by snapping.
        static var growsWhenSnapped: Bool { true }

        /// The text, inside the container's inset and the line fragment padding.
        var textContent: TextContent? {
            var content = content
            content.inset = EdgeInsets(
                top: textContainerInset.top, leading: textContainerInset.leading + lineFragmentPadding,
                bottom: textContainerInset.bottom, trailing: textContainerInset.trailing + lineFragmentPadding)
            return content
        }

        /// The text as measured: no line limit, word wrapping, in ``textFont`` or its runs'.
        var content: TextContent {
            TextContent(
                text: text, font: textFont, lineHeight: nil, numberOfLines: 0, styled: styled,
                lineBreakMode: .byWordWrapping, isAttributed: isAttributed, showsLineBreakMode: false)
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// The font of a text view given none: 12-point Helvetica, the font `UITextView` draws text
    /// in by default.
    public static let defaultFont = Font(family: "Helvetica", size: 12)

    /// A text view showing `text`.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new line.
    ///   - font: The font the measurer measures with, or `nil` for ``defaultFont``.
    ///   - lineFragmentPadding: The padding, in points, at each end of every line (the text
    ///     container's `lineFragmentPadding`).
    ///   - textContainerInset: The distances, in points, between the edges and the text.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    public init(
        text: String, font: Font? = nil, lineFragmentPadding: CGFloat = 0, textContainerInset: EdgeInsets = .zero,
        alignment: Alignment = .topLeading, flexibility: Flexibility = .flexible, viewReuseId: String? = nil,
        view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        node = Algorithm.makeNode(
            Algorithm(
                text: text, font: font,
                lineFragmentPadding: cleaning.length(lineFragmentPadding, "lineFragmentPadding"),
                textContainerInset: textContainerInset, styled: nil, isAttributed: false),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// A text view showing attributed text: runs in several fonts, with kern and baseline
    /// offsets.
    ///
    /// Each run is measured in its `AttributeScopes.ValueLayoutAttributes.layoutFont`
    /// attribute, or in `font` (else ``defaultFont``) without one, with its `kern` and
    /// `baselineOffset` attributes. Two text views with the same characters and runs are equal,
    /// however their attributed strings were built.
    ///
    /// - Parameters:
    ///   - attributedText: The text and its runs; `\n` starts a new line.
    ///   - font: The font of runs without a font attribute, or `nil` for ``defaultFont``.
    ///   - lineFragmentPadding: The padding, in points, at each end of every line (the text
    ///     container's `lineFragmentPadding`).
    ///   - textContainerInset: The distances, in points, between the edges and the text.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    /// - Complexity: O(n) in the length of the text and the number of runs.
    public init(
        attributedText: AttributedString, font: Font? = nil, lineFragmentPadding: CGFloat = 0,
        textContainerInset: EdgeInsets = .zero, alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        let textFont = font ?? Self.defaultFont
        let styled = StyledText(attributedText, font: textFont, cleaning: &cleaning)
        // Text all in the text view's font takes the plain-text route.
        let isPlain = styled.isUniform && (styled.font ?? textFont) == textFont
        node = Algorithm.makeNode(
            Algorithm(
                text: styled.string, font: font,
                lineFragmentPadding: cleaning.length(lineFragmentPadding, "lineFragmentPadding"),
                textContainerInset: textContainerInset, styled: isPlain ? nil : styled, isAttributed: true),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// The text shown; for attributed text, its characters.
    public var text: String { node.properties.text }
    /// The text in runs of fonts, as measured: the attributed text's runs, or the plain text in
    /// one run of ``textFont``.
    public var styledText: StyledText { node.properties.styled ?? StyledText(text, font: textFont) }
    /// The attributed text the text view was made with, or `nil` for one made with plain text.
    public var attributedText: AttributedString? {
        node.properties.isAttributed ? styledText.attributedString : nil
    }
    /// The font given, or `nil` for ``defaultFont``.
    public var font: Font? { node.properties.font }
    /// The font the text is measured with: ``font`` or ``defaultFont``.
    public var textFont: Font { node.properties.textFont }
    /// The padding, in points, at each end of every line, cleaned.
    public var lineFragmentPadding: CGFloat { node.properties.lineFragmentPadding }
    /// The distances, in points, between the edges and the text.
    public var textContainerInset: EdgeInsets { node.properties.textContainerInset }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }

    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}
