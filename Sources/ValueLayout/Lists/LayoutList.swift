import Foundation

/// A vertical list of layouts in sections, laid out at one width: the platform-independent model
/// behind a feed's collection or table view.
///
/// A list holds each item's arrangement and where it starts, so a collection view's layout asks
/// it for counts, sizes and offsets in O(1). It is a value: an update returns or makes a new list
/// and the old one stays valid, so a list laid out in the background can be handed to the main
/// thread while the one on screen is still served.
///
/// Update it in one of two ways, and only what the update touches is laid out again (every other
/// item keeps its arrangement):
///
/// - with ``BatchUpdates``, as LayoutKit's adapters did: ``apply(_:sections:)``;
/// - with a new snapshot of the sections, as a diffable data source does: ``apply(_:)`` computes
///   the batch updates from the identities and the layout values and returns them, for the view
///   to animate.
///
/// Every item is laid out at the list's ``width`` with an unlimited height, at the origin; the
/// header, the items and the footer of each section are stacked with no space between them
/// (put spacing in the layouts). ``LayoutListController`` runs updates and width changes in the
/// background.
public struct LayoutList<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// A section of this list.
    public typealias Section = ListSection<SectionID, ItemID>

    /// The width every item is laid out at, in points.
    public let width: CGFloat
    /// The context every item is laid out with.
    public let context: LayoutContext
    /// The cache items are laid out through, if any.
    public let cache: ArrangementCache?
    /// The sections, as last given.
    public private(set) var sections: [Section]

    var laidOut: [LaidOutSection]
    /// The top of each section, in points, and the list's height last.
    private var sectionOffsets: [CGFloat]

    /// Lays out every header, item and footer of `sections` at `width`, on the calling thread.
    ///
    /// - Parameters:
    ///   - sections: The sections; identities are not checked here (``apply(_:)`` checks them).
    ///   - width: The width of every item, in points. NaN or negative is treated as 0.
    ///   - context: The text measurer, direction and pixel scale.
    ///   - cache: A cache to lay out through, or `nil`.
    /// - Complexity: One layout pass per header, item and footer.
    public init(
        sections: [Section] = [], width: CGFloat, context: LayoutContext = .default, cache: ArrangementCache? = nil
    ) {
        let width = width.isNaN || width < 0 ? 0 : width
        var plan = ListUpdatePlan()
        for section in sections { plan.arrangeAll(of: section) }
        let arrangements = DistinctLayouts(plan.layouts).arrangements(
            width: width, height: nil, context: context, cache: cache)
        self.init(
            sections: sections, width: width, context: context, cache: cache, plan: plan, arrangements: arrangements)
    }

    init(
        sections: [Section], width: CGFloat, context: LayoutContext, cache: ArrangementCache?, plan: ListUpdatePlan,
        arrangements: [LayoutArrangement]
    ) {
        self.width = width
        self.context = context
        self.cache = cache
        self.sections = sections
        self.laidOut = plan.sections(with: arrangements)
        self.sectionOffsets = []
        computeSectionOffsets()
    }

    // MARK: Answers for a collection view (each O(1))

    /// The number of sections.
    public var numberOfSections: Int { laidOut.count }

    /// The number of items in `section`. Traps if there is no such section.
    public func numberOfItems(inSection section: Int) -> Int { laidOut[section].items.count }

    /// The item at `indexPath`: its identity and layout. Traps if there is no such item.
    public func item(at indexPath: ListIndexPath) -> ListItem<ItemID> {
        sections[indexPath.section].items[indexPath.item]
    }

    /// The arrangement of the item at `indexPath`, laid out at the origin. Traps if there is no
    /// such item.
    public func arrangement(at indexPath: ListIndexPath) -> LayoutArrangement {
        laidOut[indexPath.section].items[indexPath.item]
    }

    /// The size of the item at `indexPath`, in points. Traps if there is no such item.
    public func size(at indexPath: ListIndexPath) -> CGSize {
        laidOut[indexPath.section].items[indexPath.item].frame.size
    }

    /// The top of the item at `indexPath` in the list, in points from the list's top. Traps if
    /// there is no such item.
    public func yOffset(at indexPath: ListIndexPath) -> CGFloat {
        sectionOffsets[indexPath.section] + laidOut[indexPath.section].itemOffsets[indexPath.item]
    }

    /// The frame of the item at `indexPath` in the list's coordinates, in points. Traps if there
    /// is no such item.
    public func frame(at indexPath: ListIndexPath) -> CGRect {
        let frame = laidOut[indexPath.section].items[indexPath.item].frame
        return CGRect(x: frame.minX, y: yOffset(at: indexPath), width: frame.width, height: frame.height)
    }

    /// The arrangement of `section`'s header, if it has one. Traps if there is no such section.
    public func headerArrangement(inSection section: Int) -> LayoutArrangement? { laidOut[section].header }

    /// The arrangement of `section`'s footer, if it has one. Traps if there is no such section.
    public func footerArrangement(inSection section: Int) -> LayoutArrangement? { laidOut[section].footer }

    /// The frame of `section`'s header in the list's coordinates, if it has one. Traps if there
    /// is no such section.
    public func headerFrame(inSection section: Int) -> CGRect? {
        guard let frame = laidOut[section].header?.frame else { return nil }
        return CGRect(x: frame.minX, y: sectionOffsets[section], width: frame.width, height: frame.height)
    }

    /// The frame of `section`'s footer in the list's coordinates, if it has one. Traps if there
    /// is no such section.
    public func footerFrame(inSection section: Int) -> CGRect? {
        guard let frame = laidOut[section].footer?.frame else { return nil }
        return CGRect(
            x: frame.minX, y: sectionOffsets[section] + laidOut[section].footerOffset, width: frame.width,
            height: frame.height)
    }

    /// The top of `section` (its header, or its first item), in points from the list's top.
    /// Traps if there is no such section.
    public func yOffset(ofSection section: Int) -> CGFloat { sectionOffsets[section] }

    /// The height of the whole list, in points: every section stacked.
    public var contentHeight: CGFloat { sectionOffsets.last ?? 0 }

    // MARK: Laying out

    /// Lays out the headers, items and footers an update plans, on the calling thread; equal
    /// layouts once.
    func arrange(_ layouts: [any Layout]) -> [LayoutArrangement] {
        if layouts.count == 1 {
            return [LayoutKey(layouts[0]).arrangement(width: width, height: nil, context: context, cache: cache)]
        }
        return DistinctLayouts(layouts).arrangements(width: width, height: nil, context: context, cache: cache)
    }

    /// Stacks the sections again. - Complexity: O(number of sections).
    mutating func computeSectionOffsets() {
        sectionOffsets.removeAll(keepingCapacity: true)
        sectionOffsets.reserveCapacity(laidOut.count + 1)
        var y: CGFloat = 0
        for section in laidOut {
            sectionOffsets.append(y)
            y += section.height
        }
        sectionOffsets.append(y)
    }

    /// Replaces the sections after an update.
    mutating func replace(sections: [Section], laidOut: [LaidOutSection]) {
        self.sections = sections
        self.laidOut = laidOut
        computeSectionOffsets()
    }

    /// Replaces the sections after an update that laid out again only what `update` changes in
    /// place.
    mutating func replace(sections: [Section], updatingInPlace update: (inout [LaidOutSection]) -> Void) {
        self.sections = sections
        update(&laidOut)
        computeSectionOffsets()
    }
}
