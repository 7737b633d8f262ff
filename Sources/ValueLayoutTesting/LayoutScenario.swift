import Foundation
import ValueLayout

/// One layout problem: a tree, the arguments of
/// ``/ValueLayout/Layout/arrangement(origin:width:height:context:)``, and the context: what
/// ``LayoutInvariants`` checks.
///
/// Every number is kept exactly as given (NaN, infinite, negative and enormous values included),
/// so a scenario describes hostile input as faithfully as ordinary input; the library cleans the
/// numbers as its bad-input policy says. The text measurer is a
/// ``/ValueLayout/FixedAdvanceTextMeasurer`` with the scenario's ``advance`` and ``lineHeight``
/// unless another one is given (``init(origin:width:height:direction:scale:textMeasurer:layoutSource:makeLayout:)``,
/// or by setting ``textMeasurer``): every pass of the scenario, and every check
/// ``LayoutInvariants`` makes on it, measures text with it.
///
/// ``description`` prints it as Swift code that reproduces it (with ``layoutSource`` for the tree,
/// when given).
///
/// ```swift
/// let scenario = LayoutScenario(width: 320) {
///     StackLayout(axis: .vertical, spacing: 4, sublayouts: [
///         LabelLayout(text: "Title"),
///         LabelLayout(text: "A longer body text that wraps onto a second line"),
///     ])
/// }
/// #expect(LayoutInvariants.violations(in: scenario).isEmpty)
/// ```
public struct LayoutScenario: Sendable, CustomStringConvertible {
    /// Builds the tree. A check builds it once, or twice where it compares two builds (equal
    /// builds must give equal values).
    public var makeLayout: @Sendable () -> any Layout
    /// Swift code that builds the tree into `layout` (`let layout = …`), for ``description``;
    /// `nil` when unknown.
    public var layoutSource: String?
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
    /// The fixed-advance text measurer's advance per character, in points, as given (unused when
    /// another measurer was given).
    public var advance: CGFloat
    /// The fixed-advance text measurer's line height, in points, as given (unused when another
    /// measurer was given).
    public var lineHeight: CGFloat
    /// The measurer given instead of the fixed-advance one, if any.
    private var givenTextMeasurer: (any TextMeasurer)?

    /// A scenario laying out the tree `makeLayout` builds with the given arguments; by default at
    /// the origin, at the size the layout needs, left to right, unsnapped, with the default text
    /// metrics (7 and 17).
    public init(
        origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        direction: LayoutDirection = .leftToRight, scale: CGFloat? = nil, advance: CGFloat = 7,
        lineHeight: CGFloat = 17, layoutSource: String? = nil, makeLayout: @escaping @Sendable () -> any Layout
    ) {
        self.makeLayout = makeLayout
        self.layoutSource = layoutSource
        self.origin = origin
        self.width = width
        self.height = height
        self.direction = direction
        self.scale = scale
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// A scenario laying out the tree `makeLayout` builds with the given arguments, measuring text
    /// with `textMeasurer` (a font measurer, a counting measurer, your own); by default at the
    /// origin, at the size the layout needs, left to right, unsnapped.
    ///
    /// ``advance`` and ``lineHeight`` keep their defaults (7 and 17) and are not used.
    public init(
        origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        direction: LayoutDirection = .leftToRight, scale: CGFloat? = nil, textMeasurer: any TextMeasurer,
        layoutSource: String? = nil, makeLayout: @escaping @Sendable () -> any Layout
    ) {
        self.init(
            origin: origin, width: width, height: height, direction: direction, scale: scale,
            layoutSource: layoutSource, makeLayout: makeLayout)
        self.givenTextMeasurer = textMeasurer
    }

    /// The scenario's text measurer: the one given, or else a
    /// ``/ValueLayout/FixedAdvanceTextMeasurer`` with ``advance`` and ``lineHeight``. Setting it
    /// replaces the fixed-advance measurer.
    public var textMeasurer: any TextMeasurer {
        get { givenTextMeasurer ?? FixedAdvanceTextMeasurer(advance: advance, lineHeight: lineHeight) }
        set { givenTextMeasurer = newValue }
    }

    /// The scenario's context.
    public var context: LayoutContext {
        LayoutContext(textMeasurer: textMeasurer, direction: direction, scale: scale)
    }

    /// Lays out `layout` (built with ``makeLayout`` by the caller, or built here) as the scenario
    /// says, with `context` instead of the scenario's own if given.
    public func arrangement(of layout: (any Layout)? = nil, context: LayoutContext? = nil) -> LayoutArrangement {
        (layout ?? makeLayout()).arrangement(
            origin: origin, width: width, height: height, context: context ?? self.context)
    }

    /// The size the root is measured within: `width` × `height`, a missing side unlimited (before
    /// the library cleans it).
    public var maxSize: CGSize {
        CGSize(width: width ?? .infinity, height: height ?? .infinity)
    }

    /// The Swift code that builds the tree and lays it out as this scenario does.
    public var description: String {
        // The measurer is always named: the default measurer differs between platforms.
        var context: [String] = []
        var measurerSource: String?
        if let givenTextMeasurer {
            measurerSource = "let textMeasurer = /* the scenario's \(type(of: givenTextMeasurer)) */"
            context.append("textMeasurer: textMeasurer")
        } else if advance != 7 || lineHeight != 17 {
            context.append(
                "textMeasurer: FixedAdvanceTextMeasurer(advance: \(SwiftLiteral.number(advance)), "
                    + "lineHeight: \(SwiftLiteral.number(lineHeight)))")
        } else {
            context.append("textMeasurer: FixedAdvanceTextMeasurer()")
        }
        if direction != .leftToRight { context.append("direction: .\(direction)") }
        if let scale { context.append("scale: \(SwiftLiteral.number(scale))") }
        var arguments: [String] = []
        if origin != .zero {
            arguments.append(
                "origin: CGPoint(x: \(SwiftLiteral.number(origin.x)), y: \(SwiftLiteral.number(origin.y)))")
        }
        if let width { arguments.append("width: \(SwiftLiteral.number(width))") }
        if let height { arguments.append("height: \(SwiftLiteral.number(height))") }
        arguments.append("context: LayoutContext(\(context.joined(separator: ", ")))")
        let tree = layoutSource ?? "let layout = /* the scenario's tree */"
        let setup = measurerSource.map { "\($0)\n\(tree)" } ?? tree
        return "\(setup)\nlet arrangement = layout.arrangement(\(arguments.joined(separator: ", ")))"
    }
}
