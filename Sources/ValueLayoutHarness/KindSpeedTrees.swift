import Foundation
import ValueLayout

/// The trees that show a layout kind's speed: a flat and a nested tree of any registered kind,
/// made of its ``LayoutKindRegistration/typical(childCount:)`` nodes, the same on every call.
///
/// `valuelayout-bench --loop pass-flat:<Kind>` (and `pass-nested:`, `build-flat:`,
/// `build-nested:`) lays them out or builds them, and `scripts/count-instructions.sh --kinds`
/// prints each kind's instructions per node from those loops. The shape follows the kind's
/// ``LayoutKindRegistration/typicalChildCount``, *c*:
///
/// - **Flat**, 1,000 leaves side by side. A leaf kind (*c* = 0): a column of 1,000 nodes of the
///   kind. A kind that takes 1,000 children: one node of the kind around 1,000 plain leaves. Any
///   other kind: a column of ⌈1,000 / *c*⌉ nodes of the kind, each around *c* plain leaves.
/// - **Nested**, a balanced tree of at least 256 leaves. A leaf kind: a tree of columns, four
///   children each, four levels deep, whose 256 leaves are nodes of the kind. A kind with *c* ≥ 2:
///   a tree of nodes of the kind, *c* children each, as deep as 256 leaves need, its leaves plain.
///   A wrapper (*c* = 1): a chain of 256 nodes of the kind around one plain leaf.
///
/// A column is the stack registration's typical node; a plain leaf is ``LayoutKinds/plainLeaf``
/// (a 10 × 10 size layout). The flat tree is laid out at ``flatWidth``, as W2's list; the nested
/// tree without a limit, as W3's tree (a chain of 256 wrappers would not fit a phone's width).
public enum KindSpeedTrees {
    /// The width the flat trees are laid out at, a phone's.
    public static let flatWidth: CGFloat = 375

    /// The leaves side by side in a flat tree.
    public static let flatLeafCount = 1_000

    /// The fewest leaves of a nested tree.
    public static let nestedLeafCount = 256

    /// The name of `kind` in the speed subjects: its layout type's name without `Layout`
    /// (`Stack`, `FirstFit`).
    public static func subjectName(of kind: any LayoutKindRegistration.Type) -> String {
        let name = kind.name
        return name.hasSuffix("Layout") && name.count > "Layout".count ? String(name.dropLast("Layout".count)) : name
    }

    /// The registered kind called `name`, with or without `Layout` (`Stack` or `StackLayout`).
    public static func kind(named name: String) -> (any LayoutKindRegistration.Type)? {
        LayoutKinds.all.first { $0.name == name || subjectName(of: $0) == name }
    }

    /// The flat tree of `kind`.
    public static func flat(_ kind: any LayoutKindRegistration.Type) -> LayoutSpec {
        let childCount = kind.typicalChildCount
        if childCount == 0 {
            return column((0..<flatLeafCount).map { _ in node(kind, children: []) })
        }
        if kind.childCounts.contains(flatLeafCount) {
            return node(kind, children: (0..<flatLeafCount).map { _ in plainLeaf })
        }
        let nodeCount = (flatLeafCount + childCount - 1) / childCount
        return column((0..<nodeCount).map { _ in node(kind, children: Array(repeating: plainLeaf, count: childCount)) })
    }

    /// The nested tree of `kind`.
    public static func nested(_ kind: any LayoutKindRegistration.Type) -> LayoutSpec {
        let childCount = kind.typicalChildCount
        if childCount == 0 {
            return balanced(depth: 4, branching: 4, leaf: node(kind, children: [])) { column($0) }
        }
        if childCount == 1 {
            var tree = plainLeaf
            for _ in 0..<nestedLeafCount { tree = node(kind, children: [tree]) }
            return tree
        }
        var depth = 0
        var leaves = 1
        while leaves < nestedLeafCount {
            depth += 1
            leaves *= childCount
        }
        return balanced(depth: depth, branching: childCount, leaf: plainLeaf) { node(kind, children: $0) }
    }

    /// A node of `kind`'s typical arguments around `children`.
    private static func node(_ kind: any LayoutKindRegistration.Type, children: [LayoutSpec]) -> LayoutSpec {
        LayoutSpec(kind.typical(childCount: children.count), children: children)
    }

    /// The stack registration's typical node around `children`.
    private static func column(_ children: [LayoutSpec]) -> LayoutSpec {
        LayoutSpec(StackLayoutRegistration.typical(childCount: children.count), children: children)
    }

    /// A 10 × 10 size layout.
    private static var plainLeaf: LayoutSpec {
        LayoutKinds.plainLeaf ?? LayoutSpec(SizeLayoutRegistration(.exact(width: 10, height: 10)))
    }

    /// A tree `depth` levels deep below its root, each inner node made by `container` around
    /// `branching` children, every leaf `leaf`.
    private static func balanced(
        depth: Int, branching: Int, leaf: LayoutSpec, container: ([LayoutSpec]) -> LayoutSpec
    ) -> LayoutSpec {
        guard depth > 0 else { return leaf }
        let child = balanced(depth: depth - 1, branching: branching, leaf: leaf, container: container)
        return container(Array(repeating: child, count: branching))
    }
}

/// A tree of layouts ready to be built again and again: its nodes' arguments in the order a
/// program that writes the tree out builds them (children first), for timing or counting what
/// building a layout value costs without walking a ``LayoutSpec`` each time.
public struct LayoutBuildPlan: Sendable {
    private let steps: [(arguments: any LayoutKindRegistration, childCount: Int)]

    /// The plan of `spec`.
    public init(_ spec: LayoutSpec) {
        var steps: [(arguments: any LayoutKindRegistration, childCount: Int)] = []
        steps.reserveCapacity(spec.nodeCount)
        var work: [(spec: LayoutSpec, childrenDone: Bool)] = [(spec, false)]
        while let (spec, childrenDone) = work.popLast() {
            if childrenDone || spec.children.isEmpty {
                steps.append((spec.arguments, spec.children.count))
                continue
            }
            work.append((spec, true))
            for child in spec.children.reversed() { work.append((child, false)) }
        }
        self.steps = steps
    }

    /// The number of layouts the plan builds.
    public var nodeCount: Int { steps.count }

    /// Builds the tree's layout value: each node's ``LayoutKindRegistration/makeLayout(children:)``
    /// around its children, built before it.
    ///
    /// - Complexity: O(*n*) for *n* nodes, with one array of children for each node that has
    ///   children.
    public func build() -> any Layout {
        var built: [any Layout] = []
        built.reserveCapacity(steps.count)
        for step in steps {
            if step.childCount == 0 {
                built.append(step.arguments.makeLayout(children: []))
                continue
            }
            let first = built.count - step.childCount
            let children = Array(built[first...])
            built.removeSubrange(first...)
            built.append(step.arguments.makeLayout(children: children))
        }
        return built[0]
    }
}
