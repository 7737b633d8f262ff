import Foundation
import ValueLayoutCHelpers

/// The engine's name for ``_LayoutNode``.
typealias LayoutNode = _LayoutNode

// Inside the engine, each kind of layout is a subclass: the built-in layouts are one-word structs
// that point at theirs, which keeps an `any Layout` inline in its existential container and makes
// copying a layout a retain. A custom layout's node (``CustomLayoutNode``) holds the value and
// calls it through its proxies. Within a pass every node is reached the same way, through
// ``measure(in:context:within:)`` and ``arrange(in:context:measurement:within:)``: one route for
// every kind.
//
// **What building costs.** Making a layout value makes its node and nothing else: one allocation.
// What only equality, hashing and caches need (the subtree's hash) is computed when first asked
// and kept (see ``subtreeHash``). A node finds its children's nodes where the values already keep
// them (see ``SublayoutNodes``) instead of in a table of its own; only a layout with a custom
// sublayout, whose node is made when read, keeps one.
//
// **Memory layout.** The fields the passes read come first (this class's), then the kind's
// properties, then the fields only equality, hashing and views read (the subclass's): a leaf's
// node then spans two cache lines where the passes touch it, instead of three. Large trees are
// far bigger than the caches, so the lines touched per layout decide the passes' speed.

/// The fields of a layout node that are read through their address: the first stored property of
/// every node, at a fixed place (``LayoutNode/headerAddress``).
struct NodeHeader {
    /// The subtree's hash with its lowest bit set, once computed; 0 before. Read and written only
    /// atomically (``vl_atomic_load_word`` and ``vl_atomic_store_word``), since any thread that
    /// holds the value may be the first to ask (invariant 6 of ``ResultTree``).
    var cachedHash: Int = 0
    /// The node of the only sublayout, retained, for a layout made with one sublayout (see
    /// ``SublayoutNodes``); `nil` otherwise. Where ``LayoutNode/childNode(at:)`` finds it.
    var onlyChild: Unmanaged<LayoutNode>?
}

/// The engine's record of one layout value: its children's records, what the passes read, and its
/// two passes. An implementation detail of the engine, public only because ``Layout`` requires
/// one of each layout (``Layout/_layoutNode``): you never make, read or subclass one.
public class _LayoutNode: @unchecked Sendable {
    /// The hash cache and the only child's node: the first stored property, which is what
    /// ``headerAddress`` relies on. Written only while the node is made and torn down, except the
    /// hash, which is written atomically.
    @exclusivity(unchecked) private var header: NodeHeader
    /// Where the node of the sublayout at `index` is: an `Unmanaged<LayoutNode>` at
    /// `childBase + index * SublayoutNodes.stride` (see ``SublayoutNodes``). `nil` when there are
    /// none. Written only when the node is made and torn down.
    @exclusivity(unchecked) private var childBase: UnsafeRawPointer?
    /// Where the children's nodes are kept (see ``SublayoutNodes/Storage``).
    private let childStorage: SublayoutNodes.Storage
    let alignment: Alignment
    /// What a pass asks of this node's kind before measuring it (stored here, beside the
    /// alignment, in what would otherwise be padding: read through the kind, each answer was a
    /// virtual call into generic code and a protocol witness, several per node in a flex pass).
    let traits: NodeTraits
    let flexibility: Flexibility
    /// ``nodeCount``, saturating at `Int32.max`; 4 bytes, so that it fits beside ``childCount``.
    private let storedNodeCount: Int32
    /// The number of sublayouts (and child nodes).
    let childCount: Int32
    /// The sublayouts, in source order, as given (empty for a layout made with one sublayout,
    /// whose node the header keeps). Written only when the node is torn down, when nothing else
    /// can reach it (hence no dynamic exclusivity checks on reads in the passes).
    @exclusivity(unchecked) private var storedSublayouts: [any Layout]
    /// The node of the sublayout each custom sublayout's place holds, made when the node was made
    /// (retained), for ``SublayoutNodes/Storage/table``; `nil` otherwise.
    @exclusivity(unchecked) private var ownedTable: UnsafeMutableRawPointer?

    /// The sublayouts, in source order.
    final var sublayouts: [any Layout] {
        if childStorage == .only, let only = unsafe header.onlyChild {
            return [unsafe only._withUnsafeGuaranteedRef { $0.makeLayout() }]
        }
        return unsafe storedSublayouts
    }

    // Stored by the subclass, after the kind's properties (see the type's discussion).

    /// The reuse identifier.
    var viewReuseId: String? { preconditionFailure("subclass responsibility") }
    /// The view description.
    var view: ViewDescription? { preconditionFailure("subclass responsibility") }
    /// The numbers the layout's initialiser was given that the bad-input policy cleaned (see
    /// ``LayoutLimits``); read only by ``LayoutArrangement/diagnostics``.
    var cleanedInputs: [CleanedInput] { [] }
    /// The number of layouts in the subtree, this one included (saturating at `Int32.max`).
    final var nodeCount: Int { Int(storedNodeCount) }

    /// A node with the common fields and the children `children` describes (which it takes over).
    ///
    /// Never inlined: inlined into each kind's initialiser, it made building an inset or a
    /// centre layout about 130 instructions a node dearer (copies of the view description the
    /// optimiser no longer avoided).
    @inline(never)
    init(
        alignment: Alignment, flexibility: Flexibility, traits: NodeTraits = [], children: consuming SublayoutNodes
    ) {
        self.alignment = alignment
        self.traits = traits
        self.flexibility = flexibility
        header = NodeHeader(cachedHash: 0, onlyChild: children.only)
        childStorage = children.storage
        childCount = Int32(truncatingIfNeeded: children.count)
        storedNodeCount = Int32(clamping: children.nodeCount.addingSaturating(1))
        storedSublayouts = children.sublayouts
        ownedTable = children.table
        switch children.storage {
        case .none, .only:
            childBase = nil
        case .elements:
            // The values' own references, in the array kept above: it is never written, so its
            // storage stays where it is for the node's life.
            childBase = unsafe children.elementBase
        case .table:
            childBase = unsafe UnsafeRawPointer(children.table)
        }
        if children.storage == .only {
            // The only child's reference is the header's second word.
            unsafe childBase = UnsafeRawPointer(headerAddress + MemoryLayout<NodeHeader>.offset(of: \.onlyChild)!)
        }
        #if DEBUG
            unsafe withUnsafeMutablePointer(to: &header) { pointer in
                assert(
                    unsafe UnsafeMutableRawPointer(pointer) == headerAddress,
                    "ValueLayout: a layout node's header is not its first stored property")
            }
            for index in 0..<Int(childCount) {
                assert(
                    childNode(at: index).refers(to: children.node(at: index)),
                    "ValueLayout: a layout node's child \(index) is not where its storage says")
            }
        #endif
    }

    /// The address of ``header``: the first stored property, right after the object's header.
    @inline(__always)
    private var headerAddress: UnsafeMutableRawPointer {
        unsafe _getUnsafePointerToStoredProperties(self)
    }

    deinit {
        // Near the top of a teardown, children are released recursively, which needs no memory;
        // deeper, level by level, since a recursive release of a deep chain overflows the stack. The
        // children are released after their values, inside the counted depth. A node that holds
        // its children's values elsewhere too (a custom layout's value, released after this body)
        // always goes level by level.
        // A node whose children were taken (by a teardown level by level) has nothing to release.
        guard childCount > 0, unsafe childBase != nil else { return }
        defer { Self.leaveTeardown() }
        if Self.enterTeardown() <= Self.recursiveTeardownDepth, !holdsChildValuesElsewhere {
            unsafe storedSublayouts = []
            releaseChildNodes()
            return
        }
        var pending: [LayoutNode] = []
        pending.reserveCapacity(32)
        takeChildren(into: &pending)
        while var next = pending.popLast() {
            if isKnownUniquelyReferenced(&next) { next.takeChildren(into: &pending) }
        }
    }

    /// Releases the children's nodes this node retains itself (the only child's, or a table's).
    private func releaseChildNodes() {
        if let only = unsafe header.onlyChild {
            unsafe header.onlyChild = nil
            unsafe only.release()
        }
        if let table = unsafe ownedTable {
            for index in 0..<Int(childCount) {
                unsafe table.load(fromByteOffset: index &* SublayoutNodes.stride, as: Unmanaged<LayoutNode>.self)
                    .release()
            }
            unsafe table.deallocate()
            unsafe ownedTable = nil
        }
        unsafe childBase = nil
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

    /// Moves a reference to each child's node into `pending` and drops the children's values and
    /// the references this node holds, so that releasing this node releases nothing below it:
    /// called only when nothing else can reach this node (from `deinit`, or on a node `pending`
    /// holds the only reference to). A custom layout's node releases its value (which holds the
    /// children's values too) after this, when its children's nodes are held by `pending`: each
    /// is checked for other references only when it is taken from there.
    private func takeChildren(into pending: inout [LayoutNode]) {
        guard unsafe childBase != nil else { return }
        if let table = unsafe ownedTable {
            // The table's references move to `pending`.
            for index in 0..<Int(childCount) {
                pending.append(
                    unsafe table.load(fromByteOffset: index &* SublayoutNodes.stride, as: Unmanaged<LayoutNode>.self)
                        .takeRetainedValue())
            }
            unsafe table.deallocate()
            unsafe ownedTable = nil
        } else if let only = unsafe header.onlyChild {
            pending.append(unsafe only.takeRetainedValue())
            unsafe header.onlyChild = nil
        } else {
            // The array's references stay with the array, released below: `pending` takes its own.
            for index in 0..<Int(childCount) {
                pending.append(childNode(at: index).retainedObject())
            }
        }
        unsafe storedSublayouts = []
        unsafe childBase = nil
    }

    /// Whether `node` is the node of the sublayout at `index`.
    final func isChild(_ node: LayoutNode, at index: Int) -> Bool {
        childNode(at: index).refers(to: node)
    }

    /// The node of the sublayout at `index`.
    @inline(__always)
    final func childNode(at index: Int) -> Unretained<LayoutNode> {
        assert(index >= 0 && index < Int(childCount), "sublayout index out of range")
        return unsafe Unretained(
            retainedBy: childBase.unsafelyUnwrapped.load(
                fromByteOffset: index &* SublayoutNodes.stride, as: Unmanaged<LayoutNode>.self))
    }

    // MARK: Identity, computed when asked

    /// A hash of the layout's properties and its whole subtree: computed the first time it is
    /// asked (by equality, ``LayoutKey``, a cache or a list), by whichever thread asks, then kept.
    ///
    /// - Complexity: O(n) in the subtree the first time (without recursion, however deep), O(1)
    ///   after.
    final var subtreeHash: Int {
        let cached = unsafe vl_atomic_load_word(headerAddress)
        if cached != 0 { return cached }
        return computeSubtreeHash()
    }

    /// Whether ``hashWithoutChildren(into:)`` leaves the children's hashes to the subtree hash
    /// (a built-in layout) rather than covering them itself (a custom layout, whose value's hash
    /// covers its children as far as it wants).
    var hashCombinesChildren: Bool { true }

    /// Feeds the hasher everything the layout's hash covers besides its children's hashes.
    func hashWithoutChildren(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(flexibility)
    }

    /// Computes and keeps the hash of every node below this one that has none yet, children first,
    /// with an explicit stack (a chain 100,000 layouts deep hashes as well as a flat one).
    @inline(never)
    private func computeSubtreeHash() -> Int {
        // Each entry is a node and whether its children's hashes are known to be kept.
        var pending: [(node: Unretained<LayoutNode>, childrenKept: Bool)] = [(Unretained(self), false)]
        while let (reference, childrenKept) = pending.popLast() {
            reference.with { node in
                guard unsafe vl_atomic_load_word(node.headerAddress) == 0 else { return }
                if node.hashCombinesChildren, !childrenKept, node.childCount > 0 {
                    pending.append((reference, true))
                    for index in 0..<Int(node.childCount) {
                        let child = node.childNode(at: index)
                        if child.with({ unsafe vl_atomic_load_word($0.headerAddress) == 0 }) {
                            pending.append((child, false))
                        }
                    }
                    return
                }
                var hasher = Hasher()
                node.hashWithoutChildren(into: &hasher)
                if node.hashCombinesChildren {
                    for index in 0..<Int(node.childCount) {
                        hasher.combine(node.childNode(at: index).with { unsafe vl_atomic_load_word($0.headerAddress) })
                    }
                }
                // The lowest bit set: a kept hash is never 0, which means "not yet".
                unsafe vl_atomic_store_word(node.headerAddress, hasher.finalize() | 1)
            }
        }
        return unsafe vl_atomic_load_word(headerAddress)
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

    // MARK: Hooks: what finishing, diagnostics, paths and checks ask of a kind (see ``LayoutAlgorithm``)

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
    /// The position of the child whose text gives this layout's baselines when it shows none of
    /// its own (a forwarding custom layout's), if any.
    var baselineChild: Int? { nil }

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

    /// Measures on `offer` (its maximum already cleaned) and returns the new node's index in
    /// `pass.measurements`.
    func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
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
        pass.probe(
            Unretained(self), offer: .within(CGSize(width: CGFloat.infinity, height: .infinity), sizeOnly: true),
            context: context
        ).width
    }

    /// Whether ``maxContentWidth(in:height:definiteHeight:context:)`` answers without measuring
    /// this layout: the pass then keeps its answer apart from the sizes it measured.
    final var answersMaxContentWidth: Bool { traits.contains(.answersMaxContentWidth) }

    /// Whether how this layout's height is offered (a maximum, its used or definite height, or
    /// exactly a size: see ``MeasurementOffer``) changes what it measures: if not, a pass asks it one
    /// question for all of them (see ``LayoutPass/question(to:on:)``). `false` by default.
    final var readsOfferedHeight: Bool { traits.contains(.readsOfferedHeight) }

    /// Whether a size this layout measured within a maximum is what it measures within any
    /// smaller maximum the size still fits (see ``LayoutAlgorithm/keepsItsSizeWithinSmallerMaximums``).
    /// `false` by default.
    final var keepsItsSizeWithinSmallerMaximums: Bool { traits.contains(.keepsItsSizeWithinSmallerMaximums) }

    /// The width this layout measures within an unlimited width and `height` (a maximum, or with
    /// `definiteHeight` its definite height), in points: CSS's max-content width, what a flex
    /// container asks of its items' content. By default measured; a kind that knows its width
    /// before laying out its content (a flex container, from its items' widths) answers without
    /// measuring, and says so with ``answersMaxContentWidth``.
    func maxContentWidth(in pass: LayoutPass, height: CGFloat, definiteHeight: Bool, context: LayoutContext) -> CGFloat
    {
        pass.probe(
            Unretained(self),
            offer: .probe(within: CGSize(width: CGFloat.infinity, height: height), definiteHeight: definiteHeight),
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

    /// A strong reference to the object (a retain): for taking over a reference during a teardown.
    func retainedObject() -> Object {
        unsafe reference.takeUnretainedValue()
    }

    /// Whether this refers to the same object as `other`.
    @inline(__always)
    func refers(to other: Unretained<Object>) -> Bool {
        unsafe reference.toOpaque() == other.reference.toOpaque()
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

    /// A reference to the object `identifier` identifies, which the caller knows is alive and of
    /// this type (a built-in layout's node, kept by its value).
    @inline(__always)
    fileprivate init(identifiedBy identifier: ObjectIdentifier) {
        reference = unsafe Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: identifier))!)
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

/// A layout's sublayouts and where their nodes are: what a node is made from, read once, when the
/// layout is built.
///
/// Every built-in layout value is one reference to its node, so an array of them already holds
/// every child's node, in the first word of each element's existential container: a node made from
/// such an array keeps the array and reads its children's nodes there (``Storage/elements``), and
/// needs no table of its own. A layout made with one sublayout keeps that sublayout's node in its
/// header (``Storage/only``). Only a custom sublayout's node, made when it is read, has nowhere to
/// live but a table the node owns (``Storage/table``), with a retained reference to each child's node.
///
/// The node relies on invariant 5 of ``ResultTree``: the array it keeps is never written, so its
/// elements stay put. Made with ``init(_:)``, ``init(only:)`` or ``init(_:nodes:)``, and handed to
/// exactly one node (or released with ``relinquish()``),
/// which takes over the references it holds: noncopyable, so that it is never copied on its way
/// (a copy would retain the array, through value witnesses in a kind's generic initialiser).
struct SublayoutNodes: ~Copyable {
    /// Where a node finds its children's nodes.
    enum Storage: UInt8 {
        /// No sublayouts.
        case none
        /// One sublayout, whose node (retained) is the header's second word.
        case only
        /// In the sublayouts array: the first word of each element.
        case elements
        /// In a table of retained references the node owns.
        case table
    }

    let storage: Storage
    /// The sublayouts, kept by the node as given (empty with ``Storage/only``).
    let sublayouts: [any Layout]
    /// The only sublayout's node, retained, with ``Storage/only``.
    let only: Unmanaged<LayoutNode>?
    /// The children's nodes, each retained, ``stride`` bytes apart, with ``Storage/table``.
    let table: UnsafeMutableRawPointer?
    /// The first element of ``sublayouts``, with ``Storage/elements``.
    let elementBase: UnsafeRawPointer?
    /// The number of sublayouts.
    let count: Int
    /// The number of layouts below the node (saturating).
    let nodeCount: Int

    /// No sublayouts.
    init() {
        storage = .none
        sublayouts = []
        only = nil
        table = nil
        elementBase = nil
        count = 0
        nodeCount = 0
    }

    /// The nodes of `sublayouts`: read in place when every one is a built-in layout, otherwise
    /// in a table (a custom sublayout's node is made here).
    ///
    /// - Complexity: O(n) in the number of sublayouts, plus making the nodes of custom ones.
    init(_ sublayouts: [any Layout]) {
        self.init(sublayouts, visiting: { _, _ in })
    }

    /// ``init(_:)``, calling `visit` with each sublayout's index and node (lent for the call), in
    /// source order: what a kind derives from its children (a stack's measuring order), in the
    /// same walk.
    @inline(__always)
    init(_ sublayouts: [any Layout], visiting visit: (_ index: Int, _ node: LayoutNode) -> Void) {
        count = sublayouts.count
        self.sublayouts = sublayouts
        only = nil
        guard count > 0 else {
            storage = .none
            table = nil
            elementBase = nil
            nodeCount = 0
            return
        }
        var nodeCount = 0
        var firstCustom = -1
        let base = unsafe sublayouts.withUnsafeBufferPointer { unsafe UnsafeRawPointer($0.baseAddress!) }
        for index in 0..<count {
            // An element is read in place only when its first word is its node: a layout that
            // says which node it has but stores something else first (a wrapper of a built-in
            // layout with a field of its own before it, or one too large to be stored inline)
            // has its node kept in a table, as a custom layout's is.
            guard let identifier = sublayouts[index]._layoutNodeIdentifier,
                unsafe base.load(fromByteOffset: index &* Self.stride, as: UInt.self)
                    == UInt(bitPattern: identifier)
            else {
                firstCustom = index
                break
            }
            Unretained<LayoutNode>(identifiedBy: identifier).with { node in
                nodeCount = nodeCount.addingSaturating(node.nodeCount)
                visit(index, node)
            }
        }
        guard firstCustom >= 0 else {
            storage = .elements
            table = nil
            // The array is never written (the node keeps it as it is), so its storage stays put.
            elementBase = unsafe sublayouts.withUnsafeBufferPointer { unsafe UnsafeRawPointer($0.baseAddress) }
            self.nodeCount = nodeCount
            #if DEBUG
                Self.checkElements(sublayouts)
            #endif
            return
        }
        storage = .table
        elementBase = nil
        let table = Self.allocateTable(count: count)
        nodeCount = 0
        for index in 0..<count {
            // Those before the first custom one are built-in: their values hold their nodes.
            let node =
                index < firstCustom
                ? unsafe base.load(fromByteOffset: index &* Self.stride, as: Unmanaged<LayoutNode>.self).retain()
                : Self.retainedNode(of: sublayouts[index])
            unsafe node._withUnsafeGuaranteedRef { node in
                nodeCount = nodeCount.addingSaturating(node.nodeCount)
                // The children before the first custom one were visited above.
                if index >= firstCustom { visit(index, node) }
            }
            unsafe table.storeBytes(of: node, toByteOffset: index &* Self.stride, as: Unmanaged<LayoutNode>.self)
        }
        unsafe self.table = table
        self.nodeCount = nodeCount
    }

    /// The node of `only`, the one sublayout.
    init(only sublayout: any Layout) {
        storage = .only
        sublayouts = []
        let node = Self.retainedNode(of: sublayout)
        only = node
        table = nil
        elementBase = nil
        count = 1
        nodeCount = unsafe node._withUnsafeGuaranteedRef { $0.nodeCount }
    }

    /// `sublayouts`, whose nodes are `nodes` (one each, made by the caller), in a table.
    init(_ sublayouts: [any Layout], nodes: [LayoutNode]) {
        precondition(nodes.count == sublayouts.count, "a node for each sublayout")
        count = sublayouts.count
        self.sublayouts = sublayouts
        only = nil
        elementBase = nil
        guard count > 0 else {
            storage = .none
            table = nil
            nodeCount = 0
            return
        }
        storage = .table
        let table = Self.allocateTable(count: count)
        var nodeCount = 0
        for index in 0..<count {
            nodeCount = nodeCount.addingSaturating(nodes[index].nodeCount)
            unsafe table.storeBytes(
                of: Unmanaged.passRetained(nodes[index]), toByteOffset: index &* Self.stride,
                as: Unmanaged<LayoutNode>.self)
        }
        unsafe self.table = table
        self.nodeCount = nodeCount
    }

    /// The distance between two children's node references wherever a node finds them, in bytes:
    /// an array element's (an existential container's size), so that reaching a child is one
    /// multiplication by a constant whatever the storage (a table spaces its references alike).
    static var stride: Int { MemoryLayout<any Layout>.stride }

    /// Uninitialised memory for `count` references ``stride`` bytes apart.
    private static func allocateTable(count: Int) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer.allocate(
            byteCount: count * stride, alignment: MemoryLayout<Unmanaged<LayoutNode>>.alignment)
    }

    /// A retained reference to `layout`'s node (a custom layout's, made now).
    private static func retainedNode(of layout: any Layout) -> Unmanaged<LayoutNode> {
        if let identifier = layout._layoutNodeIdentifier {
            return unsafe Unmanaged<LayoutNode>.fromOpaque(
                UnsafeRawPointer(bitPattern: UInt(bitPattern: identifier))!
            ).retain()
        }
        return unsafe Unmanaged.passRetained(layout._layoutNode)
    }

    /// Releases the references this description holds, for one that is not handed to a node
    /// (made only to derive a kind's properties from its children).
    consuming func relinquish() {
        if let only { unsafe only.release() }
        if let table {
            for index in 0..<count {
                unsafe table.load(fromByteOffset: index &* Self.stride, as: Unmanaged<LayoutNode>.self).release()
            }
            unsafe table.deallocate()
        }
    }

    /// The flexibility of the first sublayout (what a layout around one sublayout inherits).
    var firstFlexibility: Flexibility { node(at: 0).with { $0.flexibility } }

    /// The node of the sublayout at `index`, for what a kind derives from its children before its
    /// node is made (a stack's measuring order).
    @inline(__always)
    func node(at index: Int) -> Unretained<LayoutNode> {
        assert(index >= 0 && index < count, "sublayout index out of range")
        switch storage {
        case .none: preconditionFailure("no sublayouts")
        case .only: return unsafe Unretained(retainedBy: only.unsafelyUnwrapped)
        case .table:
            return unsafe Unretained(
                retainedBy: table.unsafelyUnwrapped.load(
                    fromByteOffset: index &* Self.stride, as: Unmanaged<LayoutNode>.self))
        case .elements:
            return unsafe Unretained(
                retainedBy: elementBase.unsafelyUnwrapped.load(
                    fromByteOffset: index &* Self.stride, as: Unmanaged<LayoutNode>.self))
        }
    }

    /// The node in the first word of the element at `index` of `sublayouts`, every element of
    /// which is a built-in layout (one reference to its node, stored inline in its existential
    /// container).
    @inline(__always)
    private static func elementNode(_ sublayouts: [any Layout], at index: Int) -> Unretained<LayoutNode> {
        unsafe sublayouts.withUnsafeBufferPointer { buffer in
            unsafe Unretained(
                retainedBy: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).load(
                    fromByteOffset: index &* MemoryLayout<any Layout>.stride, as: Unmanaged<LayoutNode>.self))
        }
    }

    /// Checks that each element's first word is its node (debug builds).
    private static func checkElements(_ sublayouts: [any Layout]) {
        for index in sublayouts.indices {
            let identifier = sublayouts[index]._layoutNodeIdentifier
            assert(
                identifier == elementNode(sublayouts, at: index).with { ObjectIdentifier($0) },
                "ValueLayout: a built-in layout's value is not one reference to its node")
        }
    }
}
