import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// The invariant checks name the nodes they report by their paths.
@Suite("Layout invariant messages")
struct LayoutInvariantMessageTests {
    @Test("A child outside its parent is named by its path and its parent's")
    func childOutsideParent() {
        let scenario = LayoutScenario {
            StackLayout(
                axis: .vertical,
                sublayouts: [
                    SizeLayout(width: 40, height: 20),
                    LayoutDiagnosticTests.Shifted(content: SizeLayout(width: 40, height: 20, viewReuseId: "box")),
                ])
        }
        #expect(
            LayoutInvariants.violations(of: .childrenWithinParent, in: scenario) == [
                #"node StackLayout › Shifted[1] › SizeLayout "box" at \#(CGRect(x: 10, y: 0, width: 40, height: 20)) "#
                    + "leaves its parent StackLayout › Shifted[1] of size \(CGSize(width: 40, height: 20)) along horizontal"
            ])
    }
}
