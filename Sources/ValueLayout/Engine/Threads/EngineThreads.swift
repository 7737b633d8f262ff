import ValueLayoutCHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// What the engine needs from threads, and the only place it touches them: threads with large
// stacks for deep trees, the measurement tree and the table of answers each thread keeps for its
// next pass, and the per-thread state kept in C thread-locals. Unsafe by nature (thread
// creation, thread-specific storage, C state, unchecked exclusivity); each construct's invariant
// is written beside it.

/// Runs deeply nested layout work on threads with large stacks.
///
/// Layout is recursive: each level of nesting costs stack in each pass (measured on x86-64 Linux:
/// about 200–400 bytes in an optimized build, 1–2.5 KiB in a debug build). A tree 100,000 levels
/// deep would overflow any thread's stack, and a background Dispatch thread (512 KiB on Apple
/// platforms) overflows far sooner. Rather than limit depth, a pass watches how much stack it has
/// used: once it has used ``callerBudget`` bytes of the caller's stack, it continues on a worker
/// thread with a ``stackSize``-byte stack, waiting for it synchronously, and again whenever it has
/// used ``workerBudget`` bytes of a worker's. The caller sees an ordinary synchronous call;
/// shallow trees (every realistic screen) never leave the caller's thread. Measuring the stack
/// itself, rather than counting levels, keeps the guarantee whatever the build settings, the
/// layouts' frame sizes or the sanitizers in use.
///
/// Workers are kept parked after use and reused, so a deep layout pays for thread creation and
/// for touching fresh stack pages only once per process, not in every pass. A process keeps as
/// many workers as it ever needed at once.
enum LargeStackThreads {
    /// The stack, in bytes, a pass may use on the thread that called it: 128 KiB, which leaves
    /// room to spare on a 512 KiB thread that has already used part of its stack.
    static let callerBudget: UInt = 128 << 10
    /// The size of each worker's stack, in bytes (reserved address space; pages are committed
    /// only as they are touched): 8 MiB, a main thread's.
    static let stackSize = 8 << 20
    /// The stack, in bytes, a pass may use on a worker before moving to the next: the worker's
    /// stack less 4 MiB of headroom. Small enough that no thread nests more calls than
    /// ThreadSanitizer's per-thread record of them holds (64 Ki entries): with 64 MiB workers,
    /// deep trees crashed under it.
    static let workerBudget = UInt(stackSize) - (4 << 20)

    /// The address of the current stack position (approximately: the caller's frame; see
    /// `vl_current_stack_address`, which stays right under AddressSanitizer).
    @inline(__always)
    static func currentStackAddress() -> UInt {
        UInt(vl_current_stack_address())
    }

    /// The lowest address a pass may reach from `address` with `budget` bytes (stacks grow down).
    static func limit(below address: UInt, budget: UInt) -> UInt {
        address > budget ? address - budget : 0
    }

    /// Runs `body` on a worker thread with a ``stackSize`` stack and returns its result. If no
    /// worker thread can be started, runs `body` on the current thread.
    static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let job = { result = body() }
            if let worker = WorkerPool.shared.take() {
                worker.perform(job)
                WorkerPool.shared.giveBack(worker)
            } else {
                job()
            }
        }
        return result!
    }
}

/// A parked thread with a large stack that runs one job at a time for a waiting caller.
private final class StackWorker: @unchecked Sendable {
    // All fields below are guarded by `mutex`.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var job: (() -> Void)?
    private var isDone = false

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// A worker running on a new thread, or `nil` if no thread can be started.
    static func start() -> StackWorker? {
        let worker = StackWorker()
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, LargeStackThreads.stackSize) == 0,
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
        else { return nil }
        let context = Unmanaged.passRetained(worker).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<StackWorker>.fromOpaque(context).takeRetainedValue().serve()
                }, context)
        #else
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<StackWorker>.fromOpaque(context!).takeRetainedValue().serve()
                }, context)
        #endif
        guard created == 0 else {
            Unmanaged<StackWorker>.fromOpaque(context).release()
            return nil
        }
        return worker
    }

    /// Runs `job` on this worker's thread and waits for it to finish.
    func perform(_ job: @escaping () -> Void) {
        pthread_mutex_lock(mutex)
        self.job = job
        isDone = false
        pthread_cond_broadcast(condition)
        while !isDone { pthread_cond_wait(condition, mutex) }
        self.job = nil
        pthread_mutex_unlock(mutex)
    }

    /// The worker thread's loop: wait for a job, run it, report, forever.
    private func serve() -> Never {
        pthread_mutex_lock(mutex)
        while true {
            while job == nil || isDone { pthread_cond_wait(condition, mutex) }
            let job = self.job!
            pthread_mutex_unlock(mutex)
            job()
            pthread_mutex_lock(mutex)
            isDone = true
            pthread_cond_broadcast(condition)
        }
    }
}

/// The parked workers, shared by all threads.
private final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    // Guarded by `mutex`.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var idle: [StackWorker] = []

    private init() {
        pthread_mutex_init(mutex, nil)
    }

    /// An idle worker, or a new one.
    func take() -> StackWorker? {
        pthread_mutex_lock(mutex)
        let worker = idle.popLast()
        pthread_mutex_unlock(mutex)
        return worker ?? StackWorker.start()
    }

    func giveBack(_ worker: StackWorker) {
        pthread_mutex_lock(mutex)
        idle.append(worker)
        pthread_mutex_unlock(mutex)
    }
}

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

    private static let slot = ThreadSlot<ResultTree<MeasuredSize>>()

    /// This thread's kept tree, empty, or a new one sized for `capacity` nodes.
    static func take(capacity: Int) -> ResultTree<MeasuredSize> {
        slot.take() ?? ResultTree(capacity: capacity)
    }

    /// Gives `tree` back for this thread's next pass if nothing else refers to it.
    static func giveBack(_ tree: consuming ResultTree<MeasuredSize>) {
        guard isKnownUniquelyReferenced(&tree), tree.allocatedBytes <= maximumCachedBytes, slot.isEmpty else { return }
        tree.reset()
        slot.put(tree)
    }
}

/// What a pass keeps for kinds that ask their children questions before measuring them: the
/// sizes its probes learned (see ``LayoutPass/probe(_:offer:context:)``), the
/// measurements made inside probes (see
/// ``LayoutPass/measureRemembered(of:at:offer:context:)``), and the buffers it lends kinds' runs
/// (see ``MeasuringChildren/withTemporaryBuffer(of:minimumCapacity:_:)``). Shared by the pass and
/// its continuations on other stacks.
final class MeasurementScratch {
    /// A layout node and the question it answered (see ``PassAnswerTable/Key``).
    typealias Key = PassAnswerTable.Key

    /// The sizes learned so far in the pass.
    ///
    /// `@exclusivity(unchecked)`: the table is read and written by one pass at a time (the pass
    /// and its continuations on workers it waits for), and no access to it calls out to layout
    /// code, so accesses cannot overlap (invariant 1 of ``ResultTree``). A nested flex pass
    /// reaches it about eight times per node; checking each access cost 6 % of W8's instructions.
    @exclusivity(unchecked) private var sizes = PassAnswerTable()
    /// Buffers given back by kinds' runs, emptied with their capacity, for the next run to borrow
    /// (see ``MeasuringChildren/withTemporaryBuffer(of:minimumCapacity:_:)``): the innermost run's
    /// last. Kept with the scratch from pass to pass. Unchecked, as `sizes`: one pass at a time,
    /// and no access calls out.
    @exclusivity(unchecked) private var lentBuffers: [(element: ObjectIdentifier, buffer: AnyObject)] = []

    /// The values kinds keep for the rest of the pass (their caches, and the elements those
    /// refer to), one arena per element type, each tagged with its type as the lent buffers are.
    /// Emptied with the answers, their capacity kept. Unchecked, as `sizes`: one pass at a time,
    /// and no access calls out.
    @exclusivity(unchecked) private var arenas: [(element: ObjectIdentifier, arena: any EmptiableArena)] = []

    /// The most elements a run borrows room for: a run of a larger container allocates its own
    /// (see ``MeasuringChildren/withTemporaryBuffer(of:minimumCapacity:_:)``), so that one huge
    /// container does not hold memory between passes.
    static var largestLentCapacity: Int { 128 }
    /// The most bytes an arena keeps between passes (see ``PassArena/empty()``): room for the
    /// item states of about 900 flex containers of four items.
    static var largestKeptArenaBytes: Int { 1 << 20 }

    /// The most buffers kept for lending: runs nested deeper than this allocate their own below
    /// it. With ``largestLentCapacity``, a thread keeps at most about 1.2 MiB of lent buffers of a
    /// flex container's item states between passes.
    static var mostLentBuffers: Int { 32 }

    /// An empty buffer of `Element`s, with the capacity a run left it, or a new one: the last
    /// one given back. (Buffers of different elements interleave: a flex container's frames
    /// outlive its run's item states, and its items' runs borrow both kinds again. Each kept
    /// buffer is tagged with its element type, so that a search compares words, not casts.)
    ///
    /// - Complexity: O(``mostLentBuffers``) at most; O(1) when the last buffer given back has
    ///   the element type, as in a run's steady state.
    @inline(__always)
    func borrowBuffer<Element>(of type: Element.Type) -> LentBuffer<Element> {
        let element = ObjectIdentifier(Element.self)
        var position = unsafe lentBuffers.count - 1
        while position >= 0 {
            if unsafe lentBuffers[position].element == element {
                let buffer = unsafe lentBuffers.remove(at: position).buffer
                // Tagged with `Element` when given back (checked in debug builds).
                return unsafe unsafeDowncast(buffer, to: LentBuffer<Element>.self)
            }
            position -= 1
        }
        return LentBuffer()
    }

    /// Takes `lent` back, emptied, for the next run, unless the scratch keeps enough buffers.
    /// (Runs borrow room for at most ``largestLentCapacity`` elements, which the allocator may
    /// round up: the bound on what is kept is twice that.)
    @inline(__always)
    func giveBack<Element>(_ lent: LentBuffer<Element>) {
        guard lent.capacity <= 2 * Self.largestLentCapacity, unsafe lentBuffers.count < Self.mostLentBuffers else {
            return
        }
        unsafe lentBuffers.append((ObjectIdentifier(Element.self), lent))
    }

    /// The size learned for `key` in this pass and the whole measurement that answered it (−1 if
    /// none is kept), or `nil`.
    @inline(__always)
    func answer(for key: Key) -> PassAnswerTable.Answer? { sizes.answer(for: key) }

    /// Keeps `size` for `key` for the rest of the pass, with the measurement that answered it
    /// (−1 for none).
    @inline(__always)
    func keep(_ size: CGSize, measuredAt measurement: Int32 = -1, for key: Key) {
        sizes.insert(size, measurement: measurement, for: key)
    }

    /// Calls `body` with the pass's arena of `Element`s (trivial values), made on first use and
    /// lent without a retain (the scratch holds its arenas until it is freed).
    ///
    /// - Complexity: O(number of arenas), a few: one per type a kind keeps.
    @inline(__always)
    func withArena<Element, Result>(of type: Element.Type, _ body: (PassArena<Element>) -> Result) -> Result {
        let element = ObjectIdentifier(Element.self)
        for position in unsafe arenas.indices where unsafe arenas[position].element == element {
            // Tagged with `Element` when made.
            let arena = unsafe unsafeDowncast(unsafe arenas[position].arena as AnyObject, to: PassArena<Element>.self)
            return Unretained(arena).with(body)
        }
        let arena = PassArena<Element>()
        unsafe arenas.append((element, arena))
        return body(arena)
    }

    /// What `node`'s kind kept for it in this pass with ``keepCache(_:for:)``, or `nil`.
    ///
    /// A node's cache is always its kind's ``LayoutAlgorithm/Cache`` (only the node's own kind
    /// keeps one for it, through the ``MeasuringChildren`` of its measurement, and a node has one
    /// kind), so the index found for the node is an index of that type's arena.
    @inline(__always)
    func cache<Cache>(of node: ObjectIdentifier, as type: Cache.Type) -> Cache? {
        guard let answer = sizes.answer(for: Key(node: node, width: 0, height: 0, question: .kindCache)) else {
            return nil
        }
        return withArena(of: Cache.self) { $0.elements[Int(answer.measurement)] }
    }

    /// Keeps `cache` for `node` for the rest of the pass, in place of what it kept before.
    @inline(__always)
    func keepCache<Cache>(_ cache: Cache, for node: ObjectIdentifier) {
        let key = Key(node: node, width: 0, height: 0, question: .kindCache)
        let kept = sizes.answer(for: key)
        let index = withArena(of: Cache.self) { arena in
            if let kept {
                arena.elements[Int(kept.measurement)] = cache
                return Int32(-1)
            }
            arena.elements.append(cache)
            return Int32(truncatingIfNeeded: arena.elements.count - 1)
        }
        if index >= 0 { sizes.insert(.zero, measurement: index, for: key) }
    }

    /// Keeps `buffer`'s elements for the rest of the pass and returns where they are.
    @inline(__always)
    func keepElements<Element>(of buffer: borrowing GrowableBuffer<Element>) -> KeptElements<Element> {
        withArena(of: Element.self) { arena in
            let start = arena.elements.count
            arena.elements.append(contentsOf: buffer, range: 0..<buffer.count)
            return KeptElements(
                start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: buffer.count))
        }
    }

    /// Appends the elements `kept` in this pass to `buffer`.
    @inline(__always)
    func appendKept<Element>(_ kept: KeptElements<Element>, to buffer: inout GrowableBuffer<Element>) {
        let start = Int(kept.start)
        withArena(of: Element.self) { $0.appendElements(start..<(start + Int(kept.count)), to: &buffer) }
    }

    /// How many sizes the pass learned, and how many the table has buckets for.
    var sizeCount: (kept: Int, buckets: Int) { (sizes.count, sizes.capacity) }

    /// Empties the scratch for another pass, keeping the table's buckets.
    func empty() {
        sizes.removeAll()
        for position in unsafe arenas.indices {
            unsafe arenas[position].arena.empty()
        }
    }
}

/// An arena that can be emptied without knowing its element type.
protocol EmptiableArena: AnyObject {
    /// Removes every element, keeping the room.
    func empty()
}

/// Values of one trivial type a pass keeps until it ends (see ``MeasurementScratch/withArena(of:_:)``).
///
/// `@exclusivity(unchecked)`: an arena belongs to its scratch, one pass at a time, and no access
/// to it calls out.
final class PassArena<Element>: EmptiableArena {
    @exclusivity(unchecked) var elements = GrowableBuffer<Element>(capacity: 0)

    /// Removes every element, keeping the room unless it is more than
    /// ``MeasurementScratch/largestKeptArenaBytes``: a large pass does not hold its arenas'
    /// memory for the thread's later passes.
    func empty() {
        if unsafe elements.allocatedBytes > MeasurementScratch.largestKeptArenaBytes {
            unsafe elements = GrowableBuffer(capacity: 0)
        } else {
            unsafe elements.removeLast(elements.count)
        }
    }

    /// Appends the elements at `range` to `buffer`.
    @inline(__always)
    func appendElements(_ range: Range<Int>, to buffer: inout GrowableBuffer<Element>) {
        unsafe buffer.append(contentsOf: elements, range: range)
    }
}

/// Where a run of elements kept in a pass lies (see ``MeasurementScratch/keepElements(of:)``): a
/// trivial value, so that a kind's cache can hold it.
struct KeptElements<Element> {
    let start: Int32
    let count: Int32
}

/// A buffer a pass lends a kind for one run's state (see ``MeasurementScratch/borrowBuffer(of:)``):
/// a ``GrowableBuffer``, so that a run's reads and writes of its elements check nothing in release
/// builds (bounds are asserted in debug builds) and emptying it is one store.
///
/// `@exclusivity(unchecked)`: a lent buffer belongs to one run at a time, which takes it out of
/// the scratch, moves its storage out and back, and returns it.
final class LentBuffer<Element> {
    @exclusivity(unchecked) private var elements = GrowableBuffer<Element>(capacity: 0)

    /// The storage, moved out (the lent buffer holds none until ``put(_:)``).
    @inline(__always)
    func take() -> GrowableBuffer<Element> {
        var taken = GrowableBuffer<Element>(capacity: 0)
        unsafe swap(&taken, &elements)
        return taken
    }

    /// Moves `buffer`'s storage in, emptied with its capacity kept, leaving `buffer` empty.
    @inline(__always)
    func put(_ buffer: inout GrowableBuffer<Element>) {
        buffer.removeLast(buffer.count)
        unsafe swap(&elements, &buffer)
    }

    /// The room the lent buffer has, in elements.
    var capacity: Int { unsafe elements.capacity }
}

/// Keeps one emptied ``MeasurementScratch`` per thread for the next pass that asks its children
/// questions (a flex container's): a reuse of the table's buckets, not a cache (every pass asks
/// afresh). Made anew in each pass, the table of a large tree grew by rehashing into fresh
/// memory about twenty times a pass, and its memory was faulted in again page by page.
enum ReusableMeasurementScratch {
    /// The most buckets a kept table has: 2²⁰, 40 MiB, room for 2¹⁹ answers. A pass that used
    /// less than a quarter of a table's buckets gives it up (emptying a table costs its buckets,
    /// not its use), so that small passes after a large one do not pay for emptying the large
    /// one's table.
    static let maximumKeptCapacity = 1 << 20
    /// The buckets a table is kept with however few answers its pass kept (2.5 KiB to empty): a
    /// pass with a few small flex containers, or none, keeps its scratch for the next.
    static let alwaysKeptCapacity = 64

    private static let slot = ThreadSlot<MeasurementScratch>()

    /// This thread's kept scratch, empty, or a new one.
    static func take() -> MeasurementScratch {
        slot.take() ?? MeasurementScratch()
    }

    /// Gives `scratch` back for this thread's next pass if nothing else refers to it.
    static func giveBack(_ scratch: consuming MeasurementScratch) {
        let (kept, buckets) = scratch.sizeCount
        guard isKnownUniquelyReferenced(&scratch), buckets <= maximumKeptCapacity,
            buckets <= alwaysKeptCapacity || kept >= buckets / 4, slot.isEmpty
        else { return }
        scratch.empty()
        slot.put(scratch)
    }
}

/// A place per thread for one object of type `Object`, released when the thread ends if it
/// still holds one: what the engine keeps between a thread's passes.
struct ThreadSlot<Object: AnyObject>: @unchecked Sendable {
    // A POSIX thread-specific key: read and written by its own thread only.
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            // Whatever a slot holds was retained by `put`; releasing it needs no type.
            #if canImport(Darwin)
                Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(created == 0, "no thread-specific key for what the engine keeps between passes")
        self.key = key
    }

    /// Whether this thread's slot holds nothing.
    var isEmpty: Bool { pthread_getspecific(key) == nil }

    /// What this thread's slot holds, which it then no longer holds.
    func take() -> Object? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        return Unmanaged<Object>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Puts `object` in this thread's empty slot, which takes over the caller's reference (no
    /// retain and release).
    func put(_ object: consuming Object) {
        assert(isEmpty, "an object put in a thread slot that holds one")
        pthread_setspecific(key, Unmanaged.passRetained(consume object).toOpaque())
    }
}

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
