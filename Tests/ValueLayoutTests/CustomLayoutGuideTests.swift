import Foundation
import Testing
import ValueLayout

// The two examples of docs/custom-layouts.md, verbatim (a test below checks that the guide still
// shows exactly this code), and what the guide says they print.

/// Its content, with a badge in the top trailing corner; the badge never makes it larger.
struct Badged: CustomLayout {
    var content: any Layout
    var badge: any Layout
    var sublayouts: [any Layout] { [content, badge] }
    var flexibility: Flexibility { content.flexibility }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let size = children[0].measure(within: maxSize)
        children[1].measure(within: size)
        return size
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let content = children[0].place(in: bounds)
        let badge = children[1].measuredSize ?? .zero
        children[1].place(in: CGRect(origin: CGPoint(x: content.maxX - badge.width, y: content.minY), size: badge))
    }
}

/// Its children in rows of `columns` cells of equal width, `spacing` points apart; each row is as
/// tall as its tallest cell. It takes the whole width it is offered, which must be limited.
struct Grid: CustomLayout {
    var columns: Int
    var spacing: CGFloat
    var sublayouts: [any Layout]

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let cell = CGSize(width: (maxSize.width - spacing * CGFloat(columns - 1)) / CGFloat(columns), height: .infinity)
        let rows = stride(from: 0, to: children.count, by: columns).map { start in
            children[start..<min(start + columns, children.count)].map { $0.measure(within: cell).height }.max()!
        }
        return CGSize(width: maxSize.width, height: rows.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let width = (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var y: CGFloat = 0
        for start in stride(from: 0, to: children.count, by: columns) {
            let row = children[start..<min(start + columns, children.count)]
            let height = row.map { $0.measuredSize?.height ?? 0 }.max()!
            for child in row {
                let x = CGFloat(child.position - start) * (width + spacing)
                child.place(in: CGRect(x: x, y: y, width: width, height: height))
            }
            y += height + spacing
        }
    }
}

@Suite("Custom layouts guide")
struct CustomLayoutGuideTests {
    /// The Swift code blocks of docs/custom-layouts.md.
    static func guideCodeBlocks() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/custom-layouts.md"), encoding: .utf8)
        return guide.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test("The guide shows the layouts of this file, verbatim")
    func guideShowsThisCode() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = try Self.guideCodeBlocks()
        #expect(blocks.count == 4)
        for block in blocks where block.contains("CustomLayout {") {
            #expect(source.contains(block))
        }
    }

    /// The lines the guide shows as a block's output (its `// ` comments, without the marker).
    static func documentedOutput(ofBlockAt index: Int) throws -> [String] {
        try guideCodeBlocks()[index].split(separator: "\n").filter { $0.hasPrefix("// ") }.map {
            String($0.dropFirst(3))
        }
    }

    @Test("The badge sits in the top trailing corner, in both directions")
    func badge() throws {
        let avatar = Badged(
            content: SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
            badge: LabelLayout(text: "3", viewReuseId: "unread"))
        let leftToRight = avatar.arrangement(context: LayoutContext(scale: 2)).snapshotText
        let rightToLeft = avatar.arrangement(context: LayoutContext(direction: .rightToLeft)).snapshotText
        #expect(
            leftToRight == """
                Badged (0, 0, 48, 48)
                  SizeLayout (0, 0, 48, 48) "avatar"
                  LabelLayout (41, 0, 7, 17) "unread"

                """)
        #expect(
            rightToLeft == """
                Badged (0, 0, 48, 48)
                  SizeLayout (0, 0, 48, 48) "avatar"
                  LabelLayout (0, 0, 7, 17) "unread"

                """)
        let printed = (leftToRight + rightToLeft).split(separator: "\n").map(String.init)
        #expect(try Self.documentedOutput(ofBlockAt: 1) == printed)
    }

    @Test("Offered more width than its content, the badge stays at the content's corner")
    func badgeInAWiderSlot() {
        let avatar = Badged(
            content: SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
            badge: LabelLayout(text: "3", viewReuseId: "unread"))
        let arrangement = StackLayout(axis: .vertical, sublayouts: [avatar]).arrangement(width: 200)
        // The badged layout fills the column; the avatar is centred in it (76 = (200 − 48) / 2).
        #expect(arrangement[0].frame == rect(0, 0, 200, 48))
        #expect(arrangement[0].sublayoutFrames == [rect(76, 0, 48, 48), rect(117, 0, 7, 17)])
    }

    @Test("The grid makes rows of three equal cells, each row as tall as its tallest cell")
    func grid() throws {
        let tiles = Grid(
            columns: 3, spacing: 8,
            sublayouts: [40, 60, 40, 20, 30].map { SizeLayout(height: $0, alignment: .topFill) })
        let text = tiles.arrangement(width: 316).snapshotText
        #expect(
            text == """
                Grid (0, 0, 316, 98)
                  SizeLayout (0, 0, 100, 40)
                  SizeLayout (108, 0, 100, 60)
                  SizeLayout (216, 0, 100, 40)
                  SizeLayout (0, 68, 100, 20)
                  SizeLayout (108, 68, 100, 30)

                """)
        #expect(try Self.documentedOutput(ofBlockAt: 3) == text.split(separator: "\n").map(String.init))
    }
}
