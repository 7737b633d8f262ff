/// Builds an ``AbsoluteLayout``'s children from the statements of a closure, as ``LayoutBuilder``
/// builds a stack's children.
///
/// A statement adds a child (an ``AbsoluteChild``), a layout (which becomes a child at the
/// origin, as `AbsoluteChild(position: .zero, layout:)` makes), an optional of either (nothing
/// when it is `nil`) or an array of children. `if`, `if let`, `if`–`else`, `switch`, `for`–`in`
/// and `if #available` work as in ordinary code; the children keep the order of the statements.
///
/// ```swift
/// AbsoluteLayout(sizing: .sizeToFit) {
///     AbsoluteChild(position: CGPoint(x: 0, y: 0), layout: photo)
///     if let badge {
///         AbsoluteChild(position: CGPoint(x: 40, y: -4), layout: badge)
///     }
/// }
/// ```
///
/// - Complexity: O(n) in the number of children built, with one array for the whole list.
@resultBuilder
public enum AbsoluteChildBuilder {
    /// What the statements of a builder closure produce: none, one or several children, in order.
    /// You do not make or read one: the builder does.
    @frozen
    public struct Component: Sendable, BuiltListComponent {
        @usableFromInline let list: BuiltList<AbsoluteChild>

        @inlinable init(list: BuiltList<AbsoluteChild>) {
            self.list = list
        }
    }

    /// A statement that is a child: adds it.
    @inlinable
    public static func buildExpression(_ child: AbsoluteChild) -> Component {
        Component(list: .one(child))
    }

    /// A statement that is an optional child: adds it, or nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ child: AbsoluteChild?) -> Component {
        Component(list: child.map { .one($0) } ?? .none)
    }

    /// A statement that is a layout: adds it as a child at the origin.
    @inlinable
    public static func buildExpression(_ layout: any Layout) -> Component {
        Component(list: .one(AbsoluteChild(position: .zero, layout: layout)))
    }

    /// A statement that is an optional layout: adds it as a child at the origin, or nothing when
    /// it is `nil`.
    @inlinable
    public static func buildExpression(_ layout: (any Layout)?) -> Component {
        Component(list: layout.map { .one(AbsoluteChild(position: .zero, layout: $0)) } ?? .none)
    }

    /// A statement that is an array of children: adds them in order.
    @inlinable
    public static func buildExpression(_ children: [AbsoluteChild]) -> Component {
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
    public static func buildFinalResult(_ component: Component) -> [AbsoluteChild] {
        component.list.elements
    }
}
