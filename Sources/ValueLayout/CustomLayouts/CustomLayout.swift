import Foundation

/// A layout you write: measure your children within a maximum and return your size; place your
/// children in your bounds. For example (from the guide, docs/custom-layouts.md):
///
/// ```swift
/// /// Its content, with a badge in the top trailing corner; the badge never makes it larger.
/// struct Badged: CustomLayout {
///     var content: any Layout
///     var badge: any Layout
///     var sublayouts: [any Layout] { [content, badge] }
///     var flexibility: Flexibility { content.flexibility }
///
///     func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
///         let size = children[0].measure(within: maxSize)
///         children[1].measure(within: size)
///         return size
///     }
///
///     func place(children: LayoutChildren, in bounds: CGRect) {
///         let content = children[0].place(in: bounds)
///         let badge = children[1].measuredSize ?? .zero
///         children[1].place(in: CGRect(origin: CGPoint(x: content.maxX - badge.width, y: content.minY), size: badge))
///     }
/// }
/// ```
///
/// The engine calls ``measure(within:children:)`` each time the parent measures the layout (a
/// built-in parent does so once per pass), then, if the layout is arranged, ``place(children:in:)``
/// once. The rules:
///
/// 1. **Reach your children only through `children`**, in the call that receives it: `children[i]`
///    is the sublayout at `i` of ``sublayouts``. It is valid only during that call (using it later
///    stops the program with a message).
/// 2. **Measure, then place.** `measure` returns your size (anything above `maxSize`, negative or
///    not finite is cleaned: clamped to `maxSize`, or 0). `place` puts children in rectangles of
///    your bounds; each child's own alignment places its measured size in its rectangle. You may
///    measure a child again in `place` (the latest measurement is the one placed), but not place
///    one in `measure`. A child you never measured is measured within the rectangle you place it
///    in; a child you do not place has no frame, like a child a stack drops.
/// 3. **Think left to right, in points.** The finished tree is mirrored for right-to-left and
///    snapped to pixels for you.
///
/// Your layout's frame is its measured size placed within the rectangle its parent offers by
/// ``alignment`` (`.fill` by default: the whole rectangle, which may be larger than what you
/// measured), and `place` gets that frame as its bounds. The value is stored in the layout tree as
/// is: it is `Sendable` and immutable like the built-in layouts. Conform to `Equatable` (or
/// `Hashable`) to take part in ``LayoutKey`` equality; a layout that does not equals only itself.
///
/// - Complexity: whatever your two methods do, plus O(1) per child measured or placed.
public protocol CustomLayout: Layout {
    /// The children, in source order (which is also back-to-front drawing order): what
    /// ``LayoutChildren`` gives access to. The default is none.
    var sublayouts: [any Layout] { get }

    /// How this layout's measured size is placed within the rectangle its parent offers. The
    /// default is `.fill`: the layout takes the whole rectangle. A baseline placement
    /// (``Alignment/Vertical/firstBaseline``, ``Alignment/Vertical/lastBaseline``) places as
    /// ``Alignment/Vertical/top``, but in a horizontal ``StackLayout``, which aligns this layout's
    /// baseline with its siblings': its ``baselineSublayout``'s text's, or, without one, the
    /// bottom of its measured size.
    var alignment: Alignment { get }

    /// Measures the children this layout needs and returns its size, in points.
    ///
    /// - Parameters:
    ///   - maxSize: The largest size this layout may take; a side may be `.infinity`.
    ///   - children: The sublayouts, to measure with ``LayoutChild/measure(within:)``.
    /// - Returns: The size this layout needs, at most `maxSize`.
    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize

    /// Places the children within `bounds`: this layout's frame in its own coordinates (origin
    /// zero). The default places each child that was measured in the whole of `bounds`.
    ///
    /// - Parameters:
    ///   - children: The sublayouts, to place with ``LayoutChild/place(in:)``.
    ///   - bounds: This layout's bounds, in points.
    func place(children: LayoutChildren, in bounds: CGRect)
    /// The narrowest this layout can be without overflowing its content, in points (CSS's
    /// min-content width), or `nil` for the default: its width measured without limit (its
    /// max-content width), so that it is never squeezed below what it measures. A ``FlexLayout``
    /// asks it for an item's automatic minimum size and for its own intrinsic widths; a layout
    /// whose width is its child's answers `children[0].minimumContentWidth`. Measurements made
    /// here are not kept. Answer at most the max-content width, as CSS's min-content width is: a
    /// flex container asks only once it shrinks the item below its max-content width, so a
    /// larger answer would hold there and not elsewhere.
    func minimumContentWidth(children: LayoutChildren) -> CGFloat?
    /// The space this layout keeps between its edges and its content, in points: a
    /// ``FlexLayout`` never makes an item showing it smaller than these insets, and shrinks it in
    /// proportion to its basis less them (CSS's padding). The default is none; a layout whose
    /// content is its child's answers `children[0].contentInsets`.
    func contentInsets(children: LayoutChildren) -> EdgeInsets
    /// The position of the sublayout whose text gives this layout's baselines, laid out at this
    /// layout's width, or `nil` (the default): this layout shows no text, and a parent that aligns
    /// baselines (a horizontal ``StackLayout``, a ``FlexLayout``) aligns its bottom edge. A layout
    /// that shows one child as its own content, at its origin and width (a wrapper that forwards to
    /// it), answers `0`.
    var baselineSublayout: Int? { get }
}

extension CustomLayout {
    /// `nil`, the default: the layout's max-content width stands for its minimum.
    public func minimumContentWidth(children: LayoutChildren) -> CGFloat? { nil }

    /// None, the default.
    public func contentInsets(children: LayoutChildren) -> EdgeInsets { .zero }

    /// `nil`, the default: no text of its own.
    public var baselineSublayout: Int? { nil }

    /// No children: the default.
    public var sublayouts: [any Layout] { [] }

    /// `.fill`: the default.
    public var alignment: Alignment { .fill }

    /// Places each child that was measured in the whole of `bounds`: the default.
    public func place(children: LayoutChildren, in bounds: CGRect) {
        for child in children where child.measuredSize != nil {
            child.place(in: bounds)
        }
    }

    /// A node made from this value (and from the custom layouts below it, up to the built-in
    /// ones, which have theirs).
    ///
    /// - Complexity: O(number of custom layouts in the subtree, up to the built-in layouts below
    ///   them). Inlinable, so that it is specialized for your layout's type.
    @inlinable
    public var _layoutNode: _LayoutNode { CustomLayoutNode.make(for: self) }
}
