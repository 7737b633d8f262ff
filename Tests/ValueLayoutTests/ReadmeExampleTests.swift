import Foundation
import Testing
import ValueLayout

/// The README's example, verbatim, so the README cannot drift from the library.
@Suite("README")
struct ReadmeExampleTests {
    @Test("The profile card example prints exactly what the README shows")
    func profileCard() {
        let avatar = SizeLayout(width: 48, height: 48, viewReuseId: "avatar")
        let name = LabelLayout(
            text: "Ada Lovelace", font: .system(size: 17, weight: .semibold), viewReuseId: "name")
        let subtitle = LabelLayout(
            text: "Mathematician and first programmer", numberOfLines: 2, viewReuseId: "subtitle")

        let card = InsetLayout(
            insets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
            viewReuseId: "card",
            sublayout: StackLayout(
                axis: .horizontal, spacing: 12,
                sublayouts: [
                    avatar,
                    StackLayout(axis: .vertical, spacing: 2, sublayouts: [name, subtitle]),
                ]))

        let arrangement = card.arrangement(width: 320, context: LayoutContext(scale: 2))
        #expect(
            arrangement.snapshotText == """
                InsetLayout (0, 0, 320, 77) "card"
                  StackLayout (16, 12, 288, 53)
                    SizeLayout (0, 2.5, 48, 48) "avatar"
                    StackLayout (60, 0, 228, 53)
                      LabelLayout (0, 0, 84, 17) "name"
                      LabelLayout (0, 19, 161, 34) "subtitle"

                """)
    }
}
