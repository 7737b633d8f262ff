import Foundation

/// A value that only one thread reads or writes at a time: the lock and the state it guards in
/// one box, so that a cache built on it (``CachingTextMeasurer``) is checked `Sendable` rather
/// than `@unchecked`.
///
/// The `@unchecked Sendable` is here instead: the state is reached only through
/// ``withLock(_:)``, which holds the lock for the whole access, so the box may be shared between
/// threads whatever the state is. Keep the body short, and call out of it nothing that
/// can come back to the same box (`NSLock` is not reentrant).
package final class LockedState<State>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    /// Read and written only with `lock` held.
    @usableFromInline var state: State

    /// A box holding `state`.
    package init(_ state: State) {
        self.state = state
    }

    /// Calls `body` with the state, the lock held, and returns what it returns.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
