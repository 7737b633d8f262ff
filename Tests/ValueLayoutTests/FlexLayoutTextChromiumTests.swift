import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// `FlexLayout` with items of text, measured by `FontTextMeasurer` in the bundled fonts, against
/// headless Chromium: the containers of `Fixtures/flexbox/text-items.json` (written by
/// `scripts/generate-chromium-flex-text.py`; the fixtures' README says how), compared frame by
/// frame within the file's tolerance, 0.05 pt. An item's automatic minimum size is its text's
/// min-content width, so the frames check where text may break: after spaces, after hyphens and
/// between ideographs.
@Suite("FlexLayout with text vs Chromium")
struct FlexLayoutTextChromiumTests {
    /// The cases whose frames differ from Chromium's, none through a minimum content width: an
    /// item holding `東京-Tokyo` in DejaVu Sans Bold at its max-content width. `FontFace` shapes a
    /// run in the script of its first character it knows, so `Tokyo`, measured with the
    /// ideographs before it as one word, is shaped as Han, without the Latin kerning of `To`;
    /// Chromium splits the word by script first (1.85 pt narrower at 14 pt).
    static let knownDifferences: Set<String> = [
        "text-20261129-049",
        "text-20261129-069",
        "text-20261129-088",
    ]

    /// Every case but the known ones matches Chromium's frames, and the known ones still differ.
    @Test func everyTextCaseMatchesChromium() throws {
        let fixture = try FlexTextFixtureFile.load()
        let measurer = FontTextMeasurer(catalog: .bundled)
        let failures = fixture.cases.compactMap { $0.mismatch(measurer: measurer, tolerance: fixture.tolerance) }
        print(
            "FlexLayout with text vs Chromium: \(fixture.cases.count - failures.count) of \(fixture.cases.count) "
                + "cases match, \(Self.knownDifferences.count) known to differ")
        let differing = Set(failures.map { String($0.prefix { $0 != ":" }) })
        #expect(
            differing == Self.knownDifferences,
            """
            newly differing: \(failures.filter { !Self.knownDifferences.contains(String($0.prefix { $0 != ":" })) })
            now matching: \(Self.knownDifferences.subtracting(differing).sorted())
            """)
    }

    /// The fixture checks the minimum content width: with the default's answer (the widest word
    /// between white space) in place of `FontTextMeasurer`'s, many more cases differ.
    @Test func theWhiteSpaceRuleWouldDiffer() throws {
        let fixture = try FlexTextFixtureFile.load()
        let measurer = WhiteSpaceMinimumMeasurer(base: FontTextMeasurer(catalog: .bundled))
        let failures = fixture.cases.compactMap { $0.mismatch(measurer: measurer, tolerance: fixture.tolerance) }
        print("FlexLayout with text vs Chromium, minimum widths split at white space only: \(failures.count) differ")
        #expect(failures.count == 58)
    }

    /// The fixture has the cases its README counts, and every one of them has a frame per node.
    @Test func fixtureIsWhole() throws {
        let fixture = try FlexTextFixtureFile.load()
        #expect(fixture.cases.count == 100)
        #expect(fixture.cases.allSatisfy { $0.frames.count == $0.items.count + 1 })
    }
}

/// `Fixtures/flexbox/text-items.json` (schema version 1).
struct FlexTextFixtureFile: Decodable {
    var schemaVersion: Int
    var tolerances: [String: Double]
    var cases: [FlexTextFixtureCase]

    var tolerance: Double { tolerances["agreeSubpixel"] ?? 0.05 }

    static func load() throws -> FlexTextFixtureFile {
        let url = FlexFixtureFile.folder.appendingPathComponent("text-items.json")
        let file = try JSONDecoder().decode(FlexTextFixtureFile.self, from: Data(contentsOf: url))
        try #require(file.schemaVersion == 1, "unknown fixture schema \(file.schemaVersion)")
        return file
    }
}

/// A row flex container and its items of text, with the frames Chromium gave them.
struct FlexTextFixtureCase: Decodable {
    struct Container: Decodable {
        var width: Double
        var flexWrap: String
        var alignItems: String
        var columnGap: Double
        var rowGap: Double
    }

    struct Item: Decodable {
        var text: String
        /// `DejaVuSans` or `DejaVuSans-Bold`.
        var font: String
        var size: Double
        var lineHeight: Double
        var flexGrow: Double?
        var flexShrink: Double?
        var flexBasis: Double?
    }

    var id: String
    var container: Container
    var items: [Item]
    var frames: [[Double]]

    /// The container as a `FlexLayout` of labels.
    var layout: FlexLayout {
        FlexLayout(
            direction: .row, wrap: container.flexWrap == "wrap" ? .wrap : .noWrap,
            alignItems: container.alignItems == "flex-start" ? .flexStart : .stretch,
            rowGap: container.rowGap, columnGap: container.columnGap,
            children: items.map { item in
                let font = Font(
                    family: "DejaVu Sans", size: item.size, weight: item.font == "DejaVuSans-Bold" ? .bold : .regular)
                return FlexItem(
                    LabelLayout(text: item.text, font: font, lineHeight: item.lineHeight),
                    grow: item.flexGrow ?? 0, shrink: item.flexShrink ?? 1,
                    basis: item.flexBasis.map { .points($0) } ?? .auto)
            })
    }

    /// `nil` when every frame matches within `tolerance`, else what differs.
    func mismatch(measurer: any TextMeasurer, tolerance: Double) -> String? {
        let arrangement = layout.arrangement(width: container.width, context: LayoutContext(textMeasurer: measurer))
        let actual = [arrangement.frame] + arrangement.sublayouts.map(\.frame)
        guard actual.count == frames.count else { return "\(id): \(actual.count) frames, Chromium has \(frames.count)" }
        var differences: [String] = []
        for (index, (rect, expected)) in zip(actual, frames).enumerated() {
            let values = [rect.minX, rect.minY, rect.width, rect.height]
            if zip(values, expected).contains(where: { abs($0 - $1) > tolerance }) {
                differences.append("node \(index): \(values) vs \(expected)")
            }
        }
        return differences.isEmpty ? nil : "\(id): " + differences.joined(separator: "; ")
    }
}

/// `FontTextMeasurer`'s sizes and lines with the protocol's default minimum content width (the
/// widest run between white space).
private struct WhiteSpaceMinimumMeasurer: TextMeasurer {
    let base: FontTextMeasurer

    func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        base.size(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func lines(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat)
        -> [Substring]
    {
        base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
        base.baselineOffset(font: font, lineHeight: lineHeight)
    }
}
