#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// `UIView` as a ``LayoutView``: children are `subviews`, the record is an associated object.
    extension UIView: LayoutView {
        /// The superview.
        public var parentView: (any LayoutView)? { superview }

        /// The subviews, back to front.
        public var childViews: [any LayoutView] { subviews }

        /// `insertSubview(_:at:)`, which moves a view that already has a superview.
        public func insertChildView(_ view: any LayoutView, at index: Int) {
            guard let view = view as? UIView else {
                preconditionFailure("ValueLayout: a UIView can only hold UIViews, not \(type(of: view))")
            }
            insertSubview(view, at: index)
        }

        /// `removeFromSuperview()`.
        public func removeFromParentView() { removeFromSuperview() }

        /// Kept as an associated object (retained, non-atomic: main actor only).
        public var layoutRecord: LayoutViewRecord? {
            get { objc_getAssociatedObject(self, &layoutRecordKey) as? LayoutViewRecord }
            set { objc_setAssociatedObject(self, &layoutRecordKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }

        /// Sets `contentSize` when the view is a `UIScrollView`; any other view ignores it.
        public func setScrollContentSize(_ size: CGSize) {
            guard let scrollView = self as? UIScrollView, scrollView.contentSize != size else { return }
            scrollView.contentSize = size
        }

        /// A plain `UIView`.
        public static func makeContainerView() -> any LayoutView { UIView() }
    }

    /// The associated-object key of ``LayoutViewRecord``s; only its address is used.
    nonisolated(unsafe) private var layoutRecordKey: UInt8 = 0
#endif
