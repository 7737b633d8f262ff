/// A line-by-line difference between two texts, written as a unified diff: only the changed lines,
/// with a few unchanged lines of context around each change.
///
/// ```
/// @@ -3,3 +3,3 @@
///      SizeLayout (0, 2.5, 48, 48) "avatar"
/// -    StackLayout (60, 0, 228, 53)
/// +    StackLayout (60, 0, 230, 53)
///        LabelLayout (0, 0, 84, 17) "name"
/// ```
///
/// Lines starting with `-` are only in the old text, lines starting with `+` only in the new one,
/// and lines starting with a space are in both. Each hunk starts with
/// `@@ -oldStart,oldCount +newStart,newCount @@`, lines numbered from 1, followed by its
/// ``Hunk/label`` when it has one: the heading of the part of the text its first change is in,
/// such as the width and direction of a snapshot's tree (`@@ -3,3 +3,3 @@ width 375, right to left`).
public struct SnapshotDiff: Sendable, Hashable {
    /// One line of the diff.
    public enum Line: Sendable, Hashable {
        /// A line in both texts, shown for context.
        case unchanged(String)
        /// A line only in the old text.
        case removed(String)
        /// A line only in the new text.
        case inserted(String)
    }

    /// A run of changes with its context.
    public struct Hunk: Sendable, Hashable {
        /// The first old line the hunk shows (from 1).
        public var oldStart: Int
        /// How many old lines the hunk shows.
        public var oldCount: Int
        /// The first new line the hunk shows (from 1).
        public var newStart: Int
        /// How many new lines the hunk shows.
        public var newCount: Int
        /// The hunk's lines, in order.
        public var lines: [Line]
        /// The heading of the part of the text the hunk's first change is in (the last line at or
        /// before that change, on its own side, that the diff's `sectionLabel` names), or `nil`.
        public var label: String?
    }

    /// The hunks, in order; empty when the texts have the same lines.
    public let hunks: [Hunk]

    /// The longest middle part (old lines × new lines, after the common first and last lines are
    /// set aside) that is matched line by line. A larger one is shown as all removed and all
    /// inserted, which keeps the diff's cost bounded for huge trees.
    public static let maximumMatchedArea = 4_000_000

    /// The difference between `old` and `new`, with `contextLines` unchanged lines around each
    /// change (hunks closer than twice that are merged).
    ///
    /// - Parameters:
    ///   - old: The old text.
    ///   - new: The new text.
    ///   - contextLines: How many unchanged lines to show before and after each change.
    ///   - sectionLabel: For texts made of sections, the label of a line that starts one (`nil` for
    ///     every other line). Each hunk is labelled with the section its first change is in: the
    ///     last line at or before that change, in the text the change is from, that has a label.
    ///     ``LayoutSnapshot/sectionLabel(ofLine:)`` names the trees of a snapshot file.
    /// - Complexity: O(n) for the common first and last lines and for the labels, plus O(m₁ × m₂)
    ///   time and space for the m₁ old and m₂ new lines between them, up to ``maximumMatchedArea``.
    public init(
        old: String, new: String, contextLines: Int = 3, sectionLabel: (String) -> String? = { _ in nil }
    ) {
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        let script = Self.editScript(oldLines, newLines)
        self.hunks = Self.hunks(
            of: script, contextLines: min(max(0, contextLines), script.count), sectionLabel: sectionLabel)
    }

    /// The diff as text, one line per diff line, each ending with a newline.
    public var text: String {
        var text = ""
        for hunk in hunks {
            text += "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@"
            text += (hunk.label.map { " " + $0 } ?? "") + "\n"
            for line in hunk.lines {
                switch line {
                case .unchanged(let content): text += " " + content + "\n"
                case .removed(let content): text += "-" + content + "\n"
                case .inserted(let content): text += "+" + content + "\n"
                }
            }
        }
        return text
    }

    static func lines(of text: String) -> [String] {
        var body = Substring(text)
        if body.hasSuffix("\n") { body = body.dropLast() }
        if body.isEmpty { return [] }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The whole edit script: every line of both texts, in order, as unchanged, removed or inserted.
    static func editScript(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        var script = old[..<prefix].map(Line.unchanged)
        if oldMiddle.count * newMiddle.count <= maximumMatchedArea {
            script += longestCommonSubsequenceScript(Array(oldMiddle), Array(newMiddle))
        } else {
            script += oldMiddle.map(Line.removed) + newMiddle.map(Line.inserted)
        }
        script += old[(old.count - suffix)...].map(Line.unchanged)
        return script
    }

    /// The edit script that keeps a longest common subsequence of lines; at each change, removals
    /// come before insertions.
    private static func longestCommonSubsequenceScript(_ old: [String], _ new: [String]) -> [Line] {
        let columns = new.count + 1
        // lengths[i * columns + j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var script: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                script.append(.unchanged(old[i]))
                i += 1
                j += 1
            } else if j == new.count
                || (i < old.count && lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1])
            {
                script.append(.removed(old[i]))
                i += 1
            } else {
                script.append(.inserted(new[j]))
                j += 1
            }
        }
        return script
    }

    /// Groups the changes of `script` into hunks with `contextLines` of context, each labelled
    /// with the section its first change is in.
    static func hunks(
        of script: [Line], contextLines: Int, sectionLabel: (String) -> String? = { _ in nil }
    ) -> [Hunk] {
        let changed = script.indices.filter {
            if case .unchanged = script[$0] { return false }
            return true
        }
        guard !changed.isEmpty else { return [] }
        // The section each changed line is in, on its own side.
        var sections: [Int: String] = [:]
        var oldSection: String?
        var newSection: String?
        for (position, line) in script.enumerated() {
            switch line {
            case .unchanged(let content):
                if let label = sectionLabel(content) {
                    oldSection = label
                    newSection = label
                }
            case .removed(let content):
                oldSection = sectionLabel(content) ?? oldSection
                sections[position] = oldSection
            case .inserted(let content):
                newSection = sectionLabel(content) ?? newSection
                sections[position] = newSection
            }
        }
        // Ranges of script positions to show, merged when their context touches.
        var ranges: [Range<Int>] = []
        for position in changed {
            let range = max(0, position - contextLines)..<min(script.count, position + contextLines + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        // Line numbers before each script position.
        var oldLine = 0
        var newLine = 0
        var hunks: [Hunk] = []
        var position = 0
        for range in ranges {
            while position < range.lowerBound {
                advance(script[position], &oldLine, &newLine)
                position += 1
            }
            let lines = Array(script[range])
            let oldCount = lines.count { if case .inserted = $0 { false } else { true } }
            let newCount = lines.count { if case .removed = $0 { false } else { true } }
            let firstChange = range.first { !isUnchanged(script[$0]) }
            hunks.append(
                Hunk(
                    oldStart: oldCount == 0 ? oldLine : oldLine + 1, oldCount: oldCount,
                    newStart: newCount == 0 ? newLine : newLine + 1, newCount: newCount, lines: lines,
                    label: firstChange.flatMap { sections[$0] }))
        }
        return hunks
    }

    private static func isUnchanged(_ line: Line) -> Bool {
        if case .unchanged = line { return true }
        return false
    }

    private static func advance(_ line: Line, _ oldLine: inout Int, _ newLine: inout Int) {
        switch line {
        case .unchanged:
            oldLine += 1
            newLine += 1
        case .removed: oldLine += 1
        case .inserted: newLine += 1
        }
    }
}
