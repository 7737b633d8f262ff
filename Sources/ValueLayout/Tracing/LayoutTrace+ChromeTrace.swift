import Foundation

extension LayoutTrace {
    /// The trace in the Chrome trace-event format, which Perfetto (ui.perfetto.dev) and
    /// `chrome://tracing` open: one complete event (`"ph": "X"`) per record, nested by time, one
    /// thread row per pass.
    ///
    /// ```text
    /// {"displayTimeUnit": "ns",
    ///  "traceEvents": [{"name": "LabelLayout \"title\"", "cat": "measure", "ph": "X",
    ///                   "ts": 1.0, "dur": 1.0, "pid": 1, "tid": 1,
    ///                   "args": {"path": "StackLayout › LabelLayout[0] \"title\"",
    ///                            "maxSize": "100 × inf", "measuredSize": "35 × 17"}}]}
    /// ```
    ///
    /// `name` is the layout's type and reuse identifier; `cat` the record's kind (`measure`,
    /// `probe`, `arrange`, `cacheHit`); `ts` and `dur` its start (since the trace was made) and
    /// duration in microseconds, as the format requires (fractions keep the nanoseconds); `pid` 1;
    /// `tid` the pass number; `args` the path, the constraint and the result, written as in
    /// ``textReport(includingTimes:)``.
    ///
    /// - Complexity: O(n) in the number of records.
    public func chromeTraceEventData() -> Data {
        let file = ChromeTraceFile(traceEvents: events.map(ChromeTraceEvent.init), displayTimeUnit: "ns")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every number written is a finite time or an integer.
        return try! encoder.encode(file)
    }
}

/// The top level of a Chrome trace-event file.
private struct ChromeTraceFile: Encodable {
    var traceEvents: [ChromeTraceEvent]
    var displayTimeUnit: String
}

/// One event of a Chrome trace-event file.
private struct ChromeTraceEvent: Encodable {
    var name: String
    var cat: String
    var ph = "X"
    var ts: Double
    var dur: Double
    var pid = 1
    var tid: Int
    var args: [String: String]

    init(_ event: LayoutTraceEvent) {
        let step = event.path.components[event.path.components.count - 1]
        name = step.typeName + (step.viewReuseId.map { " " + $0.debugDescription } ?? "")
        cat = event.kind == .measure && event.isProbe ? "probe" : event.kind.rawValue
        ts = Double(event.startNanoseconds) / 1_000
        dur = Double(event.durationNanoseconds) / 1_000
        tid = event.pass
        args = ["path": event.path.description, "depth": "\(event.depth)"]
        func size(_ size: CGSize) -> String {
            "\(SnapshotNumber.format(size.width, scale: nil)) × \(SnapshotNumber.format(size.height, scale: nil))"
        }
        func rect(_ rect: CGRect) -> String {
            [rect.origin.x, rect.origin.y, rect.width, rect.height]
                .map { SnapshotNumber.format($0, scale: nil) }.joined(separator: ", ")
        }
        if let maxSize = event.maxSize { args["maxSize"] = size(maxSize) }
        if let measuredSize = event.measuredSize { args["measuredSize"] = size(measuredSize) }
        if let offeredRect = event.offeredRect { args["offeredRect"] = "(\(rect(offeredRect)))" }
        if let frame = event.frame { args["frame"] = "(\(rect(frame)))" }
    }
}
