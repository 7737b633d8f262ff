import Foundation

/// A section of a ``LayoutList`` as laid out: its arrangements and where each starts, relative to
/// the section's top.
struct LaidOutSection: Sendable {
    private(set) var header: LayoutArrangement?
    private(set) var items: [LayoutArrangement]
    private(set) var footer: LayoutArrangement?
    /// The height of each item, in points (read from `items` once, so that stacking again after
    /// an update reads plain numbers).
    private var itemHeights: [CGFloat]
    /// The top of each item, in points from the section's top (the header comes first).
    private(set) var itemOffsets: [CGFloat] = []
    /// The top of the footer, in points from the section's top.
    private(set) var footerOffset: CGFloat = 0
    /// The header, the items and the footer stacked, in points.
    private(set) var height: CGFloat = 0

    init(header: LayoutArrangement?, items: [LayoutArrangement], footer: LayoutArrangement?) {
        self.header = header
        self.items = items
        self.footer = footer
        self.itemHeights = items.map(\.frame.height)
        stack(from: 0)
    }

    /// Replaces the arrangements of the items at the given indices and stacks the items again
    /// once, from the first whose height changed.
    ///
    /// - Complexity: O(replacements + number of items after the first changed height), plus a
    ///   copy of the arrays if another list shares them.
    mutating func replaceItems(_ replacements: [(index: Int, arrangement: LayoutArrangement)]) {
        var firstChanged = items.count
        for (index, arrangement) in replacements {
            items[index] = arrangement
            let height = arrangement.frame.height
            if itemHeights[index] != height {
                itemHeights[index] = height
                firstChanged = min(firstChanged, index)
            }
        }
        if firstChanged < items.count { stack(from: firstChanged + 1) }
    }

    /// Stacks the items from `index` on, and the footer. - Complexity: O(number of items after
    /// `index`).
    private mutating func stack(from index: Int) {
        if index == 0 {
            itemOffsets.removeAll(keepingCapacity: true)
            itemOffsets.reserveCapacity(items.count)
            var y = header?.frame.height ?? 0
            for itemHeight in itemHeights {
                itemOffsets.append(y)
                y += itemHeight
            }
            footerOffset = y
        } else {
            var y = itemOffsets[index - 1] + itemHeights[index - 1]
            for item in index..<itemHeights.count {
                itemOffsets[item] = y
                y += itemHeights[item]
            }
            footerOffset = y
        }
        height = footerOffset + (footer?.frame.height ?? 0)
    }
}
