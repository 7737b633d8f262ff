/// The view a layout becomes when an arrangement is realised: its type, how to make one, and how to
/// configure it.
///
/// A layout needs a view exactly when it has a view description; a layout without one is only
/// geometry, and realisation flattens it (its children are re-parented with offset frames).
/// Making and configuring run on the main actor; measuring and arranging never call them, so a
/// description can be built, carried and compared on any thread.
///
/// The description names no UI framework: `V` is any class, for example `UILabel`, `NSView`, or an
/// in-memory test view.
///
/// Equality and hashing compare the view *type* and the ``contentID`` only: closures cannot be
/// compared. Two layouts that differ only in their configuration closures compare equal as
/// layouts, which is what a measurement cache wants (configuration does not change geometry).
/// To let an animation plan see that a view's configuration changed, give each distinct
/// configuration its own `contentID`.
public struct ViewDescription: Sendable, Hashable {
    /// The identity of the view's class.
    public let viewType: ObjectIdentifier
    /// The view class's name, for diagnostics and snapshots.
    public let viewTypeName: String
    /// An optional identifier of the configuration's content (for example the text a label shows).
    public let contentID: String?
    /// Makes a new, unconfigured view.
    public let makeView: @MainActor @Sendable () -> AnyObject
    /// Applies the configuration to a view of ``viewType``.
    public let configure: @MainActor @Sendable (AnyObject) -> Void

    /// Describes a view of class `type`.
    ///
    /// - Parameters:
    ///   - type: The view's class.
    ///   - contentID: Identifies the configuration's content; see the type's discussion.
    ///   - make: Makes a new view (for example `{ UILabel() }`).
    ///   - configure: Configures a view, new or recycled, on the main actor.
    public init<V: AnyObject>(
        _ type: V.Type,
        contentID: String? = nil,
        make: @escaping @MainActor @Sendable () -> V,
        configure: @escaping @MainActor @Sendable (V) -> Void = { _ in }
    ) {
        self.viewType = ObjectIdentifier(type)
        self.viewTypeName = String(describing: type)
        self.contentID = contentID
        self.makeView = make
        self.configure = { view in
            // A recycled view of another class is never handed to this closure: realisation
            // matches views by `viewType` first.
            if let view = view as? V { configure(view) }
        }
    }

    /// Whether two descriptions name the same view type and content identifier.
    public static func == (lhs: ViewDescription, rhs: ViewDescription) -> Bool {
        lhs.viewType == rhs.viewType && lhs.contentID == rhs.contentID
    }

    /// Hashes the view type and content identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(viewType)
        hasher.combine(contentID)
    }
}
