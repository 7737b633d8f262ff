import Foundation
import ValueLayout
import ValueLayoutFonts
import ValueLayoutHarness
import ValueLayoutWorkloads

/// `--loop SUBJECT PASSES`: runs one workload's pass a given number of times with no timing, for
/// counting instructions under valgrind's callgrind (see `scripts/count-instructions.sh`, which
/// runs two loop lengths and divides the difference, so that start-up costs cancel out).
enum InstructionLoop {
    /// The subjects `--loop` accepts.
    static let subjects = [
        "W1", "W1-traced", "W1-custom", "W1-flex", "W1-custom-nodes-kept", "W1-nodes-kept", "W1-cached-text",
        "W1-hand-written",
        "W1-stored-tree", "W1-text", "W1-build", "W1-build-builder", "W1-build+arrange", "W2-build",
        "W2-build-shared-leaf",
        "one-leaf", "W2-10000", "W3-4096",
        "W3-65536", "W8-256", "W8-4096", "W8-65536", "cache-hit", "equal-rebuilt", "W5-list-update",
        "precompute-repeated",
        "precompute-distinct", "font-label", "W1-fonts", "W1-fonts-cached",
        "chain-center", "chain-relative", "wide-overlay", "wide-absolute", "chain-overlay-pair", "chain-corner",
        "wide-label", "wide-label-attributed", "wide-button", "wide-text-view",
        "pass-flat:KIND", "pass-nested:KIND", "build-flat:KIND", "build-nested:KIND",
    ]

    /// The subjects of one registered kind's speed trees (``KindSpeedTrees``), `KIND` its name
    /// without `Layout` (`pass-flat:Stack`): a pass over the flat or the nested tree, or building
    /// its value.
    static let kindSubjectPrefixes = ["pass-flat:", "pass-nested:", "build-flat:", "build-nested:"]

    /// One line per registered kind, for `--kinds`: its subject name and the node counts of its
    /// flat and nested trees (`Stack 1001 341`).
    static var kindTable: String {
        LayoutKinds.all.map { kind in
            let flat = KindSpeedTrees.flat(kind).nodeCount
            let nested = KindSpeedTrees.nested(kind).nodeCount
            return "\(KindSpeedTrees.subjectName(of: kind)) \(flat) \(nested)"
        }.joined(separator: "\n")
    }

    /// Runs `passes` of a kind subject (`pass-flat:Stack`); `false` when `subject` is not one.
    private static func runKindSubject(_ subject: String, passes: Int) -> Bool {
        guard let prefix = kindSubjectPrefixes.first(where: subject.hasPrefix),
            let kind = KindSpeedTrees.kind(named: String(subject.dropFirst(prefix.count)))
        else { return false }
        let isFlat = prefix.hasSuffix("flat:")
        let spec = isFlat ? KindSpeedTrees.flat(kind) : KindSpeedTrees.nested(kind)
        var sum = 0.0
        if prefix.hasPrefix("build") {
            // Building the tree's value from its nodes' arguments, children first.
            let plan = LayoutBuildPlan(spec)
            for _ in 0..<passes { sum += Double(plan.build().flexibility.horizontal ?? 0) }
        } else {
            // The flat tree at a phone's width, the nested one without a limit.
            let layout = spec.makeLayout()
            let width = isFlat ? KindSpeedTrees.flatWidth : nil
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: .fixedAdvance).frame.height }
        }
        consume(sum)
        return true
    }

    /// Runs `passes` passes of `subject`; returns `false` for an unknown subject.
    static func run(_ subject: String, passes: Int) -> Bool {
        if subject.contains(":") { return runKindSubject(subject, passes: passes) }
        let width = CGFloat(FeedItemLayout.width)
        var sum = 0.0
        switch subject {
        case "W1":
            let layout = FeedItemLayout.make(FeedItemData(index: 0))
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: .fixedAdvance).frame.height }
        case "W1-traced":
            // W1 recorded into a new trace each pass: what tracing costs when it is on.
            let layout = FeedItemLayout.make(FeedItemData(index: 0))
            for _ in 0..<passes {
                let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), trace: LayoutTrace())
                sum += layout.arrangement(width: width, context: context).frame.height
            }
        case "W1-build", "W1-build-builder":
            // Building W1's value, no pass: with initialisers and arrays, or with the result builder.
            let data = FeedItemData(index: 0)
            let make = subject == "W1-build" ? FeedItemLayout.make : FeedItemLayout.makeWithBuilder
            for _ in 0..<passes { sum += Double(make(data).flexibility.horizontal ?? 0) }
        case "W1-build+arrange":
            // What a cell costs an app: its value built from a prebuilt model, then arranged.
            let data = FeedItemData(index: 0)
            for _ in 0..<passes {
                sum += FeedItemLayout.make(data).arrangement(width: width, context: .fixedAdvance).frame.height
            }
        case "W2-build", "W2-build-shared-leaf":
            // W2's value (10,000 leaves) built, no pass: a new leaf for each row, as a list of rows
            // is written, or one leaf value repeated.
            for _ in 0..<passes {
                let layout =
                    subject == "W2-build"
                    ? TreeWorkloads.flatListOfDistinctLeaves(count: 10_000) : TreeWorkloads.flatList(count: 10_000)
                sum += Double(layout.flexibility.vertical ?? 0)
            }
        case "W1-custom":
            let layout = FeedItemLayout.makeWithCustomContainers(FeedItemData(index: 0))
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: .fixedAdvance).frame.height }
        case "W1-flex":
            let layout = FeedItemLayout.makeWithFlexContainers(FeedItemData(index: 0))
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: .fixedAdvance).frame.height }
        case "W1-custom-nodes-kept", "W1-nodes-kept":
            // Under a built-in root, which keeps the nodes of the layouts below it: a custom
            // root's nodes (and those of the custom layouts under it) are made in every pass.
            let feedItem =
                subject == "W1-nodes-kept"
                ? FeedItemLayout.make(FeedItemData(index: 0))
                : FeedItemLayout.makeWithCustomContainers(FeedItemData(index: 0))
            let layout = SizeLayout(sublayout: feedItem)
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: .fixedAdvance).frame.height }
        case "W1-cached-text":
            // Through a CachingTextMeasurer that every pass after the first finds warm.
            let layout = FeedItemLayout.make(FeedItemData(index: 0))
            let context = LayoutContext(textMeasurer: CachingTextMeasurer(FixedAdvanceTextMeasurer()))
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: context).frame.height }
        case "font-label":
            // A 41-character label measured with real fonts once its words are cached.
            guard let catalog = Benchmarks.fontCatalog else { return false }
            let measurer = FontTextMeasurer(catalog: catalog)
            let label = "Ada Lovelace wrote the first program ever"
            for _ in 0..<passes {
                sum += measurer.size(of: label, font: .body, lineHeight: nil, numberOfLines: 0, maxWidth: 200).height
            }
        case "W1-fonts-cached":
            // W1 with real fonts behind a CachingTextMeasurer that every pass after the first finds warm.
            guard let catalog = Benchmarks.fontCatalog else { return false }
            let layout = FeedItemLayout.make(FeedItemData(index: 0))
            let context = LayoutContext(textMeasurer: CachingTextMeasurer(FontTextMeasurer(catalog: catalog)))
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: context).frame.height }
        case "W1-fonts":
            // W1 with real fonts, words cached.
            guard let catalog = Benchmarks.fontCatalog else { return false }
            let layout = FeedItemLayout.make(FeedItemData(index: 0))
            let context = LayoutContext(textMeasurer: FontTextMeasurer(catalog: catalog))
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: context).frame.height }
        case "cache-hit":
            // A W1 cell found in an ArrangementCache: the same value asked for again.
            let layout = FeedItemLayout.make(FeedItemData(index: 0))
            let cache = ArrangementCache()
            for _ in 0..<passes { sum += cache.arrangement(of: layout, width: width).frame.height }
        case "precompute-repeated", "precompute-distinct":
            // 1,000 W1 cells on one core, through a new cache: 10 distinct values repeated, or
            // 1,000 distinct ones. One pass is the whole list.
            let distinct = (0..<10).map { FeedItemLayout.make(FeedItemData(index: $0)) }
            let layouts: [any Layout] =
                subject == "precompute-repeated"
                ? (0..<1_000).map { distinct[$0 % 10] }
                : (0..<1_000).map { FeedItemLayout.make(FeedItemData(index: $0)) }
            for _ in 0..<passes {
                let precomputer = LayoutPrecomputer(concurrency: 1, cache: ArrangementCache())
                let arrangements = waitFor { try await precomputer.arrangements(of: layouts, width: width) }
                sum += arrangements[0].frame.height
            }
        case "equal-rebuilt":
            // Two W1 values built separately from the same data, compared as keys.
            let left = LayoutKey(FeedItemLayout.make(FeedItemData(index: 0)))
            let right = LayoutKey(FeedItemLayout.make(FeedItemData(index: 0)))
            for _ in 0..<passes where left == right { sum += 1 }
        case "W5-list-update":
            // One cell of a 1,000-cell W1 list reloaded through the list model, the old list kept.
            let sections = [
                ListSection<Int, Int>(
                    id: 0,
                    items: (0..<1_000).map { ListItem(id: $0, layout: FeedItemLayout.make(FeedItemData(index: $0))) })
            ]
            let list = LayoutList(sections: sections, width: width)
            var changed = FeedItemData(index: 500)
            changed.actorComment = "an edited, longer actor comment"
            var newSections = sections
            newSections[0].items[500].layout = FeedItemLayout.make(changed)
            let updates = BatchUpdates(reloadItems: [ListIndexPath(item: 500, section: 0)])
            for _ in 0..<passes {
                var updated = list
                try? updated.apply(updates, sections: newSections)
                sum += updated.contentHeight
            }
        case "W1-hand-written":
            let data = FeedItemData(index: 0)
            let measurer = FixedAdvanceTextMeasurer()
            for _ in 0..<passes {
                sum += ManualFeedItemLayout.frames(for: data, width: width, measurer: measurer).root.height
            }
        case "W1-stored-tree":
            let data = FeedItemData(index: 0)
            let measurer = FixedAdvanceTextMeasurer()
            let shape = StoredFrameTree.feedItemShape()
            defer { shape.deallocate() }
            let source = StoredFrameTree.Source(data)
            for _ in 0..<passes {
                let tree = StoredFrameTree.feedItem(
                    data, width: width, measurer: measurer, shape: shape, source: source)
                sum += tree.frame(at: 0).height
            }
        case "W1-text":
            let text = TextReplay(recording: FeedItemLayout.make(FeedItemData(index: 0)), width: width)
            let measurer = FixedAdvanceTextMeasurer()
            for _ in 0..<passes { sum += text.measure(with: measurer) }
        case "one-leaf":
            let leaf = SizeLayout(width: 50, height: 50)
            for _ in 0..<passes { sum += leaf.arrangement(width: width, context: .fixedAdvance).frame.height }
        case "W2-10000":
            let layout = TreeWorkloads.flatList(count: 10_000)
            for _ in 0..<passes { sum += layout.arrangement(width: width, context: .fixedAdvance).frame.height }
        case "W3-4096", "W3-65536":
            let layout = TreeWorkloads.nestedTree(leafCount: subject == "W3-4096" ? 4_096 : 65_536)
            for _ in 0..<passes { sum += layout.arrangement().frame.height }
        case "W8-256", "W8-4096", "W8-65536":
            let layout = TreeWorkloads.nestedFlexTree(leafCount: Int(subject.dropFirst(3))!)
            let side = CGFloat(TreeWorkloads.nestedFlexTreeSide)
            for _ in 0..<passes { sum += layout.arrangement(width: side, height: side).frame.height }
        case "chain-center", "chain-relative", "wide-overlay", "wide-absolute", "chain-overlay-pair",
            "chain-corner":
            // A kind against the existing kind of the same shape (the speed rule for new kinds):
            // 200 wrappers deep, 200 children wide, or 200 pairs deep.
            let layout = comparisonTree(subject)
            for _ in 0..<passes { sum += layout.arrangement(width: 320, height: 480).frame.height }
        case "wide-label", "wide-label-attributed", "wide-button", "wide-text-view":
            // A text leaf against the label, 200 of them in a column.
            let layout = StackLayout(axis: .vertical, sublayouts: (0..<200).map { _ in textLeaf(subject) })
            for _ in 0..<passes { sum += layout.arrangement(width: 320).frame.height }
        default:
            return false
        }
        consume(sum)
        return true
    }

    /// The leaf of a text comparison subject, each showing "Read more".
    private static func textLeaf(_ subject: String) -> any Layout {
        switch subject {
        case "wide-label": return LabelLayout(text: "Read more")
        case "wide-label-attributed":
            var text = AttributedString("Read ")
            var more = AttributedString("more")
            more.layoutFont = Font(size: 17, weight: .bold)
            text += more
            return LabelLayout(attributedText: text)
        case "wide-button": return ButtonLayout(type: .system, title: "Read more")
        default: return TextViewLayout(text: "Read more")
        }
    }

    /// The trees of the comparison subjects: a kind and the existing kind of the same shape.
    private static func comparisonTree(_ subject: String) -> any Layout {
        let leaf = SizeLayout(width: 10, height: 10)
        var layout: any Layout = leaf
        switch subject {
        case "chain-center":
            for _ in 0..<200 { layout = CenterLayout(sublayout: layout) }
        case "chain-relative":
            for _ in 0..<200 { layout = RelativeLayout(horizontal: .center, vertical: .center, sublayout: layout) }
        case "wide-overlay":
            layout = OverlayLayout(primaryLayouts: (0..<200).map { _ in SizeLayout(width: 10, height: 10) })
        case "wide-absolute":
            layout = AbsoluteLayout(
                children: (0..<200).map { index in
                    AbsoluteChild(position: CGPoint(x: index, y: index), layout: SizeLayout(width: 10, height: 10))
                })
        case "chain-overlay-pair":
            for _ in 0..<200 { layout = OverlayLayout(primaryLayouts: [layout], overlayLayouts: [leaf]) }
        default:
            for _ in 0..<200 { layout = CornerLayout(corner: .topTrailing, child: layout, cornerLayout: leaf) }
        }
        return layout
    }
}
