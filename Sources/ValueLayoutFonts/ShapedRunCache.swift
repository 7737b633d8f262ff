import Foundation
import ValueLayout

/// The widths of runs of text (usually words) by face and size: what makes a
/// ``FontTextMeasurer`` cheap once a feed's words have been seen. Bounded and thread-safe (one
/// lock, held to look up and to store; the shaping runs outside it).
///
/// Runs are keyed by their UTF-8 bytes: a lookup hashes them once, without copying, and compares
/// the stored bytes on a hit, so a hit does not allocate. (Canonically equivalent runs in
/// different forms are different runs here, each shaped on its own.)
///
/// Like the core's `TwoGenerationTable`, the runs are kept in two generations: a run goes into the current
/// one; when that holds half the capacity, it becomes the previous one and the one before it is
/// dropped; a run found in the previous generation is copied into the current one. So the runs
/// used since the last two turnovers stay, and at most `capacity` entries are kept. The tables
/// are the cache's own rather than `Dictionary`s so that a lookup hashes the bytes once, with a
/// hash of a few instructions a byte, instead of hashing a key again with `Hasher`.
///
/// Unsafe constructs, each kept for a measured gain (instructions per pass of W1-fonts /
/// font-label, callgrind, release, 2-vCPU Linux VM, Swift 6.3, 2026-11-26; 40,622 / 4,600 as
/// written): runs arrive as `UnsafeBufferPointer`s into the text from ``LineBreaker`` (see
/// ``ASCIIText/bytes``), stored runs are compared with `memcmp` (45,111 / 5,608 with
/// `elementsEqual`), and the lock and tables are this class's own, `@unchecked Sendable`
/// (41,652 / 4,677 through the core's `LockedState`, the checked alternative).
final class ShapedRunCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var generations: Generations
    /// Varies the hash from cache to cache, so which runs share a probe sequence cannot be known
    /// in advance.
    private let seed: UInt64

    /// A cache that keeps at most `capacity` runs.
    init(capacity: Int) {
        generations = Generations(capacity: capacity)
        seed = UInt64.random(in: .min ... .max)
    }

    /// The width of the run whose UTF-8 is `run` in face number `face` of the catalog at `size`
    /// points: the cached one, or `shape(run)` stored for next time.
    func width(
        of run: UnsafeBufferPointer<UInt8>, face: Int, size: CGFloat, shape: (UnsafeBufferPointer<UInt8>) -> CGFloat
    ) -> CGFloat {
        let key = RunKey(face: face, size: size, salt: salt(face: face, size: size))
        let hash = key.hash(run)
        if let cached = lock.withLock({ generations.width(of: run, hash: hash, key: key) }) { return cached }
        let width = shape(run)
        lock.withLock { generations.insert(run, hash: hash, key: key, width: width) }
        return width
    }

    /// The width of `piece` in face number `face` at `size` points: the cached one, or
    /// `shape(piece)`, then kept. For callers outside the text fast paths, which see no bytes.
    func width(of piece: Substring, face: Int, size: CGFloat, shape: (String) -> CGFloat) -> CGFloat {
        withoutActuallyEscaping(shape) { shape in
            let shapeBytes = { (bytes: UnsafeBufferPointer<UInt8>) -> CGFloat in
                shape(String(decoding: bytes, as: UTF8.self))
            }
            if let width = piece.utf8.withContiguousStorageIfAvailable({
                width(of: $0, face: face, size: size, shape: shapeBytes)
            }) {
                return width
            }
            var copy = String(piece)
            return copy.withUTF8 { width(of: $0, face: face, size: size, shape: shapeBytes) }
        }
    }

    /// Calls `body` with the lock held, once, and a function that gives the cached width of a
    /// run in face number `face` at `size` points, or `nil` when it is not cached (nothing is
    /// shaped). For a text whose runs are all cached, this takes the lock once rather than once
    /// a run.
    func withCachedWidths<Result>(
        face: Int, size: CGFloat, _ body: ((UnsafeBufferPointer<UInt8>) -> CGFloat?) -> Result
    ) -> Result {
        let key = RunKey(face: face, size: size, salt: salt(face: face, size: size))
        lock.lock()
        defer { lock.unlock() }
        return Self.withCachedWidths(&generations, key, body)
    }

    /// `generations` is taken `inout` so that the lookups of a whole text are one access to it.
    private static func withCachedWidths<Result>(
        _ generations: inout Generations, _ key: RunKey, _ body: ((UnsafeBufferPointer<UInt8>) -> CGFloat?) -> Result
    ) -> Result {
        // A single space is the run most looked up (between every two words), and its width
        // cannot change while the lock is held: looked up once a text.
        var spaceWidth: CGFloat?? = nil
        return body { run in
            if run.count == 1 && run[0] == 0x20 {
                if let spaceWidth { return spaceWidth }
                let width = generations.width(of: run, hash: key.hash(run), key: key)
                spaceWidth = width
                return width
            }
            return generations.width(of: run, hash: key.hash(run), key: key)
        }
    }

    private func salt(face: Int, size: CGFloat) -> UInt64 {
        var salt = seed ^ UInt64(bitPattern: Int64(face)) &* 0x9E37_79B9_7F4A_7C15
        salt ^= UInt64(size.bitPattern) &* 0xC2B2_AE3D_27D4_EB4F
        return salt ^ (salt >> 29)
    }
}

/// The face and size of runs looked up, and the hash's starting point for them.
private struct RunKey {
    var face: Int
    var size: CGFloat
    var salt: UInt64

    /// FNV-1a over the bytes, from the salt, then mixed so that the low bits (the slot) depend
    /// on every byte; never 0, which marks an empty slot.
    func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0xcbf2_9ce4_8422_2325 ^ salt
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 32
        return hash == 0 ? 1 : hash
    }
}

/// A cached run.
private struct RunEntry {
    var face: Int
    var size: CGFloat
    var text: [UInt8]
    var width: CGFloat

    static let empty = RunEntry(face: 0, size: 0, text: [], width: 0)

    func matches(_ run: UnsafeBufferPointer<UInt8>, _ key: RunKey) -> Bool {
        // memcmp, where `elementsEqual` steps through both sequences' iterators a byte at a time
        // (W1-fonts: 40,622 instructions a pass with memcmp, 45,111 with `elementsEqual`).
        face == key.face && size == key.size
            && text.withUnsafeBufferPointer { text in
                text.count == run.count && (run.isEmpty || memcmp(text.baseAddress!, run.baseAddress!, run.count) == 0)
            }
    }
}

/// One generation: open addressing with linear probing, filled to at most half its slots.
private struct RunTable {
    /// The hash of the run in each slot; 0 for an empty slot.
    private var hashes: [UInt64]
    private var entries: [RunEntry]
    private(set) var count = 0

    init(slots: Int) {
        hashes = Array(repeating: 0, count: slots)
        entries = Array(repeating: .empty, count: slots)
    }

    /// The slot of the run, or `nil`.
    func slot(of run: UnsafeBufferPointer<UInt8>, hash: UInt64, key: RunKey) -> Int? {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = hashes[slot]
            if stored == 0 { return nil }
            if stored == hash && entries[slot].matches(run, key) { return slot }
            slot = (slot + 1) & mask
        }
    }

    func entry(at slot: Int) -> RunEntry { entries[slot] }

    /// Stores `entry`, which is not in the table; the table must have an empty slot.
    mutating func insert(_ entry: RunEntry, hash: UInt64) {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 { slot = (slot + 1) & mask }
        hashes[slot] = hash
        entries[slot] = entry
        count += 1
    }
}

/// The two generations of a ``ShapedRunCache``.
private struct Generations {
    /// The most runs a generation holds, and its slots: a power of two at least twice that, so
    /// that a probe sequence is short.
    let perGeneration: Int
    let slots: Int
    var current: RunTable
    var previous: RunTable

    init(capacity: Int) {
        perGeneration = max(1, capacity / 2)
        var slots = 4
        while slots < 2 * perGeneration { slots *= 2 }
        self.slots = slots
        current = RunTable(slots: slots)
        previous = RunTable(slots: 4)
    }

    /// The cached width of the run, copied into the current generation if it was in the
    /// previous one.
    mutating func width(of run: UnsafeBufferPointer<UInt8>, hash: UInt64, key: RunKey) -> CGFloat? {
        if let slot = current.slot(of: run, hash: hash, key: key) { return current.entry(at: slot).width }
        guard let slot = previous.slot(of: run, hash: hash, key: key) else { return nil }
        let entry = previous.entry(at: slot)
        add(entry, hash: hash)
        return entry.width
    }

    /// Stores the width of the run, unless another thread stored it since it was looked up.
    mutating func insert(_ run: UnsafeBufferPointer<UInt8>, hash: UInt64, key: RunKey, width: CGFloat) {
        if current.slot(of: run, hash: hash, key: key) != nil { return }
        add(RunEntry(face: key.face, size: key.size, text: Array(run), width: width), hash: hash)
    }

    private mutating func add(_ entry: RunEntry, hash: UInt64) {
        if current.count >= perGeneration {
            previous = current
            current = RunTable(slots: slots)
        }
        current.insert(entry, hash: hash)
    }
}

extension ShapedRunCache {
    /// Calls `body` with each line of `text` that ``LineBreaker`` finds with widths from this
    /// cache. First with the lock taken once and only cached widths: when a run is not cached, the
    /// lines found are dropped (`restart`) and the text is broken again, each run looked up or
    /// shaped with `shape` on its own, the shaping outside the lock. Here, beside the cache,
    /// because the runs pass from the breaker to the cache as unsafe byte buffers.
    func forEachLine(
        of text: String, face: Int, size: CGFloat, maxWidth: CGFloat, maxLines: Int, restart: () -> Void,
        shape: (String) -> CGFloat, _ body: (LineBreaker.Line) -> Void
    ) {
        let allCached = withCachedWidths(face: face, size: size) { cachedWidth in
            var allCached = true
            LineBreaker.forEachLine(
                of: text, maxWidth: maxWidth, maxLines: maxLines,
                utf8Width: { run in
                    if let width = cachedWidth(run) { return width }
                    allCached = false
                    return 0
                }, body)
            return allCached
        }
        if allCached { return }
        restart()
        LineBreaker.forEachLine(
            of: text, maxWidth: maxWidth, maxLines: maxLines,
            utf8Width: { run in
                width(of: run, face: face, size: size) { shape(String(decoding: $0, as: UTF8.self)) }
            }, body)
    }
}
