/// The greedy line breaking of ``GreedyLineBreaker``, specialised for ASCII text: a single tight
/// loop over the UTF-8 bytes that only counts lines and the widest line.
///
/// Its results equal the general breaker's for every ASCII string without carriage returns (a
/// test checks this on random strings); for other text it reports that it cannot decide, and the
/// caller falls back to breaking `Character`s.
struct ASCIILineMetrics {
    private let charactersPerLine: Int
    private let maxLines: Int
    private(set) var lineCount = 0
    private(set) var widestLine = 0
    private var lineCharacters = 0
    private var lineHasContent = false
    private var atParagraphStart = true
    private var pendingSpaces = 0
    private var wordCharacters = 0

    /// Measures `text`, or returns `nil` if it is not all ASCII without carriage returns.
    ///
    /// The bytes are read through the string's `Span` of UTF-8 (bounds-checked, in place) where
    /// the standard library has it, else through its `UTF8View`. Instructions per pass of the
    /// benchmark's `W1-text` subject (W1's 13 label measurements; callgrind, 2-vCPU Linux VM,
    /// Swift 6.3, 2026-11-26): 7,133 through the span, 7,787 through an `UnsafeBufferPointer`
    /// (the code before), 10,377 through the `UTF8View`.
    static func measure(
        _ text: String, charactersPerLine: Int, maxLines: Int
    ) -> (lineCount: Int, widestLine: Int)? {
        var metrics = ASCIILineMetrics(charactersPerLine: charactersPerLine, maxLines: maxLines)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let bytes = text.utf8.span
            for index in bytes.indices {
                switch metrics.read(bytes[index]) {
                case .next: continue
                case .done: return metrics.result
                case .notASCII: return nil
                }
            }
        } else {
            for byte in text.utf8 {
                switch metrics.read(byte) {
                case .next: continue
                case .done: return metrics.result
                case .notASCII: return nil
                }
            }
        }
        if !metrics.commitWord() { _ = metrics.endLine() }
        return metrics.result
    }

    /// What reading one byte leads to.
    private enum Step { case next, done, notASCII }

    /// Reads one byte of the text.
    @inline(__always)
    private mutating func read(_ byte: UInt8) -> Step {
        if byte == 0x20 {
            if commitWord() { return .done }
            pendingSpaces += 1
        } else if byte == 0x0A {
            if commitWord() || endLine() { return .done }
            atParagraphStart = true
        } else if byte >= 0x80 || byte == 0x0D {
            return .notASCII
        } else {
            wordCharacters += 1
        }
        return .next
    }

    private init(charactersPerLine: Int, maxLines: Int) {
        self.charactersPerLine = charactersPerLine
        self.maxLines = maxLines
    }

    private var result: (lineCount: Int, widestLine: Int) { (lineCount, widestLine) }

    /// Ends the current line; returns whether the line limit is reached.
    @inline(__always)
    private mutating func endLine() -> Bool {
        emit(lineHasContent ? lineCharacters : 0)
    }

    @inline(__always)
    private mutating func emit(_ characters: Int) -> Bool {
        lineCount += 1
        if characters > widestLine { widestLine = characters }
        lineCharacters = 0
        lineHasContent = false
        atParagraphStart = false
        pendingSpaces = 0
        return lineCount >= maxLines
    }

    /// Places the word just read; returns whether the line limit is reached.
    @inline(__always)
    private mutating func commitWord() -> Bool {
        let length = wordCharacters
        guard length > 0 else { return false }
        wordCharacters = 0
        var count: Int
        if lineHasContent {
            let needed = lineCharacters + pendingSpaces + length
            if needed <= charactersPerLine {
                lineCharacters = needed
                pendingSpaces = 0
                return false
            }
            if emit(lineCharacters) { return true }
            count = length
        } else if atParagraphStart && pendingSpaces > 0 {
            // Spaces that open a paragraph are drawn.
            count = pendingSpaces + length
        } else {
            count = length
        }
        let perLine = max(charactersPerLine, 1)
        while count > perLine {
            if emit(perLine) { return true }
            count -= perLine
        }
        lineCharacters = count
        lineHasContent = true
        pendingSpaces = 0
        return false
    }
}
