import Foundation

/// The corner of a ``CornerLayout``'s child on which its corner element is centred.
public enum Corner: Sendable, Hashable, CaseIterable {
    /// The top corner on the leading side (the left one left to right).
    case topLeading
    /// The top corner on the trailing side.
    case topTrailing
    /// The bottom corner on the leading side.
    case bottomLeading
    /// The bottom corner on the trailing side.
    case bottomTrailing
}

/// A child with a corner element (a badge, a close button) centred on one of its corners
/// (Texture's `ASCornerLayoutSpec`).
///
/// **Measuring.** The child and the corner element are each measured within the maximum size. The
/// child's frame starts at the origin; the corner element's centre sits on the child's
/// ``corner``, moved by ``offset`` (x toward the trailing edge, y down). Without ``wrapsCorner``
/// the layout's size is the child's, and the corner element may stick out of it. With it, the size
/// is that of the union of both frames, at most the maximum, and both frames move so that the
/// union starts at the origin.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.fill`). The
/// child keeps its measured size at its measured position, cut at the far edges when the layout is
/// arranged in less room than it measured (a child never leaves its parent). The corner element
/// keeps its measured size and its place relative to the child's measured frame, even when that
/// lies outside the bounds: it is the one child any layout places outside its parent on purpose,
/// and the kind says so to the checks of arrangements and to the overflow diagnostic. Right to left,
/// the pass mirrors the finished tree, leading corners included. With a pixel scale, the pass
/// snaps the corner element's edges like every other edge.
///
/// **Defaults.** Offset zero, ``wrapsCorner`` false, alignment `.fill`, flexibility inherited
/// from the child.
///
/// **Bad input.** A NaN or infinite offset coordinate is replaced by 0, one beyond ±
/// ``LayoutLimits/maximumLength`` by that length, and each replacement is reported by
/// ``LayoutArrangement/diagnostics``; a negative offset is valid (up, or toward the leading edge).
///
/// - Complexity: O(1) besides the two sublayouts, in both passes.
public struct CornerLayout: _BuiltInLayout {
    /// A corner layout's corner, offset and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// The child's corner the corner element is centred on.
        var corner: Corner
        /// The corner element's displacement toward the trailing edge, in points.
        var offsetX: CGFloat
        /// The corner element's displacement down, in points.
        var offsetY: CGFloat
        /// Whether the layout's size takes in the corner element.
        var wrapsCorner: Bool

        static func layout(of node: BuiltInNode<Algorithm>) -> CornerLayout { CornerLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: BuiltInNode<Algorithm>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
                measureNode(in: pass, context: context, offer: offer)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        /// The corner element is placed outside the bounds on purpose.
        var childArrangement: ChildArrangement {
            ChildArrangement(
                sequenceAxis: nil, overlapsAlongSequence: false, overlappingSpacing: nil, childInsets: EdgeInsets(0),
                overflowingChildren: 1..<2)
        }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            let child = children.measure(0, within: maxSize)
            let element = children.measure(1, within: maxSize)
            guard wrapsCorner else { return child }
            let placed = frames(child: child, element: element)
            let union = placed.child.union(placed.element)
            return CGSize(
                width: min(union.width, maxSize.width, LayoutLimits.maximumLength),
                height: min(union.height, maxSize.height, LayoutLimits.maximumLength))
        }

        @inline(__always)
        func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
            var iterator = children.makeIterator()
            guard let child = iterator.next(), let element = iterator.next() else { return }
            let placed = frames(child: children.size(of: child), element: children.size(of: element))
            // The child never leaves the bounds; the corner element may, by design.
            let x = min(placed.child.minX, bounds.width)
            let y = min(placed.child.minY, bounds.height)
            children.place(
                child,
                in: CGRect(
                    x: x, y: y, width: min(placed.child.width, bounds.width - x),
                    height: min(placed.child.height, bounds.height - y)))
            children.place(element, in: placed.element)
        }

        /// The child's and the corner element's frames for their measured sizes: the element
        /// centred on the child's corner and moved by the offset, both moved so that their union
        /// starts at the origin when the layout wraps the corner.
        @inline(__always)
        func frames(child: CGSize, element: CGSize) -> (child: CGRect, element: CGRect) {
            let cornerX: CGFloat
            let cornerY: CGFloat
            switch corner {
            case .topLeading: (cornerX, cornerY) = (0, 0)
            case .topTrailing: (cornerX, cornerY) = (child.width, 0)
            case .bottomLeading: (cornerX, cornerY) = (0, child.height)
            case .bottomTrailing: (cornerX, cornerY) = (child.width, child.height)
            }
            var childFrame = CGRect(origin: .zero, size: child)
            var elementFrame = CGRect(
                x: cornerX + offsetX - element.width / 2, y: cornerY + offsetY - element.height / 2,
                width: element.width, height: element.height)
            if wrapsCorner {
                let shiftX = -min(0, elementFrame.minX)
                let shiftY = -min(0, elementFrame.minY)
                childFrame.origin = CGPoint(x: shiftX, y: shiftY)
                elementFrame.origin.x += shiftX
                elementFrame.origin.y += shiftY
            }
            return (childFrame, elementFrame)
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Centres `cornerLayout` on `corner` of `child`.
    ///
    /// - Parameters:
    ///   - corner: The child's corner the corner element is centred on; leading and trailing
    ///     follow the context's direction.
    ///   - offset: The corner element's displacement from that corner, in points: x toward the
    ///     trailing edge, y down. Zero by default.
    ///   - wrapsCorner: Whether the layout is as large as the union of the child and the corner
    ///     element (at most its maximum), instead of the child alone. `false` by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the child's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - child: The layout the corner element decorates, measured within this layout's maximum.
    ///   - cornerLayout: The corner element, measured within this layout's maximum.
    public init(
        corner: Corner, offset: CGPoint = .zero, wrapsCorner: Bool = false, alignment: Alignment = .fill,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil,
        child: any Layout, cornerLayout: any Layout
    ) {
        var cleaning = InputCleaning()
        let kind = Algorithm(
            corner: corner, offsetX: cleaning.spacing(offset.x, "offset.x"),
            offsetY: cleaning.spacing(offset.y, "offset.y"), wrapsCorner: wrapsCorner)
        node = Algorithm.makeNode(
            kind, alignment: alignment, flexibility: flexibility ?? child.flexibility, viewReuseId: viewReuseId,
            view: view, cleanedInputs: cleaning.cleaned, sublayouts: [child, cornerLayout])
    }

    /// The child's corner the corner element is centred on.
    public var corner: Corner { node.properties.corner }
    /// The corner element's displacement from the corner, cleaned: x toward the trailing edge, y
    /// down.
    public var offset: CGPoint { CGPoint(x: node.properties.offsetX, y: node.properties.offsetY) }
    /// Whether the layout's size takes in the corner element.
    public var wrapsCorner: Bool { node.properties.wrapsCorner }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The layout the corner element decorates.
    public var child: any Layout { node.sublayouts[0] }
    /// The corner element.
    public var cornerLayout: any Layout { node.sublayouts[1] }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension CornerLayout {
    /// Pins the layout `cornerLayout` builds to a corner of the layout `child` builds: the same
    /// value as the initialiser that takes them as values.
    ///
    /// ```swift
    /// CornerLayout(corner: .topTrailing) {
    ///     avatar
    /// } cornerLayout: {
    ///     badge
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - corner: The child's corner the corner element's centre sits on.
    ///   - offset: Moves the corner element, in points: x toward the trailing edge, y down.
    ///   - wrapsCorner: Whether the layout grows to hold the corner element too; `false` by default.
    ///   - alignment: Placement within the offered rectangle; `.fill` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the child's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - child: Builds the layout whose corner is used: one layout, or several that a vertical
    ///     stack holds (see ``LayoutBuilder``).
    ///   - cornerLayout: Builds the corner element, likewise.
    public init(
        corner: Corner, offset: CGPoint = .zero, wrapsCorner: Bool = false, alignment: Alignment = .fill,
        flexibility: Flexibility? = nil, viewReuseId: String? = nil, view: ViewDescription? = nil,
        @LayoutBuilder child: () -> any Layout, @LayoutBuilder cornerLayout: () -> any Layout
    ) {
        self.init(
            corner: corner, offset: offset, wrapsCorner: wrapsCorner, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view, child: child(), cornerLayout: cornerLayout())
    }
}
