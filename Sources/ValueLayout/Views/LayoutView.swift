import Foundation

/// A view that ValueLayout can create, position, nest, find and remove: the one seam between an
/// arrangement and a UI framework.
///
/// `UIView` and `NSView` conform through the thin adapters in `Platform/`; `ReferenceView` (in
/// `ValueLayoutTesting`) and ``HTMLElementView`` conform without any UI framework, so realising an
/// arrangement (``LayoutArrangement/makeViews(in:direction:)``) and applying an
/// ``AnimationPlan`` run and are tested on Linux.
///
/// All view work happens on the main actor. Measuring and arranging never touch a view.
///
/// ## Conforming
/// - ``frame`` is in the parent view's coordinate space, in points, with the origin at the top
///   left and y growing downwards (an AppKit view should be flipped).
/// - ``insertChildView(_:at:)`` must *move* a view that already has a parent: remove it from its
///   current parent (which may be this view), then insert it so that it ends up at `index` among
///   this view's children. Children are ordered back to front.
/// - ``layoutRecord`` is storage the library owns: keep whatever it sets and return it unchanged
///   (platform views keep it as an associated object). A view whose record is `nil` was not made
///   by ValueLayout, and ValueLayout never removes it.
@MainActor
public protocol LayoutView: AnyObject {
    /// The view's frame in its parent's coordinate space, in points.
    var frame: CGRect { get set }

    /// The view this view is a child of, or `nil`.
    var parentView: (any LayoutView)? { get }

    /// The view's children, back to front.
    var childViews: [any LayoutView] { get }

    /// Inserts `view` at `index` among this view's children, first removing it from its current
    /// parent (see the protocol's discussion).
    ///
    /// - Parameters:
    ///   - view: The view to insert; a view of the same platform as this one.
    ///   - index: Its position among this view's children once inserted, from 0 (backmost) to the
    ///     number of other children (frontmost).
    func insertChildView(_ view: any LayoutView, at index: Int)

    /// Removes this view from its parent; does nothing if it has none.
    func removeFromParentView()

    /// What ValueLayout remembers about a view it made (its reuse identifier, its view type, the
    /// host that owns it); `nil` for a view the app made. Only ValueLayout sets it.
    var layoutRecord: LayoutViewRecord? { get set }

    /// Tells the view of a scrolling layout (a ``ScrollLayout``) how large its content is, in
    /// points (``LayoutArrangement/scrollContentSize``), each time its frame is set. A `UIView`
    /// that is a `UIScrollView` sets its `contentSize`; by default a view ignores it.
    func setScrollContentSize(_ size: CGSize)

    /// Makes an empty, plain view of this platform to hold several top-level views, used by
    /// ``LayoutArrangement/makeViews(in:direction:)`` when it is given no host and the arrangement
    /// has more than one top-level view.
    static func makeContainerView() -> any LayoutView
}

extension LayoutView {
    /// Ignores the size: a view that does not scroll.
    public func setScrollContentSize(_ size: CGSize) {}

    /// Adds `view` as this view's frontmost child, first removing it from its current parent.
    ///
    /// - Complexity: that of ``insertChildView(_:at:)``, plus one read of ``childViews``.
    public func addChildView(_ view: any LayoutView) {
        let count = childViews.count
        let alreadyChild = view.parentView === self
        insertChildView(view, at: alreadyChild ? count - 1 : count)
    }

    /// The reuse identifier ValueLayout gave this view, or `nil` (an app-made view, or a library
    /// view without a reuse identifier).
    public var layoutReuseId: String? { layoutRecord?.reuseId }

    /// The first descendant (depth first, back to front, this view excluded) that ValueLayout made
    /// for a layout whose reuse identifier is `reuseId`.
    ///
    /// Descends into every descendant, including hierarchies made by other realisations.
    ///
    /// - Complexity: O(number of descendants), without recursion.
    public func descendant(withReuseId reuseId: String) -> (any LayoutView)? {
        var pending = Array(childViews.reversed())
        while let view = pending.popLast() {
            if view.layoutRecord?.reuseId == reuseId { return view }
            pending.append(contentsOf: view.childViews.reversed())
        }
        return nil
    }

    /// This view's frame converted to the coordinate space of `ancestor` (the sum of the frame
    /// origins on the way up), or `nil` if `ancestor` is not an ancestor of this view.
    ///
    /// - Complexity: O(depth of this view below `ancestor`).
    public func frame(in ancestor: any LayoutView) -> CGRect? {
        var frame = self.frame
        var parent = parentView
        while let view = parent {
            if view === ancestor { return frame }
            frame.origin.x += view.frame.origin.x
            frame.origin.y += view.frame.origin.y
            parent = view.parentView
        }
        return nil
    }
}
