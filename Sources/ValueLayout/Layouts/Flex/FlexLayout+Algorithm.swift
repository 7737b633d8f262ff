import Foundation

// The CSS Flexible Box Layout algorithm (css-flexbox-1 §9), in the specification's order and
// numbering: each step's heading quotes the step it implements, so the two can be read side by
// side. Lengths are computed along abstract axes (main and cross, each from its start edge) and
// turned into frames, left to right, at the end; the finished tree is mirrored for right-to-left
// like every other kind's.

/// An item's border box in its container's coordinates, and whether its height is definite (a
/// basis for its content's percentages): one buffer for both.
struct FlexItemFrame {
    var rect: CGRect = .zero
    var heightIsDefinite = false
}

/// One flex item while its container lays it out: its resolved properties and the sizes the
/// steps compute, along the container's abstract axes.
struct FlexItemState {
    /// The item's index among the container's items (its sublayout index).
    let index: Int
    // The item's own properties the steps read after resolving it: copied one by one, not as the
    // whole style, because every run makes a record for each item.
    let grow: CGFloat
    let shrink: CGFloat
    let basis: FlexDimension
    let aspectRatio: CGFloat?
    /// `align-self`, resolved against the container's `align-items`.
    let align: AlignItems

    // Margins along the abstract axes; an `auto` margin is 0 until a step gives it free space.
    var marginMainStart: CGFloat = 0
    var marginMainEnd: CGFloat = 0
    var marginCrossStart: CGFloat = 0
    var marginCrossEnd: CGFloat = 0
    var autoMainStart = false
    var autoMainEnd = false
    var autoCrossStart = false
    var autoCrossEnd = false

    /// The padding of the item's layout along each axis: no border box is smaller.
    var paddingMain: CGFloat = 0
    var paddingCross: CGFloat = 0

    /// The main and cross size properties, when definite.
    var mainSize: CGFloat?
    var crossSize: CGFloat?
    /// Whether the cross size property is `auto` (a percentage of an indefinite length behaves
    /// as `auto` but does not stretch).
    var crossIsAuto = true
    /// The min and max size properties along each axis; `minMain` is `nil` while it is an
    /// automatic minimum size not yet needed (an item with a max-content base size that has not
    /// shrunk below it).
    var minMain: CGFloat?
    var maxMain: CGFloat = .infinity
    var minCross: CGFloat = 0
    var maxCross: CGFloat = .infinity

    /// In a column, the width the item's content is laid out at.
    var contentCross: CGFloat = 0
    /// In a column, the width available to an item fitted to its content.
    var fitContentLimit: CGFloat = .infinity

    var flexBaseSize: CGFloat = 0
    /// Whether the flex basis was definite (case A of §9.2.3).
    var hasDefiniteBasis = false
    var hypotheticalMainSize: CGFloat = 0
    var targetMainSize: CGFloat = 0
    var frozen = false
    /// The last loop's min/max violation (§9.7 step 4d): the clamped size less the target.
    var violation: CGFloat = 0
    var hypotheticalCrossSize: CGFloat = 0
    var usedCrossSize: CGFloat = 0
    /// The distance from the border box's cross-start edge to its baseline (a row's
    /// baseline-aligned items).
    var baseline: CGFloat = 0

    var mainPosition: CGFloat = 0
    var crossPosition: CGFloat = 0

    init(index: Int, grow: CGFloat, shrink: CGFloat, basis: FlexDimension, aspectRatio: CGFloat?, align: AlignItems) {
        self.index = index
        self.grow = grow
        self.shrink = shrink
        self.basis = basis
        self.aspectRatio = aspectRatio
        self.align = align
    }

    var mainMargins: CGFloat { marginMainStart + marginMainEnd }
    var crossMargins: CGFloat { marginCrossStart + marginCrossEnd }
    var outerFlexBaseSize: CGFloat { flexBaseSize + mainMargins }
    var outerHypotheticalMainSize: CGFloat { hypotheticalMainSize + mainMargins }
    var outerTargetMainSize: CGFloat { targetMainSize + mainMargins }

    /// `size` clamped by the main min and max sizes (`minimum` standing for an automatic minimum)
    /// and floored at the padding.
    func clampedMain(_ size: CGFloat, minimum: CGFloat) -> CGFloat {
        max(max(minimum, min(maxMain, size)), paddingMain)
    }

    func clampedCross(_ size: CGFloat) -> CGFloat {
        max(max(minCross, min(maxCross, size)), paddingCross)
    }
}

/// A flex line: a run of items (indices into the in-flow items) and its cross size and position.
struct FlexLine {
    var items: Range<Int>
    var crossSize: CGFloat = 0
    var crossPosition: CGFloat = 0
}

/// A container's lines, in order: the first one inline and the others in an array, so that a
/// single-line container (the usual one, and every container that does not wrap) allocates
/// nothing for its lines. There is always at least one line. The algorithm walks it by index:
/// iterating it copies it, which retained the array of the others on every loop.
struct FlexLines: RandomAccessCollection, MutableCollection {
    private var first: FlexLine
    private var others: [FlexLine] = []

    init(_ first: FlexLine) {
        self.first = first
    }

    mutating func append(_ line: FlexLine) { others.append(line) }

    var startIndex: Int { 0 }
    var endIndex: Int { others.count + 1 }

    subscript(position: Int) -> FlexLine {
        get { position == 0 ? first : others[position - 1] }
        set {
            if position == 0 { first = newValue } else { others[position - 1] = newValue }
        }
    }
}

/// The algorithm, run on the container's properties where they are stored: a run borrows them
/// rather than copying them (a copy retained the item arrays and copied the whole record, three
/// times per container and pass).
extension FlexLayout.Algorithm {
    var isRow: Bool { direction.isRow }
    /// The gap between items along the main axis.
    var mainGap: CGFloat { isRow ? columnGap : rowGap }
    /// The gap between lines.
    var crossGap: CGFloat { isRow ? rowGap : columnGap }

    /// The container's border-box size within `maxSize`, its items' frames written into
    /// `frames` (one per item, by item index; empty for `sizeOnly`): a finite width is the
    /// container's definite width; a finite height is its definite height when
    /// `heightIsDefinite`, else the most it may take; an unlimited side fits the content.
    ///
    /// With `sizeOnly` (a probe, which keeps no frames) the run stops once the size is known:
    /// no frames, no alignment, no absolutely positioned items.
    func layOut(
        within maxSize: CGSize, offeredHeight: OfferedHeight, sizeOnly: Bool = false,
        frames: inout GrowableBuffer<FlexItemFrame>,
        children: inout MeasuringChildren
    ) -> CGSize {
        assert(frames.count == (sizeOnly ? 0 : self.items.count), "a flex run given \(frames.count) frames")
        let padding = self.padding
        // A container without items (an empty item's stand-in, a spacer) allocates nothing.
        guard !self.items.isEmpty else {
            return Self.emptyContainerSize(within: maxSize, offeredHeight: offeredHeight, padding: padding)
        }
        let innerHeight: CGFloat? =
            maxSize.height.isFinite && offeredHeight != .maximum ? max(0, maxSize.height - padding.vertical) : nil
        let percentageHeight = offeredHeight == .definite ? innerHeight : nil
        let heightLimit: CGFloat? = maxSize.height.isFinite ? max(0, maxSize.height - padding.vertical) : nil
        let innerWidth: CGFloat?
        if maxSize.width.isFinite {
            innerWidth = max(0, maxSize.width - padding.horizontal)
        } else if !isRow, self.wrap != .noWrap, heightLimit != nil {
            // A wrapping column as wide as its lines: laid out below.
            innerWidth = nil
        } else {
            innerWidth = maxContentInnerWidth(children: &children)
        }
        func borderBox(_ content: CGSize) -> CGSize {
            CGSize(
                width: min(min(content.width + padding.horizontal, maxSize.width), LayoutLimits.maximumLength),
                height: min(min(content.height + padding.vertical, maxSize.height), LayoutLimits.maximumLength))
        }
        let content = children.withTemporaryBuffer(of: FlexItemState.self, minimumCapacity: self.items.count) {
            items, children in
            layOutItems(
                &items, innerWidth: innerWidth, innerHeight: innerHeight, percentageHeight: percentageHeight,
                heightLimit: heightLimit, sizeOnly: sizeOnly, frames: &frames, children: &children)
        }
        let size = borderBox(content)
        if sizeOnly { return size }
        layOutAbsoluteItems(size: size, frames: &frames, children: &children)
        return size
    }

    /// The border box of a container without items within `maxSize`: its one line is empty, so
    /// its content box is as large as its definite sides, else 0 (the width of an empty wrapping
    /// column included).
    static func emptyContainerSize(within maxSize: CGSize, offeredHeight: OfferedHeight, padding: EdgeInsets)
        -> CGSize
    {
        let contentWidth = maxSize.width.isFinite ? max(0, maxSize.width - padding.horizontal) : 0
        let contentHeight =
            maxSize.height.isFinite && offeredHeight != .maximum ? max(0, maxSize.height - padding.vertical) : 0
        return CGSize(
            width: min(min(contentWidth + padding.horizontal, maxSize.width), LayoutLimits.maximumLength),
            height: min(min(contentHeight + padding.vertical, maxSize.height), LayoutLimits.maximumLength))
    }

    // MARK: Questions to items

    // An item given without a layout stands on an empty container without padding
    // (`FlexLayout.emptyItemLayout`), whose answers follow from its rule for an empty container:
    // it is not asked. A tree whose leaves are such items (W8's) asks them nothing.

    /// The size the item at `index` measures within `maxSize` (see
    /// ``MeasuringChildren/probe(_:within:definiteHeight:)``).
    @inline(__always)
    private func probeItem(
        _ index: Int, within maxSize: CGSize, definiteHeight: Bool = false, children: inout MeasuringChildren
    ) -> CGSize {
        guard self.traits[index].contains(.isEmpty) else {
            return children.probe(index, within: maxSize, definiteHeight: definiteHeight)
        }
        return Self.emptyContainerSize(
            within: maxSize, offeredHeight: definiteHeight ? .definite : .maximum, padding: .zero)
    }

    /// The item's max-content width (see
    /// ``MeasuringChildren/maxContentWidth(_:height:definiteHeight:)``).
    @inline(__always)
    private func maxContentWidth(
        ofItem index: Int, height: CGFloat = .infinity, definiteHeight: Bool = false,
        children: inout MeasuringChildren
    ) -> CGFloat {
        guard self.traits[index].contains(.isEmpty) else {
            return children.maxContentWidth(index, height: height, definiteHeight: definiteHeight)
        }
        return 0
    }

    /// The item's minimum content width (see ``MeasuringChildren/minimumContentWidth(_:)``).
    @inline(__always)
    private func minimumContentWidth(ofItem index: Int, children: inout MeasuringChildren) -> CGFloat {
        guard self.traits[index].contains(.isEmpty) else { return children.minimumContentWidth(index) }
        return 0
    }

    /// The padding of the item's layout (see ``MeasuringChildren/contentInsets(_:)``).
    @inline(__always)
    private func contentInsets(ofItem index: Int, children: inout MeasuringChildren) -> EdgeInsets {
        guard self.traits[index].contains(.isEmpty) else { return children.contentInsets(index) }
        return .zero
    }

    // MARK: §9.2–9.6 for the in-flow items

    /// Lays out the in-flow items in a content box `innerWidth` wide and `innerHeight` tall
    /// (`nil`: fit the content; a column fitting its content breaks lines at `heightLimit`),
    /// with percentages of heights against `percentageHeight`; writes their frames and whether
    /// each item's height is definite (unless `sizeOnly`), and returns the content box's size.
    private func layOutItems(
        _ items: inout GrowableBuffer<FlexItemState>, innerWidth: CGFloat?, innerHeight: CGFloat?,
        percentageHeight: CGFloat?,
        heightLimit: CGFloat?, sizeOnly: Bool, frames: inout GrowableBuffer<FlexItemFrame>,
        children: inout MeasuringChildren
    ) -> CGSize {
        // §9.2.2 "Determine the available main and cross space for the flex items."
        let innerMain: CGFloat? = isRow ? innerWidth : innerHeight
        let innerCross: CGFloat? = isRow ? innerHeight : innerWidth

        // Only items with a layout are asked questions while they are resolved: a container of
        // empty items (a spacer's, the leaves of a tree of containers) resolves them for less
        // than keeping and finding their states costs.
        let keepsResolvedItems = self.traits.contains { !$0.contains(.isEmpty) }
        if keepsResolvedItems, let kept = children.keptCache(of: Self.self),
            kept.holds(
                innerWidth: innerWidth, percentageHeight: percentageHeight,
                readsPercentageHeight: { self.traits.contains { $0.contains(.readsPercentageHeight) } })
        {
            // The probe before this run resolved the items in the same width and percentage
            // height: its states are this run's (see `FlexRunCache`).
            children.appendKept(kept.states, to: &items)
        } else {
            resolveItemsAndBaseSizes(
                &items, innerWidth: innerWidth, innerCross: innerCross, percentageHeight: percentageHeight,
                children: &children)
            if sizeOnly, keepsResolvedItems {
                children.keep(
                    FlexRunCache(
                        innerWidth: innerWidth, percentageHeight: percentageHeight,
                        states: children.keepElements(of: items)),
                    of: Self.self)
            }
        }

        // §9.3.5 "Collect flex items into flex lines."
        var lines = collectLines(items, innerMain: innerMain ?? (isRow ? nil : heightLimit))

        // §9.3.6 "Resolve the flexible lengths of all the flex items to find their used main size."
        // A main size that fits the content is the longest line's hypothetical length (step 4 of
        // §9.2 sizes the container under a max-content constraint).
        let usedInnerMain = min(
            innerMain ?? lines.map { lineLength(items, $0.items, hypothetical: true) }.max() ?? 0,
            isRow ? .infinity : heightLimit ?? .infinity)
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            resolveFlexibleLengths(&items, line: line.items, innerMain: usedInnerMain, children: &children)
        }

        // §9.4.7 "Determine the hypothetical cross size of each item." Not asked where nothing
        // reads it: in a single-line row of definite cross size, the line's cross size is the
        // container's (§9.4.8) and a stretched item's is the line's (§9.4.11).
        let isSingleLine = self.wrap == .noWrap
        let linesTakeTheContainersCross = isRow && isSingleLine && innerCross != nil
        for position in 0..<items.count {
            if linesTakeTheContainersCross, items[position].isStretched { continue }
            determineHypotheticalCrossSize(
                &items[position], mainIsDefinite: percentageHeight != nil || items[position].hasDefiniteBasis,
                children: &children)
        }

        // §9.4.8 "Calculate the cross size of each flex line."
        for index in lines.indices {
            lines[index].crossSize = crossSize(
                ofLine: lines[index].items, of: items, definiteInnerCross: isSingleLine ? innerCross : nil)
        }

        // A probe stops here: the content box's size is known (§9.6.16; stretching lines in
        // §9.4.9 fills a definite cross size, which is the size either way).
        if sizeOnly {
            let usedInnerCross = innerCross ?? linesLength(lines)
            return isRow
                ? CGSize(width: usedInnerMain, height: usedInnerCross)
                : CGSize(width: usedInnerCross, height: usedInnerMain)
        }

        // §9.4.9 "Handle 'align-content: stretch'."
        if !isSingleLine, self.alignContent == .stretch, let innerCross {
            let free = innerCross - linesLength(lines)
            if free > 0 {
                let share = free / CGFloat(lines.count)
                for index in lines.indices { lines[index].crossSize += share }
            }
        }

        // §9.4.11 "Determine the used cross size of each flex item."
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            for position in line.items {
                determineUsedCrossSize(&items[position], lineCrossSize: line.crossSize)
            }
        }

        // §9.5.12–13 "Distribute any remaining free space", by auto margins, then 'justify-content'.
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            alignMainAxis(&items, line: line.items, innerMain: usedInnerMain)
        }

        // §9.6.14–15 Cross-axis auto margins and 'align-self'.
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            alignCrossAxis(&items, line: line.items, lineCrossSize: line.crossSize)
        }

        // §9.6.16 "Determine the flex container's used cross size."
        let usedInnerCross = innerCross ?? linesLength(lines)

        // §9.6.17 "Align all flex lines per 'align-content'."
        alignLines(&lines, innerCross: usedInnerCross, isSingleLine: isSingleLine)

        // Frames, left to right, in the container's border box.
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            for position in line.items {
                let index = items[position].index
                frames[index].rect = frame(
                    of: &items[position], lineCrossPosition: line.crossPosition, innerMain: usedInnerMain,
                    innerCross: usedInnerCross)
                // §9.8: a stretched item's cross size is definite, and so is a main size flexed in a
                // container whose main size is definite, or from a definite basis (as Chromium).
                frames[index].heightIsDefinite =
                    isRow
                    ? items[position].isStretched || items[position].crossSize != nil
                    : percentageHeight != nil || items[position].hasDefiniteBasis
            }
        }
        return isRow
            ? CGSize(width: usedInnerMain, height: usedInnerCross)
            : CGSize(width: usedInnerCross, height: usedInnerMain)
    }

    /// §9.1 and §9.2.3 for the in-flow items: appends each one's state to `items`, resolved in a
    /// content box `innerWidth` wide (percentages of heights against `percentageHeight`), with its
    /// flex base size and hypothetical main size.
    @inline(__always)
    private func resolveItemsAndBaseSizes(
        _ items: inout GrowableBuffer<FlexItemState>, innerWidth: CGFloat?, innerCross: CGFloat?,
        percentageHeight: CGFloat?, children: inout MeasuringChildren
    ) {
        // §9.1 Initial Setup: absolutely positioned children are not flex items. (`items` is the
        // pass's array, lent empty for this run.)
        for index in self.items.indices where !self.traits[index].contains(.isAbsolute) {
            // Made in the buffer, then resolved there: a state returned and appended was copied
            // twice (a quarter of a kilobyte each time).
            items.append(
                FlexItemState(
                    index: index, grow: self.items[index].grow, shrink: self.items[index].shrink,
                    basis: self.items[index].basis, aspectRatio: self.items[index].aspectRatio,
                    align: self.items[index].alignSelf.resolved(self.alignItems)))
            resolveItem(
                &items[items.count - 1], innerWidth: innerWidth, innerHeight: percentageHeight, children: &children)
        }

        // §9.2.3 "Determine the flex base size and hypothetical main size of each item." (A
        // percentage basis resolves against a definite main size only.)
        let percentageMain = isRow ? innerWidth : percentageHeight
        for position in 0..<items.count {
            determineFlexBaseSize(
                &items[position], innerMain: percentageMain, innerCross: innerCross, children: &children)
        }
    }

    /// Resolves the item's properties against the container's content box (§9.1 and the
    /// percentages of §5.1–5.2), in place. Read property by property where they are stored: an item's
    /// style is too large to copy for each run, and an item that keeps the initial sizes or
    /// margins (its traits say so) is left at the state's initial values for them.
    private func resolveItem(
        _ item: inout FlexItemState, innerWidth: CGFloat?, innerHeight: CGFloat?, children: inout MeasuringChildren
    ) {
        let index = item.index
        let traits = self.traits[index]
        let insets = contentInsets(ofItem: index, children: &children)
        item.paddingMain = isRow ? insets.horizontal : insets.vertical
        item.paddingCross = isRow ? insets.vertical : insets.horizontal
        if !traits.contains(.hasNoMargins) {
            resolveMargins(of: &item, margin: self.items[index].margin, innerWidth: innerWidth)
        }
        if !traits.contains(.hasAutoSizes) {
            resolveSizes(of: &item, innerWidth: innerWidth, innerHeight: innerHeight, insets: insets)
        }
    }

    /// The item's margins along the abstract axes: percentages of the container's width on every
    /// side (CSS 2 §8.3); a reversed axis swaps its start and end edges.
    private func resolveMargins(of item: inout FlexItemState, margin: FlexEdges, innerWidth: CGFloat?) {
        let top = margin.top.isAuto ? nil : margin.top.resolved(against: innerWidth) ?? 0
        let left = margin.leading.isAuto ? nil : margin.leading.resolved(against: innerWidth) ?? 0
        let bottom = margin.bottom.isAuto ? nil : margin.bottom.resolved(against: innerWidth) ?? 0
        let right = margin.trailing.isAuto ? nil : margin.trailing.resolved(against: innerWidth) ?? 0
        let mainReversed = self.direction.isReversed
        let crossReversed = self.wrap == .wrapReverse
        let (mainStart, mainEnd) = isRow ? (left, right) : (top, bottom)
        let (crossStart, crossEnd) = isRow ? (top, bottom) : (left, right)
        (item.marginMainStart, item.autoMainStart) = self.margin(mainReversed ? mainEnd : mainStart)
        (item.marginMainEnd, item.autoMainEnd) = self.margin(mainReversed ? mainStart : mainEnd)
        (item.marginCrossStart, item.autoCrossStart) = self.margin(crossReversed ? crossEnd : crossStart)
        (item.marginCrossEnd, item.autoCrossEnd) = self.margin(crossReversed ? crossStart : crossEnd)
    }

    /// The item's sizes and their limits along the abstract axes, percentages against the
    /// content box; no size is less than the item's padding (`insets`).
    private func resolveSizes(
        of item: inout FlexItemState, innerWidth: CGFloat?, innerHeight: CGFloat?, insets: EdgeInsets
    ) {
        let style = self.items[item.index]
        let width = style.width.resolved(against: innerWidth).map { max($0, insets.horizontal) }
        let height = style.height.resolved(against: innerHeight).map { max($0, insets.vertical) }
        let minWidth = style.minWidth.isAuto ? nil : style.minWidth.resolved(against: innerWidth) ?? 0
        let minHeight = style.minHeight.isAuto ? nil : style.minHeight.resolved(against: innerHeight) ?? 0
        let maxWidth = style.maxWidth.resolved(against: innerWidth) ?? .infinity
        let maxHeight = style.maxHeight.resolved(against: innerHeight) ?? .infinity
        item.mainSize = isRow ? width : height
        item.crossSize = isRow ? height : width
        item.crossIsAuto = isRow ? style.height.isAuto : style.width.isAuto
        item.minMain = isRow ? minWidth : minHeight
        item.maxMain = isRow ? maxWidth : maxHeight
        item.minCross = (isRow ? minHeight : minWidth) ?? 0
        item.maxCross = isRow ? maxHeight : maxWidth
    }

    private func margin(_ value: CGFloat?) -> (CGFloat, Bool) {
        value.map { ($0, false) } ?? (0, true)
    }

    /// §9.2.3: the flex base size (A–E) and the hypothetical main size (the base size clamped by
    /// the min and max main sizes, the automatic minimum size included).
    private func determineFlexBaseSize(
        _ item: inout FlexItemState, innerMain: CGFloat?, innerCross: CGFloat?, children: inout MeasuringChildren
    ) {
        let ratio = item.aspectRatio
        if !isRow {
            item.contentCross = columnItemWidth(&item, innerWidth: innerCross, children: &children)
        }
        // A definite cross size, which an aspect ratio turns into a main size.
        let definiteCross: CGFloat? = isRow ? item.crossSize : item.crossSize ?? stretchedColumnWidth(item, innerCross)
        let basis = item.basis.isAuto ? item.mainSize : item.basis.resolved(against: innerMain)
        var base: CGFloat
        var isContentBased = false
        if let basis {
            // A. "If the item has a definite used flex basis, that's the flex base size."
            base = basis
            item.hasDefiniteBasis = true
        } else if let ratio, let cross = definiteCross {
            // B. "If the flex item has a preferred aspect ratio, a used flex basis of content, and
            // a definite cross size", the cross size through the ratio.
            base = isRow ? cross * ratio : cross / ratio
        } else {
            // C–E. The item's max-content main size.
            base = maxContentMainSize(item, children: &children)
            isContentBased = true
        }
        base = max(base, item.paddingMain)
        item.flexBaseSize = base
        // An automatic minimum is at most the content's min-content size, so it cannot raise a
        // max-content base size: it is asked for only if the item shrinks (§9.7 step 4d). Not
        // so for a row item of definite height, whose base is its width at that height (a ratio
        // layout's) while its minimum is measured without a height.
        if item.minMain == nil, isContentBased, !isRow || item.crossSize == nil {
            item.hypotheticalMainSize = item.clampedMain(base, minimum: 0)
            return
        }
        let minimum = item.minMain ?? automaticMinimumSize(item, definiteCross: definiteCross, children: &children)
        item.minMain = minimum
        item.hypotheticalMainSize = item.clampedMain(base, minimum: minimum)
    }

    /// A column item's width: its width property, its stretched width, or its width fitted to
    /// the content within the container's width.
    private func columnItemWidth(_ item: inout FlexItemState, innerWidth: CGFloat?, children: inout MeasuringChildren)
        -> CGFloat
    {
        if let width = item.crossSize { return item.clampedCross(width) }
        if let ratio = item.aspectRatio, let height = item.mainSize { return item.clampedCross(height * ratio) }
        if let stretched = stretchedColumnWidth(item, innerWidth) { return stretched }
        let available = innerWidth.map { max(0, $0 - item.crossMargins) } ?? .infinity
        item.fitContentLimit = available
        // Its max-content width within its max height (a wrapping column's width depends on where
        // its lines break; §9.4.7 measures it again at its used height).
        let maxContent = maxContentWidth(ofItem: item.index, height: item.maxMain, children: &children)
        guard maxContent > available else { return item.clampedCross(maxContent) }
        let minContent = minimumContentWidth(ofItem: item.index, children: &children)
        return item.clampedCross(min(maxContent, max(minContent, available)))
    }

    /// The width of a column item that a single-line container stretches to its width (§9.8.1:
    /// definite), or `nil`.
    private func stretchedColumnWidth(_ item: FlexItemState, _ innerWidth: CGFloat?) -> CGFloat? {
        guard !isRow, let innerWidth, self.wrap == .noWrap, item.align == .stretch, item.crossIsAuto,
            !item.autoCrossStart, !item.autoCrossEnd
        else { return nil }
        return item.clampedCross(innerWidth - item.crossMargins)
    }

    /// The item's max-content size along the main axis: its width measured without limit in a
    /// row, its height at its width in a column.
    private func maxContentMainSize(_ item: FlexItemState, children: inout MeasuringChildren) -> CGFloat {
        if isRow {
            // At its height when that is definite, else within its max height (a wrapping
            // column's width depends on where its lines break).
            return maxContentWidth(
                ofItem: item.index, height: item.crossSize ?? item.maxCross, definiteHeight: item.crossSize != nil,
                children: &children)
        }
        if let ratio = item.aspectRatio { return item.contentCross / ratio }
        return probeItem(
            item.index, within: CGSize(width: item.contentCross, height: item.maxMain), children: &children
        ).height
    }

    /// §4.5 "Automatic Minimum Size of Flex Items": the smaller of the specified size suggestion
    /// (a definite main size) and the content size suggestion (the min-content main size, or the
    /// size an aspect ratio transfers from a definite cross size), clamped by the max main size.
    private func automaticMinimumSize(
        _ item: FlexItemState, definiteCross: CGFloat?, children: inout MeasuringChildren
    ) -> CGFloat {
        var content: CGFloat
        if let ratio = item.aspectRatio, let cross = definiteCross {
            content = isRow ? cross * ratio : cross / ratio
        } else if isRow {
            content = minimumContentWidth(ofItem: item.index, children: &children)
        } else if item.aspectRatio == nil, case .points(let height) = self.items[item.index].height {
            // Measured at its height in points, as Chromium measures it (a percentage of the
            // container's height is unknown while it measures content, so that item's content
            // is measured at an unlimited height): a wrapping column's lines break there, and its
            // content is then its longest line, not all its items in one.
            let limit = min(max(height, item.paddingMain), item.maxMain)
            content =
                probeItem(item.index, within: CGSize(width: item.contentCross, height: limit), children: &children)
                .height
        } else {
            content = maxContentMainSize(item, children: &children)
        }
        content = min(content, item.maxMain)
        if let specified = item.mainSize { return min(specified, content) }
        return content
    }

    /// §9.3.5: items in order, a new line whenever the next item's outer hypothetical main size
    /// (and the gap before it) would overflow the container's main size.
    private func collectLines(_ items: borrowing GrowableBuffer<FlexItemState>, innerMain: CGFloat?) -> FlexLines {
        guard self.wrap != .noWrap, let innerMain, items.count > 0 else {
            return FlexLines(FlexLine(items: 0..<items.count))
        }
        var lines: FlexLines?
        var start = 0
        var length: CGFloat = 0
        for position in 0..<items.count {
            let outer = items[position].outerHypotheticalMainSize
            if position > start, length + mainGap + outer > innerMain + Self.tolerance {
                let line = FlexLine(items: start..<position)
                if lines == nil { lines = FlexLines(line) } else { lines!.append(line) }
                start = position
                length = outer
            } else {
                length += position > start ? mainGap + outer : outer
            }
        }
        let last = FlexLine(items: start..<items.count)
        guard var lines else { return FlexLines(last) }
        lines.append(last)
        return lines
    }

    /// How far sums of lengths may exceed a length and still fit it: rounding, not layout.
    static var tolerance: CGFloat { 1e-7 }

    /// The length of a line's items, by their outer hypothetical main sizes or else their outer
    /// target main sizes, with the gaps between them. (Fields read in place: an item's state is
    /// too large to copy.)
    private func lineLength(_ items: borrowing GrowableBuffer<FlexItemState>, _ line: Range<Int>, hypothetical: Bool)
        -> CGFloat
    {
        guard !line.isEmpty else { return 0 }
        var length: CGFloat = 0
        for position in line {
            length += hypothetical ? items[position].outerHypotheticalMainSize : items[position].outerTargetMainSize
        }
        return length + mainGap * CGFloat(line.count - 1)
    }

    /// The lines' cross sizes with the gaps between them.
    private func linesLength(_ lines: FlexLines) -> CGFloat {
        lines.reduce(0) { $0 + $1.crossSize } + crossGap * CGFloat(max(0, lines.count - 1))
    }

    /// §9.7 "Resolving Flexible Lengths" for one line. Reads the items' fields in place: a copy
    /// of an item's state is a quarter of a kilobyte.
    private func resolveFlexibleLengths(
        _ items: inout GrowableBuffer<FlexItemState>, line: Range<Int>, innerMain: CGFloat,
        children: inout MeasuringChildren
    ) {
        guard !line.isEmpty else { return }
        let gaps = mainGap * CGFloat(line.count - 1)
        // 1. "Determine the used flex factor."
        var hypotheticalLength: CGFloat = 0
        for position in line { hypotheticalLength += items[position].outerHypotheticalMainSize }
        let growing = hypotheticalLength + gaps < innerMain
        // A line exactly as long as its items' outer hypothetical sizes (a main size fitted to
        // the content) has no free space: the loop would freeze every item at its hypothetical
        // size (an item whose maximum clamps its flex base size shrinks from its base and is
        // clamped back to its maximum; the others keep their base, since an automatic minimum,
        // at most the min-content size, is at most a max-content base), so they are frozen there
        // without it, and without asking an automatic minimum nothing uses.
        if hypotheticalLength + gaps == innerMain {
            for position in line {
                items[position].targetMainSize = items[position].hypotheticalMainSize
                items[position].frozen = true
            }
            return
        }
        // 2. "Size inflexible items."
        var unfrozen = 0
        for position in line {
            let factor = growing ? items[position].grow : items[position].shrink
            let base = items[position].flexBaseSize
            let hypothetical = items[position].hypotheticalMainSize
            if factor == 0 || (growing && base > hypothetical) || (!growing && base < hypothetical) {
                items[position].frozen = true
                items[position].targetMainSize = hypothetical
            } else {
                items[position].frozen = false
                unfrozen += 1
            }
        }
        // 3. "Calculate initial free space."
        func freeSpace() -> CGFloat {
            var used: CGFloat = 0
            for position in line {
                used += items[position].frozen ? items[position].outerTargetMainSize : items[position].outerFlexBaseSize
            }
            return innerMain - gaps - used
        }
        let initialFreeSpace = freeSpace()
        // 4. "Loop."
        while unfrozen > 0 {
            // b. "Calculate the remaining free space."
            var remaining = freeSpace()
            var factors: CGFloat = 0
            var scaledFactors: CGFloat = 0
            for position in line where !items[position].frozen {
                if growing {
                    factors += items[position].grow
                } else {
                    factors += items[position].shrink
                    scaledFactors +=
                        items[position].shrink * (items[position].flexBaseSize - items[position].paddingMain)
                }
            }
            if factors < 1 {
                let scaled = initialFreeSpace * factors
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }
            // c. "Distribute free space proportional to the flex factors."
            for position in line where !items[position].frozen {
                let base = items[position].flexBaseSize
                if growing {
                    let ratio = factors > 0 ? items[position].grow / factors : 0
                    items[position].targetMainSize = base + remaining * ratio
                } else {
                    let scaled = items[position].shrink * (base - items[position].paddingMain)
                    let ratio = scaledFactors > 0 ? scaled / scaledFactors : 0
                    items[position].targetMainSize = base - abs(remaining) * ratio
                }
            }
            // d. "Fix min/max violations."
            var totalViolation: CGFloat = 0
            for position in line where !items[position].frozen {
                if items[position].minMain == nil, items[position].targetMainSize < items[position].flexBaseSize {
                    // Shrunk below its max-content base size: its automatic minimum may bind.
                    items[position].minMain = automaticMinimumSize(
                        items[position], definiteCross: nil, children: &children)
                }
                let target = items[position].targetMainSize
                let clamped = items[position].clampedMain(target, minimum: items[position].minMain ?? 0)
                items[position].violation = clamped - target
                totalViolation += clamped - target
                items[position].targetMainSize = clamped
            }
            // e. "Freeze over-flexed items."
            for position in line where !items[position].frozen {
                let violation = items[position].violation
                if abs(totalViolation) <= Self.tolerance || (totalViolation > 0 && violation > 0)
                    || (totalViolation < 0 && violation < 0)
                {
                    items[position].frozen = true
                    unfrozen -= 1
                }
            }
        }
    }

    /// §9.4.7: the item's cross size when laid out at its used main size (its content's height at
    /// its width in a row; its width in a column), clamped by its min and max cross sizes.
    private func determineHypotheticalCrossSize(
        _ item: inout FlexItemState, mainIsDefinite: Bool, children: inout MeasuringChildren
    ) {
        if !isRow {
            let stretchedToContainer = self.wrap == .noWrap && item.isStretched
            if item.crossSize == nil, !stretchedToContainer, let ratio = item.aspectRatio {
                item.hypotheticalCrossSize = item.clampedCross(item.targetMainSize * ratio)
            } else if item.crossIsAuto, !stretchedToContainer, item.crossSize == nil {
                // Laid out at its used height, the item may be wider (a wrapping column breaks its
                // lines there): its width fitted to that content. Its percentages resolve against
                // that height only if it is definite, as when the item is laid out at it.
                let maxContent = maxContentWidth(
                    ofItem: item.index, height: item.targetMainSize, definiteHeight: mainIsDefinite,
                    children: &children)
                item.contentCross = max(item.contentCross, item.clampedCross(min(maxContent, item.fitContentLimit)))
                item.hypotheticalCrossSize = item.contentCross
            } else {
                item.hypotheticalCrossSize = item.contentCross
            }
            return
        }
        if let height = item.crossSize {
            item.hypotheticalCrossSize = item.clampedCross(height)
        } else if let ratio = item.aspectRatio {
            item.hypotheticalCrossSize = item.clampedCross(item.targetMainSize / ratio)
        } else {
            let content = probeItem(
                item.index, within: CGSize(width: item.targetMainSize, height: item.maxCross), children: &children)
            item.hypotheticalCrossSize = item.clampedCross(content.height)
        }
        if item.align == .firstBaseline || item.align == .lastBaseline {
            let baselines = children.textBaselines(item.index, width: item.targetMainSize)
            let synthesized = item.hypotheticalCrossSize
            item.baseline = (item.align == .firstBaseline ? baselines?.first : baselines?.last) ?? synthesized
        }
    }

    /// §9.4.8: a single-line container's definite cross size, or else the largest outer
    /// hypothetical cross size of the line's items, with baseline-aligned items (in a row)
    /// counted by the distances above and below their shared baseline.
    private func crossSize(
        ofLine line: Range<Int>, of items: borrowing GrowableBuffer<FlexItemState>, definiteInnerCross: CGFloat?
    )
        -> CGFloat
    {
        if let definiteInnerCross { return definiteInnerCross }
        var largest: CGFloat = 0
        var firstAbove: CGFloat = 0
        var firstBelow: CGFloat = 0
        var lastAbove: CGFloat = 0
        var lastBelow: CGFloat = 0
        for position in line {
            let outer = items[position].hypotheticalCrossSize + items[position].crossMargins
            let align = items[position].align
            if isRow, align == .firstBaseline || align == .lastBaseline, !items[position].autoCrossStart,
                !items[position].autoCrossEnd
            {
                let above = items[position].marginCrossStart + items[position].baseline
                let below = outer - above
                if align == .firstBaseline {
                    firstAbove = max(firstAbove, above)
                    firstBelow = max(firstBelow, below)
                } else {
                    lastAbove = max(lastAbove, above)
                    lastBelow = max(lastBelow, below)
                }
            } else {
                largest = max(largest, outer)
            }
        }
        return max(largest, firstAbove + firstBelow, lastAbove + lastBelow)
    }

    /// §9.4.11: a stretched item's outer cross size is the line's (clamped by its min and max
    /// cross sizes); every other item keeps its hypothetical cross size.
    private func determineUsedCrossSize(_ item: inout FlexItemState, lineCrossSize: CGFloat) {
        if item.align == .stretch, item.crossIsAuto, !item.autoCrossStart, !item.autoCrossEnd {
            item.usedCrossSize = item.clampedCross(lineCrossSize - item.crossMargins)
        } else {
            item.usedCrossSize = item.hypotheticalCrossSize
        }
    }

    /// §9.5.12–13: free space to the main-axis auto margins, else by `justify-content`; sets each
    /// item's main position from the content box's main-start edge.
    private func alignMainAxis(_ items: inout GrowableBuffer<FlexItemState>, line: Range<Int>, innerMain: CGFloat) {
        guard !line.isEmpty else { return }
        var free = innerMain - lineLength(items, line, hypothetical: false)
        var autoMargins = 0
        for position in line {
            autoMargins += (items[position].autoMainStart ? 1 : 0) + (items[position].autoMainEnd ? 1 : 0)
        }
        if free > 0, autoMargins > 0 {
            let share = free / CGFloat(autoMargins)
            for position in line {
                if items[position].autoMainStart { items[position].marginMainStart = share }
                if items[position].autoMainEnd { items[position].marginMainEnd = share }
            }
            free = 0
        }
        let (offset, between) = Self.distribute(
            free, among: line.count, self.justifyContent.distribution, axisIsReversed: self.direction.isReversed)
        var position = offset
        for index in line {
            position += items[index].marginMainStart
            items[index].mainPosition = position
            position += items[index].targetMainSize + items[index].marginMainEnd + mainGap + between
        }
    }

    /// §9.6.14–15: free cross space to the cross-axis auto margins, else by `align-self`; sets
    /// each item's cross position from its line's cross-start edge.
    private func alignCrossAxis(_ items: inout GrowableBuffer<FlexItemState>, line: Range<Int>, lineCrossSize: CGFloat)
    {
        var firstAbove: CGFloat = 0
        var lastBelow: CGFloat = 0
        // In wrap-reverse the cross-start margin is the bottom one.
        var reversedFirstBelow: CGFloat = 0
        var reversedLastAbove: CGFloat = 0
        if isRow {
            for index in line where !items[index].autoCrossStart && !items[index].autoCrossEnd {
                alignBaselines(
                    of: &items[index], firstAbove: &firstAbove, lastBelow: &lastBelow,
                    reversedFirstBelow: &reversedFirstBelow, reversedLastAbove: &reversedLastAbove)
            }
        }
        for index in line {
            alignCrossAxis(
                &items[index], lineCrossSize: lineCrossSize, firstAbove: firstAbove, lastBelow: lastBelow,
                reversedFirstBelow: reversedFirstBelow, reversedLastAbove: reversedLastAbove)
        }
    }

    /// Widens a row's baseline group (the distances above and below its baseline, and their
    /// mirrors in wrap-reverse) to take in `item` if it is baseline-aligned.
    @inline(__always)
    private func alignBaselines(
        of item: inout FlexItemState, firstAbove: inout CGFloat, lastBelow: inout CGFloat,
        reversedFirstBelow: inout CGFloat, reversedLastAbove: inout CGFloat
    ) {
        if item.align == .firstBaseline {
            firstAbove = max(firstAbove, item.marginCrossStart + item.baseline)
            reversedFirstBelow = max(reversedFirstBelow, item.usedCrossSize - item.baseline + item.marginCrossStart)
        }
        if item.align == .lastBaseline {
            lastBelow = max(lastBelow, item.usedCrossSize - item.baseline + item.marginCrossEnd)
            reversedLastAbove = max(reversedLastAbove, item.baseline + item.marginCrossEnd)
        }
    }

    /// Sets `item`'s cross position in a line `lineCrossSize` long whose baseline groups are
    /// as given (see ``alignBaselines(of:firstAbove:lastBelow:reversedFirstBelow:reversedLastAbove:)``).
    /// (The item in place: its state is too large to copy.)
    @inline(__always)
    private func alignCrossAxis(
        _ item: inout FlexItemState, lineCrossSize: CGFloat, firstAbove: CGFloat, lastBelow: CGFloat,
        reversedFirstBelow: CGFloat, reversedLastAbove: CGFloat
    ) {
        let free = lineCrossSize - item.usedCrossSize - item.crossMargins
        if item.autoCrossStart || item.autoCrossEnd {
            var start = item.marginCrossStart
            if free > 0 {
                if item.autoCrossStart && item.autoCrossEnd {
                    start += free / 2
                } else if item.autoCrossStart {
                    start += free
                }
            }
            item.crossPosition = start
            return
        }
        switch item.align {
        case .flexStart, .stretch:
            item.crossPosition = item.marginCrossStart
        case .flexEnd:
            item.crossPosition = item.marginCrossStart + free
        case .center:
            item.crossPosition = item.marginCrossStart + free / 2
        case .firstBaseline where isRow && self.wrap == .wrapReverse:
            // The cross axis runs upwards: the group sits at the line's bottom, its deepest
            // item's bottom margin edge on it, baselines level.
            item.crossPosition = reversedFirstBelow - (item.usedCrossSize - item.baseline)
        case .lastBaseline where isRow && self.wrap == .wrapReverse:
            item.crossPosition = lineCrossSize - item.usedCrossSize - reversedLastAbove + item.baseline
        case .firstBaseline:
            item.crossPosition = isRow ? firstAbove - item.baseline : item.marginCrossStart
        case .lastBaseline:
            item.crossPosition = isRow ? lineCrossSize - lastBelow - item.baseline : item.marginCrossStart + free
        }
    }

    /// §9.6.17: the lines' cross positions by `align-content` (a single line starts at the
    /// content box's cross-start edge).
    private func alignLines(_ lines: inout FlexLines, innerCross: CGFloat, isSingleLine: Bool) {
        let free = isSingleLine ? 0 : innerCross - linesLength(lines)
        let (offset, between) = Self.distribute(
            free, among: lines.count, self.alignContent.distribution, axisIsReversed: self.wrap == .wrapReverse)
        var position = offset
        for index in lines.indices {
            lines[index].crossPosition = position
            position += lines[index].crossSize + crossGap + between
        }
    }

    /// Where a run of `count` things starts and the extra space between them, for `free` space
    /// distributed as `distribution` along an axis (`justify-content` for items, `align-content`
    /// for lines).
    ///
    /// Distributed space falls back when the things overflow (css-align-3, as Chromium does):
    /// `space-between` to flex-start; `space-around` and `space-evenly` to safe center, which is
    /// `start`: the physical start edge (left or top), the far end of a reversed axis.
    static func distribute(
        _ free: CGFloat, among count: Int, _ distribution: FlexDistribution, axisIsReversed: Bool
    ) -> (offset: CGFloat, between: CGFloat) {
        let things = CGFloat(count)
        switch distribution {
        case .start: return (0, 0)
        case .end: return (free, 0)
        case .center: return (free / 2, 0)
        case .spaceBetween: return (0, free > 0 && count > 1 ? free / (things - 1) : 0)
        case .spaceAround:
            if free > 0 { return (free / things / 2, free / things) }
            return (axisIsReversed ? free : 0, 0)
        case .spaceEvenly:
            if free > 0 { return (free / (things + 1), free / (things + 1)) }
            return (axisIsReversed ? free : 0, 0)
        }
    }

    /// The item's border box, left to right, in the container's border box: its abstract
    /// positions turned into physical ones (reversed along a reversed axis).
    private func frame(
        of item: inout FlexItemState, lineCrossPosition: CGFloat, innerMain: CGFloat, innerCross: CGFloat
    ) -> CGRect {
        let mainSize = min(item.targetMainSize, LayoutLimits.maximumLength)
        let crossSize = min(item.usedCrossSize, LayoutLimits.maximumLength)
        var main = item.mainPosition
        if self.direction.isReversed { main = innerMain - main - mainSize }
        var cross = lineCrossPosition + item.crossPosition
        if self.wrap == .wrapReverse { cross = innerCross - cross - crossSize }
        let padding = self.padding
        return isRow
            ? CGRect(x: padding.leading + main, y: padding.top + cross, width: mainSize, height: crossSize)
            : CGRect(x: padding.leading + cross, y: padding.top + main, width: crossSize, height: mainSize)
    }

    // MARK: Absolutely positioned items (§4.1)

    /// Frames the absolutely positioned items in the container's padding box of `size`: by
    /// their insets where given, else at their static position (where the container would place
    /// them as its only item).
    private func layOutAbsoluteItems(
        size: CGSize, frames: inout GrowableBuffer<FlexItemFrame>, children: inout MeasuringChildren
    ) {
        for index in self.items.indices where self.traits[index].contains(.isAbsolute) {
            let style = self.items[index]
            frames[index].rect = absoluteFrame(index: index, style: style, in: size, children: &children)
            frames[index].heightIsDefinite = !style.height.isAuto || (!style.top.isAuto && !style.bottom.isAuto)
        }
    }

    private func absoluteFrame(
        index: Int, style: FlexItemStyle, in size: CGSize, children: inout MeasuringChildren
    ) -> CGRect {
        let padding = self.padding
        let innerWidth = max(0, size.width - padding.horizontal)
        let innerHeight = max(0, size.height - padding.vertical)
        let insets = contentInsets(ofItem: index, children: &children)
        let left = style.leading.resolved(against: size.width)
        let right = style.trailing.resolved(against: size.width)
        let top = style.top.resolved(against: size.height)
        let bottom = style.bottom.resolved(against: size.height)
        // Margins: percentages of the padding box's width; `auto` is 0 until the insets leave
        // free space between them (below).
        var marginLeft = style.margin.leading.resolved(against: size.width) ?? 0
        var marginRight = style.margin.trailing.resolved(against: size.width) ?? 0
        var marginTop = style.margin.top.resolved(against: size.width) ?? 0
        var marginBottom = style.margin.bottom.resolved(against: size.width) ?? 0
        let minWidth = style.minWidth.resolved(against: size.width) ?? 0
        let maxWidth = style.maxWidth.resolved(against: size.width) ?? .infinity
        let minHeight = style.minHeight.resolved(against: size.height) ?? 0
        let maxHeight = style.maxHeight.resolved(against: size.height) ?? .infinity
        func clampWidth(_ width: CGFloat) -> CGFloat { max(max(minWidth, min(maxWidth, width)), insets.horizontal) }
        func clampHeight(_ height: CGFloat) -> CGFloat { max(max(minHeight, min(maxHeight, height)), insets.vertical) }

        let specifiedHeight = style.height.resolved(against: size.height)
        var width: CGFloat
        if let specified = style.width.resolved(against: size.width) {
            width = specified
        } else if let left, let right {
            width = size.width - left - right - marginLeft - marginRight
        } else if let ratio = style.aspectRatio, let specifiedHeight {
            width = specifiedHeight * ratio
        } else {
            let available = max(0, size.width - (left ?? 0) - (right ?? 0) - marginLeft - marginRight)
            let maxContent = maxContentWidth(ofItem: index, children: &children)
            width =
                maxContent > available
                ? max(minimumContentWidth(ofItem: index, children: &children), available) : maxContent
        }
        width = clampWidth(width)
        var height: CGFloat
        if let specifiedHeight {
            height = specifiedHeight
        } else if let top, let bottom, style.alignSelf == .auto || style.alignSelf == .stretch {
            height = size.height - top - bottom - marginTop - marginBottom
        } else if let ratio = style.aspectRatio {
            height = width / ratio
        } else {
            height = probeItem(index, within: CGSize(width: width, height: .infinity), children: &children).height
        }
        height = clampHeight(height)

        // Auto margins with both insets and the size known share the free space between the
        // insets (CSS 2 §10.3.7 and §10.6.4); with too little, the start margin is 0.
        if let left, let right, style.margin.leading.isAuto || style.margin.trailing.isAuto {
            let free = size.width - left - right - width - marginLeft - marginRight
            switch (style.margin.leading.isAuto, style.margin.trailing.isAuto) {
            case (true, true):
                marginLeft = max(0, free / 2)
                marginRight = free - marginLeft
            case (true, false): marginLeft = free
            default: marginRight = free
            }
        }
        if let top, let bottom, style.margin.top.isAuto || style.margin.bottom.isAuto {
            let free = size.height - top - bottom - height - marginTop - marginBottom
            switch (style.margin.top.isAuto, style.margin.bottom.isAuto) {
            case (true, true):
                marginTop = max(0, free / 2)
                marginBottom = free - marginTop
            case (true, false): marginTop = free
            default: marginBottom = free
            }
        }

        // The static position: the item as the container's only item, in a line as large as the
        // content box.
        let outerWidth = width + marginLeft + marginRight
        let outerHeight = height + marginTop + marginBottom
        let justify: CGFloat
        switch self.justifyContent {
        case .flexStart, .spaceBetween: justify = 0
        case .flexEnd: justify = 1
        case .center, .spaceAround, .spaceEvenly: justify = 0.5
        }
        let align: CGFloat
        switch style.alignSelf.resolved(self.alignItems) {
        case .flexStart, .stretch, .firstBaseline: align = 0
        case .flexEnd, .lastBaseline: align = 1
        case .center: align = 0.5
        }
        let mainFraction = self.direction.isReversed ? 1 - justify : justify
        let crossFraction = self.wrap == .wrapReverse ? 1 - align : align
        let staticX =
            padding.leading + (innerWidth - outerWidth) * (isRow ? mainFraction : crossFraction) + marginLeft
        let staticY =
            padding.top + (innerHeight - outerHeight) * (isRow ? crossFraction : mainFraction) + marginTop

        let x = left.map { $0 + marginLeft } ?? right.map { size.width - $0 - marginRight - width } ?? staticX
        var y = top.map { $0 + marginTop } ?? bottom.map { size.height - $0 - marginBottom - height } ?? staticY
        // With both vertical insets, an explicit `alignSelf` aligns the box in the space between
        // them (the block axis of an absolutely positioned box), and an overflowing box is kept
        // inside the padding box from its top (css-align-3 and css-position-3, as Chromium does).
        if let top, let bottom, style.alignSelf != .auto {
            let space = size.height - top - bottom
            let free = space - outerHeight
            let fraction: CGFloat =
                switch style.alignSelf {
                case .flexEnd, .lastBaseline: 1
                case .center: 0.5
                default: 0
                }
            y = top + marginTop + (free > 0 ? free * fraction : 0)
            if free < 0 { y = max(0, min(top, size.height - outerHeight)) + marginTop }
        }
        return CGRect(
            x: x, y: y, width: min(width, LayoutLimits.maximumLength), height: min(height, LayoutLimits.maximumLength))
    }

    // MARK: Intrinsic sizes

    /// The content box's width within an unlimited width: the max-content width, at most the
    /// longest length.
    private func maxContentInnerWidth(children: inout MeasuringChildren) -> CGFloat {
        min(intrinsicContentWidth(minimum: false, children: &children), LayoutLimits.maximumLength)
    }

    /// The border box's width within an unlimited width (where the columns' lines do not wrap
    /// at a limited height): what ``layOut(within:offeredHeight:sizeOnly:frames:children:)`` gives.
    func maxContentWidth(children: inout MeasuringChildren) -> CGFloat {
        min(maxContentInnerWidth(children: &children) + self.padding.horizontal, LayoutLimits.maximumLength)
    }

    /// The container's min-content or max-content content-box width (css-flexbox-1 §9.9), as
    /// Chromium computes it: in a row, the sum of the items' main-size contributions and the gaps
    /// between them (for the min-content width of a wrapping row, the largest plain min-content
    /// contribution, not clamped by the flex base size); in a column, the largest cross-size
    /// contribution.
    ///
    /// An item's main-size contribution is its width property, else its content's min- or
    /// max-content width (the latter at the item's height in points), clamped by its flex base size as a maximum when it cannot grow and as a
    /// minimum when it cannot shrink, then by its min and max widths (the automatic minimum size
    /// included), with its margins. Percentages of the container's width, unknown here,
    /// count as `auto`.
    func intrinsicContentWidth(minimum: Bool, children: inout MeasuringChildren) -> CGFloat {
        var sum: CGFloat = 0
        var largest: CGFloat = 0
        // A wrapping row's largest plain min-content contribution: its max-content width is never
        // less than its min-content width (Chromium keeps the two in order).
        var largestMinimum: CGFloat = 0
        var count = 0
        for index in self.items.indices where !self.traits[index].contains(.isAbsolute) {
            let traits = self.traits[index]
            let hasAutoSizes = traits.contains(.hasAutoSizes)
            let insets = contentInsets(ofItem: index, children: &children)
            let preferred: CGFloat? =
                if hasAutoSizes {
                    nil
                } else if case .points(let width) = self.items[index].width {
                    max(width, insets.horizontal)
                } else if let ratio = self.items[index].aspectRatio, case .points(let height) = self.items[index].height
                {
                    height * ratio
                } else {
                    nil
                }
            // Each content question only where the answer is used, and once here (each is a
            // lookup in the pass's table after the first time, but a measurement the first).
            var knownMaxContent: CGFloat?
            func maxContent() -> CGFloat {
                if let knownMaxContent { return knownMaxContent }
                // At its height in points, which it is laid out at (a wrapping column is as wide
                // as its lines there), as the flex base size of a row's item is measured.
                let width: CGFloat
                if !hasAutoSizes, case .points(let height) = self.items[index].height {
                    width = maxContentWidth(
                        ofItem: index, height: max(height, insets.vertical), definiteHeight: true,
                        children: &children)
                } else {
                    width = maxContentWidth(ofItem: index, children: &children)
                }
                knownMaxContent = width
                return width
            }
            var width = preferred ?? (minimum ? minimumContentWidth(ofItem: index, children: &children) : maxContent())
            var maxWidth = CGFloat.infinity
            var minWidthProperty: CGFloat = 0
            if !hasAutoSizes {
                if case .points(let value) = self.items[index].maxWidth { maxWidth = value }
                if case .points(let value) = self.items[index].minWidth { minWidthProperty = value }
            }
            var minWidth = minWidthProperty
            var margins: CGFloat = 0
            if !traits.contains(.hasNoMargins) {
                if case .points(let margin) = self.items[index].margin.leading { margins += margin }
                if case .points(let margin) = self.items[index].margin.trailing { margins += margin }
            }
            // A wrapping row's min-content width is its largest item's, and Chromium takes each
            // item's plain min-content contribution there (no line is flexed), so the flex base
            // size clamps only items of a line laid out whole: every max-content width and a
            // single line's min-content width.
            if isRow, !(minimum && self.wrap != .noWrap) {
                let basis: CGFloat? = if case .points(let value) = self.items[index].basis { value } else { nil }
                let base = max(basis ?? preferred ?? maxContent(), insets.horizontal)
                if self.items[index].grow == 0 { width = min(width, base) }
                if self.items[index].shrink == 0 { width = max(width, base) }
                // Only an item its base size clamped below its content can have a larger plain
                // min-content contribution (asked only then).
                if !minimum, self.wrap != .noWrap, preferred != nil || width < maxContent() {
                    let plain = max(
                        max(
                            minWidthProperty,
                            min(maxWidth, preferred ?? minimumContentWidth(ofItem: index, children: &children))),
                        insets.horizontal)
                    largestMinimum = max(largestMinimum, plain + margins)
                }
                // The automatic minimum, at most the min-content width, cannot raise a content width.
                if hasAutoSizes || self.items[index].minWidth.isAuto, preferred != nil || basis != nil {
                    minWidth = min(
                        preferred ?? .infinity, min(minimumContentWidth(ofItem: index, children: &children), maxWidth))
                }
            }
            // Across a column, the ordinary contribution: the width property, else the content.
            width = max(minWidth, min(maxWidth, width))
            width = max(width, insets.horizontal) + margins
            sum += width
            largest = max(largest, width)
            count += 1
        }
        guard isRow else { return largest }
        if minimum, self.wrap != .noWrap { return largest }
        return max(sum + self.columnGap * CGFloat(max(0, count - 1)), largestMinimum)
    }
}

/// How free space is spread along an axis: what `justify-content` and `align-content` share.
enum FlexDistribution {
    case start, end, center, spaceBetween, spaceAround, spaceEvenly
}

extension JustifyContent {
    var distribution: FlexDistribution {
        switch self {
        case .flexStart: .start
        case .flexEnd: .end
        case .center: .center
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        case .spaceEvenly: .spaceEvenly
        }
    }
}

extension AlignContent {
    /// `stretch` has grown the lines already (§9.4.9): they pack at the start.
    var distribution: FlexDistribution {
        switch self {
        case .flexStart, .stretch: .start
        case .flexEnd: .end
        case .center: .center
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        case .spaceEvenly: .spaceEvenly
        }
    }
}

extension FlexItemState {
    /// Whether the item is stretched across its line (§9.4.11).
    var isStretched: Bool { align == .stretch && crossIsAuto && !autoCrossStart && !autoCrossEnd }
}
