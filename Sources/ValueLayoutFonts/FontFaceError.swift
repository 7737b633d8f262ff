import ValueLayout

/// Why a font file could not be read by ``FontFace``: what is wrong, and where.
///
/// ``description`` is a sentence for people, such as "the cmap table (at byte 1,024 of the file)
/// is 1,204 bytes long, but its format 4 subtable needs 1,380". ``kind``, ``table`` and
/// ``offset`` are the same facts for code.
public struct FontFaceError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of problem.
    public enum Kind: Sendable, Equatable {
        /// The data is not a TrueType or OpenType font (empty, or an unknown signature).
        case notAFont
        /// A table the reader needs is not in the table directory.
        case missingTable
        /// A table, a subtable or the table directory needs bytes beyond the end of its data.
        case truncated
        /// A value is out of its allowed range (for example `unitsPerEm` of 0, or an extension
        /// lookup that points to another extension lookup).
        case invalidValue
        /// A valid font of a kind this reader does not read (a font collection).
        case unsupported
    }

    /// The kind of problem.
    public let kind: Kind
    /// The four-letter tag of the table at fault (`"cmap"`), or `nil` for the file header and the
    /// table directory.
    public let table: String?
    /// The byte offset in the file where the faulty structure starts, when known.
    public let offset: Int?
    /// What is wrong and where, in a sentence.
    public let description: String

    /// An error of `kind` in `table` at file offset `offset`, described by `description`.
    public init(kind: Kind, table: String?, offset: Int?, description: String) {
        self.kind = kind
        self.table = table
        self.offset = offset
        self.description = description
    }
}

extension Int {
    /// The number with a comma every three digits ("1,204"), independent of the locale.
    var groupedDigits: String {
        let digits = String(self.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return self < 0 ? "-" + result : result
    }
}
