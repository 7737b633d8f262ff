import Foundation

/// A record of layout passes, to answer "why is this layout here, and why is it slow?": which
/// layouts each pass measured and arranged, how often, within which constraints, with which
/// results, what it found in its cache, and how long each took.
///
/// Tracing is opt-in. Make a trace, put it in the context of the passes to record
/// (``LayoutContext/trace``), and read it afterwards:
///
/// ```swift
/// let trace = LayoutTrace()
/// let arrangement = layout.arrangement(width: 320, context: LayoutContext(trace: trace))
/// print(trace.textReport())
/// ```
///
/// (``Layout/tracedArrangement(origin:width:height:context:clock:)`` does both in one call.) Every pass
/// run with the context appends its records when it ends — ``Layout/arrangement(origin:width:height:context:)``,
/// ``Layout/measurement(within:context:)`` and ``LayoutMeasurement/arrangement(within:context:)`` —
/// each under a pass number of its own, so one trace may gather several passes, from several
/// threads at once.
///
/// Read the records (``events``), a summary per layout (``summary``), or one of three outputs:
/// ``textReport(includingTimes:)`` for people, ``jsonData()`` for programs and
/// ``chromeTraceEventData()`` for Perfetto and `chrome://tracing`.
///
/// **Cost.** A pass without a trace pays nothing per layout for tracing: it reads the context's
/// trace once, and takes the traced route only where it already leaves its fast one. A traced pass
/// is several times slower (two clock readings, a path and a record per layout), which the
/// relative times it reports already include in each layout's own time. Each record holds its
/// layout's whole path: a trace of n layouts d deep takes O(n × d) time and memory.
public final class LayoutTrace: Sendable {
    /// What the trace holds, behind one lock.
    private struct State {
        /// The number of passes started.
        var passCount = 0
        /// Each finished pass's records, at its number less one (`nil` while it runs).
        var passes: [[LayoutTraceEvent]?] = []
    }

    /// Where the trace reads the time.
    public let clock: LayoutTraceClock
    /// The clock's reading when the trace was made: records' times count from it.
    private let origin: UInt64
    private let state = LockedState(State())

    /// An empty trace that reads the time from `clock` (the system's monotonic clock by default;
    /// ``LayoutTraceClock/ticking(step:)`` for times that are the same on every run).
    public init(clock: LayoutTraceClock = .monotonic) {
        self.clock = clock
        origin = clock.nanoseconds()
    }

    /// Every record of the passes that have ended, pass by pass in the order they started, and
    /// within a pass in the order the records started: a parent's before its children's, except
    /// where a layout answers a question from its sublayouts without being measured (a flex
    /// container's max-content width), which records them before it or without it.
    ///
    /// - Complexity: O(n) in the number of records.
    public var events: [LayoutTraceEvent] {
        state.withLock { $0.passes.flatMap { $0 ?? [] } }
    }

    /// The number of passes that have started recording into this trace.
    public var passCount: Int {
        state.withLock { $0.passCount }
    }

    /// One summary per pass and layout: counts and times, in the order of ``events``.
    ///
    /// - Complexity: O(n) in the number of records.
    public var summary: [LayoutTraceSummary] {
        LayoutTraceSummary.summaries(of: events)
    }

    /// Starts a pass and returns its number.
    func beginPass() -> Int {
        state.withLock { state in
            state.passCount += 1
            state.passes.append(nil)
            return state.passCount
        }
    }

    /// Keeps the records of the pass numbered `pass`, which has ended.
    func finishPass(_ pass: Int, events: [LayoutTraceEvent]) {
        state.withLock { $0.passes[pass - 1] = events }
    }

    /// The time now, in nanoseconds since the trace was made.
    func now() -> UInt64 {
        let time = clock.nanoseconds()
        return time > origin ? time - origin : 0
    }
}
