import Foundation

/// What ``LayoutArrangement/makeViews(in:direction:)`` did: the root view, the view of every
/// layout that has one, and how many views were made, recycled and removed.
public struct MadeViews {
    /// The host when one was given; otherwise the single top-level view, or a container holding
    /// several (made by the first top-level view's type's ``LayoutView/makeContainerView()``), or
    /// `nil` when no layout in the arrangement has a view.
    public let rootView: (any LayoutView)?
    /// The view of every layout that has one, in pre-order (parents before children, children in
    /// source order).
    public let views: [any LayoutView]
    /// How many views were made.
    public let createdCount: Int
    /// How many of the host's library-made views were reused.
    public let recycledCount: Int
    /// How many of the host's library-made views were removed because nothing reused them.
    public let removedCount: Int
    /// Everything that was handled in a documented but probably unintended way, such as duplicate
    /// reuse identifiers. Each was also passed to ``ViewDiagnostic/handler``.
    public let diagnostics: [ViewDiagnostic]
}
