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
/// - Complexity: O(n) in the number of layouts built. A block of plain layouts costs what an
///   array literal of them costs; a block with `if`, `switch` or `for` makes one more array. The
///   closure runs once, when the value is made.
@resultBuilder
public enum LayoutBuilder {
    /// A statement that is a layout: adds it.
    @inlinable
    public static func buildExpression(_ layout: any Layout) -> any Layout {
        layout
    }

    /// A statement that is an optional layout: adds it, or nothing when it is `nil`.
    @inlinable
    public static func buildExpression(_ layout: (any Layout)?) -> any Layout {
        layout ?? BuiltLayouts([])
    }

    /// A statement that is an array of layouts: adds them in order.
    @inlinable
    public static func buildExpression(_ layouts: [any Layout]) -> any Layout {
        BuiltLayouts(layouts)
    }

    /// The statements of a block, in order. A block of plain layouts becomes its array directly:
    /// the statements' layouts are not copied again.
    @inlinable
    public static func buildBlock(_ layouts: any Layout...) -> [any Layout] {
        layouts
    }

    /// A `switch` of more than two cases (or an `else if`): the chosen branch, already a statement.
    @inlinable
    public static func buildEither(first layout: any Layout) -> any Layout {
        layout
    }

    /// A `switch` of more than two cases (or an `else if`): the chosen branch, already a statement.
    @inlinable
    public static func buildEither(second layout: any Layout) -> any Layout {
        layout
    }

    /// An `if` without `else`: its block's layouts, or nothing.
    @inlinable
    public static func buildOptional(_ layouts: [any Layout]?) -> any Layout {
        BuiltLayouts(layouts ?? [])
    }

    /// The first branch of an `if`–`else` or a `switch`.
    @inlinable
    public static func buildEither(first layouts: [any Layout]) -> any Layout {
        BuiltLayouts(layouts)
    }

    /// The second branch of an `if`–`else` or a `switch`.
    @inlinable
    public static func buildEither(second layouts: [any Layout]) -> any Layout {
        BuiltLayouts(layouts)
    }

    /// A `for`–`in` loop: every iteration's layouts, in order.
    @inlinable
    public static func buildArray(_ iterations: [[any Layout]]) -> any Layout {
        BuiltLayouts(Array(iterations.joined()))
    }

    /// An `if #available` block.
    @inlinable
    public static func buildLimitedAvailability(_ layouts: [any Layout]) -> [any Layout] {
        layouts
    }

    /// The children of a layout that takes several.
    @inlinable
    public static func buildFinalResult(_ layouts: [any Layout]) -> [any Layout] {
        BuiltLayouts.flattened(layouts)
    }

    /// The sublayout of a layout that takes one: the single layout built, or a vertical stack of
    /// the layouts built when there are none or several.
    @inlinable
    public static func buildFinalResult(_ layouts: [any Layout]) -> any Layout {
        let layouts = BuiltLayouts.flattened(layouts)
        return layouts.count == 1 ? layouts[0] : StackLayout(axis: .vertical, sublayouts: layouts)
    }
}
