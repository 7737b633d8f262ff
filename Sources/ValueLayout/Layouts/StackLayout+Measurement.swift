import Foundation
import ValueLayoutMemoryHints

extension StackLayout.Storage {
    /// Measures the children from least to most flexible along the axis, each within the length
    /// still left, dropping those for which no length is left; see ``StackLayout``.
    ///
    /// - Complexity: O(n) in the number of children, each measured at most once.
    @inline(__always)
    func measureChildren(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
        let axis = properties.axis
        let spacing = properties.spacing
        let count = sublayouts.count
        let available = axis.length(of: maxSize)
        let crossAvailable = axis.crossLength(of: maxSize)
        let equalSlot: CGFloat? =
            properties.distribution == .fillEqualSize && count > 0
            ? max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count)) : nil
        let nodes = pass.measurements
        let order = properties.measurementOrder
        // In source order, dropped children form a suffix, so children can be linked as they
        // come; in another order each child fills the place of its source index.
        let node = nodes.reserve()
        var children = ChildList()
        let mark = order == nil ? 0 : nodes.reservePlaces(count)

        // Start loading the first children at once, so that their cache misses overlap; each
        // step then asks for the child eight places ahead.
        for index in 0..<min(count, 8) { prefetchSublayout(at: order.map { Int($0[index]) } ?? index) }
        var remaining = available
        var used: CGFloat = 0
        var crossUsed: CGFloat = 0
        var childrenTakingSpace = 0
        var longest: CGFloat = 0
        for step in 0..<count {
            let source = order.map { Int($0[step]) } ?? step
            let gap = childrenTakingSpace > 0 ? spacing : 0
            let lengthLeft = remaining - gap
            // No length left: this child and every more flexible one are dropped.
            if !(lengthLeft > 0) { break }
            if let equalSlot {
                // Equal slots: every child takes a slot and spacing, whatever its length.
                let slot = min(equalSlot, lengthLeft)
                let child = pass.measureChild(
                    of: self, at: source, within: axis.size(length: slot, crossLength: crossAvailable),
                    context: context)
                if order == nil {
                    nodes.link(child, into: &children)
                } else {
                    nodes.fillPlace(mark + source, with: child)
                }
                let size = nodes.payload(child).size
                longest = max(longest, axis.length(of: size))
                crossUsed = max(crossUsed, axis.crossLength(of: size))
                if remaining.isFinite { remaining -= gap + slot }
                childrenTakingSpace += 1
                continue
            }
            let childLength = lengthLeft
            if step + 8 < count { prefetchSublayout(at: order.map { Int($0[step + 8]) } ?? step + 8) }
            let child = pass.measureChild(
                of: self, at: source,
                within: axis.size(length: childLength, crossLength: crossAvailable), context: context)
            if order == nil {
                nodes.link(child, into: &children)
            } else {
                nodes.fillPlace(mark + source, with: child)
            }
            let size = nodes.payload(child).size
            let length = axis.length(of: size)
            if length > 0 {
                used += gap + length
                remaining -= gap + length
                childrenTakingSpace += 1
            }
            crossUsed = max(crossUsed, axis.crossLength(of: size))
        }
        if equalSlot != nil, childrenTakingSpace > 0 {
            // As long as the longest child in every slot.
            used = longest * CGFloat(childrenTakingSpace) + spacing * CGFloat(childrenTakingSpace - 1)
        }
        let size = axis.size(length: min(used, available), crossLength: min(crossUsed, crossAvailable))
        if order != nil { nodes.linkPlaces(from: mark, into: &children) }
        nodes.complete(
            node, self, placement: leafPlacement, MeasuredSize(size: size, maxSize: maxSize), children: children)
        return node
    }
}
