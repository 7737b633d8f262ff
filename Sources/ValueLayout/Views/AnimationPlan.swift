import Foundation

/// The difference between two arrangements, view by view: which views move (and between which
/// parents), which are inserted and which are removed, with every frame a host needs to animate
/// the change without a visible jump.
///
/// A plan is an immutable, `Sendable` value: compute it wherever the arrangements were computed,
/// inspect it, then apply it to a host on the main actor with ``apply(to:animator:)`` (or
/// ``prepare(in:)`` and ``PreparedAnimation``).
///
/// **Matching.** Views are matched exactly as ``LayoutArrangement/makeViews(in:direction:)``
/// recycles them: by reuse identifier and view type, and a view without a reuse identifier by its
/// position (the n-th view of its type without an identifier under the same matched parent). A
/// layout whose view type changed is a removal plus an insertion.
///
/// **Frames.** Every frame is in the coordinate space of the view's parent *view* (layouts without
/// a view are flattened), or of the host for a top-level view; the `…InHost` frames are in the
/// host's. Old frames are laid out for `previousDirection`, new ones for ``direction``, each
/// mirrored at realisation as `makeViews` would when it differs from its arrangement's own.
///
/// - Complexity: Building a plan is O(n) in the number of nodes of both arrangements (one
///   pre-order walk of each and a hash look-up per view).
public struct AnimationPlan: Sendable {
    /// How an inserted view enters and a removed view leaves.
    public enum InsertionStyle: Sendable, Hashable {
        /// An inserted view starts at its final frame (a host fades it in); a removed view keeps
        /// its last frame (a host fades it out).
        case fade
        /// An inserted view grows from a zero-size frame at the centre of its final frame; a
        /// removed view shrinks to the centre of its last frame.
        case grow

        /// The frame a view whose final frame is `frame` starts from (or, removed, ends at).
        public func startFrame(for frame: CGRect) -> CGRect {
            switch self {
            case .fade: return frame
            case .grow: return CGRect(x: frame.midX, y: frame.midY, width: 0, height: 0)
            }
        }
    }

    /// The parent view of a view: the host, or a library-made view.
    public enum Parent: Sendable, Hashable {
        /// The host (the view is top-level).
        case host
        /// The view made for the layout with this reuse identifier (`nil`: a layout without one).
        case view(reuseId: String?)

        /// The parent's reuse identifier; `nil` for the host or a parent without one.
        public var reuseId: String? {
            if case .view(let id) = self { return id }
            return nil
        }
    }

    /// A view present in both arrangements.
    public struct Move: Sendable, Equatable {
        /// The layout's reuse identifier, or `nil` for a view matched by position.
        public let reuseId: String?
        /// The view type's name.
        public let viewTypeName: String
        /// The parent before.
        public let oldParent: Parent
        /// The parent after.
        public let newParent: Parent
        /// Whether the view changes parent (compared by identity, not only by ``Parent`` value).
        public let isReparented: Bool
        /// The frame before, in the old parent's coordinates.
        public let oldFrame: CGRect
        /// The frame after, in the new parent's coordinates.
        public let newFrame: CGRect
        /// The frame the view has once prepared: its old on-screen rectangle in the new parent's
        /// coordinates, as the new parent stands during preparation (at its own old place, or at
        /// its start frame if it is inserted). Equals ``oldFrame`` when the parent and its place
        /// do not change.
        public let preparedFrame: CGRect
        /// The frame before, in the host's coordinates.
        public let oldFrameInHost: CGRect
        /// The frame after, in the host's coordinates.
        public let newFrameInHost: CGRect
        /// Whether the view's configuration changed: its ``ViewDescription/contentID`` differs.
        public let configurationChanged: Bool

        /// Whether the view changes frame or parent.
        public var isMoving: Bool { isReparented || oldFrame != newFrame }
    }

    /// A view only the new arrangement has.
    public struct Insertion: Sendable, Equatable {
        /// The layout's reuse identifier, or `nil`.
        public let reuseId: String?
        /// The view type's name.
        public let viewTypeName: String
        /// The parent it is inserted into.
        public let parent: Parent
        /// Its final frame, in the parent's coordinates.
        public let frame: CGRect
        /// The frame it starts from, in the parent's coordinates (see ``InsertionStyle``).
        public let startFrame: CGRect
        /// Its final frame, in the host's coordinates.
        public let frameInHost: CGRect
    }

    /// A view only the old arrangement has. It stays until the animation completes.
    public struct Removal: Sendable, Equatable {
        /// The layout's reuse identifier, or `nil`.
        public let reuseId: String?
        /// The view type's name.
        public let viewTypeName: String
        /// The parent it leaves.
        public let parent: Parent
        /// Its last frame, in the parent's coordinates.
        public let frame: CGRect
        /// The frame it ends at before it is removed (see ``InsertionStyle``).
        public let endFrame: CGRect
        /// Its last frame, in the host's coordinates.
        public let frameInHost: CGRect
    }

    /// Every view present in both arrangements, in the new arrangement's pre-order, moving or not.
    public let moves: [Move]
    /// Every view only the new arrangement has, in its pre-order.
    public let insertions: [Insertion]
    /// Every view only the old arrangement has, in its pre-order.
    public let removals: [Removal]
    /// Duplicate reuse identifiers in the new arrangement, then any others in the old one.
    public let diagnostics: [ViewDiagnostic]
    /// The arrangement the plan animates to.
    public let target: LayoutArrangement
    /// The direction the new frames are realised for.
    public let direction: LayoutDirection
    /// The direction the old frames were realised for.
    public let previousDirection: LayoutDirection
    /// How inserted views enter and removed views leave.
    public let insertionStyle: InsertionStyle

    let targetTree: ViewTree
    private let moveIndex: [String: Int]
    private let insertionIndex: [String: Int]
    private let removalIndex: [String: Int]

    /// The move of the view with reuse identifier `reuseId`, if it is in both arrangements.
    /// - Complexity: O(1) on average.
    public func move(_ reuseId: String) -> Move? { moveIndex[reuseId].map { moves[$0] } }
    /// The insertion of the view with reuse identifier `reuseId`, if only the new arrangement has it.
    /// - Complexity: O(1) on average.
    public func insertion(_ reuseId: String) -> Insertion? { insertionIndex[reuseId].map { insertions[$0] } }
    /// The removal of the view with reuse identifier `reuseId`, if only the old arrangement has it.
    /// - Complexity: O(1) on average.
    public func removal(_ reuseId: String) -> Removal? { removalIndex[reuseId].map { removals[$0] } }

    /// The plan that animates views realised from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: The arrangement the host currently shows.
    ///   - new: The arrangement to animate to.
    ///   - direction: The direction `new` is realised for; `nil` means `new.direction`.
    ///   - previousDirection: The direction `old` was realised for; `nil` means `old.direction`.
    ///   - insertionStyle: How inserted views enter and removed views leave (default `.fade`).
    /// - Complexity: O(n) in the number of nodes of both arrangements.
    public init(
        from old: LayoutArrangement, to new: LayoutArrangement, direction: LayoutDirection? = nil,
        previousDirection: LayoutDirection? = nil, insertionStyle: InsertionStyle = .fade
    ) {
        let direction = direction ?? new.direction
        let previousDirection = previousDirection ?? old.direction
        let oldTree = ViewTree(old, mirrored: previousDirection != old.direction)
        let newTree = ViewTree(new, mirrored: direction != new.direction)
        let diff = ViewTreeDiff(old: oldTree, new: newTree, insertionStyle: insertionStyle)
        self.moves = diff.moves
        self.insertions = diff.insertions
        self.removals = diff.removals
        let newDuplicates = Set(newTree.duplicates)
        self.diagnostics = newTree.duplicates + oldTree.duplicates.filter { !newDuplicates.contains($0) }
        self.target = new
        self.direction = direction
        self.previousDirection = previousDirection
        self.insertionStyle = insertionStyle
        self.targetTree = newTree
        self.moveIndex = Self.index(moves.map(\.reuseId))
        self.insertionIndex = Self.index(insertions.map(\.reuseId))
        self.removalIndex = Self.index(removals.map(\.reuseId))
    }

    private static func index(_ ids: [String?]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, id) in ids.enumerated() {
            if let id, index[id] == nil { index[id] = position }
        }
        return index
    }
}

extension LayoutArrangement {
    /// The plan that animates views realised from `previous` to this arrangement; see
    /// ``AnimationPlan/init(from:to:direction:previousDirection:insertionStyle:)``.
    ///
    /// - Complexity: O(n) in the number of nodes of both arrangements.
    public func animationPlan(
        from previous: LayoutArrangement, direction: LayoutDirection? = nil,
        previousDirection: LayoutDirection? = nil, insertionStyle: AnimationPlan.InsertionStyle = .fade
    ) -> AnimationPlan {
        AnimationPlan(
            from: previous, to: self, direction: direction, previousDirection: previousDirection,
            insertionStyle: insertionStyle)
    }
}
