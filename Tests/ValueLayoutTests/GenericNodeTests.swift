import Foundation
import Testing

@testable import ValueLayout

/// A kind whose node class is the engine's generic node itself, with no overrides of its own:
/// its passes run through the generic node's, compiled once for every kind, and give the frames
/// the kind computes (slower, never a trap).
@Suite("A kind without its own node class")
struct GenericNodeTests {
    /// Places its children side by side, each at its measured size, `spacing` points apart.
    struct Row: _BuiltInLayout {
        struct Algorithm: LayoutAlgorithm {
            var spacing: CGFloat
            typealias Node = BuiltInNode<Algorithm>

            static func layout(of node: BuiltInNode<Algorithm>) -> Row { Row(node: node) }

            func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren)
                -> CGSize
            {
                var width: CGFloat = 0
                var height: CGFloat = 0
                for index in 0..<children.sublayoutCount {
                    let remaining = max(0, maxSize.width - width - (index > 0 ? spacing : 0))
                    let size = children.measure(index, within: CGSize(width: remaining, height: maxSize.height))
                    width += size.width + (index > 0 ? spacing : 0)
                    height = max(height, size.height)
                }
                return CGSize(width: min(width, maxSize.width), height: height)
            }

            func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
                var x: CGFloat = 0
                for child in children {
                    let size = children.size(of: child)
                    children.place(child, in: CGRect(x: x, y: 0, width: size.width, height: size.height))
                    x += size.width + spacing
                }
            }
        }

        let node: BuiltInNode<Algorithm>

        init(node: BuiltInNode<Algorithm>) {
            self.node = node
        }

        init(spacing: CGFloat, _ sublayouts: [any Layout]) {
            node = Algorithm.makeNode(
                Algorithm(spacing: spacing), alignment: .topLeading, flexibility: .flexible, viewReuseId: nil,
                view: nil, sublayouts: sublayouts)
        }

        var _layoutNode: _LayoutNode { node }
    }

    @Test("Its node is of the generic class, not a subclass")
    func nodeClass() {
        let row = Row(spacing: 4, [SizeLayout(width: 10, height: 10)])
        #expect(type(of: row.node) == BuiltInNode<Row.Algorithm>.self)
    }

    @Test("It measures and arranges its children as its algorithm says")
    func frames() {
        let row = Row(
            spacing: 4,
            [
                SizeLayout(width: 10, height: 20),
                InsetLayout(inset: 2, sublayout: SizeLayout(width: 6, height: 6)),
            ])
        let arrangement = row.arrangement(width: 100)
        #expect(arrangement.frame == CGRect(x: 0, y: 0, width: 24, height: 20))
        #expect(
            arrangement.sublayouts.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 14, y: 0, width: 10, height: 10),
            ])
        #expect(arrangement.sublayouts[1].sublayouts[0].frame == CGRect(x: 2, y: 2, width: 6, height: 6))
    }

    @Test("Inside a kind with its own node class, and as the parent of one, it gives the same frames")
    func nested() {
        let inner = Row(spacing: 1, [SizeLayout(width: 5, height: 5), SizeLayout(width: 5, height: 8)])
        let tree = StackLayout(axis: .vertical, spacing: 2, sublayouts: [inner, SizeLayout(width: 30, height: 3)])
        let arrangement = tree.arrangement(width: 50)
        #expect(arrangement.sublayouts[0].frame == CGRect(x: 0, y: 0, width: 11, height: 8))
        #expect(
            arrangement.sublayouts[0].sublayouts.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 6, y: 0, width: 5, height: 8),
            ])
        // The size layout is centred in the stack's width (its default alignment), the row is not.
        #expect(arrangement.sublayouts[1].frame == CGRect(x: 10, y: 10, width: 30, height: 3))
    }
}
