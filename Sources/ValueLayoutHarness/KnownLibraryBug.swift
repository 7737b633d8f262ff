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
    /// `scenario.layout.nodes(of: InsetLayoutRegistration.self).contains { … }`.
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
    /// coordinate added up into an edge, not only of the edge), and
    /// "flex-item-measured-twice-probe-then-exact" and
    /// "first-fit-alternative-measured-twice-probe-then-real" (a pass remembers what its probes
    /// measured, with the question each measurement answered, and the real measurement that asks
    /// the same copies it).
    public static let all: [KnownLibraryBug] = []

    /// The known library bug that explains the violations of `invariant` in `scenario`, if any.
    ///
    /// - Complexity: O(1) unless `invariant` is one a known bug breaks; then a layout of the
    ///   scenario per bug (the fuzz target asks only about the invariants it found violated).
    public static func explaining(_ invariant: LayoutInvariant, in scenario: SpecScenario) -> KnownLibraryBug? {
        all.first { $0.invariants.contains(invariant) && $0.explains(invariant, scenario) }
    }
}
