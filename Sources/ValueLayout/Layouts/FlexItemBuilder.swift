/// Builds a ``FlexLayout``'s items from the statements of a closure, as ``LayoutBuilder`` builds
/// a stack's children.
///
/// A statement adds an item (a ``FlexItem``), a layout (which becomes an item with every
/// property at its default, as `FlexItem(layout)` makes), an optional of either (nothing when it
/// is `nil`) or an array of items. `if`, `if let`, `if`–`else`, `switch`, `for`–`in` and
/// `if #available` work as in ordinary code; the items keep the order of the statements.
///
/// ```swift
/// FlexLayout(wrap: .wrap, columnGap: 8) {
///     FlexItem(avatar, shrink: 0)
///     FlexItem(title, grow: 1)
///     if let badge { badge }
/// }
/// ```
///
/// - Complexity: O(n) in the number of items built, with one array for the whole list.
@resultBuilder
public enum FlexItemBuilder {
    /// What the statements of a builder closure produce: none, one or several items, in order.
    /// You do not make or read one: the builder does.
    @frozen
    public struct Component: Sendable, BuiltListComponent {
        @usableFromInline let list: BuiltList<FlexItem>

        @inlinable init(list: BuiltList<FlexItem>) {
            self.list = list
        }
    }

    /// A statement that is an item: adds it.
    @inlinable
    public static func buildExpression(_ item: FlexItem) -> Component {
        Component(list: .one(item))
    }

    /// A statement that is an optional item: adds it, or nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ item: FlexItem?) -> Component {
        Component(list: item.map { .one($0) } ?? .none)
    }

    /// A statement that is a layout: adds it as an item with every property at its default.
    @inlinable
    public static func buildExpression(_ layout: any Layout) -> Component {
        Component(list: .one(FlexItem(layout)))
    }

    /// A statement that is an optional layout: adds it as an item with every property at its
    /// default, or nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ layout: (any Layout)?) -> Component {
        Component(list: layout.map { .one(FlexItem($0)) } ?? .none)
    }

    /// A statement that is an array of items: adds them in order.
    @inlinable
    public static func buildExpression(_ items: [FlexItem]) -> Component {
        Component(list: .many(items))
    }

    /// The statements of a block, in order.
    @inlinable
    public static func buildBlock(_ components: Component...) -> Component {
        Component(list: .joined(components))
    }

    /// An `if` without `else`: its block's items, or nothing.
    @inlinable
    public static func buildOptional(_ component: Component?) -> Component {
        component ?? Component(list: .none)
    }

    /// The first branch of an `if`–`else` or a `switch`.
    @inlinable
    public static func buildEither(first component: Component) -> Component {
        component
    }

    /// The second branch of an `if`–`else` or a `switch`.
    @inlinable
    public static func buildEither(second component: Component) -> Component {
        component
    }

    /// A `for`–`in` loop: every iteration's items, in order.
    @inlinable
    public static func buildArray(_ components: [Component]) -> Component {
        Component(list: .joined(components))
    }

    /// An `if #available` block.
    @inlinable
    public static func buildLimitedAvailability(_ component: Component) -> Component {
        component
    }

    /// The items, in order.
    @inlinable
    public static func buildFinalResult(_ component: Component) -> [FlexItem] {
        component.list.elements
    }
}
