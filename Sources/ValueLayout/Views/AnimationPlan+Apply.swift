import Foundation

extension AnimationPlan {
    /// Runs an animation: calls `animations` inside the platform's animation block and
    /// `completion` when it ends, passing whether it finished.
    ///
    /// On UIKit: `{ animations, completion in UIView.animate(withDuration: 0.3, animations:
    /// animations, completion: completion) }`.
    public typealias Animator =
        @MainActor @Sendable (
            _ animations: @escaping @MainActor @Sendable () -> Void,
            _ completion: @escaping @MainActor @Sendable (Bool) -> Void
        ) -> Void

    /// An animator without animation: runs the animations, then the completion, at once. What the
    /// reference host and tests use.
    public static let immediately: Animator = { animations, completion in
        animations()
        completion(true)
    }

    /// Prepares `host` for the animation: the first step of ``apply(to:animator:)``.
    ///
    /// The target arrangement is realised in `host` by the rules of
    /// ``LayoutArrangement/makeViews(in:direction:)`` (same recycling, same order), except that
    /// recycled views keep their frames' sizes and their on-screen positions (a reparented view
    /// gets its old rectangle converted into its new parent's coordinates) and are not yet
    /// configured; inserted views are made, configured and put at their start frame; and views the
    /// target does not use stay where they are.
    ///
    /// Preparation works from the views actually in `host`, so it is right even if the host does
    /// not show exactly the plan's old arrangement; when it does, each recycled view's frame is the
    /// plan's ``Move/preparedFrame``.
    ///
    /// - Complexity: that of `makeViews`: O(n + m) for n target nodes and m host descendants.
    @MainActor @discardableResult
    public func prepare(in host: any LayoutView) -> PreparedAnimation {
        let result = ViewRecycler.realise(
            targetTree, host: host, owner: host, mode: .prepare(insertionStyle))
        ViewDiagnostic.report(targetTree.duplicates)
        return PreparedAnimation(
            views: result.views, recycled: result.recycled, removedViews: result.unmatched, tree: targetTree,
            insertionStyle: insertionStyle)
    }

    /// Animates `host` to the plan's target: ``prepare(in:)``, then ``PreparedAnimation/apply()``
    /// inside `animator`'s animations, then ``PreparedAnimation/complete()`` (removed views leave)
    /// in its completion.
    ///
    /// - Parameters:
    ///   - host: The view the old arrangement was realised in.
    ///   - animator: Runs the animation block (for example with `UIView.animate`); by default
    ///     ``immediately``.
    /// - Returns: The prepared animation, for inspection (its views, inserted and removed views).
    @MainActor @discardableResult
    public func apply(to host: any LayoutView, animator: Animator = AnimationPlan.immediately)
        -> PreparedAnimation
    {
        let prepared = prepare(in: host)
        animator({ prepared.apply() }, { _ in prepared.complete() })
        return prepared
    }
}
