import ValueLayout

/// The bounds-checked reader of a font's bytes: every read of the file goes through here.
///
/// A reader is a view of one table (or of the file header, with the tag `"file"`) inside the
/// bytes of the whole file. Offsets given to it are relative to the start of the table; every read
/// checks that the bytes it needs lie inside the table and throws a ``FontFaceError`` of kind
/// `.truncated` naming the table, the structure and the offsets when they do not. There are no
/// unsafe or unchecked reads: the array subscripts below are in bounds by the check before them.
///
/// **Budget.** All readers of one file share a ``ReadBudget``: every check charges the bytes it
/// covers, and when more than ``ReadBudget/bytesPerFileByte`` times the file's size has been
/// charged, reading throws. So a file whose subtables overlap (many lookups pointing at the same
/// large coverage table) cannot make reading take more than time and memory linear in its size.
///
/// **Invariant** (established by ``init(tag:bytes:start:length:budget:)``, checked in debug builds):
/// `0 <= start`, `0 <= length` and `start + length <= bytes.count`. With it, a read of `count`
/// bytes at `offset` that passes `0 <= offset && count <= length - offset` touches only indices
/// in `start ..< start + length`. Offsets are `Int` (64 bits), and every offset read from a file
/// is at most 2³² − 1, so sums of two of them cannot overflow.
struct FontTableReader {
    /// The table's tag (`"cmap"`), or `"file"` for the header and table directory.
    let tag: String
    /// The bytes of the whole file.
    let bytes: [UInt8]
    /// Where the table starts in `bytes`.
    let start: Int
    /// The table's length in bytes.
    let length: Int
    /// The bytes all readers of the file may still check.
    let budget: ReadBudget

    /// A reader of `length` bytes from `start` of `bytes`; the caller has checked that they lie
    /// inside `bytes`.
    init(tag: String, bytes: [UInt8], start: Int, length: Int, budget: ReadBudget) {
        assert(start >= 0 && length >= 0 && start <= bytes.count - length, "table outside the file")
        self.tag = tag
        self.bytes = bytes
        self.start = start
        self.length = length
        self.budget = budget
    }

    /// Throws unless the `count` bytes at `offset` lie inside the table; `what` names the
    /// structure that needs them ("its format 4 subtable").
    func require(_ offset: Int, _ count: Int, _ what: @autoclosure () -> String) throws {
        guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
            throw truncation(offset, count, what())
        }
        budget.remaining -= max(count, 1)
        guard budget.remaining >= 0 else {
            let place = tag == "file" ? "the file" : "the \(tag) table"
            throw FontFaceError(
                kind: .invalidValue, table: tag == "file" ? nil : tag, offset: start + offset,
                description: "\(place) refers to the same bytes so often (\(what()) at offset \(offset.groupedDigits)) "
                    + "that reading it would read more than \(ReadBudget.bytesPerFileByte) times the file's "
                    + "\(budget.fileSize.groupedDigits) bytes")
        }
    }

    /// The error for `count` bytes at `offset` that do not fit.
    func truncation(_ offset: Int, _ count: Int, _ what: String) -> FontFaceError {
        let place = tag == "file" ? "the file" : "the \(tag) table (at byte \(start.groupedDigits) of the file)"
        let needed =
            offset < 0
            ? "starts before it at offset \(offset.groupedDigits)" : "needs \((offset + count).groupedDigits)"
        return FontFaceError(
            kind: .truncated, table: tag == "file" ? nil : tag, offset: start + max(0, offset),
            description: "\(place) is \(length.groupedDigits) bytes long, but \(what) \(needed)")
    }

    /// An error of kind `.invalidValue` about the structure at `offset`.
    func invalid(_ offset: Int, _ what: String) -> FontFaceError {
        let place = tag == "file" ? "the file" : "the \(tag) table"
        return FontFaceError(
            kind: .invalidValue, table: tag == "file" ? nil : tag, offset: start + max(0, offset),
            description: "\(place), at byte \((start + max(0, offset)).groupedDigits) of the file: \(what)")
    }

    /// The unsigned byte at `offset`.
    func uint8(_ offset: Int, _ what: @autoclosure () -> String) throws -> UInt8 {
        try require(offset, 1, what())
        return bytes[start + offset]
    }

    /// The big-endian unsigned 16-bit value at `offset`.
    func uint16(_ offset: Int, _ what: @autoclosure () -> String) throws -> UInt16 {
        try require(offset, 2, what())
        let index = start + offset
        return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    /// The big-endian signed 16-bit value at `offset`.
    func int16(_ offset: Int, _ what: @autoclosure () -> String) throws -> Int16 {
        Int16(bitPattern: try uint16(offset, what()))
    }

    /// The big-endian unsigned 32-bit value at `offset`.
    func uint32(_ offset: Int, _ what: @autoclosure () -> String) throws -> UInt32 {
        try require(offset, 4, what())
        let index = start + offset
        return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
            | UInt32(bytes[index + 3])
    }

    /// The `count` bytes at `offset`.
    func bytes(_ offset: Int, count: Int, _ what: @autoclosure () -> String) throws -> ArraySlice<UInt8> {
        try require(offset, count, what())
        return bytes[(start + offset)..<(start + offset + count)]
    }

    /// The 16-bit value at `offset` as an `Int`.
    func int(u16 offset: Int, _ what: @autoclosure () -> String) throws -> Int {
        Int(try uint16(offset, what()))
    }

    /// The 32-bit value at `offset` as an `Int`.
    func int(u32 offset: Int, _ what: @autoclosure () -> String) throws -> Int {
        Int(try uint32(offset, what()))
    }

    /// A reader of the `count` bytes at `offset` of this table, as a table of its own (for a
    /// table found through the table directory, where this reader is the whole file).
    func table(_ tag: String, at offset: Int, length count: Int) throws -> FontTableReader {
        try require(offset, count, "the \(tag) table at byte \(offset.groupedDigits)")
        return FontTableReader(tag: tag, bytes: bytes, start: start + offset, length: count, budget: budget)
    }
}

/// How many more bytes the readers of one file may check: see ``FontTableReader``. A reference
/// type so that every reader of the file draws on the same budget; used only while a
/// ``FontFace`` is read, on one thread.
final class ReadBudget {
    /// How many times its size the bytes of a file may be checked in all. A well-formed font is
    /// read about twice (an array is checked whole, then each element), shared coverage and
    /// class tables a few times more.
    static let bytesPerFileByte = 64

    /// The size of the file.
    let fileSize: Int
    /// The bytes still allowed.
    var remaining: Int

    /// The budget of a file of `fileSize` bytes: `bytesPerFileByte` times its size, plus 1 MiB.
    init(fileSize: Int) {
        self.fileSize = fileSize
        remaining = Self.bytesPerFileByte * fileSize + (1 << 20)
    }
}
