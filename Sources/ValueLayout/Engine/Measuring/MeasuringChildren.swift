import Foundation

/// A built-in kind's children while it measures (see ``LayoutAlgorithm``): measures them one level
/// deeper in the pass and records each measurement for the node, in source order.
///
/// Made only by ``BuiltInNode/measureNode(in:context:offer:)`` for the duration of one call of
/// the kind, while the pass and the parent are alive: it refers to them without reference
/// counting, and hands the pass's context to each child without copying it (a strong reference
/// costs a retain and a release, a context copy a value-witness call, on every child). The kind
/// gets the context itself as an argument, for the same reason.
struct MeasuringChildren {
    private let unmanagedPass: Unretained<LayoutPass>
    private let unmanagedParent: Unretained<LayoutNode>
    /// The number of sublayouts, measured or not.
    let sublayoutCount: Int
    /// The first of the children's slots in the measurement tree, or −1 when the kind measures
    /// in source order and each child is linked as it is measured.
    private let slots: Int
    private var linked = ChildList()
    /// What the height this node is measured within means (see ``offeredHeight``): from the
    /// node's offer.
    private let storedOfferedHeight: OfferedHeight
    /// Whether the node is measured for its size only (see ``measuresSizeOnly``): from the node's
    /// offer, and handed down to every child it measures.
    private let sizeOnly: Bool
    #if DEBUG
        /// The last child measured in source order (rule 2 of ``LayoutAlgorithm``).
        private var lastMeasured = -1
    #endif

    @inline(__always)
    init(
        pass: LayoutPass, parent: LayoutNode, inSourceOrder: Bool, offeredHeight: OfferedHeight = .maximum,
        sizeOnly: Bool
    ) {
        unmanagedPass = Unretained(pass)
        unmanagedParent = Unretained(parent)
        sublayoutCount = Int(parent.childCount)
        storedOfferedHeight = offeredHeight
        self.sizeOnly = sizeOnly
        slots = inSourceOrder || sublayoutCount == 0 ? -1 : pass.measurements.reserveSlots(sublayoutCount)
    }

    /// Calls `body` with an empty buffer of `Element`s (trivial values) with room for
    /// `minimumCapacity`, for the state of one run of the kind (a flex container's items), and
    /// with these children. The buffer is the pass's, lent: a run of a kind at any depth borrows
    /// one that an earlier run gave back, so that runs allocate nothing in the steady state (a run
    /// that needs room for more than ``MeasurementScratch/largestLentCapacity`` elements gets one
    /// of its own). Its contents are dropped when `body` returns. A ``GrowableBuffer``: its
    /// elements are read and written in place, with bounds checked in debug builds only.
    ///
    /// - Complexity: O(1) besides `body`, and O(`minimumCapacity`) when the buffer must grow.
    @inline(__always)
    mutating func withTemporaryBuffer<Element, Result>(
        of type: Element.Type, minimumCapacity: Int,
        _ body: (inout GrowableBuffer<Element>, inout MeasuringChildren) -> Result
    ) -> Result {
        guard minimumCapacity <= MeasurementScratch.largestLentCapacity else {
            var elements = GrowableBuffer<Element>(capacity: minimumCapacity)
            return body(&elements, &self)
        }
        let lent = unmanagedPass.with { pass in pass.withScratch { $0.borrowBuffer(of: Element.self) } }
        var elements = lent.take()
        elements.reserveCapacity(minimumCapacity)
        let result = body(&elements, &self)
        lent.put(&elements)
        unmanagedPass.with { pass in pass.withScratch { $0.giveBack(lent) } }
        return result
    }

    /// What the node being measured kept earlier in this pass with ``keep(_:of:)``, or `nil`:
    /// the value its kind `algorithm` keeps between its runs (see ``LayoutAlgorithm/Cache``).
    ///
    /// - Complexity: O(1) on average (a lookup in the pass's answer table).
    @inline(__always)
    func keptCache<Algorithm: LayoutAlgorithm>(of algorithm: Algorithm.Type) -> Algorithm.Cache? {
        unmanagedParent.with { parent in
            assert(parent is BuiltInNode<Algorithm>, "\(Algorithm.Value.self)'s cache read for another kind's node")
            let node = ObjectIdentifier(parent)
            return unmanagedPass.with { pass in
                pass.scratch == nil ? nil : pass.withScratch { $0.cache(of: node, as: Algorithm.Cache.self) }
            }
        }
    }

    /// Keeps `cache` for the node being measured, its kind `algorithm`'s, for its later runs in
    /// this pass (see ``LayoutAlgorithm/Cache``), in place of what it kept before.
    ///
    /// - Complexity: O(1) on average (a lookup in the pass's answer table, and an insertion
    ///   the first time).
    @inline(__always)
    mutating func keep<Algorithm: LayoutAlgorithm>(_ cache: Algorithm.Cache, of algorithm: Algorithm.Type) {
        unmanagedParent.with { parent in
            assert(parent is BuiltInNode<Algorithm>, "\(Algorithm.Value.self)'s cache kept for another kind's node")
            let node = ObjectIdentifier(parent)
            unmanagedPass.with { pass in pass.withScratch { $0.keepCache(cache, for: node) } }
        }
    }

    /// Keeps `buffer`'s elements (trivial values) until the pass ends, for a cache to refer to
    /// (see ``keep(_:of:)``), and returns where they are.
    ///
    /// - Complexity: O(`buffer.count`): one copy.
    @inline(__always)
    func keepElements<Element>(of buffer: borrowing GrowableBuffer<Element>) -> KeptElements<Element> {
        unmanagedPass.with { pass in pass.withScratch { $0.keepElements(of: buffer) } }
    }

    /// Appends the elements kept as `kept` in this pass to `buffer`.
    ///
    /// - Complexity: O(`kept.count`): one copy.
    @inline(__always)
    func appendKept<Element>(_ kept: KeptElements<Element>, to buffer: inout GrowableBuffer<Element>) {
        unmanagedPass.with { pass in pass.withScratch { $0.appendKept(kept, to: &buffer) } }
    }

    /// Starts loading the sublayout at `index` into the cache, so that it is ready when measured.
    @inline(__always)
    func prefetch(_ index: Int) {
        unmanagedParent.with { $0.prefetchSublayout(at: index) }
    }

    /// Measures the sublayout at `index` within `maxSize` (cleaned: no NaN, nothing negative) and
    /// returns its size, at most `maxSize`.
    @inline(__always)
    @discardableResult
    mutating func measure(_ index: Int, within maxSize: CGSize) -> CGSize {
        assert(maxSize.width >= 0 && maxSize.height >= 0, "a child measured within \(maxSize)")
        return unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                record(
                    pass.measureChild(
                        of: parent, at: index, offer: .within(maxSize, sizeOnly: sizeOnly), context: pass.context),
                    at: index, in: pass.measurements)
            }
        }
    }

    @inline(__always)
    private mutating func record(_ child: Int32, at index: Int, in measurements: ResultTree<MeasuredSize>) -> CGSize {
        if slots < 0 {
            #if DEBUG
                precondition(index > lastMeasured, "a kind that measures in source order measured out of order")
                lastMeasured = index
            #endif
            measurements.link(child, into: &linked)
        } else {
            measurements.fillSlot(slots + index, with: child)
        }
        return measurements.payload(child).size
    }

    /// Whether this measurement is made only to learn a size (see
    /// ``LayoutPass/probe(_:offer:context:)``): a kind may then skip measuring
    /// children whose sizes it has already decided, since nothing will be placed. Reading `true`
    /// records that this measurement is partial, so the pass completes it before it serves a real
    /// measurement (see ``LayoutPass/measureRemembered(of:at:offer:context:)``).
    var measuresSizeOnly: Bool {
        guard sizeOnly else { return false }
        unmanagedPass.with { $0.partialMeasurements &+= 1 }
        return true
    }

    /// The size the sublayout at `index` measures within `maxSize` (cleaned), without measuring it
    /// for this node: it gets no measurement and no frame from this call. Asked again within the
    /// same maximum in the same pass, it answers without measuring.
    ///
    /// With `definiteHeight`, a finite height is the child's definite height (see
    /// ``offeredHeight``) rather than a maximum.
    @inline(__always)
    func probe(_ index: Int, within maxSize: CGSize, definiteHeight: Bool = false) -> CGSize {
        assert(maxSize.width >= 0 && maxSize.height >= 0, "a child probed within \(maxSize)")
        return unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                pass.probe(
                    parent.childNode(at: index), offer: .probe(within: maxSize, definiteHeight: definiteHeight),
                    context: pass.context)
            }
        }
    }

    /// What the height this node is measured within means: the most it may take, or its height,
    /// decided by its parent (a flex container measuring its item's layout at the item's border
    /// box) or by the entry point (an arrangement given a height), definite or not: the node's
    /// ``MeasurementOffer``'s, handed down with the measurement.
    var offeredHeight: OfferedHeight {
        assert(
            unmanagedParent.with { $0.readsOfferedHeight }, "a kind read its offered height without saying so")
        return storedOfferedHeight
    }

    /// The max-content width of the sublayout at `index` at `height` (unlimited, a maximum, or
    /// with `definiteHeight` its definite height): the width it measures within an unlimited
    /// width, learned once per pass, and without laying it out where its kind can tell (see
    /// ``LayoutNode/maxContentWidth(in:height:definiteHeight:context:)``).
    func maxContentWidth(_ index: Int, height: CGFloat = .infinity, definiteHeight: Bool = false) -> CGFloat {
        assert(height >= 0, "a child's max-content width asked at height \(height)")
        return unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                pass.maxContentWidth(
                    of: parent.childNode(at: index), height: height, definiteHeight: definiteHeight,
                    context: pass.context)
            }
        }
    }

    /// The minimum content width of the sublayout at `index` (CSS's min-content width; see
    /// ``LayoutNode/minimumContentWidth(in:context:)``), learned once per pass.
    func minimumContentWidth(_ index: Int) -> CGFloat {
        unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                pass.minimumContentWidth(of: parent.childNode(at: index), context: pass.context)
            }
        }
    }

    /// Measures the sublayout at `index` within `size` and records it as exactly `size`, whatever
    /// it measured: its frame is then the rectangle it is placed in, whatever its alignment (a flex
    /// item's border box). Returns `size`.
    ///
    /// `heightIsDefinite` tells the child whether that height is a basis for its content's
    /// percentages (see ``offeredHeight``).
    @discardableResult
    mutating func measure(_ index: Int, exactly size: CGSize, heightIsDefinite: Bool) -> CGSize {
        measure(index, exactly: size, heightIsDefinite: heightIsDefinite, keeping: nil)
    }

    /// Measures the sublayout at `index` exactly at `frame`'s size, as
    /// ``measure(_:exactly:heightIsDefinite:)`` does, and keeps `frame`'s origin with its
    /// measurement: ``PlacingChildren/keptFrame(of:)`` then gives `frame` back. For a kind that
    /// computes its children's frames while measuring them (a flex container): the frames are
    /// written into the children's measurements, not kept by the kind.
    mutating func measure(_ index: Int, exactlyIn frame: CGRect, heightIsDefinite: Bool) {
        measure(index, exactly: frame.size, heightIsDefinite: heightIsDefinite, keeping: frame.origin)
    }

    @inline(__always)
    @discardableResult
    private mutating func measure(_ index: Int, exactly size: CGSize, heightIsDefinite: Bool, keeping origin: CGPoint?)
        -> CGSize
    {
        assert(size.width >= 0 && size.height >= 0, "a child measured exactly at \(size)")
        return unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                let child = pass.measureChild(
                    of: parent, at: index,
                    offer: .exactly(size, heightIsDefinite: heightIsDefinite, sizeOnly: sizeOnly),
                    context: pass.context)
                if pass.measurements.payload(child).size != size {
                    pass.measurements.setPayload(MeasuredSize(size: size, maxSize: size), at: child)
                }
                if let origin { pass.measurements.keepOrigin(origin, of: child) }
                return record(child, at: index, in: pass.measurements)
            }
        }
    }

    /// The text baselines of the sublayout at `index` laid out `width` points wide, or `nil` when
    /// it shows no text.
    func textBaselines(_ index: Int, width: CGFloat) -> TextBaselines? {
        unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                parent.childNode(at: index).with { $0.textBaselines(width: width, context: pass.context) }
            }
        }
    }

    /// The space the sublayout at `index` keeps between its edges and its content (see
    /// ``LayoutNode/contentInsets(in:context:)``).
    func contentInsets(_ index: Int) -> EdgeInsets {
        unmanagedPass.with { pass in
            unmanagedParent.with { parent in
                parent.childNode(at: index).with { $0.contentInsets(in: pass, context: pass.context) }
            }
        }
    }

    /// The children measured so far, to read once the kind has measured them (a stack aligning
    /// baselines): a few numbers, so that a kind can hand them to a function it does not inline
    /// without handing it this value (passed by address, this value would no longer live in
    /// registers).
    @inline(__always)
    var measuredSoFar: MeasuredSoFar {
        MeasuredSoFar(pass: unmanagedPass, first: linked.first, slots: slots, count: sublayoutCount)
    }

    /// The measured children, linked in source order; the slots are released.
    @inline(__always)
    mutating func finish() -> ChildList {
        if slots >= 0 {
            let measurements = unmanagedPass.with { $0.measurements }
            measurements.linkSlots(from: slots, count: sublayoutCount, into: &linked)
            measurements.releaseSlots(from: slots)
        }
        return linked
    }
}

/// The children a built-in kind has measured so far (see ``MeasuringChildren/measuredSoFar``), for
/// the duration of the kind's call.
struct MeasuredSoFar {
    fileprivate let pass: Unretained<LayoutPass>
    /// The first child linked, when the kind measures in source order.
    fileprivate let first: Int32
    /// The first of the children's slots, or −1 when the kind measures in source order.
    fileprivate let slots: Int
    /// The number of sublayouts.
    fileprivate let count: Int

    /// Calls `body` with the layout node (lent for the call) and the measured size of each of
    /// these children, in no particular order, and the pass's context.
    func forEach(_ body: (_ node: LayoutNode, _ size: CGSize, _ context: LayoutContext) -> Void) {
        pass.with { pass in
            let measurements = pass.measurements
            let context = pass.context
            func visit(_ child: Int32) {
                let node = measurements.node(child)
                node.layout!.with { body($0, node.payload.size, context) }
            }
            if slots < 0 {
                for child in ResultTree.Children(tree: measurements, first: first) { visit(child) }
            } else {
                for slot in slots..<(slots + count) where measurements.slot(slot) >= 0 {
                    visit(measurements.slot(slot))
                }
            }
        }
    }
}
