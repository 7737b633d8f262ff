import Foundation

/// A self-contained HTML page for looking at arrangements without an app: each arrangement drawn
/// as boxes, its tree beside it as an outline, and, for the node under the pointer, its kind,
/// frame, reuse identifier, measured size and the maximum it was measured within.
///
/// The page loads nothing from outside the file: its styles and script are inline, and the faces
/// of a measurer of real fonts (`FontTextMeasurer`, of the ValueLayoutFonts module) are embedded
/// as `data:` URLs, as ``HTMLPage`` does.
///
/// **What each arrangement shows.** Arrangements are stacked top to bottom, each under its caption
/// and a line of facts: its writing direction (right to left: the frames are already mirrored, x
/// still counts from the left, and each node's detail gives its distance from its parent's right
/// edge) and its pixel scale (with a scale, how many frames lie on the pixel grid, which is drawn
/// when a device pixel is at least 2 CSS pixels; a frame off the grid is outlined in red).
///
/// - **The drawing** (an inline SVG, ``zoom`` CSS pixels per point): every node a box, layouts
///   with a reuse identifier or a view filled, others dashed; each label's text in the lines that
///   were measured, broken with the arrangement's own text measurer (as ``SVGRenderer`` draws it).
///   Each reuse identifier is written inside its box in 10-pixel monospaced type, where it
///   overlaps no other (the top-left corner, else the next free place; cut with an ellipsis when
///   the box is narrower, left out when the box has no room: see ``SVGRenderer``). Each box's
///   tooltip lists its details.
/// - **The tree**: one row per node in pre-order, its kind, reuse identifier and frame, indented
///   by depth.
/// - **The detail panel**: the kind, reuse identifier, frame (in the parent's coordinates and in
///   the root's), measured size, the maximum it was measured within, and the direction and
///   snapping facts of the node under the pointer (or clicked). Hovering or clicking a box
///   highlights its row, and the other way round. The page opens with nothing selected.
///
/// **Fitting the window.** The page fits a window 1,000 CSS pixels wide. The tree and the detail
/// panel sit beside the drawing when they fit there (the tree narrowing to 240 pixels first);
/// otherwise the detail panel stays beside it and the tree goes below, or both go below, side by
/// side. A drawing wider than the window scrolls sideways in a box of the page's width. The
/// drawing itself is always at the same place, so its boxes' page coordinates do not depend on
/// the window.
///
/// **Measurements.** An arrangement does not keep the sizes its layouts measured. They come from a
/// ``LayoutMeasurement`` of the same layout (``Layout/measurement(within:context:)`` within the
/// arrangement's width and height is the pass's first half), read beside the arrangement: a node
/// takes the measurement of its parent's measured child made for the same layout node, in order.
/// (For an arrangement that was not made from the measurement, a custom layout at the root has a
/// node of its own in each pass: its children are then paired by position when it measured and
/// arranged as many, each of the same type.) A node with no such measurement (a child a custom
/// layout placed without measuring it) shows "not recorded" rather than a guess. A custom layout that measures a child
/// again while placing it shows the measurement made in its
/// ``CustomLayout/measure(within:children:)``.
///
/// **Self-check.** The page embeds every node's expected box in page coordinates (CSS pixels) as
/// JSON in `<script type="application/json" id="vl-inspector-data">`. Opened with `?check` at the
/// end of its address (`inspector.html?check`), and only then, its script checks the page: it
/// reads every drawn box back through the DOM (`getBoundingClientRect`) and compares it with the
/// expected box within 0.01 pixel; checks that nothing is selected, then simulates a click on the
/// first arrangement's root row and a hover on its last node, and checks that the detail panel
/// shows each one's kind, frame and measured size and that box and row are highlighted together;
/// checks that the page does not scroll sideways in the window it is opened in and that no two of
/// its parts (title, captions, facts, drawings, trees, detail panels) overlap; and checks that no
/// two reuse-identifier tags overlap. It adds one line at the bottom of the page, in
/// `<pre id="vl-inspector-check">`: `INSPECTOR-CHECK PASS <n> boxes, hover PASS, fits <w> px PASS,
/// <t> tags apart PASS` or `INSPECTOR-CHECK FAIL …` with the problems, which a headless browser's
/// DOM dump shows (see `scripts/check-inspector-in-chromium.sh`). Opened without `?check`, the
/// page shows no such line and selects nothing.
///
/// The page is a value: make it on any thread.
public struct InspectorPage: Sendable {
    struct Entry: Sendable {
        let arrangement: LayoutArrangement
        let measurement: LayoutMeasurement?
        let caption: String
    }

    /// The document's title.
    public var title: String
    /// How many CSS pixels each point takes in the drawings: 2 by default. A zoom that is NaN,
    /// infinite, zero or negative is 1.
    public var zoom: CGFloat {
        didSet { zoom = Self.cleanedZoom(zoom) }
    }
    var entries: [Entry] = []

    /// The page's margin, the height of an arrangement's caption and facts, the gap between
    /// columns and between arrangements, the width of the tree and of the detail panel, and the
    /// margin around a drawing (in points), all in CSS pixels unless stated.
    static let margin: CGFloat = 24
    static let headerHeight: CGFloat = 64
    static let captionHeight: CGFloat = 48
    static let gap: CGFloat = 24
    static let treeWidth: CGFloat = 380
    static let detailWidth: CGFloat = 340
    static let padding: CGFloat = 8

    /// An empty page with the given title and zoom (CSS pixels per point; see ``zoom``).
    public init(title: String, zoom: CGFloat = 2) {
        self.title = title
        self.zoom = Self.cleanedZoom(zoom)
    }

    /// A page showing `layout` laid out as ``Layout/arrangement(origin:width:height:context:)``
    /// lays it out at the origin, with each node's measured size and maximum: the layout is
    /// measured within `width` × `height` (`nil` for unlimited) with
    /// ``Layout/measurement(within:context:)``, the entry point's first half, and that measurement
    /// is arranged (``LayoutMeasurement/arrangement(within:context:)``) in the rectangle the entry
    /// point offers (the given sides, else the measured ones), which gives the same frames.
    ///
    /// - Parameters:
    ///   - layout: What to show.
    ///   - width: The width to lay out in, in points, or `nil` for the width the layout needs.
    ///   - height: The height to lay out in, in points, or `nil` for the height the layout needs.
    ///   - context: The text measurer, direction and pixel scale.
    ///   - title: The document's title. The arrangement's caption gives the width and height.
    ///   - zoom: CSS pixels per point (see ``zoom``).
    /// - Complexity: O(n) in the number of layouts (the two passes).
    public init(
        layout: any Layout, width: CGFloat?, height: CGFloat?, context: LayoutContext = .default, title: String,
        zoom: CGFloat = 2
    ) {
        self.init(title: title, zoom: zoom)
        add(
            layout, width: width, height: height, context: context,
            caption: Self.passCaption(width: width, height: height))
    }

    /// Adds `layout`, laid out and measured as ``init(layout:width:height:context:title:zoom:)``
    /// does, below the arrangements added before.
    ///
    /// - Complexity: O(n) in the number of layouts (the two passes).
    public mutating func add(
        _ layout: any Layout, width: CGFloat?, height: CGFloat?, context: LayoutContext = .default, caption: String
    ) {
        // The entry point's two halves: the arrangement is made from the measurement shown, so
        // every node finds its own (their layout nodes are the same).
        let measurement = layout.measurement(
            within: CGSize(width: width ?? .infinity, height: height ?? .infinity), context: context)
        let rect = CGRect(
            x: 0, y: 0, width: width ?? measurement.size.width, height: height ?? measurement.size.height)
        add(measurement.arrangement(within: rect, context: context), measurement: measurement, caption: caption)
    }

    /// Adds `arrangement` below the arrangements added before.
    ///
    /// - Parameters:
    ///   - arrangement: What to show.
    ///   - measurement: The measurement the arrangement was made from (see the type's discussion
    ///     for how nodes find theirs), or `nil`: every measured size then shows "not recorded".
    ///   - caption: Text shown above the arrangement.
    public mutating func add(_ arrangement: LayoutArrangement, measurement: LayoutMeasurement?, caption: String) {
        entries.append(Entry(arrangement: arrangement, measurement: measurement, caption: caption))
    }

    /// "Laid out in width 375 × unlimited height": the caption of a layout the page lays out.
    static func passCaption(width: CGFloat?, height: CGFloat?) -> String {
        func side(_ value: CGFloat?, _ name: String) -> String {
            value.map { "\(name) \(RenderingText.number($0))" } ?? "unlimited \(name)"
        }
        return "Laid out in \(side(width, "width")) × \(side(height, "height"))"
    }

    private static func cleanedZoom(_ zoom: CGFloat) -> CGFloat { zoom.isFinite && zoom > 0 ? zoom : 1 }
}

extension InspectorPage {
    /// What the page shows of one node, and where its box is: the page's JSON.
    struct Node: Encodable {
        /// The layout's type name.
        var kind: String
        /// The reuse identifier, or `nil`.
        var id: String?
        /// The node's depth (the root's is 0) and its parent's position in pre-order (−1 for the
        /// root).
        var depth: Int
        var parent: Int
        /// The frame in the parent's coordinates and in the root's, in points: x, y, width, height.
        var frame: [Double]
        var rootFrame: [Double]
        /// The box drawn, in page coordinates (CSS pixels): left, top, width, height.
        var page: [Double]
        /// The measured size and the maximum it was measured within (a side `nil` when
        /// unlimited), in points; `nil` when not recorded.
        var measured: [Double]?
        var within: [Double?]?
        /// The details as the panel shows them.
        var frameText: String
        var rootFrameText: String
        var measuredText: String
        var withinText: String
        /// With a pixel scale, whether every edge lies on the pixel grid; `nil` without a scale.
        var onGrid: Bool?
        /// Right to left: the distance from the parent's right edge to the frame's, in points;
        /// `nil` for the root and left to right.
        var fromParentRight: Double?
    }

    /// A node as drawn: what the page's JSON holds of it, whether it is drawn as identified (it has
    /// a reuse identifier or a view), and the text it shows.
    struct Drawn {
        var node: Node
        var isIdentified: Bool
        var text: TextContent?
    }

    /// What the page shows of one arrangement.
    struct Arrangement: Encodable {
        var caption: String
        var direction: String
        var scale: Double?
        var nodes: [Node]
    }

    /// "(x, y, width, height)".
    static func frameText(_ frame: CGRect) -> String {
        let n = RenderingText.number
        return "(\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)), \(n(frame.height)))"
    }

    /// "width × height", an unlimited side as ∞.
    static func sizeText(_ size: CGSize) -> String {
        func side(_ value: CGFloat) -> String { value.isFinite ? RenderingText.number(value) : "∞" }
        return "\(side(size.width)) × \(side(size.height))"
    }

    /// Whether `value` (points) is a whole number of pixels at `scale`, within rounding noise.
    static func isOnGrid(_ value: CGFloat, scale: CGFloat) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) <= 1e-6 * max(1, abs(pixels))
    }

    /// The nodes of `entry` in pre-order, each with its measurement, with the drawing's origin at
    /// `origin` (page coordinates of the root frame's corner less the padding).
    static func nodes(of entry: Entry, drawingOrigin origin: CGPoint, zoom: CGFloat) -> [Drawn] {
        let arrangement = entry.arrangement
        let root = arrangement.frame
        let minX = root.minX - padding
        let minY = root.minY - padding
        let scale = arrangement.context.scale
        let rightToLeft = arrangement.direction == .rightToLeft
        var typeNames: [ObjectIdentifier: String] = [:]
        var nodes: [Drawn] = []
        struct Pending {
            var node: LayoutArrangement
            var measurement: LayoutMeasurement?
            var parentOrigin: CGPoint
            var parentWidth: CGFloat?
            var parent: Int
            var depth: Int
        }
        // An arrangement made from this measurement refers to the same layout nodes: each node's
        // measurement is then found by identity alone.
        let sharesNodes = entry.measurement.map { isSameNode(arrangement, $0) } ?? false
        let rootMeasurement = entry.measurement.flatMap { sameType($0.layout, arrangement.layout) ? $0 : nil }
        var pending = [
            Pending(
                node: arrangement, measurement: rootMeasurement, parentOrigin: .zero, parentWidth: nil, parent: -1,
                depth: 0)
        ]
        while let item = pending.popLast() {
            let node = item.node
            let layout = node.layout
            let key = ObjectIdentifier(type(of: layout))
            let kind = typeNames[key] ?? String(describing: type(of: layout))
            typeNames[key] = kind
            let frame = node.frame
            let rootFrame = frame.offsetBy(dx: item.parentOrigin.x, dy: item.parentOrigin.y)
            let page = CGRect(
                x: origin.x + (rootFrame.minX - minX) * zoom, y: origin.y + (rootFrame.minY - minY) * zoom,
                width: rootFrame.width * zoom, height: rootFrame.height * zoom)
            let measurement = item.measurement
            let onGrid = scale.map { scale in
                [rootFrame.minX, rootFrame.minY, rootFrame.maxX, rootFrame.maxY].allSatisfy {
                    isOnGrid($0, scale: scale)
                }
            }
            let record = Node(
                kind: kind, id: node.viewReuseId, depth: item.depth, parent: item.parent,
                frame: doubles(frame), rootFrame: doubles(rootFrame), page: doubles(page),
                measured: measurement.map { [Double($0.size.width), Double($0.size.height)] },
                within: measurement.map { [finite($0.maxSize.width), finite($0.maxSize.height)] },
                frameText: frameText(frame), rootFrameText: frameText(rootFrame),
                measuredText: measurement.map { sizeText($0.size) } ?? notRecorded,
                withinText: measurement.map { sizeText($0.maxSize) } ?? notRecorded, onGrid: onGrid,
                fromParentRight: rightToLeft ? item.parentWidth.map { Double($0 - frame.maxX) } : nil)
            nodes.append(
                Drawn(node: record, isIdentified: node.viewReuseId != nil || layout.view != nil, text: node.textContent)
            )
            let children = node.sublayouts
            let measuredChildren = matched(children, measurement?.sublayouts, byIdentityOnly: sharesNodes)
            let position = nodes.count - 1
            for index in children.indices.reversed() {
                pending.append(
                    Pending(
                        node: children[index], measurement: measuredChildren[index], parentOrigin: rootFrame.origin,
                        parentWidth: frame.width, parent: position, depth: item.depth + 1))
            }
        }
        return nodes
    }

    /// What a node without a measurement shows.
    static let notRecorded = "not recorded"

    /// The measurement of each of `children`: the next measured child made for the same layout
    /// node, in order, or `nil`. Unless `byIdentityOnly`, when there are as many measured children,
    /// each of the same type, by position (trees made in separate passes have separate nodes for a
    /// custom layout at their root and for what it makes).
    private static func matched(
        _ children: LayoutArrangement.Sublayouts, _ measured: LayoutMeasurement.Sublayouts?, byIdentityOnly: Bool
    ) -> [LayoutMeasurement?] {
        guard let measured else { return Array(repeating: nil, count: children.count) }
        if !byIdentityOnly, measured.count == children.count,
            zip(children, measured).allSatisfy({ sameType($0.layout, $1.layout) })
        {
            return measured.map { $0 }
        }
        var result: [LayoutMeasurement?] = []
        result.reserveCapacity(children.count)
        var next = 0
        for child in children {
            let found = measured[next...].firstIndex { isSameNode(child, $0) }
            result.append(found.map { measured[$0] })
            if let found { next = found + 1 }
        }
        return result
    }

    /// Whether `arrangement` and `measurement` were made for the same layout node.
    private static func isSameNode(_ arrangement: LayoutArrangement, _ measurement: LayoutMeasurement) -> Bool {
        arrangement.tree.layoutNode(at: arrangement.index) === measurement.tree.layoutNode(at: measurement.index)
    }

    private static func sameType(_ a: any Layout, _ b: any Layout) -> Bool { type(of: a) == type(of: b) }

    private static func doubles(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }

    private static func finite(_ value: CGFloat) -> Double? { value.isFinite ? Double(value) : nil }
}

extension LayoutArrangement {
    /// This arrangement as a self-contained HTML inspector page; see ``InspectorPage``.
    ///
    /// - Parameters:
    ///   - title: The page's title, also the arrangement's caption.
    ///   - measurement: The measurement this arrangement was made from, for each node's measured
    ///     size and maximum, or `nil` (the default): they then show "not recorded". To have them
    ///     for a layout, use ``InspectorPage/init(layout:width:height:context:title:zoom:)``.
    /// - Complexity: O(n) in the number of nodes, plus the text measurer's work for each label.
    public func inspectorPage(title: String, measurement: LayoutMeasurement? = nil) -> String {
        var page = InspectorPage(title: title)
        page.add(self, measurement: measurement, caption: title)
        return page.render()
    }
}
