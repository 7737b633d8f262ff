import Foundation

/// A trace's records as a JSON document: what ``LayoutTrace/jsonData()`` writes, and what a
/// program reads back with `JSONDecoder`.
///
/// The schema (version 1):
///
/// ```text
/// {
///   "schemaVersion": 1,
///   "passCount": 1,                  // passes started
///   "events": [                      // LayoutTraceEvent, in the order of LayoutTrace.events
///     {
///       "kind": "measure",           // "measure", "arrange" or "cacheHit"
///       "pass": 1,
///       "path": [{"typeName": "StackLayout"},
///                {"typeName": "LabelLayout", "sublayoutIndex": 0, "viewReuseId": "title"}],
///       "isProbe": true,             // only when true
///       "maxSize": {"width": 100, "height": null},        // measure, cacheHit; null: no limit
///       "measuredSize": {"width": 35, "height": 17},      // measure, cacheHit
///       "offeredRect": {"x": 0, "y": 0, "width": 100, "height": 17},   // arrange
///       "frame": {"x": 0, "y": 0, "width": 35, "height": 17},          // arrange
///       "startNanoseconds": 1000, "durationNanoseconds": 1000, "selfNanoseconds": 1000,
///       "depth": 1
///     }
///   ]
/// }
/// ```
///
/// Keys that do not apply to a record's kind are absent. Lengths are in points, times in
/// nanoseconds since the trace was made.
public struct LayoutTraceDocument: Sendable, Equatable, Codable {
    /// The version of the schema: 1.
    public var schemaVersion: Int
    /// The number of passes that had started recording into the trace.
    public var passCount: Int
    /// The records.
    public var events: [LayoutTraceEvent]

    /// The version this library writes.
    public static let currentSchemaVersion = 1

    /// A document of `events` from `passCount` passes, in the current schema.
    public init(passCount: Int, events: [LayoutTraceEvent]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.passCount = passCount
        self.events = events
    }
}

extension LayoutTrace {
    /// The trace as a JSON document (see ``LayoutTraceDocument`` for the schema), keys sorted, so
    /// that the same trace gives the same bytes.
    ///
    /// - Complexity: O(n) in the number of records.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Lengths without limit are written as null, and the passes record no other number that
        // JSON cannot hold; should one appear, it is written as a string rather than failing.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try! encoder.encode(LayoutTraceDocument(passCount: passCount, events: events))
    }
}
