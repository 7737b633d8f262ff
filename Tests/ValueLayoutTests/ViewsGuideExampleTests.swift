import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// The opening example of docs/views-and-animation.md, so the guide's output stays true.
@MainActor
@Suite("Views guide example")
struct ViewsGuideExampleTests {
    @Test("The card's avatar and name become children of the host")
    func example() {
        let avatar = SizeLayout(
            width: 48, height: 48, viewReuseId: "avatar",
            view: ViewDescription(ReferenceView.self, contentID: "ada.png", make: { ReferenceView() }))
        let name = LabelLayout(text: "Ada Lovelace", viewReuseId: "name", view: ReferenceView.describe("Ada Lovelace"))
        let card = InsetLayout(
            inset: 12, sublayout: StackLayout(axis: .horizontal, spacing: 12, sublayouts: [avatar, name]))

        let host = ReferenceView(frame: CGRect(x: 0, y: 0, width: 320, height: 72), name: "host")
        card.arrangement(width: 320).makeViews(in: host)
        // The stack is at (12, 12); the avatar at its start; the name (12 characters: 84×17) after
        // the 12-point spacing, at 48 + 12 = 60 in the stack.
        #expect(
            host.treeDescription == """
                host (0, 0, 320, 72) [app]
                  view (12, 12, 48, 48) "avatar"
                  view (72, 12, 84, 17) "name"

                """)
    }
}
