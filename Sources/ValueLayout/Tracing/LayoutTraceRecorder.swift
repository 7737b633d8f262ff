import Foundation

/// What a traced pass records into its trace while it runs: the records so far, the calls still
/// running, and the path of each measurement, handed to the trace in one piece when the pass
/// ends (so that the trace's lock is taken once per pass, not once per record).
///
/// A pass belongs to one thread at a time (it continues on a worker's stack only while its
/// thread waits), and so does its recorder.
final class LayoutTraceRecorder {
    /// A measurement or arrangement that has started and not ended, or a question asked of a
    /// layout (its minimum content width), which makes no record but names what it measures.
    private struct OpenCall {
        /// The record's index in ``events``, or −1 for a question.
        var event: Int
        var node: LayoutNode
        var path: LayoutPath
        var start: UInt64
        /// The durations of the records nested directly in this call.
        var nestedNanoseconds: UInt64 = 0
    }

    private let trace: LayoutTrace
    /// The pass's number in the trace.
    let pass: Int
    private var events: [LayoutTraceEvent] = []
    private var open: [OpenCall] = []
    /// The number of records in ``open``.
    private var openRecords = 0
    /// The path of each measurement the pass kept, by its index in the measurement tree: what
    /// arranging it is recorded under. (An index a probe used and gave back is written again when
    /// it is used again.)
    private var pathsByMeasurement: [Int32: LayoutPath] = [:]
    private var names = LayoutTypeNames()

    /// A recorder for a new pass of `trace`.
    init(trace: LayoutTrace) {
        self.trace = trace
        pass = trace.beginPass()
    }

    // MARK: Records

    /// Notes that `node` (the sublayout at `index` of `parent` if the caller knows it) starts
    /// being measured within `maxSize`.
    func beginMeasurement(of node: LayoutNode, parent: LayoutNode?, index: Int?, within maxSize: CGSize, isProbe: Bool)
    {
        let path = path(of: node, parent: parent, index: index)
        begin(
            node, path,
            LayoutTraceEvent(
                kind: .measure, pass: pass, path: path, isProbe: isProbe, maxSize: maxSize, depth: openRecords))
    }

    /// Notes that the measurement begun last has ended with `size`, at `measurement` in the
    /// pass's measurement tree; `isKept` if the tree keeps it (not a probe).
    func endMeasurement(measurement: Int32, size: CGSize, isKept: Bool) {
        if isKept, let call = open.last { pathsByMeasurement[measurement] = call.path }
        end { $0.measuredSize = size }
    }

    /// Notes that the layout measured at `measurement` of `measurements` starts being arranged
    /// within `rect`.
    func beginArrangement(of measurement: Int32, in measurements: ResultTree<MeasuredSize>, within rect: CGRect) {
        let node = measurements.layoutNode(at: measurement)
        // A measurement this pass did not make (arranging a measurement made earlier) is named by
        // its place in its tree.
        let path = pathsByMeasurement[measurement] ?? measurements.path(to: measurement)
        begin(
            node, path, LayoutTraceEvent(kind: .arrange, pass: pass, path: path, offeredRect: rect, depth: openRecords))
    }

    /// Notes that the arrangement begun last has ended with `frame`.
    func endArrangement(frame: CGRect) {
        end { $0.frame = frame }
    }

    /// Records that the pass gave `size` for `node` within `maxSize` (`nil` for a minimum content
    /// width) from what it had learned, without measuring.
    func recordCacheHit(
        of node: LayoutNode, parent: LayoutNode? = nil, index: Int? = nil, within maxSize: CGSize?, size: CGSize
    ) {
        let event = LayoutTraceEvent(
            kind: .cacheHit, pass: pass, path: path(of: node, parent: parent, index: index), maxSize: maxSize,
            measuredSize: size, startNanoseconds: trace.now(), depth: openRecords)
        events.append(event)
    }

    /// Notes that a question is asked of `node` (its minimum content width): what it measures to
    /// answer is named by its place below `node`.
    func beginQuestion(to node: LayoutNode) {
        open.append(OpenCall(event: -1, node: node, path: path(of: node, parent: nil, index: nil), start: 0))
    }

    /// Notes that the question asked last is answered.
    func endQuestion() {
        let question = open.removeLast()
        if !open.isEmpty { open[open.count - 1].nestedNanoseconds += question.nestedNanoseconds }
    }

    /// Hands the pass's records to the trace: the pass has ended.
    func finish() {
        trace.finishPass(pass, events: events)
    }

    private func begin(_ node: LayoutNode, _ path: LayoutPath, _ event: LayoutTraceEvent) {
        var event = event
        let start = trace.now()
        event.startNanoseconds = start
        events.append(event)
        open.append(OpenCall(event: events.count - 1, node: node, path: path, start: start))
        openRecords += 1
    }

    private func end(_ complete: (inout LayoutTraceEvent) -> Void) {
        let call = open.removeLast()
        openRecords -= 1
        let duration = trace.now() - call.start
        complete(&events[call.event])
        events[call.event].durationNanoseconds = duration
        events[call.event].selfNanoseconds = duration - min(duration, call.nestedNanoseconds)
        if !open.isEmpty { open[open.count - 1].nestedNanoseconds += duration }
    }

    // MARK: Paths

    /// The path of `node`: below `parent`'s at `index` when given, else below the call running,
    /// whose sublayout (or a sublayout's sublayout) it is; the root's when nothing is running.
    private func path(of node: LayoutNode, parent: LayoutNode?, index: Int?) -> LayoutPath {
        if let parent, let index {
            let parentPath =
                open.last(where: { $0.node === parent })?.path ?? path(of: parent, parent: nil, index: nil)
            return LayoutPath(parentPath.components + [component(of: node, index: index, parent: parent)])
        }
        for call in open.reversed() {
            if let index = sublayoutIndex(of: node, in: call.node) {
                return LayoutPath(call.path.components + [component(of: node, index: index, parent: call.node)])
            }
            if call.node === node { return call.path }
        }
        // Reached some other way (a parent asking a grandchild): named below the call running,
        // without an index.
        if let call = open.last {
            return LayoutPath(call.path.components + [component(of: node, index: nil, parent: nil)])
        }
        return LayoutPath([component(of: node, index: nil, parent: nil)])
    }

    /// The index of `node` among `parent`'s sublayouts (the first, if it appears more than once),
    /// or `nil`.
    private func sublayoutIndex(of node: LayoutNode, in parent: LayoutNode) -> Int? {
        (0..<Int(parent.childCount)).first { parent.isChild(node, at: $0) }
    }

    private func component(of node: LayoutNode, index: Int?, parent: LayoutNode?) -> LayoutPath.Component {
        LayoutPath.Component(
            typeName: names.name(of: node), sublayoutIndex: (parent?.childCount ?? 0) > 1 ? index : nil,
            viewReuseId: node.viewReuseId)
    }
}
