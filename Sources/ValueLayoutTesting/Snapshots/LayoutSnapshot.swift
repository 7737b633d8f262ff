import Foundation
import ValueLayout

/// The text a snapshot assertion compares: one or more arrangement trees in their canonical text
/// form (``/ValueLayout/LayoutArrangement/snapshotText``), each under a heading naming its width
/// and direction when the snapshot holds more than one.
///
/// A snapshot of one tree is exactly that tree's text. A snapshot of several widths or both
/// directions puts each tree under a heading line, widths in the order given and, for each width,
/// left to right before right to left:
///
/// ```
/// --- width 320, left to right
/// InsetLayout (0, 0, 320, 77) "card"
/// …
///
/// --- width 320, right to left
/// InsetLayout (0, 0, 320, 77) "card"
/// …
/// ```
public struct LayoutSnapshot: Sendable, Hashable {
    /// One arrangement tree of a snapshot.
    ///
    /// Two sections are equal when their headings and texts are.
    public struct Section: Sendable, Hashable {
        /// The heading that names the tree's width and direction (without the leading `--- `),
        /// or `nil` when the snapshot holds one tree.
        public var heading: String?
        /// The tree's canonical text, one line per node, ending with a newline.
        public var text: String
        /// The arrangement the text was written from, when the section was made from one: its pixel
        /// scale reads the numbers of an older file, and its labels give the pictures of a failure
        /// their text.
        var arrangement: LayoutArrangement?

        /// A section with the given heading and tree text.
        public init(heading: String?, text: String) {
            self.heading = heading
            self.text = text
        }

        /// A section of `arrangement`'s text.
        init(heading: String?, arrangement: LayoutArrangement) {
            self.heading = heading
            self.text = arrangement.snapshotText
            self.arrangement = arrangement
        }

        /// Whether the two sections have the same heading and text.
        public static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.heading == rhs.heading && lhs.text == rhs.text
        }

        /// Hashes the heading and the text.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(heading)
            hasher.combine(text)
        }

        /// The arrangement, if the section still holds its text (``text`` is public and mutable).
        var currentArrangement: LayoutArrangement? {
            guard let arrangement, arrangement.snapshotText == text else { return nil }
            return arrangement
        }
    }

    /// The trees, in file order.
    public var sections: [Section]

    /// What a heading line starts with. No tree line can: a line of a tree starts with a space or
    /// a type name.
    static let headingPrefix = "--- "

    /// A snapshot of the given trees.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// A snapshot of one arrangement: its ``/ValueLayout/LayoutArrangement/snapshotText``.
    ///
    /// - Complexity: O(n) in the number of nodes.
    public init(of arrangement: LayoutArrangement) {
        self.sections = [Section(heading: nil, arrangement: arrangement)]
    }

    /// A snapshot of `layout` laid out at each of `widths` in each of `directions`.
    ///
    /// - Parameters:
    ///   - layout: The layout to lay out.
    ///   - widths: The widths to lay out in, in points, in file order; `nil` lays the layout out at
    ///     the width it needs. An empty array means one width, `nil`.
    ///   - height: The height to lay out in, in points, or `nil` for the height the layout needs.
    ///   - context: The text measurer and pixel scale (and the direction, unless `directions` is
    ///     given).
    ///   - directions: The directions to lay out in, or `nil` for the context's direction alone.
    /// - Complexity: One layout pass per width and direction.
    public init(
        of layout: some Layout, widths: [CGFloat?], height: CGFloat? = nil, context: LayoutContext = .default,
        directions: SnapshotDirections? = nil
    ) {
        let widths = widths.isEmpty ? [nil] : widths
        let directions = directions?.ordered ?? [context.direction]
        var sections: [Section] = []
        for width in widths {
            for direction in directions {
                var context = context
                context.direction = direction
                let arrangement = layout.arrangement(width: width, height: height, context: context)
                var heading: [String] = []
                if widths.count > 1 { heading.append(width.map { "width \(Self.number($0))" } ?? "natural width") }
                if directions.count > 1 {
                    heading.append(direction == .leftToRight ? "left to right" : "right to left")
                }
                sections.append(
                    Section(heading: heading.isEmpty ? nil : heading.joined(separator: ", "), arrangement: arrangement))
            }
        }
        self.sections = sections
    }

    /// Reads a snapshot file's text: its heading lines start a section each; blank lines between
    /// sections are not part of any tree. Text without headings is one section.
    ///
    /// - Complexity: O(n) in the length of the text.
    public init(fileText: String) {
        var sections: [Section] = []
        var heading: String?
        var lines: [Substring] = []
        var sawHeading = false
        func close() {
            while let last = lines.last, last.isEmpty { lines.removeLast() }
            if sawHeading || !lines.isEmpty {
                sections.append(Section(heading: heading, text: lines.map { $0 + "\n" }.joined()))
            }
        }
        var body = Substring(fileText)
        if body.hasSuffix("\n") { body = body.dropLast() }
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.headingPrefix) {
                if sawHeading || !lines.isEmpty { close() }
                heading = String(line.dropFirst(Self.headingPrefix.count))
                lines = []
                sawHeading = true
            } else {
                lines.append(line)
            }
        }
        close()
        self.sections = sections
    }

    /// The heading a line of a snapshot file's text starts a tree with (`width 375, right to left`
    /// for `--- width 375, right to left`), or `nil` for a tree line or a blank line: the
    /// `sectionLabel` with which a ``SnapshotDiff`` of two files names each hunk's tree.
    public static func sectionLabel(ofLine line: String) -> String? {
        line.hasPrefix(headingPrefix) ? String(line.dropFirst(headingPrefix.count)) : nil
    }

    /// The text of the snapshot's file: the trees, each under its heading line if it has one,
    /// separated by blank lines.
    public var fileText: String {
        sections.map { section in
            (section.heading.map { Self.headingPrefix + $0 + "\n" } ?? "") + section.text
        }.joined(separator: "\n")
    }

    /// `fileText` (a snapshot file's text) with the numbers of its tree lines written as
    /// ``/ValueLayout/LayoutArrangement/snapshotText`` writes them today, each section's at the
    /// pixel scale of this snapshot's section with the same heading (or of its first section), and
    /// every other character as it was: the form a file recorded before numbers were shortened
    /// would have if it were recorded now. The text of a file recorded now is unchanged.
    ///
    /// - Complexity: O(n) in the length of the text.
    func rewritingNumbers(of fileText: String) -> String {
        var scales: [String?: CGFloat?] = [:]
        for section in sections where scales[section.heading] == nil {
            scales[section.heading] = section.arrangement.map { $0.context.scale }
        }
        let firstScale = sections.first?.arrangement?.context.scale
        var scale = scales[nil] ?? firstScale
        var lines: [String] = []
        for line in fileText.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.headingPrefix) {
                scale = scales[String(line.dropFirst(Self.headingPrefix.count))] ?? firstScale
                lines.append(String(line))
            } else {
                lines.append(SnapshotLine.rewritingNumbers(of: String(line), scale: scale))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A width as snapshots write it: `375`, `320.5`.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
    }
}
