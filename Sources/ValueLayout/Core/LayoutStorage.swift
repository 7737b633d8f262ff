import Foundation
import ValueLayoutMemoryHints

/// The shared, immutable data behind every built-in layout value, and its two passes.
///
/// Built-in layouts are one-word structs that point at a subclass of this class. That keeps an
/// `any Layout` inline in its existential container (no heap box each time a layout is stored in a
/// tree), makes copying a layout a retain, and lets everything derivable from the subtree be
/// computed once, when the value is built, instead of in every pass: the flexibility a stack
/// inherits from its children, the order it measures them in, the subtree's hash and node count,
/// and which children are built-in.
///
/// Within a pass, built-in layouts call each other through ``measure(in:context:within:)`` and
/// ``arrange(in:context:measurement:within:)``: class methods that work on node indices in the
/// pass's storage. That avoids the existential copies and handle retains of the public protocol
/// on the hot path; custom layouts are still called through the protocol.
///
/// **Memory layout.** The fields the passes read come first (this class's), then the kind's
/// properties, then the fields only equality, hashing and views read (the subclass's): a leaf's
/// storage then spans two cache lines where the passes touch it, instead of three. Large trees
/// are far bigger than the caches, so the lines touched per layout decide the passes' speed.
class LayoutStorageBase: @unchecked Sendable {
    /// The storage of each sublayout that is a built-in layout, `nil` for custom ones; parallel to
    /// ``sublayouts`` (which keeps them alive and has their count), or `nil` when there are no
    /// sublayouts. A constant pointer, so that reading it in a pass costs no reference counting.
    let sublayoutStorages: UnsafeMutablePointer<Unmanaged<LayoutStorageBase>?>?
    let alignment: Alignment
    let flexibility: Flexibility
    /// ``nodeCount``, saturating at `Int32.max`; 4 bytes, so that it fits beside the fields
    /// above and a leaf's storage object fits a smaller heap block.
    private let storedNodeCount: Int32
    /// The sublayouts, in source order. Written only when the storage is torn down, when nothing
    /// else can reach it (hence no dynamic exclusivity checks on reads in the passes).
    @exclusivity(unchecked) private(set) var sublayouts: [any Layout]

    // Stored by the subclass, after the kind's properties (see the type's discussion).

    /// The reuse identifier.
    var viewReuseId: String? { preconditionFailure("subclass responsibility") }
    /// The view description.
    var view: ViewDescription? { preconditionFailure("subclass responsibility") }
    /// A hash of the layout's properties and its whole subtree.
    var subtreeHash: Int { preconditionFailure("subclass responsibility") }
    /// The number of layouts in the subtree, this one included (saturating at `Int32.max`).
    final var nodeCount: Int { Int(storedNodeCount) }

    init(
        alignment: Alignment, flexibility: Flexibility, nodeCount: Int, sublayouts: [any Layout]
    ) {
        self.alignment = alignment
        self.flexibility = flexibility
        self.storedNodeCount = Int32(clamping: nodeCount)
        self.sublayouts = sublayouts
        if sublayouts.isEmpty {
            sublayoutStorages = nil
        } else {
            let storages = UnsafeMutablePointer<Unmanaged<LayoutStorageBase>?>.allocate(capacity: sublayouts.count)
            for (index, sublayout) in sublayouts.enumerated() {
                let storage = (sublayout as? HasLayoutStorage)?.anyStorage
                (storages + index).initialize(to: storage.map { Unmanaged.passUnretained($0) })
            }
            sublayoutStorages = storages
        }
    }

    /// The hash of a layout of kind `kind` and its subtree, and the subtree's node count.
    static func summary(
        kind: ObjectIdentifier, propertiesHash: Int, alignment: Alignment, flexibility: Flexibility,
        viewReuseId: String?, view: ViewDescription?, sublayouts: [any Layout]
    ) -> (hash: Int, nodeCount: Int) {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(propertiesHash)
        hasher.combine(alignment)
        hasher.combine(flexibility)
        hasher.combine(viewReuseId)
        hasher.combine(view)
        var nodeCount = 1
        for sublayout in sublayouts {
            hasher.combine(sublayout._layoutHash)
            nodeCount = nodeCount.addingSaturating(sublayout._nodeCountEstimate)
        }
        return (hasher.finalize(), nodeCount)
    }

    deinit {
        // Always level by level: a subtree's depth is not known when custom layouts (whose depth
        // is not tracked) sit in it, and a recursive release of a deep chain overflows the stack.
        if !sublayouts.isEmpty {
            Self.tearDownIteratively(&sublayouts)
        }
        sublayoutStorages?.deallocate()
    }

    /// Releases a deep subtree level by level instead of recursively: each sublayout that nothing
    /// else shares gives up its own sublayouts before it is released.
    private static func tearDownIteratively(_ sublayouts: inout [any Layout]) {
        var pending = sublayouts
        sublayouts = []
        while var next = pending.popLast() {
            pending.append(contentsOf: next._takeSublayoutsForTeardown())
        }
    }

    /// Gives up the sublayouts (only called when nothing else shares this storage, which is then
    /// released at once: its ``sublayoutStorages`` are never read again).
    final func takeSublayouts() -> [any Layout] {
        let taken = sublayouts
        sublayouts = []
        return taken
    }

    /// Whether everything but the sublayouts equals `other`'s (`other` is of the same class).
    func shallowEquals(_ other: LayoutStorageBase) -> Bool {
        subtreeHash == other.subtreeHash && alignment == other.alignment
            && flexibility == other.flexibility && viewReuseId == other.viewReuseId
            && view == other.view && sublayouts.count == other.sublayouts.count
    }

    /// Starts loading the sublayout at `index` into the cache (its header and the next two lines,
    /// where the passes read its fields), so that it is ready when measured.
    @inline(__always)
    final func prefetchSublayout(at index: Int) {
        assert(index >= 0 && index < sublayouts.count, "sublayout index out of range")
        if let storage = sublayoutStorages![index] { Self.prefetch(storage) }
    }

    /// Starts loading the layout storage `storage` into the cache: its header and the next two
    /// lines, where the passes read its fields.
    @inline(__always)
    static func prefetch(_ storage: Unmanaged<LayoutStorageBase>) {
        let address = UnsafeRawPointer(storage.toOpaque())
        vl_prefetch(address)
        vl_prefetch(address + 64)
        vl_prefetch(address + 128)
    }

    // MARK: Overridden by each kind of layout

    /// The layout value this storage belongs to.
    func makeLayout() -> any Layout { preconditionFailure("subclass responsibility") }

    /// Measures within `maxSize` (already cleaned) and returns the new node's index in
    /// `pass.measurements`.
    func measure(in pass: LayoutPass, context: LayoutContext, within maxSize: CGSize) -> Int32 {
        preconditionFailure("subclass responsibility")
    }

    /// Arranges the measurement at `measurement` (an index in `pass.measurements`) within `rect`
    /// (already cleaned; always left to right: the finished tree is mirrored once, at the end of
    /// the pass) and returns the new node's index in `pass.arrangements`.
    func arrange(in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect) -> Int32 {
        preconditionFailure("subclass responsibility")
    }
}

/// The storage of a kind of built-in layout with its own `Properties`: the common fields, those
/// properties (part of the layout's hash and equality), and nothing else. Each kind subclasses it
/// with its passes.
class PropertiesLayoutStorage<Properties: Hashable & Sendable>: LayoutStorageBase, @unchecked Sendable {
    let properties: Properties
    private let storedSubtreeHash: Int
    /// The reuse identifier and view description, boxed: most layouts have neither, and inline
    /// they would make every layout's storage larger (a view description by about 70 bytes, a
    /// reuse identifier by 16). The passes never read them, but a smaller storage object leaves
    /// more of a large tree in the caches.
    private let identity: LayoutIdentity?

    /// A storage with the given properties.
    init(
        properties: Properties, alignment: Alignment, flexibility: Flexibility, viewReuseId: String?,
        view: ViewDescription?, sublayouts: [any Layout]
    ) {
        self.properties = properties
        // Each kind has its own `Properties` type, which therefore tells the kinds apart.
        let (subtreeHash, nodeCount) = Self.summary(
            kind: ObjectIdentifier(Properties.self), propertiesHash: properties.hashValue, alignment: alignment,
            flexibility: flexibility, viewReuseId: viewReuseId, view: view, sublayouts: sublayouts)
        identity = viewReuseId == nil && view == nil ? nil : LayoutIdentity(viewReuseId: viewReuseId, view: view)
        storedSubtreeHash = subtreeHash
        super.init(
            alignment: alignment, flexibility: flexibility, nodeCount: nodeCount, sublayouts: sublayouts)
    }

    override final var viewReuseId: String? { identity?.viewReuseId }
    override final var view: ViewDescription? { identity?.view }
    override final var subtreeHash: Int { storedSubtreeHash }

    override func shallowEquals(_ other: LayoutStorageBase) -> Bool {
        super.shallowEquals(other) && properties == (other as! PropertiesLayoutStorage<Properties>).properties
    }
}

/// A layout's reuse identifier and view description on the heap (see
/// ``PropertiesLayoutStorage``), for the layouts that have either.
final class LayoutIdentity: Sendable {
    let viewReuseId: String?
    let view: ViewDescription?

    init(viewReuseId: String?, view: ViewDescription?) {
        self.viewReuseId = viewReuseId
        self.view = view
    }
}

/// Keeps a layout of any kind alive as a tree storage's anchor (see
/// ``LayoutTreeStorage/anchor(_:)``).
final class LayoutAnchor: Sendable {
    let layout: any Layout

    init(_ layout: any Layout) { self.layout = layout }
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
            guard type(of: left) == type(of: right), left.shallowEquals(right) else { return false }
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

extension HasLayoutStorage where Self: Layout {
    /// `measurement(within:context:)` for a built-in layout: its storage measures, in the
    /// context's pass or in a new one.
    @inline(__always)
    func measurementThroughStorage(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        guard let pass = context.pass else {
            return measurementInNewPass(within: maxSize.sanitizedLimit, context: context)
        }
        let index = anyStorage.measure(in: pass, context: context, within: maxSize.sanitizedLimit)
        pass.measurements.anchor(anyStorage)
        return LayoutMeasurement(storage: pass.measurements, index: index)
    }

    /// `arrangement(within:measurement:context:)` for a built-in layout: its storage arranges, in
    /// the context's pass or, when there is none or the measurement was made elsewhere, in a new
    /// one.
    @inline(__always)
    func arrangementThroughStorage(
        within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext
    ) -> LayoutArrangement {
        guard let pass = context.pass, measurement.storage === pass.measurements else {
            return arrangementInNewPass(within: rect, measurement: measurement, context: context)
        }
        let index = anyStorage.arrange(
            in: pass, context: context, measurement: measurement.index,
            within: rect.sanitizedOffer(measured: measurement.size))
        pass.arrangements.anchor(anyStorage)
        return LayoutArrangement(storage: pass.arrangements, index: index)
    }
}

extension LayoutStorageBase {
    /// ``Layout/_measureAndArrangeAsRoot(origin:width:height:context:)`` for a built-in layout:
    /// measures within `width` × `height` and arranges in the rectangle that gives, straight
    /// through this storage.
    ///
    /// The same steps as the protocol's route (``Layout/measurement(within:context:)`` then
    /// ``Layout/arrangement(within:measurement:context:)``), without its handles: each would
    /// retain and release the pass's storage, and atomic reference counting is a large part of a
    /// small tree's pass. The root of the pass the entry point made is not anchored in the
    /// measurements, which are the pass's own (the entry point anchors it if they outlive the
    /// pass); any other is anchored as it enters (see ``LayoutPass/awaitsItsRoot``).
    ///
    /// Called with a context that has no pass, it runs in a pass of its own and returns the tree
    /// finished (mirrored, snapped and sealed), as the protocol's route does.
    final func measureAndArrangeAsRoot(
        origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> (arrangement: LayoutArrangement, rect: CGRect) {
        if context.pass == nil {
            let (arrangement, rect) = measureAndArrangeAsRoot(
                origin: origin, width: width, height: height, context: context.withNewPass(capacity: nodeCount))
            return (LayoutPass.finish(arrangement, within: rect, context: context), rect)
        }
        return context.pass!.measureAndArrange(
            root: self, origin: origin, width: width, height: height, context: context)
    }

    /// Appends an arrangement node whose frame is the measured size placed in `rect` by this
    /// layout's alignment, and whose measured children are each arranged in the frame's bounds:
    /// the whole arrangement of a size layout and of an overlay.
    @inline(__always)
    final func arrangeAlignedWithChildrenInBounds(
        in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
    ) -> Int32 {
        let frame = alignment.place(pass.measurements.payload(measurement).size, in: rect)
        return arrangeChildren(of: frame, in: pass, context: context, measurement: measurement) { _ in
            CGRect(origin: .zero, size: frame.size)
        }
    }

    /// Appends an arrangement node with `frame` whose measured children are each arranged in the
    /// rectangle `slot` gives for their position.
    @inline(__always)
    final func arrangeChildren(
        of frame: CGRect, in pass: LayoutPass, context: LayoutContext, measurement: Int32,
        slot: (Int) -> CGRect
    ) -> Int32 {
        let measurements = pass.measurements
        let arrangements = pass.arrangements
        let node = arrangements.reserve()
        var children = ChildList()
        var position = 0
        var measured = measurements.firstChild(measurement)
        while measured >= 0 {
            let child = pass.arrangeChild(measurement: measured, within: slot(position), context: context)
            arrangements.link(child, into: &children)
            measured = measurements.nextSibling(measured)
            position += 1
        }
        arrangements.complete(node, self, frame, children: children)
        return node
    }
}
