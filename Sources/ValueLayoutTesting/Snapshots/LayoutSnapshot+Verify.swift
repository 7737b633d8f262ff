import Foundation

extension LayoutSnapshot {
    /// Compares this snapshot with `file`, recording it as `recording` says, and on a mismatch
    /// draws the old and new trees that differ into the file's failures folder.
    ///
    /// - A missing file is written (unless `recording` is ``SnapshotRecording/never``) and reported
    ///   as a failure, so nobody records by accident.
    /// - With ``SnapshotRecording/all`` the file is written whatever it holds, and that is reported
    ///   as a failure too.
    /// - A file that matches removes the pictures left by an earlier failure of this snapshot.
    ///
    /// Text is compared exactly, except that a carriage return before a newline in the file (a
    /// checkout that converted line endings) is ignored, and that a file whose text differs is
    /// compared again with the numbers of its frames written as
    /// ``/ValueLayout/LayoutArrangement/snapshotText`` writes them now (at the pixel scale the
    /// trees were laid out at; without one for sections made from text). So a file recorded
    /// before numbers were shortened (`119.66666666666667`, now `119.667`, or `119.7` at scale 3)
    /// matches the same tree today. The diff of a mismatch shows the file's lines in that form
    /// too, so that only real changes show, and each hunk names the tree it is in.
    ///
    /// The pictures of a mismatch draw every layout as a box, and every label's text: the new
    /// tree's, broken by its text measurer at each label's width. The file keeps no text, so the
    /// recorded tree's picture draws the new tree's label text in the recorded boxes when the two
    /// trees have the same layouts line for line (its caption then says `label text as now`).
    ///
    /// - Parameters:
    ///   - file: Where the snapshot is kept.
    ///   - recording: When to write the file; `nil` for the mode set by
    ///     ``SnapshotRecording/environmentVariable``.
    /// - Returns: What was found and written.
    /// - Complexity: O(n) in the snapshot's length, plus the diff's cost on a mismatch.
    public func verify(against file: SnapshotFile, recording: SnapshotRecording? = nil) -> SnapshotOutcome {
        guard let recording = recording ?? SnapshotRecording.fromEnvironment() else {
            let value = ProcessInfo.processInfo.environment[SnapshotRecording.environmentVariable] ?? ""
            return .failed(
                file,
                reason: "\(SnapshotRecording.environmentVariable)=\(value.debugDescription) is not a recording mode; "
                    + "use missing (the default), all or never")
        }
        let newText = fileText
        let fileManager = FileManager.default
        let oldText: String?
        if fileManager.fileExists(atPath: file.url.path) {
            do {
                oldText = try String(contentsOf: file.url, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
            } catch {
                return .failed(file, reason: "the file exists but could not be read as UTF-8 text (\(error))")
            }
        } else {
            oldText = nil
        }
        if recording == .all || (oldText == nil && recording == .missing) {
            do {
                try fileManager.createDirectory(
                    at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(newText.utf8).write(to: file.url, options: .atomic)
            } catch {
                return .failed(file, reason: "could not write the snapshot (\(error))")
            }
            removePictures(of: file)
            guard let oldText else { return .recordedMissing(file, text: newText) }
            return .rerecorded(file, changed: oldText != newText)
        }
        guard let oldText else { return .missing(file) }
        // A file recorded before numbers were shortened is read as if recorded today.
        let readText = oldText == newText ? oldText : rewritingNumbers(of: oldText)
        if readText == newText {
            removePictures(of: file)
            return .matched(file)
        }
        let diff = SnapshotDiff(old: readText, new: newText, sectionLabel: Self.sectionLabel(ofLine:))
        do {
            let pictures = try drawPictures(old: LayoutSnapshot(fileText: readText), file: file)
            return .mismatched(file, diff: diff, pictures: pictures)
        } catch {
            return .mismatched(file, diff: diff, pictures: [])
        }
    }

    /// Writes an old and a new picture for every section that differs, matching sections by their
    /// heading (a section only one side has is drawn on that side alone).
    private func drawPictures(old: LayoutSnapshot, file: SnapshotFile) throws -> [URL] {
        let fileManager = FileManager.default
        let folder = file.failuresDirectory
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let ignore = folder.appendingPathComponent(".gitignore")
        if !fileManager.fileExists(atPath: ignore.path) {
            try Data("# Pictures of failed snapshot comparisons; never committed.\n*\n".utf8).write(to: ignore)
        }
        removePictures(of: file)
        var headings: [String?] = []
        for section in old.sections + sections where !headings.contains(section.heading) {
            headings.append(section.heading)
        }
        var pictures: [URL] = []
        for heading in headings {
            let oldSection = old.sections.first { $0.heading == heading }
            let newSection = sections.first { $0.heading == heading }
            if oldSection?.text == newSection?.text { continue }
            let script = SnapshotDiff.editScript(
                SnapshotDiff.lines(of: oldSection?.text ?? ""), SnapshotDiff.lines(of: newSection?.text ?? ""))
            var removed = Set<Int>()
            var inserted = Set<Int>()
            var oldLine = 0
            var newLine = 0
            for line in script {
                switch line {
                case .unchanged:
                    oldLine += 1
                    newLine += 1
                case .removed:
                    removed.insert(oldLine)
                    oldLine += 1
                case .inserted:
                    inserted.insert(newLine)
                    newLine += 1
                }
            }
            let base = file.baseName + (heading.map { "@" + Self.slug($0) } ?? "")
            let title = file.baseName + (heading.map { ", " + $0 } ?? "")
            let arrangement = newSection?.currentArrangement
            if let oldSection {
                let url = folder.appendingPathComponent(base + ".old.svg")
                // The file keeps no label text: the new tree's is drawn in the recorded boxes, when
                // the two trees have the same layouts line for line.
                var caption = title + " (recorded"
                var labelTexts: [Int: SnapshotPicture.LabelText] = [:]
                if let arrangement, let newSection, let frames = Self.frames(of: oldSection.text, like: newSection.text)
                {
                    labelTexts = SnapshotPicture.labelTexts(of: arrangement, frames: frames)
                    if !labelTexts.isEmpty { caption += ", label text as now" }
                }
                caption += ")"
                let svg = SnapshotPicture.svg(
                    of: oldSection.text, highlightedLines: removed, caption: caption, labelTexts: labelTexts)
                try Data(svg.utf8).write(to: url)
                pictures.append(url)
            }
            if let newSection {
                let url = folder.appendingPathComponent(base + ".new.svg")
                let svg = SnapshotPicture.svg(
                    of: newSection.text, highlightedLines: inserted, caption: title + " (now)",
                    labelTexts: arrangement.map { SnapshotPicture.labelTexts(of: $0) } ?? [:])
                try Data(svg.utf8).write(to: url)
                pictures.append(url)
            }
        }
        return pictures
    }

    /// The frames of the tree `text`, line by line, if it has the same layouts as the tree
    /// `reference` line for line (as many lines, each of the same type at the same depth); `nil`
    /// otherwise.
    private static func frames(of text: String, like reference: String) -> [CGRect]? {
        let lines = SnapshotDiff.lines(of: text)
        let referenceLines = SnapshotDiff.lines(of: reference)
        guard lines.count == referenceLines.count else { return nil }
        var frames: [CGRect] = []
        for (line, referenceLine) in zip(lines, referenceLines) {
            guard let node = SnapshotLine(line), let referenceNode = SnapshotLine(referenceLine),
                node.depth == referenceNode.depth, node.typeName == referenceNode.typeName
            else { return nil }
            frames.append(node.frame)
        }
        return frames
    }

    /// Removes the pictures an earlier failure of `file`'s snapshot left.
    private func removePictures(of file: SnapshotFile) {
        let fileManager = FileManager.default
        let folder = file.failuresDirectory
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        let base = file.baseName
        for name in names
        where name == base + ".old.svg" || name == base + ".new.svg"
            || (name.hasPrefix(base + "@") && name.hasSuffix(".svg"))
        {
            try? fileManager.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// A heading as part of a file name: `width 320, right to left` → `width-320-right-to-left`.
    static func slug(_ heading: String) -> String {
        heading.split { !$0.isLetter && !$0.isNumber && $0 != "." && $0 != "-" }.joined(separator: "-")
    }
}

extension LayoutSnapshot {
    /// A paragraph for a failure message when a tree of this snapshot was measured with a font
    /// fallback (``/ValueLayout/LayoutDiagnostic/Kind/textMeasuredWithFallback(note:)``): which
    /// labels, and why, since the frames of such a tree are not the ones an app with the font
    /// shows. `nil` when no tree was, or the snapshot was made from text.
    ///
    /// - Complexity: O(n) in the number of nodes of the snapshot's trees (their diagnostics).
    var fontFallbackNote: String? {
        var lines: [String] = []
        var seen: Set<String> = []
        for section in sections {
            guard let arrangement = section.currentArrangement else { continue }
            for diagnostic in arrangement.diagnostics {
                guard case .textMeasuredWithFallback = diagnostic.kind else { continue }
                if seen.insert(diagnostic.description).inserted { lines.append("- " + diagnostic.description) }
            }
        }
        guard !lines.isEmpty else { return nil }
        let shown = 5
        return "Note: the tree was measured with a font fallback, so its frames are not the ones an app "
            + "with the font shows:\n" + lines.prefix(shown).joined(separator: "\n")
            + (lines.count > shown ? "\n- and \(lines.count - shown) more" : "")
    }

    /// `outcome`'s failure message, followed by ``fontFallbackNote`` when there is one.
    func failureMessage(of outcome: SnapshotOutcome) -> String? {
        guard let message = outcome.failureMessage else { return nil }
        guard let note = fontFallbackNote else { return message }
        return message + "\n\n" + note
    }
}
