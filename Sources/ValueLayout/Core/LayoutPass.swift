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

    init(capacity: Int, measurements: LayoutTreeStorage<MeasuredSize>? = nil) {
        self.measurements = measurements ?? LayoutTreeStorage(capacity: capacity)
        self.arrangements = LayoutTreeStorage(capacity: capacity)
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
    /// Ends a pass that arranged `root` within `rect`: mirrors the tree for right-to-left, snaps
    /// it to the pixel grid if the context has a scale, and seals the storage so the tree can be
    /// shared between threads.
    ///
    /// Only the pass that owns the root does this, once: layouts are arranged left to right, and
    /// direction and scale are applied to the finished tree, so that a right-to-left arrangement is
    /// exactly the mirror of the left-to-right one and every edge is snapped in one place.
    static func finish(
        _ root: LayoutArrangement, within rect: CGRect, context: LayoutContext
    ) -> LayoutArrangement {
        var root = root
        if !root.storage.isOpen {
            // A tree finished by its own pass is final. Otherwise a custom root built its tree in
            // storage of its own, outside this pass: finish a copy of it here.
            if root.storage.isFinished { return root }
            let copy = LayoutTreeStorage<CGRect>(capacity: 0)
            root = LayoutArrangement(storage: copy, index: copy.adopt(root.storage, root.index))
        }
        let storage = root.storage
        if context.direction == .rightToLeft {
            RightToLeftMirroring.mirror(storage, root: root.index, within: rect)
            storage.direction = .rightToLeft
        }
        if let scale = context.scale {
            PixelSnapping.snap(storage, root: root.index, scale: scale, direction: context.direction)
        }
        storage.seal()
        storage.isFinished = true
        return root
    }
}

/// The size a layout measured and the maximum it was measured within.
struct MeasuredSize: LayoutTreePayload {
    var size: CGSize
    var maxSize: CGSize

    static var placeholder: MeasuredSize { MeasuredSize(size: .zero, maxSize: .zero) }
}
