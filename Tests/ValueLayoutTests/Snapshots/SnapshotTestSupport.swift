import Foundation
import ValueLayout
import ValueLayoutTesting

/// A fresh folder under the system's temporary directory, removed when the test ends, so tests of
/// the snapshot machinery never write into the project's own tree.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "valuelayout-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The snapshot file a test file `CardTests.swift` would use for `test` in this folder.
    func snapshotFile(_ function: String = "card()", name: String? = nil) -> SnapshotFile {
        SnapshotFile(testFilePath: "/project/Tests/CardTests.swift", function: function, name: name, directory: url)
    }

    func write(_ text: String, to file: SnapshotFile) throws {
        try FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file.url)
    }

    func contents(of url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }
}

/// The README's profile card: an avatar beside a name and a two-line subtitle, in insets.
func profileCard() -> InsetLayout {
    InsetLayout(
        insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
        viewReuseId: "card",
        sublayout: StackLayout(
            axis: .horizontal, spacing: 12,
            sublayouts: [
                SizeLayout(width: 48, height: 48, viewReuseId: "avatar"),
                StackLayout(
                    axis: .vertical, spacing: 2,
                    sublayouts: [
                        LabelLayout(
                            text: "Ada Lovelace", font: .system(size: 17, weight: .semibold), viewReuseId: "name"),
                        LabelLayout(
                            text: "Mathematician and first programmer", numberOfLines: 2, viewReuseId: "subtitle"),
                    ]),
            ]))
}

/// The profile card's tree at width 320, left to right, in the default context.
let profileCardAt320 = """
    InsetLayout (0, 0, 320, 77) "card"
      StackLayout (16, 12, 288, 53)
        SizeLayout (0, 2.5, 48, 48) "avatar"
        StackLayout (60, 0, 228, 53)
          LabelLayout (0, 0, 84, 17) "name"
          LabelLayout (0, 19, 161, 34) "subtitle"

    """
