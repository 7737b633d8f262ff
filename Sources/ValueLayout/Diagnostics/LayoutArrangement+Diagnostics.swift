import Foundation

extension LayoutArrangement {
    /// What in this arrangement was handled by a documented rule but is probably not what you
    /// meant, each naming its layouts by ``LayoutPath`` (paths from the root of the whole tree).
    ///
    /// Computed when you ask, by walking the finished tree, so it costs nothing in the layout pass.
    /// It finds, for this node and every node below it:
    ///
    /// - **Dropped sublayouts** (``LayoutDiagnostic/Kind/droppedSublayouts(sublayoutIndices:axis:length:)``):
    ///   a layout that drops children when it runs out of room (a ``StackLayout``) and arranged fewer
    ///   children than it has sublayouts.
    /// - **Overflow** (``LayoutDiagnostic/Kind/overflow(axis:amount:)``): a node below this one
    ///   whose frame reaches past its parent's bounds, on an axis where it has some length.
    /// - **Less than a minimum size** (``LayoutDiagnostic/Kind/belowMinimumSize(axis:minimum:length:)``):
    ///   a ``SizeLayout`` whose frame is shorter than its minimum or exact size (the smaller of its
    ///   minimum and maximum) on an axis.
    /// - **Bad input cleaned** (``LayoutDiagnostic/Kind/badInputCleaned(property:value:cleanedValue:)``):
    ///   a number given to the initialiser of a ``SizeLayout`` (sizes, minimums, maximums), a
    ///   ``StackLayout`` (spacing) or a ``LabelLayout`` (line height, number of lines) that the
    ///   bad-input policy changed.
    /// - **Bad entry arguments cleaned** (``LayoutDiagnostic/Kind/entryArgumentCleaned(argument:value:cleanedValue:)``):
    ///   a NaN, negative or too large width or height given to the entry point that made the
    ///   arrangement (``Layout/arrangement(origin:width:height:context:)``, the `maxSize` of
    ///   ``Layout/measurement(within:context:)`` or the `rect` of
    ///   ``LayoutMeasurement/arrangement(within:context:)``), reported with the root, and only
    ///   when you ask the root. A measurement has no diagnostics of its own: its cleaned `maxSize`
    ///   shows in the diagnostics of the arrangement made from it. `+infinity` means "unlimited"
    ///   (for a `rect`, the measured length) and is not reported. A NaN, infinite or too distant
    ///   origin (of `arrangement(origin:…)` or of the `rect`) is reported the same way.
    /// - **Text measured with a fallback** (``LayoutDiagnostic/Kind/textMeasuredWithFallback(note:)``):
    ///   a label whose font the arrangement's text measurer (``context``) did not measure as asked
    ///   (``TextMeasurer/fallbackNote(for:)``): a `FontTextMeasurer` whose catalog has no faces, or
    ///   lacks the font's family; for attributed text, each font of its runs that the measurer
    ///   measured (with a measurer of styled text, every run's). And a label of attributed text
    ///   with several fonts, a kern or a baseline offset laid out with a measurer that does not
    ///   measure styled text (``TextMeasurer/measuresStyledText`` `false`): it was measured in the
    ///   first run's font, and the diagnostic names that font.
    /// - **Duplicate reuse identifiers** (``LayoutDiagnostic/Kind/duplicateReuseId(_:)``): layouts
    ///   with views that share one.
    ///
    /// Frames are compared up to floating-point noise, with two exceptions that allow for pixel
    /// snapping at any scale of 1 or more: a label may reach up to a point past
    /// its parent (snapping may move its far edges out by a pixel), and a size layout may be up
    /// to a point below its minimum (snapping may round its length down by a pixel). At a scale of
    /// 1 or more a pixel is at most a point; smaller differences there are not reported.
    ///
    /// The diagnostics come in pre-order of the layouts they are about (for each layout: cleaned
    /// entry arguments, for the root; then cleaned input; then text measured with a fallback; then
    /// a minimum size not met; then overflow on each axis; then dropped sublayouts), followed by the duplicate reuse
    /// identifiers in the order their second use appears. A clean tree has none.
    ///
    /// - Complexity: O(n) in the number of nodes below this one, without recursion, plus O(d) for
    ///   each path a diagnostic names at depth d.
    public var diagnostics: [LayoutDiagnostic] {
        var walk = DiagnosticWalk(tree: tree, start: index, startPath: path)
        walk.run()
        return walk.diagnostics
    }
}

/// One walk of an arrangement tree in pre-order, without recursion, that names nodes by path and
/// collects diagnostics.
struct DiagnosticWalk {
    let tree: ResultTree<CGRect>
    let start: Int32
    /// The path of `start` from the root of the tree.
    let startPath: LayoutPath

    private(set) var diagnostics: [LayoutDiagnostic] = []

    private var names = LayoutTypeNames()
    /// Each visited node's parent (−1 for the start) and its shown sublayout index (−1 for none),
    /// by node index less `start`: enough to write any visited node's path when a diagnostic needs
    /// it. A subtree's nodes are one run of indices from its root, so the arrays are as long as
    /// the subtree.
    private var parents: [Int32]
    private var shownIndices: [Int32]
    /// The nodes of layouts with views and reuse identifiers, by identifier, and the identifiers
    /// in the order their second use appeared.
    private var nodesByReuseId: [String: [Int32]] = [:]
    private var repeatedReuseIds: [String] = []
    /// The measurer the tree was laid out with, and its note for each font asked about so far.
    private let textMeasurer: (any TextMeasurer)?
    private var fallbackNotes: [Font: String?] = [:]
    /// The slack, in points, for the comparisons pixel snapping may upset: a pixel at any scale of
    /// 1 or more.
    private static let snappingSlack: CGFloat = 1

    init(tree: ResultTree<CGRect>, start: Int32, startPath: LayoutPath) {
        self.tree = tree
        self.start = start
        self.startPath = startPath
        self.textMeasurer = tree.context?.textMeasurer
        let count = LayoutArrangement(tree: tree, index: start).nodeCount
        parents = Array(repeating: -1, count: count)
        shownIndices = Array(repeating: -1, count: count)
    }

    mutating func run() {
        if start == ResultTree<CGRect>.rootIndex {
            for input in tree.entryInputs {
                diagnostics.append(.entryArgumentCleaned(path: startPath, input: input))
            }
        }
        var pending: [Int32] = [start]
        while let node = pending.popLast() {
            let children = tree.gatheredChildren(of: node)
            let layoutNode = tree.layoutNode(at: node)
            if layoutNode.view != nil, let id = layoutNode.viewReuseId {
                noteReuseId(id, at: node)
            }
            check(node, layoutNode: layoutNode, children: children)
            if !children.isEmpty {
                let indices = tree.sublayoutIndices(of: node, children: children)
                let showsIndices = layoutNode.childCount > 1
                for (position, child) in children.enumerated() {
                    parents[Int(child - start)] = node
                    shownIndices[Int(child - start)] = showsIndices ? Int32(indices[position]) : -1
                }
                pending.append(contentsOf: children.reversed())
            }
        }
        for id in repeatedReuseIds {
            let paths = nodesByReuseId[id]!.map { self.path(of: $0) }
            diagnostics.append(.duplicateReuseId(id, paths: paths))
        }
    }

    private mutating func noteReuseId(_ id: String, at node: Int32) {
        nodesByReuseId[id, default: []].append(node)
        if nodesByReuseId[id]!.count == 2 {
            repeatedReuseIds.append(id)
        }
    }

    /// The path of visited node `node`, from the root of the tree.
    ///
    /// - Complexity: O(depth below the start node).
    private mutating func path(of node: Int32) -> LayoutPath {
        var reversed: [LayoutPath.Component] = []
        var current = node
        while current != start {
            let index = shownIndices[Int(current - start)]
            reversed.append(
                tree.pathComponent(of: current, sublayoutIndex: index >= 0 ? Int(index) : nil, names: &names))
            current = parents[Int(current - start)]
        }
        return LayoutPath(startPath.components + reversed.reversed())
    }

    /// The path of the sublayout at `index` of the layout at `parent` (which has `count`
    /// sublayouts), which has no arrangement node: a dropped one.
    private mutating func path(ofSublayout layout: any Layout, at index: Int, count: Int, parent: LayoutPath)
        -> LayoutPath
    {
        let component = LayoutPath.Component(
            typeName: names.name(of: layout._layoutNode), sublayoutIndex: count > 1 ? index : nil,
            viewReuseId: layout.viewReuseId)
        return LayoutPath(parent.components + [component])
    }

    /// Floating-point noise at the magnitude of `values`.
    private func noise(_ values: CGFloat...) -> CGFloat {
        let magnitude = values.reduce(1) { max($0, abs($1)) }
        return 1e-9 * magnitude
    }

    private mutating func check(_ node: Int32, layoutNode: LayoutNode, children: [Int32]) {
        let frame = tree.payload(node)
        let cleanedInputs = layoutNode.cleanedInputs
        if !cleanedInputs.isEmpty {
            let path = self.path(of: node)
            for input in cleanedInputs {
                diagnostics.append(.badInputCleaned(path: path, input: input))
            }
        }
        if let textMeasurer, let text = layoutNode.textContent {
            checkText(text, of: node, measurer: textMeasurer)
        }
        let minimumSize = layoutNode.diagnosedMinimumSize
        if minimumSize != .zero {
            let minimums = [
                (Axis.horizontal, minimumSize.width, frame.size.width),
                (Axis.vertical, minimumSize.height, frame.size.height),
            ]
            for (axis, minimum, length) in minimums
            where minimum > 0 && length < minimum - Self.snappingSlack - noise(minimum) {
                diagnostics.append(
                    .belowMinimumSize(path: path(of: node), axis: axis, minimum: minimum, length: length))
            }
        }
        if node != start {
            let parent = parents[Int(node - start)]
            let parentArrangement = tree.layoutNode(at: parent).childArrangement
            // A child its parent places outside its bounds on purpose (a corner element) does not
            // overflow; only such parents pay for finding the child's position.
            let placedOutside =
                !parentArrangement.overflowingChildren.isEmpty
                && tree.gatheredChildren(of: parent).firstIndex(of: node).map {
                    parentArrangement.overflowingChildren.contains($0)
                } == true
            if !placedOutside {
                checkOverflow(
                    of: node, frame: frame, within: tree.payload(parent).size,
                    slack: layoutNode.growsWhenSnapped ? Self.snappingSlack : 0,
                    parentArrangement: parentArrangement)
            }
        }
        checkDropped(node, layoutNode: layoutNode, children: children)
    }

    /// Reports each font of `text` that `measurer` measured with a fallback, and styled text
    /// that a measurer of plain text measured in its first run's font.
    private mutating func checkText(_ text: TextContent, of node: Int32, measurer: any TextMeasurer) {
        let styled = text.styled
        let firstFont = styled?.runs.first?.font ?? text.font
        var measuredFonts = [firstFont]
        if let styled, !styled.isUniform, measurer.measuresStyledText {
            for run in styled.runs where !measuredFonts.contains(run.font) { measuredFonts.append(run.font) }
        }
        for font in measuredFonts {
            let note: String?
            if let known = fallbackNotes[font] {
                note = known
            } else {
                note = measurer.fallbackNote(for: font)
                fallbackNotes[font] = .some(note)
            }
            if let note {
                diagnostics.append(.textMeasuredWithFallback(path: path(of: node), font: font, note: note))
            }
        }
        if let styled, !styled.isUniform, !measurer.measuresStyledText {
            diagnostics.append(
                .textMeasuredWithFallback(
                    path: path(of: node), font: firstFont, note: Self.plainMeasuringNote(for: styled)))
        }
    }

    /// What a measurer of plain text (``TextMeasurer/measuresStyledText`` `false`) left out of
    /// `styled`, which is not uniform.
    static func plainMeasuringNote(for styled: StyledText) -> String {
        var fonts: [Font] = []
        for run in styled.runs where !fonts.contains(run.font) { fonts.append(run.font) }
        var parts: [String] = []
        if fonts.count > 1 { parts.append("\(fonts.count) fonts") }
        if styled.runs.contains(where: { $0.kern != 0 }) { parts.append("a kern") }
        if styled.runs.contains(where: { $0.baselineOffset != 0 }) { parts.append("a baseline offset") }
        let listed =
            parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1] : parts[0]
        return "its attributed text has \(listed), which the text measurer does not measure (its "
            + "measuresStyledText is false), so the whole text was measured in the first run's font, without "
            + "kern or baseline offsets. Use a measurer that measures styled text, or text in one font."
    }

    private mutating func checkDropped(_ node: Int32, layoutNode: LayoutNode, children: [Int32]) {
        let frame = tree.payload(node)
        if layoutNode.reportsDroppedSublayouts, let axis = layoutNode.droppingAxis,
            children.count < Int(layoutNode.childCount)
        {
            let count = Int(layoutNode.childCount)
            let stackPath = path(of: node)
            let sublayouts = layoutNode.sublayouts
            let kept = Set(tree.sublayoutIndices(of: node, children: children))
            var dropped: [(index: Int, path: LayoutPath)] = []
            for index in 0..<count where !kept.contains(index) {
                dropped.append(
                    (index, path(ofSublayout: sublayouts[index], at: index, count: count, parent: stackPath)))
            }
            diagnostics.append(
                .droppedSublayouts(
                    stack: stackPath, dropped: dropped, count: count, axis: axis,
                    length: axis.length(of: frame.size), crossLength: axis.crossLength(of: frame.size)))
        }
    }

    private mutating func checkOverflow(
        of node: Int32, frame: CGRect, within bounds: CGSize, slack: CGFloat, parentArrangement: ChildArrangement
    ) {
        // Scrolled content reaching past its scroll layout's edge along the scrolling axis
        // scrolls there: no overflow.
        for axis in Axis.allCases where parentArrangement.overflowAxis != axis {
            let length = axis.length(of: frame.size)
            // A node with no length on an axis shows nothing there, wherever it sits.
            guard length > 0 else { continue }
            let start = axis == .horizontal ? frame.origin.x : frame.origin.y
            let end = start + length
            let parentLength = axis.length(of: bounds)
            let allowed = slack + noise(start, end, parentLength)
            let before = -start > allowed ? -start : 0
            let after = end - parentLength > allowed ? end - parentLength : 0
            if before > 0 || after > 0 {
                let spacing =
                    parentArrangement.sequenceAxis == axis ? parentArrangement.overlappingSpacing : nil
                diagnostics.append(
                    .overflow(
                        path: path(of: node), axis: axis, before: before, after: after, overlappingSpacing: spacing))
            }
        }
    }
}
