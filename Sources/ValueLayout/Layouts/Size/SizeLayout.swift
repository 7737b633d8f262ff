import Foundation

/// A rectangle of a given size, or of a size between a minimum and a maximum, optionally around one
/// sublayout.
///
/// **Measuring.** The available size is the smaller of the parent's maximum and this layout's
/// maximum, per axis. The sublayout (if any) is measured within it; the result is raised to this
/// layout's minimum and then clamped to the available size again. So the parent's limit and this
/// layout's maximum win over its minimum, and a `SizeLayout` with no sublayout and no minimum
/// measures 0 on that axis.
///
/// **Arranging.** The measured size is aligned within the offered rectangle with ``alignment``. As
/// in LayoutKit, the maximums limit *measuring* only: a `.fill` axis takes the whole offered
/// length, even past this layout's maximum. The sublayout is arranged in the layout's bounds.
///
/// **Fractions.** `init(widthFraction:heightFraction:alignment:flexibility:viewReuseId:view:sublayout:)`
/// sizes an axis as a fraction of the maximum it is measured within (in a stack, the length still
/// left), when that maximum is finite; within an unlimited one, that axis measures as if it had
/// no fraction. The sublayout is measured within the result.
///
/// **Defaults.** Alignment: per axis, `.fill` when that axis was given no maximum, `.center`
/// when it was given one (even an unlimited one, as in LayoutKit) or a fraction.
/// Flexibility: per axis, inflexible when the minimum equals the maximum (an exact size; as in
/// LayoutKit, bounds less than 0.0001 point apart count as equal) or when it has a fraction, the
/// default flex otherwise.
///
/// **Bad input.** Minimums and exact sizes are lengths: NaN, infinite or negative → 0. Maximums
/// are limits: NaN or negative → 0; infinite → no maximum. A fraction that is NaN, infinite or
/// negative is ignored (as `nil`). See `docs/sizing-contract.md`.
///
/// - Complexity: O(1) besides the sublayout, in both passes.
public struct SizeLayout: _BuiltInLayout {
    /// A size layout's bounds and algorithm. The bounds, in points, are stored without optionals
    /// (half the size, for locality in the passes): a minimum of −∞ or a maximum of +∞ means no
    /// bound, which a cleaned bound never is.
    struct Algorithm: LayoutAlgorithm {
        var minimumWidth: CGFloat
        var maximumWidth: CGFloat
        var minimumHeight: CGFloat
        var maximumHeight: CGFloat

        init(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?) {
            minimumWidth = minWidth ?? -.infinity
            maximumWidth = maxWidth ?? .infinity
            minimumHeight = minHeight ?? -.infinity
            maximumHeight = maxHeight ?? .infinity
        }

        var minWidth: CGFloat? { minimumWidth == -.infinity ? nil : minimumWidth }
        var maxWidth: CGFloat? { maximumWidth == .infinity ? nil : maximumWidth }
        var minHeight: CGFloat? { minimumHeight == -.infinity ? nil : minimumHeight }
        var maxHeight: CGFloat? { maximumHeight == .infinity ? nil : maximumHeight }

        static func layout(of node: BuiltInNode<Algorithm>) -> SizeLayout { SizeLayout(node: node) }

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

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let available = CGSize(
                width: min(maxSize.width, maximumWidth), height: min(maxSize.height, maximumHeight))
            let content = children.sublayoutCount > 0 ? children.measure(0, within: available) : .zero
            // A missing minimum is −∞, below any content size (never negative).
            return CGSize(
                width: min(max(content.width, minimumWidth), available.width),
                height: min(max(content.height, minimumHeight), available.height))
        }

        /// The smaller of the minimum and the maximum on each axis (an exact size's length).
        var diagnosedMinimumSize: CGSize {
            CGSize(
                width: max(0, min(minimumWidth, maximumWidth)), height: max(0, min(minimumHeight, maximumHeight)))
        }
    }

    /// A size layout with fractions, a kind of its own: the bounds' passes then pay nothing for
    /// fractions, and the fractions' nothing for bounds (a fraction layout has none).
    struct FractionKind: LayoutAlgorithm {
        var widthFraction: CGFloat?
        var heightFraction: CGFloat?

        static func layout(of node: BuiltInNode<FractionKind>) -> SizeLayout { SizeLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: BuiltInNode<FractionKind>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
                measureNode(in: pass, context: context, offer: offer)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        /// An axis with a fraction and a finite maximum is that fraction of the maximum (at most
        /// the maximum), and the sublayout is measured within the result; any other axis measures
        /// as the sublayout.
        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            func length(_ fraction: CGFloat?, of maximum: CGFloat) -> CGFloat? {
                guard let fraction, maximum.isFinite else { return nil }
                // Beyond 1, the product may overflow to +∞: the maximum is the limit either way.
                return min(fraction * maximum, maximum)
            }
            let width = length(widthFraction, of: maxSize.width)
            let height = length(heightFraction, of: maxSize.height)
            let available = CGSize(width: width ?? maxSize.width, height: height ?? maxSize.height)
            let content = children.sublayoutCount > 0 ? children.measure(0, within: available) : .zero
            return CGSize(
                width: width ?? min(content.width, available.width),
                height: height ?? min(content.height, available.height))
        }
    }

    /// A ``Algorithm`` node, or a ``FractionKind`` one.
    let node: LayoutNode

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    init(node: BuiltInNode<FractionKind>) {
        self.node = node
    }

    /// The bounds, or `nil` for a layout with fractions.
    private var bounds: Algorithm? { (node as? Algorithm.Node)?.properties }
    /// The fractions, or `nil` for a layout with bounds.
    private var fractions: FractionKind? { (node as? FractionKind.Node)?.properties }

    /// A layout whose size lies between the given minimums and maximums, in points; `nil` means no
    /// bound.
    ///
    /// - Parameters:
    ///   - minWidth: The smallest width, in points.
    ///   - maxWidth: The largest width, in points.
    ///   - minHeight: The smallest height, in points.
    ///   - maxHeight: The largest height, in points.
    ///   - alignment: Placement within the offered rectangle; see the defaults above.
    ///   - flexibility: Willingness to be compressed or stretched; see the defaults above.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: A layout arranged within this one's bounds.
    public init(
        minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            width: .range(minWidth, maxWidth), height: .range(minHeight, maxHeight), alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// The bounds given on one axis, as given (before cleaning).
    private enum GivenBounds {
        /// An exact length: the minimum and the maximum.
        case exact(CGFloat)
        /// An optional minimum and an optional maximum.
        case range(CGFloat?, CGFloat?)

        /// Whether a maximum was given (an exact length is one).
        var hasMaximum: Bool {
            if case .range(_, nil) = self { return false }
            return true
        }
    }

    /// The designated initialiser: cleans the bounds given on each axis, recording the numbers
    /// it changes under the name of the parameter they were given as.
    private init(
        width: GivenBounds, height: GivenBounds, alignment: Alignment?, flexibility: Flexibility?,
        viewReuseId: consuming String?, view: consuming ViewDescription?, sublayout: consuming (any Layout)?
    ) {
        var cleaning = InputCleaning()
        let (minWidth, maxWidth) = Self.cleaned(width, exact: "width", min: "minWidth", max: "maxWidth", &cleaning)
        let (minHeight, maxHeight) = Self.cleaned(
            height, exact: "height", min: "minHeight", max: "maxHeight", &cleaning)
        let properties = Algorithm(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight)
        let children: SublayoutNodes
        switch consume sublayout {
        case .some(let sublayout): children = SublayoutNodes(only: sublayout)
        case .none: children = SublayoutNodes()
        }
        node = Algorithm.makeNode(
            properties,
            alignment: alignment
                ?? Self.defaultAlignment(hasMaxWidth: width.hasMaximum, hasMaxHeight: height.hasMaximum),
            flexibility: flexibility ?? Self.defaultFlexibility(properties),
            viewReuseId: viewReuseId, view: view, cleanedInputs: cleaning.cleaned, children: children)
    }

    /// The bounds given on one axis, cleaned: the minimum and the maximum.
    @inline(__always)
    private static func cleaned(
        _ given: GivenBounds, exact: String, min: String, max: String, _ cleaning: inout InputCleaning
    ) -> (CGFloat?, CGFloat?) {
        switch given {
        case .exact(let length):
            let cleaned = cleaning.length(length, exact)
            return (cleaned, cleaned)
        case .range(let minimum, let maximum):
            return (minimum.map { cleaning.length($0, min) }, cleaning.optionalLimit(maximum, max))
        }
    }

    /// A layout of exactly `width` × `height` points (limited by its parent's maximum).
    public init(
        width: CGFloat, height: CGFloat, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            width: .exact(width), height: .exact(height), alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// A layout exactly `width` points wide whose height lies between `minHeight` and `maxHeight`.
    public init(
        width: CGFloat, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment? = nil, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            width: .exact(width), height: .range(minHeight, maxHeight), alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// A layout exactly `height` points tall whose width lies between `minWidth` and `maxWidth`.
    public init(
        height: CGFloat, minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        alignment: Alignment? = nil, flexibility: Flexibility? = nil, viewReuseId: String? = nil,
        view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            width: .range(minWidth, maxWidth), height: .exact(height), alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// A layout of exactly `size`, in points.
    public init(
        size: CGSize, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            width: size.width, height: size.height, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// A layout at least `minSize`, in points, with no maximum.
    public init(
        minSize: CGSize, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            minWidth: minSize.width, minHeight: minSize.height, alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// A layout at most `maxSize`, in points, with no minimum.
    public init(
        maxSize: CGSize, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: (any Layout)? = nil
    ) {
        self.init(
            maxWidth: maxSize.width, maxHeight: maxSize.height, alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout)
    }

    /// A layout whose width and height are fractions of the maximum it is measured within, on the
    /// axes given one; for example, `widthFraction: 0.5` is half the width offered.
    ///
    /// On an axis with a fraction, the layout measures `fraction × maximum` (at most the maximum:
    /// a fraction above 1 is allowed, and clamped) when the maximum is finite, whatever its
    /// sublayout needs; within an unlimited maximum, it measures as if that axis had no fraction.
    /// The sublayout is measured within the result. The maximum is what the parent offers: in a
    /// ``StackLayout``, the length still left when this layout is measured, not the stack's whole
    /// length. A call that names no fraction (`SizeLayout()`) is the general initialiser's, and a
    /// layout without fractions is the one it makes.
    ///
    /// - Parameters:
    ///   - widthFraction: The width as a fraction of the maximum width, or `nil` for none. NaN,
    ///     infinite or negative is ignored, as `nil`.
    ///   - heightFraction: The height as a fraction of the maximum height, or `nil` for none. NaN,
    ///     infinite or negative is ignored, as `nil`.
    ///   - alignment: Placement within the offered rectangle; by default `.center` on an axis with
    ///     a fraction and `.fill` on the others, as for exact sizes.
    ///   - flexibility: Willingness to be compressed or stretched; by default inflexible on an axis
    ///     with a fraction (as an exact size) and the default flex on the others.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: A layout arranged within this one's bounds.
    ///
    /// - Complexity: O(1) besides the sublayout, in both passes.
    @_disfavoredOverload
    public init(
        widthFraction: CGFloat? = nil, heightFraction: CGFloat? = nil, alignment: Alignment? = nil,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil,
        sublayout: (any Layout)? = nil
    ) {
        var cleaning = InputCleaning()
        func fraction(_ value: CGFloat?, _ property: String) -> CGFloat? {
            guard let value else { return nil }
            guard value >= 0, value.isFinite else {
                cleaning.record(
                    property, value: value,
                    advice: "Pass a finite fraction of at least 0 (1 is the whole maximum), or nil for none.",
                    treatedAs: "no fraction")
                return nil
            }
            // −0 is 0: a length of −0 would print as one.
            return value == 0 ? 0 : value
        }
        let width = fraction(widthFraction, "widthFraction")
        let height = fraction(heightFraction, "heightFraction")
        let alignment = alignment ?? Self.defaultAlignment(hasMaxWidth: width != nil, hasMaxHeight: height != nil)
        let flexibility =
            flexibility
            ?? Flexibility(
                horizontal: width != nil ? Flexibility.inflexibleFlex : Flexibility.defaultFlex,
                vertical: height != nil ? Flexibility.inflexibleFlex : Flexibility.defaultFlex)
        let children = sublayout.map { SublayoutNodes(only: $0) } ?? SublayoutNodes()
        guard width != nil || height != nil else {
            node = Algorithm.makeNode(
                Algorithm(minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil), alignment: alignment,
                flexibility: flexibility, viewReuseId: viewReuseId, view: view, cleanedInputs: cleaning.cleaned,
                children: children)
            return
        }
        node = FractionKind.makeNode(
            FractionKind(widthFraction: width, heightFraction: height), alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, cleanedInputs: cleaning.cleaned,
            children: children)
    }

    /// LayoutKit's default: `.fill` on an axis given no maximum, `.center` on one given a maximum,
    /// even an unlimited one (or, here, a fraction).
    private static func defaultAlignment(hasMaxWidth: Bool, hasMaxHeight: Bool) -> Alignment {
        Alignment(vertical: hasMaxHeight ? .center : .fill, horizontal: hasMaxWidth ? .center : .fill)
    }

    private static func defaultFlexibility(_ properties: Algorithm) -> Flexibility {
        func flex(_ min: CGFloat?, _ max: CGFloat?) -> Flexibility.Flex {
            // LayoutKit's tolerance: bounds closer than 0.0001 point make an exact size.
            if let min, let max, abs(min - max) < 0.0001 { return Flexibility.inflexibleFlex }
            return Flexibility.defaultFlex
        }
        return Flexibility(
            horizontal: flex(properties.minWidth, properties.maxWidth),
            vertical: flex(properties.minHeight, properties.maxHeight))
    }

    // MARK: Properties

    /// The smallest width, in points, or `nil`.
    public var minWidth: CGFloat? { bounds?.minWidth }
    /// The largest width, in points, or `nil`.
    public var maxWidth: CGFloat? { bounds?.maxWidth }
    /// The smallest height, in points, or `nil`.
    public var minHeight: CGFloat? { bounds?.minHeight }
    /// The largest height, in points, or `nil`.
    public var maxHeight: CGFloat? { bounds?.maxHeight }
    /// The width as a fraction of the maximum width, or `nil`.
    public var widthFraction: CGFloat? { fractions?.widthFraction }
    /// The height as a fraction of the maximum height, or `nil`.
    public var heightFraction: CGFloat? { fractions?.heightFraction }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The sublayout, if any.
    public var sublayout: (any Layout)? { node.sublayouts.first }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension SizeLayout {
    /// A layout whose size lies between the given minimums and maximums, in points (`nil` means no
    /// bound), around the layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - minWidth: The smallest width, in points.
    ///   - maxWidth: The largest width, in points.
    ///   - minHeight: The smallest height, in points.
    ///   - maxHeight: The largest height, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment,
            flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout of exactly `width` × `height` points (limited by its parent's maximum) around the
    /// layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        width: CGFloat, height: CGFloat, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            width: width, height: height, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout exactly `width` points wide whose height lies between `minHeight` and `maxHeight`,
    /// around the layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - minHeight: The smallest height, in points.
    ///   - maxHeight: The largest height, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        width: CGFloat, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            width: width, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout exactly `height` points tall whose width lies between `minWidth` and `maxWidth`,
    /// around the layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - height: The height, in points.
    ///   - minWidth: The smallest width, in points.
    ///   - maxWidth: The largest width, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        height: CGFloat, minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            height: height, minWidth: minWidth, maxWidth: maxWidth, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout of exactly `size`, in points, around the layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - size: The size, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        size: CGSize, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            size: size, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout at least `minSize`, in points, with no maximum, around the layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - minSize: The smallest size, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        minSize: CGSize, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            minSize: minSize, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout at most `maxSize`, in points, with no minimum, around the layout `sublayout` builds: the same value as
    /// the initialiser with the same bounds that takes it as a value.
    ///
    /// - Parameters:
    ///   - maxSize: The largest size, in points.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    public init(
        maxSize: CGSize, alignment: Alignment? = nil, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            maxSize: maxSize, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }

    /// A layout whose width and height are fractions of the maximum it is measured within
    /// (where finite), around the layout `sublayout` builds: the same value as the initialiser
    /// with the same fractions that takes it as a value.
    ///
    /// - Parameters:
    ///   - widthFraction: The width as a fraction of the maximum width, or `nil` for none.
    ///   - heightFraction: The height as a fraction of the maximum height, or `nil` for none.
    ///   - alignment: Placement within the offered rectangle; see the type's defaults.
    ///   - flexibility: Willingness to be compressed or stretched; see the type's defaults.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout arranged within this one's bounds: one layout, or several
    ///     that a vertical stack holds (see ``LayoutBuilder``).
    @_disfavoredOverload
    public init(
        widthFraction: CGFloat? = nil, heightFraction: CGFloat? = nil, alignment: Alignment? = nil,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil,
        @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            widthFraction: widthFraction, heightFraction: heightFraction, alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayout: sublayout())
    }
}
