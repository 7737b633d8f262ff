import Foundation
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Shrinks a failing scenario to a smaller one that still fails, so a property failure reports a
/// tree a person can read.
///
/// Greedy: it tries simplifications from the most to the least aggressive and keeps the first that
/// still fails, until none does (or an evaluation budget runs out). Simplifications of the tree:
/// replace a node by one of its children or by a plain leaf, remove a child, drop an option
/// (alignment, flexibility, reuse identifier), simplify a number (to 0, to a whole number, to
/// half), shorten a text; of the rest of the scenario: no width or height, the origin at zero,
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
            for simpler in simpler(width) { with { $0.width = simpler } }
        }
        if scenario.height != nil { with { $0.height = nil } }
        if let height = scenario.height {
            for simpler in simpler(height) { with { $0.height = simpler } }
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
        let leaf = LayoutSpec.size(LayoutSpec.Size(.exact(width: 10, height: 10)))
        if !spec.isPlainLeaf { result.append(leaf) }
        // Remove a child, or simplify one.
        result += childEdits(spec)
        // Drop an option.
        let options = spec.options
        if options.alignment != nil { result.append(spec.with { $0.options.alignment = nil }) }
        if options.flexibility != nil { result.append(spec.with { $0.options.flexibility = nil }) }
        if options.viewReuseId != nil { result.append(spec.with { $0.options.viewReuseId = nil }) }
        // Simplify the node's own numbers and text.
        result += simplifiedProperties(spec)
        return result
    }

    /// `spec` with each child removed in turn, then with each child replaced by each of its own
    /// simplifications.
    private static func childEdits(_ spec: LayoutSpec) -> [LayoutSpec] {
        var result: [LayoutSpec] = []
        switch spec {
        case .size(let node):
            if let sublayout = node.sublayout {
                var removed = node
                removed.sublayout = nil
                result.append(.size(removed))
                result += candidates(sublayout).map { simpler in
                    var edited = node
                    edited.sublayout = simpler
                    return .size(edited)
                }
            }
        case .inset(let node):
            result += candidates(node.sublayout).map { simpler in
                var edited = node
                edited.sublayout = simpler
                return .inset(edited)
            }
        case .stack(let node):
            result += edits(of: node.sublayouts).map { sublayouts in
                var edited = node
                edited.sublayouts = sublayouts
                return .stack(edited)
            }
        case .overlay(let node):
            result += edits(of: node.backgrounds).map { backgrounds in
                var edited = node
                edited.backgrounds = backgrounds
                return .overlay(edited)
            }
            result += edits(of: node.primaries).map { primaries in
                var edited = node
                edited.primaries = primaries
                return .overlay(edited)
            }
            result += edits(of: node.overlays).map { overlays in
                var edited = node
                edited.overlays = overlays
                return .overlay(edited)
            }
        case .label:
            break
        }
        return result
    }

    /// `list` with each element removed, then with each element simplified.
    private static func edits(of list: [LayoutSpec]) -> [[LayoutSpec]] {
        var result: [[LayoutSpec]] = []
        for index in list.indices {
            var removed = list
            removed.remove(at: index)
            result.append(removed)
        }
        for index in list.indices {
            for simpler in candidates(list[index]) {
                var edited = list
                edited[index] = simpler
                result.append(edited)
            }
        }
        return result
    }

    /// `spec` with one of its own numbers or its text simplified.
    private static func simplifiedProperties(_ spec: LayoutSpec) -> [LayoutSpec] {
        var result: [LayoutSpec] = []
        switch spec {
        case .size(let node):
            func with(_ initializer: LayoutSpec.Size.Initializer) {
                var edited = node
                edited.initializer = initializer
                result.append(.size(edited))
            }
            switch node.initializer {
            case .bounds(let minWidth, let maxWidth, let minHeight, let maxHeight):
                if minWidth != nil {
                    with(.bounds(minWidth: nil, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
                }
                if maxWidth != nil {
                    with(.bounds(minWidth: minWidth, maxWidth: nil, minHeight: minHeight, maxHeight: maxHeight))
                }
                if minHeight != nil {
                    with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: nil, maxHeight: maxHeight))
                }
                if maxHeight != nil {
                    with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: nil))
                }
                for value in simpler(minWidth) {
                    with(.bounds(minWidth: value, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
                }
                for value in simpler(maxWidth) {
                    with(.bounds(minWidth: minWidth, maxWidth: value, minHeight: minHeight, maxHeight: maxHeight))
                }
                for value in simpler(minHeight) {
                    with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: value, maxHeight: maxHeight))
                }
                for value in simpler(maxHeight) {
                    with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: value))
                }
            case .exact(let width, let height):
                for value in simpler(width) { with(.exact(width: value, height: height)) }
                for value in simpler(height) { with(.exact(width: width, height: value)) }
            case .exactWidth(let width, let minHeight, let maxHeight):
                with(.exact(width: width, height: 10))
                for value in simpler(width) { with(.exactWidth(value, minHeight: minHeight, maxHeight: maxHeight)) }
            case .exactHeight(let height, let minWidth, let maxWidth):
                with(.exact(width: 10, height: height))
                for value in simpler(height) { with(.exactHeight(value, minWidth: minWidth, maxWidth: maxWidth)) }
            case .size(let size):
                with(.exact(width: size.width, height: size.height))
            case .minSize(let size), .maxSize(let size):
                with(.exact(width: size.width, height: size.height))
                with(.bounds(minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil))
            }
        case .inset(let node):
            func with(_ amount: LayoutSpec.Inset.Amount) {
                var edited = node
                edited.amount = amount
                result.append(.inset(edited))
            }
            switch node.amount {
            case .all(let inset):
                for value in simpler(inset) { with(.all(value)) }
            case .edges(let top, let leading, let bottom, let trailing):
                with(.all(leading))
                for value in simpler(top) {
                    with(.edges(top: value, leading: leading, bottom: bottom, trailing: trailing))
                }
                for value in simpler(leading) {
                    with(.edges(top: top, leading: value, bottom: bottom, trailing: trailing))
                }
                for value in simpler(bottom) {
                    with(.edges(top: top, leading: leading, bottom: value, trailing: trailing))
                }
                for value in simpler(trailing) {
                    with(.edges(top: top, leading: leading, bottom: bottom, trailing: value))
                }
            }
        case .stack(let node):
            for value in simpler(node.spacing) {
                var edited = node
                edited.spacing = value
                result.append(.stack(edited))
            }
            if node.distribution != .fillFlexing {
                var edited = node
                edited.distribution = .fillFlexing
                result.append(.stack(edited))
            }
        case .overlay:
            break
        case .label(let node):
            func with(_ change: (inout LayoutSpec.Label) -> Void) {
                var edited = node
                change(&edited)
                result.append(.label(edited))
            }
            if !node.text.isEmpty {
                with { $0.text = "" }
                if node.text.count > 1 {
                    with { $0.text = String($0.text.prefix($0.text.count / 2)) }
                    with { $0.text = String($0.text.dropFirst()) }
                    with { $0.text = String($0.text.dropLast()) }
                }
                if node.text != "a" { with { $0.text = "a" } }
            }
            if node.fontSize != nil { with { $0.fontSize = nil } }
            if node.lineHeight != nil { with { $0.lineHeight = nil } }
            if node.numberOfLines != 0 { with { $0.numberOfLines = 0 } }
        }
        return result
    }

    /// Simpler values than `value`: 0, the nearest whole number, half of it.
    static func simpler(_ value: CGFloat) -> [CGFloat] {
        if value == 0 { return [] }
        var result: [CGFloat] = [0]
        if value.isFinite, value.rounded() != value { result.append(value.rounded()) }
        if value.isFinite, abs(value) >= 2 { result.append((value / 2).rounded()) }
        return result
    }

    static func simpler(_ value: CGFloat?) -> [CGFloat] {
        value.map { simpler($0) } ?? []
    }
}

extension LayoutSpec {
    /// Whether this is the leaf shrinking replaces nodes with: a 10 × 10 size layout, no options.
    var isPlainLeaf: Bool {
        guard case .size(let node) = self, node.sublayout == nil, case .exact(10, 10) = node.initializer else {
            return false
        }
        return node.options.alignment == nil && node.options.flexibility == nil && node.options.viewReuseId == nil
    }

    /// A copy with `change` applied.
    func with(_ change: (inout LayoutSpec) -> Void) -> LayoutSpec {
        var copy = self
        change(&copy)
        return copy
    }
}
