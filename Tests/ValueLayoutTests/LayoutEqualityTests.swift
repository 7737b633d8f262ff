import Foundation
import Testing
import ValueLayout
import ValueLayoutWorkloads

/// A class for view descriptions in these tests.
final class TestView {}

/// Layout equality and hashing: built-in layouts compare by kind, properties and subtree;
/// `LayoutKey` makes any layout a hashable key.
@Suite("Layout equality")
struct LayoutEqualityTests {
    static func feedItem(_ data: FeedItemData = FeedItemData(index: 0)) -> InsetLayout {
        FeedItemLayout.make(data) as! InsetLayout
    }

    @Test("Two W1 feed items built separately are equal and hash equally")
    func equalTreesBuiltSeparately() {
        let first = Self.feedItem()
        let second = Self.feedItem()
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(LayoutKey(first) == LayoutKey(second))
        #expect(LayoutKey(first).hashValue == LayoutKey(second).hashValue)
    }

    @Test("Changing the text of one label deep in the tree makes the trees unequal, with different hashes")
    func changedText() {
        var data = FeedItemData(index: 0)
        data.posterName = "poster name X"
        let changed = Self.feedItem(data)
        #expect(changed != Self.feedItem())
        #expect(changed.hashValue != Self.feedItem().hashValue)
        #expect(LayoutKey(changed) != LayoutKey(Self.feedItem()))
    }

    @Test("Different items are different keys; equal items are one key in a Set")
    func setOfKeys() {
        let keys: Set<LayoutKey> = [
            LayoutKey(Self.feedItem()), LayoutKey(Self.feedItem()),
            LayoutKey(FeedItemLayout.make(FeedItemData(index: 1))),
            LayoutKey(FeedItemLayout.make(FeedItemData(index: 0))),
        ]
        #expect(keys.count == 2)
        #expect(keys.contains(LayoutKey(FeedItemLayout.make(FeedItemData(index: 1)))))
        #expect(!keys.contains(LayoutKey(FeedItemLayout.make(FeedItemData(index: 2)))))
    }

    @Test("A dictionary keyed by LayoutKey serves an equal layout built later")
    func cacheLookup() {
        var cache: [LayoutKey: LayoutArrangement] = [:]
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        cache[LayoutKey(layout)] = layout.arrangement(width: 375, context: .fixedAdvance)
        let hit = cache[LayoutKey(FeedItemLayout.make(FeedItemData(index: 0)))]
        #expect(hit?.snapshotText == FeedItemTests.item0)
        #expect(cache[LayoutKey(FeedItemLayout.make(FeedItemData(index: 3)))] == nil)
    }

    @Test("Built-in layouts in a Set of their own type")
    func setOfBuiltIns() {
        let labels: Set<LabelLayout> = [LabelLayout(text: "a"), LabelLayout(text: "a"), LabelLayout(text: "b")]
        #expect(labels.count == 2)
        let sizes: Set<SizeLayout> = [SizeLayout(width: 1, height: 2), SizeLayout(size: size(1, 2)), box(2, 1)]
        #expect(sizes.count == 2)
    }

    struct Difference: Sendable, CustomTestStringConvertible {
        let name: String
        let lhs: any Layout
        let rhs: any Layout
        var testDescription: String { name }
    }

    /// Pairs of layouts that differ in exactly one property.
    static let differences: [Difference] = [
        Difference(name: "label text", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "b")),
        Difference(name: "label font", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "a", font: Font(size: 12))),
        Difference(name: "label line height", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "a", lineHeight: 20)),
        Difference(name: "label lines", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "a", numberOfLines: 1)),
        Difference(
            name: "label alignment", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "a", alignment: .center)),
        Difference(
            name: "label flexibility", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "a", flexibility: .high)),
        Difference(name: "reuse id", lhs: LabelLayout(text: "a"), rhs: LabelLayout(text: "a", viewReuseId: "a")),
        Difference(
            name: "view", lhs: LabelLayout(text: "a"),
            rhs: LabelLayout(text: "a", view: ViewDescription(TestView.self, make: { TestView() }))),
        Difference(name: "size width", lhs: box(1, 2), rhs: box(3, 2)),
        Difference(
            name: "size min versus exact", lhs: SizeLayout(minWidth: 1), rhs: SizeLayout(minWidth: 1, maxWidth: 1)),
        Difference(
            name: "aspect fit versus center", lhs: SizeLayout(width: 1, height: 1, alignment: .aspectFit),
            rhs: box(1, 1)),
        Difference(
            name: "insets", lhs: InsetLayout(inset: 1, sublayout: box(1, 1)),
            rhs: InsetLayout(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 2), sublayout: box(1, 1))),
        Difference(
            name: "inset sublayout", lhs: InsetLayout(inset: 1, sublayout: box(1, 1)),
            rhs: InsetLayout(inset: 1, sublayout: box(1, 2))),
        Difference(
            name: "stack axis", lhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1)]),
            rhs: StackLayout(axis: .vertical, sublayouts: [box(1, 1)])),
        Difference(
            name: "stack spacing", lhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1)]),
            rhs: StackLayout(axis: .horizontal, spacing: 1, sublayouts: [box(1, 1)])),
        Difference(
            name: "stack distribution", lhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1)]),
            rhs: StackLayout(axis: .horizontal, distribution: .center, sublayouts: [box(1, 1)])),
        Difference(
            name: "stack child order", lhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1), box(2, 2)]),
            rhs: StackLayout(axis: .horizontal, sublayouts: [box(2, 2), box(1, 1)])),
        Difference(
            name: "stack child count", lhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1)]),
            rhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1), box(1, 1)])),
        Difference(
            name: "overlay groups", lhs: OverlayLayout(primaryLayouts: [box(1, 1)], backgroundLayouts: [box(2, 2)]),
            rhs: OverlayLayout(primaryLayouts: [box(1, 1)], overlayLayouts: [box(2, 2)])),
        Difference(
            name: "kind", lhs: StackLayout(axis: .horizontal, sublayouts: [box(1, 1)]),
            rhs: OverlayLayout(primaryLayouts: [box(1, 1)])),
    ]

    @Test("Layouts differing in one property are unequal", arguments: differences)
    func differingLayouts(_ difference: Difference) {
        #expect(LayoutKey(difference.lhs) != LayoutKey(difference.rhs))
        #expect(LayoutKey(difference.rhs) != LayoutKey(difference.lhs))
    }

    @Test("Each of those layouts equals a copy of itself", arguments: differences)
    func equalToItself(_ difference: Difference) {
        #expect(LayoutKey(difference.lhs) == LayoutKey(difference.lhs))
        #expect(LayoutKey(difference.rhs) == LayoutKey(difference.rhs))
    }

    @Test("View descriptions compare by view type and content identifier, not by closures")
    func viewDescriptions() {
        let plain = ViewDescription(TestView.self, make: { TestView() })
        let configured = ViewDescription(TestView.self, make: { TestView() }, configure: { _ in })
        let withContent = ViewDescription(TestView.self, contentID: "x", make: { TestView() })
        #expect(plain == configured)
        #expect(plain != withContent)
        #expect(plain.viewTypeName == "TestView")
        #expect(LabelLayout(text: "a", view: plain) == LabelLayout(text: "a", view: configured))
    }

    @Test("An Equatable custom layout takes part in equality and hashing")
    func equatableCustomLayout() {
        let first = StackLayout(axis: .horizontal, sublayouts: [Dot(diameter: 3), LabelLayout(text: "a")])
        let second = StackLayout(axis: .horizontal, sublayouts: [Dot(diameter: 3), LabelLayout(text: "a")])
        let other = StackLayout(axis: .horizontal, sublayouts: [Dot(diameter: 4), LabelLayout(text: "a")])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != other)
        #expect(LayoutKey(Dot(diameter: 3)) == LayoutKey(Dot(diameter: 3)))
        #expect(LayoutKey(Dot(diameter: 3)).hashValue == LayoutKey(Dot(diameter: 3)).hashValue)
        #expect(LayoutKey(Dot(diameter: 3)) != LayoutKey(box(3, 3)))
    }

    @Test("A custom layout that is not Equatable equals only the same key")
    func nonEquatableCustomLayout() {
        let padding = Padding(padding: 1, child: box(1, 1))
        let key = LayoutKey(padding)
        #expect(key == key)
        #expect(LayoutKey(padding) != LayoutKey(padding))
        // Stacks holding it are unequal when built separately…
        let first = StackLayout(axis: .vertical, sublayouts: [padding])
        let second = StackLayout(axis: .vertical, sublayouts: [padding])
        #expect(first != second)
        // …but a stack value equals itself (same node).
        #expect(first == first)
    }

    @Test("Equal layouts of different built-in kinds with the same children are unequal")
    func builtInVersusCustom() {
        #expect(LayoutKey(box(1, 1)) != LayoutKey(LabelLayout(text: "a")))
        #expect(LayoutKey(LabelLayout(text: "a")) != LayoutKey(Dot(diameter: 1)))
    }
}
