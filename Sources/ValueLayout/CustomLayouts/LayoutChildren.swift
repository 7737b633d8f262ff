import Foundation

/// A custom layout's children during one call of ``CustomLayout/measure(within:children:)`` or
/// ``CustomLayout/place(children:in:)``: proxies through which the engine measures and places
/// them, recording the results in its own storage.
///
/// Valid only during the call that received it: using one of its ``LayoutChild``ren (or its
/// ``context``) afterwards stops the program with a message. It is not `Sendable`: use it on the
/// calling thread.
public struct LayoutChildren: RandomAccessCollection {
    // Unretained, so that proxies are trivial values that cost no reference counting: the pass
    // keeps all three alive while the call runs, and every use checks first that the call is
    // running (``checkValid()``), without reading them.
    private let unmanagedPass: Unretained<LayoutPass>
    private let unmanagedMeasurements: Unretained<ResultTree<MeasuredSize>>
    private let unmanagedParent: Unretained<LayoutNode>
    /// The first of the parent's measurement slots in `measurements`: each child's latest
    /// measurement (−1 before it has one).
    let measurementSlots: Int
    /// The first of the parent's arrangement slots (beside them), or −1 while measuring.
    let arrangementSlots: Int
    /// The call this proxy belongs to (see ``EngineThreadState``).
    let call: UInt64
    /// While measuring: the parent's offer when it offers its height as a height (see
    /// ``MeasurementOffer``), which a child measured within the same maximum inherits, so that a
    /// layout that passes its maximum on is transparent; `nil` for an offer within a maximum.
    var parentOffer: MeasurementOffer?
    /// Whether the parent is measured for its size only, or asked a question about its content
    /// (see ``MeasurementOffer/sizeOnly``): its children are then measured for their sizes only.
    var sizeOnly = false

    /// The number of children: the layout's sublayouts.
    public let count: Int

    init(pass: LayoutPass, parent: LayoutNode, measurementSlots: Int, arrangementSlots: Int, call: UInt64) {
        self.unmanagedPass = Unretained(pass)
        self.unmanagedMeasurements = Unretained(pass.measurements)
        self.unmanagedParent = Unretained(parent)
        self.measurementSlots = measurementSlots
        self.arrangementSlots = arrangementSlots
        self.call = call
        self.count = Int(parent.childCount)
    }

    /// Runs `body` with the pass, its measurements and the parent's node, without reference
    /// counting (valid only while the call runs: check first).
    @inline(__always)
    func withEngine<T>(_ body: (LayoutPass, ResultTree<MeasuredSize>, LayoutNode) -> T) -> T {
        unmanagedPass.with { pass in
            unmanagedMeasurements.with { measurements in
                unmanagedParent.with { parent in body(pass, measurements, parent) }
            }
        }
    }

    /// The size this layout is recorded at whatever it measures, when its parent measures it at
    /// exactly the size it offers (a ``FlexLayout`` framing an item's layout at the item's border
    /// box); `nil` otherwise, and outside ``CustomLayout/measure(within:children:)``. A layout
    /// that shows its child as its own content (a wrapper that forwards to it) passes it on with
    /// ``LayoutChild/measure(exactly:)``, so that the child is framed as it would be without the
    /// wrapper.
    public var exactSize: CGSize? {
        checkValid()
        guard let offer = parentOffer, offer.isExactSize else { return nil }
        return offer.maxSize
    }

    /// What the height this layout is measured within means: the most it may take, or (decided
    /// by its parent, as a ``FlexLayout`` measuring an item's layout at the item's border box, or
    /// by an arrangement given a height) its height, definite or not. A child measured within
    /// this layout's own maximum is offered its height the same way. `.maximum` outside
    /// ``CustomLayout/measure(within:children:)``.
    public var offeredHeight: OfferedHeight {
        checkValid()
        return parentOffer?.height ?? .maximum
    }

    /// The text measurer, direction and pixel scale of the pass, for layouts that measure
    /// something themselves. Frames are computed left to right whatever the direction.
    public var context: LayoutContext {
        checkValid()
        return withEngine { pass, _, _ in pass.context }
    }

    /// The position of the first child: 0.
    public var startIndex: Int { 0 }
    /// One past the position of the last child: ``count``.
    public var endIndex: Int { count }

    /// The child at `position`, the sublayout at that index. - Complexity: O(1).
    public subscript(position: Int) -> LayoutChild {
        precondition(
            position >= 0 && position < count,
            "\(parentTypeName): child index \(position) out of range 0..<\(count)")
        return LayoutChild(children: self, position: position)
    }

    /// The custom layout's type name, for the messages of programming errors (read only while the
    /// call runs).
    var parentTypeName: String {
        withEngine { _, _, parent in String(describing: type(of: parent.makeLayout())) }
    }

    /// Stops the program unless this proxy's call is the one running.
    @inline(__always)
    func checkValid() {
        precondition(
            EngineThreadState.isRunningCustomCall(call),
            "LayoutChildren used outside the measure(within:children:) or place(children:in:) call that received it")
    }

}

/// One child of a custom layout, during one call (see ``LayoutChildren``).
public struct LayoutChild {
    let children: LayoutChildren
    /// The child's position among its siblings.
    public let position: Int

    /// The child's layout value.
    public var layout: any Layout {
        children.checkValid()
        return children.withEngine { _, _, parent in parent.sublayouts[position] }
    }

    /// The child's flexibility.
    public var flexibility: Flexibility {
        children.checkValid()
        return children.withEngine { _, _, parent in
            parent.childNode(at: position).with { $0.flexibility }
        }
    }

    /// The size the child measured most recently in this pass, in points, or `nil` if it has not
    /// been measured.
    public var measuredSize: CGSize? {
        children.checkValid()
        return children.withEngine { _, measurements, _ in
            let measurement = measurements.slot(children.measurementSlots + position)
            return measurement < 0 ? nil : measurements.payload(measurement).size
        }
    }

    /// Measures the child within `maxSize` and returns its size, at most `maxSize`. Measuring it
    /// again replaces the earlier measurement: the latest is the one placed. Measuring it again
    /// within the same maximum as its latest measurement returns that measurement without
    /// measuring the child's subtree again (a measurement depends only on the child, the maximum
    /// and the context).
    ///
    /// Bad input: a NaN or negative side of `maxSize` is treated as 0.
    ///
    /// - Complexity: the child's measuring; O(1) when the maximum is that of its latest
    ///   measurement.
    @discardableResult
    public func measure(within maxSize: CGSize) -> CGSize {
        children.checkValid()
        let limit = maxSize.sanitizedLimit
        return children.withEngine { pass, measurements, parent in
            let latest = measurements.slot(children.measurementSlots + position)
            if latest >= 0, measurements.payload(latest).maxSize == limit {
                if let recorder = pass.recorder {
                    parent.childNode(at: position).with {
                        recorder.recordCacheHit(
                            of: $0, parent: parent, index: position, within: limit,
                            size: measurements.payload(latest).size)
                    }
                }
                return measurements.payload(latest).size
            }
            // A child measured within the parent's own maximum is offered the parent's height
            // as the parent was (exact or not).
            var offer = MeasurementOffer.within(limit, sizeOnly: children.sizeOnly)
            if let parentOffer = children.parentOffer, parentOffer.maxSize == limit {
                offer = .atHeight(limit, isDefinite: parentOffer.height == .definite, sizeOnly: children.sizeOnly)
            }
            let measurement = pass.measureChild(of: parent, at: position, offer: offer, context: pass.context)
            measurements.fillSlot(children.measurementSlots + position, with: measurement)
            return measurements.payload(measurement).size
        }
    }

    /// Measures the child within `size` and records it as exactly `size`, whatever it measures: its
    /// frame is then a rectangle of that size placed in it, whatever its alignment. What a layout that
    /// shows its child as its own content passes on when its parent measures it exactly (see
    /// ``LayoutChildren/exactSize``); the child's height is then definite (a basis for its
    /// content's percentages) exactly when this layout's is, and otherwise whenever a size is
    /// imposed this way. Measuring the child again replaces this measurement. Only in
    /// ``CustomLayout/measure(within:children:)``.
    ///
    /// Bad input: a NaN, negative or infinite side of `size` is treated as 0.
    ///
    /// - Returns: `size`, cleaned.
    /// - Complexity: the child's measuring.
    @discardableResult
    public func measure(exactly size: CGSize) -> CGSize {
        children.checkValid()
        precondition(
            children.arrangementSlots < 0,
            "\(children.parentTypeName): LayoutChild.measure(exactly:) called from place(children:in:)")
        let exact = CGSize(width: size.width.sanitizedLength, height: size.height.sanitizedLength)
        return children.withEngine { pass, measurements, parent in
            var isDefinite = true
            if let offer = children.parentOffer, offer.maxSize == exact {
                isDefinite = offer.height == .definite
            }
            let measurement = pass.measureChild(
                of: parent, at: position,
                offer: .exactly(exact, heightIsDefinite: isDefinite, sizeOnly: children.sizeOnly),
                context: pass.context)
            if measurements.payload(measurement).size != exact {
                measurements.setPayload(MeasuredSize(size: exact, maxSize: exact), at: measurement)
            }
            measurements.fillSlot(children.measurementSlots + position, with: measurement)
            return exact
        }
    }

    /// The space the child keeps between its edges and its content, in points (a flex
    /// container's padding, an inset layout's insets): what a ``CustomLayout`` forwards from
    /// ``CustomLayout/contentInsets(children:)`` when its content is its child's.
    public var contentInsets: EdgeInsets {
        children.checkValid()
        return children.withEngine { pass, _, parent in
            parent.childNode(at: position).with { $0.contentInsets(in: pass, context: pass.context) }
        }
    }

    /// The narrowest the child can be without overflowing its content, in points (CSS's
    /// min-content width): what a ``CustomLayout`` forwards from
    /// ``CustomLayout/minimumContentWidth(children:)`` when its width is its child's. Learned once
    /// per pass; the child is not measured for this layout.
    public var minimumContentWidth: CGFloat {
        children.checkValid()
        return children.withEngine { pass, _, parent in
            pass.minimumContentWidth(of: parent.childNode(at: position), context: pass.context)
        }
    }

    /// Places the child within `rect`, in the parent's coordinates (left to right): the child's
    /// alignment positions its measured size in `rect`. A child not yet measured is measured
    /// within `rect`'s size first. Placing it again replaces the earlier placement. Only in
    /// ``CustomLayout/place(children:in:)``.
    ///
    /// Bad input: `rect` is cleaned like any offered rectangle (a NaN or infinite coordinate is 0,
    /// a negative or NaN side is 0, an infinite side is the child's measured length).
    ///
    /// - Returns: The child's frame, in the parent's coordinates.
    /// - Complexity: the child's arranging.
    @discardableResult
    public func place(in rect: CGRect) -> CGRect {
        children.checkValid()
        precondition(
            children.arrangementSlots >= 0,
            "\(children.parentTypeName): LayoutChild.place(in:) called from measure(within:children:)")
        return children.withEngine { pass, measurements, parent in
            var measurement = measurements.slot(children.measurementSlots + position)
            if measurement < 0 {
                measurement = pass.measureChild(
                    of: parent, at: position, offer: .within(rect.size.sanitizedLimit), context: pass.context)
                measurements.fillSlot(children.measurementSlots + position, with: measurement)
            }
            let arranged = pass.arrangeChild(
                measurement: measurement,
                within: rect.sanitizedOffer(measured: measurements.payload(measurement).size), context: pass.context)
            measurements.fillSlot(children.arrangementSlots + position, with: arranged)
            return pass.arrangements.payload(arranged)
        }
    }
}

@available(*, unavailable, message: "use a custom layout's children only on the thread that calls it")
extension LayoutChildren: Sendable {}

@available(*, unavailable, message: "use a custom layout's children only on the thread that calls it")
extension LayoutChild: Sendable {}
