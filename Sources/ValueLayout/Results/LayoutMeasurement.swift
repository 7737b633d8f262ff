import Foundation

/// The result of measuring a layout: the minimum size it needs within a maximum, and the
/// measurements of the sublayouts it measured.
///
/// A measurement is an immutable tree, safe to share between threads. It is a small handle into
/// storage that holds the whole tree contiguously; copying one is cheap. Make one with
/// ``Layout/measurement(within:context:)``.
public struct LayoutMeasurement: Sendable {
    let tree: ResultTree<MeasuredSize>
    let index: Int32

    init(tree: ResultTree<MeasuredSize>, index: Int32) {
        self.tree = tree
        self.index = index
    }

    /// The layout that was measured.
    public var layout: any Layout { tree.layout(at: index) }

    /// The size the layout needs, in points; never larger than ``maxSize``.
    public var size: CGSize { tree.payload(index).size }

    /// The size the layout was measured within, in points (a side may be `.infinity`).
    public var maxSize: CGSize { tree.payload(index).maxSize }

    /// The measurements of the sublayouts, in the layout's source order. Sublayouts that were not
    /// measured (such as children a stack dropped for lack of space, or children a custom layout
    /// did not measure) are absent.
    ///
    /// - Complexity: O(number of sublayouts) to get the collection; O(1) to read each sublayout.
    public var sublayouts: Sublayouts {
        let tree = tree
        return Sublayouts(tree: tree, parent: index) { LayoutMeasurement(tree: tree, index: $0) }
    }

    /// Arranges the measured layout within `rect` (in its parent's coordinates), in a pass of its
    /// own whose arrangement is finished: mirrored for right-to-left and snapped as `context`
    /// asks. The second of the two passes (see ``Layout/measurement(within:context:)``).
    ///
    /// Bad input: `rect` is cleaned like any offered rectangle (a NaN or infinite coordinate is 0,
    /// a negative or NaN side is 0, an infinite side is the measured length). A cleaned side
    /// (other than `+infinity`), and, when this is the root measurement, a `maxSize` side that
    /// ``Layout/measurement(within:context:)`` cleaned, are reported by the arrangement's
    /// ``LayoutArrangement/diagnostics``.
    ///
    /// - Complexity: O(n) in the size of the measurement tree (and a copy of it first if a custom
    ///   layout made part of it, since a custom layout may measure a child while it places it).
    public func arrangement(within rect: CGRect, context: LayoutContext = .default) -> LayoutArrangement {
        let measurements = tree.hasCustomNodes ? tree.openCopy() : tree
        let arrangements = ResultTree<CGRect>(capacity: measurements.nodeCount)
        let offered = rect
        let rect = rect.sanitizedOffer(measured: size)
        // The measurement's own cleaned maxSize belongs to its root, and shows where it is arranged.
        var entryInputs: [CleanedInput]? = nil
        if index == ResultTree<MeasuredSize>.rootIndex, !tree.entryInputs.isEmpty {
            entryInputs = tree.entryInputs
        }
        if !(rect == offered) {
            entryInputs = (entryInputs ?? []) + EntryInputCleaning.offer(offered, cleaned: rect)
        }
        let root = LayoutPass.arrange(
            measurement: index, of: measurements, within: rect, in: arrangements, context: context)
        // The measurement tree keeps the layouts alive.
        arrangements.setAnchor(tree, entryInputs: entryInputs)
        LayoutPass.finish(arrangements, root: root, within: rect, context: context)
        return LayoutArrangement(tree: arrangements, index: root)
    }

    /// The measurements of a layout's sublayouts, in source order: a random-access view into the tree.
    public typealias Sublayouts = SublayoutResults<LayoutMeasurement>
}
