import Foundation

/// A section of a ``LayoutList`` as laid out: its arrangements and where each starts, relative to
/// the section's top.
struct LaidOutSection: Sendable {
    var header: LayoutArrangement?
    var items: [LayoutArrangement]
    var footer: LayoutArrangement?
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
        computeOffsets()
    }

    /// Stacks the header, the items and the footer again. - Complexity: O(number of items).
    mutating func computeOffsets() {
        var y = header?.frame.height ?? 0
        itemOffsets.removeAll(keepingCapacity: true)
        itemOffsets.reserveCapacity(items.count)
        for item in items {
            itemOffsets.append(y)
            y += item.frame.height
        }
        footerOffset = y
        height = y + (footer?.frame.height ?? 0)
    }
}
