import Foundation
@_spi(Checks) import ValueLayout

/// A property every arrangement must have, whatever the tree and the input.
///
/// ``LayoutInvariants/violations(of:in:extraPixels:)`` checks one on a ``LayoutScenario``. The
/// property tests check each on thousands of generated trees; the fuzz target checks all of them on
/// every input.
public enum LayoutInvariant: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Every frame is finite with a non-negative size, and so is every measured size.
    case finiteFrames
    /// Every measured size lies within the size it was measured within.
    case measurementWithinMaximum
    /// Every arranged child lies within its parent's bounds, and the root within the rectangle it
    /// was arranged in; see ``LayoutInvariants`` for the exact exceptions.
    case childrenWithinParent
    /// Laying out the same value twice, or an equal value built separately, gives the same tree:
    /// the same layout types, reuse identifiers and frames, every number exactly equal (not only as
    /// ``/ValueLayout/LayoutArrangement/snapshotText`` rounds it).
    case deterministic
    /// Measuring, then arranging the measurement, gives the same arrangement as the one-call entry
    /// point.
    case twoStepMatchesOneStep
    /// The right-to-left arrangement is the exact mirror image of the left-to-right one, node by
    /// node (checked without a scale: snapping rounds halves up in both directions, which is not
    /// symmetric).
    case mirroredForRightToLeft
    /// With a pixel scale, the snapped right-to-left arrangement is the mirror image of the snapped
    /// left-to-right one, node by node: exactly (up to floating-point noise) when the mirror axis,
    /// the middle of the root's rectangle, lies on the pixel grid, and within a pixel otherwise
    /// (an edge on a half pixel of one direction is then on a whole pixel of the other).
    case snappedMirroredForRightToLeft
    /// With a pixel scale, every edge is on the pixel grid, at the pixel nearest its unsnapped
    /// position (a label's far edge may move one pixel further out), siblings in a stack neither
    /// gap nor overlap more than unsnapped, and children inside their parent stay inside.
    case pixelSnapped
    /// No layout is measured twice within the same maximum size, offered the same way (see
    /// ``MeasurementLog/Entry``), in one pass.
    case measuredOncePerConstraint
    /// Wrapping every node in a custom layout that forwards to it (``CountingLayout``) changes no
    /// frame: read through the wrappers, every node has the frame it has without them, up to
    /// floating-point noise (mirroring, snapping and a flex container's placement of an item's
    /// layout work in each parent's coordinates, which the wrappers add to). Not checked in a tree
    /// with a frame at the maximum length: a wrapper keeps its measured size at that length where
    /// the layout it wraps would have added past it (see ``/ValueLayout/LayoutLimits``).
    case customWrappersAreTransparent
    /// Building the tree twice gives equal layout values with equal hashes.
    case equalWhenRebuilt

    /// The invariant's name.
    public var description: String { rawValue }
}

/// Checks ``LayoutInvariant``s on ``LayoutScenario``s.
///
/// Each check lays the scenario out (building the tree with its ``LayoutScenario/makeLayout``) and returns a description of
/// every violation it finds, or an empty array. Comparisons of positions allow floating-point noise
/// of about 10⁻¹¹ of the magnitudes involved; everything that the library computes exactly (the
/// right-to-left mirror, determinism) is compared exactly.
///
/// ## Exceptions to "children lie within their parent"
/// A frame never leaves the rectangle its parent offers (``/ValueLayout/Alignment`` clamps it),
/// and every built-in parent offers rectangles inside its own bounds, with exactly these
/// exceptions:
///
/// - **Insets larger than the frame.** An ``/ValueLayout/InsetLayout`` whose frame is shorter on
///   an axis than its insets on that axis (possible when it was measured or arranged within less
///   than its insets) arranges its child in a zero-length rectangle at the leading (or top) inset,
///   which lies beyond the frame's far edge. There the child must have zero length on that axis,
///   and its position on that axis is not checked.
/// - **Labels pushed by snapping.** With a pixel scale, a label whose snapped frame would be
///   narrower or shorter than its unsnapped frame has its trailing edge (the right one, or the left
///   one right to left) or bottom edge moved out by one pixel, which may cross its parent's edge
///   (or its next sibling's) by up to that pixel.
/// - **Negative spacing.** A ``/ValueLayout/StackLayout`` with a negative spacing overlaps its
///   children, as in LayoutKit; when the overlap exceeds a child's length, later children can start
///   before the stack's start or end past its end along its axis, where their position is not
///   checked (across the axis it is).
/// - **Scrolled content.** A ``/ValueLayout/ScrollLayout``'s content is as long as it measured
///   along the scrolling axis (the axis its kind declares its children may overflow along), and
///   may reach past the scroll layout's far edge there (past its left edge right to left, where
///   the mirror image starts it at the right edge); its position along that axis is not checked.
/// - **Sizes kept at the maximum length.** A container measured without a limit whose lengths
///   add up beyond ``/ValueLayout/LayoutLimits/maximumLength`` is kept at that length, and its
///   children overflow it on the far side; a child's position is not checked along an axis on
///   which its parent is that long.
/// - **Children placed outside on purpose.** A layout whose kind names some of its children in
///   `ChildArrangement.overflowingChildren` (a ``/ValueLayout/CornerLayout``'s corner
///   element, centred on its child's corner) places them partly or wholly outside its bounds by
///   design; their positions are not checked.
/// - **Children allowed to overflow.** A layout whose kind says `ChildArrangement.childrenMayOverflow`
///   (a ``/ValueLayout/FlexLayout``, whose items overflow it as CSS's do: an automatic minimum size
///   or a shrink of 0 wider than the line, negative free space, positioned items) may have children
///   past its bounds; their positions are not checked (the overflow diagnostic reports them).
/// - **The snapped root.** With a pixel scale, the root's edges move to the nearest pixel and may
///   leave the (unsnapped) rectangle it was arranged in by up to half a pixel, so the root is
///   checked against that rectangle only without a scale.
///
/// ``/ValueLayout/SizeLayout`` minimums never push a child out: a size layout's measurement is
/// clamped to what its parent allows, and a compressed stack hands out shorter slots in which the
/// child's frame is clamped.
public enum LayoutInvariants {
    /// The violations of `invariant` in `scenario` (empty when it holds).
    ///
    /// - Parameters:
    ///   - invariant: The property to check.
    ///   - scenario: The layout problem to check it on; it is laid out as often as the check needs.
    ///   - extraPixels: Pixels of slack added to every comparison of snapped positions (0, the
    ///     default, for the invariants as documented). With 1, a check tells apart violations that
    ///     are off by one pixel from larger ones.
    /// - Returns: A description of each violation found, or an empty array.
    public static func violations(
        of invariant: LayoutInvariant, in scenario: LayoutScenario, extraPixels: Int = 0
    ) -> [String] {
        let layout = scenario.makeLayout()
        let extra = CGFloat(extraPixels)
        switch invariant {
        case .finiteFrames: return finiteFrames(scenario, layout)
        case .measurementWithinMaximum: return measurementWithinMaximum(scenario, layout)
        case .childrenWithinParent: return childrenWithinParent(scenario, layout, extraPixels: extra)
        case .deterministic: return deterministic(scenario, layout)
        case .twoStepMatchesOneStep: return twoStepMatchesOneStep(scenario, layout)
        case .mirroredForRightToLeft: return mirroredForRightToLeft(scenario, layout)
        case .snappedMirroredForRightToLeft: return snappedMirroredForRightToLeft(scenario, layout, extraPixels: extra)
        case .pixelSnapped: return pixelSnapped(scenario, layout, extraPixels: extra)
        case .measuredOncePerConstraint: return measuredOncePerConstraint(scenario, layout)
        case .customWrappersAreTransparent: return customWrappersAreTransparent(scenario, layout)
        case .equalWhenRebuilt: return equalWhenRebuilt(scenario, layout)
        }
    }

    /// The violations of every invariant in `invariants` in `scenario`, each prefixed with the
    /// invariant's name.
    public static func violations(
        in scenario: LayoutScenario, checking invariants: [LayoutInvariant] = LayoutInvariant.allCases
    ) -> [String] {
        invariants.flatMap { invariant in
            violations(of: invariant, in: scenario).map { "\(invariant): \($0)" }
        }
    }

    // MARK: The checks

    static func finiteFrames(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        var problems: [String] = []
        let tree = FlatArrangement(scenario.arrangement(of: layout))
        for (index, frame) in tree.frames.enumerated() where !isSane(frame) {
            problems.append("node \(tree.path(index)) has frame \(frame)")
        }
        let measurement = layout.measurement(within: scenario.maxSize, context: scenario.context)
        forEachMeasurement(measurement) { node in
            let size = node.size
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                problems.append("measurement \(node.path) has size \(size)")
            }
        }
        return problems
    }

    static func measurementWithinMaximum(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        var problems: [String] = []
        let measurement = layout.measurement(within: scenario.maxSize, context: scenario.context)
        let cleaned = CGSize(
            width: Policy.limit(scenario.maxSize.width), height: Policy.limit(scenario.maxSize.height))
        if measurement.maxSize != cleaned {
            problems.append("the root was measured within \(measurement.maxSize), not the cleaned \(cleaned)")
        }
        forEachMeasurement(measurement) { node in
            let size = node.size
            let maxSize = node.maxSize
            // Exact: a measurement is clamped to its maximum, never rounded past it.
            if !(size.width <= maxSize.width && size.height <= maxSize.height) {
                problems.append("measurement \(node.path) is \(size) within \(maxSize)")
            }
        }
        return problems
    }

    static func childrenWithinParent(
        _ scenario: LayoutScenario, _ layout: any Layout, extraPixels: CGFloat
    ) -> [String] {
        var problems: [String] = []
        let context = scenario.context
        let tree = FlatArrangement(scenario.arrangement(of: layout, context: context))
        let pixel: CGFloat = context.scale.map { 1 / $0 } ?? 0
        let slack = extraPixels * pixel
        for child in tree.frames.indices.dropFirst() {
            let parent = tree.parents[child]
            // A child placed outside its parent on purpose (see the type's discussion).
            if tree.childArrangements[parent].overflowingChildren.contains(tree.positions[child]) { continue }
            // A child its parent's rules let overflow (a flex item; see the type's discussion).
            if tree.childArrangements[parent].childrenMayOverflow { continue }
            let bounds = tree.frames[parent].size
            let frame = tree.frames[child]
            for axis in Axis.allCases {
                let length = axis == .horizontal ? bounds.width : bounds.height
                let start = axis == .horizontal ? frame.origin.x : frame.origin.y
                let childLength = axis == .horizontal ? frame.size.width : frame.size.height
                let arrangement = tree.childArrangements[parent]
                if arrangement.childInsets != .zero {
                    let insets = arrangement.childInsets
                    let total = axis == .horizontal ? insets.horizontal : insets.vertical
                    if length < total + pixel, childLength == 0 {
                        // Insets larger than the frame: the child is squeezed to zero length at the
                        // near inset, which may lie past the far edge (see the type's discussion).
                        continue
                    }
                }
                if length >= LayoutLimits.maximumLength {
                    // A container kept at the maximum length: its children's lengths may add up
                    // beyond it (see the type's discussion).
                    continue
                }
                if arrangement.overflowAxis == axis {
                    // Scrolled content may reach past the parent's far edge along the scrolling
                    // axis (past its left edge right to left; see the type's discussion).
                    continue
                }
                if arrangement.overlapsAlongSequence, arrangement.sequenceAxis == axis {
                    // Negative spacing: overlapping children may reach past either end of the
                    // stack along its axis (see the type's discussion).
                    continue
                }
                // A label's trailing or bottom edge may be pushed one pixel out by snapping.
                let push = labelPush(
                    isLabel: tree.growsWhenSnapped[child], axis: axis, direction: context.direction, pixel: pixel)
                let end = start + childLength
                if start < -push.start - slack - noise(start, length)
                    || end > length + push.end + slack + noise(end, length)
                {
                    problems.append(
                        "node \(tree.path(child)) at \(frame) leaves its parent "
                            + "\(tree.path(parent)) of size \(bounds) along \(axis)")
                }
            }
        }
        if context.scale == nil {
            let measured = layout.measurement(within: scenario.maxSize, context: context).size
            let rect = Policy.rootRect(scenario, measured: measured)
            let root = tree.frames[0]
            let within =
                root.origin.x >= rect.origin.x - noise(root.origin.x, rect.size.width)
                && root.origin.y >= rect.origin.y - noise(root.origin.y, rect.size.height)
                && root.origin.x + root.size.width
                    <= rect.origin.x + rect.size.width + noise(root.origin.x, rect.size.width)
                && root.origin.y + root.size.height
                    <= rect.origin.y + rect.size.height + noise(root.origin.y, rect.size.height)
            if !within { problems.append("the root \(root) leaves the rectangle \(rect) it was arranged in") }
        }
        return problems
    }

    static func deterministic(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        let first = exactText(of: scenario.arrangement(of: layout))
        let second = exactText(of: scenario.arrangement(of: layout))
        let rebuilt = exactText(of: scenario.arrangement())
        var problems: [String] = []
        if first != second { problems.append("two passes differ:\n\(first)\n---\n\(second)") }
        if first != rebuilt { problems.append("an equal tree built again differs:\n\(first)\n---\n\(rebuilt)") }
        return problems
    }

    static func twoStepMatchesOneStep(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        let context = scenario.context
        let oneStep = scenario.arrangement(of: layout, context: context)
        let measurement = layout.measurement(within: scenario.maxSize, context: context)
        let rect = Policy.rootRect(scenario, measured: measurement.size)
        let twoStep = measurement.arrangement(within: rect, context: context)
        let oneStepText = exactText(of: oneStep)
        let twoStepText = exactText(of: twoStep)
        if oneStepText != twoStepText {
            return ["measuring then arranging within \(rect) gives\n\(twoStepText)instead of\n\(oneStepText)"]
        }
        if oneStep.direction != twoStep.direction { return ["the two arrangements record different directions"] }
        return []
    }

    /// The tree in the form of ``/ValueLayout/LayoutArrangement/snapshotText``, but with every
    /// number exact (whole numbers without a decimal point, others in Swift's shortest form that
    /// reads back to the same value; zero without a sign): what the checks that two passes give
    /// the same tree compare, since the snapshot text rounds numbers to what reads well.
    static func exactText(of arrangement: LayoutArrangement) -> String {
        func number(_ value: CGFloat) -> String {
            if value == 0 { return "0" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(Double(value))"
        }
        let flat = FlatArrangement(arrangement)
        var depths: [Int] = []
        var text = ""
        for index in flat.frames.indices {
            let parent = flat.parents[index]
            let depth = parent < 0 ? 0 : depths[parent] + 1
            depths.append(depth)
            let frame = flat.frames[index]
            // Deep levels name their depth instead of indenting further, so the text stays linear.
            let indented = LayoutArrangement.snapshotIndentedLevels
            text += String(repeating: "  ", count: min(depth, indented)) + (depth > indented ? "[\(depth)] " : "")
            text += flat.typeNames[index]
            text += " (\(number(frame.origin.x)), \(number(frame.origin.y)), "
            text += "\(number(frame.size.width)), \(number(frame.size.height)))"
            if let id = flat.nodes[index].viewReuseId { text += " " + id.debugDescription }
            text += "\n"
        }
        return text
    }

    static func mirroredForRightToLeft(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        var leftToRightContext = scenario.context
        leftToRightContext.scale = nil
        leftToRightContext.direction = .leftToRight
        var rightToLeftContext = leftToRightContext
        rightToLeftContext.direction = .rightToLeft
        let leftToRightArrangement = scenario.arrangement(of: layout, context: leftToRightContext)
        let rightToLeftArrangement = scenario.arrangement(of: layout, context: rightToLeftContext)
        var problems: [String] = []
        if leftToRightArrangement.direction != .leftToRight || rightToLeftArrangement.direction != .rightToLeft {
            problems.append("the arrangements do not record their directions")
        }
        let leftToRight = FlatArrangement(leftToRightArrangement)
        let rightToLeft = FlatArrangement(rightToLeftArrangement)
        guard leftToRight.hasSameShape(as: rightToLeft) else {
            return problems + ["the two directions give different trees"]
        }
        let measured = layout.measurement(within: scenario.maxSize, context: leftToRightContext).size
        let rect = Policy.rootRect(scenario, measured: measured)
        for index in leftToRight.frames.indices {
            let original = leftToRight.frames[index]
            let mirrored = rightToLeft.frames[index]
            // The same expressions as the mirror's, so the comparison is exact.
            let expectedX: CGFloat
            if index == 0 {
                expectedX =
                    rect.origin.x + (rect.origin.x + rect.size.width - original.origin.x - original.size.width)
            } else {
                let parentWidth = leftToRight.frames[leftToRight.parents[index]].size.width
                expectedX = parentWidth - original.origin.x - original.size.width
            }
            let expected = CGRect(
                x: expectedX, y: original.origin.y, width: original.size.width, height: original.size.height)
            if mirrored != expected {
                problems.append(
                    "node \(leftToRight.path(index)) is \(mirrored) right to left; "
                        + "the mirror of \(original) is \(expected)")
            }
        }
        return problems
    }

    static func snappedMirroredForRightToLeft(
        _ scenario: LayoutScenario, _ layout: any Layout, extraPixels: CGFloat
    ) -> [String] {
        var leftToRightContext = scenario.context
        if leftToRightContext.scale == nil { leftToRightContext.scale = 3 }
        leftToRightContext.direction = .leftToRight
        var rightToLeftContext = leftToRightContext
        rightToLeftContext.direction = .rightToLeft
        let pixel = 1 / leftToRightContext.scale!
        let leftToRight = FlatArrangement(scenario.arrangement(of: layout, context: leftToRightContext))
        let rightToLeft = FlatArrangement(scenario.arrangement(of: layout, context: rightToLeftContext))
        guard leftToRight.hasSameShape(as: rightToLeft) else { return ["the two directions give different trees"] }
        let measured = layout.measurement(within: scenario.maxSize, context: leftToRightContext).size
        let rect = Policy.rootRect(scenario, measured: measured)
        // The mirror axis is on the grid when the rectangle's two x edges add up to whole pixels,
        // up to the noise snapping itself ignores at a half pixel (16 units in the last place, at
        // most a millionth of a pixel): an axis 10⁻⁹ point off the grid is off it, and so the
        // edges either side of it may round a pixel apart.
        let axisPixels = (rect.origin.x + (rect.origin.x + rect.size.width)) * leftToRightContext.scale!
        let axisNoise = min(16 * CGFloat.ulpOfOne * max(1, abs(axisPixels)), 1e-6)
        let exact = abs(axisPixels - axisPixels.rounded()) <= axisNoise
        let allowed = (exact ? 0 : pixel) + extraPixels * pixel + 1e-6 * pixel
        let leftToRightEdges = leftToRight.absoluteFrames
        let rightToLeftEdges = rightToLeft.absoluteFrames
        let leftToRightMagnitudes = leftToRight.absoluteMagnitudes
        let rightToLeftMagnitudes = rightToLeft.absoluteMagnitudes
        let mirrorSum = rect.origin.x + (rect.origin.x + rect.size.width)
        var problems: [String] = []
        for index in leftToRight.frames.indices {
            // Compared in absolute coordinates: each edge mirrored around the rectangle's middle.
            let original = leftToRightEdges[index]
            let mirrored = rightToLeftEdges[index]
            let expectedMinX = mirrorSum - (original.origin.x + original.size.width)
            let expectedMaxX = mirrorSum - original.origin.x
            // The noise of every coordinate summed into either edge, not only of the edges.
            let magnitude = max(
                abs(original.origin.x + original.size.width), leftToRightMagnitudes[index].x,
                rightToLeftMagnitudes[index].x)
            let tolerance = allowed + noise(mirrorSum, magnitude)
            if abs(mirrored.origin.x - expectedMinX) > tolerance
                || abs(mirrored.origin.x + mirrored.size.width - expectedMaxX) > tolerance
                || abs(mirrored.origin.y - original.origin.y) > noise(original.origin.y, 0)
                || abs(mirrored.size.height - original.size.height) > noise(original.size.height, 0)
            {
                problems.append(
                    "node \(leftToRight.path(index)) spans x \(mirrored.origin.x) to "
                        + "\(mirrored.origin.x + mirrored.size.width) right to left; the mirror of \(original) spans "
                        + "\(expectedMinX) to \(expectedMaxX)\(exact ? "" : " (allowing a pixel)")")
            }
        }
        return problems
    }

    static func pixelSnapped(_ scenario: LayoutScenario, _ layout: any Layout, extraPixels: CGFloat) -> [String] {
        var snappedContext = scenario.context
        if snappedContext.scale == nil { snappedContext.scale = 3 }
        let scale = snappedContext.scale!
        let pixel = 1 / scale
        let slack = extraPixels * pixel
        // The unsnapped reference: the same pass without a scale, with label sizes rounded up to
        // whole pixels as the snapped pass measures them.
        var referenceContext = snappedContext
        referenceContext.scale = nil
        referenceContext.textMeasurer = PixelCeilingTextMeasurer(base: scenario.textMeasurer, scale: scale)
        let snapped = FlatArrangement(scenario.arrangement(of: layout, context: snappedContext))
        let reference = FlatArrangement(scenario.arrangement(of: layout, context: referenceContext))
        guard snapped.hasSameShape(as: reference) else {
            return ["the snapped tree differs in shape from the unsnapped one"]
        }
        var problems: [String] = []
        func onGrid(_ value: CGFloat) -> Bool {
            let pixels = value * scale
            return abs(pixels - pixels.rounded()) <= 1e-9 * max(1, abs(pixels))
        }
        let unsnappedEdges = reference.absoluteFrames
        let snappedEdges = snapped.absoluteFrames
        // The noise of every coordinate summed into an edge (see absoluteMagnitudes).
        let magnitudes = zip(reference.absoluteMagnitudes, snapped.absoluteMagnitudes).map {
            (x: max($0.x, $1.x), y: max($0.y, $1.y))
        }
        func magnitude(of index: Int, along axis: Axis) -> CGFloat {
            axis == .horizontal ? magnitudes[index].x : magnitudes[index].y
        }
        let direction = snappedContext.direction
        for index in snapped.frames.indices {
            let frame = snapped.frames[index]
            // Absolute edges are on the grid exactly when the root's are and every relative origin
            // and size is a whole number of pixels; checking the relative numbers avoids the noise
            // of summing them.
            if !(onGrid(frame.origin.x) && onGrid(frame.origin.y) && onGrid(frame.size.width)
                && onGrid(frame.size.height))
            {
                problems.append("node \(snapped.path(index)) at \(frame) is off the grid")
            }
            let isLabel = snapped.growsWhenSnapped[index]
            let unsnapped = unsnappedEdges[index]
            let snappedFrame = snappedEdges[index]
            for axis in Axis.allCases {
                let push = labelPush(isLabel: isLabel, axis: axis, direction: direction, pixel: pixel)
                let pairs = [
                    (axis.start(of: unsnapped), axis.start(of: snappedFrame), push.start),
                    (axis.end(of: unsnapped), axis.end(of: snappedFrame), push.end),
                ]
                for (before, after, pushed) in pairs {
                    // Beyond 10¹¹ points the library's 10¹²-point cap on a label's rounded-up size
                    // can make the reference differ from the snapped pass's own unsnapped frames.
                    let cap = abs(before) > 1e11 ? 2 * pixel : 0
                    let summed = max(abs(before), magnitude(of: index, along: axis))
                    let allowed = pixel / 2 + pushed + cap + slack + noise(summed, after) + 1e-6 * pixel
                    if abs(after - before) > allowed {
                        problems.append(
                            "node \(snapped.path(index)): edge \(before) snapped to \(after), "
                                + "more than half a pixel\(pushed > 0 ? " plus the label's pixel" : "") away")
                    }
                }
            }
        }
        // Siblings in a stack: the gap between consecutive children keeps its sign (a label pushed
        // out by a pixel may overlap its successor by that pixel) and changes by less than a pixel;
        // children that shared an edge still share it. (Right to left, a horizontal stack runs from
        // the right: each child lies left of the one before it.)
        for parent in snapped.frames.indices {
            guard let axis = snapped.childArrangements[parent].sequenceAxis else { continue }
            let reversed = axis == .horizontal && direction == .rightToLeft
            let children = snapped.children[parent]
            for (previous, next) in zip(children, children.dropFirst()) {
                let (first, second) = reversed ? (next, previous) : (previous, next)
                func gap(_ frames: [CGRect]) -> CGFloat {
                    axis.start(of: frames[second]) - axis.end(of: frames[first])
                }
                let before = gap(unsnappedEdges)
                let after = gap(snappedEdges)
                // The label that comes first is pushed toward the next one.
                let pushed = snapped.growsWhenSnapped[previous] ? pixel : 0
                // The noise of the edges' magnitude (a gap of 0 between edges near 10¹² points
                // carries their rounding error).
                let edgeMagnitude = max(
                    abs(axis.start(of: unsnappedEdges[second])), abs(axis.end(of: unsnappedEdges[first])))
                let magnitude = max(
                    edgeMagnitude, magnitude(of: second, along: axis), magnitude(of: first, along: axis))
                let tolerance =
                    1e-6 * pixel + noise(magnitude, 0) + (edgeMagnitude > 1e11 ? 2 * pixel : 0) + slack
                let description =
                    "children \(snapped.path(previous)) and \(snapped.path(next)): gap \(before) became \(after)"
                if before >= 0, after < -pushed - tolerance {
                    problems.append("\(description) (a new overlap)")
                } else if before <= 0, after > tolerance {
                    problems.append("\(description) (a new gap)")
                } else if abs(after - before) >= pixel + pushed + tolerance {
                    problems.append("\(description) (changed by a pixel or more)")
                }
            }
        }
        // A child inside its parent before snapping stays inside (a label's pushed edge excepted).
        for child in snapped.frames.indices.dropFirst() {
            let parent = snapped.parents[child]
            let (parentBefore, childBefore) = (unsnappedEdges[parent], unsnappedEdges[child])
            let (parentAfter, childAfter) = (snappedEdges[parent], snappedEdges[child])
            for axis in Axis.allCases {
                let push = labelPush(
                    isLabel: snapped.growsWhenSnapped[child], axis: axis, direction: direction, pixel: pixel)
                let (parentStart, parentLength, childStart, childLength) = axis.components(parentBefore, childBefore)
                let wasInside =
                    childStart >= parentStart && childStart + childLength <= parentStart + parentLength
                guard wasInside else { continue }
                let (snappedParentStart, snappedParentLength, snappedStart, snappedLength) =
                    axis.components(parentAfter, childAfter)
                let tolerance =
                    1e-6 * pixel
                    + noise(
                        max(abs(snappedParentStart), magnitude(of: child, along: axis)),
                        snappedParentStart + snappedParentLength)
                    + slack
                if snappedStart < snappedParentStart - push.start - tolerance
                    || snappedStart + snappedLength > snappedParentStart + snappedParentLength + push.end + tolerance
                {
                    problems.append(
                        "node \(snapped.path(child)) was inside its parent along \(axis) before snapping, not after")
                }
            }
        }
        return problems
    }

    static func measuredOncePerConstraint(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        let log = MeasurementLog()
        let instrumented = CountingLayout.instrument(layout, log: log)
        _ = scenario.arrangement(of: instrumented)
        return log.repeatedMeasurements.map { entry, count in "\(entry) measured \(count) times" }.sorted()
    }

    static func customWrappersAreTransparent(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        let instrumented = CountingLayout.instrument(layout, log: MeasurementLog())
        let plainNodes = nodesThroughWrappers(scenario.arrangement(of: layout))
        let plain = plainNodes.map(\.frame)
        let wrapped = nodesThroughWrappers(scenario.arrangement(of: instrumented)).map(\.frame)
        guard plain.count == wrapped.count else {
            return [
                "wrapped in custom layouts the tree has \(wrapped.count) nodes besides the wrappers, not \(plain.count)"
            ]
        }
        // Lengths that add up past the maximum length are kept at it in other places with the
        // wrappers (each wrapper keeps its own measured size at it).
        if plain.contains(where: { max($0.width, $0.height) >= LayoutLimits.maximumLength }) { return [] }
        // Reading a frame through a wrapper adds its origin, and mirroring, snapping and a flex
        // container's placement work in each parent's coordinates: the same sums in another order,
        // equal up to floating-point noise.
        var problems: [String] = []
        for (index, (expected, actual)) in zip(plain, wrapped).enumerated() {
            let values = [expected.minX, expected.minY, expected.maxX, expected.maxY]
            let tolerance = values.map { noise($0, 0) }.max()!
            if abs(expected.minX - actual.minX) > tolerance || abs(expected.minY - actual.minY) > tolerance
                || abs(expected.width - actual.width) > tolerance || abs(expected.height - actual.height) > tolerance
            {
                problems.append(
                    "node \(plainNodes[index].node.path) is \(actual) wrapped in custom layouts, not \(expected)")
            }
        }
        return problems
    }

    /// Every node of the tree in pre-order with its frame in its parent's coordinates, reading
    /// through the ``CountingLayout`` wrappers: a wrapper's node is left out, and its origin is
    /// added to its child's.
    static func nodesThroughWrappers(_ root: LayoutArrangement) -> [(node: LayoutArrangement, frame: CGRect)] {
        var nodes: [(node: LayoutArrangement, frame: CGRect)] = []
        var pending: [(LayoutArrangement, CGPoint)] = [(root, .zero)]
        while let (node, offset) = pending.popLast() {
            var frame = node.frame
            frame.origin.x += offset.x
            frame.origin.y += offset.y
            let isWrapper = node.layout is CountingLayout
            if !isWrapper { nodes.append((node, frame)) }
            let childOffset = isWrapper ? frame.origin : .zero
            for child in node.sublayouts.reversed() { pending.append((child, childOffset)) }
        }
        return nodes
    }

    static func equalWhenRebuilt(_ scenario: LayoutScenario, _ layout: any Layout) -> [String] {
        let rebuilt = scenario.makeLayout()
        var problems: [String] = []
        if LayoutKey(layout) != LayoutKey(rebuilt) { problems.append("the tree does not equal itself built again") }
        if LayoutKey(layout).hashValue != LayoutKey(rebuilt).hashValue {
            problems.append("the tree built again hashes differently")
        }
        return problems
    }

    // MARK: Helpers

    /// How far snapping may push a node's start and end edges out along `axis`: one pixel at a
    /// label's trailing edge (the right one, or the left one right to left) and bottom edge.
    static func labelPush(isLabel: Bool, axis: Axis, direction: LayoutDirection, pixel: CGFloat)
        -> (start: CGFloat, end: CGFloat)
    {
        guard isLabel else { return (0, 0) }
        if axis == .horizontal, direction == .rightToLeft { return (pixel, 0) }
        return (0, pixel)
    }

    /// Whether every number of `frame` is finite and its size is not negative.
    public static func isSane(_ frame: CGRect) -> Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
            && frame.size.height.isFinite && frame.size.width >= 0 && frame.size.height >= 0
    }

    /// The floating-point noise allowed when comparing positions of about the magnitude of `a`
    /// and `b`.
    static func noise(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        1e-11 * max(1, abs(a), abs(b))
    }

    /// Calls `body` on every node of a measurement tree in pre-order, iteratively.
    static func forEachMeasurement(_ root: LayoutMeasurement, _ body: (LayoutMeasurement) -> Void) {
        var pending: [LayoutMeasurement] = [root]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.sublayouts.reversed())
        }
    }
}

/// The library's documented cleaning of the entry point's arguments (see `LayoutLimits`), restated
/// so the checks can compute the rectangle a root was arranged in.
enum Policy {
    static let maximumLength = LayoutLimits.maximumLength

    /// A limit: NaN or negative → 0, above the maximum length (or infinite) → unlimited.
    static func limit(_ value: CGFloat) -> CGFloat {
        if !(value > 0) { return 0 }
        return value > maximumLength ? .infinity : value
    }

    /// The entry point's optional width or height: `nil` or unlimited → `nil`.
    static func optionalLimit(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        let cleaned = limit(value)
        return cleaned.isFinite ? cleaned : nil
    }

    /// A coordinate: non-finite → 0, clamped to ±maximum length.
    static func coordinate(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return min(max(value, -maximumLength), maximumLength)
    }

    /// The rectangle the entry point arranges the root in, given the root's measured size: like
    /// every offered rectangle, its sides are capped at the maximum length.
    static func rootRect(_ scenario: LayoutScenario, measured: CGSize) -> CGRect {
        CGRect(
            x: coordinate(scenario.origin.x), y: coordinate(scenario.origin.y),
            width: min(optionalLimit(scenario.width) ?? measured.width, maximumLength),
            height: min(optionalLimit(scenario.height) ?? measured.height, maximumLength))
    }
}

/// An arrangement tree flattened in pre-order, read through the public API only (iteratively, so
/// deep trees are fine).
struct FlatArrangement {
    /// Each node's frame, relative to its parent (the root's in the root's coordinates).
    var frames: [CGRect] = []
    /// Each node's parent's position (the root's is -1).
    var parents: [Int] = []
    /// Each node's children's positions.
    var children: [[Int]] = []
    /// How each node's layout arranges its children (asked of its kind).
    var childArrangements: [ChildArrangement] = []
    /// Whether snapping may push each node's far edges out by a pixel (text, never cut).
    var growsWhenSnapped: [Bool] = []
    /// Each node's layout type name.
    var typeNames: [String] = []
    /// Each node's position among its siblings.
    var positions: [Int] = []
    /// Each node, to name it by its path when a check reports it.
    var nodes: [LayoutArrangement] = []

    init(_ root: LayoutArrangement) {
        var names: [ObjectIdentifier: String] = [:]
        var pending: [(LayoutArrangement, Int, Int)] = [(root, -1, 0)]
        while let (node, parent, position) = pending.popLast() {
            let index = frames.count
            nodes.append(node)
            frames.append(node.frame)
            parents.append(parent)
            children.append([])
            positions.append(position)
            if parent >= 0 { children[parent].append(index) }
            let layout = node.layout
            childArrangements.append(node.childArrangement)
            growsWhenSnapped.append(node.growsWhenSnapped)
            let layoutType = type(of: layout)
            if let name = names[ObjectIdentifier(layoutType)] {
                typeNames.append(name)
            } else {
                let name = String(describing: layoutType)
                names[ObjectIdentifier(layoutType)] = name
                typeNames.append(name)
            }
            let sublayouts = node.sublayouts
            for offset in sublayouts.indices.reversed() {
                pending.append((sublayouts[offset], index, offset))
            }
        }
    }

    /// The node's path from the root, as ``ValueLayout/LayoutPath`` writes it
    /// (`StackLayout › InsetLayout[2] › LabelLayout "name"`).
    func path(_ index: Int) -> String {
        nodes[index].path.description
    }

    /// Whether `other` has the same nodes (same layout types, same parents).
    func hasSameShape(as other: FlatArrangement) -> Bool {
        parents == other.parents && typeNames == other.typeNames
    }

    /// Each node's frame in the root's coordinate space, computed as pixel snapping computes it
    /// (parent's absolute origin plus the relative origin).
    var absoluteFrames: [CGRect] {
        var result = frames
        for index in frames.indices where parents[index] >= 0 {
            let parent = result[parents[index]]
            result[index].origin = CGPoint(
                x: parent.origin.x + frames[index].origin.x, y: parent.origin.y + frames[index].origin.y)
        }
        return result
    }

    /// For each node and axis, the largest magnitude among the coordinates added up to give its
    /// edges on that axis in ``absoluteFrames``: its ancestors' absolute edges on that axis and its
    /// own. A sum is only as exact as its largest term, so an edge near the origin whose parent
    /// lies 10¹² points away on the same axis carries that parent's rounding, which a check's noise
    /// must allow for; the other axis adds nothing.
    var absoluteMagnitudes: [(x: CGFloat, y: CGFloat)] {
        let absolute = absoluteFrames
        var result = [(x: CGFloat, y: CGFloat)](repeating: (0, 0), count: frames.count)
        for index in frames.indices {
            let frame = absolute[index]
            var x = max(abs(frame.origin.x), abs(frame.origin.x + frame.size.width))
            var y = max(abs(frame.origin.y), abs(frame.origin.y + frame.size.height))
            if parents[index] >= 0 {
                x = max(x, result[parents[index]].x)
                y = max(y, result[parents[index]].y)
            }
            result[index] = (x, y)
        }
        return result
    }
}

extension Axis {
    /// The near edge of `frame` along this axis.
    func start(of frame: CGRect) -> CGFloat {
        self == .horizontal ? frame.origin.x : frame.origin.y
    }

    /// The far edge of `frame` along this axis.
    func end(of frame: CGRect) -> CGFloat {
        self == .horizontal ? frame.origin.x + frame.size.width : frame.origin.y + frame.size.height
    }

    /// The start and length of `parent` and of `child` along this axis.
    func components(_ parent: CGRect, _ child: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        self == .horizontal
            ? (parent.origin.x, parent.size.width, child.origin.x, child.size.width)
            : (parent.origin.y, parent.size.height, child.origin.y, child.size.height)
    }
}

/// A text measurer that rounds its base measurer's answer up to whole pixels, as a label measured
/// with a pixel scale is: the reference for checking what snapping did.
struct PixelCeilingTextMeasurer: TextMeasurer {
    let base: any TextMeasurer
    let scale: CGFloat

    func size(of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        let size = base.size(
            of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
        return CGSize(width: ceil(clean(size.width)), height: ceil(clean(size.height)))
    }

    func lines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> [Substring] {
        base.lines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    /// The base measurer's minimum content width rounded up, as each piece's width is.
    func minimumContentWidth(of text: String, font: Font, lineHeight: CGFloat?) -> CGFloat {
        ceil(clean(base.minimumContentWidth(of: text, font: font, lineHeight: lineHeight)))
    }

    /// The base measurer's minimum content width of styled text rounded up.
    func minimumContentWidth(of text: StyledText, lineHeight: CGFloat?) -> CGFloat {
        ceil(clean(base.minimumContentWidth(of: text, lineHeight: lineHeight)))
    }

    func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
        base.baselineOffset(font: font, lineHeight: lineHeight)
    }

    /// The base measurer's baselines: a snapped label's text is not moved by rounding its size up,
    /// so a stack aligns it by the baselines the base measurer gives.
    func baselines(
        of text: String, font: Font, lineHeight: CGFloat?, numberOfLines: Int, maxWidth: CGFloat
    ) -> TextBaselines {
        base.baselines(of: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    func size(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> CGSize {
        let size = base.size(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
        return CGSize(width: ceil(clean(size.width)), height: ceil(clean(size.height)))
    }

    func lines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> [Substring] {
        base.lines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    func baselines(
        of text: StyledText, lineHeight: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        maxWidth: CGFloat
    ) -> TextBaselines {
        base.baselines(
            of: text, lineHeight: lineHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maxWidth: maxWidth)
    }

    var measuresStyledText: Bool { base.measuresStyledText }

    /// A length cleaned as the library cleans a measurer's answer.
    private func clean(_ value: CGFloat) -> CGFloat {
        if !(value > 0) || value == .infinity { return 0 }
        return min(value, Policy.maximumLength)
    }

    /// Rounded up to whole pixels; values within 10⁻⁶ pixel of the grid count as on it (the
    /// rounding the documentation of `LayoutContext.scale` describes).
    private func ceil(_ value: CGFloat) -> CGFloat {
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(.up)) / scale
    }
}
