import Foundation
import ValueLayout

// The custom layouts of docs/custom-layouts.md, for tests beyond the guide's own examples (which
// the doc-example tests compile and run from the guide itself).

/// The badge of docs/custom-layouts.md: its content, with a badge in the top trailing corner.
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
