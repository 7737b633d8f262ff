/// An item of a list: a layout with a stable identity.
///
/// The identity is what survives an update: when a new snapshot of the list is applied, an item
/// with the same identity is the same item (kept, moved or, if its layout changed, laid out
/// again), as in a diffable data source.
public struct ListItem<ID: Hashable & Sendable>: Sendable {
    /// The item's identity, unique within the list.
    public var id: ID
    /// The item's layout, laid out at the list's width.
    public var layout: any Layout

    /// An item `id` laid out by `layout`.
    public init(id: ID, layout: any Layout) {
        self.id = id
        self.layout = layout
    }
}
