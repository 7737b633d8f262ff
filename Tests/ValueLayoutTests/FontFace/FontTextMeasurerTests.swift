import Foundation
import Testing
import ValueLayout
import ValueLayoutFonts

/// A catalog of the two test fonts: DejaVu Sans (Book, weight 400) and DejaVu Sans Bold (700).
private let testCatalog = FontCatalog(
    faces: [TestFonts.faces["DejaVuSans.ttf"], TestFonts.faces["DejaVuSans-Bold.ttf"]].compactMap { $0 })
private let book = TestFonts.faces["DejaVuSans.ttf"]!
private let bold = TestFonts.faces["DejaVuSans-Bold.ttf"]!

@Suite("Font catalog")
struct FontCatalogTests {
    @Test(
        "A font resolves to its family's face nearest its weight, by the CSS rules",
        arguments: [
            (Font.Weight.regular, "Book"), (.medium, "Book"), (.semibold, "Bold"), (.bold, "Bold"),
            (.heavy, "Bold"), (.black, "Bold"), (.light, "Book"), (.ultraLight, "Book"),
        ] as [(Font.Weight, String)])
    func weight(weight: Font.Weight, style: String) {
        #expect(testCatalog.face(for: Font(family: "DejaVu Sans", size: 12, weight: weight))?.styleName == style)
    }

    @Test("Family names are compared without regard to case")
    func caseInsensitiveFamily() {
        #expect(testCatalog.face(for: Font(family: "dejavu sans", size: 12, weight: .bold))?.styleName == "Bold")
    }

    @Test("A missing family and the system font resolve to the default family", arguments: [nil, "Helvetica Neue"])
    func fallbackFamily(family: String?) {
        #expect(testCatalog.defaultFamily == "DejaVu Sans")
        #expect(testCatalog.face(for: Font(family: family, size: 12))?.familyName == "DejaVu Sans")
    }

    @Test("An empty catalog resolves nothing and has no default family")
    func emptyCatalog() {
        let empty = FontCatalog(faces: [])
        #expect(empty.face(for: .body) == nil)
        #expect(empty.defaultFamily == nil)
        #expect(empty.familyNames == [])
    }

    @Test("Scanning a folder reads its fonts, in path order, and skips files that are not fonts")
    func scanning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFonts.data("DejaVuSans-Bold.ttf").write(to: folder.appendingPathComponent("sub/B.ttf"))
        try TestFonts.data("DejaVuSans.ttf").write(to: folder.appendingPathComponent("A.TTF"))
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
        let catalog = FontCatalog(scanning: [folder, folder.appendingPathComponent("missing")])
        #expect(catalog.faces.map(\.styleName) == ["Book", "Bold"])
        #expect(catalog.familyNames == ["DejaVu Sans"])
        #expect(catalog.defaultFamily == "DejaVu Sans")
    }
}

@Suite("Font text measurer")
struct FontTextMeasurerTests {
    let measurer = FontTextMeasurer(catalog: testCatalog)
    let font = Font(family: "DejaVu Sans", size: 17)

    @Test("One line is as wide as its words and the space between them, and as tall as the face's line")
    func oneLine() {
        let size = measurer.size(of: "Hello world", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: 1_000)
        let width =
            book.advance(of: "Hello", size: 17) + book.advance(of: " ", size: 17) + book.advance(of: "world", size: 17)
        #expect(size == CGSize(width: width, height: book.defaultLineHeight(size: 17)))
        #expect(abs(size.width - book.advance(of: "Hello world", size: 17)) < 0.01)
    }

    @Test("Text wraps at the space that keeps the line within the width; the space is not counted")
    func wraps() {
        let widest = max(book.advance(of: "Hello", size: 17), book.advance(of: "world", size: 17))
        let lines = measurer.lines(
            of: "Hello world", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: widest + 1)
        #expect(lines == ["Hello", "world"])
        let size = measurer.size(
            of: "Hello world", font: font, lineHeight: 20, numberOfLines: 0, maxWidth: widest + 1)
        #expect(size == CGSize(width: widest, height: 40))
    }

    @Test("A line fits within 1/64 pt over the width")
    func fitTolerance() {
        let width = measurer.size(of: "Hello world", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: 1_000)
            .width
        #expect(
            measurer.lines(
                of: "Hello world", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: width - 1.0 / 128
            ).count == 1)
        #expect(
            measurer.lines(of: "Hello world", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: width - 1.0 / 32)
                .count == 2)
    }

    @Test("The number of lines caps the lines shown")
    func numberOfLines() {
        let lines = measurer.lines(of: "one two three four", font: font, lineHeight: 20, numberOfLines: 2, maxWidth: 40)
        #expect(lines.count == 2)
        #expect(
            measurer.size(of: "one two three four", font: font, lineHeight: 20, numberOfLines: 2, maxWidth: 40).height
                == 40)
    }

    @Test("Bold text measures with the bold face")
    func boldFace() {
        let size = measurer.size(
            of: "Bold", font: Font(family: "DejaVu Sans", size: 17, weight: .bold), lineHeight: nil, numberOfLines: 0,
            maxWidth: .infinity)
        #expect(size.width == bold.advance(of: "Bold", size: 17))
    }

    @Test("Empty text measures 0 × 0")
    func emptyText() {
        #expect(measurer.size(of: "", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: 100) == .zero)
        #expect(measurer.lines(of: "", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: 100) == [])
    }

    @Test("Without a face, text measures by the fixed-advance rules at 0.6 em and 1.2 em")
    func noFace() {
        let empty = FontTextMeasurer(catalog: FontCatalog(faces: []))
        #expect(
            empty.size(of: "abc", font: Font(size: 10), lineHeight: nil, numberOfLines: 0, maxWidth: 100)
                == CGSize(width: 18, height: 12))
    }

    @Test("Measurers of the same catalog are equivalent; of another catalog, or another kind, they are not")
    func equivalence() {
        #expect(measurer.isEquivalent(to: FontTextMeasurer(catalog: testCatalog, cacheCapacity: 10)))
        #expect(!measurer.isEquivalent(to: FontTextMeasurer(catalog: FontCatalog(faces: [book]))))
        #expect(!measurer.isEquivalent(to: FixedAdvanceTextMeasurer()))
    }

    @Test("Measuring from many threads at once gives the answers of one thread, cache or not")
    func concurrent() async {
        let textFont = font
        let texts = (0..<200).map { "word\($0 % 37) and another\($0 % 11) with text \($0)" }
        let expected = texts.map {
            FontTextMeasurer(catalog: testCatalog, cacheCapacity: 2).size(
                of: $0, font: textFont, lineHeight: nil, numberOfLines: 0, maxWidth: 120)
        }
        let shared = FontTextMeasurer(catalog: testCatalog, cacheCapacity: 64)
        let results = await withTaskGroup(of: (Int, CGSize).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask {
                    (index, shared.size(of: text, font: textFont, lineHeight: nil, numberOfLines: 0, maxWidth: 120))
                }
            }
            var results = [CGSize](repeating: .zero, count: texts.count)
            for await (index, size) in group { results[index] = size }
            return results
        }
        #expect(results == expected)
    }

    @Test("A label laid out with the measurer takes the measured size")
    func label() {
        let context = LayoutContext(textMeasurer: measurer)
        let arrangement = LabelLayout(text: "Hello world", font: font).arrangement(context: context)
        #expect(
            arrangement.frame.size
                == measurer.size(of: "Hello world", font: font, lineHeight: nil, numberOfLines: 0, maxWidth: .infinity))
    }
}
