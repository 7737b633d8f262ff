/// The bounds-checked reader of a font's bytes: every read of the file goes through here.
///
/// A reader is a view of one table (or of the file header, with the tag `"file"`) inside the
/// bytes of the whole file. Offsets given to it are relative to the start of the table; every read
/// checks that the bytes it needs lie inside the table and throws a ``FontFaceError`` of kind
/// `.truncated` naming the table, the structure and the offsets when they do not. There are no
/// unsafe or unchecked reads: the array subscripts below are in bounds by the check before them.
///
/// **Invariant** (established by ``init(tag:bytes:start:length:)``, checked in debug builds):
/// `0 <= start`, `0 <= length` and `start + length <= bytes.count`. With it, a read of `count`
/// bytes at `offset` that passes `0 <= offset && count <= length - offset` touches only indices
/// in `start ..< start + length`. Offsets are `Int` (64 bits), and every offset read from a file
/// is at most 2³² − 1, so sums of two of them cannot overflow.
struct FontTableReader: Sendable {
    /// The table's tag (`"cmap"`), or `"file"` for the header and table directory.
    let tag: String
    /// The bytes of the whole file.
    let bytes: [UInt8]
    /// Where the table starts in `bytes`.
    let start: Int
    /// The table's length in bytes.
    let length: Int

    /// A reader of `length` bytes from `start` of `bytes`; the caller has checked that they lie
    /// inside `bytes`.
    init(tag: String, bytes: [UInt8], start: Int, length: Int) {
        assert(start >= 0 && length >= 0 && start <= bytes.count - length, "table outside the file")
        self.tag = tag
        self.bytes = bytes
        self.start = start
        self.length = length
    }

    /// Throws unless the `count` bytes at `offset` lie inside the table; `what` names the
    /// structure that needs them ("its format 4 subtable").
    func require(_ offset: Int, _ count: Int, _ what: @autoclosure () -> String) throws {
        guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
            throw truncation(offset, count, what())
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
        return FontTableReader(tag: tag, bytes: bytes, start: start + offset, length: count)
    }
}
