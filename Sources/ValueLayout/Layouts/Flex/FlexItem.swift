import Foundation

/// One item of a ``FlexLayout``: a layout and how it flexes, sizes and aligns (CSS's flex item
/// properties). Every length is the item's border box: its layout's frame.
///
/// **Defaults** are CSS's initial values: grow 0, shrink 1, basis, sizes and minimum sizes
/// `auto` (a minimum of `auto` is CSS's automatic minimum size), no maximum sizes, margins 0,
/// `alignSelf` ``AlignSelf/auto``, no aspect ratio, ``FlexPosition/relative``, insets `auto`.
/// An item without a layout is an empty box (an empty ``FlexLayout`` stands for it in the
/// arrangement).
///
/// **Bad input.** A NaN, infinite or negative number (a length, a percentage, grow, shrink, an
/// aspect ratio) is replaced by the property's initial value: `auto` for sizes, bases and insets,
/// 0 points for margins, 0 for grow, 1 for shrink, no aspect ratio. Each replacement is reported
/// by ``LayoutArrangement/diagnostics``.
public struct FlexItem: Sendable {
    /// The item's layout: measured through the ordinary layout protocol and framed at the item's
    /// border box.
    public let layout: (any Layout)?
    /// The item's flex properties, cleaned.
    let style: FlexItemStyle
    /// What the initialiser cleaned.
    let cleanedInputs: [CleanedInput]

    /// An item showing `layout`, or an empty box.
    ///
    /// - Parameters:
    ///   - layout: The item's content, or `nil` for an empty box.
    ///   - grow: The share of positive free space the item takes (CSS `flex-grow`).
    ///   - shrink: How much the item gives up when space is short, in proportion to its basis
    ///     (CSS `flex-shrink`).
    ///   - basis: The item's main size before flexing (CSS `flex-basis`); `auto` uses its width or
    ///     height along the main axis, else its content.
    ///   - alignSelf: How the item is placed across its line.
    ///   - margin: The space around the item; `auto` margins absorb free space.
    ///   - width: The item's width.
    ///   - height: The item's height.
    ///   - minWidth: The least width; `auto` is the automatic minimum size along the main axis
    ///     (no smaller than its content) and 0 across.
    ///   - minHeight: The least height, as `minWidth`.
    ///   - maxWidth: The greatest width; `auto` is none.
    ///   - maxHeight: The greatest height; `auto` is none.
    ///   - aspectRatio: Width divided by height, used where one side is known and the other is
    ///     `auto`; a ratio below 10⁻¹² or above 10¹² is taken as that bound.
    ///   - position: ``FlexPosition/relative`` to take part in the lines, ``FlexPosition/absolute``
    ///     to be placed by the insets against the container's padding box.
    ///   - top: The absolutely positioned item's distance from the padding box's top.
    ///   - leading: Its distance from the padding box's leading edge.
    ///   - bottom: Its distance from the padding box's bottom.
    ///   - trailing: Its distance from the padding box's trailing edge.
    public init(
        _ layout: (any Layout)? = nil, grow: CGFloat = 0, shrink: CGFloat = 1, basis: FlexDimension = .auto,
        alignSelf: AlignSelf = .auto, margin: FlexEdges = .zero, width: FlexDimension = .auto,
        height: FlexDimension = .auto, minWidth: FlexDimension = .auto, minHeight: FlexDimension = .auto,
        maxWidth: FlexDimension = .auto, maxHeight: FlexDimension = .auto, aspectRatio: CGFloat? = nil,
        position: FlexPosition = .relative, top: FlexDimension = .auto, leading: FlexDimension = .auto,
        bottom: FlexDimension = .auto, trailing: FlexDimension = .auto
    ) {
        var cleaning = InputCleaning()
        let zero = FlexDimension.points(0)
        let style = FlexItemStyle(
            grow: cleaning.nonNegativeFactor(grow, "grow", initial: 0),
            shrink: cleaning.nonNegativeFactor(shrink, "shrink", initial: 1),
            basis: basis.cleaned("basis", initial: .auto, &cleaning),
            alignSelf: alignSelf,
            margin: FlexEdges(
                top: margin.top.cleaned("margin.top", initial: zero, &cleaning),
                leading: margin.leading.cleaned("margin.leading", initial: zero, &cleaning),
                bottom: margin.bottom.cleaned("margin.bottom", initial: zero, &cleaning),
                trailing: margin.trailing.cleaned("margin.trailing", initial: zero, &cleaning)),
            width: width.cleaned("width", initial: .auto, &cleaning),
            height: height.cleaned("height", initial: .auto, &cleaning),
            minWidth: minWidth.cleaned("minWidth", initial: .auto, &cleaning),
            minHeight: minHeight.cleaned("minHeight", initial: .auto, &cleaning),
            maxWidth: maxWidth.cleaned("maxWidth", initial: .auto, &cleaning),
            maxHeight: maxHeight.cleaned("maxHeight", initial: .auto, &cleaning),
            aspectRatio: aspectRatio.flatMap { ratio in
                guard ratio > 0 && ratio.isFinite else {
                    cleaning.record("aspectRatio", value: ratio, advice: "Pass a finite ratio greater than 0, or nil.")
                    return nil
                }
                // A ratio this extreme would make a side of a finite one infinite.
                let limited = min(max(ratio, 1 / LayoutLimits.maximumLength), LayoutLimits.maximumLength)
                if limited != ratio {
                    cleaning.record(
                        "aspectRatio", value: ratio, cleanedValue: limited,
                        advice: "Pass a ratio between 10⁻¹² and 10¹².")
                }
                return limited
            },
            position: position,
            top: top.cleaned("top", initial: .auto, &cleaning),
            leading: leading.cleaned("leading", initial: .auto, &cleaning),
            bottom: bottom.cleaned("bottom", initial: .auto, &cleaning),
            trailing: trailing.cleaned("trailing", initial: .auto, &cleaning))
        self.init(layout: layout, style: style, cleanedInputs: cleaning.cleaned)
    }

    init(layout: (any Layout)?, style: FlexItemStyle, cleanedInputs: [CleanedInput] = []) {
        self.layout = layout
        self.style = style
        self.cleanedInputs = cleanedInputs
    }

    /// The share of positive free space the item takes.
    public var grow: CGFloat { style.grow }
    /// How much the item gives up when space is short.
    public var shrink: CGFloat { style.shrink }
    /// The item's main size before flexing.
    public var basis: FlexDimension { style.basis }
    /// How the item is placed across its line.
    public var alignSelf: AlignSelf { style.alignSelf }
    /// The space around the item.
    public var margin: FlexEdges { style.margin }
    /// The item's width.
    public var width: FlexDimension { style.width }
    /// The item's height.
    public var height: FlexDimension { style.height }
    /// The least width (`auto`: the automatic minimum size).
    public var minWidth: FlexDimension { style.minWidth }
    /// The least height (`auto`: the automatic minimum size).
    public var minHeight: FlexDimension { style.minHeight }
    /// The greatest width (`auto`: none).
    public var maxWidth: FlexDimension { style.maxWidth }
    /// The greatest height (`auto`: none).
    public var maxHeight: FlexDimension { style.maxHeight }
    /// Width divided by height, or `nil`.
    public var aspectRatio: CGFloat? { style.aspectRatio }
    /// Whether the item takes part in the lines.
    public var position: FlexPosition { style.position }
    /// The absolutely positioned item's top inset.
    public var top: FlexDimension { style.top }
    /// Its leading inset.
    public var leading: FlexDimension { style.leading }
    /// Its bottom inset.
    public var bottom: FlexDimension { style.bottom }
    /// Its trailing inset.
    public var trailing: FlexDimension { style.trailing }
}

/// A flex item's properties without its layout: what a ``FlexLayout`` keeps for each item (part
/// of its equality and hashing; the layouts are its sublayouts).
struct FlexItemStyle: Sendable, Hashable {
    var grow: CGFloat
    var shrink: CGFloat
    var basis: FlexDimension
    var alignSelf: AlignSelf
    var margin: FlexEdges
    var width: FlexDimension
    var height: FlexDimension
    var minWidth: FlexDimension
    var minHeight: FlexDimension
    var maxWidth: FlexDimension
    var maxHeight: FlexDimension
    var aspectRatio: CGFloat?
    var position: FlexPosition
    var top: FlexDimension
    var leading: FlexDimension
    var bottom: FlexDimension
    var trailing: FlexDimension
}

/// What a container learns about each item once, when it is built, so that its runs skip the
/// properties that leave an item at its initial values (the usual item sets only its flex
/// factors): a run then reads two factors and a basis instead of resolving seventeen properties.
struct FlexItemTraits: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// Given without a layout: an empty box stands for it.
    static let isEmpty = FlexItemTraits(rawValue: 1 << 0)
    /// Positioned absolutely: not a flex item of the lines.
    static let isAbsolute = FlexItemTraits(rawValue: 1 << 1)
    /// Width, height and their minimums and maximums all `auto`.
    static let hasAutoSizes = FlexItemTraits(rawValue: 1 << 2)
    /// Every margin 0 points.
    static let hasNoMargins = FlexItemTraits(rawValue: 1 << 3)
    /// A height, minimum or maximum height or basis in percent: the item's resolved state
    /// depends on whether its container's height is definite, and on that height.
    static let readsPercentageHeight = FlexItemTraits(rawValue: 1 << 4)

    /// The traits of an item with `style`, given without a layout when `isEmpty`.
    init(style: FlexItemStyle, isEmpty: Bool) {
        var traits: FlexItemTraits = []
        if isEmpty { traits.insert(.isEmpty) }
        if style.position == .absolute { traits.insert(.isAbsolute) }
        if style.width == .auto, style.height == .auto, style.minWidth == .auto, style.minHeight == .auto,
            style.maxWidth == .auto, style.maxHeight == .auto
        {
            traits.insert(.hasAutoSizes)
        }
        if style.margin == .zero { traits.insert(.hasNoMargins) }
        if style.height.isPercent || style.minHeight.isPercent || style.maxHeight.isPercent || style.basis.isPercent {
            traits.insert(.readsPercentageHeight)
        }
        self = traits
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}
