import Foundation

/// Where the reuse-identifier tags of a picture go (``SVGRenderer`` and ``InspectorPage``), so
/// that no two overlap: each inside its layout's frame, in the first place that is free.
///
/// A tag is a line of monospaced text `fontSize` units tall, in a box of ``lineHeight``; every
/// character takes ``advance`` (the text is drawn stretched to exactly that width, so the box
/// holds it whatever the viewer's font). The places tried, in order, are the rows of the frame
/// from the top, a tag's height apart, at most ``maximumRows`` of them, each at the frame's
/// leading edge and then at its trailing edge (left and right), ``padding`` inside the frame. A
/// tag goes in the first place where it lies inside the frame and overlaps no tag placed before
/// it; an identifier wider than the frame is cut, ending with an ellipsis, and one longer than
/// ``maximumCharacters`` too. A tag that finds no place (a frame shorter than a line, narrower
/// than two characters, or full) is not drawn: the box's tooltip still names the identifier.
///
/// Tags are placed in the order asked, which is pre-order: a parent's tag takes the top-left of
/// its frame, and a child that starts at the same corner takes the next free place.
///
/// - Complexity: O(1) per tag on average (placed tags are looked up in a grid of cells a few
///   tags wide).
struct ReuseIdTags {
    /// A tag as drawn.
    struct Tag: Equatable {
        /// The identifier, or its start and an ellipsis.
        var text: String
        /// The box the tag takes, in the picture's units.
        var box: CGRect
        /// The text's baseline: its `y`.
        var baseline: CGFloat
    }

    /// The height of the tags' text, in the picture's units.
    let fontSize: CGFloat
    /// The height of a tag's box: 1.3 × ``fontSize``, room for a monospaced font's ascender and
    /// descender.
    var lineHeight: CGFloat { fontSize * 1.3 }
    /// The width of each character: 0.6 × ``fontSize``, a monospaced font's advance.
    var advance: CGFloat { fontSize * 0.6 }
    /// The distance from a tag to its frame's edges.
    var padding: CGFloat { fontSize * 0.2 }
    /// The baseline's distance below the top of a tag's box.
    var baselineOffset: CGFloat { fontSize }
    /// The most rows of a frame tried.
    static let maximumRows = 8
    /// The most characters a tag shows.
    static let maximumCharacters = 64

    /// The boxes of the tags placed so far, and where they are in a grid of square cells of
    /// ``cellSize``: the indices of the boxes that reach into each cell.
    private var placed: [CGRect] = []
    private var cells: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        let x: Int
        let y: Int
    }

    /// Tags of text `fontSize` units tall (a positive, finite size).
    init(fontSize: CGFloat) {
        self.fontSize = fontSize
    }

    private var cellSize: CGFloat { lineHeight * 8 }

    /// The tag of `id` in `frame`, placed where it fits and overlaps no tag placed before, or
    /// `nil` when it fits nowhere.
    mutating func place(_ id: String, in frame: CGRect) -> Tag? {
        let available = frame.width - 2 * padding
        guard available.isFinite, frame.height.isFinite, available >= 2 * advance else { return nil }
        let fitting = min(Int((available / advance).rounded(.down)), Self.maximumCharacters)
        let count = id.count
        let text = count <= fitting ? id : String(id.prefix(fitting - 1)) + "…"
        let width = CGFloat(min(count, fitting)) * advance
        for row in 0..<Self.maximumRows {
            let top = frame.minY + padding + CGFloat(row) * lineHeight
            guard top + lineHeight <= frame.maxY - padding else { break }
            let leading = frame.minX + padding
            let trailing = frame.maxX - padding - width
            for x in trailing > leading ? [leading, trailing] : [leading] {
                let box = CGRect(x: x, y: top, width: width, height: lineHeight)
                if isFree(box) {
                    add(box)
                    return Tag(text: text, box: box, baseline: top + baselineOffset)
                }
            }
        }
        return nil
    }

    /// The cells `box` reaches into.
    private func cells(of box: CGRect) -> [Cell] {
        let size = cellSize
        // Frames are at most LayoutLimits.maximumLength from the origin, far inside Int's range
        // for any cell a tag's font allows.
        func index(_ value: CGFloat) -> Int { Int(max(min(value / size, 1e15), -1e15).rounded(.down)) }
        var result: [Cell] = []
        for x in index(box.minX)...index(box.maxX) {
            for y in index(box.minY)...index(box.maxY) { result.append(Cell(x: x, y: y)) }
        }
        return result
    }

    /// Whether `box` overlaps no placed tag (touching is not overlapping).
    private func isFree(_ box: CGRect) -> Bool {
        for cell in cells(of: box) {
            for index in cells[cell] ?? [] {
                let other = placed[index]
                if box.minX < other.maxX, other.minX < box.maxX, box.minY < other.maxY, other.minY < box.maxY {
                    return false
                }
            }
        }
        return true
    }

    private mutating func add(_ box: CGRect) {
        placed.append(box)
        for cell in cells(of: box) { cells[cell, default: []].append(placed.count - 1) }
    }
}
