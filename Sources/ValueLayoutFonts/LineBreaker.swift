import Foundation
import ValueLayout

/// Greedy line breaking of text in a proportional font, given the width of any run of the text:
/// the line breaker of a measurer that reads a real font.
///
/// ```swift
/// let lines = LineBreaker.lines(of: text, maxWidth: 200, maxLines: 0) { run in
///     face.advance(of: String(run), size: 17)
/// }
/// ```
///
/// ## Break opportunities
///
/// In the spirit of [UAX #14](https://www.unicode.org/reports/tr14/), as Chromium applies it with
/// `word-break: normal; line-break: auto`. Text is handled in grapheme clusters (`Character`s);
/// a cluster has the class of its first scalar. A line may break only:
///
/// - **After every run of spaces** (U+0020), as Chromium does (UAX #14 would keep `( a`, `a )`
///   and `wait ...` together; Chromium breaks them, and so does this breaker), except before a
///   word joiner. The run stays at the end of the line it follows and is not counted in the line's
///   width (nor returned in the line's range). Spaces that open a paragraph are drawn and counted
///   when a word follows them on the line; when the first word does not fit after them, they make
///   a line of their own (empty, 0 wide).
/// - **After a hyphen** (U+002D) before a letter, digit or ideograph (`well-|known`,
///   `1990-|2000`, `a-|1`, and also `and -|starts`: Chromium does not apply UAX #14's LB20.1), but
///   not before a digit when the hyphen opens a word (`-5`: a minus sign); after U+2010 (hyphen)
///   and U+2013 (en dash) unless they open a word (UAX #14's LB20.1, which Chromium applies to
///   them); before and after U+2014 (em dash), except between two of them.
/// - **After U+200B** (zero-width space), even before spaces.
/// - **Before and after ideographic and similar clusters** (UAX #14's ID class, as ranges):
///   CJK Radicals Supplement to Ideographic Description Characters (U+2E80–U+2FFF), CJK
///   ideographs (U+3400–U+4DBF, U+4E00–U+9FFF, U+F900–U+FAFF, U+20000–U+3FFFF), hiragana
///   (U+3041–U+3096) and katakana (U+30A1–U+30FA), Hangul syllables (U+AC00–U+D7A3) and Hangul
///   Jamo (U+1100–U+115F), fullwidth letters and digits (U+FF10–U+FF19, U+FF21–U+FF3A,
///   U+FF41–U+FF5A), emoji and other pictographs (U+1F000–U+1FAFF, which includes flags of
///   regional indicators). Small kana are treated as ideographic too (Chromium's `line-break:
///   auto` for text without a language), but the prolonged sound mark and iteration marks
///   (`ー ゝ ゞ ヽ ヾ 々 〻 ・ ゠` and fullwidth `： ；`) are non-starters: no break before them.
/// - **After `! ?`, `… ‥`, closing punctuation other than `) ]`, and non-starters**, before
///   anything a line may start with (`resource?|query`, `more…|text`, `」|で`); **after
///   `) ] , . : ; /`** only before an ideograph, an emoji, an em dash or a CJK opening bracket
///   (`ab/cd`, `e.g`, `(a)b` stay whole: Chromium does not break URLs at slashes either).
/// - At a **hard break**: `\n`, `\r\n`, `\r`, U+000B, U+000C, U+0085, U+2028 and U+2029 end the
///   line. A hard break at the very end of the text does not start an empty line (as in CSS);
///   each other empty paragraph is an empty line. (Chromium does not force a break at U+2028; it
///   only allows one there.)
///
/// Other than after spaces, a line never breaks before closing punctuation (`) ] }` and the CJK
/// closing brackets, `、 。` and fullwidth `， ．`), `! ?` (and fullwidth ones), `, . : ;`, `/`,
/// `… ‥`, hyphens or non-starters; nor after opening punctuation (`( [ {`, `¡ ¿`, the CJK opening
/// brackets); nor on either side of quotation marks (`" ' « » ‹ › “ ” ‘ ’`); nor between letters
/// and digits; nor around the no-break spaces U+00A0, U+202F and U+2007, U+2011 (non-breaking
/// hyphen) and U+0F0C; and never before the word joiners U+2060 and U+FEFF, nor after them. A
/// soft hyphen (U+00AD) is not a break opportunity (breaking there would need a visible hyphen).
///
/// Not implemented: UAX #14's rules for Hebrew, Thai and other complex scripts (no dictionary
/// breaks: such text breaks only at spaces), prefix/postfix numeric rules beyond the above,
/// the East Asian refinements of quotation marks, tabs (a tab is a letter here), and hyphenation.
///
/// ## Fitting
///
/// Greedy: each line takes as many segments (the text between two break opportunities) as fit.
/// A line fits when its width is at most `maxWidth` + 1/64 pt. A segment wider than a line is put
/// on a line of its own and broken between grapheme clusters (never inside one: emoji ZWJ
/// sequences, flags and combining marks stay whole), each piece as long as fits, at least one
/// cluster a line (as CSS `overflow-wrap: break-word`).
///
/// ## Widths
///
/// The width function is called on segments (usually whole words, or the ideographs and the
/// hyphen-ended parts of words), on runs of spaces between them, on the part of a word on a line
/// when it has several segments (`WAVE-Vo` is measured whole, so the kerning of `-V` counts; up to
/// 128 UTF-8 bytes, beyond which the segments' widths are added), and, for a segment wider than a
/// line, on prefixes of it. A line's width is the sum of its words' and inner spaces' widths: so a
/// measurer that caches the widths of runs measures each word once, and kerning inside a word
/// counts, but kerning across a space, and between ideographs, emoji or around a zero-width
/// space, is ignored. Against headless Chromium, with runs measured alone as a font reader would
/// measure them, this gives Chromium's lines in more than 99.8 % of the fixtures' cases (see
/// `ChromiumLineBreakTests`).
///
/// A width that is NaN or negative counts as 0; an infinite width never fits, so its segment is
/// broken to one cluster a line. A `maxWidth` that is NaN, negative or 0 fits only zero-width
/// runs, so every segment of positive width is broken to one cluster a line; an infinite
/// `maxWidth` breaks only at hard breaks.
///
/// ## Line limit
///
/// With `maxLines` greater than 0, breaking stops after that many lines: the last line returned
/// is the text that fit on it, as if more lines followed (no ellipsis), and the rest of the text
/// is not returned. This is how `FixedAdvanceTextMeasurer` truncates.
///
/// - Complexity: O(n) in the length of the text, plus the width function's cost; a segment
///   broken between clusters costs O(k log k) per line of k clusters.
struct LineBreaker {
    /// A line: the range of the text drawn on it (without the spaces at its end and without its
    /// hard break) and its width in points.
    struct Line: Hashable, Sendable {
        /// The text of the line, as a range of the text broken.
        var range: Range<String.Index>
        /// The width of the line, in points: the sum of its segments' widths.
        var width: CGFloat
    }

    /// How much wider than the maximum width a line may be and still fit: 1/64 pt, so rounding
    /// in a font's advances never moves a word to the next line.
    static let fitTolerance: CGFloat = 1.0 / 64

    /// The lines of `text`, in order.
    ///
    /// - Parameters:
    ///   - text: The text to break.
    ///   - maxWidth: The widest a line may be, in points (plus ``fitTolerance``).
    ///   - maxLines: The most lines to return; 0 or less means no limit.
    ///   - allowsFastPath: `false` to break ASCII text as any other text (for the tests that
    ///     compare the two).
    ///   - width: The width, in points, of a run of `text` drawn alone on a line.
    static func lines(
        of text: String, maxWidth: CGFloat, maxLines: Int = 0, allowsFastPath: Bool = true,
        width: (Substring) -> CGFloat
    ) -> [Line] {
        var lines: [Line] = []
        forEachLine(
            of: text, maxWidth: maxWidth, maxLines: maxLines, allowsFastPath: allowsFastPath, width: width
        ) { lines.append($0) }
        return lines
    }

    /// Calls `body` with each line of `text`, in order; see
    /// ``lines(of:maxWidth:maxLines:allowsFastPath:width:)``.
    static func forEachLine(
        of text: String, maxWidth: CGFloat, maxLines: Int = 0, allowsFastPath: Bool = true,
        width measure: (Substring) -> CGFloat, _ body: (Line) -> Void
    ) {
        if allowsFastPath {
            let done: Void? =
                text.utf8.withContiguousStorageIfAvailable { bytes -> Void? in
                    guard let ascii = ASCIIText(text, bytes) else { return nil }
                    var breaker = Breaker(text: ascii, maxWidth: maxWidth, maxLines: maxLines)
                    breaker.run(
                        measure: { measure(text[ascii.stringIndex($0.lowerBound)..<ascii.stringIndex($0.upperBound)]) },
                        body: body)
                    return ()
                } ?? nil
            if done != nil { return }
        }
        var breaker = Breaker(text: GeneralText(text: text), maxWidth: maxWidth, maxLines: maxLines)
        breaker.run(measure: { measure(text[$0]) }, body: body)
    }

    /// Calls `body` with each line of `text`, in order, as
    /// ``forEachLine(of:maxWidth:maxLines:allowsFastPath:width:_:)`` does, but gives the width
    /// function the UTF-8 bytes of each run: in ASCII text, without making a `Substring`.
    ///
    /// The runs are `UnsafeBufferPointer`s into the text (valid only during the call), which
    /// ``ShapedRunCache`` hashes and compares in place; see ``ASCIIText/bytes`` for the gain.
    static func forEachLine(
        of text: String, maxWidth: CGFloat, maxLines: Int = 0, allowsFastPath: Bool = true,
        utf8Width measure: (UnsafeBufferPointer<UInt8>) -> CGFloat, _ body: (Line) -> Void
    ) {
        if allowsFastPath {
            let done: Void? =
                text.utf8.withContiguousStorageIfAvailable { bytes -> Void? in
                    guard let ascii = ASCIIText(text, bytes) else { return nil }
                    var breaker = Breaker(text: ascii, maxWidth: maxWidth, maxLines: maxLines)
                    breaker.run(measure: { measure(UnsafeBufferPointer(rebasing: bytes[$0])) }, body: body)
                    return ()
                } ?? nil
            if done != nil { return }
        }
        var breaker = Breaker(text: GeneralText(text: text), maxWidth: maxWidth, maxLines: maxLines)
        breaker.run(
            measure: { range in
                let run = text[range]
                if let width = run.utf8.withContiguousStorageIfAvailable(measure) { return width }
                var copy = String(run)
                return copy.withUTF8(measure)
            }, body: body)
    }

    /// Calls `body` with the range of each segment of `text`, in order: the text between two
    /// consecutive break opportunities (the rules above, the same as the lines'), without the
    /// spaces that end it and without hard breaks. Segments of spaces only (spaces that open a
    /// paragraph) and empty paragraphs are not reported.
    ///
    /// The widest segment is the text's min-content width as CSS defines it: laid out that wide,
    /// the text breaks at break opportunities only, each segment fitting on a line of its own.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func forEachSegment(
        of text: String, allowsFastPath: Bool = true, _ body: (Range<String.Index>) -> Void
    ) {
        func report(_ line: Line) { body(line.range) }
        if allowsFastPath {
            let done: Void? =
                text.utf8.withContiguousStorageIfAvailable { bytes -> Void? in
                    guard let ascii = ASCIIText(text, bytes) else { return nil }
                    var breaker = Breaker(text: ascii, segmentsOnly: true)
                    breaker.run(measure: { _ in 0 }, body: report)
                    return ()
                } ?? nil
            if done != nil { return }
        }
        var breaker = Breaker(text: GeneralText(text: text), segmentsOnly: true)
        breaker.run(measure: { _ in 0 }, body: report)
    }
}

/// The line-break class of a grapheme cluster: the classes of UAX #14 this breaker tells apart.
enum LineBreakClass: UInt8, Sendable {
    /// The start of a paragraph (before its first cluster).
    case start
    /// Letters, symbols and everything not listed below (UAX #14 AL, and CM alone).
    case alphabetic
    /// Decimal digits (NU).
    case numeric
    /// U+0020 (SP).
    case space
    /// A hard break (BK, CR, LF, NL).
    case hardBreak
    /// No-break spaces and the non-breaking hyphen (GL).
    case glue
    /// U+2060 and U+FEFF (WJ).
    case wordJoiner
    /// U+200B (ZW).
    case zeroWidthSpace
    /// U+002D (HY).
    case hyphen
    /// U+2010 and U+2013 (BA).
    case breakAfter
    /// U+2014 (B2).
    case dash
    /// Ideographs, kana, Hangul, emoji (ID).
    case ideographic
    /// Characters no line may start with (NS).
    case nonstarter
    /// Opening punctuation of East Asian width (OP): a break may come before it.
    case opening
    /// `( [ {` `¡ ¿` (OP of other widths): no break between a letter or digit and it.
    case openParenthesis
    /// Closing punctuation (CL).
    case closing
    /// `)` and `]` (CP): no break between it and a letter or digit.
    case closeParenthesis
    /// `!` and `?` (EX).
    case exclamation
    /// `, . : ;` (IS).
    case infix
    /// `/` (SY).
    case slash
    /// Quotation marks (QU).
    case quote
    /// `…` and `‥` (IN).
    case inseparable

    /// The class of `character`.
    init(_ character: Character) {
        let scalars = character.unicodeScalars
        self = Self.of(scalars[scalars.startIndex].value)
        if self == .alphabetic, character.isNewline { self = .hardBreak }
    }

    // swift-format-ignore
    private static func of(_ v: UInt32) -> LineBreakClass {
        if v < 0x80 {
            switch v {
            case 0x20: return .space
            case 0x0A, 0x0D: return .hardBreak
            case 0x30...0x39: return .numeric
            case 0x2D: return .hyphen
            case 0x21, 0x3F: return .exclamation
            case 0x2C, 0x2E, 0x3A, 0x3B: return .infix
            case 0x2F: return .slash
            case 0x28, 0x5B, 0x7B: return .openParenthesis
            case 0x29, 0x5D: return .closeParenthesis
            case 0x7D: return .closing
            case 0x22, 0x27: return .quote
            default: return .alphabetic
            }
        }
        switch v {
        case 0x85, 0x2028, 0x2029: return .hardBreak
        case 0xA0, 0x202F, 0x2007, 0x2011, 0x0F0C: return .glue
        case 0x2060, 0xFEFF: return .wordJoiner
        case 0x200B: return .zeroWidthSpace
        case 0x2010, 0x2013: return .breakAfter
        case 0x2014: return .dash
        case 0xA1, 0xBF: return .openParenthesis
        case 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A, 0x201B, 0x201F: return .quote
        case 0x2025, 0x2026: return .inseparable
        case 0x203C, 0x203D, 0x2047, 0x2048, 0x2049: return .nonstarter
        // CJK punctuation.
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF61, 0xFF64: return .closing
        case 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,
            0xFF09, 0xFF3D, 0xFF5D, 0xFF60, 0xFF63:
            return .closing
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
            0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return .opening
        case 0xFF01, 0xFF1F: return .exclamation
        case 0xFF1A, 0xFF1B, 0x30FC, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x3005, 0x303B, 0x30FB, 0x30A0, 0x301C:
            return .nonstarter
        // Ideographic and similar.
        case 0x2E80...0x2FFF, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0x20000...0x3FFFF, 0xAC00...0xD7A3, 0x1100...0x115F,
            0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A, 0x1F000...0x1FAFF:
            return .ideographic
        default:
            if let scalar = Unicode.Scalar(v), scalar.properties.numericType == .decimal { return .numeric }
            return .alphabetic
        }
    }

    /// Whether a line may break before a cluster of class `next`, as
    /// ``mayBreak(before:after:_:afterSpaces:)`` answers, from a table made of its answers: a
    /// few instructions, where the function's switches cost thirty. `beforePrevious` matters
    /// only in whether it is `.start` or `.space`, so the table has every case.
    static func mayBreak(
        before next: LineBreakClass, after previous: LineBreakClass, _ beforePrevious: LineBreakClass,
        afterSpaces: Bool, in table: [UInt64]
    ) -> Bool {
        let opensWord = beforePrevious == .start || beforePrevious == .space
        let row = table[Int(next.rawValue) &* 2 &+ (afterSpaces ? 1 : 0)]
        return row &>> (UInt64(previous.rawValue) &* 2 &+ (opensWord ? 1 : 0)) & 1 != 0
    }

    /// The table of ``mayBreak(before:after:_:afterSpaces:in:)``: for each `next` and
    /// `afterSpaces`, a bit for each `previous` and whether `beforePrevious` is `.start` or
    /// `.space`.
    static let breakTable: [UInt64] = {
        let classes = (0...UInt8.max).compactMap(LineBreakClass.init(rawValue:))
        precondition(classes.count * 2 <= 64)
        var table = [UInt64](repeating: 0, count: classes.count * 2)
        for next in classes {
            for afterSpaces in [false, true] {
                for previous in classes {
                    for (opensWord, beforePrevious) in [(false, LineBreakClass.alphabetic), (true, .space)]
                    where mayBreak(before: next, after: previous, beforePrevious, afterSpaces: afterSpaces) {
                        table[Int(next.rawValue) * 2 + (afterSpaces ? 1 : 0)] |=
                            1 << (UInt64(previous.rawValue) * 2 + (opensWord ? 1 : 0))
                    }
                }
            }
        }
        return table
    }()

    /// Whether a line may break before a cluster of class `next`, after the clusters of classes
    /// `previous` and (before it) `beforePrevious`, with `afterSpaces` telling whether spaces
    /// come between `previous` and `next`. `previous` is `.start` at the start of a paragraph;
    /// `beforePrevious` is `.space` when spaces came before `previous`.
    static func mayBreak(
        before next: LineBreakClass, after previous: LineBreakClass, _ beforePrevious: LineBreakClass,
        afterSpaces: Bool
    ) -> Bool {
        switch next {
        case .space, .hardBreak, .wordJoiner: return false
        default: break
        }
        if afterSpaces {
            // Chromium breaks after every run of spaces, where UAX #14 keeps `( a` and `a )`
            // together (LB13, LB14, LB16, LB17).
            return true
        }
        switch previous {
        case .start, .glue, .wordJoiner: return false
        case .zeroWidthSpace: return true
        case .opening, .openParenthesis: return false
        default: break
        }
        switch next {
        case .glue: return previous == .hyphen || previous == .breakAfter
        case .closing, .closeParenthesis, .exclamation, .infix, .slash, .inseparable: return false
        case .hyphen, .breakAfter, .nonstarter: return false
        default: break
        }
        if next == .quote || previous == .quote { return false }
        switch previous {
        case .hyphen:
            // `well-|known`, `1990-|2000`, `a-|1`, `and -|starts` (Chromium does not apply
            // LB20.1), but not `-5` (a minus sign: LB25).
            switch next {
            case .alphabetic, .ideographic: return true
            case .numeric: return beforePrevious != .start && beforePrevious != .space
            default: return false
            }
        // Chromium applies LB20.1 to U+2010 (not to U+002D): no break after it when it opens a
        // word.
        case .breakAfter: return beforePrevious != .start && beforePrevious != .space
        case .dash: return next != .dash
        case .slash, .infix, .closeParenthesis:
            return !(next == .alphabetic || next == .numeric || next == .openParenthesis)
        case .exclamation, .closing, .nonstarter, .inseparable, .ideographic: return true
        default: break
        }
        switch next {
        case .openParenthesis: return !(previous == .alphabetic || previous == .numeric)
        case .opening, .ideographic, .dash: return true
        default: return false
        }
    }
}

/// Text as ``Breaker`` walks it: positions between grapheme clusters, and each cluster's class.
private protocol BreakableText {
    associatedtype Position: Comparable
    var startPosition: Position { get }
    var endPosition: Position { get }
    /// The class of the cluster at `position` (before `endPosition`) and where the next starts.
    func cluster(at position: Position) -> (kind: LineBreakClass, next: Position)
    func utf8Distance(from start: Position, to end: Position) -> Int
    func stringIndex(_ position: Position) -> String.Index
    /// The end of the letters and digits (`.alphabetic` and `.numeric` clusters) from `position`
    /// on, or any position before it (at least `position`), with `previous` and
    /// `beforePrevious` moved on to the classes of the last two clusters skipped. No line breaks
    /// between two letters or digits, so ``Breaker`` may step over them at once.
    func skipLettersAndDigits(
        from position: Position, _ previous: inout LineBreakClass, _ beforePrevious: inout LineBreakClass
    ) -> Position
}

/// Any text, walked by `Character`.
private struct GeneralText: BreakableText {
    let text: String
    var startPosition: String.Index { text.startIndex }
    var endPosition: String.Index { text.endIndex }

    func cluster(at position: String.Index) -> (kind: LineBreakClass, next: String.Index) {
        (LineBreakClass(text[position]), text.index(after: position))
    }

    func utf8Distance(from start: String.Index, to end: String.Index) -> Int {
        text.utf8.distance(from: start, to: end)
    }

    func stringIndex(_ position: String.Index) -> String.Index { position }

    /// Skips nothing: walking by `Character`, a cluster costs the same here as in the breaker.
    func skipLettersAndDigits(
        from position: String.Index, _ previous: inout LineBreakClass, _ beforePrevious: inout LineBreakClass
    ) -> String.Index { position }
}

/// ASCII text, walked by byte offset. In ASCII, every byte is a grapheme cluster but `\r\n`,
/// so offsets are cluster boundaries, UTF-8 offsets and UTF-16 offsets at once, and a byte's
/// class is that of its `Character`.
private struct ASCIIText: BreakableText {
    let text: String
    /// Unsafe, kept for a measured gain: the text's bytes, borrowed from
    /// `withContiguousStorageIfAvailable` and used only inside that call (the breaker's whole
    /// run). Instructions per pass (callgrind, release, 2-vCPU Linux VM, Swift 6.3, 2026-11-26):
    /// W1-fonts 40,622 and font-label 4,600 with this buffer; 44,732 and 5,551 reading each byte
    /// through `text.utf8.span` instead; 155,076 and 33,453 breaking by `Character` (no byte view).
    let bytes: UnsafeBufferPointer<UInt8>
    /// ``classes``, read once rather than through its lazy initializer at each byte.
    private let byteClasses: [LineBreakClass]

    /// `nil` unless every byte of `bytes`, the UTF-8 of `text`, is ASCII.
    init?(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes where byte >= 0x80 { return nil }
        self.text = text
        self.bytes = bytes
        self.byteClasses = Self.classes
    }

    /// The class of each ASCII byte, as ``LineBreakClass/init(_:)`` gives it.
    static let classes: [LineBreakClass] = (0..<128).map { LineBreakClass(Character(Unicode.Scalar(UInt8($0)))) }

    var startPosition: Int { 0 }
    var endPosition: Int { bytes.count }

    func cluster(at position: Int) -> (kind: LineBreakClass, next: Int) {
        let byte = bytes[position]
        if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { return (.hardBreak, position + 2) }
        return (byteClasses[Int(byte)], position + 1)
    }

    func utf8Distance(from start: Int, to end: Int) -> Int { end - start }

    func stringIndex(_ position: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: position) }

    func skipLettersAndDigits(
        from position: Int, _ previous: inout LineBreakClass, _ beforePrevious: inout LineBreakClass
    ) -> Int {
        var end = position
        while end < bytes.count {
            let kind = byteClasses[Int(bytes[end])]
            guard kind == .alphabetic || kind == .numeric else { break }
            beforePrevious = previous
            previous = kind
            end += 1
        }
        return end
    }
}

/// The state of one run of ``LineBreaker``.
private struct Breaker<Text: BreakableText> {
    typealias Position = Text.Position

    let text: Text
    let limit: CGFloat
    let maxLines: Int
    /// Whether the run reports each segment between break opportunities (as a "line" of its
    /// own, 0 wide: the segments are not measured) instead of lines.
    let segmentsOnly: Bool

    private var emitted = 0
    /// Whether no more lines are wanted.
    private(set) var isDone = false

    // The current line: its text is `lineStart..<lineEnd`, and the spaces after it run to the
    // start of the next segment.
    private var lineStart: Position
    private var lineEnd: Position
    private var lineWidth: CGFloat = 0
    /// Whether a segment (text, or the spaces that open a paragraph) is on the line.
    private var lineIsOpen = false
    /// Where the word at the end of the line starts (after the line's last spaces, or where a
    /// word's segments stopped being measured together), and the line's width before it.
    private var wordStart: Position
    private var widthBeforeWord: CGFloat = 0
    /// The ends of a long segment's clusters, reused between segments.
    private var clusterEnds: [Position] = []

    init(text: Text, maxWidth: CGFloat, maxLines: Int) {
        self.text = text
        // NaN and negative widths fit nothing but zero-width runs; +infinity stays.
        self.limit = (maxWidth > 0 ? maxWidth : 0) + LineBreaker.fitTolerance
        self.maxLines = maxLines > 0 ? maxLines : .max
        self.segmentsOnly = false
        self.lineStart = text.startPosition
        self.lineEnd = text.startPosition
        self.wordStart = text.startPosition
    }

    /// A run that reports segments rather than lines (see ``segmentsOnly``).
    init(text: Text, segmentsOnly: Bool) {
        self.text = text
        self.limit = .infinity
        self.maxLines = .max
        self.segmentsOnly = segmentsOnly
        self.lineStart = text.startPosition
        self.lineEnd = text.startPosition
        self.wordStart = text.startPosition
    }

    mutating func run(measure: (Range<Position>) -> CGFloat, body: (LineBreaker.Line) -> Void) {
        func width(_ run: Range<Position>) -> CGFloat {
            let value = measure(run)
            return value > 0 ? value : 0
        }
        let breakTable = LineBreakClass.breakTable
        let end = text.endPosition
        var index = text.startPosition
        var segmentStart = index
        // Where the spaces at the end of the current segment start, if it ends with spaces.
        var spacesStart: Position? = nil
        var previous = LineBreakClass.start
        var beforePrevious = LineBreakClass.start
        var paragraphIsEmpty = true
        // Whether the current segment continues the word of the one before it (no spaces
        // between, and no ideograph or zero-width space at the break).
        var continuesWord = false

        while index < end {
            let cluster = text.cluster(at: index)
            let kind = cluster.kind
            var next = cluster.next
            switch kind {
            case .hardBreak:
                if index > segmentStart {
                    place(segmentStart, spacesStart ?? index, continuesWord, width: width, body: body)
                    if isDone { return }
                }
                if !lineIsOpen {
                    lineStart = index
                    lineEnd = index
                    lineWidth = 0
                }
                emit(body)
                if isDone { return }
                segmentStart = next
                spacesStart = nil
                continuesWord = false
                previous = .start
                beforePrevious = .start
                paragraphIsEmpty = true
            case .space:
                if spacesStart == nil { spacesStart = index }
                paragraphIsEmpty = false
            default:
                if index > segmentStart,
                    LineBreakClass.mayBreak(
                        before: kind, after: previous, beforePrevious, afterSpaces: spacesStart != nil,
                        in: breakTable)
                {
                    place(segmentStart, spacesStart ?? index, continuesWord, width: width, body: body)
                    if isDone { return }
                    segmentStart = index
                    continuesWord =
                        spacesStart == nil && previous != .ideographic && kind != .ideographic
                        && previous != .zeroWidthSpace
                }
                beforePrevious = spacesStart != nil ? .space : previous
                previous = kind
                spacesStart = nil
                paragraphIsEmpty = false
                if kind == .alphabetic || kind == .numeric {
                    next = text.skipLettersAndDigits(from: next, &previous, &beforePrevious)
                }
            }
            index = next
        }
        if paragraphIsEmpty { return }
        place(segmentStart, spacesStart ?? end, continuesWord, width: width, body: body)
        if isDone { return }
        emit(body)
    }

    /// Emits the current line and closes it.
    private mutating func emit(_ body: (LineBreaker.Line) -> Void) {
        if segmentsOnly { return }
        body(LineBreaker.Line(range: text.stringIndex(lineStart)..<text.stringIndex(lineEnd), width: lineWidth))
        emitted += 1
        lineIsOpen = false
        lineWidth = 0
        if emitted >= maxLines { isDone = true }
    }

    /// The longest word, in UTF-8 bytes, measured whole when its segments join on a line.
    static var longestMeasuredWord: Int { 128 }

    /// Places the segment from `start` whose text ends at `contentEnd` (spaces may follow it);
    /// `continuesWord` tells whether it follows the segment before it without spaces.
    private mutating func place(
        _ start: Position, _ contentEnd: Position, _ continuesWord: Bool,
        width: (Range<Position>) -> CGFloat, body: (LineBreaker.Line) -> Void
    ) {
        if segmentsOnly {
            if start < contentEnd {
                body(LineBreaker.Line(range: text.stringIndex(start)..<text.stringIndex(contentEnd), width: 0))
            }
            return
        }
        if lineIsOpen {
            let joined: CGFloat
            var contentWidth: CGFloat? = nil
            if continuesWord && lineEnd == start
                && text.utf8Distance(from: wordStart, to: contentEnd) <= Self.longestMeasuredWord
            {
                // The word's segments measured together, so kerning and ligatures across the
                // break opportunity (`WAVE-Vo`) count.
                joined = widthBeforeWord + width(wordStart..<contentEnd)
            } else {
                let measured = start == contentEnd ? 0 : width(start..<contentEnd)
                contentWidth = measured
                let gap = lineEnd < start ? width(lineEnd..<start) : 0
                if !continuesWord || lineEnd < start {
                    wordStart = start
                    widthBeforeWord = lineWidth + gap
                }
                joined = lineWidth + gap + measured
            }
            if joined <= limit {
                lineEnd = contentEnd
                lineWidth = joined
                return
            }
            emit(body)
            if isDone { return }
            placeOnEmptyLine(start, contentEnd, contentWidth, width: width, body: body)
        } else {
            placeOnEmptyLine(start, contentEnd, nil, width: width, body: body)
        }
    }

    /// Places a segment on an empty line, breaking it between clusters if it does not fit.
    private mutating func placeOnEmptyLine(
        _ start: Position, _ contentEnd: Position, _ knownWidth: CGFloat?,
        width: (Range<Position>) -> CGFloat, body: (LineBreaker.Line) -> Void
    ) {
        let contentWidth = knownWidth ?? (start == contentEnd ? 0 : width(start..<contentEnd))
        lineStart = start
        lineIsOpen = true
        wordStart = start
        widthBeforeWord = 0
        if contentWidth <= limit {
            lineEnd = contentEnd
            lineWidth = contentWidth
            return
        }
        breakBetweenClusters(from: start, to: contentEnd, width: width, body: body)
    }

    /// Breaks `start..<end`, which does not fit on a line, between grapheme clusters: each line
    /// takes as many clusters as fit (at least one); the last piece stays on the open line.
    private mutating func breakBetweenClusters(
        from start: Position, to end: Position, width: (Range<Position>) -> CGFloat,
        body: (LineBreaker.Line) -> Void
    ) {
        let text = self.text
        let limit = self.limit
        var clusterEnds = self.clusterEnds
        defer { self.clusterEnds = clusterEnds }
        var start = start
        while true {
            clusterEnds.removeAll(keepingCapacity: true)
            var cursor = start
            // The end of the first `count` clusters, or `nil` past the end.
            func clusterEnd(_ count: Int, _ ends: inout [Position]) -> Position? {
                while ends.count < count {
                    if cursor >= end { return nil }
                    cursor = text.cluster(at: cursor).next
                    ends.append(cursor)
                }
                return ends[count - 1]
            }
            // Gallop to a count that does not fit, then search between it and one that does.
            var fitting = 1
            var fittingWidth = width(start..<clusterEnd(1, &clusterEnds)!)
            var tooMany: Int? = nil
            var probe = 2
            while tooMany == nil {
                guard let probeEnd = clusterEnd(probe, &clusterEnds) else {
                    let all = clusterEnds.count
                    if all == fitting { break }
                    probe = all
                    continue
                }
                let probeWidth = width(start..<probeEnd)
                if probeWidth <= limit {
                    fitting = probe
                    fittingWidth = probeWidth
                    if probeEnd == end { break }
                    probe *= 2
                } else {
                    tooMany = probe
                }
            }
            if let tooMany {
                var high = tooMany
                while high - fitting > 1 {
                    let middle = fitting + (high - fitting) / 2
                    let middleWidth = width(start..<clusterEnds[middle - 1])
                    if middleWidth <= limit {
                        fitting = middle
                        fittingWidth = middleWidth
                    } else {
                        high = middle
                    }
                }
            }
            let pieceEnd = clusterEnds[fitting - 1]
            lineStart = start
            lineEnd = pieceEnd
            lineWidth = fittingWidth
            lineIsOpen = true
            wordStart = start
            widthBeforeWord = 0
            if pieceEnd >= end { return }
            emit(body)
            if isDone { return }
            start = pieceEnd
        }
    }
}
