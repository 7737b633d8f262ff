import Foundation

/// The node of a kind of built-in layout with its own `Properties`: the common fields, those
/// properties (part of the layout's hash and equality), and nothing else. Each kind subclasses it
/// with its passes, and its public struct holds one reference to it.
class BuiltInLayoutNode<Properties: Hashable & Sendable>: LayoutNode, @unchecked Sendable {
    let properties: Properties
    /// Written once, in `init` (it hashes the children's nodes, which the superclass makes).
    @exclusivity(unchecked) private var storedSubtreeHash = 0
    /// The reuse identifier, view description and cleaned bad input, boxed: most layouts have
    /// none of them, and inline they would make every layout's node larger (a view description by
    /// about 70 bytes, a reuse identifier by 16). The passes never read them, but a smaller node
    /// leaves more of a large tree in the caches.
    private let identity: LayoutIdentity?

    /// A node with the given properties; `cleanedInputs` records the numbers its initialiser
    /// cleaned (see ``CleanedInput``).
    init(
        properties: Properties, alignment: Alignment, flexibility: Flexibility, viewReuseId: String?,
        view: ViewDescription?, cleanedInputs: [CleanedInput] = [], sublayouts: [any Layout]
    ) {
        self.properties = properties
        identity =
            viewReuseId == nil && view == nil && cleanedInputs.isEmpty
            ? nil : LayoutIdentity(viewReuseId: viewReuseId, view: view, cleanedInputs: cleanedInputs)
        super.init(alignment: alignment, flexibility: flexibility, sublayouts: sublayouts)
        // Each kind has its own `Properties` type, which therefore tells the kinds apart.
        storedSubtreeHash = summaryHash(
            kind: ObjectIdentifier(Properties.self), propertiesHash: properties.hashValue, viewReuseId: viewReuseId,
            view: view)
    }

    override final var viewReuseId: String? { identity?.viewReuseId }
    override final var view: ViewDescription? { identity?.view }
    override final var cleanedInputs: [CleanedInput] { identity?.cleanedInputs ?? [] }
    override final var subtreeHash: Int { storedSubtreeHash }

    /// Compares the fields directly: a checked cast to this generic class would look its
    /// metadata up at run time, which costs more than the comparison. The caller has checked
    /// that `other` is of the same class.
    override func shallowEquals(_ other: LayoutNode) -> Bool {
        assert(type(of: other) == type(of: self), "ValueLayout: nodes of different classes compared")
        let other = unsafeDowncast(other, to: BuiltInLayoutNode<Properties>.self)
        guard storedSubtreeHash == other.storedSubtreeHash, alignment == other.alignment,
            flexibility == other.flexibility, childCount == other.childCount
        else { return false }
        // A box holding only cleaned input stands for no identifier and no view.
        if identity !== other.identity {
            guard identity?.viewReuseId == other.identity?.viewReuseId, identity?.view == other.identity?.view
            else { return false }
        }
        return properties == other.properties
    }
}

/// A layout's reuse identifier, view description and cleaned bad input on the heap (see
/// ``BuiltInLayoutNode``), for the layouts that have any of them. The cleaned input is not part of
/// the layout's equality or hash: two layouts whose cleaned values are equal lay out the same.
final class LayoutIdentity: Sendable {
    let viewReuseId: String?
    let view: ViewDescription?
    let cleanedInputs: [CleanedInput]

    init(viewReuseId: String?, view: ViewDescription?, cleanedInputs: [CleanedInput]) {
        self.viewReuseId = viewReuseId
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

extension LayoutNode {
    /// Appends an arrangement node whose frame is the measured size placed in `rect` by this
    /// layout's alignment, and whose measured children are each arranged in the frame's bounds:
    /// the whole arrangement of a size layout and of an overlay.
    @inline(__always)
    final func arrangeAlignedWithChildrenInBounds(
        in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
    ) -> Int32 {
        let frame = alignment.place(pass.measurements.payload(measurement).size, in: rect)
        return arrangeChildren(of: frame, in: pass, context: context, measurement: measurement) { _ in
            CGRect(origin: .zero, size: frame.size)
        }
    }

    /// Appends an arrangement node with `frame` whose measured children are each arranged in the
    /// rectangle `slot` gives for their position.
    @inline(__always)
    final func arrangeChildren(
        of frame: CGRect, in pass: LayoutPass, context: LayoutContext, measurement: Int32,
        slot: (Int) -> CGRect
    ) -> Int32 {
        let measurements = pass.measurements
        let arrangements = pass.arrangements
        let node = arrangements.reserve()
        var children = ChildList()
        var position = 0
        var measured = measurements.firstChild(measurement)
        while measured >= 0 {
            let child = pass.arrangeChild(measurement: measured, within: slot(position), context: context)
            arrangements.link(child, into: &children)
            measured = measurements.nextSibling(measured)
            position += 1
        }
        arrangements.complete(node, self, frame, children: children)
        return node
    }
}
