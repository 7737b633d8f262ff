import Foundation
import ValueLayout

/// Why a font file could not be read by ``FontFace``: what is wrong, and where.
///
/// ``description`` is a sentence for people, such as "the cmap table (at byte 1,024 of the file)
/// is 1,204 bytes long, but its format 4 subtable needs 1,380". ``kind``, ``table``, ``offset``
/// and ``fileURL`` are the same facts for code.
///
/// An error of ``FontFace/init(contentsOf:)`` names the file: its description starts with
/// "cannot read the font file", the file's path and a colon, followed by the reason: "cannot read
/// the font file /fonts/A.ttf: no such file" (a file that cannot be read, kind
/// ``Kind/unreadableFile``), or "cannot read the font file /fonts/A.ttf: the font has no cmap
/// table, which it needs" (a file that is not a font this reader can read).
public struct FontFaceError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of problem.
    public enum Kind: Sendable, Equatable {
        /// The file could not be read: there is no such file, it is a folder, or it cannot be
        /// opened (such as for lack of permission). ``FontFaceError/table`` and
        /// ``FontFaceError/offset`` are `nil`.
        case unreadableFile
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
    /// The file the error is about, for an error of ``FontFace/init(contentsOf:)``; `nil` for an
    /// error of ``FontFace/init(data:)``, which reads bytes from anywhere.
    public let fileURL: URL?

    /// An error of `kind` in `table` at file offset `offset`, described by `description`, about
    /// no file.
    public init(kind: Kind, table: String?, offset: Int?, description: String) {
        self.init(kind: kind, table: table, offset: offset, description: description, fileURL: nil)
    }

    /// An error of `kind` in `table` at file offset `offset`, described by `description`, about
    /// the file at `fileURL` (`nil` for none).
    public init(kind: Kind, table: String?, offset: Int?, description: String, fileURL: URL?) {
        self.kind = kind
        self.table = table
        self.offset = offset
        self.description = description
        self.fileURL = fileURL
    }
}

extension FontFaceError {
    /// The file `url` cannot be read, for `reason` ("no such file").
    static func unreadableFile(_ url: URL, reason: String) -> FontFaceError {
        FontFaceError(
            kind: .unreadableFile, table: nil, offset: nil,
            description: "cannot read the font file \(url.displayPath): \(reason)", fileURL: url)
    }

    /// This error of reading the bytes of `url`, naming the file.
    func inFile(_ url: URL) -> FontFaceError {
        FontFaceError(
            kind: kind, table: table, offset: offset,
            description: "cannot read the font file \(url.displayPath): \(description)", fileURL: url)
    }

    /// The bytes of the file at `url`.
    ///
    /// - Throws: An error of kind ``Kind/unreadableFile`` that says why the file cannot be read.
    static func contents(of url: URL) throws -> Data {
        if url.isFileURL {
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw FontFaceError.unreadableFile(url, reason: "no such file")
            }
            if url.isFolder {
                throw FontFaceError.unreadableFile(url, reason: "it is a folder, not a file")
            }
            // An empty regular file is empty data, read without `Data(contentsOf:)`, which on Linux
            // keeps the buffer it allocated for an empty file (the address sanitizer reports it).
            if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                (attributes[.size] as? NSNumber)?.intValue == 0
            {
                return Data()
            }
        }
        do {
            return try Data(contentsOf: url)
        } catch let error as CocoaError {
            switch error.code {
            case .fileReadNoSuchFile: throw FontFaceError.unreadableFile(url, reason: "no such file")
            case .fileReadNoPermission: throw FontFaceError.unreadableFile(url, reason: "permission denied")
            default: throw FontFaceError.unreadableFile(url, reason: error.localizedDescription)
            }
        } catch {
            throw FontFaceError.unreadableFile(url, reason: error.localizedDescription)
        }
    }
}

extension URL {
    /// The path of a file URL, else the whole URL, as messages name a file.
    var displayPath: String { isFileURL ? path : absoluteString }

    /// Whether this file URL names a folder that exists (following symbolic links, as font
    /// folders often are).
    var isFolder: Bool {
        (try? resolvingSymlinksInPath().resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
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
