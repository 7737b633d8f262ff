import Foundation

extension StackLayout.Algorithm {
    /// Places the measured children in source order and distributes the excess length; see
    /// ``StackLayout`` and ``StackLayoutDistribution``.
    ///
    /// - Complexity: O(n) in the number of measured children (O(n log n) when the stack is offered
    ///   less than it measured and must compress children; and, in a stack aligning baselines, one
    ///   line breaking of the text of each baseline-aligned label).
    @inline(__always)
    func place(children placing: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
        let measuredSize = placing.parentMeasuredSize
        let frameLength = axis.length(of: bounds.size)
        let children = placing.measured
        var plan = distributionPlan(
            children: children, sublayoutCount: placing.sublayoutCount, length: frameLength,
            measuredLength: axis.length(of: measuredSize))
        if plan.slotLength != nil {
            // Equal slots need no measured lengths, so nothing has read the children yet: start
            // loading the layouts arranged next.
            placing.prefetchLayouts(limit: 8)
        }
        var compressedLengths: [CGFloat]? = nil
        if let computed = plan.computed {
            if computed == .compression {
                let compression = compress(children: children, length: frameLength)
                compressedLengths = compression.lengths
                plan.gap = compression.gap
            } else if computed == .proportionalLengths {
                // Placed as compressed lengths are: each child with length keeps its gap.
                compressedLengths = proportionalLengths(children: children, excess: plan.excess)
            } else if let starts = equallyCentredStarts(children: children, length: frameLength) {
                let crossLength = axis.crossLength(of: bounds.size)
                var position = 0
                for child in children {
                    let slot = CGRect(
                        origin: axis.point(offset: starts[position], crossOffset: 0),
                        size: axis.size(length: children.length(child, along: axis), crossLength: crossLength))
                    placing.place(child, in: slot)
                    position += 1
                }
                if alignsBaselines { Self.moveToBaselines(placing.arrangedSoFar, crossLength: crossLength) }
                return
            }
            // Otherwise too close to be centred equally: placed as `.leading`, by the plan.
        }

        let crossLength = axis.crossLength(of: bounds.size)
        var offset = plan.leadingOffset
        // As in LayoutKit, a child with length is followed by a gap: every later child, even one
        // of zero length, starts after it.
        var owesGap = false
        var position = 0
        for child in children {
            var length: CGFloat
            let takesSpace: Bool
            if let slotLength = plan.slotLength {
                length = slotLength
                takesSpace = plan.slotsTakeSpacing
            } else if let compressed = compressedLengths {
                // A compressed child that measured some length keeps its gap (it was counted in
                // the shortfall), even when cut to zero; a proportional share keeps it too.
                length = compressed[position]
                takesSpace = children.length(child, along: axis) > 0
            } else {
                length = children.length(child, along: axis)
                if position == plan.stretchedPosition {
                    // With a negative spacing the stretched child can be longer than the frame,
                    // as in LayoutKit; beyond the maximum length it is kept at it, as every length.
                    length = min(length + plan.excess, LayoutLimits.maximumLength)
                }
                takesSpace = length > 0
            }
            var start = owesGap ? offset + plan.gap : offset
            if takesSpace {
                offset = start + length
                owesGap = true
            } else if start > frameLength {
                // A child of zero length after the last one with length would sit past the frame,
                // on a gap that measuring never reserved: it stays at the frame's end.
                start = max(offset, frameLength)
            }
            if plan.keepsSlotsInFrame, start + length > frameLength {
                // Rounding over thousands of squeezed slots must not push the last one out.
                start = max(0, frameLength - length)
            }
            let slot = CGRect(
                origin: axis.point(offset: start, crossOffset: 0),
                size: axis.size(length: length, crossLength: crossLength))
            placing.place(child, in: slot)
            position += 1
        }
        if alignsBaselines {
            // The one test an ordinary stack pays: the baseline rule is compiled apart, and
            // `placing` is not passed to it (passed by address, it would no longer live in
            // registers on the ordinary path).
            Self.moveToBaselines(placing.arrangedSoFar, crossLength: crossLength)
        }
    }

    /// Where the children go along the axis.
    private struct DistributionPlan {
        /// Where the first child starts.
        var leadingOffset: CGFloat = 0
        /// The gap after each child that takes space.
        var gap: CGFloat
        /// The length every child gets (`fillEqualSize`), or `nil` for measured lengths.
        var slotLength: CGFloat? = nil
        /// Whether each equal slot takes spacing: LayoutKit's rule, a slot with length does;
        /// squeezed slots (the stack offered less than it measured) always do, with shrunk gaps.
        var slotsTakeSpacing = true
        /// Whether the slots are squeezed into less than the stack measured, where rounding must
        /// not push the last one out of the frame.
        var keepsSlotsInFrame = false
        /// The child (position among the measured children) that takes ``excess``.
        var stretchedPosition: Int? = nil
        /// The excess length given to the stretched child, or shared in proportion.
        var excess: CGFloat = 0
        /// What is computed for each child before placing, if anything.
        var computed: Computed? = nil

        /// What is computed for each child before placing (kept out of the plan, which stays a
        /// few plain numbers).
        enum Computed {
            /// The stack was offered less than it measured: the children's lengths are compressed
            /// (see ``compress(children:length:)``).
            case compression
            /// The children's lengths with ``excess`` shared in proportion to them (see
            /// ``proportionalLengths(children:excess:)``).
            case proportionalLengths
            /// The children's starts, their centres equally spaced (see
            /// ``equallyCentredStarts(children:length:)``); the plan itself is `.leading`'s, for a
            /// run whose children would be too close.
            case equalCentres
        }
    }

    /// The distribution of `length` along the axis among the measured `children`, for a stack
    /// that measured `measuredLength`: LayoutKit's rules, with the excess taken against the
    /// measured length, except where the stack compresses.
    @inline(__always)
    private func distributionPlan(
        children: MeasuredChildren, sublayoutCount: Int, length: CGFloat, measuredLength: CGFloat
    ) -> DistributionPlan {
        let count = children.count
        guard count > 0 else { return DistributionPlan(gap: spacing) }

        if distribution == .fillEqualSize {
            let gaps = CGFloat(count - 1)
            let slot = max(0, (length - spacing * gaps) / CGFloat(count))
            // Shorter than its gaps alone, the stack squeezes them (LayoutKit let the slots run
            // past the frame); with exactly their length, as in LayoutKit, empty slots take none.
            let squeezed = length < spacing * gaps
            let gap = squeezed ? length / gaps : spacing
            return DistributionPlan(
                gap: gap, slotLength: slot, slotsTakeSpacing: slot > 0 || squeezed, keepsSlotsInFrame: squeezed)
        }

        var childrenTakingSpace = 0
        for child in children {
            // Start loading the child's layout, which is arranged next; in a large tree it is
            // no longer in the cache.
            children.prefetchLayout(of: child)
            if children.length(child, along: axis) > 0 { childrenTakingSpace += 1 }
        }
        if length < measuredLength {
            return DistributionPlan(gap: spacing, computed: .compression)
        }
        let excess = length - measuredLength
        switch distribution {
        case .leading:
            return DistributionPlan(gap: spacing)
        case .trailing:
            return DistributionPlan(leadingOffset: excess, gap: spacing)
        case .center:
            return DistributionPlan(leadingOffset: excess / 2, gap: spacing)
        case .fillEqualSpacing:
            // The excess is shared among the gaps between the measured children, as LayoutKit
            // counts them (a gap follows only a child with length).
            let gaps = CGFloat(count - 1)
            guard count > 1 else { return DistributionPlan(gap: spacing) }
            return DistributionPlan(gap: (excess + gaps * spacing) / gaps)
        case .equalCentering, .fillProportionally:
            if let plan = uiStackViewPlan(
                excess: excess, childrenTakingSpace: childrenTakingSpace, measuredCount: count)
            {
                return plan
            }
            // The children measured 0 in total: as `.fillFlexing`.
            fallthrough
        case .fillFlexing:
            guard excess > 0,
                let position = mostFlexiblePosition(children, sublayoutCount: sublayoutCount, count: count)
            else {
                return DistributionPlan(gap: spacing)
            }
            var stretch = excess
            if childrenTakingSpace > 0, children.length(atPosition: position, along: axis) == 0 {
                // A child of zero length took no spacing; stretched, it takes its gap out of the
                // stretch (LayoutKit added the gap on top and overflowed the frame).
                stretch -= spacing
                guard stretch > 0 else { return DistributionPlan(gap: spacing) }
            }
            return DistributionPlan(gap: spacing, stretchedPosition: position, excess: stretch)
        case .fillEqualSize:
            preconditionFailure("handled above")
        }
    }

    /// The plan of UIStackView's two distributions (kept apart, so that LayoutKit's stay as they
    /// were), or `nil` for a proportional fill of children that measured 0 in total, which is
    /// `.fillFlexing`'s.
    @inline(never)
    private func uiStackViewPlan(excess: CGFloat, childrenTakingSpace: Int, measuredCount: Int) -> DistributionPlan? {
        // With no excess, both are `.leading`; so is equal centring of fewer than two children.
        guard excess > 0 else { return DistributionPlan(gap: spacing) }
        if distribution == .equalCentering {
            guard measuredCount > 1 else { return DistributionPlan(gap: spacing) }
            return DistributionPlan(gap: spacing, computed: .equalCentres)
        }
        guard childrenTakingSpace > 0 else { return nil }
        return DistributionPlan(gap: spacing, excess: excess, computed: .proportionalLengths)
    }

    /// The lengths of the measured `children` with `excess` (positive) shared among them in
    /// proportion to their measured lengths, some of which are positive: UIStackView's
    /// proportional fill.
    ///
    /// - Complexity: O(n) in the number of measured children.
    private func proportionalLengths(children: MeasuredChildren, excess: CGFloat) -> [CGFloat] {
        var lengths = children.map { children.length($0, along: axis) }
        let total = lengths.reduce(0, +)
        for position in lengths.indices {
            // The share of the total first: it is at most 1, so the product never overflows,
            // however small the total.
            let length = lengths[position]
            lengths[position] = min(length + excess * (length / total), LayoutLimits.maximumLength)
        }
        return lengths
    }

    /// The starts of the measured `children` (two or more) in a frame `length` long with their
    /// centres equally spaced, the first child at the start and the last ending at the end; `nil`
    /// when two neighbours would be closer than the spacing (by more than a ten-thousandth of a
    /// point, so that a gap of exactly the spacing, rounded, still counts): UIStackView's equal
    /// centring.
    ///
    /// - Complexity: O(n) in the number of measured children.
    private func equallyCentredStarts(children: MeasuredChildren, length: CGFloat) -> [CGFloat]? {
        let lengths = children.map { children.length($0, along: axis) }
        guard lengths.count > 1, let lastLength = lengths.last else { return nil }
        let firstCentre = lengths[0] / 2
        let step = (length - lastLength / 2 - firstCentre) / CGFloat(lengths.count - 1)
        var starts = [CGFloat](repeating: 0, count: lengths.count)
        var previousEnd: CGFloat? = nil
        for position in lengths.indices {
            // The last one ends exactly at the end, whatever the rounding of the steps.
            let start =
                position == lengths.count - 1
                ? length - lastLength : firstCentre + CGFloat(position) * step - lengths[position] / 2
            if let previousEnd, start - previousEnd < spacing - Self.equalCentringTolerance { return nil }
            starts[position] = start
            previousEnd = start + lengths[position]
        }
        return starts
    }

    /// How much closer than the spacing two equally centred neighbours may come before the run
    /// falls back to `.leading`: rounding, not a real overlap.
    private static let equalCentringTolerance: CGFloat = 0.0001

    /// The position of the most flexible measured child along `axis` (the later one among equals),
    /// or `nil` if it is inflexible.
    private func mostFlexiblePosition(_ children: MeasuredChildren, sublayoutCount: Int, count: Int) -> Int? {
        // With no child dropped, positions are source indices: known since the value was built.
        if count == sublayoutCount {
            let known = mostFlexibleChild
            return known >= 0 ? Int(known) : nil
        }
        var best: Int? = nil
        var bestKey = Int64.min
        var position = 0
        for child in children {
            let key = children.flexKey(child, along: axis)
            if key >= bestKey, key != Int64.min {
                best = position
                bestKey = key
            }
            position += 1
        }
        return best
    }

    /// Lengths and gap for a stack offered less than it measured: the shortfall is taken from the
    /// most flexible children first (the later among equals), each down to zero, and then from the
    /// gaps.
    private func compress(children: MeasuredChildren, length: CGFloat) -> (lengths: [CGFloat], gap: CGFloat) {
        var contentLength: CGFloat = 0
        var childrenTakingSpace = 0
        for child in children {
            let childLength = children.length(child, along: axis)
            if childLength > 0 {
                contentLength += childLength
                childrenTakingSpace += 1
            }
        }
        let gapCount = max(childrenTakingSpace - 1, 0)
        var lengths = children.map { children.length($0, along: axis) }
        let keys = children.map { children.flexKey($0, along: axis) }
        let byFlexibility = (0..<children.count).sorted { lhs, rhs in
            keys[lhs] != keys[rhs] ? keys[lhs] > keys[rhs] : lhs > rhs
        }
        var shortfall = contentLength + spacing * CGFloat(gapCount) - length
        for position in byFlexibility where shortfall > 0 {
            if lengths[position] <= shortfall {
                shortfall -= lengths[position]
                lengths[position] = 0
                continue
            }
            // The child cut last gets what the others and the gaps leave, computed from those
            // (short) lengths: subtracting a shortfall from a huge child would lose precision.
            lengths[position] = 0
            let others = lengths.reduce(0, +) + spacing * CGFloat(gapCount)
            lengths[position] = max(0, length - others)
            shortfall = 0
        }
        var gap = spacing
        if shortfall > 0, gapCount > 0 {
            gap = max(0, length / CGFloat(gapCount))
        }
        return (lengths, gap)
    }
}
