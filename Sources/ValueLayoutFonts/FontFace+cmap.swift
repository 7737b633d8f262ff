import ValueLayout

extension FontFace {
    /// The map from Unicode scalars to glyph IDs, read from a format 4 or format 12 subtable of
    /// the `cmap` table.
    struct CharacterMap: Sendable {
        /// A run of consecutive scalars mapped to glyph IDs by adding `delta`.
        struct Segment: Sendable {
            /// The first and last scalar of the run.
            let first: UInt32, last: UInt32
            /// Added to a scalar to give its glyph ID.
            let delta: Int64
            /// Whether the sum is taken modulo 65,536 (format 4), rather than out of range
            /// meaning glyph 0 (format 12).
            let modulo: Bool
        }

        /// Runs of scalars, sorted and disjoint.
        let segments: [Segment]
        /// Scalars mapped one by one (format 4 segments that use the glyph ID array).
        let singles: [UInt32: UInt16]
        /// The glyphs of U+0000 to U+007F, looked up once.
        private(set) var ascii: [UInt16]

        /// The glyph ID of `scalar`, or 0 (.notdef) when the font has none. O(1) for ASCII,
        /// otherwise O(log segments).
        func glyph(for scalar: UInt32) -> UInt16 {
            if scalar < 0x80 { return ascii[Int(scalar)] }
            return lookUp(scalar)
        }

        /// The glyph of `scalar`, looked up in the segments and singles.
        private func lookUp(_ scalar: UInt32) -> UInt16 {
            if let glyph = singles[scalar] { return glyph }
            var low = 0
            var high = segments.count
            while low < high {
                let middle = (low + high) / 2
                if segments[middle].last < scalar { low = middle + 1 } else { high = middle }
            }
            guard low < segments.count, segments[low].first <= scalar else { return 0 }
            let segment = segments[low]
            let value = Int64(scalar) + segment.delta
            if segment.modulo { return UInt16(truncatingIfNeeded: value) }
            return (0...0xFFFF).contains(value) ? UInt16(value) : 0
        }

        /// A map of `segments` and `singles`.
        init(segments: [Segment], singles: [UInt32: UInt16]) {
            self.segments = segments
            self.singles = singles
            self.ascii = []
            self.ascii = (0..<UInt32(0x80)).map { lookUp($0) }
        }

        /// Reads `cmap`, choosing a Unicode full-repertoire subtable (platform 3 encoding 10, or
        /// platform 0 encodings 4 and 6) of format 12 when there is one, else a Unicode BMP
        /// subtable (platform 3 encoding 1, platform 0 encodings 0 to 3) of format 4 or 12.
        init(_ table: FontTableReader) throws {
            let count = try table.int(u16: 2, "its header")
            try table.require(4, count * 8, "its \(count) encoding records")
            var best: (rank: Int, offset: Int)?
            for index in 0..<count {
                let record = 4 + index * 8
                let platform = try table.int(u16: record, "an encoding record")
                let encoding = try table.int(u16: record + 2, "an encoding record")
                let offset = try table.int(u32: record + 4, "an encoding record")
                let format = try table.int(u16: offset, "the subtable of encoding record \(index)")
                let fullRepertoire =
                    (platform == 3 && encoding == 10) || (platform == 0 && (encoding == 4 || encoding == 6))
                let basic = (platform == 3 && encoding == 1) || (platform == 0 && encoding <= 3)
                let rank: Int
                switch format {
                case 12 where fullRepertoire: rank = 0
                case 12 where basic, 4 where basic: rank = 1
                case 4 where fullRepertoire: rank = 2
                default: continue
                }
                if rank < (best?.rank ?? Int.max) { best = (rank, offset) }
            }
            guard let chosen = best else {
                throw FontFaceError(
                    kind: .unsupported, table: "cmap", offset: table.start,
                    description: "the cmap table has no Unicode subtable of format 4 or 12")
            }
            if try table.uint16(chosen.offset, "a subtable") == 4 {
                try self.init(format4: table, at: chosen.offset)
            } else {
                try self.init(format12: table, at: chosen.offset)
            }
        }

        /// Reads the format 4 (segment mapping to delta values) subtable at `base`.
        private init(format4 table: FontTableReader, at base: Int) throws {
            let segmentCount = try table.int(u16: base + 6, "its format 4 subtable") / 2
            let ends = base + 14
            let starts = ends + segmentCount * 2 + 2
            let deltas = starts + segmentCount * 2
            let rangeOffsets = deltas + segmentCount * 2
            try table.require(
                base, 16 + segmentCount * 8, "its format 4 subtable of \(segmentCount.groupedDigits) segments")
            var segments: [Segment] = []
            var singles: [UInt32: UInt16] = [:]
            var previousLast = -1
            for index in 0..<segmentCount {
                let first = try table.int(u16: starts + index * 2, "a segment")
                let last = try table.int(u16: ends + index * 2, "a segment")
                let delta = Int64(try table.int16(deltas + index * 2, "a segment"))
                let rangeOffset = try table.int(u16: rangeOffsets + index * 2, "a segment")
                guard first <= last else { continue }  // an empty segment maps nothing
                guard first > previousLast else {
                    throw table.invalid(
                        starts + index * 2,
                        "format 4 segment \(index) (U+\(String(first, radix: 16, uppercase: true))) overlaps the segment before it or is out of order"
                    )
                }
                previousLast = last
                if rangeOffset == 0 {
                    segments.append(Segment(first: UInt32(first), last: UInt32(last), delta: delta, modulo: true))
                    continue
                }
                // The glyph ID array entry of each scalar, addressed from the idRangeOffset entry.
                let array = rangeOffsets + index * 2 + rangeOffset
                try table.require(array, (last - first + 1) * 2, "the glyph IDs of format 4 segment \(index)")
                for scalar in first...last {
                    let glyph = try table.uint16(array + (scalar - first) * 2, "a glyph ID")
                    if glyph != 0 { singles[UInt32(scalar)] = UInt16(truncatingIfNeeded: Int64(glyph) + delta) }
                }
            }
            self.init(segments: segments, singles: singles)
        }

        /// Reads the format 12 (segmented coverage) subtable at `base`.
        private init(format12 table: FontTableReader, at base: Int) throws {
            let groupCount = try table.int(u32: base + 12, "its format 12 subtable")
            try table.require(
                base, 16 + groupCount * 12, "its format 12 subtable of \(groupCount.groupedDigits) groups")
            var segments: [Segment] = []
            segments.reserveCapacity(groupCount)
            var previousLast: Int64 = -1
            for index in 0..<groupCount {
                let group = base + 16 + index * 12
                let first = try table.uint32(group, "a group")
                let last = try table.uint32(group + 4, "a group")
                let glyph = try table.uint32(group + 8, "a group")
                guard first <= last, last <= 0x10FFFF else {
                    throw table.invalid(group, "format 12 group \(index) has first \(first) and last \(last)")
                }
                guard Int64(first) > previousLast else {
                    throw table.invalid(
                        group, "format 12 group \(index) overlaps the group before it or is out of order")
                }
                previousLast = Int64(last)
                segments.append(Segment(first: first, last: last, delta: Int64(glyph) - Int64(first), modulo: false))
            }
            self.init(segments: segments, singles: [:])
        }
    }
}
