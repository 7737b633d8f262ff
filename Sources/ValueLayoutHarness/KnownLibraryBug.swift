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
    /// `nil`), and the first form of "half-pixel-noise" (snapping treats noise of a few units in
    /// the last place at a half pixel as the half).
    public static let all: [KnownLibraryBug] = [
        // Fixed: "accumulated-half-pixel-noise" (snapping's tolerance at half pixels is now a fixed
        // millionth of a pixel).
        KnownLibraryBug(
            name: "lengths-beyond-the-maximum",
            summary: "A built-in layout adds lengths that are each at most the maximum length "
                + "(10¹² points) and passes a sum beyond it on (an inset of 10¹² around content, a "
                + "stack's lengths and spacing), while a custom layout's LayoutChild.place(in:) cleans "
                + "the rectangle it is given to 10¹²: so a tree with such a length is laid out "
                + "differently when its nodes are wrapped in custom layouts. Proposed fix: every "
                + "measured length and offered rectangle cleaned to the maximum length in one place, "
                + "built-in and custom alike.",
            invariants: [.customWrappersAreTransparent],
            explains: { _, scenario in
                // The tree, laid out without wrappers, has a frame beyond the maximum length.
                var beyond = false
                var pending = [scenario.scenario.arrangement()]
                while let node = pending.popLast(), !beyond {
                    let frame = node.frame
                    beyond = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].contains {
                        abs($0) > LayoutLimits.maximumLength
                    }
                    pending.append(contentsOf: node.sublayouts)
                }
                return beyond
            })
    ]

    /// The known library bug that explains the violations of `invariant` in `scenario`, if any.
    ///
    /// - Complexity: O(1) unless `invariant` is one a known bug breaks; then a layout of the
    ///   scenario per bug (the fuzz target asks only about the invariants it found violated).
    public static func explaining(_ invariant: LayoutInvariant, in scenario: SpecScenario) -> KnownLibraryBug? {
        all.first { $0.invariants.contains(invariant) && $0.explains(invariant, scenario) }
    }
}
