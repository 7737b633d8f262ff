import Foundation

/// The shared, immutable data behind every built-in layout value.
///
/// Built-in layouts are one-word structs that point at their storage. This keeps `any Layout`
/// values inline in their existential container (no heap box each time a layout is stored in a
/// tree), makes copying a layout a retain, and lets everything derivable from the subtree be
/// computed once, when the value is built, instead of in every pass: the flexibility a stack
/// inherits from its children, the order it measures them in, the subtree's hash, node count and
/// depth.
class LayoutStorageBase: @unchecked Sendable {
    let alignment: Alignment
    let flexibility: Flexibility
    let viewReuseId: String?
    let view: ViewDescription?
    /// The sublayouts, in source order. Written only when the storage is torn down.
    private(set) var sublayouts: [any Layout]
    /// A hash of the layout's properties and its whole subtree.
    let subtreeHash: Int
    /// The number of layouts in the subtree, this one included (saturating).
    let nodeCount: Int
    /// The number of levels in the subtree, this one included (saturating).
    let depth: Int

    init(
        kind: Int, propertiesHash: Int, alignment: Alignment, flexibility: Flexibility,
        viewReuseId: String?, view: ViewDescription?, sublayouts: [any Layout]
    ) {
        self.alignment = alignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
        self.view = view
        self.sublayouts = sublayouts
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(propertiesHash)
        hasher.combine(alignment)
        hasher.combine(flexibility)
        hasher.combine(viewReuseId)
        hasher.combine(view)
        var nodeCount = 1
        var depth = 0
        for sublayout in sublayouts {
            hasher.combine(sublayout._layoutHash)
            nodeCount = nodeCount.addingSaturating(sublayout._nodeCountEstimate)
            depth = max(depth, (sublayout as? HasLayoutStorage)?.anyStorage.depth ?? 1)
        }
        self.subtreeHash = hasher.finalize()
        self.nodeCount = nodeCount
        self.depth = depth == .max ? depth : depth + 1
    }

    deinit {
        if depth > Self.recursiveTeardownLimit {
            Self.tearDownIteratively(&sublayouts)
        }
    }

    /// Deeper subtrees than this are released without recursion.
    static let recursiveTeardownLimit = 64

    /// Releases a deep subtree level by level instead of recursively: each sublayout that nothing
    /// else shares gives up its own sublayouts before it is released.
    private static func tearDownIteratively(_ sublayouts: inout [any Layout]) {
        var pending = sublayouts
        sublayouts = []
        while var next = pending.popLast() {
            pending.append(contentsOf: next._takeSublayoutsForTeardown())
        }
    }

    /// Gives up the sublayouts (only called when nothing else shares this storage).
    final func takeSublayouts() -> [any Layout] {
        let taken = sublayouts
        sublayouts = []
        return taken
    }

    /// Whether everything but the sublayouts equals `other`'s.
    func shallowEquals(_ other: LayoutStorageBase) -> Bool {
        subtreeHash == other.subtreeHash && alignment == other.alignment
            && flexibility == other.flexibility && viewReuseId == other.viewReuseId
            && view == other.view && sublayouts.count == other.sublayouts.count
    }
}

/// The storage of one kind of built-in layout: the common fields plus that kind's properties.
final class LayoutStorage<Properties: Hashable & Sendable>: LayoutStorageBase, @unchecked Sendable {
    let properties: Properties

    init(
        properties: Properties, alignment: Alignment, flexibility: Flexibility, viewReuseId: String?,
        view: ViewDescription?, sublayouts: [any Layout]
    ) {
        self.properties = properties
        super.init(
            kind: ObjectIdentifier(Properties.self).hashValue, propertiesHash: properties.hashValue,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            sublayouts: sublayouts)
    }

    override func shallowEquals(_ other: LayoutStorageBase) -> Bool {
        guard let other = other as? LayoutStorage<Properties> else { return false }
        return super.shallowEquals(other) && properties == other.properties
    }
}

/// A layout backed by ``LayoutStorageBase``: every built-in layout.
protocol HasLayoutStorage {
    var anyStorage: LayoutStorageBase { get }
}

/// Equality of layout trees without recursion (so that comparing two 100,000-level trees cannot
/// overflow the stack).
enum LayoutEquality {
    /// Whether two built-in layouts' storages describe equal trees.
    ///
    /// - Complexity: O(1) when the storages are the same object or their hashes differ; otherwise
    ///   O(n) in the size of the trees.
    static func areEqual(_ lhs: LayoutStorageBase, _ rhs: LayoutStorageBase) -> Bool {
        var pending: [(LayoutStorageBase, LayoutStorageBase)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            if left === right { continue }
            guard left.shallowEquals(right) else { return false }
            for (leftChild, rightChild) in zip(left.sublayouts, right.sublayouts) {
                if let leftStorage = (leftChild as? HasLayoutStorage)?.anyStorage {
                    guard let rightStorage = (rightChild as? HasLayoutStorage)?.anyStorage else {
                        return false
                    }
                    pending.append((leftStorage, rightStorage))
                } else if !leftChild._isEqual(to: rightChild) {
                    return false
                }
            }
        }
        return true
    }
}

extension Int {
    @inline(__always)
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
