/// A growable array of trivial values with no reference counting, uniqueness or exclusivity
/// checks: the nodes of a ``ResultTree`` and a pass's child slots, appended to many times per
/// pass (see ``ResultTree`` for the invariants that make this safe).
///
/// It is a plain pointer, count and capacity. Its owner (a class) frees it in `deinit`, and
/// guarantees the single-writer discipline (one pass on one thread) that makes skipping the
/// checks safe. `Element` must be trivial (no references), which ``init(capacity:)`` checks.
struct GrowableBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        precondition(_isPOD(Element.self), "GrowableBuffer holds trivial values only")
        self.capacity = Swift.max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory; the buffer must not be used afterwards.
    @inline(__always)
    func deallocate() {
        // Inlined, through a raw pointer: freeing needs no knowledge of `Element`, and a generic
        // call would look up `Element`'s metadata when made from unspecialized code (a generic
        // class's `deinit`), which costs more than the free itself.
        UnsafeMutableRawPointer(base).deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `element` `repetitions` times.
    mutating func append(_ element: Element, repetitions: Int) {
        if count + repetitions > capacity { grow(to: count + repetitions) }
        (base + count).initialize(repeating: element, count: repetitions)
        count += repetitions
    }

    /// Appends every element of `other`.
    mutating func append(contentsOf other: GrowableBuffer) {
        if count + other.count > capacity { grow(to: count + other.count) }
        (base + count).initialize(from: other.base, count: other.count)
        count += other.count
    }

    /// Removes the last `k` elements.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        assert(k >= 0 && k <= count, "removing more than there is")
        count -= k
    }

    @inline(never)
    private mutating func grow(to minimumCapacity: Int) {
        // Trees index their nodes with 32-bit integers.
        precondition(
            minimumCapacity <= Int(Int32.max), "a layout tree of more than 2,147,483,647 nodes (or child places)")
        var newCapacity = capacity * 2
        while newCapacity < minimumCapacity { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes this buffer holds allocated.
    var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }
}
