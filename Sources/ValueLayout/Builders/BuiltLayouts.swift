/// The layouts of a builder statement that adds any number of them (an optional, an array, or a
/// block chosen or repeated by `if`, `switch` or `for`), held in the block's list until
/// ``LayoutBuilder/buildFinalResult(_:)-([any Layout])`` puts them in their place.
///
/// A block of plain layouts is its array as it stands (what the builder's variadic `buildBlock`
/// receives), so a statement of several layouts has to be one element of that array: this
/// stand-in, which never reaches a layout pass, because every builder result is flattened.
@usableFromInline
@frozen
struct BuiltLayouts: Layout {
    /// The layouts, in order; some may be stand-ins themselves (an `if` inside a `for`).
    @usableFromInline let layouts: [any Layout]

    @inlinable
    init(_ layouts: [any Layout]) {
        self.layouts = layouts
    }

    /// A vertical stack of the layouts, should a stand-in ever be laid out: it is not, since
    /// ``flattened(_:)`` replaces every stand-in by its layouts.
    @usableFromInline
    var _layoutNode: _LayoutNode {
        StackLayout(axis: .vertical, sublayouts: Self.flattened(layouts))._layoutNode
    }

    /// `layouts` with every stand-in replaced by its layouts, in order, at any depth; the same
    /// array when there is none.
    ///
    /// - Complexity: O(n) in the number of layouts, stand-ins' included; a type comparison per
    ///   layout when there is no stand-in.
    @inlinable
    static func flattened(_ layouts: [any Layout]) -> [any Layout] {
        guard layouts.contains(where: { type(of: $0) == BuiltLayouts.self }) else { return layouts }
        var flat: [any Layout] = []
        flat.reserveCapacity(layouts.count)
        append(layouts, to: &flat)
        return flat
    }

    /// Appends `layouts` to `flat`, stand-ins replaced by their layouts.
    @usableFromInline
    static func append(_ layouts: [any Layout], to flat: inout [any Layout]) {
        for layout in layouts {
            if let stand = layout as? BuiltLayouts {
                append(stand.layouts, to: &flat)
            } else {
                flat.append(layout)
            }
        }
    }
}
