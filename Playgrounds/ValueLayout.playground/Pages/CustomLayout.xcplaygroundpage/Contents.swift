//: [Previous](@previous) | [Next](@next)
//:
//: # A custom layout
//:
//: When the built-in layouts cannot say what you mean, conform a value to `CustomLayout`. It
//: lists its children in `sublayouts`, and implements two methods: `measure(within:children:)`
//: measures the children it needs and returns its own size, and `place(children:in:)` places the
//: children in its bounds. Think left to right, in points: the engine mirrors the finished tree
//: for right-to-left and snaps it to pixels for you.
//:
//: Text is measured by a `FixedAdvanceTextMeasurer` (7 points a character, 17 points a line), so
//: the frames are the same on every platform.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)
let rightToLeft = LayoutContext(textMeasurer: measurer, direction: .rightToLeft)

//: ## A flow of tags
//:
//: A stack never wraps. This layout puts its children side by side and starts a new line when the
//: next child would not fit. Measuring and placing share one function, so they agree on where
//: the lines break.
struct FlowLayout: CustomLayout {
    var spacing: CGFloat
    var lineSpacing: CGFloat
    var sublayouts: [any Layout]

    /// Where children of these sizes go, left to right, in lines no wider than `width`.
    func frames(for sizes: [CGSize], width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var lineHeight: CGFloat = 0
        for size in sizes {
            if origin.x > 0 && origin.x + size.width > width {
                origin = CGPoint(x: 0, y: origin.y + lineHeight + lineSpacing)
                lineHeight = 0
            }
            frames.append(CGRect(origin: origin, size: size))
            origin.x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return frames
    }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let sizes = children.map { $0.measure(within: CGSize(width: maxSize.width, height: .infinity)) }
        let frames = frames(for: sizes, width: maxSize.width)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func place(children: LayoutChildren, in bounds: CGRect) {
        let sizes = children.map { $0.measuredSize ?? .zero }
        for (child, frame) in zip(children, frames(for: sizes, width: bounds.width)) {
            child.place(in: frame)
        }
    }
}

func tag(_ name: String) -> InsetLayout {
    InsetLayout(
        insets: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8), viewReuseId: name,
        sublayout: LabelLayout(text: name))
}

let tags = FlowLayout(
    spacing: 6, lineSpacing: 6, sublayouts: ["swift", "layout", "linux", "values", "rtl"].map(tag))

//: Each tag is its name plus 16 points of insets. In 160 points, two tags fit on the first line
//: and the other three on the second.
print("Tags in 160 points:")
print(tags.arrangement(width: 160, context: context).snapshotText)

//: In right-to-left the same lines run from the right edge: the layout placed them left to right,
//: and the engine mirrored them.
print("The same tags, right to left:")
print(tags.arrangement(width: 160, context: rightToLeft).snapshotText)

//: ## A fixed aspect ratio
//:
//: A thumbnail as wide as it is offered, with its height set by an aspect ratio. It measures its
//: one child within its own size; the default `place` then places each measured child in the
//: whole bounds. Custom layouts compose with the built-in ones like any other layout.
struct AspectRatioLayout: CustomLayout {
    /// Width divided by height.
    var ratio: CGFloat
    var content: any Layout
    var sublayouts: [any Layout] { [content] }

    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        var size = CGSize(width: maxSize.width, height: maxSize.width / ratio)
        if size.height > maxSize.height {
            size = CGSize(width: maxSize.height * ratio, height: maxSize.height)
        }
        children[0].measure(within: size)
        return size
    }
}

let photo = StackLayout(
    axis: .vertical, spacing: 8,
    sublayouts: [
        AspectRatioLayout(ratio: 16 / 9, content: SizeLayout(viewReuseId: "image")),
        LabelLayout(text: "Sunset over the harbour", viewReuseId: "caption"),
    ])

print("A 16:9 photo with a caption, 320 points wide:")
print(photo.arrangement(width: 320, context: context).snapshotText)
