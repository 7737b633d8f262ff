#if canImport(XCTest)
    import Foundation
    import ValueLayout
    import XCTest

    /// Checks a layout's arrangement against its snapshot file, for XCTest: a mismatch, a missing
    /// file or a recording is reported with `XCTFail` at the caller's file and line.
    ///
    /// The same snapshot as the Swift Testing call
    /// ``expectSnapshot(of:width:height:context:directions:named:record:snapshotDirectory:filePath:function:sourceLocation:)``,
    /// in the same file: `__Snapshots__/<test file>/<test method>[.<name>].txt`.
    ///
    /// ```swift
    /// func testProfileCard() {
    ///     XCTAssertSnapshot(
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
    ///   - directions: The directions to lay out in, or `nil` for the context's direction.
    ///   - name: The snapshot's name within the test, or `nil` for the test's only snapshot.
    ///   - record: When to write the file; `nil` for the mode set by `VALUELAYOUT_RECORD_SNAPSHOTS`.
    ///   - snapshotDirectory: A folder to use instead of `__Snapshots__` beside the test file.
    ///   - file: The test file, where a failure is reported; leave the default.
    ///   - function: The test method; leave the default.
    ///   - line: The line a failure is reported at; leave the default.
    /// - Returns: What the comparison found; the failure, if any, is already reported.
    @discardableResult
    public func XCTAssertSnapshot(
        of layout: some Layout, width: CGFloat? = nil, height: CGFloat? = nil, context: LayoutContext = .default,
        directions: SnapshotDirections? = nil, named name: String? = nil, record: SnapshotRecording? = nil,
        snapshotDirectory: URL? = nil, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line
    ) -> SnapshotOutcome {
        let snapshot = LayoutSnapshot(
            of: layout, widths: [width], height: height, context: context, directions: directions)
        return assert(snapshot, name: name, record: record, directory: snapshotDirectory, file, function, line)
    }

    /// Checks a layout's arrangements at several widths against one snapshot file, for XCTest;
    /// each width (and direction) is a section of the file (``LayoutSnapshot``).
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
    ///   - file: The test file, where a failure is reported; leave the default.
    ///   - function: The test method; leave the default.
    ///   - line: The line a failure is reported at; leave the default.
    /// - Returns: What the comparison found; the failure, if any, is already reported.
    @discardableResult
    public func XCTAssertSnapshot(
        of layout: some Layout, widths: [CGFloat?], height: CGFloat? = nil, context: LayoutContext = .default,
        directions: SnapshotDirections? = nil, named name: String? = nil, record: SnapshotRecording? = nil,
        snapshotDirectory: URL? = nil, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line
    ) -> SnapshotOutcome {
        let snapshot = LayoutSnapshot(
            of: layout, widths: widths, height: height, context: context, directions: directions)
        return assert(snapshot, name: name, record: record, directory: snapshotDirectory, file, function, line)
    }

    /// Checks an arrangement you laid out against its snapshot file, for XCTest.
    ///
    /// - Parameters:
    ///   - arrangement: The arrangement; its ``/ValueLayout/LayoutArrangement/snapshotText`` is the snapshot.
    ///   - name: The snapshot's name within the test, or `nil` for the test's only snapshot.
    ///   - record: When to write the file; `nil` for the mode set by `VALUELAYOUT_RECORD_SNAPSHOTS`.
    ///   - snapshotDirectory: A folder to use instead of `__Snapshots__` beside the test file.
    ///   - file: The test file, where a failure is reported; leave the default.
    ///   - function: The test method; leave the default.
    ///   - line: The line a failure is reported at; leave the default.
    /// - Returns: What the comparison found; the failure, if any, is already reported.
    @discardableResult
    public func XCTAssertSnapshot(
        of arrangement: LayoutArrangement, named name: String? = nil, record: SnapshotRecording? = nil,
        snapshotDirectory: URL? = nil, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line
    ) -> SnapshotOutcome {
        assert(
            LayoutSnapshot(of: arrangement), name: name, record: record, directory: snapshotDirectory, file, function,
            line)
    }

    private func assert(
        _ snapshot: LayoutSnapshot, name: String?, record: SnapshotRecording?, directory: URL?, _ file: StaticString,
        _ function: String, _ line: UInt
    ) -> SnapshotOutcome {
        let snapshotFile = SnapshotFile(testFilePath: "\(file)", function: function, name: name, directory: directory)
        let outcome = snapshot.verify(against: snapshotFile, recording: record)
        if let message = snapshot.failureMessage(of: outcome) {
            XCTFail(message, file: file, line: line)
        }
        return outcome
    }
#endif
