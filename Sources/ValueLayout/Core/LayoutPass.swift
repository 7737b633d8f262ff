import Foundation

/// The state of one layout pass: the storage its measurement and arrangement trees are appended
/// to, and the stack budget used to keep deep trees from overflowing the thread's stack.
///
/// A pass belongs to the thread that runs it. It is created by the entry points
/// (``Layout/arrangement(origin:width:height:context:)``, ``Layout/measurement(within:)``) or by a
/// built-in layout called with a context that has none, carried down in ``LayoutContext``, and
/// dropped when the entry point returns.
final class LayoutPass: @unchecked Sendable {
    let measurements: LayoutTreeStorage<MeasuredSize>
    let arrangements: LayoutTreeStorage<CGRect>
    /// The lowest stack address the pass may reach on the current thread before it continues on a
    /// worker's stack (stacks grow down). Unchecked exclusivity: only the pass's own thread
    /// touches it, never in overlapping accesses.
    @exclusivity(unchecked) var stackLimit: UInt
    /// Whether the pass belongs to ``Layout/arrangement(origin:width:height:context:)`` and its
    /// root has not started yet. That root's measurements are the pass's own: the entry point
    /// anchors the root in them only if they outlive the pass. Any other layout measured as a
    /// root in the pass is anchored as it enters.
    @exclusivity(unchecked) var awaitsItsRoot: Bool

    init(capacity: Int, measurements: LayoutTreeStorage<MeasuredSize>? = nil, awaitsItsRoot: Bool = false) {
        self.measurements = measurements ?? LayoutTreeStorage(capacity: capacity)
        self.arrangements = LayoutTreeStorage(capacity: capacity)
        self.awaitsItsRoot = awaitsItsRoot
        self.stackLimit = StackSwitch.limit(below: StackSwitch.currentStackAddress(), budget: StackSwitch.callerBudget)
    }

    /// Whether the current call has used up the stack budget of its thread.
    @inline(__always)
    var isStackBudgetSpent: Bool {
        StackSwitch.currentStackAddress() < stackLimit
    }

    /// Runs `body` on a worker's large stack, with a budget for that stack.
    @inline(never)
    func switchStack<T>(_ body: () -> T) -> T {
        let saved = stackLimit
        defer { stackLimit = saved }
        return StackSwitch.run {
            stackLimit = StackSwitch.limit(below: StackSwitch.currentStackAddress(), budget: StackSwitch.workerBudget)
            return body()
        }
    }
}

extension LayoutPass {
    /// Measures `parent`'s sublayout at `index` within `maxSize` one level deeper, and returns its
    /// node's index in ``measurements``: directly through its storage for a built-in child,
    /// through the `Layout` protocol for a custom one.
    @inline(__always)
    func measureChild(
        of parent: LayoutStorageBase, at index: Int, within maxSize: CGSize, context: LayoutContext
    ) -> Int32 {
        if isStackBudgetSpent {
            return switchStack { measureChildHere(of: parent, at: index, within: maxSize, context: context) }
        }
        return measureChildHere(of: parent, at: index, within: maxSize, context: context)
    }

    @inline(__always)
    private func measureChildHere(
        of parent: LayoutStorageBase, at index: Int, within maxSize: CGSize, context: LayoutContext
    ) -> Int32 {
        assert(index >= 0 && index < parent.sublayouts.count, "sublayout index out of range")
        if let storage = parent.sublayoutStorages![index] {
            return storage._withUnsafeGuaranteedRef {
                $0.measure(in: self, context: context, within: maxSize)
            }
        }
        let measured = parent.sublayouts[index].measurement(within: maxSize, context: context)
        return measurements.adoptIfNeeded(measured.storage, measured.index)
    }

    /// Arranges the child measured at `measurement` within `rect` (in its parent's coordinates,
    /// left to right) one level deeper, and returns its node's index in ``arrangements``.
    @inline(__always)
    func arrangeChild(measurement: Int32, within rect: CGRect, context: LayoutContext) -> Int32 {
        if isStackBudgetSpent {
            return switchStack { arrangeChildHere(measurement: measurement, within: rect, context: context) }
        }
        return arrangeChildHere(measurement: measurement, within: rect, context: context)
    }

    @inline(__always)
    private func arrangeChildHere(measurement: Int32, within rect: CGRect, context: LayoutContext) -> Int32 {
        measurements.prefetchLayout(ahead: measurement)
        let node = measurements.nodes[Int(measurement)]
        // A leaf placed by its alignment alone is arranged here: its layout's storage object, long
        // out of the cache in a large tree, is not read.
        if let placement = node.placement, let storage = node.unmanagedLayoutStorage {
            return arrangements.appendLeaf(storage, placement.place(node.payload.size, in: rect))
        }
        if let storage = node.unmanagedLayoutStorage {
            return storage._withUnsafeGuaranteedRef {
                $0.arrange(in: self, context: context, measurement: measurement, within: rect)
            }
        }
        let handle = LayoutMeasurement(storage: measurements, index: measurement)
        let arranged = handle.layout.arrangement(within: rect, measurement: handle, context: context)
        return arrangements.adoptIfNeeded(arranged.storage, arranged.index)
    }
}

extension LayoutPass {
    /// Measures the built-in layout with storage `root` within `width` × `height` (`nil` for
    /// unlimited) and arranges it in the rectangle that gives; see
    /// ``LayoutStorageBase/measureAndArrangeAsRoot(origin:width:height:context:)``.
    ///
    /// A method of the pass so that the pass and its storages are read without reference
    /// counting (a reference taken out of the context would be retained and released).
    func measureAndArrange(
        root: LayoutStorageBase, origin: CGPoint, width: CGFloat?, height: CGFloat?, context: LayoutContext
    ) -> (arrangement: LayoutArrangement, rect: CGRect) {
        if awaitsItsRoot {
            awaitsItsRoot = false
        } else {
            measurements.anchor(root)
        }
        let maxSize = CGSize(width: width ?? .infinity, height: height ?? .infinity).sanitizedLimit
        let measurement = root.measure(in: self, context: context, within: maxSize)
        let rect = Self.rootRect(
            origin: origin, width: width, height: height, measured: measurements.payload(measurement).size)
        let index = root.arrange(in: self, context: context, measurement: measurement, within: rect)
        arrangements.anchor(root)
        return (LayoutArrangement(storage: arrangements, index: index), rect)
    }

    /// The rectangle a root measured at `measured` is arranged in: at `origin`, the given `width`
    /// and `height` or else the measured ones.
    ///
    /// Cleaned here once, as every offered rectangle is, so that arranging and finishing (which
    /// mirrors within this rectangle) agree even for a root larger than the maximum length.
    static func rootRect(origin: CGPoint, width: CGFloat?, height: CGFloat?, measured: CGSize) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: width ?? measured.width, height: height ?? measured.height)
            .sanitizedOffer(measured: measured)
    }

    /// Ends a pass that arranged `root` within `rect`: mirrors the tree for right-to-left, snaps
    /// it to the pixel grid if the context has a scale, and seals the storage so the tree can be
    /// shared between threads.
    ///
    /// Only the pass that owns the root does this, once: layouts are arranged left to right, and
    /// direction and scale are applied to the finished tree, so that a right-to-left arrangement is
    /// exactly the mirror of the left-to-right one and every edge is snapped in one place.
    static func finish(
        _ root: consuming LayoutArrangement, within rect: CGRect, context: LayoutContext
    ) -> LayoutArrangement {
        if !root.storage.isOpen {
            // A tree finished by its own pass is final. Otherwise a custom root built its tree in
            // storage of its own, outside this pass: finish a copy of it here.
            if root.storage.isFinished { return root }
            let copy = LayoutTreeStorage<CGRect>(capacity: 0)
            root = LayoutArrangement(storage: copy, index: copy.adopt(root.storage, root.index))
        }
        finish(root.storage, root: root.index, within: rect, context: context)
        return root
    }

    /// Mirrors, snaps and seals the open `storage` whose root is `root`; see
    /// ``finish(_:within:context:)``.
    private static func finish(
        _ storage: LayoutTreeStorage<CGRect>, root: Int32, within rect: CGRect, context: LayoutContext
    ) {
        if context.direction == .rightToLeft {
            RightToLeftMirroring.mirror(storage, root: root, within: rect)
            storage.direction = .rightToLeft
        }
        if let scale = context.scale {
            PixelSnapping.snap(storage, root: root, scale: scale, direction: context.direction)
        }
        storage.seal()
        storage.isFinished = true
    }
}

/// The size a layout measured and the maximum it was measured within.
struct MeasuredSize: LayoutTreePayload {
    var size: CGSize
    var maxSize: CGSize

    static var placeholder: MeasuredSize { MeasuredSize(size: .zero, maxSize: .zero) }
}
