import Foundation

/// Items in lines that grow, shrink, wrap and align as CSS's flexible box layout lays them out
/// (css-flexbox-1), frame for frame as a browser does.
///
/// **Measuring.** On each axis where the maximum is finite, the container is exactly that long
/// (its definite size, like a block-level `display: flex` element's width); on an unlimited axis
/// it fits its content: its max-content width (the items' widths side by side in a row, the
/// widest item in a column), or the height its lines take. Within that border box it runs the
/// algorithm of css-flexbox-1 §9 (see `FlexLayout+Algorithm.swift`): flex base sizes and
/// hypothetical main sizes, lines, flexible lengths with min and max violations frozen, cross
/// sizes and stretching, auto margins, `justifyContent`, `alignItems` and ``FlexItem/alignSelf``,
/// `alignContent`, reversed axes and gaps; then the absolutely positioned items against its
/// padding box. Each item's layout is measured for real once, at its border box; before that the
/// algorithm asks for its content's sizes (its max-content width, its height at a width, and its
/// minimum content width if it shrinks below the first), each answered once per pass; a
/// `FlexLayout` item answers its max-content width from its own items without being laid out.
///
/// **Arranging.** Each item's layout is framed at the item's border box, whatever its own
/// alignment; one node per item, in source order, absolutely positioned and empty items
/// included. Placed in a frame of another size than it measured (a parent that stretches it),
/// the items keep the frames computed for the measured size.
///
/// **Defaults** are CSS's initial values: ``FlexDirection/row``, ``FlexWrap/noWrap``,
/// ``JustifyContent/flexStart``, ``AlignItems/stretch``, ``AlignContent/stretch`` (CSS's
/// `normal`), no gaps, no padding; alignment `.fill` and flexibility `.flexible`.
///
/// **Bad input.** A NaN, infinite or negative gap is 0, reported by
/// ``LayoutArrangement/diagnostics``; a bad padding is 0 too, cleaned by ``EdgeInsets`` when it is
/// made (as for every kind); the items clean and report their own (see ``FlexItem``).
///
/// - Complexity: O(n) per run of the algorithm in the number of items, plus the
///   items' own measuring; each item's layout is measured once and asked each content question
///   at most once per distinct maximum in a pass, so nested containers stay linear in the number
///   of layouts.
public struct FlexLayout: _BuiltInLayout {
    /// A flex container's properties and algorithm (the algorithm is in
    /// `FlexLayout+Algorithm.swift`).
    struct Algorithm: LayoutAlgorithm {
        var direction: FlexDirection
        var wrap: FlexWrap
        var justifyContent: JustifyContent
        var alignItems: AlignItems
        var alignContent: AlignContent
        var rowGap: CGFloat
        var columnGap: CGFloat
        var padding: EdgeInsets
        var items: [FlexItemStyle]
        /// What each item's style and layout say once, for the runs (which items were given
        /// without a layout, which are positioned absolutely, which keep the initial sizes and
        /// margins).
        var traits: [FlexItemTraits]

        /// The items' states a probe resolved, for the real run at the same width.
        typealias Cache = FlexRunCache

        static func layout(of node: BuiltInNode<Algorithm>) -> FlexLayout { FlexLayout(node: node) }

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

            /// The padding, read directly: a flex parent asks each item's layout in every run,
            /// and through the kind's whole ``childArrangement`` (built by generic code) W8 spent
            /// about 100 instructions a node on it.
            override func contentInsets(in pass: LayoutPass, context: LayoutContext) -> EdgeInsets {
                properties.padding
            }
        }

        /// Lays the items out and measures each at its frame, which it keeps with the item's
        /// measurement for ``place(children:in:context:)``; a probe only sizes the container.
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let offeredHeight = children.offeredHeight
            // Read once: a probe counts each read as a partial measurement.
            let sizeOnly = children.measuresSizeOnly
            if sizeOnly || items.isEmpty {
                var noFrames = GrowableBuffer<FlexItemFrame>(capacity: 0)
                return layOut(
                    within: maxSize, offeredHeight: offeredHeight, sizeOnly: sizeOnly, frames: &noFrames,
                    children: &children)
            }
            // The frames in the pass's temporary storage: a run allocates nothing for them.
            return children.withTemporaryBuffer(of: FlexItemFrame.self, minimumCapacity: items.count) {
                frames, children in
                frames.append(FlexItemFrame(), repetitions: items.count)
                let size = layOut(
                    within: maxSize, offeredHeight: offeredHeight, frames: &frames, children: &children)
                for index in 0..<frames.count {
                    children.measure(
                        index, exactlyIn: frames[index].rect, heightIsDefinite: frames[index].heightIsDefinite)
                }
                return size
            }
        }

        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            for child in children {
                children.place(child, in: children.keptFrame(of: child))
            }
        }

        static var readsOfferedHeight: Bool { true }

        func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            intrinsicContentWidth(minimum: true, children: &children) + padding.horizontal
        }

        static var answersMaxContentWidth: Bool { true }

        /// The width ``layOut(within:offeredHeight:sizeOnly:frames:children:)`` gives within an
        /// unlimited width, from the items' widths alone, without laying them out; `nil` for a
        /// wrapping column of limited height, whose width is where its lines break.
        func maxContentWidth(height: CGFloat, context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
            if !direction.isRow, wrap != .noWrap, height.isFinite { return nil }
            return maxContentWidth(children: &children)
        }

        /// Items overflow their container as CSS's do (see ``FlexLayout``'s discussion).
        var childArrangement: ChildArrangement {
            ChildArrangement(
                sequenceAxis: nil, overlapsAlongSequence: false, overlappingSpacing: nil, childInsets: padding,
                childrenMayOverflow: true)
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// A flex container of `children`.
    ///
    /// - Parameters:
    ///   - direction: The main axis and the direction items follow along it.
    ///   - wrap: Whether items break into several lines.
    ///   - justifyContent: How free space along the main axis is distributed.
    ///   - alignItems: How items are placed across their line (each item may override it).
    ///   - alignContent: How lines are placed across the container (several lines only).
    ///   - rowGap: The space between rows: between lines of a row container, between items of a
    ///     column container, in points.
    ///   - columnGap: The space between columns: between items of a row container, between lines
    ///     of a column container, in points.
    ///   - padding: The space between the border box and the items, in points.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched by a parent that is not a flex
    ///     container.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - children: The items, in order.
    public init(
        direction: FlexDirection = .row, wrap: FlexWrap = .noWrap, justifyContent: JustifyContent = .flexStart,
        alignItems: AlignItems = .stretch, alignContent: AlignContent = .stretch, rowGap: CGFloat = 0,
        columnGap: CGFloat = 0, padding: EdgeInsets = .zero, alignment: Alignment = .fill,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil,
        children: [FlexItem] = []
    ) {
        var cleaning = InputCleaning()
        let cleanedPadding = EdgeInsets(
            top: cleaning.length(padding.top, "padding.top"),
            leading: cleaning.length(padding.leading, "padding.leading"),
            bottom: cleaning.length(padding.bottom, "padding.bottom"),
            trailing: cleaning.length(padding.trailing, "padding.trailing"))
        var cleaned = cleaning.cleaned
        for (index, item) in children.enumerated() {
            for input in item.cleanedInputs {
                cleaned.append(
                    CleanedInput(
                        property: "children[\(index)].\(input.property)", value: input.value,
                        cleanedValue: input.cleanedValue, advice: input.advice))
            }
        }
        var gapCleaning = InputCleaning()
        let kind = Algorithm(
            direction: direction, wrap: wrap, justifyContent: justifyContent, alignItems: alignItems,
            alignContent: alignContent, rowGap: gapCleaning.length(rowGap, "rowGap"),
            columnGap: gapCleaning.length(columnGap, "columnGap"), padding: cleanedPadding,
            items: children.map(\.style),
            traits: children.map { FlexItemTraits(style: $0.style, isEmpty: $0.layout == nil) })
        node = Algorithm.makeNode(
            kind, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: gapCleaning.cleaned + cleaned,
            sublayouts: children.map { $0.layout ?? FlexLayout.emptyItemLayout })
    }

    /// What an item given without a layout stands for: an empty container, one value shared by
    /// every such item, so that building an empty item (a spacer) allocates nothing, and a pass
    /// answers a question asked of several empty items within the same maximum once.
    static let emptyItemLayout = FlexLayout()

    /// The main axis and the direction items follow along it.
    public var direction: FlexDirection { node.properties.direction }
    /// Whether items break into several lines.
    public var wrap: FlexWrap { node.properties.wrap }
    /// How free space along the main axis is distributed.
    public var justifyContent: JustifyContent { node.properties.justifyContent }
    /// How items are placed across their line.
    public var alignItems: AlignItems { node.properties.alignItems }
    /// How lines are placed across the container.
    public var alignContent: AlignContent { node.properties.alignContent }
    /// The space between rows, in points.
    public var rowGap: CGFloat { node.properties.rowGap }
    /// The space between columns, in points.
    public var columnGap: CGFloat { node.properties.columnGap }
    /// The space between the border box and the items, in points.
    public var padding: EdgeInsets { node.properties.padding }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The items, in order, with their layouts (`nil` for an empty box).
    public var children: [FlexItem] {
        let properties = node.properties
        return zip(node.sublayouts, properties.items).enumerated().map { index, pair in
            FlexItem(layout: properties.traits[index].contains(.isEmpty) ? nil : pair.0, style: pair.1)
        }
    }

    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension FlexLayout {
    /// A flex container of the items `children` builds: the same value as the initialiser that
    /// takes them as an array.
    ///
    /// - Parameters:
    ///   - direction: The main axis and the direction items follow along it.
    ///   - wrap: Whether items break into several lines.
    ///   - justifyContent: How free space along the main axis is distributed.
    ///   - alignItems: How items are placed across their line (each item may override it).
    ///   - alignContent: How lines are placed across the container (several lines only).
    ///   - rowGap: The space between rows, in points.
    ///   - columnGap: The space between columns, in points.
    ///   - padding: The space between the border box and the items, in points.
    ///   - alignment: Placement within the offered rectangle.
    ///   - flexibility: Willingness to be compressed or stretched by a parent that is not a flex
    ///     container.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - children: Builds the items, in order (see ``FlexItemBuilder``).
    public init(
        direction: FlexDirection = .row, wrap: FlexWrap = .noWrap, justifyContent: JustifyContent = .flexStart,
        alignItems: AlignItems = .stretch, alignContent: AlignContent = .stretch, rowGap: CGFloat = 0,
        columnGap: CGFloat = 0, padding: EdgeInsets = .zero, alignment: Alignment = .fill,
        flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil,
        @FlexItemBuilder children: () -> [FlexItem]
    ) {
        self.init(
            direction: direction, wrap: wrap, justifyContent: justifyContent, alignItems: alignItems,
            alignContent: alignContent, rowGap: rowGap, columnGap: columnGap, padding: padding, alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, children: children())
    }
}
