#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs deeply nested layout work on fresh threads with large stacks.
///
/// Layout is recursive: each level of nesting costs a few hundred bytes of stack in each pass. A
/// tree 100,000 levels deep would overflow any thread's stack, and a background Dispatch thread
/// (512 KiB on Apple platforms) overflows far sooner. Rather than limit depth, a pass counts its
/// nesting and, every ``levelsPerStack`` levels, continues on a new thread with a
/// ``stackSize``-byte stack, waiting for it synchronously. The caller sees an ordinary synchronous
/// call; shallow trees (every realistic screen) never leave the caller's thread.
enum StackSwitch {
    /// Nesting depth at which a pass first leaves the caller's stack. Chosen so that the first
    /// segment fits easily in a 512 KiB thread that has already used part of its stack.
    static let firstSwitchDepth = 192
    /// Levels of nesting run on each fresh stack.
    static let levelsPerStack = 8_192
    /// The size of each fresh stack, in bytes (reserved address space; pages are committed only
    /// as they are touched).
    static let stackSize = 64 << 20

    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread with a ``stackSize`` stack and returns its result. If no thread
    /// can be started, runs `body` on the current thread.
    static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let job = Job { result = body() }
            if !start(job) { job.body() }
        }
        return result!
    }

    private static func start(_ job: Job) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        #if canImport(Darwin)
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, context)
        #else
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, context)
        #endif
        guard created == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
            pthread_join(thread!, nil)
        #else
            pthread_join(thread, nil)
        #endif
        return true
    }
}
