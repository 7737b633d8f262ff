import Foundation

/// The state of one layout pass: the storage its measurement and arrangement trees are appended
/// to, and the nesting depth used to keep deep trees from overflowing the thread's stack.
///
/// A pass belongs to the thread that runs it. It is created by the entry points
/// (``Layout/arrangement(origin:width:height:context:)``, ``Layout/measurement(within:)``) or by a
/// built-in layout called with a context that has none, carried down in ``LayoutContext``, and
/// dropped when the entry point returns.
final class LayoutPass: @unchecked Sendable {
    let measurements: LayoutTreeStorage<MeasuredSize>
    let arrangements: LayoutTreeStorage<CGRect>
    /// How many built-in layouts are nested around the current call.
    /// (Unchecked exclusivity: only the pass's own thread touches it, never in overlapping accesses.)
    @exclusivity(unchecked) var depth = 0
    /// The depth at which the next call moves to a fresh stack.
    @exclusivity(unchecked) var nextStackSwitchDepth = StackSwitch.firstSwitchDepth

    init(capacity: Int) {
        measurements = LayoutTreeStorage(capacity: capacity)
        arrangements = LayoutTreeStorage(capacity: capacity)
    }

    /// Runs `body` one level deeper, on a fresh large stack when the nesting has grown past what
    /// the current stack is known to hold.
    @inline(__always)
    func descend<T>(_ body: () -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        if depth < nextStackSwitchDepth {
            return body()
        }
        return switchStack(body)
    }

    @inline(never)
    private func switchStack<T>(_ body: () -> T) -> T {
        let saved = nextStackSwitchDepth
        nextStackSwitchDepth = depth + StackSwitch.levelsPerStack
        defer { nextStackSwitchDepth = saved }
        return StackSwitch.run(body)
    }
}

/// The size a layout measured and the maximum it was measured within.
struct MeasuredSize: Sendable {
    var size: CGSize
    var maxSize: CGSize
}
