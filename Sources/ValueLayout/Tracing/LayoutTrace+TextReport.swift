import Foundation

extension LayoutTrace {
    /// The trace written for people: for each pass, one line per layout, indented by its depth in
    /// the tree, with what was asked of it and what it answered.
    ///
    /// ```text
    /// pass 1
    /// StackLayout: measured 1 within 100 × inf → 35 × 34; arranged 1 in (0, 0, 100, 34) → (0, 0, 100, 34)
    ///   LabelLayout[0] "title": measured 1 within 100 × inf → 35 × 17; arranged 1 in (0, 0, 100, 17) → (0, 0, 35, 17)
    /// ```
    ///
    /// Each line names the layout as its path's last step does (type, index among its parent's
    /// sublayouts, reuse identifier), then, as they apply: `measured` (the count, then each
    /// maximum size `→` the size measured), `probed` (measurements made only to learn a size, the
    /// same way), `cache hits` (sizes the pass gave again without measuring), `arranged` (the
    /// count, then each offered rectangle `→` the frame, as `(x, y, width, height)` in the
    /// parent's coordinates before mirroring and snapping) and, with `includingTimes`, `total`
    /// and `self` time in microseconds. `inf` is a side without limit.
    ///
    /// Within a pass, the lines follow the tree depth first: a layout's line comes first, then the
    /// lines of everything below it, sublayout by sublayout in the order the pass first reached
    /// each or anything below it. This holds even where the records do not follow the tree: a
    /// question a layout answers from its sublayouts without being measured (a flex container's
    /// max-content width) records them before it.
    ///
    /// - Parameter includingTimes: Whether to write times: leave them out for a report that is
    ///   the same on every run (a test's expected text).
    /// - Complexity: O(n · d) for n records of layouts d deep (their paths are compared whole).
    public func textReport(includingTimes: Bool = true) -> String {
        let events = events
        var lines: [String] = []
        var eventsBySummary: [[LayoutTraceEvent]] = []
        let summaries = Self.treeOrder(LayoutTraceSummary.summaries(of: events), events: events)
        var positions: [LayoutPathInPass: Int] = [:]
        for (position, summary) in summaries.enumerated() {
            positions[LayoutPathInPass(pass: summary.pass, path: summary.path)] = position
        }
        eventsBySummary = Array(repeating: [], count: summaries.count)
        for event in events {
            eventsBySummary[positions[LayoutPathInPass(pass: event.pass, path: event.path)]!].append(event)
        }
        var pass = 0
        for (position, summary) in summaries.enumerated() {
            if summary.pass != pass {
                pass = summary.pass
                lines.append("pass \(pass)")
            }
            lines.append(
                Self.reportLine(summary, events: eventsBySummary[position], includingTimes: includingTimes))
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// `summaries` in the order of a depth-first walk of each pass's tree, pass by pass: a layout
    /// comes before its descendants, each layout's descendants come together right after it, and
    /// the sublayouts of a layout come in the order the pass first reached them or anything below
    /// them.
    ///
    /// - Complexity: O(n · d) for n records d deep, as hashing their paths already is.
    private static func treeOrder(_ summaries: [LayoutTraceSummary], events: [LayoutTraceEvent])
        -> [LayoutTraceSummary]
    {
        var reached: [LayoutPathInPass: Int] = [:]
        var sublayouts: [[Int]] = []
        // `events` come pass by pass, so the roots do too.
        var roots: [Int] = []
        var unreachedAncestors: [LayoutPathInPass] = []
        for event in events {
            var key = LayoutPathInPass(pass: event.pass, path: event.path)
            guard reached[key] == nil else { continue }
            unreachedAncestors.removeAll(keepingCapacity: true)
            var parent: Int?
            while true {
                unreachedAncestors.append(key)
                guard key.path.components.count > 1 else { break }
                key.path = LayoutPath(Array(key.path.components.dropLast()))
                if let known = reached[key] {
                    parent = known
                    break
                }
            }
            for ancestor in unreachedAncestors.reversed() {
                let layout = sublayouts.count
                reached[ancestor] = layout
                sublayouts.append([])
                if let parent {
                    sublayouts[parent].append(layout)
                } else {
                    roots.append(layout)
                }
                parent = layout
            }
        }
        var summaryOfLayout = [Int?](repeating: nil, count: sublayouts.count)
        for (position, summary) in summaries.enumerated() {
            summaryOfLayout[reached[LayoutPathInPass(pass: summary.pass, path: summary.path)]!] = position
        }
        var ordered: [LayoutTraceSummary] = []
        ordered.reserveCapacity(summaries.count)
        // Iteratively, for traces of very deep trees: the stack holds the layouts still to visit,
        // the next on top.
        var stack: [Int] = []
        for root in roots {
            stack.append(root)
            while let layout = stack.popLast() {
                if let position = summaryOfLayout[layout] { ordered.append(summaries[position]) }
                stack.append(contentsOf: sublayouts[layout].reversed())
            }
        }
        return ordered
    }

    /// A layout's line of the report.
    private static func reportLine(
        _ summary: LayoutTraceSummary, events: [LayoutTraceEvent], includingTimes: Bool
    ) -> String {
        let step = summary.path.components[summary.path.components.count - 1]
        var parts: [String] = []
        let measured = events.filter { $0.kind == .measure && !$0.isProbe }
        let probed = events.filter { $0.kind == .measure && $0.isProbe }
        let arranged = events.filter { $0.kind == .arrange }
        if !measured.isEmpty { parts.append("measured \(measured.count) " + sizes(measured)) }
        if !probed.isEmpty { parts.append("probed \(probed.count) " + sizes(probed)) }
        if summary.cacheHitCount > 0 { parts.append("cache hits \(summary.cacheHitCount)") }
        if !arranged.isEmpty {
            parts.append(
                "arranged \(arranged.count) "
                    + arranged.map { "in \(rect($0.offeredRect!)) → \(rect($0.frame!))" }.joined(separator: ", "))
        }
        if includingTimes {
            parts.append(
                "total \(microseconds(summary.totalNanoseconds)) µs, self \(microseconds(summary.selfNanoseconds)) µs")
        }
        return String(repeating: "  ", count: summary.path.depth) + step.description + ": "
            + parts.joined(separator: "; ")
    }

    private static func sizes(_ events: [LayoutTraceEvent]) -> String {
        events.map { "within \(size($0.maxSize!)) → \(size($0.measuredSize!))" }.joined(separator: ", ")
    }

    private static func size(_ size: CGSize) -> String {
        "\(number(size.width)) × \(number(size.height))"
    }

    private static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.width)), \(number(rect.height)))"
    }

    private static func number(_ value: CGFloat) -> String {
        SnapshotNumber.format(value, scale: nil)
    }

    /// `nanoseconds` in microseconds, with three decimals.
    private static func microseconds(_ nanoseconds: UInt64) -> String {
        let whole = nanoseconds / 1_000
        let fraction = nanoseconds % 1_000
        return "\(whole)." + String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0) + "\(fraction)"
    }
}

/// A layout of one pass: what the summaries are kept under.
struct LayoutPathInPass: Hashable {
    var pass: Int
    var path: LayoutPath
}
