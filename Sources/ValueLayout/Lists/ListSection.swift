/// A section of a list: an optional header, items, and an optional footer, stacked vertically.
public struct ListSection<ID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The section's identity, unique within the list.
    public var id: ID
    /// The layout above the items, if any.
    public var header: (any Layout)?
    /// The items, top to bottom.
    public var items: [ListItem<ItemID>]
    /// The layout below the items, if any.
    public var footer: (any Layout)?

    /// A section `id` with `items` between an optional `header` and `footer`.
    public init(id: ID, header: (any Layout)? = nil, items: [ListItem<ItemID>], footer: (any Layout)? = nil) {
        self.id = id
        self.header = header
        self.items = items
        self.footer = footer
    }
}
