import Foundation

/// A built-in kind's measured children while it places them (see ``LayoutAlgorithm``): iterates them
/// in source order and arranges each one level deeper in the pass.
///
/// Made only by ``BuiltInNode/arrangeNode(in:context:measurement:within:)``, for one call of the
/// kind; it refers to the pass as ``MeasuringChildren`` does.
struct PlacingChildren: Sequence {
    private let unmanagedPass: Unretained<LayoutPass>
    private let unmanagedMeasurements: Unretained<ResultTree<MeasuredSize>>
    /// The parent's measurement.
    let measurement: Int32
    /// The number of measured children (fewer than the sublayouts when the kind dropped some).
    let measuredCount: Int
    /// The number of sublayouts.
    let sublayoutCount: Int
    private var arranged = ChildList()

    @inline(__always)
    init(pass: LayoutPass, measurement: Int32, sublayoutCount: Int) {
        unmanagedPass = Unretained(pass)
        unmanagedMeasurements = Unretained(pass.measurements)
        self.measurement = measurement
        self.sublayoutCount = sublayoutCount
        measuredCount = pass.measurements.childCount(measurement)
    }

    /// The size the parent measured (its frame may be larger or smaller).
    @inline(__always)
    var parentMeasuredSize: CGSize { unmanagedMeasurements.with { $0.payload(measurement).size } }

    /// The measured children in source order.
    @inline(__always)
    func makeIterator() -> MeasuredChildIterator {
        unmanagedMeasurements.with { MeasuredChildIterator(base: $0.children(of: measurement)) }
    }

    /// The measured children with their lengths and flexibilities, for kinds that read them more
    /// than once.
    @inline(__always)
    var measured: MeasuredChildren {
        unmanagedMeasurements.with { MeasuredChildren(tree: $0, parent: measurement) }
    }

    /// The frame `child` was measured in by ``MeasuringChildren/measure(_:exactlyIn:heightIsDefinite:)``:
    /// the origin kept with its measurement, and its measured size.
    @inline(__always)
    func keptFrame(of child: MeasuredChild) -> CGRect {
        unmanagedMeasurements.with {
            CGRect(origin: $0.keptOrigin(of: child.measurement), size: $0.payload(child.measurement).size)
        }
    }

    /// The measured size of `child`.
    @inline(__always)
    func size(of child: MeasuredChild) -> CGSize {
        unmanagedMeasurements.with { $0.payload(child.measurement).size }
    }

    /// What the node being placed kept in this pass (see ``MeasuringChildren/keep(_:of:)``), or
    /// `nil`: the kind kept nothing, or nothing measured the node in this pass (an arrangement of
    /// a kept ``LayoutMeasurement`` measures nothing, unless a custom layout measures a child
    /// there). The cache is the node's latest, not necessarily the one of the measurement placed
    /// here: the node may have run again after it (a probe at another width), and a measurement
    /// from another pass may meet a cache of this one. So a kind keeps with its cache what it
    /// was computed from and compares it with what placing knows (the measured size, the
    /// children's sizes) before it reads it.
    ///
    /// - Complexity: O(1) on average (a lookup in the pass's answer table).
    @inline(__always)
    func keptCache<Algorithm: LayoutAlgorithm>(of algorithm: Algorithm.Type) -> Algorithm.Cache? {
        unmanagedPass.with { pass in
            guard pass.scratch != nil, let layout = pass.measurements.node(measurement).layout else { return nil }
            let node = layout.with { node in
                assert(node is BuiltInNode<Algorithm>, "\(Algorithm.Value.self)'s cache read for another kind's node")
                return ObjectIdentifier(node)
            }
            return pass.withScratch { $0.cache(of: node, as: Algorithm.Cache.self) }
        }
    }

    /// Appends the elements kept as `kept` in this pass (see ``MeasuringChildren/keepElements(of:)``)
    /// to `buffer`.
    @inline(__always)
    func appendKept<Element>(_ kept: KeptElements<Element>, to buffer: inout GrowableBuffer<Element>) {
        unmanagedPass.with { pass in pass.withScratch { $0.appendKept(kept, to: &buffer) } }
    }

    /// Starts loading into the cache the layouts of the first `limit` children, for a kind that
    /// places children without reading their measurements first.
    @inline(__always)
    func prefetchLayouts(limit: Int) {
        unmanagedMeasurements.with { $0.prefetchLayouts(ofChildrenOf: measurement, limit: limit) }
    }

    /// Arranges `child` (one of these children, in source order, each once) within `rect`, in the
    /// parent's coordinates, left to right.
    ///
    /// `rect` is not cleaned: a built-in kind offers sides that are lengths (they come from frames
    /// and measured sizes, which are at most the maximum length) and origins that are sums of
    /// lengths, finite however many there are. (A custom layout's rectangles are cleaned by
    /// ``LayoutChild/place(in:)``; one that passes its bounds on offers the same rectangle.)
    @inline(__always)
    mutating func place(_ child: MeasuredChild, in rect: CGRect) {
        assert(
            rect.width >= 0 && rect.width <= LayoutLimits.maximumLength && rect.height >= 0
                && rect.height <= LayoutLimits.maximumLength && rect.origin.x.isFinite && rect.origin.y.isFinite,
            "a built-in kind offered \(rect), whose sides are not lengths")
        unmanagedPass.with { pass in
            let arrangedChild = pass.arrangeChild(measurement: child.measurement, within: rect, context: pass.context)
            pass.arrangements.link(arrangedChild, into: &arranged)
        }
    }

    /// The children arranged so far, to move once the kind has placed them (a stack aligning
    /// baselines): three numbers, so that a kind can hand them to a function it does not inline
    /// without handing it this value (passed by address, this value would no longer live in
    /// registers).
    @inline(__always)
    var arrangedSoFar: ArrangedSoFar {
        ArrangedSoFar(pass: unmanagedPass, measurement: measurement, first: arranged.first)
    }

    /// The arranged children, linked in source order.
    @inline(__always)
    func finish() -> ChildList { arranged }
}

/// The children a built-in kind has arranged so far (see ``PlacingChildren/arrangedSoFar``), for
/// the duration of the kind's call.
struct ArrangedSoFar {
    fileprivate let pass: Unretained<LayoutPass>
    /// The parent's measurement.
    fileprivate let measurement: Int32
    /// The first child arranged, or −1.
    fileprivate let first: Int32

    /// Calls `body` with the parent's measured children and the pass's context.
    func withMeasured<Result>(_ body: (_ children: MeasuredChildren, _ context: LayoutContext) -> Result) -> Result {
        pass.with { body(MeasuredChildren(tree: $0.measurements, parent: measurement), $0.context) }
    }

    /// Moves each of these children down by `offset(position)`, `position` being its place in
    /// source order among them. A child's frame is in the parent's coordinates, so its subtree
    /// moves with it.
    func moveDown(by offset: (_ position: Int) -> CGFloat) {
        pass.with { pass in
            let arrangements = pass.arrangements
            var position = 0
            for child in ResultTree.Children(tree: arrangements, first: first) {
                var frame = arrangements.payload(child)
                frame.origin.y += offset(position)
                arrangements.setPayload(frame, at: child)
                position += 1
            }
        }
    }
}
