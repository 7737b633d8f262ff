import Foundation

/// The result of measuring a layout: the minimum size it needs within a maximum, and the
/// measurements of the sublayouts it measured.
///
/// A measurement is an immutable tree, safe to share between threads. It is a small handle into
/// storage that holds the whole tree contiguously; copying one is cheap.
public struct LayoutMeasurement: Sendable {
    let storage: LayoutTreeStorage<MeasuredSize>
    let index: Int32

    init(storage: LayoutTreeStorage<MeasuredSize>, index: Int32) {
        self.storage = storage
        self.index = index
    }

    /// The layout that was measured.
    public var layout: any Layout { storage.layout(at: index) }

    /// The size the layout needs, in points; never larger than ``maxSize``.
    public var size: CGSize { storage.nodes[Int(index)].payload.size }

    /// The size the layout was measured within, in points (a side may be `.infinity`).
    public var maxSize: CGSize { storage.nodes[Int(index)].payload.maxSize }

    /// The measurements of the sublayouts, in the layout's source order. Sublayouts that were not
    /// measured (such as children a stack dropped for lack of space) are absent.
    ///
    /// - Complexity: O(1) for a custom layout's node (whose code reads its children by position);
    ///   O(number of sublayouts) to get the collection of a built-in layout's node. O(1) to read
    ///   each sublayout.
    public var sublayouts: Sublayouts { Sublayouts(storage: storage, parent: index) }

    /// Records the measurement of a custom layout.
    ///
    /// Built-in layouts build their measurements without this initializer; custom layouts call it
    /// at the end of ``Layout/measurement(within:context:)``. Pass the `context` you were given so
    /// the node joins the pass's storage instead of being copied later.
    ///
    /// Bad input: `size` is cleaned as a length on each axis and clamped to `maxSize`, so a custom
    /// layout cannot hand a NaN, infinite or oversized measurement to its parent.
    ///
    /// - Complexity: O(number of sublayouts), plus O(size of any subtree that was built in another
    ///   pass, which is copied).
    public init(
        layout: any Layout, size: CGSize, maxSize: CGSize, sublayouts: [LayoutMeasurement] = [],
        context: LayoutContext? = nil
    ) {
        let maxSize = maxSize.sanitizedLimit
        let size = CGSize(
            width: min(size.width.sanitizedLength, maxSize.width),
            height: min(size.height.sanitizedLength, maxSize.height))
        let storage = Self.storage(for: context, sublayouts: sublayouts)
        var children = ChildList()
        for sublayout in sublayouts {
            storage.link(sublayout.storage, sublayout.index, into: &children)
        }
        let index = storage.append(layout, MeasuredSize(size: size, maxSize: maxSize), children: children)
        if context?.pass == nil, !(sublayouts.first?.storage.isOpen ?? false) {
            storage.seal()
        }
        self.init(storage: storage, index: index)
    }

    private static func storage(
        for context: LayoutContext?, sublayouts: [LayoutMeasurement]
    ) -> LayoutTreeStorage<MeasuredSize> {
        if let pass = context?.pass { return pass.measurements }
        if let first = sublayouts.first?.storage, first.isOpen { return first }
        return LayoutTreeStorage(capacity: 1 + sublayouts.count)
    }

    /// Arranges the measured layout within `rect` (in its parent's coordinates).
    ///
    /// Equivalent to `layout.arrangement(within: rect, measurement: self, context: context)`, except
    /// that called outside a pass (with a context a layout was not given), the arrangement runs in
    /// a pass of its own that is then finished: mirrored for right-to-left and snapped, whatever the
    /// kind of layout.
    public func arrangement(within rect: CGRect, context: LayoutContext = .default) -> LayoutArrangement {
        let layout = self.layout
        if context.pass == nil {
            return layout.arrangementInNewPass(within: rect, measurement: self, context: context)
        }
        return layout.arrangement(within: rect, measurement: self, context: context)
    }

    /// The measurements of a layout's sublayouts: a random-access view into the tree's storage.
    public struct Sublayouts: RandomAccessCollection, Sendable {
        let storage: LayoutTreeStorage<MeasuredSize>
        let run: ChildRun

        init(storage: LayoutTreeStorage<MeasuredSize>, parent: Int32) {
            self.storage = storage
            self.run = storage.childRun(of: parent)
        }

        /// The number of sublayouts.
        public var count: Int { run.count }
        /// The position of the first sublayout: 0.
        public var startIndex: Int { 0 }
        /// One past the position of the last sublayout: ``count``.
        public var endIndex: Int { run.count }

        /// The sublayout at `position`. - Complexity: O(1).
        public subscript(position: Int) -> LayoutMeasurement {
            precondition(position >= 0 && position < run.count, "sublayout index out of range")
            return LayoutMeasurement(storage: storage, index: storage.child(at: position, of: run))
        }
    }
}
