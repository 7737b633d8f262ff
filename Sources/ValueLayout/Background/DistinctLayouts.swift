import Foundation

/// Layouts grouped by value, so that equal layouts in one batch (as ``LayoutKey``s) are laid out
/// once and their arrangement shared: a feed often repeats a cell (a separator, a placeholder, a
/// post shown twice).
///
/// Sharing is safe because an arrangement is an immutable value. Grouping costs one hash of each
/// layout (O(n) in its subtree the first time, O(1) after: a subtree's hash is kept once computed)
/// and a dictionary probe;
/// values that are the same object compare in O(1), and equal values built separately are
/// compared node by node.
struct DistinctLayouts {
    /// The distinct layouts, in the order of their first appearance.
    private(set) var keys: [LayoutKey] = []
    /// For each layout given, the index of its equal in ``keys``.
    private(set) var representatives: [Int] = []
    /// For each distinct layout, how many of the layouts given it stands for.
    private(set) var multiplicities: [Int] = []

    /// Groups `layouts`. - Complexity: O(number of layouts), plus the comparisons of equal
    /// values that are not the same object.
    init(_ layouts: [any Layout]) {
        var indices: [LayoutKey: Int] = [:]
        indices.reserveCapacity(layouts.count)
        representatives.reserveCapacity(layouts.count)
        for layout in layouts {
            let key = LayoutKey(layout)
            if let index = indices[key] {
                representatives.append(index)
                multiplicities[index] += 1
            } else {
                indices[key] = keys.count
                representatives.append(keys.count)
                keys.append(key)
                multiplicities.append(1)
            }
        }
    }

    /// The number of layouts given.
    var count: Int { representatives.count }

    /// One arrangement per layout given, from one arrangement per distinct layout.
    func expand(_ arrangements: [LayoutArrangement]) -> [LayoutArrangement] {
        precondition(arrangements.count == keys.count, "ValueLayout: one arrangement per distinct layout")
        return representatives.map { arrangements[$0] }
    }

    /// Lays out each distinct layout once, on the calling thread, through `cache` if given, and
    /// returns one arrangement per layout given.
    func arrangements(
        width: CGFloat?, height: CGFloat?, context: LayoutContext, cache: ArrangementCache?
    ) -> [LayoutArrangement] {
        expand(keys.map { $0.arrangement(width: width, height: height, context: context, cache: cache) })
    }
}

extension LayoutKey {
    /// The arrangement of this key's layout, at the origin, through `cache` if given.
    func arrangement(
        width: CGFloat?, height: CGFloat?, context: LayoutContext, cache: ArrangementCache?
    ) -> LayoutArrangement {
        if let cache {
            return cache.arrangement(of: self, origin: .zero, width: width, height: height, context: context)
        }
        return LayoutPass.arrangement(of: node, origin: .zero, width: width, height: height, context: context)
    }
}
