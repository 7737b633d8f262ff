import Foundation

/// What ValueLayout remembers about a view it made: the reuse identifier of the layout it was made
/// for, the view type its ``ViewDescription`` named, and the host that owns it.
///
/// A view's record is what separates the library's views from the app's: a realisation only
/// recycles or removes views whose record names its own host as ``owner``. Views the app made
/// have no record and are left alone; views made by another realisation (a `makeViews` into a
/// view nested inside this host) name another owner and are neither recycled, removed nor
/// descended into.
@MainActor
public final class LayoutViewRecord {
    /// The reuse identifier of the layout the view was made for, or `nil` when the layout had none
    /// (or repeated another layout's; see ``ViewDiagnostic/duplicateReuseId(_:count:)``).
    public let reuseId: String?
    /// The ``ViewDescription/viewType`` the view was made for; a view is only recycled for a
    /// description naming the same type.
    public let viewType: ObjectIdentifier
    /// The host the view was realised in (for a realisation without a host, the view returned as
    /// its root). Held weakly.
    public private(set) weak var owner: AnyObject?

    /// A record for a view made for a layout with `reuseId` and view type `viewType`, owned by
    /// `owner`. Only the library needs to make records.
    public init(reuseId: String?, viewType: ObjectIdentifier, owner: AnyObject?) {
        self.reuseId = reuseId
        self.viewType = viewType
        self.owner = owner
    }
}
