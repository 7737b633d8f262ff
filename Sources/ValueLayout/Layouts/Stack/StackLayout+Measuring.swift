import Foundation

extension StackLayout.Algorithm {
    /// Measures the children from least to most flexible along the axis, each within the length
    /// still left, dropping those for which no length is left; see ``StackLayout``.
    ///
    /// - Complexity: O(n) in the number of children, each measured at most once (and, in a stack
    ///   aligning baselines, one line breaking of the text of each baseline-aligned label).
    @inline(__always)
    func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
        let count = children.sublayoutCount
        let available = axis.length(of: maxSize)
        let crossAvailable = axis.crossLength(of: maxSize)
        let equalSlot: CGFloat? =
            distribution == .fillEqualSize
            ? Self.equalSlotLength(within: available, count: count, spacing: spacing) : nil
        let order = measuringOrder

        // Start loading the first children at once, so that their cache misses overlap; each
        // step then asks for the child eight places ahead.
        for index in 0..<min(count, 8) { children.prefetch(order.source(at: index)) }
        var remaining = available
        var used: CGFloat = 0
        var crossUsed: CGFloat = 0
        var childrenTakingSpace = 0
        var measuredCount = 0
        var longest: CGFloat = 0
        // No cross length at all: every child is dropped, as in LayoutKit.
        let steps = crossAvailable > 0 ? count : 0
        for step in 0..<steps {
            let source = order.source(at: step)
            // The spacing before this child is reserved once an earlier child took space.
            let gap = childrenTakingSpace > 0 ? spacing : 0
            let lengthLeft = remaining - gap
            // No length left: this child and every more flexible one are dropped.
            if !(lengthLeft > 0) { break }
            if step + 8 < count { children.prefetch(order.source(at: step + 8)) }
            let size = children.measure(
                source, within: axis.size(length: equalSlot ?? lengthLeft, crossLength: crossAvailable))
            let length = axis.length(of: size)
            if equalSlot != nil {
                measuredCount += 1
                longest = max(longest, length)
            }
            // A child of zero length takes no spacing and, as in LayoutKit, adds no cross length.
            if length > 0 {
                used += gap + length
                remaining -= gap + length
                childrenTakingSpace += 1
                crossUsed = max(crossUsed, axis.crossLength(of: size))
            }
        }
        if equalSlot != nil, measuredCount > 0 {
            // As long as the longest child in every slot, every measured child taking a slot.
            used = (longest + spacing) * CGFloat(measuredCount) - spacing
        }
        if alignsBaselines {
            // The one test an ordinary stack pays: the baseline rule is compiled apart, and
            // `children` is not passed to it (passed by address, it would no longer live in
            // registers on the ordinary path).
            crossUsed = Self.crossLengthAligningBaselines(of: children.measuredSoFar)
        }
        // A negative spacing can overlap children by more than their lengths: the run then
        // measures 0, never less.
        return axis.size(length: min(max(used, 0), available), crossLength: min(crossUsed, crossAvailable))
    }

    /// The length each child of a ``StackLayoutDistribution/fillEqualSize`` stack is measured
    /// within, for `count` children in `length`. With a positive spacing, LayoutKit's rule: only as
    /// many children as the spacing leaves room for share the length (the others are dropped,
    /// unless earlier children measured shorter than their share). With none or a negative one,
    /// all of them share it (LayoutKit's formula gave a negative or NaN share for a negative
    /// spacing).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func equalSlotLength(within length: CGFloat, count: Int, spacing: CGFloat) -> CGFloat {
        guard count > 0 else { return length }
        var sharing = CGFloat(count)
        if spacing > 0 {
            // Room for ⌊length / spacing⌋ gaps, so for one child more.
            sharing = min(sharing, (length / spacing).rounded(.down) + 1)
        }
        return max(0, (length - spacing * (sharing - 1)) / sharing)
    }
}
