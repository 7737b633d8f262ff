import Foundation

/// A reading of a JSON text that checks what Foundation's parser reports without a place (or
/// accepts): syntax, with its line, column and path; strings that are not UTF-8; nesting past ``maximumNesting``; numbers too
/// large for a double; and keys repeated in one object. A document that passes is then decoded by
/// `JSONDecoder`, whose errors carry paths.
///
/// - Complexity: O(n) in the text's length, without recursion.
struct JSONSyntaxCheck {
    /// The deepest nesting of arrays and objects read: below Foundation's own limit (512), so that
    /// the error is this reader's, with its path.
    static let maximumNesting = 500

    private let bytes: [UInt8]
    private var position = 0

    /// One open array or object: its path component so far (`nil` before the first element or key).
    private enum Level {
        case array(index: Int)
        case object(key: String?, keys: Set<String>)
    }

    private var levels: [Level] = []
    /// The deepest nesting of arrays and objects seen so far.
    private var deepest = 0

    private init(_ data: Data) { bytes = Array(data) }

    /// Checks `data`, throwing the first problem found, and returns the deepest nesting of arrays
    /// and objects in it.
    @discardableResult
    static func check(_ data: Data) throws(LayoutDataError) -> Int {
        var reader = JSONSyntaxCheck(data)
        try reader.readDocument()
        return reader.deepest
    }

    // MARK: Reading

    private mutating func readDocument() throws(LayoutDataError) {
        skipWhitespace()
        try readValue()
        while true {
            skipWhitespace()
            guard let level = levels.last else { break }
            switch (level, peek()) {
            case (.array, UInt8(ascii: ",")):
                position += 1
                advanceArrayIndex()
                skipWhitespace()
                try readValue()
            case (.array, UInt8(ascii: "]")), (.object, UInt8(ascii: "}")):
                position += 1
                levels.removeLast()
            case (.object(_, let keys), UInt8(ascii: ",")):
                position += 1
                levels[levels.count - 1] = .object(key: nil, keys: keys)
                skipWhitespace()
                try readMember()
            default:
                let expected = if case .array = level { "\",\" or \"]\"" } else { "\",\" or \"}\"" }
                throw problem("expected \(expected), found \(describeNext())")
            }
        }
        skipWhitespace()
        if position < bytes.count { throw problem("unexpected \(describeNext()) after the document") }
    }

    /// Reads a value; an array or object is opened (its elements are read by the caller's loop).
    private mutating func readValue() throws(LayoutDataError) {
        switch peek() ?? 0 {
        case UInt8(ascii: "{"):
            try open(.object(key: nil, keys: []))
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                position += 1
                levels.removeLast()
            } else {
                try readMember()
            }
        case UInt8(ascii: "["):
            try open(.array(index: 0))
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                levels.removeLast()
            } else {
                try readValue()
            }
        case UInt8(ascii: "\""):
            _ = try readString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber()
        case UInt8(ascii: "t"): try readLiteral("true")
        case UInt8(ascii: "f"): try readLiteral("false")
        case UInt8(ascii: "n"): try readLiteral("null")
        default:
            throw problem("expected a value, found \(describeNext())")
        }
    }

    /// Reads `"key": value` in the innermost object.
    private mutating func readMember() throws(LayoutDataError) {
        guard peek() == UInt8(ascii: "\"") else { throw problem("expected a key in quotes, found \(describeNext())") }
        let keyStart = position
        let key = try readString()
        guard case .object(_, var keys) = levels.last else { return }
        guard keys.insert(key).inserted else {
            levels[levels.count - 1] = .object(key: key, keys: keys)
            position = keyStart
            throw problem("the key \"\(key)\" appears twice in one object")
        }
        levels[levels.count - 1] = .object(key: key, keys: keys)
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw problem("expected \":\" after a key, found \(describeNext())") }
        position += 1
        skipWhitespace()
        try readValue()
    }

    private mutating func open(_ level: Level) throws(LayoutDataError) {
        guard levels.count < Self.maximumNesting else {
            throw problem("arrays and objects nested more than \(Self.maximumNesting) deep")
        }
        position += 1
        levels.append(level)
        deepest = max(deepest, levels.count)
    }

    private mutating func advanceArrayIndex() {
        if case .array(let index) = levels.last { levels[levels.count - 1] = .array(index: index + 1) }
    }

    private mutating func readString() throws(LayoutDataError) -> String {
        let start = position
        position += 1
        var hasEscapes = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                let body = bytes[(start + 1)..<(position - 1)]
                // Foundation rejects such bytes without a place; say where they are.
                guard let text = String(validating: body, as: UTF8.self) else {
                    position = start
                    throw problem("a string with bytes that are not UTF-8")
                }
                if !hasEscapes { return text }
                // Escapes are rare in keys: let Foundation decode the string literal.
                let literal = Data(bytes[start..<position])
                return (try? JSONDecoder().decode(String.self, from: literal)) ?? text
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                guard "\"\\/bfnrtu".utf8.contains(escaped) else {
                    throw problem("unknown escape \"\\\(Character(Unicode.Scalar(escaped)))\" in a string")
                }
            } else if byte < 0x20 {
                throw problem("a control character in a string (write it as an escape, such as \\n)")
            }
            position += 1
        }
        position = start
        throw problem("a string that is not closed")
    }

    private mutating func readNumber() throws(LayoutDataError) {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let digits = { (reader: inout JSONSyntaxCheck) -> Int in
            let first = reader.position
            while let byte = reader.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                reader.position += 1
            }
            return reader.position - first
        }
        let integerStart = position
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw problem("expected a digit, found \(describeNext())") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            position = integerStart
            throw problem("a number with a leading zero")
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw problem("expected a digit after \".\", found \(describeNext())") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw problem("expected a digit in the exponent, found \(describeNext())") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if let value = Double(text), !value.isFinite {
            position = start
            throw problem("the number \(text) is too large (the largest is about 1.8e308)")
        }
    }

    private mutating func readLiteral(_ literal: String) throws(LayoutDataError) {
        let utf8 = Array(literal.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
            throw problem("expected a value, found \(describeNext())")
        }
        position += utf8.count
    }

    // MARK: Places

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func describeNext() -> String {
        guard let byte = peek() else { return "the end of the text" }
        if byte < 0x80, byte >= 0x20 { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        return String(format: "the byte 0x%02X", byte)
    }

    /// The error at the current position: its JSON path, then the reason with line and column.
    private func problem(_ reason: String) -> LayoutDataError {
        LayoutDataError(path: path, reason: "not valid JSON at \(place): \(reason)")
    }

    /// The JSON path of the value being read.
    private var path: String {
        var path = "$"
        for level in levels {
            switch level {
            case .array(let index): path += "[\(index)]"
            case .object(let key?, _): path += LayoutDataError.path([DataKey(key)]).dropFirst()
            case .object(nil, _): break
            }
        }
        return path
    }

    /// `line L, column C` of the current position (columns count characters, from 1).
    private var place: String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }
}
