import Foundation
import ValueLayoutCHelpers

/// The engine's name for ``_LayoutNode``.
typealias LayoutNode = _LayoutNode

// Inside the engine, each kind of layout is a subclass: the built-in layouts are one-word structs
// that point at theirs, which keeps an `any Layout` inline in its existential container, makes
// copying a layout a retain, and lets everything derivable from the subtree be computed once,
// when the value is built, instead of in every pass (the flexibility a stack inherits, the order
// it measures its children in, the subtree's hash and node count). A custom layout's node
// (``CustomLayoutNode``) holds the value and calls it through its proxies. Within a pass every
// node is reached the same way, through ``measure(in:context:within:)`` and
// ``arrange(in:context:measurement:within:)``: one route for every kind.
//
// **Memory layout.** The fields the passes read come first (this class's), then the kind's
// properties, then the fields only equality, hashing and views read (the subclass's): a leaf's
// node then spans two cache lines where the passes touch it, instead of three. Large trees are
// far bigger than the caches, so the lines touched per layout decide the passes' speed.

/// The engine's record of one layout value: its children's records, what the passes read, and its
/// two passes. An implementation detail of the engine, public only because ``Layout`` requires
/// one of each layout (``Layout/_layoutNode``): you never make, read or subclass one.
public class _LayoutNode: @unchecked Sendable {
    /// The node of each sublayout, retained, parallel to ``sublayouts``; `nil` when there are none.
    /// A plain pointer, so that reading it in a pass costs no reference counting (see
    /// ``ResultTree`` for the engine's unsafe constructs). Written only at teardown.
    @exclusivity(unchecked) private var childNodes: UnsafeMutablePointer<Unmanaged<LayoutNode>>?
    let alignment: Alignment
    let flexibility: Flexibility
    /// ``nodeCount``, saturating at `Int32.max`; 4 bytes, so that it fits beside ``childCount``.
    private let storedNodeCount: Int32
    /// The number of sublayouts (and child nodes).
    let childCount: Int32
    /// The sublayouts, in source order. Written only when the node is torn down, when nothing else
    /// can reach it (hence no dynamic exclusivity checks on reads in the passes).
    @exclusivity(unchecked) private var storedSublayouts: [any Layout]

    /// The sublayouts, in source order.
    final var sublayouts: [any Layout] { unsafe storedSublayouts }

    // Stored by the subclass, after the kind's properties (see the type's discussion).

    /// The reuse identifier.
    var viewReuseId: String? { preconditionFailure("subclass responsibility") }
    /// The view description.
    var view: ViewDescription? { preconditionFailure("subclass responsibility") }
    /// The numbers the layout's initialiser was given that the bad-input policy cleaned (see
    /// ``LayoutLimits``); read only by ``LayoutArrangement/diagnostics``.
    var cleanedInputs: [CleanedInput] { [] }
    /// A hash of the layout's properties and its whole subtree (a custom layout's node computes its
    /// own when asked).
    var subtreeHash: Int { storedSubtreeHash }
    /// The hash of a built-in layout, computed once, when its node is made.
    private let storedSubtreeHash: Int
    /// The number of layouts in the subtree, this one included (saturating at `Int32.max`).
    final var nodeCount: Int { Int(storedNodeCount) }

    /// What a built-in layout's hash covers besides its alignment, flexibility and children.
    struct HashedIdentity {
        /// The kind (its public type).
        var kind: ObjectIdentifier
        /// The hash of the kind's properties.
        var propertiesHash: Int
        var viewReuseId: String?
        var view: ViewDescription?
    }

    /// A node for a layout with `sublayouts`, whose nodes are `childNodes` (one each) or, if `nil`,
    /// each sublayout's node. The node retains its children's nodes. A built-in layout gives its
    /// `identity`, and its subtree's hash is computed here, once.
    init(
        alignment: Alignment, flexibility: Flexibility, sublayouts: [any Layout], childNodes: [LayoutNode]? = nil,
        identity: HashedIdentity? = nil
    ) {
        self.alignment = alignment
        self.flexibility = flexibility
        self.storedSublayouts = sublayouts
        self.childCount = Int32(clamping: sublayouts.count)
        var nodeCount = 1
        var table: UnsafeMutablePointer<Unmanaged<LayoutNode>>? = nil
        if !sublayouts.isEmpty {
            let nodes = UnsafeMutablePointer<Unmanaged<LayoutNode>>.allocate(capacity: sublayouts.count)
            for index in sublayouts.indices {
                let node = childNodes?[index] ?? sublayouts[index]._layoutNode
                nodeCount = nodeCount.addingSaturating(node.nodeCount)
                (nodes + index).initialize(to: Unmanaged.passRetained(node))
            }
            table = nodes
        }
        self.childNodes = table
        self.storedNodeCount = Int32(clamping: nodeCount)
        if let identity {
            storedSubtreeHash = Self.summaryHash(
                of: identity, alignment: alignment, flexibility: flexibility, children: table,
                count: sublayouts.count)
        } else {
            storedSubtreeHash = 0
        }
    }

    deinit {
        guard let childNodes else { return }
        // Near the top of a teardown, children are released recursively, which needs no memory;
        // deeper, level by level, since a recursive release of a deep chain overflows the stack. The
        // children are released after their values, inside the counted depth. A node that holds
        // its children's values elsewhere too (a custom layout's value, released after this body)
        // always goes level by level.
        defer { Self.leaveTeardown() }
        if Self.enterTeardown() <= Self.recursiveTeardownDepth, !holdsChildValuesElsewhere {
            storedSublayouts = []
            for index in 0..<Int(childCount) { childNodes[index].release() }
            childNodes.deallocate()
            self.childNodes = nil
            return
        }
        var pending: [LayoutNode] = []
        pending.reserveCapacity(32)
        takeChildren(into: &pending)
        while var next = pending.popLast() {
            if isKnownUniquelyReferenced(&next) { next.takeChildren(into: &pending) }
        }
    }

    /// Whether the node holds its children's values somewhere besides ``sublayouts`` (a custom
    /// layout's node: in its value).
    var holdsChildValuesElsewhere: Bool { false }

    /// How many nodes deep a teardown releases children recursively on a thread before it
    /// continues level by level.
    static var recursiveTeardownDepth: Int { 32 }

    /// Enters the teardown of a node on this thread and returns the depth.
    private static func enterTeardown() -> Int { EngineThreadState.enterNodeTeardown() }

    /// Leaves the teardown of a node on this thread.
    private static func leaveTeardown() { EngineThreadState.leaveNodeTeardown() }

    /// Moves the children's nodes (which this node retains) into `pending` and drops the children's
    /// values, so that releasing this node releases nothing below it: called only when nothing
    /// else can reach this node (from `deinit`, or on a node `pending` holds the only reference
    /// to). A custom layout's node releases its value (which holds the children's values too)
    /// after this, when its children's nodes are held by `pending`: each is checked for other
    /// references only when it is taken from there.
    private func takeChildren(into pending: inout [LayoutNode]) {
        guard let childNodes else { return }
        for index in 0..<Int(childCount) {
            pending.append(childNodes[index].takeRetainedValue())
        }
        childNodes.deallocate()
        self.childNodes = nil
        storedSublayouts = []
    }

    /// The hash of a built-in layout with `identity` and the given common fields whose children's
    /// nodes are the `count` of `children`.
    private static func summaryHash(
        of identity: HashedIdentity, alignment: Alignment, flexibility: Flexibility,
        children: UnsafeMutablePointer<Unmanaged<LayoutNode>>?, count: Int
    ) -> Int {
        var hasher = Hasher()
        hasher.combine(identity.kind)
        hasher.combine(identity.propertiesHash)
        hasher.combine(alignment)
        hasher.combine(flexibility)
        hasher.combine(identity.viewReuseId)
        hasher.combine(identity.view)
        for index in 0..<count {
            hasher.combine(unsafe children![index]._withUnsafeGuaranteedRef { $0.subtreeHash })
        }
        return hasher.finalize()
    }

    /// Whether `node` is the node of the sublayout at `index`.
    final func isChild(_ node: LayoutNode, at index: Int) -> Bool {
        childNode(at: index).refers(to: node)
    }

    /// The node of the sublayout at `index`.
    @inline(__always)
    final func childNode(at index: Int) -> Unretained<LayoutNode> {
        assert(index >= 0 && index < Int(childCount), "sublayout index out of range")
        return unsafe Unretained(retainedBy: childNodes![index])
    }

    /// Whether everything but the children equals `other`'s (`other` is of the same class).
    func shallowEquals(_ other: LayoutNode) -> Bool {
        subtreeHash == other.subtreeHash && alignment == other.alignment
            && flexibility == other.flexibility && viewReuseId == other.viewReuseId
            && view == other.view && childCount == other.childCount
    }

    /// Starts loading the sublayout at `index` into the cache (its header and the next two lines,
    /// where the passes read its fields), so that it is ready when measured.
    @inline(__always)
    final func prefetchSublayout(at index: Int) {
        childNode(at: index).prefetch()
    }

    // MARK: Hooks: what finishing, diagnostics, paths and checks ask of a kind (see ``LayoutKind``)

    /// Whether snapping never makes this node's frame smaller than its unsnapped frame.
    var growsWhenSnapped: Bool { false }
    /// Whether arranging fewer children than sublayouts is reported as dropped sublayouts.
    var reportsDroppedSublayouts: Bool { false }
    /// The axis along which this layout drops children, if any.
    var droppingAxis: Axis? { nil }
    /// The frame size below which this layout is reported as too small.
    var diagnosedMinimumSize: CGSize { .zero }
    /// How this layout arranges its children.
    var childArrangement: ChildArrangement { .independent }
    /// The text this layout shows, if any.
    var textContent: TextContent? { nil }

    /// The size of the content this layout scrolls, from its children's finished frames (which
    /// `childFrames` gathers), or `nil` for a layout that does not scroll.
    func scrollContentSize(childFrames: () -> [CGRect]) -> CGSize? { nil }

    /// The sublayout indices, in source order, of the `keptCount` children this layout arranged,
    /// or `nil` to match them by their nodes.
    func keptSublayoutIndices(keptCount: Int) -> [Int]? { nil }

    /// This layout with its sublayouts replaced by `sublayouts` (as many, each as flexible as the
    /// one it replaces), or `nil` for a layout that cannot be rebuilt so (a custom layout).
    func rebuilt(sublayouts: [any Layout]) -> (any Layout)? { nil }

    /// Whether ``rebuilt(sublayouts:)`` can rebuild this layout.
    var isRebuildable: Bool { false }

    // MARK: Overridden by each kind of layout

    /// The layout value this node belongs to.
    func makeLayout() -> any Layout { preconditionFailure("subclass responsibility") }

    /// Measures within `maxSize` (already cleaned) and returns the new node's index in
    /// `pass.measurements`.
    func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
        preconditionFailure("subclass responsibility")
    }

    /// The space this layout keeps between its edges and its content (a flex container's padding,
    /// an inset layout's insets), in points: a flex item's border box is never smaller. By
    /// default the insets of ``childArrangement``.
    func contentInsets(in pass: LayoutPass, context: LayoutContext) -> EdgeInsets {
        childArrangement.childInsets
    }

    /// The narrowest this layout can be laid out without overflowing its content, in points: CSS's
    /// min-content width, what a flex container asks of an item's layout for its automatic
    /// minimum size. A label's is its longest unbreakable run of text; a kind without a rule of
    /// its own (and every custom layout) answers its width measured without limit, its
    /// max-content width, so that it is never squeezed below what it measures.
    func minimumContentWidth(in pass: LayoutPass, context: LayoutContext) -> CGFloat {
        pass.probe(Unretained(self), within: CGSize(width: CGFloat.infinity, height: .infinity), context: context).width
    }

    /// Whether ``maxContentWidth(in:height:definiteHeight:context:)`` answers without measuring
    /// this layout: the pass then keeps its answer apart from the sizes it measured.
    var answersMaxContentWidth: Bool { false }

    /// The width this layout measures within an unlimited width and `height` (a maximum, or with
    /// `definiteHeight` its definite height), in points: CSS's max-content width, what a flex
    /// container asks of its items' content. By default measured; a kind that knows its width
    /// before laying out its content (a flex container, from its items' widths) answers without
    /// measuring, and says so with ``answersMaxContentWidth``.
    func maxContentWidth(in pass: LayoutPass, height: CGFloat, definiteHeight: Bool, context: LayoutContext) -> CGFloat
    {
        pass.probe(
            Unretained(self), within: CGSize(width: CGFloat.infinity, height: height), definiteHeight: definiteHeight,
            context: context
        ).width
    }

    /// Arranges the measurement at `measurement` (an index in `pass.measurements`) within `rect`
    /// (already cleaned; always left to right: the finished tree is mirrored once, at the end of
    /// the pass) and returns the new node's index in `pass.arrangements`.
    func arrange(in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect) -> Int32 {
        preconditionFailure("subclass responsibility")
    }
}

/// A reference to an engine object that does not retain it: what the passes hold to reach nodes,
/// the pass and its trees without reference counting (a retain and a release on every child would
/// cost more than the layout arithmetic).
///
/// Safe to use under the engine's lifetime invariant (invariant 3 of ``ResultTree``): whoever
/// makes one keeps the object alive for as long as it is used. A layout node is kept alive by its
/// parent's node (which retains its children's) or by the tree that refers to it (whose anchor
/// retains the root); a pass and its trees by the entry point that made them, for the whole pass.
/// ``with(_:)`` lends the object for the duration of a call only, so it never escapes as a strong
/// reference. Debug builds check that an object is still alive when it is lent.
@safe
struct Unretained<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    /// A reference to `object`, which the caller keeps alive while this is used.
    @inline(__always)
    init(_ object: Object) {
        reference = unsafe Unmanaged.passUnretained(object)
    }

    /// Calls `body` with the object, lent without a retain.
    @inline(__always)
    func with<Result>(_ body: (Object) -> Result) -> Result {
        unsafe reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether this refers to `object`.
    @inline(__always)
    func refers(to object: Object) -> Bool {
        unsafe reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }

    /// A reference to the object `reference` holds a retain of (a node's child table).
    @inline(__always)
    fileprivate init(retainedBy reference: Unmanaged<Object>) {
        self.reference = reference
    }

    /// Starts loading the object into the cache: its header and the next two lines, where the
    /// passes read a node's fields.
    @inline(__always)
    func prefetch() {
        let address = unsafe UnsafeRawPointer(reference.toOpaque())
        unsafe vl_prefetch(address)
        unsafe vl_prefetch(address + 64)
        unsafe vl_prefetch(address + 128)
    }
}

extension LayoutNode {
    /// `other`, known to be a `Node` (the caller compared the classes): a cast without the run-time
    /// metadata lookup a checked cast to a generic class makes, which costs more than comparing two
    /// leaves. Checked in debug builds.
    @inline(__always)
    static func sameClass<Node: LayoutNode>(_ other: LayoutNode, as _: Node.Type) -> Node {
        assert(other is Node, "ValueLayout: nodes of different classes compared")
        return unsafe unsafeDowncast(other, to: Node.self)
    }
}
