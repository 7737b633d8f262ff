import Foundation

/// The flat storage behind measurement and arrangement trees.
///
/// A whole pass appends its nodes to one storage: nodes in post-order (children before their
/// parent) in one contiguous array, and each node's children as a contiguous run of indices in a
/// second array. A tree of n nodes therefore costs a handful of allocations instead of several per
/// node, is released without recursion however deep it is, and is walked without pointer chasing.
///
/// Storage is append-only while its pass runs, on the pass's thread, and is *sealed* when the pass
/// ends; sealed storage is never written again, which is what makes the public handles
/// (``LayoutMeasurement``, ``LayoutArrangement``) safe to share between threads.
final class LayoutTreeStorage<Payload: Sendable>: @unchecked Sendable {
    /// A node. Trivially copyable, so that appending and reading nodes never goes through value
    /// witnesses or reference counting.
    ///
    /// The layout storage reference is unretained. It stays valid because the tree storage keeps
    /// its *anchors* alive: every layout that entered the pass through the public `Layout` methods
    /// (the root, and the children of custom layouts), every custom layout, and every tree storage
    /// it copied nodes from. Every other node's layout is a sublayout of a built-in layout that is
    /// itself kept alive this way, and built-in layouts are immutable.
    struct Node {
        /// The built-in layout's storage, or `nil` for a custom layout.
        var unmanagedLayoutStorage: Unmanaged<LayoutStorageBase>?
        /// For a custom layout, its index in ``customLayouts``.
        var customLayout: Int32
        var payload: Payload
        var firstChild: Int32
        var childCount: Int32
    }

    // Exclusivity is not checked dynamically on these: a storage is written only by the one
    // thread running its pass, and no access here overlaps another (each is a single statement).
    // The dynamic checks would otherwise cost more than the layout arithmetic itself.
    @exclusivity(unchecked) private(set) var nodes: GrowableBuffer<Node>
    @exclusivity(unchecked) private(set) var childIndices: GrowableBuffer<Int32>
    /// Children gathered by parents that are still being built, innermost parent last.
    @exclusivity(unchecked) private var pendingChildren: GrowableBuffer<Int32>
    @exclusivity(unchecked) private(set) var isSealed = false
    /// Whether a pass finished this tree (mirrored and snapped it as its context asked).
    @exclusivity(unchecked) var isFinished = false
    /// The direction the tree's frames are laid out for (set when an arrangement is finished).
    @exclusivity(unchecked) var direction = LayoutDirection.leftToRight
    /// The custom (not built-in) layouts of the tree. Built-in layouts are stored as their storage
    /// object, which is cheaper to copy than an existential.
    @exclusivity(unchecked) private(set) var customLayouts: [any Layout] = []
    /// Objects that keep the nodes' layouts alive; see ``Node``. Most passes have one anchor,
    /// which needs no array.
    @exclusivity(unchecked) private var firstAnchor: AnyObject? = nil
    @exclusivity(unchecked) private var moreAnchors: [AnyObject] = []

    deinit {
        nodes.deallocate()
        childIndices.deallocate()
        pendingChildren.deallocate()
    }

    init(capacity: Int = 0) {
        nodes = GrowableBuffer(capacity: capacity)
        childIndices = GrowableBuffer(capacity: capacity)
        pendingChildren = GrowableBuffer(capacity: Swift.min(capacity, 1024))
    }

    /// Empties the storage for reuse by another pass, keeping its buffers.
    func reset() {
        nodes.removeLast(nodes.count)
        childIndices.removeLast(childIndices.count)
        pendingChildren.removeLast(pendingChildren.count)
        customLayouts.removeAll(keepingCapacity: true)
        firstAnchor = nil
        moreAnchors.removeAll()
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
        nodes.allocatedBytes + childIndices.allocatedBytes + pendingChildren.allocatedBytes
    }

    var isOpen: Bool { !isSealed }

    func seal() { isSealed = true }

    // MARK: Building

    /// The mark a parent remembers before gathering its children.
    @inline(__always)
    var pendingMark: Int { pendingChildren.count }

    /// Adds `child` (from any storage) to the children of the parent being built.
    @inline(__always)
    func gather(_ storage: LayoutTreeStorage, _ index: Int32) {
        let adopted = storage === self ? index : adopt(storage, index)
        pendingChildren.append(adopted)
    }

    /// Reserves `count` child places, filled later by ``fillPlace(_:with:_:)`` in any order; places
    /// left empty are skipped when the parent is appended (dropped children).
    @inline(__always)
    func reservePlaces(_ count: Int) -> Int {
        let mark = pendingChildren.count
        pendingChildren.append(-1, repetitions: count)
        return mark
    }

    /// Fills the child place `place` (a mark from ``reservePlaces(_:)`` plus an offset).
    @inline(__always)
    func fillPlace(_ place: Int, with storage: LayoutTreeStorage, _ index: Int32) {
        let adopted = storage === self ? index : adopt(storage, index)
        pendingChildren[place] = adopted
    }

    /// Appends a node for the built-in layout with `layoutStorage`, whose children are those
    /// gathered since `mark`, and returns its index.
    @inline(__always)
    func append(_ layoutStorage: LayoutStorageBase, _ payload: Payload, childrenSince mark: Int) -> Int32 {
        append(layoutStorage: layoutStorage, customLayout: -1, payload, childrenSince: mark)
    }

    /// Appends a node for any layout, whose children are those gathered since `mark`, and returns
    /// its index.
    func append(_ layout: any Layout, _ payload: Payload, childrenSince mark: Int) -> Int32 {
        if let layoutStorage = (layout as? HasLayoutStorage)?.anyStorage {
            anchor(layoutStorage)
            return append(layoutStorage: layoutStorage, customLayout: -1, payload, childrenSince: mark)
        }
        let custom = Int32(truncatingIfNeeded: customLayouts.count)
        customLayouts.append(layout)
        return append(layoutStorage: nil, customLayout: custom, payload, childrenSince: mark)
    }

    private func append(
        layoutStorage: LayoutStorageBase?, customLayout: Int32, _ payload: Payload, childrenSince mark: Int
    ) -> Int32 {
        precondition(!isSealed, "a sealed layout tree was written to")
        let first = Int32(truncatingIfNeeded: childIndices.count)
        var count: Int32 = 0
        let end = pendingChildren.count
        if mark < end {
            for place in mark..<end {
                let child = pendingChildren[place]
                if child >= 0 {
                    childIndices.append(child)
                    count += 1
                }
            }
            pendingChildren.removeLast(end - mark)
        }
        let index = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(
            Node(
                unmanagedLayoutStorage: layoutStorage.map { Unmanaged.passUnretained($0) },
                customLayout: customLayout, payload: payload, firstChild: first, childCount: count))
        return index
    }

    /// Appends a node with no children for the built-in layout with `layoutStorage`.
    @inline(__always)
    func appendLeaf(_ layoutStorage: LayoutStorageBase, _ payload: Payload) -> Int32 {
        append(layoutStorage: layoutStorage, customLayout: -1, payload, childrenSince: pendingChildren.count)
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

    /// Copies the subtree rooted at `index` of `other` into this storage (post-order, without
    /// recursion) and returns the copy's root index.
    ///
    /// - Complexity: O(size of the subtree).
    func adopt(_ other: LayoutTreeStorage, _ index: Int32) -> Int32 {
        anchor(other)
        // Iterative post-order walk: (node, next child to visit).
        var stack: [(node: Int32, nextChild: Int32)] = [(index, 0)]
        while let top = stack.last {
            let node = other.nodes[Int(top.node)]
            if top.nextChild < node.childCount {
                stack[stack.count - 1].nextChild += 1
                let child = other.childIndices[Int(node.firstChild + top.nextChild)]
                stack.append((child, 0))
                continue
            }
            stack.removeLast()
            let mark = pendingChildren.count - Int(node.childCount)
            let copied =
                other.layoutStorage(at: top.node).map { append($0, node.payload, childrenSince: mark) }
                ?? append(other.customLayouts[Int(node.customLayout)], node.payload, childrenSince: mark)
            if stack.isEmpty { return copied }
            pendingChildren.append(copied)
        }
        preconditionFailure("unreachable")
    }

    // MARK: Reading

    @inline(__always)
    func child(_ parent: Int32, _ offset: Int) -> Int32 {
        childIndices[Int(nodes[Int(parent)].firstChild) + offset]
    }

    /// The number of children of node `index`.
    @inline(__always)
    func childCount(_ index: Int32) -> Int {
        Int(nodes[Int(index)].childCount)
    }

    /// The payload of node `index`.
    @inline(__always)
    func payload(_ index: Int32) -> Payload {
        nodes[Int(index)].payload
    }

    /// Adds `child` (from any storage) to this storage if it is not already here, and returns its
    /// index here.
    @inline(__always)
    func adoptIfNeeded(_ storage: LayoutTreeStorage, _ index: Int32) -> Int32 {
        storage === self ? index : adopt(storage, index)
    }

    /// Adds the child at index `index` of this storage to the children of the parent being built.
    @inline(__always)
    func gather(_ index: Int32) {
        pendingChildren.append(index)
    }

    /// Fills the child place `place` with the node at `index` of this storage.
    @inline(__always)
    func fillPlace(_ place: Int, with index: Int32) {
        pendingChildren[place] = index
    }

    /// Replaces the payload of node `index` (used by whole-tree passes such as pixel snapping,
    /// before the storage is sealed).
    func setPayload(_ payload: Payload, at index: Int32) {
        precondition(!isSealed, "a sealed layout tree was written to")
        nodes[Int(index)].payload = payload
    }

    /// Calls `body` for every node of the subtree at `root` in pre-order with its depth, without
    /// recursion.
    ///
    /// - Complexity: O(size of the subtree).
    func forEachPreOrder(from root: Int32, _ body: (_ index: Int32, _ depth: Int) throws -> Void) rethrows {
        var stack: [(Int32, Int)] = [(root, 0)]
        while let (index, depth) = stack.popLast() {
            try body(index, depth)
            let node = nodes[Int(index)]
            var offset = node.childCount - 1
            while offset >= 0 {
                stack.append((childIndices[Int(node.firstChild + offset)], depth + 1))
                offset -= 1
            }
        }
    }
}
