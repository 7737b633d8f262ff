import Foundation
import ValueLayout

/// A thread-safe record of the measurements made through ``CountingLayout``s.
///
/// Every ``CountingLayout`` sharing a log appends one ``Entry`` each time it is measured, in the
/// order the measurements happen. Tests read the log to prove that a pass measures each layout at
/// most once per distinct maximum size, and in which order a parent visits its children.
///
/// ```swift
/// let card = StackLayout(
///     axis: .vertical, spacing: 4,
///     sublayouts: [
///         LabelLayout(text: "Title"),
///         InsetLayout(inset: 8, sublayout: LabelLayout(text: "A body text long enough to wrap")),
///     ])
/// let log = MeasurementLog()
/// let layout = CountingLayout.instrument(card, log: log)
/// _ = layout.arrangement(width: 200, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
/// #expect(log.repeatedMeasurements.isEmpty)
/// ```
public final class MeasurementLog: @unchecked Sendable {
    /// One measurement: which layout was measured and within which maximum size.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The name of the ``CountingLayout`` that was measured.
        public let name: String
        /// The maximum width it was measured within, in points (may be `.infinity`).
        public let maxWidth: CGFloat
        /// The maximum height it was measured within, in points (may be `.infinity`).
        public let maxHeight: CGFloat

        /// An entry for `name` measured within `maxWidth` × `maxHeight`.
        public init(name: String, maxWidth: CGFloat, maxHeight: CGFloat) {
            self.name = name
            self.maxWidth = maxWidth
            self.maxHeight = maxHeight
        }

        /// `name within (width, height)`, for readable test failures.
        public var description: String { "\(name) within (\(maxWidth), \(maxHeight))" }
    }

    private let lock = NSLock()
    private var storedEntries: [Entry] = []

    /// An empty log.
    public init() {}

    /// Every measurement recorded so far, in the order they happened.
    ///
    /// - Complexity: O(n) in the number of entries (the log is copied).
    public var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return storedEntries
    }

    /// The names of the measured layouts, in the order they were measured.
    public var names: [String] { entries.map(\.name) }

    /// How many times each name was measured.
    public var counts: [String: Int] {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.name, default: 0] += 1 }
        return counts
    }

    /// How many times the layout called `name` was measured.
    public func count(of name: String) -> Int {
        entries.reduce(0) { $0 + ($1.name == name ? 1 : 0) }
    }

    /// The entries that occur more than once (the same layout measured again within the same
    /// maximum size), with their number of occurrences. Empty when every layout was measured at
    /// most once per distinct constraint.
    public var repeatedMeasurements: [Entry: Int] {
        var occurrences: [Entry: Int] = [:]
        for entry in entries { occurrences[entry, default: 0] += 1 }
        return occurrences.filter { $0.value > 1 }
    }

    /// Forgets every entry, for example between two passes.
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        storedEntries.removeAll()
    }

    /// Appends an entry.
    func record(_ name: String, within maxSize: CGSize) {
        let entry = Entry(name: name, maxWidth: maxSize.width, maxHeight: maxSize.height)
        lock.lock()
        defer { lock.unlock() }
        storedEntries.append(entry)
    }
}
