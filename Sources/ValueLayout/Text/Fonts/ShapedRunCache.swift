import Foundation

/// The widths of runs of text (usually words) by face and size: what makes a
/// ``FontTextMeasurer`` cheap once a feed's words have been seen. Bounded (two generations, see
/// ``TwoGenerationTable``) and thread-safe (one lock, held only to look up and to store; the
/// shaping runs outside it).
///
/// Runs are keyed by their UTF-8 bytes: a lookup hashes them without copying, and compares the
/// stored bytes on a hit, so a hit does not allocate. (Canonically equivalent runs in different
/// forms are different runs here, each shaped on its own.)
final class ShapedRunCache: @unchecked Sendable {
    /// The key: the hash of the run's bytes, with the face and size it was shaped at.
    private struct Key: Hashable {
        var textHash: Int
        var face: Int
        var size: CGFloat
    }

    /// A stored run: its bytes (to tell hash collisions apart) and its width in points.
    private struct Entry {
        var text: [UInt8]
        var width: CGFloat
    }

    private let lock = NSLock()
    private var table: TwoGenerationTable<Key, Entry>

    /// A cache that keeps at most `capacity` runs.
    init(capacity: Int) {
        table = TwoGenerationTable(capacity: capacity)
    }

    /// The width of the run whose UTF-8 is `run` in face number `face` of the catalog at `size`
    /// points: the cached one, or `shape(run)` stored for next time.
    func width(
        of run: UnsafeBufferPointer<UInt8>, face: Int, size: CGFloat, shape: (UnsafeBufferPointer<UInt8>) -> CGFloat
    ) -> CGFloat {
        let key = Key(textHash: Self.hash(run), face: face, size: size)
        let cached: CGFloat? = lock.withLock {
            guard let entry = table.value(for: key), Self.equal(entry.text, run) else { return nil }
            return entry.width
        }
        if let cached { return cached }
        let width = shape(run)
        lock.withLock { table.insert(Entry(text: Array(run), width: width), for: key) }
        return width
    }

    /// The number of runs kept.
    var count: Int { lock.withLock { table.count } }

    /// Whether `stored` holds the bytes of `run`: `memcmp`, where `elementsEqual` steps through
    /// both sequences' iterators a byte at a time.
    private static func equal(_ stored: [UInt8], _ run: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.withUnsafeBufferPointer { stored in
            stored.count == run.count
                && (run.isEmpty || memcmp(stored.baseAddress!, run.baseAddress!, run.count) == 0)
        }
    }

    /// FNV-1a over the bytes: a few instructions a byte, where `Hasher` costs a hundred a run.
    /// The table hashes the key again with its seeded hasher, so this one needs only to tell
    /// runs apart; runs that collide here take turns in the cache but are never confused.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(bitPattern: UInt(hash))
    }
}
