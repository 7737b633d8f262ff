import ValueLayoutCHelpers

/// The engine's per-thread state, kept in C thread-locals (Swift has no thread-local variables):
/// the one place in Swift that reads or writes them (they are defined once, in
/// `Sources/ValueLayoutCHelpers/ValueLayoutCHelpers.c`).
///
/// - The custom layout call running on each thread (``LayoutChildren`` checks it on every use, so
///   that a proxy kept beyond its call stops the program instead of reading freed memory).
/// - How deep the thread is in making custom layout nodes and in tearing down layout nodes (both
///   switch from recursion to an explicit stack past a depth).
enum EngineThreadState {
    /// Starts a call of a custom layout on this thread and returns its number, unique in the
    /// process, and the call it interrupts (0 for none), to give to ``leaveCustomCall(restoring:)``.
    @inline(__always)
    static func enterCustomCall() -> (call: UInt64, interrupted: UInt64) {
        let interrupted = vl_current_custom_call()
        let call = vl_new_custom_call_number()
        vl_set_current_custom_call(call)
        return (call, interrupted)
    }

    /// Ends the running custom layout call, making `interrupted` active again.
    @inline(__always)
    static func leaveCustomCall(restoring interrupted: UInt64) {
        vl_set_current_custom_call(interrupted)
    }

    /// Whether `call` is the custom layout call running on this thread.
    @inline(__always)
    static func isRunningCustomCall(_ call: UInt64) -> Bool {
        vl_current_custom_call() == call
    }

    /// Enters the making of a custom layout node on this thread and returns the depth.
    @inline(__always)
    static func enterCustomNodeMaking() -> Int { vl_enter_custom_node_making() }

    /// Leaves the making of a custom layout node on this thread.
    @inline(__always)
    static func leaveCustomNodeMaking() { vl_leave_custom_node_making() }

    /// Enters the teardown of a layout node on this thread and returns the depth.
    @inline(__always)
    static func enterNodeTeardown() -> Int { vl_enter_node_teardown() }

    /// Leaves the teardown of a layout node on this thread.
    @inline(__always)
    static func leaveNodeTeardown() { vl_leave_node_teardown() }
}
