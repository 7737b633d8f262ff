import Foundation
import Testing
import ValueLayoutWorkloads

@testable import ValueLayout

/// W1, the LinkedIn feed item of `docs/workloads.md`, laid out at width 375 with the
/// fixed-advance measurer.
@Suite("W1 feed item")
struct FeedItemTests {
    /// Verified by hand against workloads.md.
    static let item0 = """
        InsetLayout (0, 0, 375, 426) "feedItem"
          StackLayout (8, 8, 359, 410)
            StackLayout (0, 0, 359, 17)
              LabelLayout (0, 0, 91, 17) "actionText"
              LabelLayout (338, 0, 21, 17) "contentFilteringOptions"
            StackLayout (0, 21, 359, 55)
              SizeLayout (0, 2.5, 50, 50) "profileImage"
              StackLayout (54, 0, 259, 55)
                StackLayout (0, 0, 259, 17)
                  LabelLayout (0, 0, 91, 17) "name"
                  LabelLayout (95, 0, 21, 17) "connectionDegree"
                LabelLayout (0, 19, 259, 17) "headline"
                LabelLayout (0, 38, 126, 17) "timestamp"
            LabelLayout (0, 80, 112, 17) "posterComment"
            StackLayout (0, 101, 359, 234)
              SizeLayout (0, 0, 359, 200) "contentImage"
              LabelLayout (0, 200, 105, 17) "contentTitle"
              LabelLayout (0, 217, 112, 17) "contentDomain"
            StackLayout (0, 339, 359, 17)
              LabelLayout (0, 0, 28, 17) "like"
              LabelLayout (155, 0, 49, 17) "comment"
              LabelLayout (324, 0, 35, 17) "share"
            StackLayout (0, 360, 359, 50)
              SizeLayout (0, 0, 50, 50) "actorCommentPhoto"
              LabelLayout (50, 16.5, 105, 17) "actorComment"

        """

    @Test("Item 0 at width 375 dumps exactly the hand-verified snapshot")
    func item0Snapshot() {
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(width: 375, context: .fixedAdvance)
        #expect(arrangement.snapshotText == Self.item0)
    }

    @Test("The feed item has 25 nodes, 13 of them labels")
    func nodeCount() {
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        let arrangement = layout.arrangement(width: FeedItemLayout.width)
        #expect(arrangement.nodeCount == 25)
        #expect(layout._layoutNode.nodeCount == 25)
        #expect(arrangement.flattened().filter { $0.node.layout is LabelLayout }.count == 13)
    }

    @Test("The data of item i is the workloads.md text with i")
    func data() {
        let data = FeedItemData(index: 7)
        #expect(data.actionText == "action text 7")
        #expect(data.posterName == "poster name 7")
        #expect(data.posterHeadline == "poster title 7 with some longer stuff")
        #expect(data.posterTimestamp == "poster timestamp 7")
        #expect(data.posterComment == "poster comment 7")
        #expect(data.contentTitle == "content title 7")
        #expect(data.contentDomain == "content domain 7")
        #expect(data.actorComment == "actor comment 7")
    }

    @Test("Item 10's longer texts give wider labels and the same height")
    func item10() {
        let arrangement = FeedItemLayout.make(FeedItemData(index: 10)).arrangement(width: 375, context: .fixedAdvance)
        #expect(arrangement.frame == rect(0, 0, 375, 426))
        #expect(arrangement.node(id: "actionText")?.frame == rect(0, 0, 98, 17))
        #expect(arrangement.node(id: "connectionDegree")?.frame == rect(102, 0, 21, 17))
        #expect(arrangement.node(id: "headline")?.frame == rect(0, 19, 266, 17))
        #expect(arrangement.node(id: "actorComment")?.frame == rect(50, 16.5, 112, 17))
    }

    @Test("At width 200 the headline wraps to its two-line cap and the item grows")
    func narrow() {
        // Details column: 200 − 16 − 50 − 4 = 130 wide, 18 characters a line: "poster title 0" /
        // "with some longer" (16 characters, 112) / "stuff" (hidden by the cap of 2).
        let arrangement = FeedItemLayout.make(FeedItemData(index: 0)).arrangement(width: 200, context: .fixedAdvance)
        #expect(arrangement.node(id: "headline")?.frame == rect(0, 19, 112, 34))
        // The poster row grows from 55 to 72 (17 + 2 + 34 + 2 + 17): the item is 426 + 17 = 443 tall.
        #expect(arrangement.frame == rect(0, 0, 200, 443))
        #expect(arrangement.node(id: "contentImage")?.frame == rect(0, 0, 184, 200))
    }

    @Test("Laying out on a background thread gives the same arrangement")
    func background() async {
        let layout = FeedItemLayout.make(FeedItemData(index: 0))
        let text = await Task.detached { layout.arrangement(width: 375, context: .fixedAdvance).snapshotText }.value
        #expect(text == Self.item0)
    }

    @Test("Twenty items laid out concurrently each give their own result")
    func concurrentItems() async {
        let texts = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<20 {
                group.addTask {
                    (
                        index,
                        FeedItemLayout.make(FeedItemData(index: index)).arrangement(width: 375, context: .fixedAdvance)
                            .snapshotText
                    )
                }
            }
            var texts: [Int: String] = [:]
            for await (index, text) in group { texts[index] = text }
            return texts
        }
        #expect(texts[0] == Self.item0)
        for index in 0..<20 {
            let expected = FeedItemLayout.make(FeedItemData(index: index)).arrangement(
                width: 375, context: .fixedAdvance
            ).snapshotText
            #expect(texts[index] == expected)
        }
    }

    @Test(
        "W1 built with custom stacks and insets gives the built-in W1's frames and reuse ids",
        arguments: [320, 375, 414] as [CGFloat])
    func customContainers(width: CGFloat) {
        let builtIn = FeedItemLayout.make(FeedItemData(index: 3)).arrangement(width: width).flattened()
        let custom = FeedItemLayout.makeWithCustomContainers(FeedItemData(index: 3)).arrangement(width: width)
            .flattened()
        #expect(custom.map(\.absoluteFrame) == builtIn.map(\.absoluteFrame))
        #expect(custom.map(\.node.viewReuseId) == builtIn.map(\.node.viewReuseId))
    }
}
