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
    /// One measurement: which layout was measured, within which maximum size, and how that size
    /// was offered: what its height means (see ``/ValueLayout/LayoutChildren/offeredHeight``) and
    /// whether it is recorded at exactly that size (see ``/ValueLayout/LayoutChildren/exactSize``).
    /// Each way is a different question, which a pass may ask once more.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The name of the ``CountingLayout`` that was measured.
        public let name: String
        /// The maximum width it was measured within, in points (may be `.infinity`).
        public let maxWidth: CGFloat
        /// The maximum height it was measured within, in points (may be `.infinity`).
        public let maxHeight: CGFloat
        /// What `maxHeight` meant: the most it could take, or its height, definite or not.
        public let offeredHeight: OfferedHeight
        /// Whether it was measured at exactly `maxWidth` × `maxHeight` (a flex item's layout at
        /// the item's border box).
        public let exactly: Bool

        /// An entry for `name` measured within `maxWidth` × `maxHeight`, offered as said.
        public init(
            name: String, maxWidth: CGFloat, maxHeight: CGFloat, offeredHeight: OfferedHeight = .maximum,
            exactly: Bool = false
        ) {
            self.name = name
            self.maxWidth = maxWidth
            self.maxHeight = maxHeight
            self.offeredHeight = offeredHeight
            self.exactly = exactly
        }

        /// `name within (width, height)`, `name exactly at (width, height)`, followed by
        /// `, its used height` or `, its definite height` when the height is not a maximum, for
        /// readable test failures.
        public var description: String {
            let size = "(\(maxWidth), \(maxHeight))"
            let height: String
            switch offeredHeight {
            case .maximum: height = ""
            case .used: height = ", its used height"
            case .definite: height = exactly ? "" : ", its definite height"
            }
            return "\(name) \(exactly ? "exactly at" : "within") \(size)\(height)"
        }
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
    /// maximum size, offered the same way), with their number of occurrences. Empty when every
    /// layout was measured at most once per distinct constraint.
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
    func record(_ name: String, within maxSize: CGSize, offeredHeight: OfferedHeight, exactly: Bool) {
        let entry = Entry(
            name: name, maxWidth: maxSize.width, maxHeight: maxSize.height, offeredHeight: offeredHeight,
            exactly: exactly)
        lock.lock()
        defer { lock.unlock() }
        storedEntries.append(entry)
    }
}
