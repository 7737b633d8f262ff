import Foundation

/// The widths of runs of text (usually words) by face and size: what makes a
/// ``FontTextMeasurer`` cheap once a feed's words have been seen. Bounded (two generations, see
/// ``TwoGenerationTable``) and thread-safe (one lock, held only to look up and to store; the
/// shaping runs outside it).
///
/// A lookup hashes the run's text without copying it, and compares the stored text on a hit, so
/// a hit does not allocate.
final class ShapedRunCache: @unchecked Sendable {
    /// The key: the run's hash, with the face and size it was shaped at.
    private struct Key: Hashable {
        var textHash: Int
        var face: Int
        var size: CGFloat
    }

    /// A stored run: its text (to tell hash collisions apart) and its width in points.
    private struct Entry {
        var text: String
        var width: CGFloat
    }

    private let lock = NSLock()
    private var table: TwoGenerationTable<Key, Entry>

    /// A cache that keeps at most `capacity` runs.
    init(capacity: Int) {
        table = TwoGenerationTable(capacity: capacity)
    }

    /// The width of `run` in face number `face` of the catalog at `size` points: the cached one,
    /// or `shape(run)` stored for next time.
    func width(of run: Substring, face: Int, size: CGFloat, shape: (Substring) -> CGFloat) -> CGFloat {
        var hasher = Hasher()
        hasher.combine(run)
        let key = Key(textHash: hasher.finalize(), face: face, size: size)
        if let entry = lock.withLock({ table.value(for: key) }), entry.text.elementsEqual(run) {
            return entry.width
        }
        let width = shape(run)
        lock.withLock { table.insert(Entry(text: String(run), width: width), for: key) }
        return width
    }

    /// The number of runs kept.
    var count: Int { lock.withLock { table.count } }
}
