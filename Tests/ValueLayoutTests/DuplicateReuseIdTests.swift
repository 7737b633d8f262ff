import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// Duplicate reuse identifiers are diagnosed, and handled by a documented rule: the first layout
/// with a view in pre-order keeps the identifier, later ones are recycled by position.
@MainActor
@Suite("Duplicate reuse ids")
struct DuplicateReuseIdTests {
    static let duplicated = StackLayout(
        axis: .vertical,
        sublayouts: [
            viewBox(10, 10, "same"), viewBox(20, 20, "other"), viewBox(30, 30, "same"), viewBox(40, 40, "same"),
        ])

    @Test("makeViews returns a diagnostic naming the id and its number of uses")
    func returned() {
        var result: MadeViews?
        _ = collectingDiagnostics { result = Self.duplicated.arrangement().makeViews(in: makeHost()) }
        #expect(result?.diagnostics == [.duplicateReuseId("same", count: 3)])
    }

    @Test("makeViews passes each diagnostic to the handler")
    func handler() {
        let reported = collectingDiagnostics { Self.duplicated.arrangement().makeViews(in: makeHost()) }
        #expect(reported == [.duplicateReuseId("same", count: 3)])
    }

    @Test("The first layout keeps the id; the later ones are realised without it")
    func firstKeepsId() {
        let host = makeHost()
        _ = collectingDiagnostics { Self.duplicated.arrangement().makeViews(in: host) }
        #expect(host.children.map(\.layoutReuseId) == ["same", "other", nil, nil])
        #expect(host.reference("same")?.frame.size == size(10, 10))
    }

    @Test("Every view of a duplicated id is recycled on the next realisation")
    func duplicatesRecycled() {
        let host = makeHost()
        var second: MadeViews?
        _ = collectingDiagnostics {
            Self.duplicated.arrangement().makeViews(in: host)
            second = Self.duplicated.arrangement().makeViews(in: host)
        }
        #expect(second?.createdCount == 0)
        #expect(second?.recycledCount == 4)
    }

    @Test("An animation plan reports duplicates of both arrangements")
    func planDiagnostics() {
        let old = StackLayout(axis: .vertical, sublayouts: [viewBox(10, 10, "x"), viewBox(10, 10, "x")]).arrangement()
        let plan = AnimationPlan(from: old, to: Self.duplicated.arrangement())
        #expect(plan.diagnostics == [.duplicateReuseId("same", count: 3), .duplicateReuseId("x", count: 2)])
    }

    @Test("Layouts without views may share an id without a diagnostic")
    func idsWithoutViews() {
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: 1, height: 1, viewReuseId: "geometry"),
                SizeLayout(width: 1, height: 1, viewReuseId: "geometry"),
            ])
        let reported = collectingDiagnostics { layout.arrangement().makeViews(in: makeHost()) }
        #expect(reported.isEmpty)
    }
}
