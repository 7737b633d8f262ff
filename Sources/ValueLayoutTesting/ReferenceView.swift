import Foundation
import ValueLayout

/// An in-memory view that records what ValueLayout does to it, so realisation and animation can
/// be checked without a UI framework (on Linux, in tests, in a playground).
///
/// It keeps its frame, parent and children like a platform view, and counts every operation:
/// frame changes (with their history), insertions, removals and configurations. Describe a layout's
/// view with ``describe(_:)`` to have each configuration recorded. Subclass it to get views of
/// another view type (recycling matches view types).
///
/// ```swift
/// let host = ReferenceView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "host")
/// let layout = SizeLayout(width: 50, height: 50, viewReuseId: "avatar",
///                         view: ReferenceView.describe("avatar image"))
/// layout.arrangement().makeViews(in: host)
/// print(host.treeDescription)
/// ```
@MainActor
open class ReferenceView: LayoutView {
    /// A name for test output; `nil` for views the library makes.
    public var name: String?
    /// The frames this view was given after it was created, in order.
    public private(set) var frameHistory: [CGRect] = []
    /// How many times this view was inserted into a parent (including moves within one).
    public private(set) var insertionCount = 0
    /// How many times this view was removed from a parent by ``removeFromParentView()``.
    public private(set) var removalCount = 0
    /// The content identifier passed by each configuration made through ``describe(_:)``, in order.
    public private(set) var configurations: [String?] = []
    private weak var parent: ReferenceView?
    /// The children, back to front.
    public private(set) var children: [ReferenceView] = []

    /// The view's frame in its parent's coordinates, in points; each change is appended to
    /// ``frameHistory``.
    public var frame: CGRect {
        didSet { frameHistory.append(frame) }
    }

    /// What ValueLayout remembers about this view; `nil` when the app made it.
    public var layoutRecord: LayoutViewRecord?

    /// A view with the given frame and name.
    public required init(frame: CGRect = .zero, name: String? = nil) {
        self.frame = frame
        self.name = name
    }

    /// The parent view, or `nil`.
    public var parentView: (any LayoutView)? { parent }

    /// The children, back to front.
    public var childViews: [any LayoutView] { children }

    /// The parent as a reference view.
    public var superview: ReferenceView? { parent }

    /// Inserts `view` (a ``ReferenceView``) at `index`, first removing it from its parent.
    ///
    /// - Complexity: O(number of children).
    public final func insertChildView(_ view: any LayoutView, at index: Int) {
        guard let view = view as? ReferenceView else {
            preconditionFailure("ReferenceView can only hold ReferenceViews, not \(type(of: view))")
        }
        var ancestor: ReferenceView? = self
        while let current = ancestor {
            precondition(current !== view, "ReferenceView: inserting a view into its own subtree")
            ancestor = current.parent
        }
        view.detach()
        precondition(index >= 0 && index <= children.count, "ReferenceView: index \(index) out of range")
        children.insert(view, at: index)
        view.parent = self
        view.insertionCount += 1
    }

    /// Removes this view from its parent, counting the removal; does nothing without a parent.
    public final func removeFromParentView() {
        guard parent != nil else { return }
        detach()
        removalCount += 1
    }

    private func detach() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The scroll content size the library last gave this view (the view of a
    /// ``/ValueLayout/ScrollLayout``), or `nil` if it never gave one.
    public private(set) var scrollContentSize: CGSize?

    /// Records `size` as ``scrollContentSize``, as a scroll view would set its content size.
    public final func setScrollContentSize(_ size: CGSize) {
        scrollContentSize = size
    }

    /// Makes an empty reference view (the container of a hostless realisation).
    public static func makeContainerView() -> any LayoutView { ReferenceView() }

    /// Records a configuration with content identifier `contentID`.
    public final func recordConfiguration(_ contentID: String?) {
        configurations.append(contentID)
    }

    /// Describes a view of this class whose configuration records `contentID`: the usual
    /// ``/ValueLayout/Layout/view`` of test layouts. Call it on a subclass to describe views of
    /// another view type.
    ///
    /// - Parameter contentID: The description's ``/ValueLayout/ViewDescription/contentID``, also
    ///   recorded in ``configurations`` by each configuration.
    public nonisolated static func describe(_ contentID: String? = nil) -> ViewDescription {
        let type = self
        return ViewDescription(
            type, contentID: contentID, make: { type.init() },
            configure: { $0.recordConfiguration(contentID) })
    }

    /// Every descendant, depth first, back to front (this view excluded).
    ///
    /// - Complexity: O(number of descendants), without recursion.
    public var descendants: [ReferenceView] {
        var result: [ReferenceView] = []
        var pending = Array(children.reversed())
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.children.reversed())
        }
        return result
    }

    /// The tree below and including this view, one line per view, children indented two spaces:
    /// the name or `view`, the frame `(x, y, width, height)`, the reuse identifier in quotes, and
    /// `[app]` for a view ValueLayout did not make. For example:
    ///
    /// ```
    /// host (0, 0, 250, 250) [app]
    ///   view (10, 10, 100, 100) "bigSquare"
    /// ```
    ///
    /// - Complexity: O(number of descendants), without recursion.
    public var treeDescription: String {
        var text = ""
        var pending: [(ReferenceView, Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            text += String(repeating: "  ", count: depth) + (view.name ?? "view")
            let frame = view.frame
            text += " (\(Self.format(frame.minX)), \(Self.format(frame.minY)), "
            text += "\(Self.format(frame.width)), \(Self.format(frame.height)))"
            if let id = view.layoutRecord?.reuseId { text += " " + id.debugDescription }
            if view.layoutRecord == nil { text += " [app]" }
            text += "\n"
            for child in view.children.reversed() { pending.append((child, depth + 1)) }
        }
        return text
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
    }
}
