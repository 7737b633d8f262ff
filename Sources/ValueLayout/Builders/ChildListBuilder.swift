/// A child that a ``ChildListBuilder`` can make of a plain layout statement: a ``FlexItem``
/// (every property at its default) or an ``AbsoluteChild`` (at the origin).
public protocol LayoutBuilderChild: Sendable {
    /// The child that stands for `layout` when a builder closure lists the layout itself.
    init(builtFrom layout: any Layout)
}

extension FlexItem: LayoutBuilderChild {
    /// An item of `layout` with every property at its default, as `FlexItem(layout)` makes.
    public init(builtFrom layout: any Layout) {
        self.init(layout)
    }
}

extension AbsoluteChild: LayoutBuilderChild {
    /// `layout` at the origin, as `AbsoluteChild(position: .zero, layout: layout)` makes.
    public init(builtFrom layout: any Layout) {
        self.init(position: .zero, layout: layout)
    }
}

/// Builds a layout's children that are values of their own (``FlexItem``s, ``AbsoluteChild``ren)
/// from the statements of a closure, as ``LayoutBuilder`` builds a stack's children. Used as
/// ``FlexItemBuilder`` and ``AbsoluteChildBuilder``.
///
/// A statement adds a child, a layout (which becomes the child `Child(builtFrom:)` makes of it),
/// an optional of either (nothing when it is `nil`) or an array of children. `if`, `if let`,
/// `if`–`else`, `switch`, `for`–`in` and `if #available` work as in ordinary code; the children
/// keep the order of the statements.
///
/// - Complexity: O(n) in the number of children built, with one array for the whole list.
@resultBuilder
public enum ChildListBuilder<Child: LayoutBuilderChild> {
    /// What the statements of a builder closure produce: none, one or several children, in order.
    /// You do not make or read one: the builder does.
    @frozen
    public struct Component: Sendable, BuiltListComponent {
        @usableFromInline let list: BuiltList<Child>

        @inlinable init(list: BuiltList<Child>) {
            self.list = list
        }
    }

    /// A statement that is a child: adds it.
    @inlinable
    public static func buildExpression(_ child: Child) -> Component {
        Component(list: .one(child))
    }

    /// A statement that is an optional child: adds it, or nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ child: Child?) -> Component {
        Component(list: child.map { .one($0) } ?? .none)
    }

    /// A statement that is a layout: adds it as the child `Child(builtFrom:)` makes of it.
    @inlinable
    public static func buildExpression(_ layout: any Layout) -> Component {
        Component(list: .one(Child(builtFrom: layout)))
    }

    /// A statement that is an optional layout: adds the child `Child(builtFrom:)` makes of it, or
    /// nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ layout: (any Layout)?) -> Component {
        Component(list: layout.map { .one(Child(builtFrom: $0)) } ?? .none)
    }

    /// A statement that is an array of children: adds them in order.
    @inlinable
    public static func buildExpression(_ children: [Child]) -> Component {
        Component(list: .many(children))
    }

    /// The statements of a block, in order.
    @inlinable
    public static func buildBlock(_ components: Component...) -> Component {
        Component(list: .joined(components))
    }

    /// An `if` without `else`: its block's children, or nothing.
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

    /// A `for`–`in` loop: every iteration's children, in order.
    @inlinable
    public static func buildArray(_ components: [Component]) -> Component {
        Component(list: .joined(components))
    }

    /// An `if #available` block.
    @inlinable
    public static func buildLimitedAvailability(_ component: Component) -> Component {
        component
    }

    /// The children, in order.
    @inlinable
    public static func buildFinalResult(_ component: Component) -> [Child] {
        component.list.elements
    }
}

/// Builds a ``FlexLayout``'s items from the statements of a closure: a ``FlexItem``, or a layout
/// (an item with every property at its default), per statement, with `if`, `switch` and `for`.
///
/// ```swift
/// FlexLayout(wrap: .wrap, columnGap: 8) {
///     FlexItem(avatar, shrink: 0)
///     FlexItem(title, grow: 1)
///     if let badge { badge }
/// }
/// ```
public typealias FlexItemBuilder = ChildListBuilder<FlexItem>

/// Builds an ``AbsoluteLayout``'s children from the statements of a closure: an
/// ``AbsoluteChild``, or a layout (a child at the origin), per statement, with `if`, `switch` and
/// `for`.
///
/// ```swift
/// AbsoluteLayout(sizing: .sizeToFit) {
///     AbsoluteChild(position: CGPoint(x: 0, y: 0), layout: photo)
///     if let badge {
///         AbsoluteChild(position: CGPoint(x: 40, y: -4), layout: badge)
///     }
/// }
/// ```
public typealias AbsoluteChildBuilder = ChildListBuilder<AbsoluteChild>
