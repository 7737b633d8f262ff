#if canImport(Testing)
    import Foundation
    import Testing
    import ValueLayout

    /// Checks a layout's arrangement against its snapshot file, for Swift Testing: a mismatch, a
    /// missing file or a recording is reported with `Issue.record` at the caller.
    ///
    /// The snapshot is the arrangement's canonical text (``/ValueLayout/LayoutArrangement/snapshotText``)
    /// in `__Snapshots__/<test file>/<test>[.<name>].txt` beside the test file (``SnapshotFile``).
    /// A missing file is recorded and the test fails, saying so; set `VALUELAYOUT_RECORD_SNAPSHOTS=all`
    /// to record every snapshot again (``SnapshotRecording``). A mismatch reports a line-by-line
    /// diff and the paths of pictures of the recorded and the new trees.
    ///
    /// ```swift
    /// @Test func profileCard() {
    ///     expectSnapshot(
    ///         of: card, width: 320, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()),
    ///         directions: .both)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - layout: The layout to lay out.
    ///   - width: The width to lay out in, in points, or `nil` for the width the layout needs.
    ///   - height: The height to lay out in, in points, or `nil` for the height the layout needs.
    ///   - context: The text measurer and pixel scale (and the direction, unless `directions` is
    ///     given). Name the measurer, so the snapshot is the same on every platform.
    ///   - directions: The directions to lay out in (``SnapshotDirections/both`` puts both trees in
    ///     one file), or `nil` for the context's direction.
    ///   - name: The snapshot's name within the test, or `nil` for the test's only snapshot.
    ///   - record: When to write the file; `nil` for the mode set by `VALUELAYOUT_RECORD_SNAPSHOTS`.
    ///   - snapshotDirectory: A folder to use instead of `__Snapshots__` beside the test file.
    ///   - filePath: The test file; leave the default.
    ///   - function: The test function; leave the default.
    ///   - sourceLocation: Where to report a failure; leave the default.
    /// - Returns: What the comparison found; the failure, if any, is already reported.
    @discardableResult
    public func expectSnapshot(
        of layout: some Layout, width: CGFloat? = nil, height: CGFloat? = nil, context: LayoutContext = .default,
        directions: SnapshotDirections? = nil, named name: String? = nil, record: SnapshotRecording? = nil,
        snapshotDirectory: URL? = nil, filePath: String = #filePath, function: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> SnapshotOutcome {
        let snapshot = LayoutSnapshot(
            of: layout, widths: [width], height: height, context: context, directions: directions)
        return expect(
            snapshot,
            SnapshotFile(testFilePath: filePath, function: function, name: name, directory: snapshotDirectory),
            name: name, record: record, sourceLocation: sourceLocation)
    }

    /// Checks a layout's arrangements at several widths against one snapshot file, for Swift
    /// Testing; see ``expectSnapshot(of:width:height:context:directions:named:record:snapshotDirectory:filePath:function:sourceLocation:)``.
    ///
    /// Each width (and direction) is a section of the file, under a heading such as
    /// `--- width 375, right to left` (``LayoutSnapshot``).
    ///
    /// - Parameters:
    ///   - layout: The layout to lay out.
    ///   - widths: The widths to lay out in, in points, in the order the file lists them; `nil` for
    ///     the width the layout needs.
    ///   - height: The height to lay out in, in points, or `nil` for the height the layout needs.
    ///   - context: The text measurer and pixel scale (and the direction, unless `directions` is
    ///     given).
    ///   - directions: The directions to lay out in at each width, or `nil` for the context's.
    ///   - name: The snapshot's name within the test, or `nil` for the test's only snapshot.
    ///   - record: When to write the file; `nil` for the mode set by `VALUELAYOUT_RECORD_SNAPSHOTS`.
    ///   - snapshotDirectory: A folder to use instead of `__Snapshots__` beside the test file.
    ///   - filePath: The test file; leave the default.
    ///   - function: The test function; leave the default.
    ///   - sourceLocation: Where to report a failure; leave the default.
    /// - Returns: What the comparison found; the failure, if any, is already reported.
    @discardableResult
    public func expectSnapshot(
        of layout: some Layout, widths: [CGFloat?], height: CGFloat? = nil, context: LayoutContext = .default,
        directions: SnapshotDirections? = nil, named name: String? = nil, record: SnapshotRecording? = nil,
        snapshotDirectory: URL? = nil, filePath: String = #filePath, function: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> SnapshotOutcome {
        let snapshot = LayoutSnapshot(
            of: layout, widths: widths, height: height, context: context, directions: directions)
        return expect(
            snapshot,
            SnapshotFile(testFilePath: filePath, function: function, name: name, directory: snapshotDirectory),
            name: name, record: record, sourceLocation: sourceLocation)
    }

    /// Checks an arrangement you laid out against its snapshot file, for Swift Testing.
    ///
    /// - Parameters:
    ///   - arrangement: The arrangement; its ``/ValueLayout/LayoutArrangement/snapshotText`` is the snapshot.
    ///   - name: The snapshot's name within the test, or `nil` for the test's only snapshot.
    ///   - record: When to write the file; `nil` for the mode set by `VALUELAYOUT_RECORD_SNAPSHOTS`.
    ///   - snapshotDirectory: A folder to use instead of `__Snapshots__` beside the test file.
    ///   - filePath: The test file; leave the default.
    ///   - function: The test function; leave the default.
    ///   - sourceLocation: Where to report a failure; leave the default.
    /// - Returns: What the comparison found; the failure, if any, is already reported.
    @discardableResult
    public func expectSnapshot(
        of arrangement: LayoutArrangement, named name: String? = nil, record: SnapshotRecording? = nil,
        snapshotDirectory: URL? = nil, filePath: String = #filePath, function: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> SnapshotOutcome {
        expect(
            LayoutSnapshot(of: arrangement),
            SnapshotFile(testFilePath: filePath, function: function, name: name, directory: snapshotDirectory),
            name: name, record: record, sourceLocation: sourceLocation)
    }

    private func expect(
        _ snapshot: LayoutSnapshot, _ file: SnapshotFile, name: String?, record: SnapshotRecording?,
        sourceLocation: SourceLocation
    ) -> SnapshotOutcome {
        if name == nil, Test.Case.current?.isParameterized == true {
            let outcome = SnapshotOutcome.failed(
                file,
                reason: "the test is parameterized, so all its arguments would share this file; "
                    + "pass `named:` with a name for each argument")
            Issue.record(Comment(rawValue: outcome.failureMessage ?? ""), sourceLocation: sourceLocation)
            return outcome
        }
        if let test = Test.current, let other = SnapshotFileOwners.shared.claim(file.url, for: "\(test.id)") {
            let outcome = SnapshotOutcome.failed(
                file, reason: "the test \(other) also uses this file; give one of the two snapshots a `named:`")
            Issue.record(Comment(rawValue: outcome.failureMessage ?? ""), sourceLocation: sourceLocation)
            return outcome
        }
        let outcome = snapshot.verify(against: file, recording: record)
        if let message = snapshot.failureMessage(of: outcome) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        return outcome
    }
#endif
