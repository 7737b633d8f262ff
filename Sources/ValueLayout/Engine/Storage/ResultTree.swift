import Foundation

/// The flat tree behind measurements and arrangements: one pass appends every node it makes to
/// one of these (one for measured sizes, one for frames).
///
/// The nodes are one contiguous array of trivially copyable values. Each node links to its first
/// child and to its next sibling, so a parent's children are a linked run through the same array:
/// building a tree costs one store per node and one per edge (no per-parent child arrays), a tree
/// of n nodes is a handful of allocations instead of several per node, and it is released without
/// recursion however deep it is. Parents reserve their node before their children's (pre-order),
/// so that walks from a parent to its children read forward through memory.
///
/// ## The engine's unsafe constructs and their invariants
///
/// Every unsafe construct of the library's core lives in three files of `Engine/`
/// (`scripts/check-unsafe-code.sh` lists them, with the compiler's strict memory safety checking,
/// and fails on any other):
///
/// - this file: the tree's fields (`@exclusivity(unchecked)`, invariant 1), its nodes' unretained
///   layout references (invariant 3) and its storage, ``GrowableBuffer`` (a noncopyable buffer
///   that owns its memory; pointers exist only inside its accessors; invariant 4);
/// - `LayoutNode.swift`: where each node finds its children's nodes without a table of its own
///   (``SublayoutNodes``: the first word of each element of the sublayouts array the node keeps
///   and never writes, every built-in layout value being one reference to its node; the header's
///   word for a single sublayout; a table retained by hand only for custom sublayouts), all read
///   at one stride and released without recursion (invariant 5); the node's header, read through
///   its address (the first stored property), whose hash word is written atomically (invariant
///   6); ``Unretained`` (the reference through which the passes reach nodes, the pass and its
///   trees without reference counting, lent only for the duration of a call: invariant 3) and the
///   unchecked downcast of equality (checked in debug builds);
/// - `EngineThreads.swift`: threads with large stacks, the measurement tree each thread keeps,
///   the pass's table of answers and its arenas of kept values (`@exclusivity(unchecked)`,
///   invariant 1; an arena is found by its element type's tag and downcast without a check,
///   invariant 7; the lent buffers likewise) and the per-thread state in C thread-locals.
///
/// Everything else (the passes, the kinds, the children contexts, custom layouts' proxies,
/// equality) uses their safe accessors. The invariants, written once:
///
/// 1. **One writer.** A tree is written only by the pass that owns it, by one thread at a time
///    (the caller's, or a worker the caller waits for), never in overlapping accesses; hence
///    `@exclusivity(unchecked)` on its fields and the unchecked ``GrowableBuffer``. The passes are
///    synchronous, which guarantees it. (A layout node's fields are written only while it is made
///    and when it is torn down, when nothing else can reach it.)
/// 2. **Sealed means immutable.** A pass seals its trees when it ends, before any handle
///    (``LayoutMeasurement``, ``LayoutArrangement``) can reach another thread; a sealed tree is
///    never written again (checked in release builds too: a write to a shared tree would corrupt
///    it for every thread reading it).
/// 3. **Unretained references stay valid.** A node refers to its layout's ``LayoutNode``
///    without retaining it, and so do the passes (``Unretained``). The tree's ``anchor`` (the root's layout node, or the measurement
///    tree an arrangement was made from) retains the root, and every layout node keeps its
///    children's nodes alive (through the sublayouts it keeps, its header or its table), and they
///    are immutable: so every node a tree refers to lives as long as the tree.
/// 4. **Indices are in bounds.** Node indices are `Int32` values below ``GrowableBuffer/count``
///    (checked in debug builds by the buffer's subscript), and a node is linked to one parent
///    (checked in debug builds by ``link(_:into:)``).
///
/// 5. **A node's children stay where it found them.** The sublayouts array a node keeps is never
///    written until the node is torn down, so its elements (and the node references in their
///    first words) stay at the address the node recorded; an element is read in place only when
///    its first word is the node its ``Layout/_layoutNodeIdentifier`` names (checked in every
///    build when the node is made: every built-in layout value is a single class reference,
///    stored inline in its existential container, and any other value's node goes in a table);
///    a table or the header's word holds a retain of its own.
/// 6. **The hash word is shared only atomically.** A node's cached subtree hash is the first word
///    of its first stored property; after the node is made it is read and written only with the C
///    atomics (relaxed: the word needs no other memory published with it, and two threads that
///    compute it write the same value).
/// 7. **A tag names its type.** The pass's arenas and lent buffers are kept untyped, each with
///    the identifier of its element type, and downcast to the type a lookup asks for only when
///    the tags match; a node's kind cache is read at the index the answer table holds for the
///    node, in the arena of its kind's cache type, which only that kind writes (checked in debug
///    builds: the node read is of the kind that reads it).
///
/// Invariant 3 is checked in debug builds when a tree is sealed (it must have an anchor), and
/// invariant 2 in every build by each write. The sanitizer runs of the test suite (thread and
/// address) check them all on every test.
final class ResultTree<Payload: ResultPayload>: @unchecked Sendable {
    /// A node: 24 bytes and the payload (56 in all for measurements and arrangements). Trivially
    /// copyable, so that appending and reading nodes never goes through value witnesses or
    /// reference counting. Large trees are bigger than the caches, so the node's size is the
    /// passes' memory traffic and an arrangement's footprint.
    struct Node {
        /// The layout that made the node (unretained; see invariant 3), or `nil` for a node
        /// reserved but not yet completed.
        let layout: Unretained<LayoutNode>?
        /// The number of children.
        var childCount: Int32
        /// The first child's index, or −1.
        var firstChild: Int32
        /// The next sibling's index, −1 for the last child, or ``unlinked`` before the node has a
        /// parent.
        var nextSibling: Int32
        /// For a measured built-in leaf, its alignment, which alone places its measured size;
        /// `nil` otherwise. The pass then arranges the node without reading its layout (see
        /// ``LayoutPass/arrangeChild(measurement:within:context:)``).
        var leafAlignment: Alignment?
        /// For a measurement the pass remembers (see
        /// ``LayoutPass/measureRemembered(of:at:offer:context:)``), the question it answered and
        /// whether it is whole; 0 otherwise. Kept in what would be padding.
        var remembered: RememberedMeasurement
        var payload: Payload

        @inline(__always)
        init(layout: Unretained<LayoutNode>?, children: ChildList, leafAlignment: Alignment?, payload: Payload) {
            self.layout = layout
            childCount = children.count
            firstChild = children.first
            nextSibling = ResultTree.unlinked
            self.leafAlignment = children.count == 0 ? leafAlignment : nil
            remembered = RememberedMeasurement()
            self.payload = payload
        }

        /// The layout node arranging this node will read: none for a leaf placed by its
        /// ``leafAlignment`` alone. What the passes prefetch ahead of arranging.
        @inline(__always)
        var layoutReadWhenArranged: Unretained<LayoutNode>? {
            leafAlignment == nil ? layout : nil
        }
    }

    /// The ``Node/nextSibling`` of a node that has no parent yet.
    static var unlinked: Int32 { -2 }

    // Invariant 1: no dynamic exclusivity checks (they would cost more than the layout arithmetic).
    @exclusivity(unchecked) private(set) var nodes: GrowableBuffer<Node>
    @exclusivity(unchecked) private(set) var isSealed = false
    @exclusivity(unchecked) private var storedHasCustomNodes = false
    @exclusivity(unchecked) private var storedContext: LayoutContext?
    /// The origins kinds kept for their children while measuring them (see
    /// ``keepOrigin(_:of:)``), by node index: empty, allocating nothing, in a tree where no kind
    /// keeps one. A reused tree keeps the buffer: each origin is written before it is read.
    @exclusivity(unchecked) private var keptOrigins = GrowableBuffer<CGPoint>(capacity: 0)

    /// Whether a custom layout made a node of this tree (arranging a sealed measurement tree that
    /// has one works on a copy, since a custom layout may measure a child while it places it).
    var hasCustomNodes: Bool { unsafe storedHasCustomNodes }

    /// The context the tree was laid out with (set when an arrangement is finished; `nil` for a
    /// measurement tree).
    var context: LayoutContext? {
        get { unsafe storedContext }
        set { unsafe storedContext = newValue }
    }

    /// The direction the tree's frames are laid out for: its context's (a measurement tree's:
    /// left to right).
    var direction: LayoutDirection { unsafe storedContext?.direction ?? .leftToRight }

    /// The number of nodes.
    var nodeCount: Int { unsafe nodes.count }
    /// What keeps the nodes' layouts alive (invariant 3).
    @exclusivity(unchecked) private(set) var anchor: AnyObject?
    /// Child slots of parents that measure or place their children out of source order,
    /// innermost parent last (see ``reserveSlots(_:)``). Allocated on first use, and kept with the
    /// tree when a measurement tree is reused.
    @exclusivity(unchecked) private var childSlots = GrowableBuffer<Int32>(capacity: 0)

    /// The widths and heights given to the entry point that made this tree that the bad-input
    /// policy changed, in the order given; empty for good input. Reported with the root by
    /// ``LayoutArrangement/diagnostics`` (see ``EntryInputCleaning``). Kept in the anchor, so that
    /// good input costs the tree nothing (no field to make and release in every pass).
    var entryInputs: [CleanedInput] { (unsafe anchor as? EntryAnchor)?.entryInputs ?? [] }

    /// A tree with room for `capacity` nodes, or for ``maximumInitialCapacity`` if that is less
    /// (the estimate of a tree that shares subtrees can be far larger than what a pass builds: a
    /// stack dropping children, say; beyond it, the buffer grows as needed).
    init(capacity: Int = 0) {
        nodes = GrowableBuffer(capacity: min(capacity, Self.maximumInitialCapacity))
    }

    /// The most nodes reserved before a pass: 2²⁰ (56 MiB of nodes).
    static var maximumInitialCapacity: Int { 1 << 20 }

    /// A copy of this tree, with the same indices, that is open for writing.
    ///
    /// - Complexity: O(n) in the number of nodes (one copy of the node array).
    func openCopy() -> ResultTree {
        let copy = ResultTree(capacity: nodes.count)
        copy.nodes.append(contentsOf: nodes)
        copy.storedHasCustomNodes = storedHasCustomNodes
        copy.keptOrigins.append(contentsOf: keptOrigins)
        copy.anchor = anchor
        return copy
    }

    /// Empties the tree for reuse by another pass, keeping its buffer.
    func reset() {
        nodes.removeLast(nodes.count)
        if childSlots.count > 0 { childSlots.removeLast(childSlots.count) }
        if anchor != nil { anchor = nil }
        #if DEBUG
            // So that an origin kept by an earlier pass is not read as this one's.
            for position in 0..<keptOrigins.count { keptOrigins[position] = Self.unkeptOrigin }
        #endif
        isSealed = false
        storedHasCustomNodes = false
        // Only measurement trees are reused, and they hold no context.
        assert(storedContext == nil, "a tree with a context was reset")
    }

    /// Keeps `object` (the root's layout node, or the tree an arrangement was made from) alive as
    /// long as this tree.
    func setAnchor(_ object: AnyObject) {
        anchor = object
    }

    /// Keeps `object` alive as long as this tree, and records `entryInputs` as the cleaned entry
    /// arguments of the tree (see ``entryInputs``); for good input (`nil` or empty), as
    /// ``setAnchor(_:)``.
    func setAnchor(_ object: AnyObject, entryInputs: [CleanedInput]?) {
        if let entryInputs, !entryInputs.isEmpty {
            anchor = EntryAnchor(anchor: object, entryInputs: entryInputs)
        } else {
            anchor = object
        }
    }

    /// The bytes this tree holds allocated for its nodes and slots.
    var allocatedBytes: Int { nodes.allocatedBytes + childSlots.allocatedBytes + keptOrigins.allocatedBytes }

    /// Makes the tree immutable (invariant 2). It must have its anchor by then (invariant 3).
    func seal() {
        assert(anchor != nil || nodes.count == 0, "a layout tree was sealed without an anchor")
        isSealed = true
    }

    // MARK: Building

    /// Adds the node at `index` (which has no parent yet) to the end of `children`.
    @inline(__always)
    func link(_ index: Int32, into children: inout ChildList) {
        assert(nodes[Int(index)].nextSibling == Self.unlinked, "a node was linked to two parents")
        if children.last >= 0 {
            nodes[Int(children.last)].nextSibling = index
        } else {
            children.first = index
        }
        nodes[Int(index)].nextSibling = -1
        children.last = index
        children.count += 1
    }

    /// Reserves the node of a parent before its children are appended, and returns its index; the
    /// parent then ``complete(_:_:leafAlignment:_:children:)``s it.
    @inline(__always)
    func reserve() -> Int32 {
        precondition(!isSealed, "a sealed layout tree was written to")
        let index = Int32(truncatingIfNeeded: nodes.count)
        // A placeholder until completed: a read ahead of the pass may see it (see
        // ``prefetchLayout(ahead:)``).
        nodes.append(Node(layout: nil, children: ChildList(), leafAlignment: nil, payload: .placeholder))
        return index
    }

    /// Fills the node reserved at `index` for `layout`.
    @inline(__always)
    func complete(
        _ index: Int32, _ layout: LayoutNode, leafAlignment: Alignment? = nil, _ payload: Payload,
        children: ChildList
    ) {
        nodes[Int(index)] = Node(
            layout: Unretained(layout), children: children, leafAlignment: leafAlignment,
            payload: payload)
    }

    /// Appends a node with no children for `layout`; `leafAlignment` as in ``Node/leafAlignment``.
    @inline(__always)
    func appendLeaf(_ layout: LayoutNode, leafAlignment: Alignment? = nil, _ payload: Payload) -> Int32 {
        appendLeaf(Unretained(layout), leafAlignment: leafAlignment, payload)
    }

    /// ``appendLeaf(_:leafAlignment:_:)`` for a layout node already held unretained.
    @inline(__always)
    func appendLeaf(_ layout: Unretained<LayoutNode>, leafAlignment: Alignment? = nil, _ payload: Payload) -> Int32 {
        precondition(!isSealed, "a sealed layout tree was written to")
        let index = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(Node(layout: layout, children: ChildList(), leafAlignment: leafAlignment, payload: payload))
        return index
    }

    /// Reserves `count` child slots, each empty (−1), and returns the first one's mark. Parents
    /// that measure children out of source order fill them with ``fillSlot(_:with:)`` in any
    /// order, link them in source order with ``linkSlots(from:count:into:)``, and release them
    /// with ``releaseSlots(from:)`` before returning (slots are a stack: nested parents reserve
    /// above).
    @inline(__always)
    func reserveSlots(_ count: Int) -> Int {
        precondition(!isSealed, "a sealed layout tree was written to")
        let mark = childSlots.count
        childSlots.append(-1, repetitions: count)
        return mark
    }

    /// The node in slot `slot` (a mark plus an offset), or −1 if it is empty.
    @inline(__always)
    func slot(_ slot: Int) -> Int32 {
        childSlots[slot]
    }

    /// Fills slot `slot` with the node at `index`.
    @inline(__always)
    func fillSlot(_ slot: Int, with index: Int32) {
        childSlots[slot] = index
    }

    /// Links the filled slots of the `count` reserved at `mark` into `children`, in slot order
    /// (empty slots are skipped: dropped children).
    func linkSlots(from mark: Int, count: Int, into children: inout ChildList) {
        for slot in mark..<(mark + count) {
            let child = childSlots[slot]
            if child >= 0 { link(child, into: &children) }
        }
    }

    /// Releases the slots reserved at `mark` and every slot reserved after them.
    @inline(__always)
    func releaseSlots(from mark: Int) {
        childSlots.removeLast(childSlots.count - mark)
    }

    /// Keeps `origin` with node `index`: where the kind that measured it places it, in its
    /// parent's coordinates (a flex item's border box, computed while its container measured
    /// it). A few stores, in a buffer parallel to the nodes: no allocation per parent, no table.
    ///
    /// - Complexity: O(1), amortised.
    @inline(__always)
    func keepOrigin(_ origin: CGPoint, of index: Int32) {
        precondition(!isSealed, "a sealed layout tree was written to")
        let position = Int(index)
        if position >= keptOrigins.count {
            keptOrigins.append(Self.unkeptOrigin, repetitions: max(position + 1, nodes.count) - keptOrigins.count)
        }
        keptOrigins[position] = origin
    }

    /// The origin kept with node `index` by ``keepOrigin(_:of:)``. Debug builds check that it was
    /// kept since the tree was last reset (an origin never kept reads as
    /// ``unkeptOrigin``, which no origin is).
    @inline(__always)
    func keptOrigin(of index: Int32) -> CGPoint {
        precondition(Int(index) < keptOrigins.count, "a child placed at an origin its parent did not keep")
        let origin = keptOrigins[Int(index)]
        assert(!origin.x.isNaN, "a child placed at an origin its parent did not keep in this pass")
        return origin
    }

    /// What the kept origins hold where none was kept: NaN, which no cleaned origin is.
    static var unkeptOrigin: CGPoint { CGPoint(x: CGFloat.nan, y: .nan) }

    /// Gives node `index`, made by ``appendCopy(of:)`` without children, the children `children`.
    func setChildren(of index: Int32, to children: ChildList) {
        nodes[Int(index)].firstChild = children.first
        nodes[Int(index)].childCount = children.count
    }

    /// Records that node `index` is a measurement the pass remembers, answering `question`, whole
    /// or not (see ``RememberedMeasurement``).
    @inline(__always)
    func markRemembered(_ index: Int32, question: PassQuestion, isWhole: Bool) {
        nodes[Int(index)].remembered = RememberedMeasurement(question: question, isWhole: isWhole)
    }

    /// Appends a copy of the subtree at `root`, which stays as it is, and returns the copy's
    /// index: its nodes have the same layouts and payloads, in new nodes linked as the originals
    /// are, the copied root without a parent. What a measurement made once gives each later
    /// question that asks the same (see ``LayoutPass/measureRemembered(of:at:offer:context:)``).
    /// Kept origins are copied with their nodes (see ``keepOrigin(_:of:)``). The nodes are copied
    /// in pre-order, so that each copied subtree occupies a run of indices starting at its root,
    /// as a measured one does (``path(to:)`` relies on it).
    ///
    /// - Complexity: O(n) in the subtree's nodes, without recursion.
    func copySubtree(_ root: Int32) -> Int32 {
        precondition(!isSealed, "a sealed layout tree was written to")
        let copy = appendCopy(of: root)
        guard nodes[Int(root)].childCount > 0 else { return copy }
        // The copies whose children are being copied, each with its children copied so far and
        // the next original child to copy.
        var open = [(copy: copy, children: ChildList(), next: nodes[Int(root)].firstChild)]
        while let top = open.indices.last {
            let child = open[top].next
            guard child >= 0 else {
                setChildren(of: open[top].copy, to: open[top].children)
                open.removeLast()
                continue
            }
            open[top].next = nodes[Int(child)].nextSibling
            let childCopy = appendCopy(of: child)
            link(childCopy, into: &open[top].children)
            if nodes[Int(child)].childCount > 0 {
                open.append((copy: childCopy, children: ChildList(), next: nodes[Int(child)].firstChild))
            }
        }
        return copy
    }

    /// Appends a copy of node `index` without its links, and returns its index.
    func appendCopy(of index: Int32) -> Int32 {
        var node = nodes[Int(index)]
        node.firstChild = -1
        node.childCount = 0
        node.nextSibling = Self.unlinked
        let copy = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(node)
        if Int(index) < keptOrigins.count { keepOrigin(keptOrigins[Int(index)], of: copy) }
        return copy
    }

    /// Records that a custom layout made a node (see ``hasCustomNodes``).
    func noteCustomNode() {
        if !storedHasCustomNodes { storedHasCustomNodes = true }
    }

    // MARK: Reading

    /// Node `index`.
    @inline(__always)
    func node(_ index: Int32) -> Node {
        unsafe nodes[Int(index)]
    }

    /// The layout node of node `index`.
    @inline(__always)
    func layoutNode(at index: Int32) -> LayoutNode {
        nodes[Int(index)].layout!.with { $0 }
    }

    /// The layout value of node `index`.
    func layout(at index: Int32) -> any Layout {
        layoutNode(at: index).makeLayout()
    }

    /// The flexibility of node `index`'s layout.
    @inline(__always)
    func flexibility(at index: Int32) -> Flexibility {
        nodes[Int(index)].layout!.with { $0.flexibility }
    }

    /// The first child of node `parent`, or −1.
    @inline(__always)
    func firstChild(_ parent: Int32) -> Int32 {
        nodes[Int(parent)].firstChild
    }

    /// The sibling after node `child`, or −1 (a negative value) if it is the last.
    @inline(__always)
    func nextSibling(_ child: Int32) -> Int32 {
        nodes[Int(child)].nextSibling
    }

    /// The number of children of node `index`.
    @inline(__always)
    func childCount(_ index: Int32) -> Int {
        Int(nodes[Int(index)].childCount)
    }

    /// The children of node `parent`, in order.
    @inline(__always)
    func children(of parent: Int32) -> Children {
        Children(tree: self, first: nodes[Int(parent)].firstChild)
    }

    /// The children of a node: a walk along the sibling links.
    struct Children: Sequence, IteratorProtocol {
        /// Unowned: whoever walks the children keeps the tree alive, and a strong reference would
        /// cost reference counting on every walk.
        unowned(unsafe) let tree: ResultTree
        var upcoming: Int32

        init(tree: ResultTree, first: Int32) {
            self.tree = tree
            self.upcoming = first
        }

        @inline(__always)
        mutating func next() -> Int32? {
            guard upcoming >= 0 else { return nil }
            defer { upcoming = tree.nodes[Int(upcoming)].nextSibling }
            return upcoming
        }
    }

    /// The measured (or arranged) children of node `parent`, readable by position: their indices,
    /// gathered by walking the links, without the placeholders a custom layout's node keeps for
    /// children it did not measure (see ``isUnmeasuredPlaceholder(_:)``).
    ///
    /// - Complexity: O(number of children).
    func gatheredChildren(of parent: Int32) -> [Int32] {
        var indices: [Int32] = []
        indices.reserveCapacity(Int(nodes[Int(parent)].childCount))
        for child in children(of: parent) where !isUnmeasuredPlaceholder(child) { indices.append(child) }
        return indices
    }

    /// Starts loading into the cache the layouts of the first `limit` children of node `parent`
    /// (see ``LayoutNode/prefetch(_:)``).
    @inline(__always)
    func prefetchLayouts(ofChildrenOf parent: Int32, limit: Int) {
        var child = nodes[Int(parent)].firstChild
        var remaining = limit
        while child >= 0, remaining > 0 {
            let node = nodes[Int(child)]
            if let layout = node.layoutReadWhenArranged { layout.prefetch() }
            child = node.nextSibling
            remaining -= 1
        }
    }

    /// Starts loading into the cache the layout of the node a fixed distance after node `index`.
    ///
    /// The arrange pass visits the measurement tree mostly in the order its nodes were stored
    /// (parents before children, siblings in order), so the node some way ahead is about to be
    /// arranged; in a large tree its layout is no longer in the cache (the measure pass read it
    /// long before). Small trees stay in the cache and skip this.
    @inline(__always)
    func prefetchLayout(ahead index: Int32) {
        let distance = 16
        let ahead = Int(index) + distance
        guard nodes.count > Self.prefetchingNodeCount, ahead < nodes.count,
            let layout = nodes[ahead].layoutReadWhenArranged
        else { return }
        layout.prefetch()
    }

    /// The number of nodes above which a tree is assumed not to fit in the processor's caches.
    static var prefetchingNodeCount: Int { 2_048 }

    /// The payload of node `index`.
    @inline(__always)
    func payload(_ index: Int32) -> Payload {
        nodes[Int(index)].payload
    }

    /// Replaces the payload of node `index` (used by whole-tree passes such as pixel snapping,
    /// before the tree is sealed).
    @inline(__always)
    func setPayload(_ payload: Payload, at index: Int32) {
        precondition(!isSealed, "a sealed layout tree was written to")
        nodes[Int(index)].payload = payload
    }

    /// Whether node `index` stands for a child a custom layout did not measure.
    @inline(__always)
    func isUnmeasuredPlaceholder(_ index: Int32) -> Bool {
        Payload.isUnmeasuredPlaceholder(nodes[Int(index)].payload)
    }

    /// Calls `body` for every node of the subtree at `root` in pre-order with its depth, without
    /// recursion.
    ///
    /// - Complexity: O(size of the subtree).
    func forEachPreOrder(from root: Int32, _ body: (_ index: Int32, _ depth: Int) throws -> Void) rethrows {
        try body(root, 0)
        // Each entry is the next node to visit at its depth; visiting a node queues its next
        // sibling (visited after the node's subtree) and then its first child.
        var stack: [(Int32, Int)] = []
        let first = nodes[Int(root)].firstChild
        if first >= 0 { stack.append((first, 1)) }
        while let (index, depth) = stack.popLast() {
            try body(index, depth)
            let node = nodes[Int(index)]
            if node.nextSibling >= 0 { stack.append((node.nextSibling, depth)) }
            if node.firstChild >= 0 { stack.append((node.firstChild, depth + 1)) }
        }
    }
}

/// The anchor of a tree made from entry arguments that the bad-input policy cleaned: what keeps
/// the tree's layouts alive (a layout node or a measurement tree, both shared between threads
/// immutably), and the cleaned arguments.
final class EntryAnchor: @unchecked Sendable {
    let anchor: AnyObject
    let entryInputs: [CleanedInput]

    init(anchor: AnyObject, entryInputs: [CleanedInput]) {
        self.anchor = anchor
        self.entryInputs = entryInputs
    }
}

/// The measured children of one node, as indices into the measurement tree, in order: what a
/// parent reads while it arranges them.
struct MeasuredChildren: Sequence {
    /// Unowned: the pass keeps its tree alive, and a strong reference would cost reference
    /// counting on every use.
    unowned(unsafe) let tree: ResultTree<MeasuredSize>
    let parent: Int32
    let count: Int

    @inline(__always)
    init(tree: ResultTree<MeasuredSize>, parent: Int32) {
        self.tree = tree
        self.parent = parent
        self.count = tree.childCount(parent)
    }

    @inline(__always)
    func makeIterator() -> MeasuredChildIterator { MeasuredChildIterator(base: tree.children(of: parent)) }

    /// The measured size of `child`.
    @inline(__always)
    func size(of child: MeasuredChild) -> CGSize {
        tree.payload(child.measurement).size
    }

    /// The measured length of `child` along `axis`.
    @inline(__always)
    func length(_ child: MeasuredChild, along axis: Axis) -> CGFloat {
        axis.length(of: tree.payload(child.measurement).size)
    }

    /// The length of the child at `position` among these children. - Complexity: O(position).
    func length(atPosition position: Int, along axis: Axis) -> CGFloat {
        var iterator = makeIterator()
        for _ in 0..<position { _ = iterator.next() }
        return iterator.next().map { length($0, along: axis) } ?? 0
    }

    /// The sort key of `child`'s flexibility along `axis` (see ``Flexibility/sortKey(_:)``).
    @inline(__always)
    func flexKey(_ child: MeasuredChild, along axis: Axis) -> Int64 {
        Flexibility.sortKey(tree.flexibility(at: child.measurement).flex(along: axis))
    }

    /// Calls `body` with the layout node of `child`: for a kind that reads a child's alignment or
    /// text (a stack aligning baselines).
    @inline(__always)
    func withLayoutNode<Result>(of child: MeasuredChild, _ body: (LayoutNode) -> Result) -> Result {
        tree.nodes[Int(child.measurement)].layout!.with(body)
    }

    /// Starts loading the layout node arranging `child` will read.
    @inline(__always)
    func prefetchLayout(of child: MeasuredChild) {
        if let layout = tree.nodes[Int(child.measurement)].layoutReadWhenArranged { layout.prefetch() }
    }
}

/// What a tree's nodes carry: a measured size, or a frame.
protocol ResultPayload: Sendable {
    /// The value of a node reserved but not yet written.
    static var placeholder: Self { get }
    /// Whether `payload` marks a child a custom layout did not measure.
    static func isUnmeasuredPlaceholder(_ payload: Self) -> Bool
}

extension CGRect: ResultPayload {
    static var placeholder: CGRect { .zero }
    static func isUnmeasuredPlaceholder(_ payload: CGRect) -> Bool { false }
}

/// A parent's children while it is being built: a run linked through the nodes' sibling links.
struct ChildList {
    /// The first child's index, or −1.
    var first: Int32 = -1
    /// The last child's index, or −1.
    var last: Int32 = -1
    /// The number of children.
    var count: Int32 = 0
}

/// What a measurement tree's node says about a measurement the pass remembers: the question it
/// answered (see ``PassQuestion``) and whether it is whole (no kind inside it skipped children
/// because it was measured only for its size). One byte, 0 for a node the pass does not remember.
struct RememberedMeasurement: Equatable {
    private var bits: UInt8 = 0

    init() {}

    init(question: PassQuestion, isWhole: Bool) {
        bits = 0x80 | (isWhole ? 0x40 : 0) | question.rawValue
    }

    /// Whether the pass remembers the measurement.
    var isRemembered: Bool { bits & 0x80 != 0 }
    /// Whether no kind inside it skipped children.
    var isWhole: Bool { bits & 0x40 != 0 }
    /// The question it answered.
    var question: PassQuestion { PassQuestion(rawValue: bits & 0x3F)! }
}

/// A growable array of trivial values with no reference counting, uniqueness or exclusivity
/// checks: the nodes of a ``ResultTree``, a pass's child slots and the kept origins, appended to
/// many times per pass, and the state of a kind's run (a flex container's items, lent by the pass:
/// see ``MeasuringChildren/withTemporaryBuffer(of:minimumCapacity:_:)``) (see ``ResultTree`` for
/// the invariants that make this safe).
///
/// It is a plain pointer, count and capacity, and it is noncopyable: it owns its memory, which it
/// frees when it ends, so no copy can outlive or double-free it. Its owner (a ``ResultTree``, or
/// the one run a buffer is lent to) guarantees the single-writer discipline (one pass on one
/// thread) that makes skipping the checks safe; indices are checked in debug builds. `Element` must be trivial (no references), which ``init(capacity:)`` checks. A buffer of
/// capacity 0 allocates nothing until its first append (an arrangement tree's child slots, which
/// only custom layouts and out-of-order kinds use).
struct GrowableBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    /// A buffer with room for `capacity` elements (at least 4), or, for 0, an empty one that
    /// allocates on its first append.
    init(capacity: Int) {
        precondition(_isPOD(Element.self), "GrowableBuffer holds trivial values only")
        if capacity == 0 {
            self.capacity = 0
            // Never read, written or freed: a buffer of capacity 0 has no elements.
            base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
        } else {
            self.capacity = Swift.max(capacity, 4)
            base = .allocate(capacity: self.capacity)
        }
    }

    deinit {
        // Through a raw pointer: freeing needs no knowledge of `Element`, and a generic call would
        // look up `Element`'s metadata when made from unspecialized code (a generic class's
        // `deinit`), which costs more than the free itself.
        if capacity > 0 { UnsafeMutableRawPointer(base).deallocate() }
    }

    /// The element at `index`, read and written where it lies: a field of a large element is
    /// read or written without copying the whole element.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "index out of range")
            return base + index
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `element` `repetitions` times.
    mutating func append(_ element: Element, repetitions: Int) {
        if count + repetitions > capacity { grow(to: count + repetitions) }
        (base + count).initialize(repeating: element, count: repetitions)
        count += repetitions
    }

    /// Appends every element of `other`.
    mutating func append(contentsOf other: borrowing GrowableBuffer) {
        if count + other.count > capacity { grow(to: count + other.count) }
        (base + count).initialize(from: other.base, count: other.count)
        count += other.count
    }

    /// Appends the elements of `other` at `range` (within its count: checked in debug builds).
    @inline(__always)
    mutating func append(contentsOf other: borrowing GrowableBuffer, range: Range<Int>) {
        assert(range.lowerBound >= 0 && range.upperBound <= other.count, "appending elements out of range")
        if count + range.count > capacity { grow(to: count + range.count) }
        (base + count).initialize(from: other.base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Makes room for `minimumCapacity` elements in all.
    @inline(__always)
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// Removes the last `k` elements.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        assert(k >= 0 && k <= count, "removing more than there is")
        count -= k
    }

    @inline(never)
    private mutating func grow(to minimumCapacity: Int) {
        // Trees index their nodes with 32-bit integers.
        precondition(
            minimumCapacity <= Int(Int32.max), "a layout tree of more than 2,147,483,647 nodes (or child places)")
        var newCapacity = Swift.max(capacity * 2, 16)
        while newCapacity < minimumCapacity { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        if capacity > 0 { base.deallocate() }
        base = newBase
        capacity = newCapacity
    }

    /// The bytes this buffer holds allocated.
    var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }
}
