import Foundation

extension LayoutArrangement {
    /// Makes, recycles and positions the views of this arrangement: one view for each layout that
    /// has a ``Layout/view``.
    ///
    /// **Flattening.** A layout without a view is only geometry: its descendants' views become
    /// children of the nearest ancestor's view (or of the host), with its offset added to their
    /// frames.
    ///
    /// **Recycling.** The host's views that an earlier realisation *in this host* made are reused:
    /// a layout with a reuse identifier takes the view made for the same identifier and the same
    /// view type, wherever it was in the host; a layout without one takes, among the views without
    /// an identifier that the same parent view held, the next one of the same view type (so the
    /// n-th such view of a type under a parent is recycled as the n-th). Reused and new views are
    /// configured with their layout's ``ViewDescription/configure``.
    ///
    /// **Removing.** Views this host's earlier realisations made and nothing reused are removed.
    /// Views the app made (without a ``LayoutView/layoutRecord``) are never removed or moved,
    /// although they leave with a library-made parent that is removed. Views made by a
    /// realisation into another view (a nested `makeViews`) are never recycled, removed or looked
    /// into, and keep their own views.
    ///
    /// **Order.** Each parent's library-made children are in pre-order (source order, back to
    /// front); realising the same arrangement again inserts, removes and moves nothing.
    ///
    /// **Direction.** When `direction` differs from ``direction`` (the direction the frames were
    /// computed for), every frame below the root is mirrored within its parent
    /// (x′ = parentWidth − x − width) as it is realised; the root keeps its frame. This gives the
    /// same views as arranging with that direction when the root fills the rectangle it was
    /// arranged in (as it does with `arrangement(width:)`).
    ///
    /// **Duplicate reuse identifiers.** The first layout with views in pre-order keeps the
    /// identifier; later ones are realised as if they had none. Each duplicated identifier is
    /// reported in ``MadeViews/diagnostics`` and to ``ViewDiagnostic/handler``.
    ///
    /// - Parameters:
    ///   - host: The view to realise into: the root layout's view (or, if it has none, its
    ///     descendants' top-level views) becomes its child, at the root's frame. Without a host,
    ///     the views are new and the result's ``MadeViews/rootView`` holds them.
    ///   - direction: The direction to realise for; `nil` (the default) means ``direction``.
    /// - Returns: The root view, every realised view, counts and diagnostics.
    /// - Complexity: O(n + m), where n is the number of arrangement nodes and m the number of the
    ///   host's descendants outside nested realisations, when no view changes position among its
    ///   siblings (see `docs/views-and-animation.md` for reordering).
    @MainActor @discardableResult
    public func makeViews(in host: (any LayoutView)? = nil, direction: LayoutDirection? = nil)
        -> MadeViews
    {
        let tree = ViewTree(self, mirrored: (direction ?? self.direction) != self.direction)
        let result: ViewRecycler.Result
        let rootView: (any LayoutView)?
        if let host {
            result = ViewRecycler.realise(tree, host: host, owner: host, mode: .immediate)
            rootView = host
        } else if tree.nodes.isEmpty {
            result = ViewRecycler.Result()
            rootView = nil
        } else {
            let first = ViewRecycler.makeView(tree.nodes[0].view)
            if tree.topLevel.count == 1 {
                result = ViewRecycler.realise(tree, host: nil, owner: first, rootView: first, mode: .immediate)
                rootView = first
            } else {
                let container = type(of: first).makeContainerView()
                container.frame = frame
                container.layoutRecord = LayoutViewRecord(
                    reuseId: nil, viewType: ObjectIdentifier(type(of: container)), owner: container)
                result = ViewRecycler.realise(
                    tree, host: container, owner: container, rootView: first, topLevelOffset: frame.origin,
                    mode: .immediate)
                rootView = container
            }
        }
        ViewDiagnostic.report(tree.duplicates)
        return MadeViews(
            rootView: rootView, views: result.views,
            createdCount: result.recycled.lazy.filter { !$0 }.count,
            recycledCount: result.recycled.lazy.filter { $0 }.count,
            removedCount: result.unmatched.count, diagnostics: tree.duplicates)
    }
}
