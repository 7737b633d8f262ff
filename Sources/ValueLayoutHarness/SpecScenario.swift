import Foundation
import ValueLayout
import ValueLayoutTesting

/// A ``ValueLayoutTesting/LayoutScenario`` whose tree is a ``LayoutSpec``: plain data that the
/// property tests generate and shrink, the fuzz decoder decodes, and that prints as the Swift code
/// that builds it.
public struct SpecScenario: Sendable, CustomStringConvertible {
    /// The tree.
    public var layout: LayoutSpec
    /// The `origin` argument.
    public var origin: CGPoint
    /// The `width` argument (`nil`: the width the layout needs).
    public var width: CGFloat?
    /// The `height` argument (`nil`: the height the layout needs).
    public var height: CGFloat?
    /// The context's direction.
    public var direction: LayoutDirection
    /// The context's `scale` argument, as given (the context cleans it).
    public var scale: CGFloat?
    /// The text measurer's advance per character, in points, as given.
    public var advance: CGFloat
    /// The text measurer's line height, in points, as given.
    public var lineHeight: CGFloat

    /// A scenario laying out `layout` with the given arguments (the defaults of
    /// ``ValueLayoutTesting/LayoutScenario``).
    public init(
        layout: LayoutSpec, origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        direction: LayoutDirection = .leftToRight, scale: CGFloat? = nil, advance: CGFloat = 7,
        lineHeight: CGFloat = 17
    ) {
        self.layout = layout
        self.origin = origin
        self.width = width
        self.height = height
        self.direction = direction
        self.scale = scale
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// The scenario the invariants check: the spec's tree, built afresh for each check.
    public var scenario: LayoutScenario {
        let layout = self.layout
        return LayoutScenario(
            origin: origin, width: width, height: height, direction: direction, scale: scale, advance: advance,
            lineHeight: lineHeight, layoutSource: "let layout = \(layout.swiftSource)",
            makeLayout: { layout.makeLayout() })
    }

    /// The Swift code that builds the tree and lays it out as this scenario does.
    public var description: String { scenario.description }
}
