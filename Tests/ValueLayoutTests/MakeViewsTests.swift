import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// A view type other than `ReferenceView`, to check that recycling matches view types.
final class BadgeView: ReferenceView {}

/// `makeViews(in:direction:)`: flattening, recycling, order, purging, nesting and direction.
@MainActor
@Suite("Realising views")
struct MakeViewsTests {
    /// A horizontal row (no view) of a 20×20 "a" and a 30×30 "b", 10 apart, inset by 5 (no view).
    /// Measured: 20 + 10 + 30 = 60 wide, 30 tall; the inset adds 5 on each side: 70×40.
    static let row = InsetLayout(
        inset: 5,
        sublayout: StackLayout(
            axis: .horizontal, spacing: 10, sublayouts: [viewBox(20, 20, "a"), viewBox(30, 30, "b")]))

    @Test("Layouts without a view are flattened: their children's frames carry their offsets")
    func flattening() {
        let host = makeHost()
        Self.row.arrangement().makeViews(in: host)
        // The stack is at (5, 5). "a" centres itself in its 20×30 slot: (0, 5) → (5, 10).
        // "b" fills its 30×30 slot at x = 30: (30, 0) → (35, 5).
        #expect(host.children.map(\.layoutReuseId) == ["a", "b"])
        #expect(host.reference("a")?.frame == rect(5, 10, 20, 20))
        #expect(host.reference("b")?.frame == rect(35, 5, 30, 30))
    }

    @Test("A view's children are positioned in its own coordinates, through flattened layouts")
    func nestedFrames() {
        let host = makeHost()
        let layout = viewBox(
            100, 100, "outer", alignment: .topLeading,
            sublayout: InsetLayout(inset: 10, sublayout: viewBox(20, 20, "inner", alignment: .topLeading)))
        layout.arrangement(origin: CGPoint(x: 7, y: 3)).makeViews(in: host)
        // "outer" sits at the arrangement's origin; the inset fills it, so "inner" is at (10, 10).
        #expect(host.reference("outer")?.frame == rect(7, 3, 100, 100))
        #expect(host.reference("inner")?.frame == rect(10, 10, 20, 20))
        #expect(host.reference("inner")?.superview === host.reference("outer"))
    }

    @Test("Views are recycled by reuse id across realisations")
    func recyclingIdentity() throws {
        let host = makeHost()
        let first = Self.row.arrangement().makeViews(in: host)
        let a = try #require(host.reference("a"))
        let b = try #require(host.reference("b"))
        let wider = InsetLayout(
            inset: 5,
            sublayout: StackLayout(
                axis: .horizontal, spacing: 10, sublayouts: [viewBox(40, 20, "a"), viewBox(30, 30, "b")]))
        let second = wider.arrangement().makeViews(in: host)
        #expect(first.createdCount == 2)
        #expect(second.createdCount == 0)
        #expect(second.recycledCount == 2)
        #expect(host.reference("a") === a)
        #expect(host.reference("b") === b)
        // "a" is now 40 wide, so "b" starts at 5 + 40 + 10 = 55.
        #expect(a.frame == rect(5, 10, 40, 20))
        #expect(b.frame == rect(55, 5, 30, 30))
    }

    @Test("A view keeps its identity when its reuse id moves to another parent")
    func recyclingAcrossParents() throws {
        let host = makeHost()
        let before = StackLayout(
            axis: .vertical,
            sublayouts: [viewBox(50, 50, "p", sublayout: viewBox(10, 10, "x")), viewBox(50, 50, "q")])
        let after = StackLayout(
            axis: .vertical,
            sublayouts: [viewBox(50, 50, "p"), viewBox(50, 50, "q", sublayout: viewBox(10, 10, "x"))])
        before.arrangement().makeViews(in: host)
        let x = try #require(host.reference("x"))
        after.arrangement().makeViews(in: host)
        #expect(host.reference("x") === x)
        #expect(x.superview === host.reference("q"))
        #expect(host.reference("p")?.children.isEmpty == true)
    }

    @Test("A view is not recycled for a layout of the same reuse id but another view type")
    func viewTypeMustMatch() throws {
        let host = makeHost()
        SizeLayout(width: 10, height: 10, viewReuseId: "a", view: ReferenceView.describe()).arrangement()
            .makeViews(in: host)
        let old = try #require(host.reference("a"))
        SizeLayout(width: 10, height: 10, viewReuseId: "a", view: BadgeView.describe()).arrangement()
            .makeViews(in: host)
        let new = try #require(host.reference("a"))
        #expect(new !== old)
        #expect(new is BadgeView)
        #expect(old.superview == nil)
        #expect(host.children.count == 1)
    }

    @Test("Views without a reuse id are recycled by position and type within their parent")
    func positionalRecycling() {
        let host = makeHost()
        func layout(_ width: CGFloat) -> any Layout {
            StackLayout(
                axis: .horizontal,
                sublayouts: [viewBox(width, 10, nil), viewBox(10, 10, "id"), viewBox(width, 10, nil)])
        }
        layout(10).arrangement().makeViews(in: host)
        let before = host.children.map { ObjectIdentifier($0) }
        let second = layout(20).arrangement().makeViews(in: host)
        #expect(second.createdCount == 0)
        #expect(host.children.map { ObjectIdentifier($0) } == before)
        #expect(host.children.map(\.frame) == [rect(0, 0, 20, 10), rect(20, 0, 10, 10), rect(30, 0, 20, 10)])
    }

    @Test("A view without a reuse id is not recycled in another parent")
    func positionalRecyclingStaysInParent() throws {
        let host = makeHost()
        let before = StackLayout(
            axis: .vertical, sublayouts: [viewBox(50, 50, "p", sublayout: viewBox(10, 10, nil)), viewBox(50, 50, "q")])
        let after = StackLayout(
            axis: .vertical, sublayouts: [viewBox(50, 50, "p"), viewBox(50, 50, "q", sublayout: viewBox(10, 10, nil))])
        before.arrangement().makeViews(in: host)
        let old = try #require(host.reference("p")?.children.first)
        let result = after.arrangement().makeViews(in: host)
        #expect(result.createdCount == 1)
        #expect(old.superview == nil)
        #expect(host.reference("q")?.children.first !== old)
    }

    @Test("Realising the same arrangement again inserts, removes and moves nothing")
    func stableOrder() {
        let host = makeHost()
        let arrangement = StackLayout(
            axis: .vertical,
            sublayouts: [
                viewBox(10, 10, "a"), viewBox(10, 10, nil), viewBox(10, 10, "c", sublayout: viewBox(5, 5, "d")),
            ]
        ).arrangement()
        arrangement.makeViews(in: host)
        let order = host.descendants.map { ObjectIdentifier($0) }
        arrangement.makeViews(in: host)
        #expect(host.descendants.map { ObjectIdentifier($0) } == order)
        #expect(host.descendants.map(\.insertionCount) == [1, 1, 1, 1])
        #expect(host.descendants.map(\.removalCount) == [0, 0, 0, 0])
        #expect(host.descendants.map(\.frameHistory.count) == [1, 1, 1, 1])
    }

    @Test("Children follow the arrangement's source order when it changes")
    func reordering() {
        let host = makeHost()
        StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, "a"), viewBox(10, 10, "b"), viewBox(10, 10, "c")])
            .arrangement().makeViews(in: host)
        StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, "c"), viewBox(10, 10, "a"), viewBox(10, 10, "b")])
            .arrangement().makeViews(in: host)
        #expect(host.children.map(\.layoutReuseId) == ["c", "a", "b"])
        #expect(host.children.map(\.frame.minY) == [0, 10, 20])
    }

    @Test("Every realisation configures every view")
    func configuration() {
        let host = makeHost()
        let arrangement = viewBox(10, 10, "a", content: "first").arrangement()
        arrangement.makeViews(in: host)
        viewBox(10, 10, "a", content: "second").arrangement().makeViews(in: host)
        #expect(host.reference("a")?.configurations == ["first", "second"])
    }

    @Test("Views the library made and did not reuse are removed")
    func purge() throws {
        let host = makeHost()
        StackLayout(
            axis: .vertical, sublayouts: [viewBox(10, 10, "a"), viewBox(10, 10, "b", sublayout: viewBox(5, 5, "c"))]
        )
        .arrangement().makeViews(in: host)
        let b = try #require(host.reference("b"))
        let c = try #require(host.reference("c"))
        let result = viewBox(10, 10, "a").arrangement().makeViews(in: host)
        #expect(result.removedCount == 2)
        #expect(b.superview == nil)
        #expect(c.superview == nil)
        #expect(host.children.map(\.layoutReuseId) == ["a"])
    }

    @Test("Views the app made are neither removed nor moved")
    func appViewsUntouched() {
        let host = makeHost()
        let below = ReferenceView(frame: rect(1, 2, 3, 4), name: "below")
        host.addChildView(below)
        StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, "a"), viewBox(10, 10, "b")]).arrangement()
            .makeViews(in: host)
        let between = ReferenceView(name: "between")
        host.insertChildView(between, at: 2)
        StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, "a"), viewBox(10, 10, "b")]).arrangement()
            .makeViews(in: host)
        #expect(host.children.map { $0.name ?? $0.layoutReuseId } == ["below", "a", "between", "b"])
        viewBox(10, 10, "b").arrangement().makeViews(in: host)
        #expect(host.children.map { $0.name ?? $0.layoutReuseId } == ["below", "between", "b"])
        #expect(below.insertionCount == 1)
        #expect(between.insertionCount == 1)
        #expect(below.frameHistory.isEmpty)
    }

    @Test("A hierarchy made by another makeViews nested inside is left untouched")
    func nestedRealisationUntouched() throws {
        let host = makeHost()
        viewBox(100, 100, "cell").arrangement().makeViews(in: host)
        let cell = try #require(host.reference("cell"))
        // A nested realisation into the cell, using ids the outer layout will use later.
        StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, "title"), viewBox(10, 10, nil)]).arrangement()
            .makeViews(in: cell)
        let nested = cell.children
        // The outer layout changes, now with its own "title" and without the cell.
        let result = StackLayout(
            axis: .vertical, sublayouts: [viewBox(100, 100, "cell", alignment: .topLeading), viewBox(20, 20, "title")]
        )
        .arrangement(width: 100).makeViews(in: host)
        #expect(result.createdCount == 1)
        #expect(cell.children.map { ObjectIdentifier($0) } == nested.map { ObjectIdentifier($0) })
        #expect(nested.map(\.frameHistory.count) == [1, 1])
        #expect(nested.map(\.insertionCount) == [1, 1])
        #expect(host.children.map(\.layoutReuseId) == ["cell", "title"])
        #expect(host.children[1] !== nested[0])
    }

    @Test("Without a host, a single top-level view is the root")
    func hostlessSingleRoot() throws {
        let result = viewBox(40, 40, "root", sublayout: viewBox(10, 10, "child")).arrangement(
            origin: CGPoint(x: 3, y: 4)
        )
        .makeViews()
        let root = try #require(result.rootView as? ReferenceView)
        #expect(root.layoutReuseId == "root")
        #expect(root.frame == rect(3, 4, 40, 40))
        #expect(root.children.map(\.frame) == [rect(15, 15, 10, 10)])
    }

    @Test("Without a host, several top-level views share a container at the root's frame")
    func hostlessContainer() throws {
        let result = Self.row.arrangement(origin: CGPoint(x: 100, y: 200)).makeViews()
        let container = try #require(result.rootView as? ReferenceView)
        #expect(container.frame == rect(100, 200, 70, 40))
        #expect(container.children.map(\.layoutReuseId) == ["a", "b"])
        #expect(container.children.map(\.frame) == [rect(5, 10, 20, 20), rect(35, 5, 30, 30)])
    }

    @Test("Without a host or any view, there is no root view")
    func hostlessEmpty() {
        #expect(SizeLayout(width: 10, height: 10).arrangement().makeViews().rootView == nil)
    }

    @Test("Realising in the other direction mirrors every frame below the root")
    func mirroring() {
        let host = makeHost()
        Self.row.arrangement().makeViews(in: host, direction: .rightToLeft)
        // Mirrored within the 60-wide stack: "a" 60 − 0 − 20 = 40, "b" 60 − 30 − 30 = 0; the
        // stack itself 70 − 5 − 60 = 5; then + (5, 5).
        #expect(host.reference("a")?.frame == rect(45, 10, 20, 20))
        #expect(host.reference("b")?.frame == rect(5, 5, 30, 30))
    }

    @Test("Mirroring at realisation gives the views of a right-to-left pass")
    func mirroringMatchesRightToLeftPass() {
        let layout = StackLayout(
            axis: .horizontal, spacing: 3,
            sublayouts: [
                viewBox(30, 30, "a", sublayout: viewBox(10, 10, "a1", alignment: .topLeading)),
                InsetLayout(
                    insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), sublayout: viewBox(20, 20, "b")),
            ])
        let mirrored = makeHost()
        layout.arrangement(width: 100).makeViews(in: mirrored, direction: .rightToLeft)
        let laidOut = makeHost()
        layout.arrangement(width: 100, context: rightToLeft).makeViews(in: laidOut)
        #expect(mirrored.treeDescription == laidOut.treeDescription)
        #expect(laidOut.reference("a1")?.frame == rect(20, 0, 10, 10))
    }
}
