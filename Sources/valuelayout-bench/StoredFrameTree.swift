import Foundation
import ValueLayout
import ValueLayoutWorkloads

/// W1's hand-written frames, stored the way a `LayoutArrangement` stores a tree: what returning
/// the product's result costs on top of the hand-written code, with nothing decided.
///
/// The hand-written baseline returns its 25 frames in a struct on the stack. The library returns
/// an immutable tree on the heap, which views, diffs and other threads read later. This model
/// does only what storing such a tree takes, with nothing an engine decides: one heap block that
/// holds a strong reference to what was laid out (as an arrangement keeps its root layout) and 25
/// nodes of the library's node size (56 bytes), each written whole with its frame and its links,
/// which are known in advance (the tree's shape is fixed, as in hand-written code). It is
/// released when dropped, as the library's arrangement is in the timed pass.
///
/// It is a model, not the library's storage type (whose fields are internal to the library).
/// It does less than the library must: one allocation where the library's arrangement makes two
/// (its storage object and its node buffer); links and layout words copied from a shape made in
/// advance, not worked out; no measurement tree, custom-layout tables, mirroring or sealing. It
/// also does two things code written for it could avoid: the frames go through the hand-written
/// code's struct before they are copied into the nodes, and the node block is a fresh `malloc`
/// each pass (1,424 bytes, above the size glibc keeps in its per-thread cache), where an engine
/// could reuse blocks of its own. So it is the cost of "the hand-written code, then a freshly
/// allocated tree", a lenient model of what the library returns, not a proven floor for every
/// engine.
struct StoredFrameTree {
    /// A node of the library's size: which layout made it, the links, and the frame.
    struct Node {
        var layout: UInt = 0
        var childCount: Int32 = 0
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var placement: UInt16 = 0
        var frame = CGRect.zero
    }

    /// What a tree keeps alive: the data it was laid out from.
    final class Source {
        let data: FeedItemData
        init(_ data: FeedItemData) { self.data = data }
    }

    /// The tree's one heap block: the source and the nodes after it. Nodes are plain data, so
    /// releasing the block needs no per-node work.
    private final class Block: ManagedBuffer<Source, Node> {}

    private let block: Block
    /// The number of nodes.
    let nodeCount: Int

    /// Stores `frames` (the 25 frames of `FeedItemFrames`, which declares them in pre-order) in a
    /// tree shaped like `shape`, which keeps `source` alive.
    @inline(__always)
    init(frames: FeedItemFrames, shape: UnsafeBufferPointer<Node>, source: Source) {
        precondition(
            MemoryLayout<FeedItemFrames>.size == shape.count * MemoryLayout<CGRect>.stride,
            "one frame per node of the shape")
        nodeCount = shape.count
        block = unsafeDowncast(Block.create(minimumCapacity: shape.count) { _ in source }, to: Block.self)
        block.withUnsafeMutablePointerToElements { nodes in
            withUnsafeBytes(of: frames) { frames in
                for index in shape.indices {
                    var node = shape[index]
                    node.frame = frames.load(fromByteOffset: index * MemoryLayout<CGRect>.stride, as: CGRect.self)
                    (nodes + index).initialize(to: node)
                }
            }
        }
    }

    /// One pass of the model: W1 laid out by hand for `data` at `width`, its frames then stored
    /// in a tree shaped like `shape` that keeps `source` alive.
    @inline(__always)
    static func feedItem(
        _ data: FeedItemData, width: CGFloat, measurer: FixedAdvanceTextMeasurer, shape: UnsafeBufferPointer<Node>,
        source: Source
    ) -> StoredFrameTree {
        StoredFrameTree(
            frames: ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer), shape: shape,
            source: source)
    }

    /// The frame of node `index`.
    func frame(at index: Int) -> CGRect {
        precondition(index >= 0 && index < nodeCount, "node index out of range")
        return block.withUnsafeMutablePointerToElements { $0[index].frame }
    }

    /// The frames in pre-order (for checking the model against the hand-written frames).
    var frames: [CGRect] { (0..<nodeCount).map(frame(at:)) }

    /// Each node's parent (−1 for the root), read from the links: for checking the shape
    /// against the library's arrangement.
    var parents: [Int] {
        var parents = Array(repeating: -1, count: nodeCount)
        block.withUnsafeMutablePointerToElements { nodes in
            for index in 0..<nodeCount {
                var child = Int(nodes[index].firstChild)
                while child >= 0 {
                    parents[child] = index
                    child = Int(nodes[child].nextSibling)
                }
            }
        }
        return parents
    }

    /// The shape of W1's tree: each node's layout word (its position, standing for a layout) and
    /// links, frames left zero. Made once; the caller deallocates it.
    static func feedItemShape() -> UnsafeBufferPointer<Node> {
        // Each node's parent, in pre-order (the order of `FeedItemFrames.all`).
        let parents: [Int32] = [-1, 0, 1, 2, 2, 1, 5, 5, 7, 8, 8, 7, 7, 1, 1, 14, 14, 14, 1, 18, 18, 18, 1, 22, 22]
        let shape = UnsafeMutableBufferPointer<Node>.allocate(capacity: parents.count)
        var lastChild = [Int32](repeating: -1, count: parents.count)
        for index in parents.indices {
            shape[index] = Node(layout: UInt(index) << 4)
            let parent = Int(parents[index])
            guard parent >= 0 else { continue }
            if lastChild[parent] < 0 {
                shape[parent].firstChild = Int32(index)
            } else {
                shape[Int(lastChild[parent])].nextSibling = Int32(index)
            }
            lastChild[parent] = Int32(index)
            shape[parent].childCount += 1
        }
        return UnsafeBufferPointer(shape)
    }
}
