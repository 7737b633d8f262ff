#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import ObjectiveC

    /// `NSView` as a ``LayoutView``: children are `subviews`, the record is an associated object.
    ///
    /// ValueLayout's frames have their origin at the top left: make hosts and views flipped
    /// (`isFlipped == true`), as ``makeContainerView()``'s container is.
    extension NSView: LayoutView {
        /// The superview.
        public var parentView: (any LayoutView)? { superview }

        /// The subviews, back to front.
        public var childViews: [any LayoutView] { subviews }

        /// Moves `view` to `index` among the subviews (AppKit has no `insertSubview(_:at:)`).
        public func insertChildView(_ view: any LayoutView, at index: Int) {
            guard let view = view as? NSView else {
                preconditionFailure("ValueLayout: an NSView can only hold NSViews, not \(type(of: view))")
            }
            if view.superview !== self { view.removeFromSuperview() }
            var reordered = subviews.filter { $0 !== view }
            reordered.insert(view, at: min(max(0, index), reordered.count))
            subviews = reordered
        }

        /// `removeFromSuperview()`.
        public func removeFromParentView() { removeFromSuperview() }

        /// Kept as an associated object (retained, non-atomic: main actor only).
        public var layoutRecord: LayoutViewRecord? {
            get { objc_getAssociatedObject(self, &layoutRecordKey) as? LayoutViewRecord }
            set { objc_setAssociatedObject(self, &layoutRecordKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }

        /// A flipped, plain `NSView`.
        public static func makeContainerView() -> any LayoutView { FlippedContainerView() }
    }

    /// A plain `NSView` with its origin at the top left.
    private final class FlippedContainerView: NSView {
        override var isFlipped: Bool { true }
    }

    /// The associated-object key of ``LayoutViewRecord``s; only its address is used.
    nonisolated(unsafe) private var layoutRecordKey: UInt8 = 0
#endif
