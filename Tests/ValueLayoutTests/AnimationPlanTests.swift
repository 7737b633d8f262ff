import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `AnimationPlan`: moves, insertions and removals with their frames, and applying a plan to a
/// host.
@MainActor
@Suite("Animation plans")
struct AnimationPlanTests {
    /// A 100-wide vertical stack (no view): "keep" 10×10 (top-leading), "gone" 20×20 (centred),
    /// "box" 40×40 (centred) holding "inner" 10×10 (top-leading).
    static let before = StackLayout(
        axis: .vertical,
        sublayouts: [
            viewBox(10, 10, "keep", alignment: .topLeading),
            viewBox(20, 20, "gone"),
            viewBox(40, 40, "box", sublayout: viewBox(10, 10, "inner", alignment: .topLeading)),
        ]
    ).arrangement(width: 100)

    /// "keep" is 30×10 now, "gone" has gone, "new" (20×20, centred) comes before "box", and
    /// "inner" moves from "box" to the top level (bottom-trailing).
    static let after = StackLayout(
        axis: .vertical,
        sublayouts: [
            viewBox(30, 10, "keep", alignment: .topLeading),
            viewBox(20, 20, "new", content: "new content"),
            viewBox(40, 40, "box"),
            viewBox(10, 10, "inner", alignment: .bottomTrailing),
        ]
    ).arrangement(width: 100)

    @Test("A view in both arrangements is a move with its old and new frames")
    func move() throws {
        let plan = AnimationPlan(from: Self.before, to: Self.after)
        let keep = try #require(plan.move("keep"))
        #expect(keep.oldFrame == rect(0, 0, 10, 10))
        #expect(keep.newFrame == rect(0, 0, 30, 10))
        #expect(keep.oldParent == .host)
        #expect(keep.newParent == .host)
        #expect(!keep.isReparented)
        #expect(keep.isMoving)
        #expect(keep.preparedFrame == rect(0, 0, 10, 10))
    }

    @Test("A reparented view's prepared frame is its old on-screen frame in the new parent")
    func reparentedMove() throws {
        let plan = AnimationPlan(from: Self.before, to: Self.after)
        let inner = try #require(plan.move("inner"))
        // Before: "box" is centred in its 100-wide slot at y 30: (30, 30, 40, 40); "inner" is at
        // (0, 0) in it, so (30, 30) in the host. After: the host holds "inner", bottom-trailing in
        // its 100×10 slot at y 70: (90, 70, 10, 10).
        #expect(inner.oldParent == .view(reuseId: "box"))
        #expect(inner.newParent == .host)
        #expect(inner.isReparented)
        #expect(inner.oldFrame == rect(0, 0, 10, 10))
        #expect(inner.oldFrameInHost == rect(30, 30, 10, 10))
        #expect(inner.newFrame == rect(90, 70, 10, 10))
        #expect(inner.preparedFrame == rect(30, 30, 10, 10))
    }

    @Test("An inserted view is listed with its final frame and the frame it starts from")
    func insertion() throws {
        let plan = AnimationPlan(from: Self.before, to: Self.after)
        #expect(plan.insertions.map(\.reuseId) == ["new"])
        let new = try #require(plan.insertion("new"))
        // After "keep" (10 tall), centred in a 100×20 slot: (40, 10, 20, 20).
        #expect(new.frame == rect(40, 10, 20, 20))
        #expect(new.startFrame == rect(40, 10, 20, 20))
        #expect(new.parent == .host)
    }

    @Test("With the grow style an inserted view starts as a point at the centre of its frame")
    func growingInsertion() {
        let plan = AnimationPlan(from: Self.before, to: Self.after, insertionStyle: .grow)
        #expect(plan.insertion("new")?.startFrame == rect(50, 20, 0, 0))
        // "gone" was centred in a 100×20 slot at y 10: (40, 10, 20, 20), centre (50, 20).
        #expect(plan.removal("gone")?.endFrame == rect(50, 20, 0, 0))
    }

    @Test("A removed view is listed with its last frame")
    func removal() throws {
        let plan = AnimationPlan(from: Self.before, to: Self.after)
        #expect(plan.removals.map(\.reuseId) == ["gone"])
        let gone = try #require(plan.removal("gone"))
        #expect(gone.frame == rect(40, 10, 20, 20))
        #expect(gone.endFrame == rect(40, 10, 20, 20))
        #expect(gone.parent == .host)
    }

    @Test("A changed content id marks a configuration change")
    func configurationChange() {
        let old = viewBox(10, 10, "a", content: "one").arrangement()
        let plan = AnimationPlan(from: old, to: viewBox(10, 10, "a", content: "two").arrangement())
        #expect(plan.move("a")?.configurationChanged == true)
        #expect(plan.move("a")?.isMoving == false)
        #expect(AnimationPlan(from: old, to: old).move("a")?.configurationChanged == false)
    }

    @Test("A view whose type changes is removed and inserted")
    func typeChange() {
        let old = SizeLayout(width: 10, height: 10, viewReuseId: "a", view: ReferenceView.describe()).arrangement()
        let new = SizeLayout(width: 10, height: 10, viewReuseId: "a", view: BadgeView.describe()).arrangement()
        let plan = AnimationPlan(from: old, to: new)
        #expect(plan.moves.isEmpty)
        #expect(plan.insertions.map(\.viewTypeName) == ["BadgeView"])
        #expect(plan.removals.map(\.viewTypeName) == ["ReferenceView"])
    }

    @Test("Views without a reuse id are matched by position, as makeViews recycles them")
    func positionalMatching() {
        let old = StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, nil), viewBox(10, 10, nil)]).arrangement()
        let new = StackLayout(axis: .vertical, sublayouts: [viewBox(20, 20, nil)]).arrangement()
        let plan = AnimationPlan(from: old, to: new)
        #expect(plan.moves.map(\.oldFrame) == [rect(0, 0, 10, 10)])
        #expect(plan.moves.map(\.newFrame) == [rect(0, 0, 20, 20)])
        #expect(plan.removals.map(\.frame) == [rect(0, 10, 10, 10)])
    }

    @Test("A plan in right to left mirrors new frames as a right-to-left pass does")
    func rightToLeftPlan() {
        let layout = StackLayout(axis: .horizontal, sublayouts: [viewBox(10, 10, "a"), viewBox(20, 10, "b")])
        let old = layout.arrangement(width: 100)
        let mirrored = AnimationPlan(from: old, to: old, direction: .rightToLeft)
        let laidOut = AnimationPlan(from: old, to: layout.arrangement(width: 100, context: rightToLeft))
        // Both boxes are inflexible, so nothing stretches: "a" at 0…10 and "b" at 10…30, which
        // mirrored in 100 are 100 − 0 − 10 = 90 and 100 − 10 − 20 = 70.
        #expect(mirrored.moves.map(\.newFrame) == [rect(90, 0, 10, 10), rect(70, 0, 20, 10)])
        #expect(laidOut.moves == mirrored.moves)
    }

    @Test("A plan is Sendable and can be built off the main actor")
    func sendable() async {
        let before = Self.before
        let after = Self.after
        let plan = await Task.detached { AnimationPlan(from: before, to: after) }.value
        #expect(plan.moves.count == 3)
    }

    @Test("Prepare inserts new views at their start frames and keeps removed views")
    func prepare() throws {
        let host = makeHost(100, 100)
        Self.before.makeViews(in: host)
        let gone = try #require(host.reference("gone"))
        let prepared = AnimationPlan(from: Self.before, to: Self.after).prepare(in: host)
        let new = try #require(host.reference("new"))
        #expect(new.frame == rect(40, 10, 20, 20))
        #expect(new.configurations == ["new content"])
        #expect(prepared.insertedViews.map { ObjectIdentifier($0) } == [ObjectIdentifier(new)])
        #expect(prepared.removedViews.map { ObjectIdentifier($0) } == [ObjectIdentifier(gone)])
        #expect(gone.superview === host)
        // "keep" keeps its old size until the animation.
        #expect(host.reference("keep")?.frame == rect(0, 0, 10, 10))
        #expect(host.reference("inner")?.frame == rect(30, 30, 10, 10))
    }

    @Test("Apply sets final frames inside the animation; removed views leave on completion")
    func applyThroughAnimator() throws {
        let host = makeHost(100, 100)
        Self.before.makeViews(in: host)
        let gone = try #require(host.reference("gone"))
        let keep = try #require(host.reference("keep"))
        var animations: (@MainActor @Sendable () -> Void)?
        var completion: (@MainActor @Sendable (Bool) -> Void)?
        AnimationPlan(from: Self.before, to: Self.after).apply(to: host) {
            animations = $0; completion = $1
        }
        #expect(keep.frame == rect(0, 0, 10, 10))
        animations?()
        #expect(keep.frame == rect(0, 0, 30, 10))
        #expect(host.reference("inner")?.frame == rect(90, 70, 10, 10))
        #expect(gone.superview === host)
        completion?(true)
        #expect(gone.superview == nil)
        #expect(host.children.map(\.layoutReuseId) == ["keep", "new", "box", "inner"])
    }

    @Test("Applying a plan gives the same views as realising the target directly")
    func applyMatchesMakeViews() {
        let animated = makeHost(100, 100)
        Self.before.makeViews(in: animated)
        AnimationPlan(from: Self.before, to: Self.after).apply(to: animated)
        let direct = makeHost(100, 100)
        Self.after.makeViews(in: direct)
        #expect(animated.treeDescription == direct.treeDescription)
    }
}
