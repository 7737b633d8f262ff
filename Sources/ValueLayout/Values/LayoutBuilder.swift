/// Builds a list of layouts from the statements of a closure: the declarative way to give a layout
/// its children.
///
/// Each initialiser that takes children as an array has a twin that takes them from a closure
/// marked `@LayoutBuilder`, and builds the same value:
///
/// ```swift
/// let row = StackLayout(axis: .horizontal, spacing: 8) {
///     SizeLayout(width: 40, height: 40)
///     if let subtitle {
///         LabelLayout(text: subtitle)
///     }
///     for tag in tags {
///         LabelLayout(text: tag)
///     }
/// }
/// ```
///
/// A statement adds one layout (a layout value, or an optional one that adds nothing when `nil`)
/// or a list of them (an array of layouts). `if`, `if let`, `if`–`else`, `switch`, `for`–`in`
/// and `if #available` choose and repeat statements as in ordinary code. The children keep the
/// order of the statements.
///
/// A layout with one sublayout (``InsetLayout``, ``SizeLayout``…) takes its closure's single
/// layout as it is. When the closure builds several, they become the children of a vertical
/// ``StackLayout`` with no spacing, its other arguments at their defaults, and that stack is the
/// sublayout; when it builds none, that stack is empty (0 × 0). (``ScrollLayout`` stacks several
/// along its scrolling axis instead, and takes none as no content.)
///
/// - Complexity: O(n) in the number of layouts built, with one array for the whole list; the
///   closure runs once, when the value is made.
@resultBuilder
public enum LayoutBuilder {
    /// What the statements of a builder closure produce: none, one or several layouts, in order.
    /// You do not make or read one: the builder does.
    @frozen
    public struct Component: Sendable, BuiltListComponent {
        @usableFromInline let list: BuiltList<any Layout>

        @inlinable init(list: BuiltList<any Layout>) {
            self.list = list
        }
    }

    /// A statement that is a layout: adds it.
    @inlinable
    public static func buildExpression(_ layout: any Layout) -> Component {
        Component(list: .one(layout))
    }

    /// A statement that is an optional layout: adds it, or nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ layout: (any Layout)?) -> Component {
        Component(list: layout.map { .one($0) } ?? .none)
    }

    /// A statement that is an array of layouts: adds them in order.
    @inlinable
    public static func buildExpression(_ layouts: [any Layout]) -> Component {
        Component(list: .many(layouts))
    }

    /// The statements of a block, in order.
    @inlinable
    public static func buildBlock(_ components: Component...) -> Component {
        Component(list: .joined(components))
    }

    /// An `if` without `else`: its block's layouts, or nothing.
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

    /// A `for`–`in` loop: every iteration's layouts, in order.
    @inlinable
    public static func buildArray(_ components: [Component]) -> Component {
        Component(list: .joined(components))
    }

    /// An `if #available` block.
    @inlinable
    public static func buildLimitedAvailability(_ component: Component) -> Component {
        component
    }

    /// The children of a layout that takes several.
    @inlinable
    public static func buildFinalResult(_ component: Component) -> [any Layout] {
        component.list.elements
    }

    /// The sublayout of a layout that takes one: the single layout built, or a vertical stack of
    /// the layouts built when there are none or several.
    @inlinable
    public static func buildFinalResult(_ component: Component) -> any Layout {
        switch component.list {
        case .one(let layout): layout
        case .many(let layouts) where layouts.count == 1: layouts[0]
        default: StackLayout(axis: .vertical, sublayouts: component.list.elements)
        }
    }
}
