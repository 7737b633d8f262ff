import Foundation
import Testing
import ValueLayout

@Suite("The default text measurer")
struct DefaultTextMeasurerTests {
    @Test("A context that names no measurer measures with LayoutContext.defaultTextMeasurer")
    func contextUsesTheDefault() {
        #expect(LayoutContext().textMeasurer.isEquivalent(to: LayoutContext.defaultTextMeasurer))
        #expect(LayoutContext.default.textMeasurer.isEquivalent(to: LayoutContext.defaultTextMeasurer))
    }

    @Test("The default is Core Text on Apple platforms and fixed advance (7 and 17 points) elsewhere")
    func platformDefault() {
        #if VALUELAYOUT_CHECK_NAMED_MEASURERS
            // The check that tests name their measurer swaps the default for one no test names.
            #expect(
                LayoutContext.defaultTextMeasurer as? FixedAdvanceTextMeasurer
                    == FixedAdvanceTextMeasurer(advance: 13, lineHeight: 29))
        #elseif canImport(UIKit) || canImport(AppKit)
            #expect(LayoutContext.defaultTextMeasurer is CoreTextMeasurer)
        #else
            #expect(LayoutContext.defaultTextMeasurer as? FixedAdvanceTextMeasurer == FixedAdvanceTextMeasurer())
        #endif
    }

    @Test(".fixedAdvance measures 7 points a character and 17 a line, left to right, without snapping")
    func fixedAdvanceContext() {
        let context = LayoutContext.fixedAdvance
        #expect(context.textMeasurer as? FixedAdvanceTextMeasurer == FixedAdvanceTextMeasurer())
        #expect(context.direction == .leftToRight)
        #expect(context.scale == nil)
        #expect(LabelLayout(text: "ab cd").arrangement(width: 30, context: context).frame == rect(0, 0, 14, 34))
    }
}
