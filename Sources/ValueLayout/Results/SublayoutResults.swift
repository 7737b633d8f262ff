import Foundation

/// The results of a layout's sublayouts, in source order: their arrangements
/// (``LayoutArrangement/Sublayouts``) or their measurements (``LayoutMeasurement/Sublayouts``). A
/// random-access view into the tree the parent's result belongs to, which it keeps alive.
public struct SublayoutResults<Result>: RandomAccessCollection, Sendable {
    /// The children's indices in their tree.
    private let children: [Int32]
    /// The result at an index of the tree.
    private let result: @Sendable (Int32) -> Result

    /// The results of the children of the node at `parent` in `tree`, each made by `result`
    /// from its index.
    init<Payload>(tree: ResultTree<Payload>, parent: Int32, result: @escaping @Sendable (Int32) -> Result) {
        children = tree.gatheredChildren(of: parent)
        self.result = result
    }

    /// The number of sublayouts.
    public var count: Int { children.count }
    /// The position of the first sublayout: 0.
    public var startIndex: Int { 0 }
    /// One past the position of the last sublayout: ``count``.
    public var endIndex: Int { children.count }

    /// The sublayout at `position`. - Complexity: O(1).
    public subscript(position: Int) -> Result {
        precondition(position >= 0 && position < children.count, "sublayout index out of range")
        return result(children[position])
    }
}
