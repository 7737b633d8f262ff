import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// LayoutKit's own animation test (`LayoutArrangementTests.testAnimation`), replayed exactly: the
/// red square moves from the big square into the little square while the layout switches to
/// right to left.
@MainActor
@Suite("LayoutKit's animation scenario")
struct LayoutKitAnimationScenarioTests {
    /// Before: Inset(10) (a view without a reuse id) around a vertical `.fillEqualSpacing` stack
    /// (no view) of a 100×100 top-leading "bigSquare" holding a 10×10 bottom-trailing "redSquare",
    /// and an 80×80 bottom-trailing "littleSquare".
    static let before = InsetLayout(
        inset: 10, view: ReferenceView.describe("root"),
        sublayout: StackLayout(
            axis: .vertical, distribution: .fillEqualSpacing,
            sublayouts: [
                viewBox(
                    100, 100, "bigSquare", alignment: .topLeading,
                    sublayout: viewBox(10, 10, "redSquare", alignment: .bottomTrailing)),
                viewBox(80, 80, "littleSquare", alignment: .bottomTrailing),
            ]))

    /// After: bigSquare is empty; littleSquare is 50×50 and holds redSquare as 20×20 top-leading.
    static let after = InsetLayout(
        inset: 10, view: ReferenceView.describe("root"),
        sublayout: StackLayout(
            axis: .vertical, distribution: .fillEqualSpacing,
            sublayouts: [
                viewBox(100, 100, "bigSquare", alignment: .topLeading),
                viewBox(
                    50, 50, "littleSquare", alignment: .bottomTrailing,
                    sublayout: viewBox(20, 20, "redSquare", alignment: .topLeading)),
            ]))

    /// Realises "before" in a 250×250 host and returns the host.
    ///
    /// Before, left to right. The inset fills the 250×250 root: its view is at (0, 0, 250, 250)
    /// in the host. The stack is at (10, 10, 230, 230) and has no view, so its offset (10, 10) is
    /// added to its children's frames. Its children measure 100 and 80 tall: 180 of 230, and
    /// `.fillEqualSpacing` puts the 50 spare points in the single gap, so bigSquare's slot is
    /// y 0…100 and littleSquare's is y 150…230, both 230 wide. bigSquare is top-leading in its
    /// slot: (0, 0, 100, 100) → (10, 10, 100, 100) in the inset's view. littleSquare is
    /// bottom-trailing: x = 230 − 80 = 150, so (150, 150, 80, 80) → (160, 160, 80, 80).
    /// redSquare is bottom-trailing in bigSquare's 100×100 bounds: (90, 90, 10, 10); on screen
    /// (in the host) it is at 0 + 10 + 90 = 100 on both axes.
    func realisedBefore() -> ReferenceView {
        let host = makeHost()
        Self.before.arrangement(width: 250, height: 250).makeViews(in: host)
        return host
    }

    @Test("Before: redSquare is bottom-trailing in bigSquare")
    func redSquareBefore() throws {
        let host = realisedBefore()
        let red = try #require(host.reference("redSquare"))
        #expect(red.frame == rect(90, 90, 10, 10))
        #expect(red.superview === host.reference("bigSquare"))
        #expect(red.frame(in: host) == rect(100, 100, 10, 10))
    }

    @Test("Prepare in right to left: redSquare joins littleSquare without moving on screen")
    func redSquareAfterPrepare() throws {
        let host = realisedBefore()
        let red = try #require(host.reference("redSquare"))
        let plan = Self.after.arrangement(width: 250, height: 250)
            .animationPlan(from: Self.before.arrangement(width: 250, height: 250), direction: .rightToLeft)
        plan.prepare(in: host)
        // Preparation moves no recycled view on screen: littleSquare stays at (160, 160) in the
        // inset's view, itself at (0, 0) in the host, and redSquare stays at (100, 100) in the
        // host. Converted into littleSquare's coordinates: 100 − 160 = −60 on both axes, with its
        // old size 10×10.
        #expect(red.superview === host.reference("littleSquare"))
        #expect(red.frame == rect(-60, -60, 10, 10))
        #expect(red.frame(in: host) == rect(100, 100, 10, 10))
        #expect(plan.move("redSquare")?.preparedFrame == rect(-60, -60, 10, 10))
    }

    @Test("Apply in right to left: redSquare is top-leading in littleSquare, mirrored")
    func redSquareAfterApply() throws {
        let host = realisedBefore()
        let red = try #require(host.reference("redSquare"))
        let plan = Self.after.arrangement(width: 250, height: 250)
            .animationPlan(from: Self.before.arrangement(width: 250, height: 250), direction: .rightToLeft)
        plan.apply(to: host)
        // After, laid out left to right: children 100 and 50 tall, 80 spare points in the gap, so
        // littleSquare's slot is y 180…230; bottom-trailing: (230 − 50, 180) = (180, 180, 50, 50).
        // redSquare is top-leading in littleSquare: (0, 0, 20, 20). Realised right to left, every
        // frame below the root is mirrored in its parent (x′ = parentWidth − x − width):
        // redSquare 50 − 0 − 20 = 30 → (30, 0, 20, 20); littleSquare 230 − 180 − 50 = 0 →
        // (0, 180) in the stack, + (10, 10) → (10, 190, 50, 50) in the inset's view; bigSquare
        // 230 − 0 − 100 = 130 → (140, 10, 100, 100).
        #expect(red.frame == rect(30, 0, 20, 20))
        #expect(host.reference("littleSquare")?.frame == rect(10, 190, 50, 50))
        #expect(host.reference("bigSquare")?.frame == rect(140, 10, 100, 100))
    }
}
