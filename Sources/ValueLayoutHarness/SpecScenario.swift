import Foundation
import ValueLayout
import ValueLayoutTesting

/// A ``ValueLayoutTesting/LayoutScenario`` whose tree is a ``LayoutSpec``: plain data that the
/// property tests and the fuzz target generate (``TreeGenerator``), the property tests shrink, and that prints as the Swift code
/// that builds it.
///
/// The arguments (`origin`, `width`, `height`, `direction`, `scale`, `advance`, `lineHeight`) are
/// the layout scenario's own, read and written through it.
@dynamicMemberLookup
public struct SpecScenario: Sendable, CustomStringConvertible {
    /// The tree.
    public var layout: LayoutSpec
    /// The arguments; its tree is replaced by ``layout`` in ``scenario``.
    private var arguments: LayoutScenario

    /// A scenario laying out `layout` with the given arguments (the defaults of
    /// ``ValueLayoutTesting/LayoutScenario``).
    public init(
        layout: LayoutSpec, origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        direction: LayoutDirection = .leftToRight, scale: CGFloat? = nil, advance: CGFloat = 7,
        lineHeight: CGFloat = 17
    ) {
        self.layout = layout
        arguments = LayoutScenario(
            origin: origin, width: width, height: height, direction: direction, scale: scale, advance: advance,
            lineHeight: lineHeight, makeLayout: { layout.makeLayout() })
    }

    /// An argument of the scenario (`width`, `scale`, …).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LayoutScenario, Value>) -> Value {
        get { arguments[keyPath: keyPath] }
        set { arguments[keyPath: keyPath] = newValue }
    }

    /// The scenario the invariants check: the spec's tree, built afresh for each check.
    ///
    /// Its ``ValueLayoutTesting/LayoutScenario/layoutSource`` is left out (printing a tree
    /// thousands of levels deep takes longer than laying it out); ``description`` prints it.
    public var scenario: LayoutScenario {
        let layout = self.layout
        var scenario = arguments
        scenario.makeLayout = { layout.makeLayout() }
        return scenario
    }

    /// The Swift code that builds the tree and lays it out as this scenario does.
    public var description: String {
        var scenario = self.scenario
        scenario.layoutSource = "let layout = \(layout.swiftSource)"
        return scenario.description
    }
}
