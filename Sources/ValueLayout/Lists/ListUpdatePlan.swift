/// What an update of a ``LayoutList`` keeps and what it lays out: planned first (cheaply, and
/// checked), laid out next (on this thread or on every core), then assembled.
struct ListUpdatePlan {
    /// Where an arrangement of the updated list comes from.
    enum Source {
        /// The old list's arrangement, kept.
        case kept(LayoutArrangement)
        /// The arrangement of `layouts[index]`, laid out for the update.
        case arranged(index: Int)
    }

    /// A section of the updated list.
    struct PlannedSection {
        var header: Source?
        var items: [Source]
        var footer: Source?
    }

    /// The layouts to lay out, in the order their arrangements are expected.
    private(set) var layouts: [any Layout] = []
    var planned: [PlannedSection] = []

    /// Plans `layout` to be laid out.
    mutating func arrange(_ layout: any Layout) -> Source {
        layouts.append(layout)
        return .arranged(index: layouts.count - 1)
    }

    /// Plans a section whose header, items and footer are all laid out.
    mutating func arrangeAll<SectionID, ItemID>(of section: ListSection<SectionID, ItemID>) {
        let header = section.header.map { arrange($0) }
        let items = section.items.map { arrange($0.layout) }
        let footer = section.footer.map { arrange($0) }
        planned.append(PlannedSection(header: header, items: items, footer: footer))
    }

    /// The sections, given the arrangements of ``layouts`` in order.
    func sections(with arrangements: [LayoutArrangement]) -> [LaidOutSection] {
        precondition(arrangements.count == layouts.count, "ValueLayout: an update's arrangements are missing")
        func resolve(_ source: Source) -> LayoutArrangement {
            switch source {
            case .kept(let arrangement): return arrangement
            case .arranged(let index): return arrangements[index]
            }
        }
        return planned.map { section in
            LaidOutSection(
                header: section.header.map(resolve), items: section.items.map(resolve),
                footer: section.footer.map(resolve))
        }
    }
}
