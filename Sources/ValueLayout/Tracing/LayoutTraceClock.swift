import Dispatch
import Foundation

/// Where a ``LayoutTrace`` reads the time: a monotonic clock for real traces, or a clock that
/// ticks a fixed step per reading, for traces whose times must be the same on every run (tests,
/// examples).
public struct LayoutTraceClock: Sendable {
    /// Reads the clock, in nanoseconds from an arbitrary origin; never decreasing.
    private let read: @Sendable () -> UInt64

    /// A clock that reads `read`, which gives nanoseconds from any origin and never decreases.
    public init(_ read: @escaping @Sendable () -> UInt64) {
        self.read = read
    }

    /// The time now, in nanoseconds from the clock's origin.
    public func nanoseconds() -> UInt64 { read() }

    /// The system's monotonic clock (`DispatchTime`), in nanoseconds: what a trace uses unless told
    /// otherwise. A reading costs tens of nanoseconds, two per record.
    public static let monotonic = LayoutTraceClock { DispatchTime.now().uptimeNanoseconds }

    /// A clock that reads 0 the first time, then `step` nanoseconds more on each reading: every
    /// record of a traced pass then takes a number of steps that depends only on the tree, so a
    /// trace's times are the same on every run and every machine.
    ///
    /// Readings from several threads at once each get their own step, in no fixed order.
    public static func ticking(step: UInt64 = 1_000) -> LayoutTraceClock {
        let next = LockedState<UInt64>(0)
        return LayoutTraceClock {
            next.withLock { time in
                defer { time &+= step }
                return time
            }
        }
    }
}
