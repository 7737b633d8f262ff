import Foundation
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Shrinks a failing scenario to a smaller one that still fails, so a property failure reports a
/// tree a person can read.
///
/// Greedy: it tries simplifications from the most to the least aggressive and keeps the first that
/// still fails, until none does (or an evaluation budget runs out). Simplifications of the tree,
/// the same for every kind: replace a node by one of its children or by the plain leaf of
/// `LayoutKinds`, remove a child (where the node's kind allows), simplify a child; then the node's
/// own arguments, as its kind's registration simplifies them (drop an option, simplify a number to
/// 0, a whole number or half, shorten a text…); of the rest of the scenario: no width or height, the origin at zero,
/// left to right, no scale, the default text metrics.
struct PropertyShrinker {
    /// Whether a scenario still fails.
    let fails: (SpecScenario) -> Bool
    /// The most scenarios to evaluate.
    var budget = 4_000

    /// The smallest failing scenario found from `scenario` (which must fail).
    mutating func shrink(_ scenario: SpecScenario) -> SpecScenario {
        var current = scenario
        var improved = true
        while improved, budget > 0 {
            improved = false
            for candidate in Self.candidates(current) {
                budget -= 1
                if budget <= 0 { break }
                if fails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return current
    }

    // MARK: Candidates

    static func candidates(_ scenario: SpecScenario) -> [SpecScenario] {
        var result = candidates(scenario.layout).map { tree in
            var candidate = scenario
            candidate.layout = tree
            return candidate
        }
        func with(_ change: (inout SpecScenario) -> Void) {
            var candidate = scenario
            change(&candidate)
            result.append(candidate)
        }
        if scenario.width != nil { with { $0.width = nil } }
        if let width = scenario.width {
            for simpler in simplerNumbers(width) { with { $0.width = simpler } }
        }
        if scenario.height != nil { with { $0.height = nil } }
        if let height = scenario.height {
            for simpler in simplerNumbers(height) { with { $0.height = simpler } }
        }
        if scenario.origin != .zero { with { $0.origin = .zero } }
        if scenario.direction != .leftToRight { with { $0.direction = .leftToRight } }
        if scenario.scale != nil { with { $0.scale = nil } }
        if let scale = scenario.scale, scale != 1 { with { $0.scale = 1 } }
        if scenario.advance != 7 || scenario.lineHeight != 17 {
            with {
                $0.advance = 7
                $0.lineHeight = 17
            }
        }
        return result
    }

    /// Simpler trees than `spec`, most aggressive first.
    static func candidates(_ spec: LayoutSpec) -> [LayoutSpec] {
        var result: [LayoutSpec] = []
        // Replace the node by one of its children.
        result += spec.children
        // Replace the node by a plain leaf.
        if let leaf = LayoutKinds.plainLeaf, !(spec.children.isEmpty && spec.swiftSource == leaf.swiftSource) {
            result.append(leaf)
        }
        // Remove a child, or simplify one.
        result += childEdits(spec)
        // Simplify the node's own arguments (options, numbers, text), as its registration says.
        result += spec.arguments.simplifiedNodes(children: spec.children)
        return result
    }

    /// `spec` with each child removed in turn (where its kind allows), then with each child
    /// replaced by each of its own simplifications.
    private static func childEdits(_ spec: LayoutSpec) -> [LayoutSpec] {
        var result: [LayoutSpec] = []
        let children = spec.children
        for index in children.indices {
            guard let arguments = spec.arguments.removingChild(at: index, of: children.count) else { continue }
            var removed = children
            removed.remove(at: index)
            result.append(LayoutSpec(arguments, children: removed))
        }
        for index in children.indices {
            for simpler in candidates(children[index]) {
                var edited = spec
                edited.children[index] = simpler
                result.append(edited)
            }
        }
        return result
    }

}

extension LayoutKindRegistration {
    /// Nodes of these arguments' simplifications around `children`.
    fileprivate func simplifiedNodes(children: [LayoutSpec]) -> [LayoutSpec] {
        simplifications().map { LayoutSpec($0, children: children) }
    }
}
