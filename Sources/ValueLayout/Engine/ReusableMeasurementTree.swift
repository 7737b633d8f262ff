#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps one emptied measurement tree per thread for the next pass to reuse: a reuse of buffers,
/// not a measurement cache (nothing measured is kept; every pass measures afresh).
///
/// In ``Layout/arrangement(origin:width:height:context:)`` the measurement tree lives only while
/// its pass arranges; afterwards its buffers would be freed and allocated again by the next pass. Reusing them saves four allocations per pass and, for
/// large trees, the page faults of touching fresh memory: the allocator returns a large freed
/// block to the system, and the next pass faults it in again page by page (measured on a tree
/// of 350,000 nodes: about two thirds of the pass). A tree is given back only when nothing
/// else refers to it, and only if it holds at most ``maximumCachedBytes``.
enum ReusableMeasurementTree {
    /// The largest tree, in bytes, a thread keeps between passes: 64 MiB, the measurements of a
    /// tree of about 1.2 million nodes. A thread holds on to the tree of its last pass (if no
    /// larger than this; buffers grow by doubling, so a pass that outgrows its kept tree may end
    /// with one that is not kept) until it ends.
    static let maximumCachedBytes = 64 << 20

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<ResultTree<MeasuredSize>>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<ResultTree<MeasuredSize>>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(created == 0, "no thread-specific key for reusable measurement trees")
        return key
    }()

    /// This thread's kept tree, empty, or a new one sized for `capacity` nodes.
    static func take(capacity: Int) -> ResultTree<MeasuredSize> {
        guard let pointer = pthread_getspecific(key) else {
            return ResultTree(capacity: capacity)
        }
        pthread_setspecific(key, nil)
        return Unmanaged<ResultTree<MeasuredSize>>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Gives `tree` back for this thread's next pass if nothing else refers to it.
    static func giveBack(_ tree: consuming ResultTree<MeasuredSize>) {
        guard isKnownUniquelyReferenced(&tree), tree.allocatedBytes <= maximumCachedBytes,
            pthread_getspecific(key) == nil
        else { return }
        tree.reset()
        // Consumed: the slot takes over the caller's reference, with no retain and release.
        pthread_setspecific(key, Unmanaged.passRetained(consume tree).toOpaque())
    }
}
