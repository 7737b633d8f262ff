import Foundation
import ValueLayout
import ValueLayoutTesting

/// A bug of ValueLayout that the invariant checks found, that has been reported and is not yet
/// fixed: the invariants it breaks and a test that recognises the scenarios it explains.
///
/// The property tests record violations explained by a known bug as *known issues* (visible in the
/// test output, not failures), and the fuzz target skips them so it can look for new bugs. When the
/// library is fixed, delete the bug's entry in ``KnownLibraryBug/all``: its
/// violations then fail again if the fix is incomplete.
public struct KnownLibraryBug: Sendable, CustomStringConvertible {
    /// A short name.
    public let name: String
    /// What goes wrong, and the proposed fix.
    public let summary: String
    /// The invariants it breaks.
    public let invariants: Set<LayoutInvariant>
    /// Whether the bug explains the violations of `invariant` in the scenario; it finds the nodes
    /// it is about through their kinds' registrations, for example
    /// `scenario.layout.nodes(of: InsetLayoutKind.self).contains { … }`.
    public let explains: @Sendable (LayoutInvariant, SpecScenario) -> Bool

    /// A known bug.
    public init(
        name: String, summary: String, invariants: Set<LayoutInvariant>,
        explains: @escaping @Sendable (LayoutInvariant, SpecScenario) -> Bool
    ) {
        self.name = name
        self.summary = summary
        self.invariants = invariants
        self.explains = explains
    }

    /// The name and summary.
    public var description: String { "\(name): \(summary)" }
}

extension KnownLibraryBug {
    /// The known, reported and not yet fixed library bugs.
    ///
    /// Fixed so far: "root-beyond-maximum-length" (the root rectangle is cleaned once, before
    /// arranging and finishing), "tiny-scale" (a scale below `LayoutContext.minimumScale` is
    /// `nil`), "half-pixel-noise" and "accumulated-half-pixel-noise" (snapping's tolerance at half
    /// pixels is a fixed millionth of a pixel), and "lengths-beyond-the-maximum" (every measured
    /// size, built-in and custom alike, is at most the maximum length, so a custom layout that
    /// passes its bounds on offers what the built-in kind would), and
    /// "flex-items-overflow-their-container" (a kind says its children may overflow it with
    /// `ChildArrangement.childrenMayOverflow`, which the checks read), and
    /// "flex-items-through-custom-wrappers" (a custom layout passes its exact size on with
    /// `LayoutChild.measure(exactly:)` and its child's baselines with `baselineSublayout`), and
    /// "flex-items-overflow-far-right-to-left" (the checks allow for the rounding of every
    /// coordinate added up into an edge, not only of the edge).
    public static let all: [KnownLibraryBug] = [
        KnownLibraryBug(
            name: "flex-item-measured-twice-probe-then-exact",
            summary: """
                A probe (a size-only measurement, cached per pass) caches the size of the layout probed, \
                not the measurements below it, and a flex item's layout is measured for real at its border \
                box after its probes: a layout in a flex item is measured again within a maximum it was \
                already measured within, by the real measurement after a probe within the same size (a \
                maximum height equal to the used one), by two probes of its parent whose maximums differ \
                but give it the same one (a ratio or size layout), or by a probe of a custom layout's child \
                after a probe of the custom layout (CountingLayout forwards the minimum content width, which \
                for a stack is its width measured without limit: the stack is probed again, under another \
                key). Repro: FlexLayout(children: [FlexItem(SizeLayout(width: 10, height: 10), maxHeight: \
                .points(0))]) at width 100 measures the size layout twice within 10 × 0. Fix: keep a probe's \
                measurements for the real one, or cache probes below the probed node too.
                """,
            invariants: [.measuredOncePerConstraint],
            explains: { invariant, scenario in
                let repeated = LayoutInvariants.violations(of: invariant, in: scenario.scenario)
                return !repeated.isEmpty && repeated.allSatisfy { passesThroughFlexLayout($0, scenario.layout) }
            }),
        KnownLibraryBug(
            name: "first-fit-alternative-measured-twice-probe-then-real",
            summary: """
                The same limit of probes as flex-item-measured-twice-probe-then-exact: a FirstFitLayout tries \
                an alternative with a probe (no limit on its checked axes) and then measures the alternative \
                it shows within its maximum; a layout inside the shown alternative that gets the same maximum \
                in both (the sublayout of a fixed-size SizeLayout) is measured once by each. Repro: \
                FirstFitLayout(alternatives: [SizeLayout(width: 10, height: 10, sublayout: SizeLayout()), \
                SizeLayout()]) at 100 × 100 measures the inner size layout twice within 10 × 10. Fix: keep a \
                probe's measurements for the real one, or cache probes below the probed node too.
                """,
            invariants: [.measuredOncePerConstraint],
            explains: { invariant, scenario in
                let repeated = LayoutInvariants.violations(of: invariant, in: scenario.scenario)
                return !repeated.isEmpty
                    && repeated.allSatisfy {
                        passesThroughFlexLayout($0, scenario.layout)
                            || passesThrough(FirstFitLayoutKind.self, $0, scenario.layout)
                    }
            }),
    ]

    /// Whether the layout a `measuredOncePerConstraint` violation names (by its path of
    /// `CountingLayout` names, `0.1.0 within (…) measured 2 times`) lies inside a flex item of
    /// `root`: some layout on its path from the root, itself excepted, is a FlexLayout.
    private static func passesThroughFlexLayout(_ violation: String, _ root: LayoutSpec) -> Bool {
        passesThrough(FlexLayoutKind.self, violation, root)
    }

    /// Whether the layout a `measuredOncePerConstraint` violation names lies inside a node of the
    /// registered kind `kind` in `root` (see ``passesThroughFlexLayout(_:_:)``).
    private static func passesThrough<Kind: LayoutKindRegistration>(
        _ kind: Kind.Type, _ violation: String, _ root: LayoutSpec
    ) -> Bool {
        let path = violation.prefix { $0 != " " }.split(separator: ".").dropFirst()
        var node = root
        for component in path {
            if node.arguments is Kind { return true }
            guard let index = Int(component), index < node.children.count else { return false }
            node = node.children[index]
        }
        return false
    }

    /// The known library bug that explains the violations of `invariant` in `scenario`, if any.
    ///
    /// - Complexity: O(1) unless `invariant` is one a known bug breaks; then a layout of the
    ///   scenario per bug (the fuzz target asks only about the invariants it found violated).
    public static func explaining(_ invariant: LayoutInvariant, in scenario: SpecScenario) -> KnownLibraryBug? {
        all.first { $0.invariants.contains(invariant) && $0.explains(invariant, scenario) }
    }
}
