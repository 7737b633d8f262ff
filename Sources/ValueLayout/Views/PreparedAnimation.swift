import Foundation

/// A host whose views have been prepared for an ``AnimationPlan``: recycled views reparented
/// without moving on screen, inserted views made, configured and placed at their start frames,
/// removed views still in place.
///
/// Call ``apply()`` inside the platform's animation block, and ``complete()`` when the animation
/// completes; ``AnimationPlan/apply(to:animator:)`` does both through an animator closure.
///
/// ```swift
/// let prepared = plan.prepare(in: host)
/// prepared.insertedViews.forEach { ($0 as! UIView).alpha = 0 }
/// UIView.animate(withDuration: 0.3, animations: {
///     prepared.apply()
///     prepared.insertedViews.forEach { ($0 as! UIView).alpha = 1 }
///     prepared.removedViews.forEach { ($0 as! UIView).alpha = 0 }
/// }, completion: { _ in prepared.complete() })
/// ```
@MainActor
public final class PreparedAnimation {
    /// The view of every layout of the plan's target that has one, in pre-order.
    public let views: [any LayoutView]
    /// The views that were made for the target (already configured, at their start frames).
    public let insertedViews: [any LayoutView]
    /// The host's library-made views the target does not use; removed by ``complete()``.
    public let removedViews: [any LayoutView]
    /// Duplicate reuse identifiers of the target; each was also passed to ``ViewDiagnostic/handler``.
    public let diagnostics: [ViewDiagnostic]
    /// Whether ``apply()`` has run.
    public private(set) var isApplied = false
    /// Whether ``complete()`` has run.
    public private(set) var isCompleted = false

    private let finalFrames: [CGRect]
    private let descriptions: [ViewDescription]
    private let recycled: [Bool]
    private let insertionStyle: AnimationPlan.InsertionStyle

    init(
        views: [any LayoutView], recycled: [Bool], removedViews: [any LayoutView], tree: ViewTree,
        insertionStyle: AnimationPlan.InsertionStyle
    ) {
        self.views = views
        self.recycled = recycled
        self.insertedViews = zip(views, recycled).filter { !$0.1 }.map(\.0)
        self.removedViews = removedViews
        self.diagnostics = tree.duplicates
        self.finalFrames = tree.nodes.map(\.frame)
        self.descriptions = tree.nodes.map(\.view)
        self.insertionStyle = insertionStyle
    }

    /// Gives every view its final frame, configures the recycled views (inserted ones were
    /// configured when they were made), and moves removed views to their end frames (with
    /// ``AnimationPlan/InsertionStyle/grow``, a zero-size frame at their centre). Call it inside
    /// the animation block. Runs once; later calls do nothing.
    ///
    /// - Complexity: O(n) in the number of views.
    public func apply() {
        guard !isApplied else { return }
        isApplied = true
        for index in views.indices {
            let view = views[index]
            if view.frame != finalFrames[index] { view.frame = finalFrames[index] }
            if recycled[index] { descriptions[index].configure(view) }
        }
        if insertionStyle == .grow {
            for view in removedViews { view.frame = insertionStyle.startFrame(for: view.frame) }
        }
    }

    /// Removes the removed views from their parents. Call it when the animation completes
    /// (whether or not it finished). Runs once; later calls do nothing.
    ///
    /// - Complexity: O(number of removed views).
    public func complete() {
        guard !isCompleted else { return }
        isCompleted = true
        for view in removedViews { view.removeFromParentView() }
    }
}
