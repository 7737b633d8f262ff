import Foundation

/// The node of every built-in layout, generic over its kind: the common fields, the kind's
/// properties (part of the layout's hash and equality), and the two passes, which reserve and
/// complete the result nodes around the kind's ``LayoutAlgorithm/measure(within:context:children:)`` and
/// ``LayoutAlgorithm/place(children:in:context:)``.
///
/// Each kind declares its node as a final subclass of this class whose two overrides call
/// ``measureNode(in:context:offer:)`` and ``arrangeNode(in:context:measurement:within:)``: the
/// passes then run code compiled for the concrete kind, reached by one virtual call per node as
/// before the kinds shared this class (a generic class's overrides are compiled once for all its
/// specializations, and calling the kind from them cost 9 to 20 % of a pass). The class's own
/// overrides do the same, compiled generically: a node class that forgets them, or a kind that
/// uses this class as its node, lays out the same frames, only slower.
class BuiltInNode<Algorithm: LayoutAlgorithm>: LayoutNode, @unchecked Sendable {
    let properties: Algorithm
    /// The reuse identifier, inline: most layouts that make views have one, and a box of its own
    /// would be a second allocation for each. The passes never read it.
    private let storedViewReuseId: String?
    /// The view description and cleaned bad input, boxed: few layouts have either, and inline
    /// they would make every layout's node larger (a view description by about 70 bytes).
    private let extras: LayoutExtras?

    /// A node with the given properties and children; `cleanedInputs` records the numbers its
    /// initialiser cleaned (see ``CleanedInput``). Required, so that
    /// ``LayoutAlgorithm/makeNode(_:alignment:flexibility:viewReuseId:view:cleanedInputs:children:)``
    /// can make a node of the kind's class.
    required init(
        _ properties: Algorithm, alignment: Alignment, flexibility: Flexibility, traits: NodeTraits,
        viewReuseId: String?,
        view: ViewDescription?, cleanedInputs: [CleanedInput] = [], children: consuming SublayoutNodes
    ) {
        self.properties = properties
        storedViewReuseId = viewReuseId
        // A pattern, not `view == nil`: that would compare two optional descriptions through their
        // value witnesses.
        if case .none = view, cleanedInputs.isEmpty {
            extras = nil
        } else {
            extras = LayoutExtras(view: view, cleanedInputs: cleanedInputs)
        }
        super.init(alignment: alignment, flexibility: flexibility, traits: traits, children: children)
    }

    override var viewReuseId: String? { storedViewReuseId }
    override var view: ViewDescription? { extras?.view }
    override var cleanedInputs: [CleanedInput] { extras?.cleanedInputs ?? [] }

    override final func makeLayout() -> any Layout { Algorithm.layout(of: self) }

    /// The kind (its public type tells the kinds apart: two kinds may have properties of one
    /// type), the properties, the common fields, the reuse identifier and the view.
    override func hashWithoutChildren(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Algorithm.Value.self))
        hasher.combine(properties)
        hasher.combine(alignment)
        hasher.combine(flexibility)
        hasher.combine(storedViewReuseId)
        hasher.combine(extras?.view)
    }

    /// Compares the fields directly: a checked cast to this generic class would look its
    /// metadata up at run time, which costs more than the comparison. The caller has checked
    /// that `other` is of the same class.
    override func shallowEquals(_ other: LayoutNode) -> Bool {
        assert(type(of: other) == type(of: self), "ValueLayout: nodes of different classes compared")
        let other = Self.sameClass(other, as: BuiltInNode<Algorithm>.self)
        guard subtreeHash == other.subtreeHash, alignment == other.alignment,
            flexibility == other.flexibility, childCount == other.childCount,
            storedViewReuseId == other.storedViewReuseId
        else { return false }
        // A box holding only cleaned input stands for no view.
        if extras !== other.extras, extras?.view != other.extras?.view { return false }
        return properties == other.properties
    }

    // MARK: Hooks

    override var growsWhenSnapped: Bool { Algorithm.growsWhenSnapped }
    override var reportsDroppedSublayouts: Bool { Algorithm.reportsDroppedSublayouts }
    override var droppingAxis: Axis? { properties.droppingAxis }
    override var diagnosedMinimumSize: CGSize { properties.diagnosedMinimumSize }
    override var childArrangement: ChildArrangement { properties.childArrangement }

    /// The insets of ``childArrangement``, read from the kind's own rule: a flex container asks
    /// each item's layout for them in every run, and through the whole arrangement (a call that
    /// returns every field) W8 spent about 130 instructions a node on it.
    override func contentInsets(in pass: LayoutPass, context: LayoutContext) -> EdgeInsets {
        properties.childArrangement.childInsets
    }
    override var textContent: TextContent? { properties.textContent }

    override func scrollContentSize(childFrames: () -> [CGRect]) -> CGSize? {
        properties.scrollContentSize(childFrames: childFrames)
    }

    override func keptSublayoutIndices(keptCount: Int) -> [Int]? {
        properties.keptSublayoutIndices(keptCount: keptCount, sublayoutCount: Int(childCount))
    }

    override var isRebuildable: Bool { true }

    override func minimumContentWidth(in pass: LayoutPass, context: LayoutContext) -> CGFloat {
        // A question, not a measurement: what it measures is for sizes only.
        var children = MeasuringChildren(pass: pass, parent: self, inSourceOrder: true, sizeOnly: true)
        if let width = properties.minimumContentWidth(context: context, children: &children) {
            return width
        }
        return super.minimumContentWidth(in: pass, context: context)
    }

    override func maxContentWidth(
        in pass: LayoutPass, height: CGFloat, definiteHeight: Bool, context: LayoutContext
    ) -> CGFloat {
        // A question, not a measurement: what it measures is for sizes only.
        var children = MeasuringChildren(pass: pass, parent: self, inSourceOrder: true, sizeOnly: true)
        if let width = properties.maxContentWidth(height: height, context: context, children: &children) {
            return width
        }
        return super.maxContentWidth(in: pass, height: height, definiteHeight: definiteHeight, context: context)
    }

    override func rebuilt(sublayouts: [any Layout]) -> (any Layout)? {
        precondition(sublayouts.count == Int(childCount), "a layout rebuilt with another number of sublayouts")
        return Algorithm.layout(
            of: Algorithm.makeNode(
                properties.rebuilt(sublayouts: sublayouts), alignment: alignment, flexibility: flexibility,
                viewReuseId: viewReuseId, view: view, cleanedInputs: cleanedInputs,
                children: SublayoutNodes(sublayouts)))
    }

    // MARK: Passes

    /// Measures this node through ``measureNode(in:context:offer:)``, compiled once for every kind:
    /// right for a kind whose node class does not override it, only slower (its kind is then
    /// reached through its witness table). Each built-in kind's node class overrides it.
    override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
        measureNode(in: pass, context: context, offer: offer)
    }

    /// Arranges this node through ``arrangeNode(in:context:measurement:within:)``, compiled once
    /// for every kind (see ``measure(in:context:offer:)``).
    override func arrange(in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect) -> Int32
    {
        arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
    }

    /// Measures this node on `offer` (its maximum already cleaned) and returns its measurement's index:
    /// reserves the node (before its children, so that the tree stays in pre-order), lets the kind
    /// measure, links the children it measured, and completes the node. A node with no sublayouts
    /// is appended as a leaf. Called by the kind's node class only.
    @inline(__always)
    final func measureNode(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
        let node = self
        let maxSize = offer.maxSize
        let measurements = pass.measurements
        if node.childCount == 0 {
            var children = MeasuringChildren(
                pass: pass, parent: node, inSourceOrder: true, offeredHeight: offer.height, sizeOnly: offer.sizeOnly)
            let measured = node.properties.measure(within: maxSize, context: context, children: &children)
            Self.assertMeasured(measured, within: maxSize)
            // A leaf that adds lengths of its own (a button's insets around its title) can pass the
            // maximum length as a container's sum can: capped here, once, for every kind.
            let size = measured.cappedAtMaximumLength
            return measurements.appendLeaf(
                node, leafAlignment: node.alignment, MeasuredSize(size: size, maxSize: maxSize))
        }
        let index = measurements.reserve()
        var children = MeasuringChildren(
            pass: pass, parent: node, inSourceOrder: node.properties.measuresInSourceOrder,
            offeredHeight: offer.height, sizeOnly: offer.sizeOnly)
        let summed = node.properties.measure(within: maxSize, context: context, children: &children)
        Self.assertMeasured(summed, within: maxSize)
        let size = summed.keptWithinMaximumLength
        measurements.complete(
            index, node, leafAlignment: node.alignment, MeasuredSize(size: size, maxSize: maxSize),
            children: children.finish())
        return index
    }

    /// Arranges the measurement at `measurement` of this node within `rect` (already cleaned) and
    /// returns the arrangement's index: the frame is the measured size placed by the node's
    /// alignment, and the kind places the measured children in the frame's bounds. Called by the
    /// kind's node class only.
    @inline(__always)
    final func arrangeNode(in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect)
        -> Int32
    {
        let node = self
        let frame = node.alignment.place(pass.measurements.payload(measurement).size, in: rect)
        let arrangements = pass.arrangements
        let index = arrangements.reserve()
        var children = PlacingChildren(pass: pass, measurement: measurement, sublayoutCount: Int(node.childCount))
        if children.measuredCount > 0 {
            node.properties.place(children: &children, in: CGRect(origin: .zero, size: frame.size), context: context)
        }
        arrangements.complete(index, node, frame, children: children.finish())
        return index
    }

    /// Checks rule 2 of ``LayoutAlgorithm`` in debug builds.
    @inline(__always)
    private static func assertMeasured(_ size: CGSize, within maxSize: CGSize) {
        assert(
            size.width >= 0 && size.height >= 0 && size.width <= maxSize.width && size.height <= maxSize.height,
            "\(Algorithm.Value.self) measured \(size) within \(maxSize)")
    }
}

/// A layout's view description and cleaned bad input on the heap (see ``BuiltInNode``), for the
/// layouts that have either. The cleaned input is not part of the layout's equality or hash: two
/// layouts whose cleaned values are equal lay out the same.
final class LayoutExtras: Sendable {
    let view: ViewDescription?
    let cleanedInputs: [CleanedInput]

    init(view: ViewDescription?, cleanedInputs: [CleanedInput]) {
        self.view = view
        self.cleanedInputs = cleanedInputs
    }
}

extension Int {
    @inline(__always)
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
