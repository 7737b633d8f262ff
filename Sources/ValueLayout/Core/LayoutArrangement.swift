import Foundation

/// The result of arranging a layout: its frame and the arrangements of its sublayouts.
///
/// An arrangement is an immutable tree, safe to share between threads: compute it on a background
/// queue and hand it to the main thread to become views. Each ``frame`` is in the coordinate space
/// of the parent arrangement (the root's, in the coordinates it was arranged in).
///
/// An arrangement is a small handle into storage that holds the whole tree contiguously (one
/// array of nodes, whatever the tree's size or depth); copying one is cheap, and releasing a very
/// deep tree needs no recursion.
public struct LayoutArrangement: Sendable {
    let storage: LayoutTreeStorage<CGRect>
    let index: Int32

    init(storage: LayoutTreeStorage<CGRect>, index: Int32) {
        self.storage = storage
        self.index = index
    }

    /// The layout that was arranged.
    public var layout: any Layout { storage.layout(at: index) }

    /// The layout's frame, in points, in its parent arrangement's coordinate space.
    public var frame: CGRect { storage.nodes[Int(index)].payload }

    /// The arrangements of the sublayouts that were arranged, in the layout's source order (which
    /// is also back-to-front drawing order).
    ///
    /// - Complexity: O(1) for a custom layout's node (whose code reads its children by position);
    ///   O(number of sublayouts) to get the collection of a built-in layout's node. O(1) to read
    ///   each sublayout.
    public var sublayouts: Sublayouts { Sublayouts(storage: storage, parent: index) }

    /// The layout's reuse identifier, if it has one.
    public var viewReuseId: String? {
        storage.layoutStorage(at: index)?.viewReuseId ?? storage.layout(at: index).viewReuseId
    }

    /// The writing direction the frames are laid out for: ``LayoutDirection/rightToLeft`` when the
    /// arrangement was computed with a right-to-left context (its frames are then already
    /// mirrored).
    public var direction: LayoutDirection { storage.direction }

    /// The number of nodes in this arrangement's tree, itself included.
    ///
    /// - Complexity: O(n) in the size of the tree.
    public var nodeCount: Int {
        var count = 0
        storage.forEachPreOrder(from: index) { _, _ in count += 1 }
        return count
    }

    /// Records the arrangement of a custom layout.
    ///
    /// Built-in layouts build their arrangements without this initializer; custom layouts call it
    /// at the end of ``Layout/arrangement(within:measurement:context:)``. Pass the `context` you
    /// were given so the node joins the pass's storage instead of being copied later.
    ///
    /// Bad input: a frame coordinate that is NaN or infinite becomes 0, and a negative or
    /// non-finite side becomes 0.
    ///
    /// - Complexity: O(number of sublayouts), plus O(size of any subtree that was built in another
    ///   pass, which is copied).
    public init(
        layout: any Layout, frame: CGRect, sublayouts: [LayoutArrangement] = [],
        context: LayoutContext? = nil
    ) {
        let frame = CGRect(
            x: frame.origin.x.sanitizedCoordinate, y: frame.origin.y.sanitizedCoordinate,
            width: frame.size.width.sanitizedLength, height: frame.size.height.sanitizedLength)
        let storage: LayoutTreeStorage<CGRect>
        if let pass = context?.pass {
            storage = pass.arrangements
        } else if let first = sublayouts.first?.storage, first.isOpen {
            storage = first
        } else {
            storage = LayoutTreeStorage(capacity: 1 + sublayouts.count)
        }
        var children = ChildList()
        for sublayout in sublayouts {
            storage.link(sublayout.storage, sublayout.index, into: &children)
        }
        let index = storage.append(layout, frame, children: children)
        if context?.pass == nil, !(sublayouts.first?.storage.isOpen ?? false) {
            storage.seal()
        }
        self.init(storage: storage, index: index)
    }

    /// The arrangements of a layout's sublayouts: a random-access view into the tree's storage.
    public struct Sublayouts: RandomAccessCollection, Sendable {
        let storage: LayoutTreeStorage<CGRect>
        let run: ChildRun

        init(storage: LayoutTreeStorage<CGRect>, parent: Int32) {
            self.storage = storage
            self.run = storage.childRun(of: parent)
        }

        /// The number of sublayouts.
        public var count: Int { run.count }
        /// The position of the first sublayout: 0.
        public var startIndex: Int { 0 }
        /// One past the position of the last sublayout: ``count``.
        public var endIndex: Int { run.count }

        /// The sublayout at `position`. - Complexity: O(1).
        public subscript(position: Int) -> LayoutArrangement {
            precondition(position >= 0 && position < run.count, "sublayout index out of range")
            return LayoutArrangement(storage: storage, index: storage.child(at: position, of: run))
        }
    }
}
