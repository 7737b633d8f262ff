import Foundation

/// Why a layout document could not be read or written, and where: a JSON path such as
/// `$.layout.sublayouts[2].insets.top`, and a reason a person can act on.
///
/// Every failure of ``LayoutDocument/init(json:options:)`` and ``LayoutDocument/json(prettyPrinted:)``
/// is one of these: malformed JSON, an unknown `kind` or key, a value of the wrong type, a bad
/// value (an unknown case name, a number out of range), a missing key, or a document past one of
/// its ``LayoutDataLimits``. Reading never crashes and never returns a layout built from guesses.
public struct LayoutDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: `$` for the document, then `.key` for an object's member and `[i]`
    /// for an array's element.
    public let path: String
    /// What is wrong, in words: what was expected, and what was found.
    public let reason: String
    /// Which kind of problem, for the order in which a reader reports them (not part of equality).
    let problem: Problem

    /// The kinds of problem a reader reports before others.
    enum Problem {
        /// A key or `kind` the format does not have: reported before a missing key, wherever it is.
        case unknownName
        /// A key that must be present and is not.
        case missingKey
        /// Any other.
        case other
    }

    /// An error at `path` for `reason`.
    public init(path: String, reason: String) {
        self.init(path: path, reason: reason, problem: .other)
    }

    /// An error at `path` for `reason`, of the kind `problem`.
    init(path: String, reason: String, problem: Problem) {
        self.path = path
        self.reason = reason
        self.problem = problem
    }

    /// Whether two errors have the same path and reason.
    public static func == (lhs: LayoutDataError, rhs: LayoutDataError) -> Bool {
        lhs.path == rhs.path && lhs.reason == rhs.reason
    }

    /// Hashes the path and the reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(reason)
    }

    /// `path: reason`, the form the command-line tool prints. A path of more than 12 steps
    /// (`.key`, `[i]`) is shortened to its first and last four steps around the number of steps
    /// left out:
    /// `$.layout.sublayout.sublayout.sublayout.sublayout … (93 more steps) … .sublayout.sublayout.sublayout.sublayout`
    /// (``path`` keeps them all).
    public var description: String { "\(Self.shortened(path)): \(reason)" }

    /// How many steps a shortened path shows at each end.
    static let shownSteps = 4

    /// `path`, shortened as ``description`` writes it.
    static func shortened(_ path: String) -> String {
        let steps = self.steps(of: path)
        guard steps.count > 12 else { return path }
        let head = steps.prefix(shownSteps).joined()
        let tail = steps.suffix(shownSteps).joined()
        return "$\(head) … (\(steps.count - 2 * shownSteps) more steps) … \(tail)"
    }

    /// The steps of `path` after its `$`: `.key`, `[i]` and `["key"]` (whose key may hold any
    /// character, an escaped quote included).
    private static func steps(of path: String) -> [String] {
        var steps: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in path.dropFirst() {
            if inQuotes {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
                continue
            }
            if character == "." || character == "[", !current.isEmpty {
                steps.append(current)
                current = ""
            }
            current.append(character)
            if character == "\"" { inQuotes = true }
        }
        if !current.isEmpty { steps.append(current) }
        return steps
    }

    /// The JSON path of `codingPath`, `$` for the empty path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var path = "$"
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else if key.stringValue.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                path += "." + key.stringValue
            } else {
                path += "[\"\(key.stringValue.replacingOccurrences(of: "\"", with: "\\\""))\"]"
            }
        }
        return path
    }

    /// The error a `Decoder` or `Encoder` threw, told in the words of this format.
    init(_ error: any Error) {
        switch error {
        case let error as LayoutDataError:
            self = error
        case let DecodingError.typeMismatch(type, context):
            self.init(path: Self.path(context.codingPath), reason: Self.mismatch(expected: type, context))
        case let DecodingError.valueNotFound(type, context):
            self.init(
                path: Self.path(context.codingPath), reason: "expected \(Self.describe(type)), found null")
        case let DecodingError.keyNotFound(key, context):
            self.init(
                path: Self.path(context.codingPath), reason: "missing key \"\(key.stringValue)\"", problem: .missingKey)
        case let DecodingError.dataCorrupted(context):
            if context.codingPath.isEmpty, let underlying = context.underlyingError {
                self.init(path: "$", reason: "not valid JSON: \(Self.parserMessage(underlying))")
            } else {
                self.init(path: Self.path(context.codingPath), reason: context.debugDescription)
            }
        case let EncodingError.invalidValue(_, context):
            self.init(path: Self.path(context.codingPath), reason: context.debugDescription)
        default:
            self.init(path: "$", reason: String(describing: error))
        }
    }

    private static func mismatch(expected type: Any.Type, _ context: DecodingError.Context) -> String {
        // Foundation's description ends with what it found ("…but found a string instead.").
        let found = context.debugDescription.range(of: "found ").map {
            String(context.debugDescription[$0.upperBound...]).replacingOccurrences(of: " instead.", with: "")
        }
        return "expected \(describe(type))" + (found.map { ", found \(jsonName(of: $0))" } ?? "")
    }

    /// Foundation's name of a JSON value's type ("number", "a dictionary", "bool") in this
    /// format's words ("a number", "an object", "a boolean").
    private static func jsonName(of found: String) -> String {
        switch found {
        case "number", "a number": "a number"
        case "dictionary", "a dictionary": "an object"
        case "array", "an array": "an array"
        case "bool", "a bool", "boolean": "a boolean"
        case "string", "a string": "a string"
        default: found
        }
    }

    /// A type as this format's reader would name it.
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int32.Type: "an integer"
        case is Double.Type, is CGFloat.Type, is Float.Type: "a number"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "a value of type \(type)"
        }
    }

    private static func parserMessage(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return nsError.localizedDescription
    }
}
