import Foundation

/// Turns a ``ViewTree`` into views inside a host, recycling the host's library-made views: the
/// engine behind ``LayoutArrangement/makeViews(in:direction:)`` and ``AnimationPlan/prepare(in:)``.
///
/// The rules (see `docs/views-and-animation.md`):
///
/// 1. **Collect.** Walk the host's descendants. A view whose record names this host as owner is
///    *recyclable*: by reuse identifier if it has one, otherwise by position. A view without a
///    record (the app's) is left where it is, and its children are looked at. A view whose
///    record names another owner belongs to a nested realisation: it and its subtree are skipped.
/// 2. **Match.** For each view node in pre-order: a node with a reuse identifier takes the
///    recyclable view with that identifier if it was made for the same view type; a node
///    without one takes the next unused recyclable view without an identifier, of the same view
///    type, that was a child of the same parent view (the *same object*: the recycled parent, or
///    the host). Otherwise a new view is made and given a record.
/// 3. **Place.** Each parent's library children are put in tree order; views that stay in a
///    parent keep their positions among the parent's other children (see ``place(_:in:)``).
/// 4. **Purge.** Recyclable views that were not matched are removed (in prepare mode they are
///    returned instead, to be removed when the animation completes).
@MainActor
struct ViewRecycler {
    enum Mode {
        /// Set final frames and configure every view now; remove unmatched views now.
        case immediate
        /// Keep recycled views where they are on screen (reparenting them with converted
        /// frames), put new views at their start frame, configure only new views, and keep
        /// unmatched views.
        case prepare(AnimationPlan.InsertionStyle)
    }

    struct Result {
        /// One view per tree node, in pre-order.
        var views: [any LayoutView] = []
        /// Whether each view was recycled (rather than made).
        var recycled: [Bool] = []
        /// Library views of the host that were not matched (removed already in immediate mode).
        var unmatched: [any LayoutView] = []
    }

    private struct PoolKey: Hashable {
        let parent: ObjectIdentifier
        let viewType: ObjectIdentifier
    }

    /// Realises `tree`.
    ///
    /// - Parameters:
    ///   - tree: The views to realise.
    ///   - host: The view that holds the top-level views, or `nil` when the tree's single
    ///     top-level view is `rootView`.
    ///   - owner: The object recorded as the owner of every view made (the host, or the root of
    ///     a hostless realisation).
    ///   - rootView: A view already made for node 0, used instead of making one.
    ///   - topLevelOffset: Subtracted from the frames of top-level views (a hostless container's
    ///     origin).
    ///   - mode: Immediate realisation or animation preparation.
    /// - Complexity: O(n + m) view operations and dictionary look-ups, where n is the number of
    ///   view nodes and m the number of the host's descendants outside nested realisations, when
    ///   no view changes position among its siblings; each view that does costs O(k) array work
    ///   for a parent of k children.
    static func realise(
        _ tree: ViewTree, host: (any LayoutView)?, owner: AnyObject, rootView: (any LayoutView)? = nil,
        topLevelOffset: CGPoint = .zero, mode: Mode
    ) -> Result {
        // 1. Collect.
        var byId: [String: any LayoutView] = [:]
        var pools: [PoolKey: [any LayoutView]] = [:]
        var recyclable: [any LayoutView] = []
        var originsInHost: [ObjectIdentifier: CGPoint] = [:]
        let preparing: Bool
        if case .prepare = mode { preparing = true } else { preparing = false }
        if let host {
            var pending: [(view: any LayoutView, parentOrigin: CGPoint)] =
                host.childViews.reversed().map { ($0, .zero) }
            while let (view, parentOrigin) = pending.popLast() {
                let origin = CGPoint(
                    x: parentOrigin.x + view.frame.origin.x, y: parentOrigin.y + view.frame.origin.y)
                if let record = view.layoutRecord {
                    guard record.owner === owner else { continue }
                    recyclable.append(view)
                    if preparing { originsInHost[ObjectIdentifier(view)] = origin }
                    if let id = record.reuseId, byId[id] == nil {
                        byId[id] = view
                    } else if record.reuseId == nil, let parent = view.parentView {
                        let key = PoolKey(parent: ObjectIdentifier(parent), viewType: record.viewType)
                        pools[key, default: []].append(view)
                    }
                }
                for child in view.childViews.reversed() { pending.append((child, origin)) }
            }
        }
        var poolCursors: [PoolKey: Int] = [:]

        // 2. Match, frame and configure.
        var result = Result()
        result.views.reserveCapacity(tree.nodes.count)
        result.recycled.reserveCapacity(tree.nodes.count)
        var used = Set<ObjectIdentifier>()
        var desiredChildren: [[any LayoutView]] = Array(repeating: [], count: tree.nodes.count + 1)
        var preparedOrigins: [CGPoint] = []
        if preparing { preparedOrigins.reserveCapacity(tree.nodes.count) }
        for (index, node) in tree.nodes.enumerated() {
            let parent: (any LayoutView)? = node.parent == -1 ? host : result.views[node.parent]
            var view: (any LayoutView)?
            if let id = node.reuseId {
                if let candidate = byId[id], candidate.layoutRecord?.viewType == node.view.viewType {
                    byId[id] = nil
                    view = candidate
                }
            } else if let parent {
                let key = PoolKey(parent: ObjectIdentifier(parent), viewType: node.view.viewType)
                if let pool = pools[key] {
                    let cursor = poolCursors[key, default: 0]
                    if cursor < pool.count {
                        view = pool[cursor]
                        poolCursors[key] = cursor + 1
                    }
                }
            }
            let recycled = view != nil
            if view == nil {
                let made: any LayoutView
                if index == 0, let rootView {
                    made = rootView
                } else {
                    made = makeView(node.view)
                }
                made.layoutRecord = LayoutViewRecord(
                    reuseId: node.reuseId, viewType: node.view.viewType, owner: owner)
                view = made
            }
            let realised = view!
            used.insert(ObjectIdentifier(realised))
            var frame = node.frame
            if node.parent == -1 {
                frame.origin.x -= topLevelOffset.x
                frame.origin.y -= topLevelOffset.y
            }
            switch mode {
            case .immediate:
                if realised.frame != frame { realised.frame = frame }
                node.view.configure(realised)
            case .prepare(let style):
                let parentOrigin = node.parent == -1 ? CGPoint.zero : preparedOrigins[node.parent]
                if recycled, let origin = originsInHost[ObjectIdentifier(realised)] {
                    // Keep the on-screen position: the old origin in the host, expressed in the
                    // new parent's coordinates as they are during preparation.
                    let prepared = CGRect(
                        x: origin.x - parentOrigin.x, y: origin.y - parentOrigin.y,
                        width: realised.frame.size.width, height: realised.frame.size.height)
                    if realised.frame != prepared { realised.frame = prepared }
                    preparedOrigins.append(origin)
                } else {
                    let start = style.startFrame(for: frame)
                    if realised.frame != start { realised.frame = start }
                    node.view.configure(realised)
                    preparedOrigins.append(
                        CGPoint(x: parentOrigin.x + start.origin.x, y: parentOrigin.y + start.origin.y))
                }
            }
            if let contentSize = node.scrollContentSize { realised.setScrollContentSize(contentSize) }
            result.views.append(realised)
            result.recycled.append(recycled)
            desiredChildren[node.parent + 1].append(realised)
        }

        // 3. Place, parents before children (so a view is never inserted into its own descendant).
        if let host, !desiredChildren[0].isEmpty { place(desiredChildren[0], in: host) }
        for index in tree.nodes.indices where !desiredChildren[index + 1].isEmpty {
            place(desiredChildren[index + 1], in: result.views[index])
        }

        // 4. Purge.
        for view in recyclable where !used.contains(ObjectIdentifier(view)) {
            result.unmatched.append(view)
            if case .immediate = mode { view.removeFromParentView() }
        }
        return result
    }

    /// Makes the view `description` describes, which must conform to ``LayoutView``.
    static func makeView(_ description: ViewDescription) -> any LayoutView {
        let made = description.makeView()
        guard let view = made as? any LayoutView else {
            preconditionFailure(
                "ValueLayout: the view description for \(description.viewTypeName) made a "
                    + "\(type(of: made)), which does not conform to LayoutView")
        }
        return view
    }

    /// Makes `desired` the library children of `parent`, in that order, with as few insertions as
    /// the simple rule below allows.
    ///
    /// The *slots* are the positions, among `parent`'s current children, of the views in
    /// `desired`. The first views of `desired` fill the slots in order; the rest follow the last
    /// slot (or go to the front when there is none). Every other child (app-made views, views of
    /// nested realisations, views waiting to be purged) keeps its position. So a second
    /// realisation of the same arrangement inserts nothing, and app-made views keep their depth
    /// relative to the library's.
    ///
    /// - Complexity: O(k) when nothing moves, for a parent of k children after placement; each
    ///   insertion adds O(k).
    static func place(_ desired: [any LayoutView], in parent: any LayoutView) {
        var current = parent.childViews
        let wanted = Set(desired.map { ObjectIdentifier($0) })
        var target: [any LayoutView] = []
        target.reserveCapacity(current.count + desired.count)
        var next = 0
        var afterLastSlot: Int?
        for child in current {
            if wanted.contains(ObjectIdentifier(child)) {
                target.append(desired[next])
                next += 1
                afterLastSlot = target.count
            } else {
                target.append(child)
            }
        }
        let rest = desired[next...]
        target.insert(contentsOf: rest, at: afterLastSlot ?? target.count)
        for position in target.indices {
            let view = target[position]
            if position < current.count, current[position] === view { continue }
            parent.insertChildView(view, at: position)
            if let old = current[position...].firstIndex(where: { $0 === view }) {
                current.remove(at: old)
            }
            current.insert(view, at: position)
        }
    }
}
