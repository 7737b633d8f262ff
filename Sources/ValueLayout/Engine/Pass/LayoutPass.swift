import Foundation

/// The state of one layout pass: the trees its measurements and arrangements are appended to, its
/// context, and the stack budget that keeps deep trees from overflowing the thread's stack.
///
/// A pass belongs to the thread that runs it. The entry points make one
/// (``Layout/arrangement(origin:width:height:context:)``, ``Layout/measurement(within:context:)``,
/// ``LayoutMeasurement/arrangement(within:context:)``), every layout node is measured and arranged
/// in it through ``measureChild(of:at:offer:context:)`` and
/// ``arrangeChild(measurement:within:context:)``, and it is dropped when the entry point returns.
final class LayoutPass {
    let measurements: ResultTree<MeasuredSize>
    let arrangements: ResultTree<CGRect>
    /// The pass's context (the passes also hand it down as an argument, which costs no
    /// reference counting); read by custom layouts' ``LayoutChildren``.
    let context: LayoutContext
    /// The lowest stack address the pass may reach on its thread before it continues on a
    /// worker's stack (stacks grow down). A pass that continues on a worker's stack is a new
    /// `LayoutPass` on the same trees, with the worker's limit: so the limit never changes.
    let stackLimit: UInt
    /// The address below which a child is measured and arranged out of line (see
    /// ``measureChild(of:at:offer:context:)``): ``stackLimit``, or, for a traced pass, the
    /// highest address, so that every child takes the out-of-line route, which records it. The
    /// one comparison the passes already make per child decides both: a pass without a trace pays
    /// nothing per child for tracing.
    let outOfLineLimit: UInt
    /// What records the pass into its context's trace, or `nil` for a pass without one.
    let recorder: LayoutTraceRecorder?
    /// The probes' sizes and the buffers lent to kinds' runs, made on first use (see
    /// ``MeasurementScratch``): one optional reference, so that passes without probes pay for
    /// one field.
    var scratch: MeasurementScratch?
    /// Whether a child measurement looks for a remembered one (see
    /// ``measureRemembered(of:at:offer:context:)``): from the pass's first question on (a probe or
    /// a kind's answer about its content), since what is measured to answer one is remembered. One
    /// field, so that passes that ask nothing (a tree of stacks) pay one load and one branch per
    /// child for it.
    var looksUpMeasurements = false
    /// How many measurements so far were partial: a kind measured inside a probe skipped its
    /// children (see ``MeasuringChildren/measuresSizeOnly``), or a partial measurement was copied
    /// inside a probe. A measurement is whole if this count did not change while it was made.
    var partialMeasurements = 0

    /// A pass that made the scratch (not a continuation sharing it) gives it back for the
    /// thread's next pass.
    deinit {
        if let scratch = scratch.take() { ReusableMeasurementScratch.giveBack(scratch) }
    }

    private init(
        measurements: ResultTree<MeasuredSize>, arrangements: ResultTree<CGRect>, context: LayoutContext,
        stackLimit: UInt, recorder: LayoutTraceRecorder?, scratch: MeasurementScratch? = nil
    ) {
        self.measurements = measurements
        self.arrangements = arrangements
        self.context = context
        self.stackLimit = stackLimit
        self.outOfLineLimit = recorder == nil ? stackLimit : .max
        self.recorder = recorder
        self.scratch = scratch
    }

    /// A pass that starts on the calling thread, within the caller's stack budget, recorded if
    /// the context has a trace.
    private convenience init(
        measurements: ResultTree<MeasuredSize>, arrangements: ResultTree<CGRect>, context: LayoutContext
    ) {
        self.init(
            measurements: measurements, arrangements: arrangements, context: context,
            stackLimit: LargeStackThreads.limit(
                below: LargeStackThreads.currentStackAddress(), budget: LargeStackThreads.callerBudget),
            recorder: context.trace.map { LayoutTraceRecorder(trace: $0) })
    }

    /// Whether the current call has used up the stack budget of its thread.
    @inline(__always)
    var isStackBudgetSpent: Bool {
        LargeStackThreads.currentStackAddress() < stackLimit
    }

    /// Whether a child is measured or arranged out of line: the stack budget is spent, or the
    /// pass is traced.
    @inline(__always)
    var takesOutOfLineRoute: Bool {
        LargeStackThreads.currentStackAddress() < outOfLineLimit
    }

    /// Runs `body` on a worker's large stack with this pass continued there: the same trees and
    /// context, with a budget for that stack.
    @inline(never)
    func switchStack<T>(_ body: (LayoutPass) -> T) -> T {
        // The continued pass shares the probes' sizes (made now, so that both passes see one cache).
        if scratch == nil { scratch = ReusableMeasurementScratch.take() }
        return LargeStackThreads.run {
            let continued = LayoutPass(
                measurements: measurements, arrangements: arrangements, context: context,
                stackLimit: LargeStackThreads.limit(
                    below: LargeStackThreads.currentStackAddress(), budget: LargeStackThreads.workerBudget),
                recorder: recorder, scratch: scratch)
            continued.looksUpMeasurements = looksUpMeasurements
            continued.partialMeasurements = partialMeasurements
            let result = body(continued)
            // What the continuation learned about remembered measurements holds here too (this
            // thread waits for the worker, which then hands the pass back).
            looksUpMeasurements = continued.looksUpMeasurements
            partialMeasurements = continued.partialMeasurements
            return result
        }
    }
}

extension LayoutPass {
    /// Measures the sublayout at `index` of `parent` on `offer` (its maximum already cleaned) one
    /// level deeper, and returns its node's index in ``measurements``.
    @inline(__always)
    func measureChild(of parent: LayoutNode, at index: Int, offer: MeasurementOffer, context: LayoutContext) -> Int32 {
        if takesOutOfLineRoute {
            return measureChildOutOfLine(of: parent, at: index, offer: offer, context: context)
        }
        return measureChildHere(of: parent, at: index, offer: offer, context: context)
    }

    /// ``measureChild(of:at:offer:context:)`` on a worker's stack, or recorded.
    @inline(never)
    private func measureChildOutOfLine(
        of parent: LayoutNode, at index: Int, offer: MeasurementOffer, context: LayoutContext
    ) -> Int32 {
        if let recorder {
            return recordedMeasurement(
                of: parent.childNode(at: index), parent: parent, index: index, offer: offer, recorder: recorder
            ) {
                measureChildOnLargeEnoughStack(of: parent, at: index, offer: offer, context: context)
            }
        }
        return switchStack { $0.measureChildHere(of: parent, at: index, offer: offer, context: context) }
    }

    /// ``measureChild(of:at:offer:context:)`` without recording: on a worker's stack if this
    /// one's budget is spent.
    func measureChildOnLargeEnoughStack(
        of parent: LayoutNode, at index: Int, offer: MeasurementOffer, context: LayoutContext
    ) -> Int32 {
        if isStackBudgetSpent {
            return switchStack { $0.measureChildHere(of: parent, at: index, offer: offer, context: context) }
        }
        return measureChildHere(of: parent, at: index, offer: offer, context: context)
    }

    @inline(__always)
    private func measureChildHere(
        of parent: LayoutNode, at index: Int, offer: MeasurementOffer, context: LayoutContext
    ) -> Int32 {
        if looksUpMeasurements {
            return measureRemembered(of: parent, at: index, offer: offer, context: context)
        }
        return parent.childNode(at: index).with {
            $0.measure(in: self, context: context, offer: offer)
        }
    }

    /// ``measureChild(of:at:offer:context:)`` in a pass that remembers measurements: inside a
    /// probe, or after a probe kept one. Inside a probe every measurement is remembered, with the
    /// question it answered (see ``PassQuestion``), whole or partial (a kind inside it skipped
    /// its children: see ``MeasuringChildren/measuresSizeOnly``). A child measured before within
    /// the same maximum and in the same way is not measured again: the remembered measurement is
    /// copied, and outside probes a partial one is completed (see
    /// ``completedCopy(of:context:)``).
    ///
    /// So a layout inside a probed one is measured once per question in the pass, however often
    /// probes and the real measurement ask it, except that a kind that skipped its children for
    /// a probe runs again, in full, for the real measurement. (A measurement depends only on the
    /// layout, the maximum, the way it is asked and the context, which a pass does not change.)
    ///
    /// - Complexity: a table lookup, and the child's measuring or a copy of its remembered
    ///   subtree.
    @inline(never)
    func measureRemembered(of parent: LayoutNode, at index: Int, offer: MeasurementOffer, context: LayoutContext)
        -> Int32
    {
        let node = parent.childNode(at: index)
        let question = node.with { Self.question(to: $0, on: offer) }
        let identifier = node.with { ObjectIdentifier($0) }
        let maxSize = offer.maxSize
        let key = MeasurementScratch.Key(
            node: identifier, width: maxSize.width, height: maxSize.height, question: question)
        // At exactly a size, a layout that reads how it is offered is measured as its parent
        // decided once it knew its children's sizes, which probes do not ask (a flex container
        // inside a probe frames no items): such a measurement is not looked up, and not kept.
        let isAsked = question != .exactly && question != .exactlyAtUsedHeight
        if isAsked, let answer = learned(key) ?? learnedWithinLargerMaximum(key, of: node),
            answer.measurement >= 0
        {
            let again = measurementAgain(answer.measurement, sizeOnly: offer.sizeOnly, context: context)
            // The kept node may since have been recorded at exactly a size by the parent that
            // asked (a layout that reads nothing of how it is offered answers both questions).
            let payload = MeasuredSize(size: answer.size, maxSize: maxSize)
            if measurements.payload(again) != payload { measurements.setPayload(payload, at: again) }
            return again
        }
        let partialBefore = partialMeasurements
        let measurement = node.with { $0.measure(in: self, context: context, offer: offer) }
        if offer.sizeOnly {
            remember(measurement, question: question, partialBefore: partialBefore, for: isAsked ? key : nil)
        }
        return measurement
    }

    /// Calls `body` with the pass's scratch, made on first use, lent without a retain (the pass
    /// holds its scratch until it ends and never replaces it; a retain and a release around each
    /// lookup cost W8 about 150 instructions a node).
    @inline(__always)
    func withScratch<Result>(_ body: (MeasurementScratch) -> Result) -> Result {
        if scratch == nil { scratch = ReusableMeasurementScratch.take() }
        return Unretained(scratch!).with(body)
    }

    /// What the pass learned for `key` so far, if anything (see
    /// ``MeasurementScratch/answer(for:)``), read without a retain (see ``withScratch(_:)``).
    @inline(__always)
    func learned(_ key: MeasurementScratch.Key) -> PassAnswerTable.Answer? {
        guard scratch != nil else { return nil }
        return withScratch { $0.answer(for: key) }
    }

    /// What the pass learned for `node` within a larger maximum that also answers `key`, if the
    /// node keeps its size within smaller maximums (see
    /// ``LayoutAlgorithm/keepsItsSizeWithinSmallerMaximums``): within `key`'s width and an unlimited
    /// height, or within no limit, whichever was learned with a size that fits `key`. Asked only
    /// after `key` itself is not found.
    ///
    /// - Complexity: at most two table lookups.
    @inline(__always)
    func learnedWithinLargerMaximum(_ key: MeasurementScratch.Key, of node: Unretained<LayoutNode>)
        -> PassAnswerTable.Answer?
    {
        guard node.with({ $0.keepsItsSizeWithinSmallerMaximums }) else { return nil }
        return learnedWithinLargerMaximum(key)
    }

    /// ``learnedWithinLargerMaximum(_:of:)`` for a node that keeps its size within smaller
    /// maximums: out of line, so that the misses of other nodes pay for one check.
    @inline(never)
    private func learnedWithinLargerMaximum(_ key: MeasurementScratch.Key) -> PassAnswerTable.Answer? {
        var larger = key
        if key.height.isFinite {
            larger.height = .infinity
            if let answer = learned(larger), answer.size.height <= key.height { return answer }
        }
        guard key.width.isFinite else { return nil }
        larger.width = .infinity
        larger.height = .infinity
        guard let answer = learned(larger), answer.size.width <= key.width, answer.size.height <= key.height else {
            return nil
        }
        return answer
    }

    /// The remembered measurement at `kept` given again: a copy, completed unless the size is
    /// all that is wanted.
    private func measurementAgain(_ kept: Int32, sizeOnly: Bool, context: LayoutContext) -> Int32 {
        if measurements.node(kept).remembered.isWhole { return measurements.copySubtree(kept) }
        if sizeOnly {
            partialMeasurements &+= 1
            return measurements.copySubtree(kept)
        }
        return completedCopy(of: kept, context: context)
    }

    /// A whole measurement equal to the partial one at `partial`: its nodes copied, whole
    /// subtrees as they are, and each node whose kind skipped its children (a partial
    /// measurement without children) measured again in full, for the question it answered.
    ///
    /// - Complexity: the copied nodes, and the kinds measured again.
    private func completedCopy(of partial: Int32, context: LayoutContext) -> Int32 {
        if isStackBudgetSpent { return switchStack { $0.completedCopy(of: partial, context: context) } }
        let original = measurements.node(partial)
        guard original.childCount > 0 else { return measuredAgainInFull(original, context: context) }
        let copy = measurements.appendCopy(of: partial)
        var children = ChildList()
        for child in measurements.children(of: partial) {
            let remembered = measurements.node(child).remembered
            let completed =
                !remembered.isRemembered || remembered.isWhole
                ? measurements.copySubtree(child) : completedCopy(of: child, context: context)
            measurements.link(completed, into: &children)
        }
        measurements.setChildren(of: copy, to: children)
        return copy
    }

    /// `original`'s layout measured again, in full, for the question `original` answered, and
    /// recorded at `original`'s size (which a measurement at exactly a size records whatever it
    /// measured).
    private func measuredAgainInFull(_ original: ResultTree<MeasuredSize>.Node, context: LayoutContext) -> Int32 {
        let layout = original.layout!
        let offer = MeasurementOffer(maxSize: original.payload.maxSize, answering: original.remembered.question)
        let measurement = layout.with { $0.measure(in: self, context: context, offer: offer) }
        if measurements.payload(measurement) != original.payload {
            measurements.setPayload(original.payload, at: measurement)
        }
        return measurement
    }

    /// The question a measurement of `node` on `offer` answers: the way the offer gives it its
    /// height, if that changes what it measures (see ``LayoutNode/readsOfferedHeight``).
    @inline(__always)
    static func question(to node: LayoutNode, on offer: MeasurementOffer) -> PassQuestion {
        node.readsOfferedHeight ? offer.question : .withinMaximum
    }

    /// Remembers the measurement at `measurement`, answering `question`: whole if no kind skipped
    /// children since the count of partial measurements was `partialBefore`, and kept for `key`
    /// if there is one (otherwise only marked, for ``completedCopy(of:context:)``).
    private func remember(
        _ measurement: Int32, question: PassQuestion, partialBefore: Int, for key: MeasurementScratch.Key?
    ) {
        measurements.markRemembered(measurement, question: question, isWhole: partialMeasurements == partialBefore)
        if let key {
            let size = measurements.payload(measurement).size
            withScratch { $0.keep(size, measuredAt: measurement, for: key) }
        }
    }

    /// Arranges the child measured at `measurement` within `rect` (in its parent's coordinates,
    /// left to right; see ``PlacingChildren/place(_:in:)`` and ``LayoutChild/place(in:)`` for what
    /// makes it clean) one level deeper, and returns its node's index in ``arrangements``.
    @inline(__always)
    func arrangeChild(measurement: Int32, within rect: CGRect, context: LayoutContext) -> Int32 {
        if takesOutOfLineRoute {
            return arrangeChildOutOfLine(measurement: measurement, within: rect, context: context)
        }
        return arrangeChildHere(measurement: measurement, within: rect, context: context)
    }

    /// ``arrangeChild(measurement:within:context:)`` on a worker's stack, or recorded.
    @inline(never)
    private func arrangeChildOutOfLine(measurement: Int32, within rect: CGRect, context: LayoutContext) -> Int32 {
        if let recorder {
            recorder.beginArrangement(of: measurement, in: measurements, within: rect)
            let arranged =
                isStackBudgetSpent
                ? switchStack { $0.arrangeChildHere(measurement: measurement, within: rect, context: context) }
                : arrangeChildHere(measurement: measurement, within: rect, context: context)
            recorder.endArrangement(frame: arrangements.payload(arranged))
            return arranged
        }
        return switchStack { $0.arrangeChildHere(measurement: measurement, within: rect, context: context) }
    }

    @inline(__always)
    private func arrangeChildHere(measurement: Int32, within rect: CGRect, context: LayoutContext) -> Int32 {
        measurements.prefetchLayout(ahead: measurement)
        let node = measurements.node(measurement)
        // A leaf placed by its alignment alone is arranged here: its layout node, long out of the
        // cache in a large tree, is not read.
        if let alignment = node.leafAlignment {
            return arrangements.appendLeaf(node.layout!, alignment.place(node.payload.size, in: rect))
        }
        return node.layout!.with {
            $0.arrange(in: self, context: context, measurement: measurement, within: rect)
        }
    }
}

extension LayoutPass {
    /// The size `node` measures on `offer` (its maximum already cleaned; for its size only: a
    /// probe's offer, within a maximum or at a definite height), learned without keeping a
    /// measurement for a parent: the size is kept for the rest of the pass, so that the same
    /// question costs one measurement per pass however often it is asked (a measurement depends
    /// only on the layout, the maximum and the context, which a pass does not change), and so is
    /// the measurement, for a real measurement that asks the same (see
    /// ``measureRemembered(of:at:offer:context:)``). What a kind asks of a child's content (its
    /// size without a limit, its height at a width) before it measures the child for real.
    ///
    /// - Complexity: the child's measuring the first time; O(1) after.
    func probe(_ node: Unretained<LayoutNode>, offer: MeasurementOffer, context: LayoutContext) -> CGSize {
        assert(offer.sizeOnly && !offer.isExactSize, "a probe offered \(offer)")
        let identifier = node.with { ObjectIdentifier($0) }
        let maxSize = offer.maxSize
        let key = MeasurementScratch.Key(
            node: identifier, width: maxSize.width, height: maxSize.height,
            question: node.with { Self.question(to: $0, on: offer) })
        if let size = (learned(key) ?? learnedWithinLargerMaximum(key, of: node))?.size {
            if let recorder { node.with { recorder.recordCacheHit(of: $0, within: maxSize, size: size) } }
            return size
        }
        let partialBefore = partialMeasurements
        looksUpMeasurements = true
        let measurement: Int32
        if let recorder {
            measurement = node.with { probed in
                recordedMeasurement(of: node, parent: nil, index: nil, offer: offer, recorder: recorder) {
                    isStackBudgetSpent
                        ? switchStack { probed.measure(in: $0, context: context, offer: offer) }
                        : probed.measure(in: self, context: context, offer: offer)
                }
            }
        } else if isStackBudgetSpent {
            measurement = switchStack { pass in node.with { $0.measure(in: pass, context: context, offer: offer) } }
        } else {
            measurement = node.with { $0.measure(in: self, context: context, offer: offer) }
        }
        remember(measurement, question: key.question, partialBefore: partialBefore, for: key)
        return measurements.payload(measurement).size
    }

    /// `node`'s minimum content width (see ``LayoutNode/minimumContentWidth(in:context:)``),
    /// learned once per pass.
    func minimumContentWidth(of node: Unretained<LayoutNode>, context: LayoutContext) -> CGFloat {
        let key = MeasurementScratch.Key(
            node: node.with { ObjectIdentifier($0) }, width: 0, height: 0, question: .minimumContentWidth)
        return answer(key, of: node, tracedWithin: nil) { pass in
            node.with { $0.minimumContentWidth(in: pass, context: context) }
        }
    }

    /// `node`'s max-content width at `height` (see
    /// ``LayoutNode/maxContentWidth(in:height:definiteHeight:context:)``), learned once per pass:
    /// the width of a probe within an unlimited width, or the node's own answer where it has one.
    func maxContentWidth(
        of node: Unretained<LayoutNode>, height: CGFloat, definiteHeight: Bool, context: LayoutContext
    ) -> CGFloat {
        let maxSize = CGSize(width: CGFloat.infinity, height: height)
        guard node.with({ $0.answersMaxContentWidth }) else {
            return probe(node, offer: .probe(within: maxSize, definiteHeight: definiteHeight), context: context).width
        }
        let key = MeasurementScratch.Key(
            node: node.with { ObjectIdentifier($0) }, width: 0, height: height,
            question: definiteHeight ? .maxContentWidthAtDefiniteHeight : .maxContentWidth)
        return answer(key, of: node, tracedWithin: maxSize) { pass in
            node.with { $0.maxContentWidth(in: pass, height: height, definiteHeight: definiteHeight, context: context) }
        }
    }

    /// The width `question` gives for `node`, kept under `key` for the rest of the pass (its
    /// cache hits traced within `maxSize`, with a height of 0).
    ///
    /// Always inlined: the optimiser otherwise outlines it as its callers grow, and the closure
    /// it takes then costs a context and reference counting on every question (W8 measured 5,703
    /// instructions a node so, against 5,563 inlined).
    @inline(__always)
    private func answer(
        _ key: MeasurementScratch.Key, of node: Unretained<LayoutNode>, tracedWithin maxSize: CGSize?,
        _ question: (LayoutPass) -> CGFloat
    ) -> CGFloat {
        if let size = learned(key)?.size {
            if let recorder { node.with { recorder.recordCacheHit(of: $0, within: maxSize, size: size) } }
            return size.width
        }
        looksUpMeasurements = true
        // A traced pass notes whose question it is, so that what is measured to answer is named
        // by its place below that layout.
        if let recorder { node.with { recorder.beginQuestion(to: $0) } }
        defer { recorder?.endQuestion() }
        // Capped as every measured length is: a kind's answer from its content (a flex container's
        // items' widths plus its padding) may add up past the maximum length, as a container's
        // measured size may, and a parent must see the same width however it learns it.
        let width = min(
            isStackBudgetSpent ? switchStack { question($0) } : question(self), LayoutLimits.maximumLength)
        withScratch { $0.keep(CGSize(width: width, height: 0), for: key) }
        return width
    }
}

extension LayoutPass {
    /// Measures `root` within `maxSize` (already cleaned) in a pass that appends to `measurements`,
    /// and returns the root's index there.
    static func measure(
        _ root: LayoutNode, within maxSize: CGSize, in measurements: ResultTree<MeasuredSize>, context: LayoutContext
    ) -> Int32 {
        let pass = LayoutPass(measurements: measurements, arrangements: ResultTree(), context: context)
        // A root given a height is measured at that height, as by `measureAndArrange`, so that
        // measuring then arranging gives the frames of one arrangement call.
        let index = pass.measureRoot(root, offer: rootOffer(within: maxSize), context: context)
        pass.recorder?.finish()
        return index
    }

    /// Arranges the measurement at `measurement` of `measurements` within `rect` (already cleaned)
    /// in a pass that appends to `arrangements`, and returns the root's index there.
    static func arrange(
        measurement: Int32, of measurements: ResultTree<MeasuredSize>, within rect: CGRect,
        in arrangements: ResultTree<CGRect>, context: LayoutContext
    ) -> Int32 {
        let pass = LayoutPass(measurements: measurements, arrangements: arrangements, context: context)
        let index = pass.arrangeChild(measurement: measurement, within: rect, context: context)
        pass.recorder?.finish()
        return index
    }

    /// Measures `root` within `width` × `height` (`nil` for unlimited) and arranges it in the
    /// rectangle that gives, in a pass that appends to the two trees; returns the root's index in
    /// `arrangements` and the rectangle.
    static func measureAndArrange(
        _ root: LayoutNode, origin: CGPoint, width: CGFloat?, height: CGFloat?,
        measurements: ResultTree<MeasuredSize>, arrangements: ResultTree<CGRect>, context: LayoutContext
    ) -> (index: Int32, rect: CGRect) {
        let pass = LayoutPass(measurements: measurements, arrangements: arrangements, context: context)
        let maxSize = CGSize(width: width ?? .infinity, height: height ?? .infinity).sanitizedLimit
        let measurement = pass.measureRoot(root, offer: rootOffer(within: maxSize), context: context)
        let rect = rootRect(
            origin: origin, width: width, height: height, measured: measurements.payload(measurement).size)
        let index = pass.arrangeRoot(root, measurement: measurement, within: rect, context: context)
        pass.recorder?.finish()
        return (index, rect)
    }

    /// What a root is measured within: `maxSize`, whose height, when it is given, is the root's
    /// definite height.
    static func rootOffer(within maxSize: CGSize) -> MeasurementOffer {
        maxSize.height.isFinite ? .atHeight(maxSize, isDefinite: true) : .within(maxSize)
    }

    /// The rectangle a root measured at `measured` is arranged in: at `origin`, the given `width`
    /// and `height` or else the measured ones.
    ///
    /// Cleaned here once, as every offered rectangle is, so that arranging and finishing (which
    /// mirrors within this rectangle) agree even for a root larger than the maximum length.
    static func rootRect(origin: CGPoint, width: CGFloat?, height: CGFloat?, measured: CGSize) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: width ?? measured.width, height: height ?? measured.height)
            .sanitizedOffer(measured: measured)
    }

    /// Ends a pass that arranged the tree at `root` within `rect`: mirrors the tree for
    /// right-to-left, snaps it to the pixel grid if the context has a scale, and seals it so it
    /// can be shared between threads.
    ///
    /// Layouts are arranged left to right, and direction and scale are applied to the finished
    /// tree, so that a right-to-left arrangement is exactly the mirror of the left-to-right one and
    /// every edge is snapped in one place.
    static func finish(_ tree: ResultTree<CGRect>, root: Int32, within rect: CGRect, context: LayoutContext) {
        if context.direction == .rightToLeft {
            RightToLeftMirroring.mirror(tree, root: root, within: rect)
        }
        tree.context = context
        if let scale = context.scale {
            PixelSnapping.snap(tree, root: root, scale: scale, direction: context.direction)
        }
        tree.seal()
    }
}

/// The size a layout measured and the maximum it was measured within.
struct MeasuredSize: ResultPayload, Equatable {
    var size: CGSize
    var maxSize: CGSize

    static var placeholder: MeasuredSize { MeasuredSize(size: .zero, maxSize: .zero) }

    /// The node of a child a custom layout did not measure: a negative maximum, which no
    /// measurement has.
    static var unmeasuredPlaceholder: MeasuredSize { MeasuredSize(size: .zero, maxSize: CGSize(width: -1, height: -1)) }

    static func isUnmeasuredPlaceholder(_ payload: MeasuredSize) -> Bool { payload.maxSize.width < 0 }
}
