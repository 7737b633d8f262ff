/// Receives the lines found by ``GreedyLineBreaker``.
protocol LineSink {
    /// A position in the text being broken.
    associatedtype Position
    /// A line from `start` to `end` (a range of the text, without the break's spaces) that is
    /// `characters` characters wide.
    mutating func line(from start: Position, to end: Position, characters: Int)
}

/// Counts lines and remembers the widest, without allocating.
struct LineMetricsSink<Position>: LineSink {
    var lineCount = 0
    var widestLine = 0

    mutating func line(from start: Position, to end: Position, characters: Int) {
        lineCount += 1
        if characters > widestLine { widestLine = characters }
    }
}

/// Collects the lines as slices of the text.
struct LineSliceSink: LineSink {
    typealias Position = String.Index
    let text: String
    var lines: [Substring] = []

    mutating func line(from start: String.Index, to end: String.Index, characters: Int) {
        lines.append(text[start..<end])
    }
}

/// Greedy line breaking of text into lines of at most a fixed number of characters.
///
/// Streams over the text once, keeping only indices and counts. The rules are those of
/// ``FixedAdvanceTextMeasurer``: break at spaces, drop the spaces at a break, break words longer
/// than a line between characters, start a new line at each newline. With `wrapsCharacters`, every
/// character is a word of its own, so a line may also break between any two characters.
struct GreedyLineBreaker<Position> {
    let charactersPerLine: Int
    let maxLines: Int
    let wrapsCharacters: Bool

    private var linesEmitted = 0
    private var lineStart: Position? = nil
    private var lineEnd: Position? = nil
    private var lineCharacters = 0
    private var lineHasContent = false
    private var atParagraphStart = true
    private var pendingSpaces = 0
    private var pendingSpacesStart: Position? = nil
    private var wordStart: Position? = nil
    private var wordEnd: Position? = nil
    private var wordCharacters = 0

    init(charactersPerLine: Int, maxLines: Int, wrapsCharacters: Bool = false) {
        self.charactersPerLine = charactersPerLine
        self.maxLines = maxLines
        self.wrapsCharacters = wrapsCharacters
    }

    private var isDone: Bool { linesEmitted >= maxLines }

    /// Breaks `units` (a view of a string in which each element is one character) into lines.
    ///
    /// ``ASCIILineMetrics`` is the same algorithm specialised for ASCII; keep the two in step.
    mutating func run<Units: Collection, Sink: LineSink>(
        _ units: Units, isSpace: (Units.Element) -> Bool, isNewline: (Units.Element) -> Bool,
        into sink: inout Sink
    ) where Units.Index == Position, Sink.Position == Position {
        var index = units.startIndex
        lineStart = index
        lineEnd = index
        while index != units.endIndex, !isDone {
            let unit = units[index]
            let next = units.index(after: index)
            if isSpace(unit) {
                commitWord(units, into: &sink)
                if pendingSpaces == 0 { pendingSpacesStart = index }
                pendingSpaces += 1
            } else if isNewline(unit) {
                commitWord(units, into: &sink)
                if isDone { return }
                if !lineHasContent { lineStart = index; lineEnd = index }
                emitLine(into: &sink)
                atParagraphStart = true
                lineStart = next
                lineEnd = next
            } else {
                if wordCharacters == 0 { wordStart = index }
                wordCharacters += 1
                wordEnd = next
                if wrapsCharacters { commitWord(units, into: &sink) }
            }
            index = next
        }
        if isDone { return }
        commitWord(units, into: &sink)
        if isDone { return }
        if !lineHasContent { lineEnd = lineStart }
        emitLine(into: &sink)
    }

    private mutating func emitLine<Sink: LineSink>(into sink: inout Sink) where Sink.Position == Position {
        sink.line(from: lineStart!, to: lineEnd!, characters: lineHasContent ? lineCharacters : 0)
        linesEmitted += 1
        lineCharacters = 0
        lineHasContent = false
        atParagraphStart = false
        pendingSpaces = 0
    }

    private mutating func commitWord<Units: Collection, Sink: LineSink>(
        _ units: Units, into sink: inout Sink
    ) where Units.Index == Position, Sink.Position == Position {
        let length = wordCharacters
        guard length > 0 else { return }
        wordCharacters = 0
        if lineHasContent {
            let needed = lineCharacters + pendingSpaces + length
            if needed <= charactersPerLine {
                lineCharacters = needed
                lineEnd = wordEnd
                pendingSpaces = 0
                return
            }
            emitLine(into: &sink)
            if isDone { return }
            lineStart = wordStart
            place(length, units, into: &sink)
        } else if atParagraphStart && pendingSpaces > 0 {
            // Spaces that open a paragraph are drawn.
            lineStart = pendingSpacesStart
            place(pendingSpaces + length, units, into: &sink)
        } else {
            lineStart = wordStart
            place(length, units, into: &sink)
        }
        pendingSpaces = 0
    }

    /// Puts `count` characters, from `lineStart` to the end of the current word, on an empty
    /// line, breaking them over several lines if they do not fit.
    private mutating func place<Units: Collection, Sink: LineSink>(
        _ count: Int, _ units: Units, into sink: inout Sink
    ) where Units.Index == Position, Sink.Position == Position {
        var remaining = count
        let perLine = max(charactersPerLine, 1)
        var start = lineStart!
        while remaining > perLine {
            let end = units.index(start, offsetBy: perLine)
            lineStart = start
            lineEnd = end
            lineCharacters = perLine
            lineHasContent = true
            emitLine(into: &sink)
            if isDone { return }
            start = end
            remaining -= perLine
        }
        lineStart = start
        lineEnd = wordEnd
        lineCharacters = remaining
        lineHasContent = true
    }
}
