import Foundation

/// The flat storage behind measurement and arrangement trees.
///
/// A whole pass appends its nodes to one storage: one contiguous array of trivially copyable
/// nodes. Each node links to its first child and to its next sibling, so a parent's children are
/// a linked run through the same array: building a tree costs one store per node and one per edge
/// (no per-parent child arrays, no gathering), a tree of n nodes is a handful of allocations
/// instead of several per node, and it is released without recursion however deep it is.
/// Built-in layouts reserve their node before their children's (pre-order), so that walks from a
/// parent to its children read forward; custom layouts, which build their results from finished
/// children, come after them.
///
/// Storage is append-only while its pass runs, on the pass's thread, and is *sealed* when the pass
/// ends; sealed storage is never written again, which is what makes the public handles
/// (``LayoutMeasurement``, ``LayoutArrangement``) safe to share between threads.
final class LayoutTreeStorage<Payload: LayoutTreePayload>: @unchecked Sendable {
    /// A node: 24 bytes and the payload (56 in all for measurements and arrangements). Trivially
    /// copyable, so that appending and reading nodes never goes through value witnesses or
    /// reference counting.
    ///
    /// The layout storage reference is unretained. It stays valid because the tree storage keeps
    /// its *anchors* alive: every layout that entered the pass through the public `Layout` methods
    /// (the root, and the children of custom layouts), every custom layout, and every tree storage
    /// it copied nodes from. Every other node's layout is a sublayout of a built-in layout that is
    /// itself kept alive this way, and built-in layouts are immutable.
    ///
    /// Large trees are bigger than the caches, so the node's size is the passes' memory traffic and
    /// an arrangement's footprint. One word says which layout made the node: a built-in layout's
    /// storage address (aligned, so its low bit is clear), or a custom layout's index tagged with
    /// a set low bit.
    struct Node {
        /// The built-in layout's storage address, `customIndex << 1 | 1` for a custom layout, or 0
        /// for a node reserved but not yet written.
        private var layoutBits: UInt
        /// The number of children.
        var childCount: Int32
        /// The first child's index, or −1.
        var firstChild: Int32
        /// The next sibling's index, −1 for the last child, or ``unlinked`` before the node has a
        /// parent (a node gets one parent: linking it again links a copy).
        var nextSibling: Int32
        /// For a measured built-in layout with no children, its alignment, which alone places its
        /// measured size; `nil` otherwise. The pass then arranges the node without reading its
        /// layout (see ``LayoutPass/arrangeChild(measurement:within:context:)``).
        var placement: Alignment?
        var payload: Payload

        /// A node for the built-in layout with `layoutStorage` (or, if `nil`, the custom layout at
        /// index `customLayout` of ``customLayouts``, or no layout when that is negative too) and
        /// the children `children`; `placement` is kept only if there are none.
        @inline(__always)
        init(
            layoutStorage: Unmanaged<LayoutStorageBase>?, customLayout: Int32, children: ChildList,
            placement: Alignment?, payload: Payload
        ) {
            if let layoutStorage {
                layoutBits = UInt(bitPattern: layoutStorage.toOpaque())
            } else {
                layoutBits = customLayout >= 0 ? UInt(customLayout) << 1 | 1 : 0
            }
            childCount = children.count
            firstChild = children.first
            nextSibling = LayoutTreeStorage.unlinked
            self.placement = children.count == 0 ? placement : nil
            self.payload = payload
        }

        /// The built-in layout's storage, or `nil` for a custom layout.
        @inline(__always)
        var unmanagedLayoutStorage: Unmanaged<LayoutStorageBase>? {
            guard layoutBits & 1 == 0, let address = UnsafeRawPointer(bitPattern: layoutBits) else { return nil }
            return Unmanaged.fromOpaque(address)
        }

        /// The storage object arranging this node will read: its built-in layout's, unless the
        /// node is placed by its ``placement`` alone; `nil` for those and for custom layouts. What
        /// the passes prefetch ahead of arranging.
        @inline(__always)
        var layoutStorageReadWhenArranged: Unmanaged<LayoutStorageBase>? {
            placement == nil ? unmanagedLayoutStorage : nil
        }

        /// For a custom layout, its index in ``customLayouts``; −1 otherwise.
        @inline(__always)
        var customLayout: Int32 {
            layoutBits & 1 == 1 ? Int32(truncatingIfNeeded: layoutBits >> 1) : -1
        }
    }

    /// The ``Node/nextSibling`` of a node that has no parent yet.
    static var unlinked: Int32 { -2 }

    // Exclusivity is not checked dynamically on these: a storage is written only by the one
    // thread running its pass, and no access here overlaps another (each is a single statement).
    // The dynamic checks would otherwise cost more than the layout arithmetic itself.
    @exclusivity(unchecked) private(set) var nodes: GrowableBuffer<Node>
    /// Child places of parents that measure their children out of source order, innermost parent
    /// last (see ``reservePlaces(_:)``). Allocated on first use.
    @exclusivity(unchecked) private var places: GrowableBuffer<Int32>?
    @exclusivity(unchecked) private(set) var isSealed = false
    /// Whether a pass finished this tree (mirrored and snapped it as its context asked).
    @exclusivity(unchecked) var isFinished = false
    /// The direction the tree's frames are laid out for (set when an arrangement is finished).
    @exclusivity(unchecked) var direction = LayoutDirection.leftToRight
    /// The custom (not built-in) layouts of the tree. Built-in layouts are stored as their storage
    /// object, which is cheaper to copy than an existential.
    @exclusivity(unchecked) private(set) var customLayouts: [any Layout] = []
    /// For each custom layout's node, where its children's indices start in
    /// ``customChildIndices`` (parallel to ``customLayouts``): custom layouts read their children
    /// by position, which the sibling links alone would make O(position).
    @exclusivity(unchecked) private(set) var customChildStarts: [Int32] = []
    /// The children of custom layouts' nodes, each node's as a contiguous run.
    @exclusivity(unchecked) private(set) var customChildIndices: [Int32] = []
    /// Objects that keep the nodes' layouts alive; see ``Node``. Most passes have one anchor,
    /// which needs no array.
    @exclusivity(unchecked) private var firstAnchor: AnyObject? = nil
    @exclusivity(unchecked) private var moreAnchors: [AnyObject] = []

    deinit {
        nodes.deallocate()
        places?.deallocate()
    }

    /// A storage with room for `capacity` nodes, or for ``maximumInitialCapacity`` if that is
    /// less (the estimate of a tree that shares subtrees can be far larger than what a pass
    /// builds: a stack dropping children, say; beyond it, the buffer grows as needed).
    init(capacity: Int = 0) {
        nodes = GrowableBuffer(capacity: min(capacity, Self.maximumInitialCapacity))
    }

    /// The most nodes reserved before a pass: 2²⁰ (56 MiB of nodes).
    static var maximumInitialCapacity: Int { 1 << 20 }

    /// Empties the storage for reuse by another pass, keeping its buffers.
    func reset() {
        nodes.removeLast(nodes.count)
        places?.removeLast(places!.count)
        // Most passes have no custom layouts and one anchor at most: skip the calls that empty
        // what is empty already.
        if !customLayouts.isEmpty {
            customLayouts.removeAll(keepingCapacity: true)
            customChildStarts.removeAll(keepingCapacity: true)
            customChildIndices.removeAll(keepingCapacity: true)
        }
        if firstAnchor != nil { firstAnchor = nil }
        if !moreAnchors.isEmpty { moreAnchors.removeAll() }
        isSealed = false
        isFinished = false
        direction = .leftToRight
    }

    /// Keeps `object` (a layout storage, or another tree storage) alive as long as this storage.
    func anchor(_ object: AnyObject) {
        if firstAnchor == nil {
            firstAnchor = object
        } else if firstAnchor !== object, moreAnchors.last !== object {
            moreAnchors.append(object)
        }
    }

    /// The bytes this storage holds allocated for its nodes (not counting custom layouts).
    var allocatedBytes: Int {
        nodes.allocatedBytes + (places?.allocatedBytes ?? 0)
    }

    var isOpen: Bool { !isSealed }

    func seal() { isSealed = true }

    // MARK: Building

    /// Adds the node at `index` of this storage to the end of `children`. A node that already has
    /// a parent is copied first (a custom layout may pass one child to two parents).
    @inline(__always)
    func link(_ index: Int32, into children: inout ChildList) {
        var child = index
        if nodes[Int(child)].nextSibling != Self.unlinked { child = adopt(self, child) }
        if children.last >= 0 {
            nodes[Int(children.last)].nextSibling = child
        } else {
            children.first = child
        }
        nodes[Int(child)].nextSibling = -1
        children.last = child
        children.count += 1
    }

    /// Adds the node at `index` of `storage` (copied here if it is another storage) to the end of
    /// `children`.
    @inline(__always)
    func link(_ storage: LayoutTreeStorage, _ index: Int32, into children: inout ChildList) {
        link(storage === self ? index : adopt(storage, index), into: &children)
    }

    /// The index here of the node at `index` of `storage`: copied here if it is another storage.
    @inline(__always)
    func adoptIfNeeded(_ storage: LayoutTreeStorage, _ index: Int32) -> Int32 {
        storage === self ? index : adopt(storage, index)
    }

    /// Reserves `count` child places, filled by ``fillPlace(_:with:)`` in any order and linked in
    /// place order by ``linkPlaces(from:into:)``; places left empty are skipped (dropped children).
    /// For parents that measure their children out of source order.
    @inline(__always)
    func reservePlaces(_ count: Int) -> Int {
        if places == nil { places = GrowableBuffer(capacity: Swift.max(count, 16)) }
        let mark = places!.count
        places!.append(-1, repetitions: count)
        return mark
    }

    /// Fills the child place `place` (a mark from ``reservePlaces(_:)`` plus an offset) with the
    /// node at `index` of this storage.
    @inline(__always)
    func fillPlace(_ place: Int, with index: Int32) {
        places![place] = index
    }

    /// Links the filled places reserved at `mark` into `children`, in place order, and releases
    /// them.
    func linkPlaces(from mark: Int, into children: inout ChildList) {
        let end = places!.count
        for place in mark..<end {
            let child = places![place]
            if child >= 0 { link(child, into: &children) }
        }
        places!.removeLast(end - mark)
    }

    /// Appends a node for any layout and returns its index.
    func append(_ layout: any Layout, _ payload: Payload, children: ChildList) -> Int32 {
        if let layoutStorage = (layout as? HasLayoutStorage)?.anyStorage {
            anchor(layoutStorage)
            return append(
                layoutStorage: Unmanaged.passUnretained(layoutStorage), customLayout: -1, payload, children: children)
        }
        let custom = Int32(truncatingIfNeeded: customLayouts.count)
        customLayouts.append(layout)
        customChildStarts.append(Int32(truncatingIfNeeded: customChildIndices.count))
        var child = children.first
        while child >= 0 {
            customChildIndices.append(child)
            child = nodes[Int(child)].nextSibling
        }
        return append(layoutStorage: nil, customLayout: custom, payload, children: children)
    }

    @inline(__always)
    private func append(
        layoutStorage: Unmanaged<LayoutStorageBase>?, customLayout: Int32, placement: Alignment? = nil,
        _ payload: Payload,
        children: ChildList
    ) -> Int32 {
        // Passes write only open storage (a pass arranging a finished measurement that has custom
        // layouts, which may measure again, works on a copy): a release-build check all the same,
        // as a write to a shared tree would corrupt it for every thread reading it.
        precondition(!isSealed, "a sealed layout tree was written to")
        let index = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(
            Node(
                layoutStorage: layoutStorage, customLayout: customLayout, children: children, placement: placement,
                payload: payload))
        return index
    }

    /// Reserves the node of a parent before its children are appended, and returns its index; the
    /// parent then ``complete(_:_:_:children:)``s it. Parents in pre-order, before their subtrees,
    /// make the walks from a parent to its children (the arrange pass, mirroring, snapping,
    /// views) read forward through memory, which the processor prefetches well.
    @inline(__always)
    func reserve() -> Int32 {
        precondition(!isSealed, "a sealed layout tree was written to")
        // A placeholder until completed (no layout, no children): a read ahead of the pass may see
        // the node (see ``prefetchLayout(ahead:)``).
        let index = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(
            Node(layoutStorage: nil, customLayout: -1, children: ChildList(), placement: nil, payload: .placeholder))
        return index
    }

    /// Fills the node reserved at `index` for the built-in layout with `layoutStorage`.
    @inline(__always)
    func complete(
        _ index: Int32, _ layoutStorage: LayoutStorageBase, placement: Alignment? = nil, _ payload: Payload,
        children: ChildList
    ) {
        nodes[Int(index)] = Node(
            layoutStorage: Unmanaged.passUnretained(layoutStorage), customLayout: -1, children: children,
            placement: placement, payload: payload)
    }

    /// Appends a node with no children for the built-in layout whose storage is `layoutStorage`;
    /// `placement` as in ``Node/placement``.
    @inline(__always)
    func appendLeaf(
        _ layoutStorage: Unmanaged<LayoutStorageBase>, placement: Alignment? = nil, _ payload: Payload
    ) -> Int32 {
        append(layoutStorage: layoutStorage, customLayout: -1, placement: placement, payload, children: ChildList())
    }

    /// The layout of node `index`.
    func layout(at index: Int32) -> any Layout {
        if let layoutStorage = layoutStorage(at: index) { return layoutStorage.makeLayout() }
        return customLayouts[Int(nodes[Int(index)].customLayout)]
    }

    /// The storage of node `index`'s layout if it is a built-in layout.
    @inline(__always)
    func layoutStorage(at index: Int32) -> LayoutStorageBase? {
        nodes[Int(index)].unmanagedLayoutStorage?.takeUnretainedValue()
    }

    /// The flexibility of node `index`'s layout.
    @inline(__always)
    func flexibility(at index: Int32) -> Flexibility {
        let node = nodes[Int(index)]
        if let layoutStorage = node.unmanagedLayoutStorage {
            return layoutStorage._withUnsafeGuaranteedRef { $0.flexibility }
        }
        return customLayouts[Int(node.customLayout)].flexibility
    }

    /// Copies the subtree rooted at `index` of `other` (which may be this storage) into this
    /// storage, without recursion, and returns the copy's root index; the copy has no parent yet.
    ///
    /// - Complexity: O(size of the subtree).
    func adopt(_ other: LayoutTreeStorage, _ index: Int32) -> Int32 {
        if other !== self { anchor(other) }
        // Iterative post-order walk: each entry is a node of `other` and the children copied so
        // far for it.
        var stack: [(node: Int32, nextChild: Int32, children: ChildList)] = [
            (index, other.nodes[Int(index)].firstChild, ChildList())
        ]
        while let top = stack.last {
            if top.nextChild >= 0 {
                stack[stack.count - 1].nextChild = other.nodes[Int(top.nextChild)].nextSibling
                stack.append((top.nextChild, other.nodes[Int(top.nextChild)].firstChild, ChildList()))
                continue
            }
            stack.removeLast()
            let node = other.nodes[Int(top.node)]
            let copied =
                node.unmanagedLayoutStorage.map {
                    append(
                        layoutStorage: $0, customLayout: -1, placement: node.placement,
                        node.payload, children: top.children)
                }
                ?? append(other.customLayouts[Int(node.customLayout)], node.payload, children: top.children)
            if stack.isEmpty { return copied }
            link(copied, into: &stack[stack.count - 1].children)
        }
        preconditionFailure("unreachable")
    }

    // MARK: Reading

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
        Children(storage: self, first: nodes[Int(parent)].firstChild)
    }

    /// The children of a node: a walk along the sibling links.
    struct Children: Sequence, IteratorProtocol {
        /// Unowned: whoever walks the children keeps the storage alive, and a strong reference
        /// would cost reference counting on every walk.
        unowned(unsafe) let storage: LayoutTreeStorage
        var upcoming: Int32

        init(storage: LayoutTreeStorage, first: Int32) {
            self.storage = storage
            self.upcoming = first
        }

        @inline(__always)
        mutating func next() -> Int32? {
            guard upcoming >= 0 else { return nil }
            defer { upcoming = storage.nodes[Int(upcoming)].nextSibling }
            return upcoming
        }
    }

    /// Node `parent`'s children, readable by position: for a custom layout's node, its run of
    /// ``customChildIndices`` (O(1)); otherwise their indices gathered by walking the links
    /// (O(number of children)).
    func childRun(of parent: Int32) -> ChildRun {
        let node = nodes[Int(parent)]
        let custom = Int(node.customLayout)
        if custom >= 0 {
            return ChildRun(
                customStart: Int(customChildStarts[custom]), gathered: [], count: Int(node.childCount))
        }
        var indices: [Int32] = []
        indices.reserveCapacity(Int(node.childCount))
        for child in children(of: parent) { indices.append(child) }
        return ChildRun(customStart: -1, gathered: indices, count: indices.count)
    }

    /// The index of the child at `position` of a ``ChildRun``.
    @inline(__always)
    func child(at position: Int, of run: ChildRun) -> Int32 {
        run.customStart >= 0 ? customChildIndices[run.customStart + position] : run.gathered[position]
    }

    /// Starts loading into the cache the layouts of the first `limit` children of node `parent`
    /// (see ``LayoutStorageBase/prefetch(_:)``).
    @inline(__always)
    func prefetchLayouts(ofChildrenOf parent: Int32, limit: Int) {
        var child = nodes[Int(parent)].firstChild
        var remaining = limit
        while child >= 0, remaining > 0 {
            let node = nodes[Int(child)]
            if let storage = node.layoutStorageReadWhenArranged { LayoutStorageBase.prefetch(storage) }
            child = node.nextSibling
            remaining -= 1
        }
    }

    /// Starts loading into the cache the layout of the node a fixed distance after node `index`.
    ///
    /// The arrange pass visits the measurement tree mostly in the order its nodes were stored
    /// (parents before children, siblings in order), so the node some way ahead is about to be
    /// arranged; in a large tree its layout value is no longer in the cache (the measure pass read
    /// it long before). Small trees stay in the cache and skip this.
    @inline(__always)
    func prefetchLayout(ahead index: Int32) {
        let distance = 16
        let ahead = Int(index) + distance
        guard nodes.count > Self.prefetchingNodeCount, ahead < nodes.count,
            let storage = nodes[ahead].layoutStorageReadWhenArranged
        else { return }
        LayoutStorageBase.prefetch(storage)
    }

    /// The number of nodes above which a tree is assumed not to fit in the processor's caches.
    static var prefetchingNodeCount: Int { 2_048 }

    /// The payload of node `index`.
    @inline(__always)
    func payload(_ index: Int32) -> Payload {
        nodes[Int(index)].payload
    }

    /// Replaces the payload of node `index` (used by whole-tree passes such as pixel snapping,
    /// before the storage is sealed).
    @inline(__always)
    func setPayload(_ payload: Payload, at index: Int32) {
        precondition(!isSealed, "a sealed layout tree was written to")
        nodes[Int(index)].payload = payload
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

/// What a tree's nodes carry: a measured size, or a frame.
protocol LayoutTreePayload: Sendable {
    /// The value of a node reserved but not yet written.
    static var placeholder: Self { get }
}

extension CGRect: LayoutTreePayload {
    static var placeholder: CGRect { .zero }
}

/// A node's children readable by position (see ``LayoutTreeStorage/childRun(of:)``).
struct ChildRun: Sendable {
    /// Where the children start in the storage's custom child indices, or −1.
    let customStart: Int
    /// The children's indices, when they are not a custom run.
    let gathered: [Int32]
    /// The number of children.
    let count: Int
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
