import AllocationCounter
import Foundation
import ValueLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time in nanoseconds.
@inline(__always)
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
nonisolated(unsafe) var blackHole: Double = 0

@inline(never)
func consume(_ value: Double) { blackHole += value }

/// Times `body` (which performs `operations` passes) `repetitions` times after a warm-up and
/// returns the median nanoseconds per pass. Several bodies are interleaved repetition by
/// repetition, so that they see the same machine state: the ratio between them is what matters.
func interleavedMedians(repetitions: Int, warmUp: Int, bodies: [() -> Void], operations: Int) -> [Double] {
    interleavedMedians(
        repetitions: repetitions, warmUp: warmUp, bodies: bodies,
        operations: Array(repeating: operations, count: bodies.count))
}

/// ``interleavedMedians(repetitions:warmUp:bodies:operations:)`` for bodies that each perform
/// their own number of operations (`operations[i]` for `bodies[i]`).
func interleavedMedians(repetitions: Int, warmUp: Int, bodies: [() -> Void], operations: [Int]) -> [Double] {
    precondition(operations.count == bodies.count, "one operation count per body")
    for _ in 0..<warmUp {
        for body in bodies { body() }
    }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<repetitions {
        for (index, body) in bodies.enumerated() {
            let start = now()
            body()
            samples[index].append(Double(now() - start) / Double(operations[index]))
        }
    }
    return samples.map(median)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Heap allocations made, and bytes still allocated, across `body`.
struct AllocationDelta {
    var allocations: UInt64
    var retainedBytes: Int64

    static var isAvailable: Bool { vl_allocation_counting_available() != 0 }

    /// Runs `body` with counting on, keeping what it returns alive until after the bytes are
    /// counted. (Counting is off everywhere else: it would slow the timed passes down.)
    static func measure<T>(_ body: () -> T) -> (AllocationDelta, T) {
        vl_set_allocation_counting(1)
        defer { vl_set_allocation_counting(0) }
        let allocationsBefore = vl_allocation_count()
        let bytesBefore = vl_allocated_bytes()
        let result = body()
        let delta = AllocationDelta(
            allocations: vl_allocation_count() - allocationsBefore,
            retainedBytes: vl_allocated_bytes() - bytesBefore)
        return (delta, result)
    }

    /// The allocations of one layout pass, `pass`, counted with the arrangement it returns still
    /// alive (its storage is what the pass retains).
    static func ofPass(_ pass: () -> LayoutArrangement) -> AllocationDelta {
        let (delta, kept) = measure(pass)
        consume(kept.frame.height)
        return delta
    }
}
