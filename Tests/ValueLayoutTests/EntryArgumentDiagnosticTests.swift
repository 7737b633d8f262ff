import Foundation
import Testing
import ValueLayout

@Suite("Diagnostics of bad widths and heights given to an entry point")
struct EntryArgumentDiagnosticTests {
    /// A root with a child, neither of which reports anything at any size.
    private let column = InsetLayout(inset: 0, viewReuseId: "column", sublayout: SizeLayout(minWidth: 0, minHeight: 0))

    private func advice(_ name: String) -> String {
        "Pass arrangement(origin:width:height:context:) a \(name) between 0 and 10¹² points, or nil for the "
            + "\(name) the layout needs."
    }

    @Test(
        "A NaN, negative or too large width or height given to arrangement is reported with the root",
        arguments: [
            (CGFloat?(CGFloat.nan), CGFloat?.none, "width", CGFloat.nan, CGFloat(0), "NaN", "0"),
            (nil, -5, "height", -5, 0, "-5", "0"),
            (-.infinity, nil, "width", -.infinity, 0, "-infinity", "0"),
            (nil, 2e12, "height", 2e12, .infinity, "2000000000000", "unlimited"),
        ])
    func arrangementArgument(
        width: CGFloat?, height: CGFloat?, argument: String, value: CGFloat, cleaned: CGFloat, shownValue: String,
        shownCleaned: String
    ) {
        let diagnostics = column.arrangement(width: width, height: height).diagnostics
        #expect(
            diagnostics.map(\.kind) == [.entryArgumentCleaned(argument: argument, value: value, cleanedValue: cleaned)])
        #expect(diagnostics.first?.paths.map(\.description) == [#"InsetLayout "column""#])
        #expect(
            diagnostics.first?.description
                == #"InsetLayout "column" was laid out with \#(shownValue) for its \#(argument), which was "#
                + "treated as \(shownCleaned). \(advice(argument))")
    }

    @Test("Both bad sides are reported, width first")
    func bothSides() {
        let diagnostics = column.arrangement(width: -1, height: .nan).diagnostics
        #expect(
            diagnostics.map(\.kind) == [
                .entryArgumentCleaned(argument: "width", value: -1, cleanedValue: 0),
                .entryArgumentCleaned(argument: "height", value: .nan, cleanedValue: 0),
            ])
    }

    @Test("An infinite width or height means unlimited and is not reported; good input reports nothing")
    func unlimitedIsNotReported() {
        #expect(column.arrangement(width: .infinity, height: .infinity).diagnostics == [])
        #expect(column.arrangement(width: 0, height: 1e12).diagnostics == [])
        #expect(column.arrangement().diagnostics == [])
    }

    @Test("A bad maxSize shows in the diagnostics of the arrangement made from the measurement")
    func measurementMaxSize() {
        let measurement = column.measurement(within: CGSize(width: CGFloat.nan, height: CGFloat.infinity))
        let diagnostics = measurement.arrangement(within: CGRect(x: 0, y: 0, width: 10, height: 10)).diagnostics
        #expect(
            diagnostics.map(\.kind) == [.entryArgumentCleaned(argument: "maxSize.width", value: .nan, cleanedValue: 0)])
        #expect(
            diagnostics.first?.description
                == #"InsetLayout "column" was laid out with NaN for its maxSize.width, which was treated as 0. "#
                + "Pass measurement(within:context:) a maxSize whose width is between 0 and 10¹² points, or "
                + ".infinity for no limit.")
    }

    @Test("A bad rect side given to arrangement(within:) is reported; an infinite one means the measured length")
    func offeredRect() {
        let measurement = column.measurement(within: CGSize(width: 100, height: 100))
        let diagnostics = measurement.arrangement(within: CGRect(x: 0, y: 0, width: -3, height: CGFloat.infinity))
            .diagnostics
        #expect(diagnostics.map(\.kind) == [.entryArgumentCleaned(argument: "rect.width", value: -3, cleanedValue: 0)])
        #expect(
            diagnostics.first?.description
                == #"InsetLayout "column" was laid out with -3 for its rect.width, which was treated as 0. "#
                + "Pass arrangement(within:context:) a rect whose width is between 0 and 10¹² points, or "
                + ".infinity for the measured width.")
    }

    @Test("A NaN, infinite or too distant origin is reported, before the width and height")
    func origin() {
        let diagnostics = column.arrangement(origin: CGPoint(x: .nan, y: -2e12), width: -1).diagnostics
        #expect(
            diagnostics.map(\.kind) == [
                .entryArgumentCleaned(argument: "origin.x", value: .nan, cleanedValue: 0),
                .entryArgumentCleaned(argument: "origin.y", value: -2e12, cleanedValue: -1e12),
                .entryArgumentCleaned(argument: "width", value: -1, cleanedValue: 0),
            ])
        #expect(
            diagnostics.first?.description
                == #"InsetLayout "column" was laid out with NaN for its origin.x, which was treated as 0. "#
                + "Pass arrangement(origin:width:height:context:) an origin whose x is finite and within ±10¹² points.")
        #expect(column.arrangement(origin: CGPoint(x: -1e12, y: 5)).diagnostics == [])
    }

    @Test("A bad origin of the rect given to arrangement(within:) is reported")
    func offeredRectOrigin() {
        let measurement = column.measurement(within: CGSize(width: 100, height: 100))
        let diagnostics = measurement.arrangement(within: CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10))
            .diagnostics
        #expect(
            diagnostics.map(\.kind) == [
                .entryArgumentCleaned(argument: "rect.origin.y", value: .infinity, cleanedValue: 0)
            ])
    }

    @Test("A node below the root does not report the root's entry arguments")
    func onlyTheRootReports() throws {
        let arrangement = column.arrangement(width: .nan)
        let child = try #require(arrangement.sublayouts.first)
        #expect(child.diagnostics == [])
    }
}
