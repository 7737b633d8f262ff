import Foundation

/// A built-in kind of layout: its properties, and how it measures and places its children.
///
/// A kind is written against the children contexts the engine owns (``MeasuringChildren`` and
/// ``PlacingChildren``), as a ``CustomLayout`` is written against ``LayoutChildren``: it never sees
/// the result storage. The engine's generic node (``BuiltInNode``) stores the properties with the
/// common fields (alignment, flexibility, reuse identifier, view), reserves and completes the
/// measurement and arrangement nodes, arranges a node with no measured children by its alignment
/// alone, and implements equality and hashing once for every kind.
///
/// A kind's public struct (``SizeLayout``, ``StackLayout``, …) holds one reference to its node and
/// conforms to ``_BuiltInLayout``, which supplies flexibility, reuse identifier, view, `==` and
/// `hash(into:)` from the node.
///
/// The rules a kind follows:
///
/// 1. **Frame.** A node's frame is its measured size placed in the offered rectangle by its
///    alignment (the engine does it); ``place(children:in:context:)`` places children in the frame's bounds.
/// 2. **Measure.** ``measure(within:context:children:)`` returns a size that is finite, not negative and at
///    most `maxSize` (checked in debug builds), measuring each child it keeps with
///    ``MeasuringChildren/measure(_:within:)`` within a cleaned maximum (no NaN, nothing negative).
///    When ``measuresInSourceOrder`` is true (the default), it measures children in source order,
///    each at most once; otherwise in any order, as often as it likes (the latest measurement
///    counts). A child it never measures is *dropped*: no measurement, no frame.
/// 3. **Place.** ``place(children:in:context:)`` places the measured children in source order, each once,
///    with ``PlacingChildren/place(_:in:)``, in rectangles already cleaned.
/// 4. **Leaves.** A node with no measured children is never asked to place: the engine arranges it
///    without reading its layout, which keeps large trees fast.
///
/// Everything else that finishing, diagnostics, paths and the testing checks need from a kind is a
/// hook with a default: outside a kind's file, nothing tests for a concrete kind.
protocol LayoutAlgorithm: Hashable, Sendable {
    /// The public layout type of this kind: its identity in equality and hashing.
    associatedtype Value: _BuiltInLayout

    /// The public layout value whose node is `node`.
    static func layout(of node: BuiltInNode<Self>) -> Value

    /// This kind's node class: a final subclass of ``BuiltInNode`` whose two passes only call
    /// ``BuiltInNode/measureNode(in:context:offer:)`` and
    /// ``BuiltInNode/arrangeNode(in:context:measurement:within:)``, so that they are compiled for
    /// this kind. (``BuiltInNode`` itself also serves, with the same frames: its passes are
    /// compiled once for every kind, and cost more.)
    associatedtype Node: BuiltInNode<Self>

    /// What a node of this kind keeps from one run of ``measure(within:context:children:)`` for
    /// its later runs in the same pass: work a probe did that the real run at the same constraint
    /// would do again (a flex container's items resolved and given their base sizes). Kept with
    /// ``MeasuringChildren/keep(_:of:)`` and read back, typed, with
    /// ``MeasuringChildren/keptCache(of:)``; gone when the pass ends. `Void` by default: a kind
    /// that keeps nothing pays nothing.
    ///
    /// A trivial value (no references; checked when the pass first keeps one), so that the pass
    /// keeps caches in arenas it reuses from pass to pass, allocating nothing in the steady
    /// state: a cache of variable length refers to elements kept with
    /// ``MeasuringChildren/keepElements(of:)``.
    ///
    /// A kept value must be what the kind would compute again: a kind reads it only when the
    /// inputs it was computed from are the same (it keeps them in it), so that frames never depend
    /// on whether a cache was kept.
    associatedtype Cache = Void

    /// Whether ``measure(within:context:children:)`` measures the children in source order, each at most
    /// once (the engine then links them as they come instead of keeping a slot per child).
    var measuresInSourceOrder: Bool { get }

    /// Measures the children this kind keeps within `maxSize` and returns the node's size.
    ///
    /// - Parameters:
    ///   - maxSize: The largest size the node may take, already cleaned; a side may be infinite.
    ///   - context: The pass's text measurer, direction and pixel scale (frames are computed left
    ///     to right whatever the direction).
    ///   - children: The sublayouts, to measure.
    /// - Returns: The node's size, in points: finite, not negative, at most `maxSize`.
    func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize

    /// Places the measured children within `bounds`, the node's frame in its own coordinates, left
    /// to right (`context` gives the pixel scale, for kinds that round positions to it). The
    /// default places each measured child in the whole of `bounds`.
    func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext)

    // MARK: Hooks

    /// Whether pixel snapping must never make this kind's frame smaller than its unsnapped frame
    /// (text is never cut): its far edges then move out by a pixel instead. `false` by default.
    static var growsWhenSnapped: Bool { get }

    /// Whether arranging fewer children than sublayouts is worth a diagnostic
    /// (``LayoutDiagnostic/Kind/droppedSublayouts(sublayoutIndices:axis:length:)``): a kind that
    /// drops children when it runs out of room. `false` by default.
    static var reportsDroppedSublayouts: Bool { get }

    /// The sublayout indices, in source order, of the `keptCount` children this node arranged out
    /// of `sublayoutCount`, or `nil` to match them by their layouts (the default).
    func keptSublayoutIndices(keptCount: Int, sublayoutCount: Int) -> [Int]?

    /// The axis along which this kind drops children (for the dropped-sublayouts diagnostic), or
    /// `nil`. `nil` by default.
    var droppingAxis: Axis? { get }

    /// The size below which this node's frame is reported as too small
    /// (``LayoutDiagnostic/Kind/belowMinimumSize(axis:minimum:length:)``); zero by default.
    var diagnosedMinimumSize: CGSize { get }

    /// How this kind arranges its children, for the checks that compare children with their
    /// parent (and the overflow diagnostic): a kind whose children may reach past its bounds by
    /// design names them in ``ChildArrangement/overflowingChildren``.
    /// ``ChildArrangement/independent`` by default.
    var childArrangement: ChildArrangement { get }

    /// The text this kind shows, for baselines and pictures; `nil` by default.
    var textContent: TextContent? { get }

    /// The size of the content this kind scrolls (``LayoutArrangement/scrollContentSize``),
    /// computed from its arranged children's finished frames (mirrored and snapped), which
    /// `childFrames` gathers when called; `nil` for a kind that does not scroll (the default,
    /// which never gathers them).
    func scrollContentSize(childFrames: () -> [CGRect]) -> CGSize?

    /// Whether ``measure(within:context:children:)`` reads ``MeasuringChildren/offeredHeight``:
    /// how its height is offered then changes what it measures, and a pass asks it apart (see
    /// ``PassQuestion``). `false` by default: measured within a maximum, at its used or definite
    /// height, or at exactly a size, the kind measures the same.
    static var readsOfferedHeight: Bool { get }

    /// Whether a size this kind measured within a larger maximum is what it measures within a
    /// smaller one the size still fits, in the two cases a pass uses: within the same width and
    /// an unlimited height (the height is only capped), and within no limit at all (a text leaf
    /// whose unbroken lines fit a width is not broken there). A pass then answers a measurement
    /// from either when the kept size fits (a flex item's label, asked its max-content width,
    /// its height at its width and then framed, is measured once when its text keeps its lines
    /// in its frame). `false` by default: right for any kind, and for a kind with children,
    /// which measure them within the maximum.
    static var keepsItsSizeWithinSmallerMaximums: Bool { get }

    /// The narrowest this node can be without overflowing its content, in points (CSS's
    /// min-content width; see ``LayoutNode/minimumContentWidth(in:context:)``), or `nil` for the
    /// default: the width measured without limit. `children` may be probed, not measured.
    func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat?

    /// Whether ``maxContentWidth(height:context:children:)`` can answer (see
    /// ``LayoutNode/answersMaxContentWidth``). `false` by default; the pass then asks nothing of
    /// the kind and measures it.
    static var answersMaxContentWidth: Bool { get }

    /// The width this node measures within an unlimited width and `height`, in points, found
    /// without laying out its content (see ``LayoutNode/maxContentWidth(in:height:definiteHeight:context:)``),
    /// or `nil` to have it measured. Asked only of kinds whose ``answersMaxContentWidth`` is
    /// `true`. `children` may be asked questions, not measured.
    func maxContentWidth(height: CGFloat, context: LayoutContext, children: inout MeasuringChildren) -> CGFloat?

    /// These properties for a node whose sublayouts are replaced by `sublayouts` (of the same
    /// count, each with the flexibility of the one it replaces): properties derived from the
    /// children are derived again. The default returns `self`.
    func rebuilt(sublayouts: [any Layout]) -> Self
}

extension LayoutAlgorithm {
    /// A node of this kind's node class. (The traits are read here, where the kind is known,
    /// not in the node's initialiser, which is compiled once for every kind.)
    static func makeNode(
        _ properties: Self, alignment: Alignment, flexibility: Flexibility, viewReuseId: String?,
        view: ViewDescription?, cleanedInputs: [CleanedInput] = [], children: consuming SublayoutNodes
    ) -> Node {
        Node(
            properties, alignment: alignment, flexibility: flexibility, traits: nodeTraits, viewReuseId: viewReuseId,
            view: view, cleanedInputs: cleanedInputs, children: children)
    }

    /// A node of this kind's node class whose children are `sublayouts`.
    static func makeNode(
        _ properties: Self, alignment: Alignment, flexibility: Flexibility, viewReuseId: String?,
        view: ViewDescription?, cleanedInputs: [CleanedInput] = [], sublayouts: [any Layout]
    ) -> Node {
        makeNode(
            properties, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            cleanedInputs: cleanedInputs, children: SublayoutNodes(sublayouts))
    }

    var measuresInSourceOrder: Bool { true }

    @inline(__always)
    func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
        for child in children {
            children.place(child, in: bounds)
        }
    }

    static var growsWhenSnapped: Bool { false }
    static var reportsDroppedSublayouts: Bool { false }
    func keptSublayoutIndices(keptCount: Int, sublayoutCount: Int) -> [Int]? { nil }
    var droppingAxis: Axis? { nil }
    var diagnosedMinimumSize: CGSize { .zero }
    var childArrangement: ChildArrangement { .independent }
    var textContent: TextContent? { nil }
    func scrollContentSize(childFrames: () -> [CGRect]) -> CGSize? { nil }
    func rebuilt(sublayouts: [any Layout]) -> Self { self }
    static var readsOfferedHeight: Bool { false }
    static var keepsItsSizeWithinSmallerMaximums: Bool { false }
    func minimumContentWidth(context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? { nil }
    static var answersMaxContentWidth: Bool { false }
    func maxContentWidth(height: CGFloat, context: LayoutContext, children: inout MeasuringChildren) -> CGFloat? {
        nil
    }
}
