import Foundation
import Testing
import ValueLayout

@Test func scratch() {
    let bad = CGFloat.greatestFiniteMagnitude
    print(box(10, 10).arrangement(context: LayoutContext(scale: bad)).frame)
    print(box(10, 10).arrangement(origin: CGPoint(x: 5, y: 5), context: LayoutContext(scale: 1e300)).frame)
    print(box(10, 10).arrangement(origin: CGPoint(x: 1e10, y: 5), context: LayoutContext(scale: 1e300)).frame)
    let layout = BadInputTests.treeUsing(bad)
    for (i, context) in [LayoutContext(), rightToLeft, LayoutContext(scale: 3), LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: bad, lineHeight: bad), direction: .rightToLeft, scale: 2)].enumerated() {
        let a = layout.arrangement(origin: CGPoint(x: bad, y: bad), width: bad, height: bad, context: context)
        print(i, a.allFrames.allSatisfy(isSane))
    }
}
