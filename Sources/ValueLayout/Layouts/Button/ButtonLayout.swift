import Foundation

/// A button: a title beside an optional image, measured by the context's ``TextMeasurer`` with
/// the sizes UIKit's `UIButton` of each ``ButtonLayoutType`` is observed to take.
///
/// **Measuring.** The title is measured as a ``LabelLayout`` with no line limit within the whole
/// maximum, in the title font (``titleFont``: the given font, else 18-point system for
/// ``ButtonLayoutType/custom`` and 15-point system for the other types; always 15-point system for
/// the info, contact and disclosure types). An empty title of a `.custom` or `.system` button
/// measures 0 wide and as tall as one space; the other types' empty titles measure 0 × 0. The
/// image is its given size (``ButtonLayoutImage/defaultImage``: 0 × 0 for `.custom` and `.system`,
/// 22 × 22 for the others). A `.custom` or `.system` button with neither a sized image nor
/// non-zero insets is at least 30 points wide and has 12 points of vertical padding. Then
///
/// - width = max(minimum width, ⌈image width + title width + leading + trailing insets⌉),
/// - height = ⌈max(image height, title height) + top + bottom insets + vertical padding⌉,
///
/// rounded up to whole points, then clamped to the maximum size.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default
/// `.topLeading`). A button has no sublayouts.
///
/// **Defaults.** The type's default image and font; no insets; alignment `.topLeading`;
/// flexibility `.flexible`.
///
/// **Bad input.** A NaN, infinite or negative image side, and a NaN or infinite kern or baseline
/// offset of an attributed title, are treated as 0 and reported; insets are cleaned by
/// ``EdgeInsets`` itself. Whatever the insets, the measured size is at most the maximum
/// and never negative.
///
/// - Complexity: O(1) besides one text measurement of the title.
public struct ButtonLayout: _BuiltInLayout {
    /// A button's title, type, image and insets, and its algorithm.
    struct Algorithm: LayoutAlgorithm {
        var type: ButtonLayoutType
        var title: String
        var image: ButtonLayoutImage
        var font: Font?
        var contentEdgeInsets: EdgeInsets
        /// The title's runs of fonts, or `nil` when it is measured as plain text in ``titleFont``
        /// (every plain title, and an attributed one all in that font).
        var styledTitle: StyledText?
        /// Whether the button was given an attributed title (what ``ButtonLayout/attributedTitle``
        /// reads).
        var isAttributed: Bool

        static func layout(of node: BuiltInNode<Algorithm>) -> ButtonLayout { ButtonLayout(node: node) }

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

        /// The font UIKit draws the title in: the info, contact and disclosure buttons ignore a
        /// given font.
        var titleFont: Font {
            switch type {
            case .custom: font ?? .system(size: 18)
            case .system: font ?? .system(size: 15)
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: .system(size: 15)
            }
        }

        /// Whether the type has an image of its own (the info, contact and disclosure types),
        /// which also drops an empty title's height.
        var hasBuiltInImage: Bool {
            switch type {
            case .custom, .system: false
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: true
            }
        }

        var imageSize: CGSize {
            switch image {
            case .defaultImage: hasBuiltInImage ? CGSize(width: 22, height: 22) : .zero
            case .size(let size): size
            }
        }

        /// A plain `.custom` or `.system` button keeps UIKit's minimum width and vertical padding;
        /// a sized image or any inset replaces that style.
        var hasPlainStyle: Bool {
            guard !hasBuiltInImage, contentEdgeInsets == .zero else { return false }
            if case .size = image { return false }
            return true
        }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let image = imageSize
            let title = titleSize(within: maxSize, context: context)
            let plain = hasPlainStyle
            let width = max(
                plain ? 30 : 0, (image.width + title.width + contentEdgeInsets.horizontal).rounded(.up))
            let height = (max(image.height, title.height) + contentEdgeInsets.vertical + (plain ? 12 : 0))
                .rounded(.up)
            return CGSize(width: min(width, maxSize.width), height: min(height, maxSize.height))
        }

        /// The title measured as a label with no line limit within `maxSize`; an empty title keeps
        /// the height of a space where UIKit keeps it (`.custom` and `.system`).
        @inline(__always)
        func titleSize(within maxSize: CGSize, context: LayoutContext) -> CGSize {
            guard title.isEmpty else {
                return Self.labelSize(
                    of: title, styled: styledTitle, font: titleFont, within: maxSize, context: context)
            }
            guard !hasBuiltInImage else { return .zero }
            let space = Self.labelSize(of: " ", styled: nil, font: titleFont, within: maxSize, context: context)
            return CGSize(width: 0, height: space.height)
        }

        /// The title as measured: no line limit, word wrapping, in ``titleFont`` or its runs'.
        var titleContent: TextContent {
            TextContent(
                text: title, font: titleFont, lineHeight: nil, numberOfLines: 0, styled: styledTitle,
                lineBreakMode: .byWordWrapping, isAttributed: isAttributed, showsLineBreakMode: false)
        }

        /// `text` (or `styled`, when not `nil`) measured in `font` with no line limit, as
        /// ``LabelLayout`` measures its text: rounded up to the pixel grid, clamped to `maxSize`.
        static func labelSize(
            of text: String, styled: StyledText?, font: Font, within maxSize: CGSize, context: LayoutContext
        ) -> CGSize {
            var size: CGSize
            if let styled {
                size = context.textMeasurer.size(
                    of: styled, lineHeight: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                    maxWidth: maxSize.width)
            } else {
                size = context.textMeasurer.size(
                    of: text, font: font, lineHeight: nil, numberOfLines: 0, maxWidth: maxSize.width)
            }
            size = CGSize(width: size.width.sanitizedLength, height: size.height.sanitizedLength)
            if let scale = context.scale {
                size = CGSize(
                    width: PixelSnapping.ceil(size.width, scale: scale),
                    height: PixelSnapping.ceil(size.height, scale: scale))
            }
            return CGSize(width: min(size.width, maxSize.width), height: min(size.height, maxSize.height))
        }

        /// CSS's min-content width: the button around its title's widest piece between the
        /// measurer's break opportunities (as ``LabelLayout`` measures its own), so that a flex
        /// container may wrap the title rather than overflow.
        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            var widest = titleContent.minimumContentWidth(measurer: context.textMeasurer)
            if let scale = context.scale { widest = PixelSnapping.ceil(widest, scale: scale) }
            return max(hasPlainStyle ? 30 : 0, (imageSize.width + widest + contentEdgeInsets.horizontal).rounded(.up))
        }

        /// Its title is text, never cut by snapping.
        static var growsWhenSnapped: Bool { true }

        /// The title, after the image and inside the insets and padding.
        var textContent: TextContent? {
            let padding: CGFloat = hasPlainStyle ? 6 : 0
            var content = titleContent
            content.inset = EdgeInsets(
                top: contentEdgeInsets.top + padding, leading: contentEdgeInsets.leading + imageSize.width,
                bottom: contentEdgeInsets.bottom + padding, trailing: contentEdgeInsets.trailing)
            return content
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// A button of `type` showing `title`.
    ///
    /// - Parameters:
    ///   - type: The kind of `UIButton`, which decides the default font, image and padding.
    ///   - title: The title; empty for none; `\n` starts a new line.
    ///   - image: The image beside the title: the type's own (the default), or the size, in
    ///     points, of one set on the view later.
    ///   - font: The title's font, or `nil` for the type's (see ``titleFont``); the info, contact
    ///     and disclosure types ignore it.
    ///   - contentEdgeInsets: The distances, in points, between the edges and the title and image;
    ///     `nil` for none.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    public init(
        type: ButtonLayoutType, title: String, image: ButtonLayoutImage = .defaultImage, font: Font? = nil,
        contentEdgeInsets: EdgeInsets? = nil, alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        node = Algorithm.makeNode(
            Algorithm(
                type: type, title: title, image: Self.cleaned(image, &cleaning), font: font,
                contentEdgeInsets: contentEdgeInsets ?? .zero, styledTitle: nil, isAttributed: false),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// A button of `type` showing an attributed title: runs in several fonts, with kern and
    /// baseline offsets.
    ///
    /// Each run is measured in its `AttributeScopes.ValueLayoutAttributes.layoutFont`
    /// attribute, or in the title font (see ``titleFont``) without one, with its `kern` and
    /// `baselineOffset` attributes. Two buttons with the same characters and runs are equal,
    /// however their attributed strings were built.
    ///
    /// - Parameters:
    ///   - type: The kind of `UIButton`, which decides the default font, image and padding.
    ///   - attributedTitle: The title and its runs; empty for none; `\n` starts a new line.
    ///   - image: The image beside the title: the type's own (the default), or the size, in
    ///     points, of one set on the view later.
    ///   - font: The font of runs without a font attribute, or `nil` for the type's; the info,
    ///     contact and disclosure types ignore it.
    ///   - contentEdgeInsets: The distances, in points, between the edges and the title and image;
    ///     `nil` for none.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    /// - Complexity: O(n) in the length of the title and the number of runs.
    public init(
        type: ButtonLayoutType, attributedTitle: AttributedString, image: ButtonLayoutImage = .defaultImage,
        font: Font? = nil, contentEdgeInsets: EdgeInsets? = nil, alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil
    ) {
        var cleaning = InputCleaning()
        var kind = Algorithm(
            type: type, title: "", image: Self.cleaned(image, &cleaning), font: font,
            contentEdgeInsets: contentEdgeInsets ?? .zero, styledTitle: nil, isAttributed: true)
        let styled = StyledText(attributedTitle, font: kind.titleFont, cleaning: &cleaning)
        kind.title = styled.string
        // A title all in the title font takes the plain-text route.
        kind.styledTitle = styled.isUniform && (styled.font ?? kind.titleFont) == kind.titleFont ? nil : styled
        node = Algorithm.makeNode(
            kind, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleaning.cleaned, sublayouts: [])
    }

    /// `image` with each side of a size cleaned as a length.
    private static func cleaned(_ image: ButtonLayoutImage, _ cleaning: inout InputCleaning) -> ButtonLayoutImage {
        switch image {
        case .defaultImage:
            return .defaultImage
        case .size(let size):
            return .size(
                CGSize(
                    width: cleaning.length(size.width, "image.width"),
                    height: cleaning.length(size.height, "image.height")))
        }
    }

    /// The kind of `UIButton`.
    public var type: ButtonLayoutType { node.properties.type }
    /// The title shown; for an attributed title, its characters.
    public var title: String { node.properties.title }
    /// The title in runs of fonts, as measured: the attributed title's runs, or the plain title
    /// in one run of ``titleFont``.
    public var styledTitle: StyledText { node.properties.styledTitle ?? StyledText(title, font: titleFont) }
    /// The attributed title the button was made with, or `nil` for a button made with a plain
    /// title.
    public var attributedTitle: AttributedString? {
        node.properties.isAttributed ? styledTitle.attributedString : nil
    }
    /// The image beside the title, its size cleaned.
    public var image: ButtonLayoutImage { node.properties.image }
    /// The font given, or `nil` for the type's.
    public var font: Font? { node.properties.font }
    /// The font the title is measured with: ``font`` or the type's default (see the type's
    /// discussion).
    public var titleFont: Font { node.properties.titleFont }
    /// The distances, in points, between the edges and the title and image.
    public var contentEdgeInsets: EdgeInsets { node.properties.contentEdgeInsets }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }

    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

/// The kind of `UIButton` a ``ButtonLayout`` measures: it decides the title's default font, the
/// default image and the padding.
public enum ButtonLayoutType: Sendable, Hashable, CaseIterable {
    /// `UIButton.ButtonType.custom`: an 18-point system title by default, no image.
    case custom
    /// `UIButton.ButtonType.system`: a 15-point system title by default, no image.
    case system
    /// `UIButton.ButtonType.detailDisclosure`: a 22 × 22 image, a 15-point system title.
    case detailDisclosure
    /// `UIButton.ButtonType.infoLight`: a 22 × 22 image, a 15-point system title.
    case infoLight
    /// `UIButton.ButtonType.infoDark`: a 22 × 22 image, a 15-point system title.
    case infoDark
    /// `UIButton.ButtonType.contactAdd`: a 22 × 22 image, a 15-point system title.
    case contactAdd
}

/// The image a ``ButtonLayout`` measures beside its title.
public enum ButtonLayoutImage: Sendable, Hashable {
    /// The type's own image: none (0 × 0) for ``ButtonLayoutType/custom`` and
    /// ``ButtonLayoutType/system``, 22 × 22 points for the others.
    case defaultImage
    /// An image of this size, in points, set on the view later (for example once loaded).
    case size(CGSize)

    /// Whether two images are both the default, or both sized the same.
    public static func == (lhs: ButtonLayoutImage, rhs: ButtonLayoutImage) -> Bool {
        switch (lhs, rhs) {
        case (.defaultImage, .defaultImage): true
        case (.size(let a), .size(let b)): a.width == b.width && a.height == b.height
        default: false
        }
    }

    /// Hashes the case and the size.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .defaultImage:
            hasher.combine(0)
        case .size(let size):
            hasher.combine(1)
            hasher.combine(size.width)
            hasher.combine(size.height)
        }
    }
}
