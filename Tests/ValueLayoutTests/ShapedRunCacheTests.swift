import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout
@testable import ValueLayoutFonts

/// `ShapedRunCache` gives the width its shaping function gives, whatever it has kept.
@Suite("Shaped run cache")
struct ShapedRunCacheTests {
    /// A width that depends on every byte, the face and the size.
    static func reference(_ run: [UInt8], face: Int, size: CGFloat) -> CGFloat {
        run.enumerated().reduce(CGFloat(face) * 1_000 + size) { $0 + CGFloat(Int($1.element) * ($1.offset + 1)) }
    }

    @Test("Lookups and stores through turnovers give the shaped widths", arguments: [2, 3, 8, 64])
    func randomRuns(capacity: Int) {
        var random = SplitMix64(seed: UInt64(capacity))
        let cache = ShapedRunCache(capacity: capacity)
        let words: [[UInt8]] = (0..<40).map { index in
            Array((index == 0 ? "" : "w\(index)" + String(repeating: "x", count: index % 5)).utf8)
        }
        var shaped: Set<[UInt8]> = []
        for _ in 0..<4_000 {
            let word = words[Int(random.next() % UInt64(words.count))]
            let face = Int(random.next() % 2)
            let size: CGFloat = random.next() % 2 == 0 ? 12 : 17.5
            let expected = Self.reference(word, face: face, size: size)
            let width = word.withUnsafeBufferPointer { run in
                cache.width(of: run, face: face, size: size) { shapedRun in
                    #expect(Array(shapedRun) == word)
                    return Self.reference(Array(shapedRun), face: face, size: size)
                }
            }
            #expect(width == expected)
            shaped.insert(word)
            // The lock-once lookup answers the shaped width or nothing, never another run's.
            let other = words[Int(random.next() % UInt64(words.count))]
            let cached = cache.withCachedWidths(face: face, size: size) { cachedWidth in
                other.withUnsafeBufferPointer { cachedWidth($0) }
            }
            if let cached { #expect(cached == Self.reference(other, face: face, size: size)) }
            // The run just stored is kept.
            let again = cache.withCachedWidths(face: face, size: size) { cachedWidth in
                word.withUnsafeBufferPointer { cachedWidth($0) }
            }
            #expect(again == expected)
        }
        #expect(
            cache.withCachedWidths(face: 5, size: 12) { cachedWidth in
                [1, 2].withUnsafeBufferPointer { cachedWidth($0) }
            } == nil)
    }
}
