import Foundation
import ValueLayout

/// One line of a tree's snapshot text (``/ValueLayout/LayoutArrangement/snapshotText``), read back:
/// indentation (two spaces a level, or `[depth] ` beyond the indented levels), the type name, the
/// frame `(x, y, width, height)`, a scrolling node's `content (width, height)` (skipped) and an
/// label's line-break mode and runs (skipped) and an optional quoted reuse identifier.
///
/// Numbers are read in any form Swift reads a `Double` in, so a line of a file written before
/// numbers were shortened (`119.66666666666667`, `1e-05`) reads like a line written today.
struct SnapshotLine {
    var depth: Int
    var typeName: String
    var frame: CGRect
    var reuseId: String?
    /// Where the four numbers are in the line: between its parentheses.
    var numbers: Range<String.Index>

    /// The line read back, or `nil` for a line that is not a tree line or whose frame is not finite.
    init?(_ line: String) {
        var rest = Substring(line)
        let indentation = rest.prefix { $0 == " " }.count
        guard indentation % 2 == 0 else { return nil }
        rest = rest.dropFirst(indentation)
        var depth = indentation / 2
        if rest.first == "[", let close = rest.firstIndex(of: "]"),
            let explicit = Int(rest[rest.index(after: rest.startIndex)..<close])
        {
            depth = explicit
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        // The type name ends at the first " (" that starts a valid frame.
        var searchStart = rest.startIndex
        while let open = rest[searchStart...].range(of: " (") {
            let afterOpen = open.upperBound
            if let close = rest[afterOpen...].firstIndex(of: ")") {
                let numbers = rest[afterOpen..<close].split(separator: ",").map {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                if numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
                    let height = numbers[3], [x, y, width, height].allSatisfy(\.isFinite)
                {
                    var tail = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
                    // A scrolling node's content size comes before its reuse identifier.
                    if tail.hasPrefix("content ("), let end = tail.firstIndex(of: ")") {
                        tail = tail[tail.index(after: end)...].trimmingCharacters(in: .whitespaces)
                    }
                    // A label's line-break mode and runs come next.
                    if tail.hasPrefix("lineBreakMode .") {
                        let name = tail.dropFirst("lineBreakMode .".count)
                        let end = name.firstIndex(of: " ") ?? tail.endIndex
                        tail = tail[end...].trimmingCharacters(in: .whitespaces)
                    }
                    if tail.hasPrefix("runs ["), let end = Self.endOfRuns(tail) {
                        tail = tail[end...].trimmingCharacters(in: .whitespaces)
                    }
                    var reuseId: String?
                    if tail.count >= 2, tail.hasPrefix("\""), tail.hasSuffix("\"") {
                        reuseId = String(tail.dropFirst().dropLast())
                    } else if !tail.isEmpty {
                        return nil
                    }
                    self.depth = depth
                    self.typeName = String(rest[..<open.lowerBound])
                    self.frame = CGRect(x: x, y: y, width: width, height: height)
                    self.reuseId = reuseId
                    self.numbers = afterOpen..<close
                    return
                }
            }
            searchStart = afterOpen
        }
        return nil
    }

    /// The index after the `]` that closes the runs list `tail` starts with (`runs [`), skipping
    /// brackets inside the runs' quoted texts and families; `nil` when it is not closed.
    static func endOfRuns(_ tail: String) -> String.Index? {
        var inQuotes = false
        var escaped = false
        var index = tail.index(tail.startIndex, offsetBy: "runs [".count)
        while index < tail.endIndex {
            let character = tail[index]
            if escaped {
                escaped = false
            } else if inQuotes {
                if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "]" {
                return tail.index(after: index)
            }
            index = tail.index(after: index)
        }
        return nil
    }

    /// `line` with the four numbers of its frame written as
    /// ``/ValueLayout/LayoutArrangement/snapshotText`` writes them at `scale` (`nil` for none), and
    /// everything else as it was; a line that is not a tree line is returned unchanged.
    ///
    /// With a scale, a number off the pixel grid (by more than floating-point noise), which no tree
    /// snapped at that scale has, keeps its text: rounding it to a pixel could make a file recorded
    /// at another scale match.
    static func rewritingNumbers(of line: String, scale: CGFloat?) -> String {
        guard let parsed = SnapshotLine(line) else { return line }
        let frame = parsed.frame
        let texts = line[parsed.numbers].split(separator: ",")
        var numbers = ""
        for (position, value) in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].enumerated() {
            if position > 0 { numbers += ", " }
            if let scale {
                let pixels = value * scale
                // A millionth of a pixel, and the rounding noise of large coordinates.
                guard abs(pixels - pixels.rounded()) <= 1e-6 + abs(pixels) * 1e-15 else {
                    numbers += texts[position].trimmingCharacters(in: .whitespaces)
                    continue
                }
            }
            SnapshotNumber.append(value, scale: scale, to: &numbers)
        }
        return line.replacingCharacters(in: parsed.numbers, with: numbers)
    }
}
