import Foundation

/// The node of a ``CustomLayout``: one more kind of node, measured and arranged by calling the
/// value through ``LayoutChildren`` proxies.
///
/// Made when the value enters a tree (a built-in parent makes it once, when built; a custom root,
/// in each pass), with the nodes of the value's ``CustomLayout/sublayouts``. Released level by
/// level like every node: its children's nodes are taken before its value (which holds the same
/// children) is released, so releasing the value recurses no further.
///
/// Generic over the layout's type, so that the value is stored inline in the node (not in an
/// existential box of its own) and called without opening an existential.
@usableFromInline
final class CustomLayoutNode<Value: CustomLayout>: _LayoutNode, @unchecked Sendable {
    let value: Value

    private init(value: Value, sublayouts: [any Layout], childNodes: [LayoutNode]?) {
        self.value = value
        super.init(
            // A custom layout sees how it is offered its size and passes it on (see
            // ``LayoutChildren/offeredHeight``).
            alignment: value.alignment, flexibility: value.flexibility, traits: .readsOfferedHeight,
            children: childNodes.map { SublayoutNodes(sublayouts, nodes: $0) } ?? SublayoutNodes(sublayouts))
    }

    /// The node of `value`, with the nodes of its sublayouts (for a custom sublayout, made here).
    ///
    /// - Complexity: O(number of custom layouts reached before a built-in one). Without recursion
    ///   past ``recursionDepth`` levels (a chain of custom layouts may be very deep).
    @usableFromInline
    static func make(for value: Value) -> _LayoutNode {
        // Recursion through each sublayout's `layoutNode` costs nothing per child; past a depth,
        // the rest of the chain is made with an explicit stack, which needs a type check per
        // child instead.
        defer { CustomLayoutNodes.leaveMaking() }
        if CustomLayoutNodes.enterMaking() > CustomLayoutNodes.recursionDepth {
            return CustomLayoutNodes.makeWithoutRecursion(for: value)
        }
        return CustomLayoutNode(value: value, sublayouts: value.sublayouts, childNodes: nil)
    }

    /// A node for `value` whose sublayouts' nodes are `childNodes`.
    static func make(for value: Value, sublayouts: [any Layout], childNodes: [LayoutNode]) -> LayoutNode {
        CustomLayoutNode(value: value, sublayouts: sublayouts, childNodes: childNodes)
    }

    /// The value's hash covers its children as far as it wants: the subtree's hash does not read
    /// the children's nodes.
    override var hashCombinesChildren: Bool { false }

    /// The value's type and, if it is `Hashable`, the value.
    override func hashWithoutChildren(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Value.self))
        if let hashable = value as? any Hashable { hasher.combine(AnyHashable(hashable)) }
    }

    override var viewReuseId: String? { value.viewReuseId }
    override var baselineChild: Int? { value.baselineSublayout }
    override var view: ViewDescription? { value.view }

    override func makeLayout() -> any Layout { value }

    override var holdsChildValuesElsewhere: Bool { true }

    override func shallowEquals(_ other: LayoutNode) -> Bool {
        guard super.shallowEquals(other), let equatable = value as? any Equatable else { return false }
        return Self.isEqual(equatable, (other as! CustomLayoutNode<Value>).value)
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Value) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    // MARK: Passes

    override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
        let maxSize = offer.maxSize
        let measurements = pass.measurements
        let node = measurements.reserve()
        measurements.noteCustomNode()
        let count = Int(childCount)
        let slots = measurements.reserveSlots(count)
        let (call, interrupted) = EngineThreadState.enterCustomCall()
        var proxy = LayoutChildren(pass: pass, parent: self, measurementSlots: slots, arrangementSlots: -1, call: call)
        if offer.height != .maximum { proxy.parentOffer = offer }
        proxy.sizeOnly = offer.sizeOnly
        let size = value.measure(within: maxSize, children: proxy)
        EngineThreadState.leaveCustomCall(restoring: interrupted)
        // Every child has a node, in source order: a placeholder for a child left unmeasured, so
        // that arranging finds each child's measurement by position.
        var children = ChildList()
        for position in 0..<count {
            var child = measurements.slot(slots + position)
            if child < 0 {
                child = measurements.appendLeaf(childNode(at: position), .unmeasuredPlaceholder)
            }
            measurements.link(child, into: &children)
        }
        measurements.releaseSlots(from: slots)
        // Cleaned as every measured length is (a container's is kept at the maximum length), so
        // that a custom layout that passes a child's size on is transparent; what no layout
        // measures (negative, NaN, infinite) becomes 0, and a size beyond the maximum is cut to it.
        let measured = CGSize(
            width: min(size.width.sanitizedLength, maxSize.width),
            height: min(size.height.sanitizedLength, maxSize.height))
        measurements.complete(node, self, MeasuredSize(size: measured, maxSize: maxSize), children: children)
        return node
    }

    override func contentInsets(in pass: LayoutPass, context: LayoutContext) -> EdgeInsets {
        let insets = ask(in: pass) { value.contentInsets(children: $0) }
        return EdgeInsets(
            top: insets.top.sanitizedLength, leading: insets.leading.sanitizedLength,
            bottom: insets.bottom.sanitizedLength, trailing: insets.trailing.sanitizedLength)
    }

    override func minimumContentWidth(in pass: LayoutPass, context: LayoutContext) -> CGFloat {
        guard let width = ask(in: pass, { value.minimumContentWidth(children: $0) }) else {
            return super.minimumContentWidth(in: pass, context: context)
        }
        return width.sanitizedLength
    }

    /// Asks the layout a question a parent has about its content (through its children, outside
    /// measuring and placing); what it measures to answer is not linked to its node.
    private func ask<Answer>(in pass: LayoutPass, _ question: (LayoutChildren) -> Answer) -> Answer {
        let measurements = pass.measurements
        let slots = measurements.reserveSlots(Int(childCount))
        let (call, interrupted) = EngineThreadState.enterCustomCall()
        // A question, not a measurement: what it measures is for sizes only.
        var proxy = LayoutChildren(pass: pass, parent: self, measurementSlots: slots, arrangementSlots: -1, call: call)
        proxy.sizeOnly = true
        let answer = question(proxy)
        EngineThreadState.leaveCustomCall(restoring: interrupted)
        // What it measured stays in the tree, unlinked: the pass may remember it for a later
        // measurement that asks the same.
        measurements.releaseSlots(from: slots)
        return answer
    }

    override func arrange(in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect) -> Int32
    {
        let measurements = pass.measurements
        let arrangements = pass.arrangements
        let frame = alignment.place(measurements.payload(measurement).size, in: rect)
        let node = arrangements.reserve()
        let count = Int(childCount)
        let slots = measurements.reserveSlots(2 * count)
        var position = 0
        for child in measurements.children(of: measurement) {
            if !measurements.isUnmeasuredPlaceholder(child) { measurements.fillSlot(slots + position, with: child) }
            position += 1
        }
        let (call, interrupted) = EngineThreadState.enterCustomCall()
        value.place(
            children: LayoutChildren(
                pass: pass, parent: self, measurementSlots: slots, arrangementSlots: slots + count, call: call),
            in: CGRect(origin: .zero, size: frame.size))
        EngineThreadState.leaveCustomCall(restoring: interrupted)
        // The arrangement slots (kept beside the measurement slots) link the children placed, in
        // source order; a child placed twice is linked at its latest placement.
        var children = ChildList()
        for position in 0..<count {
            let child = measurements.slot(slots + count + position)
            if child >= 0 { arrangements.link(child, into: &children) }
        }
        measurements.releaseSlots(from: slots)
        arrangements.complete(node, self, frame, children: children)
        return node
    }
}

/// What making custom layout nodes needs beyond one layout type.
enum CustomLayoutNodes {
    /// How many custom layouts deep ``CustomLayoutNode/make(for:)`` recurses on a thread before it
    /// makes the rest of a chain without recursion.
    static let recursionDepth = 64

    /// Enters the making of a node on this thread and returns the depth.
    static func enterMaking() -> Int { EngineThreadState.enterCustomNodeMaking() }

    /// Leaves the making of a node on this thread.
    static func leaveMaking() { EngineThreadState.leaveCustomNodeMaking() }

    /// ``CustomLayoutNode/make(for:)`` with an explicit stack: bottom-up, each custom layout's
    /// children before it.
    static func makeWithoutRecursion(for value: any CustomLayout) -> LayoutNode {
        // Each entry is a custom layout, its sublayouts, and the nodes made so far for them.
        var stack: [(value: any CustomLayout, sublayouts: [any Layout], nodes: [LayoutNode])] = [
            (value, value.sublayouts, [])
        ]
        while true {
            let top = stack.count - 1
            let next = stack[top].nodes.count
            if next < stack[top].sublayouts.count {
                let sublayout = stack[top].sublayouts[next]
                if let custom = sublayout as? any CustomLayout {
                    stack.append((custom, custom.sublayouts, []))
                } else {
                    stack[top].nodes.append(sublayout._layoutNode)
                }
                continue
            }
            let finished = stack.removeLast()
            let node = makeNode(for: finished.value, sublayouts: finished.sublayouts, childNodes: finished.nodes)
            if stack.isEmpty { return node }
            stack[stack.count - 1].nodes.append(node)
        }
    }

    /// The node of `value` (of whatever type) with the given children's nodes.
    private static func makeNode<Value: CustomLayout>(
        for value: Value, sublayouts: [any Layout], childNodes: [LayoutNode]
    ) -> LayoutNode {
        CustomLayoutNode.make(for: value, sublayouts: sublayouts, childNodes: childNodes)
    }
}
